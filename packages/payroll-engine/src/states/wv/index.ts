/**
 * West Virginia income tax withholding by the percentage method of Form WV IT-100.2A (docs/domain-rules.md, "State
 * and local taxes"; figures in wv/2026.ts, which cites the tables and their transcriptions).
 *
 * Method, for the payroll period (IT-100.2A, the table of the payroll frequency: weekly, biweekly, semimonthly,
 * monthly, annual; no quarterly table, so a quarterly payroll is refused, InvalidEngineInputError naming
 * `periodsPerYear`):
 *   1. taxable wage = the period's wages less the period's exemption amount (annual $2,000 ÷ the periods, as
 *      printed: weekly $38.46) x the IT-104 exemptions, not below zero;
 *   2. the row of the two earner/two or more jobs table, or of the one earner/one job table when the IT-104 asks
 *      for the lower rate, whose "Over" is the highest below the taxable wage: its amount plus its rate x the
 *      excess over "Over";
 *   3. rounded to the nearest whole dollar (IT-100.1A, March 2023 edition, stored: "Amounts to be withheld should
 *      be rounded to the nearest whole dollar"; the Tax Division's Withholding Help and General Information,
 *      Method II, as quoted by openbooks: "rounding the result to the nearest whole dollar").
 * 2026 is built for paydays from June 12, 2026 (SB 392's effective date; `firstPayday`): which tables applied to
 * the earlier 2026 paydays was not confirmed, so such a payday keeps `state_taxes_not_computed`
 * (states/modules.ts withholdingModule) and this module refuses it, or a 2026 payment with wages but no payday
 * (InvalidEngineInputError naming `payday`).
 *
 * Supplemental wages: West Virginia has no flat supplemental rate; a bonus is added to the regular wages and the
 * tables applied (onpay.com and geratools.com West Virginia bonus pages: "Add the bonus to an employee's regular
 * wages and apply the standard graduated withholding tables"; openbooks' wv.ts adds them alike). `supplemental` is
 * the method on (regular + supplemental) wages less the method on the regular wages alone (whole dollars).
 *
 * Certificate: Form WV/IT-104, West Virginia Employee's Withholding Exemption Certificate. Fields:
 * - `exemptions`: line 4, the total withholding exemptions (self, spouse, dependents), a whole number ≥ 0; absent
 *   means 0.
 * - `oneEarner`: line 5, the employee asks for tax to be withheld at the lower rate (single with one job, or
 *   married with a spouse not working): the one earner/one job tables.
 * - `additionalWithholding`: line 6, an additional amount each pay period, dollars ≥ 0; added after the rounding
 *   when the payment has wages.
 * - `exempt`: a certificate exempting the employee from West Virginia withholding is on file (IT-104NR, the
 *   military spouse's certificate of nonresidence): nothing is withheld. Residents of the reciprocal states
 *   (KY, MD, OH, PA, VA) are exempted by their reciprocity election, states/reciprocity.ts.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no IT-104 on file: zero exemptions on the two earner/two or more jobs tables (IT-100.1A, March 2023
 * edition: the two earner tables are used for all employees unless the employee asks on the IT-104 for the lower rate; openbooks:
 * "If the employee does not complete the form, no exemptions are claimed and the two-earner percentage tables
 * apply"; the second calculator alike).
 *
 * Pre-tax exclusions (`excludes`): both excluded (West Virginia adjusted gross income starts from federal adjusted
 * gross income, W. Va. Code § 11-21-12(a)).
 *
 * Not modelled: the daily table; the 30-day mobile-employee exclusion for nonresidents (W. Va. Code § 11-21-31);
 * the low-income earned income exclusion. 2025 is not built.
 */
import { CertificateReader, checkPeriods, checkWages } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { WV_2026 } from './2026';

/** One printed row: `base` plus `rate` x the taxable wage over `over`. */
export interface WvRow {
  over: string;
  base: string;
  rate: string;
}

/** One table: the period's amount per exemption and its rows, ascending. */
export interface WvTable {
  exemption: string;
  rows: readonly WvRow[];
}

export interface WvYearFigures {
  year: number;
  /** The first payday computed. */
  from: string;
  /** By pay periods a year: the two earner/two or more jobs and the one earner/one job tables. */
  periods: Readonly<Record<number, { twoEarner: WvTable; oneEarner: WvTable }>>;
  sources: readonly string[];
}

/** Form WV/IT-104 as this module reads it. */
export interface WvCertificate {
  exemptions: number;
  oneEarner: boolean;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIGURES = byYear(WV_2026);
const FIELDS = ['exemptions', 'oneEarner', 'additionalWithholding', 'exempt'] as const;

/** No IT-104 on file: zero exemptions, the two earner tables. */
export const NO_IT104: Readonly<WvCertificate> = Object.freeze({ exemptions: 0, oneEarner: false, additionalWithholding: ZERO, exempt: false });

export function wvFigures(year: number): WvYearFigures {
  return figuresOf(FIGURES, 'West Virginia', year);
}

const FIRST_PAYDAY = (): Readonly<Record<number, string>> =>
  Object.freeze(Object.fromEntries([...FIGURES.values()].filter((f) => f.from > `${f.year}-01-01`).map((f) => [f.year, f.from])));

/** Reads a Form WV/IT-104 (see the module comment); undefined means none on file. */
export function readIt104(certificate: Readonly<Record<string, unknown>> | undefined): WvCertificate {
  const r = CertificateReader.of('IT-104', certificate, FIELDS);
  if (!r) return NO_IT104;
  return {
    exemptions: r.count('exemptions'),
    oneEarner: r.flag('oneEarner'),
    additionalWithholding: r.amount('additionalWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** Refuses a payday before the year's first computed one, or none when the year needs it. */
function checkPayday(figures: WvYearFigures, payday: unknown): void {
  if (figures.from <= `${figures.year}-01-01` && (payday === undefined || payday === null)) return;
  if (typeof payday !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(payday) || !payday.startsWith(`${figures.year}-`)) {
    throw new InvalidEngineInputError('payday', `West Virginia ${figures.year} withholding is built for paydays from ${figures.from}: the payday (YYYY-MM-DD in ${figures.year}) is needed, got ${String(payday)}`);
  }
  if (payday < figures.from) {
    throw new InvalidEngineInputError('payday', `West Virginia ${figures.year} withholding is built for paydays from ${figures.from} (no confirmed tables before it), got ${payday}`);
  }
}

/** The printed table of a payroll frequency and schedule, or InvalidEngineInputError when IT-100.2A prints none. */
export function wvTable(figures: WvYearFigures, periodsPerYear: number, oneEarner: boolean): WvTable {
  const tables = Object.prototype.hasOwnProperty.call(figures.periods, periodsPerYear) ? figures.periods[periodsPerYear] : undefined;
  if (!tables) throw new InvalidEngineInputError('periodsPerYear', `IT-100.2A prints no table for ${periodsPerYear} pay periods a year`);
  return oneEarner ? tables.oneEarner : tables.twoEarner;
}

/** Steps 1-3 on one period's wages, in whole dollars. */
export function wvPeriodTax(table: WvTable, exemptions: number, wages: Decimal): Decimal {
  const taxable = max0(wages.minus(new Decimal(table.exemption).times(exemptions)));
  let row = table.rows[0];
  for (const r of table.rows) if (taxable.gt(r.over)) row = r;
  return new Decimal(row.base).plus(taxable.minus(row.over).times(row.rate)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = wvFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const it104 = readIt104(input.certificate);
  if (it104.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  checkPayday(figures, input.payday);
  const table = wvTable(figures, periods, it104.oneEarner);
  const onRegular = wvPeriodTax(table, it104.exemptions, regularWages);
  const onPeriod = wvPeriodTax(table, it104.exemptions, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(it104.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const wvWithholding: StateWithholding = {
  state: 'WV',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  get firstPayday() {
    return FIRST_PAYDAY();
  },
  excludes: { section125: true, retirement401k: true },
  withhold,
};

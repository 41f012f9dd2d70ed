/**
 * Idaho income tax withholding by the Percentage Computation Method of the Idaho State Tax Commission
 * (docs/domain-rules.md, "State and local taxes"; figures in id/2026.ts, which also holds 2025 and cites the
 * editions read).
 *
 * Method (Table for Percentage Computation Method of Withholding; Computing Withholding), for the payroll period:
 *   1. the period's wages less the employee's Idaho allowances x the period's child tax credit allowance
 *      (ICTCAT: the annual amount ÷ the periods, to the cent; $0 in the July 2026 tables, the credit having
 *      sunset);
 *   2. less the period's threshold of the table (Single persons including head of household, or Married
 *      persons: the annual amount ÷ the periods, to the whole dollar, as the July 2026 table prints every
 *      period), not below zero;
 *   3. x 5.3%, rounded to the nearest whole dollar ("Round to the nearest whole dollar"; the Commission's
 *      example: biweekly $1,212, unmarried, 4 allowances: ($1,212 − $619) x 5.3% = $31.43, $31).
 *
 * Editions (id/2026.ts): 2025, the tables revised for House Bill 40 (5.3%, $15,000 / $30,000, ICTCAT $3,868),
 * which the Commission made effective from January 1, 2025; 2026, the July 23, 2026 tables (5.3%, $16,100 /
 * $32,200, ICTCAT $0), for paydays from July 31, 2026, the day of the Commission's release directing their use
 * "going forward". The 2026 paydays before it are not built (StateWithholding.firstPayday): the item keeps the
 * `state_taxes_not_computed` warning (states/modules.ts withholdingModule); this module refuses such a payday,
 * or a 2026 payment with wages but no payday (InvalidEngineInputError naming `payday`), rather than guess.
 *
 * Supplemental wages: the Commission lets the employer either combine the supplemental payment with the regular
 * wages and treat them as one payment, or withhold the flat rate on a separately paid supplemental payment
 * (tax.idaho.gov, Computing Withholding, "Supplemental wages"; EY Tax News 2017-1129: "by combining the
 * supplemental payment with regular wages and treating them as a single payment or by multiplying the
 * supplemental payment by the supplemental withholding rate"). This module combines them: `supplemental` is the
 * method on (regular + supplemental) wages less the method on the regular wages alone (whole dollars).
 *
 * Certificate: Form ID W-4, Employee's Withholding Allowance Certificate (EFO00307, 04-28-2025). Fields:
 * - `filingStatus`: the withholding status box: 'Single' (A: single, or head of household), 'Married' (B:
 *   married filing jointly with a spouse who doesn't work, or a qualifying widow(er)), 'MarriedWithholdAtSingleRate'
 *   (C: married, both spouses working or married filing separately). A and C use the Single persons table,
 *   B the Married persons table. Absent means 'Single'.
 * - `allowances`: line 1, the total number of Idaho allowances (children 16 or under, plus 2 for head of
 *   household), a whole number ≥ 0; absent means 0. Each is worth the period's ICTCAT ($0 from July 31, 2026).
 * - `additionalWithholding`: line 2, additional amount per paycheck, dollars ≥ 0; added after the rounding when
 *   the payment has wages.
 * - `exempt`: line 1 "Exempt" (no Idaho liability last year and none expected this year, or a nonresident
 *   alien with exempt income): nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no ID W-4 on file: Single with zero allowances (USDA National Finance Center bulletin
 * NFC-24-1718391875, Idaho: "Employees who have not previously submitted an ID W-4 and have submitted a 2020 or
 * later Federal Form W-4 will default to Single and zero (S00)"; openbooks id.ts: default box A, Single).
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding (the NFC formula for
 * Idaho subtracts the Thrift Savings Plan deferral and the health benefits payments, flexible spending accounts
 * included, from the wages).
 *
 * Not modelled: the nonresident's $1,000 a year threshold (IDAPA 35.01.01.871) and the nonresident alien
 * additional amount of the ID W-4 (the employee enters it on line 2). Idaho has no reciprocity agreement and no
 * local wage tax.
 */
import { CertificateReader, checkPeriods, checkWages } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { ID_2025, ID_2026 } from './2026';

export const ID_FILING_STATUSES = ['Single', 'Married', 'MarriedWithholdAtSingleRate'] as const;
export type IdFilingStatus = (typeof ID_FILING_STATUSES)[number];

/** One edition of the tables, in force for paydays from `from`. */
export interface IdEdition {
  from: string;
  rate: string;
  /** Annual thresholds of the Single persons (including head of household) and Married persons tables. */
  threshold: { single: string; married: string };
  /** Annual child tax credit allowance (ICTCAT) per Idaho allowance. */
  allowance: string;
  sources: readonly string[];
}

export interface IdYearFigures {
  year: number;
  /** Editions by first payday, ascending; paydays before the first are not built. */
  editions: readonly IdEdition[];
}

/** Form ID W-4 as this module reads it. */
export interface IdCertificate {
  filingStatus: IdFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIGURES = byYear(ID_2025, ID_2026);
const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** No ID W-4 on file: Single with zero allowances. */
export const NO_ID_W4: Readonly<IdCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false });

export function idFigures(year: number): IdYearFigures {
  return figuresOf(FIGURES, 'Idaho', year);
}

/** The first payday of each year whose earlier paydays are not built (StateWithholding.firstPayday). */
const FIRST_PAYDAY = (): Readonly<Record<number, string>> =>
  Object.freeze(Object.fromEntries([...FIGURES.values()].filter((f) => f.editions[0].from > `${f.year}-01-01`).map((f) => [f.year, f.editions[0].from])));

/** Reads a Form ID W-4 (see the module comment); undefined means none on file. */
export function readIdW4(certificate: Readonly<Record<string, unknown>> | undefined): IdCertificate {
  const r = CertificateReader.of('ID W-4', certificate, FIELDS);
  if (!r) return NO_ID_W4;
  return {
    filingStatus: r.choice('filingStatus', ID_FILING_STATUSES, 'Single'),
    allowances: r.count('allowances'),
    additionalWithholding: r.amount('additionalWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** The edition in force on the payday, or InvalidEngineInputError naming `payday` for a payday not built. */
export function idEdition(figures: IdYearFigures, payday: unknown): IdEdition {
  const first = figures.editions[0].from;
  const needed = first > `${figures.year}-01-01` || figures.editions.length > 1;
  if (!needed && (payday === undefined || payday === null)) return figures.editions[0];
  if (typeof payday !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(payday) || !payday.startsWith(`${figures.year}-`)) {
    throw new InvalidEngineInputError('payday', `Idaho ${figures.year} withholding is built for paydays from ${first}: the payday (YYYY-MM-DD in ${figures.year}) is needed, got ${String(payday)}`);
  }
  if (payday < first) {
    throw new InvalidEngineInputError('payday', `Idaho ${figures.year} withholding is built for paydays from ${first} (no confirmed tables before it), got ${payday}`);
  }
  let edition = figures.editions[0];
  for (const e of figures.editions) if (payday >= e.from) edition = e;
  return edition;
}

/** The period's threshold (to the whole dollar) and child tax credit allowance (to the cent). */
export function idPeriodAmounts(edition: IdEdition, married: boolean, periodsPerYear: number): { threshold: Decimal; allowance: Decimal } {
  const annual = married ? edition.threshold.married : edition.threshold.single;
  return {
    threshold: new Decimal(annual).dividedBy(periodsPerYear).toDecimalPlaces(0, Decimal.ROUND_HALF_UP),
    allowance: cents(new Decimal(edition.allowance).dividedBy(periodsPerYear)),
  };
}

/** Steps 1-3 on one period's wages, in whole dollars. */
export function idPeriodTax(edition: IdEdition, w4: IdCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const { threshold, allowance } = idPeriodAmounts(edition, w4.filingStatus === 'Married', periodsPerYear);
  const over = max0(wages.minus(allowance.times(w4.allowances)).minus(threshold));
  return over.times(edition.rate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = idFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const w4 = readIdW4(input.certificate);
  if (w4.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const edition = idEdition(figures, input.payday);
  const onRegular = idPeriodTax(edition, w4, periods, regularWages);
  const onPeriod = idPeriodTax(edition, w4, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const idWithholding: StateWithholding = {
  state: 'ID',
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

/**
 * Montana wage withholding by the 2026 formula of the Montana Employer and Information Agent Guide
 * (docs/domain-rules.md, "State and local taxes"; figures in mt/2026.ts, which cites the guide and its
 * transcriptions).
 *
 * Method, for the payroll period (the guide's W = A + B x (G − C)):
 *   1. G, the period's wages; the schedule of the MW-4 filing status and the payroll frequency (weekly,
 *      biweekly, semimonthly, monthly, annual: the tables the guide prints; no quarterly table, so a quarterly
 *      payroll is refused, InvalidEngineInputError naming `periodsPerYear`);
 *   2. the row whose C is the highest one below G (nothing up to the first C);
 *   3. A + B x (G − C), rounded to the nearest whole dollar (the guide's examples: semimonthly $1,375, line 1a:
 *      4.7% x ($1,375 − $671) = $33.088, $33).
 * There are no Montana allowances from 2026: the schedules build in the federal standard deduction of the filing
 * status.
 *
 * Supplemental wages paid with regular wages are combined with them and treated as one payment: `supplemental`
 * is the method on (regular + supplemental) wages less the method on the regular wages alone (whole dollars),
 * as openbooks' Montana module computes a payment. The guide's optional 5% rate for a supplemental payment made
 * separately is not used.
 *
 * Certificate: Form MW-4, Montana Employee's Withholding and Exemption Certificate (2026). Fields:
 * - `filingStatus`: line 1a 'Single' (single or married filing separately), line 1b 'MarriedFilingJointly'
 *   (married filing jointly or qualifying surviving spouse), line 1c 'HeadOfHousehold'. Absent means 'Single'.
 * - `bothSpousesWork`: line 2, married filing jointly with both spouses working: the line 1a schedule applies
 *   (the guide's line 1a tables are those "if the employee marks the box on line 1a or line 2").
 * - `additionalWithholding`: line 3, an additional amount each pay period, dollars ≥ 0; added after the rounding
 *   when the payment has wages.
 * - `specifiedWithholding`: line 4, an amount the employee specifies to be withheld each pay period instead of
 *   the calculation (the form: an employee entering it does not complete lines 1 to 3); withheld on the
 *   regular wages of a payment with wages, nothing on the supplemental.
 * - `exempt`: line 5, exempt from Montana withholding: nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no MW-4 on file: the single filing status of line 1a (Form MW-4: "If you do not complete your Form
 * MW-4, your employer will withhold taxes for you using the single filing status on line 1a").
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding.
 *
 * Not modelled: Montana's exemptions other than line 5 (the reservation, military spouse and North Dakota
 * reciprocity exemptions are the employee's MW-4 line 5 / the reciprocity election, states/reciprocity.ts).
 * Montana has no local wage tax. 2025 (the former method with Montana allowances) is not built.
 */
import { CertificateReader, checkPeriods, checkWages } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, Decimal, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { MT_2026 } from './2026';

export const MT_FILING_STATUSES = ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] as const;
export type MtFilingStatus = (typeof MT_FILING_STATUSES)[number];

/** One row of a period schedule: A (`base`) + B (`rate`) x (G − C (`over`)) for G over C. */
export interface MtRow {
  over: string;
  base: string;
  rate: string;
}

/** The three schedules of one payroll frequency. */
export interface MtPeriodTable {
  single: readonly MtRow[];
  married: readonly MtRow[];
  headOfHousehold: readonly MtRow[];
}

export interface MtYearFigures {
  year: number;
  /** By pay periods a year: the frequencies the guide prints and two transcriptions agree on. */
  periods: Readonly<Record<number, MtPeriodTable>>;
  sources: readonly string[];
}

/** Form MW-4 as this module reads it. */
export interface MtCertificate {
  filingStatus: MtFilingStatus;
  bothSpousesWork: boolean;
  additionalWithholding: Decimal;
  specifiedWithholding: Decimal | undefined;
  exempt: boolean;
}

const FIGURES = byYear(MT_2026);
const FIELDS = ['filingStatus', 'bothSpousesWork', 'additionalWithholding', 'specifiedWithholding', 'exempt'] as const;

/** No MW-4 on file: line 1a, single. */
export const NO_MW4: Readonly<MtCertificate> = Object.freeze({
  filingStatus: 'Single',
  bothSpousesWork: false,
  additionalWithholding: ZERO,
  specifiedWithholding: undefined,
  exempt: false,
});

export function mtFigures(year: number): MtYearFigures {
  return figuresOf(FIGURES, 'Montana', year);
}

/** Reads a Form MW-4 (see the module comment); undefined means none on file. */
export function readMw4(certificate: Readonly<Record<string, unknown>> | undefined): MtCertificate {
  const r = CertificateReader.of('MW-4', certificate, FIELDS);
  if (!r) return NO_MW4;
  const specified = certificate?.specifiedWithholding;
  return {
    filingStatus: r.choice('filingStatus', MT_FILING_STATUSES, 'Single'),
    bothSpousesWork: r.flag('bothSpousesWork'),
    additionalWithholding: r.amount('additionalWithholding'),
    specifiedWithholding: specified === undefined || specified === null || specified === '' ? undefined : r.amount('specifiedWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** The printed schedules of a payroll frequency, or InvalidEngineInputError when the guide prints none. */
export function mtPeriodTable(figures: MtYearFigures, periodsPerYear: number): MtPeriodTable {
  const table = Object.prototype.hasOwnProperty.call(figures.periods, periodsPerYear) ? figures.periods[periodsPerYear] : undefined;
  if (!table) throw new InvalidEngineInputError('periodsPerYear', `the Montana guide prints no table for ${periodsPerYear} pay periods a year`);
  return table;
}

/** The schedule of the certificate: line 1a or line 2 single, line 1b married, line 1c head of household. */
export function mtSchedule(table: MtPeriodTable, mw4: MtCertificate): readonly MtRow[] {
  if (mw4.filingStatus === 'HeadOfHousehold') return table.headOfHousehold;
  if (mw4.filingStatus === 'MarriedFilingJointly' && !mw4.bothSpousesWork) return table.married;
  return table.single;
}

/** W = A + B x (G − C) on one period's wages, rounded to the nearest whole dollar. */
export function mtPeriodTax(rows: readonly MtRow[], wages: Decimal): Decimal {
  let row: MtRow | undefined;
  for (const r of rows) if (wages.gt(r.over)) row = r;
  if (!row) return ZERO;
  return new Decimal(row.base).plus(wages.minus(row.over).times(row.rate)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = mtFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const mw4 = readMw4(input.certificate);
  if (mw4.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  if (mw4.specifiedWithholding !== undefined) return { regular: cents(mw4.specifiedWithholding), supplemental: ZERO };
  const rows = mtSchedule(mtPeriodTable(figures, periods), mw4);
  const onRegular = mtPeriodTax(rows, regularWages);
  const onPeriod = mtPeriodTax(rows, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(mw4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const mtWithholding: StateWithholding = {
  state: 'MT',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

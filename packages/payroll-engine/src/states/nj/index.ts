/**
 * New Jersey Gross Income Tax withholding (docs/domain-rules.md, "State and local taxes"; figures in
 * nj/2025.ts and nj/2026.ts).
 *
 * Method: NJ-WT, New Jersey Income Tax Withholding Instructions, "Tables for Percentage Method of
 * Withholding", Rates "A" to "E". The Division prints one table per payroll period for each rate; every
 * period's table is the annual one ("ANNUAL PAYROLL PERIOD (Allowance 1,000)") divided by the periods and
 * rounded for print. This module applies the annual table to annualized wages, as payroll software does
 * (TimeTrex NJ.class.php; Halfpricesoft's New Jersey formula: "Multiply the adjusted gross ... wages ... by
 * 26 to obtain the annual wages ... Exemption Allowance = $1,000 x Number of Exemptions ... Apply the taxable
 * income ... to the following table to determine the annual New Jersey tax withholding"):
 *   1. annual wages = this payment's New Jersey wages x pay periods per year;
 *   2. taxable = annual wages − allowances x $1,000 (NJ-W4 Line 4), never below zero;
 *   3. annual tax = the rate table's add-on + its rate x (taxable − the row's "over" amount);
 *   4. tax for the payment = annual tax ÷ pay periods, rounded half-up to cents;
 *   5. plus the NJ-W4 Line 5 additional amount, not taxed by the rate.
 * Because the printed period tables round their breaks and add-ons (e.g. weekly Rate A $385, $5.77), a
 * printed-table result can differ from this one by a cent or so. NJ-WT prints no worked example; the tests
 * work every figure by hand.
 *
 * Rate table: NJ-W4 Line 2 filing status Single (box 1) or Married/Civil Union Partner Separate (box 3) ->
 * Rate "A"; Married/Civil Union Couple Joint (2), Head of Household (4) or Qualifying Widow(er)/Surviving
 * Civil Union Partner (5) -> Rate "B" ("If you do not complete Line 3, you will be withheld at Rate B");
 * a letter on Line 3 (the wage chart for two-earner couples and several jobs) selects that table instead
 * (NJ-W4 instructions, Lines 2-3, as reproduced at https://professionalhealthcarestaffing.org/nj-w4-form and
 * fill.io's copies of Form NJ-W4; Halfpricesoft's NJ coding: "If Item 3 of the NJ-W4 contains A ... E" it
 * governs, else the Line 2 status).
 *
 * Supplemental wages: New Jersey has no supplemental rate. Supplemental wages are added to the regular wages
 * of the period and withheld on as one payment, less the tax on the regular wages (PaycheckCity/Symmetry New
 * Jersey research: "Supplemental Rate = Add to regular wages for current or preceding payroll period, compute
 * tax on total, and subtract tax withheld from regular wages"; PaycheckCity 2025: "taxed same as regular
 * income"): `supplemental` = tax on (regular + supplemental) − tax on regular, the allowances counted once.
 *
 * Certificate: Form NJ-W4, Employee's Withholding Allowance Certificate. Fields:
 * - `filingStatus` (required when a certificate is given): Line 2, `Single`, `MarriedCivilUnionJoint`,
 *   `MarriedCivilUnionSeparate`, `HeadOfHousehold` or `QualifyingWidower`.
 * - `rateTable`: Line 3, `A`, `B`, `C`, `D` or `E`; absent: the Line 2 status decides (above).
 * - `allowances`: Line 4, a whole number ≥ 0 (number or digit string); absent means 0.
 * - `additionalWithholding`: Line 5, dollars ≥ 0 per pay; absent means 0. Added to `regular` whenever the
 *   payment has wages.
 * - `exempt`: Line 6 "EXEMPT" (true withholds nothing; the form's conditions and its one-year validity are
 *   the caller's to check).
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no NJ-W4 on file: Rate "A" with zero allowances (NJ-WT since 2020, as summarized by ADP,
 * March 2020, "New Jersey withholding changes": "If an employee does not submit a 2020 federal Form W-4 or a
 * Form NJ-W4, withhold using Single (Rate A Table) with zero allowances"). NJ-WT also has an employer who
 * holds only a 2020-or-later federal W-4 use its marital status with zero allowances (Head of household:
 * Rate "B"); that mapping is the caller's, passed here as an NJ-W4 `filingStatus`.
 *
 * Pre-tax exclusions (`excludes`):
 * - 401(k) elective deferrals: excluded. N.J.S.A. 54A:6-21: "Gross income shall not include amounts
 *   contributed by an employer on behalf of and at the election of an employee to a trust which is part of a
 *   qualified cash or deferred arrangement which meets the requirements of Section 401(k)" (L. 1983, c. 571,
 *   https://law.justia.com/codes/new-jersey/2016/title-54a/section-54a-6-21/); Technical Bulletin TB-39(R),
 *   footnote: the treatment of contributions to a qualified § 401(k) plan "(not including the Federal Thrift
 *   Savings Plan) follows the federal" treatment. (403(b), 457 and TSP deferrals are NOT excluded; the
 *   boolean speaks for 401(k) only, and the caller must not pass those as 401(k).)
 * - Section 125: NOT excluded. TB-39(R), "Cafeteria Plans" (March 3, 2003; text read at
 *   https://blcci.org/cafeteria-plan-tax-treatment-8426): "The New Jersey Gross Income Tax
 *   law does not adopt the federal income tax treatment of cafeteria plans ... the value of cafeteria plan
 *   benefits typically is includable in New Jersey taxable wages and subject to Gross Income Tax
 *   withholding"; N.J.S.A. 54A:6-24 excludes only a "qualified option" not provided under a salary reduction
 *   agreement ("including ... flexible spending accounts and premium conversion options").
 * - HSA (`hsa` false): New Jersey does not follow IRC § 223; the employee's HSA contribution is already taxed
 *   as a Section 125 amount, and the employer's HSA contribution is added to NJ wages (states/apply.ts):
 *   https://theabdteam.com/blog/california-and-new-jersey-hsa-state-income-tax-2/ ("Employer and employee HSA
 *   contributions through payroll are simply treated as taxable income to the employee" in California and
 *   New Jersey); NJ-1040 filers add the W-2 box 12 code W amount (employer and payroll HSA contributions) to
 *   NJ wages (https://ttlc.intuit.com/community/tax-credits-deductions/discussion/do-i-need-to-adjust-my-new-jersey-w-2-state-wages-for-my-hsa-contribution-claimed-on-my-fed-return/00/621451).
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { NJ_2025 } from './2025';
import { NJ_2026 } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

/** The five NJ-WT rate tables. */
export type NjRateTable = 'A' | 'B' | 'C' | 'D' | 'E';

/** One annual row: taxable wages over `over` (and not over the next row's) -> `plus` + `rate` x (wages − `over`). */
export interface NjAnnualRow {
  over: string;
  plus: string;
  rate: string;
}

/** One year's figures (see the source comment of each data file). */
export interface NjYearFigures {
  year: number;
  /** Annual amount of one NJ-W4 allowance. */
  allowance: string;
  /** The annual payroll period table of each rate, rows ascending. */
  rateTables: Readonly<Record<NjRateTable, readonly NjAnnualRow[]>>;
  sources: readonly string[];
}

const FIGURES = byYear(NJ_2025, NJ_2026);

/** NJ-W4 Line 2 filing statuses, as this module names them. */
export const NJ_FILING_STATUSES = ['Single', 'MarriedCivilUnionJoint', 'MarriedCivilUnionSeparate', 'HeadOfHousehold', 'QualifyingWidower'] as const;
export type NjFilingStatus = (typeof NJ_FILING_STATUSES)[number];

export const NJ_RATE_TABLES: readonly NjRateTable[] = ['A', 'B', 'C', 'D', 'E'];

/** Line 2 -> the table used when Line 3 is blank. */
const STATUS_TABLE: Readonly<Record<NjFilingStatus, NjRateTable>> = Object.freeze({
  Single: 'A',
  MarriedCivilUnionSeparate: 'A',
  MarriedCivilUnionJoint: 'B',
  HeadOfHousehold: 'B',
  QualifyingWidower: 'B',
});

/** The Form NJ-W4 as this module reads it. */
export interface NjW4 {
  rateTable: NjRateTable;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'rateTable', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** No NJ-W4 on file: Rate "A", zero allowances (NJ-WT). */
export const NO_NJ_W4: Readonly<NjW4> = Object.freeze({ rateTable: 'A', allowances: 0, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function njFigures(year: number): NjYearFigures {
  return figuresOf(FIGURES, 'New Jersey', year);
}

/** Reads a Form NJ-W4 (see the module comment); undefined means none on file. */
export function readNjW4(certificate: Readonly<Record<string, unknown>> | undefined): NjW4 {
  if (certificate === undefined || certificate === null) return NO_NJ_W4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of NJ-W4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an NJ-W4 field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (typeof status !== 'string' || !(NJ_FILING_STATUSES as readonly string[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `expected ${NJ_FILING_STATUSES.join(', ')}, got ${String(status)}`);
  }
  const letter = certificate.rateTable;
  if (letter !== undefined && letter !== null && letter !== '' && (typeof letter !== 'string' || !(NJ_RATE_TABLES as readonly string[]).includes(letter))) {
    throw new InvalidEngineInputError('certificate.rateTable', `expected one of ${NJ_RATE_TABLES.join(', ')}, got ${String(letter)}`);
  }
  const extra = certificate.additionalWithholding;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extra)}`);
  }
  const exempt = certificate.exempt;
  if (exempt !== undefined && exempt !== null && typeof exempt !== 'boolean') {
    throw new InvalidEngineInputError('certificate.exempt', `not true or false: ${String(exempt)}`);
  }
  return {
    rateTable: typeof letter === 'string' && letter !== '' ? (letter as NjRateTable) : STATUS_TABLE[status as NjFilingStatus],
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** Steps 2-3: the annual tax of a rate table on annual wages less the allowances (not rounded). */
export function njAnnualTax(figures: NjYearFigures, table: NjRateTable, allowances: number, annualWages: Decimal): Decimal {
  const taxable = max0(annualWages.minus(new Decimal(figures.allowance).times(allowances)));
  if (taxable.isZero()) return ZERO;
  const rows = figures.rateTables[table];
  let row = rows[0];
  for (const r of rows) if (taxable.gt(r.over)) row = r;
  return new Decimal(row.plus).plus(taxable.minus(row.over).times(row.rate));
}

/** Steps 1-4 for one payment's wages: the annual tax of the annualized wages ÷ periods, in cents. */
function periodTax(figures: NjYearFigures, w4: NjW4, periodsPerYear: number, wages: Decimal): Decimal {
  if (wages.isZero()) return ZERO;
  return cents(njAnnualTax(figures, w4.rateTable, w4.allowances, wages.times(periodsPerYear)).dividedBy(periodsPerYear));
}

function wages(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = njFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wages(input.regularWages, 'regularWages');
  const supplementalWages = wages(input.supplementalWages, 'supplementalWages');
  const w4 = readNjW4(input.certificate);
  if (w4.exempt) return { regular: ZERO, supplemental: ZERO };

  const onRegular = periodTax(figures, w4, input.periodsPerYear, regularWages);
  const onPeriod = periodTax(figures, w4, input.periodsPerYear, regularWages.plus(supplementalWages));
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(cents(w4.additionalWithholding)) : ZERO,
    supplemental: onPeriod.minus(onRegular),
  };
}

export const njWithholding: StateWithholding = {
  state: 'NJ',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: false, retirement401k: true, hsa: false },
  withhold,
};

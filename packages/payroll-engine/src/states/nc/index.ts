/**
 * North Carolina income tax withholding by the percentage (formula) method of NC-30, Income Tax Withholding
 * Tables and Instructions for Employers (docs/domain-rules.md, "State and local taxes"; figures in nc/2025.ts
 * and nc/2026.ts, which cite the editions read).
 *
 * Method (NC-30 2026, "Formula Tables for the Percentage Method Withholding Computations", pp. 17-18):
 *   1. wages for the payroll period;
 *   2. less the period's portion of the N.C. standard deduction ($12,750 a year on the "Single Person, Married
 *      Person, or Surviving Spouse" table, $19,125 on the "Head of Household" table);
 *   3. less the number of NC-4 allowances x the period's value of one allowance ($2,500 a year);
 *   4. the net wages (never below zero) x the withholding rate, which is the individual income tax rate plus
 *      0.1% (4.09% in 2026, 4.35% in 2025): "Round off the final amount to the nearest whole dollar."
 * The per-period amounts are the annual ones divided by the periods, rounded to the cent (what the tables
 * print: $12,750 ÷ 52 = $245.19); step 3 multiplies the rounded per-period allowance ($48.08 x 2 = $96.16), as
 * the booklet's example does. NC-30 prints percentage tables for weekly, biweekly, semimonthly and monthly
 * payrolls only; for any other number of periods (quarterly, annual) this module uses NC-30's annualized
 * method (p. 19): (wages x periods − standard deduction − allowances x $2,500) x rate, rounded to the cent
 * ($231.09 in the example), ÷ periods, rounded to the nearest whole dollar. Both methods give the example's
 * $4.00.
 * Rounding: the tax is rounded half-up to whole dollars at the end (both methods), as NC-30 prescribes.
 *
 * Supplemental wages (NC-30 section 12): the employer may withhold a flat rate (the withholding rate) on
 * supplemental wages, or "Add the supplemental and regular wages for the most recent payroll period this year.
 * Then figure the income tax as if the total were a single payment" — and must use that second method when no
 * tax was withheld from the regular wages (section 12 as transcribed by the openbooks engine, see
 * nc/2026.ts). This module always uses the aggregate method, which section 12 permits in every case:
 * `supplemental` is the tax on (regular + supplemental) less the tax on the regular wages alone, each rounded
 * to whole dollars. A supplemental payment with no regular wages is taxed as the period's only wages.
 *
 * Certificate: Form NC-4, Employee's Withholding Allowance Certificate (also NC-4 EZ). Fields:
 * - `filingStatus`: 'Single' (Single or Married Filing Separately), 'MarriedFilingJointly' (Married Filing
 *   Jointly or Surviving Spouse) or 'HeadOfHousehold'. NC-30 prints only two schedules: head of household
 *   uses the "Head of Household" table, every other status the "Single Person, Married Person, or Surviving
 *   Spouse" table. Absent means 'Single'.
 * - `allowances`: NC-4 Line 1, total number of allowances, a whole number ≥ 0 (number or digit string);
 *   absent means 0.
 * - `additionalWithholding`: NC-4 Line 2, additional amount withheld each pay period, whole dollars ≥ 0 ("Enter
 *   whole dollars"); absent means 0. Added to `regular` when the payment has wages.
 * - `exempt`: boolean, the NC-4 EZ claim of exemption (no N.C. liability last year and none expected, or the
 *   military spouse exemption); true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no NC-4 on file (Form NC-4, as transcribed by the openbooks engine): "If you do not submit Form
 * NC-4 to your employer, your employer must withhold as if your filing status is 'Single' with no allowances."
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding. Payroll references
 * computing NC withholding subtract both (https://api.deltek.com/Product/DeltekPS/1.1/pay_North_Carolina_Tax.html:
 * "Subtracts the employee's standard deductions, allowance, and any 401(k) and 125/Cafeteria plan
 * contributions ... to determine the taxable income"; the Bureau of the Fiscal Service formula transcribed at
 * https://www.halfpricesoft.com/2026/taxrate-northcarolina-2026 subtracts the Thrift Savings Plan deferral and
 * the health benefits (cafeteria) payments before annualising, "TSP Deferred: Yes"). The N.C. statute's own
 * definition of withholding wages was not read.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { NC_2025 } from './2025';
import { NC_2026, type NcYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(NC_2025, NC_2026);

/** Periods per year for which NC-30 prints percentage-method tables (weekly, biweekly, semimonthly, monthly). */
export const NC_PRINTED_PERIODS: readonly number[] = [52, 26, 24, 12];

export const NC_FILING_STATUSES = ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] as const;
export type NcFilingStatus = (typeof NC_FILING_STATUSES)[number];

/** The two schedules NC-30 prints. */
export type NcSchedule = 'single' | 'headOfHousehold';

/** Form NC-4 as this module reads it. */
export interface NcCertificate {
  filingStatus: NcFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** No NC-4 on file: Single with no allowances (Form NC-4). */
export const NO_NC4: Readonly<NcCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function ncFigures(year: number): NcYearFigures {
  return figuresOf(FIGURES, 'North Carolina', year);
}

/** The NC-30 schedule of a filing status: only head of household has its own table. */
export function ncSchedule(status: NcFilingStatus): NcSchedule {
  return status === 'HeadOfHousehold' ? 'headOfHousehold' : 'single';
}

/** Reads a Form NC-4 (see the module comment); undefined means none on file. */
export function readNc4(certificate: Readonly<Record<string, unknown>> | undefined): NcCertificate {
  if (certificate === undefined || certificate === null) return NO_NC4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of NC-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an NC-4 field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(NC_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${NC_FILING_STATUSES.join(', ')}: ${String(status)}`);
  }
  const extra = certificate.additionalWithholding;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extra)}`);
  }
  const additionalWithholding = dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding');
  if (!additionalWithholding.isInteger()) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `NC-4 Line 2 is in whole dollars: ${String(extra)}`);
  }
  const exempt = certificate.exempt;
  if (exempt !== undefined && exempt !== null && typeof exempt !== 'boolean') {
    throw new InvalidEngineInputError('certificate.exempt', `not true or false: ${String(exempt)}`);
  }
  return {
    filingStatus: (status ?? 'Single') as NcFilingStatus,
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding,
    exempt: exempt === true,
  };
}

/** NC-30's final step: "Round off the final amount to the nearest whole dollar" (half-up). */
export function ncRoundToDollar(value: Decimal): Decimal {
  return value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

/** The per-period amounts the percentage tables print: annual amount ÷ periods, rounded to the cent. */
export function ncPeriodAmounts(figures: NcYearFigures, schedule: NcSchedule, periodsPerYear: number): { standardDeduction: Decimal; allowance: Decimal } {
  return {
    standardDeduction: cents(new Decimal(figures.standardDeduction[schedule]).dividedBy(periodsPerYear)),
    allowance: cents(new Decimal(figures.allowance).dividedBy(periodsPerYear)),
  };
}

/** NC-30 percentage method (pp. 17-18) for one payroll period, in whole dollars. */
export function ncPercentageMethod(figures: NcYearFigures, schedule: NcSchedule, allowances: number, periodsPerYear: number, wages: Decimal): Decimal {
  const amounts = ncPeriodAmounts(figures, schedule, periodsPerYear);
  const net = max0(wages.minus(amounts.standardDeduction).minus(amounts.allowance.times(allowances)));
  return ncRoundToDollar(net.times(figures.withholdingRate));
}

/** NC-30 annualized method (p. 19): annual tax rounded to the cent, ÷ periods, rounded to whole dollars. */
export function ncAnnualizedMethod(figures: NcYearFigures, schedule: NcSchedule, allowances: number, periodsPerYear: number, wages: Decimal): Decimal {
  const deduction = new Decimal(figures.standardDeduction[schedule]).plus(new Decimal(figures.allowance).times(allowances));
  const net = max0(wages.times(periodsPerYear).minus(deduction));
  const annualTax = cents(net.times(figures.withholdingRate));
  return ncRoundToDollar(annualTax.dividedBy(periodsPerYear));
}

/** The tax on one period's wages: the percentage method where NC-30 prints it, else the annualized method. */
export function ncTax(figures: NcYearFigures, nc4: NcCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const schedule = ncSchedule(nc4.filingStatus);
  return NC_PRINTED_PERIODS.includes(periodsPerYear)
    ? ncPercentageMethod(figures, schedule, nc4.allowances, periodsPerYear, wages)
    : ncAnnualizedMethod(figures, schedule, nc4.allowances, periodsPerYear, wages);
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = ncFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const nc4 = readNc4(input.certificate);
  if (nc4.exempt) return { regular: ZERO, supplemental: ZERO };

  const onRegular = ncTax(figures, nc4, input.periodsPerYear, regularWages);
  const onPeriod = ncTax(figures, nc4, input.periodsPerYear, regularWages.plus(supplementalWages));
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(nc4.additionalWithholding) : ZERO,
    supplemental: onPeriod.minus(onRegular),
  };
}

export const ncWithholding: StateWithholding = {
  state: 'NC',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

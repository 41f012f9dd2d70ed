import { InvalidEngineInputError } from './errors';
import { cents, dec, max0, Decimal, ZERO } from './money';
import type { BracketRow, FilingStatus, TaxTableData } from './tables/types';
import { w4ExemptOn, type W4Input } from './w4';

const FILING_STATUSES: readonly FilingStatus[] = ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'];

/** The W-4 figures the worksheet uses. */
export interface EffectiveW4 {
  filingStatus: FilingStatus;
  multipleJobs: boolean;
  dependentsAmount: Decimal;
  otherIncome: Decimal;
  deductions: Decimal;
  extraWithholding: Decimal;
  /** False when no W-4 is on file, or its exempt claim has expired (Single, no adjustments). */
  onFile: boolean;
  /** An exempt claim in force on the payday: no federal income tax but the mandatory rate (src/w4.ts). */
  exempt: boolean;
}

/**
 * The W-4 on file, or Single with no adjustments when there is none (Publication 15-T). An exempt W-4 is judged
 * on the payday (src/w4.ts): in force, `exempt` (its filing status is kept for the states that follow it; Steps 2
 * to 4 are ignored: the form asks an exempt employee only for Steps 1 and 5); past February 15 of the next year,
 * Single with no other entries (`onFile` false, as with no W-4). The earlier non-exempt W-4 that Publication 15
 * would fall back on is not kept by the service, so that refinement is not made.
 */
export function effectiveW4(w4: W4Input | null | undefined, payday?: string): EffectiveW4 {
  const exempt = w4ExemptOn(w4, payday);
  const none = { multipleJobs: false, dependentsAmount: ZERO, otherIncome: ZERO, deductions: ZERO, extraWithholding: ZERO };
  if (!w4 || (w4.exempt === true && !exempt)) return { filingStatus: 'Single', ...none, onFile: false, exempt: false };
  if (!FILING_STATUSES.includes(w4.filingStatus)) {
    throw new InvalidEngineInputError('w4.filingStatus', `unknown filing status ${String(w4.filingStatus)}`);
  }
  if (exempt) return { filingStatus: w4.filingStatus, ...none, onFile: true, exempt: true };
  return {
    filingStatus: w4.filingStatus,
    multipleJobs: w4.multipleJobs === true,
    dependentsAmount: dec(w4.dependentsAmount, 'w4.dependentsAmount'),
    otherIncome: dec(w4.otherIncome, 'w4.otherIncome'),
    deductions: dec(w4.deductions, 'w4.deductions'),
    extraWithholding: dec(w4.extraWithholding, 'w4.extraWithholding'),
    onFile: true,
    exempt: false,
  };
}

/** The row of an annual table whose "at least" amount is the largest not above `amount`. */
export function findRow(rows: BracketRow[], amount: Decimal): BracketRow {
  let found = rows[0];
  for (const row of rows) {
    if (amount.gte(row.atLeast)) found = row;
    else break;
  }
  return found;
}

export interface PercentageMethodResult {
  /** Line 1i. */
  adjustedAnnualWage: Decimal;
  /** Line 2f (annual), unrounded. */
  tentativeAnnualWithholding: Decimal;
  /** Line 2h, unrounded. */
  tentativePerPeriod: Decimal;
  /** Line 3c, rounded half-up to cents. */
  amount: Decimal;
}

/**
 * IRS Publication 15-T, Worksheet 1A (percentage method tables for automated
 * payroll systems, Form W-4 2020 or later), Steps 1-3. Step 4(c) is added by
 * the caller.
 *
 *  1a wages this period, 1b periods, 1c = 1a x 1b, 1d Step 4(a), 1e = 1c + 1d,
 *  1f Step 4(b), 1g 12,900 (MFJ) / 8,600 (other) / 0 (Step 2 box), 1h = 1f + 1g,
 *  1i = max(0, 1e - 1h);
 *  2a-2f: row of the STANDARD (or Step 2 checkbox) table: base + rate x (1i - at least),
 *  2h = 2f / 1b;
 *  3a Step 3, 3b = 3a / 1b, 3c = max(0, 2h - 3b).
 *
 * Rounding: every line is kept exact (decimal); only 3c is rounded, half-up
 * to cents. Publication 15-T rounds nothing before the final amount; it
 * permits (but does not require) rounding the amount withheld to the whole
 * dollar, which this engine does not do.
 */
export function percentageMethod(
  tables: TaxTableData,
  w4: EffectiveW4,
  wagesThisPeriod: Decimal,
  periodsPerYear: number,
): PercentageMethodResult {
  const fit = tables.federalIncomeTax;
  const annual = wagesThisPeriod.mul(periodsPerYear).plus(w4.otherIncome);
  const adjustment = w4.multipleJobs ? ZERO : new Decimal(fit.standardAdjustment[w4.filingStatus]);
  const adjustedAnnualWage = max0(annual.minus(w4.deductions.plus(adjustment)));
  const rows = (w4.multipleJobs ? fit.step2Checkbox : fit.standard)[w4.filingStatus];
  const row = findRow(rows, adjustedAnnualWage);
  const tentativeAnnualWithholding = new Decimal(row.base).plus(
    adjustedAnnualWage.minus(row.atLeast).mul(row.rate),
  );
  const tentativePerPeriod = tentativeAnnualWithholding.div(periodsPerYear);
  const credits = w4.dependentsAmount.div(periodsPerYear);
  const amount = cents(max0(tentativePerPeriod.minus(credits)));
  return { adjustedAnnualWage, tentativeAnnualWithholding, tentativePerPeriod, amount };
}

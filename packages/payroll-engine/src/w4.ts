import { isoDate, yearOf } from './dates';
import { InvalidEngineInputError } from './errors';
import type { Num } from './money';
import type { FilingStatus } from './tables/types';

/** Form W-4 (2020 or later) values (contract EmployeeWithholdingsSetup). */
export interface W4Input {
  filingStatus: FilingStatus;
  /** Step 2(c) box. */
  multipleJobs?: boolean;
  /** Step 3, total annual credits. */
  dependentsAmount?: Num | null;
  /** Step 4(a), annual other income. */
  otherIncome?: Num | null;
  /** Step 4(b), annual deductions. */
  deductions?: Num | null;
  /** Step 4(c), extra withholding per pay period. */
  extraWithholding?: Num | null;
  /** "Exempt" written on the form (exemption from withholding); needs `signedAt`. Default false. */
  exempt?: boolean;
  /** Step 5 date, YYYY-MM-DD (a date-time is cut to its date): the year the form was given. */
  signedAt?: string | null;
}

/**
 * The last payday an exempt claim covers: February 15 of the year after the form was given.
 *
 * IRS Publication 15 (Circular E), section 9, "Exemption from federal income tax withholding" (the wording has
 * been the same in every edition since the 2020 Form W-4; read here as quoted from the IRS, the 2025 and 2026
 * editions themselves were not reachable): "A Form W-4 claiming exemption from withholding is valid for only the
 * calendar year in which it's furnished to the employer. To continue to be exempt from withholding in the next
 * year, an employee must give you a new Form W-4 claiming exempt status by February 15 of that year. If the
 * employee doesn't give you a new Form W-4, withhold tax as if the employee is single or married filing
 * separately with no other entries in Step 2, 3, or 4" (or, with an earlier valid non-exempt Form W-4, "withhold
 * as you did before"). The IRS newsroom ("Claiming exemption from withholding", 2018): "The exemption expires
 * each February."
 *
 * Decision: the claim covers every payday up to and including February 15 of the next year (the employee may give
 * the new form on that day), and no payday after it. The date printed on some years' forms moved to the next
 * business day when February 15 was a weekend or holiday (Form W-4 (2015): "expires February 16, 2016"); the
 * engine keeps to Publication 15's fixed "by February 15". A new exempt form resets the year (its own signedAt).
 */
export function w4ExemptThrough(signedAt: string): string {
  return `${yearOf(signedAt, 'w4.signedAt') + 1}-02-15`;
}

/** Whether the W-4 is an exempt claim still in force on the payday (false for a non-exempt W-4 or none). */
export function w4ExemptOn(w4: W4Input | null | undefined, payday: string | undefined): boolean {
  if (!w4 || w4.exempt === undefined || w4.exempt === false) return false;
  if (w4.exempt !== true) throw new InvalidEngineInputError('w4.exempt', `not a boolean: ${String(w4.exempt)}`);
  if (!w4.signedAt) throw new InvalidEngineInputError('w4.signedAt', 'an exempt W-4 needs the date it was signed');
  if (payday === undefined) throw new InvalidEngineInputError('payday', 'an exempt W-4 is judged on the payday');
  return isoDate(payday, 'payday') <= w4ExemptThrough(w4.signedAt);
}

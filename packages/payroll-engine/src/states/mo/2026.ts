/**
 * Missouri income tax withholding figures for wages paid in 2026.
 *
 * Publication: Missouri Department of Revenue, "2026 Missouri Withholding Tax Formula"
 * (https://dor.mo.gov/forms/Withholding%20Formula_2026.pdf, dated November 21, 2025 on the DOR forms index):
 * Step 1, the annual standard deduction by the MO W-4 filing status; Step 2, the annual payroll period
 * table (0% to $1,348, then $1,348 bands at 2.0%, 2.5%, 3.0%, 3.5%, 4.0%, 4.5%, and 4.7% over $9,436);
 * the rule to round each period's amount to the nearest whole dollar; its example ($35,000 a year, married
 * spouse works: $16,100 deduction, $18,900 taxable, $263 + 4.7% x $9,464 = $707.81, $59 a month). Form
 * 4282, Missouri Employer's Tax Guide (2026), repeats the formula and the rule that an employee without a
 * Form MO W-4 is withheld on at the single rate. The 2026 formula subtracts no federal income tax.
 *
 * The publications were not among the stored pages; each figure was read in two or more independent
 * transcriptions, which agree:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/mo.ts
 *       (MO_RATES_2026: deductions $16,100 / $16,100 / $16,100 / $32,200 / $24,150; the eight rows with their
 *       printed add-ons $27, $61, $101, $148, $202, $263) and conformance-mo.test.ts (the $35,000 example);
 *   (2) a public tax-calculator repository's 2026 Missouri record ("bands: [1348, 0], [2696, 0.02], [4044,
 *       0.025], [5392, 0.03], [6740, 0.035], [8088, 0.04], [9436, 0.045], [null, 0.047], standardDeduction:
 *       16100", source the 2026 withholding formula);
 *   (3) a PolicyEngine-US audit module of a public repository ("THRESHOLDS_2026 = (0, 1348, 2696, 4044, 5392,
 *       6740, 8088, 9436)", from the formula's annual table, republished by the USDA National Finance Center
 *       bulletin of May 14, 2026, help.nfc.usda.gov/bulletins/2026/1773783048.htm);
 *   (4) a public repository's transcription of the 2026 MO-1040ES rate chart, which prints the same rows with
 *       the same whole-dollar add-ons ("Over $2,696 but not over $4,044 $27 plus 2.5% of excess over $2,696
 *       ... Over $9,436 $263 plus 4.7% of excess over $9,436");
 *   (5) for the deductions, https://www.halfpricesoft.com/2026/taxrate-missouri-2026 (December 18, 2025):
 *       "Single/Married-Spouse Works ($16,100), Married-Spouse Does Not Work ($32,200), or Head of Household
 *       ($24,150)", and "Effective 2026, Missouri no longer allows the subtraction of Federal Income Tax
 *       withheld". The deductions are the federal 2026 standard deductions, which Missouri adopts.
 * Each add-on is the tax of the rows below it rounded to the whole dollar (test/states/mo.test.ts checks it).
 *
 * 2025 is not built: its 2025 formula (bands of $1,313) was not read in the stored transcriptions.
 */
import type { MoYearFigures } from './index';

export const MO_2026: MoYearFigures = {
  year: 2026,
  deduction: {
    Single: '16100',
    MarriedSpouseWorks: '16100',
    MarriedFilingSeparately: '16100',
    MarriedSpouseDoesNotWork: '32200',
    HeadOfHousehold: '24150',
  },
  schedule: [
    { over: '1348', base: '0', rate: '0.02' },
    { over: '2696', base: '27', rate: '0.025' },
    { over: '4044', base: '61', rate: '0.03' },
    { over: '5392', base: '101', rate: '0.035' },
    { over: '6740', base: '148', rate: '0.04' },
    { over: '8088', base: '202', rate: '0.045' },
    { over: '9436', base: '263', rate: '0.047' },
  ],
  sources: [
    'Missouri DOR, 2026 Missouri Withholding Tax Formula (Steps 1-2, annual payroll table, example); Form 4282 (2026)',
    'Transcriptions: openbooks engine/src/payroll/us/states/mo.ts (MO_RATES_2026); a tax-calculator repository 2026 MO record; a PolicyEngine-US audit module (with USDA NFC bulletin 2026/1773783048); a 2026 MO-1040ES chart transcription; halfpricesoft.com 2026 Missouri (deductions)',
  ],
};

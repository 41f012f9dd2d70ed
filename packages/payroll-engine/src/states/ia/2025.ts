/**
 * Iowa income tax withholding figures for wages paid in 2025.
 *
 * Publication: Iowa Department of Revenue, "Iowa Withholding Formula For Taxable Wages Paid Beginning January 1,
 * 2025" and the 2025 IA W-4 (44-019); press release "IDR issues new income withholding tax tables for 2025",
 * December 13, 2024 (https://revenue.iowa.gov/press-release/2024-12-13/idr-issues-new-income-withholding-tax-tables-2025:
 * "The Iowa withholding formula and the IA W-4 have been revised for tax year 2025 ... establishes a 3.80 percent
 * flat tax rate on Iowa individual income beginning January 1, 2025"). The same four-step formula as 2026
 * (ia/index.ts: T1 = G − D; T2 = T1 x 3.80%; T3 = T2 − W ÷ P; T4 = T3 + A), with the 2025 annual deductions
 * D by IA W-4 column: (A) Other, or married filing jointly with a spouse who has earned income: $12,000; (B) head
 * of household: $18,050; (C) married filing jointly with a spouse without earned income, or qualifying surviving
 * spouse: $24,050.
 *
 * The formula itself was not among the stored pages; the figures were read through, and agree between:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?state=Iowa "Iowa Payroll Withholding, Effective January 1,
 *       2025": "Withholding rate: 3.80% ... Standard deduction: Single: $12,000.00 Head of Household: $18,050.00
 *       Married: $24,050.00 ... All amounts are annual";
 *   (2) MACC client central, "Iowa State Tax Update" (https://maccclientcentral.com/product-documentation/iowa-state-tax-update/):
 *       the four steps ("Step 1. Determine T1. T1 = G – D (Only this step has changed)"; "T2 = T1 x 3.80%";
 *       "T3 = T2 – (W / P)"; "T4 = T3 + A") and the deductions "Other, or Married Filing Jointly with Spouse
 *       Having Earned Income – $12,000 annually", "Head of Household – $18,050.00 annually", "Married Filing
 *       Jointly with Spouse Having No Earned Income, or Qualified Surviving Spouse – $24,050.00 annually";
 *   (3) Bloomberg Tax, "Iowa Introduces Flat Tax in 2025 Withholding Methods" (October 28, 2024): the deduction
 *       depends on the filing status, "$24,050 if the employee is a qualified surviving spouse or ...".
 * The printed per-period deductions of the 2025 formula were not read: they are derived as for 2026 (the annual
 * amount ÷ pay periods, rounded to the cent; the rule every printed 2026 row follows, test/states/ia.test.ts), so
 * a printed 2025 row differing from that rule by a cent would differ here by the same cent.
 * Employers may keep computing from an IA W-4 of 2023 or earlier with "additional calculations" (press release):
 * not modelled, as for 2026 (the certificate read is the 2024-or-later IA W-4).
 * Rate: Iowa Code § 422.5A, 3.8% for tax years beginning on or after January 1, 2025 (SF 2442, 2024); the
 * supplemental rate (the highest rate) is the same 3.8%.
 */
import type { IaYearFigures } from './2026';

export const IA_2025: IaYearFigures = {
  year: 2025,
  rate: '0.038',
  deduction: { A: '12000', B: '18050', C: '24050' },
  printedPeriods: [260, 52, 26, 24, 12, 1],
  supplementalRate: '0.038',
  sources: [
    'Iowa DOR, Iowa Withholding Formula For Taxable Wages Paid Beginning January 1, 2025 and press release 2024-12-13: 3.80% flat; deductions by IA W-4 filing status; read through suburbancomputer.com (Effective January 1, 2025: 3.80%, $12,000 / $18,050 / $24,050) and MACC client central (steps T1-T4, the three deductions)',
    'Bloomberg Tax 2024-10-28, Iowa Introduces Flat Tax in 2025 Withholding Methods: deduction by filing status ($24,050 qualifying surviving spouse / joint, spouse without earned income)',
    'Iowa Code § 422.5A: 3.8% from tax year 2025 (SF 2442)',
  ],
};

/**
 * Virginia income tax withholding figures for wages paid in 2025: two editions, selected by payday.
 *
 * - Paydays January 1 - June 30, 2025: the formula with a $8,500 standard deduction (the withholding
 *   instructions in force before the July 2025 update: "The standard deduction amount increased to $8,750 from
 *   $8,500 for single filers ... according to the state's Employer Withholding Instructions",
 *   https://news.bloomberglaw.com/payroll/virginia-updates-withholding-methods-effective-july-1; "increases the
 *   standard deduction to $8,750 (previously $8,500)",
 *   https://taxnews.ey.com/news/2025-1326-virginia-updates-income-tax-withholding-formula-and-tables-legislation-could-prevent-conformity-with-federal-tax-exemption-for-overtime-pay-and-tips).
 *   The edition of the instructions itself (before Rev. 05/25) was not read; E1 $930, E2 $800 and the brackets
 *   are the ones every edition since 2008 prints (va/2026.ts), and the July update changed only the standard
 *   deduction (same sources).
 * - Paydays from July 1, 2025: Employer Withholding Instructions 2614086 Rev. 05/25, p. 21, standard deduction
 *   $8,750 ("The updated withholding calculations apply to wages paid on and after July 1, 2025", EY; see
 *   va/2026.ts for the transcription read).
 */
import { VA_BRACKETS, type VaYearFigures } from './2026';

export const VA_2025: VaYearFigures = {
  year: 2025,
  editions: [
    {
      from: '2025-01-01',
      publication: 'Virginia Employer Withholding Instructions in force before July 1, 2025 (standard deduction $8,500)',
      standardDeduction: '8500',
      personalExemption: '930',
      ageBlindExemption: '800',
      brackets: VA_BRACKETS,
    },
    {
      from: '2025-07-01',
      publication: 'Virginia Employer Withholding Instructions, 2614086 Rev. 05/25, p. 21, wages paid on and after July 1, 2025',
      standardDeduction: '8750',
      personalExemption: '930',
      ageBlindExemption: '800',
      brackets: VA_BRACKETS,
    },
  ],
  sources: [
    'Bloomberg Law, "Virginia Updates Withholding Methods, Effective July 1" ($8,500 -> $8,750); EY Tax Alert 2025-1326 (wages paid on and after July 1, 2025)',
    'Virginia Employer Withholding Instructions 2614086 Rev. 05/25, p. 21 (read through the openbooks transcription)',
  ],
};

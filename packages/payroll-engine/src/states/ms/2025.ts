/**
 * Mississippi income tax withholding figures for wages paid in 2025.
 *
 * Publication: Mississippi Department of Revenue, Pub. 89-700 and the Computer Payroll Accounting flowchart for
 * 2025 (the same formula as 2026, ms/2026.ts) at the 2025 rate: 4.4% of taxable income over $10,000.
 * - Rate 4.4%: Miss. Code Ann. § 27-7-5(1) as amended by H.B. 531 (2022): 4.7% for 2024, 4.4% for 2025 (H.B. 1
 *   (2025) then set 4.0% for 2026); two public tax engines' 2025 Mississippi parameters
 *   (github stat-guy/ezFile reference/states/ms.md: "4.4% (flat, on income over $10,000; 2025)"; a second
 *   engine's Form 80-105 constants: "For 2025 the rate is 4.4% on Mississippi taxable income exceeding $10,000").
 * - Standard deductions $2,300 single, $4,600 married, $3,400 head of family (Miss. Code Ann. § 27-7-17(2), not
 *   indexed): ezFile ($2,300 single) and a 2024 transcription ($2,300 / $4,600 / $2,300 / $3,400), the same as 2026.
 */
import type { MsYearFigures } from './2026';

export const MS_2025: MsYearFigures = {
  year: 2025,
  rate: '0.044',
  zeroBand: '10000',
  standardDeduction: { Single: '2300', MarriedSpouseNotEmployed: '4600', MarriedSpouseEmployed: '2300', HeadOfFamily: '3400' },
  sources: [
    'Miss. Code Ann. § 27-7-5(1) (H.B. 531, 2022): 4.4% over $10,000 for 2025; two public tax engines',
    'Miss. Code Ann. § 27-7-17(2): standard deductions',
  ],
};

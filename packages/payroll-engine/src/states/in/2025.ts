/**
 * Indiana income tax withholding figures (the STATE part) for wages paid in 2025.
 *
 * Publication: Indiana Department of Revenue, Departmental Notice #1 (2025 editions, effective January 1, 2025 and
 * reissued October 1, 2025 for the county rates; Bloomberg Tax, "Indiana DOR Publishes Guidance on State and County
 * Income Tax Withholding", Departmental Notice #1, 09/01/25): the same formula and deduction constant tables as 2026
 * (in/2026.ts) at the 2025 state rate.
 * - Rate 3.0%: IC 6-3-2-1(b) as amended by HEA 1001-2023 (3.05% for 2024, 3.00% for 2025, 2.95% for 2026);
 *   https://remotelaws.com/state-income-tax/us-states/indiana ("State rate decreased from 3.05% (2024) to 3.0%
 *   (2025); will decrease to 2.95% in 2026"); https://www.openaccountants.com/skills/in-income-tax (2.95% for the
 *   year after).
 * - Exemptions, not indexed: $1,000 (IC 6-3-1-3.5(a)(3), WH-4 lines 1-4), $1,500 additional for each qualifying
 *   dependent child (IC 6-3-1-3.5(a)(4), lines 6 and 7), $3,000 more for an adopted child (IC 6-3-1-3.5(a)(5),
 *   line 8), the amounts both 2026 transcriptions of the notice print (in/2026.ts).
 * The 2025 notice's own example could not be read; no 2025 published example is reproduced in the tests.
 */
import type { InYearFigures } from './2026';

export const IN_2025: InYearFigures = {
  year: 2025,
  rate: '0.03',
  exemption: { personal: '1000', additionalDependent: '1500', firstTimeDependent: '1500', adoptedDependent: '3000' },
  sources: [
    'IC 6-3-2-1(b) (HEA 1001-2023): 3.00% for 2025; remotelaws.com and openaccountants.com',
    'IC 6-3-1-3.5(a)(3)-(5): $1,000, $1,500, $3,000 (Departmental Notice #1 Tables A-C)',
  ],
};

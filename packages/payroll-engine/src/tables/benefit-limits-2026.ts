/**
 * IRS annual limits on benefit contributions for 2026 (src/benefit-limits.ts).
 *
 * Sources (irs.gov itself was not among the stored pages; each figure was read in the publication's
 * reports by practitioners, which quote it):
 *
 * - 401(k) elective deferrals $24,500; catch-up (age 50 or over) $8,000; catch-up of an employee attaining
 *   age 60, 61, 62 or 63 in 2026 $11,250: IRS Notice 2025-67 (Nov. 13, 2025), "2026 Limitations Adjusted as
 *   Provided in Section 415(d), etc.", https://www.irs.gov/pub/irs-drop/n-25-67.pdf. Read at
 *   https://www.mondaq.com/unitedstates/employee-benefits-compensation/1709248/2026-colas-increases-for-qualified-retirement-plans
 *   ("Elective deferral limit: IRC §§ 402(g)(1) ... $24,500"; "Catch-up contribution limit: IRC § 414(v)(2)(B)(i)
 *   ... For employees ages 60-63: $11,250 ... For other employees: $8,000") and
 *   https://www.mondaq.com/unitedstates/employee-rights-labour-relations/1705930/better-late-than-never-irs-announces-2026-retirement-plan-cost-of-living-adjustments.
 * - HSA $4,400 self-only, $8,750 family: Rev. Proc. 2025-19 (May 1, 2025), § 223(b)(2)(A) and (B), read at
 *   https://kpmg.com/us/en/taxnewsflash/news/2025/05/tnf-rev-proc-2025-19-hsa-inflation-adjusted-amounts-for-2026.html
 *   and https://www.currentfederaltaxdevelopments.com/blog/2025/5/1/irs-issues-2026-inflation-adjustments-for-hsas-and-excepted-benefit-hras-rev-proc-2025-19.
 *   Catch-up $1,000: 26 U.S.C. § 223(b)(3)(B) ("2009 and thereafter ... $1,000"), not indexed
 *   (https://fh-insurance.com/irs-releases-2026-cost-of-living-adjustments-for-hsas-hdhps-and-ebhras/: "not
 *   inflation adjusted and remains unchanged for 2026").
 * - Health FSA salary reductions $3,400: Rev. Proc. 2025-32 (Oct. 9, 2025), § 125(i), read at
 *   https://www.nfp.com/insights/irs-announces-2026-benefit-limits and
 *   https://www.jdsupra.com/legalnews/irs-adjusts-health-flexible-spending-6592605/.
 * - Dependent care assistance $7,500 ($3,750 married filing separately, not applied: src/benefit-limits.ts):
 *   26 U.S.C. § 129(a)(2)(A) as amended by Public Law 119-21 (July 4, 2025, the "One Big Beautiful Bill Act"),
 *   for taxable years beginning after December 31, 2025, not indexed; read at
 *   https://www.mercer.com/en-us/insights/us-health-news/big-beautiful-bill-permanently-enhances-dependent-care-benefits
 *   ("The exclusion amount will increase from $5,000 to $7,500 ... not indexed for inflation"),
 *   https://www.lcwlegal.com/news/one-big-beautiful-bill-act-increases-maximum-contribution-for-dependent-care
 *   and https://www.nfp.com/insights/irs-announces-2026-benefit-limits.
 */
import type { BenefitLimitFigures } from './benefit-limits-types';

export const BENEFIT_LIMITS_2026: BenefitLimitFigures = {
  year: 2026,
  elective401k: '24500',
  catchUp401k: '8000',
  catchUp401kAge60To63: '11250',
  hsaSelfOnly: '4400',
  hsaFamily: '8750',
  hsaCatchUp: '1000',
  healthFsa: '3400',
  dependentCare: '7500',
  sources: [
    'IRS Notice 2025-67: 402(g) $24,500; 414(v)(2)(B)(i) catch-up $8,000; 414(v)(2)(E)(i) age 60-63 $11,250',
    'Rev. Proc. 2025-19: HSA $4,400 self-only, $8,750 family; 26 U.S.C. 223(b)(3)(B): catch-up $1,000',
    'Rev. Proc. 2025-32: health FSA salary reductions $3,400',
    '26 U.S.C. 129(a)(2)(A) as amended by Pub. L. 119-21: dependent care assistance $7,500',
  ],
};

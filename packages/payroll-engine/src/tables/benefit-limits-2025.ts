/**
 * IRS annual limits on benefit contributions for 2025 (src/benefit-limits.ts).
 *
 * Sources (irs.gov itself was not among the stored pages; each figure was read in the publication's
 * reports by practitioners, which quote it):
 *
 * - 401(k) elective deferrals $23,500; catch-up (age 50 or over) $7,500; catch-up of an employee attaining
 *   age 60, 61, 62 or 63 in 2025 $11,250: IRS Notice 2024-80 (Nov. 1, 2024), "2025 Limitations Adjusted as
 *   Provided in Section 415(d), etc.", https://www.irs.gov/pub/irs-drop/n-24-80.pdf. Read at
 *   https://thinkadvisor.com/tax-facts/2024/03/13/3756-what-elective-deferral-limits-are-applicable-to-401k-plans
 *   ("limited to $23,500 in 2025 ... Notice 2024-80"), https://support.greenshadesonline.com/article/KA-03458/en-us
 *   (§ 414(v)(2)(B)(i) "remains $7,500"; § 414(v)(2)(E)(i) "for individuals who attain age 60, 61, 62, or 63 in
 *   2025 is $11,250") and https://retirementplanners.com/post/2025-contribution-limits (its examples: turns 50
 *   on December 1, 2025: $7,500; turns 60 or 63 in 2025: $11,250; turned 63 in 2024: $7,500).
 * - HSA $4,300 self-only, $8,550 family: Rev. Proc. 2024-25 (May 9, 2024), § 223(b)(2)(A) and (B), read at
 *   https://thesalusgroup.com/2024/05/15/irs-releases-2025-hsa-hdhp-and-hra-inflation-adjusted-amounts and
 *   https://themjcos.com/2024/05/hsa-hdhp-limits-increase-2025 ("Individuals age 55 and older may make an
 *   additional $1,000 'catch-up' contribution"). The $1,000 catch-up is the statute's own figure, not indexed:
 *   26 U.S.C. § 223(b)(3)(B) ("2009 and thereafter ... $1,000").
 * - Health FSA salary reductions $3,300: Rev. Proc. 2024-40 (Oct. 22, 2024), § 125(i), read at
 *   https://www.seubert.com/blog/irs-releases-health-fsa-limit-for-2025/ and
 *   https://medcost.com/employers/resources/news/irs-announces-2025-fsa-limits-0.
 * - Dependent care assistance $5,000 ($2,500 married filing separately, not applied: src/benefit-limits.ts):
 *   26 U.S.C. § 129(a)(2)(A), not indexed; read at
 *   https://thinkadvisor.com/tax-facts/2024/03/13/3626-what-exclusion-is-available-for-employee-participants-in-an-employer-sponsored-dependent-care-assistance-program
 *   ("up to $5,000 ... IRC § 129(a). ... not subject to inflation-related adjustments").
 */
import type { BenefitLimitFigures } from './benefit-limits-types';

export const BENEFIT_LIMITS_2025: BenefitLimitFigures = {
  year: 2025,
  elective401k: '23500',
  catchUp401k: '7500',
  catchUp401kAge60To63: '11250',
  hsaSelfOnly: '4300',
  hsaFamily: '8550',
  hsaCatchUp: '1000',
  healthFsa: '3300',
  dependentCare: '5000',
  sources: [
    'IRS Notice 2024-80: 402(g) $23,500; 414(v)(2)(B)(i) catch-up $7,500; 414(v)(2)(E)(i) age 60-63 $11,250',
    'Rev. Proc. 2024-25: HSA $4,300 self-only, $8,550 family; 26 U.S.C. 223(b)(3)(B): catch-up $1,000',
    'Rev. Proc. 2024-40: health FSA salary reductions $3,300',
    '26 U.S.C. 129(a)(2)(A): dependent care assistance $5,000',
  ],
};

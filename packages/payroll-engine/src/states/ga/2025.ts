/**
 * Georgia income tax withholding figures for wages paid in 2025: two editions, selected by payday.
 *
 * Publication: Georgia Department of Revenue, 2025 Employer's Tax Guide (Employer's Withholding Tax Guide),
 * https://dor.georgia.gov/employers-tax-guide, "Percentage Method for Employee Withholding" (Table E), and its
 * revision after House Bill 111 (signed April 15, 2025: 5.19% for 2025, retroactive to January 1 for the
 * return). The guide itself was not among the stored pages, and no transcription of its 2025 worked examples
 * was found, so the tests reproduce no 2025 published example; the figures were confirmed as follows:
 * - Rate 5.39% for paydays through June 30, 2025 and 5.19% from July 1, 2025:
 *   https://sovos.com/regulatory-updates/trr/georgia-reduces-income-tax-rate-extends-appeals-period (on the
 *   revised 2025 Employer's Withholding Tax Guide: "Beginning July 1, 2025, employers ... must withhold at a flat
 *   rate of 5.19% (down from the current 5.39% flat rate). Withholding must remain at 5.39% through June 30,
 *   2025"); https://taxnews.ey.com/news/2025-1288-georgia-income-tax-withholding-formula-and-tables-updated-to-reflect-retroactive-tax-cut-for-2025
 *   ("The updated withholding calculations apply to wages paid on and after July 1, 2025");
 *   https://www.paylocity.com/resources/tax-compliance/alerts/georgia-passes-bill-lowering-income-tax-rate-for-2025
 *   ("Georgia's new 5.19% withholding rate effective July 1, 2025", "from 5.39%").
 *   (EY's "from 5.29% to 5.19%" is the statutory rate scheduled for 2025 before HB 111; withholding had stayed at
 *   5.39%, per the Sovos summary of the guide.)
 * - Standard deduction $24,000 married filing joint, $12,000 single or head of household and married filing
 *   separate, dependent allowance $4,000:
 *   https://tylernow.atlassian.net/wiki/spaces/KA/pages/948076595/How+to+Update+The+Georgia+Tax+Tables ("the
 *   Standard Deduction field amounts ... from 2024/2025: 12,000 ... (If Single or Head of Household and Married
 *   Filing Separate); 24,000 ... (If Married Filing Jointly)"; "Notes on the 2025 G-4 ... the dependent amount is
 *   4,000 for each"); the same amounts stand in the December 2025 edition for 2026 (ga/2026.ts), which HB 463
 *   changed only in 2026.
 */
import type { GaYearFigures } from './2026';

export const GA_2025: GaYearFigures = {
  year: 2025,
  editions: [
    {
      from: '2025-01-01',
      publication: "Georgia DOR 2025 Employer's Tax Guide, Percentage Method, Table E (5.39% through June 30, 2025)",
      rate: '0.0539',
      standardDeduction: { marriedJoint: '24000', singleOrHeadOfHousehold: '12000', marriedSeparate: '12000' },
      allowance: '4000',
    },
    {
      from: '2025-07-01',
      publication: "Georgia DOR 2025 Employer's Tax Guide as revised after HB 111 (5.19% from July 1, 2025)",
      rate: '0.0519',
      standardDeduction: { marriedJoint: '24000', singleOrHeadOfHousehold: '12000', marriedSeparate: '12000' },
      allowance: '4000',
    },
  ],
  sources: [
    'https://sovos.com/regulatory-updates/trr/georgia-reduces-income-tax-rate-extends-appeals-period: 5.39% through June 30, 2025, 5.19% from July 1, 2025',
    'EY Tax Alert 2025-1288 (wages paid on and after July 1, 2025); Paylocity alert on HB 111',
    'https://tylernow.atlassian.net/wiki/spaces/KA/pages/948076595/How+to+Update+The+Georgia+Tax+Tables: $12,000 / $24,000, $4,000',
  ],
};

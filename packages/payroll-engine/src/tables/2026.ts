/**
 * Federal payroll tax data for wages paid in 2026.
 *
 * Sources (checked with the stored-copy search tool; irs.gov itself was not
 * among the stored pages, so the IRS tables were checked against published
 * transcriptions of them and re-derived arithmetically from the IRS 2026
 * rate brackets and standard deductions):
 *
 * - IRS Publication 15-T (2026), "Federal Income Tax Withholding Methods",
 *   https://www.irs.gov/pub/irs-pdf/p15t.pdf — Section 1, "Percentage Method
 *   Tables for Automated Payroll Systems and Withholding on Periodic Payments
 *   of Pensions and Annuities", Worksheet 1A and the 2026 Annual Percentage
 *   Method Tables: "STANDARD Withholding Rate Schedules" and "Form W-4, Step 2,
 *   Checkbox, Withholding Rate Schedules" (Married Filing Jointly, Single or
 *   Married Filing Separately, Head of Household).
 *   Transcriptions consulted:
 *     https://suburbancomputer.com/tips_tax.htm?effective_date=20260101
 *       (all six 2026 schedules; its Head of Household first row reads 15,500,
 *       a typo: 24,150 - 8,600 = 15,550 and 33,250 - 17,700 = 15,550);
 *     https://www.halfpricesoft.com/federal_income_tax_2026
 *       ("Tables for Percentage Method of Withholding (for Wages Paid in 2026)",
 *       "from IRS Publication 15-T (2026 Percentage Method Tables)"; Worksheet 1A
 *       line 1g: $12,900 married filing jointly, $8,600 otherwise; SS wage
 *       base $184,500; Additional Medicare 0.9% over $200,000).
 *   Re-derived: first threshold = standard deduction - the Worksheet 1A
 *   adjustment (12,900 MFJ / 8,600 other), or half the standard deduction for
 *   the Step 2 tables; each next threshold = first threshold + the 2026
 *   bracket edge (halved for Step 2, rounded to the
 *   dollar as the IRS prints it), every base = the previous base + rate x
 *   width; all rows below reproduce exactly. 2026 brackets and standard
 *   deductions ($16,100 / $32,200 / $24,150; 10% to $12,400 / $24,800 /
 *   $17,700, 12% to $50,400 / $100,800 / $67,450, 22% to $105,700 / $211,400 /
 *   $105,700, 24% to $201,775 / $403,550 / $201,750, 32% to $256,225 /
 *   $512,450 / $256,200, 35% to $640,600 / $768,700 / $640,600): IRS
 *   inflation adjustments for tax year 2026 (Rev. Proc. 2025-32, OBBBA), as
 *   reported at https://cms-prod.payroll.org/compliance/compliance-overview/hot-topics/federal-tax-reform
 *   and https://roosterjournal.com/irs-reveals-2026-tax-hike-bigger-deductions-ahead
 *   (APA's table prints the 2026 HoH 10% bracket as "$0 - $17,000", a typo
 *   for $17,700, its own next row starting at $17,701).
 *   The 2026 tables of docs/domain-rules.md, "Gross-to-net", agree with these figures row for row.
 * - Social Security wage base 2026 $184,500 (2025: $176,100): Social Security
 *   Administration 2026 COLA announcement / fact sheet (Oct. 24, 2025), as
 *   reported at https://news.bloombergtax.com/payroll/social-security-wage-base-rising-to-184-500-for-2026
 *   ("maximum 2026 Social Security component ... $11,439, or 6.2% of the
 *   taxable wage base") and https://techwordnews.com/social-security-increases-benefits-2-8-answers-to-your-tax-payroll-and-data-questions-todays-news.
 * - Supplemental wages: optional flat rate 22%, mandatory 37% on supplemental
 *   wages over $1,000,000 in the calendar year, made permanent by OBBBA (P.L.
 *   119-21): https://cms-prod.payroll.org/compliance/compliance-overview/hot-topics/federal-tax-reform
 *   ("Rates for Withholding on Supplemental Wages"); IRS Publication 15,
 *   section 7.
 * - Social Security 6.2% / 6.2%, Medicare 1.45% / 1.45%, Additional Medicare
 *   0.9% employee-only on wages over $200,000 in a calendar year (not indexed,
 *   IRC 3101(b)(2) / 3102(f)): https://www.halfpricesoft.com/federal_income_tax_2026,
 *   https://www.ptindirectory.com/tax-answers/medicare-tax-additional/3047/when-must-an-employer-withhold-additional-medicare-tax.
 * - FUTA 6.0% on the first $7,000 of wages per employee per year less the
 *   maximum 5.4% state credit = 0.6% (IRC 3301, 3302; not indexed):
 *   https://omb.report/omb/1545-0028 (Form 940: "IRC section 3301 imposes a tax
 *   on employers based on the first $7,000"), https://paychecks.com/federal-tax-info
 *   ("6.0% less credit for contributions to state funds up to 5.4% on $7,000
 *   ... 0.6%"). Credit-reduction states are not modelled.
 */
import type { TaxTableData } from './types';

export const TABLES_2026: TaxTableData = {
  year: 2026,
  sources: [
    'IRS Publication 15-T (2026), Worksheet 1A and Annual Percentage Method Tables, https://www.irs.gov/pub/irs-pdf/p15t.pdf (via https://suburbancomputer.com/tips_tax.htm?effective_date=20260101 and https://www.halfpricesoft.com/federal_income_tax_2026)',
    'SSA 2026 contribution and benefit base $184,500, https://news.bloombergtax.com/payroll/social-security-wage-base-rising-to-184-500-for-2026',
    'Supplemental rates 22% / 37% over $1,000,000 (OBBBA), https://cms-prod.payroll.org/compliance/compliance-overview/hot-topics/federal-tax-reform',
  ],
  unverified: [],
  socialSecurity: { employeeRate: '0.062', employerRate: '0.062', wageBase: '184500' },
  medicare: { employeeRate: '0.0145', employerRate: '0.0145' },
  additionalMedicare: { employeeRate: '0.009', threshold: '200000' },
  futa: { rate: '0.006', wageBase: '7000' },
  supplemental: { flatRate: '0.22', mandatoryRate: '0.37', mandatoryThreshold: '1000000' },
  federalIncomeTax: {
    standardAdjustment: { MarriedFilingJointly: '12900', Single: '8600', HeadOfHousehold: '8600' },
    standard: {
      MarriedFilingJointly: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '19300', base: '0', rate: '0.10' },
        { atLeast: '44100', base: '2480', rate: '0.12' },
        { atLeast: '120100', base: '11600', rate: '0.22' },
        { atLeast: '230700', base: '35932', rate: '0.24' },
        { atLeast: '422850', base: '82048', rate: '0.32' },
        { atLeast: '531750', base: '116896', rate: '0.35' },
        { atLeast: '788000', base: '206583.50', rate: '0.37' },
      ],
      Single: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '7500', base: '0', rate: '0.10' },
        { atLeast: '19900', base: '1240', rate: '0.12' },
        { atLeast: '57900', base: '5800', rate: '0.22' },
        { atLeast: '113200', base: '17966', rate: '0.24' },
        { atLeast: '209275', base: '41024', rate: '0.32' },
        { atLeast: '263725', base: '58448', rate: '0.35' },
        { atLeast: '648100', base: '192979.25', rate: '0.37' },
      ],
      HeadOfHousehold: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '15550', base: '0', rate: '0.10' },
        { atLeast: '33250', base: '1770', rate: '0.12' },
        { atLeast: '83000', base: '7740', rate: '0.22' },
        { atLeast: '121250', base: '16155', rate: '0.24' },
        { atLeast: '217300', base: '39207', rate: '0.32' },
        { atLeast: '271750', base: '56631', rate: '0.35' },
        { atLeast: '656150', base: '191171', rate: '0.37' },
      ],
    },
    step2Checkbox: {
      MarriedFilingJointly: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '16100', base: '0', rate: '0.10' },
        { atLeast: '28500', base: '1240', rate: '0.12' },
        { atLeast: '66500', base: '5800', rate: '0.22' },
        { atLeast: '121800', base: '17966', rate: '0.24' },
        { atLeast: '217875', base: '41024', rate: '0.32' },
        { atLeast: '272325', base: '58448', rate: '0.35' },
        { atLeast: '400450', base: '103291.75', rate: '0.37' },
      ],
      Single: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '8050', base: '0', rate: '0.10' },
        { atLeast: '14250', base: '620', rate: '0.12' },
        { atLeast: '33250', base: '2900', rate: '0.22' },
        { atLeast: '60900', base: '8983', rate: '0.24' },
        { atLeast: '108938', base: '20512', rate: '0.32' },
        { atLeast: '136163', base: '29224', rate: '0.35' },
        { atLeast: '328350', base: '96489.63', rate: '0.37' },
      ],
      HeadOfHousehold: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '12075', base: '0', rate: '0.10' },
        { atLeast: '20925', base: '885', rate: '0.12' },
        { atLeast: '45800', base: '3870', rate: '0.22' },
        { atLeast: '64925', base: '8077.50', rate: '0.24' },
        { atLeast: '112950', base: '19603.50', rate: '0.32' },
        { atLeast: '140175', base: '28315.50', rate: '0.35' },
        { atLeast: '332375', base: '95585.50', rate: '0.37' },
      ],
    },
  },
};

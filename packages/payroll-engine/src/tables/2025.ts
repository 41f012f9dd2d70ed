/**
 * Federal payroll tax data for wages paid in 2025.
 *
 * Sources (checked with the stored-copy search tool; irs.gov itself was not
 * among the stored pages, so the IRS tables were checked against published
 * transcriptions of them and re-derived arithmetically from the IRS 2025
 * brackets and the 2025 standard deductions the 2025 Pub. 15-T tables are
 * built on — $15,000 / $30,000 / $22,500, the amounts before OBBBA raised
 * the 2025 deduction to $15,750 / $31,500 / $23,625; the published 2025
 * tables reproduce from the former, so that is what 2025 payrolls withhold):
 *
 * - IRS Publication 15-T (2025), "Federal Income Tax Withholding Methods",
 *   https://www.irs.gov/pub/irs-pdf/p15t.pdf (2025 revision) — Section 1,
 *   Worksheet 1A and the 2025 Annual Percentage Method Tables: "STANDARD
 *   Withholding Rate Schedules" and "Form W-4, Step 2, Checkbox, Withholding
 *   Rate Schedules". Transcription consulted:
 *     https://www.suburbancomputer.com/tips_tax.htm/tips_calculator.php?effective_date=20250101
 *       (all six schedules; "W4 2020 or Later: Standard deduction (Married
 *       Joint) $12,900.00, (Others) $8,600.00, (Box 2c checked) $0.00";
 *       "Supplemental income rate: 22.00%"). Its Step 2 Single third row
 *       reads 31,735; the IRS figure is 31,738 (7,500 + 48,475 / 2 =
 *       31,737.50, printed rounded up to the dollar like 13,463 and 132,763,
 *       and consistent with the next base 2,789.25 = 596.25 + 12% x 18,275).
 *       31,738 is also what independent public payroll data files carry.
 *   Re-derived: 2025 brackets (single 10% to $11,925, 12% to $48,475, 22% to
 *   $103,350, 24% to $197,300, 32% to $250,525, 35% to $626,350; MFJ double,
 *   except 35% to $751,600; HoH 10% to $17,000, 12% to $64,850, 22% to
 *   $103,350, 24% to $197,300, 32% to $250,500, 35% to $626,350), Rev. Proc.
 *   2024-40. Every row below reproduces exactly.
 * - Social Security wage base 2025 $176,100: SSA 2025 COLA fact sheet, as
 *   reported at https://news.bloombergtax.com/payroll/social-security-wage-base-rising-to-184-500-for-2026
 *   ("up from $176,100 for 2025"; maximum employee tax $10,918.20).
 * - Supplemental 22% / 37% over $1,000,000; Medicare 1.45%; Additional
 *   Medicare 0.9% over $200,000; FUTA 0.6% of the first $7,000: statutory and
 *   unchanged, see the sources in ./2026.ts.
 */
import type { TaxTableData } from './types';

export const TABLES_2025: TaxTableData = {
  year: 2025,
  sources: [
    'IRS Publication 15-T (2025), Worksheet 1A and Annual Percentage Method Tables, https://www.irs.gov/pub/irs-pdf/p15t.pdf (via https://www.suburbancomputer.com/tips_tax.htm/tips_calculator.php?effective_date=20250101)',
    'SSA 2025 contribution and benefit base $176,100, https://news.bloombergtax.com/payroll/social-security-wage-base-rising-to-184-500-for-2026',
    'Supplemental rates 22% / 37% over $1,000,000, https://cms-prod.payroll.org/compliance/compliance-overview/hot-topics/federal-tax-reform',
  ],
  unverified: [],
  socialSecurity: { employeeRate: '0.062', employerRate: '0.062', wageBase: '176100' },
  medicare: { employeeRate: '0.0145', employerRate: '0.0145' },
  additionalMedicare: { employeeRate: '0.009', threshold: '200000' },
  futa: { rate: '0.006', wageBase: '7000' },
  supplemental: { flatRate: '0.22', mandatoryRate: '0.37', mandatoryThreshold: '1000000' },
  federalIncomeTax: {
    standardAdjustment: { MarriedFilingJointly: '12900', Single: '8600', HeadOfHousehold: '8600' },
    standard: {
      MarriedFilingJointly: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '17100', base: '0', rate: '0.10' },
        { atLeast: '40950', base: '2385', rate: '0.12' },
        { atLeast: '114050', base: '11157', rate: '0.22' },
        { atLeast: '223800', base: '35302', rate: '0.24' },
        { atLeast: '411700', base: '80398', rate: '0.32' },
        { atLeast: '518150', base: '114462', rate: '0.35' },
        { atLeast: '768700', base: '202154.50', rate: '0.37' },
      ],
      Single: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '6400', base: '0', rate: '0.10' },
        { atLeast: '18325', base: '1192.50', rate: '0.12' },
        { atLeast: '54875', base: '5578.50', rate: '0.22' },
        { atLeast: '109750', base: '17651', rate: '0.24' },
        { atLeast: '203700', base: '40199', rate: '0.32' },
        { atLeast: '256925', base: '57231', rate: '0.35' },
        { atLeast: '632750', base: '188769.75', rate: '0.37' },
      ],
      HeadOfHousehold: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '13900', base: '0', rate: '0.10' },
        { atLeast: '30900', base: '1700', rate: '0.12' },
        { atLeast: '78750', base: '7442', rate: '0.22' },
        { atLeast: '117250', base: '15912', rate: '0.24' },
        { atLeast: '211200', base: '38460', rate: '0.32' },
        { atLeast: '264400', base: '55484', rate: '0.35' },
        { atLeast: '640250', base: '187031.50', rate: '0.37' },
      ],
    },
    step2Checkbox: {
      MarriedFilingJointly: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '15000', base: '0', rate: '0.10' },
        { atLeast: '26925', base: '1192.50', rate: '0.12' },
        { atLeast: '63475', base: '5578.50', rate: '0.22' },
        { atLeast: '118350', base: '17651', rate: '0.24' },
        { atLeast: '212300', base: '40199', rate: '0.32' },
        { atLeast: '265525', base: '57231', rate: '0.35' },
        { atLeast: '390800', base: '101077.25', rate: '0.37' },
      ],
      Single: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '7500', base: '0', rate: '0.10' },
        { atLeast: '13463', base: '596.25', rate: '0.12' },
        { atLeast: '31738', base: '2789.25', rate: '0.22' },
        { atLeast: '59175', base: '8825.50', rate: '0.24' },
        { atLeast: '106150', base: '20099.50', rate: '0.32' },
        { atLeast: '132763', base: '28615.50', rate: '0.35' },
        { atLeast: '320675', base: '94384.88', rate: '0.37' },
      ],
      HeadOfHousehold: [
        { atLeast: '0', base: '0', rate: '0' },
        { atLeast: '11250', base: '0', rate: '0.10' },
        { atLeast: '19750', base: '850', rate: '0.12' },
        { atLeast: '43675', base: '3721', rate: '0.22' },
        { atLeast: '62925', base: '7956', rate: '0.24' },
        { atLeast: '109900', base: '19230', rate: '0.32' },
        { atLeast: '136500', base: '27742', rate: '0.35' },
        { atLeast: '324425', base: '93515.75', rate: '0.37' },
      ],
    },
  },
};

/**
 * North Carolina income tax withholding figures for wages paid in 2025.
 *
 * Publication: NCDOR NC-30, "2025 Income Tax Withholding Tables and Instructions for Employers" (same
 * percentage and annualized methods as the 2026 edition, nc/2026.ts). The 2025 booklet itself was not among
 * the stored pages and no transcription of its own worked example was found, so no 2025 published example is
 * reproduced in the tests; the figures were confirmed as follows:
 * - Income tax rate 4.25% for 2025: G.S. 105-153.7 as amended by S.L. 2023-134 (4.5% 2024, 4.25% 2025);
 *   https://www.visaverge.com/?p=57715 ("North Carolina has introduced a new flat individual income tax rate of
 *   4.25% starting January 1, 2025").
 * - Withholding rate 4.35% (the income tax rate plus 0.1%, the rule NC-30 has printed since 2016: "legislative
 *   changes which require North Carolina income tax to be withheld from wages at a rate that is 0.1% higher than
 *   the individual income tax rate", NC-30 2016, https://1library.net/document/y4w7xwg9-north-carolina-income-tax-withholding-tables-instructions-employers.html;
 *   the 2026 edition's "3.99% plus 0.1%"): https://www.paycheckcity.com/payroll-resources/north-carolina/historical-tax-rates/2025
 *   ("Supplemental Wage / Bonus Rate: 4.35% for 2025", NC-30's flat supplemental rate being the withholding
 *   rate); the same +0.1% pattern in 2024 (4.5% tax, "Wage Withholding 4.60%",
 *   https://help.timetrex.com/latest/enterprise/References/USA-State-Taxes/USA-North-Carolina-Taxes.htm).
 * - Standard deduction $12,750 (single, married, surviving spouse) and $19,125 (head of household), allowance
 *   $2,500: https://www.paycheckcity.com/payroll-resources/north-carolina/historical-tax-rates/2025 ("Total
 *   Standard Deduction: $12,750 for Single/Married/Surviving Spouse and $19,125 for Head of Household for 2025;
 *   Withholding allowance: $2,500 for 2025"); unchanged in G.S. 105-153.5(a)(1) since 2022.
 */
import type { NcYearFigures } from './2026';

export const NC_2025: NcYearFigures = {
  year: 2025,
  publication: 'NC-30, 2025 Income Tax Withholding Tables and Instructions for Employers',
  incomeTaxRate: '0.0425',
  withholdingRate: '0.0435',
  standardDeduction: { single: '12750', headOfHousehold: '19125' },
  allowance: '2500',
  sources: [
    'NCDOR NC-30, 2025 (percentage method, withholding rate = income tax rate + 0.1%)',
    'G.S. 105-153.7 as amended by S.L. 2023-134: 4.25% for taxable years beginning in 2025',
    'https://www.paycheckcity.com/payroll-resources/north-carolina/historical-tax-rates/2025: standard deduction $12,750 / $19,125, allowance $2,500, supplemental 4.35%',
  ],
};

/**
 * North Dakota income tax withholding figures for wages paid in 2026 (employees with a 2020-or-later
 * federal Form W-4).
 *
 * Publication: North Dakota Office of State Tax Commissioner, "Income Tax Withholding Rates and
 * Instructions for Wages Paid in 2026"
 * (https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2026-iit/2026-income-tax-withholding-rates-booklet.pdf),
 * Section 2 (Forms W-4 for 2020 and after): the Annual Percentage Method Tables for Single (or married
 * filing separately), Married filing jointly and Head of household, and the rule to round the amount for
 * the payroll period to the nearest whole dollar.
 *
 * The booklet itself was not among the stored pages; the figures were read in two transcriptions, which
 * agree on every figure below:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=North+Dakota —
 *       "North Dakota Payroll Withholding, Effective January 1, 2026, Form W-4 is 2020 or later": Married
 *       filing jointly $57,500 (1.95%), $168,525 ($2,164.99 + 2.50%); Head of household $78,475, $289,675
 *       ($4,118.40); Single $57,625, $258,450 ($3,916.09); "Withheld amount must be rounded to the nearest
 *       dollar";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks,
 *       engine/src/payroll/us/states/nd.ts (ND_RATES_2026, "Annual Percentage Method Tables", fetched from
 *       tax.nd.gov).
 * Each add-on is 1.95% of the middle band ($200,825 x 1.95% = $3,916.0875 → $3,916.09), which
 * test/states/nd.test.ts checks.
 *
 * 2025 is not built: its tables were read in one transcription only (suburbancomputer.com, "Effective
 * January 1, 2025": single $55,975 / $252,325, married jointly $55,488 / $164,038, head of household
 * $76,200 / $282,700), not confirmed by a second.
 */
import type { NdYearFigures } from './index';

export const ND_2026: NdYearFigures = {
  year: 2026,
  schedules: {
    Single: [
      { over: '57625', base: '0', rate: '0.0195' },
      { over: '258450', base: '3916.09', rate: '0.025' },
    ],
    MarriedFilingJointly: [
      { over: '57500', base: '0', rate: '0.0195' },
      { over: '168525', base: '2164.99', rate: '0.025' },
    ],
    HeadOfHousehold: [
      { over: '78475', base: '0', rate: '0.0195' },
      { over: '289675', base: '4118.40', rate: '0.025' },
    ],
  },
  sources: [
    'ND Office of State Tax Commissioner, Income Tax Withholding Rates and Instructions for Wages Paid in 2026, Section 2, Annual Percentage Method Tables',
    'Transcriptions: suburbancomputer.com "North Dakota Payroll Withholding, Effective January 1, 2026"; openbooks engine/src/payroll/us/states/nd.ts (ND_RATES_2026)',
  ],
};

/**
 * California personal income tax (PIT) withholding figures for wages paid in 2025: Method B, Exact
 * Calculation Method — the ANNUAL payroll period only.
 *
 * Source: EDD, "California Withholding Schedules for 2025", Method B - Exact Calculation Method,
 * https://edd.ca.gov/siteassets/files/pdf_pub_ctr/25methb.pdf (reprinted in the California Employer's Guide
 * DE 44, 2025), annual payroll period: Table 1 Low Income Exemption, Table 2 Estimated Deduction, Table 3
 * Standard Deduction, Table 4 Exemption Allowance, Tables 5-7 annual Tax Rate Tables.
 *
 * Only the annual tables could be confirmed (edd.ca.gov was not among the stored pages and no transcription
 * of the 2025 weekly ... quarterly rate tables was found). The booklet itself prints an annualized way to use
 * them (its "NOTE: Employers may determine the amount of income tax to be withheld for an annual payroll
 * period and figure the tax for the payroll period ... storing only the annual tax rates, wage brackets,
 * deduction values, and tax credits", with Examples E and F), which ca/index.ts follows for 2025. Where each figure
 * was confirmed:
 * - Tables 5-7 (annual): https://suburbancomputer.com/tips_state_tax.php?state=California ("Effective
 *   January 1, 2025") and an open-source payroll engine's ca2025 module citing 25methb.pdf agree row for row.
 *   Re-derived: the breaks are the FTB 2024 tax-rate-schedule brackets (single $10,756 ... $721,314, joint
 *   $21,512 ... $1,442,628, head of household $21,527 ... $980,987, as several other repositories carry them)
 *   plus the $1,000,000 break, the rates are the statutory ones x 1.1 (R&TC § 18663(a)(2)), and every "plus"
 *   is the previous plus + rate x width rounded to cents (checked for all 30 rows).
 * - Table 1 annual $18,368 / $36,736: an open-source engine whose tool extracts it from 25methb.pdf (and checks
 *   it against its data); cross-checked with a second engine's 2025 period columns ($353 / $706 weekly, $706 /
 *   $1,413 biweekly, $765 / $1,531 semi-monthly, $1,531 / $3,061 monthly), each the annual amount divided by
 *   the periods and rounded to the dollar.
 * - Table 3 $5,540 / $11,080 and Table 4 $163.90 per allowance: Bloomberg Tax, "California to Update
 *   Withholding Methods for 2025" (Oct. 2024: "standard deduction used in the Method B exact-calculation method
 *   ... will increase to $5,540 or $11,080 annually ... The value of a state allowance will increase to
 *   $163.90"), https://tktenterprises1.com/California.html (citing 25methb.pdf), suburbancomputer.
 * - Table 2 $1,000 per allowance: suburbancomputer ("Additional withholding allowance: $1,000.00"); the same
 *   $1,000 in the 2026 schedules and the 2025 period columns of the second engine ($19 weekly ... $83 monthly).
 * - Supplemental 6.6% and 10.23% (bonuses and stock options): R&TC § 18663(b), unchanged since November 2009;
 *   suburbancomputer 2025 ("Supplemental income: 6.60%"); the DE 44 2026 prints the same two rates.
 */
import { caRows, type CaColumn, type CaPeriodTables, type CaYearFigures } from './2026';

const columns = (low: string, high: string): Readonly<Record<CaColumn, string>> => ({
  singleDual: low,
  married0or1: low,
  married2OrMore: high,
  headOfHousehold: high,
});

const ANNUAL_2025: CaPeriodTables = {
  lowIncomeExemption: columns('18368', '36736'),
  estimatedDeduction: ['0', '1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000', '10000'],
  standardDeduction: columns('5540', '11080'),
  exemptionAllowance: ['0', '163.90', '327.80', '491.70', '655.60', '819.50', '983.40', '1147.30', '1311.20', '1475.10', '1639.00'],
  rates: {
    Single: caRows(
      ['10756', '25499', '40245', '55866', '70606', '360659', '432787', '721314', '1000000'],
      ['118.32', '442.67', '1091.49', '2122.48', '3419.60', '33092.02', '41264.12', '77128.03', '114834.25'],
    ),
    Married: caRows(
      ['21512', '50998', '80490', '111732', '141212', '721318', '865574', '1000000', '1442628'],
      ['236.63', '885.32', '2182.97', '4244.94', '6839.18', '66184.02', '82528.22', '99237.37', '159124.94'],
    ),
    HeadOfHousehold: caRows(
      ['21527', '51000', '65744', '81364', '96107', '490493', '588593', '980987', '1000000'],
      ['236.80', '885.21', '1533.95', '2564.87', '3862.25', '44207.94', '55322.67', '104097.24', '106669.70'],
    ),
  },
};

export const CA_2025: CaYearFigures = {
  year: 2025,
  annual: ANNUAL_2025,
  printed: { Annually: ANNUAL_2025 },
  supplemental: { bonusAndStockOptions: '0.1023', other: '0.066' },
  sources: [
    'EDD, California Withholding Schedules for 2025, Method B (25methb.pdf), annual Tables 1-4 and 5-7 (via suburbancomputer.com and two open-source transcriptions, cross-checked)',
    'Bloomberg Tax, California to Update Withholding Methods for 2025 (standard deduction $5,540 / $11,080, allowance $163.90)',
    'R&TC § 18663(b): supplemental 6.6%, bonuses and stock options 10.23%',
  ],
};

/**
 * New Jersey Gross Income Tax withholding figures for wages paid in 2026.
 *
 * Publication: State of New Jersey, Division of Taxation, NJ-WT, "New Jersey Income Tax Withholding
 * Instructions", section "Withholding Rate Tables": "Tables for Percentage Method of Withholding", Rate "A"
 * to Rate "E", "Applicable to Wages, Salaries, and Commissions Paid on and after October 1, 2020" (the
 * tables reissued when the September 2020 budget law, retroactive to January 1, 2020, applied the 10.75%
 * rate to taxable income over $1,000,000), one table per payroll period, the annual one headed "ANNUAL PAYROLL PERIOD
 * (Allowance 1,000)". nj.gov was not among the stored pages; the tables were read through, and
 * cross-checked between, these transcriptions:
 *   (1) https://zbook.org/read/9d85de_new-jersey-withholding-rate-tables-percentage-method-pdf.html — the
 *       NJ-WT "Tables for Percentage Method of Withholding ... on and after October 1, 2020", Rate "A":
 *       annual breaks $20,000 / $35,000 / $40,000 / $75,000 / $500,000 / $1,000,000, amounts $300.00 /
 *       $600.00 / $795.00 / $2,930.00 / $32,680.00 / $82,180.00, rates 1.5% ... 11.8%, allowance $1,000
 *       a year ($19.20 weekly, $41.60 semimonthly, $83.30 monthly, $500 semiannual).
 *   (2) https://suburbancomputer.com/tips_state_tax.php?state=New+Jersey — "New Jersey Payroll
 *       Withholding, Effective January 1, 2021" (the latest effective date that page lists): Rate A (Single),
 *       Rate B (Married), Rates C, D and E, annual earnings / add-on / rate, "Allowance deduction:
 *       $1,000.00". Every row below is as printed there.
 *   (3) An open-source payroll engine (TimeTrex community edition, classes/payroll_deduction/US/NJ.class.php,
 *       2021), whose Rate A-E annual tables "released 29-Sep-2020 and retroactive to 01-Jan-20" are row for
 *       row the same, with the $1,000 allowance and the annualizing method used here.
 * Every add-on amount is the previous add-on plus the previous rate times the bracket's width (checked for
 * all five tables in test/states/nj.test.ts), so a misread row would show.
 *
 * 2026: no later edition of the tables was found. New Jersey's statutory brackets (N.J.S.A. 54A:2-1; 1.4% to
 * 10.75%, 10.75% over $1,000,000, as 2025 tax references list them) have not changed since that 2020 law,
 * from which these tables derive; the 2024 TimeTrex employer reference
 * (help.timetrex.com, "USA New Jersey Taxes") still gives 9.9% over $500,000 and 11.8% over $1,000,000;
 * PaycheckCity's 2025 New Jersey page gives "Withholding Method: Formula - Annual allowance: $1,000"; and
 * Halfpricesoft's 2026 New Jersey withholding page (December 17, 2025,
 * https://www.halfpricesoft.com/2026/taxrate-newjersey-2026) describes the same NJ-W4 rate tables and
 * exemption count. The stored copies did not include the 2026 NJ-WT edition itself (see the report).
 */
import type { NjAnnualRow, NjRateTable, NjYearFigures } from './index';

const RATE_TABLES: Readonly<Record<NjRateTable, readonly NjAnnualRow[]>> = {
  // Rate "A": Single, Married/Civil Union Partner Separate.
  A: [
    { over: '0', plus: '0', rate: '0.015' },
    { over: '20000', plus: '300.00', rate: '0.020' },
    { over: '35000', plus: '600.00', rate: '0.039' },
    { over: '40000', plus: '795.00', rate: '0.061' },
    { over: '75000', plus: '2930.00', rate: '0.070' },
    { over: '500000', plus: '32680.00', rate: '0.099' },
    { over: '1000000', plus: '82180.00', rate: '0.118' },
  ],
  // Rate "B": Married/Civil Union Couple Joint, Head of Household, Qualifying Widow(er)/Surviving Civil Union Partner.
  B: [
    { over: '0', plus: '0', rate: '0.015' },
    { over: '20000', plus: '300.00', rate: '0.020' },
    { over: '50000', plus: '900.00', rate: '0.027' },
    { over: '70000', plus: '1440.00', rate: '0.039' },
    { over: '80000', plus: '1830.00', rate: '0.061' },
    { over: '150000', plus: '6100.00', rate: '0.070' },
    { over: '500000', plus: '30600.00', rate: '0.099' },
    { over: '1000000', plus: '80100.00', rate: '0.118' },
  ],
  // Rate "C" (NJ-W4 wage chart, Line 3).
  C: [
    { over: '0', plus: '0', rate: '0.015' },
    { over: '20000', plus: '300.00', rate: '0.023' },
    { over: '40000', plus: '760.00', rate: '0.028' },
    { over: '50000', plus: '1040.00', rate: '0.035' },
    { over: '60000', plus: '1390.00', rate: '0.056' },
    { over: '150000', plus: '6430.00', rate: '0.066' },
    { over: '500000', plus: '29530.00', rate: '0.099' },
    { over: '1000000', plus: '79030.00', rate: '0.118' },
  ],
  // Rate "D" (NJ-W4 wage chart, Line 3).
  D: [
    { over: '0', plus: '0', rate: '0.015' },
    { over: '20000', plus: '300.00', rate: '0.027' },
    { over: '40000', plus: '840.00', rate: '0.034' },
    { over: '50000', plus: '1180.00', rate: '0.043' },
    { over: '60000', plus: '1610.00', rate: '0.056' },
    { over: '150000', plus: '6650.00', rate: '0.065' },
    { over: '500000', plus: '29400.00', rate: '0.099' },
    { over: '1000000', plus: '78900.00', rate: '0.118' },
  ],
  // Rate "E" (NJ-W4 wage chart, Line 3).
  E: [
    { over: '0', plus: '0', rate: '0.015' },
    { over: '20000', plus: '300.00', rate: '0.020' },
    { over: '35000', plus: '600.00', rate: '0.058' },
    { over: '100000', plus: '4370.00', rate: '0.065' },
    { over: '500000', plus: '30370.00', rate: '0.099' },
    { over: '1000000', plus: '79870.00', rate: '0.118' },
  ],
};

export const NJ_2026: NjYearFigures = {
  year: 2026,
  /** NJ-WT, every annual table's heading: "(Allowance 1,000)"; (2) "Allowance deduction: $1,000.00". */
  allowance: '1000',
  rateTables: RATE_TABLES,
  sources: [
    'NJ Division of Taxation, NJ-WT New Jersey Income Tax Withholding Instructions, Tables for Percentage Method of Withholding, Rates A-E, annual payroll period (Allowance 1,000), wages paid on and after October 1, 2020',
    'Transcriptions: zbook.org (NJ-WT percentage method tables, October 1, 2020); suburbancomputer.com New Jersey Payroll Withholding, effective January 1, 2021; TimeTrex NJ.class.php (2021)',
    'No later change: N.J.S.A. 54A:2-1 brackets unchanged since 2020; help.timetrex.com USA New Jersey Taxes (2024); paycheckcity.com 2025 New Jersey ($1,000 annual allowance); halfpricesoft.com 2026 New Jersey (Dec. 17, 2025)',
  ],
};

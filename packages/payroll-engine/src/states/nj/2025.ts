/**
 * New Jersey Gross Income Tax withholding figures for wages paid in 2025.
 *
 * The same NJ-WT "Tables for Percentage Method of Withholding" as 2026 (Rates A-E, annual payroll period,
 * allowance $1,000; see nj/2026.ts for the publication and the three transcriptions read): the tables
 * applicable to wages paid on and after October 1, 2020, still the latest edition in every source found.
 * 2025-specific confirmations: PaycheckCity's 2025 New Jersey page
 * (https://www.paycheckcity.com/payroll-resources/new-jersey/historical-tax-rates/2025: "Withholding Method:
 * Formula - Annual allowance: $1,000"; "Supplemental Wage / Bonus Rate: taxed same as regular income");
 * help.timetrex.com "USA New Jersey Taxes" (2024 wage bases): "For taxable wages over $500,000 withhold at
 * 9.9% and over $1,000,000 withhold at 11.8%", the top two rates of every table below; the statutory brackets
 * of N.J.S.A. 54A:2-1 are unchanged since 2020.
 */
import { NJ_2026 } from './2026';
import type { NjYearFigures } from './index';

export const NJ_2025: NjYearFigures = {
  year: 2025,
  allowance: NJ_2026.allowance,
  rateTables: NJ_2026.rateTables,
  sources: [
    'NJ Division of Taxation, NJ-WT, Tables for Percentage Method of Withholding, Rates A-E, annual payroll period (Allowance 1,000), wages paid on and after October 1, 2020 (see nj/2026.ts)',
    'paycheckcity.com 2025 New Jersey: formula, annual allowance $1,000; help.timetrex.com USA New Jersey Taxes: 9.9% over $500,000, 11.8% over $1,000,000',
  ],
};

/**
 * West Virginia income tax withholding figures for wages paid in 2026, from June 12, 2026.
 *
 * West Virginia Tax Division, Form WV IT-100.2A, Tables for Percentage Method of Withholding (March 2026),
 * https://tax.wv.gov/Documents/Withholding/it100.2a.pdf: for each payroll period, "Gross Wage Minus $X for Each
 * Exemption Claimed Equals Taxable Wage", then "Over / But Not Over / Amount to be withheld is $B plus R% / Of
 * excess over", in two sets of tables: TWO EARNER/TWO OR MORE JOBS (tables 1-5, used for every employee unless
 * the IT-104 asks for the lower rate) and the optional ONE EARNER/ONE JOB tables; the exemption is $2,000 a
 * year (table 5, annual). The rates are those of Senate Bill 392 (2026), W. Va. Code § 11-21-4j: 2.11% to
 * $10,000, 2.81% to $25,000, 3.16% to $40,000, 4.22% to $60,000, 4.58% above ("$1,950.50 plus 4.58% of excess
 * over $60,000"), for taxable years from January 1, 2026; the bill passed March 14, 2026, was signed March 31 and
 * took effect June 12, 2026 (West Virginia Tax Division, "2026 Income Tax Rate Cut",
 * https://tax.wv.gov/Individuals/Pages/PersonalIncomeTaxReductionBill.aspx: "Effective June 12, 2026, W. Va. Code
 * § 11-21-4j will be codified to reflect a 5% income tax cut for all West Virginians retroactive to January 1,
 * 2026"). The same structure as the March 2023 edition (stored: IT-100.2A March 2023, weekly two earner over $144,
 * $361, $577, $866, exemption $38.46, at the 2023 rates 2.36% to 5.12%).
 *
 * The publication was not among the stored pages; its rows were read in, and agree in every figure below, between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/wv.ts
 *       (WV_RATES_2026, "Form WV IT-100.2A ... March 2026", both sets of tables, every period);
 *   (2) a second open-source paycheck calculator's West Virginia 2026 module (weekly, biweekly, semimonthly and
 *       monthly, both sets, "lastVerified 2026-09-22", effective from 2026-06-12 citing the Tax Division's
 *       "2026 Income Tax Rate Cut and effective date"; "Verified West Virginia withholding tables are unavailable
 *       before June 12, 2026");
 *   for the annual rows, (1), a third engine's brackets from the USDA National Finance Center bulletin (one
 *   earner [0, 0, 2.11%], [10,000, 211, 2.81%], [25,000, 632.50, 3.16%], [40,000, 1,106.50, 4.22%], [60,000,
 *   1,950.50, 4.58%]; two earner [7,500, 158.25], [18,750, 474.38], [30,000, 829.88], [45,000, 1,462.88]; $2,000 an
 *   exemption) and a fourth calculator's "WV IT-100.2A (March 2026): Table 5 annual" rows, all alike.
 * Paydays of 2026 before June 12 are not computed (the module's `firstPayday`): which tables employers used from
 * January 1 until the new ones (the 2025 tables, 2.22% to 4.82%, or the March 2026 ones on their issue) was not
 * confirmed; (2) leaves them out for the same reason. The daily table is in (1) only and is not built; there is
 * no quarterly table.
 */
import type { WvYearFigures } from './index';

/** A period's rows: [over, base, rate]. */
const rows = (r: Array<[string, string, string]>) => r.map(([over, base, rate]) => ({ over, base, rate }));
const R = ['0.0211', '0.0281', '0.0316', '0.0422', '0.0458'] as const;
const table = (exemption: string, overs: string[], bases: string[]) => ({ exemption, rows: rows(overs.map((o, i) => [o, bases[i], R[i]])) });

export const WV_2026: WvYearFigures = {
  year: 2026,
  from: '2026-06-12',
  periods: {
    52: {
      twoEarner: table('38.46', ['0', '144', '361', '577', '866'], ['0', '3.04', '9.13', '15.95', '28.14']),
      oneEarner: table('38.46', ['0', '192', '481', '769', '1154'], ['0', '4.05', '12.17', '21.27', '37.52']),
    },
    26: {
      twoEarner: table('76.92', ['0', '289', '722', '1154', '1731'], ['0', '6.09', '18.25', '31.90', '56.27']),
      oneEarner: table('76.92', ['0', '385', '962', '1538', '2308'], ['0', '8.12', '24.34', '42.54', '75.03']),
    },
    24: {
      twoEarner: table('83.33', ['0', '313', '782', '1250', '1875'], ['0', '6.60', '19.77', '34.58', '60.95']),
      oneEarner: table('83.33', ['0', '417', '1042', '1667', '2500'], ['0', '8.80', '26.36', '46.11', '81.26']),
    },
    12: {
      twoEarner: table('166.67', ['0', '625', '1562', '2500', '3750'], ['0', '13.18', '39.53', '69.15', '121.91']),
      oneEarner: table('166.67', ['0', '833', '2083', '3333', '5000'], ['0', '17.58', '52.70', '92.20', '162.55']),
    },
    1: {
      twoEarner: table('2000', ['0', '7500', '18750', '30000', '45000'], ['0', '158.25', '474.38', '829.88', '1462.88']),
      oneEarner: table('2000', ['0', '10000', '25000', '40000', '60000'], ['0', '211', '632.50', '1106.50', '1950.50']),
    },
  },
  sources: [
    'West Virginia Tax Division, Form WV IT-100.2A, Tables for Percentage Method of Withholding (March 2026); "2026 Income Tax Rate Cut" (SB 392, W. Va. Code § 11-21-4j, effective June 12, 2026); Form WV/IT-104',
    'Transcriptions: openbooks engine/src/payroll/us/states/wv.ts (WV_RATES_2026); a second paycheck calculator\'s West Virginia 2026 module (weekly to monthly, from 2026-06-12); annual rows also in a third engine\'s NFC-bulletin brackets and a fourth calculator\'s table 5',
  ],
};

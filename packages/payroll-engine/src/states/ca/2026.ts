/**
 * California personal income tax (PIT) withholding figures for wages paid in 2026: Method B, Exact
 * Calculation Method.
 *
 * Source: Employment Development Department (EDD), "California Withholding Schedules for 2026", Method B -
 * Exact Calculation Method, https://edd.ca.gov/siteassets/files/pdf_pub_ctr/26methb.pdf (printed
 * "2026 Withholding Schedules - Method B (INTERNET)"; the same schedules are reprinted in the California
 * Employer's Guide, DE 44, 2026 edition): Table 1 Low Income Exemption, Table 2 Estimated Deduction, Table 3
 * Standard Deduction, Table 4 Exemption Allowance, Tables 5-28 Tax Rate Tables (5-7 annual, 11-13
 * quarterly, 17-19 semi-monthly, 20-22 monthly, 23-25 weekly, 26-28 biweekly), Examples A-F.
 *
 * edd.ca.gov was not among the stored pages, so the booklet was read through two independent
 * transcriptions of 26methb.pdf in public payroll engines (one a JSON data file "California Withholding
 * Schedules for 2026 - Method B" with a Table-number map, the other a TypeScript module citing the booklet's
 * pages and reproducing Examples A-F); every figure below was compared between the two, row by row, and
 * agrees. Cross-checks:
 * - The annual Tables 5-7 also agree with https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=California
 *   ("Effective January 1, 2026": the same breaks and add-ons, standard deduction $5,706 / $11,412,
 *   exemption allowance $168.30, additional (estimated deduction) allowance $1,000).
 * - Re-derived: the annual breaks are the Franchise Tax Board's 2025 tax-rate-schedule brackets (single
 *   $11,079 ... $742,953, joint twice single, head of household $22,173 ... ) plus the $1,000,000 break of the
 *   1% Mental Health Services Tax, the rates are the statutory 1%-12.3% (+1%) times 1.1 (R&TC § 18663(a)(2):
 *   tables withhold "10 percent more"), and every "plus" amount of every table here (all periods) is the
 *   previous plus + rate x width rounded to cents — checked for all 18 tables.
 * - The period Tables 1-4 are the annual amounts divided by the periods and rounded (to the dollar for
 *   Tables 1-3, to the cent for Table 4), checked for every entry. The period rate tables are NOT simply the
 *   annual ones divided (e.g. the monthly single first break is $924, twice the semi-monthly $462, not
 *   $11,079 / 12 = $923.25), so they are transcribed as printed, never derived.
 * - The printed Examples A-D (per-period tables) and E-F (the annualized alternative) reproduce to the cent
 *   (test/states/ca.test.ts).
 * - Supplemental flat rates: 6.6% for supplemental wages, 10.23% for bonuses and stock options (California
 *   Employer's Guide DE 44 (2026), "Supplemental Wages"; R&TC § 18663(b); the same rates since November 2009,
 *   e.g. CCH Payroll 10/29/12 quoting EDD Tax Branch News 81, and suburbancomputer's 2026 page "Supplemental
 *   income: 6.60%").
 *
 * Semi-annual (Tables 14-16) and daily/miscellaneous (Tables 8-10) periods are printed too; the engine has
 * no such pay frequency, so they are not carried.
 */
import type { PayFrequency } from '../../types';

/** The four columns of Tables 1 and 3, as printed (A and B agree at every period, as do C and D). */
export type CaColumn = 'singleDual' | 'married0or1' | 'married2OrMore' | 'headOfHousehold';
/** The three rate schedules of Tables 5-28. */
export type CaSchedule = 'Single' | 'Married' | 'HeadOfHousehold';

/** One row of a tax rate table: over `over` (and not over the next row's), tax = plus + rate x (taxable − over). */
export interface CaRateRow {
  over: string;
  rate: string;
  plus: string;
}

/** Tables 1-4 and the rate table of one payroll period. */
export interface CaPeriodTables {
  /** Table 1: wages at or below this withhold nothing. */
  lowIncomeExemption: Readonly<Record<CaColumn, string>>;
  /** Table 2 for 0..10 additional (estimated deduction) allowances (above 10: the one-allowance amount times the count). */
  estimatedDeduction: readonly string[];
  /** Table 3. */
  standardDeduction: Readonly<Record<CaColumn, string>>;
  /** Table 4, a credit against the computed tax, for 0..10 regular allowances (above 10: one-allowance amount x count). */
  exemptionAllowance: readonly string[];
  /** Tables 5-28 for this period. */
  rates: Readonly<Record<CaSchedule, readonly CaRateRow[]>>;
}

export interface CaYearFigures {
  year: number;
  /** The annual payroll period's tables (Tables 1-4 annual column, Tables 5-7). */
  annual: CaPeriodTables;
  /** The printed period tables this module carries; a frequency absent here uses the booklet's annualized method. */
  printed: Partial<Record<PayFrequency, CaPeriodTables>>;
  /** Flat rates for supplemental wages paid separately. */
  supplemental: { bonusAndStockOptions: string; other: string };
  sources: readonly string[];
}

/** The ten rates of every Method B rate table (1%, 2%, 4%, 6%, 8%, 9.3%, 10.3%, 11.3%, 12.3%, 13.3% x 1.1). */
export const CA_RATES = ['0.011', '0.022', '0.044', '0.066', '0.088', '0.1023', '0.1133', '0.1243', '0.1353', '0.1463'] as const;

/** Builds a rate table from its nine printed breaks and nine printed "plus" amounts. */
export function caRows(breaks: readonly string[], plus: readonly string[]): readonly CaRateRow[] {
  if (breaks.length !== 9 || plus.length !== 9) throw new Error('a Method B rate table has ten rows');
  return CA_RATES.map((rate, i) => ({ over: i === 0 ? '0' : breaks[i - 1], rate, plus: i === 0 ? '0' : plus[i - 1] }));
}

const columns = (low: string, high: string): Readonly<Record<CaColumn, string>> => ({
  singleDual: low,
  married0or1: low,
  married2OrMore: high,
  headOfHousehold: high,
});

/** Tables 5-7, annual payroll period. */
const ANNUAL_2026: CaPeriodTables = {
  lowIncomeExemption: columns('18896', '37791'),
  estimatedDeduction: ['0', '1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000', '10000'],
  standardDeduction: columns('5706', '11412'),
  exemptionAllowance: ['0', '168.30', '336.60', '504.90', '673.20', '841.50', '1009.80', '1178.10', '1346.40', '1514.70', '1683.00'],
  rates: {
    Single: caRows(
      ['11079', '26264', '41452', '57542', '72724', '371479', '445771', '742953', '1000000'],
      ['121.87', '455.94', '1124.21', '2186.15', '3522.17', '34084.81', '42502.09', '79441.81', '114220.27'],
    ),
    Married: caRows(
      ['22158', '52528', '82904', '115084', '145448', '742958', '891542', '1000000', '1485906'],
      ['243.74', '911.88', '2248.42', '4372.30', '7044.33', '68169.60', '85004.17', '98485.50', '164228.58'],
    ),
    HeadOfHousehold: caRows(
      ['22173', '52530', '67716', '83805', '98990', '505208', '606251', '1000000', '1010417'],
      ['243.90', '911.75', '1579.93', '2641.80', '3978.08', '45534.18', '56982.35', '105925.35', '107334.77'],
    ),
  },
};

export const CA_2026: CaYearFigures = {
  year: 2026,
  annual: ANNUAL_2026,
  printed: {
    Annually: ANNUAL_2026,
    // Tables 11-13.
    Quarterly: {
      lowIncomeExemption: columns('4724', '9448'),
      estimatedDeduction: ['0', '250', '500', '750', '1000', '1250', '1500', '1750', '2000', '2250', '2500'],
      standardDeduction: columns('1427', '2853'),
      exemptionAllowance: ['0', '42.08', '84.15', '126.23', '168.30', '210.38', '252.45', '294.53', '336.60', '378.68', '420.75'],
      rates: {
        Single: caRows(
          ['2770', '6566', '10363', '14386', '18181', '92870', '111443', '185738', '250000'],
          ['30.47', '113.98', '281.05', '546.57', '880.53', '8521.21', '10625.53', '19860.40', '28555.05'],
        ),
        Married: caRows(
          ['5540', '13132', '20726', '28772', '36362', '185740', '222886', '250000', '371477'],
          ['60.94', '227.96', '562.10', '1093.14', '1761.06', '17042.43', '21251.07', '24621.34', '41057.18'],
        ),
        HeadOfHousehold: caRows(
          ['5543', '13133', '16929', '20951', '24748', '126302', '151563', '250000', '252604'],
          ['60.97', '227.95', '394.97', '660.42', '994.56', '11383.53', '14245.60', '26481.32', '26833.64'],
        ),
      },
    },
    // Tables 20-22.
    Monthly: {
      lowIncomeExemption: columns('1575', '3149'),
      estimatedDeduction: ['0', '83', '167', '250', '333', '417', '500', '583', '667', '750', '833'],
      standardDeduction: columns('476', '951'),
      exemptionAllowance: ['0', '14.03', '28.05', '42.08', '56.10', '70.13', '84.15', '98.18', '112.20', '126.23', '140.25'],
      rates: {
        Single: caRows(
          ['924', '2188', '3454', '4796', '6060', '30956', '37148', '61912', '83334'],
          ['10.16', '37.97', '93.67', '182.24', '293.47', '2840.33', '3541.88', '6620.05', '9518.45'],
        ),
        Married: caRows(
          ['1848', '4376', '6908', '9592', '12120', '61912', '74296', '83334', '123826'],
          ['20.33', '75.95', '187.36', '364.50', '586.96', '5680.68', '7083.79', '8207.21', '13685.78'],
        ),
        HeadOfHousehold: caRows(
          ['1848', '4378', '5644', '6984', '8250', '42100', '50520', '83334', '84202'],
          ['20.33', '75.99', '131.69', '220.13', '331.54', '3794.40', '4748.39', '8827.17', '8944.61'],
        ),
      },
    },
    // Tables 17-19.
    Semimonthly: {
      lowIncomeExemption: columns('787', '1575'),
      estimatedDeduction: ['0', '42', '83', '125', '167', '208', '250', '292', '333', '375', '417'],
      standardDeduction: columns('238', '476'),
      exemptionAllowance: ['0', '7.01', '14.03', '21.04', '28.05', '35.06', '42.08', '49.09', '56.10', '63.11', '70.13'],
      rates: {
        Single: caRows(
          ['462', '1094', '1727', '2398', '3030', '15478', '18574', '30956', '41667'],
          ['5.08', '18.98', '46.83', '91.12', '146.74', '1420.17', '1770.95', '3310.03', '4759.23'],
        ),
        Married: caRows(
          ['924', '2188', '3454', '4796', '6060', '30956', '37148', '41667', '61913'],
          ['10.16', '37.97', '93.67', '182.24', '293.47', '2840.33', '3541.88', '4103.59', '6842.87'],
        ),
        HeadOfHousehold: caRows(
          ['924', '2189', '2822', '3492', '4125', '21050', '25260', '41667', '42101'],
          ['10.16', '37.99', '65.84', '110.06', '165.76', '1897.19', '2374.18', '4413.57', '4472.29'],
        ),
      },
    },
    // Tables 26-28.
    Biweekly: {
      lowIncomeExemption: columns('727', '1454'),
      estimatedDeduction: ['0', '38', '77', '115', '154', '192', '231', '269', '308', '346', '385'],
      standardDeduction: columns('219', '439'),
      exemptionAllowance: ['0', '6.47', '12.95', '19.42', '25.89', '32.37', '38.84', '45.31', '51.78', '58.26', '64.73'],
      rates: {
        Single: caRows(
          ['426', '1010', '1594', '2214', '2798', '14288', '17146', '28576', '38462'],
          ['4.69', '17.54', '43.24', '84.16', '135.55', '1310.98', '1634.79', '3055.54', '4393.12'],
        ),
        Married: caRows(
          ['852', '2020', '3188', '4428', '5596', '28576', '34292', '38462', '57150'],
          ['9.37', '35.07', '86.46', '168.30', '271.08', '2621.93', '3269.55', '3787.88', '6316.37'],
        ),
        HeadOfHousehold: caRows(
          ['852', '2020', '2604', '3224', '3808', '19432', '23318', '38462', '38862'],
          ['9.37', '35.07', '60.77', '101.69', '153.08', '1751.42', '2191.70', '4074.10', '4128.22'],
        ),
      },
    },
    // Tables 23-25.
    Weekly: {
      lowIncomeExemption: columns('363', '727'),
      estimatedDeduction: ['0', '19', '38', '58', '77', '96', '115', '135', '154', '173', '192'],
      standardDeduction: columns('110', '219'),
      exemptionAllowance: ['0', '3.24', '6.47', '9.71', '12.95', '16.18', '19.42', '22.66', '25.89', '29.13', '32.37'],
      rates: {
        Single: caRows(
          ['213', '505', '797', '1107', '1399', '7144', '8573', '14288', '19231'],
          ['2.34', '8.76', '21.61', '42.07', '67.77', '655.48', '817.39', '1527.76', '2196.55'],
        ),
        Married: caRows(
          ['426', '1010', '1594', '2214', '2798', '14288', '17146', '19231', '28575'],
          ['4.69', '17.54', '43.24', '84.16', '135.55', '1310.98', '1634.79', '1893.96', '3158.20'],
        ),
        HeadOfHousehold: caRows(
          ['426', '1010', '1302', '1612', '1904', '9716', '11659', '19231', '19431'],
          ['4.69', '17.54', '30.39', '50.85', '76.55', '875.72', '1095.86', '2037.06', '2064.12'],
        ),
      },
    },
  },
  supplemental: { bonusAndStockOptions: '0.1023', other: '0.066' },
  sources: [
    'EDD, California Withholding Schedules for 2026, Method B - Exact Calculation Method (26methb.pdf), Tables 1-4, 5-7, 11-13, 17-28, Examples A-F (via two transcriptions, cross-checked)',
    'California Employer\'s Guide DE 44 (2026), Supplemental Wages: 6.6%, bonuses and stock options 10.23%; R&TC § 18663',
    'suburbancomputer.com California Payroll Withholding effective January 1, 2026 (annual tables, $5,706 / $11,412, $168.30, $1,000)',
  ],
};

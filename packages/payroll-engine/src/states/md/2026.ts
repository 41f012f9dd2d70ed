/**
 * Maryland income tax withholding figures (the STATE part) for wages paid in 2026.
 *
 * Publications: Comptroller of Maryland, 2026 Maryland Employer Withholding Guide ("This guide is effective
 * January 2026 and includes local income tax rates", Revised December 2025),
 * https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/withholding/2026/withholding-guide.pdf
 * — the percentage method: "Total wages ... LESS Allowance for Standard Deduction LESS Value of exemptions
 * ... Equals TAXABLE INCOME" per payroll period; "For the purpose of the percentage method calculation the
 * Standard Deduction is $3,400"; the amount of one exemption $3,200; "DO NOT WITHHOLD ON GROSS WAGES LESS
 * THAN $5,000.00" (annual tables) and its period equivalents; the rates "without considering the tax rates in
 * effect that are less than 4.75%" (Maryland does not withhold at its 2%, 3% and 4% return brackets); the
 * SINGLE and JOINT schedules; the "Lump Sum Distribution" line of each table (the highest state rate plus
 * the local rate). Withholding Tax Facts, January 2026 – December 2026 (COM/RAD-098, Revised 12/25), and the
 * Central Payroll Bureau memorandum "2026 Maryland State and Local Withholding Information" (February 4,
 * 2026) print the same state brackets. Form MW507 (2026): "Divide the amount on line e by $3,200. Drop any
 * fraction" (the employee's worksheet turns the income-dependent exemption amounts into a count of $3,200
 * exemptions; the employer only multiplies the count), "NOTE: Standard deduction is $3,400".
 *
 * The publications were not among the stored pages; the figures were read through, and agree between:
 *   (1) the openbooks engine, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/md.ts and
 *       conformance-md.test.ts ("fetched from marylandcomptroller.gov"): $3,400, $3,200, $5,000, the period
 *       constants below, both state schedules from 4.75% to 6.50%, the annual 3.20% table's plus amounts
 *       ($7,950.00, $10,000.00, $12,112.50, $20,812.50, $43,187.50, $90,437.50 single; $11,925.00 ...
 *       $108,275.00 joint), and the lump-sum state rate 6.50%;
 *   (2) a second public repository's documentation of its Maryland calculator (the guide's page-10 table of
 *       period amounts, identical to (1) for all seven periods, and the same schedules), and a third's
 *       verification script that reads the guide, the memorandum and the MW507 as PDF text and checks "the
 *       Standard Deduction is $3,400", one exemption "$ 3,200.00", the $5,000.00 floor, the 4.75% sentence,
 *       "as if the employee had claimed one withholding exemption", the JOINT rate for heads of household, and
 *       the memorandum's brackets ("$3,001 - $100,000 4.75 percent" ... "Over $1,000,000 6.5 percent",
 *       joint "$3,001 - $150,000" ... "Over $1,200,000");
 *   (3) for the lump-sum rate: a fourth repository quoting the Comptroller's income-tax rates page ("use the
 *       bottom rate" of the jurisdiction's table for a lump sum distribution or annual bonus; 9.70% in the
 *       2026 3.20% table, pm320.pdf p. 39, i.e. 6.50% state + 3.20% local), and Deltek's payroll manual
 *       (help.deltek.com, "Maryland Tax": "Supplemental (bonus run) wages are taxed at 5.75% plus the county
 *       percentage rate", 5.75% being the top state rate before 2025).
 * The state brackets are those of Md. Code, Tax-General § 10-105(a) as amended by the Budget Reconciliation
 * and Financing Act of 2025 (6.25% and 6.50% above $500,000 / $1,000,000, joint $600,000 / $1,200,000).
 *
 * The county (local) rates of the same guide are not here: they are local taxes (docs/domain-rules.md).
 */
import type { ScheduleRow } from '../schedule';

/** The payroll periods the guide prints amounts for, by pay periods per year. */
export type MdPrintedPeriods = 52 | 26 | 24 | 12 | 4 | 1;

export interface MdPeriodAmounts {
  /** "Amount of one exemption" for the period. */
  exemption: string;
  /** "Standard Deduction" for the period. */
  standardDeduction: string;
  /** "DO NOT WITHHOLD ON GROSS WAGES LESS THAN" this amount for the period. */
  minimumWages: string;
}

export interface MdYearFigures {
  year: number;
  /** Annual standard deduction of the percentage method (every filing status). */
  standardDeduction: string;
  /** Annual amount of one MW507 exemption. */
  exemption: string;
  /** The guide's printed amounts per payroll period (the annual ones ÷ periods as the guide prints them). */
  periods: Readonly<Record<MdPrintedPeriods, MdPeriodAmounts>>;
  /** The state withholding schedules on annual taxable income: (a) JOINT, (b) SINGLE; no rate below 4.75%. */
  schedules: { joint: readonly ScheduleRow[]; single: readonly ScheduleRow[] };
  /** The state part of the "Lump Sum Distribution" rate (annual bonus): the highest state rate. */
  lumpSumRate: string;
  sources: readonly string[];
}

export const MD_2026: MdYearFigures = {
  year: 2026,
  standardDeduction: '3400',
  exemption: '3200',
  // Printed as listed (standard deduction $3,400 ÷ 52 = 65.38, ÷ 26 printed 130.76, ÷ 24 printed 141.66;
  // exemption $3,200 ÷ 52 = 61.54, ...; $5,000 ÷ 52 printed 96.00).
  periods: {
    52: { exemption: '61.54', standardDeduction: '65.38', minimumWages: '96.00' },
    26: { exemption: '123.08', standardDeduction: '130.76', minimumWages: '192.00' },
    24: { exemption: '133.33', standardDeduction: '141.66', minimumWages: '208.00' },
    12: { exemption: '266.67', standardDeduction: '283.33', minimumWages: '417.00' },
    4: { exemption: '800.00', standardDeduction: '850.00', minimumWages: '1250.00' },
    1: { exemption: '3200.00', standardDeduction: '3400.00', minimumWages: '5000.00' },
  },
  schedules: {
    // (a) Married filing joint, head of household, qualifying widow(er).
    joint: [
      { over: '0', rate: '0.0475' },
      { over: '150000', rate: '0.05' },
      { over: '175000', rate: '0.0525' },
      { over: '225000', rate: '0.055' },
      { over: '300000', rate: '0.0575' },
      { over: '600000', rate: '0.0625' },
      { over: '1200000', rate: '0.065' },
    ],
    // (b) Single, married filing separately, dependent.
    single: [
      { over: '0', rate: '0.0475' },
      { over: '100000', rate: '0.05' },
      { over: '125000', rate: '0.0525' },
      { over: '150000', rate: '0.055' },
      { over: '250000', rate: '0.0575' },
      { over: '500000', rate: '0.0625' },
      { over: '1000000', rate: '0.065' },
    ],
  },
  lumpSumRate: '0.065',
  sources: [
    '2026 Maryland Employer Withholding Guide (Revised December 2025): percentage method, $3,400 standard deduction, $3,200 exemption, period amounts, $5,000 floor, state schedules from 4.75%, lump-sum line; read through the openbooks transcription (engine/src/payroll/us/states/md.ts) and two further repositories',
    'Withholding Tax Facts January 2026 – December 2026 (COM/RAD-098 Revised 12/25); Central Payroll Bureau memorandum, February 4, 2026: state brackets',
    'Form MW507 (2026): exemptions counted in units of $3,200',
  ],
};

/**
 * Oregon income tax withholding figures for wages paid in 2026.
 *
 * Publication: Oregon Department of Revenue, Oregon Withholding Tax Formulas, 150-206-436 (Rev. 12-31-25),
 * effective January 1, 2026, https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf
 * — the computer formula ("Annual wages up to $50,000" and "$50,000 or higher" tables, Single with fewer than
 * 3 allowances / Married or Single with 3 or more allowances), the [S] and [M] phase-out tables of the federal
 * tax subtraction, Examples 1-4 and the FAQ.
 *
 * The publication PDF was not among the stored pages; the figures were read in, and cross-checked between,
 * two independent transcriptions:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/or.ts
 *       and conformance-or.test.ts ("150-206-436 (Rev. 12-31-25)": every constant below, Example 1 line by
 *       line — annual $25,000, single, 0 allowances, federal withheld $1,000: BASE $21,090, $941 + 0.0875 x
 *       $9,690 = $848, total $1,789 — and Example 2 — $1,789 ÷ 12, 24, 26, 52, 260 = $149, $75, $69, $34, $7);
 *   (2) https://www.suburbancomputer.com/tips_state_tax.php?state=Oregon, "Oregon Payroll Withholding,
 *       Effective January 1, 2026": the same four bracket tables (at least / not over / add-on / rate /
 *       subtract), the $263 exemption credit, the $2,910 / $5,820 standard deductions, the $8,750 cap on the
 *       federal tax subtraction below $50,000, the allowance cut-offs ($100,000 single, $200,000 married) and
 *       the phase-out steps $50,000-$125,000 $8,750, $125,000-$130,000 $7,000, $130,000-$135,000 $5,250 (its
 *       stored copy breaks off there).
 * The phase-out steps above $135,000 (single: $3,500, $1,750, $0 at $135,000, $140,000, $145,000) and the
 * married steps ($8,750 below $250,000, then $7,000, $5,250, $3,500, $1,750, $0 at $250,000, $260,000,
 * $270,000, $280,000, $290,000) are (1)'s; (2) prints the same structure in every earlier edition it keeps
 * (2015, 2018, 2019, 2020, 2021, 2023, 2024: five steps, each a fifth of the cap lower, rounded to $50 — 2023:
 * $7,800, $6,250, $4,700 —, single from $125,000 by $5,000, married from $250,000 by $10,000, the married
 * column printing the same amounts as the single one), and the 2026 amounts are the $8,750 cap's exact
 * fifths, as its first two printed steps are.
 *
 * No OR-W-4 on file: 8% of wages, ORS 316.182(3) as amended by HB 2119 (2019 c.134 § 6): "If a statement or
 * certificate is not provided to the employer as required ... the employer shall withhold tax from the wages
 * paid to the employee at the rate of eight percent of the wages" (https://lawserver.com/law/state/oregon/or-statutes/oregon_statutes_316-182;
 * https://taxnews.ey.com/news/2019-1043-oregon-law-requires-flat-percentage-of-withholding-for-employees-who-fail-to-submit-form-or-w-4).
 * Supplemental wages: OAR 150-316-0257(2), "the employer may compute the amount to be withheld by using the
 * tax tables or formulas, or may withhold at a flat rate of 8 percent" (payments on or after January 1, 2020).
 */
export interface OrBracket {
  /** BASE at least this (annual dollars). */
  atLeast: string;
  /** Printed add-on amount (annual dollars). */
  add: string;
  /** Subtracted from BASE before the rate. */
  subtract: string;
  rate: string;
}

export interface OrPhaseStep {
  /** Annual wages at least this ... */
  from: string;
  /** ... the federal tax subtraction is at most this (annual dollars). */
  cap: string;
}

/** The two bracket tables: Single with fewer than 3 allowances; Married, or Single with 3 or more allowances. */
export type OrTable = 'single' | 'marriedOr3Plus';

export interface OrYearFigures {
  year: number;
  publication: string;
  /** Personal exemption credit per allowance, annual, subtracted after the rates. */
  exemptionCredit: string;
  standardDeduction: Record<OrTable, string>;
  /** Annual wages from which the "$50,000 or higher" tables and the phase-out apply. */
  highWagesFrom: string;
  /** Cap of the federal tax subtraction for annual wages below `highWagesFrom`. */
  federalCap: string;
  /** Allowances count as 0 when annual wages are greater than this: single (and married at the higher single rate), married. */
  allowanceCutoff: { single: string; married: string };
  /** [S] and [M] phase-out of the federal tax subtraction, by annual wages, ascending. */
  phaseOut: { single: readonly OrPhaseStep[]; married: readonly OrPhaseStep[] };
  low: Record<OrTable, readonly OrBracket[]>;
  high: Record<OrTable, readonly OrBracket[]>;
  /** ORS 316.182(3): no withholding statement on file. */
  noCertificateRate: string;
  /** OAR 150-316-0257(2): optional flat rate on supplemental wages. */
  supplementalRate: string;
  sources: readonly string[];
}

export const OR_2026: OrYearFigures = {
  year: 2026,
  publication: 'Oregon Withholding Tax Formulas, 150-206-436 (Rev. 12-31-25), effective January 1, 2026',
  exemptionCredit: '263',
  standardDeduction: { single: '2910', marriedOr3Plus: '5820' },
  highWagesFrom: '50000',
  federalCap: '8750',
  allowanceCutoff: { single: '100000', married: '200000' },
  phaseOut: {
    single: [
      { from: '50000', cap: '8750' },
      { from: '125000', cap: '7000' },
      { from: '130000', cap: '5250' },
      { from: '135000', cap: '3500' },
      { from: '140000', cap: '1750' },
      { from: '145000', cap: '0' },
    ],
    married: [
      { from: '50000', cap: '8750' },
      { from: '250000', cap: '7000' },
      { from: '260000', cap: '5250' },
      { from: '270000', cap: '3500' },
      { from: '280000', cap: '1750' },
      { from: '290000', cap: '0' },
    ],
  },
  low: {
    single: [
      { atLeast: '0', add: '263', subtract: '0', rate: '0.0475' },
      { atLeast: '4550', add: '479', subtract: '4550', rate: '0.0675' },
      { atLeast: '11400', add: '941', subtract: '11400', rate: '0.0875' },
    ],
    marriedOr3Plus: [
      { atLeast: '0', add: '263', subtract: '0', rate: '0.0475' },
      { atLeast: '9100', add: '695', subtract: '9100', rate: '0.0675' },
      { atLeast: '22800', add: '1620', subtract: '22800', rate: '0.0875' },
    ],
  },
  high: {
    single: [
      { atLeast: '0', add: '678', subtract: '11400', rate: '0.0875' },
      { atLeast: '125000', add: '10618', subtract: '125000', rate: '0.099' },
    ],
    marriedOr3Plus: [
      { atLeast: '0', add: '1357', subtract: '22800', rate: '0.0875' },
      { atLeast: '250000', add: '21237', subtract: '250000', rate: '0.099' },
    ],
  },
  noCertificateRate: '0.08',
  supplementalRate: '0.08',
  sources: [
    'Oregon DOR, Oregon Withholding Tax Formulas 150-206-436 (Rev. 12-31-25), computer formula, phase-out tables, Examples 1-4, FAQ',
    'transcriptions: openbooks engine/src/payroll/us/states/or.ts; suburbancomputer.com "Oregon Payroll Withholding, Effective January 1, 2026"',
    'ORS 316.182(3) (8% without a withholding statement); OAR 150-316-0257(2) (8% supplemental option)',
  ],
};

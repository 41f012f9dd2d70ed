/**
 * Louisiana income tax withholding figures for wages paid in 2026.
 *
 * Publication: Louisiana Department of Revenue, R-1306 (1/26), "Louisiana Withholding Tables and Formulas",
 * "Effective on or after January 1, 2026", https://dam.ldr.la.gov/taxforms/1306-1-26.pdf — p. 2, the formulas by
 * the Form L-4 (R-1300) Block A code: 0, W = S x 0.0309; 1 (single or married filing separately), W = (S −
 * 12,875 ÷ N) x 0.0309; 2 (married filing jointly, qualifying surviving spouse, head of household), W = (S −
 * 25,750 ÷ N) x 0.0309; "if any of the variables in the formula are negative, the negative variable should be
 * considered zero"; Example 1: weekly $700, code 1: (700 − 247.60) x 0.0309 = 13.98; Example 2: biweekly $4,600,
 * code 2: (4,600 − 990.38) x 0.0309 = 111.54; pp. 3-21 the tables.
 *
 * The publication was not among the stored pages; the figures were read through, and agree between:
 *   (1) the openbooks engine, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/la.ts and
 *       conformance-la.test.ts (R-1306 (1/26): 3.09%, $12,875 / $25,750, both examples, negatives as zero);
 *   (2) a second repository's verification script, which reads the R-1306 (1/26) PDF and recomputes all 735
 *       printed table rows (every period, each of the three columns, at the row's midpoint) with W = max(0, S −
 *       D/N) x 0.0309, D 12,875 / 25,750, all within a cent (and fails at 3%);
 *   (3) a third repository seeding "Louisiana state tax (flat 3.09%, standard deduction by filing status)" from
 *       LDR R-1306 (1/26), and a fourth's "W = (S - SD/N) x 0.0309; SD by L-4 box code (0 -> none; 1 -> 12,875;
 *       2 -> 25,750)".
 * (The withholding rate 3.09% is the formula's own; the income tax rate of La. R.S. 47:32 is 3% since 2025.)
 */
export type LaClaim = 'NoDeduction' | 'SingleOrMarriedFilingSeparately' | 'MarriedFilingJointlyOrHeadOfHousehold';

export interface LaYearFigures {
  year: number;
  rate: string;
  /** Annual standard deduction by L-4 Block A code. */
  standardDeduction: Readonly<Record<LaClaim, string>>;
  sources: readonly string[];
}

export const LA_2026: LaYearFigures = {
  year: 2026,
  rate: '0.0309',
  standardDeduction: { NoDeduction: '0', SingleOrMarriedFilingSeparately: '12875', MarriedFilingJointlyOrHeadOfHousehold: '25750' },
  sources: [
    'Louisiana DOR R-1306 (1/26), Louisiana Withholding Tables and Formulas, effective January 1, 2026: formulas, 0.0309, $12,875 / $25,750, Examples 1-2; read through the openbooks transcription (engine/src/payroll/us/states/la.ts) and three further repositories',
  ],
};

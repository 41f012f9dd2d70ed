/**
 * Iowa income tax withholding figures for wages paid in 2026.
 *
 * Publication: Iowa Department of Revenue, "Iowa Withholding Formula For Taxable Wages Paid Beginning January 1,
 * 2026" (released November 2025), https://revenue.iowa.gov/media/53/download?inline= — the four-step formula
 * (T1 = G − D; T2 = T1 x 3.80%; T3 = T2 − (W ÷ P); T4 = T3 + A), the deduction D by period and IA W-4 column: (A)
 * Other, or married filing jointly / qualifying surviving spouse whose spouse has earned income, or no marital
 * status: $13,000 a year; (B) head of household: $19,500; (C) married filing jointly / qualifying surviving
 * spouse whose spouse has no earned income: $26,000 (weekly $250 / $375 / $500, biweekly $500 / $750 / $1,000,
 * semimonthly $541.67 / $812.50 / $1,083.33, monthly $1,083.33 / $1,625.00 / $2,166.67, annual $13,000 /
 * $19,500 / $26,000, daily $50 / $75 / $100); W, the IA W-4 line 7 total allowances (a dollar amount); a pay
 * period not printed: annualize, steps 1-3 on the annual figures, T3 ÷ P, then A; worked examples (biweekly
 * $2,100: Other, W $40: $2,100 − $500 = $1,600 x 3.80% = $60.80 − $1.54 = $59.26; married filing jointly
 * (spouse without earned income), W $80: $1,100 x 3.80% = $41.80 − $3.08 = $38.72; head of household, W $160:
 * $1,350 x 3.80% = $51.30 − $6.15 = $45.15).
 * Form: 2026 IA W-4, Employee Withholding Allowance Certificate (44-019a, 11/13/2025). Iowa Administrative Code
 * 701—307.3(422): an employee who fails to furnish a certificate "shall be considered as claiming no
 * withholding allowances".
 *
 * The publication was not among the stored pages; the figures were read through, and agree between:
 *   (1) the openbooks engine, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/ia.ts (the
 *       November 2025 formula: 3.80%, the three deduction columns for every printed period, the steps, the
 *       unprinted-period rule, IAC 701—307.3);
 *   (2) a second repository's test "Iowa 2026 IA W-4 official examples match all three biweekly filing
 *       groups" ($59.26, $38.72, $45.15, each with its W), which these figures reproduce (test/states/ia.test.ts).
 * Rate: Iowa Code § 422.5A (3.8% for tax years beginning on or after January 1, 2025, SF 2442 (2024)).
 * Each printed period deduction is the annual one ÷ the periods, rounded to the cent (daily ÷ 260); ia/index.ts
 * derives them so and the test checks every printed row.
 */
export interface IaYearFigures {
  year: number;
  rate: string;
  /** Annual deduction D by IA W-4 column. */
  deduction: { A: string; B: string; C: string };
  /** The pay periods per year the formula prints a deduction for (else: annualize). */
  printedPeriods: readonly number[];
  /** The rate on supplemental wages when federal tax on them is withheld at the flat rate: the highest rate. */
  supplementalRate: string;
  sources: readonly string[];
}

export const IA_2026: IaYearFigures = {
  year: 2026,
  rate: '0.038',
  deduction: { A: '13000', B: '19500', C: '26000' },
  printedPeriods: [260, 52, 26, 24, 12, 1],
  supplementalRate: '0.038',
  sources: [
    'Iowa DOR, Iowa Withholding Formula For Taxable Wages Paid Beginning January 1, 2026 (November 2025): 3.80%, deductions A / B / C, steps, examples; read through the openbooks transcription (engine/src/payroll/us/states/ia.ts) and a second repository',
    'Iowa Admin. Code r. 701—307.2(1)"c" (supplemental wages) and 701—307.3 (no certificate: no allowances)',
    'Iowa Code § 422.5A: 3.8%',
  ],
};

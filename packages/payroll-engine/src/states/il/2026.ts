/**
 * Illinois income tax withholding figures for compensation paid in 2026.
 *
 * Source: Illinois Department of Revenue, Booklet IL-700-T, Illinois Withholding Tax Tables, "Effective
 * January 1, 2026, Tax rate 4.95%", Booklet IL-700-T (R-12/25),
 * https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/withholding/documents/currentyear/il-700-t.pdf
 * — page 3 ("The income tax rate is 4.95 percent and the exemption allowance is $2,925") and page 4,
 * "Automated payroll method": withholding = .0495 x (wages − ((Line 1 allowances x $2,925) + (Line 2
 * allowances x $1,000)) ÷ number of pay periods in the year), plus the Form IL-W-4 Line 3 additional
 * amount.
 *
 * The booklet PDF was not among the stored pages, so it was read through transcriptions:
 * three independent open-source payroll engines that quote the R-12/25 booklet (cover, page 3 sentence,
 * page 4 formula and its worked example: weekly $800, 2 + 2 allowances, $7,850 ÷ 52 = $150.96, $649.04 x
 * .0495 = $32.13), and a fourth quoting IDOR Informational Bulletin FY 2026-15 (December 2025), "What's New
 * for Illinois Income Taxes", which publishes the 2026 exemption of $2,925. Cross-checked:
 * - Rate: 35 ILCS 5/201(b)(5.4), 4.95% for taxable years beginning on or after July 1, 2017
 *   (tax.illinois.gov/research/taxrates/income.html, "The income tax rate is 4.95 percent").
 * - $2,925: the basic amount $2,050 of 35 ILCS 5/204(b) plus the cost-of-living adjustment, rounded to the
 *   nearest $25; IDOR answer 851 (tax.illinois.gov/questionsandanswers/answer.851.html) as quoted by a
 *   further repository: "$2,850 for tax years beginning January 1, 2025 and $2,925 for tax years beginning
 *   January 1, 2026" (the stored copy of that answer predates 2026 and lists 2024 and 2025 only).
 * - $1,000 (Line 2): the additional exemption of 35 ILCS 5/204(d) for age 65 or over and for blindness,
 *   not indexed; the IL-W-4 worksheet also converts each $1,000 of expected federal deductions into a
 *   Line 2 allowance. Same $1,000 in every IL-700-T since 2016 (halfpricesoft 2016, 2021, 2024 formula
 *   transcriptions: "Additional Allowance = $1,000 x Number of Additional Exemptions").
 */
export interface IlYearFigures {
  year: number;
  /** The flat income tax rate applied to wages less the period's exemption. */
  rate: string;
  /** Annual amount of each Form IL-W-4 Line 1 (basic) allowance. */
  basicAllowance: string;
  /** Annual amount of each Form IL-W-4 Line 2 (additional) allowance. */
  additionalAllowance: string;
  sources: readonly string[];
}

export const IL_2026: IlYearFigures = {
  year: 2026,
  rate: '0.0495',
  basicAllowance: '2925',
  additionalAllowance: '1000',
  sources: [
    'IDOR Booklet IL-700-T (R-12/25), effective January 1, 2026: rate 4.95%, exemption allowance $2,925 (p. 3), automated payroll method and example (p. 4)',
    'IDOR Informational Bulletin FY 2026-15 (December 2025): 2026 exemption $2,925',
    '35 ILCS 5/201(b)(5.4) (4.95%), 5/204(b) ($2,050 + COLA), 5/204(d) ($1,000 additional)',
  ],
};

/**
 * Virginia income tax withholding figures for wages paid in 2026.
 *
 * Publication: Virginia Department of Taxation, Employer Withholding Instructions ("Income Tax Withholding Guide
 * for Employers"), 2614086 Rev. 05/25, https://www.tax.virginia.gov/sites/default/files/vatax-pdf/employer-withholding-instructions.pdf
 * — "Formula for Computing Tax to be Withheld" (p. 21), effective for wages paid on and after July 1, 2025:
 *   1. (G)P − [$8,750 + (E1 x $930) + (E2 x $800)] = T
 *   2. T not over $3,000: W = 2% of T; over $3,000 but not over $5,000: $60 + 3% of the excess over $3,000;
 *      over $5,000 but not over $17,000: $120 + 5% of the excess over $5,000; over $17,000: $720 + 5.75% of the
 *      excess over $17,000
 *   3. W ÷ P = W/H
 * with its example (John, semi-monthly $2,649, five personal exemptions: T = $63,576 − $13,400 = $50,176), and
 * the 5.75% flat rate employers may use on supplemental wages paid separately (p. 19). No later edition was
 * found: the $8,750 standard deduction is in force "effective January 1, 2025 through December 31, 2026".
 *
 * The booklet itself was not among the stored pages; it was read through the open-source payroll engine
 * github.com/braedonsaunders/openbooks (engine/src/payroll/us/states/va.ts and conformance-va.test.ts, "fetched
 * from tax.virginia.gov", transcribing the p. 21 formula verbatim and John's example), cross-checked against:
 * - $8,750: https://taxnews.ey.com/news/2025-1326-virginia-updates-income-tax-withholding-formula-and-tables-legislation-could-prevent-conformity-with-federal-tax-exemption-for-overtime-pay-and-tips
 *   (June 23, 2025: H.B. 1600, "effective January 1, 2025 through December 31, 2026, increases the standard
 *   deduction to $8,750 (previously $8,500) for single filers"; "The updated withholding calculations apply to
 *   wages paid on and after July 1, 2025") and https://news.bloomberglaw.com/payroll/virginia-updates-withholding-methods-effective-july-1
 *   ("The standard deduction amount increased to $8,750 from $8,500 ... according to the state's Employer
 *   Withholding Instructions. The increase ... is scheduled to expire after tax year 2026");
 * - $930, $800 and the four brackets: the Department's own withholding calculator page,
 *   http://www.tax.virginia.gov/withholding-calculator ("G x P - [$3000+ (E1 x 930) + (E2 x 800)] = T", the same
 *   2% / $60 + 3% / $120 + 5% / $720 + 5.75% brackets, "W / P = WH"), and the 2019 tables
 *   (https://pdfslide.us/documents/2019-withholding-tax-tables-withholding-formula-and-tables-for-2019-and-after-all.html,
 *   Rev. 05/19: "(G)P - [$4,500 + (E1 X $930) + (E2 X 800)] = T", same brackets): only the standard deduction
 *   has changed since.
 */
export interface VaBracket {
  /** T over this amount (annual dollars) ... */
  over: string;
  /** ... W = base + rate x (T − over). */
  base: string;
  rate: string;
}

export interface VaEdition {
  /** First payday (YYYY-MM-DD) the edition applies to; it applies until the next edition's. */
  from: string;
  publication: string;
  /** The standard deduction of step 1 (one amount: the formula does not depend on filing status). */
  standardDeduction: string;
  /** E1: each personal and dependent exemption. */
  personalExemption: string;
  /** E2: each age 65 and over, and blind, exemption. */
  ageBlindExemption: string;
  /** Step 2, in ascending order of `over`. */
  brackets: readonly VaBracket[];
}

export interface VaYearFigures {
  year: number;
  /** In payday order; the first starts on January 1. */
  editions: readonly VaEdition[];
  sources: readonly string[];
}

/** Step 2 of the formula, unchanged since 2008 (see the sources above). */
export const VA_BRACKETS: readonly VaBracket[] = Object.freeze([
  { over: '0', base: '0', rate: '0.02' },
  { over: '3000', base: '60', rate: '0.03' },
  { over: '5000', base: '120', rate: '0.05' },
  { over: '17000', base: '720', rate: '0.0575' },
]);

export const VA_2026: VaYearFigures = {
  year: 2026,
  editions: [
    {
      from: '2026-01-01',
      publication: 'Virginia Employer Withholding Instructions, 2614086 Rev. 05/25, Formula for Computing Tax to be Withheld (p. 21), wages paid on and after July 1, 2025',
      standardDeduction: '8750',
      personalExemption: '930',
      ageBlindExemption: '800',
      brackets: VA_BRACKETS,
    },
  ],
  sources: [
    'Virginia Department of Taxation, Employer Withholding Instructions 2614086 Rev. 05/25, p. 21 formula and example, p. 19 supplemental wages (read through the openbooks transcription, engine/src/payroll/us/states/va.ts)',
    'H.B. 1600 (2025): standard deduction $8,750 for taxable years 2025 and 2026; EY Tax Alert 2025-1326; Bloomberg Law, "Virginia Updates Withholding Methods, Effective July 1"',
    'http://www.tax.virginia.gov/withholding-calculator: E1 $930, E2 $800, brackets, rounding to cents',
  ],
};

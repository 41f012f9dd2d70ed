/**
 * North Carolina income tax withholding figures for wages paid in 2026.
 *
 * Publication: North Carolina Department of Revenue, NC-30, "2026 Income Tax Withholding Tables and
 * Instructions for Employers" (Web 11-25), https://www.ncdor.gov/income-tax-withholding-tables-and-instructions-employers/open
 * — the Formula Tables for the Percentage Method Withholding Computations (pp. 17-18: "Single Person, Married
 * Person, or Surviving Spouse" and "Head of Household" tables for weekly, biweekly, semimonthly and monthly
 * payroll periods, with the worked example: weekly $450, single, 2 allowances, $4.00), the Annualized Method
 * (p. 19, same example, $231.09 a year, $4.00 a week), section 12 (supplemental wages) and Form NC-4.
 *
 * The publication itself was not among the stored pages; it was read through an open-source payroll engine
 * that transcribes NC-30 (2026) line by line (github.com/braedonsaunders/openbooks,
 * engine/src/payroll/us/states/nc.ts and its conformance test, quoting the table heading "The withholding
 * calculations are based on the individual income tax rate of 3.99% plus 0.1%. This results in a withholding
 * tax rate of 4.09%", "Round off the final amount to the nearest whole dollar", the per-period amounts and both
 * worked examples), cross-checked against:
 * - a second, independent 2026 transcription of NC-30 (same per-period amounts 245.19 / 367.79 / 48.08 weekly,
 *   490.38 / 735.58 / 96.15 biweekly, 531.25 / 796.88 / 104.17 semimonthly, 1,062.50 / 1,593.75 / 208.33
 *   monthly, "withholding rate is 4.09%, including the 0.1 percentage point withholding adjustment");
 * - https://www.halfpricesoft.com/2026/taxrate-northcarolina-2026 (December 18, 2025): allowance "$2,500 ×
 *   Number of" allowances, annualised formula;
 * - https://tktenterprises1.com/NorthCarolina.html, quoting the NC-30 annual standard deduction used for
 *   withholding: "Single - $12750, Married or Qualified Widow(er) - $12750, Head of Household - $19125";
 * - the 3.99% individual income tax rate for 2026: G.S. 105-153.7 as amended by S.L. 2023-134 (rate schedule
 *   4.5% 2024, 4.25% 2025, 3.99% 2026), reported by https://www.visaverge.com/?p=57715 ("The state plans to lower
 *   this rate even further to 3.99% in 2026") and the NC-30 (rev. 11-25) sentence "the individual income tax
 *   rate for tax year 2026 will be 3.99%" quoted by a third open-source repository.
 *
 * Every printed per-period amount is the annual amount divided by the periods per year, rounded half-up to
 * the cent ($12,750 ÷ 52 = $245.19, $19,125 ÷ 26 = $735.58, $2,500 ÷ 24 = $104.17, ...);
 * test/states/nc.test.ts checks the derivation against all twelve printed figures.
 */
export interface NcYearFigures {
  year: number;
  publication: string;
  /** The individual income tax rate (G.S. 105-153.7), for the record: NOT the rate withheld at. */
  incomeTaxRate: string;
  /** The rate NC-30 withholds at: the income tax rate plus 0.1%. */
  withholdingRate: string;
  /**
   * Annual N.C. standard deduction used by the withholding formulas. NC-30 prints two schedules: "Single Person,
   * Married Person, or Surviving Spouse" (`single`) and "Head of Household" (`headOfHousehold`).
   */
  standardDeduction: { single: string; headOfHousehold: string };
  /** Annual value of one Form NC-4 withholding allowance. */
  allowance: string;
  sources: readonly string[];
}

export const NC_2026: NcYearFigures = {
  year: 2026,
  publication: 'NC-30 (Web 11-25), 2026 Income Tax Withholding Tables and Instructions for Employers',
  incomeTaxRate: '0.0399',
  withholdingRate: '0.0409',
  standardDeduction: { single: '12750', headOfHousehold: '19125' },
  allowance: '2500',
  sources: [
    'NCDOR NC-30 (Web 11-25), 2026: percentage method formula tables pp. 17-18 (3.99% + 0.1% = 4.09%; round to the nearest whole dollar), annualized method p. 19, section 12 supplemental wages',
    'https://www.ncdor.gov/income-tax-withholding-tables-and-instructions-employers/open (read through the openbooks transcription of NC-30 2026)',
    'G.S. 105-153.7 as amended by S.L. 2023-134: 3.99% for taxable years beginning in 2026',
    'https://www.halfpricesoft.com/2026/taxrate-northcarolina-2026 (allowance $2,500); https://tktenterprises1.com/NorthCarolina.html (standard deduction $12,750 / $19,125)',
  ],
};

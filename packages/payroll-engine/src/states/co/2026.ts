/**
 * Colorado income tax withholding figures for wages paid in 2026.
 *
 * Publication: Colorado Department of Revenue, DR 1098, "2026 Colorado Withholding Worksheet for Employers"
 * (rev. 10/21/25), https://tax.colorado.gov/sites/tax/files/documents/DR_1098_Colorado_Withholding_Worksheet_for_Employees.pdf
 * — Step 1 annualizes the period's wages; Step 2a the annual withholding allowance: the amount on the
 * employee's Form DR 0004 line 2, or by the federal Form W-4 Step 1(c) filing status $11,000 for married filing
 * jointly or qualifying surviving spouse and $5,500 for any other status; 2b the wages less the allowance;
 * 2c "Multiply line 2b by 4.40% (0.044)"; 2d divided by the pay periods; 2e the DR 0004 line 3 additional
 * amount. The worksheet is the Department's prescribed method (it no longer publishes tables).
 *
 * The worksheet itself was not among the stored pages; the figures were read through, and agree between:
 *   (1) the openbooks engine, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/co.ts
 *       (edition "DR 1098 (10/21/25)": "Its printed defaults are 4.40%, $11,000 MFJ / qualifying surviving
 *       spouse, and $5,500 otherwise"; its earlier edition read the 11/14/23 worksheet's $10,000 / $5,000,
 *       which the 2026 worksheet replaced);
 *   (2) a second repository's payroll rates ("DR 1098 - Colorado Withholding Worksheet for Employers (2026)",
 *       4.40%, MFJ $11,000, otherwise $5,500) and its test of a monthly $65,000 salary ($218.17 single,
 *       $198.00 joint, which these figures reproduce: test/states/co.test.ts);
 *   (3) a third repository's 2026 state notes ("DR 1098, 2026 Colorado Withholding Worksheet for Employers
 *       (rev. 10/21/25) ... subtract an annual amount of $11,000 (MFJ/QSS per W-4 Step 1(c)) or $5,500 (all
 *       other statuses), then multiply the remainder by 4.40%").
 * Rate: C.R.S. § 39-22-104(1.7), 4.40% since tax year 2022 (Proposition 121); the 2024 temporary 4.25% was a
 * one-year TABOR reduction.
 * The 11/14/22 worksheet (ses.stf.com copy) gives the rule without a certificate: "If an employee does not
 * submit form W-4 or form DR 0004, complete Step 2a as if they submitted form W-4 with an expected filing status
 * of 'single,' and enter zero on Step 2e."
 */
export interface CoYearFigures {
  year: number;
  /** Step 2c rate. */
  rate: string;
  /** Step 2a allowance by the W-4 filing status: married filing jointly (or qualifying surviving spouse), any other. */
  allowance: { marriedFilingJointly: string; other: string };
  sources: readonly string[];
}

export const CO_2026: CoYearFigures = {
  year: 2026,
  rate: '0.044',
  allowance: { marriedFilingJointly: '11000', other: '5500' },
  sources: [
    'Colorado DOR, DR 1098 (10/21/25), 2026 Colorado Withholding Worksheet for Employers, Steps 1-2f; read through the openbooks transcription (engine/src/payroll/us/states/co.ts) and two further repositories',
    'C.R.S. § 39-22-104(1.7): 4.40%',
  ],
};

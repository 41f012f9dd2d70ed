/**
 * Delaware income tax withholding figures for wages paid in 2026 (and 2025: the same figures).
 *
 * Publication: Delaware Division of Revenue, Employer's Guide (Withholding Regulations and Employer's Duties),
 * https://revenue.delaware.gov/employers-guide-withholding-regulations-employers-duties/ — Section 17, the annualized
 * method: annual wages less the standard deduction ($3,250 single and married filing separately, $6,500 married
 * filing jointly), the tax by the "Tax Computation Table Effective January 1, 2025" (the table the guide still
 * prints for 2026), less $110 for each allowance, ÷ pay periods; its three $25,000 examples: single, 1 allowance:
 * $21,750 taxable, "$741.00 + $91.00 [$1,750.00 x 5.20%]" = $832 − $110 = $722 (weekly $13.88, biweekly $27.77,
 * semimonthly $30.08, monthly $60.17); married filing jointly, 3 allowances: $18,500, $669 − $330 = $339 (weekly
 * $6.52, biweekly $13.04, semimonthly $14.13, monthly $28.25); married filing separately, 2 allowances: $832 − $220
 * = $612 (weekly $11.77, biweekly $23.54, semimonthly $25.50, monthly $51.00). Section 15: no certificate, single
 * with zero allowances.
 *
 * The guide was not among the stored pages; the figures were read in, and cross-checked between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/de.ts and
 *       conformance-de.test.ts (Section 17 steps, the table, the three examples; Section 15's default);
 *   (2) PolicyEngine's Delaware parameters (policyengine_us/parameters/gov/states/de/tax/income): the rates 0%,
 *       2.2%, 3.9%, 4.8%, 5.2%, 5.55%, 6.6% from $0, $2,000, $5,000, $10,000, $20,000, $25,000, $60,000 (since
 *       2014), the standard deduction $3,250 / $6,500 (since 2000, 30 Del. C. § 1108) and the $110 personal credit
 *       (since 1996, 30 Del. C. § 1110(b)(1)), each through the 2025 return instructions;
 *   (3) the same annualized method as transcribed by https://nfc.usda.gov/Publications/HR_Payroll/Taxes/Bulletins/2014/TAXES-14-15att.html
 *       (standard deduction, the table's lines 0.00 / 66.00 / 261.00, "$110 x Number of Personal Exemptions"),
 *       halfpricesoft.com 2019 and 2026, and Deltek's Delaware payroll help ("If the employee did not submit Form
 *       W-4, enter zero for the number of exemptions"; the standard deduction and the $110 credit).
 * The table's add-on amounts are the tax below each line: $66, $261, $741, $1,001, $2,943.50.
 */
export interface DeLine {
  /** Taxable income over this ... */
  over: string;
  /** ... pays this ... */
  base: string;
  /** ... plus this rate of the excess. */
  rate: string;
}

export interface DeYearFigures {
  year: number;
  publication: string;
  standardDeduction: { single: string; marriedJoint: string };
  table: readonly DeLine[];
  /** Subtracted from the annual tax for each allowance. */
  personalCredit: string;
  sources: readonly string[];
}

export const DE_TABLE: readonly DeLine[] = [
  { over: '0', base: '0', rate: '0' },
  { over: '2000', base: '0', rate: '0.022' },
  { over: '5000', base: '66', rate: '0.039' },
  { over: '10000', base: '261', rate: '0.048' },
  { over: '20000', base: '741', rate: '0.052' },
  { over: '25000', base: '1001', rate: '0.0555' },
  { over: '60000', base: '2943.50', rate: '0.066' },
];

export const DE_2026: DeYearFigures = {
  year: 2026,
  publication: "Delaware Division of Revenue, Employer's Guide, Sections 15 and 17 (Tax Computation Table Effective January 1, 2025, still printed for 2026)",
  standardDeduction: { single: '3250', marriedJoint: '6500' },
  table: DE_TABLE,
  personalCredit: '110',
  sources: [
    "Delaware Division of Revenue, Employer's Guide, Section 17 annualized method, table and examples; Section 15",
    'transcription: openbooks engine/src/payroll/us/states/de.ts; PolicyEngine policyengine_us/parameters/gov/states/de/tax/income (30 Del. C. §§ 1102, 1108, 1110)',
    'NFC Taxes 14-15 Delaware withholding formula; halfpricesoft.com Delaware 2019 and 2026; Deltek Delaware payroll help',
  ],
};

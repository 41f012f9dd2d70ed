/**
 * Georgia income tax withholding figures for wages paid in 2026: two editions, selected by payday.
 *
 * Publications: Georgia Department of Revenue, Employer's Tax Guide 2026 ("Employer's Withholding Tax Guide"),
 * https://dor.georgia.gov/employers-tax-guide — "Percentage Method for Employee Withholding", Table E / Table F
 * (standard deduction by filing status and dependent allowance, per payroll period) and two worked examples:
 * - REVISED December 2025 (pp. 46-47): rate 5.19%, standard deduction $24,000 married filing joint, $12,000
 *   single or head of household, $12,000 married filing separate, dependent allowance $4,000; example:
 *   semi-monthly $1,470.83, married filing joint one income, 1 dependent: $1,470.83 − $1,000.00 − $166.67 =
 *   $304.16 x 0.0519 = $15.79.
 * - REVISED June 2026 (pp. 48-49), after House Bill 463 (Ga. L. 2026, signed May 11, 2026; rate 4.99% and
 *   standard deduction $30,000 / $15,000, dependent exemption $5,000, retroactive to January 1, 2026 for the
 *   return): rate 4.99%, standard deduction $30,000 / $15,000 / $15,000, dependent allowance $5,000; Example #1:
 *   semi-monthly $2,000, married filing joint one income, 1 dependent: $2,000.00 − $1,250.00 − $208.33 = $541.67
 *   x 0.0499 = $27.03; Example #2: head of household, biweekly $935, 2 dependents: $935.00 − $576.92 − $384.62
 *   is below zero, $0 withheld.
 * Withholding does not follow the retroactive rate: "Employers must continue to withhold at the rate of 5.19%
 * before the effective date of the change and can begin withholding at the new rate of 4.99%, starting May 11,
 * 2026" (Department of Revenue, as quoted by the openbooks transcription below). "Can begin" is the employer's
 * option; this data takes it (the June 2026 guide's own tables and examples), so paydays from May 11, 2026 use
 * the June edition and earlier paydays the December edition.
 *
 * The guide itself was not among the stored pages; it was read through the open-source payroll engine
 * github.com/braedonsaunders/openbooks (engine/src/payroll/us/states/ga.ts and conformance-tranche2.test.ts,
 * "fetched from dor.georgia.gov": both editions' Table E for every payroll period, both worked examples, the
 * May 11 sentence), cross-checked against:
 * - HB 463's changes (5.19% -> 4.99%, $12,000/$24,000 -> $15,000/$30,000, $4,000 -> $5,000 for tax year 2026):
 *   PolicyEngine issue https://github.com/PolicyEngine/policyengine-us/issues/8305 ("Implement Georgia HB463"),
 *   citing O.C.G.A. §§ 48-7-20(a.1), 48-7-27(a)(1)(B), 48-7-26(b);
 * - another public repository's release note: "Georgia: 5.19 % → 4.99 % for taxable years from 1 January 2026 —
 *   O.C.G.A. §48-7-20(a.1) as amended by HB 463 (Ga. L. 2026, p. 397), signed 11 May 2026 ... the Department of
 *   Revenue's 2026 Employer's Tax Guide (June 2026) states the same", and a third transcribing "Georgia
 *   Employer's Tax Guide, revised 2026 (4.99%)" with standard deduction 15,000 / 30,000 / 15,000 and $5,000
 *   allowances;
 * - the December 2025 figures: 5.19% is the rate HB 111 (2025) set from July 1, 2025
 *   (https://taxnews.ey.com/news/2025-1288-georgia-income-tax-withholding-formula-and-tables-updated-to-reflect-retroactive-tax-cut-for-2025),
 *   HB 463 being the act that moved 2026 off it; $12,000 / $24,000 and $4,000 are the 2024-2025 amounts
 *   (https://tylernow.atlassian.net/wiki/spaces/KA/pages/948076595/How+to+Update+The+Georgia+Tax+Tables:
 *   "12,000 ... Single or Head of Household and Married Filing Separate; 24,000 ... Married Filing Jointly";
 *   "the dependent amount is 4,000 for each").
 *
 * Table E prints each period's amounts as the annual ones divided by the periods, rounded to the cent
 * ($12,000 ÷ 52 = $230.77, $30,000 ÷ 26 = $1,153.85, $5,000 ÷ 24 = $208.33); ga/index.ts derives them that way and
 * test/states/ga.test.ts checks the derivation against the printed weekly, biweekly, semimonthly, monthly,
 * quarterly and annual rows of both editions.
 */
export interface GaEdition {
  /** First payday (YYYY-MM-DD) the edition applies to; it applies until the next edition's. */
  from: string;
  publication: string;
  /** The flat rate applied to wages less the standard deduction and allowances. */
  rate: string;
  /** Annual standard deduction, Table E columns (1) married filing joint, (2) single or head of household, (3) married filing separate. */
  standardDeduction: { marriedJoint: string; singleOrHeadOfHousehold: string; marriedSeparate: string };
  /** Annual amount of one allowance (Table E column (4), dependent allowance). */
  allowance: string;
}

export interface GaYearFigures {
  year: number;
  /** In payday order; the first starts on January 1. */
  editions: readonly GaEdition[];
  sources: readonly string[];
}

export const GA_2026: GaYearFigures = {
  year: 2026,
  editions: [
    {
      from: '2026-01-01',
      publication: "Georgia DOR Employer's Tax Guide 2026, revised December 2025, Percentage Method, Tables E and F (pp. 46-47)",
      rate: '0.0519',
      standardDeduction: { marriedJoint: '24000', singleOrHeadOfHousehold: '12000', marriedSeparate: '12000' },
      allowance: '4000',
    },
    {
      from: '2026-05-11',
      publication: "Georgia DOR Employer's Tax Guide 2026, revised June 2026, Percentage Method, Tables E and F (pp. 48-49); HB 463 (2026)",
      rate: '0.0499',
      standardDeduction: { marriedJoint: '30000', singleOrHeadOfHousehold: '15000', marriedSeparate: '15000' },
      allowance: '5000',
    },
  ],
  sources: [
    "Georgia DOR Employer's Tax Guide 2026 (revised December 2025 and June 2026), https://dor.georgia.gov/employers-tax-guide, read through the openbooks transcription (engine/src/payroll/us/states/ga.ts)",
    'HB 463 (2026): O.C.G.A. §§ 48-7-20(a.1), 48-7-27(a)(1)(B), 48-7-26(b); https://github.com/PolicyEngine/policyengine-us/issues/8305',
    'HB 111 (2025): 5.19%, https://taxnews.ey.com/news/2025-1288-georgia-income-tax-withholding-formula-and-tables-updated-to-reflect-retroactive-tax-cut-for-2025',
  ],
};

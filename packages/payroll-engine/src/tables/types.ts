/**
 * Shape of one year's federal tax data. Every figure is a decimal string so
 * that nothing passes through binary floating point.
 */

/** Form W-4 (2020 or later) Step 1(c) filing status, as in the contract's EmployeeWithholdingsSetup. */
export type FilingStatus = 'Single' | 'MarriedFilingJointly' | 'HeadOfHousehold';

/**
 * One row of an annual Publication 15-T percentage-method table: if the
 * Adjusted Annual Wage Amount is at least `atLeast` (and less than the next
 * row's `atLeast`), the tentative annual withholding is `base` plus `rate` of
 * the amount exceeding `atLeast` (columns A, C, D and E of the IRS table).
 */
export interface BracketRow {
  atLeast: string;
  base: string;
  rate: string;
}

export interface TaxTableData {
  year: number;
  /** Where every figure below was checked; see the comment at the top of each data file. */
  sources: string[];
  /** Figures that could not be checked against a source (empty when all were). */
  unverified: string[];
  socialSecurity: { employeeRate: string; employerRate: string; wageBase: string };
  medicare: { employeeRate: string; employerRate: string };
  additionalMedicare: { employeeRate: string; threshold: string };
  futa: { rate: string; wageBase: string };
  supplemental: { flatRate: string; mandatoryRate: string; mandatoryThreshold: string };
  federalIncomeTax: {
    /** Worksheet 1A line 1g: subtracted from annualized wages unless the Step 2 box is checked. */
    standardAdjustment: Record<FilingStatus, string>;
    /** STANDARD Withholding Rate Schedules (Step 2 box not checked). */
    standard: Record<FilingStatus, BracketRow[]>;
    /** Form W-4, Step 2, Checkbox, Withholding Rate Schedules. */
    step2Checkbox: Record<FilingStatus, BracketRow[]>;
  };
}

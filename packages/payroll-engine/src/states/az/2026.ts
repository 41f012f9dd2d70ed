/**
 * Arizona income tax withholding figures for wages paid in 2026.
 *
 * Arizona has no withholding tables: the employee elects, on Form A-4, Employee's Arizona Withholding
 * Election, a percentage of gross taxable wages (A.R.S. § 43-401(A): "an amount prescribed by tables
 * adopted by the department"; the department's tables are the A-4 percentages). The figures are those
 * percentages and the default.
 *
 * - Percentages 0.5%, 1.0%, 1.5%, 2.0%, 2.5%, 3.0%, 3.5%: Arizona Form A-4 as revised for 2023 and still
 *   the current form (https://azdor.gov/forms/withholding-forms/employees-arizona-withholding-election;
 *   ADOR's description, as quoted in a stored search-result page: "Form A-4 allows you to select a
 *   withholding percentage from your gross taxable wages, from 0.5% to 3.5%"); ADOR news release "Revised Withholding Form A-4 Effective January 31" (January 18, 2023,
 *   https://azdor.gov/news-center/revised-withholding-form-4-effective-january-31): the form reflects
 *   "Arizona's seven lower individual income tax rates" and "retained both the zero withholding rate option
 *   and the line for additional Arizona withholding". The azdor.gov pages themselves were read only in
 *   stored copies (the stored "Withholding Tax" page still lists the pre-2023 percentages, 0.8%-5.1%, in a
 *   stale table); the seven percentages are confirmed for 2026 by https://www.halfpricesoft.com/2026/taxrate-arizona-2026
 *   (December 17, 2025: "Acceptable Exemption Data 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5"),
 *   https://withholdright.com/arizona-payroll-withholding-calculator ("Arizona Payroll Withholding Calculator
 *   (2026)": "employees elect one of seven flat rates on Form A-4 (0.5%, 1.0%, 1.5%, 2.0%, 2.5%, 3.0%, or
 *   3.5%) ... If no A-4 is on file, the default withholding rate is 2.0%"), two open-source payroll
 *   engines' 2026 Arizona modules citing Form A-4 (0.5%-3.5%, default 2.0%), and a third project listing
 *   "0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5" as the options printed on the current A-4 (citing the azdor.gov
 *   form page).
 * - Default 2.0% with no A-4 on file: the ADOR news release above ("If an employee fails to fill out the new
 *   Form A-4, the default rate will be 2.0%"); EY Tax News 2023-0154 ("If employees do not submit the 2023
 *   Form A-4, employers are instructed to use the default withholding rate of 2.0%"); PayrollOrg, Nov. 18,
 *   2022 ("the default withholding rate will be 2% (previously, the rate was 2.7%)"); the 2026 sources above.
 * - The income tax rate the percentages approximate: 2.5% flat (A.R.S. § 43-1011, tax years from 2023).
 */
export interface AzYearFigures {
  year: number;
  /** The Form A-4 box 1 percentages, as printed (percent), in the form's order. */
  percentages: readonly string[];
  /** The percentage withheld when no Form A-4 is on file (percent). */
  defaultPercentage: string;
  sources: readonly string[];
}

export const AZ_2026: AzYearFigures = {
  year: 2026,
  percentages: ['0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5'],
  defaultPercentage: '2.0',
  sources: [
    'Arizona Form A-4, Employee\'s Arizona Withholding Election (2023 revision, current): 0.5%-3.5% of gross taxable wages, zero election, extra amount',
    'ADOR news release, January 18, 2023: default rate 2.0% when no Form A-4 is filed',
    '2026: halfpricesoft.com/2026/taxrate-arizona-2026 (Dec. 17, 2025); withholdright.com Arizona calculator (2026)',
  ],
};

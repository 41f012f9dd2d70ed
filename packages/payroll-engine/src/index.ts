/**
 * @payroll/payroll-engine — pure federal gross-to-net payroll calculator.
 *
 * API (see README.md):
 *   computeEmployeeItem(input, context): EmployeeItemResult
 *   computeContractorItem(input, context?): ContractorItemResult
 *   computeTotals(employeeItems, contractorItems?): PayrollTotals
 *   taxTablesFor(year): TaxTableData        (throws UnsupportedTaxYearError)
 *   supportedTaxYears(): number[]
 *   installFederalTaxYear(json, { file, sha256 })   (a deployment's year file, checked first)
 *   splitNetPay(net, splitItems): SplitLine[]
 *   percentageMethod(tables, w4, wages, periods)  (Publication 15-T Worksheet 1A, Steps 1-3)
 *   toMoneyNumber(decimal): number           (wire conversion helper)
 *
 * Amounts in: number | string | Decimal. Amounts out: decimal.js Decimal,
 * rounded half-up to cents per line.
 */
import type Decimal from 'decimal.js';
import type { TaxDepositTaxName, TaxName } from './types';

export { computeEmployeeItem, isSection125, WARNING_NEGATIVE_NET, DEFAULT_CHILD_SUPPORT_MAX_PERCENT } from './employee';
export {
  LOCAL_WAGE_TAX,
  NO_WAGE_INCOME_TAX,
  stateWarnings,
  TAX_NOT_COMPUTED_WARNINGS,
  WARNING_LOCAL_NOT_COMPUTED,
  WARNING_STATE_NOT_COMPUTED,
  WARNING_WORK_STATE_UNKNOWN,
  type ItemStates,
} from './states';
// State taxes (docs/domain-rules.md, "State and local taxes"): computeEmployeeItem applies the withholding
// modules of states/modules.ts, the employee-paid programs and employer SUI (states/apply.ts).
export { BUILT_IN_LOCAL_TAX_CODES, BUILT_IN_LOCALITIES, computeLocalTaxes, isNoLocality, localTaxName, NO_LOCAL_TAX_STATES, LOCAL_TAX_RULES, LOCALITY_CODE, registeredInForce, type LocalTaxLine, type LocalTaxRule, type RegisteredLocalTax } from './states/locals';
export { computeStateTaxes, WARNING_SUI_NEW_EMPLOYER_RATE, type StateTaxLine, type StateTaxName } from './states/apply';
export { employerProgramName, employerStatePrograms, suiFigures, suiStates } from './states/sui';
export { WITHHOLDING_MODULES, withholdingModule } from './states/modules';
export { caWithholding } from './states/ca';
export { coWithholding } from './states/co';
export { ctWithholding } from './states/ct';
export { dcWithholding } from './states/dc';
export { deWithholding } from './states/de';
export { ksWithholding } from './states/ks';
export { neWithholding } from './states/ne';
export { nyWithholding } from './states/ny';
export { iaWithholding } from './states/ia';
export { idWithholding } from './states/id';
export { ilWithholding } from './states/il';
export { inWithholding } from './states/in';
export { kyWithholding } from './states/ky';
export { okWithholding } from './states/ok';
export { paWithholding } from './states/pa';
export { riWithholding } from './states/ri';
export { alWithholding } from './states/al';
export { arWithholding } from './states/ar';
export { azWithholding } from './states/az';
export { gaWithholding } from './states/ga';
export { hiWithholding } from './states/hi';
export { laWithholding } from './states/la';
export { maWithholding } from './states/ma';
export { mdWithholding } from './states/md';
export { meWithholding } from './states/me';
export { miWithholding } from './states/mi';
export { mnWithholding } from './states/mn';
export { moWithholding } from './states/mo';
export { msWithholding } from './states/ms';
export { mtWithholding } from './states/mt';
export { ncWithholding } from './states/nc';
export { ndWithholding } from './states/nd';
export { njWithholding } from './states/nj';
export { nmWithholding } from './states/nm';
export { ohWithholding } from './states/oh';
export { orWithholding } from './states/or';
export { scWithholding } from './states/sc';
export { utWithholding } from './states/ut';
export { vaWithholding } from './states/va';
export { vtWithholding } from './states/vt';
export { wiWithholding } from './states/wi';
export { wvWithholding } from './states/wv';
export { hasReciprocity, withholdingState, RECIPROCITY } from './states/reciprocity';
export { EMPLOYEE_PROGRAMS, employeeProgramAmount, PROGRAM_GAPS, programGaps, type EmployeeProgramCode } from './states/programs';
export type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from './states/types';
// IRS annual benefit limits (docs/domain-rules.md, "Benefit limits"), applied by computeEmployeeItem.
export {
  ageAtYearEnd,
  annualLimit,
  applyBenefitLimits,
  benefitLimitFigures,
  benefitLimitGroup,
  companyAmountCounts,
  BENEFIT_LIMIT_GROUPS,
  BENEFIT_LIMITS_2025,
  BENEFIT_LIMITS_2026,
  WARNING_BENEFIT_LIMIT,
  type BenefitContributionsYtd,
  type BenefitLimitFigures,
  type BenefitLimitGroup,
} from './benefit-limits';
export { computeContractorItem } from './contractor';
export { periodHours, type OvertimeInput, type OvertimeResult, type TimecardInput, type Weekday, type WorkplaceHours } from './overtime';
export { computeTotals, type TotalsContractorItem, type TotalsEmployeeItem } from './totals';
export { splitNetPay } from './split';
export { effectiveW4, findRow, percentageMethod, type EffectiveW4, type PercentageMethodResult } from './fit';
export { w4ExemptOn, w4ExemptThrough } from './w4';
export { computeEarnings, SALARY_HOURS_PER_YEAR } from './earnings';
export { federalTaxYearOrigin, supportedTaxYears, taxTablesFor, TABLES_2025, TABLES_2026 } from './tables';
export type { BracketRow, FilingStatus, TaxTableData, TaxYearOrigin } from './tables';
// Federal year files (README, "Adding a tax year", "Installing a year file").
export {
  BUILT_IN_FEDERAL_DIR,
  failingExamples,
  FEDERAL_YEAR_FILE_FORMAT,
  federalYearFile,
  federalYearFileCheck,
  federalYearFileProblems,
  installFederalTaxYear,
  sourceText,
  TaxYearFileError,
  type FederalYearFile,
  type YearFileExample,
  type YearFileSource,
} from './year-files';
// State year files (README, "State year files"): a state's withholding year as data, installable without a release.
export {
  BUILT_IN_STATES_DIR,
  installableStates,
  installedStateTaxYears,
  installStateTaxYear,
  STATE_FILE_NAME,
  STATE_YEAR_FILE_FORMAT,
  stateTaxYearOrigin,
  stateYearFileCheck,
  type StateYearFile,
  type StateYearFileExample,
} from './state-year-files';
// Tax coverage of a year (issue 37): what is computed, with its sources, and what is not, with why.
export {
  STATE_JURISDICTIONS,
  taxCoverage,
  type TaxCoverage,
  type TaxCoverageEffect,
  type TaxCoverageEntry,
  type TaxCoverageLevel,
  type TaxCoveragePart,
} from './coverage';
// Year-end figures (docs/year-end.md): FUTA credit reductions, the FUTA deposit threshold, the 1099-NEC threshold.
export { form1099NecThreshold, FUTA_CREDIT_REDUCTIONS, FUTA_DEPOSIT_THRESHOLD, futaCreditReduction, type FutaCreditReductionYear } from './year-end';
export { InvalidEngineInputError, PayrollEngineError, UnsupportedTaxYearError } from './errors';
import { cents } from './money';
export { cents, type Num } from './money';
export * from './types';

/** Contract PayrollItemTax name -> contract TaxDepositTax name (Futa is deposited as FederalUnemployment). */
export const TAX_DEPOSIT_NAME: Readonly<Record<TaxName, TaxDepositTaxName>> = Object.freeze({
  FederalIncomeTax: 'FederalIncomeTax',
  SocialSecurity: 'SocialSecurity',
  Medicare: 'Medicare',
  AdditionalMedicare: 'AdditionalMedicare',
  Futa: 'FederalUnemployment',
});

/**
 * Contract PayrollItemTax name -> its stable `code` within the `US` jurisdiction (openapi.yaml,
 * PayrollItemTax). Employee and company shares of one tax share the code and differ by payer.
 */
export const FEDERAL_TAX_CODE: Readonly<Record<TaxName, string>> = Object.freeze({
  FederalIncomeTax: 'us_fit',
  SocialSecurity: 'us_fica_ss',
  Medicare: 'us_fica_medicare',
  AdditionalMedicare: 'us_fica_additional_medicare',
  Futa: 'us_futa',
});

/** A cent-rounded Decimal as a JSON number for the wire (exact for cent amounts below 2^53 / 100). */
export function toMoneyNumber(value: Decimal): number {
  return cents(value).toNumber();
}

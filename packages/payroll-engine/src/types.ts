import type Decimal from 'decimal.js';
import type { Num } from './money';
import type { ItemStates } from './states';
import type { StateTaxLine } from './states/apply';
import type { FilingStatus } from './tables/types';
import type { W4Input } from './w4';

export type { FilingStatus };

/** Contract PayFrequency. */
export type PayFrequency = 'Weekly' | 'Biweekly' | 'Semimonthly' | 'Monthly' | 'Quarterly' | 'Annually';

/** Pay periods per year of each frequency (Publication 15-T, Table 3 / Worksheet 1A line 1b). */
export const PERIODS_PER_YEAR: Readonly<Record<PayFrequency, number>> = Object.freeze({
  Weekly: 52,
  Biweekly: 26,
  Semimonthly: 24,
  Monthly: 12,
  Quarterly: 4,
  Annually: 1,
});

/** Contract PaymentMethod. */
export type PaymentMethod = 'DirectDeposit' | 'Manual';

/** Contract SupplementalTaxMethod. */
export type SupplementalTaxMethod = 'Flat' | 'Aggregate';

/** Contract EarningCodeType. */
export type EarningCodeType =
  | 'Regular'
  | 'Overtime'
  | 'DoubleOvertime'
  | 'PaidHoliday'
  | 'Sick'
  | 'Pto'
  | 'Bonus'
  | 'Commission'
  | 'CashTips'
  | 'PaycheckTips'
  | 'Severance'
  | 'GroupTermLife'
  | 'OtherImputed'
  | 'NonHourlyRegular'
  | 'Reimbursement';

/**
 * Contract BenefitType. Section 125 types (`*125`, HSA and FSAs included) reduce federal income tax, FICA and
 * FUTA wages; `Pension401K` reduces federal income tax wages only; `Roth401K` reduces no wages. 401(k)
 * deferrals (both kinds), HSA, health FSA and dependent care FSA contributions are limited per year
 * (src/benefit-limits.ts).
 */
export type BenefitType =
  | 'Medical125'
  | 'Vision125'
  | 'Dental125'
  | 'Disability125'
  | 'Accident125'
  | 'Cancer125'
  | 'CriticalIllness125'
  | 'Hospital125'
  | 'Life125'
  | 'Pension401K'
  | 'Roth401K'
  | 'Hsa125'
  | 'HealthFsa125'
  | 'DependentCareFsa125';

/** Contract HsaContributionLimit: the HSA coverage tier (self-only or family HDHP coverage). */
export type HsaCoverage = 'Single' | 'Family';

/** Contract PayrollItemTax.name. `Futa` is the TaxDepositTax `FederalUnemployment` (see TAX_DEPOSIT_NAME). */
export type TaxName = 'FederalIncomeTax' | 'SocialSecurity' | 'Medicare' | 'AdditionalMedicare' | 'Futa';

/** Contract TaxDepositTax. */
export type TaxDepositTaxName =
  | 'FederalIncomeTax'
  | 'SocialSecurity'
  | 'Medicare'
  | 'AdditionalMedicare'
  | 'FederalUnemployment';

/** Contract PayrollItemTax.payer. */
export type TaxPayer = 'Employee' | 'Company';

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

/** One earning-code entry of a payment (contract PaymentEarningCodeEarning). */
export interface EarningCodeEarningInput {
  earningCodeId: string;
  value?: Num | null;
  /** Replaces `value` when present. */
  valueOverride?: Num | null;
  /** The earning code's type; when absent it is looked up in `EmployeeContext.earningCodeTypes`. */
  type?: EarningCodeType;
}

/** One earnings entry of an employee item (contract PaymentInput); omitted numbers are 0. */
export interface PaymentInput {
  workplaceId?: string;
  isSalaryRate?: boolean;
  payRate?: Num | null;
  regularHours?: Num | null;
  overtimeHours?: Num | null;
  doubleOvertimeHours?: Num | null;
  paidHolidayHours?: Num | null;
  sickHours?: Num | null;
  ptoHours?: Num | null;
  regularOverride?: Num | null;
  overtimeOverride?: Num | null;
  doubleOvertimeOverride?: Num | null;
  paidHolidayOverride?: Num | null;
  ptoOverride?: Num | null;
  sickOverride?: Num | null;
  nonHourlyRegular?: Num | null;
  bonus?: Num | null;
  commission?: Num | null;
  cashTips?: Num | null;
  paycheckTips?: Num | null;
  severance?: Num | null;
  groupTermLife?: Num | null;
  otherImputed?: Num | null;
  shareholderBenefits?: Num | null;
  shareholderHsa?: Num | null;
  earningCodeEarnings?: EarningCodeEarningInput[];
}

/** Contract PayrollReimbursement. */
export interface ReimbursementInput {
  amount: Num;
  description?: string;
}

/** An employee's pay on a payroll (contract PayrollEmployeeItemInput with defaults applied by the caller). */
export interface EmployeeItemInput {
  employeeId?: string;
  /** Default `DirectDeposit`. */
  paymentMethod?: PaymentMethod;
  /** Default `Flat`. */
  supplementalTaxMethod?: SupplementalTaxMethod;
  payments?: PaymentInput[];
  reimbursements?: ReimbursementInput[];
}

/** Form W-4 values: src/w4.ts (with the exemption rule). */
export type { W4Input };

/** An employee benefit (contract EmployeeBenefit): amounts per month, percents of the item's gross pay. */
export interface BenefitInput {
  id: string;
  type: BenefitType;
  /** First payday in force, YYYY-MM-DD. */
  effectiveStart: string;
  /** Last payday in force (inclusive), or null/absent when open-ended. */
  effectiveEnd?: string | null;
  employeeContributionAmount?: Num | null;
  employeeContributionPercent?: Num | null;
  companyContributionAmount?: Num | null;
  companyContributionPercent?: Num | null;
  /** Hsa125 only: the coverage tier whose annual limit applies; absent: Family (src/benefit-limits.ts). */
  hsaContributionLimit?: HsaCoverage | null;
}

/** A child support order (contract ChildSupport). */
export interface ChildSupportInput {
  id: string;
  /** Amount per pay period. */
  amount: Num;
  /** Percent cap of disposable earnings; default 50. */
  maxPercent?: Num | null;
  effectiveStart: string;
  effectiveEnd?: string | null;
}

/** A miscellaneous post-tax deduction (contract MiscellaneousDeduction): exactly one of amount / percent. */
export interface MiscellaneousDeductionInput {
  id: string;
  /** Amount per pay period. */
  amount?: Num | null;
  /** Percent of the item's gross pay. */
  percent?: Num | null;
  /** Lifetime cap, compared with `withheldToDate`. */
  totalAmount?: Num | null;
  /** Cap per calendar year of the payday, compared with `ytd.miscellaneousDeductions[id]`. */
  annualLimit?: Num | null;
  /** Lifetime amount withheld by earlier (approved) payrolls. */
  withheldToDate?: Num | null;
  effectiveStart: string;
  effectiveEnd?: string | null;
}

/** One account of a net pay split (contract NetPaySplitItem). */
export interface NetPaySplitItemInput {
  bankAccountId: string;
  priority: number;
  amount?: Num | null;
  percentage?: Num | null;
}

/**
 * Year-to-date figures of this employee with this employer, calendar year of
 * the payday, from payrolls paid before this one (not including it). Each is
 * the running sum of the matching `subjectWages` figure of earlier results.
 */
export interface YearToDate {
  /** Social Security wages (subjectWages.socialSecurity) so far. */
  socialSecurityWages?: Num | null;
  /** Medicare wages (subjectWages.medicare) so far; drives Additional Medicare. */
  medicareWages?: Num | null;
  /** FUTA wages (subjectWages.futa) so far. */
  futaWages?: Num | null;
  /** Supplemental wages (subjectWages.supplemental) so far; drives the 37% rate above $1,000,000. */
  supplementalWages?: Num | null;
  /** Social Security and Medicare (not Additional Medicare) withheld so far: Massachusetts' $2,000 deduction. */
  ficaEmployeeTaxes?: Num | null;
  /** Amount withheld so far this year per miscellaneous deduction id (for `annualLimit`). */
  miscellaneousDeductions?: Record<string, Num>;
  /**
   * State taxes so far this year, by tax code (`ca_sdi`, `tx_sui_er`, ...): the running sums of the
   * `subjectWages` and `amount` of earlier results' `stateTaxes` lines of that code.
   */
  stateTaxes?: Record<string, { wages?: Num | null; amount?: Num | null }>;
  /**
   * Local taxes of the earlier payrolls whose payday falls in this payday's calendar month (not this one), by
   * `<jurisdiction>:<code>`: the sums of their lines' `subjectWages` and `amount`. Monthly taxes read them (Denver's
   * occupational privilege tax: the month's wages for work in the city, and whether it was charged already).
   */
  localTaxesThisMonth?: Record<string, { wages?: Num | null; amount?: Num | null }>;
  /**
   * Contributions so far this year toward each annual benefit limit (src/benefit-limits.ts): `elective401k`
   * employee Pension401K + Roth401K, `hsa` employee + company Hsa125, `healthFsa` employee HealthFsa125,
   * `dependentCare` employee + company DependentCareFsa125.
   */
  benefitContributions?: { elective401k?: Num | null; hsa?: Num | null; healthFsa?: Num | null; dependentCare?: Num | null };
}

/** Everything besides the item itself that the gross-to-net needs. */
export interface EmployeeContext {
  /** Payday, YYYY-MM-DD: its year selects the tax tables; benefits and deductions in force on it apply. */
  payday: string;
  frequency: PayFrequency;
  /** Payroll option: withhold federal income tax on all wages at the flat supplemental rate. Default false. */
  forceSupplementalWithholdings?: boolean;
  /** Payroll option; default true. False: no benefits at all. */
  applyBenefits?: boolean;
  /** Payroll option; default true. False: no child support and no miscellaneous deductions. */
  applyDeductions?: boolean;
  /**
   * The employee's date of birth, YYYY-MM-DD: the age at the end of the payday's year decides the 401(k) and
   * HSA catch-up (src/benefit-limits.ts). Absent: no catch-up.
   */
  dateOfBirth?: string | null;
  /** The employee's W-4; null/absent: Single, no adjustments (Publication 15-T). */
  w4?: W4Input | null;
  ytd?: YearToDate;
  /** The employee's benefits; those not in force on the payday are ignored. */
  benefits?: BenefitInput[];
  /** Child support orders in creation order; those not in force on the payday are ignored. */
  childSupport?: ChildSupportInput[];
  /** Miscellaneous deductions in creation order; those not in force on the payday are ignored. */
  miscellaneousDeductions?: MiscellaneousDeductionInput[];
  /** The employee's default net pay split (DirectDeposit only); absent: no split lines. */
  netPaySplit?: NetPaySplitItemInput[];
  /** Type of each of the company's earning codes, by id. */
  earningCodeTypes?: Record<string, EarningCodeType>;
  /**
   * The states of the item (src/states/index.ts): each payment's work state and the residence state. They
   * decide the state and local warnings; absent, the work state is unknown (`work_state_unknown`).
   */
  states?: ItemStates;
  /** Last day of the pay period, YYYY-MM-DD (a state's tables may change by period end, OH); absent: the payday. */
  periodEnd?: string;
  /** The employee's state withholding certificates by state (fields as each state module documents them). */
  stateCertificates?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /**
   * The date each state certificate was signed (YYYY-MM-DD), by state. Needed for an exempt claim of a state whose
   * claim lapses (src/states/exempt-claims.ts: MN, February 15 of the next year); other certificates carry over.
   */
  stateCertificateSignedAt?: Readonly<Record<string, string>>;
  /** Local taxes registered by the partner or company (states/locals/registered.ts), applied like built-in ones. */
  localTaxes?: readonly import('./states/locals/registered').RegisteredLocalTax[];
  /** The company's state unemployment insurance rate per state in force on the payday, in percent. */
  suiRates?: Readonly<Record<string, Num>>;
  /**
   * The number of the company's employees on the payday (the service counts those active, started on or
   * before it and not terminated before it): Nebraska's special withholding procedure applies to employers
   * with more than 24 employees (src/states/ne/index.ts). Absent: a Nebraska item with wages is refused.
   */
  companyEmployeeCount?: number;
}

/** A contractor's pay on a payroll (contract PayrollContractorItemInput with defaults applied). */
export interface ContractorItemInput {
  contractorId?: string;
  paymentMethod?: PaymentMethod;
  hours?: Num | null;
  payRate?: Num | null;
  /** A given gross amount, replacing hours x payRate. */
  amount?: Num | null;
  reimbursement?: Num | null;
}

export interface ContractorContext {
  netPaySplit?: NetPaySplitItemInput[];
}

// ---------------------------------------------------------------------------
// Outputs (all money as Decimal rounded to cents)
// ---------------------------------------------------------------------------

/**
 * Kind of an earnings line: the EarningCodeType names, plus `ShareholderBenefits`
 * and `ShareholderHsa` (payment fields without an earning-code type).
 */
export type EarningKind = EarningCodeType | 'ShareholderBenefits' | 'ShareholderHsa';

export interface EarningLine {
  kind: EarningKind;
  /** Index of the payment in `input.payments`. */
  paymentIndex: number;
  workplaceId?: string;
  earningCodeId?: string;
  /** For hourly lines: hours, the rate per hour and the multiplier (absent for amount lines). */
  hours?: Decimal;
  rate?: Decimal;
  multiplier?: Decimal;
  /** True when the amount came from an `*Override` (or an earning code's `valueOverride`). */
  overridden: boolean;
  amount: Decimal;
  /** Paid in cash (false for cash tips and imputed income). */
  cash: boolean;
  /** Supplemental wages (bonus, commission, severance). */
  supplemental: boolean;
}

export interface ReimbursementLine {
  amount: Decimal;
  description?: string;
  /** Set for an earning code of type Reimbursement. */
  earningCodeId?: string;
  paymentIndex?: number;
}

export interface ItemTax {
  name: TaxName;
  payer: TaxPayer;
  amount: Decimal;
}

export interface ItemBenefit {
  benefitId: string;
  type: BenefitType;
  employeeAmount: Decimal;
  companyAmount: Decimal;
}

export interface ItemDeduction {
  deductionId: string;
  kind: 'ChildSupport' | 'Miscellaneous';
  amount: Decimal;
}

export interface SplitLine {
  bankAccountId: string;
  priority: number;
  amount: Decimal;
}

/** Contract PayrollWarning. */
export interface PayrollWarning {
  code: string;
  message: string;
  employeeId?: string;
  contractorId?: string;
}

/** Wages each tax applies to this period, before wage-base caps and thresholds. */
export interface SubjectWages {
  /** Federal income tax wages: gross - Section 125 - Pension401K (floored at 0); Roth401K reduces nothing. */
  federalIncomeTax: Decimal;
  /** Part of federalIncomeTax withheld by the percentage method. */
  federalIncomeTaxRegular: Decimal;
  /** Part of federalIncomeTax treated as supplemental wages. */
  federalIncomeTaxSupplemental: Decimal;
  /** Social Security wages: gross - Section 125 (floored at 0). */
  socialSecurity: Decimal;
  /** Medicare wages: gross - Section 125 (floored at 0). */
  medicare: Decimal;
  /** FUTA wages: gross - Section 125 (floored at 0). */
  futa: Decimal;
  /** Supplemental wages this period for the $1,000,000 test (= federalIncomeTaxSupplemental). */
  supplemental: Decimal;
}

/** How federal income tax was found (Publication 15-T Worksheet 1A and the supplemental rates). */
export interface FederalIncomeTaxDetail {
  filingStatus: FilingStatus;
  step2Checkbox: boolean;
  /** Whether a W-4 was on file (false: Single, no adjustments; also an exempt claim past its February 15). */
  w4OnFile: boolean;
  /** An exempt claim in force on the payday: no withholding but the mandatory 37% (src/w4.ts). */
  w4Exempt: boolean;
  /** Worksheet 1A line 1i, the Adjusted Annual Wage Amount (unrounded); null when the percentage method was not run. */
  adjustedAnnualWage: Decimal | null;
  /** Line 2f, tentative annual withholding; null when not run. */
  tentativeAnnualWithholding: Decimal | null;
  /** Line 3c rounded to cents (tentative per period less Step 3 credits, floored at 0). */
  percentageMethodAmount: Decimal;
  /** Step 4(c) added. */
  extraWithholding: Decimal;
  /** Supplemental wages withheld at the flat rate (22%) and at the mandatory rate (37%). */
  flatRateWages: Decimal;
  mandatoryRateWages: Decimal;
  /** Flat and mandatory withholding together, rounded to cents. */
  supplementalAmount: Decimal;
  total: Decimal;
}

export interface EmployeeItemResult {
  employeeId?: string;
  paymentMethod: PaymentMethod;
  supplementalTaxMethod: SupplementalTaxMethod;
  taxYear: number;
  periodsPerYear: number;
  earnings: EarningLine[];
  /** Sum of all earnings, cash and non-cash (contract grossPay). */
  grossPay: Decimal;
  /** Earnings not paid in cash (cash tips, group-term life, other imputed, shareholder benefits/HSA). */
  nonCashEarnings: Decimal;
  /** Reimbursement lines: the item's reimbursements, then earning codes of type Reimbursement. */
  reimbursements: ReimbursementLine[];
  /** Sum of `reimbursements` (contract reimbursementTotal); not taxable, added to net. */
  reimbursementTotal: Decimal;
  benefits: ItemBenefit[];
  employeeBenefits: Decimal;
  companyBenefits: Decimal;
  /**
   * Federal taxes, always the same seven lines in this order (a zero amount is kept):
   * FederalIncomeTax/Employee, SocialSecurity/Employee, SocialSecurity/Company,
   * Medicare/Employee, Medicare/Company, AdditionalMedicare/Employee, Futa/Company.
   */
  taxes: ItemTax[];
  /**
   * State taxes (src/states/apply.ts): income tax, employee programs and employer SUI, each with its
   * jurisdiction and code; zero amounts are kept (their wages count toward later wage bases).
   */
  stateTaxes: StateTaxLine[];
  /** Federal and state taxes withheld from the employee. */
  employeeTaxes: Decimal;
  /** Federal and state taxes the company pays. */
  companyTaxes: Decimal;
  subjectWages: SubjectWages;
  /** Wages each tax's rate was applied to, after wage bases and thresholds. */
  taxableWages: Record<TaxName, Decimal>;
  federalIncomeTax: FederalIncomeTaxDetail;
  /** grossPay - employeeTaxes: the base of the child support cap. */
  disposableEarnings: Decimal;
  deductions: ItemDeduction[];
  deductionTotal: Decimal;
  netPay: Decimal;
  negativeNet: boolean;
  /** Net pay by bank account (DirectDeposit with a split only; else empty). */
  splits: SplitLine[];
  warnings: PayrollWarning[];
}

export interface ContractorItemResult {
  contractorId?: string;
  paymentMethod: PaymentMethod;
  hours: Decimal;
  payRate: Decimal;
  grossPay: Decimal;
  reimbursement: Decimal;
  netPay: Decimal;
  splits: SplitLine[];
  warnings: PayrollWarning[];
}

/** Contract PayrollTotals. */
export interface PayrollTotals {
  employeeGross: Decimal;
  employeeReimbursements: Decimal;
  employeeTaxes: Decimal;
  employeeBenefits: Decimal;
  deductions: Decimal;
  employeeNet: Decimal;
  contractorGross: Decimal;
  contractorReimbursements: Decimal;
  contractorNet: Decimal;
  companyTaxes: Decimal;
  companyBenefits: Decimal;
  liability: Decimal;
  cashRequirement: Decimal;
}

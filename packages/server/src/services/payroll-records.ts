// What a payroll's computed figures look like in the database (on the wire: payroll-present.ts).
//
// Stored shapes (PayrollEmployeeItem / PayrollContractorItem JSON columns): every amount, hour and
// rate is a decimal string ("59.38"), so nothing passes through binary floating point. The paystub
// and tax-document code reads these shapes; keep them backward compatible.
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import { EMPLOYEE_PROGRAMS, employerProgramName, localTaxName, type StateTaxLine } from '@payroll/payroll-engine';
import type {
  ContractorItemResult,
  EarningLine,
  EmployeeItemResult,
  PayrollTotals,
  PayrollWarning,
  SplitLine,
} from '@payroll/payroll-engine';
import type { Decimal as EngineDecimal } from 'decimal.js';
import type { ContractorItemInsert, EmployeeItemInsert } from '../repositories/payrolls';
import { Decimal } from '../repositories/decimal';
import { defined } from './format';

type Dec = { toFixed(dp?: number): string };
type Json = Prisma.InputJsonValue;

/** Cents as a decimal string. */
const c = (d: Dec): string => d.toFixed(2);
/** Hours, rates and multipliers: exact, trailing zeros dropped. */
const exact = (d: EngineDecimal): string => d.toString();

// ---------- stored JSON shapes ----------

/** Earnings line types of the contract's PaystubLine. */
export type EarningType =
  | 'Regular'
  | 'Overtime'
  | 'DoubleOvertime'
  | 'PaidHoliday'
  | 'Sick'
  | 'Pto'
  | 'Salary'
  | 'NonHourlyRegular'
  | 'Bonus'
  | 'Commission'
  | 'CashTips'
  | 'PaycheckTips'
  | 'Severance'
  | 'GroupTermLife'
  | 'OtherImputed'
  | 'ShareholderBenefits'
  | 'ShareholderHsa'
  | 'EarningCode';

export interface StoredEarning {
  type: EarningType;
  description: string;
  paymentIndex: number;
  workplaceId?: string;
  earningCodeId?: string;
  earningCodeType?: string;
  hours?: string;
  /** Per hour, multiplier applied. */
  rate?: string;
  amount: string;
  cash: boolean;
  supplemental: boolean;
  overridden: boolean;
}
export interface StoredReimbursement {
  amount: string;
  description: string;
  earningCodeId?: string;
}
export interface StoredBenefit {
  benefitId: string;
  type: Schema<'BenefitType'>;
  description: string;
  employeeAmount: string;
  companyAmount: string;
}
export interface StoredDeduction {
  deductionId: string;
  kind: 'ChildSupport' | 'Miscellaneous';
  description: string;
  amount: string;
}
export interface StoredSplit {
  bankAccountId: string;
  priority: number;
  amount: string;
  accountNumberLastFour: string;
  type: string;
}
export type Warning = Schema<'PayrollWarning'>;

const EARNING_LABEL: Record<Exclude<EarningType, 'EarningCode'>, string> = {
  Regular: 'Regular',
  Overtime: 'Overtime',
  DoubleOvertime: 'Double overtime',
  PaidHoliday: 'Paid holiday',
  Sick: 'Sick',
  Pto: 'PTO',
  Salary: 'Salary',
  NonHourlyRegular: 'Regular (amount)',
  Bonus: 'Bonus',
  Commission: 'Commission',
  CashTips: 'Cash tips',
  PaycheckTips: 'Paycheck tips',
  Severance: 'Severance',
  GroupTermLife: 'Group-term life',
  OtherImputed: 'Other imputed income',
  ShareholderBenefits: 'Shareholder benefits',
  ShareholderHsa: 'Shareholder HSA',
};

/** Display data the engine does not know: names of earning codes, benefits and deductions, bank accounts. */
export interface Labels {
  earningCodes: Map<string, { name: string; type: string }>;
  benefits: Map<string, string | null>;
  childSupports: Map<string, { description: string | null; caseNumber: string }>;
  miscDeductions: Map<string, string | null>;
  bankAccounts: Map<string, { accountNumberLastFour: string; type: string }>;
}

function storedEarning(l: EarningLine, isSalaryPayment: boolean, labels: Labels): StoredEarning {
  const code = l.earningCodeId ? labels.earningCodes.get(l.earningCodeId) : undefined;
  const salary = isSalaryPayment && l.kind === 'Regular' && !l.earningCodeId;
  const type: EarningType = l.earningCodeId ? 'EarningCode' : salary ? 'Salary' : (l.kind as EarningType);
  const hourly = !salary && l.hours !== undefined && l.rate !== undefined && l.multiplier !== undefined;
  const out: StoredEarning = {
    type,
    description: code?.name ?? EARNING_LABEL[type as Exclude<EarningType, 'EarningCode'>] ?? type,
    paymentIndex: l.paymentIndex,
    amount: c(l.amount),
    cash: l.cash,
    supplemental: l.supplemental,
    overridden: l.overridden,
  };
  if (l.workplaceId !== undefined) out.workplaceId = l.workplaceId;
  if (l.earningCodeId !== undefined) {
    out.earningCodeId = l.earningCodeId;
    if (code) out.earningCodeType = code.type;
  }
  if (hourly) {
    out.hours = exact(l.hours!);
    out.rate = exact(l.rate!.mul(l.multiplier!));
  }
  return out;
}

function storedSplits(splits: SplitLine[], labels: Labels): StoredSplit[] {
  return splits.map((s) => {
    const account = labels.bankAccounts.get(s.bankAccountId);
    return { bankAccountId: s.bankAccountId, priority: s.priority, amount: c(s.amount), accountNumberLastFour: account?.accountNumberLastFour ?? '', type: account?.type ?? 'Checking' };
  });
}

/** What an employee item row holds besides its identity: the request echo and the computed figures. */
export interface EmployeeItemRequest {
  id: string;
  employeeId: string;
  position: number;
  paymentMethod: Schema<'PaymentMethod'>;
  flsaOvertimeExemption: Schema<'FlsaOvertimeExemption'>;
  supplementalTaxMethod: Schema<'SupplementalTaxMethod'>;
  payments: Schema<'PaymentInput'>[];
  reimbursements: Schema<'PayrollReimbursement'>[];
  netPaySplitId: string | null;
  /** Hours from timecards (timecardHours): the timecards that made `payments`; recomputed at every computation. */
  timecardIds?: string[];
  createdAt?: Date;
}

/** A state tax line as stored in PayrollEmployeeItem.stateTaxes (decimal strings). */
export interface StoredStateTax {
  jurisdiction: string;
  code: string;
  name: StateTaxLine['name'];
  payer: 'Employee' | 'Company';
  description: string;
  amount: string;
  subjectWages: string;
  taxableWages: string;
  supplementalAmount?: string;
  /** Local taxes: the agency a registered tax names (tax deposits). */
  agency?: string;
}

/** Human label of a state tax line (paystubs, reports). */
export function stateTaxDescription(line: { jurisdiction: string; code: string; name: string; label?: string }): string {
  switch (line.name) {
    case 'StateIncomeTax':
      return `${line.jurisdiction} income tax`;
    case 'StateProgram':
      return (EMPLOYEE_PROGRAMS as Record<string, { name: string } | undefined>)[line.code]?.name ?? `${line.jurisdiction} ${line.code}`;
    case 'StateUnemployment':
      return `${line.jurisdiction} unemployment insurance (employer)`;
    // A built-in local tax in words ("New York City resident tax"); a registered one by the name it was given,
    // else by its locality and code.
    case 'LocalIncomeTax':
      return localTaxName(line.jurisdiction, line.code) ?? line.label ?? `${line.jurisdiction} local tax (${line.code})`;
    case 'LocalEmployerTax': {
      const name = localTaxName(line.jurisdiction, line.code) ?? line.label;
      return name ? (name.endsWith('(employer)') ? name : `${name} (employer)`) : `${line.jurisdiction} local tax (${line.code}, employer)`;
    }
    default:
      return `${employerProgramName(line.code) ?? `${line.jurisdiction} ${line.code}`} (employer)`;
  }
}

export function storedStateTaxes(lines: readonly StateTaxLine[]): StoredStateTax[] {
  return lines.map((l) =>
    defined({
      jurisdiction: l.jurisdiction,
      code: l.code,
      name: l.name,
      payer: l.payer,
      description: stateTaxDescription(l),
      amount: c(l.amount),
      subjectWages: c(l.subjectWages),
      taxableWages: c(l.taxableWages),
      supplementalAmount: l.supplementalAmount ? c(l.supplementalAmount) : undefined,
      agency: l.agency,
    }) as StoredStateTax,
  );
}

const tax = (r: EmployeeItemResult, name: string, payer: string) => r.taxes.find((t) => t.name === name && t.payer === payer)!.amount;

export function employeeItemData(
  payroll: { id: string; companyId: string },
  req: EmployeeItemRequest,
  r: EmployeeItemResult,
  extraWarnings: Warning[],
  labels: Labels,
): EmployeeItemInsert {
  const reimbursementLines: StoredReimbursement[] = r.reimbursements.map((l) =>
    defined({
      amount: c(l.amount),
      description: l.description ?? (l.earningCodeId ? (labels.earningCodes.get(l.earningCodeId)?.name ?? 'Reimbursement') : 'Reimbursement'),
      earningCodeId: l.earningCodeId,
    }),
  );
  const benefits: StoredBenefit[] = r.benefits.map((b) => ({
    benefitId: b.benefitId,
    type: b.type,
    description: labels.benefits.get(b.benefitId) ?? b.type,
    employeeAmount: c(b.employeeAmount),
    companyAmount: c(b.companyAmount),
  }));
  const deductions: StoredDeduction[] = r.deductions.map((d) => {
    let description: string;
    if (d.kind === 'ChildSupport') {
      const cs = labels.childSupports.get(d.deductionId);
      description = cs?.description ?? `Child support ${cs?.caseNumber ?? ''}`.trim();
    } else description = labels.miscDeductions.get(d.deductionId) ?? 'Miscellaneous';
    return { deductionId: d.deductionId, kind: d.kind, description, amount: c(d.amount) };
  });
  const f = r.federalIncomeTax;
  const fitDetail = {
    filingStatus: f.filingStatus,
    step2Checkbox: f.step2Checkbox,
    w4OnFile: f.w4OnFile,
    w4Exempt: f.w4Exempt,
    adjustedAnnualWage: f.adjustedAnnualWage ? f.adjustedAnnualWage.toString() : null,
    tentativeAnnualWithholding: f.tentativeAnnualWithholding ? f.tentativeAnnualWithholding.toString() : null,
    percentageMethodAmount: c(f.percentageMethodAmount),
    extraWithholding: c(f.extraWithholding),
    flatRateWages: c(f.flatRateWages),
    mandatoryRateWages: c(f.mandatoryRateWages),
    supplementalAmount: c(f.supplementalAmount),
    total: c(f.total),
  };
  return {
    id: req.id,
    payrollId: payroll.id,
    companyId: payroll.companyId,
    employeeId: req.employeeId,
    position: req.position,
    paymentMethod: req.paymentMethod,
    flsaOvertimeExemption: req.flsaOvertimeExemption,
    supplementalTaxMethod: req.supplementalTaxMethod,
    payments: req.payments as unknown as Json,
    reimbursements: req.reimbursements as unknown as Json,
    netPaySplitId: req.netPaySplitId,
    grossPay: c(r.grossPay),
    nonCashEarnings: c(r.nonCashEarnings),
    reimbursementTotal: c(r.reimbursementTotal),
    employeeTaxes: c(r.employeeTaxes),
    companyTaxes: c(r.companyTaxes),
    employeeBenefits: c(r.employeeBenefits),
    companyBenefits: c(r.companyBenefits),
    deductionTotal: c(r.deductionTotal),
    netPay: c(r.netPay),
    federalIncomeTax: c(tax(r, 'FederalIncomeTax', 'Employee')),
    socialSecurityEmployee: c(tax(r, 'SocialSecurity', 'Employee')),
    socialSecurityCompany: c(tax(r, 'SocialSecurity', 'Company')),
    medicareEmployee: c(tax(r, 'Medicare', 'Employee')),
    medicareCompany: c(tax(r, 'Medicare', 'Company')),
    additionalMedicareEmployee: c(tax(r, 'AdditionalMedicare', 'Employee')),
    futaCompany: c(tax(r, 'Futa', 'Company')),
    subjectFederalIncomeTaxWages: c(r.subjectWages.federalIncomeTax),
    subjectSocialSecurityWages: c(r.subjectWages.socialSecurity),
    subjectMedicareWages: c(r.subjectWages.medicare),
    subjectFutaWages: c(r.subjectWages.futa),
    subjectSupplementalWages: c(r.subjectWages.supplemental),
    taxableFederalIncomeTaxWages: c(r.taxableWages.FederalIncomeTax),
    taxableSocialSecurityWages: c(r.taxableWages.SocialSecurity),
    taxableMedicareWages: c(r.taxableWages.Medicare),
    taxableAdditionalMedicareWages: c(r.taxableWages.AdditionalMedicare),
    taxableFutaWages: c(r.taxableWages.Futa),
    earnings: r.earnings.map((l) => storedEarning(l, req.payments[l.paymentIndex]?.isSalaryRate === true, labels)) as unknown as Json,
    reimbursementLines: reimbursementLines as unknown as Json,
    benefits: benefits as unknown as Json,
    deductions: deductions as unknown as Json,
    splits: storedSplits(r.splits, labels) as unknown as Json,
    federalIncomeTaxDetail: fitDetail as unknown as Json,
    stateTaxes: storedStateTaxes(r.stateTaxes) as unknown as Json,
    timecardIds: (req.timecardIds ?? []) as unknown as Json,
    warnings: [...(r.warnings as Warning[]), ...extraWarnings] as unknown as Json,
    ...(req.createdAt ? { createdAt: req.createdAt } : {}),
  };
}

export interface ContractorItemRequest {
  id: string;
  contractorId: string;
  position: number;
  workplaceId: string | null;
  paymentMethod: Schema<'PaymentMethod'>;
  /** Numbers as sent, or decimal strings when recomputed from stored rows. */
  hours: number | string;
  payRate: number | string;
  reimbursement: number | string;
  netPaySplitId: string | null;
  createdAt?: Date;
}

export function contractorItemData(
  payroll: { id: string; companyId: string },
  req: ContractorItemRequest,
  r: ContractorItemResult,
  extraWarnings: Warning[],
  labels: Labels,
): ContractorItemInsert {
  return {
    id: req.id,
    payrollId: payroll.id,
    companyId: payroll.companyId,
    contractorId: req.contractorId,
    position: req.position,
    workplaceId: req.workplaceId,
    paymentMethod: req.paymentMethod,
    hours: r.hours.toString(),
    payRate: r.payRate.toString(),
    reimbursement: c(r.reimbursement),
    grossPay: c(r.grossPay),
    netPay: c(r.netPay),
    netPaySplitId: req.netPaySplitId,
    splits: storedSplits(r.splits, labels) as unknown as Json,
    warnings: [...(r.warnings as Warning[]), ...extraWarnings] as unknown as Json,
    ...(req.createdAt ? { createdAt: req.createdAt } : {}),
  };
}

/** Payroll.totals as stored: the engine's totals as decimal strings, and the taxes by jurisdiction. */
export type StoredTotals = Partial<Record<keyof PayrollTotals, string>> & {
  taxesByJurisdiction?: Array<{ jurisdiction: string; employeeTaxes: string; companyTaxes: string }>;
};

export function storedTotals(t: PayrollTotals, items: ReadonlyArray<Pick<EmployeeItemResult, 'taxes' | 'stateTaxes'>> = []): StoredTotals {
  const out: StoredTotals = {};
  for (const [k, v] of Object.entries(t)) out[k as keyof PayrollTotals] = c(v as EngineDecimal);
  out.taxesByJurisdiction = taxesByJurisdiction(items.flatMap((item) => [...item.taxes.map((x) => ({ ...x, jurisdiction: 'US' })), ...item.stateTaxes]));
  return out;
}

/** A payroll's taxes by jurisdiction: `US` first, then the states in alphabetical order; sums of cent amounts. */
export function taxesByJurisdiction(lines: Iterable<{ jurisdiction: string; payer: string; amount: { toString(): string } }>): NonNullable<StoredTotals['taxesByJurisdiction']> {
  const by = new Map<string, { employee: Decimal; company: Decimal }>();
  for (const line of lines) {
    const j = by.get(line.jurisdiction) ?? { employee: new Decimal(0), company: new Decimal(0) };
    if (line.payer === 'Employee') j.employee = j.employee.plus(line.amount.toString());
    else j.company = j.company.plus(line.amount.toString());
    by.set(line.jurisdiction, j);
  }
  return [...by.entries()]
    .sort(([a], [b]) => (a === 'US' ? -1 : b === 'US' ? 1 : a.localeCompare(b)))
    .map(([jurisdiction, j]) => ({ jurisdiction, employeeTaxes: c(j.employee), companyTaxes: c(j.company) }));
}

export type { PayrollWarning };

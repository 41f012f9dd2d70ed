// What a payroll's computed figures look like in the database and on the wire.
//
// Stored shapes (PayrollEmployeeItem / PayrollContractorItem JSON columns): every amount, hour and
// rate is a decimal string ("59.38"), so nothing passes through binary floating point. The paystub
// and tax-document code reads these shapes; keep them backward compatible.
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import { EMPLOYEE_PROGRAMS, FEDERAL_TAX_CODE, type StateTaxLine, type TaxName } from '@payroll/payroll-engine';
import type {
  ContractorItemResult,
  EarningLine,
  EmployeeItemResult,
  PayrollTotals,
  PayrollWarning,
  SplitLine,
} from '@payroll/payroll-engine';
import type { Decimal as EngineDecimal } from 'decimal.js';
import type { ContractorItemInsert, ContractorItemRow, EmployeeItemInsert, EmployeeItemRow, PayrollRow } from '../repositories/payrolls';
import { defined, isoDate, isoDateTime } from './format';

type Dec = { toFixed(dp?: number): string };
type Json = Prisma.InputJsonValue;

/** Cents as a decimal string. */
const c = (d: Dec): string => d.toFixed(2);
/** Hours, rates and multipliers: exact, trailing zeros dropped. */
const exact = (d: EngineDecimal): string => d.toString();
/** Decimal string (or Prisma Decimal) to a JSON number for the wire. */
const num = (v: string | Dec | number): number => (typeof v === 'number' ? v : Number(typeof v === 'string' ? v : v.toFixed(2)));

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
}

/** Human label of a state tax line (paystubs, reports). */
export function stateTaxDescription(line: { jurisdiction: string; code: string; name: string }): string {
  switch (line.name) {
    case 'StateIncomeTax':
      return `${line.jurisdiction} income tax`;
    case 'StateProgram':
      return (EMPLOYEE_PROGRAMS as Record<string, { name: string } | undefined>)[line.code]?.name ?? `${line.jurisdiction} ${line.code}`;
    case 'StateUnemployment':
      return `${line.jurisdiction} unemployment insurance (employer)`;
    default:
      return `${line.jurisdiction} ${line.code} (employer)`;
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
  // `US` first, then the states in alphabetical order; sums of cent amounts.
  const by = new Map<string, { employee: EngineDecimal; company: EngineDecimal }>();
  for (const item of items) {
    for (const line of [...item.taxes.map((x) => ({ ...x, jurisdiction: 'US' })), ...item.stateTaxes]) {
      const j = by.get(line.jurisdiction) ?? { employee: t.employeeTaxes.mul(0), company: t.employeeTaxes.mul(0) };
      if (line.payer === 'Employee') j.employee = j.employee.plus(line.amount);
      else j.company = j.company.plus(line.amount);
      by.set(line.jurisdiction, j);
    }
  }
  out.taxesByJurisdiction = [...by.entries()]
    .sort(([a], [b]) => (a === 'US' ? -1 : b === 'US' ? 1 : a.localeCompare(b)))
    .map(([jurisdiction, j]) => ({ jurisdiction, employeeTaxes: c(j.employee), companyTaxes: c(j.company) }));
  return out;
}

// ---------- presenting ----------

/** Tax lines in the contract's order (employee, then company); zero amounts are left out. */
const TAX_COLUMNS: Array<[TaxName, 'Employee' | 'Company', keyof EmployeeItemLike]> = [
  ['FederalIncomeTax', 'Employee', 'federalIncomeTax'],
  ['SocialSecurity', 'Employee', 'socialSecurityEmployee'],
  ['Medicare', 'Employee', 'medicareEmployee'],
  ['AdditionalMedicare', 'Employee', 'additionalMedicareEmployee'],
  ['SocialSecurity', 'Company', 'socialSecurityCompany'],
  ['Medicare', 'Company', 'medicareCompany'],
  ['Futa', 'Company', 'futaCompany'],
];

/** An employee item row: the one presentation of stored and of freshly computed (preview) items. */
export type EmployeeItemLike = Omit<EmployeeItemRow, 'createdAt' | 'updatedAt'>;
export type ContractorItemLike = Omit<ContractorItemRow, 'createdAt' | 'updatedAt'>;

/** The item's taxes: federal then state lines withheld from the employee, then those the company pays; zero amounts left out. */
function presentItemTaxes(i: EmployeeItemLike): Schema<'PayrollItemTax'>[] {
  const federal: Schema<'PayrollItemTax'>[] = [];
  for (const [name, payer, column] of TAX_COLUMNS) {
    const amount = num(i[column] as Dec);
    if (amount !== 0) federal.push({ name, payer, amount, jurisdiction: 'US', code: FEDERAL_TAX_CODE[name] });
  }
  const state: Schema<'PayrollItemTax'>[] = ((i.stateTaxes ?? []) as unknown as StoredStateTax[])
    .map((t) => ({ name: t.name, payer: t.payer, amount: num(t.amount), jurisdiction: t.jurisdiction, code: t.code }))
    .filter((t) => t.amount !== 0);
  const byPayer = (payer: string) => [...federal, ...state].filter((t) => t.payer === payer);
  return [...byPayer('Employee'), ...byPayer('Company')];
}

/** An item's bounced direct deposit (openapi.yaml sandboxFailPayrollItemPayment), when it has one. */
function paymentFailureOf(i: { paymentFailedAt?: Date | null; paymentFailureReason?: string | null }) {
  return i.paymentFailedAt ? { paymentFailure: { failedAt: isoDateTime(i.paymentFailedAt)!, reason: i.paymentFailureReason ?? '' } } : {};
}

/** An item's void (openapi.yaml voidPayrollItem): isVoid always; its reason and time once void. Computed items are never void. */
function voidOf(i: { isVoid?: boolean; voidReason?: string | null; voidedAt?: Date | null }) {
  return i.isVoid ? { isVoid: true, voidReason: i.voidReason ?? '', voidedAt: isoDateTime(i.voidedAt ?? null)! } : { isVoid: false };
}

export function presentEmployeeItem(i: EmployeeItemLike): Schema<'PayrollEmployeeItem'> {
  const taxes = presentItemTaxes(i);
  return {
    id: i.id,
    employeeId: i.employeeId,
    paymentMethod: i.paymentMethod,
    flsaOvertimeExemption: i.flsaOvertimeExemption,
    supplementalTaxMethod: i.supplementalTaxMethod,
    payments: i.payments as unknown as Schema<'PaymentInput'>[],
    reimbursements: i.reimbursements as unknown as Schema<'PayrollReimbursement'>[],
    grossPay: num(i.grossPay),
    netPay: num(i.netPay),
    reimbursementTotal: num(i.reimbursementTotal),
    taxes,
    benefits: (i.benefits as unknown as StoredBenefit[]).map((b) => ({
      benefitId: b.benefitId,
      type: b.type,
      employeeAmount: num(b.employeeAmount),
      companyAmount: num(b.companyAmount),
    })),
    deductions: (i.deductions as unknown as StoredDeduction[]).map((d) => ({ deductionId: d.deductionId, kind: d.kind, amount: num(d.amount) })),
    warnings: i.warnings as unknown as Warning[],
    ...((i.timecardIds as unknown as string[] | undefined)?.length ? { timecardIds: i.timecardIds as unknown as string[] } : {}),
    ...paymentFailureOf(i),
    ...voidOf(i),
  };
}

export function presentContractorItem(i: ContractorItemLike): Schema<'PayrollContractorItem'> {
  return defined({
    id: i.id,
    contractorId: i.contractorId,
    workplaceId: i.workplaceId,
    paymentMethod: i.paymentMethod,
    hours: Number(i.hours.toString()),
    payRate: Number(i.payRate.toString()),
    reimbursement: num(i.reimbursement),
    grossPay: num(i.grossPay),
    netPay: num(i.netPay),
    ...paymentFailureOf(i),
    ...voidOf(i),
  }) as Schema<'PayrollContractorItem'>;
}

export type PayrollHeaderLike = Omit<PayrollRow, 'employeeItems' | 'contractorItems'>;

/** The payroll without its items and warnings: what payroll events carry. */
export function presentPayrollHeader(p: PayrollHeaderLike) {
  const { taxesByJurisdiction, ...totals } = p.totals as StoredTotals;
  return {
    ...defined({ paymentScheduleId: p.paymentScheduleId, approvedAt: isoDateTime(p.approvedAt) }),
    id: p.id,
    companyId: p.companyId,
    periodStart: isoDate(p.periodStart)!,
    periodEnd: isoDate(p.periodEnd)!,
    deadline: isoDate(p.deadline)!,
    payday: isoDate(p.payday)!,
    status: p.status,
    type: p.type,
    ...(p.offCycleReason ? { offCycleReason: p.offCycleReason as Schema<'PayrollOffCycleReason'> } : {}),
    frequency: p.frequency,
    processingPeriod: p.processingPeriod,
    fundingMethod: p.fundingMethod as Schema<'FundingMethod'>,
    totals: {
      ...(Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, num(v)])) as Omit<Schema<'PayrollTotals'>, 'taxesByJurisdiction'>),
      // Payrolls computed before state taxes had federal taxes only.
      taxesByJurisdiction: (taxesByJurisdiction ?? [{ jurisdiction: 'US', employeeTaxes: totals.employeeTaxes ?? '0', companyTaxes: totals.companyTaxes ?? '0' }])
        .map((j) => ({ jurisdiction: j.jurisdiction, employeeTaxes: num(j.employeeTaxes), companyTaxes: num(j.companyTaxes) }))
        .filter((j) => j.employeeTaxes !== 0 || j.companyTaxes !== 0),
    },
    offCycleOptions: {
      forceSupplementalWithholdings: p.forceSupplementalWithholdings,
      applyBenefits: p.applyBenefits,
      applyDeductions: p.applyDeductions,
    },
    timecardHours: p.timecardHours,
    isVoid: p.isVoid,
    ...(p.isVoid ? defined({ voidReason: p.voidReason ?? undefined, voidedAt: isoDateTime(p.voidedAt) }) : {}),
    isManaged: true,
  };
}

export function presentPayroll(p: PayrollHeaderLike, employeeItems: EmployeeItemLike[], contractorItems: ContractorItemLike[]): Schema<'Payroll'> {
  const warnings: Warning[] = [
    ...(p.warnings as unknown as Warning[]),
    ...employeeItems.flatMap((i) => i.warnings as unknown as Warning[]),
    ...contractorItems.flatMap((i) => i.warnings as unknown as Warning[]),
  ];
  const header = presentPayrollHeader(p);
  return {
    ...header,
    employeeItems: employeeItems.map(presentEmployeeItem),
    contractorItems: contractorItems.map(presentContractorItem),
    warnings,
  };
}

export type { PayrollWarning };

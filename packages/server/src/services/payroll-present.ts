// How a payroll and its items look on the wire (contract Payroll, PayrollEmployeeItem,
// PayrollContractorItem): one presentation of stored rows, of freshly computed (preview) items and of
// reversal payrolls (openapi.yaml reversePayroll). The stored shapes are in payroll-records.ts.
import type { Schema } from '@payroll/api-types';
import { FEDERAL_TAX_CODE, type TaxName } from '@payroll/payroll-engine';
import type { ContractorItemRow, EmployeeItemRow, PayrollRow } from '../repositories/payrolls';
import { FUNDING_METHOD, PAYROLL_OFF_CYCLE_REASON, REVERSAL_MOVEMENT_KIND } from './contract-enums';
import { defined, isoDate, isoDateTime } from './format';
import type { StoredBenefit, StoredDeduction, StoredStateTax, StoredTotals, Warning } from './payroll-records';

type Dec = { toFixed(dp?: number): string };

/** Decimal string (or Prisma Decimal) to a JSON number for the wire. */
const num = (v: string | Dec | number): number => (typeof v === 'number' ? v : Number(typeof v === 'string' ? v : v.toFixed(2)));

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

type WageColumn = keyof EmployeeItemLike & (`subject${string}Wages` | `taxable${string}Wages`);

/**
 * Each federal tax's wages on the item (openapi.yaml PayrollItemTax subjectWages, taxableWages): the wages subject
 * to it before the wage base, and the part its rate was applied to. Additional Medicare is subject to the Medicare
 * wages; its taxable part is what is above the $200,000 threshold. Both shares of a tax carry the same wages.
 */
export const FEDERAL_WAGE_COLUMNS: Record<TaxName, { subject: WageColumn; taxable: WageColumn }> = {
  FederalIncomeTax: { subject: 'subjectFederalIncomeTaxWages', taxable: 'taxableFederalIncomeTaxWages' },
  SocialSecurity: { subject: 'subjectSocialSecurityWages', taxable: 'taxableSocialSecurityWages' },
  Medicare: { subject: 'subjectMedicareWages', taxable: 'taxableMedicareWages' },
  AdditionalMedicare: { subject: 'subjectMedicareWages', taxable: 'taxableAdditionalMedicareWages' },
  Futa: { subject: 'subjectFutaWages', taxable: 'taxableFutaWages' },
};

/** An employee item row: the one presentation of stored and of freshly computed (preview) items. */
export type EmployeeItemLike = Omit<EmployeeItemRow, 'createdAt' | 'updatedAt'>;
export type ContractorItemLike = Omit<ContractorItemRow, 'createdAt' | 'updatedAt'>;

/** The item's taxes: federal then state lines withheld from the employee, then those the company pays; zero amounts left out. */
export function itemTaxes(i: EmployeeItemLike): Schema<'PayrollItemTax'>[] {
  const federal: Schema<'PayrollItemTax'>[] = [];
  for (const [name, payer, column] of TAX_COLUMNS) {
    const amount = num(i[column] as Dec);
    if (amount === 0) continue;
    const wages = FEDERAL_WAGE_COLUMNS[name];
    federal.push({
      name,
      payer,
      amount,
      jurisdiction: 'US',
      code: FEDERAL_TAX_CODE[name],
      subjectWages: num(i[wages.subject] as Dec),
      taxableWages: num(i[wages.taxable] as Dec),
    });
  }
  const state: Schema<'PayrollItemTax'>[] = ((i.stateTaxes ?? []) as unknown as StoredStateTax[])
    .map((t) => ({
      name: t.name,
      payer: t.payer,
      amount: num(t.amount),
      jurisdiction: t.jurisdiction,
      code: t.code,
      subjectWages: num(t.subjectWages),
      taxableWages: num(t.taxableWages),
    }))
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
  const taxes = itemTaxes(i);
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
  });
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
    ...(p.offCycleReason ? { offCycleReason: PAYROLL_OFF_CYCLE_REASON.of(p.offCycleReason) } : {}),
    frequency: p.frequency,
    processingPeriod: p.processingPeriod,
    fundingMethod: FUNDING_METHOD.of(p.fundingMethod),
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
    ...(p.reversalOfId ? { reversalOf: p.reversalOfId, reversal: presentReversal(p.reversal) } : {}),
    ...(p.reversedById ? { reversedBy: p.reversedById } : {}),
    isManaged: true,
  };
}

/** A reversal payroll's `reversal` (openapi.yaml reversePayroll); the reversed item ids stay inside. */
function presentReversal(stored: unknown): Schema<'PayrollReversal'> {
  const r = (stored ?? { reason: '', movements: [] }) as { reason: string; movements: Array<Record<string, string>> };
  return {
    reason: r.reason,
    movements: r.movements.map((m) =>
      defined({
        itemId: m.itemId!,
        employeeId: m.employeeId,
        contractorId: m.contractorId,
        kind: REVERSAL_MOVEMENT_KIND.of(m.kind!),
        amount: num(m.amount!),
        bankAccountId: m.bankAccountId,
        accountNumberLastFour: m.accountNumberLastFour,
      }),
    ),
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


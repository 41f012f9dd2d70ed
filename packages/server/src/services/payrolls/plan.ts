// The plan of a payroll (its header fields with the contract's defaults applied), the facts the
// gross-to-net needs, and the checks and conversions the lifecycle shares.
import type { Schema } from '@payroll/api-types';
import { supportedTaxYears } from '@payroll/payroll-engine';
import { dateParts, fromIsoDate, toIsoDate, type IsoDate } from '../../domain/calendar';
import { approvalDeadline } from '../../domain/deadlines';
import { DomainError, notFound } from '../../core/errors';
import type { Db } from '../../repositories/db';
import { findPayrollHeader, type ContractorItemRequestRow, type EmployeeItemRequestRow, type PayrollHeaderRow } from '../../repositories/payrolls';
import type { ServiceContext } from '../context';
import type { ContractorItemRequest, EmployeeItemRequest } from '../payroll-records';

export type PayFrequency = Schema<'PayFrequency'>;
export type ProcessingPeriod = Schema<'ProcessingPeriod'>;
export type PaymentInput = Schema<'PaymentInput'>;

/** The payroll-level facts the gross-to-net needs. */
export interface PayrollFacts {
  id: string;
  companyId: string;
  payday: IsoDate;
  /** Last day of the pay period (a state's tables may change by period end). */
  periodEnd: IsoDate;
  deadline: IsoDate;
  frequency: PayFrequency;
  forceSupplementalWithholdings: boolean;
  applyBenefits: boolean;
  applyDeductions: boolean;
}

/** A normalized request: header fields and items with their defaults applied. */
export interface PayrollPlan {
  paymentScheduleId: string | null;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  payday: IsoDate;
  type: Schema<'PayrollType'>;
  frequency: PayFrequency;
  processingPeriod: ProcessingPeriod;
  forceSupplementalWithholdings: boolean;
  applyBenefits: boolean;
  applyDeductions: boolean;
}

/** 422 with `code`, and a field problem of the same code when `field` is given. */
export const problem = (code: Schema<'ErrorCode'>, detail: string, field?: string) =>
  new DomainError('unprocessable', code, detail, field ? [{ field, message: detail, code }] : undefined);

export function checkTaxYear(payday: IsoDate) {
  const year = dateParts(payday).year;
  const years = supportedTaxYears();
  if (!years.includes(year)) {
    throw problem('unsupported_tax_year', `There are no federal tax tables for ${year} (supported: ${years.join(', ')}).`, 'body.payday');
  }
}

export function checkPlanDates(plan: PayrollPlan) {
  if (plan.periodEnd < plan.periodStart) throw problem('invalid_date_range', 'periodEnd is before periodStart.', 'body.periodEnd');
  if (plan.payday < plan.periodStart) throw problem('invalid_date_range', 'payday is before periodStart.', 'body.payday');
}

export const iso = (d: Date) => toIsoDate(d);

/** The service clock's UTC date. */
export const todayOf = (ctx: ServiceContext): IsoDate => toIsoDate(ctx.now());

export function factsFor(id: string, companyId: string, plan: PayrollPlan): PayrollFacts {
  return {
    id,
    companyId,
    payday: plan.payday,
    periodEnd: plan.periodEnd,
    deadline: approvalDeadline(plan.payday, plan.processingPeriod),
    frequency: plan.frequency,
    forceSupplementalWithholdings: plan.forceSupplementalWithholdings,
    applyBenefits: plan.applyBenefits,
    applyDeductions: plan.applyDeductions,
  };
}

export function factsOf(row: PayrollHeaderRow): PayrollFacts {
  return {
    id: row.id,
    companyId: row.companyId,
    payday: iso(row.payday),
    periodEnd: iso(row.periodEnd),
    deadline: iso(row.deadline),
    frequency: row.frequency,
    forceSupplementalWithholdings: row.forceSupplementalWithholdings,
    applyBenefits: row.applyBenefits,
    applyDeductions: row.applyDeductions,
  };
}

export function planColumns(plan: PayrollPlan) {
  return {
    paymentScheduleId: plan.paymentScheduleId,
    periodStart: fromIsoDate(plan.periodStart),
    periodEnd: fromIsoDate(plan.periodEnd),
    payday: fromIsoDate(plan.payday),
    type: plan.type,
    frequency: plan.frequency,
    processingPeriod: plan.processingPeriod,
    forceSupplementalWithholdings: plan.forceSupplementalWithholdings,
    applyBenefits: plan.applyBenefits,
    applyDeductions: plan.applyDeductions,
  };
}

/** The request an employee item row was made from (what a recomputation starts from). */
export function employeeRequestOf(i: EmployeeItemRequestRow): EmployeeItemRequest {
  return {
    id: i.id,
    employeeId: i.employeeId,
    position: i.position,
    paymentMethod: i.paymentMethod,
    flsaOvertimeExemption: i.flsaOvertimeExemption,
    supplementalTaxMethod: i.supplementalTaxMethod,
    payments: i.payments as unknown as PaymentInput[],
    reimbursements: i.reimbursements as unknown as Schema<'PayrollReimbursement'>[],
    netPaySplitId: i.netPaySplitId,
    createdAt: i.createdAt,
  };
}

export function contractorRequestOf(i: ContractorItemRequestRow): ContractorItemRequest {
  return {
    id: i.id,
    contractorId: i.contractorId,
    position: i.position,
    workplaceId: i.workplaceId,
    paymentMethod: i.paymentMethod,
    hours: i.hours.toString(),
    payRate: i.payRate.toString(),
    reimbursement: i.reimbursement.toString(),
    netPaySplitId: i.netPaySplitId,
    createdAt: i.createdAt,
  };
}

export async function findPayrollMustExist(db: Db, companyId: string, id: string): Promise<PayrollHeaderRow> {
  const row = await findPayrollHeader(db, companyId, id);
  if (!row) throw notFound('Payroll', id);
  return row;
}

// The plan of a payroll (its header fields with the contract's defaults applied), the facts the
// gross-to-net needs, and the checks and conversions the lifecycle shares.
import type { Schema } from '@payroll/api-types';
import { supportedTaxYears } from '@payroll/payroll-engine';
import { dateParts, fromIsoDate, toIsoDate, type IsoDate } from '../../domain/calendar';
import { approvalDeadline } from '../../domain/deadlines';
import { DomainError, badRequest, notFound } from '../../core/errors';
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
  /** First and last day of the pay period (timecard hours; a state's tables may change by period end). */
  periodStart: IsoDate;
  periodEnd: IsoDate;
  deadline: IsoDate;
  frequency: PayFrequency;
  forceSupplementalWithholdings: boolean;
  applyBenefits: boolean;
  applyDeductions: boolean;
  /** Items sent without payments take their hours from timecards. */
  timecardHours: boolean;
}

/** A normalized request: header fields and items with their defaults applied. */
export interface PayrollPlan {
  paymentScheduleId: string | null;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  payday: IsoDate;
  type: Schema<'PayrollType'>;
  /** OffCycle: its reason (Amendment: Correction); Regular: null. */
  offCycleReason: Schema<'PayrollOffCycleReason'> | null;
  frequency: PayFrequency;
  processingPeriod: ProcessingPeriod;
  forceSupplementalWithholdings: boolean;
  applyBenefits: boolean;
  applyDeductions: boolean;
  timecardHours: boolean;
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

export const OFF_CYCLE_REASONS = ['Bonus', 'Correction', 'Termination', 'Other'] as const;

/**
 * The payroll's off-cycle reason (openapi.yaml, PayrollOffCycleReason): OffCycle takes the reason given (or
 * keeps `current`, else Other); Amendment is always Correction; Regular has none, and a reason sent with it is
 * 400 validation_failed.
 */
export function offCycleReasonOf(
  type: Schema<'PayrollType'>,
  given: Schema<'PayrollOffCycleReason'> | undefined,
  current: Schema<'PayrollOffCycleReason'> | null = null,
): Schema<'PayrollOffCycleReason'> | null {
  const invalid = (message: string) => badRequest('The request does not match the contract.', [{ field: 'body.offCycleReason', message, code: 'invalid' }]);
  if (type === 'Regular') {
    if (given !== undefined) throw invalid('only an OffCycle payroll has an offCycleReason');
    return null;
  }
  if (type === 'Amendment') {
    if (given !== undefined && given !== 'Correction') throw invalid('an Amendment payroll is a correction (offCycleReason Correction)');
    return 'Correction';
  }
  return given ?? current ?? 'Other';
}

/**
 * Terminated employees leave later payrolls: in a Regular payroll, or an OffCycle one for bonuses, an item of an
 * employee whose terminationDate is before the period's first day is 422 employee_terminated (openapi.yaml,
 * createPayroll, "Off-cycle payrolls and final pay"). Correction, Termination and Other off-cycle payrolls may pay them.
 */
export function checkTerminated(
  plan: Pick<PayrollPlan, 'type' | 'offCycleReason' | 'periodStart'>,
  items: ReadonlyArray<{ employeeId: string }>,
  terminationDates: ReadonlyMap<string, IsoDate | null>,
): void {
  if (plan.type !== 'Regular' && plan.offCycleReason !== 'Bonus') return;
  items.forEach((item, i) => {
    const ended = terminationDates.get(item.employeeId);
    if (ended && ended < plan.periodStart) {
      throw problem(
        'employee_terminated',
        `Employee ${item.employeeId} was terminated on ${ended}, before this payroll's period (from ${plan.periodStart}); pay final or later wages with an OffCycle payroll (offCycleReason Termination or Correction).`,
        `body.employeeItems[${i}].employeeId`,
      );
    }
  });
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
    periodStart: plan.periodStart,
    periodEnd: plan.periodEnd,
    deadline: approvalDeadline(plan.payday, plan.processingPeriod),
    frequency: plan.frequency,
    forceSupplementalWithholdings: plan.forceSupplementalWithholdings,
    applyBenefits: plan.applyBenefits,
    applyDeductions: plan.applyDeductions,
    timecardHours: plan.timecardHours,
  };
}

export function factsOf(row: PayrollHeaderRow): PayrollFacts {
  return {
    id: row.id,
    companyId: row.companyId,
    payday: iso(row.payday),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    deadline: iso(row.deadline),
    frequency: row.frequency,
    forceSupplementalWithholdings: row.forceSupplementalWithholdings,
    applyBenefits: row.applyBenefits,
    applyDeductions: row.applyDeductions,
    timecardHours: row.timecardHours,
  };
}

export function planColumns(plan: PayrollPlan) {
  return {
    paymentScheduleId: plan.paymentScheduleId,
    periodStart: fromIsoDate(plan.periodStart),
    periodEnd: fromIsoDate(plan.periodEnd),
    payday: fromIsoDate(plan.payday),
    type: plan.type,
    offCycleReason: plan.offCycleReason,
    frequency: plan.frequency,
    processingPeriod: plan.processingPeriod,
    forceSupplementalWithholdings: plan.forceSupplementalWithholdings,
    applyBenefits: plan.applyBenefits,
    applyDeductions: plan.applyDeductions,
    timecardHours: plan.timecardHours,
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
    timecardIds: i.timecardIds as unknown as string[],
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

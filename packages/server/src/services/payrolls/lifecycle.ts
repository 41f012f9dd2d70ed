// The lifecycle of a payroll (contract tag Payrolls): reads, create / update / delete of a Draft, and
// preview, approve and reopen. Draft -> Pending on approval (Pending -> Draft on reopen, before the
// deadline); the clock moves it on (money-movement.ts).
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import { TAX_NOT_COMPUTED_WARNINGS } from '@payroll/payroll-engine';
import { fromIsoDate } from '../../domain/calendar';
import type { Caller } from '../../core/caller';
import { DomainError, badRequest, conflict, invalidReference, notFound, unprocessable, type FieldProblem } from '../../core/errors';
import { newId } from '../../core/ids';
import { envelope, pageWindow, type PageQuery } from '../../lib/paging';
import {
  adjustMiscWithheld,
  claimDraftForApproval,
  deletePayrollRow,
  deletePendingTaxDeposits,
  findItemRequestsOf,
  findPayroll,
  findPayrollHeader,
  findPaymentScheduleRef,
  insertItems,
  itemWriter,
  insertPayrollRow,
  insertTaxDeposits,
  listPayrollRows,
  lockPayroll,
  replaceChangedItems,
  updatePayrollRow,
  type PayrollEmployeeRow,
  type PayrollFilters,
} from '../../repositories/payrolls';
import { achFileOfPayroll } from '../../repositories/money/ach-files';
import { TX_LIMITS } from '../../repositories/transaction-scope';
import { employeeTerminationDates, type ContractorRow } from '../../repositories/workers';
import { companyWorkTx } from '../company-work';
import type { ServiceContext } from '../context';
import { emitCompanyEvent } from '../events';
import { parseDate } from '../format';
import { presentPayroll, presentPayrollHeader } from '../payroll-present';
import type { ContractorItemRequest, EmployeeItemRequest, Warning } from '../payroll-records';
import { companyRead, companyTx } from '../scope';
import { compute, presentComputed } from './compute';
import { assertFundingClear } from './funding';
import { assertFundingAccountVerified } from '../money/funding-accounts';
import { refuseReversal } from './voids';
import { advanceCompanyPayrolls } from './money-movement';
import { normalizeItems } from './normalize';
import { assertDirectDepositsPayable, assertWithinAchLimit } from './payable';
import { Decimal } from '../../repositories/decimal';
import {
  checkPlanDates,
  checkTaxYear,
  checkTerminated,
  OFF_CYCLE_REASONS,
  offCycleReasonOf,
  contractorRequestOf,
  employeeRequestOf,
  factsFor,
  factsOf,
  findPayrollMustExist,
  iso,
  planColumns,
  todayOf,
  type PayrollPlan,
} from './plan';
import { taxDepositRows } from './tax-deposits';
import { issuePaperChecks } from './paper-checks';
import { PAYROLL_OFF_CYCLE_REASON } from '../contract-enums';

type PayrollCreate = Schema<'PayrollCreate'>;
type PayrollUpdate = Schema<'PayrollUpdate'>;
type PayrollStatus = Schema<'PayrollStatus'>;
type PayrollApprove = Schema<'PayrollApproveRequest'>;

export type PayrollListQuery = PageQuery & { id?: string; includeId?: boolean; status?: PayrollStatus; includeStatus?: boolean; paydayFrom?: string; paydayTo?: string };

const PAYROLL_TYPES = ['Regular', 'OffCycle', 'Amendment'] as const;
const FREQUENCIES = ['Weekly', 'Biweekly', 'Semimonthly', 'Monthly', 'Quarterly', 'Annually'] as const;
const PROCESSING_PERIODS = ['FourDay', 'ThreeDay', 'TwoDay', 'OneDay'] as const;

// ---------- reads ----------

export async function listPayrolls(ctx: ServiceContext, caller: Caller, companyId: string, query: PayrollListQuery) {
  return companyRead(ctx, caller, companyId, async (db, company) => {
    if (query.paydayFrom && query.paydayTo && query.paydayFrom > query.paydayTo) {
      throw badRequest('paydayFrom is after paydayTo.', [{ field: 'query.paydayFrom', message: 'after paydayTo', code: 'invalid_date_range' }]);
    }
    await advanceCompanyPayrolls(ctx, company);
    const window = pageWindow(query);
    const filters: PayrollFilters = {
      id: query.id,
      includeId: query.includeId,
      status: query.status,
      includeStatus: query.includeStatus,
      paydayFrom: parseDate(query.paydayFrom) ?? undefined,
      paydayTo: parseDate(query.paydayTo) ?? undefined,
    };
    const { total, rows } = await listPayrollRows(db, companyId, filters, window.skip, window.take);
    return envelope(
      window,
      total,
      rows.map((r) => presentPayroll(r, r.employeeItems, r.contractorItems)),
    );
  });
}

export async function getPayroll(ctx: ServiceContext, caller: Caller, companyId: string, id: string) {
  return companyRead(ctx, caller, companyId, async (db, company) => {
    await advanceCompanyPayrolls(ctx, company);
    const row = await findPayroll(db, companyId, id);
    if (!row) throw notFound('Payroll', id);
    return presentPayroll(row, row.employeeItems, row.contractorItems);
  });
}

// ---------- create / update / delete ----------

export function createPayroll(ctx: ServiceContext, caller: Caller, companyId: string, input: PayrollCreate) {
  return companyWorkTx(ctx, caller, companyId, async (tx, company) => {
    if (company.status !== 'Active') {
      throw new DomainError('unprocessable', 'company_not_active', `Company ${companyId} is ${company.status}; payrolls can be created for Active companies only.`);
    }
    let frequency = input.frequency;
    if (input.paymentScheduleId !== undefined) {
      const schedule = await findPaymentScheduleRef(tx, companyId, input.paymentScheduleId);
      if (!schedule) throw invalidReference('body.paymentScheduleId', `Payment schedule ${input.paymentScheduleId} is not a payment schedule of this company.`);
      frequency ??= schedule.payFrequency;
    }
    frequency ??= company.payFrequency ?? undefined;
    if (!frequency) {
      throw badRequest('frequency is required: no payment schedule was given and the company has no pay frequency.', [
        { field: 'body.frequency', message: 'required when the company has no payFrequency', code: 'required' },
      ]);
    }
    const plan: PayrollPlan = {
      paymentScheduleId: input.paymentScheduleId ?? null,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      payday: input.payday,
      type: input.type ?? 'Regular',
      offCycleReason: offCycleReasonOf(input.type ?? 'Regular', input.offCycleReason),
      frequency,
      processingPeriod: input.processingPeriod ?? company.processingPeriod ?? 'FourDay',
      forceSupplementalWithholdings: input.forceSupplementalWithholdings ?? false,
      applyBenefits: input.applyBenefits ?? true,
      applyDeductions: input.applyDeductions ?? true,
      timecardHours: input.timecardHours ?? false,
    };
    checkPlanDates(plan);
    checkTaxYear(plan.payday);
    const id = newId('pay');
    const { employees, contractors, employeeItems, contractorItems } = await normalizeItems(tx, companyId, input.employeeItems ?? [], input.contractorItems ?? [], new Map(), new Map());
    checkTerminated(plan, employeeItems, new Map(employees.map((e) => [e.id, e.terminationDate ? iso(e.terminationDate) : null])));
    const facts = factsFor(id, companyId, plan);
    // The payroll row first (its items refer to it), its totals once computed: the items are written while
    // the next ones are computed (itemWriter).
    await insertPayrollRow(tx, { id, companyId, ...planColumns(plan), deadline: fromIsoDate(facts.deadline), status: 'Draft', totals: {}, warnings: [] });
    const writer = itemWriter(tx);
    const computed = await compute(tx, facts, employeeItems, contractorItems, 'estimate', todayOf(ctx), { employees, contractors }, (items) => writer.add(items));
    await writer.done();
    await insertItems(tx, [], computed.contractorItems);
    const header = await updatePayrollRow(tx, id, { totals: computed.totals, warnings: computed.warnings as unknown as Prisma.InputJsonValue });
    const payroll = presentComputed(header, computed);
    await emitCompanyEvent(tx, company, 'payroll.created', 'Payroll', presentPayrollHeader(header));
    return payroll;
  });
}

export function updatePayroll(ctx: ServiceContext, caller: Caller, companyId: string, id: string, input: PayrollUpdate) {
  return companyWorkTx(ctx, caller, companyId, async (tx, company) => {
    const current = await lockPayroll(tx, companyId, id);
    if (!current) throw notFound('Payroll', id);
    if (current.status !== 'Draft') throw conflict('payroll_not_draft', `Payroll ${id} is ${current.status}; only a Draft payroll can be updated.`);
    const invalid: FieldProblem[] = [];
    const oneOf = <T extends string>(field: string, value: string | undefined, allowed: readonly T[]): T | undefined => {
      if (value === undefined) return undefined;
      if (!(allowed as readonly string[]).includes(value)) invalid.push({ field: `body.${field}`, message: `must be one of ${allowed.join(', ')}`, code: 'enum' });
      return value as T;
    };
    const type = oneOf('type', input.type, PAYROLL_TYPES);
    const reason = oneOf('offCycleReason', input.offCycleReason, OFF_CYCLE_REASONS);
    const frequency = oneOf('frequency', input.frequency, FREQUENCIES);
    const processingPeriod = oneOf('processingPeriod', input.processingPeriod, PROCESSING_PERIODS);
    if (invalid.length) throw badRequest('The request does not match the contract.', invalid);
    if (input.paymentScheduleId !== undefined && !(await findPaymentScheduleRef(tx, companyId, input.paymentScheduleId))) {
      throw invalidReference('body.paymentScheduleId', `Payment schedule ${input.paymentScheduleId} is not a payment schedule of this company.`);
    }
    const plan: PayrollPlan = {
      paymentScheduleId: input.paymentScheduleId ?? current.paymentScheduleId,
      periodStart: input.periodStart ?? iso(current.periodStart),
      periodEnd: input.periodEnd ?? iso(current.periodEnd),
      payday: input.payday ?? iso(current.payday),
      type: type ?? current.type,
      offCycleReason: offCycleReasonOf(type ?? current.type, reason, current.offCycleReason === null ? null : PAYROLL_OFF_CYCLE_REASON.of(current.offCycleReason)),
      frequency: frequency ?? current.frequency,
      processingPeriod: processingPeriod ?? current.processingPeriod,
      forceSupplementalWithholdings: input.forceSupplementalWithholdings ?? current.forceSupplementalWithholdings,
      applyBenefits: input.applyBenefits ?? current.applyBenefits,
      applyDeductions: input.applyDeductions ?? current.applyDeductions,
      timecardHours: input.timecardHours ?? current.timecardHours,
    };
    checkPlanDates(plan);
    checkTaxYear(plan.payday);
    const [storedEmployees, storedContractors] = await findItemRequestsOf(tx, id);
    let employeeItems: EmployeeItemRequest[];
    let contractorItems: ContractorItemRequest[];
    let workers: { employees: PayrollEmployeeRow[]; contractors: ContractorRow[] } | undefined;
    if (input.employeeItems !== undefined || input.contractorItems !== undefined) {
      // An item for the same worker keeps its id; a list not sent stays as stored.
      const normalized = await normalizeItems(
        tx,
        companyId,
        input.employeeItems ?? [],
        input.contractorItems ?? [],
        new Map(storedEmployees.map((i) => [i.employeeId, i])),
        new Map(storedContractors.map((i) => [i.contractorId, i])),
      );
      employeeItems = input.employeeItems !== undefined ? normalized.employeeItems : storedEmployees.map(employeeRequestOf);
      contractorItems = input.contractorItems !== undefined ? normalized.contractorItems : storedContractors.map(contractorRequestOf);
      if (input.employeeItems !== undefined && input.contractorItems !== undefined) workers = normalized;
    } else {
      employeeItems = storedEmployees.map(employeeRequestOf);
      contractorItems = storedContractors.map(contractorRequestOf);
    }
    const ended = await employeeTerminationDates(tx, companyId, employeeItems.map((i) => i.employeeId));
    checkTerminated(plan, employeeItems, new Map([...ended].map(([k, v]) => [k, v ? iso(v) : null])));
    const facts = factsFor(id, companyId, plan);
    const computed = await compute(tx, facts, employeeItems, contractorItems, 'estimate', todayOf(ctx), workers);
    const header = await updatePayrollRow(tx, id, {
      ...planColumns(plan),
      deadline: fromIsoDate(facts.deadline),
      totals: computed.totals,
      warnings: computed.warnings as unknown as Prisma.InputJsonValue,
    });
    await replaceChangedItems(tx, id, computed.employeeItems, computed.contractorItems);
    const payroll = presentComputed(header, computed);
    await emitCompanyEvent(tx, company, 'payroll.updated', 'Payroll', presentPayrollHeader(header));
    return payroll;
  });
}

export function deletePayroll(ctx: ServiceContext, caller: Caller, companyId: string, id: string) {
  return companyTx(ctx, caller, companyId, async (tx, company) => {
    const current = await lockPayroll(tx, companyId, id);
    if (!current) throw notFound('Payroll', id);
    if (current.status !== 'Draft') throw conflict('payroll_not_draft', `Payroll ${id} is ${current.status}; only a Draft payroll can be deleted (reopen a Pending one first).`);
    await deletePayrollRow(tx, id);
    await emitCompanyEvent(tx, company, 'payroll.deleted', 'Payroll', { id });
  }, TX_LIMITS.heavy);
}

// ---------- preview / approve / reopen ----------

/** Reads only, but a whole payroll's worth: on one connection, under the company's work lock. */
export function previewPayroll(ctx: ServiceContext, caller: Caller, companyId: string, id: string) {
  return companyWorkTx(ctx, caller, companyId, async (tx) => {
    const row = await findPayrollHeader(tx, companyId, id);
    if (!row) throw notFound('Payroll', id);
    if (row.status !== 'Draft') throw conflict('payroll_not_draft', `Payroll ${id} is ${row.status}; only a Draft payroll can be previewed (read it with getPayroll).`);
    const facts = factsOf(row);
    checkTaxYear(facts.payday);
    const [employeeItems, contractorItems] = await findItemRequestsOf(tx, id);
    const computed = await compute(tx, facts, employeeItems.map(employeeRequestOf), contractorItems.map(contractorRequestOf), 'estimate', todayOf(ctx));
    return presentComputed({ ...row, totals: computed.totals, warnings: computed.warnings as unknown as Prisma.JsonValue }, computed);
  });
}

/**
 * No silent under-withholding (docs/domain-rules.md): the items' warnings meaning a tax was not computed
 * (the engine's TAX_NOT_COMPUTED_WARNINGS) must each be acknowledged by the approval, else 422
 * warnings_not_acknowledged naming the codes and the employees. Acknowledged codes the payroll does not
 * carry are ignored.
 */
function assertWarningsAcknowledged(items: ReadonlyArray<{ employeeId: string; warnings: unknown }>, acknowledged: readonly string[]): void {
  const ack = new Set(acknowledged);
  const employeesBy = new Map<string, string[]>();
  for (const item of items) {
    for (const w of (item.warnings ?? []) as Warning[]) {
      if (!TAX_NOT_COMPUTED_WARNINGS.includes(w.code) || ack.has(w.code)) continue;
      const list = employeesBy.get(w.code) ?? [];
      if (!list.includes(item.employeeId)) list.push(item.employeeId);
      employeesBy.set(w.code, list);
    }
  }
  if (!employeesBy.size) return;
  const codes = TAX_NOT_COMPUTED_WARNINGS.filter((c) => employeesBy.has(c));
  throw unprocessable(
    'warnings_not_acknowledged',
    `Taxes are not computed on this payroll: ${codes.map((c) => `${c} (${employeesBy.get(c)!.join(', ')})`).join('; ')}. ` +
      'Preview the payroll for the warnings; to approve it anyway, list these codes in acknowledgedWarnings.',
    codes.map((c) => ({ field: 'body.acknowledgedWarnings', code: c, message: `Not acknowledged; carried by the items of ${employeesBy.get(c)!.join(', ')}.` })),
  );
}

export function approvePayroll(ctx: ServiceContext, caller: Caller, companyId: string, id: string, input: PayrollApprove = {}) {
  return companyWorkTx(ctx, caller, companyId, async (tx, company) => {
    const before = await findPayrollMustExist(tx, companyId, id);
    const now = ctx.now();
    // First statement of the transaction that writes: the race is decided here (see claimDraftForApproval).
    if (!(await claimDraftForApproval(tx, id, now))) {
      const status = (await findPayrollMustExist(tx, companyId, id)).status;
      throw conflict('payroll_not_draft', `Payroll ${id} is ${status}; only a Draft payroll can be approved.`);
    }
    if (!company.payrollActivated) {
      throw new DomainError('unprocessable', 'company_payroll_not_started', `Company ${companyId} has not started payroll (start_payroll); its payrolls cannot be approved yet.`);
    }
    await assertFundingClear(tx, companyId);
    await assertFundingAccountVerified(ctx, tx, companyId);
    const facts = factsOf(before);
    if (todayOf(ctx) > facts.deadline) {
      throw new DomainError('unprocessable', 'approval_deadline_passed', `The approval deadline of payroll ${id} was ${facts.deadline}; it can no longer be approved for payday ${facts.payday}.`);
    }
    checkTaxYear(facts.payday);
    const [storedEmployees, storedContractors] = await findItemRequestsOf(tx, id);
    const computed = await compute(tx, facts, storedEmployees.map(employeeRequestOf), storedContractors.map(contractorRequestOf), 'final', todayOf(ctx));
    if (computed.blocked.length) {
      throw new DomainError('unprocessable', 'payroll_blocked', `Onboarding of these workers is Blocking: ${computed.blocked.join(', ')}. Complete their blocking steps, or remove them from the payroll.`);
    }
    if (computed.negative.length) {
      throw new DomainError('unprocessable', 'negative_net_pay', `Net pay would be below zero for: ${computed.negative.join(', ')}.`);
    }
    assertWarningsAcknowledged(computed.employeeItems, input.acknowledgedWarnings ?? []);
    // Every dollar of the debit is a credit, a held credit with a reason, or a tax; no entry beyond NACHA's amount field.
    await assertDirectDepositsPayable(tx, companyId, computed.employeeItems, computed.contractorItems);
    assertWithinAchLimit(new Decimal(computed.totals.cashRequirement ?? '0'), computed.employeeItems, computed.contractorItems);
    await replaceChangedItems(tx, id, computed.employeeItems, computed.contractorItems);
    const header = await updatePayrollRow(tx, id, { totals: computed.totals, warnings: [] });
    await adjustMiscWithheld(tx, id, 1);
    await insertTaxDeposits(tx, await taxDepositRows(tx, company, header, computed.employeeItems));
    await issuePaperChecks(tx, companyId, header, computed, now);
    await emitCompanyEvent(tx, company, 'payroll.approved', 'Payroll', presentPayrollHeader(header));
    return presentComputed(header, computed);
  });
}

export function reopenPayroll(ctx: ServiceContext, caller: Caller, companyId: string, id: string) {
  return companyWorkTx(ctx, caller, companyId, async (tx, company) => {
    const current = await lockPayroll(tx, companyId, id);
    if (!current) throw notFound('Payroll', id);
    refuseReversal(current, 'reopened');
    if (current.status !== 'Pending') throw conflict('payroll_not_pending', `Payroll ${id} is ${current.status}; only a Pending payroll can be reopened.`);
    const facts = factsOf(current);
    if (todayOf(ctx) > facts.deadline) {
      throw conflict('payroll_reopen_deadline_passed', `The approval deadline of payroll ${id} (${facts.deadline}) has passed; it can no longer be reopened.`);
    }
    // An ACH file is immutable: what it carries of the payroll moves as approved (docs/ach.md).
    const achFileId = await achFileOfPayroll(tx, id);
    if (achFileId) throw conflict('payroll_in_ach_file', `Payroll ${id} is carried by ACH file ${achFileId}; a payroll in a file cannot be reopened (reverse or void it once paid, or run an off-cycle payroll).`);
    await adjustMiscWithheld(tx, id, -1);
    await deletePendingTaxDeposits(tx, companyId, id);
    const [storedEmployees, storedContractors] = await findItemRequestsOf(tx, id);
    const computed = await compute(tx, facts, storedEmployees.map(employeeRequestOf), storedContractors.map(contractorRequestOf), 'estimate', todayOf(ctx));
    const header = await updatePayrollRow(tx, id, {
      status: 'Draft',
      approvedAt: null,
      statusChangedAt: ctx.now(),
      totals: computed.totals,
      warnings: computed.warnings as unknown as Prisma.InputJsonValue,
    });
    await replaceChangedItems(tx, id, computed.employeeItems, computed.contractorItems);
    await emitCompanyEvent(tx, company, 'payroll.reopened', 'Payroll', presentPayrollHeader(header));
    return presentComputed(header, computed);
  });
}

// Payrolls (contract tag Payrolls; domain.md sections 2 and 5): the lifecycle Draft -> Pending ->
// Processing -> Paid (or Failed / PartiallyPaid), the gross-to-net through @payroll/payroll-engine,
// and the simulated money movement.
//
// Year to date. A payroll is approved when its status is not Draft; its items are then paystubs.
// Approved payrolls of a company are ordered by (payday, approvedAt, id). The gross-to-net of
// payroll P reads, as year to date, the items of the company's approved payrolls other than P
// paid in P's calendar year on or before P's payday (ONE aggregate query for all employees).
//
// Money movement. `advancePayrolls` moves a Pending payroll to Processing once the service clock's
// UTC date is past its deadline, and a Pending or Processing one to Paid on payday, one step and
// one `payroll.status_changed` event at a time. It runs before every read of a company's payrolls
// (list, get, paper checks), so reads follow the clock, and on a timer in the server process
// (server.ts). The operator's sandbox action forces moves and injects Failed / PartiallyPaid.
import type { Company, Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import {
  computeContractorItem,
  computeEmployeeItem,
  computeTotals,
  InvalidEngineInputError,
  supportedTaxYears,
  TAX_DEPOSIT_NAME,
  UnsupportedTaxYearError,
  type ContractorItemResult,
  type EarningCodeType,
  type EmployeeItemResult,
  type NetPaySplitItemInput,
  type TaxName,
} from '@payroll/payroll-engine';
import Decimal from 'decimal.js';
import type { Caller } from '../http/context';
import { addDays, approvalDeadline, dateParts, fromIsoDate, isBusinessDay, isoDate as isoDateOf, toIsoDate, weekday, type IsoDate } from '../lib/calendar';
import { ApiError, badRequest, conflict, invalidReference, notFound, type FieldProblem } from '../lib/errors';
import { newId } from '../lib/ids';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import type { Db } from '../repositories/db';
import { findOnboardStep } from '../repositories/onboarding';
import {
  activeBankAccountsOf,
  adjustMiscWithheld,
  bankAccountsByIds,
  benefitsOf,
  childSupportsOf,
  claimDraftForApproval,
  companyEarningCodes,
  companyWorkplaceIds,
  deletePayrollRow,
  deletePendingTaxDeposits,
  findDuePayrolls,
  findItemRequestsOf,
  findPayroll,
  findPayrollAnywhere,
  findPayrollHeader,
  findPaymentScheduleRef,
  insertItems,
  insertPayrollRow,
  insertTaxDeposits,
  listPayrollRows,
  lockPayroll,
  miscDeductionsOf,
  moveStatus,
  payeeNames,
  readAll,
  replaceItems,
  settleTaxDeposits,
  splitItemsOf,
  updatePayrollRow,
  w4sOf,
  ytdMiscDeductionsOf,
  ytdWagesOf,
  type ContractorItemInsert,
  type ContractorItemRequestRow,
  type EmployeeItemInsert,
  type EmployeeItemRequestRow,
  type PayrollFilters,
  type PayrollHeaderRow,
} from '../repositories/payrolls';
import { findContractorsByIds, findEmployeesByIds, type ContractorRow, type EmployeeRow } from '../repositories/workers';
import { TX_LIMITS } from '../repositories/transaction-scope';
import { companyWork } from './company-work';
import type { ServiceContext } from './context';
import { contractorOnboard } from './contractors';
import { employeeOnboard } from './employees';
import { emitCompanyEvent } from './events';
import { parseDate } from './format';
import { paperChecksPdf, type PaperCheck } from './payroll-checks';
import {
  contractorItemData,
  employeeItemData,
  presentPayroll,
  presentPayrollHeader,
  storedTotals,
  type ContractorItemLike,
  type ContractorItemRequest,
  type EmployeeItemLike,
  type EmployeeItemRequest,
  type Labels,
  type Warning,
} from './payroll-records';
import { requireCompany } from './scope';

type PayrollCreate = Schema<'PayrollCreate'>;
type PayrollUpdate = Schema<'PayrollUpdate'>;
type PayrollStatus = Schema<'PayrollStatus'>;
type PayFrequency = Schema<'PayFrequency'>;
type ProcessingPeriod = Schema<'ProcessingPeriod'>;
type PaymentInput = Schema<'PaymentInput'>;

export type SandboxAction = 'process' | 'pay' | 'fail' | 'partially_pay';

const PAYROLL_TYPES = ['Regular', 'OffCycle', 'Amendment'] as const;
const FREQUENCIES = ['Weekly', 'Biweekly', 'Semimonthly', 'Monthly', 'Quarterly', 'Annually'] as const;
const PROCESSING_PERIODS = ['FourDay', 'ThreeDay', 'TwoDay', 'OneDay'] as const;


const HOUR_FIELDS = ['regularHours', 'overtimeHours', 'doubleOvertimeHours', 'paidHolidayHours', 'sickHours', 'ptoHours'] as const;
const OVERRIDE_OF: Record<(typeof HOUR_FIELDS)[number], keyof PaymentInput> = {
  regularHours: 'regularOverride',
  overtimeHours: 'overtimeOverride',
  doubleOvertimeHours: 'doubleOvertimeOverride',
  paidHolidayHours: 'paidHolidayOverride',
  sickHours: 'sickOverride',
  ptoHours: 'ptoOverride',
};

const WARNING_DEADLINE = 'approval_deadline_passed';
const WARNING_BLOCKING = 'worker_onboarding_blocking';

/** The payroll-level facts the gross-to-net needs. */
interface PayrollFacts {
  id: string;
  companyId: string;
  payday: IsoDate;
  deadline: IsoDate;
  frequency: PayFrequency;
  forceSupplementalWithholdings: boolean;
  applyBenefits: boolean;
  applyDeductions: boolean;
}

/** A normalized request: header fields and items with their defaults applied. */
interface PayrollPlan {
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

interface Computed {
  employeeItems: EmployeeItemInsert[];
  contractorItems: ContractorItemInsert[];
  totals: Record<string, string>;
  /** Payroll-level warnings (approval_deadline_passed). */
  warnings: Warning[];
  blocked: string[];
  negative: string[];
}

/** 'estimate': a Draft's stored figures or a preview (refusals become warnings); 'final': approve. */
type Mode = 'estimate' | 'final';

const problem = (status: number, code: Schema<'ErrorCode'>, detail: string, field?: string) =>
  new ApiError(status, code, detail, field ? [{ field, message: detail, code }] : undefined);

function checkTaxYear(payday: IsoDate) {
  const year = dateParts(payday).year;
  const years = supportedTaxYears();
  if (!years.includes(year)) {
    throw problem(422, 'unsupported_tax_year', `There are no federal tax tables for ${year} (supported: ${years.join(', ')}).`, 'body.payday');
  }
}

function checkPlanDates(plan: PayrollPlan) {
  if (plan.periodEnd < plan.periodStart) throw problem(422, 'invalid_date_range', 'periodEnd is before periodStart.', 'body.periodEnd');
  if (plan.payday < plan.periodStart) throw problem(422, 'invalid_date_range', 'payday is before periodStart.', 'body.payday');
}

/** Engine errors: an unsupported year is the contract's 422; anything else is input the engine cannot use. */
function engineError(err: unknown): never {
  if (err instanceof UnsupportedTaxYearError) throw problem(422, 'unsupported_tax_year', err.message, 'body.payday');
  if (err instanceof InvalidEngineInputError) throw problem(422, 'invalid_reference', `The payroll cannot be computed: ${err.message}`);
  throw err;
}

const str = (d: { toString(): string } | null | undefined): string | null => (d === null || d === undefined ? null : d.toString());
const iso = (d: Date) => toIsoDate(d);
const isoOrNull = (d: Date | null) => (d ? toIsoDate(d) : null);

/** Semiweekly: payday Wed-Fri -> next Wednesday, Sat-Tue -> next Friday; Monthly: the 15th of the next month. Moved to the next business day. */
export function taxDepositDueDate(payday: IsoDate, schedule: string): IsoDate {
  let due: IsoDate;
  if (schedule === 'Semiweekly') {
    const wd = weekday(payday); // 0 Sunday .. 6 Saturday
    const target = wd >= 3 && wd <= 5 ? 3 : 5;
    let days = (target - wd + 7) % 7;
    if (days === 0) days = 7;
    due = addDays(payday, days);
  } else {
    const { year, month } = dateParts(payday);
    due = isoDateOf(year, month + 1, 15);
  }
  while (!isBusinessDay(due)) due = addDays(due, 1);
  return due;
}

export class PayrollService {
  constructor(private readonly ctx: ServiceContext) {}

  private today(): IsoDate {
    return toIsoDate(this.ctx.now());
  }

  // ---------- reads ----------

  async list(caller: Caller, companyId: string, query: PageQuery & { id?: string; includeId?: boolean; status?: PayrollStatus; includeStatus?: boolean; paydayFrom?: string; paydayTo?: string }) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    if (query.paydayFrom && query.paydayTo && query.paydayFrom > query.paydayTo) {
      throw badRequest('paydayFrom is after paydayTo.', [{ field: 'query.paydayFrom', message: 'after paydayTo', code: 'invalid_date_range' }]);
    }
    await this.advancePayrolls(companyId);
    const window = pageWindow(query);
    const filters: PayrollFilters = {
      id: query.id,
      includeId: query.includeId,
      status: query.status,
      includeStatus: query.includeStatus,
      paydayFrom: parseDate(query.paydayFrom) ?? undefined,
      paydayTo: parseDate(query.paydayTo) ?? undefined,
    };
    const { total, rows } = await listPayrollRows(this.ctx.prisma, companyId, filters, window.skip, window.take);
    return envelope(
      window,
      total,
      rows.map((r) => presentPayroll(r, r.employeeItems, r.contractorItems)),
    );
  }

  async get(caller: Caller, companyId: string, id: string) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    await this.advancePayrolls(companyId);
    const row = await findPayroll(this.ctx.prisma, companyId, id);
    if (!row) throw notFound('Payroll', id);
    return presentPayroll(row, row.employeeItems, row.contractorItems);
  }

  // ---------- create / update / delete ----------

  create(caller: Caller, companyId: string, input: PayrollCreate) {
    return companyWork(this.ctx, companyId, (tx) => requireCompany(tx, caller, companyId), async (tx, company) => {
      if (company.status !== 'Active') {
        throw new ApiError(422, 'company_not_active', `Company ${companyId} is ${company.status}; payrolls can be created for Active companies only.`);
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
        frequency,
        processingPeriod: input.processingPeriod ?? company.processingPeriod ?? 'FourDay',
        forceSupplementalWithholdings: input.forceSupplementalWithholdings ?? false,
        applyBenefits: input.applyBenefits ?? true,
        applyDeductions: input.applyDeductions ?? true,
      };
      checkPlanDates(plan);
      checkTaxYear(plan.payday);
      const id = newId('pay');
      const { employees, contractors, employeeItems, contractorItems } = await this.normalizeItems(tx, companyId, input.employeeItems ?? [], input.contractorItems ?? [], new Map(), new Map());
      const facts = this.facts(id, companyId, plan);
      const computed = await this.compute(tx, facts, employeeItems, contractorItems, 'estimate', { employees, contractors });
      const header = await insertPayrollRow(tx, {
        id,
        companyId,
        ...this.planColumns(plan),
        deadline: fromIsoDate(facts.deadline),
        status: 'Draft',
        totals: computed.totals,
        warnings: computed.warnings as unknown as Prisma.InputJsonValue,
      });
      await insertItems(tx, computed.employeeItems, computed.contractorItems);
      const payroll = this.presentComputed(header, computed);
      await emitCompanyEvent(tx, company, 'payroll.created', 'Payroll', presentPayrollHeader(header));
      return payroll;
    });
  }

  update(caller: Caller, companyId: string, id: string, input: PayrollUpdate) {
    return companyWork(this.ctx, companyId, (tx) => requireCompany(tx, caller, companyId), async (tx, company) => {
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
        frequency: frequency ?? current.frequency,
        processingPeriod: processingPeriod ?? current.processingPeriod,
        forceSupplementalWithholdings: input.forceSupplementalWithholdings ?? current.forceSupplementalWithholdings,
        applyBenefits: input.applyBenefits ?? current.applyBenefits,
        applyDeductions: input.applyDeductions ?? current.applyDeductions,
      };
      checkPlanDates(plan);
      checkTaxYear(plan.payday);
      const [storedEmployees, storedContractors] = await findItemRequestsOf(tx, id);
      let employeeItems: EmployeeItemRequest[];
      let contractorItems: ContractorItemRequest[];
      let workers: { employees: EmployeeRow[]; contractors: ContractorRow[] } | undefined;
      if (input.employeeItems !== undefined || input.contractorItems !== undefined) {
        // An item for the same worker keeps its id; a list not sent stays as stored.
        const normalized = await this.normalizeItems(
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
      const facts = this.facts(id, companyId, plan);
      const computed = await this.compute(tx, facts, employeeItems, contractorItems, 'estimate', workers);
      const header = await updatePayrollRow(tx, id, {
        ...this.planColumns(plan),
        deadline: fromIsoDate(facts.deadline),
        totals: computed.totals,
        warnings: computed.warnings as unknown as Prisma.InputJsonValue,
      });
      await replaceItems(tx, id, computed.employeeItems, computed.contractorItems);
      const payroll = this.presentComputed(header, computed);
      await emitCompanyEvent(tx, company, 'payroll.updated', 'Payroll', presentPayrollHeader(header));
      return payroll;
    });
  }

  delete(caller: Caller, companyId: string, id: string) {
    return this.ctx.prisma.$transaction(async (tx) => {
      const company = await requireCompany(tx, caller, companyId);
      const current = await lockPayroll(tx, companyId, id);
      if (!current) throw notFound('Payroll', id);
      if (current.status !== 'Draft') throw conflict('payroll_not_draft', `Payroll ${id} is ${current.status}; only a Draft payroll can be deleted (reopen a Pending one first).`);
      await deletePayrollRow(tx, id);
      await emitCompanyEvent(tx, company, 'payroll.deleted', 'Payroll', { id });
    }, TX_LIMITS.heavy);
  }

  // ---------- preview / approve / reopen ----------

  /** Reads only, but a whole payroll's worth: on one connection, under the company's work lock. */
  preview(caller: Caller, companyId: string, id: string) {
    return companyWork(this.ctx, companyId, (tx) => requireCompany(tx, caller, companyId), async (tx) => {
      const row = await findPayrollHeader(tx, companyId, id);
      if (!row) throw notFound('Payroll', id);
      if (row.status !== 'Draft') throw conflict('payroll_not_draft', `Payroll ${id} is ${row.status}; only a Draft payroll can be previewed (read it with getPayroll).`);
      const facts = this.factsOf(row);
      checkTaxYear(facts.payday);
      const [employeeItems, contractorItems] = await findItemRequestsOf(tx, id);
      const computed = await this.compute(tx, facts, employeeItems.map(employeeRequestOf), contractorItems.map(contractorRequestOf), 'estimate');
      return this.presentComputed({ ...row, totals: computed.totals, warnings: computed.warnings as unknown as Prisma.JsonValue }, computed);
    });
  }

  approve(caller: Caller, companyId: string, id: string) {
    return companyWork(this.ctx, companyId, (tx) => requireCompany(tx, caller, companyId), async (tx, company) => {
      const before = await findPayrollMustExist(tx, companyId, id);
      const now = this.ctx.now();
      // First statement of the transaction that writes: the race is decided here (see claimDraftForApproval).
      if (!(await claimDraftForApproval(tx, id, now))) {
        const status = (await findPayrollMustExist(tx, companyId, id)).status;
        throw conflict('payroll_not_draft', `Payroll ${id} is ${status}; only a Draft payroll can be approved.`);
      }
      if (!company.payrollActivated) {
        throw new ApiError(422, 'company_payroll_not_started', `Company ${companyId} has not started payroll (start_payroll); its payrolls cannot be approved yet.`);
      }
      const facts = this.factsOf(before);
      if (this.today() > facts.deadline) {
        throw new ApiError(422, 'approval_deadline_passed', `The approval deadline of payroll ${id} was ${facts.deadline}; it can no longer be approved for payday ${facts.payday}.`);
      }
      checkTaxYear(facts.payday);
      const [storedEmployees, storedContractors] = await findItemRequestsOf(tx, id);
      const computed = await this.compute(tx, facts, storedEmployees.map(employeeRequestOf), storedContractors.map(contractorRequestOf), 'final');
      if (computed.blocked.length) {
        throw new ApiError(422, 'payroll_blocked', `Onboarding of these workers is Blocking: ${computed.blocked.join(', ')}. Complete their blocking steps, or remove them from the payroll.`);
      }
      if (computed.negative.length) {
        throw new ApiError(422, 'negative_net_pay', `Net pay would be below zero for: ${computed.negative.join(', ')}.`);
      }
      await replaceItems(tx, id, computed.employeeItems, computed.contractorItems);
      const header = await updatePayrollRow(tx, id, { totals: computed.totals, warnings: [] });
      await adjustMiscWithheld(tx, id, 1);
      await insertTaxDeposits(tx, await this.taxDeposits(tx, company, header, computed.employeeItems));
      await emitCompanyEvent(tx, company, 'payroll.approved', 'Payroll', presentPayrollHeader(header));
      return this.presentComputed(header, computed);
    });
  }

  reopen(caller: Caller, companyId: string, id: string) {
    return companyWork(this.ctx, companyId, (tx) => requireCompany(tx, caller, companyId), async (tx, company) => {
      const current = await lockPayroll(tx, companyId, id);
      if (!current) throw notFound('Payroll', id);
      if (current.status !== 'Pending') throw conflict('payroll_not_pending', `Payroll ${id} is ${current.status}; only a Pending payroll can be reopened.`);
      const facts = this.factsOf(current);
      if (this.today() > facts.deadline) {
        throw conflict('payroll_reopen_deadline_passed', `The approval deadline of payroll ${id} (${facts.deadline}) has passed; it can no longer be reopened.`);
      }
      await adjustMiscWithheld(tx, id, -1);
      await deletePendingTaxDeposits(tx, companyId, id);
      const [storedEmployees, storedContractors] = await findItemRequestsOf(tx, id);
      const computed = await this.compute(tx, facts, storedEmployees.map(employeeRequestOf), storedContractors.map(contractorRequestOf), 'estimate');
      const header = await updatePayrollRow(tx, id, {
        status: 'Draft',
        approvedAt: null,
        statusChangedAt: this.ctx.now(),
        totals: computed.totals,
        warnings: computed.warnings as unknown as Prisma.InputJsonValue,
      });
      await replaceItems(tx, id, computed.employeeItems, computed.contractorItems);
      await emitCompanyEvent(tx, company, 'payroll.reopened', 'Payroll', presentPayrollHeader(header));
      return this.presentComputed(header, computed);
    });
  }

  // ---------- paper checks ----------

  async paperChecks(caller: Caller, companyId: string, id: string): Promise<Schema<'PaperChecks'>> {
    const company = await requireCompany(this.ctx.prisma, caller, companyId);
    await this.advancePayrolls(companyId);
    const row = await findPayroll(this.ctx.prisma, companyId, id);
    if (!row) throw notFound('Payroll', id);
    const none = { base64Content: '', paperChecksAvailable: false };
    if (row.status === 'Draft') return none;
    const employeeItems = row.employeeItems.filter((i) => i.paymentMethod === 'Manual');
    const contractorItems = row.contractorItems.filter((i) => i.paymentMethod === 'Manual');
    if (!employeeItems.length && !contractorItems.length) return none;
    const [employees, contractors] = await payeeNames(
      this.ctx.prisma,
      companyId,
      employeeItems.map((i) => i.employeeId),
      contractorItems.map((i) => i.contractorId),
    );
    const employeeName = new Map(employees.map((e) => [e.id, [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ')]));
    const contractorName = new Map(contractors.map((c) => [c.id, c.businessName ?? ([c.firstName, c.lastName].filter(Boolean).join(' ') || c.id)]));
    const payday = iso(row.payday);
    const memo = `Pay period ${iso(row.periodStart)} to ${iso(row.periodEnd)}, payroll ${row.id}`;
    const companyName = company.tradeName ?? company.legalName;
    const checks: PaperCheck[] = [
      ...employeeItems.map((i) => ({ payee: employeeName.get(i.employeeId) ?? i.employeeId, amount: i.netPay.toFixed(2) })),
      ...contractorItems.map((i) => ({ payee: contractorName.get(i.contractorId) ?? i.contractorId, amount: i.netPay.toFixed(2) })),
    ].map((c, n) => ({ ...c, checkNumber: String(1001 + n), payday, company: companyName, memo }));
    const pdf = paperChecksPdf(`Paper checks, payroll ${row.id}`, checks);
    return { base64Content: pdf.toString('base64'), paperChecksAvailable: true };
  }

  // ---------- money movement ----------

  /**
   * Moves the approved payrolls whose time has come (one company, or all): Pending -> Processing once
   * the deadline has passed, then Pending/Processing -> Paid on payday. Each move is its own small
   * transaction with its `payroll.status_changed` event; a move another process made first is skipped.
   * Returns the number of moves.
   */
  async advancePayrolls(companyId?: string): Promise<number> {
    const now = this.ctx.now();
    const today = toIsoDate(now);
    const due = await findDuePayrolls(this.ctx.prisma, fromIsoDate(today), companyId);
    let moves = 0;
    for (const p of due) {
      let status = p.status;
      const steps: PayrollStatus[] = [];
      if (status === 'Pending' && iso(p.deadline) < today) steps.push((status = 'Processing'));
      if ((status === 'Pending' || status === 'Processing') && iso(p.payday) <= today) steps.push('Paid');
      let from: PayrollStatus = p.status;
      for (const to of steps) {
        const moved = await this.ctx.prisma.$transaction((tx) => this.move(tx, p.company, p.id, [from], to, now));
        if (!moved) break;
        moves++;
        from = to;
      }
    }
    return moves;
  }

  /** One status move with its effects on tax deposits and its event; false when the payroll was not in `from`. */
  private async move(tx: Db, company: { id: string; partnerId: string }, id: string, from: PayrollStatus[], to: PayrollStatus, at: Date): Promise<PayrollHeaderRow | null> {
    if (!(await moveStatus(tx, id, from, to, at))) return null;
    if (to === 'Paid' || to === 'PartiallyPaid') await settleTaxDeposits(tx, company.id, id, 'Paid');
    if (to === 'Failed') await settleTaxDeposits(tx, company.id, id, 'Failed');
    const header = (await findPayrollHeader(tx, company.id, id))!;
    await emitCompanyEvent(tx, company, 'payroll.status_changed', 'Payroll', presentPayrollHeader(header));
    return header;
  }

  /** Operator sandbox: force a money-movement step or inject a failure. */
  async sandbox(id: string, action: SandboxAction) {
    const target: Record<SandboxAction, { from: PayrollStatus[]; to: PayrollStatus }> = {
      process: { from: ['Pending'], to: 'Processing' },
      pay: { from: ['Pending', 'Processing'], to: 'Paid' },
      fail: { from: ['Pending', 'Processing'], to: 'Failed' },
      partially_pay: { from: ['Pending', 'Processing'], to: 'PartiallyPaid' },
    };
    const { from, to } = target[action];
    await this.ctx.prisma.$transaction(async (tx) => {
      const p = await findPayrollAnywhere(tx, id);
      if (!p) throw notFound('Payroll', id);
      const moved = from.includes(p.status) ? await this.move(tx, p.company, id, [p.status], to, this.ctx.now()) : null;
      if (!moved) {
        throw conflict('payroll_transition_invalid', `Payroll ${id} is ${p.status}; the sandbox action ${action} needs a payroll in ${from.join(' or ')}.`);
      }
    });
    const row = (await findPayrollAnywhere(this.ctx.prisma, id))!;
    const full = (await findPayroll(this.ctx.prisma, row.companyId, id))!;
    return presentPayroll(full, full.employeeItems, full.contractorItems);
  }

  // ---------- helpers ----------

  private facts(id: string, companyId: string, plan: PayrollPlan): PayrollFacts {
    return {
      id,
      companyId,
      payday: plan.payday,
      deadline: approvalDeadline(plan.payday, plan.processingPeriod),
      frequency: plan.frequency,
      forceSupplementalWithholdings: plan.forceSupplementalWithholdings,
      applyBenefits: plan.applyBenefits,
      applyDeductions: plan.applyDeductions,
    };
  }

  private factsOf(row: PayrollHeaderRow): PayrollFacts {
    return {
      id: row.id,
      companyId: row.companyId,
      payday: iso(row.payday),
      deadline: iso(row.deadline),
      frequency: row.frequency,
      forceSupplementalWithholdings: row.forceSupplementalWithholdings,
      applyBenefits: row.applyBenefits,
      applyDeductions: row.applyDeductions,
    };
  }

  private planColumns(plan: PayrollPlan) {
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

  private presentComputed(header: Omit<PayrollHeaderRow, 'totals' | 'warnings'> & { totals: unknown; warnings: unknown }, computed: Computed) {
    return presentPayroll(
      { ...header, totals: computed.totals, warnings: computed.warnings as unknown as Prisma.JsonValue },
      computed.employeeItems as unknown as EmployeeItemLike[],
      computed.contractorItems as unknown as ContractorItemLike[],
    );
  }

  /**
   * Validates the items of a create or update against the company's people, workplaces and earning
   * codes, and applies the defaults of the contract. One query per table for all items.
   */
  private async normalizeItems(
    db: Db,
    companyId: string,
    employeeInputs: Schema<'PayrollEmployeeItemInput'>[],
    contractorInputs: Schema<'PayrollContractorItemInput'>[],
    existingEmployees: Map<string, EmployeeItemRequestRow>,
    existingContractors: Map<string, ContractorItemRequestRow>,
  ) {
    const duplicates: FieldProblem[] = [];
    const seenE = new Set<string>();
    employeeInputs.forEach((e, i) => {
      if (seenE.has(e.employeeId)) duplicates.push({ field: `body.employeeItems[${i}].employeeId`, message: 'employee appears more than once', code: 'duplicate' });
      seenE.add(e.employeeId);
    });
    const seenC = new Set<string>();
    contractorInputs.forEach((c, i) => {
      if (seenC.has(c.contractorId)) duplicates.push({ field: `body.contractorItems[${i}].contractorId`, message: 'contractor appears more than once', code: 'duplicate' });
      seenC.add(c.contractorId);
    });
    if (duplicates.length) throw badRequest('A worker appears more than once on the payroll.', duplicates);

    const workplaceIdsSent = new Set<string>();
    for (const e of employeeInputs) for (const p of e.payments ?? []) if (p.workplaceId) workplaceIdsSent.add(p.workplaceId);
    for (const c of contractorInputs) if (c.workplaceId) workplaceIdsSent.add(c.workplaceId);
    const needCodes = employeeInputs.some((e) => (e.payments ?? []).some((p) => (p.earningCodeEarnings ?? []).length > 0));
    const [employees, contractors, workplaces, codes] = await readAll(
      db,
      () => (employeeInputs.length ? findEmployeesByIds(db, companyId, [...seenE]) : Promise.resolve([] as EmployeeRow[])),
      () => (contractorInputs.length ? findContractorsByIds(db, companyId, [...seenC]) : Promise.resolve([] as ContractorRow[])),
      () => (workplaceIdsSent.size ? companyWorkplaceIds(db, companyId, [...workplaceIdsSent]) : Promise.resolve([] as Array<{ id: string }>)),
      () => (needCodes ? companyEarningCodes(db, companyId) : Promise.resolve([] as Array<{ id: string }>)),
    );
    const employeeById = new Map(employees.map((e) => [e.id, e]));
    const contractorById = new Map(contractors.map((c) => [c.id, c]));
    const companyWorkplaces = new Set(workplaces.map((w) => w.id));
    const companyCodes = new Set(codes.map((c) => c.id));

    const employeeItems = employeeInputs.map((input, i): EmployeeItemRequest => {
      const at = `body.employeeItems[${i}]`;
      const e = employeeById.get(input.employeeId);
      if (!e) throw invalidReference(`${at}.employeeId`, `Employee ${input.employeeId} is not an employee of this company.`);
      if (!e.active) throw problem(422, 'employee_inactive', `Employee ${input.employeeId} is not active.`, `${at}.employeeId`);
      const assigned = new Set(e.workplaces.map((w) => w.workplaceId));
      const payments = (input.payments ?? []).map((p, j): PaymentInput => {
        const pf = `${at}.payments[${j}]`;
        if (p.workplaceId !== undefined) {
          if (!companyWorkplaces.has(p.workplaceId)) throw invalidReference(`${pf}.workplaceId`, `Workplace ${p.workplaceId} is not a workplace of this company.`);
          if (!assigned.has(p.workplaceId)) {
            throw problem(422, 'workplace_not_assigned', `Workplace ${p.workplaceId} is not one of employee ${e.id}'s workplaces.`, `${pf}.workplaceId`);
          }
        }
        (p.earningCodeEarnings ?? []).forEach((ec, k) => {
          if (!companyCodes.has(ec.earningCodeId)) {
            throw invalidReference(`${pf}.earningCodeEarnings[${k}].earningCodeId`, `Earning code ${ec.earningCodeId} is not an earning code of this company.`);
          }
        });
        const out: PaymentInput = { ...p };
        const workplaceId = p.workplaceId ?? e.primaryWorkplaceId ?? undefined;
        if (workplaceId !== undefined) out.workplaceId = workplaceId;
        // The defaulted rate comes with its period (the validator has already defaulted isSalaryRate to false).
        if (p.payRate === undefined && e.wageRate !== null) {
          out.payRate = Number(e.wageRate.toString());
          out.isSalaryRate = e.wagePeriod === 'Annually';
        }
        out.isSalaryRate ??= false;
        if (out.payRate === undefined) {
          const needsRate = HOUR_FIELDS.some((h) => (p[h] ?? 0) > 0 && p[OVERRIDE_OF[h]] === undefined) || p.isSalaryRate === true;
          if (needsRate) throw badRequest('payRate is required: the employee has no wage rate.', [{ field: `${pf}.payRate`, message: 'required: the employee has no wage rate', code: 'required' }]);
        }
        return out;
      });
      const existing = existingEmployees.get(e.id);
      return {
        id: existing?.id ?? newId('pei'),
        employeeId: e.id,
        position: i,
        paymentMethod: input.paymentMethod ?? e.defaultPaymentMethod,
        flsaOvertimeExemption: input.flsaOvertimeExemption ?? e.flsaOvertimeExemptionStatus ?? 'NonExempt',
        supplementalTaxMethod: input.supplementalTaxMethod ?? e.supplementalTaxMethod ?? 'Flat',
        payments,
        reimbursements: input.reimbursements ?? [],
        netPaySplitId: null,
        ...(existing ? { createdAt: existing.createdAt } : {}),
      };
    });

    const contractorItems = contractorInputs.map((input, i): ContractorItemRequest => {
      const at = `body.contractorItems[${i}]`;
      const c = contractorById.get(input.contractorId);
      if (!c) throw invalidReference(`${at}.contractorId`, `Contractor ${input.contractorId} is not a contractor of this company.`);
      if (!c.active) throw problem(422, 'employee_inactive', `Contractor ${input.contractorId} is not active.`, `${at}.contractorId`);
      if (input.workplaceId !== undefined) {
        if (!companyWorkplaces.has(input.workplaceId)) throw invalidReference(`${at}.workplaceId`, `Workplace ${input.workplaceId} is not a workplace of this company.`);
        if (!c.workplaces.some((w) => w.workplaceId === input.workplaceId)) {
          throw problem(422, 'workplace_not_assigned', `Workplace ${input.workplaceId} is not one of contractor ${c.id}'s workplaces.`, `${at}.workplaceId`);
        }
      }
      const existing = existingContractors.get(c.id);
      return {
        id: existing?.id ?? newId('pci'),
        contractorId: c.id,
        position: i,
        workplaceId: input.workplaceId ?? c.primaryWorkplaceId ?? null,
        paymentMethod: input.paymentMethod ?? c.defaultPaymentMethod,
        hours: input.hours ?? 0,
        payRate: input.payRate ?? (c.wageRate !== null ? c.wageRate.toString() : 0),
        reimbursement: input.reimbursement ?? 0,
        netPaySplitId: null,
        ...(existing ? { createdAt: existing.createdAt } : {}),
      };
    });
    return { employees, contractors, employeeItems, contractorItems };
  }

  /**
   * The gross-to-net of a whole payroll with the data on file now: one query per table for all its
   * workers, then the engine per item, then the totals.
   */
  private async compute(
    db: Db,
    facts: PayrollFacts,
    employeeReqs: EmployeeItemRequest[],
    contractorReqs: ContractorItemRequest[],
    mode: Mode,
    workers?: { employees: EmployeeRow[]; contractors: ContractorRow[] },
  ): Promise<Computed> {
    const employeeIds = employeeReqs.map((r) => r.employeeId);
    const contractorIds = contractorReqs.map((r) => r.contractorId);
    const yearStart = fromIsoDate(isoDateOf(dateParts(facts.payday).year, 1, 1));
    const window = { companyId: facts.companyId, payrollId: facts.id, yearStart, payday: fromIsoDate(facts.payday) };
    const none = <T>() => Promise.resolve([] as T[]);
    const hasEmployees = employeeIds.length > 0;
    const [employees, contractors, w4s, benefits, childSupports, miscDeductions, codes, ytd, accounts] = await readAll(
      db,
      () => (workers ? Promise.resolve(workers.employees) : hasEmployees ? findEmployeesByIds(db, facts.companyId, employeeIds) : none<EmployeeRow>()),
      () => (workers ? Promise.resolve(workers.contractors) : contractorIds.length ? findContractorsByIds(db, facts.companyId, contractorIds) : none<ContractorRow>()),
      () => (hasEmployees ? w4sOf(db, employeeIds) : none<Awaited<ReturnType<typeof w4sOf>>[number]>()),
      () => (hasEmployees && facts.applyBenefits ? benefitsOf(db, facts.companyId, employeeIds) : none<Awaited<ReturnType<typeof benefitsOf>>[number]>()),
      () => (hasEmployees && facts.applyDeductions ? childSupportsOf(db, facts.companyId, employeeIds) : none<Awaited<ReturnType<typeof childSupportsOf>>[number]>()),
      () => (hasEmployees && facts.applyDeductions ? miscDeductionsOf(db, facts.companyId, employeeIds) : none<Awaited<ReturnType<typeof miscDeductionsOf>>[number]>()),
      () => companyEarningCodes(db, facts.companyId),
      () => ytdWagesOf(db, window, employeeIds),
      () => (employeeIds.length || contractorIds.length ? activeBankAccountsOf(db, facts.companyId, employeeIds, contractorIds) : none<Awaited<ReturnType<typeof activeBankAccountsOf>>[number]>()),
    );
    const limited = miscDeductions.filter((m) => m.annualLimit !== null).map((m) => m.id);
    const employeeById = new Map(employees.map((e) => [e.id, e]));
    const contractorById = new Map(contractors.map((c) => [c.id, c]));
    const splitIds = [
      ...employeeReqs.map((r) => employeeById.get(r.employeeId)?.defaultNetPaySplitId),
      ...contractorReqs.map((r) => contractorById.get(r.contractorId)?.defaultNetPaySplitId),
    ].filter((s): s is string => !!s);
    const [splitItems, miscYtd] = await readAll(
      db,
      () => (splitIds.length ? splitItemsOf(db, [...new Set(splitIds)]) : none<Awaited<ReturnType<typeof splitItemsOf>>[number]>()),
      () => ytdMiscDeductionsOf(db, window, limited),
    );
    const splitAccountIds = [...new Set(splitItems.map((s) => s.bankAccountId))].filter((a) => !accounts.some((x) => x.id === a));
    const otherAccounts = splitAccountIds.length ? await bankAccountsByIds(db, splitAccountIds) : [];

    const group = <T extends { employeeId: string }>(rows: T[]) => {
      const m = new Map<string, T[]>();
      for (const r of rows) m.set(r.employeeId, [...(m.get(r.employeeId) ?? []), r]);
      return m;
    };
    const w4ById = new Map(w4s.map((w) => [w.employeeId, w]));
    const benefitsBy = group(benefits);
    const childSupportBy = group(childSupports);
    const miscBy = group(miscDeductions);
    const ytdBy = new Map(ytd.map((y) => [y.employeeId, y._sum]));
    const miscYtdById: Record<string, string> = Object.fromEntries(miscYtd.map((m) => [m.id, m.amount.toString()]));
    const splitsBy = new Map<string, NetPaySplitItemInput[]>();
    for (const s of splitItems) {
      splitsBy.set(s.netPaySplitId, [...(splitsBy.get(s.netPaySplitId) ?? []), { bankAccountId: s.bankAccountId, priority: s.priority, amount: str(s.amount), percentage: str(s.percentage) }]);
    }
    const firstAccountOf = new Map<string, string>();
    for (const a of accounts) {
      const owner = a.employeeId ?? a.contractorId;
      if (owner && !firstAccountOf.has(owner)) firstAccountOf.set(owner, a.id);
    }
    /** The worker's default split, or everything to its first Active account. */
    const splitOf = (ownerId: string, splitId: string | null | undefined): { splitId: string | null; items: NetPaySplitItemInput[] | undefined } => {
      const items = splitId ? splitsBy.get(splitId) : undefined;
      if (items?.length) return { splitId: splitId!, items };
      const account = firstAccountOf.get(ownerId);
      return { splitId: null, items: account ? [{ bankAccountId: account, priority: 1 }] : undefined };
    };
    const earningCodeTypes: Record<string, EarningCodeType> = Object.fromEntries(codes.map((c) => [c.id, c.type as EarningCodeType]));
    const labels: Labels = {
      earningCodes: new Map(codes.map((c) => [c.id, { name: c.name, type: c.type }])),
      benefits: new Map(benefits.map((b) => [b.id, b.description])),
      childSupports: new Map(childSupports.map((cs) => [cs.id, { description: cs.description, caseNumber: cs.caseNumber }])),
      miscDeductions: new Map(miscDeductions.map((m) => [m.id, m.description])),
      bankAccounts: new Map([...accounts, ...otherAccounts].map((a) => [a.id, { accountNumberLastFour: a.accountNumberLastFour, type: a.type }])),
    };

    const payroll = { id: facts.id, companyId: facts.companyId };
    const blocked: string[] = [];
    const negative: string[] = [];
    const employeeResults: EmployeeItemResult[] = [];
    const employeeItems = employeeReqs.map((req) => {
      const e = employeeById.get(req.employeeId);
      const extra: Warning[] = [];
      if (e && employeeOnboard(e).status === 'Blocking') {
        blocked.push(req.employeeId);
        extra.push({ code: WARNING_BLOCKING, message: `Onboarding of employee ${req.employeeId} is Blocking; approval is refused (422 payroll_blocked).`, employeeId: req.employeeId });
      }
      const w4 = w4ById.get(req.employeeId);
      const y = ytdBy.get(req.employeeId);
      const split = req.paymentMethod === 'DirectDeposit' ? splitOf(req.employeeId, e?.defaultNetPaySplitId) : { splitId: null, items: undefined };
      let result: EmployeeItemResult;
      try {
        result = computeEmployeeItem(
          { employeeId: req.employeeId, paymentMethod: req.paymentMethod, supplementalTaxMethod: req.supplementalTaxMethod, payments: req.payments, reimbursements: req.reimbursements },
          {
            payday: facts.payday,
            frequency: facts.frequency,
            forceSupplementalWithholdings: facts.forceSupplementalWithholdings,
            applyBenefits: facts.applyBenefits,
            applyDeductions: facts.applyDeductions,
            w4: w4
              ? {
                  filingStatus: w4.filingStatus,
                  multipleJobs: w4.multipleJobs,
                  dependentsAmount: w4.dependentsAmount.toString(),
                  otherIncome: w4.otherIncome.toString(),
                  deductions: w4.deductions.toString(),
                  extraWithholding: w4.extraWithholding.toString(),
                }
              : null,
            ytd: {
              socialSecurityWages: str(y?.subjectSocialSecurityWages),
              medicareWages: str(y?.subjectMedicareWages),
              futaWages: str(y?.subjectFutaWages),
              supplementalWages: str(y?.subjectSupplementalWages),
              miscellaneousDeductions: miscYtdById,
            },
            benefits: (benefitsBy.get(req.employeeId) ?? []).map((b) => ({
              id: b.id,
              type: b.type,
              effectiveStart: iso(b.effectiveStart),
              effectiveEnd: isoOrNull(b.effectiveEnd),
              employeeContributionAmount: str(b.employeeContributionAmount),
              employeeContributionPercent: str(b.employeeContributionPercent),
              companyContributionAmount: str(b.companyContributionAmount),
              companyContributionPercent: str(b.companyContributionPercent),
            })),
            childSupport: (childSupportBy.get(req.employeeId) ?? []).map((cs) => ({
              id: cs.id,
              amount: cs.amount.toString(),
              maxPercent: cs.maxPercent.toString(),
              effectiveStart: iso(cs.effectiveStart),
              effectiveEnd: isoOrNull(cs.effectiveEnd),
            })),
            miscellaneousDeductions: (miscBy.get(req.employeeId) ?? []).map((m) => ({
              id: m.id,
              amount: str(m.amount),
              percent: str(m.percent),
              totalAmount: str(m.totalAmount),
              annualLimit: str(m.annualLimit),
              withheldToDate: m.withheldToDate.toString(),
              effectiveStart: iso(m.effectiveStart),
              effectiveEnd: isoOrNull(m.effectiveEnd),
            })),
            netPaySplit: split.items,
            earningCodeTypes,
          },
        );
      } catch (err) {
        engineError(err);
      }
      if (result.negativeNet) negative.push(req.employeeId);
      employeeResults.push(result);
      return employeeItemData(payroll, { ...req, netPaySplitId: split.splitId }, result, mode === 'estimate' ? extra : [], labels);
    });

    const contractorResults: ContractorItemResult[] = [];
    const contractorItems = contractorReqs.map((req) => {
      const c = contractorById.get(req.contractorId);
      const extra: Warning[] = [];
      if (c && contractorOnboard(c).status === 'Blocking') {
        blocked.push(req.contractorId);
        extra.push({ code: WARNING_BLOCKING, message: `Onboarding of contractor ${req.contractorId} is Blocking; approval is refused (422 payroll_blocked).`, contractorId: req.contractorId });
      }
      const split = req.paymentMethod === 'DirectDeposit' ? splitOf(req.contractorId, c?.defaultNetPaySplitId) : { splitId: null, items: undefined };
      let result: ContractorItemResult;
      try {
        result = computeContractorItem(
          { contractorId: req.contractorId, paymentMethod: req.paymentMethod, hours: req.hours, payRate: req.payRate, reimbursement: req.reimbursement },
          { netPaySplit: split.items },
        );
      } catch (err) {
        engineError(err);
      }
      contractorResults.push(result);
      return contractorItemData(payroll, { ...req, netPaySplitId: split.splitId }, result, mode === 'estimate' ? extra : [], labels);
    });

    const warnings: Warning[] = [];
    if (mode === 'estimate' && this.today() > facts.deadline) {
      warnings.push({ code: WARNING_DEADLINE, message: `The approval deadline (${facts.deadline}) has passed; approval is refused (422 approval_deadline_passed).` });
    }
    return { employeeItems, contractorItems, totals: storedTotals(computeTotals(employeeResults, contractorResults)), warnings, blocked, negative };
  }

  /** One deposit per federal tax with an amount (employee and company shares together), due per the company's deposit schedule. */
  private async taxDeposits(db: Db, company: Company, header: PayrollHeaderRow, items: EmployeeItemInsert[]): Promise<Prisma.TaxDepositCreateManyInput[]> {
    const step = await findOnboardStep(db, company.id, 'taxSetup');
    const schedule = (step?.data as { federalDepositSchedule?: string } | undefined)?.federalDepositSchedule ?? 'Monthly';
    const dueDate = fromIsoDate(taxDepositDueDate(iso(header.payday), schedule));
    const columns: Record<TaxName, Array<keyof Prisma.PayrollEmployeeItemCreateManyInput>> = {
      FederalIncomeTax: ['federalIncomeTax'],
      SocialSecurity: ['socialSecurityEmployee', 'socialSecurityCompany'],
      Medicare: ['medicareEmployee', 'medicareCompany'],
      AdditionalMedicare: ['additionalMedicareEmployee'],
      Futa: ['futaCompany'],
    };
    const out: Prisma.TaxDepositCreateManyInput[] = [];
    for (const [tax, cols] of Object.entries(columns) as Array<[TaxName, Array<keyof Prisma.PayrollEmployeeItemCreateManyInput>]>) {
      let amount = new Decimal(0);
      for (const item of items) for (const col of cols) amount = amount.plus(item[col] as string);
      if (amount.gt(0)) {
        out.push({ id: newId('td'), companyId: company.id, payrollId: header.id, tax: TAX_DEPOSIT_NAME[tax], amount: amount.toFixed(2), dueDate, status: 'Pending' });
      }
    }
    return out;
  }
}

/** The request an employee item row was made from (what a recomputation starts from). */
function employeeRequestOf(i: EmployeeItemRequestRow): EmployeeItemRequest {
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

function contractorRequestOf(i: ContractorItemRequestRow): ContractorItemRequest {
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

async function findPayrollMustExist(db: Db, companyId: string, id: string): Promise<PayrollHeaderRow> {
  const row = await findPayrollHeader(db, companyId, id);
  if (!row) throw notFound('Payroll', id);
  return row;
}



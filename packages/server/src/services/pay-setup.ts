import type { EarningCode as EarningCodeRow, PaymentSchedule as PaymentScheduleRow, TaxDeposit as TaxDepositRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../http/context';
import { addMonths, fromIsoDate, toIsoDate, type IsoDate } from '../domain/calendar';
import { paydaysBetween, type GeneratedPayday, type PayScheduleRule } from '../domain/paydays';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import type { Db } from '../repositories/db';
import {
  findEarningCode,
  findPaymentSchedule,
  insertEarningCode,
  insertPaymentSchedule,
  listEarningCodeRows,
  listPaymentScheduleRows,
  listTaxDepositRows,
  updateEarningCodeRow,
  updatePaymentScheduleRow,
  type TaxDepositFilters,
} from '../repositories/pay-setup';
import type { ServiceContext } from './context';
import { emitCompanyEvent } from './events';
import { defined, isoDate, money } from './format';
import { requireCompany } from './scope';

type PayFrequency = Schema<'PayFrequency'>;

export const presentEarningCode = (r: EarningCodeRow): Schema<'EarningCode'> => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  type: r.type as Schema<'EarningCodeType'>,
  active: r.active,
});

export const presentPaymentSchedule = (r: PaymentScheduleRow): Schema<'PaymentSchedule'> =>
  defined({
    id: r.id,
    companyId: r.companyId,
    name: r.name,
    payFrequency: r.payFrequency,
    firstPayday: isoDate(r.firstPayday)!,
    secondPayday: isoDate(r.secondPayday),
    firstPeriodEnd: isoDate(r.firstPeriodEnd)!,
    active: r.active,
  });

export const presentPayday = (p: GeneratedPayday): Schema<'Payday'> => ({
  payday: p.payday,
  periodStart: p.periodStart,
  periodEnd: p.periodEnd,
  deadline: p.deadline,
  impactedByWeekendOrHoliday: p.impactedByWeekendOrHoliday,
});

export const presentTaxDeposit = (r: TaxDepositRow): Schema<'TaxDeposit'> => ({
  id: r.id,
  companyId: r.companyId,
  payrollId: r.payrollId,
  tax: r.tax as Schema<'TaxDepositTax'>,
  amount: money(r.amount)!,
  dueDate: isoDate(r.dueDate)!,
  status: r.status,
});

/** The generation rule of a stored schedule (dates as YYYY-MM-DD). */
export const scheduleRule = (r: PaymentScheduleRow): PayScheduleRule => ({
  payFrequency: r.payFrequency,
  firstPayday: toIsoDate(r.firstPayday),
  secondPayday: r.secondPayday ? toIsoDate(r.secondPayday) : null,
  firstPeriodEnd: toIsoDate(r.firstPeriodEnd),
});

const dateRange = (field: string, detail: string) => new ApiError(422, 'invalid_date_range', detail, [{ field, message: detail, code: 'invalid_date_range' }]);

/**
 * The create rules of a schedule (contract: createPaymentSchedule), on the schedule as it would be
 * stored. `secondPayday` fitting the frequency is checked by the callers (400); here the dates (422).
 */
function checkScheduleDates(s: PayScheduleRule) {
  if (s.firstPeriodEnd > s.firstPayday) throw dateRange('body.firstPeriodEnd', 'firstPeriodEnd must be on or before firstPayday.');
  if (s.payFrequency === 'Semimonthly' && s.secondPayday && (s.secondPayday <= s.firstPayday || s.secondPayday.slice(0, 7) !== s.firstPayday.slice(0, 7))) {
    throw dateRange('body.secondPayday', 'secondPayday must be after firstPayday in the same calendar month.');
  }
}

const secondPaydayRequired = () =>
  badRequest('A Semimonthly schedule needs secondPayday.', [{ field: 'body.secondPayday', message: 'required for Semimonthly', code: 'required' }]);
const secondPaydayNotAllowed = (f: PayFrequency) =>
  badRequest(`secondPayday is only for Semimonthly schedules, not ${f}.`, [{ field: 'body.secondPayday', message: 'only allowed for Semimonthly', code: 'not' }]);

/** A query date: the validator checks the format; this keeps an impossible one from reaching the calendar. */
function queryDate(value: string | undefined, field: string): IsoDate | undefined {
  if (value === undefined) return undefined;
  try {
    toIsoDate(fromIsoDate(value));
    return value;
  } catch {
    throw badRequest('The request does not match the contract.', [{ field, message: 'must match format "date"', code: 'format' }]);
  }
}

/** Earning codes, payment schedules (with their generated paydays) and the tax deposit list of a company. */
export class PaySetupService {
  constructor(private readonly ctx: ServiceContext) {}

  private write<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.ctx.prisma.$transaction(fn);
  }

  // ---------- earning codes ----------

  createEarningCode(caller: Caller, companyId: string, input: Schema<'EarningCodeCreate'>) {
    return this.write(async (tx) => {
      const company = await requireCompany(tx, caller, companyId);
      const row = await insertEarningCode(tx, { id: newId('ec'), companyId, name: input.name, type: input.type, active: input.active ?? true });
      const earningCode = presentEarningCode(row);
      await emitCompanyEvent(tx, company, 'earning_code.created', 'EarningCode', earningCode);
      return earningCode;
    });
  }

  async getEarningCode(caller: Caller, companyId: string, id: string) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    const row = await findEarningCode(this.ctx.prisma, companyId, id);
    if (!row) throw notFound('Earning code', id);
    return presentEarningCode(row);
  }

  async listEarningCodes(caller: Caller, companyId: string, query: PageQuery) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    const window = pageWindow(query);
    const { total, rows } = await listEarningCodeRows(this.ctx.prisma, companyId, window.skip, window.take);
    return envelope(window, total, rows.map(presentEarningCode));
  }

  updateEarningCode(caller: Caller, companyId: string, id: string, input: Schema<'EarningCodeUpdate'>) {
    return this.write(async (tx) => {
      const company = await requireCompany(tx, caller, companyId);
      if (!(await findEarningCode(tx, companyId, id))) throw notFound('Earning code', id);
      const row = await updateEarningCodeRow(tx, id, { name: input.name, active: input.active });
      const earningCode = presentEarningCode(row);
      await emitCompanyEvent(tx, company, 'earning_code.updated', 'EarningCode', earningCode);
      return earningCode;
    });
  }

  // ---------- payment schedules ----------

  createPaymentSchedule(caller: Caller, companyId: string, input: Schema<'PaymentScheduleCreate'>) {
    return this.write(async (tx) => {
      const company = await requireCompany(tx, caller, companyId);
      const semimonthly = input.payFrequency === 'Semimonthly';
      if (semimonthly && !input.secondPayday) throw secondPaydayRequired();
      if (!semimonthly && input.secondPayday) throw secondPaydayNotAllowed(input.payFrequency);
      checkScheduleDates({ payFrequency: input.payFrequency, firstPayday: input.firstPayday, secondPayday: input.secondPayday, firstPeriodEnd: input.firstPeriodEnd });
      const row = await insertPaymentSchedule(tx, {
        id: newId('ps'),
        companyId,
        name: input.name,
        payFrequency: input.payFrequency,
        firstPayday: fromIsoDate(input.firstPayday),
        secondPayday: input.secondPayday ? fromIsoDate(input.secondPayday) : null,
        firstPeriodEnd: fromIsoDate(input.firstPeriodEnd),
        active: input.active ?? true,
      });
      const schedule = presentPaymentSchedule(row);
      await emitCompanyEvent(tx, company, 'payment_schedule.created', 'PaymentSchedule', schedule);
      return schedule;
    });
  }

  async getPaymentSchedule(caller: Caller, companyId: string, id: string) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    const row = await findPaymentSchedule(this.ctx.prisma, companyId, id);
    if (!row) throw notFound('Payment schedule', id);
    return presentPaymentSchedule(row);
  }

  async listPaymentSchedules(caller: Caller, companyId: string, query: PageQuery) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    const window = pageWindow(query);
    const { total, rows } = await listPaymentScheduleRows(this.ctx.prisma, companyId, window.skip, window.take);
    return envelope(window, total, rows.map(presentPaymentSchedule));
  }

  /** Only the fields sent change; the result must satisfy the create rules (contract: updatePaymentSchedule). */
  updatePaymentSchedule(caller: Caller, companyId: string, id: string, input: Schema<'PaymentScheduleUpdate'>) {
    return this.write(async (tx) => {
      const company = await requireCompany(tx, caller, companyId);
      const current = await findPaymentSchedule(tx, companyId, id);
      if (!current) throw notFound('Payment schedule', id);
      const stored = scheduleRule(current);
      const payFrequency = input.payFrequency ?? stored.payFrequency;
      const semimonthly = payFrequency === 'Semimonthly';
      if (!semimonthly && input.secondPayday) throw secondPaydayNotAllowed(payFrequency);
      if (semimonthly && stored.payFrequency !== 'Semimonthly' && !input.secondPayday) throw secondPaydayRequired();
      // Switching away from Semimonthly drops the stored secondPayday.
      const next: PayScheduleRule = {
        payFrequency,
        firstPayday: input.firstPayday ?? stored.firstPayday,
        secondPayday: semimonthly ? (input.secondPayday ?? stored.secondPayday) : null,
        firstPeriodEnd: input.firstPeriodEnd ?? stored.firstPeriodEnd,
      };
      checkScheduleDates(next);
      const row = await updatePaymentScheduleRow(tx, id, {
        name: input.name,
        active: input.active,
        payFrequency: next.payFrequency,
        firstPayday: fromIsoDate(next.firstPayday),
        secondPayday: next.secondPayday ? fromIsoDate(next.secondPayday) : null,
        firstPeriodEnd: fromIsoDate(next.firstPeriodEnd),
      });
      const schedule = presentPaymentSchedule(row);
      await emitCompanyEvent(tx, company, 'payment_schedule.updated', 'PaymentSchedule', schedule);
      return schedule;
    });
  }

  /**
   * Paydays of a schedule whose payday falls in [startDate, endDate] (contract: listPaydays). Defaults:
   * startDate = today (UTC date of the service clock), endDate = startDate + 12 months; the range may
   * span at most 2 years. The generated list is paged like any list.
   */
  async listPaydays(caller: Caller, companyId: string, id: string, query: { startDate?: string; endDate?: string } & PageQuery) {
    const company = await requireCompany(this.ctx.prisma, caller, companyId);
    const row = await findPaymentSchedule(this.ctx.prisma, companyId, id);
    if (!row) throw notFound('Payment schedule', id);
    const startDate = queryDate(query.startDate, 'query.startDate') ?? toIsoDate(this.ctx.now());
    const endDate = queryDate(query.endDate, 'query.endDate') ?? addMonths(startDate, 12);
    if (endDate < startDate) throw dateRange('query.endDate', `endDate ${endDate} is before startDate ${startDate}.`);
    if (endDate > addMonths(startDate, 24)) throw dateRange('query.endDate', 'The range from startDate to endDate is longer than 2 years.');
    const paydays = paydaysBetween(scheduleRule(row), startDate, endDate, company.processingPeriod);
    const window = pageWindow(query);
    return envelope(window, paydays.length, paydays.slice(window.skip, window.skip + window.take).map(presentPayday));
  }

  // ---------- tax deposits ----------

  async listTaxDeposits(caller: Caller, companyId: string, query: TaxDepositFilters & PageQuery) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    const window = pageWindow(query);
    const { total, rows } = await listTaxDepositRows(this.ctx.prisma, companyId, query, window.skip, window.take);
    return envelope(window, total, rows.map(presentTaxDeposit));
  }
}

import { FEDERAL_TAX_CODE, TAX_DEPOSIT_NAME, type TaxName } from '@payroll/payroll-engine';
import type { EarningCode as EarningCodeRow, PaymentSchedule as PaymentScheduleRow, TaxDeposit as TaxDepositRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { addMonths, fromIsoDate, toIsoDate, type IsoDate } from '../domain/calendar';
import { paydaysBetween, type GeneratedPayday, type PayScheduleRule } from '../domain/paydays';
import { DomainError, badRequest, notFound } from '../core/errors';
import { newId } from '../core/ids';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
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
import { EARNING_CODE_TYPE, TAX_DEPOSIT_TAX } from './contract-enums';
import { companyRead, companyTx } from './scope';

type PayFrequency = Schema<'PayFrequency'>;

export const presentEarningCode = (r: EarningCodeRow): Schema<'EarningCode'> => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  type: EARNING_CODE_TYPE.of(r.type),
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

export const IRS = 'Internal Revenue Service';

/** Contract TaxDepositTax of a federal deposit -> its tax code. */
export const FEDERAL_DEPOSIT_CODE: Readonly<Record<string, string | undefined>> = Object.freeze(
  Object.fromEntries((Object.keys(TAX_DEPOSIT_NAME) as TaxName[]).map((tax) => [TAX_DEPOSIT_NAME[tax], FEDERAL_TAX_CODE[tax]])),
);

export const presentTaxDeposit = (r: TaxDepositRow): Schema<'TaxDeposit'> => defined({
  id: r.id,
  companyId: r.companyId,
  payrollId: r.payrollId,
  tax: TAX_DEPOSIT_TAX.of(r.tax),
  jurisdiction: r.jurisdiction,
  // Deposits stored before codes and agencies were: federal ones, paid to the IRS.
  code: r.code ?? FEDERAL_DEPOSIT_CODE[r.tax] ?? undefined,
  agency: r.agency ?? (r.jurisdiction === 'US' ? IRS : undefined),
  amount: money(r.amount)!,
  ...(r.creditApplied && !r.creditApplied.isZero() ? { creditApplied: money(r.creditApplied)! } : {}),
  dueDate: isoDate(r.dueDate)!,
  status: r.status,
  achTraceNumber: r.achTraceNumber ?? undefined,
});

/** The generation rule of a stored schedule (dates as YYYY-MM-DD). */
export const scheduleRule = (r: PaymentScheduleRow): PayScheduleRule => ({
  payFrequency: r.payFrequency,
  firstPayday: toIsoDate(r.firstPayday),
  secondPayday: r.secondPayday ? toIsoDate(r.secondPayday) : null,
  firstPeriodEnd: toIsoDate(r.firstPeriodEnd),
});

const dateRange = (field: string, detail: string) => new DomainError('unprocessable', 'invalid_date_range', detail, [{ field, message: detail, code: 'invalid_date_range' }]);

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

  // ---------- earning codes ----------

  createEarningCode(caller: Caller, companyId: string, input: Schema<'EarningCodeCreate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const row = await insertEarningCode(tx, { id: newId('ec'), companyId, name: input.name, type: input.type, active: input.active ?? true });
      const earningCode = presentEarningCode(row);
      await emitCompanyEvent(tx, company, 'earning_code.created', 'EarningCode', earningCode);
      return earningCode;
    });
  }

  getEarningCode(caller: Caller, companyId: string, id: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findEarningCode(db, companyId, id);
      if (!row) throw notFound('Earning code', id);
      return presentEarningCode(row);
    });
  }

  listEarningCodes(caller: Caller, companyId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listEarningCodeRows(db, companyId, window.skip, window.take);
      return envelope(window, total, rows.map(presentEarningCode));
    });
  }

  updateEarningCode(caller: Caller, companyId: string, id: string, input: Schema<'EarningCodeUpdate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      if (!(await findEarningCode(tx, companyId, id))) throw notFound('Earning code', id);
      const row = await updateEarningCodeRow(tx, id, { name: input.name, active: input.active });
      const earningCode = presentEarningCode(row);
      await emitCompanyEvent(tx, company, 'earning_code.updated', 'EarningCode', earningCode);
      return earningCode;
    });
  }

  // ---------- payment schedules ----------

  createPaymentSchedule(caller: Caller, companyId: string, input: Schema<'PaymentScheduleCreate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
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

  getPaymentSchedule(caller: Caller, companyId: string, id: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findPaymentSchedule(db, companyId, id);
      if (!row) throw notFound('Payment schedule', id);
      return presentPaymentSchedule(row);
    });
  }

  listPaymentSchedules(caller: Caller, companyId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listPaymentScheduleRows(db, companyId, window.skip, window.take);
      return envelope(window, total, rows.map(presentPaymentSchedule));
    });
  }

  /** Only the fields sent change; the result must satisfy the create rules (contract: updatePaymentSchedule). */
  updatePaymentSchedule(caller: Caller, companyId: string, id: string, input: Schema<'PaymentScheduleUpdate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
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
  listPaydays(caller: Caller, companyId: string, id: string, query: { startDate?: string; endDate?: string } & PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db, company) => {
      const row = await findPaymentSchedule(db, companyId, id);
      if (!row) throw notFound('Payment schedule', id);
      const startDate = queryDate(query.startDate, 'query.startDate') ?? toIsoDate(this.ctx.now());
      const endDate = queryDate(query.endDate, 'query.endDate') ?? addMonths(startDate, 12);
      if (endDate < startDate) throw dateRange('query.endDate', `endDate ${endDate} is before startDate ${startDate}.`);
      if (endDate > addMonths(startDate, 24)) throw dateRange('query.endDate', 'The range from startDate to endDate is longer than 2 years.');
      const paydays = paydaysBetween(scheduleRule(row), startDate, endDate, company.processingPeriod);
      const window = pageWindow(query);
      return envelope(window, paydays.length, paydays.slice(window.skip, window.skip + window.take).map(presentPayday));
    });
  }

  // ---------- tax deposits ----------

  listTaxDeposits(caller: Caller, companyId: string, query: TaxDepositFilters & PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listTaxDepositRows(db, companyId, query, window.skip, window.take);
      return envelope(window, total, rows.map(presentTaxDeposit));
    });
  }
}

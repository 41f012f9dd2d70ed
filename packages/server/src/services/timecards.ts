import type { Break as BreakRow, Prisma, TimecardStatus } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { DomainError, badRequest, conflict, invalidReference, notFound } from '../core/errors';
import { newId } from '../core/ids';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import type { Db } from '../repositories/db';
import { findWorkplace } from '../repositories/org';
import {
  endBreakRow,
  findClockInEmployee,
  findOpenBreak,
  findOverlappingTimecard,
  lockEmployeeOfTimecard,
  findTimecard,
  findTimecardStatus,
  insertOpenBreak,
  insertOpenTimecard,
  listTimecardRows,
  timecardPaid,
  transitionTimecard,
  updateBreakRow,
  updateTimecardRow,
  type TimecardFilters,
  type TimecardRow,
} from '../repositories/timecards';
import type { ServiceContext } from './context';
import { emitCompanyEvent } from './events';
import { defined, isoDateTime } from './format';
import { companyRead, companyTx } from './scope';

type Timecard = Schema<'Timecard'>;
type Break = Schema<'Break'>;
type Change = Schema<'Change'>;

const OPEN: TimecardStatus[] = ['InProgress', 'OnBreak'];
const UNPAID = new Set<string>(['UnpaidMealBreak', 'UnpaidRestBreak']);
const MS_PER_HUNDREDTH_HOUR = 36_000;
/** The longest a corrected timecard may span. */
const MAX_SHIFT_MS = 24 * 3_600_000;

const changesOf = (json: Prisma.JsonValue): Change[] => (Array.isArray(json) ? (json as unknown as Change[]) : []);

/**
 * (clockOut, or `now` while open) - clockIn - accepted unpaid breaks (an open one runs to the same end),
 * in hours rounded half-up to 2 decimals. Whole milliseconds in integer arithmetic: exact.
 */
export function workedHours(row: Pick<TimecardRow, 'clockIn' | 'clockOut' | 'breaks'>, now: Date): number {
  const start = row.clockIn.getTime();
  const end = (row.clockOut ?? now).getTime();
  let ms = end - start;
  for (const b of row.breaks) {
    if (!b.acceptedStatus || !UNPAID.has(b.type)) continue;
    const from = Math.max(b.breakStart.getTime(), start);
    const to = Math.min((b.breakEnd ?? row.clockOut ?? now).getTime(), end);
    if (to > from) ms -= to - from;
  }
  ms = Math.max(ms, 0);
  return Math.floor((ms + MS_PER_HUNDREDTH_HOUR / 2) / MS_PER_HUNDREDTH_HOUR) / 100;
}

export const presentBreak = (b: BreakRow): Break => ({
  ...defined({ breakStartNote: b.breakStartNote, breakEndNote: b.breakEndNote, breakEnd: isoDateTime(b.breakEnd) }),
  id: b.id,
  timecardId: b.timecardId,
  acceptedStatus: b.acceptedStatus,
  type: b.type,
  breakStart: isoDateTime(b.breakStart)!,
  changes: changesOf(b.changes),
});

/** The wire timecard; `now` is the end of an open timecard's worked hours (the time of the response). */
export const presentTimecard = (row: TimecardRow, now: Date): Timecard => ({
  ...defined({ clockInNote: row.clockInNote, clockOutNote: row.clockOutNote, clockOut: isoDateTime(row.clockOut) }),
  id: row.id,
  companyId: row.companyId,
  employeeId: row.employeeId,
  workplaceId: row.workplaceId,
  status: row.status,
  clockIn: isoDateTime(row.clockIn)!,
  breaks: row.breaks.map(presentBreak),
  changes: changesOf(row.changes),
  workedHours: workedHours(row, now),
});

/** Timecards: clock in, breaks, clock out (docs/domain-rules.md, "Timecards"). Transitions are conditional updates. */
export class TimecardService {
  constructor(private readonly ctx: ServiceContext) {}

  private async require(db: Db, companyId: string, id: string): Promise<TimecardRow> {
    const row = await findTimecard(db, companyId, id);
    if (!row) throw notFound('Timecard', id);
    return row;
  }

  list(caller: Caller, companyId: string, query: TimecardFilters & PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listTimecardRows(db, companyId, query, window.skip, window.take);
      const now = this.ctx.now();
      return envelope(window, total, rows.map((r) => presentTimecard(r, now)));
    });
  }

  get(caller: Caller, companyId: string, id: string): Promise<Timecard> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      return presentTimecard(await this.require(db, companyId, id), this.ctx.now());
    });
  }

  clockIn(caller: Caller, companyId: string, input: Schema<'ClockInRequest'>): Promise<Timecard> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const employee = await findClockInEmployee(tx, companyId, input.employeeId);
      if (!employee) throw invalidReference('body.employeeId', `Employee ${input.employeeId} is not an employee of this company.`);
      if (!employee.active) {
        throw new DomainError('unprocessable', 'employee_inactive', `Employee ${input.employeeId} is not active.`, [
          { field: 'body.employeeId', message: 'employee is not active', code: 'employee_inactive' },
        ]);
      }
      if (!(await findWorkplace(tx, companyId, input.workplaceId))) {
        throw invalidReference('body.workplaceId', `Workplace ${input.workplaceId} is not a workplace of this company.`);
      }
      if (!employee.workplaces.some((w) => w.workplaceId === input.workplaceId)) {
        throw new DomainError('unprocessable', 'workplace_not_assigned', `Workplace ${input.workplaceId} is not one of employee ${input.employeeId}'s workplaces.`, [
          { field: 'body.workplaceId', message: "not one of the employee's workplaces", code: 'workplace_not_assigned' },
        ]);
      }
      const now = this.ctx.now();
      const row = await insertOpenTimecard(tx, {
        id: newId('tc'),
        companyId,
        employeeId: input.employeeId,
        workplaceId: input.workplaceId,
        clockInNote: input.note,
        clockIn: now,
      });
      if (!row) throw conflict('timecard_already_open', `Employee ${input.employeeId} already has an open timecard; clock out first.`);
      const timecard = presentTimecard(row, now);
      await emitCompanyEvent(tx, company, 'timecard.clocked_in', 'Timecard', timecard);
      return timecard;
    });
  }

  clockOut(caller: Caller, companyId: string, id: string, input: Schema<'ClockOutRequest'>): Promise<Timecard> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await this.require(tx, companyId, id);
      const now = this.ctx.now();
      const moved = await transitionTimecard(tx, companyId, id, OPEN, { status: 'Completed', openEmployeeId: null, clockOut: now, clockOutNote: input.note });
      if (!moved) throw conflict('timecard_completed', `Timecard ${id} is already Completed.`);
      // The row is locked by the update above: the open break (if any) and the history read now are final.
      const open = await findOpenBreak(tx, id);
      if (open) {
        const at = isoDateTime(now)!;
        const change = (field: string): Change => ({ at, field, from: null, to: at, reason: 'break_ended_at_clock_out' });
        await endBreakRow(tx, open.id, { breakEnd: now, changes: [...changesOf(open.changes), change('breakEnd')] });
        const current = await this.require(tx, companyId, id);
        await updateTimecardRow(tx, id, { changes: [...changesOf(current.changes), change(`breaks.${open.id}.breakEnd`)] });
      }
      const timecard = presentTimecard(await this.require(tx, companyId, id), now);
      if (open) await emitCompanyEvent(tx, company, 'timecard.break_ended', 'Timecard', timecard);
      await emitCompanyEvent(tx, company, 'timecard.clocked_out', 'Timecard', timecard);
      return timecard;
    });
  }

  /**
   * Corrects a Completed timecard's clock-in, clock-out and breaks with a reason (openapi.yaml correctTimecard):
   * each changed value goes into `changes`; refused while open, once paid by an approved payroll, or when the
   * times do not follow each other.
   */
  correct(caller: Caller, companyId: string, id: string, input: Schema<'TimecardCorrection'>): Promise<Timecard> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      // Corrections of one employee's timecards take turns on its row: two at once can neither both pass the
      // overlap check below nor lose each other's changes.
      await lockEmployeeOfTimecard(tx, companyId, id);
      const current = await this.require(tx, companyId, id);
      if (current.status !== 'Completed') throw conflict('timecard_not_completed', `Timecard ${id} is ${current.status}; clock it out before correcting it.`);
      if (await timecardPaid(tx, companyId, id)) {
        throw conflict('timecard_paid', `Timecard ${id} was paid by an approved payroll; correct the pay with an off-cycle payroll instead.`);
      }
      const clockIn = input.clockIn ? new Date(input.clockIn) : current.clockIn;
      const clockOut = input.clockOut ? new Date(input.clockOut) : current.clockOut!;
      const invalid = (field: string, detail: string) =>
        new DomainError('unprocessable', 'invalid_date_range', detail, [{ field, message: detail, code: 'invalid_date_range' }]);
      if (clockOut <= clockIn) throw invalid(input.clockOut ? 'body.clockOut' : 'body.clockIn', 'The clock-out must be after the clock-in.');
      if (clockOut > this.ctx.now()) throw invalid('body.clockOut', 'The clock-out cannot be later than now.');
      if (clockOut.getTime() - clockIn.getTime() > MAX_SHIFT_MS) throw invalid(input.clockOut ? 'body.clockOut' : 'body.clockIn', 'A timecard spans at most 24 hours.');
      // Hours are paid once: the corrected time may not meet another timecard of the employee.
      const overlap = await findOverlappingTimecard(tx, current.employeeId, id, clockIn, clockOut);
      if (overlap) {
        throw invalid(input.clockIn ? 'body.clockIn' : 'body.clockOut', `The corrected times overlap timecard ${overlap.id} of the same employee (from ${isoDateTime(overlap.clockIn)}${overlap.clockOut ? ` to ${isoDateTime(overlap.clockOut)}` : ', still open'}).`);
      }
      const ids = (input.breaks ?? []).map((b) => b.id);
      const twice = ids.findIndex((b, i) => ids.indexOf(b) !== i);
      if (twice >= 0) throw badRequest('The request does not match the contract.', [{ field: `body.breaks[${twice}].id`, message: 'a break appears more than once', code: 'duplicate' }]);
      const byId = new Map(current.breaks.map((b) => [b.id, b]));
      const edits = (input.breaks ?? []).map((e, i) => {
        const b = byId.get(e.id);
        if (!b) throw invalidReference(`body.breaks[${i}].id`, `Break ${e.id} is not a break of timecard ${id}.`);
        return { b, e, i, start: e.breakStart ? new Date(e.breakStart) : b.breakStart, end: e.breakEnd ? new Date(e.breakEnd) : b.breakEnd! };
      });
      for (const b of current.breaks) {
        const edit = edits.find((x) => x.b.id === b.id);
        const start = edit?.start ?? b.breakStart;
        const end = edit?.end ?? b.breakEnd!;
        const at = edit ? `body.breaks[${edit.i}]` : 'body.clockIn';
        if (end < start || start < clockIn || end > clockOut) throw invalid(at, `Break ${b.id} must lie within the clock-in and clock-out and end after it starts.`);
      }
      const now = isoDateTime(this.ctx.now())!;
      const change = (field: string, from: Date | null, to: Date): Change => ({ at: now, field, from: isoDateTime(from) ?? null, to: isoDateTime(to)!, reason: input.reason });
      const history = changesOf(current.changes);
      const data: Prisma.TimecardUncheckedUpdateInput = {};
      if (input.clockIn && clockIn.getTime() !== current.clockIn.getTime()) {
        history.push(change('clockIn', current.clockIn, clockIn));
        data.clockIn = clockIn;
      }
      if (input.clockOut && clockOut.getTime() !== current.clockOut!.getTime()) {
        history.push(change('clockOut', current.clockOut, clockOut));
        data.clockOut = clockOut;
      }
      for (const { b, start, end } of edits) {
        const own = changesOf(b.changes);
        const fields: Array<[string, Date, Date]> = [];
        if (start.getTime() !== b.breakStart.getTime()) fields.push(['breakStart', b.breakStart, start]);
        if (end.getTime() !== b.breakEnd!.getTime()) fields.push(['breakEnd', b.breakEnd!, end]);
        if (!fields.length) continue;
        for (const [field, from, to] of fields) {
          own.push(change(field, from, to));
          history.push(change(`breaks.${b.id}.${field}`, from, to));
        }
        await updateBreakRow(tx, b.id, { breakStart: start, breakEnd: end, changes: own as unknown as Prisma.InputJsonValue });
      }
      await updateTimecardRow(tx, id, { ...data, changes: history as unknown as Prisma.InputJsonValue });
      const timecard = presentTimecard(await this.require(tx, companyId, id), this.ctx.now());
      await emitCompanyEvent(tx, company, 'timecard.corrected', 'Timecard', timecard);
      return timecard;
    });
  }

  startBreak(caller: Caller, companyId: string, id: string, input: Schema<'StartBreakRequest'>): Promise<Break> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await this.require(tx, companyId, id);
      const now = this.ctx.now();
      if (!(await transitionTimecard(tx, companyId, id, ['InProgress'], { status: 'OnBreak' }))) {
        // The state found after losing (or never having) the transition decides the code.
        if ((await findTimecardStatus(tx, id)) === 'Completed') throw conflict('timecard_completed', `Timecard ${id} is Completed.`);
        throw conflict('timecard_not_in_progress', `Timecard ${id} is OnBreak; end the open break first.`);
      }
      const row = await insertOpenBreak(tx, { id: newId('brk'), timecardId: id, type: input.type, breakStartNote: input.note, breakStart: now });
      const timecard = presentTimecard(await this.require(tx, companyId, id), now);
      await emitCompanyEvent(tx, company, 'timecard.break_started', 'Timecard', timecard);
      return presentBreak(row);
    });
  }

  endBreak(caller: Caller, companyId: string, id: string, input: Schema<'EndBreakRequest'>): Promise<Break> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await this.require(tx, companyId, id);
      const now = this.ctx.now();
      if (!(await transitionTimecard(tx, companyId, id, ['OnBreak'], { status: 'InProgress' }))) {
        throw conflict('timecard_not_on_break', `Timecard ${id} has no open break.`);
      }
      const open = await findOpenBreak(tx, id);
      if (!open) throw new Error(`Timecard ${id} is OnBreak without an open break.`);
      const row = await endBreakRow(tx, open.id, { breakEnd: now, breakEndNote: input.note });
      const timecard = presentTimecard(await this.require(tx, companyId, id), now);
      await emitCompanyEvent(tx, company, 'timecard.break_ended', 'Timecard', timecard);
      return presentBreak(row);
    });
  }
}

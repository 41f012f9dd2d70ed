import { Prisma, type TimecardStatus } from '@prisma/client';
import { includeFilter } from '../lib/paging';
import type { Db } from './db';
import { and, eqFilter, isUniqueViolation, searchFilter, stableOrder } from './query';

type Where = Record<string, unknown>;

export interface TimecardFilters {
  id?: string;
  employeeId?: string;
  workplaceId?: string;
  status?: TimecardStatus;
  search?: string;
  includeId?: boolean;
  includeEmployeeId?: boolean;
  includeWorkplaceId?: boolean;
  includeStatus?: boolean;
  includeSearch?: boolean;
}

const timecardInclude = { breaks: { orderBy: [{ breakStart: 'asc' as const }, { id: 'asc' as const }] } };

export type TimecardRow = Prisma.TimecardGetPayload<{ include: typeof timecardInclude }>;

const EMPLOYEE_SEARCH = ['firstName', 'middleName', 'lastName', 'email'];
const NOTE_SEARCH = ['clockInNote', 'clockOutNote'];

/**
 * `search` over the employee's names and email and the timecard's notes. Each part uses searchFilter,
 * whose negation keeps NULL columns (a plain NOT over a nullable column would drop the row); the
 * employee part applies it inside the (required) relation.
 */
function timecardSearch(search: string | undefined, include: boolean | undefined): Where | undefined {
  const employee = (keep: boolean) => ({ employee: searchFilter(search, keep, EMPLOYEE_SEARCH, ['middleName', 'email'])! });
  const notes = (keep: boolean) => searchFilter(search, keep, NOTE_SEARCH, NOTE_SEARCH)!;
  return includeFilter<Where>(search, include, { OR: [employee(true), notes(true)] }, () => ({ AND: [employee(false), notes(false)] }));
}

export function findTimecard(db: Db, companyId: string, id: string): Promise<TimecardRow | null> {
  return db.timecard.findFirst({ where: { companyId, id }, include: timecardInclude });
}

export async function findTimecardStatus(db: Db, id: string): Promise<TimecardStatus | undefined> {
  return (await db.timecard.findUnique({ where: { id }, select: { status: true } }))?.status;
}

export async function listTimecardRows(db: Db, companyId: string, f: TimecardFilters, skip: number, take: number) {
  const where = and(
    { companyId },
    eqFilter('id', f.id, f.includeId),
    eqFilter('employeeId', f.employeeId, f.includeEmployeeId),
    eqFilter('workplaceId', f.workplaceId, f.includeWorkplaceId),
    eqFilter('status', f.status, f.includeStatus),
    timecardSearch(f.search, f.includeSearch),
  ) as Prisma.TimecardWhereInput;
  const [total, rows] = await Promise.all([
    db.timecard.count({ where }),
    db.timecard.findMany({ where, orderBy: stableOrder, skip, take, include: timecardInclude }),
  ]);
  return { total, rows };
}

/** What clock-in needs to know of an employee: whether it is active and where it may work. */
export function findClockInEmployee(db: Db, companyId: string, id: string) {
  return db.employee.findFirst({ where: { companyId, id }, select: { id: true, active: true, workplaces: { select: { workplaceId: true } } } });
}

/**
 * Inserts an open timecard (`openEmployeeId` = `employeeId`). Returns null when the employee already
 * has an open one: the unique index on `openEmployeeId` decides, so simultaneous clock-ins cannot both
 * succeed. After null the transaction is aborted (PostgreSQL): the caller must throw.
 */
export async function insertOpenTimecard(
  db: Db,
  data: Omit<Prisma.TimecardUncheckedCreateInput, 'openEmployeeId' | 'status'> & { employeeId: string },
): Promise<TimecardRow | null> {
  try {
    await db.timecard.create({ data: { ...data, status: 'InProgress', openEmployeeId: data.employeeId } });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return findTimecard(db, data.companyId, data.id);
}

/**
 * Conditional state change: updates the timecard only while its status is one of `from`, in one
 * statement (the row lock makes racing transitions wait and re-check). True when this call moved it.
 */
export async function transitionTimecard(
  db: Db,
  companyId: string,
  id: string,
  from: TimecardStatus[],
  data: Prisma.TimecardUncheckedUpdateManyInput,
): Promise<boolean> {
  const { count } = await db.timecard.updateMany({ where: { id, companyId, status: { in: from } }, data });
  return count === 1;
}

/**
 * Locks the row of the timecard's employee for the rest of the transaction, so that corrections of its
 * timecards take turns: each reads the timecard and checks for overlaps (findOverlappingTimecard) after the
 * other has written (services/timecards.ts correct). Nothing is locked for an unknown timecard.
 */
export async function lockEmployeeOfTimecard(db: Db, companyId: string, timecardId: string): Promise<void> {
  await db.$queryRaw`
    SELECT e."id" FROM "Employee" e JOIN "Timecard" t ON t."employeeId" = e."id"
    WHERE t."id" = ${timecardId} AND t."companyId" = ${companyId}
    FOR UPDATE OF e`;
}

/** Another timecard of the employee whose time meets (from, to): an open one runs until now. */
export function findOverlappingTimecard(db: Db, employeeId: string, exceptId: string, from: Date, to: Date) {
  return db.timecard.findFirst({
    where: { employeeId, id: { not: exceptId }, clockIn: { lt: to }, OR: [{ clockOut: null }, { clockOut: { gt: from } }] },
    select: { id: true, clockIn: true, clockOut: true },
    orderBy: { clockIn: 'asc' },
  });
}

export function updateTimecardRow(db: Db, id: string, data: Prisma.TimecardUncheckedUpdateInput) {
  return db.timecard.update({ where: { id }, data });
}

/** Inserts an open break (`openTimecardId` = `timecardId`: one open break per timecard). */
export function insertOpenBreak(db: Db, data: Omit<Prisma.BreakUncheckedCreateInput, 'openTimecardId'> & { timecardId: string }) {
  return db.break.create({ data: { ...data, openTimecardId: data.timecardId } });
}

export function findOpenBreak(db: Db, timecardId: string) {
  return db.break.findUnique({ where: { openTimecardId: timecardId } });
}

/** Ends a break: sets `breakEnd` and clears `openTimecardId` together (the CHECK constraint ties them). */
export function endBreakRow(db: Db, id: string, data: Omit<Prisma.BreakUncheckedUpdateInput, 'openTimecardId'> & { breakEnd: Date }) {
  return db.break.update({ where: { id }, data: { ...data, openTimecardId: null } });
}

/**
 * The employees' timecards that can hold hours of [from, to) (clock-in in that window, widened by a day each
 * side for shifts across midnight), with their breaks and workplace state, and their open ones: what payroll
 * hours from timecards read (services/payrolls/timecard-hours.ts).
 */
export function timecardsForHours(db: Db, companyId: string, employeeIds: string[], from: Date, to: Date) {
  const dayMs = 86_400_000;
  return db.timecard.findMany({
    where: {
      companyId,
      employeeId: { in: employeeIds },
      OR: [{ clockIn: { gte: new Date(from.getTime() - dayMs), lt: new Date(to.getTime() + dayMs) } }, { clockOut: null, clockIn: { lt: new Date(to.getTime() + dayMs) } }],
    },
    select: {
      id: true,
      employeeId: true,
      workplaceId: true,
      clockIn: true,
      clockOut: true,
      workplace: { select: { state: true } },
      breaks: { select: { type: true, acceptedStatus: true, breakStart: true, breakEnd: true } },
    },
    orderBy: [{ clockIn: 'asc' }, { id: 'asc' }],
  });
}

/** The company's timekeeping settings and the hourly wage of the employees. */
export async function timekeepingOf(db: Db, companyId: string, employeeIds: string[]) {
  const [company, employees] = await Promise.all([
    db.company.findUnique({ where: { id: companyId }, select: { timeZone: true, workweekStartDay: true } }),
    db.employee.findMany({ where: { companyId, id: { in: employeeIds } }, select: { id: true, wageRate: true, wagePeriod: true } }),
  ]);
  return { company, employees };
}

/** Whether an approved payroll (not Draft) paid hours of the timecard (a non-void item lists it in timecardIds). */
export async function timecardPaid(db: Db, companyId: string, timecardId: string): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ n: number }>>`
    SELECT 1 AS "n"
    FROM "PayrollEmployeeItem" i JOIN "Payroll" p ON p."id" = i."payrollId"
    WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus"
      AND i."timecardIds" @> ${JSON.stringify([timecardId])}::jsonb
    LIMIT 1`;
  return rows.length > 0;
}

/** A break's corrected times and history (a completed break: openTimecardId stays null). */
export function updateBreakRow(db: Db, id: string, data: { breakStart?: Date; breakEnd?: Date; changes: Prisma.InputJsonValue }) {
  return db.break.update({ where: { id }, data });
}

/** Of `timecardIds`, those already paid by an approved payroll other than `payrollId` (a non-void item lists them). */
export async function paidTimecardIds(db: Db, companyId: string, payrollId: string, timecardIds: string[]): Promise<Set<string>> {
  if (!timecardIds.length) return new Set();
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT DISTINCT t."id"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    CROSS JOIN LATERAL jsonb_array_elements_text(i."timecardIds") AS t("id")
    WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."id" <> ${payrollId}
      AND t."id" IN (${Prisma.join(timecardIds)})`;
  return new Set(rows.map((r) => r.id));
}

import type { Prisma } from '@prisma/client';
import type { Db } from './db';
import { and, stableOrder } from './query';

/** Filters of listChildSupports and listMiscellaneousDeductions. */
export interface DeductionFilters {
  employeeId?: string;
}

const deductionWhere = (companyId: string, f: DeductionFilters) => and({ companyId }, f.employeeId !== undefined ? { employeeId: f.employeeId } : undefined);

// ---- child support

export type ChildSupportRow = Prisma.ChildSupportGetPayload<object>;

export function insertChildSupport(db: Db, data: Prisma.ChildSupportUncheckedCreateInput): Promise<ChildSupportRow> {
  return db.childSupport.create({ data });
}

export function findChildSupport(db: Db, companyId: string, id: string): Promise<ChildSupportRow | null> {
  return db.childSupport.findFirst({ where: { companyId, id } });
}

export function updateChildSupportRow(db: Db, id: string, data: Prisma.ChildSupportUncheckedUpdateInput): Promise<ChildSupportRow> {
  return db.childSupport.update({ where: { id }, data });
}

export async function deleteChildSupportRow(db: Db, id: string): Promise<void> {
  await db.childSupport.delete({ where: { id } });
}

export async function listChildSupportRows(db: Db, companyId: string, f: DeductionFilters, skip: number, take: number) {
  const where = deductionWhere(companyId, f) as Prisma.ChildSupportWhereInput;
  const [total, rows] = await Promise.all([db.childSupport.count({ where }), db.childSupport.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

// ---- miscellaneous deductions
//
// A deleted miscellaneous deduction is kept (deletedAt set) and hidden from every read and from payrolls.
// Its withheldToDate carries over: a live deduction's withheldToDate (as the API shows it and as the
// payroll engine compares it with totalAmount) is its own plus that of every deleted deduction of the
// same employee with the same description (ignoring case and surrounding or repeated spaces) that was
// deleted before the live one was created. Year-to-date withholdings for annualLimit carry over the
// same way (ytdMiscDeductionsOf in repositories/payrolls.ts). The contract states the rule on
// deleteMiscellaneousDeduction. The amounts are read, never copied, so a payroll reopened after the
// deletion (which gives back to the deleted row) lowers the carried amount too.

export type MiscellaneousDeductionRow = Prisma.MiscellaneousDeductionGetPayload<object>;

const live = { deletedAt: null };

/** What identifies "the same" deduction of an employee across delete and re-create. */
export const deductionIdentity = (employeeId: string, description: string | null) =>
  `${employeeId}\u0000${(description ?? '').trim().replace(/\s+/g, ' ').toLowerCase()}`;

/**
 * For each live row: the ids and withheldToDate of the deleted deductions it continues (same company,
 * employee and description, deleted no later than the live row was created). One query for all rows.
 */
export async function deletedPredecessorsOf(
  db: Db,
  rows: Array<Pick<MiscellaneousDeductionRow, 'id' | 'companyId' | 'employeeId' | 'description' | 'createdAt'>>,
): Promise<Map<string, Array<{ id: string; withheldToDate: Prisma.Decimal }>>> {
  const out = new Map<string, Array<{ id: string; withheldToDate: Prisma.Decimal }>>();
  if (!rows.length) return out;
  const deleted = await db.miscellaneousDeduction.findMany({
    where: { OR: [...new Set(rows.map((r) => r.companyId))].map((companyId) => ({ companyId, employeeId: { in: [...new Set(rows.filter((r) => r.companyId === companyId).map((r) => r.employeeId))] } })), deletedAt: { not: null } },
    select: { id: true, companyId: true, employeeId: true, description: true, withheldToDate: true, deletedAt: true },
    orderBy: stableOrder,
  });
  if (!deleted.length) return out;
  for (const r of rows) {
    const identity = deductionIdentity(r.employeeId, r.description);
    const before = deleted.filter((d) => d.companyId === r.companyId && d.deletedAt! <= r.createdAt && deductionIdentity(d.employeeId, d.description) === identity);
    if (before.length) out.set(r.id, before.map((d) => ({ id: d.id, withheldToDate: d.withheldToDate })));
  }
  return out;
}

/** The rows with withheldToDate including what their deleted predecessors withheld (see above). */
export async function withCarriedWithheld<R extends MiscellaneousDeductionRow>(db: Db, rows: R[]): Promise<R[]> {
  const predecessors = await deletedPredecessorsOf(db, rows);
  if (!predecessors.size) return rows;
  return rows.map((r) => {
    const carried = predecessors.get(r.id);
    return carried ? { ...r, withheldToDate: carried.reduce((sum, d) => sum.plus(d.withheldToDate), r.withheldToDate) } : r;
  });
}

const withCarried = async (db: Db, row: MiscellaneousDeductionRow | null) => (row ? (await withCarriedWithheld(db, [row]))[0] : null);

export async function insertMiscellaneousDeduction(db: Db, data: Prisma.MiscellaneousDeductionUncheckedCreateInput): Promise<MiscellaneousDeductionRow> {
  return (await withCarried(db, await db.miscellaneousDeduction.create({ data })))!;
}

/** A live (not deleted) deduction of the company, with its carried withheldToDate. */
export async function findMiscellaneousDeduction(db: Db, companyId: string, id: string): Promise<MiscellaneousDeductionRow | null> {
  return withCarried(db, await db.miscellaneousDeduction.findFirst({ where: { companyId, id, ...live } }));
}

export async function updateMiscellaneousDeductionRow(
  db: Db,
  id: string,
  data: Prisma.MiscellaneousDeductionUncheckedUpdateInput,
): Promise<MiscellaneousDeductionRow> {
  return (await withCarried(db, await db.miscellaneousDeduction.update({ where: { id }, data })))!;
}

/**
 * Soft delete: the row stays (with its withheldToDate) for the carry-over. deletedAt is compared with
 * createdAt, which Prisma's `@default(now())` fills from this process's clock: so is deletedAt (not the
 * service's clock, which tests may fix).
 */
export async function deleteMiscellaneousDeductionRow(db: Db, id: string): Promise<void> {
  await db.miscellaneousDeduction.updateMany({ where: { id, ...live }, data: { deletedAt: new Date() } });
}

export async function listMiscellaneousDeductionRows(db: Db, companyId: string, f: DeductionFilters, skip: number, take: number) {
  const where = and(deductionWhere(companyId, f), live) as Prisma.MiscellaneousDeductionWhereInput;
  const [total, rows] = await Promise.all([
    db.miscellaneousDeduction.count({ where }),
    db.miscellaneousDeduction.findMany({ where, orderBy: stableOrder, skip, take }),
  ]);
  return { total, rows: await withCarriedWithheld(db, rows) };
}

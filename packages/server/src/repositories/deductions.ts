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

export type MiscellaneousDeductionRow = Prisma.MiscellaneousDeductionGetPayload<object>;

export function insertMiscellaneousDeduction(db: Db, data: Prisma.MiscellaneousDeductionUncheckedCreateInput): Promise<MiscellaneousDeductionRow> {
  return db.miscellaneousDeduction.create({ data });
}

export function findMiscellaneousDeduction(db: Db, companyId: string, id: string): Promise<MiscellaneousDeductionRow | null> {
  return db.miscellaneousDeduction.findFirst({ where: { companyId, id } });
}

export function updateMiscellaneousDeductionRow(
  db: Db,
  id: string,
  data: Prisma.MiscellaneousDeductionUncheckedUpdateInput,
): Promise<MiscellaneousDeductionRow> {
  return db.miscellaneousDeduction.update({ where: { id }, data });
}

export async function deleteMiscellaneousDeductionRow(db: Db, id: string): Promise<void> {
  await db.miscellaneousDeduction.delete({ where: { id } });
}

export async function listMiscellaneousDeductionRows(db: Db, companyId: string, f: DeductionFilters, skip: number, take: number) {
  const where = deductionWhere(companyId, f) as Prisma.MiscellaneousDeductionWhereInput;
  const [total, rows] = await Promise.all([
    db.miscellaneousDeduction.count({ where }),
    db.miscellaneousDeduction.findMany({ where, orderBy: stableOrder, skip, take }),
  ]);
  return { total, rows };
}

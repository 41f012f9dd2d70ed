import type { Prisma } from '@prisma/client';
import type { Db } from './db';
import { and, eqFilter, searchFilter, stableOrder } from './query';

export interface OrgFilters {
  active?: boolean;
  search?: string;
  includeSearch?: boolean;
}

export function insertWorkplace(db: Db, data: Prisma.WorkplaceUncheckedCreateInput) {
  return db.workplace.create({ data });
}
export function findWorkplace(db: Db, companyId: string, id: string) {
  return db.workplace.findFirst({ where: { companyId, id } });
}
export function findWorkplaces(db: Db, companyId: string, ids: string[]) {
  return db.workplace.findMany({ where: { companyId, id: { in: ids } } });
}
export function updateWorkplaceRow(db: Db, id: string, data: Prisma.WorkplaceUncheckedUpdateInput) {
  return db.workplace.update({ where: { id }, data });
}
export async function listWorkplaceRows(db: Db, companyId: string, f: OrgFilters, skip: number, take: number) {
  const where = and({ companyId }, eqFilter('active', f.active, true), searchFilter(f.search, f.includeSearch, ['name'])) as Prisma.WorkplaceWhereInput;
  const [total, rows] = await Promise.all([db.workplace.count({ where }), db.workplace.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

export function insertDepartment(db: Db, data: Prisma.DepartmentUncheckedCreateInput) {
  return db.department.create({ data });
}
export function findDepartment(db: Db, companyId: string, id: string) {
  return db.department.findFirst({ where: { companyId, id } });
}
export function updateDepartmentRow(db: Db, id: string, data: Prisma.DepartmentUncheckedUpdateInput) {
  return db.department.update({ where: { id }, data });
}
export async function listDepartmentRows(db: Db, companyId: string, f: OrgFilters, skip: number, take: number) {
  const where = and({ companyId }, eqFilter('active', f.active, true), searchFilter(f.search, f.includeSearch, ['name'])) as Prisma.DepartmentWhereInput;
  const [total, rows] = await Promise.all([db.department.count({ where }), db.department.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

import type { Department, Prisma } from '@prisma/client';
import type { Db } from './db';
import { and, eqFilter, searchFilter, stableOrder } from './query';
import { mapRow, readRows, type Columns, type SqlReader } from './sql';

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

/** Every column of Department and how it reads (repositories/sql.ts). */
const DEPARTMENT_COLUMNS: Columns<Department> = {
  id: 'text', companyId: 'text', name: 'text', parentId: 'text', active: 'bool', createdAt: 'timestamptz', updatedAt: 'timestamptz',
};

/** findDepartment as one statement (a write on the driver: repositories/sql-tx.ts). */
export async function findDepartmentSql(sql: SqlReader, companyId: string, id: string): Promise<Department | null> {
  const [row] = await readRows(sql, 'Department', DEPARTMENT_COLUMNS, 'WHERE t."companyId" = $1 AND t."id" = $2 LIMIT 1', [companyId, id]);
  return row ?? null;
}

/** A new department in one statement; the row as Prisma would return it (createdAt and updatedAt: the transaction's time). */
export async function insertDepartmentSql(sql: SqlReader, data: { id: string; companyId: string; name: string; parentId?: string | null; active: boolean }): Promise<Department> {
  const [row] = await sql.rows(
    'INSERT INTO "Department" AS t ("id", "companyId", "name", "parentId", "active") VALUES ($1, $2, $3, $4, $5::boolean) RETURNING row_to_json(t)::text AS "row"',
    [data.id, data.companyId, data.name, data.parentId ?? null, data.active],
  );
  return mapRow(DEPARTMENT_COLUMNS, JSON.parse(String(row.row)) as Record<string, unknown>);
}

import type { Department as DepartmentRow, Workplace as WorkplaceRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { invalidReference, notFound } from '../core/errors';
import { newId } from '../core/ids';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import { emitCompanyEvent, emitCompanyEventSql } from './events';
import {
  findDepartment,
  findDepartmentSql,
  findWorkplace,
  insertDepartmentSql,
  insertWorkplace,
  listDepartmentRows,
  listWorkplaceRows,
  updateDepartmentRow,
  updateWorkplaceRow,
  type OrgFilters,
} from '../repositories/org';
import type { ServiceContext } from './context';
import { addressIn, addressOut, defined } from './format';
import { checkedLocalities } from './local-taxes';
import { companyRead, companySqlTx, companyTx } from './scope';

export const presentWorkplace = (w: WorkplaceRow): Schema<'Workplace'> => ({
  id: w.id,
  companyId: w.companyId,
  name: w.name,
  address: { ...addressOut(w), ...(w.localities?.length ? { localities: w.localities } : {}) },
  active: w.active,
});

export const presentDepartment = (d: DepartmentRow): Schema<'Department'> =>
  defined({ id: d.id, companyId: d.companyId, name: d.name, parentId: d.parentId, active: d.active });

/** Workplaces and departments of a company. */
export class OrgService {
  constructor(private readonly ctx: ServiceContext) {}

  createWorkplace(caller: Caller, companyId: string, input: Schema<'WorkplaceCreate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const localities = await checkedLocalities(tx, companyId, input.address, 'body.address');
      const row = await insertWorkplace(tx, { id: newId('wp'), companyId, name: input.name, active: input.active ?? true, ...addressIn(input.address), localities });
      const workplace = presentWorkplace(row);
      await emitCompanyEvent(tx, company, 'workplace.created', 'Workplace', workplace);
      return workplace;
    });
  }

  getWorkplace(caller: Caller, companyId: string, id: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findWorkplace(db, companyId, id);
      if (!row) throw notFound('Workplace', id);
      return presentWorkplace(row);
    });
  }

  listWorkplaces(caller: Caller, companyId: string, query: OrgFilters & PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listWorkplaceRows(db, companyId, query, window.skip, window.take);
      return envelope(window, total, rows.map(presentWorkplace));
    });
  }

  updateWorkplace(caller: Caller, companyId: string, id: string, input: Schema<'WorkplaceUpdate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      if (!(await findWorkplace(tx, companyId, id))) throw notFound('Workplace', id);
      const localities = await checkedLocalities(tx, companyId, input.address, 'body.address');
      const row = await updateWorkplaceRow(tx, id, { name: input.name, active: input.active, ...addressIn(input.address), ...(localities ? { localities } : {}) });
      const workplace = presentWorkplace(row);
      await emitCompanyEvent(tx, company, 'workplace.updated', 'Workplace', workplace);
      return workplace;
    });
  }

  /** A parent must be a department of the same company and must not be the department or one of its descendants. */
  private async checkParent(find: (id: string) => Promise<DepartmentRow | null>, parentId: string, selfId?: string) {
    let cursor: string | null = parentId;
    for (let depth = 0; cursor !== null; depth++) {
      if (cursor === selfId || depth > 100) throw invalidReference('body.parentId', 'A department cannot be its own ancestor.');
      const dep = await find(cursor);
      if (!dep) throw invalidReference('body.parentId', `Department ${parentId} is not a department of this company.`);
      cursor = dep.parentId;
    }
  }

  /** On the driver (services/scope.ts companySqlTx): a busy write of onboarding (issue 29). */
  createDepartment(caller: Caller, companyId: string, input: Schema<'DepartmentCreate'>) {
    return companySqlTx(this.ctx, caller, companyId, async (sql, company) => {
      if (input.parentId != null) await this.checkParent((id) => findDepartmentSql(sql, companyId, id), input.parentId);
      const row = await insertDepartmentSql(sql, { id: newId('dep'), companyId, name: input.name, parentId: input.parentId, active: input.active ?? true });
      const department = presentDepartment(row);
      await emitCompanyEventSql(sql, company, 'department.created', 'Department', department);
      return department;
    });
  }

  getDepartment(caller: Caller, companyId: string, id: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findDepartment(db, companyId, id);
      if (!row) throw notFound('Department', id);
      return presentDepartment(row);
    });
  }

  listDepartments(caller: Caller, companyId: string, query: OrgFilters & PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listDepartmentRows(db, companyId, query, window.skip, window.take);
      return envelope(window, total, rows.map(presentDepartment));
    });
  }

  updateDepartment(caller: Caller, companyId: string, id: string, input: Schema<'DepartmentUpdate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      if (!(await findDepartment(tx, companyId, id))) throw notFound('Department', id);
      if (input.parentId != null) await this.checkParent((parent) => findDepartment(tx, companyId, parent), input.parentId, id);
      const row = await updateDepartmentRow(tx, id, { name: input.name, active: input.active, parentId: input.parentId });
      const department = presentDepartment(row);
      await emitCompanyEvent(tx, company, 'department.updated', 'Department', department);
      return department;
    });
  }
}

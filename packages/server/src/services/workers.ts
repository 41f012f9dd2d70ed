// What employees and contractors share (services/employees.ts, services/contractors.ts): the reads, the
// request fields with the same meaning, and the events. Each service keeps what its contract makes
// different: the workplace defaults, the company check on create, the employee code, the wage and the
// onboarding steps. The checks both apply are in worker-rules.ts.
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { notFound } from '../core/errors';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import type { FieldCipher } from '../lib/secrets';
import type { Db } from '../repositories/db';
import type { WorkerFilters } from '../repositories/workers';
import type { ServiceContext } from './context';
import { emitCompanyEvent } from './events';
import { parseDate } from './format';
import { companyRead } from './scope';
import { ssnColumns } from './worker-rules';

/** One kind of worker: how it is read and shown, and the name of its resource and events. */
export interface WorkerKind<Row, Resource extends { id: string }> {
  /** The resource type (`Employee`), also the noun of its 404. */
  resourceType: 'Employee' | 'Contractor';
  /** The prefix of its events (`employee.created`). */
  eventPrefix: 'employee' | 'contractor';
  find(db: Db, companyId: string, id: string): Promise<Row | null>;
  list(db: Db, companyId: string, filters: WorkerFilters, skip: number, take: number): Promise<{ total: number; rows: Row[] }>;
  present(row: Row): Resource;
}

/** A worker of a company in the caller's scope, or 404 (the company's, then the worker's). */
export function getWorker<Row, Resource extends { id: string }>(
  ctx: ServiceContext,
  kind: WorkerKind<Row, Resource>,
  caller: Caller,
  companyId: string,
  id: string,
): Promise<Resource> {
  return companyRead(ctx, caller, companyId, async (db) => kind.present(await requireWorker(db, kind, companyId, id)));
}

/** A page of a company's workers of one kind. */
export function listWorkers<Row, Resource extends { id: string }>(
  ctx: ServiceContext,
  kind: WorkerKind<Row, Resource>,
  caller: Caller,
  companyId: string,
  query: WorkerFilters & PageQuery,
) {
  return companyRead(ctx, caller, companyId, async (db) => {
    const window = pageWindow(query);
    const { total, rows } = await kind.list(db, companyId, query, window.skip, window.take);
    return envelope(window, total, rows.map((r) => kind.present(r)));
  });
}

/** The worker row of the company, or 404. */
export async function requireWorker<Row, Resource extends { id: string }>(db: Db, kind: WorkerKind<Row, Resource>, companyId: string, id: string): Promise<Row> {
  const row = await kind.find(db, companyId, id);
  if (!row) throw notFound(kind.resourceType, id);
  return row;
}

/** `employee.created`, `contractor.updated`, ...: the event of a write, carrying the resource as answered. */
export function emitWorkerEvent<Row, Resource extends { id: string }>(
  tx: Db,
  company: { id: string; partnerId: string },
  kind: WorkerKind<Row, Resource>,
  change: 'created' | 'updated',
  resource: Resource,
) {
  return emitCompanyEvent(tx, company, `${kind.eventPrefix}.${change}`, kind.resourceType, resource);
}

type SharedField =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'email'
  | 'active'
  | 'dateOfBirth'
  | 'startDate'
  | 'terminationDate'
  | 'defaultPaymentMethod'
  | 'primaryWorkplaceId'
  | 'departmentId'
  | 'ssn';

/** The request fields both kinds share, with the same meaning. */
export type SharedWorkerInput = Pick<Schema<'EmployeeCreate'> | Schema<'EmployeeUpdate'> | Schema<'ContractorCreate'> | Schema<'ContractorUpdate'>, SharedField>;

/** Shared request fields -> columns, for create and update (absent fields stay undefined: unchanged). */
export function sharedWorkerColumns(input: SharedWorkerInput, cipher: FieldCipher) {
  return {
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    email: input.email,
    active: input.active,
    dateOfBirth: parseDate(input.dateOfBirth),
    startDate: parseDate(input.startDate),
    terminationDate: parseDate(input.terminationDate),
    defaultPaymentMethod: input.defaultPaymentMethod,
    primaryWorkplaceId: input.primaryWorkplaceId,
    departmentId: input.departmentId,
    ...ssnColumns(input.ssn, cipher),
  };
}

import type { Prisma } from '@prisma/client';
import { liveBankAccount } from './bank-accounts';
import type { Db } from './db';
import { and, conditionFilter, eqFilter, searchFilter, stableOrder } from './query';

/** Filters shared by the employee and contractor lists (the document names the same set for both). */
export interface WorkerFilters {
  id?: string;
  workplaceId?: string;
  departmentId?: string;
  state?: string;
  search?: string;
  active?: boolean;
  includeId?: boolean;
  includeWorkplaceId?: boolean;
  includeDepartmentId?: boolean;
  includeState?: boolean;
  includeSearch?: boolean;
}

function workerWhere(companyId: string, f: WorkerFilters, searchColumns: string[], nullableSearchColumns: string[]) {
  return and(
    { companyId },
    eqFilter('id', f.id, f.includeId),
    conditionFilter(f.workplaceId, f.includeWorkplaceId, { workplaces: { some: { workplaceId: f.workplaceId } } }),
    eqFilter('departmentId', f.departmentId, f.includeDepartmentId, true),
    eqFilter('state', f.state, f.includeState, true),
    searchFilter(f.search, f.includeSearch, searchColumns, nullableSearchColumns),
    eqFilter('active', f.active, true),
  );
}

// Deleted accounts kept for split history are not the worker's any more.
const bankAccountIds = { where: liveBankAccount, select: { id: true, status: true }, orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] };
const employeeInclude = {
  workplaces: { include: { workplace: true }, orderBy: { createdAt: 'asc' as const } },
  department: true,
  bankAccounts: bankAccountIds,
  w4: { select: { employeeId: true } },
  // onboard.companyDefinedAttributes: the company's required attributes against the employee's values
  attributeValues: { select: { name: true } },
  company: { select: { attributeDefinitions: { where: { required: true }, select: { name: true }, orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] } } },
};
const contractorInclude = {
  workplaces: { include: { workplace: true }, orderBy: { createdAt: 'asc' as const } },
  department: true,
  bankAccounts: bankAccountIds,
};

export type EmployeeRow = Prisma.EmployeeGetPayload<{ include: typeof employeeInclude }>;
export type ContractorRow = Prisma.ContractorGetPayload<{ include: typeof contractorInclude }>;

export function findEmployee(db: Db, companyId: string, id: string) {
  return db.employee.findFirst({ where: { companyId, id }, include: employeeInclude });
}

/** The company's employees among `ids`, as findEmployee reads them (one query per relation, not per employee). */
export function findEmployeesByIds(db: Db, companyId: string, ids: string[]) {
  return db.employee.findMany({ where: { companyId, id: { in: ids } }, include: employeeInclude });
}

/** The company's contractors among `ids`, as findContractor reads them. */
export function findContractorsByIds(db: Db, companyId: string, ids: string[]) {
  return db.contractor.findMany({ where: { companyId, id: { in: ids } }, include: contractorInclude });
}

export async function updateEmployeeRow(db: Db, companyId: string, id: string, data: Prisma.EmployeeUncheckedUpdateInput, workplaceIds?: string[]) {
  await db.employee.update({ where: { id }, data });
  if (workplaceIds) {
    await db.employeeWorkplace.deleteMany({ where: { employeeId: id } });
    await db.employeeWorkplace.createMany({ data: workplaceIds.map((workplaceId) => ({ employeeId: id, workplaceId })) });
  }
  return (await findEmployee(db, companyId, id))!;
}

export async function listEmployeeRows(db: Db, companyId: string, f: WorkerFilters, skip: number, take: number) {
  const where = workerWhere(companyId, f, ['firstName', 'middleName', 'lastName', 'email'], ['middleName', 'email']) as Prisma.EmployeeWhereInput;
  const [total, rows] = await Promise.all([
    db.employee.count({ where }),
    db.employee.findMany({ where, orderBy: stableOrder, skip, take, include: employeeInclude }),
  ]);
  return { total, rows };
}

export function findContractor(db: Db, companyId: string, id: string) {
  return db.contractor.findFirst({ where: { companyId, id }, include: contractorInclude });
}

export async function insertContractor(db: Db, data: Prisma.ContractorUncheckedCreateInput, workplaceIds: string[]) {
  await db.contractor.create({ data });
  if (workplaceIds.length) await db.contractorWorkplace.createMany({ data: workplaceIds.map((workplaceId) => ({ contractorId: data.id, workplaceId })) });
  return (await findContractor(db, data.companyId, data.id))!;
}

export async function updateContractorRow(db: Db, companyId: string, id: string, data: Prisma.ContractorUncheckedUpdateInput, workplaceIds?: string[]) {
  await db.contractor.update({ where: { id }, data });
  if (workplaceIds) {
    await db.contractorWorkplace.deleteMany({ where: { contractorId: id } });
    await db.contractorWorkplace.createMany({ data: workplaceIds.map((workplaceId) => ({ contractorId: id, workplaceId })) });
  }
  return (await findContractor(db, companyId, id))!;
}

/** Every name column of a contractor is optional. */
const CONTRACTOR_SEARCH = ['firstName', 'middleName', 'lastName', 'businessName', 'email'];

export async function listContractorRows(db: Db, companyId: string, f: WorkerFilters, skip: number, take: number) {
  const where = workerWhere(companyId, f, CONTRACTOR_SEARCH, CONTRACTOR_SEARCH) as Prisma.ContractorWhereInput;
  const [total, rows] = await Promise.all([
    db.contractor.count({ where }),
    db.contractor.findMany({ where, orderBy: stableOrder, skip, take, include: contractorInclude }),
  ]);
  return { total, rows };
}

/** The termination date of each of the company's employees among `ids` (null: not terminated). */
export async function employeeTerminationDates(db: Db, companyId: string, ids: string[]): Promise<Map<string, Date | null>> {
  if (!ids.length) return new Map();
  const rows = await db.employee.findMany({ where: { companyId, id: { in: ids } }, select: { id: true, terminationDate: true } });
  return new Map(rows.map((r) => [r.id, r.terminationDate]));
}

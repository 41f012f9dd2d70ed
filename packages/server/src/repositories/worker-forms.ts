// Forms and per-employee settings of workers: the federal W-4 of an employee, the W-9 of a
// contractor, company-defined attributes and their values, reciprocity elections.
import type { Prisma } from '@prisma/client';
import type { Db } from './db';

export function findW4(db: Db, employeeId: string) {
  return db.employeeW4.findUnique({ where: { employeeId } });
}

export type W4Columns = Omit<Prisma.EmployeeW4UncheckedCreateInput, 'employeeId' | 'createdAt' | 'updatedAt'>;

/** Writes the employee's W-4, replacing any earlier one as a whole. */
export function upsertW4(db: Db, employeeId: string, data: W4Columns) {
  return db.employeeW4.upsert({ where: { employeeId }, create: { employeeId, ...data }, update: data });
}

export function findW9(db: Db, contractorId: string) {
  return db.contractorW9.findUnique({ where: { contractorId } });
}

/** Writes the contractor's W-9 (values without the SSN), replacing any earlier one as a whole. */
export function upsertW9(db: Db, contractorId: string, data: { values: Prisma.InputJsonValue; signature: string; signedAt: Date }) {
  return db.contractorW9.upsert({ where: { contractorId }, create: { contractorId, ...data }, update: data });
}

/** The attributes a company defines for its employees, in the order they were defined. */
export function listAttributeDefinitions(db: Db, companyId: string) {
  return db.companyAttributeDefinition.findMany({ where: { companyId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

export function listAttributeValues(db: Db, employeeId: string) {
  return db.employeeAttributeValue.findMany({ where: { employeeId } });
}

/** Sets (string) or clears (null) attribute values of an employee. */
export async function writeAttributeValues(db: Db, employeeId: string, changes: Array<{ name: string; value: string | null }>) {
  for (const { name, value } of changes) {
    if (value === null) await db.employeeAttributeValue.deleteMany({ where: { employeeId, name } });
    else await db.employeeAttributeValue.upsert({ where: { employeeId_name: { employeeId, name } }, create: { employeeId, name, value }, update: { value } });
  }
}

export function listReciprocityElections(db: Db, employeeId: string) {
  return db.reciprocityElection.findMany({ where: { employeeId }, orderBy: [{ workState: 'asc' }, { residenceState: 'asc' }] });
}

/** Adds or replaces elections, matched by (workState, residenceState). */
export async function upsertReciprocityElections(
  db: Db,
  employeeId: string,
  elections: Array<{ workState: string; residenceState: string; elected: boolean; effectiveStart: Date }>,
) {
  for (const e of elections) {
    const key = { employeeId, workState: e.workState, residenceState: e.residenceState };
    await db.reciprocityElection.upsert({
      where: { employeeId_workState_residenceState: key },
      create: { ...key, elected: e.elected, effectiveStart: e.effectiveStart },
      update: { elected: e.elected, effectiveStart: e.effectiveStart },
    });
  }
}

export function listNonresidentWorkDays(db: Db, employeeId: string) {
  return db.nonresidentWorkDays.findMany({ where: { employeeId }, orderBy: [{ year: 'asc' }, { state: 'asc' }] });
}

/** Adds or replaces nonresident work days, matched by (state, year). */
export async function upsertNonresidentWorkDays(db: Db, employeeId: string, rows: Array<{ state: string; year: number; days: number }>) {
  for (const r of rows) {
    const key = { employeeId, state: r.state, year: r.year };
    await db.nonresidentWorkDays.upsert({ where: { employeeId_state_year: key }, create: { ...key, days: r.days }, update: { days: r.days } });
  }
}

// The employee's state withholding certificates (DE 4, IT-2104, IL-W-4): one per employee and state, its
// values as the state's payroll-engine module reads them (docs/domain-rules.md, "State and local taxes").
import type { Prisma } from '@prisma/client';
import type { Db } from './db';

/** Every certificate of the employee, by state. */
export function listStateCertificates(db: Db, employeeId: string) {
  return db.employeeStateCertificate.findMany({ where: { employeeId }, orderBy: { state: 'asc' } });
}

export function findStateCertificate(db: Db, employeeId: string, state: string) {
  return db.employeeStateCertificate.findUnique({ where: { employeeId_state: { employeeId, state } } });
}

/** Writes the employee's certificate for the state, replacing any earlier one as a whole. */
export function upsertStateCertificate(db: Db, employeeId: string, state: string, data: { values: Prisma.InputJsonValue; signature: string; signedAt: Date }) {
  return db.employeeStateCertificate.upsert({
    where: { employeeId_state: { employeeId, state } },
    create: { employeeId, state, ...data },
    update: data,
  });
}

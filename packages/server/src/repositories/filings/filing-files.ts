// The files for tax agencies and the W-2 documents each carries (services/filings/filing-files.ts, docs/filings.md).
import type { FilingFile, FilingFileDocument, Prisma } from '@prisma/client';
import type { Db } from '../db';

export type FilingFileRow = FilingFile & { documents: FilingFileDocument[] };

const withDocuments = { documents: { orderBy: { employeeId: 'asc' } } } as const;

/** What the EFW2 RW records need of the employees: full SSN (sealed), names, address. */
export function efw2Employees(db: Db, companyId: string, ids: string[]) {
  return db.employee.findMany({
    where: { companyId, id: { in: ids } },
    select: { id: true, firstName: true, middleName: true, lastName: true, ssnEncrypted: true, street1: true, street2: true, city: true, state: true, zipcode: true },
  });
}

/** The company's W-2 documents of the year, by employee (their filing status follows the files). */
export function w2DocumentsOfYear(db: Db, companyId: string, year: number) {
  return db.document.findMany({ where: { companyId, kind: 'EmployeeTax', category: 'W2', year }, select: { id: true, employeeId: true } });
}

export function insertFilingFile(db: Db, data: Prisma.FilingFileUncheckedCreateInput, documents: Array<{ employeeId: string; documentId: string }>): Promise<FilingFileRow> {
  return db.filingFile.create({ data: { ...data, documents: { create: documents } }, include: withDocuments });
}

/** The company's files of a kind and year, newest first (what a new file of the year must not duplicate). */
export function filingFilesOfYear(db: Db, companyId: string, kind: string, taxYear: number) {
  return db.filingFile.findMany({ where: { companyId, kind, taxYear }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, status: true, agencyReference: true } });
}

export function findFilingFile(db: Db, companyId: string, id: string): Promise<FilingFileRow | null> {
  return db.filingFile.findFirst({ where: { id, companyId }, include: withDocuments });
}

export async function listFilingFileRows(db: Db, companyId: string, skip: number, take: number): Promise<{ total: number; rows: FilingFileRow[] }> {
  const [total, rows] = await Promise.all([
    db.filingFile.count({ where: { companyId } }),
    db.filingFile.findMany({ where: { companyId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip, take, include: withDocuments }),
  ]);
  return { total, rows };
}

/** Created -> Submitted, its documents Included -> Submitted; false when the file was not Created. */
export async function markFilingFileSubmittedRow(db: Db, id: string, at: Date): Promise<boolean> {
  const { count } = await db.filingFile.updateMany({ where: { id, status: 'Created' }, data: { status: 'Submitted', submittedAt: at } });
  if (count) await db.filingFileDocument.updateMany({ where: { filingFileId: id }, data: { status: 'Submitted' } });
  return count === 1;
}

/**
 * Submitted -> Accepted | Rejected with the agency's answer; each document Accepted, or Rejected when `rejected`
 * names its employee (or names none and the file is rejected). False when the file was not Submitted.
 */
export async function recordFilingAnswerRow(
  db: Db,
  id: string,
  answer: { status: 'Accepted' | 'Rejected'; at: Date; agencyReference: string | null; agencyErrors: Prisma.InputJsonValue; rejectedEmployees: string[] | 'all' },
): Promise<boolean> {
  const { count } = await db.filingFile.updateMany({
    where: { id, status: 'Submitted' },
    data: { status: answer.status, acknowledgedAt: answer.at, agencyReference: answer.agencyReference, agencyErrors: answer.agencyErrors },
  });
  if (!count) return false;
  if (answer.rejectedEmployees === 'all') {
    await db.filingFileDocument.updateMany({ where: { filingFileId: id }, data: { status: 'Rejected' } });
  } else {
    await db.filingFileDocument.updateMany({ where: { filingFileId: id, employeeId: { in: answer.rejectedEmployees } }, data: { status: 'Rejected' } });
    await db.filingFileDocument.updateMany({ where: { filingFileId: id, employeeId: { notIn: answer.rejectedEmployees } }, data: { status: 'Accepted' } });
  }
  return true;
}

/** Each document's status in the latest filing file that carries it (by the file's creation), for the W-2 documents. */
export async function latestFilingStatuses(db: Db, documentIds: string[]): Promise<Map<string, string>> {
  if (!documentIds.length) return new Map();
  const rows = await db.filingFileDocument.findMany({
    where: { documentId: { in: documentIds } },
    select: { documentId: true, status: true, filingFile: { select: { createdAt: true, id: true } } },
    orderBy: [{ filingFile: { createdAt: 'asc' } }, { filingFileId: 'asc' }],
  });
  return new Map(rows.map((r) => [r.documentId, r.status]));
}

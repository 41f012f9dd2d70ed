// The NACHA files and their entries (services/money/ach-files.ts, docs/ach.md).
import type { AchEntry, AchFile, Prisma } from '@prisma/client';
import type { Db } from '../db';
import { isUniqueViolation, stableOrder } from '../query';

export type AchFileRow = AchFile;
export type AchEntryRow = AchEntry;

/**
 * The partner's approved payrolls (Pending, Processing or Paid; not void, not a reversal) with a payday
 * in [from, to] that no file carries yet, with what their entries need.
 */
export function findAchCandidates(db: Db, partnerId: string, from: Date, to: Date) {
  return db.payroll.findMany({
    where: {
      company: { partnerId },
      status: { in: ['Pending', 'Processing', 'Paid'] },
      isVoid: false,
      reversalOfId: null,
      payday: { gte: from, lte: to },
      achFile: null,
    },
    orderBy: [{ companyId: 'asc' }, { payday: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      companyId: true,
      payday: true,
      totals: true,
      company: { select: { legalName: true } },
      employeeItems: {
        where: { isVoid: false, paymentMethod: 'DirectDeposit' },
        orderBy: { position: 'asc' },
        select: { id: true, employeeId: true, splits: true, employee: { select: { firstName: true, lastName: true } } },
      },
      contractorItems: {
        where: { isVoid: false, paymentMethod: 'DirectDeposit' },
        orderBy: { position: 'asc' },
        select: { id: true, contractorId: true, splits: true, contractor: { select: { type: true, firstName: true, lastName: true, businessName: true } } },
      },
    },
  });
}
export type AchCandidate = Awaited<ReturnType<typeof findAchCandidates>>[number];

export function findBankAccountsForAch(db: Db, ids: string[]) {
  return db.bankAccount.findMany({
    where: { id: { in: ids } },
    select: { id: true, routingNumber: true, accountNumberEncrypted: true, accountNumberLastFour: true, type: true, status: true, verification: true, liveCreditsFrom: true },
  });
}

/** The companies' funding accounts: the data of their connectBankAccount onboarding step. */
export function findFundingAccounts(db: Db, companyIds: string[]) {
  return db.companyOnboardStep.findMany({ where: { companyId: { in: companyIds }, step: 'connectBankAccount' }, select: { companyId: true, data: true } });
}

/** The file ID modifiers already used on a creation date (deployment-wide). */
export async function usedFileIdModifiers(db: Db, creationDate: Date): Promise<string[]> {
  const rows = await db.achFile.findMany({ where: { creationDate }, select: { fileIdModifier: true } });
  return rows.map((r) => r.fileIdModifier);
}

/** Writes a file, the payrolls it carries (each at most once: a payroll already carried fails the insert) and its entries. */
/**
 * Inserts a file with its payrolls and entries. Returns null when a unique index refuses it (another file
 * took the same modifier, or one of these payrolls, at the same moment); the transaction is then aborted
 * (PostgreSQL): the caller must throw.
 */
export async function insertAchFile(db: Db, file: Prisma.AchFileUncheckedCreateInput, payrollIds: string[], entries: Prisma.AchEntryUncheckedCreateInput[]): Promise<AchFileRow | null> {
  try {
    const row = await db.achFile.create({ data: file });
    await db.achFilePayroll.createMany({ data: payrollIds.map((payrollId) => ({ payrollId, achFileId: row.id })) });
    await db.achEntry.createMany({ data: entries });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function listAchFileRows(db: Db, partnerId: string, skip: number, take: number) {
  const where = { partnerId };
  const [total, rows] = await Promise.all([db.achFile.count({ where }), db.achFile.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

/**
 * Serializes the deployment's file cuts until the transaction ends: trace numbers count on from the entries
 * written before (docs/ach.md, "The file"), so two cuts at the same moment must not read the same count.
 */
export async function lockAchFileCuts(db: Db): Promise<void> {
  await db.$queryRaw`SELECT pg_advisory_xact_lock(hashtext('payroll-ach-file-cuts'))::text AS "locked"`;
}

/** The id of the ACH file that carries the payroll, or null (AchFilePayroll). */
export async function achFileOfPayroll(db: Db, payrollId: string): Promise<string | null> {
  return (await db.achFilePayroll.findUnique({ where: { payrollId }, select: { achFileId: true } }))?.achFileId ?? null;
}

export function findAchFile(db: Db, partnerId: string, id: string): Promise<AchFileRow | null> {
  return db.achFile.findFirst({ where: { id, partnerId } });
}

export function findAchEntries(db: Db, achFileId: string): Promise<AchEntryRow[]> {
  return db.achEntry.findMany({ where: { achFileId }, orderBy: { traceNumber: 'asc' } });
}

/** Created -> Sent, with its entries Pending -> Sent; false when the file was not Created. */
export async function markAchFileSentRow(db: Db, id: string, at: Date): Promise<boolean> {
  const { count } = await db.achFile.updateMany({ where: { id, status: 'Created' }, data: { status: 'Sent', sentAt: at } });
  if (count !== 1) return false;
  await db.achEntry.updateMany({ where: { achFileId: id, status: 'Pending' }, data: { status: 'Sent' } });
  return true;
}

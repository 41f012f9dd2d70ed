// The NACHA files and their entries (services/money/ach-files.ts, docs/ach.md).
import type { AchEntry, AchFile, Prisma } from '@prisma/client';
import type { Db } from '../db';
import { isUniqueViolation, stableOrder } from '../query';

export type AchFileRow = AchFile;
export type AchEntryRow = AchEntry;

/**
 * Locks, for the rest of the cut's transaction, the partner's payrolls the cut may carry or pay (issue 36,
 * F3): the approved ones (Pending, Processing or Paid; not void, not a reversal) with a payday in [from, to]
 * that no file carries yet, and those with a credit still held. FOR UPDATE, in id order (one statement, so
 * two cuts, and a cut and a reopen, void or reversal, which lock one payroll each, never wait on each other
 * in a circle). A reopen, void or reversal of one of them waits for the cut to commit, then sees the file;
 * one that holds its payroll first makes this statement wait, and the cut reads what it committed. Returns the
 * ids locked: the cut reads its payrolls among them only (findAchCandidates), with its conditions again.
 */
export async function lockAchPayrolls(db: Db, partnerId: string, from: Date, to: Date): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT p."id" FROM "Payroll" p JOIN "Company" c ON c."id" = p."companyId"
    WHERE c."partnerId" = ${partnerId}
      AND (
        (p."status" IN ('Pending', 'Processing', 'Paid') AND p."isVoid" = false AND p."reversalOfId" IS NULL
          AND p."payday" >= ${from}::date AND p."payday" <= ${to}::date
          AND NOT EXISTS (SELECT 1 FROM "AchFilePayroll" f WHERE f."payrollId" = p."id"))
        OR p."id" IN (SELECT h."payrollId" FROM "AchHeldCredit" h WHERE h."partnerId" = ${partnerId} AND h."status" = 'Held')
      )
    ORDER BY p."id"
    FOR UPDATE OF p`;
  return rows.map((r) => r.id);
}

/**
 * The partner's approved payrolls (Pending, Processing or Paid; not void, not a reversal) with a payday in
 * [from, to] that no file carries yet, with what their entries need. `among`: the ids the cut locked
 * (lockAchPayrolls); read after the lock, so what a reopen or void committed meanwhile is seen.
 */
export function findAchCandidates(db: Db, partnerId: string, from: Date, to: Date, among?: string[]) {
  return db.payroll.findMany({
    where: {
      ...(among ? { id: { in: among } } : {}),
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

/**
 * Locks the companies' funding accounts (their connectBankAccount steps) FOR SHARE until the transaction
 * ends, in company order: a reconnection (onboard connect_bank_account) waits for the cut, so what the cut
 * read of the account and its verification stays one consistent reading (issue 36, F8).
 */
export async function lockFundingSteps(db: Db, where: { partnerId: string } | { companyIds: string[] }): Promise<void> {
  if ('companyIds' in where) {
    if (!where.companyIds.length) return;
    await db.$queryRaw`SELECT "companyId" FROM "CompanyOnboardStep" WHERE "step" = 'connectBankAccount' AND "companyId" = ANY(${where.companyIds}::text[]) ORDER BY "companyId" FOR SHARE`;
    return;
  }
  await db.$queryRaw`SELECT s."companyId" FROM "CompanyOnboardStep" s JOIN "Company" c ON c."id" = s."companyId" WHERE s."step" = 'connectBankAccount' AND c."partnerId" = ${where.partnerId} ORDER BY s."companyId" FOR SHARE OF s`;
}

/**
 * The companies' funding accounts: the data of their connectBankAccount onboarding step, locked FOR SHARE
 * (lockFundingSteps) and read once with the verification of that connection: `verified` is true when its
 * micro-deposits proved it (FundingAccountVerification Verified). Inside a cut, the same reading as the
 * cut's own (services/money/ach-verification.ts planAccountVerification `funding`).
 */
export async function findFundingAccounts(db: Db, companyIds: string[]): Promise<FundingAccountReading[]> {
  await lockFundingSteps(db, { companyIds });
  const steps = await db.companyOnboardStep.findMany({ where: { companyId: { in: companyIds }, step: 'connectBankAccount' }, select: { companyId: true, data: true, completedAt: true } });
  const verifications = steps.length
    ? await db.fundingAccountVerification.findMany({ where: { OR: steps.map((s) => ({ companyId: s.companyId, fundingConnectedAt: s.completedAt })) }, select: { companyId: true, status: true } })
    : [];
  const status = new Map(verifications.map((v) => [v.companyId, v.status]));
  return steps.map((s) => ({ ...s, verified: status.get(s.companyId) === 'Verified' }));
}

/** A company's funding account as a cut reads it (findFundingAccounts, planAccountVerification). */
export interface FundingAccountReading {
  companyId: string;
  /** routingNumber, type, accountNumberLastFour, accountNumberEncrypted (the connectBankAccount step's data). */
  data: Prisma.JsonValue;
  completedAt: Date;
  /** The micro-deposits of this connection were verified. */
  verified: boolean;
}

/** The file ID modifiers already used on a creation date (deployment-wide). */
export async function usedFileIdModifiers(db: Db, creationDate: Date): Promise<string[]> {
  const rows = await db.achFile.findMany({ where: { creationDate }, select: { fileIdModifier: true } });
  return rows.map((r) => r.fileIdModifier);
}

/** The number of files the partner created on a creation date. */
export function countPartnerFilesOn(db: Db, partnerId: string, creationDate: Date): Promise<number> {
  return db.achFile.count({ where: { partnerId, creationDate } });
}

/**
 * The other partners that may still need a file on a creation date (issue 36, F11): those with a company
 * whose funding account is connected (something of theirs can move) and no file created that day yet.
 */
export function countPartnersAwaitingFirstFile(db: Db, partnerId: string, creationDate: Date): Promise<number> {
  return db.partner.count({
    where: { id: { not: partnerId }, companies: { some: { onboardSteps: { some: { step: 'connectBankAccount' } } } }, achFiles: { none: { creationDate } } },
  });
}

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

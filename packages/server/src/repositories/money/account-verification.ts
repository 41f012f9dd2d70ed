// Prenotes, held credits and funding account micro-deposits (services/money/ach-verification.ts, docs/ach.md).
import type { AchHeldCredit, FundingAccountVerification, Prisma } from '@prisma/client';
import type { Db } from '../db';
import { RETIRED_ACCOUNT_NUMBER } from '../bank-accounts';
import { isUniqueViolation } from '../query';

export type AchHeldCreditRow = AchHeldCredit;
export type FundingVerificationRow = FundingAccountVerification;

// ---- worker accounts ----

/** The verification columns of an account not proven (yet, or again: its routing number, number or type changed). */
export const UNVERIFIED_ACCOUNT = { verification: 'Unverified', prenoteSettlementDate: null, liveCreditsFrom: null, verificationReturnCode: null } as const;

/** The partner's Active, live worker accounts that no prenote was sent to, with what a prenote needs. */
export function findAccountsToPrenote(db: Db, partnerId: string) {
  return db.bankAccount.findMany({
    where: { company: { partnerId }, verification: 'Unverified', status: 'Active', accountNumberEncrypted: { not: RETIRED_ACCOUNT_NUMBER } },
    orderBy: [{ companyId: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      companyId: true,
      routingNumber: true,
      accountNumberEncrypted: true,
      accountNumberLastFour: true,
      type: true,
      company: { select: { legalName: true } },
      employee: { select: { id: true, firstName: true, lastName: true } },
      contractor: { select: { id: true, type: true, firstName: true, lastName: true, businessName: true } },
    },
  });
}
export type PrenoteAccount = Awaited<ReturnType<typeof findAccountsToPrenote>>[number];

/**
 * Unverified -> PrenoteSent, for each account as the prenote was written (same routing number, number and
 * type); false when one changed meanwhile (another file took it, or its details were changed).
 */
export async function markPrenotesSent(db: Db, accounts: Array<Pick<PrenoteAccount, 'id' | 'routingNumber' | 'accountNumberEncrypted' | 'type'>>, settlementDate: Date, liveCreditsFrom: Date): Promise<boolean> {
  for (const a of accounts) {
    const { count } = await db.bankAccount.updateMany({
      where: { id: a.id, verification: 'Unverified', routingNumber: a.routingNumber, accountNumberEncrypted: a.accountNumberEncrypted, type: a.type },
      data: { verification: 'PrenoteSent', prenoteSettlementDate: settlementDate, liveCreditsFrom },
    });
    if (count !== 1) return false;
  }
  return true;
}

export function findBankAccountById(db: Db, id: string) {
  return db.bankAccount.findUnique({ where: { id } });
}

export function updateAccountVerification(db: Db, id: string, data: Prisma.BankAccountUncheckedUpdateInput) {
  return db.bankAccount.update({ where: { id }, data });
}

// ---- held credits ----

export async function insertHeldCredits(db: Db, rows: Prisma.AchHeldCreditUncheckedCreateInput[]): Promise<void> {
  if (rows.length) await db.achHeldCredit.createMany({ data: rows });
}

/**
 * The partner's credits still held, oldest first, with their account as it is now and what became of their
 * payroll (status, void, reversal, an Unresolved funding failure) and item (void): a held credit is released
 * only while both are still owed (issue 36, F5; services/money/ach-verification.ts).
 */
export async function findHeldCredits(db: Db, partnerId: string) {
  const rows = await db.achHeldCredit.findMany({
    where: { partnerId, status: 'Held' },
    orderBy: [{ companyId: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    include: {
      bankAccount: { select: { routingNumber: true, accountNumberEncrypted: true, accountNumberLastFour: true, type: true, status: true, verification: true, liveCreditsFrom: true } },
      payroll: {
        select: {
          status: true,
          isVoid: true,
          reversedById: true,
          company: { select: { legalName: true } },
          fundingFailures: { where: { status: 'Unresolved' }, select: { id: true } },
        },
      },
    },
  });
  const employeeItems = rows.flatMap((r) => (r.employeeItemId ? [r.employeeItemId] : []));
  const contractorItems = rows.flatMap((r) => (r.contractorItemId ? [r.contractorItemId] : []));
  const voidItems = new Set([
    ...(employeeItems.length ? await db.payrollEmployeeItem.findMany({ where: { id: { in: employeeItems }, isVoid: true }, select: { id: true } }) : []),
    ...(contractorItems.length ? await db.payrollContractorItem.findMany({ where: { id: { in: contractorItems }, isVoid: true }, select: { id: true } }) : []),
  ].map((i) => i.id));
  return rows.map((r) => ({ ...r, itemVoid: voidItems.has((r.employeeItemId ?? r.contractorItemId)!) }));
}
export type HeldCreditWithAccount = Awaited<ReturnType<typeof findHeldCredits>>[number];

/** Held -> Released by a file's entry; false when it was released already (another file took it). */
export async function releaseHeldCredit(db: Db, id: string, achFileId: string, traceNumber: string): Promise<boolean> {
  const { count } = await db.achHeldCredit.updateMany({ where: { id, status: 'Held' }, data: { status: 'Released', releasedInAchFileId: achFileId, releasedTraceNumber: traceNumber } });
  return count === 1;
}

/**
 * Held -> Cancelled: its payroll was voided or reversed, or its item voided, so it is never paid (issue 36,
 * F5); the reason and the file whose cut found it are kept. False when it was not Held any more.
 */
export async function cancelHeldCredit(db: Db, id: string, reason: string, achFileId: string, at: Date): Promise<boolean> {
  const { count } = await db.achHeldCredit.updateMany({ where: { id, status: 'Held' }, data: { status: 'Cancelled', cancelledReason: reason, cancelledInAchFileId: achFileId, cancelledAt: at } });
  return count === 1;
}

export function findHeldCreditsOfFile(db: Db, achFileId: string): Promise<AchHeldCreditRow[]> {
  return db.achHeldCredit.findMany({ where: { heldInAchFileId: achFileId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

// ---- funding accounts ----

/** The connectBankAccount steps of the partner's companies (their data: routingNumber, type, last four, sealed number). */
export function findPartnerFundingSteps(db: Db, partnerId: string) {
  return db.companyOnboardStep.findMany({
    where: { step: 'connectBankAccount', company: { partnerId } },
    orderBy: { companyId: 'asc' },
    select: { companyId: true, data: true, completedAt: true, company: { select: { legalName: true } } },
  });
}

export function findFundingStep(db: Db, companyId: string) {
  return db.companyOnboardStep.findUnique({ where: { companyId_step: { companyId, step: 'connectBankAccount' } }, select: { companyId: true, data: true, completedAt: true } });
}

/** The verifications of these connections (company id and the step's completedAt). */
export function findFundingVerifications(db: Db, connections: Array<{ companyId: string; completedAt: Date }>): Promise<FundingVerificationRow[]> {
  if (!connections.length) return Promise.resolve([]);
  return db.fundingAccountVerification.findMany({ where: { OR: connections.map((c) => ({ companyId: c.companyId, fundingConnectedAt: c.completedAt })) } });
}

export function findFundingVerification(db: Db, companyId: string, connectedAt: Date): Promise<FundingVerificationRow | null> {
  return db.fundingAccountVerification.findUnique({ where: { companyId_fundingConnectedAt: { companyId, fundingConnectedAt: connectedAt } } });
}

/** The verification whose micro-deposits a file carried for the company. */
export function findFundingVerificationOfFile(db: Db, companyId: string, achFileId: string): Promise<FundingVerificationRow | null> {
  return db.fundingAccountVerification.findFirst({ where: { companyId, achFileId } });
}

/** False when a verification of the same connection exists (another file carried its micro-deposits at the same moment). */
export async function insertFundingVerifications(db: Db, rows: Prisma.FundingAccountVerificationUncheckedCreateInput[]): Promise<boolean> {
  if (!rows.length) return true;
  try {
    await db.fundingAccountVerification.createMany({ data: rows });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Locks the verification's row for the rest of the transaction (one answer at a time) and reads it again. */
export async function lockFundingVerification(db: Db, id: string): Promise<FundingVerificationRow> {
  await db.$queryRaw`SELECT "id" FROM "FundingAccountVerification" WHERE "id" = ${id} FOR UPDATE`;
  return db.fundingAccountVerification.findUniqueOrThrow({ where: { id } });
}

export function updateFundingVerification(db: Db, id: string, data: Prisma.FundingAccountVerificationUncheckedUpdateInput): Promise<FundingVerificationRow> {
  return db.fundingAccountVerification.update({ where: { id }, data });
}

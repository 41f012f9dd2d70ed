// Returns and notifications of change of ACH entries, the entries' payment states after their file,
// and the reversing entries of reversal payrolls (services/money/ach-returns.ts, ach-payments.ts,
// ach-reversals.ts; docs/ach.md).
import { Prisma, type AchReturn } from '@prisma/client';
import type { Db } from '../db';
import { liveBankAccount } from '../bank-accounts';
import { and, eqFilter, stableOrder } from '../query';

export type AchReturnRow = AchReturn;

// ---------- matching entries ----------

/**
 * The partner's entries with one of the trace numbers, with their file's status; the most recent file
 * first (a trace number names one entry among the last 9,999,999 written: docs/ach.md, "The file").
 */
export function findEntriesByTrace(db: Db, partnerId: string, traceNumbers: string[]) {
  return db.achEntry.findMany({
    where: { traceNumber: { in: traceNumbers }, achFile: { partnerId } },
    include: { achFile: { select: { status: true, createdAt: true } } },
    orderBy: [{ achFile: { createdAt: 'desc' } }, { achFileId: 'desc' }],
  });
}
export type MatchedEntry = Awaited<ReturnType<typeof findEntriesByTrace>>[number];

/** Locks the entries (in id order, so two uploads never wait on each other in a circle) for the rest of the transaction. */
export async function lockAchEntries(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.$queryRaw`SELECT "id" FROM "AchEntry" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
}

/**
 * Locks the payrolls the entries pay or debit, in id order: the order a file cut locks them in
 * (ach-files.ts lockAchPayrolls), so that a return file applied while a cut runs waits for it instead of
 * deadlocking with it (the returns would otherwise update the payrolls in the order of the file's entries).
 */
export async function lockPayrollsOfEntries(db: Db, payrollIds: string[]): Promise<void> {
  const ids = [...new Set(payrollIds)].sort();
  if (ids.length) await db.$queryRaw`SELECT "id" FROM "Payroll" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
}

/** The returns and NOCs recorded for the entries. */
export function findReturnsOfEntries(db: Db, entryIds: string[]): Promise<AchReturnRow[]> {
  return db.achReturn.findMany({ where: { achEntryId: { in: entryIds } } });
}

export function insertAchReturn(db: Db, data: Prisma.AchReturnUncheckedCreateInput): Promise<AchReturnRow> {
  return db.achReturn.create({ data });
}

/** Sent -> Returned (a Settled entry is stored Sent); false when the entry was not Sent. */
export async function markEntryReturned(db: Db, id: string): Promise<boolean> {
  const { count } = await db.achEntry.updateMany({ where: { id, status: 'Sent' }, data: { status: 'Returned' } });
  return count === 1;
}

// ---------- reading returns ----------

export interface AchReturnFilters {
  achFileId?: string;
  payrollId?: string;
  kind?: string;
}

const withEntry = { entry: { select: { kind: true, employeeItemId: true, contractorItemId: true, bankAccountId: true, amount: true } } } as const;
export type AchReturnWithEntry = Prisma.AchReturnGetPayload<{ include: typeof withEntry }>;

export async function listAchReturnRows(db: Db, partnerId: string, filters: AchReturnFilters, skip: number, take: number) {
  const where = and({ partnerId }, eqFilter('achFileId', filters.achFileId, true), eqFilter('payrollId', filters.payrollId, true), eqFilter('kind', filters.kind, true)) as Prisma.AchReturnWhereInput;
  const total = await db.achReturn.count({ where });
  const rows = await db.achReturn.findMany({ where, include: withEntry, orderBy: stableOrder, skip, take });
  return { total, rows };
}

export function findAchReturn(db: Db, partnerId: string, id: string): Promise<AchReturnWithEntry | null> {
  return db.achReturn.findFirst({ where: { id, partnerId }, include: withEntry });
}

/** The codes recorded for a file's entries (its presentation: returnCode, changeCode). */
export function findReturnCodesOfFile(db: Db, achFileId: string) {
  return db.achReturn.findMany({ where: { achFileId }, select: { achEntryId: true, kind: true, code: true } });
}

// ---------- the accounts a NOC corrects ----------

/** A live bank account of the company (not a deleted one's tombstone). */
export function findLiveBankAccount(db: Db, companyId: string, id: string) {
  return db.bankAccount.findFirst({ where: { id, companyId, ...liveBankAccount } });
}

/** The company's funding account: the data of its connectBankAccount onboarding step. */
export function findFundingStep(db: Db, companyId: string) {
  return db.companyOnboardStep.findFirst({ where: { companyId, step: 'connectBankAccount' }, select: { data: true } });
}

export async function updateFundingStepData(db: Db, companyId: string, data: Prisma.InputJsonValue): Promise<void> {
  await db.companyOnboardStep.update({ where: { companyId_step: { companyId, step: 'connectBankAccount' } }, data: { data } });
}

// ---------- files and payrolls ----------

/** Sent -> Acknowledged; false when the file was not Sent. */
export async function markAchFileAcknowledgedRow(db: Db, id: string, at: Date): Promise<boolean> {
  const { count } = await db.achFile.updateMany({ where: { id, status: 'Sent' }, data: { status: 'Acknowledged', acknowledgedAt: at } });
  return count === 1;
}

/**
 * The payrolls a sent file may complete: those it carries and those of the held credits it released
 * (docs/ach.md, "Item payment states"), each with whether anything of it is still unsent: a credit still
 * held, or an entry of any file still Pending.
 */
export async function findPayrollsPaidBySentFile(db: Db, achFileId: string) {
  const carried = await db.achFilePayroll.findMany({ where: { achFileId }, select: { payrollId: true } });
  const released = await db.achHeldCredit.findMany({ where: { releasedInAchFileId: achFileId }, select: { payrollId: true } });
  const ids = [...new Set([...carried, ...released].map((r) => r.payrollId))].sort();
  const payrolls = await db.payroll.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' }, select: { id: true, status: true, company: { select: { id: true, partnerId: true } } } });
  const held = await db.achHeldCredit.findMany({ where: { payrollId: { in: ids }, status: 'Held' }, select: { payrollId: true } });
  const pending = await db.achEntry.findMany({ where: { payrollId: { in: ids }, status: 'Pending' }, select: { payrollId: true } });
  const unsent = new Set([...held, ...pending].map((r) => r.payrollId));
  return payrolls.map((payroll) => ({ payroll, allSent: !unsent.has(payroll.id) }));
}

/** How many entries the deployment's files hold: the next file's trace numbers count on from there (docs/ach.md). */
export async function achEntriesWritten(db: Db): Promise<number> {
  const { _sum } = await db.achFile.aggregate({ _sum: { entryCount: true } });
  return _sum.entryCount ?? 0;
}

/** The worker credits of a payroll that were returned: item and account (reversals leave those alone). */
export function findReturnedCredits(db: Db, payrollId: string) {
  return db.achEntry.findMany({
    where: { payrollId, status: 'Returned', kind: { in: ['EmployeeNetPay', 'ContractorNetPay'] } },
    select: { employeeItemId: true, contractorItemId: true, bankAccountId: true },
  });
}

/**
 * The worker credits written to a file for a payroll (its own file's and the held credits later files
 * released), not returned: what a reversal may pull back (docs/ach.md, "Reversals"; issue 36, F5), in the
 * order written.
 */
export function findWrittenCredits(db: Db, payrollId: string) {
  return db.achEntry.findMany({
    where: { payrollId, kind: { in: ['EmployeeNetPay', 'ContractorNetPay'] }, status: { not: 'Returned' } },
    orderBy: [{ achFile: { createdAt: 'asc' } }, { traceNumber: 'asc' }],
    select: { id: true, employeeItemId: true, contractorItemId: true, bankAccountId: true, amount: true, accountNumberLastFour: true },
  });
}

/** A payroll's worker credits written to files and those still held back, per item (the items' payment states: services/money/ach-payments.ts). */
export async function findItemPayments(db: Db, payrollId: string) {
  const entries = await db.achEntry.findMany({
    where: { payrollId, kind: { in: ['EmployeeNetPay', 'ContractorNetPay'] } },
    select: { employeeItemId: true, contractorItemId: true, status: true, effectiveDate: true },
  });
  const held = await db.achHeldCredit.findMany({ where: { payrollId, status: 'Held' }, select: { employeeItemId: true, contractorItemId: true } });
  return { entries, held };
}

/** Whether the payroll's company debit was returned and the funding failure is not resolved (the partner has not collected it). */
export async function hasUnresolvedFundingFailure(db: Db, payrollId: string): Promise<boolean> {
  return (await db.fundingFailure.count({ where: { payrollId, status: 'Unresolved' } })) > 0;
}

// ---------- reversing entries ----------

/**
 * The partner's reversal payrolls (approved, not void) no file carries yet, with their reversed payroll's
 * payday and whether its funding debit was returned and is still unresolved.
 */
export async function findReversalCandidates(db: Db, partnerId: string) {
  const rows = await db.payroll.findMany({
    where: { company: { partnerId }, reversalOfId: { not: null }, status: { in: ['Pending', 'Processing', 'Paid'] }, isVoid: false, achFile: null },
    orderBy: [{ companyId: 'asc' }, { id: 'asc' }],
    select: { id: true, companyId: true, reversalOfId: true, reversal: true, company: { select: { legalName: true } } },
  });
  const originals = await db.payroll.findMany({
    where: { id: { in: rows.map((r) => r.reversalOfId!) } },
    select: { id: true, payday: true, fundingFailures: { where: { status: 'Unresolved' }, select: { id: true } } },
  });
  const original = new Map(originals.map((o) => [o.id, o]));
  return rows.map((r) => ({ ...r, reversedPayday: original.get(r.reversalOfId!)!.payday, fundingUnresolved: original.get(r.reversalOfId!)!.fundingFailures.length > 0 }));
}

/**
 * The original credits reversing entries reverse: by id (movements that name their entry), and every
 * worker credit of the reversed payrolls (movements of reversals made before they did), with what the
 * reversing entry needs of them: the account they went to (sealed number, routing, transaction code),
 * their SEC code and effective date, when they were written, and when a notification of change corrected them.
 */
export function findOriginalCredits(db: Db, ids: string[], reversedPayrollIds: string[]) {
  return db.achEntry.findMany({
    where: { kind: { in: ['EmployeeNetPay', 'ContractorNetPay'] }, OR: [{ id: { in: ids } }, { payrollId: { in: reversedPayrollIds } }] },
    orderBy: [{ achFile: { createdAt: 'asc' } }, { traceNumber: 'asc' }],
    select: {
      id: true,
      payrollId: true,
      employeeItemId: true,
      contractorItemId: true,
      bankAccountId: true,
      status: true,
      transactionCode: true,
      secCode: true,
      routingNumber: true,
      accountNumberLastFour: true,
      accountNumberEncrypted: true,
      amount: true,
      effectiveDate: true,
      // The engine's clock when the entry was written (as the accounts' updatedAt is): what changed since.
      createdAt: true,
      // A notification of change applied to it: the RDFI posted it to the corrected account.
      returns: { where: { kind: 'NotificationOfChange' }, select: { createdAt: true } },
    },
  });
}
export type OriginalCredit = Awaited<ReturnType<typeof findOriginalCredits>>[number];

/** The worker accounts as they are now, with when they last changed (a reversal of an entry written before its number was kept: ach-reversals.ts). */
export function findAccountsForReversal(db: Db, ids: string[]) {
  return db.bankAccount.findMany({ where: { id: { in: ids } }, select: { id: true, routingNumber: true, accountNumberEncrypted: true, type: true, updatedAt: true } });
}

/** What reversing entries need of the workers: names, and contractors' type. */
export async function findWorkersForAch(db: Db, employeeIds: string[], contractorIds: string[]) {
  // One after the other: inside a transaction, queries share one connection.
  const employees = await db.employee.findMany({ where: { id: { in: employeeIds } }, select: { id: true, firstName: true, lastName: true } });
  const contractors = await db.contractor.findMany({ where: { id: { in: contractorIds } }, select: { id: true, type: true, firstName: true, lastName: true, businessName: true } });
  return { employees, contractors };
}

// ---------- the cash requirement's returned net pay ----------

/**
 * Per kind of worker: the payroll's direct-deposit items (not void) whose payment failed, and the net pay
 * that did not reach them: the amounts of their returned ACH credits, or the whole net pay of an item
 * without any (a sandbox bounce fails the whole item).
 */
export function returnedNetPaySums(db: Db, companyId: string, payrollId: string) {
  return db.$queryRaw<Array<{ workers: 'Employee' | 'Contractor'; items: number; amount: Prisma.Decimal }>>`
    SELECT 'Employee' AS "workers", count(*)::int AS "items", SUM(COALESCE(r."amount", i."netPay")) AS "amount"
    FROM "PayrollEmployeeItem" i
    LEFT JOIN (SELECT "employeeItemId" AS "id", SUM("amount") AS "amount" FROM "AchEntry"
               WHERE "payrollId" = ${payrollId} AND "status" = 'Returned' AND "kind" = 'EmployeeNetPay' GROUP BY 1) r ON r."id" = i."id"
    WHERE i."companyId" = ${companyId} AND i."payrollId" = ${payrollId} AND i."paymentFailedAt" IS NOT NULL AND i."isVoid" = false
      AND i."paymentMethod" = 'DirectDeposit'
    HAVING count(*) > 0
    UNION ALL
    SELECT 'Contractor', count(*)::int, SUM(COALESCE(r."amount", i."netPay"))
    FROM "PayrollContractorItem" i
    LEFT JOIN (SELECT "contractorItemId" AS "id", SUM("amount") AS "amount" FROM "AchEntry"
               WHERE "payrollId" = ${payrollId} AND "status" = 'Returned' AND "kind" = 'ContractorNetPay' GROUP BY 1) r ON r."id" = i."id"
    WHERE i."companyId" = ${companyId} AND i."payrollId" = ${payrollId} AND i."paymentFailedAt" IS NOT NULL AND i."isVoid" = false
      AND i."paymentMethod" = 'DirectDeposit'
    HAVING count(*) > 0`;
}

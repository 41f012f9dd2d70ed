import type { Prisma } from '@prisma/client';
import type { Db } from './db';
import { stableOrder } from './query';

/** The worker a bank account or net pay split belongs to. */
export interface OwnerRef {
  kind: 'employee' | 'contractor';
  id: string;
}

/** The owner column of a bank account or net pay split row. */
const ownerColumn = (owner: OwnerRef) => (owner.kind === 'employee' ? { employeeId: owner.id } : { contractorId: owner.id });

/**
 * A deleted bank account that net pay splits kept as history cannot leave the table (their items
 * reference it), so it stays behind as a tombstone: number erased, status Disabled, invisible to the
 * API. Accounts no split references are deleted outright.
 */
export const RETIRED_ACCOUNT_NUMBER = '';
/** `where` of the bank accounts that exist for the API (not tombstones). */
export const liveBankAccount = { accountNumberEncrypted: { not: RETIRED_ACCOUNT_NUMBER } };

/** Locks the owner's row for the rest of the transaction: its bank accounts and splits change one writer at a time. */
export async function lockOwner(db: Db, owner: OwnerRef): Promise<void> {
  if (owner.kind === 'employee') await db.$queryRaw`SELECT "id" FROM "Employee" WHERE "id" = ${owner.id} FOR UPDATE`;
  else await db.$queryRaw`SELECT "id" FROM "Contractor" WHERE "id" = ${owner.id} FOR UPDATE`;
}

// ---- bank accounts ----

export function findBankAccount(db: Db, companyId: string, owner: OwnerRef, id: string) {
  return db.bankAccount.findFirst({ where: { id, companyId, ...ownerColumn(owner), ...liveBankAccount } });
}

/** The owner's live accounts among `ids` (others, and other owners' accounts, are simply absent). */
export function findOwnerBankAccounts(db: Db, companyId: string, owner: OwnerRef, ids: string[]) {
  return db.bankAccount.findMany({ where: { id: { in: ids }, companyId, ...ownerColumn(owner), ...liveBankAccount } });
}

export async function listBankAccountRows(db: Db, companyId: string, owner: OwnerRef, skip: number, take: number) {
  const where: Prisma.BankAccountWhereInput = { companyId, ...ownerColumn(owner), ...liveBankAccount };
  const [total, rows] = await Promise.all([db.bankAccount.count({ where }), db.bankAccount.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

export function insertBankAccount(db: Db, owner: OwnerRef, data: Omit<Prisma.BankAccountUncheckedCreateInput, 'employeeId' | 'contractorId'>) {
  return db.bankAccount.create({ data: { ...data, ...ownerColumn(owner) } });
}

export function updateBankAccountRow(db: Db, id: string, data: Prisma.BankAccountUncheckedUpdateInput) {
  return db.bankAccount.update({ where: { id }, data });
}

/** Whether any net pay split (default or history) names the account. */
export async function bankAccountInAnySplit(db: Db, bankAccountId: string): Promise<boolean> {
  return (await db.netPaySplitItem.count({ where: { bankAccountId } })) > 0;
}

/**
 * Whether money was or may be paid to the account: a payroll item of its owner whose approved net pay split
 * names it, or a held credit of it. Such an account is kept as a tombstone when deleted (a file cut later
 * holds the split's credit as AccountDeleted instead of losing it; the held credit keeps its account).
 */
export async function bankAccountInPayrolls(db: Db, owner: OwnerRef, bankAccountId: string): Promise<boolean> {
  const naming = JSON.stringify([{ bankAccountId }]);
  const rows =
    owner.kind === 'employee'
      ? await db.$queryRaw<Array<{ used: boolean }>>`SELECT EXISTS (SELECT 1 FROM "PayrollEmployeeItem" WHERE "employeeId" = ${owner.id} AND "splits" @> ${naming}::jsonb) AS "used"`
      : await db.$queryRaw<Array<{ used: boolean }>>`SELECT EXISTS (SELECT 1 FROM "PayrollContractorItem" WHERE "contractorId" = ${owner.id} AND "splits" @> ${naming}::jsonb) AS "used"`;
  return rows[0].used || (await db.achHeldCredit.count({ where: { bankAccountId } })) > 0;
}

/** Whether the given split (the owner's default) names the account. */
export async function bankAccountInSplit(db: Db, netPaySplitId: string, bankAccountId: string): Promise<boolean> {
  return (await db.netPaySplitItem.count({ where: { netPaySplitId, bankAccountId } })) > 0;
}

export async function deleteBankAccountRow(db: Db, id: string): Promise<void> {
  await db.bankAccount.delete({ where: { id } });
}

/** Keeps the row for the splits that reference it, with the number erased (see RETIRED_ACCOUNT_NUMBER). */
export async function retireBankAccountRow(db: Db, id: string): Promise<void> {
  await db.bankAccount.update({ where: { id }, data: { accountNumberEncrypted: RETIRED_ACCOUNT_NUMBER, status: 'Disabled' } });
}

// ---- net pay splits ----

const splitInclude = { items: { orderBy: { priority: 'asc' as const } } };
export type NetPaySplitRow = Prisma.NetPaySplitGetPayload<{ include: typeof splitInclude }>;

export function findNetPaySplit(db: Db, companyId: string, owner: OwnerRef, id: string) {
  return db.netPaySplit.findFirst({ where: { id, companyId, ...ownerColumn(owner) }, include: splitInclude });
}

export async function listNetPaySplitRows(db: Db, companyId: string, owner: OwnerRef, skip: number, take: number) {
  const where: Prisma.NetPaySplitWhereInput = { companyId, ...ownerColumn(owner) };
  const [total, rows] = await Promise.all([
    db.netPaySplit.count({ where }),
    db.netPaySplit.findMany({ where, orderBy: stableOrder, skip, take, include: splitInclude }),
  ]);
  return { total, rows };
}

/** The owner's default split loses its flag (a new default is about to take its place). */
export async function clearDefaultNetPaySplit(db: Db, companyId: string, owner: OwnerRef): Promise<void> {
  await db.netPaySplit.updateMany({ where: { companyId, ...ownerColumn(owner), isDefault: true }, data: { isDefault: false } });
}

export async function insertNetPaySplit(
  db: Db,
  owner: OwnerRef,
  data: { id: string; companyId: string; isDefault: boolean },
  items: Array<Omit<Prisma.NetPaySplitItemCreateManyInput, 'netPaySplitId'>>,
): Promise<NetPaySplitRow> {
  await db.netPaySplit.create({ data: { ...data, ...ownerColumn(owner) } });
  await db.netPaySplitItem.createMany({ data: items.map((item) => ({ ...item, netPaySplitId: data.id })) });
  return (await findNetPaySplit(db, data.companyId, owner, data.id))!;
}

/**
 * The accounts among `ids` of the company, locked FOR SHARE until the transaction ends, so that an account an
 * approval fixes a split on cannot be deleted, disabled or changed before the approval commits (the approval's
 * guard, services/payrolls/payable.ts). `live` is false for a deleted account kept as a tombstone.
 */
export function lockAccountsForApproval(db: Db, companyId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.$queryRaw<Array<{ id: string; employeeId: string | null; contractorId: string | null; status: string; live: boolean }>>`
    SELECT "id", "employeeId", "contractorId", "status"::text AS "status", ("accountNumberEncrypted" <> ${RETIRED_ACCOUNT_NUMBER}) AS "live"
    FROM "BankAccount" WHERE "companyId" = ${companyId} AND "id" = ANY(${ids}::text[]) ORDER BY "id" FOR SHARE`;
}

// Every place the service keeps a value sealed with ENCRYPTION_KEY, read in batches and rewritten one
// row at a time for `npm run secrets:reencrypt` (services/secret-rotation.ts). A rewrite only lands
// when the row is as it was read (same value and updatedAt), and keeps its updatedAt: re-sealing
// changes no data. Adding an encrypted column? Add it here, or the rotation leaves it behind.
import type { Prisma } from '@prisma/client';
import type { Db } from './db';

/** One row's sealed value: `cursor` orders rows within the table; `value` is a string or a JSON document. */
export interface SealedRow {
  cursor: string;
  value: unknown;
  updatedAt: Date;
}

export interface SealedStore {
  /** Table and column, for the command's report. */
  name: string;
  /**
   * The next rows after `after` (by cursor) that may hold a value not sealed by the key whose values
   * start with `currentPrefixes` (string columns are filtered in the database, JSON ones are not).
   */
  batch(db: Db, after: string | undefined, take: number, currentPrefixes: string[]): Promise<SealedRow[]>;
  /** Writes `to` where the row still holds `row.value` with `row.updatedAt`; false when it changed meanwhile. */
  replace(db: Db, row: SealedRow, to: unknown): Promise<boolean>;
}

/** Rows whose `column` starts with none of the current key's prefixes (NULL, nothing sealed, excluded by `nullable`). */
const notCurrent = (column: string, prefixes: string[], nullable = false) => ({
  AND: [...(nullable ? [{ [column]: { not: null } }] : []), ...prefixes.map((p) => ({ NOT: { [column]: { startsWith: p } } }))],
});
const after = (cursor: string | undefined) => (cursor === undefined ? {} : { id: { gt: cursor } });

const employeeSsn: SealedStore = {
  name: 'Employee.ssnEncrypted',
  async batch(db, cursor, take, prefixes) {
    const rows = await db.employee.findMany({
      where: { ...after(cursor), ...(notCurrent('ssnEncrypted', prefixes, true) as Prisma.EmployeeWhereInput) },
      select: { id: true, ssnEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.ssnEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.employee.updateMany({
      where: { id: row.cursor, ssnEncrypted: row.value as string, updatedAt: row.updatedAt },
      data: { ssnEncrypted: to as string, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

const contractorSsn: SealedStore = {
  name: 'Contractor.ssnEncrypted',
  async batch(db, cursor, take, prefixes) {
    const rows = await db.contractor.findMany({
      where: { ...after(cursor), ...(notCurrent('ssnEncrypted', prefixes, true) as Prisma.ContractorWhereInput) },
      select: { id: true, ssnEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.ssnEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.contractor.updateMany({
      where: { id: row.cursor, ssnEncrypted: row.value as string, updatedAt: row.updatedAt },
      data: { ssnEncrypted: to as string, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

const bankAccountNumber: SealedStore = {
  name: 'BankAccount.accountNumberEncrypted',
  async batch(db, cursor, take, prefixes) {
    const rows = await db.bankAccount.findMany({
      // A retired account keeps '' (RETIRED_ACCOUNT_NUMBER in bank-accounts.ts): nothing to re-seal.
      where: { ...after(cursor), accountNumberEncrypted: { not: '' }, ...(notCurrent('accountNumberEncrypted', prefixes) as Prisma.BankAccountWhereInput) },
      select: { id: true, accountNumberEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.accountNumberEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.bankAccount.updateMany({
      where: { id: row.cursor, accountNumberEncrypted: row.value as string, updatedAt: row.updatedAt },
      data: { accountNumberEncrypted: to as string, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

const webhookSecret: SealedStore = {
  name: 'WebhookEndpoint.secretEncrypted',
  async batch(db, cursor, take, prefixes) {
    const rows = await db.webhookEndpoint.findMany({
      where: { ...after(cursor), ...(notCurrent('secretEncrypted', prefixes) as Prisma.WebhookEndpointWhereInput) },
      select: { id: true, secretEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.secretEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.webhookEndpoint.updateMany({
      where: { id: row.cursor, secretEncrypted: row.value as string, updatedAt: row.updatedAt },
      data: { secretEncrypted: to as string, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** Composite keys as one cursor: JSON of the key parts, compared part by part. */
const pair = (cursor: string | undefined): [string, string] | undefined => (cursor === undefined ? undefined : (JSON.parse(cursor) as [string, string]));

/** The funding account number a company's connectBankAccount step keeps inside its `data` (and any other sealed value there). */
const onboardStepData: SealedStore = {
  name: 'CompanyOnboardStep.data',
  async batch(db, cursor, take) {
    const from = pair(cursor);
    const rows = await db.companyOnboardStep.findMany({
      where: from ? { OR: [{ companyId: { gt: from[0] } }, { companyId: from[0], step: { gt: from[1] } }] } : {},
      select: { companyId: true, step: true, data: true, updatedAt: true },
      orderBy: [{ companyId: 'asc' }, { step: 'asc' }],
      take,
    });
    return rows.map((r) => ({ cursor: JSON.stringify([r.companyId, r.step]), value: r.data, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const [companyId, step] = pair(row.cursor)!;
    const { count } = await db.companyOnboardStep.updateMany({
      where: { companyId, step, updatedAt: row.updatedAt },
      data: { data: to as Prisma.InputJsonValue, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** Stored responses of completed idempotent requests (sealed documents, `b1.`/`b2.`). */
const idempotentResponses: SealedStore = {
  name: 'IdempotencyRecord.responseBody',
  async batch(db, cursor, take) {
    const from = pair(cursor);
    const rows = await db.idempotencyRecord.findMany({
      where: { status: 'Completed', ...(from ? { OR: [{ apiKeyId: { gt: from[0] } }, { apiKeyId: from[0], key: { gt: from[1] } }] } : {}) },
      select: { apiKeyId: true, key: true, responseBody: true, updatedAt: true },
      orderBy: [{ apiKeyId: 'asc' }, { key: 'asc' }],
      take,
    });
    return rows.map((r) => ({ cursor: JSON.stringify([r.apiKeyId, r.key]), value: r.responseBody, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const [apiKeyId, key] = pair(row.cursor)!;
    const { count } = await db.idempotencyRecord.updateMany({
      where: { apiKeyId, key, status: 'Completed', updatedAt: row.updatedAt },
      data: { responseBody: to as Prisma.InputJsonValue, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** The account numbers of payment changes held from hosted flows, inside their `accounts` (repositories/payment-changes.ts). */
const paymentChangeAccounts: SealedStore = {
  name: 'PaymentChange.accounts',
  async batch(db, cursor, take) {
    const rows = await db.paymentChange.findMany({
      where: after(cursor),
      select: { id: true, accounts: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.accounts, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.paymentChange.updateMany({
      where: { id: row.cursor, updatedAt: row.updatedAt },
      data: { accounts: to as Prisma.InputJsonValue, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** Every store of sealed values, in the order the command walks them. */
export const SEALED_STORES: readonly SealedStore[] = [employeeSsn, contractorSsn, bankAccountNumber, paymentChangeAccounts, webhookSecret, onboardStepData, idempotentResponses];

// Every place the service keeps a value sealed with ENCRYPTION_KEY, read in batches and rewritten one
// row at a time for `npm run secrets:reencrypt` (services/secret-rotation.ts). A rewrite only lands
// when the row is as it was read (same value and updatedAt), and keeps its updatedAt: re-sealing
// changes no data. Adding an encrypted column? Add it here, or the rotation leaves it behind.
//
// The sealed values are named by the schema, column by column and, inside a JSON document, field by
// field: never found by their shape. Text a user typed that looks sealed (a file name `b2.AAAAAAAA.x.pdf`,
// an account number `v2.<...>`) is not a secret, is never read here, and cannot stop a rotation
// (docs/security.md, "Secrets at rest").
import type { Prisma } from '@prisma/client';
import type { Db } from './db';

/**
 * One row's sealed value: `cursor` orders rows within the table; `value` is the sealed text of the
 * store's field, or null when this row holds none (a JSON document without the field, a stored response
 * from before responses were sealed); `document` is the JSON document that holds it, when it is in one.
 */
export interface SealedRow {
  cursor: string;
  value: string | null;
  updatedAt: Date;
  document?: Prisma.JsonValue;
}

/** A row that holds a sealed value (the only rows a store is asked to rewrite). */
export type HoldingRow = SealedRow & { value: string };

export interface SealedStore {
  /** Table and column (and the field inside a JSON column), for the command's report. */
  name: string;
  /** What its values are: field secrets (`v1.`/`v2.`, FieldCipher.encrypt) or sealed documents (`b1.`/`b2.`, FieldCipher.sealBlob). */
  kind: 'field' | 'blob';
  /**
   * The next rows after `after` (by cursor) that may hold a value not sealed by the current key, whose
   * values start with `currentPrefix` (string columns are filtered in the database, JSON ones are not).
   */
  batch(db: Db, after: string | undefined, take: number, currentPrefix: string): Promise<SealedRow[]>;
  /** Writes `to` in place of `row.value` where the row is still as read (same updatedAt); false when it changed meanwhile. */
  replace(db: Db, row: HoldingRow, to: string): Promise<boolean>;
}

/** Rows whose `column` does not start with the current key's prefix (NULL, nothing sealed, excluded by `nullable`). */
const notCurrent = (column: string, prefix: string, nullable = false) => ({
  AND: [...(nullable ? [{ [column]: { not: null } }] : []), { NOT: { [column]: { startsWith: prefix } } }],
});
const after = (cursor: string | undefined) => (cursor === undefined ? {} : { id: { gt: cursor } });

const employeeSsn: SealedStore = {
  name: 'Employee.ssnEncrypted',
  kind: 'field',
  async batch(db, cursor, take, prefix) {
    const rows = await db.employee.findMany({
      where: { ...after(cursor), ...(notCurrent('ssnEncrypted', prefix, true) as Prisma.EmployeeWhereInput) },
      select: { id: true, ssnEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.ssnEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.employee.updateMany({
      where: { id: row.cursor, ssnEncrypted: row.value, updatedAt: row.updatedAt },
      data: { ssnEncrypted: to, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

const contractorSsn: SealedStore = {
  name: 'Contractor.ssnEncrypted',
  kind: 'field',
  async batch(db, cursor, take, prefix) {
    const rows = await db.contractor.findMany({
      where: { ...after(cursor), ...(notCurrent('ssnEncrypted', prefix, true) as Prisma.ContractorWhereInput) },
      select: { id: true, ssnEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.ssnEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.contractor.updateMany({
      where: { id: row.cursor, ssnEncrypted: row.value, updatedAt: row.updatedAt },
      data: { ssnEncrypted: to, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

const bankAccountNumber: SealedStore = {
  name: 'BankAccount.accountNumberEncrypted',
  kind: 'field',
  async batch(db, cursor, take, prefix) {
    const rows = await db.bankAccount.findMany({
      // A retired account keeps '' (RETIRED_ACCOUNT_NUMBER in bank-accounts.ts): nothing to re-seal.
      where: { ...after(cursor), accountNumberEncrypted: { not: '' }, ...(notCurrent('accountNumberEncrypted', prefix) as Prisma.BankAccountWhereInput) },
      select: { id: true, accountNumberEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.accountNumberEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.bankAccount.updateMany({
      where: { id: row.cursor, accountNumberEncrypted: row.value, updatedAt: row.updatedAt },
      data: { accountNumberEncrypted: to, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

const webhookSecret: SealedStore = {
  name: 'WebhookEndpoint.secretEncrypted',
  kind: 'field',
  async batch(db, cursor, take, prefix) {
    const rows = await db.webhookEndpoint.findMany({
      where: { ...after(cursor), ...(notCurrent('secretEncrypted', prefix) as Prisma.WebhookEndpointWhereInput) },
      select: { id: true, secretEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.secretEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.webhookEndpoint.updateMany({
      where: { id: row.cursor, secretEncrypted: row.value, updatedAt: row.updatedAt },
      data: { secretEncrypted: to, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** The step whose data holds a sealed value, and that value's field (services/onboarding.ts, connectBankAccount). */
const FUNDING_ACCOUNT = { step: 'connectBankAccount', field: 'accountNumberEncrypted' } as const;

/** The company's funding account number, which its connectBankAccount step keeps in `data.accountNumberEncrypted`; nothing else of any step's data. */
const onboardFundingAccount: SealedStore = {
  name: `CompanyOnboardStep.data.${FUNDING_ACCOUNT.field}`,
  kind: 'field',
  async batch(db, cursor, take) {
    const rows = await db.companyOnboardStep.findMany({
      where: { step: FUNDING_ACCOUNT.step, ...(cursor === undefined ? {} : { companyId: { gt: cursor } }) },
      select: { companyId: true, data: true, updatedAt: true },
      orderBy: { companyId: 'asc' },
      take,
    });
    return rows.map((r) => {
      const sealed = r.data && typeof r.data === 'object' && !Array.isArray(r.data) ? r.data[FUNDING_ACCOUNT.field] : undefined;
      return { cursor: r.companyId, value: typeof sealed === 'string' ? sealed : null, updatedAt: r.updatedAt, document: r.data };
    });
  },
  async replace(db, row, to) {
    const { count } = await db.companyOnboardStep.updateMany({
      where: { companyId: row.cursor, step: FUNDING_ACCOUNT.step, updatedAt: row.updatedAt },
      data: { data: { ...(row.document as Prisma.JsonObject), [FUNDING_ACCOUNT.field]: to }, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** The NACHA files' text (services/money/ach-files.ts): full account numbers, sealed as a field value. */
const achFileContent: SealedStore = {
  name: 'AchFile.contentEncrypted',
  kind: 'field',
  async batch(db, cursor, take, prefix) {
    const rows = await db.achFile.findMany({
      where: { ...after(cursor), ...(notCurrent('contentEncrypted', prefix) as Prisma.AchFileWhereInput) },
      select: { id: true, contentEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.contentEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.achFile.updateMany({ where: { id: row.cursor, updatedAt: row.updatedAt }, data: { contentEncrypted: to, updatedAt: row.updatedAt } });
    return count === 1;
  },
};

/** The filing files' text (services/filings/filing-files.ts, docs/filings.md): full SSNs, sealed as a field value. */
const filingFileContent: SealedStore = {
  name: 'FilingFile.contentEncrypted',
  kind: 'field',
  async batch(db, cursor, take, prefix) {
    const rows = await db.filingFile.findMany({
      where: { ...after(cursor), ...(notCurrent('contentEncrypted', prefix) as Prisma.FilingFileWhereInput) },
      select: { id: true, contentEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.contentEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.filingFile.updateMany({ where: { id: row.cursor, updatedAt: row.updatedAt }, data: { contentEncrypted: to, updatedAt: row.updatedAt } });
    return count === 1;
  },
};

/** Each ACH entry's account number (services/money/ach-files.ts; issue 36, F6), sealed as a field value; NULL before migration 0034. */
const achEntryAccountNumber: SealedStore = {
  name: 'AchEntry.accountNumberEncrypted',
  kind: 'field',
  async batch(db, cursor, take, prefix) {
    const rows = await db.achEntry.findMany({
      where: { ...after(cursor), ...(notCurrent('accountNumberEncrypted', prefix, true) as Prisma.AchEntryWhereInput) },
      select: { id: true, accountNumberEncrypted: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => ({ cursor: r.id, value: r.accountNumberEncrypted, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const { count } = await db.achEntry.updateMany({
      where: { id: row.cursor, accountNumberEncrypted: row.value, updatedAt: row.updatedAt },
      data: { accountNumberEncrypted: to, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** Composite keys as one cursor: JSON of the key parts, compared part by part. */
const pair = (cursor: string | undefined): [string, string] | undefined => (cursor === undefined ? undefined : (JSON.parse(cursor) as [string, string]));

/**
 * Stored responses of completed idempotent requests: the column holds the whole response sealed as one
 * document (a JSON string, `b1.`/`b2.`, http/idempotency.ts), or, for a response stored before responses
 * were sealed, the response's JSON itself (an object or array), which holds nothing sealed.
 */
const idempotentResponses: SealedStore = {
  name: 'IdempotencyRecord.responseBody',
  kind: 'blob',
  async batch(db, cursor, take) {
    const from = pair(cursor);
    const rows = await db.idempotencyRecord.findMany({
      where: { status: 'Completed', ...(from ? { OR: [{ apiKeyId: { gt: from[0] } }, { apiKeyId: from[0], key: { gt: from[1] } }] } : {}) },
      select: { apiKeyId: true, key: true, responseBody: true, updatedAt: true },
      orderBy: [{ apiKeyId: 'asc' }, { key: 'asc' }],
      take,
    });
    return rows.map((r) => ({ cursor: JSON.stringify([r.apiKeyId, r.key]), value: typeof r.responseBody === 'string' ? r.responseBody : null, updatedAt: r.updatedAt }));
  },
  async replace(db, row, to) {
    const [apiKeyId, key] = pair(row.cursor)!;
    const { count } = await db.idempotencyRecord.updateMany({
      where: { apiKeyId, key, status: 'Completed', updatedAt: row.updatedAt },
      data: { responseBody: to, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/**
 * The account numbers of payment changes held from hosted flows (repositories/payment-changes.ts): the
 * `accountNumberEncrypted` field of each element of the `accounts` JSON array, one sealed value per
 * account. A row's cursor is `<id>#<index>` (`<id>#` for a change without accounts, so that a batch
 * gives at least one row per change read); paging goes by the change's id.
 */
const PAYMENT_CHANGE_FIELD = 'accountNumberEncrypted';
const changeCursor = (cursor: string | undefined) => (cursor === undefined ? undefined : cursor.slice(0, cursor.lastIndexOf('#')));
const paymentChangeAccounts: SealedStore = {
  name: `PaymentChange.accounts[].${PAYMENT_CHANGE_FIELD}`,
  kind: 'field',
  async batch(db, cursor, take) {
    const rows = await db.paymentChange.findMany({
      where: after(changeCursor(cursor)),
      select: { id: true, accounts: true, updatedAt: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.flatMap((r) => {
      const accounts = Array.isArray(r.accounts) ? r.accounts : [];
      if (!accounts.length) return [{ cursor: `${r.id}#`, value: null, updatedAt: r.updatedAt }];
      return accounts.map((a, i) => {
        const sealed = a && typeof a === 'object' && !Array.isArray(a) ? a[PAYMENT_CHANGE_FIELD] : undefined;
        return { cursor: `${r.id}#${i}`, value: typeof sealed === 'string' ? sealed : null, updatedAt: r.updatedAt };
      });
    });
  },
  async replace(db, row, to) {
    // Read again: an earlier account of the same change may have been re-sealed since the batch was read.
    const id = changeCursor(row.cursor)!;
    const index = Number(row.cursor.slice(id.length + 1));
    const current = await db.paymentChange.findFirst({ where: { id, updatedAt: row.updatedAt }, select: { accounts: true } });
    const accounts = current && Array.isArray(current.accounts) ? [...current.accounts] : [];
    const account = accounts[index];
    if (!account || typeof account !== 'object' || Array.isArray(account) || account[PAYMENT_CHANGE_FIELD] !== row.value) return false;
    accounts[index] = { ...account, [PAYMENT_CHANGE_FIELD]: to };
    const { count } = await db.paymentChange.updateMany({
      where: { id, updatedAt: row.updatedAt },
      data: { accounts: accounts as Prisma.InputJsonValue, updatedAt: row.updatedAt },
    });
    return count === 1;
  },
};

/** Every store of sealed values, in the order the command walks them. */
export const SEALED_STORES: readonly SealedStore[] = [employeeSsn, contractorSsn, bankAccountNumber, paymentChangeAccounts, webhookSecret, onboardFundingAccount, achFileContent, achEntryAccountNumber, filingFileContent, idempotentResponses];

// Writing a payroll's items (issue 29): one statement per batch of rows, the rows as one JSON parameter; on the
// heavy transaction's own connection where it can be had (transaction-scope.ts transactionConnection); each
// employee item with the hash of its row (computedHash), so that a recomputation rewrites only what changed.
import { createHash } from 'node:crypto';
import type { Prisma } from '@prisma/client';
import type { Db } from './db';
import { transactionConnection } from './transaction-scope';

/**
 * The value with the keys of every object in sorted order: an item's request echo (payments, reimbursements)
 * read back from its jsonb column has its keys in jsonb's order, not in the order they were sent.
 */
function sortedKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  const o = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(o).sort()) out[key] = sortedKeys(o[key]);
  return out;
}

/** An item row as jsonb_populate_recordset reads it, with its hash (computedHash; employee items only). */
interface PreparedRow {
  id: string;
  hash: string | null;
  text: string;
}

/**
 * The rows' JSON texts. Absent keys become NULL, not the column default, so the defaults are applied here
 * (isVoid, timecardIds, createdAt, updatedAt). An employee item's hash is that of its JSON text
 * without the timestamps: the same hash, the same row.
 */
function prepareRows(table: 'PayrollEmployeeItem' | 'PayrollContractorItem', rows: Array<{ id: string; createdAt?: Date | string }>): PreparedRow[] {
  const now = JSON.stringify(new Date());
  return rows.map((r) => {
    const { createdAt, ...rest } = r;
    const stamps = `"createdAt":${createdAt ? JSON.stringify(createdAt) : now},"updatedAt":${now}`;
    if (table === 'PayrollContractorItem') {
      const body = JSON.stringify({ isVoid: false, ...rest });
      return { id: r.id, hash: null, text: `${body.slice(0, -1)},${stamps}}` };
    }
    // Every other member is built by services/payroll-records.ts in a fixed order of keys.
    const item = rest as Record<string, unknown>;
    const body = JSON.stringify({ isVoid: false, timecardIds: [], ...item, payments: sortedKeys(item.payments), reimbursements: sortedKeys(item.reimbursements), computedHash: undefined });
    const hash = createHash('sha256').update(body).digest('hex');
    return { id: r.id, hash, text: `${body.slice(0, -1)},"computedHash":"${hash}",${stamps}}` };
  });
}

/**
 * Inserts items in ONE statement per table: the rows travel as a single JSON parameter that
 * jsonb_populate_recordset turns into rows of the table's own type (a 1,000-item payroll would
 * otherwise bind ~45,000 values; that is ten times slower on PGlite). Every NOT NULL column is given
 * (prepareRows).
 */
async function insertPrepared(db: Db, table: 'PayrollEmployeeItem' | 'PayrollContractorItem', rows: PreparedRow[]): Promise<void> {
  if (!rows.length) return;
  let json = '[';
  for (let i = 0; i < rows.length; i++) json += (i ? ',' : '') + rows[i].text;
  json += ']';
  // Megabytes of JSON: on the transaction's own connection where it can be had (transactionConnection), past
  // Prisma's query compiler, which would copy and parse the parameter several times.
  const connection = await transactionConnection(db);
  if (connection) {
    await connection.query(`INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`, [json]);
  } else if (table === 'PayrollEmployeeItem') {
    await db.$executeRaw`INSERT INTO "PayrollEmployeeItem" SELECT * FROM jsonb_populate_recordset(NULL::"PayrollEmployeeItem", ${json}::jsonb)`;
  } else {
    await db.$executeRaw`INSERT INTO "PayrollContractorItem" SELECT * FROM jsonb_populate_recordset(NULL::"PayrollContractorItem", ${json}::jsonb)`;
  }
}

export type EmployeeItemInsert = Prisma.PayrollEmployeeItemCreateManyInput;
export type ContractorItemInsert = Prisma.PayrollContractorItemCreateManyInput;

export async function insertItems(db: Db, employeeItems: EmployeeItemInsert[], contractorItems: ContractorItemInsert[]): Promise<void> {
  await insertPrepared(db, 'PayrollEmployeeItem', prepareRows('PayrollEmployeeItem', employeeItems as Array<EmployeeItemInsert & { id: string }>));
  await insertPrepared(db, 'PayrollContractorItem', prepareRows('PayrollContractorItem', contractorItems as Array<ContractorItemInsert & { id: string }>));
}

/**
 * Inserts employee items as they come, in the order given, each batch one statement after the previous one
 * (`add` does not wait: the statement runs while the caller computes the next batch); `done` waits for all of
 * them and fails with the first failure. The payroll row must exist first.
 */
export function itemWriter(db: Db): { add(items: EmployeeItemInsert[]): void; done(): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown;
  return {
    add(items) {
      const rows = prepareRows('PayrollEmployeeItem', items as Array<EmployeeItemInsert & { id: string }>);
      chain = chain.then(() => (failure === undefined ? insertPrepared(db, 'PayrollEmployeeItem', rows) : undefined)).catch((err: unknown) => {
        failure ??= err;
      });
    },
    async done() {
      await chain;
      if (failure !== undefined) throw failure;
    },
  };
}

/**
 * Replaces every item of the payroll, writing only what changed: an employee item stored with the same id and the same
 * computedHash is already exactly the row that would be inserted (but its updatedAt), so it is kept; the
 * others are deleted and the new ones inserted (one statement each). Contractor items are replaced.
 * Returns how many employee items were written.
 */
export async function replaceChangedItems(db: Db, payrollId: string, employeeItems: EmployeeItemInsert[], contractorItems: ContractorItemInsert[]): Promise<number> {
  // A row changed since it was inserted (voided, its payment failed: columns an insert never sets) is never kept.
  const stored = await db.$queryRaw<Array<{ id: string; computedHash: string | null }>>`
    SELECT "id", CASE WHEN "isVoid" OR "voidReason" IS NOT NULL OR "voidedAt" IS NOT NULL OR "paymentFailedAt" IS NOT NULL OR "paymentFailureReason" IS NOT NULL
      THEN NULL ELSE "computedHash" END AS "computedHash"
    FROM "PayrollEmployeeItem" WHERE "payrollId" = ${payrollId}`;
  const storedHash = new Map(stored.map((r) => [r.id, r.computedHash]));
  const prepared = prepareRows('PayrollEmployeeItem', employeeItems as Array<EmployeeItemInsert & { id: string }>);
  const kept = new Set(prepared.filter((r) => r.hash !== null && storedHash.get(r.id) === r.hash).map((r) => r.id));
  const stale = stored.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (stale.length === stored.length) await db.payrollEmployeeItem.deleteMany({ where: { payrollId } });
  else if (stale.length) await db.$executeRaw`DELETE FROM "PayrollEmployeeItem" WHERE "payrollId" = ${payrollId} AND "id" = ANY(${stale}::text[])`;
  const written = prepared.filter((r) => !kept.has(r.id));
  await insertPrepared(db, 'PayrollEmployeeItem', written);
  await db.payrollContractorItem.deleteMany({ where: { payrollId } });
  await insertPrepared(db, 'PayrollContractorItem', prepareRows('PayrollContractorItem', contractorItems as Array<ContractorItemInsert & { id: string }>));
  return written.length;
}

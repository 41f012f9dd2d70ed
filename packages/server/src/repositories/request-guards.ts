import { Prisma } from '@prisma/client';
import type { Db } from './db';
import { textArray, type SqlReader } from './sql';

/** Rows in key order, then window order: every writer takes the windows' row locks in this order. */
function inKeyOrder(rows: WindowCount[]): WindowCount[] {
  return [...rows].sort((a, b) => (a.apiKeyId < b.apiKeyId ? -1 : a.apiKeyId > b.apiKeyId ? 1 : a.windowStart.getTime() - b.windowStart.getTime()));
}

/** Counts one request in the fixed window and returns the count so far (atomic across processes; the per-address limits). */
export async function countRequest(db: Db, apiKeyId: string, windowStart: Date): Promise<number> {
  const rows = await db.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitWindow" ("apiKeyId", "windowStart", "count", "updatedAt")
    VALUES (${apiKeyId}, ${windowStart}, 1, now())
    ON CONFLICT ("apiKeyId", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + 1, "updatedAt" = now()
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 1);
}

/** A count of requests of one key (or address bucket) in the fixed window starting at `windowStart`. */
export interface WindowCount {
  apiKeyId: string;
  windowStart: Date;
  count: number;
}

/**
 * Adds each row's `count` to its window in one statement and returns the windows' new totals (the
 * per-key limit's batched writes, http/rate-counter.ts). Rows go in key order, so that two processes
 * writing overlapping batches take the row locks in the same order and cannot deadlock.
 */
export async function addRequestCounts(db: Db, rows: WindowCount[]): Promise<WindowCount[]> {
  if (!rows.length) return [];
  const sorted = inKeyOrder(rows);
  const values = Prisma.join(sorted.map((r) => Prisma.sql`(${r.apiKeyId}, ${r.windowStart}::timestamptz, ${r.count}::int, now())`));
  const totals = await db.$queryRaw<Array<{ apiKeyId: string; windowStart: Date; count: number }>>`
    INSERT INTO "RateLimitWindow" ("apiKeyId", "windowStart", "count", "updatedAt")
    VALUES ${values}
    ON CONFLICT ("apiKeyId", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + EXCLUDED."count", "updatedAt" = now()
    RETURNING "apiKeyId", "windowStart", "count"`;
  return totals.map((t) => ({ apiKeyId: t.apiKeyId, windowStart: new Date(t.windowStart), count: Number(t.count) }));
}

const ADD_COUNTS =
  'INSERT INTO "RateLimitWindow" ("apiKeyId", "windowStart", "count", "updatedAt") ' +
  'SELECT r."k", r."w"::timestamptz, r."c"::int, now() FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS r ("k", "w", "c", "n") ORDER BY r."n" ' +
  'ON CONFLICT ("apiKeyId", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + EXCLUDED."count", "updatedAt" = now() ' +
  'RETURNING "apiKeyId", (extract(epoch FROM "windowStart") * 1000)::bigint::text AS "ms", "count"::text AS "count"';

/**
 * addRequestCounts on the driver (repositories/sql.ts): the same rows in the same order, in one prepared
 * statement instead of a Prisma query (a flush runs every few dozen requests of a busy key: issue 29's
 * GET profile showed Prisma's share of them).
 */
export async function addRequestCountsSql(sql: SqlReader, rows: WindowCount[]): Promise<WindowCount[]> {
  if (!rows.length) return [];
  const sorted = inKeyOrder(rows);
  const totals = await sql.rows(ADD_COUNTS, [
    textArray(sorted.map((r) => r.apiKeyId)),
    textArray(sorted.map((r) => r.windowStart.toISOString())),
    textArray(sorted.map((r) => String(r.count))),
  ]);
  return totals.map((t) => ({ apiKeyId: String(t.apiKeyId), windowStart: new Date(Number(t.ms)), count: Number(t.count) }));
}

/** Claims an idempotency key; returns true when this request owns it, false when a record already exists. */
export async function claimIdempotencyKey(db: Db, apiKeyId: string, key: string, requestHash: string, now: Date, expiresAt: Date): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "IdempotencyRecord" ("apiKeyId", "key", "requestHash", "status", "createdAt", "expiresAt", "updatedAt")
    VALUES (${apiKeyId}, ${key}, ${requestHash}, 'InFlight', ${now}, ${expiresAt}, ${now})
    ON CONFLICT ("apiKeyId", "key") DO NOTHING`;
  return inserted === 1;
}

/**
 * Takes over a key whose first request has been in flight since before `staleBefore` (its process
 * stopped mid-request), for the same request only; atomic, so one taker wins.
 */
export async function takeOverAbandonedKey(db: Db, apiKeyId: string, key: string, requestHash: string, now: Date, staleBefore: Date, expiresAt: Date): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE "IdempotencyRecord" SET "createdAt" = ${now}, "updatedAt" = ${now}, "expiresAt" = ${expiresAt}
    WHERE "apiKeyId" = ${apiKeyId} AND "key" = ${key} AND "requestHash" = ${requestHash}
      AND "status" = 'InFlight' AND "createdAt" < ${staleBefore}`;
  return updated === 1;
}

export function findIdempotencyRecord(db: Db, apiKeyId: string, key: string) {
  return db.idempotencyRecord.findUnique({ where: { apiKeyId_key: { apiKeyId, key } } });
}

/**
 * Stores the response of the request that owns the key (the one that claimed it at `claimedAt`: a
 * request whose key was taken over no longer does); `body` is the sealed response text, or null.
 */
export function completeIdempotencyRecord(
  db: Db,
  apiKeyId: string,
  key: string,
  claimedAt: Date,
  status: number,
  body: string | null,
  headers: Record<string, string>,
  now: Date,
) {
  return db.idempotencyRecord.updateMany({
    where: { apiKeyId, key, status: 'InFlight', createdAt: claimedAt },
    data: {
      status: 'Completed',
      responseStatus: status,
      responseBody: body === null ? Prisma.JsonNull : body,
      responseHeaders: headers as Prisma.InputJsonValue,
      updatedAt: now,
    },
  });
}

/** Frees the key for a retry, if the request that claimed it at `claimedAt` still owns it. */
export function releaseIdempotencyKey(db: Db, apiKeyId: string, key: string, claimedAt: Date) {
  return db.idempotencyRecord.deleteMany({ where: { apiKeyId, key, status: 'InFlight', createdAt: claimedAt } });
}

export function deleteExpiredIdempotencyKey(db: Db, apiKeyId: string, key: string, now: Date) {
  return db.idempotencyRecord.deleteMany({ where: { apiKeyId, key, expiresAt: { lt: now } } });
}

/** First key of the company work locks (the second is the company id's hash); no other lock uses it. */
export const COMPANY_WORK_LOCK = 0x70617972; // 'payr'

/**
 * Takes the company's work lock for the rest of the transaction `tx` when no other transaction holds
 * it (PostgreSQL advisory lock, shared by all processes); false when one does. Heavy payroll work runs
 * under it, so one company holds at most one connection for it (README, "Transactions").
 */
export async function tryLockCompanyWork(tx: Db, companyId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<Array<{ locked: boolean }>>`SELECT pg_try_advisory_xact_lock(${COMPANY_WORK_LOCK}::int, hashtext(${companyId})) AS "locked"`;
  return rows[0]?.locked === true;
}

/**
 * Takes the company's work lock for the rest of the transaction `tx`, waiting (within the transaction's
 * time limit) while another transaction holds it.
 */
export async function lockCompanyWork(tx: Db, companyId: string): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(${COMPANY_WORK_LOCK}::int, hashtext(${companyId}))::text AS "locked"`;
}

/** Housekeeping: idempotency keys past their 24 hours and rate-limit windows that have ended. */
export async function purgeExpiredRequestState(db: Db, now: Date, windowsEndedBefore: Date) {
  const keys = await db.idempotencyRecord.deleteMany({ where: { expiresAt: { lt: now } } });
  const windows = await db.rateLimitWindow.deleteMany({ where: { windowStart: { lt: windowsEndedBefore } } });
  return { idempotencyKeys: keys.count, rateLimitWindows: windows.count };
}

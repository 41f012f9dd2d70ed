import type { Prisma } from '@prisma/client';
import type { Db } from './db';

/** Counts one request in the key's fixed window and returns the count so far (atomic across processes). */
export async function countRequest(db: Db, apiKeyId: string, windowStart: Date): Promise<number> {
  const rows = await db.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitWindow" ("apiKeyId", "windowStart", "count", "updatedAt")
    VALUES (${apiKeyId}, ${windowStart}, 1, now())
    ON CONFLICT ("apiKeyId", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + 1, "updatedAt" = now()
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 1);
}

/** Claims an idempotency key; returns true when this request owns it, false when a record already exists. */
export async function claimIdempotencyKey(db: Db, apiKeyId: string, key: string, requestHash: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "IdempotencyRecord" ("apiKeyId", "key", "requestHash", "status", "expiresAt", "updatedAt")
    VALUES (${apiKeyId}, ${key}, ${requestHash}, 'InFlight', ${expiresAt}, now())
    ON CONFLICT ("apiKeyId", "key") DO NOTHING`;
  return inserted === 1;
}

export function findIdempotencyRecord(db: Db, apiKeyId: string, key: string) {
  return db.idempotencyRecord.findUnique({ where: { apiKeyId_key: { apiKeyId, key } } });
}

export function completeIdempotencyRecord(db: Db, apiKeyId: string, key: string, status: number, body: unknown, headers: Record<string, string>) {
  return db.idempotencyRecord.update({
    where: { apiKeyId_key: { apiKeyId, key } },
    data: {
      status: 'Completed',
      responseStatus: status,
      responseBody: (body ?? null) as Prisma.InputJsonValue,
      responseHeaders: headers as Prisma.InputJsonValue,
    },
  });
}

export function releaseIdempotencyKey(db: Db, apiKeyId: string, key: string) {
  return db.idempotencyRecord.deleteMany({ where: { apiKeyId, key } });
}

export function deleteExpiredIdempotencyKey(db: Db, apiKeyId: string, key: string, now: Date) {
  return db.idempotencyRecord.deleteMany({ where: { apiKeyId, key, expiresAt: { lt: now } } });
}

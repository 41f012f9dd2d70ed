import type { Prisma, WebhookDeliveryStatus } from '@prisma/client';
import { newId } from '../core/ids';
import type { Db, PrismaClient } from './db';
import { stableOrder } from './query';

// ---------- Endpoints ----------

/**
 * Inserts an endpoint unless its partner already has `cap` of them (then null). The partner's row is
 * locked (FOR UPDATE) for the count and the insert, so concurrent creates of one partner take turns
 * and cannot together pass the cap.
 */
export function insertWebhookEndpointWithinCap(prisma: PrismaClient, data: Prisma.WebhookEndpointUncheckedCreateInput, cap: number) {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Partner" WHERE "id" = ${data.partnerId} FOR UPDATE`;
    if ((await tx.webhookEndpoint.count({ where: { partnerId: data.partnerId } })) >= cap) return null;
    return tx.webhookEndpoint.create({ data });
  });
}

export function findWebhookEndpoint(db: Db, partnerId: string, id: string) {
  return db.webhookEndpoint.findFirst({ where: { id, partnerId } });
}

export async function listWebhookEndpointRows(db: Db, partnerId: string, skip: number, take: number) {
  const where = { partnerId };
  const [total, rows] = await Promise.all([db.webhookEndpoint.count({ where }), db.webhookEndpoint.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

export function updateWebhookEndpointRow(db: Db, id: string, data: Prisma.WebhookEndpointUncheckedUpdateInput) {
  return db.webhookEndpoint.update({ where: { id }, data });
}

/** Deletes a partner's endpoint (false when there was none); its deliveries and their attempts go with it (ON DELETE CASCADE). */
export async function deleteWebhookEndpointRow(db: Db, partnerId: string, id: string): Promise<boolean> {
  return (await db.webhookEndpoint.deleteMany({ where: { id, partnerId } })).count > 0;
}

// ---------- Deliveries (what the caller reads) ----------

const deliveryDetail = {
  event: { select: { type: true } },
  attempts: { orderBy: { number: 'asc' as const } },
} satisfies Prisma.WebhookDeliveryInclude;

export type DeliveryDetailRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryDetail }>;

export async function listDeliveryRows(db: Db, endpointId: string, f: { status?: WebhookDeliveryStatus; eventId?: string }, skip: number, take: number) {
  const where: Prisma.WebhookDeliveryWhereInput = {
    endpointId,
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(f.eventId !== undefined ? { eventId: f.eventId } : {}),
  };
  const [total, rows] = await Promise.all([
    db.webhookDelivery.count({ where }),
    db.webhookDelivery.findMany({ where, orderBy: { seq: 'asc' }, skip, take, include: deliveryDetail }),
  ]);
  return { total, rows };
}

// ---------- Deliveries (what the worker does) ----------

/**
 * Claims the next due delivery for this worker (null when none may be claimed now), atomically
 * across processes. Candidates: for each active endpoint only its oldest pending delivery (so an
 * endpoint receives its events one at a time, in order), only when it is due and not leased to a
 * worker. Fairness between partners: a partner whose deliveries hold `perPartnerLimit` live leases
 * (attempts under way in any process) gets no more, and among the candidates the partner with the
 * fewest attempts under way goes first, then the oldest delivery. Rows another transaction is
 * claiming right now are skipped (FOR UPDATE SKIP LOCKED); the lease (`lockedUntil`) keeps the
 * claimed row from everyone else until this worker records its attempt or the lease runs out.
 */
export async function claimNextDelivery(db: Db, now: Date, leaseUntil: Date, token: string, perPartnerLimit: number): Promise<string | null> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    UPDATE "WebhookDelivery" SET "lockedUntil" = ${leaseUntil}, "lockToken" = ${token}, "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT d."id" FROM "WebhookDelivery" d
      JOIN "WebhookEndpoint" w ON w."id" = d."endpointId"
      LEFT JOIN (
        SELECT bw."partnerId", count(*)::int AS "busy"
        FROM "WebhookDelivery" b JOIN "WebhookEndpoint" bw ON bw."id" = b."endpointId"
        WHERE b."status" = 'Pending' AND b."lockedUntil" > ${now}
        GROUP BY bw."partnerId"
      ) p ON p."partnerId" = w."partnerId"
      WHERE d."status" = 'Pending'
        AND w."active"
        AND (d."nextAttemptAt" IS NULL OR d."nextAttemptAt" <= ${now})
        AND (d."lockedUntil" IS NULL OR d."lockedUntil" <= ${now})
        AND COALESCE(p."busy", 0) < ${perPartnerLimit}
        AND NOT EXISTS (
          SELECT 1 FROM "WebhookDelivery" e
          WHERE e."endpointId" = d."endpointId" AND e."status" = 'Pending' AND e."seq" < d."seq"
        )
      ORDER BY COALESCE(p."busy", 0), d."seq"
      LIMIT 1
      FOR UPDATE OF d SKIP LOCKED
    )
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

/** What a claimed delivery needs to be sent: the endpoint (URL, sealed secret) and the event. */
export function findClaimedDelivery(db: Db, id: string, token: string) {
  return db.webhookDelivery.findFirst({
    where: { id, lockToken: token },
    include: { endpoint: true, event: true },
  });
}

export type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof findClaimedDelivery>>>;

export interface AttemptOutcome {
  at: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The delivery's new state after this attempt. */
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date | null;
  firstAttemptAt: Date;
}

/**
 * Records one attempt and the delivery's new state, only while this worker still holds the claim
 * (a delivery deleted with its endpoint, or re-claimed after the lease ran out, is left alone).
 * Returns false when the claim was lost.
 */
export async function recordAttempt(db: Db, deliveryId: string, token: string, o: AttemptOutcome): Promise<boolean> {
  const updated = await db.$queryRaw<Array<{ attemptCount: number }>>`
    UPDATE "WebhookDelivery" SET
      "attemptCount" = "attemptCount" + 1,
      "status" = ${o.status}::"WebhookDeliveryStatus",
      "nextAttemptAt" = ${o.nextAttemptAt},
      "firstAttemptAt" = COALESCE("firstAttemptAt", ${o.firstAttemptAt}),
      "lastAttemptAt" = ${o.at},
      "deliveredAt" = ${o.status === 'Delivered' ? o.at : null},
      "lockedUntil" = NULL,
      "lockToken" = NULL,
      "updatedAt" = ${o.at}
    WHERE "id" = ${deliveryId} AND "lockToken" = ${token}
    RETURNING "attemptCount"`;
  if (!updated.length) return false;
  await db.webhookDeliveryAttempt.create({
    data: {
      id: newId('wha'),
      deliveryId,
      number: Number(updated[0].attemptCount),
      at: o.at,
      statusCode: o.statusCode,
      durationMs: o.durationMs,
      error: o.error,
    },
  });
  return true;
}

// Hosted worker flow links (services/worker-flows.ts) and the partners' brand of the hosted pages (services/branding.ts).
import type { Prisma } from '@prisma/client';
import type { Db } from './db';

export type WorkerFlowLinkRow = NonNullable<Awaited<ReturnType<typeof findWorkerFlowLinkByHash>>>;

export function insertWorkerFlowLink(db: Db, data: Prisma.WorkerFlowLinkUncheckedCreateInput) {
  return db.workerFlowLink.create({ data });
}

export function findWorkerFlowLinkByHash(db: Db, tokenHash: string) {
  return db.workerFlowLink.findUnique({ where: { tokenHash } });
}

export function findWorkerFlowLinkById(db: Db, id: string) {
  return db.workerFlowLink.findUnique({ where: { id } });
}

/** A link of the company, or null (another company's link is as absent as none). */
export function findCompanyWorkerFlowLink(db: Db, companyId: string, id: string) {
  return db.workerFlowLink.findFirst({ where: { id, companyId } });
}

/** The conditions under which a link can still be started: not started, locked or revoked, and not expired. */
const startable = (id: string, now: Date) => ({ id, startedAt: null, lockedAt: null, revokedAt: null, expiresAt: { gt: now } });

/** Starts a link once: false when it was started already (by another request), expired, locked or revoked meanwhile. */
export async function startWorkerFlowLink(db: Db, id: string, now: Date, sessionHash: string, sessionExpiresAt: Date): Promise<boolean> {
  const { count } = await db.workerFlowLink.updateMany({
    where: startable(id, now),
    data: { startedAt: now, sessionHash, sessionExpiresAt },
  });
  return count === 1;
}

/**
 * Claims one answer to a link's identity check before the answer is compared, so that concurrent
 * answers cannot pass the limit: the attempt's number (1 to `max`), or null when the link can no longer
 * be started or its attempts are used up.
 */
export async function claimIdentityAttempt(db: Db, id: string, now: Date, max: number): Promise<number | null> {
  const rows = await db.$queryRaw<Array<{ identityAttempts: number }>>`
    UPDATE "WorkerFlowLink" SET "identityAttempts" = "identityAttempts" + 1, "updatedAt" = ${now}
    WHERE "id" = ${id} AND "startedAt" IS NULL AND "lockedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > ${now} AND "identityAttempts" < ${max}
    RETURNING "identityAttempts"`;
  return rows.length ? Number(rows[0].identityAttempts) : null;
}

/** Locks a link once (its identity check failed for the last time): false when it was locked already. */
export async function lockWorkerFlowLink(db: Db, id: string, now: Date): Promise<boolean> {
  const { count } = await db.workerFlowLink.updateMany({ where: { id, lockedAt: null }, data: { lockedAt: now } });
  return count === 1;
}

/** Revokes a link once: false when it was revoked already. */
export async function revokeWorkerFlowLinkRow(db: Db, id: string, now: Date): Promise<boolean> {
  const { count } = await db.workerFlowLink.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
  return count === 1;
}

export function recordFlowSteps(db: Db, id: string, finishedSteps: string[]) {
  return db.workerFlowLink.update({ where: { id }, data: { finishedSteps } });
}

/** Ends a started flow once: false when it had ended already. */
export async function completeWorkerFlowLink(db: Db, id: string, now: Date): Promise<boolean> {
  const { count } = await db.workerFlowLink.updateMany({ where: { id, completedAt: null }, data: { completedAt: now } });
  return count === 1;
}

/**
 * Forgets hosted-page links that ended before `before`: worker flow links finished, never started and
 * expired, whose session ended, locked or revoked; company page links expired. Returns how many of each.
 */
export async function purgeEndedLinks(db: Db, before: Date): Promise<{ flowLinks: number; companyPageLinks: number }> {
  const flows = await db.workerFlowLink.deleteMany({
    where: {
      OR: [{ completedAt: { lt: before } }, { startedAt: null, expiresAt: { lt: before } }, { sessionExpiresAt: { lt: before } }, { lockedAt: { lt: before } }, { revokedAt: { lt: before } }],
    },
  });
  const pages = await db.companyOnboardEmbed.deleteMany({ where: { expiresAt: { lt: before } } });
  return { flowLinks: flows.count, companyPageLinks: pages.count };
}

// --- the partner's brand

const BRAND = { id: true, brandColor: true, logoContentType: true, logo: true, frameAncestors: true, brandUpdatedAt: true } as const;

export function findPartnerBrand(db: Db, partnerId: string) {
  return db.partner.findUnique({ where: { id: partnerId }, select: BRAND });
}

export function writePartnerBrand(db: Db, partnerId: string, data: { brandColor: string | null; logoContentType: string | null; logo: Buffer | null; frameAncestors: string[]; brandUpdatedAt: Date }) {
  // Prisma's Bytes is a Uint8Array over an ArrayBuffer: copy the Buffer's bytes into one.
  const logo = data.logo ? new Uint8Array(data.logo) : null;
  return db.partner.update({ where: { id: partnerId }, data: { ...data, logo }, select: BRAND });
}

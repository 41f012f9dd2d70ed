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

/** Starts a link once: false when it was started already (by another request) or expired meanwhile. */
export async function startWorkerFlowLink(db: Db, id: string, now: Date, sessionHash: string, sessionExpiresAt: Date): Promise<boolean> {
  const { count } = await db.workerFlowLink.updateMany({
    where: { id, startedAt: null, expiresAt: { gt: now } },
    data: { startedAt: now, sessionHash, sessionExpiresAt },
  });
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
 * expired, or whose session ended; company page links expired. Returns how many of each.
 */
export async function purgeEndedLinks(db: Db, before: Date): Promise<{ flowLinks: number; companyPageLinks: number }> {
  const flows = await db.workerFlowLink.deleteMany({
    where: { OR: [{ completedAt: { lt: before } }, { startedAt: null, expiresAt: { lt: before } }, { sessionExpiresAt: { lt: before } }] },
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

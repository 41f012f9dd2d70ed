import type { ApiKey, ApiKeyKind } from '@prisma/client';
import type { Db } from './db';

export interface ResolvedKey {
  key: ApiKey;
  partnerId?: string;
  corporationId?: string;
  companyId?: string;
}

/** Finds a live key by hash and resolves the tenancy chain of its owner. */
export async function findKeyByHash(db: Db, hash: string): Promise<ResolvedKey | undefined> {
  const key = await db.apiKey.findUnique({ where: { hash } });
  if (!key) return undefined;
  switch (key.kind) {
    case 'Partner':
      return { key, partnerId: key.ownerId };
    case 'Corporation': {
      const corp = await db.corporation.findUnique({ where: { id: key.ownerId }, select: { partnerId: true } });
      return corp ? { key, partnerId: corp.partnerId, corporationId: key.ownerId } : undefined;
    }
    case 'Company': {
      const company = await db.company.findUnique({
        where: { id: key.ownerId },
        select: { partnerId: true, corporationId: true },
      });
      return company
        ? { key, partnerId: company.partnerId, corporationId: company.corporationId ?? undefined, companyId: key.ownerId }
        : undefined;
    }
  }
}

export function insertKey(db: Db, data: { id: string; kind: ApiKeyKind; ownerId: string; prefix: string; hash: string }) {
  return db.apiKey.create({ data });
}

export function findKeyById(db: Db, id: string) {
  return db.apiKey.findUnique({ where: { id } });
}

export function markRevoked(db: Db, id: string, at: Date) {
  return db.apiKey.update({ where: { id }, data: { revokedAt: at } });
}

/** The PostgreSQL channel on which a revoked key's id is announced to every process (docs/security.md, "API keys"). */
export const KEY_REVOKED_CHANNEL = 'api_key_revoked';

/**
 * Announces the revocation of key `id` on KEY_REVOKED_CHANNEL. Sent in the revoking transaction, so
 * PostgreSQL delivers it when (and only if) that transaction commits.
 */
export async function notifyKeyRevoked(db: Db, id: string): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${KEY_REVOKED_CHANNEL}, ${id})`;
}

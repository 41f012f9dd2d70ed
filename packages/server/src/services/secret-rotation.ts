// Re-seals every secret kept at rest with the current ENCRYPTION_KEY, after a rotation (README,
// "Production"; `npm run secrets:reencrypt`, scripts/reencrypt-secrets.ts). Idempotent: values the
// current key sealed are left alone, so it can be run again, or while the service runs. Only the fields
// the schema names are re-sealed (repositories/sealed-values.ts), each opened as what it is, never a
// value found by its shape: text a user typed that looks sealed is left alone (docs/security.md,
// "Secrets at rest").
import type { PrismaClient } from '@prisma/client';
import type { FieldCipher } from '../lib/secrets';
import { SEALED_STORES, type HoldingRow, type SealedRow, type SealedStore } from '../repositories/sealed-values';

export interface ReencryptCounts {
  /** Table.column (and field), as in repositories/sealed-values.ts. */
  store: string;
  /** Rows found holding a value not sealed by the current key. */
  found: number;
  /** Rows re-sealed with the current key. */
  reencrypted: number;
  /** Rows that changed while being re-sealed (left as they are: run the command again). */
  changedMeanwhile: number;
  /** Rows holding a value none of the keys opens (unknown key id, wrong key): named in `failures`. */
  failed: number;
  /** Rows still holding a value not sealed by the current key after the pass. */
  remaining: number;
}

export interface ReencryptReport {
  keyId: string;
  stores: ReencryptCounts[];
  /** `<store> <row>: <reason>`; never a value. */
  failures: string[];
}

/** The prefix of a value of the store's kind sealed by the current key. */
const currentPrefix = (cipher: FieldCipher, store: SealedStore) => `${store.kind === 'blob' ? 'b2' : 'v2'}.${cipher.keyId}.`;

/** The value sealed again by the current key, opened as what the store says it is (never guessed from its shape). */
function reseal(cipher: FieldCipher, store: SealedStore, value: string): string {
  return store.kind === 'blob' ? cipher.sealBlob(cipher.openBlob(value)) : cipher.encrypt(cipher.decrypt(value));
}

async function pass(prisma: PrismaClient, cipher: FieldCipher, store: SealedStore, batchSize: number, failures: string[]): Promise<ReencryptCounts> {
  const counts: ReencryptCounts = { store: store.name, found: 0, reencrypted: 0, changedMeanwhile: 0, failed: 0, remaining: 0 };
  const prefix = currentPrefix(cipher, store);
  const stale = (row: SealedRow): row is HoldingRow => row.value !== null && !row.value.startsWith(prefix);
  for (let cursor: string | undefined; ; ) {
    const rows = await store.batch(prisma, cursor, batchSize, prefix);
    if (!rows.length) break;
    cursor = rows[rows.length - 1].cursor;
    for (const row of rows) {
      if (!stale(row)) continue;
      counts.found++;
      let next: string;
      try {
        next = reseal(cipher, store, row.value);
      } catch (err) {
        counts.failed++;
        failures.push(`${store.name} ${row.cursor}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      if (await store.replace(prisma, row, next)) counts.reencrypted++;
      else counts.changedMeanwhile++;
    }
    if (rows.length < batchSize) break;
  }
  // What is left (failures, rows written meanwhile by an older process): counted by a read-only walk.
  for (let cursor: string | undefined; ; ) {
    const rows = await store.batch(prisma, cursor, batchSize, prefix);
    if (!rows.length) break;
    cursor = rows[rows.length - 1].cursor;
    counts.remaining += rows.filter(stale).length;
    if (rows.length < batchSize) break;
  }
  return counts;
}

/**
 * Re-seals, in batches of `batchSize` rows, every value of every store (repositories/sealed-values.ts)
 * that the current key of `cipher` did not seal, with the current key. `cipher` must also hold the
 * keys that sealed them (ENCRYPTION_KEYS_PREVIOUS); a value none opens is reported, not changed.
 */
export async function reencryptSecrets(
  prisma: PrismaClient,
  cipher: FieldCipher,
  options: { batchSize?: number; onStore?: (counts: ReencryptCounts) => void } = {},
): Promise<ReencryptReport> {
  const failures: string[] = [];
  const stores: ReencryptCounts[] = [];
  for (const store of SEALED_STORES) {
    const counts = await pass(prisma, cipher, store, options.batchSize ?? 500, failures);
    stores.push(counts);
    options.onStore?.(counts);
  }
  return { keyId: cipher.keyId, stores, failures };
}

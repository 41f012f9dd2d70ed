// Re-seals every secret kept at rest with the current ENCRYPTION_KEY, after a rotation (README,
// "Production"; `npm run secrets:reencrypt`, scripts/reencrypt-secrets.ts). Idempotent: values the
// current key sealed are left alone, so it can be run again, or while the service runs.
import type { PrismaClient } from '@prisma/client';
import { FIELD_CIPHERTEXT, isSealedBlob, type FieldCipher } from '../lib/secrets';
import { SEALED_STORES, type SealedStore } from '../repositories/sealed-values';

export interface ReencryptCounts {
  /** Table.column, as in repositories/sealed-values.ts. */
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

/** Replaces, anywhere inside `value` (a string or a JSON document), each sealed value the current key did not seal. */
function resealDeep(cipher: FieldCipher, value: unknown): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    if (!(isSealedBlob(value) || FIELD_CIPHERTEXT.test(value)) || cipher.isCurrent(value)) return { value, changed: false };
    return { value: cipher.reseal(value), changed: true };
  }
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const r = resealDeep(cipher, v);
      changed ||= r.changed;
      return r.value;
    });
    return { value: out, changed };
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = resealDeep(cipher, v);
      changed ||= r.changed;
      out[k] = r.value;
    }
    return { value: out, changed };
  }
  return { value, changed: false };
}

/** Whether `value` still holds anything sealed by a key other than the current one. */
function hasStale(cipher: FieldCipher, value: unknown): boolean {
  if (typeof value === 'string') return (isSealedBlob(value) || FIELD_CIPHERTEXT.test(value)) && !cipher.isCurrent(value);
  if (Array.isArray(value)) return value.some((v) => hasStale(cipher, v));
  if (value && typeof value === 'object') return Object.values(value).some((v) => hasStale(cipher, v));
  return false;
}

async function pass(prisma: PrismaClient, cipher: FieldCipher, store: SealedStore, batchSize: number, failures: string[]): Promise<ReencryptCounts> {
  const counts: ReencryptCounts = { store: store.name, found: 0, reencrypted: 0, changedMeanwhile: 0, failed: 0, remaining: 0 };
  const prefixes = [`v2.${cipher.keyId}.`, `b2.${cipher.keyId}.`];
  for (let cursor: string | undefined; ; ) {
    const rows = await store.batch(prisma, cursor, batchSize, prefixes);
    if (!rows.length) break;
    cursor = rows[rows.length - 1].cursor;
    for (const row of rows) {
      if (!hasStale(cipher, row.value)) continue;
      counts.found++;
      let next: unknown;
      try {
        next = resealDeep(cipher, row.value).value;
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
    const rows = await store.batch(prisma, cursor, batchSize, prefixes);
    if (!rows.length) break;
    cursor = rows[rows.length - 1].cursor;
    counts.remaining += rows.filter((r) => hasStale(cipher, r.value)).length;
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

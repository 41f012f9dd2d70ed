/**
 * After rotating ENCRYPTION_KEY: re-seals every secret kept at rest (SSNs, bank account numbers, the
 * company funding account, webhook signing secrets, stored idempotent responses) with the current key,
 * so that the previous keys can be dropped. README, "Production" (key rotation). Only the fields the
 * schema names (packages/server/src/repositories/sealed-values.ts) are re-sealed: text a user typed that
 * looks sealed (`b2.AAAAAAAA.x.pdf`) is not a secret and is left alone (docs/security.md, "Secrets at rest").
 *
 *   ENCRYPTION_KEY=<new> ENCRYPTION_KEYS_PREVIOUS=<old>[,<older>] DATABASE_URL=... npm run secrets:reencrypt [-- --batch-size 500]
 *
 * Idempotent (values the current key sealed are skipped) and in batches; on PostgreSQL it may run while
 * the service runs, the embedded database (file:) admits one process, so stop the service first.
 * Prints one line of counts per table; exits 1 when a value could not be re-sealed (named by row,
 * never by value) or some remain, 0 when everything is sealed by ENCRYPTION_KEY.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_DATABASE_URL, devSecretFile } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/database';
import { FieldCipher } from '../packages/server/src/lib/secrets';
import { reencryptSecrets } from '../packages/server/src/services/secret-rotation';

function currentKey(databaseUrl: string): string {
  if (process.env.ENCRYPTION_KEY) return process.env.ENCRYPTION_KEY;
  const file = devSecretFile(databaseUrl, 'ENCRYPTION_KEY');
  if (process.env.NODE_ENV !== 'production' && existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('ENCRYPTION_KEY is not set (the key to re-seal with; the old ones go in ENCRYPTION_KEYS_PREVIOUS)');
}

function batchSize(args: string[]): number {
  const i = args.indexOf('--batch-size');
  if (i < 0) return 500;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--batch-size must be a whole number of at least 1, got ${JSON.stringify(args[i + 1])}`);
  return n;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const previous = (process.env.ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  const cipher = new FieldCipher(currentKey(databaseUrl), previous);
  const size = batchSize(process.argv.slice(2));
  const db = await openDatabase(databaseUrl);
  try {
    console.log(`re-sealing with the current key (key id ${cipher.keyId}), ${previous.length} previous key(s), batches of ${size}`);
    const report = await reencryptSecrets(db.prisma, cipher, {
      batchSize: size,
      onStore: (c) =>
        console.log(`${c.store}: ${c.reencrypted} re-encrypted, ${c.changedMeanwhile} changed meanwhile, ${c.failed} failed, ${c.remaining} remaining`),
    });
    for (const failure of report.failures) console.error(`failed: ${failure}`);
    const remaining = report.stores.reduce((n, c) => n + c.remaining, 0);
    if (remaining > 0) {
      console.error(`${remaining} value(s) are not sealed by the current key yet: fix the failures above (a missing key in ENCRYPTION_KEYS_PREVIOUS?) and run again`);
      return 1;
    }
    console.log('done: every secret is sealed by the current key; ENCRYPTION_KEYS_PREVIOUS can be emptied');
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`re-encryption failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);

// Applies the committed migration SQL (prisma/migrations/<name>/migration.sql) in name order.
// Each pending migration runs in its own transaction together with its row in _app_migrations,
// under a transaction-scoped advisory lock, so processes starting at once apply it exactly once.
//
// Why not Prisma: `prisma migrate deploy` fails against PostgreSQL through @prisma/adapter-pg 6.19,
// and the Prisma client cannot run multi-statement SQL on PGlite (extended protocol only), so the
// scripts go through the driver under the client (pg PoolClient / PGlite exec).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  /** Migrations this call applied, in order, with how long each took. */
  applied: { name: string; ms: number }[];
  /** Migrations found already applied (by this or another process). */
  skipped: string[];
  /** Rows of _app_migrations with no folder here: the database is newer than this code. */
  unknown: string[];
}

export class MigrationChecksumError extends Error {
  constructor(readonly migration: string) {
    super(
      `Migration ${migration} was changed after it was applied (checksum differs). ` +
        'Applied migrations are immutable: restore the file and add a new migration instead.',
    );
    this.name = 'MigrationChecksumError';
  }
}

interface Tx {
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Runs a multi-statement script (simple query protocol). */
  exec(script: string): Promise<void>;
}

const TABLE = '_app_migrations';

/** Finds prisma/migrations by walking up from this file (works from src/ and from a build). */
export function defaultMigrationsDir(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'prisma', 'migrations');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`prisma/migrations not found above ${__dirname}`);
  }
}

export function readMigrations(dir: string = defaultMigrationsDir()): MigrationFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      // Line endings are normalised so a checkout with CRLF does not look like an edit.
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8').replace(/\r\n/g, '\n');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export async function applyMigrations(
  db: Database,
  options: { migrationsDir?: string } = {},
): Promise<MigrationResult> {
  const migrations = readMigrations(options.migrationsDir);
  const result: MigrationResult = { applied: [], skipped: [], unknown: [] };
  for (const migration of migrations) {
    await inTransaction(db, async (tx) => {
      await lockAndEnsureTable(tx, db);
      const rows = await tx.query<{ checksum: string }>(`SELECT checksum FROM ${TABLE} WHERE name = $1`, [
        migration.name,
      ]);
      if (rows.length > 0) {
        if (rows[0].checksum !== migration.checksum) throw new MigrationChecksumError(migration.name);
        result.skipped.push(migration.name);
        return;
      }
      const started = performance.now();
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO ${TABLE} (name, checksum, applied_at) VALUES ($1, $2, now())`, [
        migration.name,
        migration.checksum,
      ]);
      result.applied.push({ name: migration.name, ms: Math.round(performance.now() - started) });
    });
  }
  const known = new Set(migrations.map((m) => m.name));
  const rows = await inTransaction(db, async (tx) => {
    await lockAndEnsureTable(tx, db);
    return tx.query<{ name: string }>(`SELECT name FROM ${TABLE} ORDER BY name`);
  });
  result.unknown = rows.map((r) => r.name).filter((name) => !known.has(name));
  return result;
}

/** Names of applied migrations, in order (empty when none were ever applied). */
export async function appliedMigrations(db: Database): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const exists = await tx.query<{ t: string | null }>(`SELECT to_regclass($1)::text AS t`, [TABLE]);
    if (!exists[0]?.t) return [];
    const rows = await tx.query<{ name: string }>(`SELECT name FROM ${TABLE} ORDER BY name`);
    return rows.map((r) => r.name);
  });
}

async function lockAndEnsureTable(tx: Tx, db: Database): Promise<void> {
  // One lock per schema, so separate schemas in one database (tests) do not wait on each other.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`payroll-migrations:${db.schema}`]);
  // A schema named in the URL (?schema=) is created on first use; its name was validated when parsed.
  if (db.schema !== 'public') await tx.exec(`CREATE SCHEMA IF NOT EXISTS "${db.schema}"`);
  await tx.exec(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
}

async function inTransaction<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const driver = db.driver;
  if (driver.kind === 'pglite') {
    return driver.pglite.transaction((t) =>
      fn({
        query: async <R>(sql: string, params?: unknown[]) => (await t.query<R>(sql, params)).rows,
        exec: async (script) => {
          await t.exec(script);
        },
      }),
    );
  }
  const client = await driver.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const value = await fn({
      query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      // No parameters: node-postgres then uses the simple protocol, which allows several statements.
      exec: async (script) => {
        await client.query(script);
      },
    });
    await client.query('COMMIT');
    return value;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken); // a connection that cannot roll back is discarded, not reused
  }
}

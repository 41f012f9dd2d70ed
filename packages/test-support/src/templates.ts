// Migrated template databases, so that a test server does not apply every migration again: the
// migrations are applied once per content of prisma/migrations, and each test server starts from a
// copy. See docs/testing.md ("Databases"). Tests of the migrations themselves (test/db, the e2e
// processes, a restarted service in webhooks.test.ts on PostgreSQL) still apply them for real.
//
// - PGlite: a dump of a migrated in-memory database (`dumpDataDir`), kept in a file named by the
//   PGlite version and the migrations' hash; a test server loads it (`loadDataDir`), which also skips
//   PGlite's initdb.
// - PostgreSQL: a database `tpl_<hash>` on the server of TEST_DATABASE_URL; each test server gets
//   `CREATE DATABASE t_<random> TEMPLATE tpl_<hash>`, dropped when the server closes.
// Both are built by jest's globalSetup (global-setup.ts) and, when a test runs without it, on first use.
// A template is built under a temporary name and then renamed, so concurrent runs never see half of one.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '@payroll/server/src/db/database';
import { applyMigrations, readMigrations } from '@payroll/server/src/db/migrate';

/** Where PGlite dumps are kept (one file per PGlite version and migrations hash, about 43 MB). */
export const TEMPLATE_DIR = path.join(os.tmpdir(), 'payroll-test-templates');

/** A short hash of every migration's name and content: a new or changed migration gives a new template. */
export function migrationsHash(migrationsDir?: string): string {
  const hash = createHash('sha256');
  for (const m of readMigrations(migrationsDir)) hash.update(`${m.name}\0${m.checksum}\0`);
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // dist/index.cjs -> the package folder (its package.json is not in the package's exports).
  const pkg = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** The PGlite template file, built when missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(TEMPLATE_DIR, `pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const db = await openDatabase('memory:');
  try {
    await applyMigrations(db);
    if (db.driver.kind !== 'pglite') throw new Error('memory: opened a PostgreSQL database');
    const dump = await db.driver.pglite.dumpDataDir('none');
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

let pgliteDump: Blob | undefined;

/** The migrated PGlite data directory, as `openDatabase`'s `pgliteDataDump` takes it. */
export async function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= new Blob([fs.readFileSync(await ensurePgliteTemplate())]);
  return pgliteDump;
}

/**
 * Fills a new folder with the migrated PGlite template, for a test that must open one embedded database
 * twice (a `file:` URL, as a restarted service does): opening it then skips initdb and the migrations.
 */
export async function pgliteFolderFromTemplate(folder: string): Promise<void> {
  // The template is a tar of the data directory (dumpDataDir 'none'), which is what PGlite's loadDataDir
  // writes into the folder before it starts: written here directly, without starting a PGlite (a start is
  // 1 to 2 s of CPU, for a database opened again at once by the test).
  untarInto(fs.readFileSync(await ensurePgliteTemplate()), folder);
}

/** Writes the directories and files of a ustar archive into `folder` (names taken as relative to it), with their modes. */
function untarInto(tar: Buffer, folder: string): void {
  const field = (at: number, length: number) => tar.toString('latin1', at, at + length).replace(/\0.*$/s, '');
  const octal = (at: number, length: number) => parseInt(field(at, length).trim() || '0', 8);
  const root = path.resolve(folder);
  fs.mkdirSync(root, { recursive: true });
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0; ) {
    const prefix = tar.toString('latin1', at + 257, at + 263) === 'ustar\0' || tar.toString('latin1', at + 257, at + 262) === 'ustar' ? field(at + 345, 155) : '';
    const name = (prefix ? `${prefix}/` : '') + field(at, 100);
    const mode = octal(at + 100, 8);
    const size = octal(at + 124, 12);
    const type = String.fromCharCode(tar[at + 156] || 48);
    const target = path.join(root, path.normalize(`/${name}`));
    if (!target.startsWith(root + path.sep)) throw new Error(`the PGlite template names a path outside its folder: ${name}`);
    if (type === '5') fs.mkdirSync(target, { recursive: true, mode });
    else if (type === '0') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, tar.subarray(at + 512, at + 512 + size), { mode });
    } else throw new Error(`the PGlite template holds an entry of type ${type} (${name}), which is not a file or a folder`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

/** The URL of database `name` on the server of `serverUrl` (a `schema` parameter is dropped). */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.searchParams.delete('schema');
  return url.toString();
}

async function withClient<T>(serverUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl(serverUrl, new URL(serverUrl).pathname.slice(1) || 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The name of the migrated template database on the server of `serverUrl`, built when missing. */
export function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = buildPostgresTemplate(serverUrl);
    postgresTemplates.set(serverUrl, template);
    template.catch(() => postgresTemplates.delete(serverUrl));
  }
  return template;
}

const postgresTemplates = new Map<string, Promise<string>>();

async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `tpl_${migrationsHash()}`;
  const exists = await withClient(serverUrl, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount);
  if (exists) return name;
  const building = `${name}_b${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE "${building}"`));
  try {
    const db = await openDatabase(databaseUrl(serverUrl, building), { poolSize: 1 });
    try {
      await applyMigrations(db);
    } finally {
      await db.close();
    }
    await withClient(serverUrl, async (c) => {
      try {
        await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (error) {
        // 42P04 duplicate_database: another run built it meanwhile; theirs is the same.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    });
  } finally {
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
  }
  return name;
}

/** A new database copied from the migrated template: its URL, and `drop` to remove it. */
export async function cloneDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (c) => {
    // CREATE DATABASE copies the template (11 MB) through the WAL, and its commit waited for all of it to reach
    // the disk: 0.4 to 0.6 s a copy on the 2-core machine, 0.13 s without the wait (docs/testing.md, "Databases").
    // A copy lost to a crash of the server is a test database nobody needs.
    await c.query('SET synchronous_commit = off');
    await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    // A test database is dropped at its end: its commits need not wait for the WAL to reach the disk
    // (a quarter of a millisecond each here; docs/testing.md, "Databases"). What a transaction sees, locks
    // and commits is the same; only a crash of the server could lose the last of them.
    await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withClient(serverUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

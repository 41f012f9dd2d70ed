// Migrations and the Prisma client on the embedded database (in-memory PGlite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { openDatabase, type Database } from '../../src/db/database';
import { applyMigrations, appliedMigrations, MigrationChecksumError, readMigrations } from '../../src/db/migrate';
import { createCompanyAndEmployees, expectExactValues, expectUniqueViolationAndRollback } from './fixtures';

// PGlite loads its WebAssembly parts with import(), which Jest allows only when Node runs with
// --experimental-vm-modules (electric-sql/pglite#224); without it the worker crashes, so say why.
const vmModules = typeof (vm as unknown as { SourceTextModule?: unknown }).SourceTextModule === 'function';
const describePglite = vmModules ? describe : describe.skip;
if (!vmModules) {
  it('PGlite tests need Node started with --experimental-vm-modules', () => {
    throw new Error('Run with NODE_OPTIONS=--experimental-vm-modules (npm test and npm run test:db do).');
  });
}

describePglite('PGlite (memory:)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase('memory:');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('applies every migration once; a second run is a no-op', async () => {
    const names = readMigrations().map((m) => m.name);
    expect(names).toContain('0001_init');

    const first = await applyMigrations(db);
    expect(first.applied.map((m) => m.name)).toEqual(names);
    expect(first.skipped).toEqual([]);

    const second = await applyMigrations(db);
    expect(second.applied).toEqual([]);
    expect(second.skipped).toEqual(names);
    expect(second.unknown).toEqual([]);
    expect(await appliedMigrations(db)).toEqual(names);
  });

  it('creates and reads a company and employees with exact decimals', async () => {
    expect(db.kind).toBe('pglite');
    expectExactValues(await createCompanyAndEmployees(db));
  });

  it('reports unique violations as P2002 and rolls back failed transactions', async () => {
    await expectUniqueViolationAndRollback(db);
  });
});

describePglite('migration runner safeguards (PGlite)', () => {
  let dir: string;
  let db: Database;

  // One PGlite (seconds to start); each test gets an empty public schema and its own migrations.
  beforeAll(async () => {
    db = await openDatabase('memory:');
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    if (db.driver.kind !== 'pglite') throw new Error('expected PGlite');
    await db.driver.pglite.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payroll-migrations-'));
    fs.mkdirSync(path.join(dir, '0001_a'));
    fs.writeFileSync(path.join(dir, '0001_a', 'migration.sql'), 'CREATE TABLE a (id text PRIMARY KEY);\nCREATE TABLE b (id text);\n');
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start when an applied migration was edited', async () => {
    await applyMigrations(db, { migrationsDir: dir });
    fs.appendFileSync(path.join(dir, '0001_a', 'migration.sql'), 'CREATE TABLE c (id text);\n');
    await expect(applyMigrations(db, { migrationsDir: dir })).rejects.toBeInstanceOf(MigrationChecksumError);
  });

  it('rolls back a failing migration entirely and records nothing', async () => {
    fs.mkdirSync(path.join(dir, '0002_bad'));
    fs.writeFileSync(path.join(dir, '0002_bad', 'migration.sql'), 'CREATE TABLE d (id text);\nSELECT * FROM missing_table;\n');
    await expect(applyMigrations(db, { migrationsDir: dir })).rejects.toThrow(/missing_table/);
    expect(await appliedMigrations(db)).toEqual(['0001_a']);
    const rows = await db.prisma.$queryRaw<{ t: string | null }[]>`SELECT to_regclass('d')::text AS t`;
    expect(rows[0].t).toBeNull();
  });

  it('tolerates CRLF line endings in an applied migration', async () => {
    await applyMigrations(db, { migrationsDir: dir });
    const file = path.join(dir, '0001_a', 'migration.sql');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    await expect(applyMigrations(db, { migrationsDir: dir })).resolves.toMatchObject({ applied: [] });
  });
});

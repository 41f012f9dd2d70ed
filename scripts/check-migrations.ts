// Checks that prisma/migrations builds exactly what prisma/schema.prisma describes; exits 1 when not.
//   npm run db:check                          check (CI)
//   npm run db:check -- --create <name>       write the missing SQL as the next migration
// Offline: the migrations are replayed into an in-memory PGlite shadow database (prisma.config.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const migrationsDir = path.join(root, 'prisma', 'migrations');
const schemaPath = path.join(root, 'prisma', 'schema.prisma');
// Prisma's diff starts with this when the target is empty; it needs CREATE on the database, which an
// application role often lacks, and `public` always exists, so committed migrations leave it out.
const CREATE_PUBLIC = /^-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "public";\n\n/;

function fail(message: string): never {
  console.error(`db:check failed: ${message}`);
  process.exit(1);
}

function migrationNames(): string[] {
  const names = fs.readdirSync(migrationsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const name of names) {
    const file = path.join(migrationsDir, name, 'migration.sql');
    if (!fs.existsSync(file)) fail(`prisma/migrations/${name} has no migration.sql. Fix: add it or remove the folder.`);
    if (/CREATE SCHEMA IF NOT EXISTS "public"/.test(fs.readFileSync(file, 'utf8'))) {
      fail(`prisma/migrations/${name}/migration.sql creates schema "public". Fix: delete that statement.`);
    }
  }
  const lock = fs.readFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'utf8');
  if (!/provider\s*=\s*"postgresql"/.test(lock)) fail('prisma/migrations/migration_lock.toml must say provider = "postgresql".');
  return names;
}

/** SQL that takes the migrated database to the schema ('' when they agree). */
function pendingSql(): string {
  const prismaCli = path.join(path.dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
  const args = ['migrate', 'diff', '--from-migrations', migrationsDir, '--to-schema-datamodel', schemaPath, '--script', '--exit-code'];
  const run = spawnSync(process.execPath, [prismaCli, ...args], {
    cwd: root,
    encoding: 'utf8',
    // PGlite in memory, whatever DATABASE_URL says: the check must not touch a real database.
    env: { ...process.env, DATABASE_URL: 'memory:', CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status === 0) return '';
  if (run.status === 2) return run.stdout.replace(CREATE_PUBLIC, '');
  fail(`prisma migrate diff could not run (exit ${run.status ?? run.signal}). A migration may not apply cleanly:\n${run.stderr || run.stdout}`);
}

function createMigration(name: string, sql: string, existing: string[]): string {
  if (!/^[a-z0-9_]+$/.test(name)) fail(`migration name must be lowercase letters, digits and _, got "${name}"`);
  const last = existing.map((n) => Number.parseInt(n, 10)).filter(Number.isFinite);
  const next = String((last.length ? Math.max(...last) : 0) + 1).padStart(4, '0');
  const folder = path.join(migrationsDir, `${next}_${name}`);
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'migration.sql'), sql);
  return path.relative(root, folder);
}

function main(): void {
  const createIndex = process.argv.indexOf('--create');
  const createName = createIndex >= 0 ? process.argv[createIndex + 1] : undefined;
  if (createIndex >= 0 && !createName) fail('--create needs a name, e.g. --create add_payrolls');

  const started = Date.now();
  const names = migrationNames();
  const sql = pendingSql();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!sql) {
    console.log(`db:check ok: prisma/schema.prisma and ${names.length} migration(s) agree (${seconds} s)`);
    return;
  }
  if (createName) {
    console.log(`created ${createMigration(createName, sql, names)}/migration.sql; review it, then run npm run db:check`);
    return;
  }
  fail(
    `prisma/schema.prisma and prisma/migrations differ (${seconds} s). ` +
      'Applying the migrations and then this SQL would give the schema:\n\n' +
      `${sql.trim()}\n\n` +
      'Fix: if schema.prisma is right, add a migration with\n' +
      '  npm run db:check -- --create <name>\n' +
      '(never edit a migration that has been applied anywhere); otherwise change schema.prisma back.',
  );
}

main();

// Applies pending migrations to DATABASE_URL (default file:./data/payroll) and prints what it did.
// Usage: npm run db:migrate   (or: DATABASE_URL=postgresql://... npx tsx scripts/migrate.ts)
import { openDatabase } from '../packages/server/src/db/database';
import { applyMigrations } from '../packages/server/src/db/migrate';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? 'file:./data/payroll';
  const started = performance.now();
  const db = await openDatabase(url);
  try {
    const result = await applyMigrations(db);
    const where = db.kind === 'postgres' ? `PostgreSQL (schema ${db.schema})` : `PGlite (${url})`;
    for (const m of result.applied) console.log(`applied ${m.name} in ${m.ms} ms`);
    if (result.applied.length === 0) console.log(`nothing to apply: ${result.skipped.length} migration(s) already applied`);
    for (const name of result.unknown) console.warn(`warning: ${name} is applied in the database but missing here (database newer than this code?)`);
    console.log(`${where}: ${result.applied.length} applied, ${result.skipped.length} already applied, ${Math.round(performance.now() - started)} ms in all`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

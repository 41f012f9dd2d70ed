// The same checks against a real PostgreSQL server named by TEST_DATABASE_URL (CI sets it),
// each run in a fresh schema that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/db/database';
import { applyMigrations, appliedMigrations, readMigrations } from '../../src/db/migrate';
import { createCompanyAndEmployees, expectExactValues, expectUniqueViolationAndRollback } from './fixtures';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.warn(
    'SKIPPED: PostgreSQL database tests need TEST_DATABASE_URL ' +
      '(for example postgresql://postgres@127.0.0.1:5432/test); it is not set.',
  );
}
const describePostgres = baseUrl ? describe : describe.skip;

function urlWithFreshSchema(url: string): { url: string; schema: string } {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const parsed = new URL(url);
  parsed.searchParams.set('schema', schema);
  return { url: parsed.toString(), schema };
}

async function dropSchema(db: Database): Promise<void> {
  if (db.driver.kind === 'postgres') await db.driver.pool.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`);
}

const title = baseUrl ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PostgreSQL: SKIPPED, TEST_DATABASE_URL is not set';

describePostgres(title, () => {
  const names = readMigrations().map((m) => m.name);

  describe('one process', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openDatabase(urlWithFreshSchema(baseUrl as string).url);
    });
    afterAll(async () => {
      if (!db) return;
      await dropSchema(db);
      await db.close();
    });

    it('applies every migration once; a second run is a no-op', async () => {
      expect(db.kind).toBe('postgres');
      const first = await applyMigrations(db);
      expect(first.applied.map((m) => m.name)).toEqual(names);
      const second = await applyMigrations(db);
      expect(second.applied).toEqual([]);
      expect(second.skipped).toEqual(names);
      expect(await appliedMigrations(db)).toEqual(names);
    });

    it('creates and reads a company and employees with exact decimals, in its own schema', async () => {
      const result = await createCompanyAndEmployees(db);
      expectExactValues(result);
      if (db.driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const raw = await db.driver.pool.query(
        `SELECT "wageRate"::text AS rate, pg_typeof("wageRate")::text AS type FROM "${db.schema}"."Employee" WHERE id = $1`,
        [result.employee.id],
      );
      expect(raw.rows).toEqual([{ rate: '0.3000', type: 'numeric' }]);
    });

    it('reports unique violations as P2002 and rolls back failed transactions', async () => {
      await expectUniqueViolationAndRollback(db);
    });
  });

  it('two processes migrating at once both succeed and apply each migration once', async () => {
    const { url } = urlWithFreshSchema(baseUrl as string);
    const a = await openDatabase(url);
    const b = await openDatabase(url);
    try {
      const results = await Promise.all([applyMigrations(a), applyMigrations(b)]);
      const appliedNames = results.flatMap((r) => r.applied.map((m) => m.name)).sort();
      expect(appliedNames).toEqual(names);
      for (const r of results) expect([...r.applied.map((m) => m.name), ...r.skipped].sort()).toEqual(names);
      expect(await appliedMigrations(a)).toEqual(names);
    } finally {
      await dropSchema(a);
      await a.close();
      await b.close();
    }
  });
});

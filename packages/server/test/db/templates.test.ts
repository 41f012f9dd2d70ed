// Test servers start from migrated templates (packages/test-support/src/templates.ts, docs/testing.md):
// the template must carry every migration of this tree, be rebuilt when a migration changes, and each
// server must get a database of its own.
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, migrationsHash, startTestServer } from '@payroll/test-support';
import { appliedMigrations, defaultMigrationsDir, readMigrations } from '../../src/db/migrate';

describe('migration templates', () => {
  it('the hash changes when a migration is edited or added, and only then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'payroll-migrations-'));
    try {
      cpSync(defaultMigrationsDir(), dir, { recursive: true });
      const original = migrationsHash(dir);
      expect(migrationsHash(dir)).toBe(original);
      expect(migrationsHash(defaultMigrationsDir())).toBe(original);
      const first = readMigrations(dir)[0].name;
      appendFileSync(join(dir, first, 'migration.sql'), '\n-- edited\n');
      const edited = migrationsHash(dir);
      expect(edited).not.toBe(original);
      cpSync(join(dir, first), join(dir, '9999_later'), { recursive: true });
      writeFileSync(join(dir, '9999_later', 'migration.sql'), 'SELECT 1;\n');
      expect(migrationsHash(dir)).not.toBe(edited);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const database of databases) {
    const url = database.url();
    (url ? it : it.skip)(`[${database.name}${url ? '' : ': SKIPPED, TEST_DATABASE_URL is not set'}] a test server starts with every migration applied, on a database of its own`, async () => {
      const [a, b] = [await startTestServer(url!), await startTestServer(url!)];
      try {
        const names = readMigrations().map((m) => m.name);
        expect(await appliedMigrations(a.db)).toEqual(names);
        expect(await appliedMigrations(b.db)).toEqual(names);
        if (a.db.kind === 'postgres') expect(a.databaseUrl).not.toBe(b.databaseUrl);
        const partner = await a.operator().post('/v1/operator/partners').send({ name: 'Only In A' });
        expect(partner.status).toBe(201);
        expect(await a.db.prisma.partner.count()).toBe(1);
        expect(await b.db.prisma.partner.count()).toBe(0);
      } finally {
        await a.close();
        await b.close();
      }
    });
  }
});

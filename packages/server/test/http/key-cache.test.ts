// Resolved keys kept in memory (http/key-cache.ts; docs/security.md, "API keys"): a revocation takes effect
// on the next request in the app that revoked, through LISTEN/NOTIFY in another app on the same PostgreSQL
// database, and within the TTL (on the service clock) where no notification arrives; a key from memory is
// checked for kind, admission and scope as one from the database.
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/database';
import { KEY_CACHE_TTL_MS, type KeyCache } from '../../src/http/key-cache';
import { createLogger } from '../../src/lib/logger';
import { forEachDatabase, startTestServer, testConfig, type TestServer } from '@payroll/test-support';
import { client, createTenancy, expectProblem, expectStatus, ids, issueKey, key, revokeKey, type Key } from './fixtures';

const keyCacheOf = (app: Express) => app.locals.keyCache as KeyCache;

/** A second app on the server's database: its own connection (and, when `listen`, its own listener) on PostgreSQL. */
async function secondApp(server: TestServer, listen: boolean, lines: string[] = []) {
  const db: Database | undefined = server.db.kind === 'postgres' ? await openDatabase(server.databaseUrl) : undefined;
  const app = createApp({
    prisma: db?.prisma ?? server.db.prisma,
    databaseKind: server.db.kind,
    driver: listen ? db?.driver : undefined,
    config: testConfig({ databaseUrl: 'second' }),
    logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    now: server.clock.now,
  });
  return {
    app,
    close: async () => {
      await (app.locals.close as () => Promise<void>)();
      await db?.close();
    },
  };
}

/** Asks until `done` holds or `ms` have passed (real time: a notification travels through PostgreSQL); the last answer. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

// On every database: LISTEN/NOTIFY between connections (docs/testing.md).
forEachDatabase('key cache', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  const companies = (app: Express, k: Key) => client(app, k).get('/v1/companies');

  beforeAll(async () => {
    t = await createTenancy(server());
  });
  afterEach(() => server().clock.reset());

  it('a revoked key of each kind answers 401 invalid_api_key on the very next request of the app that revoked it', async () => {
    for (const [kind, ownerId] of [
      ['Partner', t.partner.id],
      ['Corporation', t.corporation.id],
      ['Company', t.company.id],
    ] as const) {
      const issued = await issueKey(server(), kind, ownerId);
      // Served twice: the second time from memory.
      expectStatus(await companies(server().app, issued.key), 200);
      expectStatus(await companies(server().app, issued.key), 200);
      await revokeKey(server(), issued.id);
      expectProblem(await companies(server().app, issued.key), 401, 'invalid_api_key');
    }
    expectStatus(await companies(server().app, t.partner.key), 200);
  });

  it('a key from memory is still checked for its header, admission (403) and scope', async () => {
    const app = server().app;
    expect(ids(expectStatus(await companies(app, t.company.key), 200))).toEqual([t.company.id]);
    expectStatus(await companies(app, t.partner.key), 200);
    // In the header of another kind: not a valid key.
    expectProblem(await client(app).get('/v1/companies').set('X-API-key', t.company.key.value), 401, 'invalid_api_key');
    expectProblem(await client(app).get('/v1/companies').set('G-API-key', t.partner.key.value), 401, 'invalid_api_key');
    // An operation its kind is not admitted to.
    expectProblem(await client(app, t.company.key).post('/v1/operator/partners', { name: 'Mallory' }), 403, 'forbidden');
    expectProblem(await client(app, t.partner.key).post('/v1/operator/api_keys', { kind: 'Partner', ownerId: t.partner.id }), 403, 'forbidden');
    // Its own tenancy only.
    expectProblem(await client(app, t.company.key).get(`/v1/companies/${t.foreignCompany.id}`), 404, 'not_found');
    expectProblem(await client(app, t.partner.key).get(`/v1/companies/${t.foreignCompany.id}`), 404, 'not_found');
    expectStatus(await client(app, t.company.key).get(`/v1/companies/${t.company.id}`), 200);
  });

  it('unknown keys are not kept (they still count against the client address)', async () => {
    const cache = keyCacheOf(server().app);
    expectStatus(await companies(server().app, t.partner.key), 200);
    const before = cache.size;
    for (let i = 0; i < 5; i++) {
      expectProblem(await companies(server().app, key('Partner', `pk_live_NeverIssued${i}`)), 401, 'invalid_api_key');
    }
    expect(cache.size).toBe(before);
  });

  it(`without a notification, another app refuses a revoked key once the ${KEY_CACHE_TTL_MS / 1000} s TTL has passed on the service clock`, async () => {
    const second = await secondApp(server(), false);
    try {
      const issued = await issueKey(server(), 'Partner', t.partner.id);
      server().clock.set('2026-05-04T10:00:00Z');
      expectStatus(await companies(second.app, issued.key), 200);
      await revokeKey(server(), issued.id);
      expectProblem(await companies(server().app, issued.key), 401, 'invalid_api_key');
      // The other app heard nothing: it serves the key from memory up to the bound, and no longer.
      server().clock.advance(KEY_CACHE_TTL_MS - 1);
      expectStatus(await companies(second.app, issued.key), 200);
      server().clock.advance(1);
      expectProblem(await companies(second.app, issued.key), 401, 'invalid_api_key');
      expectStatus(await companies(second.app, t.partner.key), 200);
    } finally {
      await second.close();
    }
  });
}, 'every');

const base = process.env.TEST_DATABASE_URL;
const onPostgres = base ? describe : describe.skip;

onPostgres(`key cache across apps by LISTEN/NOTIFY [PostgreSQL${base ? '' : ': SKIPPED, TEST_DATABASE_URL is not set'}]`, () => {
  let pg: TestServer;
  let t: Awaited<ReturnType<typeof createTenancy>>;
  const companies = (app: Express, k: Key) => client(app, k).get('/v1/companies');

  beforeAll(async () => {
    pg = await startTestServer(base!);
    t = await createTenancy(pg);
  });
  afterAll(async () => {
    await pg?.close();
  });
  afterEach(() => pg.clock.reset());

  it('two apps on one database: a revocation through one reaches the other by LISTEN/NOTIFY, the clock standing still', async () => {
    const second = await secondApp(pg, true);
    try {
      await within(keyCacheOf(second.app).listening(), 5_000, 'the second app listens');
      const issued = await issueKey(pg, 'Company', t.company.id);
      pg.clock.set('2026-05-04T11:00:00Z'); // stands still: the TTL cannot end during the test
      expectStatus(await companies(second.app, issued.key), 200);
      expectStatus(await companies(second.app, issued.key), 200);
      await revokeKey(pg, issued.id);
      const res = await eventually(() => companies(second.app, issued.key), (r) => r.status !== 200);
      expectProblem(res, 401, 'invalid_api_key');
      expectStatus(await companies(second.app, t.company.key), 200);
    } finally {
      await second.close();
    }
  });

  it('the listener reconnects when its connection drops (logged) and hears revocations again', async () => {
    const lines: string[] = [];
    const second = await secondApp(pg, true, lines);
    try {
      await within(keyCacheOf(second.app).listening(), 5_000, 'the second app listens');
      await within(keyCacheOf(pg.app).listening(), 5_000, 'the first app listens');
      // Ends every listening connection of this database (the first app's too; both reconnect).
      const killed = await pg.db.prisma.$queryRawUnsafe<Array<{ n: number }>>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN api_key_revoked'`,
      );
      expect(killed[0].n).toBe(2);
      const logged = (text: string) => lines.some((line) => line.includes(text));
      await eventually(async () => logged('listening again'), Boolean);
      expect(logged('api key revocation listener lost its connection')).toBe(true);
      expect(logged('listening again')).toBe(true);

      const issued = await issueKey(pg, 'Partner', t.partner.id);
      pg.clock.set('2026-05-04T12:00:00Z');
      expectStatus(await companies(second.app, issued.key), 200);
      await revokeKey(pg, issued.id);
      expectProblem(await eventually(() => companies(second.app, issued.key), (r) => r.status !== 200), 401, 'invalid_api_key');
    } finally {
      await second.close();
    }
  });
});

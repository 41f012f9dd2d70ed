// Per-key rate limiting: the RateLimit-Policy and RateLimit headers on every answer, 429 with
// Retry-After at the limit, recovery when the window turns (on the service clock), limits from the
// environment, and one budget for two apps on one database. Counts are written in batches
// (http/rate-counter.ts): one app stays exact, a failed write loses nothing and answers no 5xx, and two
// apps admit at most limit + batch. Two real server processes sharing a PostgreSQL database are in
// test/e2e/processes.e2e.test.ts; the counter's own cases in test/unit/rate-counter.test.ts.
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { RateCounter } from '../../src/http/rate-counter';
import { createLogger } from '../../src/lib/logger';
import { addRequestCounts } from '../../src/repositories/request-guards';
import { forEachDatabase, testLookup, type TestServer, testConfig } from '@payroll/test-support';
import { client, companyBody, createPartner, expectProblem, expectStatus } from './fixtures';

const SECOND = 1000;

// On every database: several processes counting one window, concurrent requests (docs/testing.md).
forEachDatabase('rate limits', (server) => {
  // The block's server with a limit of 3 a minute: an app of its own on the server's database, clock and leak
  // guard, built as startTestServer builds one (a second test server would start another database, on PGlite
  // another PGlite, for nothing the tests read).
  let limited: TestServer;
  beforeAll(() => {
    const s = server();
    const config = testConfig({ databaseUrl: s.databaseUrl, rateLimit: { limit: 3, windowSeconds: 60 } });
    const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'info', s.guard.logSink);
    limited = { ...s, app: s.guard.wrap(createApp({ prisma: s.db.prisma, databaseKind: s.db.kind, driver: s.db.driver, config, logger, now: s.clock.now, lookup: testLookup })) };
  });
  afterAll(async () => {
    await (limited.app.locals.close as () => Promise<void>)();
  });
  afterEach(() => limited.clock.reset());

  it('3 requests per 60 s: exact headers, 429 with Retry-After at the limit (writes do nothing), recovery when the window turns', async () => {
    const p = await createPartner(limited, 'Limited Partner');
    const c = client(limited.app, p.key);
    // 10 seconds into a window: 50 seconds until it resets.
    limited.clock.set('2026-11-16T10:00:10Z');
    for (let i = 1; i <= 3; i++) {
      const res = expectStatus(await c.get('/v1/companies'), 200);
      expect(res.headers['ratelimit-policy']).toBe('3;w=60');
      expect(res.headers.ratelimit).toBe(`limit=3, remaining=${3 - i}, reset=50`);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    const res = await c.get('/v1/companies');
    expectProblem(res, 429, 'rate_limited');
    expect(res.body).toEqual({
      type: 'https://docs.payroll.example/errors/rate_limited',
      title: 'Too many requests',
      status: 429,
      detail: 'Rate limit of 3 requests per 60 seconds exceeded; retry in 50 seconds.',
      instance: '/v1/companies',
      code: 'rate_limited',
      requestId: res.headers['x-request-id'],
    });
    expect(res.headers['retry-after']).toBe('50');
    expect(res.headers.ratelimit).toBe('limit=3, remaining=0, reset=50');
    expect(res.headers['ratelimit-policy']).toBe('3;w=60');
    expect(res.headers['api-version']).toBe('1.0');

    // Over the limit a write is refused before anything is done, with or without an Idempotency-Key.
    expectProblem(await c.post('/v1/companies', companyBody()), 429, 'rate_limited');
    expectProblem(await c.post('/v1/companies', companyBody()).set('Idempotency-Key', 'limited-1'), 429, 'rate_limited');
    expect(await limited.db.prisma.company.count({ where: { partnerId: p.id } })).toBe(0);
    expect(await limited.db.prisma.idempotencyRecord.count({ where: { key: 'limited-1' } })).toBe(0);

    // One second before the window turns: still limited, Retry-After 1.
    limited.clock.advance(49 * SECOND);
    const last = await c.get('/v1/companies');
    expectProblem(last, 429, 'rate_limited');
    expect(last.headers['retry-after']).toBe('1');
    expect(last.headers.ratelimit).toBe('limit=3, remaining=0, reset=1');

    // The next window: a full budget again.
    limited.clock.advance(SECOND);
    const fresh = expectStatus(await c.get('/v1/companies'), 200);
    expect(fresh.headers.ratelimit).toBe('limit=3, remaining=2, reset=60');
    expectStatus(await c.post('/v1/companies', companyBody()), 201);
    expect(await limited.db.prisma.company.count({ where: { partnerId: p.id } })).toBe(1);
  });

  it('each key has its own budget; /health needs no key and carries no rate-limit headers', async () => {
    limited.clock.set('2026-11-16T11:00:00Z');
    const a = await createPartner(limited, 'Budget A');
    const b = await createPartner(limited, 'Budget B');
    for (let i = 0; i < 3; i++) expectStatus(await client(limited.app, a.key).get('/v1/companies'), 200);
    expectProblem(await client(limited.app, a.key).get('/v1/companies'), 429, 'rate_limited');
    const other = expectStatus(await client(limited.app, b.key).get('/v1/companies'), 200);
    expect(other.headers.ratelimit).toBe('limit=3, remaining=2, reset=60');
    for (let i = 0; i < 5; i++) {
      const health = expectStatus(await request(limited.app).get('/health'), 200);
      expect(health.headers.ratelimit).toBeUndefined();
      expect(health.headers['ratelimit-policy']).toBeUndefined();
    }
  });

  it('two apps on one database (separate connections on PostgreSQL) share one budget', async () => {
    let other: Database | undefined;
    let prisma = limited.db.prisma;
    if (limited.db.kind === 'postgres') {
      other = await openDatabase(limited.databaseUrl);
      prisma = other.prisma;
    }
    const config = testConfig({ databaseUrl: 'second', rateLimit: { limit: 3, windowSeconds: 60 } });
    const second = createApp({ prisma, databaseKind: limited.db.kind, config, logger: createLogger('silent'), now: limited.clock.now });
    try {
      limited.clock.set('2026-11-16T12:00:30Z');
      const p = await createPartner(limited, 'Shared Budget Partner');
      const apps = [limited.app, second, limited.app];
      for (const [i, app] of apps.entries()) {
        expect(expectStatus(await client(app, p.key).get('/v1/companies'), 200).headers.ratelimit).toBe(`limit=3, remaining=${2 - i}, reset=30`);
      }
      for (const app of [second, limited.app]) {
        const res = await client(app, p.key).get('/v1/companies');
        expectProblem(res, 429, 'rate_limited');
        expect(res.headers['retry-after']).toBe('30');
      }
    } finally {
      await (second.locals.close as () => Promise<void>)();
      await other?.close();
    }
  });

  /** A second app on the test server's data, limited to 60 a minute: its counter writes in batches of up to 3. */
  const appWithLimit60 = (logLines?: string[]): Express => {
    const config = testConfig({ databaseUrl: 'batched', rateLimit: { limit: 60, windowSeconds: 60 } });
    const logger = logLines ? createLogger('warn', { write: (line: string) => void logLines.push(line) }) : createLogger('silent');
    return createApp({ prisma: limited.db.prisma, databaseKind: limited.db.kind, config, logger, now: limited.clock.now });
  };
  const counterOf = (app: Express) => app.locals.rateCounter as RateCounter;
  const keyIdOf = async (partner: { id: string }) => (await limited.db.prisma.apiKey.findFirstOrThrow({ where: { ownerId: partner.id } })).id;
  /** The window's count in the database (0 without a row). */
  const windowCount = async (apiKeyId: string, windowStart: string) =>
    (await limited.db.prisma.rateLimitWindow.findUnique({ where: { apiKeyId_windowStart: { apiKeyId, windowStart: new Date(windowStart) } } }))?.count ?? 0;

  it('one app counting in batches stays exact: 70 concurrent requests at a limit of 60 are told 59..0 once each, then ten 429s', async () => {
    const app = appWithLimit60();
    try {
      limited.clock.set('2026-11-16T13:00:00Z');
      const p = await createPartner(limited, 'Batched Partner');
      expect(counterOf(app).batch).toBe(3);
      const answers = await Promise.all(Array.from({ length: 70 }, () => client(app, p.key).get('/v1/companies')));
      const served = answers.filter((r) => r.status === 200);
      expect(served.map((r) => r.headers.ratelimit).sort()).toEqual(Array.from({ length: 60 }, (_, i) => `limit=60, remaining=${i}, reset=60`).sort());
      const refused = answers.filter((r) => r.status !== 200);
      expect(refused.length).toBe(10);
      for (const r of refused) {
        expectProblem(r, 429, 'rate_limited');
        expect([r.headers.ratelimit, r.headers['retry-after']]).toEqual(['limit=60, remaining=0, reset=60', '60']);
      }
      await counterOf(app).flush();
      expect(await windowCount(await keyIdOf(p), '2026-11-16T13:00:00Z')).toBe(70);
    } finally {
      await (app.locals.close as () => Promise<void>)();
    }
  });

  it('a write of the counts that fails loses none and answers no 5xx: counted in the app, logged, written on the next write', async () => {
    const lines: string[] = [];
    const app = appWithLimit60(lines);
    const prisma = limited.db.prisma;
    try {
      limited.clock.set('2026-11-16T14:00:10Z');
      const p = await createPartner(limited, 'Failing Writes Partner');
      await prisma.$executeRawUnsafe('ALTER TABLE "RateLimitWindow" RENAME TO "RateLimitWindowAway"');
      try {
        // 1..3 are counted in the app; the 4th waits for a write, which fails: it and the rest are counted in the app.
        for (let i = 1; i <= 6; i++) {
          expect(expectStatus(await client(app, p.key).get('/v1/companies'), 200).headers.ratelimit).toBe(`limit=60, remaining=${60 - i}, reset=50`);
        }
      } finally {
        await prisma.$executeRawUnsafe('ALTER TABLE "RateLimitWindowAway" RENAME TO "RateLimitWindow"');
      }
      expect(lines.map((l) => JSON.parse(l).msg)).toContain('rate-limit counts not stored; kept for the next write');
      await counterOf(app).flush();
      expect(await windowCount(await keyIdOf(p), '2026-11-16T14:00:00Z')).toBe(6);
      expect(expectStatus(await client(app, p.key).get('/v1/companies'), 200).headers.ratelimit).toBe('limit=60, remaining=53, reset=50');
    } finally {
      await (app.locals.close as () => Promise<void>)();
    }
  });

  it('two processes admit at most limit + batch (docs/security.md): 3 requests the other counted but has not written, then 60 here', async () => {
    let other: Database | undefined;
    let prisma = limited.db.prisma;
    if (limited.db.kind === 'postgres') {
      other = await openDatabase(limited.databaseUrl);
      prisma = other.prisma;
    }
    const app = appWithLimit60();
    // The other process: same limit, on its own connection, writing only when told to.
    const elsewhere = new RateCounter({ limit: 60, windowSeconds: 60, now: limited.clock.now, add: (rows) => addRequestCounts(prisma, rows), flushMs: 3_600_000 });
    try {
      limited.clock.set('2026-11-16T15:00:30Z');
      const p = await createPartner(limited, 'Two Process Bound Partner');
      const keyId = await keyIdOf(p);
      const windowStart = Date.parse('2026-11-16T15:00:00Z');
      const there = [await elsewhere.count(keyId, windowStart), await elsewhere.count(keyId, windowStart), await elsewhere.count(keyId, windowStart)];
      expect(there).toEqual([1, 2, 3]);
      // This app cannot see them: it serves 60 and refuses the 61st.
      const here = await Promise.all(Array.from({ length: 61 }, () => client(app, p.key).get('/v1/companies')));
      expect(here.filter((r) => r.status === 200).length).toBe(60);
      expectProblem(here.find((r) => r.status !== 200)!, 429, 'rate_limited');
      // 63 served in the window: the limit and one batch (3) of the other process, the most two processes can serve.
      await counterOf(app).flush(); // the 61st
      await elsewhere.flush();
      expect(await windowCount(keyId, '2026-11-16T15:00:00Z')).toBe(64);
      expect(await elsewhere.count(keyId, windowStart)).toBe(65);
      const next = await client(app, p.key).get('/v1/companies');
      expectProblem(next, 429, 'rate_limited');
    } finally {
      await elsewhere.close();
      await (app.locals.close as () => Promise<void>)();
      await other?.close();
    }
  });
}, 'every');

describe('rate-limit configuration', () => {
  const base = { OPERATOR_API_KEY: 'op', ENCRYPTION_KEY: 'enc', DATABASE_URL: 'memory:' };

  it('comes from RATE_LIMIT and RATE_LIMIT_WINDOW_SECONDS (default 600 per 60 s), and WEBHOOK_POLL_MS (default 1000)', () => {
    expect(loadConfig(base)).toEqual(expect.objectContaining({ rateLimit: { limit: 600, windowSeconds: 60 }, webhookPollMs: 1000 }));
    expect(loadConfig({ ...base, RATE_LIMIT: '5', RATE_LIMIT_WINDOW_SECONDS: '10', WEBHOOK_POLL_MS: '250' })).toEqual(
      expect.objectContaining({ rateLimit: { limit: 5, windowSeconds: 10 }, webhookPollMs: 250 }),
    );
  });

  it('refuses values that are not whole numbers of at least 1', () => {
    for (const [name, value] of [
      ['RATE_LIMIT', 'many'],
      ['RATE_LIMIT', '0'],
      ['RATE_LIMIT_WINDOW_SECONDS', '1.5'],
      ['RATE_LIMIT_WINDOW_SECONDS', '-60'],
      ['WEBHOOK_POLL_MS', 'soon'],
    ]) {
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(`${name} must be a whole number of at least 1, got "${value}"`);
    }
  });
});

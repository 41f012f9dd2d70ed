// Builds the app on a real database for HTTP tests: in-memory PGlite by default, or a database of its
// own on the PostgreSQL server named by TEST_DATABASE_URL (see forEachDatabase); both are copies of a
// migrated template (templates.ts).
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '@payroll/server/src/app';
import { FILING_TEST_DEFAULTS, type Config } from '@payroll/server/src/config';
import { openDatabase, type Database } from '@payroll/server/src/db/database';
import { applyMigrations } from '@payroll/server/src/db/migrate';
import { createLogger } from '@payroll/server/src/lib/logger';
import type { HostLookup } from '@payroll/server/src/lib/net-guard';
import { registerPerDatabase, type DatabaseRule } from './databases';
import { leakGuard, type LeakGuard } from './leak-guard';
import { cloneDatabase, pgliteTemplate } from './templates';
import { testLookup } from './webhook-receiver';

/** ENCRYPTION_KEY of every test server. */
export const TEST_ENCRYPTION_KEY = 'test-encryption-key';
export const OPERATOR_KEY = 'op_test_key_0123456789';

/** The service's clock in tests: real time until set; then fixed, moved only by set/advance. */
export interface TestClock {
  now(): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
  reset(): void;
}

export function testClock(): TestClock {
  let fixed: Date | undefined;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (at) => {
      fixed = new Date(at);
    },
    advance: (ms) => {
      fixed = new Date((fixed ?? new Date()).getTime() + ms);
    },
    reset: () => {
      fixed = undefined;
    },
  };
}

export interface TestServer {
  app: Express;
  db: Database;
  /** The URL of the server's own database (a copy of the template on PostgreSQL), for a second connection to it. */
  databaseUrl: string;
  /** The clock the service reads (timecards, paydays, deadlines, ...). Tests that set it should reset it. */
  clock: TestClock;
  close(): Promise<void>;
  operator(): request.Agent;
  /** Secrets of the database seen in clear in a response body or log line so far (see leak-guard.ts). */
  findLeaks(): Promise<string[]>;
  guard: LeakGuard;
}

/**
 * Runs a describe block on the databases of `rule` (databases.ts, docs/testing.md "Which database runs
 * what"): by default on one, PostgreSQL when TEST_DATABASE_URL is set, else PGlite; `'every'` (or
 * TEST_ALL_DATABASES=1) on PGlite and PostgreSQL, PostgreSQL skipped by name when TEST_DATABASE_URL is
 * unset. Tests wrapped in `onEveryDatabase` run on every database in any case. One server per block.
 */
export function forEachDatabase(title: string, body: (getServer: () => TestServer) => void, rule: DatabaseRule = 'one'): void {
  registerPerDatabase(title, rule, (database, url, register) => {
    describe(`${title} [${database.name}]`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer(url);
      });
      afterAll(async () => {
        await server?.close();
      });
      register(() => body(() => server));
      // Registered last, so it runs after every test of the block.
      it('no SSN or full bank account number appeared in any response body or log line', async () => {
        expect(await server.findLeaks()).toEqual([]);
      });
    });
  });
}

/** The settings of a test server (and of a second app on the same data): development, limits out of the way. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    databaseUrl: 'memory:',
    operatorApiKey: OPERATOR_KEY,
    encryptionKey: TEST_ENCRYPTION_KEY,
    validateResponses: true,
    rateLimit: { limit: 100000, windowSeconds: 60 },
    // Suites send many keyless requests on purpose; security.test.ts checks the production defaults.
    addressLimits: { authFailures: 100000, embed: 100000, windowSeconds: 60 },
    logLevel: 'silent',
    production: false,
    allowPrivateWebhookTargets: true,
    embedFrameAncestors: [],
    publicBaseUrl: 'https://payroll.example',
    filing: { ...FILING_TEST_DEFAULTS, testDefaults: true },
    ...overrides,
  };
}

/** `deps.lookup`: how webhook hosts resolve (default testLookup: `.example` names are public, see webhook-receiver.ts). */
export async function startTestServer(baseUrl: string, overrides: Partial<Config> = {}, deps: { lookup?: HostLookup } = {}): Promise<TestServer> {
  // `memory:` and PostgreSQL start from a migrated template (templates.ts); a `file:` folder is migrated here.
  let url = baseUrl;
  let drop: (() => Promise<void>) | undefined;
  let db: Database;
  if (baseUrl.startsWith('postgres')) {
    const clone = await cloneDatabase(baseUrl);
    url = clone.url;
    drop = clone.drop;
    db = await openDatabase(url);
  } else if (baseUrl === 'memory:') {
    db = await openDatabase(url, { pgliteDataDump: await pgliteTemplate() });
  } else {
    db = await openDatabase(url);
    await applyMigrations(db);
  }
  const config = testConfig({ databaseUrl: url, ...overrides });
  const clock = testClock();
  // Logs are recorded (at info, as in production) so the leak check sees them; TEST_LOG_LEVEL echoes them.
  const guard = leakGuard(config.encryptionKey, process.env.TEST_LOG_LEVEL !== undefined, config.encryptionKeysPrevious);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'info', guard.logSink);
  const app = guard.wrap(createApp({ prisma: db.prisma, databaseKind: db.kind, driver: db.driver, config, logger, now: clock.now, lookup: deps.lookup ?? testLookup }));
  // On PostgreSQL the key cache listens for revocations on a connection of its own, and once it listens it
  // forgets the keys it read before (a revocation sent meanwhile was not heard: http/key-cache.ts). A test
  // served before that moment saw its key forgotten after it: security.test's "a valid key this process has
  // served still works" got 429 once in a clean CI run, the listener's first LISTEN landing after the key was
  // read. The test server is ready when it listens.
  if (db.kind === 'postgres') await listeningWithin(app.locals.keyCache as { listening(): Promise<void> }, 15_000);
  return {
    app,
    db,
    clock,
    findLeaks: () => guard.findLeaks(db),
    guard,
    operator: () => request.agent(app).set('O-API-key', OPERATOR_KEY),
    databaseUrl: url,
    close: async () => {
      await (app.locals.close as () => Promise<void>)();
      await db.close();
      await drop?.();
    },
  };
}

/** Resolves when the key cache's revocation listener listens; fails, saying so, after `ms`. */
async function listeningWithin(cache: { listening(): Promise<void> }, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the test server's key cache did not listen for revocations within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([cache.listening(), late]);
  } finally {
    clearTimeout(timer);
  }
}

// The service tier (docs/testing.md, "Tiers"): the services of packages/server/src/services built as
// app.ts builds them (createServices), on a real database copied from the migrated template
// (templates.ts), with the test clock, and no HTTP. Callers are resolved from keys the operator
// service issues, exactly as http/auth.ts resolves them, so a test's Caller is one a request could carry.
import type { Caller } from '@payroll/server/src/core/caller';
import type { Config } from '@payroll/server/src/config';
import { openDatabase, type Database } from '@payroll/server/src/db/database';
import { applyMigrations } from '@payroll/server/src/db/migrate';
import { hashApiKey } from '@payroll/server/src/lib/secrets';
import { findKeyByHash } from '@payroll/server/src/repositories/api-keys';
import { sqlReader } from '@payroll/server/src/repositories/sql';
import { createServices, type Services } from '@payroll/server/src/services';
import { registerPerDatabase, type DatabaseRule } from './databases';
import { testClock, testConfig, type TestClock } from './harness';
import { cloneDatabase, pgliteTemplate } from './templates';
import { testLookup } from './webhook-receiver';

/** A database of its own for one test run: `memory:` and PostgreSQL start from the migrated template; a `file:` folder is migrated here. */
export async function openTestDatabase(baseUrl: string): Promise<{ db: Database; url: string; close: () => Promise<void> }> {
  if (baseUrl.startsWith('postgres')) {
    const clone = await cloneDatabase(baseUrl);
    const db = await openDatabase(clone.url);
    return {
      db,
      url: clone.url,
      close: async () => {
        await db.close();
        await clone.drop();
      },
    };
  }
  const db = baseUrl === 'memory:' ? await openDatabase(baseUrl, { pgliteDataDump: await pgliteTemplate() }) : await openDatabase(baseUrl);
  if (baseUrl !== 'memory:') await applyMigrations(db);
  return { db, url: baseUrl, close: () => db.close() };
}

/** A caller of the service tier and the key row behind it. */
export interface TestCaller {
  caller: Caller;
  apiKeyId: string;
}

export interface TestServices {
  services: Services;
  db: Database;
  /** The URL of the database (a copy of the template on PostgreSQL). */
  databaseUrl: string;
  /** The clock the services read; tests that set it should reset it. */
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
  /** The Caller a request with this key would carry (http/auth.ts): kind and scope ids from the key's owner. */
  callerOf(apiKey: string): Promise<TestCaller>;
  /** A new partner, made by the operator service, and its key's caller. */
  partner(name?: string): Promise<TestCaller & { partnerId: string }>;
  /** A new corporation of `partnerId`, made by the operator service, and its key's caller. */
  corporation(partnerId: string, name?: string): Promise<TestCaller & { corporationId: string }>;
  /** A new Company key for `companyId`, issued by the operator service, and its caller. */
  companyCaller(companyId: string): Promise<TestCaller>;
}

/** The services on a database of their own (PGlite in memory by default, or a copy on the server of a PostgreSQL URL). */
export async function startTestServices(url = 'memory:', overrides: Partial<Config> = {}): Promise<TestServices> {
  const database = await openTestDatabase(url);
  const config = testConfig({ databaseUrl: database.url, ...overrides });
  const clock = testClock();
  // As createApp builds them (app.ts), less the request path's key cache (`keyRevoked`): no request here reads keys.
  const services = createServices({ prisma: database.db.prisma, config, databaseKind: database.db.kind, now: clock.now, lookup: testLookup, sql: sqlReader(database.db.driver) });
  const callerOf = async (apiKey: string): Promise<TestCaller> => {
    const resolved = await findKeyByHash(database.db.prisma, hashApiKey(apiKey));
    if (!resolved || resolved.key.revokedAt) throw new Error('callerOf: the key is unknown or revoked');
    const caller: Caller = { kind: resolved.key.kind, apiKeyId: resolved.key.id, partnerId: resolved.partnerId, corporationId: resolved.corporationId, companyId: resolved.companyId };
    return { caller, apiKeyId: resolved.key.id };
  };
  return {
    services,
    db: database.db,
    databaseUrl: database.url,
    clock,
    config,
    close: database.close,
    callerOf,
    partner: async (name = 'Service Tier Partner') => {
      const created = await services.operator.createPartner({ name });
      return { ...(await callerOf(created.apiKey)), partnerId: created.id };
    },
    corporation: async (partnerId, name = 'Service Tier Corporation') => {
      const created = await services.operator.createCorporation({ partnerId, name });
      return { ...(await callerOf(created.apiKey)), corporationId: created.id };
    },
    companyCaller: async (companyId) => callerOf((await services.operator.createApiKey({ kind: 'Company', ownerId: companyId })).apiKey),
  };
}

/**
 * Runs a describe block with one TestServices for the whole block, on the databases of `rule`, as
 * forEachDatabase does for test servers (databases.ts): one database by default, every one with 'every'
 * or TEST_ALL_DATABASES=1; onEveryDatabase marks tests that run on every database in any case.
 * `overrides`: settings of the services' configuration (testConfig), e.g. `ach`.
 */
export function forEachServiceDatabase(title: string, body: (get: () => TestServices) => void, rule: DatabaseRule = 'one', overrides: Partial<Config> = {}): void {
  registerPerDatabase(title, rule, (database, url, register) => {
    describe(`${title} [${database.name}]`, () => {
      let services: TestServices;
      beforeAll(async () => {
        services = await startTestServices(url, overrides);
      });
      afterAll(async () => {
        await services?.close();
      });
      register(() => body(() => services));
    });
  });
}

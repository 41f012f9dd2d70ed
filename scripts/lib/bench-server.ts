// The service in this process for the benchmark scripts: a fresh database (PGlite in memory, or a new
// schema of the PostgreSQL server BENCH_DATABASE_URL names, dropped afterwards), migrated, served on an
// ephemeral port, with the operator key `bench-operator` and rate limits (per key and per address) out of
// the way. Requests are validated against the contract as always; responses only with VALIDATE_RESPONSES=true,
// as in production (README, settings table).
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import pino from 'pino';
import { createApp } from '../../packages/server/src/app';
import { FILING_TEST_DEFAULTS } from '../../packages/server/src/config';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { applyMigrations } from '../../packages/server/src/db/migrate';
import { createLogger } from '../../packages/server/src/lib/logger';

export const BENCH_OPERATOR_KEY = 'bench-operator';
export const BENCH_ENCRYPTION_KEY = 'bench';
/** The request log as in production (LOG_LEVEL info: one line per request), written to /dev/null; BENCH_LOG_LEVEL=silent leaves it out. */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

export interface BenchServer {
  baseUrl: string;
  db: Database;
  close(): Promise<void>;
}

export async function startBenchServer(baseDbUrl: string, now?: () => Date): Promise<BenchServer> {
  let url = baseDbUrl;
  let dropSchema = async (): Promise<void> => undefined;
  if (url.startsWith('postgres')) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const u = new URL(url);
    u.searchParams.set('schema', schema);
    url = u.toString();
    dropSchema = async () => {
      const pool = new Pool({ connectionString: baseDbUrl, max: 1 });
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    };
  }
  const db = await openDatabase(url);
  await applyMigrations(db);
  const config = {
    port: 0,
    databaseUrl: url,
    operatorApiKey: BENCH_OPERATOR_KEY,
    encryptionKey: BENCH_ENCRYPTION_KEY,
    validateResponses: process.env.VALIDATE_RESPONSES === 'true',
    rateLimit: { limit: 1_000_000, windowSeconds: 60 },
    // Per-address limits (failed authentications, /embed) out of the way too: every request comes from 127.0.0.1.
    addressLimits: { authFailures: 1_000_000, embed: 1_000_000, windowSeconds: 60 },
    logLevel: LOG_LEVEL,
    production: false,
    allowPrivateWebhookTargets: true,
    embedFrameAncestors: [],
    publicBaseUrl: 'http://localhost:3000',
    // The submitter of the agencies' files: the test values (docs/filings.md, "Settings").
    filing: { ...FILING_TEST_DEFAULTS, testDefaults: true },
  };
  const app = createApp({ prisma: db.prisma, databaseKind: db.kind, driver: db.driver, config, logger: createLogger(LOG_LEVEL, pino.destination({ dest: '/dev/null', sync: false })), now });
  const server: Server = app.listen(0);
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    db,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // What the app holds besides the database (the key cache's LISTEN connection, unwritten rate-limit counts).
      await (app.locals.close as () => Promise<void>)();
      await db.close();
      await dropSchema();
    },
  };
}

// Opens the configured database: PostgreSQL through @prisma/adapter-pg, or embedded PGlite
// (PostgreSQL compiled to WebAssembly, in process) through pglite-prisma-adapter.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '@prisma/client';
import { Pool, type PoolClient } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { installPlanCache } from './plan-cache';
import { pgliteAdapterFactory } from './pglite-errors';

type AdapterFactory = NonNullable<Prisma.PrismaClientOptions['adapter']>;

// The generated client's query compiler, whose plans of repeated reads are kept (db/plan-cache.ts): the module the
// client itself loads (node_modules/.prisma/client), installed before any client compiles a query.
// eslint-disable-next-line @typescript-eslint/no-require-imports
installPlanCache(require('.prisma/client/query_compiler_bg.js').QueryCompiler);

export type DatabaseKind = 'postgres' | 'pglite';

/**
 * The connection of the interactive transaction started inside `captureTransactionClient` (PostgreSQL): the
 * first connection the pool hands out in that context, which is the one Prisma's adapter takes for the
 * transaction (PrismaPg's startTransaction is the only caller of `pool.connect()` without a callback; the
 * pool's own `query` passes one). Repositories use it for a statement too large for Prisma's query
 * compiler (repositories/transaction-scope.ts `transactionConnection`, which checks that it is the
 * transaction's connection before using it).
 */
const transactionClients = new AsyncLocalStorage<{ client?: PoolClient; checked?: boolean }>();

export function captureTransactionClient<T>(fn: () => Promise<T>): Promise<T> {
  return transactionClients.run({}, fn);
}

export function capturedTransactionClient(): { client?: PoolClient; checked?: boolean } | undefined {
  return transactionClients.getStore();
}

/** Records the first connection handed out by `pool.connect()` in a captureTransactionClient context. */
function captureConnections(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length) return connect(...args);
    return (connect() as Promise<PoolClient>).then((client) => {
      const store = transactionClients.getStore();
      if (store && !store.client) store.client = client;
      return client;
    });
  };
}

/** The driver under Prisma, for what the client cannot do (multi-statement scripts). */
export type DatabaseDriver = { kind: 'postgres'; pool: Pool } | { kind: 'pglite'; pglite: PGlite };

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** Schema holding the tables: `public`, or the `schema` parameter of a PostgreSQL URL. */
  schema: string;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; connectionString: string; schema: string }
  | { kind: 'pglite'; dataDir: string | null };

// Lowercase only: search_path folds unquoted names to lowercase, the adapter quotes them.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Reads a database URL: `postgresql://` or `postgres://` (optional `?schema=name`),
 * `file:<folder>` (PGlite kept in that folder, relative to the working directory),
 * `memory:` or `file::memory:` (PGlite in memory, for tests).
 */
export function parseDatabaseUrl(databaseUrl: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const url = new URL(databaseUrl);
    const schema = url.searchParams.get('schema') ?? 'public';
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name in DATABASE_URL: ${JSON.stringify(schema)}`);
    url.searchParams.delete('schema');
    return { kind: 'postgres', connectionString: url.toString(), schema };
  }
  if (databaseUrl === 'memory:' || databaseUrl === 'file::memory:') return { kind: 'pglite', dataDir: null };
  if (databaseUrl.startsWith('file:') && databaseUrl.length > 'file:'.length) {
    return { kind: 'pglite', dataDir: path.resolve(databaseUrl.slice('file:'.length)) };
  }
  // Only the scheme is echoed: the rest may hold a password.
  throw new Error(`Unsupported DATABASE_URL scheme "${databaseUrl.split(':')[0]}:"; use postgresql://, file:<folder> or memory:`);
}

export interface OpenDatabaseOptions {
  /** Errors of idle PostgreSQL connections (the pool drops them and reconnects); default: console.warn. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL: connections of the pool (DATABASE_POOL_SIZE, default 10); a transaction holds one for its life. */
  poolSize?: number;
  /**
   * PGlite in memory (`memory:`): start from this data directory, a `dumpDataDir()` of another database,
   * instead of an empty one. Tests start each server from a migrated template this way (docs/testing.md).
   */
  pgliteDataDump?: Blob;
}

export async function openDatabase(databaseUrl: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === 'postgres') {
    const pool = new Pool({
      connectionString: target.connectionString,
      max: options.poolSize ?? 10,
      // Unqualified names in raw SQL and migrations resolve to the chosen schema.
      options: `-c search_path=${target.schema}`,
    });
    // Without a listener an idle connection dropped by the server would crash the process.
    pool.on('error', options.onConnectionError ?? ((error) => console.warn(`database connection lost: ${error.message}`)));
    captureConnections(pool);
    // The type argument makes this exactly `PrismaClient` (Database['prisma']): inferred from the options, it was
    // another instantiation, which tsc compared with PrismaClient member by member, 40% of the server's type check
    // (docs/testing.md, "Speed": the designer's loop builds the server).
    const prisma = new PrismaClient<Prisma.PrismaClientOptions>({ adapter: new PrismaPg(pool, { schema: target.schema }) });
    return {
      prisma,
      kind: 'postgres',
      schema: target.schema,
      driver: { kind: 'postgres', pool },
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  if (target.dataDir && options.pgliteDataDump) throw new Error('pgliteDataDump is for an in-memory database (memory:)');
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  // One process at a time on a folder (db/data-dir-lock.ts): a second would corrupt it.
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => undefined;
  let pglite: PGlite;
  try {
    pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite({ loadDataDir: options.pgliteDataDump });
    await pglite.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  // pglite-prisma-adapter 0.6.1 is typed against @prisma/driver-adapter-utils 6.10, whose ArgType
  // differs from 6.19's; it never reads argTypes at run time, so only the type needs bridging.
  const adapter = pgliteAdapterFactory(pglite) as unknown as AdapterFactory;
  const prisma = new PrismaClient<Prisma.PrismaClientOptions>({ adapter }); // exactly PrismaClient, as above
  return {
    prisma,
    kind: 'pglite',
    schema: 'public',
    driver: { kind: 'pglite', pglite },
    async close() {
      try {
        await prisma.$disconnect();
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}

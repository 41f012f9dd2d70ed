// How services reach the database (README, "Transactions"). Services hold `ctx.prisma`, which is
// `transactionAware(client)`: outside a request transaction it is the client itself, except that every
// interactive `$transaction` gets explicit, bounded limits (TX_LIMITS). Inside one (an idempotent
// request: http/idempotency.ts), every query, raw statement and `$transaction` of the request runs on
// that one database transaction, so the stored response commits with the change it records:
//   - the transaction starts at the request's first query (a request that never reaches the database
//     holds no connection), on the request's AsyncLocalStorage context;
//   - a nested `$transaction(fn)` runs fn on the same transaction under a SAVEPOINT; when fn throws,
//     ROLLBACK TO SAVEPOINT undoes its own writes only, as its own transaction would have; the array
//     form runs its queries in order under a savepoint too; options given to a nested call are
//     ignored (the request transaction's limits hold);
//   - `'$transaction' in db` is false, as for a transaction client (repositories/payrolls.ts readAll
//     then runs its reads one after the other on the one connection).
// On PGlite (one connection) nothing else can query while a transaction is open, so code of the
// request must reach the database through `ctx.prisma`, never the bare client.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Prisma, PrismaClient } from '@prisma/client';
import type { PoolClient } from 'pg';
import { capturedTransactionClient } from '../db/database';

export { captureTransactionClient } from '../db/database';

/**
 * The PostgreSQL connection `db`'s transaction runs on, for a statement whose parameters are too large to go
 * through Prisma's query compiler (a payroll's items: megabytes of JSON, compiled in WebAssembly): only inside
 * captureTransactionClient (services/company-work.ts), only once `SELECT pg_backend_pid()` on `db` has shown
 * that the captured connection is the transaction's own (same transaction, same locks). Undefined otherwise
 * (PGlite, a request transaction, anything unchecked): the caller then goes through Prisma.
 */
export async function transactionConnection(db: Prisma.TransactionClient | PrismaClient): Promise<PoolClient | undefined> {
  const store = capturedTransactionClient();
  if (!store?.client || '$transaction' in db) return undefined;
  if (store.checked === undefined) {
    const [row] = await db.$queryRaw<Array<{ pid: number }>>`SELECT pg_backend_pid() AS "pid"`;
    store.checked = Number(row?.pid) === (store.client as unknown as { processID?: number }).processID;
  }
  return store.checked ? store.client : undefined;
}

export interface TransactionLimits {
  /** Longest wait for a connection of the pool before the transaction starts (ms). */
  maxWait: number;
  /** Longest life of the transaction (ms): past it, PostgreSQL work is rolled back and the request fails. */
  timeout: number;
}

/**
 * Limits of every interactive transaction (README, "Transactions"). `heavy`: the work on a whole
 * payroll (create, update, preview, approve, reopen) and a company's tax documents, sized for
 * 10,000 employees (1,000 take under 2 s: `npm run bench:payroll`); `request`: a whole idempotent
 * request, which may contain heavy work.
 */
export const TX_LIMITS = {
  standard: { maxWait: 5_000, timeout: 10_000 },
  heavy: { maxWait: 5_000, timeout: 60_000 },
  request: { maxWait: 5_000, timeout: 60_000 },
} as const satisfies Record<string, TransactionLimits>;

type Tx = Prisma.TransactionClient;
type Settle = (commit: boolean) => void;

/** Thrown inside the transaction callback to make Prisma roll back; never leaves this module. */
class Rollback extends Error {}

const RAW_METHODS = new Set(['$queryRaw', '$executeRaw', '$queryRawUnsafe', '$executeRawUnsafe']);

/**
 * The one database transaction of a request, started on its first query. `commit` and `rollback`
 * end it; afterwards, queries on the request's context go to the client again.
 */
export class RequestTransaction {
  private state: 'idle' | 'open' | 'committed' | 'rolledBack' = 'idle';
  private started?: Promise<Tx>;
  private settle?: Settle;
  private outcome?: Promise<unknown>;
  private savepoints = 0;
  private depth = 0;
  /**
   * A statement failed outside any savepoint: PostgreSQL refuses every further statement of the
   * transaction, so what the request did cannot be committed.
   */
  aborted = false;

  constructor(
    readonly client: PrismaClient,
    private readonly limits: TransactionLimits = TX_LIMITS.request,
  ) {}

  /** Queries of this request's context go to the transaction (until it is committed or rolled back). */
  get routing(): boolean {
    return this.state === 'idle' || this.state === 'open';
  }

  /** Whether the transaction was started (some query ran in it). */
  get open(): boolean {
    return this.state === 'open';
  }

  private transaction(): Promise<Tx> {
    if (!this.started) {
      this.state = 'open';
      const decided = new Promise<boolean>((resolve) => (this.settle = resolve));
      this.started = new Promise<Tx>((ready, failed) => {
        this.outcome = this.client.$transaction(async (tx) => {
          ready(tx);
          if (!(await decided)) throw new Rollback();
        }, this.limits);
        // Before `ready`: the transaction could not start (no connection within maxWait).
        this.outcome.catch(failed);
      });
    }
    return this.started;
  }

  /** Runs one query of the request (outside a savepoint, a failure aborts the transaction). */
  async query<T>(run: (tx: Tx) => PromiseLike<T>): Promise<T> {
    const tx = await this.transaction();
    try {
      return await run(tx);
    } catch (err) {
      if (this.depth === 0) this.aborted = true;
      throw err;
    }
  }

  /** A nested `$transaction`: fn (or the queries, in order) under a savepoint of the request transaction. */
  async nested(work: ((tx: Tx) => Promise<unknown>) | PromiseLike<unknown>[]): Promise<unknown> {
    const tx = await this.transaction();
    const savepoint = `request_savepoint_${++this.savepoints}`;
    await this.query((t) => t.$executeRawUnsafe(`SAVEPOINT ${savepoint}`));
    this.depth++;
    try {
      let result: unknown;
      if (typeof work === 'function') {
        result = await work(tx);
      } else {
        const results: unknown[] = [];
        for (const q of work) results.push(await q);
        result = results;
      }
      await tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${savepoint}`);
      return result;
    } catch (err) {
      await tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${savepoint}`).catch(() => {
        this.aborted = true;
      });
      throw err;
    } finally {
      this.depth--;
    }
  }

  /** Commits what the request did; throws when the commit fails (nothing of it is then kept). */
  async commit(): Promise<void> {
    if (this.state !== 'open') {
      this.state = 'committed';
      return;
    }
    this.state = 'committed';
    this.settle!(true);
    await this.outcome;
  }

  /** Undoes everything the request did; never throws. */
  async rollback(): Promise<void> {
    const wasOpen = this.state === 'open';
    this.state = 'rolledBack';
    if (!wasOpen) return;
    this.settle!(false);
    await this.outcome!.catch(() => undefined);
  }
}

const current = new AsyncLocalStorage<RequestTransaction>();

/**
 * Whether code running now is inside a request transaction that routes its queries: a read that
 * bypasses Prisma (repositories/sql.ts) must not run then, or it would not see the request's own writes
 * (and on PGlite would wait for the very transaction it is part of).
 */
export function inRequestTransaction(): boolean {
  const scope = current.getStore();
  return scope !== undefined && scope.routing;
}

/** Runs fn (and everything it starts) with `scope` as the request transaction of `ctx.prisma`. */
export function withinRequestTransaction<T>(scope: RequestTransaction, fn: () => T): T {
  return current.run(scope, fn);
}

/** Prisma's promises run when awaited; the routed ones too (the array form of `$transaction` relies on it). */
function lazy<T>(run: () => Promise<T>): Promise<T> {
  let started: Promise<T> | undefined;
  const go = () => (started ??= run());
  return {
    then: (onFulfilled, onRejected) => go().then(onFulfilled, onRejected),
    catch: (onRejected) => go().catch(onRejected),
    finally: (onFinally) => go().finally(onFinally),
    [Symbol.toStringTag]: 'PrismaPromise',
  } as Promise<T>;
}

/** An interactive transaction's limits: the given ones (never beyond `heavy`), or `standard`. */
export function boundedLimits(options?: Partial<TransactionLimits> & Record<string, unknown>): Record<string, unknown> {
  return {
    ...options,
    maxWait: Math.min(options?.maxWait ?? TX_LIMITS.standard.maxWait, TX_LIMITS.heavy.maxWait),
    timeout: Math.min(options?.timeout ?? TX_LIMITS.standard.timeout, TX_LIMITS.heavy.timeout),
  };
}

/** `client` as services use it: see the head of this file. */
export function transactionAware(client: PrismaClient): PrismaClient {
  const bound = (value: unknown) => (typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(client) : value);
  const $transaction = (work: unknown, options?: Partial<TransactionLimits> & Record<string, unknown>) =>
    Array.isArray(work)
      ? client.$transaction(work as Prisma.PrismaPromise<unknown>[], options as never)
      : client.$transaction(work as (tx: Tx) => Promise<unknown>, boundedLimits(options) as never);
  return new Proxy(client, {
    get(target, prop) {
      const scope = current.getStore();
      if (!scope || scope.client !== target || !scope.routing) return prop === '$transaction' ? $transaction : bound(Reflect.get(target, prop, target));
      if (prop === '$transaction') return (work: ((tx: Tx) => Promise<unknown>) | PromiseLike<unknown>[]) => scope.nested(work);
      if (typeof prop === 'string' && RAW_METHODS.has(prop)) {
        return (...args: unknown[]) => lazy(() => scope.query((tx) => (tx as unknown as Record<string, (...a: unknown[]) => PromiseLike<unknown>>)[prop](...args)));
      }
      const value = Reflect.get(target, prop, target);
      if (typeof prop === 'string' && !prop.startsWith('$') && !prop.startsWith('_') && value !== null && typeof value === 'object') {
        // A model delegate (`prisma.company`): its calls run on the request transaction.
        return new Proxy(value as object, {
          get(delegate, method) {
            const original = Reflect.get(delegate, method, delegate);
            if (typeof original !== 'function' || typeof method !== 'string') return original;
            return (...args: unknown[]) =>
              lazy(() => scope.query((tx) => ((tx as unknown as Record<string, Record<string, (...a: unknown[]) => PromiseLike<unknown>>>)[prop][method])(...args)));
          },
        });
      }
      return bound(value);
    },
    has(target, prop) {
      const scope = current.getStore();
      if (prop === '$transaction' && scope && scope.client === target && scope.routing) return false;
      return Reflect.has(target, prop);
    },
  });
}

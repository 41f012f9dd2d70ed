// Transactions on the driver, without Prisma (issue 29): the busiest single-row writes (a department, an
// employee, their events and webhook outbox rows) run their statements on one connection of the driver,
// each statement prepared once per connection as the hot reads are (repositories/sql.ts). A Prisma query
// costs the service about ten times the CPU of the same statement on the driver, and a write is several
// of them. The same statements also run on a Prisma transaction (`prismaSql`): inside an idempotent
// request, where every query of the request must run on the request's one transaction
// (repositories/transaction-scope.ts), and wherever no driver is at hand.
//
// Limits as Prisma's interactive transactions have them (TX_LIMITS): at most `maxWait` for a connection,
// and a transaction that outlives `timeout` is rolled back (its next statement, or its commit, fails).
import type { Pool, PoolClient } from 'pg';
import type { Db } from './db';
import { pgliteStatement, statementName, textParams, type PgliteInternals, type SqlReader } from './sql-driver';

export interface SqlTransactionLimits {
  maxWait: number;
  timeout: number;
}

/** A transaction that lived past its limit: rolled back, as Prisma rolls back an interactive transaction past its timeout. */
export class SqlTransactionExpired extends Error {
  constructor(timeout: number) {
    super(`Transaction expired: it lived longer than its limit of ${timeout} ms and was rolled back.`);
    this.name = 'SqlTransactionExpired';
  }
}

/** A connection of the pool within `maxWait` ms, or an error (a connection obtained later goes back to the pool). */
async function connectWithin(pool: Pool, maxWait: number): Promise<PoolClient> {
  const pending = pool.connect();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      pending.then((client) => client.release(), () => undefined);
      reject(new Error(`Transaction API error: could not get a connection within ${maxWait} ms.`));
    }, maxWait);
  });
  try {
    return await Promise.race([pending, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `work` in one transaction on one connection of the pool (BEGIN ... COMMIT; ROLLBACK when it throws). BEGIN is
 * not a round trip of its own: it travels with the transaction's first statement, in one simple-protocol message
 * (`BEGIN; <statement>`, the parameters as quoted literals, as rowsThenCommit sends them), whose answer is the
 * statement's. That first statement is parsed at each transaction instead of prepared once per connection, a
 * smaller cost than an exchange with PostgreSQL (the scope check's read of one company). A statement that fails
 * after BEGIN leaves the transaction open and aborted: it is rolled back below, as any failure.
 */
export async function pgTransaction<T>(pool: Pool, work: (tx: SqlReader) => Promise<T>, limits: SqlTransactionLimits): Promise<T> {
  const client = await connectWithin(pool, limits.maxWait);
  let expired = false;
  const timer = setTimeout(() => (expired = true), limits.timeout);
  let broken: Error | undefined;
  let begun = false;
  let committed = false;
  const inline = (text: string, params: unknown[]) => {
    const values = textParams(params).map((v) => (v === null ? 'NULL' : client.escapeLiteral(v)));
    return text.replace(/\$(\d+)/g, (_, n: string) => values[Number(n) - 1] ?? 'NULL');
  };
  const usable = () => {
    if (expired) throw new SqlTransactionExpired(limits.timeout);
    if (committed) throw new Error('the transaction was committed (rowsThenCommit): no statement may follow');
  };
  const tx: SqlReader = {
    rows: async (text, params) => {
      usable();
      if (!begun) {
        begun = true;
        const [, result] = (await client.query(`BEGIN;\n${inline(text, params)}`)) as unknown as Array<{ rows: Array<Record<string, unknown>> }>;
        return result.rows;
      }
      return (await client.query({ name: statementName(text), text, values: textParams(params) })).rows as Array<Record<string, unknown>>;
    },
    rowsThenCommit: async (statements, params) => {
      usable();
      // One simple-protocol message: the statements and COMMIT (after BEGIN when nothing ran yet), each statement
      // with its own snapshot. A failing statement stops the rest, so nothing is committed and the transaction
      // rolls back below.
      const head = begun ? [] : ['BEGIN'];
      begun = true;
      const results = (await client.query(`${[...head, ...statements.map((text) => inline(text, params))].join(';\n')};\nCOMMIT`)) as unknown as Array<{ rows: Array<Record<string, unknown>> }>;
      committed = true;
      return results[head.length + statements.length - 1].rows;
    },
  };
  try {
    const result = await work(tx);
    if (committed || !begun) return result;
    if (expired) throw new SqlTransactionExpired(limits.timeout);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    // A connection that cannot even roll back is dropped, not returned to the pool.
    if (begun) await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw err;
  } finally {
    clearTimeout(timer);
    client.release(broken);
  }
}

/**
 * `work` in one transaction of PGlite (one connection): PGlite's transaction lock held for its whole
 * life, as Prisma's PGlite adapter holds it for an interactive transaction, so nothing else runs in
 * between; each statement takes the query lock as PgliteReader's do.
 */
export async function pgliteTransaction<T>(db: PgliteInternals, prepared: Set<string>, work: (tx: SqlReader) => Promise<T>, limits: SqlTransactionLimits): Promise<T> {
  return db._runExclusiveTransaction(async () => {
    let expired = false;
    const timer = setTimeout(() => (expired = true), limits.timeout);
    const simple = (text: string) => db._runExclusiveQuery(() => pgliteStatement(db, prepared, text, []));
    const tx: SqlReader = {
      rows: (text, params) => {
        if (expired) return Promise.reject(new SqlTransactionExpired(limits.timeout));
        return db._runExclusiveQuery(() => pgliteStatement(db, prepared, text, params));
      },
    };
    try {
      await simple('BEGIN');
      const result = await work(tx);
      if (expired) throw new SqlTransactionExpired(limits.timeout);
      await simple('COMMIT');
      return result;
    } catch (err) {
      await simple('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * The same statements on a Prisma transaction client (a transaction of `ctx.prisma`, or a savepoint of
 * the request's transaction): every parameter as text, as on the driver, so each statement's casts
 * decide the types.
 */
export function prismaSql(tx: Db): SqlReader {
  return { rows: (text, params) => tx.$queryRawUnsafe<Array<Record<string, unknown>>>(text, ...textParams(params)) };
}

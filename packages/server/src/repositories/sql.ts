// Typed SQL for the hottest reads (docs/architecture.md, "Hot reads without Prisma"). A Prisma query costs
// the service about ten times the CPU of the same query sent on the driver (measured in
// `npm run bench:load`'s notes, README "Performance"), and on the busiest read of the API, one company,
// that difference is most of a request. A hot read therefore goes to the driver directly, with:
//   - an explicit column list per model, checked by the compiler against Prisma's row type (`Columns`),
//     so a new column cannot be forgotten;
//   - each row as one JSON text (`row_to_json`): one column to describe and decode instead of dozens,
//     which costs PostgreSQL, the driver and (on PGlite) this process about a third as much;
//   - values mapped to exactly what Prisma returns (`date` columns as UTC midnight, decimals as
//     Prisma.Decimal, enums as strings), which a test compares with Prisma's own read on both databases
//     (packages/server/test/db/hot-reads.test.ts);
//   - only outside a request transaction: inside one (an idempotent request) the read must see the
//     request's own writes, so it goes through `ctx.prisma` as every other query
//     (repositories/transaction-scope.ts, `inRequestTransaction`).
import type { PGlite } from '@electric-sql/pglite';
import { Prisma } from '@prisma/client';
import type { DatabaseDriver } from '../db/database';
import { pgliteStatement, statementName, type PgliteInternals, type SqlReader } from './sql-driver';
import { pgliteTransaction, pgTransaction } from './sql-tx';

export { pgliteStatement, statementName, textParams, type PgliteInternals, type SqlReader } from './sql-driver';
import { inRequestTransaction } from './transaction-scope';

/** How a column is selected and mapped back to Prisma's value. */
export type ColumnKind = 'text' | 'bool' | 'int' | 'timestamptz' | 'date' | 'json' | 'decimal' | 'enum';

/** One kind per field of the Prisma row type: the compiler refuses a list that misses a field. */
export type Columns<Row> = { [K in keyof Row]-?: ColumnKind };

/**
 * The driver as a SqlReader. Each distinct statement is prepared once per connection and then only bound
 * and executed (a hot read is the same few statements over and over): on PostgreSQL through
 * node-postgres's named statements; on PGlite, whose `query()` parses, describes and plans every call
 * in five exchanges, with one protocol message of its own (PgliteReader). Values on PGlite come back as
 * text: hot reads select one text column (readRows).
 */
export function sqlReader(driver: DatabaseDriver): SqlReader {
  if (driver.kind === 'postgres') {
    const pool = driver.pool;
    return {
      rows: async (text, params) => (await pool.query({ name: statementName(text), text, values: params })).rows as Array<Record<string, unknown>>,
      transaction: (work, limits) => pgTransaction(pool, work, limits),
    };
  }
  return new PgliteReader(driver.pglite);
}

/** The statements prepared on each PGlite (one connection), whichever reader prepared them. */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * Hot reads on PGlite: a statement is parsed once under a name, then each read is one message of Bind,
 * Describe, Execute and Sync, about a quarter of the work of `query()`. It takes PGlite's two locks as
 * `query()` does, so it never runs inside another caller's transaction (Prisma's PGlite adapter holds
 * the transaction lock for a transaction's whole life). A failed read deallocates its statement, so a
 * statement half-prepared by a failed message is never assumed to exist.
 */
class PgliteReader implements SqlReader {
  private readonly prepared: Set<string>;

  constructor(private readonly pglite: PGlite) {
    let prepared = preparedOn.get(pglite);
    if (!prepared) preparedOn.set(pglite, (prepared = new Set()));
    this.prepared = prepared;
  }

  async rows(text: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
    const db = this.pglite as unknown as PgliteInternals;
    return db._runExclusiveTransaction(() => db._runExclusiveQuery(() => pgliteStatement(db, this.prepared, text, params)));
  }

  transaction<T>(work: (tx: SqlReader) => Promise<T>, limits: { maxWait: number; timeout: number }): Promise<T> {
    return pgliteTransaction(this.pglite as unknown as PgliteInternals, this.prepared, work, limits);
  }
}

/** A text[] parameter as PostgreSQL's array literal, every element quoted. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The reader to use now: `reader` outside a request transaction, undefined inside one (the caller then
 * reads through Prisma on the request's transaction).
 */
export function hotReader(reader: SqlReader | undefined): SqlReader | undefined {
  return reader && !inRequestTransaction() ? reader : undefined;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The row of table alias `t` as one JSON text. PostgreSQL writes every column kind the way toValue
 * reads it (text, booleans, numbers, `date` as YYYY-MM-DD, timestamps with their offset, enums as their
 * names, JSON as JSON), except numerics, which JSON would read as doubles: those are added again as text.
 * The whole row rather than a list of columns: PostgreSQL builds it several times faster.
 */
const rowJsonCache = new WeakMap<object, string>();
export function rowJson<Row>(columns: Columns<Row>): string {
  let expression = rowJsonCache.get(columns);
  if (!expression) {
    const decimals = (Object.entries(columns) as Array<[string, ColumnKind]>).filter(([, kind]) => kind === 'decimal').map(([name]) => name);
    expression = decimals.length
      ? `(to_jsonb(t) || jsonb_build_object(${decimals.map((name) => `'${name}', t.${quote(name)}::text`).join(', ')}))::text`
      : 'row_to_json(t)::text';
    rowJsonCache.set(columns, expression);
  }
  return expression;
}

function toValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      return new Date(`${String(value)}T00:00:00.000Z`);
    case 'decimal':
      return new Prisma.Decimal(String(value));
    case 'timestamptz':
      return value instanceof Date ? value : new Date(String(value));
    case 'int':
      return Number(value);
    case 'json':
      // Already a JSON value inside the row's JSON (readRows).
      return value;
    default:
      return value;
  }
}

/**
 * Rows of `table` (aliased `t`) that `where` selects (`WHERE ... LIMIT ...`, with `$n` parameters), each
 * read as one JSON text and mapped as Prisma returns it.
 */
export async function readRows<Row>(sql: SqlReader, table: string, columns: Columns<Row>, where: string, params: unknown[]): Promise<Row[]> {
  const rows = await sql.rows(`SELECT ${rowJson(columns)} AS "row" FROM ${quote(table)} t ${where}`, params);
  return rows.map((r) => mapRow(columns, JSON.parse(String(r.row)) as Record<string, unknown>));
}

/** A row (decoded from its JSON) as Prisma returns the same row. */
export function mapRow<Row>(columns: Columns<Row>, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [name, kind] of columnList(columns)) row[name] = toValue(kind, raw[name]);
  return row as Row;
}

/** The entries of a column list, made once per list (mapRow runs per row of every hot read). */
const columnLists = new WeakMap<object, ReadonlyArray<readonly [string, ColumnKind]>>();
function columnList<Row>(columns: Columns<Row>): ReadonlyArray<readonly [string, ColumnKind]> {
  let list = columnLists.get(columns);
  if (!list) columnLists.set(columns, (list = Object.entries(columns) as Array<[string, ColumnKind]>));
  return list;
}

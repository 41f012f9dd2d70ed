// The driver's side of the typed SQL (sql.ts) that its transactions (sql-tx.ts) share: the reader's
// interface, statement names, and one statement on PGlite. Below both, so that neither imports the other.
import { createHash } from 'node:crypto';
import { serialize } from 'pg-protocol';

/** Runs one parameterised statement on the driver and returns its rows. */
export interface SqlReader {
  rows(text: string, params: unknown[]): Promise<Array<Record<string, unknown>>>;
  /**
   * Runs `work` in one transaction of the driver (repositories/sql-tx.ts): its statements on one
   * connection, committed when `work` resolves, rolled back when it throws or outlives `limits`.
   */
  transaction?<T>(work: (tx: SqlReader) => Promise<T>, limits: { maxWait: number; timeout: number }): Promise<T>;
  /**
   * Inside a transaction on a PostgreSQL connection only (repositories/sql-tx.ts): runs `statements` one
   * after the other, each with its own snapshot, then COMMIT, in one round trip (the parameters `$n` go in
   * as quoted literals), and returns the rows of the last statement. Nothing may run in the transaction
   * after it. For the last statements of a write that holds a lock every other such write waits for.
   */
  rowsThenCommit?(statements: string[], params: unknown[]): Promise<Array<Record<string, unknown>>>;
}

/** A statement's name on a connection: from its text, so every reader of a process agrees on it. */
const statementNames = new Map<string, string>();
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `hot_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
  return name;
}

/** The part of PGlite 0.5's class that PgliteReader uses (its own query() takes the same two locks). */
export interface PgliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  execProtocol(message: Uint8Array, options?: { syncToFs?: boolean; throwOnError?: boolean }): Promise<{ messages: Array<{ name: string; fields?: unknown[] }> }>;
}

/**
 * One statement on PGlite as PgliteReader runs it (parsed once under its name, then Bind, Describe,
 * Execute and Sync in one message), without taking PGlite's locks: the caller holds them.
 */
export async function pgliteStatement(db: PgliteInternals, prepared: Set<string>, text: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  const name = statementName(text);
  const parts: Buffer[] = [];
  if (!prepared.has(name)) parts.push(serialize.parse({ name, text, types: [] }));
  parts.push(serialize.bind({ statement: name, values: textParams(params) }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
  let messages: Array<{ name: string; fields?: unknown[] }>;
  try {
    ({ messages } = await db.execProtocol(Buffer.concat(parts), { syncToFs: false, throwOnError: true }));
  } catch (error) {
    prepared.delete(name);
    await db.execProtocol(Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false, throwOnError: false }).catch(() => undefined);
    throw error;
  }
  prepared.add(name);
  const description = messages.find((m) => m.name === 'rowDescription') as { fields: Array<{ name: string }> } | undefined;
  const columns = description?.fields.map((f) => f.name) ?? [];
  return messages.filter((m) => m.name === 'dataRow').map((m) => Object.fromEntries(columns.map((column, i) => [column, m.fields![i]])));
}

/** Statement parameters as text (null stays null; dates as ISO 8601): every statement casts what is not text. */
export function textParams(params: unknown[]): Array<string | null> {
  return params.map((v) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v)));
}

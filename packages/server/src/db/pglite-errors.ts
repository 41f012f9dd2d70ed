// pglite-prisma-adapter 0.6.1 reports every PostgreSQL error as { kind: 'postgres', code, ... }.
// Prisma 6.19 turns only the specific kinds (as @prisma/adapter-pg produces them) into known request
// errors, so without this a unique violation on PGlite is a bare DriverAdapterError instead of P2002.
// This maps the codes the service relies on, the way @prisma/adapter-pg 6.19 does.
import { PrismaPGlite } from 'pglite-prisma-adapter';

interface PostgresCause {
  kind: 'postgres';
  code: string;
  message: string;
  detail?: string;
  column?: string;
}

interface Queryable {
  queryRaw(query: unknown): Promise<unknown>;
  executeRaw(query: unknown): Promise<number>;
  startTransaction?(isolationLevel?: unknown): Promise<Queryable>;
}

function keyFields(detail: string | undefined): { fields: string[] } | undefined {
  const fields = detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(', ');
  return fields ? { fields } : undefined;
}

function mapCause(cause: PostgresCause): Record<string, unknown> | undefined {
  const original = { originalCode: cause.code, originalMessage: cause.message };
  switch (cause.code) {
    case '23505':
      return { ...original, kind: 'UniqueConstraintViolation', constraint: keyFields(cause.detail) };
    case '23502':
      return { ...original, kind: 'NullConstraintViolation', constraint: keyFields(cause.detail) };
    case '23503':
      return { ...original, kind: 'ForeignKeyConstraintViolation', constraint: cause.column ? { fields: [cause.column] } : undefined };
    case '40001':
      return { ...original, kind: 'TransactionWriteConflict' };
    case '22001':
      return { ...original, kind: 'LengthMismatch', column: cause.column };
    case '22003':
      return { ...original, kind: 'ValueOutOfRange', cause: cause.message };
    default:
      return undefined;
  }
}

function remapError(error: unknown): never {
  const cause = (error as { name?: string; cause?: PostgresCause } | null)?.cause;
  if ((error as { name?: string } | null)?.name === 'DriverAdapterError' && cause?.kind === 'postgres') {
    const mapped = mapCause(cause);
    if (mapped) (error as { cause: unknown }).cause = mapped;
  }
  throw error;
}

/**
 * Prisma sends Bytes parameters as base64 strings; PGlite's bytea serializer wants bytes. Converts them
 * the way @prisma/adapter-pg 6.19 does (its mapArg), so Bytes columns work on both databases.
 */
function bytesArgs(query: unknown): unknown {
  const q = query as { args?: unknown[]; argTypes?: Array<{ scalarType?: string } | undefined> } | null;
  if (!q?.args || !q.argTypes) return query;
  q.args = q.args.map((arg, i) => (typeof arg === 'string' && q.argTypes![i]?.scalarType === 'bytes' ? Buffer.from(arg, 'base64') : arg));
  return q;
}

function wrap<T extends Queryable>(queryable: T): T {
  const target = queryable as Queryable;
  const queryRaw = target.queryRaw.bind(target);
  const executeRaw = target.executeRaw.bind(target);
  target.queryRaw = (query) => queryRaw(bytesArgs(query)).catch(remapError);
  target.executeRaw = (query) => executeRaw(bytesArgs(query)).catch(remapError);
  if (target.startTransaction) {
    const startTransaction = target.startTransaction.bind(target);
    target.startTransaction = async (level) => wrap(await startTransaction(level));
  }
  return queryable;
}

/** A PrismaPGlite factory whose adapters report constraint errors as Prisma expects (P2002, P2003, ...). */
export function pgliteAdapterFactory(...args: ConstructorParameters<typeof PrismaPGlite>): PrismaPGlite {
  const factory = new PrismaPGlite(...args);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => wrap((await connect()) as unknown as Queryable) as unknown as Awaited<ReturnType<typeof connect>>;
  return factory;
}

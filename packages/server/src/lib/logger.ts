import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs with secrets redacted at any depth (the README's `LOG_LEVEL` row says what is redacted).
 *
 * pino's own `redact` paths reach one level (`*.ssn`) and cannot express "at any depth", so every
 * logged object goes through `redactDeep` (formatters.log), and every error through `safeError` (the
 * `err` serializer and the walker): database errors lose the details that carry row values.
 */

const CENSOR = '[redacted]';
/** How deep the walker goes and how many keys or items it keeps per object: logs stay bounded. */
const MAX_DEPTH = 10;
const MAX_ENTRIES = 200;

/**
 * Field names whose values are secrets, compared in lowercase without separators (`X-API-key` is
 * `xapikey`): SSNs, bank account numbers, API keys and their headers, passwords, tokens, secrets,
 * authorization and cookies, and every `*Encrypted` column. Routing numbers are public and kept;
 * ids such as `apiKeyId` and `accountNumberLastFour` are kept.
 */
const SECRET_NAME =
  /^(ssn|authorization|proxyauthorization|cookie|setcookie|password|passphrase|secret|token|key|pin)$|(ssn|socialsecuritynumber|accountnumber|apikey|encrypted|secret|password|token|privatekey|signingkey|encryptionkey|encryptionkeys)$/;

/** Answers for names already seen (log lines repeat the same few field names); bounded. */
const secretNameMemo = new Map<string, boolean>();

export function isSecretName(name: string): boolean {
  const known = secretNameMemo.get(name);
  if (known !== undefined) return known;
  const secret = SECRET_NAME.test(name.toLowerCase().replace(/[^a-z0-9]/g, ''));
  if (secretNameMemo.size < 2000) secretNameMemo.set(name, secret);
  return secret;
}

/**
 * Values a database or driver message may carry: `Key (ssn)=(123-45-6789)`, `Failing row contains (...)`,
 * `invalid input syntax for type integer: "..."`, and anything shaped like an SSN.
 */
/** Whether any pattern of scrubText can apply: most log strings have none, and one test is cheaper than four replaces. */
const MAYBE_SCRUBBED = /Key \(|Failing row contains |invalid input (?:syntax|value) for|\d{3}-\d{2}-\d{4}/;

export function scrubText(text: string): string {
  if (!MAYBE_SCRUBBED.test(text)) return text;
  return text
    .replace(/(Key \([^)]*\))=\((?:[^()]|\([^)]*\))*\)/g, `$1=(${CENSOR})`)
    .replace(/(Failing row contains )\((?:[^()]|\([^)]*\))*\)/g, `$1(${CENSOR})`)
    .replace(/(invalid input (?:syntax|value) for [^:]*: )"(?:[^"\\]|\\.)*"/g, `$1"${CENSOR}"`)
    .replace(/\b\d{3}-\d{2}-\d{4}\b/g, CENSOR);
}

/** Error properties that carry query text, parameters or row values (Prisma `meta`, pg `detail`, ...): dropped. */
const DROPPED_ERROR_FIELDS = new Set(['meta', 'detail', 'where', 'hint', 'internalQuery', 'internalPosition', 'query', 'parameters', 'params', 'args', 'values', 'batchRequestIdx']);
/** Prisma `meta` keys that only name things (kept: they help without exposing values). */
const KEPT_META_FIELDS = ['target', 'modelName', 'field_name', 'constraint', 'table', 'column'];

function isPrismaLike(err: Error & { code?: unknown }): boolean {
  return /^Prisma/.test(err.name) || (typeof err.code === 'string' && /^P\d{4}$/.test(err.code));
}

/**
 * An error as a log shows it: type, a scrubbed message (of Prisma's multi-line messages only the first
 * and the last line: the lines between repeat the query's arguments), stack frames only,
 * code-like fields, and the names (never the values) in Prisma's `meta`. Causes are treated alike.
 */
export function safeError(err: Error, depth = 0, seen: WeakSet<object> = new WeakSet()): Record<string, unknown> {
  seen.add(err);
  const e = err as Error & Record<string, unknown>;
  const prismaLike = isPrismaLike(e);
  let message = String(e.message ?? '');
  if (prismaLike) {
    // "Invalid `prisma.x.create()` invocation:", then the call with its arguments (values!), then the reason
    // on the last line: keep the first and the last line only.
    const lines = message.split('\n').map((l) => l.trim()).filter(Boolean);
    message = lines.length > 1 ? `${lines[0]} ${lines[lines.length - 1]}` : (lines[0] ?? '');
  }
  message = scrubText(message);
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name ?? 'Error', message };
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  out.stack = [`${out.type}: ${message}`, ...frames.slice(0, 30)].join('\n');
  for (const [k, v] of Object.entries(e)) {
    if (k === 'message' || k === 'stack' || k === 'cause' || DROPPED_ERROR_FIELDS.has(k)) continue;
    out[k] = v;
  }
  const meta = e.meta;
  if (meta && typeof meta === 'object') {
    const names: Record<string, unknown> = {};
    for (const k of KEPT_META_FIELDS) {
      const v = (meta as Record<string, unknown>)[k];
      if (typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'))) names[k] = v;
    }
    if (Object.keys(names).length) out.meta = names;
  }
  if (e.cause !== undefined && depth < 3) {
    out.cause = e.cause instanceof Error && !seen.has(e.cause) ? safeError(e.cause, depth + 1, seen) : redactDeep(e.cause, depth + 1, seen);
  }
  return redactDeep(out, 0, new WeakSet()) as Record<string, unknown>;
}

/**
 * A copy of `value` with secret-named fields censored at any depth, strings scrubbed (`scrubText`),
 * errors made safe (`safeError`), cycles cut (`[circular]`), depth and width capped (`[depth limit]`,
 * `[n more]`).
 */
export function redactDeep(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (value instanceof Error) return safeError(value, 0, seen);
  if (depth >= MAX_DEPTH) return '[depth limit]';
  if (value instanceof Date) return value;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ENTRIES).map((v) => redactDeep(v, depth + 1, seen));
      if (value.length > MAX_ENTRIES) items.push(`[${value.length - MAX_ENTRIES} more]`);
      return items;
    }
    if (value instanceof Map) return redactDeep(Object.fromEntries(value), depth, seen);
    if (value instanceof Set) return redactDeep([...value], depth, seen);
    // Objects that render themselves (Decimal, URL, ...) are logged as they render.
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function' && Object.getPrototypeOf(value) !== Object.prototype) return redactDeep(toJSON.call(value), depth, seen);
    const out: Record<string, unknown> = {};
    let kept = 0;
    const keys = Object.keys(value);
    for (const k of keys) {
      if (kept === MAX_ENTRIES) {
        out['[more]'] = `${keys.length - MAX_ENTRIES} more keys`;
        break;
      }
      out[k] = isSecretName(k) ? CENSOR : redactDeep((value as Record<string, unknown>)[k], depth + 1, seen);
      kept++;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'payroll' },
    formatters: {
      log: (obj) => redactDeep(obj) as Record<string, unknown>,
      bindings: (bindings) => redactDeep(bindings) as Record<string, unknown>,
    },
    serializers: {
      err: (err: unknown) => (err instanceof Error ? safeError(err) : redactDeep(err)),
    },
    hooks: {
      // `logger.error(err)` and `logger.error({ err })` take their message from the error: scrub it too;
      // string messages are scrubbed of row values and SSN-shaped text.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error && rest.length === 0) {
          return method.apply(this, [{ err: first }, scrubText(String(safeError(first).message))]);
        }
        if (first && typeof first === 'object' && rest.length === 0 && (first as { err?: unknown }).err instanceof Error) {
          return method.apply(this, [first, String(safeError((first as { err: Error }).err).message)]);
        }
        return method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>);
      },
    },
    // Kept as a second line for the key headers (the walker covers them too).
    redact: {
      paths: ['req.headers["x-api-key"]', 'req.headers["g-api-key"]', 'req.headers["c-api-key"]', 'req.headers["o-api-key"]', 'req.headers.authorization'],
      censor: CENSOR,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };

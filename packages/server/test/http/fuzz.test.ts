// A fuzz pass over every operation of the contract (issue 12, "Done means"): hostile inputs of every
// shape, sent with a valid key of an admitted kind and real ids where the caller owns them, so they
// reach validation and the handlers. No answer may be a 5xx, and every 4xx must be a problem body.
// Inputs: NUL bytes and malformed percent-encoding, odd path spellings, unknown fields, wrong types,
// huge and non-finite numbers, very long strings, deep nesting, non-object bodies, hostile values of each
// operation's own query parameters.
// (Oversize headers are answered by Node before routing: security.test.ts holds them.)
// Every operation gets hostile input, but a sample of its inputs: the same ones every run, drawn with
// FUZZ_SEED (default 1; a failure names it), and every kind of input is sent to some operation.
// FUZZ_ALL=1 or TEST_ALL_DATABASES=1 (the release check) sends every input to every operation
// (docs/testing.md, "The fuzz pass").
import { Agent, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationIds, operationTable, type OperationId } from '../../src/generated/operations.gen';
import { allDatabasesRequested, forEachDatabase } from '@payroll/test-support';
import { createTenancy, operatorKey, type Key } from './fixtures';
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';

type Json = unknown;
type Parameter = { $ref?: string; name?: string; in?: string };
const contract = readContract(CONTRACT_PATH) as {
  paths: Record<string, Record<string, { operationId?: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: { $ref?: string }; example?: Json }> } }>>;
  components: { schemas: Record<string, { example?: Json; examples?: Json[] }>; parameters: Record<string, Parameter> };
};

type PathItem = (typeof contract.paths)[string];
/** Each operation of the contract with its path item, found once (the lookups below ran per operation and per input). */
const operationsById = new Map<string, { item: PathItem; op: PathItem[string] }>();
for (const item of Object.values(contract.paths)) {
  for (const op of Object.values(item)) {
    if (typeof op === 'object' && op?.operationId && !operationsById.has(op.operationId)) operationsById.set(op.operationId, { item, op });
  }
}

/** The names of an operation's query parameters (path-level and operation-level, $refs resolved). */
function queryParameters(id: OperationId): string[] {
  const found = operationsById.get(id);
  if (!found) return [];
  const { item, op } = found;
  const all = [...((item as { parameters?: Parameter[] }).parameters ?? []), ...(op.parameters ?? [])];
  const resolved = all.map((p) => (p.$ref ? contract.components.parameters[p.$ref.split('/').pop()!] : p));
  return resolved.filter((p) => p?.in === 'query' && p.name).map((p) => p.name!);
}

/** The contract's own example request body of an operation (every body has one). */
function exampleBody(id: OperationId): Record<string, Json> | undefined {
  const media = operationsById.get(id)?.op.requestBody?.content['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example as Record<string, Json>;
  const ref = media.schema?.$ref?.split('/').pop();
  const schema = ref ? contract.components.schemas[ref] : undefined;
  return (schema?.example ?? schema?.examples?.[0]) as Record<string, Json> | undefined;
}

/** Raw JSON texts that JSON.stringify could never produce. */
const RAW_BODIES = ['{"a":1e400}', '[1e400]', '1e400', '-0', '"\\u0000"', '{"\\u0000":1}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'];

const BAD_VALUES: Json[] = [null, true, -1, 0.1, 1e308, -1e308, 12345678901234567890123, '', 'x'.repeat(20_000), 'a\u0000b', '\ud800', {}, [], [null], { $ref: '#' }, '2026-02-30', '9999-12-31T23:59:59Z', '-1'];

/** A hostile input and its kind (which value or shape it is), so a sample can be checked to hold every kind. */
interface Input {
  kind: string;
  text: string;
}

/** Each top-level property set to hostile values (a sample of them per property, all of them overall). */
function mutations(example: Record<string, Json>): Input[] {
  const out: Input[] = [
    { kind: 'example', text: JSON.stringify(example) },
    { kind: 'unknown field', text: JSON.stringify({ ...example, unknownField: 'x' }) },
    ...['{}', '[]', 'null', '"text"', '42'].map((text) => ({ kind: `body ${text}`, text })),
  ];
  const keys = Object.keys(example);
  keys.forEach((k, i) => {
    for (let j = 0; j < 4; j++) {
      const at = (i * 4 + j) % BAD_VALUES.length;
      out.push({ kind: `bad value ${at}`, text: JSON.stringify({ ...example, [k]: BAD_VALUES[at] }) });
    }
    // A number too large for any double, where a value was.
    out.push({ kind: 'number beyond a double', text: JSON.stringify({ ...example, [k]: 0 }).replace(new RegExp(`("${k}":)0`), '$11e400') });
    // Nested objects get the same treatment one level down.
    const nested = example[k];
    if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
      for (const nk of Object.keys(nested)) out.push({ kind: 'nested NUL', text: JSON.stringify({ ...example, [k]: { ...(nested as object), [nk]: 'a\u0000b' } }) });
    }
  });
  return [...out, ...RAW_BODIES.map((text, i) => ({ kind: `raw body ${i}`, text }))];
}

const PARAM_VALUES = ['x%00y', '%ZZ', 'x'.repeat(5000), '..%2F..%2Fetc', '1e400'];
/** Hostile values for each of an operation's own query parameters (and an unknown parameter for every operation). */
const QUERY_VALUES = ['1e400', '99999999999999999999999', '%00', 'abc', '2026-02-30'];
const queriesOf = (id: OperationId): Input[] => [
  { kind: 'unknown query parameter', text: 'unknownParam=1' },
  ...queryParameters(id).flatMap((name, i) => [
    ...[0, 1, 2].map((j) => ({ kind: `query value ${(i + j) % QUERY_VALUES.length}`, text: `${name}=${QUERY_VALUES[(i + j) % QUERY_VALUES.length]}` })),
    { kind: 'query object', text: `${name}[a]=1` },
  ]),
];

const SEED = Number(process.env.FUZZ_SEED ?? 1);
const EVERY_INPUT = process.env.FUZZ_ALL === '1' || allDatabasesRequested();

/** `n` of `inputs` (all of them under FUZZ_ALL), the same ones for the same seed and operation, in their order. */
function sample<T>(inputs: T[], n: number, id: string): T[] {
  if (EVERY_INPUT || inputs.length <= n) return inputs;
  // mulberry32, seeded by the seed and the operation id.
  let state = SEED >>> 0;
  for (const ch of id) state = (Math.imul(state ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = inputs.map((_x, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (order.length - i));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => inputs[i]);
}

/**
 * The sample of every operation, then, for each kind of input no operation's sample holds, that input
 * sent to the first operation that has it: complete over operations and over kinds.
 */
function plan<T extends { input: Input }>(candidates: Array<{ id: OperationId; all: T[] }>, perOperation: number): Array<{ id: OperationId; chosen: T[] }> {
  const planned = candidates.map(({ id, all }) => ({ id, chosen: sample(all, perOperation, id) }));
  const covered = new Set(planned.flatMap((p) => p.chosen.map((c) => c.input.kind)));
  candidates.forEach(({ all }, i) => {
    for (const c of all) {
      if (covered.has(c.input.kind)) continue;
      covered.add(c.input.kind);
      planned[i].chosen.push(c);
    }
  });
  return planned;
}

// On every database: inputs that reach the database fail through each driver's own error mapping (docs/testing.md).
forEachDatabase('fuzz: every operation, hostile input, no 5xx', (server) => {
  let keys: Record<string, Key>;
  let companyId: string;
  let http: Server;
  let port: number;
  // Thousands of requests, one after the other: by Node's own client on a kept-alive connection to one
  // listening server (supertest would start a server per request, and its client cost as much as the app's answers).
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  /** One request, the path and body sent exactly as given: its status, content type and body (parsed when it is JSON, else `{}`). */
  function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Record<string, string | undefined>; body: { code?: unknown; status?: unknown } }> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const req = httpRequest({ host: '127.0.0.1', port, agent, method, path, headers: { ...headers, ...(payload ? { 'Content-Length': String(payload.length) } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const type = res.headers['content-type'];
          let parsed: { code?: unknown; status?: unknown } = {};
          try {
            if (type && /[/+]json($|[^-\w])/.test(type)) parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON after all: no problem body
          }
          resolve({ status: res.statusCode!, headers: { 'content-type': type }, body: parsed });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  beforeAll(async () => {
    http = server().app.listen(0, '127.0.0.1');
    // The kept-alive connection is never closed for being idle (that close could cross the next request).
    http.keepAliveTimeout = 0;
    await new Promise((r) => http.once('listening', r));
    port = (http.address() as AddressInfo).port;
    const t = await createTenancy(server());
    keys = { PartnerKey: t.partner.key, CorporationKey: t.corporation.key, CompanyKey: t.company.key, OperatorKey: operatorKey };
    companyId = t.company.id;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((r) => http.close(r));
  });

  const keyFor = (id: OperationId): Key | undefined => {
    const security = operationTable[id].security as readonly string[];
    return security.length ? keys[security[0]] : undefined;
  };

  const pathOf = (id: OperationId, fill: (name: string) => string) => {
    const meta = operationTable[id];
    return meta.basePath + meta.path.replace(/\{([^}]+)\}/g, (_m, name: string) => fill(name));
  };

  async function check(id: OperationId, path: string, body: string | undefined, failures: string[]) {
    const meta = operationTable[id];
    const k = keyFor(id);
    const res = await send(meta.method.toUpperCase(), path, { ...(k ? { [k.header]: k.value } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) }, body);
    const where = `${id} ${meta.method.toUpperCase()} ${path.slice(0, 120)} ${body?.slice(0, 120) ?? ''}`;
    if (res.status >= 500) failures.push(`${where} -> ${res.status} ${res.body?.code}`);
    else if (res.status >= 400 && (!/^application\/problem\+json/.test(res.headers['content-type'] ?? '') || typeof res.body?.code !== 'string' || res.body.status !== res.status)) {
      failures.push(`${where} -> ${res.status} without a problem body`);
    }
  }

  it('hostile path parameters and query strings', async () => {
    const failures: string[] = [];
    const requests = plan(
      operationIds.map((id) => {
        const meta = operationTable[id];
        const all: Array<{ input: Input; path: string }> = [];
        if (meta.path.includes('{')) {
          // The company is the caller's own (so the request gets past it), every other id is hostile; then all are.
          for (const v of PARAM_VALUES) all.push({ input: { kind: `path value ${v.slice(0, 8)}`, text: v }, path: pathOf(id, (n) => (n === 'companyId' ? companyId : v)) });
          for (const v of PARAM_VALUES.slice(0, 2)) all.push({ input: { kind: `every path value ${v}`, text: v }, path: pathOf(id, () => v) });
        }
        for (const q of queriesOf(id)) all.push({ input: q, path: `${pathOf(id, (n) => (n === 'companyId' ? companyId : 'x_fuzz'))}?${q.text}` });
        return { id, all };
      }),
      4,
    );
    for (const { id, chosen } of requests) {
      const meta = operationTable[id];
      const body = meta.hasBody ? JSON.stringify(exampleBody(id) ?? {}) : undefined;
      for (const { path } of chosen) await check(id, path, body, failures);
    }
    expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    // Every operation had some of it.
    expect(requests.filter((r) => r.chosen.length === 0).map((r) => r.id)).toEqual([]);
  }, 240_000);

  it('hostile bodies: unknown fields, wrong types, huge numbers, NUL, deep nesting, non-objects', async () => {
    const failures: string[] = [];
    const requests = plan(
      operationIds.filter((id) => operationTable[id].hasBody).map((id) => ({ id, all: mutations(exampleBody(id) ?? {}).map((input) => ({ input })) })),
      8,
    );
    for (const { id, chosen } of requests) {
      const path = pathOf(id, (n) => (n === 'companyId' ? companyId : 'x_fuzz'));
      for (const { input } of chosen) await check(id, path, input.text, failures);
    }
    expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    // Every operation with a body had some of them, and every kind of body was sent.
    expect(requests.map((r) => r.id)).toEqual(operationIds.filter((id) => operationTable[id].hasBody));
    expect(requests.filter((r) => r.chosen.length < Math.min(8, mutations(exampleBody(r.id) ?? {}).length)).map((r) => r.id)).toEqual([]);
    const kinds = new Set(requests.flatMap((r) => r.chosen.map((c) => c.input.kind)));
    for (const kind of ['example', 'unknown field', 'number beyond a double', 'nested NUL', ...BAD_VALUES.map((_v, i) => `bad value ${i}`), ...RAW_BODIES.map((_b, i) => `raw body ${i}`)]) expect([kind, kinds.has(kind)]).toEqual([kind, true]);
  }, 240_000);
}, 'every');

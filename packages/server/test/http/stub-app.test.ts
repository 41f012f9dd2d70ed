// `npm run stub` (stub-app.ts; README, "Stub responses"): the whole contract served from its examples,
// with no database. Every operation is called once with its contract's example request (path, required
// query and header parameters, body) and a key of the first kind it admits: each answers its example
// response, marked X-Stub-Response, and responses are validated against the contract as they are sent.
// Requests are still validated and keys still checked, before the example.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractExamples } from '../../src/app';
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';
import { apiKeyHeaders } from '../../src/generated/contract.gen';
import { operationIds, operationTable, type OperationId } from '../../src/generated/operations.gen';
import { createLogger } from '../../src/lib/logger';
import { createStubApp } from '../../src/stub-app';

type Json = Record<string, any>;
const doc: Json = readContract(CONTRACT_PATH);
const resolve = (node: Json | undefined): Json | undefined => {
  let current = node;
  while (current && typeof current.$ref === 'string') current = current.$ref.slice(2).split('/').reduce((a: Json, k: string) => a?.[k], doc);
  return current;
};
const exampleOf = (node: Json): unknown => ('example' in node ? node.example : resolve(Object.values<Json>(node.examples ?? {})[0])?.value ?? node.schema?.example);

/** The example request of an operation: its URL (path and required query), headers and body. */
function exampleRequest(id: OperationId): { url: string; init: RequestInit } {
  const meta = operationTable[id];
  const item = doc.paths[meta.path];
  const op = item[meta.method];
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => resolve(p)!);
  const headers: Record<string, string> = {};
  let path: string = meta.path;
  const query = new URLSearchParams();
  for (const p of params) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(exampleOf(p))));
    else if (p.required && p.in === 'query') for (const v of [exampleOf(p)].flat()) query.append(p.name, String(v));
    else if (p.required && p.in === 'header') headers[p.name] = String(exampleOf(p));
  }
  const scheme = meta.security[0];
  if (scheme) headers[apiKeyHeaders[scheme.replace(/Key$/, '') as keyof typeof apiKeyHeaders]] = 'any_key';
  const media = op.requestBody ? resolve(op.requestBody)!.content['application/json'] : undefined;
  const body = media ? JSON.stringify(exampleOf(media)) : undefined;
  if (body) headers['Content-Type'] = 'application/json';
  return { url: `${meta.basePath}${path}${query.size ? `?${query}` : ''}`, init: { method: meta.method.toUpperCase(), headers, body } };
}

describe('npm run stub: the contract served from its examples, no database', () => {
  let http: Server;
  let origin: string;
  const examples = contractExamples();
  const call = (url: string, init: RequestInit = {}) => fetch(`${origin}${url}`, init);

  beforeAll(async () => {
    http = createServer(createStubApp({ logger: createLogger('silent'), validateResponses: true }));
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => http?.close(done)));

  it('answers every operation, called with its example request, with its example response (validated against the contract), marked X-Stub-Response', async () => {
    const wrong: string[] = [];
    for (const id of operationIds) {
      const { url, init } = exampleRequest(id);
      const res = await call(url, init);
      const example = examples.get(id)!;
      const body = example.contentType ? Buffer.from(await res.arrayBuffer()).toString('latin1') : res.status === 204 ? undefined : await res.json();
      const got = { status: res.status, stub: res.headers.get('x-stub-response'), body };
      const want = { status: example.status, stub: 'example', body: example.body };
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${id} ${init.method} ${url}: ${JSON.stringify(got).slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
    expect(operationIds.length).toBeGreaterThanOrEqual(167);
  });

  it("sends the example's headers, the Location of the created resource, and a PDF as application/pdf", async () => {
    const created = await call('/v1/companies/com_1/employees', {
      method: 'POST',
      headers: { 'X-API-key': 'k', 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', startDate: '2026-01-05' }),
    });
    expect([created.status, created.headers.get('location'), created.headers.get('ratelimit-policy'), created.headers.get('api-version')]).toEqual([
      201,
      '/v1/companies/com_1/employees/emp_2b7n5r8x1c4v',
      '600;w=60',
      '1.0',
    ]);
    const pdf = await call('/v1/companies/com_1/employees/emp_1/paystubs/pay_1/download', { headers: { 'C-API-key': 'k' } });
    expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('content-disposition')]).toEqual([
      200,
      'application/pdf',
      'attachment; filename="paystub-emp_2b7n5r8x1c4v-pay_4d8g2s6f0a1q.pdf"',
    ]);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
  });

  it('still validates requests and checks keys, before any example: 400, 401, 403, 404, 405', async () => {
    const problem = async (res: Response) => ({ status: res.status, code: ((await res.json()) as { code: string }).code, stub: res.headers.get('x-stub-response') });
    const post = (headers: Record<string, string>, body: unknown) => call('/v1/companies', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const invalid = await post({ 'X-API-key': 'k' }, { legalName: '' });
    expect((await invalid.clone().json()).errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.legalName', 'body.email', 'body.legalType', 'body.address']),
    );
    expect(await problem(invalid)).toEqual({ status: 400, code: 'validation_failed', stub: null });
    expect(await problem(await call('/v1/companies'))).toEqual({ status: 401, code: 'unauthenticated', stub: null });
    expect(await problem(await call('/v1/companies', { headers: { 'X-API-key': '' } }))).toEqual({ status: 401, code: 'unauthenticated', stub: null });
    expect(await problem(await call('/v1/companies', { headers: { 'O-API-key': 'k' } }))).toEqual({ status: 403, code: 'forbidden', stub: null });
    expect(await problem(await call('/v1/companies', { headers: { 'X-API-key': 'k', 'C-API-key': 'k' } }))).toEqual({ status: 400, code: 'multiple_api_keys', stub: null });
    expect(await problem(await call('/v1/companies?pageSize=500', { headers: { 'X-API-key': 'k' } }))).toEqual({ status: 400, code: 'validation_failed', stub: null });
    expect(await problem(await call('/v1/widgets', { headers: { 'X-API-key': 'k' } }))).toEqual({ status: 404, code: 'not_found', stub: null });
    expect(await problem(await call('/v1/companies', { method: 'PUT', headers: { 'X-API-key': 'k' } }))).toEqual({ status: 405, code: 'method_not_allowed', stub: null });
    // The health check needs no key.
    expect((await call('/health')).headers.get('x-stub-response')).toBe('example');
  });
});

// Cross-cutting HTTP behaviour: problem bodies, media types, body limits, versioning, request ids,
// idempotency, rate limiting, events, and what a failing database looks like from outside.
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describeOnEveryDatabase, forEachDatabase, startTestServer, type TestServer } from '@payroll/test-support';
import { operationIds, operationTable, type OperationId } from '../../src/generated/operations.gen';
import { client, companyBody, createPartner, expectProblem, expectStatus, ids, key, operatorKey, type Key } from './fixtures';

const PROBLEM_KEYS = ['type', 'title', 'status', 'detail', 'instance', 'code', 'errors', 'requestId'];

/** A problem body per RFC 9457 and the contract: nothing more, nothing internal. */
function expectCleanProblem(res: request.Response, status: number, code: string, instance: string) {
  expectProblem(res, status, code);
  const body = res.body as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => !PROBLEM_KEYS.includes(k))).toEqual([]);
  expect(body).toEqual(
    expect.objectContaining({
      type: `https://docs.payroll.example/errors/${code}`,
      title: expect.any(String),
      status,
      detail: expect.any(String),
      instance,
      code,
      requestId: res.headers['x-request-id'],
    }),
  );
  expect((body.title as string).length).toBeGreaterThan(0);
  const text = JSON.stringify(body);
  // No stack trace, source path, driver or SQL text.
  for (const leak of [/\bat\s+\S+\s+\(/, /\.ts:\d+/, /\.js:\d+/, /node_modules/, /Error:/, /prisma/i, /SELECT|INSERT|UPDATE\s+"/, /stack/i]) {
    expect(text).not.toMatch(leak);
  }
}

function expectStandardHeaders(res: request.Response) {
  expect(res.headers['api-version']).toBe('1.0');
  expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
}

forEachDatabase('errors and cross-cutting behaviour', (server) => {
  let partner: Awaited<ReturnType<typeof createPartner>>;
  const as = () => client(server().app, partner.key);
  const app = () => server().app;

  beforeAll(async () => {
    partner = await createPartner(server(), 'Errors Partner');
  });

  describe('problem bodies and media types', () => {
    it('malformed JSON -> 400 malformed_json', async () => {
      const res = await request(app()).post('/v1/companies').set(partner.key.header, partner.key.value).set('Content-Type', 'application/json').send('{"legalName": "Blue Fern",');
      expectCleanProblem(res, 400, 'malformed_json', '/v1/companies');
      expectStandardHeaders(res);
    });

    it('a text/plain body -> 415 unsupported_media_type, even when the text is JSON', async () => {
      const res = await request(app()).post('/v1/companies').set(partner.key.header, partner.key.value).set('Content-Type', 'text/plain').send(JSON.stringify(companyBody()));
      expectCleanProblem(res, 415, 'unsupported_media_type', '/v1/companies');
      const res2 = await request(app()).patch('/v1/companies/com_x').set(partner.key.header, partner.key.value).set('Content-Type', 'application/x-www-form-urlencoded').send('tradeName=x');
      expectCleanProblem(res2, 415, 'unsupported_media_type', '/v1/companies/com_x');
    });

    it('a body over 1 MiB -> 413 payload_too_large; just under is read (and then validated)', async () => {
      const big = JSON.stringify(companyBody({ tradeName: 'x'.repeat(1024 * 1024) }));
      const res = await request(app()).post('/v1/companies').set(partner.key.header, partner.key.value).set('Content-Type', 'application/json').send(big);
      expectCleanProblem(res, 413, 'payload_too_large', '/v1/companies');
      const under = JSON.stringify(companyBody({ tradeName: 'x'.repeat(1024 * 1024 - 400) }));
      expect(Buffer.byteLength(under)).toBeLessThan(1024 * 1024);
      const res2 = await request(app()).post('/v1/companies').set(partner.key.header, partner.key.value).set('Content-Type', 'application/json').send(under);
      const problem = expectProblem(res2, 400, 'validation_failed');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.tradeName', 'maxLength']]);
      // The over-long value is not echoed back.
      expect(res2.text.length).toBeLessThan(10000);
    });

    it('an empty JSON body where one is required -> 400 validation_failed', async () => {
      const res = await request(app()).post('/v1/companies').set(partner.key.header, partner.key.value).set('Content-Type', 'application/json');
      expectCleanProblem(res, 400, 'validation_failed', '/v1/companies');
    });

    it('unknown routes -> 404 not_found as problem+json, with or without a key', async () => {
      for (const [path, k] of [
        ['/v1/nothing-here', partner.key],
        ['/v1/nothing-here', undefined],
        ['/v2/companies', partner.key],
        ['/nothing-here', undefined],
        ['/v1/companies/com_x/unknown_things', partner.key],
      ] as Array<[string, Key | undefined]>) {
        const res = await client(app(), k).get(path);
        expectCleanProblem(res, 404, 'not_found', path);
        expectStandardHeaders(res);
      }
    });

    it('a known path with a method it does not have -> 405 method_not_allowed', async () => {
      const res = await as().delete('/v1/companies');
      expectCleanProblem(res, 405, 'method_not_allowed', '/v1/companies');
    });

    it('validation problems list the fields, with a JSON Schema keyword each', async () => {
      const res = await as().post('/v1/companies', { legalName: '', email: 'nope', legalType: 'Guild', address: { zipcode: '1' } });
      expectCleanProblem(res, 400, 'validation_failed', '/v1/companies');
      // The validator stops at the first failing field (ajv allErrors is off), so at least one is named.
      const expected: Record<string, string> = { 'body.legalName': 'minLength', 'body.email': 'format', 'body.legalType': 'enum', 'body.address.zipcode': 'pattern' };
      expect(res.body.errors.length).toBeGreaterThan(0);
      for (const e of res.body.errors) {
        expect(e).toEqual({ field: expect.any(String), message: expect.any(String), code: expect.any(String) });
        expect(expected[e.field]).toBe(e.code);
      }
    });

    it('problems never echo the API key sent', async () => {
      const secret = 'pk_live_SECRETSECRETSECRETSECRET0001';
      const res = await client(app(), key('Partner', secret)).get('/v1/companies');
      expectCleanProblem(res, 401, 'invalid_api_key', '/v1/companies');
      expect(res.text).not.toContain(secret);
      const res2 = await client(app()).get('/v1/companies');
      expectCleanProblem(res2, 401, 'unauthenticated', '/v1/companies');
    });
  });

  describe('a body sent to an operation that declares none (openapi.yaml, "Conventions")', () => {
    const bodyless = operationIds.filter((id) => !operationTable[id].hasBody);
    /** The operation's URL with made-up ids, and a key it admits: the answers below come before any id is read. */
    const target = (id: OperationId): { url: string; k: Key | undefined } => {
      const meta = operationTable[id];
      const url = meta.basePath + meta.path.replace(/\{[^}]+\}/g, 'x_1');
      const security = meta.security as readonly string[];
      return { url, k: security.length === 0 ? undefined : security.includes('PartnerKey') ? partner.key : operatorKey };
    };
    const send = (id: OperationId, k: Key | undefined, url = target(id).url) => {
      const method = operationTable[id].method as 'get' | 'post' | 'delete' | 'patch' | 'put';
      const t = request(app())[method](url);
      return k ? t.set(k.header, k.value) : t;
    };

    it('every such operation answers {} with 400 body_not_allowed, whatever the method, key or media type', async () => {
      expect(bodyless.length).toBe(127);
      const answers = new Map<string, number>();
      for (const id of bodyless) {
        const { url, k } = target(id);
        const res = await send(id, k).set('Content-Type', 'application/json').send('{}');
        expectCleanProblem(res, 400, 'body_not_allowed', url);
        answers.set(`${res.status} ${res.body.code}`, (answers.get(`${res.status} ${res.body.code}`) ?? 0) + 1);
      }
      expect([...answers]).toEqual([['400 body_not_allowed', 127]]);
      // Any body: not JSON (no 415 first), JSON that is not an object, and on a GET.
      expectProblem(await send('embedEmployeeOnboarding', partner.key).set('Content-Type', 'text/plain').send('hello'), 400, 'body_not_allowed');
      expectProblem(await send('embedEmployeeOnboarding', partner.key).set('Content-Type', 'application/json').send('null'), 400, 'body_not_allowed');
      expectProblem(await send('getHealth', undefined).set('Content-Type', 'application/json').send('{"a":1}'), 400, 'body_not_allowed');
      // The key is checked first: without one, a body changes nothing about the 401.
      expectProblem(await send('embedEmployeeOnboarding', undefined).set('Content-Type', 'application/json').send('{}'), 401, 'unauthenticated');
    });

    it('refused with a body, a write does nothing and stores no idempotent answer; without a body it is served as before', async () => {
      const company = expectStatus(await as().post('/v1/companies', companyBody({ legalName: 'Bodyless LLC' })), 201).body;
      const url = `/v1/companies/${company.id}/start_implementation`;
      const events = () => server().db.prisma.event.count({ where: { companyId: company.id } });
      const before = await events();
      const refused = await as().post(url, {}).set('Idempotency-Key', 'bodyless-1');
      expectCleanProblem(refused, 400, 'body_not_allowed', url);
      expect(expectStatus(await as().get(`/v1/companies/${company.id}`), 200).body.payrollDetails.implementationDetails).toEqual({ status: 'NotStarted' });
      expect(await events()).toBe(before);
      expect(await server().db.prisma.idempotencyRecord.count({ where: { key: 'bodyless-1' } })).toBe(0);

      // What openapi-fetch sends for a call without a body: Content-Length 0, no Content-Type; the same key is served, not replayed.
      const served = await as().post(url).set('Idempotency-Key', 'bodyless-1');
      expectStatus(served, 200);
      expect(served.headers['idempotent-replayed']).toBeUndefined();
      expect(served.body.payrollDetails.implementationDetails.status).toBe('InProgress');
      expect(await events()).toBe(before + 1);
      // Content-Length 0 with a JSON Content-Type is no body either (the state's 409 shows the operation ran).
      expectProblem(await as().post(url).set('Content-Type', 'application/json').set('Content-Length', '0'), 409, 'implementation_already_started');
      // A bodyless GET and DELETE as every client sends them.
      expectStatus(await as().get(`/v1/companies/${company.id}`), 200);
      expectStatus(await request(app()).get('/health'), 200);
    });

    it('a chunked body: refused at its first byte; a chunked body that ends empty is no body', async () => {
      const company = expectStatus(await as().post('/v1/companies', companyBody({ legalName: 'Chunked LLC' })), 201).body;
      const listener: Server = await new Promise((resolve) => {
        const s = app().listen(0, '127.0.0.1', () => resolve(s));
      });
      try {
        const chunked = (path: string, chunks: string[]) =>
          new Promise<{ status: number; body: { code?: string } }>((resolve, reject) => {
            const req = httpRequest(
              { host: '127.0.0.1', port: (listener.address() as AddressInfo).port, method: 'POST', path, headers: { [partner.key.header]: partner.key.value, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
              (res) => {
                let text = '';
                res.on('data', (d: Buffer) => (text += d.toString()));
                res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as { code?: string } }));
              },
            );
            req.on('error', reject);
            for (const c of chunks) req.write(c);
            req.end();
          });
        const url = `/v1/companies/${company.id}/start_implementation`;
        expect(await chunked(url, ['{', '}'])).toMatchObject({ status: 400, body: { code: 'body_not_allowed' } });
        expect(expectStatus(await as().get(`/v1/companies/${company.id}`), 200).body.payrollDetails.implementationDetails).toEqual({ status: 'NotStarted' });
        expect(await chunked(url, [])).toMatchObject({ status: 200, body: { payrollDetails: { implementationDetails: { status: 'InProgress' } } } });
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    });
  });

  describe('versioning and request ids', () => {
    it('API-Version 2.0 -> 400 unsupported_api_version; 1.0 and 1 are served', async () => {
      const res = await as().get('/v1/companies').set('API-Version', '2.0');
      expectCleanProblem(res, 400, 'unsupported_api_version', '/v1/companies');
      expectStandardHeaders(res);
      expectProblem(await request(app()).get('/health').set('API-Version', '0.9'), 400, 'unsupported_api_version');
      for (const v of ['1.0', '1']) expectStatus(await as().get('/v1/companies').set('API-Version', v), 200);
    });

    it('every response carries API-Version: 1.0 and X-Request-Id', async () => {
      const company = expectStatus(await as().post('/v1/companies', companyBody()), 201);
      const responses = [
        company,
        await request(app()).get('/health'),
        await as().get('/v1/companies'),
        await as().get(`/v1/companies/${company.body.id}`),
        await as().patch(`/v1/companies/${company.body.id}`, { tradeName: 'T' }),
        await as().post('/v1/companies', {}),
        await client(app()).get('/v1/companies'),
        await client(app(), partner.key).post('/v1/operator/partners', { name: 'x' }),
        await as().get('/v1/companies/com_unknown'),
        await as().get(`/v1/companies/${company.body.id}/payrolls`),
        await request(app()).get('/unknown'),
      ];
      expect(responses.map((r) => r.status)).toEqual([201, 200, 200, 200, 200, 400, 401, 403, 404, 200, 404]);
      const requestIds = new Set<string>();
      for (const res of responses) {
        expectStandardHeaders(res);
        requestIds.add(res.headers['x-request-id']);
        if (res.status >= 400) expect(res.body.requestId).toBe(res.headers['x-request-id']);
      }
      expect(requestIds.size).toBe(responses.length);
    });

    it('a well-formed X-Request-Id is kept; a malformed one is replaced', async () => {
      const res = await as().get('/v1/companies/com_unknown').set('X-Request-Id', 'trace-1234_abcd');
      expect(res.headers['x-request-id']).toBe('trace-1234_abcd');
      expect(res.body.requestId).toBe('trace-1234_abcd');
      for (const bad of ['has spaces in it', 'x'.repeat(65), 'semi;colon']) {
        const r = await as().get('/v1/companies').set('X-Request-Id', bad);
        expect(r.status).toBe(200);
        expect(r.headers['x-request-id']).toMatch(/^req_[0-9a-f]{20}$/);
      }
    });
  });

  describe('idempotency', () => {
    it('same key and body replays the stored response; the company is created once', async () => {
      const p = await createPartner(server(), 'Idempotent Partner');
      const c = client(app(), p.key);
      const body = companyBody({ legalName: 'Once Only LLC' });
      const first = await c.post('/v1/companies', body).set('Idempotency-Key', 'create-once-1');
      expectStatus(first, 201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await c.post('/v1/companies', body).set('Idempotency-Key', 'create-once-1');
      expectStatus(again, 201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(again.headers.location).toBe(first.headers.location);
      expectStandardHeaders(again);
      expect(ids(await c.get('/v1/companies'))).toEqual([first.body.id]);

      // Same key, another body: 422; the key still replays the original afterwards.
      const other = await c.post('/v1/companies', { ...body, legalName: 'Twice LLC' }).set('Idempotency-Key', 'create-once-1');
      expectCleanProblem(other, 422, 'idempotency_key_reused', '/v1/companies');
      // The same key on another operation is another request too.
      const elsewhere = await c.patch(`/v1/companies/${first.body.id}`, body).set('Idempotency-Key', 'create-once-1');
      expectProblem(elsewhere, 422, 'idempotency_key_reused');
      expect(ids(await c.get('/v1/companies'))).toEqual([first.body.id]);

      // Keys are scoped to the API key: another partner's identical request is its own.
      const q = await createPartner(server(), 'Other Idempotent Partner');
      const theirs = await client(app(), q.key).post('/v1/companies', body).set('Idempotency-Key', 'create-once-1');
      expectStatus(theirs, 201);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(theirs.body.id).not.toBe(first.body.id);

      const events = await server().db.prisma.event.count({ where: { type: 'company.created', partnerId: p.id } });
      expect(events).toBe(1);
    });

    it('PATCH replays too, and an error response is replayed as stored', async () => {
      const company = expectStatus(await as().post('/v1/companies', companyBody()), 201).body;
      const r1 = expectStatus(await as().patch(`/v1/companies/${company.id}`, { tradeName: 'First' }).set('Idempotency-Key', 'patch-1'), 200);
      expectStatus(await as().patch(`/v1/companies/${company.id}`, { tradeName: 'Second' }), 200);
      const r2 = await as().patch(`/v1/companies/${company.id}`, { tradeName: 'First' }).set('Idempotency-Key', 'patch-1');
      expect(r2.status).toBe(200);
      expect(r2.headers['idempotent-replayed']).toBe('true');
      expect(r2.body).toEqual(r1.body);
      // The replay did not apply the change again.
      expect(expectStatus(await as().get(`/v1/companies/${company.id}`), 200).body.tradeName).toBe('Second');

      const bad = { ...companyBody(), corporationId: 'corp_unknown' };
      const e1 = await as().post('/v1/companies', bad).set('Idempotency-Key', 'error-1');
      expectProblem(e1, 422, 'invalid_reference');
      const e2 = await as().post('/v1/companies', bad).set('Idempotency-Key', 'error-1');
      expectProblem(e2, 422, 'invalid_reference');
      expect(e2.headers['idempotent-replayed']).toBe('true');
      expect(e2.body.detail).toBe(e1.body.detail);
    });

    it('a repeat while the first is still in flight -> 409 idempotency_request_in_flight', async () => {
      const body = companyBody({ legalName: 'In Flight LLC' });
      expectStatus(await as().post('/v1/companies', body).set('Idempotency-Key', 'flight-1'), 201);
      // Put the stored record back in its in-flight state, as if the first request had not finished.
      const updated = await server().db.prisma.idempotencyRecord.updateMany({ where: { key: 'flight-1' }, data: { status: 'InFlight', responseStatus: null } });
      expect(updated.count).toBe(1);
      const res = await as().post('/v1/companies', body).set('Idempotency-Key', 'flight-1');
      expectCleanProblem(res, 409, 'idempotency_request_in_flight', '/v1/companies');
    });

    it('an Idempotency-Key over 255 characters is refused', async () => {
      const res = await as().post('/v1/companies', companyBody()).set('Idempotency-Key', 'k'.repeat(256));
      expect(expectProblem(res, 400, 'validation_failed').errors?.[0].field).toBe('headers.idempotency-key');
    });
  });

  describe('events', () => {
    it('company.created and company.updated are recorded with the resource as answered; refused writes record nothing', async () => {
      const created = expectStatus(await as().post('/v1/companies', companyBody({ legalName: 'Evented LLC' })), 201).body;
      const events = await server().db.prisma.event.findMany({ where: { resourceId: created.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      expect(events).toEqual([
        expect.objectContaining({ id: expect.stringMatching(/^evt_/), type: 'company.created', partnerId: partner.id, companyId: created.id, resourceType: 'Company', resourceId: created.id, data: created }),
      ]);
      const updated = expectStatus(await as().patch(`/v1/companies/${created.id}`, { tradeName: 'Evented' }), 200).body;
      const after = await server().db.prisma.event.findMany({ where: { resourceId: created.id, type: 'company.updated' } });
      expect(after).toEqual([expect.objectContaining({ partnerId: partner.id, companyId: created.id, data: updated })]);

      const total = await server().db.prisma.event.count();
      expectProblem(await as().post('/v1/companies', companyBody({ corporationId: 'corp_unknown' })), 422, 'invalid_reference');
      expectProblem(await as().post('/v1/companies', companyBody({ legalType: 'Guild' })), 400, 'validation_failed');
      expectProblem(await as().patch('/v1/companies/com_unknown', { tradeName: 'x' }), 404, 'not_found');
      expect(await server().db.prisma.event.count()).toBe(total);
    });
  });

  // How a database that is gone fails depends on its driver: on both databases (docs/testing.md).
  describeOnEveryDatabase('rate limit and a failing database (a server of their own)', () => {
    let limited: TestServer;
    let closed = false;
    beforeAll(async () => {
      const url = server().db.kind === 'pglite' ? 'memory:' : process.env.TEST_DATABASE_URL!;
      limited = await startTestServer(url, { rateLimit: { limit: 3, windowSeconds: 60 } });
    });
    afterAll(async () => {
      if (!closed) await limited.close();
    });
    afterEach(() => limited.clock.reset());

    it('announces the limit on every response and answers the 4th request in the window with 429 rate_limited', async () => {
      // The service clock stands still 10 s into a window, so every request below falls in that one window.
      limited.clock.set('2026-11-16T10:00:10Z');
      const p = await createPartner(limited, 'Limited Partner');
      const warm = await createPartner(limited, 'Warm-up Partner');
      // Compile the operation with another key (each key has its own window).
      expectStatus(await client(limited.app, warm.key).get('/v1/companies'), 200);

      const c = client(limited.app, p.key);
      for (let i = 1; i <= 3; i++) {
        const res = expectStatus(await c.get('/v1/companies'), 200);
        expect(res.headers['ratelimit-policy']).toBe('3;w=60');
        expect(res.headers.ratelimit).toMatch(new RegExp(`^limit=3, remaining=${3 - i}, reset=\\d+$`));
      }
      const res = await c.get('/v1/companies');
      expectCleanProblem(res, 429, 'rate_limited', '/v1/companies');
      expectStandardHeaders(res);
      const retryAfter = Number(res.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      // The window began at 10:00:00 and the clock reads 10:00:10.
      expect(retryAfter).toBe(50);
      expect(res.headers.ratelimit).toMatch(/^limit=3, remaining=0, reset=\d+$/);
      expect(res.headers['ratelimit-policy']).toBe('3;w=60');
      // Writes are limited the same way, and nothing is done.
      expectProblem(await c.post('/v1/companies', companyBody()), 429, 'rate_limited');
      expect(await limited.db.prisma.company.count()).toBe(0);
      // Other keys have windows of their own; /health needs no key and is not limited.
      expectStatus(await client(limited.app, warm.key).get('/v1/companies'), 200);
      for (let i = 0; i < 5; i++) expectStatus(await request(limited.app).get('/health'), 200);
    });

    it('with the database gone: /health is 503 degraded and API calls are a clean 500 internal_error', async () => {
      const p = await createPartner(limited, 'Doomed Partner');
      await limited.close();
      closed = true;
      // Readiness is cached for a second (READINESS_CACHE_MS): the next check after it sees the database gone.
      limited.clock.advance(1001);
      const health = await request(limited.app).get('/health');
      expect(health.status).toBe(503);
      // (From November 1 the body also names next year's missing tax jurisdictions: tax-coverage.test.ts.)
      expect({ ...health.body, nextTaxYear: undefined }).toEqual({ status: 'degraded', version: '1.0', uptimeSeconds: expect.any(Number), database: { status: 'down', kind: limited.db.kind } });
      expectStandardHeaders(health);
      const res = await client(limited.app, p.key).get('/v1/companies');
      expectCleanProblem(res, 500, 'internal_error', '/v1/companies');
      expectStandardHeaders(res);
      const res2 = await client(limited.app, operatorKey).post('/v1/operator/partners', { name: 'Nobody' });
      expectCleanProblem(res2, 500, 'internal_error', '/v1/operator/partners');
    });
  });
});

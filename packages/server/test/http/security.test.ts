// Issue 12, fail closed: one exact route match for every layer, authentication at the handler boundary
// too, text the database cannot store refused with 400, per-address limits for what has no key, and a
// /health that cannot be used to load the database. docs/security.md describes each rule.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Agent, request as httpRequest, type Server } from 'node:http';
import request from 'supertest';
import { DEFAULT_ADDRESS_LIMITS } from '../../src/http/address-limit';
import type { AddCounts, RateCounter } from '../../src/http/rate-counter';
import { answerClientErrors } from '../../src/http/client-errors';
import { operationIds, operationTable, type OperationId } from '../../src/generated/operations.gen';
import { databasesFor, defaultDatabaseUrl, forEachDatabase, startTestServer, type TestServer } from '@payroll/test-support';
import { client, createPartner, createTenancy, expectProblem, expectStatus, issueKey, key, operatorKey } from './fixtures';

const PARAM = 'abc_123';

/** The operation's path as the contract spells it, with every parameter filled. */
function exactPath(id: OperationId): string {
  const meta = operationTable[id];
  return (meta.basePath + meta.path).replace(/\{[^}]+\}/g, PARAM);
}

/** The same path spelled otherwise: none of these is an operation. */
export function oddSpellings(id: OperationId): Array<[string, string]> {
  const path = exactPath(id);
  const segments = path.split('/');
  // The first literal segment after the base (`companies` of `/v1/companies/...`, `health` of `/health`).
  const at = segments.findIndex((s, i) => i > 0 && s !== 'v1' && s !== PARAM && /^[a-z]/.test(s));
  const withSegment = (f: (s: string) => string) => segments.map((s, i) => (i === at ? f(s) : s)).join('/');
  const encoded = (s: string) => `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}`;
  return [
    ['upper case', path.toUpperCase()],
    ['capitalised', withSegment((s) => s[0].toUpperCase() + s.slice(1))],
    ['percent-encoded letter', withSegment(encoded)],
    ['percent-encoded letter, lower-case hex', withSegment((s) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`)],
    ['trailing slash', `${path}/`],
    ['doubled slash', path.replace(/\/([^/]*)$/, '//$1')],
    ['doubled leading slash', `/${path}`],
  ];
}

function send(app: TestServer['app'], id: OperationId, path: string, headers: Record<string, string> = {}) {
  const method = operationTable[id].method;
  let t = request(app)[method](path);
  for (const [h, v] of Object.entries(headers)) t = t.set(h, v);
  return operationTable[id].hasBody ? t.send({}) : t;
}

/** send(), by Node's client on `agent`'s connections to the app listening on `port`: the status and the parsed body. */
function rawSend(agent: Agent, port: number, id: OperationId, path: string, headers: Record<string, string>): Promise<{ status: number; body: { code?: string } }> {
  const body = operationTable[id].hasBody ? '{}' : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, agent, method: operationTable[id].method.toUpperCase(), path, headers: { ...headers, ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode!, body: text ? (JSON.parse(text) as { code?: string }) : {} });
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('path spellings (no database needed to know them)', () => {
  it('every odd spelling differs from the exact path and from every other operation path', () => {
    for (const id of operationIds) {
      for (const [, p] of oddSpellings(id)) expect(p).not.toBe(exactPath(id));
    }
  });
});

forEachDatabase('security: fail closed', (server) => {
  const app = () => server().app;

  describe('one route match, exact and case-sensitive', () => {
    it('the findings of issue 12: no key, odd spelling -> 404 and nothing happens', async () => {
      const partnersBefore = await server().db.prisma.partner.count();
      const keysBefore = await server().db.prisma.apiKey.count();
      expectProblem(await request(app()).post('/v1/OPERATOR/partners').send({ name: 'Mallory' }), 404, 'not_found');
      expectProblem(await request(app()).post('/v1/Operator/partners').send({ name: 'Mallory' }), 404, 'not_found');
      expectProblem(await request(app()).post('/v1/Operator/api_keys').send({ kind: 'Company', ownerId: 'com_x' }), 404, 'not_found');
      expectProblem(await request(app()).delete('/v1/Operator/api_keys/key_x'), 404, 'not_found');
      expectProblem(await request(app()).get('/v1/COMPANIES'), 404, 'not_found');
      expectProblem(await request(app()).get('/v1/companies/'), 404, 'not_found');
      expect(await server().db.prisma.partner.count()).toBe(partnersBefore);
      expect(await server().db.prisma.apiKey.count()).toBe(keysBefore);
    });

    it('a revoke under an odd spelling never runs, even with the operator key of another spelling', async () => {
      const p = await createPartner(server(), 'Spelling Partner');
      const issued = await issueKey(server(), 'Partner', p.id);
      for (const path of [`/v1/Operator/api_keys/${issued.id}`, `/v1/operator/API_KEYS/${issued.id}`, `/v1/operator/api_keys/${issued.id}/`, `/v1/operator//api_keys/${issued.id}`]) {
        expectProblem(await request(app()).delete(path), 404, 'not_found');
      }
      expect((await server().db.prisma.apiKey.findUnique({ where: { id: issued.id } }))?.revokedAt).toBeNull();
      expectStatus(await client(app(), issued.key).get('/v1/companies'), 200);
    });

    it('every operation, exactly spelled, without a key: 401 unauthenticated (health: served)', async () => {
      for (const id of operationIds) {
        const res = await send(app(), id, exactPath(id));
        if (operationTable[id].security.length === 0) {
          expect([id, [200, 503].includes(res.status)]).toEqual([id, true]);
        } else {
          expect([id, res.status, res.body.code]).toEqual([id, 401, 'unauthenticated']);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        }
      }
    });

    it('every operation under every odd spelling, without a key and with a valid key of each kind: 404, never 2xx or 5xx', async () => {
      const t = await createTenancy(server());
      const keys: Array<Record<string, string>> = [{}, { [t.partner.key.header]: t.partner.key.value }, { [t.corporation.key.header]: t.corporation.key.value }, { [t.company.key.header]: t.company.key.value }, { [operatorKey.header]: operatorKey.value }];
      const partnersBefore = await server().db.prisma.partner.count();
      const seen: string[] = [];
      // About 9,000 requests: sent as send() sends them (the method, the path as spelled, the key, `{}` as JSON
      // where the operation has a body), by Node's own client on kept-alive connections to one listening
      // server, rather than by supertest, whose client was a third of this test's CPU.
      const http = app().listen(0, '127.0.0.1');
      // The kept-alive connection is never closed for being idle (that close could cross the next request).
      http.keepAliveTimeout = 0;
      await new Promise((r) => http.once('listening', r));
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const port = (http.address() as AddressInfo).port;
        for (const id of operationIds) {
          for (const [spelling, path] of oddSpellings(id)) {
            for (const headers of keys) {
              const res = await rawSend(agent, port, id, path, headers);
              if (res.status !== 404 || res.body.code !== 'not_found') seen.push(`${id} ${spelling} ${path} ${Object.keys(headers)[0] ?? 'no key'}: ${res.status} ${res.body.code}`);
              if (res.status >= 200 && res.status < 300) seen.push(`${id} answered ${res.status}`);
            }
          }
        }
      } finally {
        agent.destroy();
        await new Promise((r) => http.close(r));
      }
      expect(seen).toEqual([]);
      expect(await server().db.prisma.partner.count()).toBe(partnersBefore);
    }, 120000);
  });

  describe('bad bytes: text the database cannot store is a 400 invalid_text, never a 500', () => {
    let partner: Awaited<ReturnType<typeof createPartner>>;
    beforeAll(async () => {
      partner = await createPartner(server(), 'Bytes Partner');
    });
    const as = () => client(app(), partner.key);

    it('a NUL or malformed percent-encoding in a path parameter', async () => {
      for (const path of ['/v1/companies/com_%00x', '/v1/companies/%00', '/v1/companies/com_%ZZ', '/v1/companies/com_%C3%28', '/v1/companies/%ED%A0%80']) {
        expectProblem(await as().get(path), 400, 'invalid_text');
      }
      // Without a key too: the text is refused before anything reads it.
      expectProblem(await request(app()).get('/v1/companies/com_%00x'), 400, 'invalid_text');
    });

    it('a number beyond any double in the query (found by the fuzz pass: was 500) or the body: 400 naming the field', async () => {
      const res = expectProblem(await as().get('/v1/companies?page=1e400'), 400, 'validation_failed');
      expect(res.errors).toEqual([{ field: 'query.page', message: 'must be a finite number', code: 'type' }]);
      expectProblem(await as().get('/v1/companies?pageSize=-1e400'), 400, 'validation_failed');
      const raw = '{"legalName":"Big LLC","email":"a@b.example","legalType":"LimitedLiabilityCompany","address":{"street1":"1 Main St","city":"Austin","zipcode":"78701","state":"TX","country":"US"},"x":1e400}';
      expect((await request(app()).post('/v1/companies').set(partner.key.header, partner.key.value).set('Content-Type', 'application/json').send(raw)).status).toBe(400);
    });

    it('a NUL in a query value or name', async () => {
      expectProblem(await as().get('/v1/companies?legalName=a%00b'), 400, 'invalid_text');
      expectProblem(await as().get('/v1/companies?a%00=1'), 400, 'invalid_text');
    });

    it('a NUL or an unpaired surrogate anywhere in a JSON body, names and values, at any depth', async () => {
      const before = await server().db.prisma.company.count();
      const base = { legalName: 'Nul Bytes LLC', email: 'a@b.example', legalType: 'LimitedLiabilityCompany', address: { street1: '1 Main St', city: 'Austin', zipcode: '78701', state: 'TX', country: 'US' } };
      const bodies = [
        { ...base, legalName: 'Nul\u0000Bytes LLC' },
        { ...base, address: { ...base.address, street1: '1 Main\u0000 St' } },
        { ...base, legalName: 'Half \ud800 a pair' },
        { ...base, legalName: '\udc00 tail only' },
        { ...base, ['na\u0000me']: 'x' },
      ];
      for (const body of bodies) expectProblem(await as().post('/v1/companies', body), 400, 'invalid_text');
      // The JSON text spelling of the same characters.
      const raw = JSON.stringify(base).replace('Nul Bytes', 'Nul\\u0000Bytes');
      expectProblem(await request(app()).post('/v1/companies').set(partner.key.header, partner.key.value).set('Content-Type', 'application/json').send(raw), 400, 'invalid_text');
      expect(await server().db.prisma.company.count()).toBe(before);
      // A pair of surrogates (an emoji) is text like any other.
      expectStatus(await as().post('/v1/companies', { ...base, legalName: 'Sunflower \ud83c\udf3b LLC' }), 201);
    });
  });

  describe('Cache-Control (issue 25, finding 6)', () => {
    it('every answer under /v1 (JSON, PDF, CSV, problems, unknown routes) and under /embed says no-store; /health, /docs and the contract may be cached', async () => {
      const t = await createTenancy(server());
      const as = client(app(), t.partner.key);
      const base = `/v1/companies/${t.company.id}`;
      const signatory = expectStatus(await as.post(`${base}/signatories`, { firstName: 'Maria', lastName: 'Alvarez', title: 'Chief Executive Officer', email: 'maria@company.example' }), 201);
      expectStatus(await as.post(`${base}/onboard/signatory_agreements`, { signatoryId: signatory.body.id, accepted: true }), 200);
      const documents = expectStatus(await as.get(`${base}/documents/company_authorization_documents`), 200);
      const pdf = expectStatus(await as.get(`${base}/documents/company_authorization_documents/${documents.body.results[0].id}/download`), 200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const csv = expectStatus(await as.get(`${base}/reports/payroll_journal?paydayFrom=2026-01-01&paydayTo=2026-01-31`).set('Accept', 'text/csv'), 200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const answers: Array<[string, request.Response]> = [
        ['201 JSON', signatory],
        ['200 JSON page', documents],
        ['200 PDF', pdf],
        ['200 CSV', csv],
        ['200 JSON', expectStatus(await as.get(base), 200)],
        ['401', await request(app()).get('/v1/companies')],
        ['404 unknown id', await as.get(`${base}/employees/emp_unknown`)],
        ['404 unknown route', await request(app()).get('/v1/no_such_route')],
        ['404 odd spelling', await request(app()).get('/v1/COMPANIES')],
        ['400', await as.get('/v1/companies?page=1e400')],
        ['403', await client(app(), t.company.key).get('/v1/branding')],
        ['405', await as.put(base, {})],
        ['embed onboarding page', await request(app()).get(`/embed/onboard/${'x'.repeat(32)}`)],
        ['embed flow page', await request(app()).get(`/embed/flows/${'x'.repeat(32)}`)],
      ];
      expect(answers.map(([what, r]) => [what, r.headers['cache-control']])).toEqual(answers.map(([what]) => [what, 'no-store']));
      expect(answers.map(([, r]) => r.status)).toEqual([201, 200, 200, 200, 200, 401, 404, 404, 404, 400, 403, 405, 404, 404]);
      for (const path of ['/health', '/docs', '/openapi.yaml', '/openapi.json']) {
        expect([path, (await request(app()).get(path)).headers['cache-control']]).not.toEqual([path, 'no-store']);
      }
    });
  });

  describe('/health answers from a readiness cached for a second', () => {
    it('50 calls in the same second ping the database once; the next second pings again', async () => {
      // The ping is the raw query SELECT 1 (repositories/health.ts), counted on the database client: a module's
      // exports cannot be spied on under @swc/jest, and other raw queries (the rate limit's batched counts) may run meanwhile.
      const raw = jest.spyOn(server().db.prisma, '$queryRaw');
      const pings = () => raw.mock.calls.filter(([sql]) => Array.isArray(sql) && sql.join('?') === 'SELECT 1').length;
      try {
        server().clock.set('2026-11-24T10:00:00.000Z');
        await Promise.all(Array.from({ length: 50 }, () => request(app()).get('/health').expect(200)));
        expect(pings()).toBe(1);
        server().clock.advance(999);
        expectStatus(await request(app()).get('/health'), 200);
        expect(pings()).toBe(1);
        server().clock.advance(2);
        expectStatus(await request(app()).get('/health'), 200);
        expect(pings()).toBe(2);
      } finally {
        raw.mockRestore();
        server().clock.reset();
      }
    });

    it('is served at /v1/health too (where generated clients and Prism call it), the same answer without a key; other spellings are no operation', async () => {
      try {
        server().clock.set('2026-11-24T11:00:00.000Z');
        const root = expectStatus(await request(app()).get('/health'), 200);
        const v1 = expectStatus(await request(app()).get('/v1/health'), 200);
        expect(v1.body).toEqual(root.body);
        expect(v1.body).toMatchObject({ status: 'ok', version: '1.0', database: { status: 'up' } });
        for (const r of [root, v1]) {
          expect([r.headers['content-type'], r.headers['api-version'], r.headers['cache-control']]).toEqual(['application/json; charset=utf-8', '1.0', undefined]);
        }
        // With a key of any kind (or an unknown one) it is still the public answer.
        expect(expectStatus(await client(app(), key('Partner', 'pk_live_UNKNOWNUNKNOWNUNKNOWN0001')).get('/v1/health'), 200).body).toEqual(root.body);
        expectProblem(await request(app()).get('/v1/health?verbose=1'), 400, 'validation_failed');
        expectProblem(await request(app()).post('/v1/health'), 405, 'method_not_allowed');
        for (const odd of ['/v1/health/', '/v1/Health', '/v1//health', '/v1/%68ealth', '/v1/v1/health', '/v2/health']) {
          expectProblem(await request(app()).get(odd), 404, 'not_found');
        }
      } finally {
        server().clock.reset();
      }
    });
  });
});

describe.each(databasesFor().map((d) => [d.name, d.url()!]))('security: per-address limits, the production defaults [%s]', (_name, url) => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer(url, { addressLimits: DEFAULT_ADDRESS_LIMITS });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('700 wrong keys in a row from one address meet 429 rate_limited with Retry-After; a valid key this process has served still works', async () => {
    limited.clock.set('2026-11-24T10:00:10Z');
    try {
      const p = await createPartner(limited, 'Limited Partner');
      const unseen = await createPartner(limited, 'Unseen Partner');
      expectStatus(await client(limited.app, p.key).get('/v1/companies'), 200);
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 700; i++) {
        const res = await client(limited.app, key('Partner', `pk_live_wrong_${i}`)).get('/v1/companies');
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body.code).toBe('rate_limited');
          retryAfter = res.headers['retry-after'];
        }
      }
      const limit = DEFAULT_ADDRESS_LIMITS.authFailures;
      expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
      expect(Number(retryAfter)).toBe(50);
      // No key at all and a wrong operator key are refused the same way, without reaching the key table.
      expectProblem(await request(limited.app).get('/v1/companies'), 429, 'rate_limited');
      expectProblem(await client(limited.app, key('Operator', 'not-the-operator-key')).post('/v1/operator/partners', { name: 'x' }), 429, 'rate_limited');
      // The limit is on failures, not on the address: a caller with a valid key this process has served is served.
      expectStatus(await client(limited.app, p.key).get('/v1/companies'), 200);
      // A key this process has not served is not looked up until the window ends (it cannot be told from a
      // random one without the database): 429 too.
      expectProblem(await client(limited.app, unseen.key).get('/v1/companies'), 429, 'rate_limited');
      // A new window starts afresh.
      limited.clock.advance(60_000);
      expectProblem(await request(limited.app).get('/v1/companies'), 401, 'unauthenticated');
      expectStatus(await client(limited.app, unseen.key).get('/v1/companies'), 200);
    } finally {
      limited.clock.reset();
    }
  });

  it('over its limit, an address is answered from memory whatever key it sends: no key lookup, no counter write (issue 25, finding 5)', async () => {
    limited.clock.set('2026-11-24T12:00:10Z');
    const rateCounter = limited.app.locals.rateCounter as RateCounter;
    // Database work counted on the client (a module's exports cannot be spied on under @swc/jest): key
    // lookups are apiKey.findUnique (repositories/api-keys.ts); counter writes are the raw upserts into
    // "RateLimitWindow" (repositories/request-guards.ts), each shown as the counters it adds to: an
    // address's bucket (countRequest, `addr:auth:<address>`), or the keys of a batch of per-key counts, which
    // the rate counter's flush timer writes on the driver (http/rate-counter.ts, addRequestCountsSql): those
    // are seen at the counter's own writer, each batch as its keys.
    const keyReads = jest.spyOn(limited.db.prisma.apiKey, 'findUnique');
    const raw = jest.spyOn(limited.db.prisma, '$queryRaw');
    const writer = rateCounter as unknown as { opts: { add: AddCounts } };
    const add = writer.opts.add;
    const batches: string[][] = [];
    writer.opts.add = (rows) => {
      batches.push(rows.map((r) => r.apiKeyId));
      return add(rows);
    };
    const counterWrites = (): string[][] => [
      ...raw.mock.calls
        .filter(([sql]) => Array.isArray(sql) && sql.join('?').includes('INSERT INTO "RateLimitWindow"'))
        .map(([, ...values]) => values.flatMap((v) => (v && typeof v === 'object' && 'values' in v ? (v as { values: unknown[] }).values : [v])).filter((v): v is string => typeof v === 'string')),
      ...batches,
    ];
    try {
      const p = await createPartner(limited, 'Flooded Partner');
      const served = await limited.db.prisma.apiKey.findFirstOrThrow({ where: { kind: 'Partner', ownerId: p.id } });
      expectStatus(await client(limited.app, p.key).get('/v1/companies'), 200); // this process now knows the key
      for (let i = 0; i <= DEFAULT_ADDRESS_LIMITS.authFailures; i++) await client(limited.app, key('Partner', `pk_live_flood_${i}`)).get('/v1/companies');
      expectProblem(await client(limited.app, key('Partner', 'pk_live_flood_over')).get('/v1/companies'), 429, 'rate_limited');
      // The per-key counts of the requests so far are written now, not by the flush timer in the middle of what follows.
      await rateCounter.flush();
      keyReads.mockClear();
      raw.mockClear();
      batches.length = 0;

      // Over the limit: bogus keys of every kind, no key and a wrong operator key cost no database work.
      for (let i = 0; i < 30; i++) {
        const kind = (['Partner', 'Corporation', 'Company'] as const)[i % 3];
        expectProblem(await client(limited.app, key(kind, `flood_${i}`)).get('/v1/companies'), 429, 'rate_limited');
      }
      expectProblem(await request(limited.app).get('/v1/companies'), 429, 'rate_limited');
      expectProblem(await client(limited.app, key('Operator', 'not-the-operator-key')).post('/v1/operator/partners', { name: 'x' }), 429, 'rate_limited');
      expect([keyReads.mock.calls.length, counterWrites()]).toEqual([0, []]);

      // A key this process has served is still served: from memory, then read again once its cache entry
      // is older than the TTL (one lookup), and never counted against the address. Its requests are counted
      // against the key (the per-key limit): the flush timer writes those counts RATE_FLUSH_MS after the
      // first, between these requests whenever they take longer than that (under load: this check, when it
      // counted every write, once failed so; docs/testing.md, "Time: the test clock"). The flush between
      // them below is that interleaving, every time.
      expectStatus(await client(limited.app, p.key).get('/v1/companies'), 200);
      expect(keyReads.mock.calls.length).toBe(0);
      await rateCounter.flush();
      limited.clock.advance(6_000);
      expectStatus(await client(limited.app, p.key).get('/v1/companies'), 200);
      expectStatus(await client(limited.app, p.key).get('/v1/companies'), 200);
      await rateCounter.flush();
      expect([keyReads.mock.calls.length, [...new Set(counterWrites().flat())]]).toEqual([1, [served.id]]);
      // The window's counters: the served key's 4 requests, the address's 101 failures (the last one over
      // its limit, none counted after it), the operator's one request (the partner's creation).
      const counters = await limited.db.prisma.rateLimitWindow.findMany({ where: { windowStart: new Date('2026-11-24T12:00:00Z') } });
      expect(Object.fromEntries(counters.map((c) => [c.apiKeyId, c.count]))).toEqual({ [served.id]: 4, 'addr:auth:127.0.0.1': DEFAULT_ADDRESS_LIMITS.authFailures + 1, operator: 1 });
    } finally {
      keyReads.mockRestore();
      raw.mockRestore();
      writer.opts.add = add;
      limited.clock.reset();
    }
  });

  it('/embed pages are limited per address: the request over the limit gets 429 with Retry-After', async () => {
    limited.clock.set('2026-11-24T11:00:00Z');
    try {
      const token = 'x'.repeat(32);
      for (let i = 0; i < DEFAULT_ADDRESS_LIMITS.embed; i++) expect((await request(limited.app).get(`/embed/onboard/${token}`)).status).toBe(404);
      const res = await request(limited.app).get(`/embed/onboard/${token}`);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('60');
    } finally {
      limited.clock.reset();
    }
  });
});

describe('the handler boundary fails closed on its own', () => {
  it('a handler does not run without the route match naming it, or without an admitted caller', async () => {
    const { toExpress } = await import('../../src/http/handler');
    let ran = 0;
    const mw = toExpress({ operationId: 'operatorCreatePartner', handle: async () => ((ran++, { status: 201, body: {} }) as never) });
    const run = async (state: Record<string, unknown>) => {
      let error: { status?: number; code?: string } | undefined;
      const req = { payroll: { requestId: 'r', ...state }, params: {}, query: {}, body: {}, app: { locals: {} } } as never;
      await mw(req, {} as never, (err?: unknown) => {
        error = err as typeof error;
      });
      return error && { status: error.status, code: error.code };
    };
    expect(await run({})).toEqual({ status: 404, code: 'not_found' });
    expect(await run({ operationId: 'getCompany' })).toEqual({ status: 404, code: 'not_found' });
    expect(await run({ operationId: 'operatorCreatePartner' })).toEqual({ status: 401, code: 'unauthenticated' });
    expect(await run({ operationId: 'operatorCreatePartner', caller: { kind: 'Partner', apiKeyId: 'k', partnerId: 'p' } })).toEqual({ status: 403, code: 'forbidden' });
    expect(ran).toBe(0);
  });
});

// On the default database (docs/testing.md, "Which database runs what"): PostgreSQL when TEST_DATABASE_URL is set.
describe("Node's own client errors are problem details a client can read", () => {
  let s: TestServer;
  let http: Server;
  let port: number;
  let partnerKey: string;
  beforeAll(async () => {
    s = await startTestServer(defaultDatabaseUrl());
    partnerKey = (await createPartner(s, 'Client Errors Partner')).key.value;
    http = s.app.listen(0, '127.0.0.1');
    answerClientErrors(http);
    await new Promise((r) => http.once('listening', r));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => http.close(r));
    await s.close();
  });

  /**
   * Writes `head`, then `body` slowly, if given, and returns what came back before the connection closed.
   * The body is sent until the answer comes (or `sendAtMost` bytes); with `afterAnswer`, it is sent only
   * once the answer has come, all `sendAtMost` bytes, as a client that writes its whole body before it
   * reads would still be sending it, whether or not the server has closed its side meanwhile.
   */
  function exchange(head: string, body?: { sendAtMost: number; afterAnswer?: boolean }): Promise<{ text: string; error?: string; sentWhenAnswered: number; sent: number }> {
    return new Promise((resolve) => {
      // Sending after the answer, the client keeps its side open when the server has closed its own (half-close).
      const sock = connect({ port, host: '127.0.0.1', allowHalfOpen: !!body?.afterAnswer });
      let text = '';
      let sent = 0;
      let sentWhenAnswered = -1;
      let error: string | undefined;
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const send = () => {
        const timer = setInterval(() => {
          if (sock.destroyed || sent >= body!.sendAtMost || (!body!.afterAnswer && sentWhenAnswered >= 0)) {
            clearInterval(timer);
            if (!sock.destroyed) sock.end();
            return;
          }
          sock.write(chunk);
          sent += chunk.length;
        }, 1);
      };
      sock.on('data', (d) => {
        if (sentWhenAnswered < 0) {
          sentWhenAnswered = sent;
          if (body?.afterAnswer) send();
        }
        text += d;
      });
      sock.on('error', (e) => (error = e.message));
      sock.on('close', () => resolve({ text, error, sentWhenAnswered, sent }));
      sock.write(head);
      if (body && !body.afterAnswer) send();
    });
  }

  const problemOf = (text: string) => {
    const [head, body] = text.split('\r\n\r\n');
    return { statusLine: head.split('\r\n')[0], contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1], cacheControl: /cache-control: ([^\r\n]+)/i.exec(head)?.[1], body: JSON.parse(body) as { status: number; code: string } };
  };

  it('headers over 16 KiB: 431 request_header_too_large', async () => {
    const r = await exchange(`GET /v1/companies HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    const p = problemOf(r.text);
    expect(p.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(p.contentType).toBe('application/problem+json');
    expect(p.cacheControl).toBe('no-store');
    expect(p.body).toMatchObject({ status: 431, code: 'request_header_too_large' });
  });

  it('a malformed request: 400 malformed_request', async () => {
    for (const head of ['GET /v1/companies HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 'NOT HTTP AT ALL\r\n\r\n', `GET /v1/companies HTTP/1.1\r\nHost: x\r\nX-API-key: a\u0000b\r\n\r\n`]) {
      const p = problemOf((await exchange(head)).text);
      expect(p.statusLine).toBe('HTTP/1.1 400 Bad Request');
      expect(p.body).toMatchObject({ status: 400, code: 'malformed_request' });
    }
  });

  const declaring = (total: number) => `POST /v1/companies HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-API-key: ${partnerKey}\r\nContent-Length: ${total}\r\n\r\n`;

  it('a body declared over 1 MiB: 413 payload_too_large answered before the body is sent, and read without a reset', async () => {
    const total = 50 * 1024 * 1024;
    const r = await exchange(declaring(total), { sendAtMost: 4 * 1024 * 1024 });
    expect(r.error).toBeUndefined();
    const p = problemOf(r.text);
    expect(p.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(p.body).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(r.text).toMatch(/\r\nConnection: close\r\n/i);
    // Answered long before 50 MiB were sent.
    expect(r.sentWhenAnswered).toBeLessThan(4 * 1024 * 1024);
  });

  it('a client still sending its body after the 413 (as one that writes the whole body before it reads): the body is read off, then the connection closes, with no reset', async () => {
    // Node's server used to destroy the socket as soon as the answer was written (http/body-limit.ts,
    // closeAfterAnswer): the body arriving after it met a closed socket, and the client got `write EPIPE`.
    const total = 3 * 1024 * 1024;
    const r = await exchange(declaring(total), { sendAtMost: total, afterAnswer: true });
    expect(r.error).toBeUndefined();
    expect([r.sentWhenAnswered, r.sent]).toEqual([0, total]);
    const p = problemOf(r.text);
    expect(p.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(p.body).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(r.text).toMatch(/\r\nConnection: close\r\n/i);
  });
});

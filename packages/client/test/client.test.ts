import { createPayrollClient, normalizeBaseUrl, paginate, PayrollApiError, unwrap, type Problem } from '../src';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function stubFetch(status: number, body: unknown, seen: Seen[]) {
  return async (input: Request): Promise<Response> => {
    seen.push({ url: input.url, method: input.method, headers: input.headers, body: input.body ? await input.text() : null });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' } });
  };
}

describe('@payroll/client', () => {
  it('sends the key in the header of its kind, the API version, and types the response', async () => {
    const seen: Seen[] = [];
    const api = createPayrollClient({
      baseUrl: 'http://payroll.test/v1',
      apiKey: { kind: 'Company', key: 'ck_live_abc' },
      fetch: stubFetch(200, { id: 'com_1', legalName: 'Blue Fern LLC' }, seen),
    });
    const { data, error } = await api.GET('/companies/{companyId}', { params: { path: { companyId: 'com_1' } } });
    expect(error).toBeUndefined();
    expect(data?.legalName).toBe('Blue Fern LLC');
    expect(seen[0].url).toBe('http://payroll.test/v1/companies/com_1');
    expect(seen[0].headers.get('C-API-key')).toBe('ck_live_abc');
    expect(seen[0].headers.get('API-Version')).toBe('1.0');
  });

  it('serializes query filters and JSON bodies, and surfaces problem bodies as errors', async () => {
    const seen: Seen[] = [];
    const api = createPayrollClient({
      baseUrl: 'http://payroll.test/v1',
      apiKey: { kind: 'Partner', key: 'pk_live_xyz' },
      fetch: stubFetch(422, { type: 'x', title: 'Invalid reference', status: 422, code: 'invalid_reference', requestId: 'req_1' }, seen),
    });
    const { data, error } = await api.POST('/companies', {
      params: { header: { 'Idempotency-Key': 'k-1' } },
      body: { legalName: 'Blue Fern LLC', email: 'a@b.example', legalType: 'Partnership', address: { state: 'CA' }, corporationId: 'corp_x' },
    });
    expect(data).toBeUndefined();
    expect(error?.code).toBe('invalid_reference');
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('X-API-key')).toBe('pk_live_xyz');
    expect(seen[0].headers.get('Idempotency-Key')).toBe('k-1');
    expect(JSON.parse(seen[0].body!)).toMatchObject({ legalName: 'Blue Fern LLC', corporationId: 'corp_x' });

    await api.GET('/companies', { params: { query: { status: 'Active', includeStatus: false, page: 2, pageSize: 5 } } });
    expect(seen[1].url).toBe('http://payroll.test/v1/companies?status=Active&includeStatus=false&page=2&pageSize=5');
  });

  describe('works unchanged against any {base_url}', () => {
    const cases: Array<[string, string]> = [
      ['http://payroll.test/v1', 'http://payroll.test/v1/companies/com_1'],
      ['http://payroll.test/v1/', 'http://payroll.test/v1/companies/com_1'],
      ['http://payroll.test/v1///', 'http://payroll.test/v1/companies/com_1'],
      ['http://localhost:3000/v1', 'http://localhost:3000/v1/companies/com_1'],
      ['https://api.example.com/v1', 'https://api.example.com/v1/companies/com_1'],
      ['https://gateway.example.com/payroll/v1', 'https://gateway.example.com/payroll/v1/companies/com_1'],
      ['https://gateway.example.com:8443/payroll/eu/v1/', 'https://gateway.example.com:8443/payroll/eu/v1/companies/com_1'],
      ['http://10.0.0.5:8080/v1', 'http://10.0.0.5:8080/v1/companies/com_1'],
    ];
    it.each(cases)('%s', async (baseUrl, expected) => {
      const seen: Seen[] = [];
      const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: 'pk' }, fetch: stubFetch(200, { id: 'com_1' }, seen) });
      await api.GET('/companies/{companyId}', { params: { path: { companyId: 'com_1' } } });
      expect(seen.map((s) => s.url)).toEqual([expected]);
    });

    it('keeps the prefix for every operation, with path parameters encoded and the query appended', async () => {
      const seen: Seen[] = [];
      const api = createPayrollClient({ baseUrl: 'https://gateway.example.com/payroll/v1/', fetch: stubFetch(200, {}, seen) });
      await api.GET('/companies/{companyId}/employees/{employeeId}', { params: { path: { companyId: 'com 1', employeeId: 'emp/2' } } });
      await api.GET('/companies/{companyId}/employees', { params: { path: { companyId: 'com_1' }, query: { search: 'a&b', page: 2 } } });
      await api.GET('/health');
      expect(seen.map((s) => s.url)).toEqual([
        'https://gateway.example.com/payroll/v1/companies/com%201/employees/emp%2F2',
        'https://gateway.example.com/payroll/v1/companies/com_1/employees?search=a%26b&page=2',
        'https://gateway.example.com/payroll/health',
      ]);
    });

    it('sends GET /health to the host root ({base_url} without its /v1); other bases and per-call base URLs are left alone', async () => {
      const seen: Seen[] = [];
      const fetch = stubFetch(200, { status: 'ok' }, seen);
      await createPayrollClient({ baseUrl: 'http://localhost:3000/v1/', fetch }).GET('/health');
      await createPayrollClient({ baseUrl: 'https://api.example.com/api', fetch }).GET('/health');
      await createPayrollClient({ baseUrl: 'https://api.example.com/v1', fetch }).GET('/health', { baseUrl: 'https://status.example.com' });
      expect(seen.map((s) => s.url)).toEqual(['http://localhost:3000/health', 'https://api.example.com/api/health', 'https://status.example.com/health']);
      expect(seen[0].headers.get('API-Version')).toBe('1.0');
    });

    it('refuses a base URL with a query string or fragment, which would swallow the paths', () => {
      expect(() => createPayrollClient({ baseUrl: 'https://api.example.com/v1?tenant=1' })).toThrow(TypeError);
      expect(() => createPayrollClient({ baseUrl: 'https://api.example.com/v1#x' })).toThrow(/query string or fragment/);
      expect(normalizeBaseUrl(' https://api.example.com/v1/ ')).toBe('https://api.example.com/v1');
    });

    it('sends every key kind in its header, and lets explicit headers and per-call headers add to them', async () => {
      const seen: Seen[] = [];
      const fetch = stubFetch(200, {}, seen);
      for (const [kind, header] of [['Partner', 'X-API-key'], ['Corporation', 'G-API-key'], ['Company', 'C-API-key'], ['Operator', 'O-API-key']] as const) {
        await createPayrollClient({ baseUrl: 'http://payroll.test/v1', apiKey: { kind, key: `key-${kind}` }, fetch }).GET('/companies');
        expect(seen.at(-1)!.headers.get(header)).toBe(`key-${kind}`);
        expect(['X-API-key', 'G-API-key', 'C-API-key', 'O-API-key'].filter((h) => seen.at(-1)!.headers.has(h))).toEqual([header]);
      }
      const api = createPayrollClient({ baseUrl: 'http://payroll.test/v1', headers: { 'User-Agent': 'acme-payroll/1.2' }, fetch });
      await api.PATCH('/companies/{companyId}', { params: { path: { companyId: 'com_1' }, header: { 'Idempotency-Key': 'idem-7' } }, body: { legalName: 'X' } });
      const last = seen.at(-1)!;
      expect([last.method, last.headers.get('User-Agent'), last.headers.get('Idempotency-Key'), last.headers.get('API-Version'), last.headers.get('Content-Type')]).toEqual([
        'PATCH',
        'acme-payroll/1.2',
        'idem-7',
        '1.0',
        'application/json',
      ]);
    });
  });

  describe('PayrollApiError and unwrap', () => {
    const problem: Problem = {
      type: 'https://docs.payroll.example/errors/validation_failed',
      title: 'Request validation failed',
      status: 400,
      detail: 'The request does not match the contract.',
      instance: '/v1/companies',
      code: 'validation_failed',
      errors: [{ field: 'body.email', message: 'must match format "email"', code: 'format' }],
      requestId: 'req_abc',
    };
    const respond = (status: number, body: string | null, headers: Record<string, string> = {}) => async () => new Response(body, { status, headers });
    const clientFor = (fetch: (r: Request) => Promise<Response>) => createPayrollClient({ baseUrl: 'http://payroll.test/v1', fetch });

    it('unwrap returns the data of a 2xx, typed; undefined for a 204', async () => {
      const api = clientFor(respond(200, JSON.stringify({ id: 'com_1', legalName: 'Blue Fern LLC' }), { 'Content-Type': 'application/json' }));
      const company = await unwrap(api.GET('/companies/{companyId}', { params: { path: { companyId: 'com_1' } } }));
      const legalName: string = company.legalName;
      expect(legalName).toBe('Blue Fern LLC');
      const deleted = await unwrap(clientFor(respond(204, null)).DELETE('/companies/{companyId}/payrolls/{payrollId}', { params: { path: { companyId: 'c', payrollId: 'p' } } }));
      const nothing: undefined = deleted;
      expect(nothing).toBeUndefined();
    });

    it('throws a PayrollApiError carrying the problem body: status, code, problem, field errors, request id', async () => {
      const api = clientFor(respond(400, JSON.stringify(problem), { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_abc' }));
      const err = await unwrap(api.POST('/companies', { body: { legalName: 'X', email: 'nope', legalType: 'Partnership', address: { state: 'CA' } } })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PayrollApiError);
      expect(err).toBeInstanceOf(Error);
      const e = err as PayrollApiError;
      expect({ name: e.name, status: e.status, code: e.code, problem: e.problem, errors: e.errors, requestId: e.requestId, retryAfterSeconds: e.retryAfterSeconds }).toEqual({
        name: 'PayrollApiError',
        status: 400,
        code: 'validation_failed',
        problem,
        errors: problem.errors,
        requestId: 'req_abc',
        retryAfterSeconds: undefined,
      });
      expect(e.message).toBe('400 validation_failed: The request does not match the contract. (body.email: must match format "email")');
      expect(e.response?.status).toBe(400);
      expect(e.body).toEqual(problem);
      // The raw body and the Response stay out of logs of the error.
      expect(Object.keys(e).sort()).toEqual(['code', 'errors', 'name', 'problem', 'requestId', 'retryAfterSeconds', 'status']);
    });

    it('a problem without field errors or detail: errors [] and the title in the message', async () => {
      const notFound = { type: 'https://docs.payroll.example/errors/not_found', title: 'Not found', status: 404, code: 'not_found', requestId: 'req_nf' };
      const api = clientFor(respond(404, JSON.stringify(notFound), { 'Content-Type': 'application/problem+json' }));
      await expect(unwrap(api.GET('/companies/{companyId}', { params: { path: { companyId: 'x' } } }))).rejects.toMatchObject({
        status: 404,
        code: 'not_found',
        errors: [],
        requestId: 'req_nf',
        message: '404 not_found: Not found',
      });
    });

    it('429 rate_limited: retryAfterSeconds from Retry-After', async () => {
      const limited = { type: 't', title: 'Too many requests', status: 429, code: 'rate_limited', requestId: 'req_rl' };
      const api = clientFor(respond(429, JSON.stringify(limited), { 'Content-Type': 'application/problem+json', 'Retry-After': '7' }));
      await expect(unwrap(api.GET('/companies'))).rejects.toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 7 });
    });

    it("a body that is not a problem (a proxy's HTML 502) is unexpected_response, with the body kept and the request id from the header", async () => {
      const html = '<html>\n<body><h1>502 Bad Gateway</h1></body>\n</html>';
      const api = clientFor(respond(502, html, { 'Content-Type': 'text/html', 'X-Request-Id': 'edge-42' }));
      const e = (await unwrap(api.GET('/companies')).catch((x: unknown) => x)) as PayrollApiError;
      expect(e).toBeInstanceOf(PayrollApiError);
      expect({ status: e.status, code: e.code, problem: e.problem, body: e.body, errors: e.errors, requestId: e.requestId }).toEqual({
        status: 502,
        code: 'unexpected_response',
        problem: undefined,
        body: html,
        errors: [],
        requestId: 'edge-42',
      });
      expect(e.message).toBe('502 unexpected_response: <html> <body><h1>502 Bad Gateway</h1></body> </html>');
    });

    it('JSON that is not a problem, and an empty error body (where openapi-fetch gives error undefined), still throw', async () => {
      await expect(unwrap(clientFor(respond(500, JSON.stringify({ message: 'boom' }), { 'Content-Type': 'application/json' })).GET('/companies'))).rejects.toMatchObject({
        status: 500,
        code: 'unexpected_response',
        body: { message: 'boom' },
        message: '500 unexpected_response: {"message":"boom"}',
      });
      const empty = await clientFor(respond(503, '', { 'Content-Length': '0' })).GET('/companies');
      expect(empty.error).toBeUndefined();
      expect(empty.response.ok).toBe(false);
      await expect(unwrap(Promise.resolve(empty))).rejects.toMatchObject({ status: 503, code: 'unexpected_response', body: undefined, message: '503 unexpected_response: empty body' });
    });

    it('a long non-problem body is cut in the message', async () => {
      const e = PayrollApiError.fromResult({ error: 'x'.repeat(500), response: new Response(null, { status: 500 }) });
      expect(e.message).toBe(`500 unexpected_response: ${'x'.repeat(200)}...`);
      expect(e.body).toBe('x'.repeat(500));
    });

    it('PayrollApiError.fromResult serves the openapi-fetch style', async () => {
      const result = await clientFor(respond(400, JSON.stringify(problem), { 'Content-Type': 'application/problem+json' })).GET('/companies');
      expect(result.error?.code).toBe('validation_failed');
      const e = PayrollApiError.fromResult(result);
      expect([e.status, e.code, e.problem]).toEqual([400, 'validation_failed', problem]);
    });

    it('a network failure rejects with fetch’s own error, not a PayrollApiError', async () => {
      const failure = new TypeError('fetch failed');
      const api = clientFor(async () => {
        throw failure;
      });
      await expect(unwrap(api.GET('/companies'))).rejects.toBe(failure);
    });
  });

  describe('paginate', () => {
    const page = (n: number, nextPage: number | null, ids: string[]) => ({
      hasResources: true,
      totalResources: 5,
      totalPages: 3,
      pageSize: 2,
      currentPage: n,
      previousPage: n > 1 ? n - 1 : null,
      nextPage,
      results: ids.map((id) => ({ id, legalName: id })),
    });

    it('yields every result of every page, following nextPage', async () => {
      const urls: string[] = [];
      const pages = [page(1, 2, ['a', 'b']), page(2, 3, ['c', 'd']), page(3, null, ['e'])];
      const api = createPayrollClient({
        baseUrl: 'http://payroll.test/v1',
        fetch: async (r: Request) => {
          urls.push(r.url);
          const n = Number(new URL(r.url).searchParams.get('page'));
          return new Response(JSON.stringify(pages[n - 1]), { status: 200, headers: { 'Content-Type': 'application/json' } });
        },
      });
      const names: string[] = [];
      for await (const company of paginate((p) => api.GET('/companies', { params: { query: { page: p, pageSize: 2 } } }))) names.push(company.legalName);
      expect(names).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(urls).toEqual([1, 2, 3].map((n) => `http://payroll.test/v1/companies?page=${n}&pageSize=2`));
    });

    it('an empty list yields nothing (results null or []); an error page throws a PayrollApiError after the earlier pages', async () => {
      const emptyApi = createPayrollClient({
        baseUrl: 'http://payroll.test/v1',
        fetch: async () => new Response(JSON.stringify({ ...page(1, null, []), results: null }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      });
      const none: unknown[] = [];
      for await (const c of paginate((p) => emptyApi.GET('/companies', { params: { query: { page: p } } }))) none.push(c);
      expect(none).toEqual([]);

      const failing = createPayrollClient({
        baseUrl: 'http://payroll.test/v1',
        fetch: async (r: Request) =>
          new URL(r.url).searchParams.get('page') === '1'
            ? new Response(JSON.stringify(page(1, 2, ['a'])), { status: 200, headers: { 'Content-Type': 'application/json' } })
            : new Response(JSON.stringify({ type: 't', title: 'Too many requests', status: 429, code: 'rate_limited', requestId: 'r' }), { status: 429 }),
      });
      const got: string[] = [];
      const walk = async () => {
        for await (const c of paginate((p) => failing.GET('/companies', { params: { query: { page: p } } }))) got.push(c.id);
      };
      await expect(walk()).rejects.toMatchObject({ name: 'PayrollApiError', code: 'rate_limited' });
      expect(got).toEqual(['a']);
    });

    it('stops with an error when nextPage does not move forward (no endless loop)', async () => {
      const api = createPayrollClient({
        baseUrl: 'http://payroll.test/v1',
        fetch: async () => new Response(JSON.stringify(page(1, 1, ['a'])), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      });
      const walk = async () => {
        for await (const c of paginate((p) => api.GET('/companies', { params: { query: { page: p } } }))) void c;
      };
      await expect(walk()).rejects.toThrow('paginate: nextPage 1 does not move past page 1');
    });
  });
});

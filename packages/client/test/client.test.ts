import { createPayrollClient } from '../src';

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
});

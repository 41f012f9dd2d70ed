// Stub responses (http/stub-responses.ts; README, "Stub responses"): every operation's success response
// has an example in openapi.yaml (what `npm run stub` and STUB_RESPONSES=examples answer), and what is
// read from it: status, body, declared headers with examples, a Location for the created resource.
// STUB_RESPONSES itself (config.ts): only `examples` or unset, refused in production outside sandbox mode.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';
import { ConfigError, loadConfig } from '../../src/config';
import { handlers } from '../../src/generated/handlers.gen';
import { operationIds, operationTable, type OperationId } from '../../src/generated/operations.gen';
import { notImplemented } from '../../src/handlers/not-implemented';
import { exampleHandler, exampleResponses, withExampleStubs, type ExampleResponse } from '../../src/http/stub-responses';
import { PRODUCTION_FILING_ENV } from '../../../test-support/src/production-env';

type Json = Record<string, any>;
const doc: Json = readContract(CONTRACT_PATH);

function resolve(node: Json | undefined): Json | undefined {
  let current = node;
  while (current && typeof current.$ref === 'string') current = current.$ref.slice(2).split('/').reduce((a: Json, k: string) => a?.[k], doc);
  return current;
}
const successOf = (id: OperationId): Json => {
  const meta = operationTable[id];
  return resolve(doc.paths[meta.path][meta.method].responses[String(meta.successStatus)])!;
};

describe('the contract examples every stub response comes from', () => {
  const examples = exampleResponses(doc);

  it("every operation's success response has an example: a body for each one that has content, none for the rest", () => {
    expect([...examples.keys()].sort()).toEqual([...operationIds].sort());
    const withoutBody = operationIds.filter((id) => examples.get(id)!.body === undefined);
    const noContent = operationIds.filter((id) => successOf(id).content === undefined);
    expect(withoutBody).toEqual(noContent);
    expect(noContent.every((id) => operationTable[id].successStatus === 204)).toBe(true);
    expect(operationIds.filter((id) => examples.get(id)!.status !== operationTable[id].successStatus)).toEqual([]);
  });

  it('takes the JSON example when a response has several media types, else the one there is (a PDF, with its Content-Disposition)', () => {
    const journal = examples.get('getPayrollJournalReport')!;
    expect(journal.contentType).toBeUndefined();
    const json = successOf('getPayrollJournalReport').content['application/json'];
    expect(Object.keys(successOf('getPayrollJournalReport').content)).toEqual(['application/json', 'text/csv']);
    expect(journal.body).toEqual('example' in json ? json.example : resolve(Object.values<Json>(json.examples)[0])!.value);
    expect(journal.body).toEqual(expect.objectContaining({ results: expect.any(Array) }));
    // "CSV only": a header without an example is not sent with the JSON.
    expect(journal.headers['Content-Disposition']).toBeUndefined();
    const paystub = examples.get('downloadEmployeePaystub')!;
    expect(paystub.contentType).toBe('application/pdf');
    expect(String(paystub.body).startsWith('%PDF-1.4\n')).toBe(true);
    expect(paystub.headers).toEqual({
      'Content-Disposition': 'attachment; filename="paystub-emp_2b7n5r8x1c4v-pay_4d8g2s6f0a1q.pdf"',
      RateLimit: 'limit=600, remaining=598, reset=42',
      'RateLimit-Policy': '600;w=60',
    });
  });

  it("a 201's Location is the contract's GET of the created resource, else the operation's path and the id", () => {
    const created = operationIds.filter((id) => examples.get(id)!.location !== undefined);
    const declared = operationIds.filter((id) => Object.keys(successOf(id).headers ?? {}).includes('Location'));
    expect(created).toEqual(declared);
    expect(examples.get('createEmployee')!.location).toEqual({ path: '/v1/companies/{companyId}/employees/{employeeId}', idParam: 'employeeId', id: 'emp_2b7n5r8x1c4v' });
    expect(examples.get('clockIn')!.location).toEqual({ path: '/v1/companies/{companyId}/timecards/employees/{timecardId}', idParam: 'timecardId', id: 'tc_9w3e6r1t4y8u' });
    expect(created.filter((id) => examples.get(id)!.location!.idParam === 'createdId')).toEqual([
      'createSignatory',
      'operatorCreatePartner',
      'operatorCreateCorporation',
      'operatorCreateApiKey',
      'createWebhookEndpoint',
    ]);
  });

  it('names every operation whose success response lacks an example', () => {
    const copy = structuredClone(doc);
    delete copy.paths['/companies/{companyId}'].get.responses['200'].content['application/json'].examples;
    expect(() => exampleResponses(copy)).toThrow('openapi.yaml has no example for the success response of: getCompany (200 application/json)');
  });

  it('an example handler answers the example, marked X-Stub-Response, its Location filled from the request', async () => {
    const reply = (await exampleHandler('createEmployee', examples.get('createEmployee')!).handle({ params: { companyId: 'com_a/b' } } as never, {} as never)) as {
      status: number;
      body: unknown;
      headers: Record<string, string>;
    };
    expect(reply.status).toBe(201);
    expect(reply.headers).toEqual({
      RateLimit: 'limit=600, remaining=598, reset=42',
      'RateLimit-Policy': '600;w=60',
      'X-Stub-Response': 'example',
      Location: '/v1/companies/com_a%2Fb/employees/emp_2b7n5r8x1c4v',
    });
    expect(reply.body).toBe(examples.get('createEmployee')!.body);
  });

  it('STUB_RESPONSES=examples replaces the notImplemented placeholders only', () => {
    const registry = withExampleStubs({ ...handlers, getCompany: notImplemented('getCompany') }, examples);
    expect(registry.getCompany!.notImplemented).toBeUndefined();
    expect(registry.getCompany!.operationId).toBe('getCompany');
    expect(registry.getCompany).not.toBe(handlers.getCompany);
    expect(operationIds.filter((id) => id !== 'getCompany' && registry[id] !== handlers[id])).toEqual([]);
    const none = new Map<OperationId, ExampleResponse>();
    expect(withExampleStubs({ getCompany: notImplemented('getCompany') }, none).getCompany!.notImplemented).toBe(true);
  });
});

describe('STUB_RESPONSES', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-config-stub-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const dev = () => ({ DATABASE_URL: `file:${join(dir, 'payroll')}` });
  const production = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: `file:${join(dir, 'payroll')}`,
    OPERATOR_API_KEY: 'op_' + 'o'.repeat(29),
    ENCRYPTION_KEY: 'e'.repeat(32),
    PUBLIC_BASE_URL: 'https://payroll.example',
    ...PRODUCTION_FILING_ENV, // production outside sandbox mode requires them (docs/filings.md)
  });
  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(env, () => undefined);
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
  };

  it('is off unless set to examples; on in development and in a production sandbox', () => {
    expect(loadConfig(dev(), () => undefined).stubResponses).toBeUndefined();
    expect(loadConfig({ ...dev(), STUB_RESPONSES: 'examples' }, () => undefined).stubResponses).toBe('examples');
    expect(loadConfig({ ...production(), SANDBOX_MODE: 'true', STUB_RESPONSES: 'examples' }, () => undefined).stubResponses).toBe('examples');
  });

  it('any other value, or production outside sandbox mode, stops the start naming it', () => {
    expect(problemsOf({ ...dev(), STUB_RESPONSES: 'true' })).toEqual(['STUB_RESPONSES must be examples or unset, got "true"']);
    expect(problemsOf({ ...production(), STUB_RESPONSES: 'examples' })).toEqual([
      'STUB_RESPONSES=examples is refused in production outside sandbox mode (example answers would pass for real ones)',
    ]);
  });
});

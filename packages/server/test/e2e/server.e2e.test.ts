// End to end: the service started as a user starts it (its own process, embedded database in a folder),
// driven through the generated client and the operator command line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPayrollClient } from '@payroll/client';
import { runTsx as run, startService, type ServiceProcess } from './service-process';

const SSN = '123-45-6789';

describe('the service as a user runs it', () => {
  let server: ServiceProcess;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let baseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-e2e-'));
    env = { ...process.env, NODE_OPTIONS: '', DATABASE_URL: `file:${join(dir, 'payroll')}`, OPERATOR_API_KEY: 'op_e2e_key', ENCRYPTION_KEY: 'e2e-key' };
    server = await startService(env);
    baseUrl = server.baseUrl;
  }, 90000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints where it listens and how to get a key', () => {
    expect(server.logs()).toContain(`Payroll API listening on ${baseUrl}`);
    expect(server.logs()).toContain('npm run operator -- create-partner');
  });

  it('the operator command aimed at a port nobody listens on says where it tried and what to do (issue 41: it said "fetch failed")', async () => {
    const wrong = baseUrl.replace(/:(\d+)\//, (_, port: string) => `:${Number(port) === 1 ? 2 : 1}/`);
    const cli = await run(['scripts/operator.ts', 'create-partner', 'Nobody'], { ...env, OPERATOR_URL: wrong });
    expect([cli.code, cli.stdout, cli.stderr]).toEqual([1, '', `cannot reach the server at ${wrong}: start it first (npm start), or set OPERATOR_URL or PORT.\n`]);
  });

  it('issues a partner key through the operator command, then serves a partner through the generated client', async () => {
    const cli = await run(['scripts/operator.ts', 'create-partner', 'E2E Partners'], { ...env, OPERATOR_URL: baseUrl });
    expect(cli.code).toBe(0);
    const issued = JSON.parse(cli.out.slice(cli.out.indexOf('{'), cli.out.lastIndexOf('}') + 1)) as { id: string; apiKey: string };
    expect(issued.apiKey).toMatch(/^pk_live_/);

    const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: issued.apiKey } });
    const address = { street1: '500 Market Street', city: 'San Francisco', zipcode: '94105', state: 'CA', country: 'US' };
    const company = await api.POST('/companies', { body: { legalName: 'E2E Landscaping LLC', email: 'ops@e2e.example', legalType: 'LimitedLiabilityCompany', address } });
    expect(company.response.status).toBe(201);
    const companyId = company.data!.id;
    const workplace = await api.POST('/companies/{companyId}/workplaces', { params: { path: { companyId } }, body: { name: 'Yard', address } });
    expect(workplace.response.status).toBe(201);
    const employee = await api.POST('/companies/{companyId}/employees', {
      params: { path: { companyId } },
      body: { firstName: 'Maria', lastName: 'Lopez', startDate: '2026-01-05', ssn: SSN, workplaces: [workplace.data!.id], primaryWorkplaceId: workplace.data!.id },
    });
    expect(employee.response.status).toBe(201);
    expect(employee.data).toMatchObject({ code: 'E0001', ssnLastFour: '6789', ssnValidationStatus: 'Validated' });

    const listed = await api.GET('/companies/{companyId}/employees', { params: { path: { companyId }, query: { search: 'lop' } } });
    expect(listed.data?.results?.map((e) => e.id)).toEqual([employee.data!.id]);

    const foreign = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: 'pk_live_not_a_key' } });
    const denied = await foreign.GET('/companies/{companyId}', { params: { path: { companyId } } });
    expect(denied.response.status).toBe(401);
    expect(denied.error?.code).toBe('invalid_api_key');
  }, 60000);

  it('logs one structured line per request, and never the SSN or a key', async () => {
    const requestLines = () => server.logs().split('\n').filter((l) => l.includes('"msg":"request"'));
    // The previous test made 6 requests; a line is written once its response has been sent.
    await server.untilLogged(() => requestLines().length >= 6);
    expect(requestLines().length).toBe(6);
    expect(JSON.parse(requestLines()[0])).toEqual(expect.objectContaining({ requestId: expect.stringMatching(/^req_/), status: expect.any(Number) }));
    expect(server.logs()).not.toContain(SSN);
    expect(server.logs()).not.toContain(SSN.replace(/-/g, ''));
    expect(server.logs()).not.toContain('pk_live_');
    expect(server.logs()).not.toContain('op_e2e_key');
  });
});

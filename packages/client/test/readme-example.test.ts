// The README's examples, executed as written: every ```ts block of packages/client/README.md is
// marked `// example: <name>`, extracted from the file, typechecked, and run with tsx (as a user
// runs it: `npx tsx example.mts`) against a real server listening on a port, behind a path prefix
// (`http://127.0.0.1:<port>/payroll/v1/`), with its BASE_URL and PARTNER_KEY in the environment.
// `@payroll/client` resolves as it does for a user: to the package's build (dist/esm, by its `exports`).
// The output the README shows for the quickstart is compared with what the run printed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import ts from 'typescript';
import { createPayrollClient, unwrap, type paths } from '../src';
import { defaultDatabaseUrl, OPERATOR_KEY, runProcess, startTestServer, type ProcessRun, type TestServer } from '@payroll/test-support';
import { expectPackagesBuilt } from './built';

const packageDir = join(__dirname, '..');
const root = join(packageDir, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const README = readFileSync(join(packageDir, 'README.md'), 'utf8');

interface Block {
  lang: string;
  code: string;
  /** Offset of the block in the README. */
  at: number;
}

function fencedBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(markdown); m; m = fence.exec(markdown)) blocks.push({ lang: m[1], code: m[2], at: m.index });
  return blocks;
}

const blocks = fencedBlocks(README);
const examples = new Map<string, Block>();
for (const block of blocks.filter((b) => b.lang === 'ts')) {
  const name = /^\/\/ example: ([a-z-]+)\n/.exec(block.code)?.[1];
  if (!name) throw new Error(`a ts block of README.md has no "// example: <name>" first line:\n${block.code}`);
  examples.set(name, block);
}

/** The ```text block the README shows right after an example, as its output. */
function shownOutput(name: string): string {
  const example = examples.get(name)!;
  const next = blocks.find((b) => b.at > example.at);
  if (next?.lang !== 'text') throw new Error(`README.md shows no \`\`\`text output after example ${name}`);
  return next.code;
}

function run(file: string, env: Record<string, string>): Promise<ProcessRun> {
  return runProcess(tsx, [file], { cwd: root, env: { ...process.env, NODE_OPTIONS: '', ...env } });
}

describe('packages/client/README.md', () => {
  let server: TestServer;
  let http: Server;
  let origin: string;
  let baseUrl: string;
  let dir: string;
  const files = new Map<string, string>();

  beforeAll(async () => {
    expectPackagesBuilt();
    // Inside the package, so that `@payroll/client` resolves as it does for a user of the workspace.
    dir = mkdtempSync(join(packageDir, '.readme-run-'));
    for (const [name, block] of examples) {
      const file = join(dir, `${name}.mts`);
      writeFileSync(file, block.code);
      files.set(name, file);
    }
    server = await startTestServer(defaultDatabaseUrl());
    // A gateway in front of the service: it serves {base_url} under /payroll and nothing else.
    http = createServer((req, res) => {
      if (!req.url?.startsWith('/payroll/')) {
        res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
        return;
      }
      req.url = req.url.slice('/payroll'.length);
      server.app(req, res);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    baseUrl = `${origin}/payroll/v1/`;
  }, 60000);

  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const operator = () => createPayrollClient({ baseUrl, apiKey: { kind: 'Operator', key: OPERATOR_KEY } });
  /** A fresh partner for one example, so that each example's output stands alone. */
  const partnerKey = async (name: string) => (await unwrap(operator().POST('/operator/partners', { body: { name } }))).apiKey;
  const runExample = async (name: string, env: Record<string, string>) => {
    const result = await run(files.get(name)!, { BASE_URL: baseUrl, ...env });
    if (result.code !== 0 || result.stderr !== '') throw new Error(`example ${name} exited with ${result.code}:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };

  it('has exactly the examples this test runs, each a ts block marked with its name', () => {
    expect([...examples.keys()].sort()).toEqual(['errors', 'health', 'idempotency', 'keys', 'paging', 'quickstart']);
    expect(examples.get('quickstart')!.code).toContain("import { createPayrollClient, unwrap } from '@payroll/client';");
  });

  it('every example typechecks against the client as published (strict)', () => {
    const program = ts.createProgram([...files.values()], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.asynciterable.d.ts'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      esModuleInterop: true,
      types: ['node'],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : '';
      return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
    });
    expect(diagnostics).toEqual([]);
  }, 60000);

  it('quickstart: creates a company, a workplace and an employee, clocks in and out, previews a payroll; prints what the README shows', async () => {
    const key = await partnerKey('Quickstart Partners');
    const stdout = await runExample('quickstart', { PARTNER_KEY: key });
    expect(stdout).toBe(shownOutput('quickstart'));

    // What it printed is what the service holds.
    const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key } });
    const companies = await unwrap(api.GET('/companies'));
    expect(companies.results?.map((c) => c.legalName)).toEqual(['Blue Fern Landscaping LLC']);
    const companyId = companies.results![0].id;
    const timecards = await unwrap(api.GET('/companies/{companyId}/timecards/employees', { params: { path: { companyId } } }));
    expect(timecards.results?.map((t) => [t.status, t.clockInNote])).toEqual([['Completed', 'Opening crew']]);
    const payrolls = await unwrap(api.GET('/companies/{companyId}/payrolls', { params: { path: { companyId } } }));
    expect(payrolls.results).toHaveLength(1);
    const preview = await unwrap(
      api.GET('/companies/{companyId}/payrolls/{payrollId}/preview', { params: { path: { companyId, payrollId: payrolls.results![0].id } } }),
    );
    expect(stdout).toContain(`gross ${preview.employeeItems![0].grossPay}, net ${preview.employeeItems![0].netPay}\n`);
  }, 60000);

  it('errors: the typed problem body, and PayrollApiError with code, request id and field errors', async () => {
    const stdout = await runExample('errors', { PARTNER_KEY: await partnerKey('Errors Partners') });
    expect(stdout).toBe(shownOutput('errors'));
  }, 60000);

  it('paging: one page, then every page through paginate', async () => {
    const key = await partnerKey('Paging Partners');
    const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key } });
    const address = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
    for (const n of [1, 2, 3, 4, 5]) {
      await unwrap(api.POST('/companies', { body: { legalName: `Paging ${n} LLC`, email: `p${n}@paging.example`, legalType: 'LimitedLiabilityCompany', address } }));
    }
    const stdout = await runExample('paging', { PARTNER_KEY: key });
    expect(stdout).toBe(shownOutput('paging'));
  }, 60000);

  it('idempotency: a retried create replays the first response; a reused key with another body is refused', async () => {
    const key = await partnerKey('Idempotency Partners');
    const stdout = await runExample('idempotency', { PARTNER_KEY: key });
    expect(stdout).toBe(shownOutput('idempotency'));
    const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key } });
    expect((await unwrap(api.GET('/companies'))).results?.map((c) => c.legalName)).toEqual(['Harbor Tacos LLC']);
  }, 60000);

  it('keys: a client per key kind', async () => {
    const stdout = await runExample('keys', { PARTNER_KEY: await partnerKey('Keys Partners') });
    expect(stdout).toBe(shownOutput('keys'));
  }, 60000);

  it('health: GET /health goes to the host root behind the prefix ({base_url} without /v1)', async () => {
    expect(await runExample('health', {})).toBe(shownOutput('health'));
  }, 60000);

  it('health without this client: a client generated from the contract alone (openapi-fetch, no middleware) calls {base_url}/health, which answers the same', async () => {
    const seen: string[] = [];
    const generated = createClient<paths>({ baseUrl, fetch: (request: Request) => (seen.push(request.url), fetch(request)) });
    const { data, error, response } = await generated.GET('/health');
    expect([response.status, error, seen]).toEqual([200, undefined, [`${origin}/payroll/v1/health`]]);
    expect(data).toMatchObject({ status: 'ok', version: '1.0', database: { status: 'up' } });
    const root = await unwrap(createPayrollClient({ baseUrl }).GET('/health'));
    expect({ ...data, uptimeSeconds: 0 }).toEqual({ ...root, uptimeSeconds: 0 });
  });

  it('the gateway in front of the service answers outside /payroll with an HTML 502, which the client reports as unexpected_response', async () => {
    const api = createPayrollClient({ baseUrl: `${origin}/v1`, apiKey: { kind: 'Partner', key: 'pk_live_unused' } });
    await expect(unwrap(api.GET('/companies'))).rejects.toMatchObject({
      name: 'PayrollApiError',
      status: 502,
      code: 'unexpected_response',
      problem: undefined,
      body: '<html><body>Bad gateway</body></html>',
    });
  });
});

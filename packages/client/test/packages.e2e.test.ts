// The packages as a stranger installs them (README "Packages"; packages/client/README.md, "Install and
// import"): `npm pack` of @payroll/contract and @payroll/client, the two tarballs installed with npm into a
// scratch project in the system's temporary folder, outside the repository, so that nothing resolves from
// the workspace's node_modules (openapi-fetch and yaml come from the npm registry, or npm's cache).
// Against a running server: a plain .mjs imports the client, a .cjs requires it, TypeScript files
// typecheck under `strict` with moduleResolution node16 and bundler (a wrong path and a misspelt body field
// fail to typecheck), and the contract's command checks a consumer's copy against the release.
// One pack, one install, one server, one tsc per resolution mode (both at once).
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPayrollClient, unwrap } from '../src';
import { defaultDatabaseUrl, OPERATOR_KEY, runProcess, startTestServer, type ProcessRun, type TestServer } from '@payroll/test-support';
import { readContract } from '@payroll/server/src/lib/contract';
import { expectPackagesBuilt, root } from './built';

const contract = readContract<{ info: { version: string } }>(join(root, 'openapi.yaml'));
/** The packages' version: the contract's info.version as semver (`1.0` -> `1.0.0`). */
const VERSION = `${contract.info.version}.0`;
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

type Run = ProcessRun;

/** The environment of a process a stranger starts: none of the npm_* variables `npm test` sets for the workspace. */
function strangerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^npm_/i.test(name) && name !== 'INIT_CWD' && name !== 'NODE_OPTIONS') env[name] = value;
  return { ...env, npm_config_update_notifier: 'false', ...extra };
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = strangerEnv()): Promise<Run> {
  return runProcess(command, args, { cwd, env });
}

async function ok(what: string, pending: Promise<Run>): Promise<Run> {
  const result = await pending;
  if (result.code !== 0) throw new Error(`${what} exited with ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

const ADDRESS = "{ street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' }";

/** The consumers, as a stranger writes them; `// wrong:` marks each line that must not typecheck. */
const FILES: Record<string, string> = {
  'consumer.mjs': `import { createPayrollClient, unwrap, API_VERSION } from '@payroll/client';

const api = createPayrollClient({ baseUrl: process.env.BASE_URL, apiKey: { kind: 'Partner', key: process.env.PARTNER_KEY } });
const page = await unwrap(api.GET('/companies'));
console.log(JSON.stringify({ resolved: import.meta.resolve('@payroll/client'), apiVersion: API_VERSION, companies: page.results.map((c) => c.legalName) }));
`,
  'consumer.cjs': `const { createPayrollClient, unwrap, PayrollApiError } = require('@payroll/client');

(async () => {
  const api = createPayrollClient({ baseUrl: process.env.BASE_URL, apiKey: { kind: 'Partner', key: process.env.PARTNER_KEY } });
  const page = await unwrap(api.GET('/companies'));
  let missing;
  try {
    await unwrap(api.GET('/companies/{companyId}', { params: { path: { companyId: 'com_nobody' } } }));
  } catch (err) {
    if (!(err instanceof PayrollApiError)) throw err;
    missing = { status: err.status, code: err.code };
  }
  const contractJson = require('@payroll/contract/openapi.json');
  console.log(JSON.stringify({ resolved: require.resolve('@payroll/client'), companies: page.results.map((c) => c.legalName), missing, contractVersion: contractJson.info.version }));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
`,
  'typed.mts': `import { createPayrollClient, unwrap, PayrollApiError, type Schema } from '@payroll/client';
import { API_VERSION, type paths } from '@payroll/contract';

const api = createPayrollClient({ baseUrl: 'http://localhost:3000/v1', apiKey: { kind: 'Partner', key: 'pk_live_x' } });
const page = await unwrap(api.GET('/companies', { params: { query: { pageSize: 5 } } }));
export const names: string[] = (page.results ?? []).map((c: Schema<'Company'>) => c.legalName);
const created = await api.POST('/companies', { body: { legalName: 'Typed LLC', email: 'ops@typed.example', legalType: 'LimitedLiabilityCompany', address: ${ADDRESS} } });
export const id: string | undefined = created.data?.id;
export const code: string | undefined = created.error?.code;
export const path: keyof paths = '/companies/{companyId}';
export const version: string = API_VERSION;
export { PayrollApiError };
`,
  'typed.cts': `import { createPayrollClient, unwrap, PayrollApiError } from '@payroll/client';

export async function firstCompany(baseUrl: string, key: string): Promise<string | undefined> {
  const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key } });
  try {
    return (await unwrap(api.GET('/companies'))).results?.[0]?.legalName;
  } catch (err) {
    if (err instanceof PayrollApiError) return err.code;
    throw err;
  }
}
`,
  'wrong.mts': `import { createPayrollClient } from '@payroll/client';

const api = createPayrollClient({ baseUrl: 'http://localhost:3000/v1' });
await api.GET('/companiez', {}); // wrong: a path the contract does not have
await api.POST('/companies', { body: { legalNam: 'X LLC', email: 'ops@x.example', legalType: 'LimitedLiabilityCompany', address: ${ADDRESS} } }); // wrong: a misspelt body field
export {};
`,
};
FILES['typed.ts'] = FILES['typed.mts'];
FILES['wrong.ts'] = FILES['wrong.mts'];

// skipDefaultLibCheck: TypeScript's own lib files (ES2022, DOM) are not checked again, a quarter of each run's CPU;
// the packages' declarations and openapi-fetch's still are (no skipLibCheck).
const tsconfig = (module: string, moduleResolution: string, files: string[]) =>
  JSON.stringify({ compilerOptions: { strict: true, module, moduleResolution, target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], skipDefaultLibCheck: true, noEmit: true }, files });
/** node16: the ES module and the CommonJS file each get their own build's declarations; bundler: the `import` ones. */
const TSCONFIGS: Record<string, string> = {
  'tsconfig.node16.json': tsconfig('node16', 'node16', ['typed.mts', 'typed.cts', 'wrong.mts']),
  'tsconfig.bundler.json': tsconfig('ESNext', 'bundler', ['typed.ts', 'wrong.ts']),
};

/** `file(line): error TScode` of every line marked `// wrong:` in the given files. */
function expectedErrors(files: string[]): string[] {
  return files.flatMap((file) =>
    FILES[file]
      .split('\n')
      .map((line, i) => (line.includes('// wrong:') ? `${file}(${i + 1})` : undefined))
      .filter((x): x is string => x !== undefined),
  );
}

describe('@payroll/contract and @payroll/client installed from their tarballs into a project outside the repository', () => {
  let server: TestServer;
  let http: Server;
  let baseUrl: string;
  let scratch: string;
  let app: string;
  let partnerKey: string;
  let packed: Array<{ name: string; version: string; filename: string; files: Array<{ path: string }> }>;

  async function startServer(): Promise<void> {
    // The default database of the tests (docs/testing.md, "Which database runs what"): what the client talks to is not what this proves.
    server = await startTestServer(defaultDatabaseUrl());
    http = createServer(server.app);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`;
    const operator = createPayrollClient({ baseUrl, apiKey: { kind: 'Operator', key: OPERATOR_KEY } });
    partnerKey = (await unwrap(operator.POST('/operator/partners', { body: { name: 'Stranger Partners' } }))).apiKey;
    const partner = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: partnerKey } });
    await unwrap(
      partner.POST('/companies', { body: { legalName: 'Stranger Bakery LLC', email: 'ops@stranger.example', legalType: 'LimitedLiabilityCompany', address: { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' } } }),
    );
  }

  async function packAndInstall(): Promise<void> {
    const tarballs = join(scratch, 'tarballs');
    mkdirSync(tarballs);
    // --ignore-scripts: the build is checked above (expectPackagesBuilt); prepack would rebuild it while other suites read it.
    const pack = await ok('npm pack', run('npm', ['pack', '-w', '@payroll/contract', '-w', '@payroll/client', '--pack-destination', tarballs, '--ignore-scripts', '--json'], root));
    packed = JSON.parse(pack.stdout);
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'stranger-app', version: '0.0.0', private: true }, null, 2)}\n`);
    for (const [name, text] of Object.entries({ ...FILES, ...TSCONFIGS })) writeFileSync(join(app, name), text);
    await ok('npm install', run('npm', ['install', ...packed.map((p) => join(tarballs, p.filename)), '--prefer-offline', '--no-audit', '--no-fund'], app));
  }

  beforeAll(async () => {
    expectPackagesBuilt();
    scratch = realpathSync(mkdtempSync(join(tmpdir(), 'payroll-stranger-')));
    app = join(scratch, 'app');
    if (scratch.startsWith(`${root}/`)) throw new Error(`the scratch project ${scratch} must be outside the repository`);
    await Promise.all([startServer(), packAndInstall()]);
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('packs each package as compiled JavaScript and declarations, versioned as the contract, depending on the other by version', () => {
    expect(packed.map((p) => [p.name, p.version, p.filename])).toEqual([
      ['@payroll/contract', VERSION, `payroll-contract-${VERSION}.tgz`],
      ['@payroll/client', VERSION, `payroll-client-${VERSION}.tgz`],
    ]);
    const files = Object.fromEntries(packed.map((p) => [p.name, p.files.map((f) => f.path).sort()]));
    expect(files['@payroll/client']).toEqual([
      'README.md',
      'dist/cjs/index.d.ts',
      'dist/cjs/index.js',
      'dist/cjs/package.json',
      'dist/esm/index.d.ts',
      'dist/esm/index.js',
      'dist/esm/package.json',
      'package.json',
    ]);
    expect(files['@payroll/contract']).toEqual(
      expect.arrayContaining(['README.md', 'dist/cli.js', 'dist/index.d.ts', 'dist/index.js', 'dist/generated/schema.gen.d.ts', 'dist/openapi.json', 'dist/openapi.yaml', 'package.json']),
    );
    expect(Object.values(files).flat().filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);

    const installed = (name: string) => JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
    const client = installed('@payroll/client');
    expect([client.version, client.private, client.dependencies]).toEqual([VERSION, undefined, { '@payroll/contract': VERSION, 'openapi-fetch': '0.17.0' }]);
    expect([installed('@payroll/contract').version, installed('@payroll/contract').private]).toEqual([VERSION, undefined]);
    // openapi-fetch came from the registry (or npm's cache) into the scratch project, not from the workspace.
    expect(installed('openapi-fetch').version).toBe('0.17.0');
  });

  it('a plain .mjs imports the client from the scratch project and lists the companies of a running server', async () => {
    const result = await ok('node consumer.mjs', run(process.execPath, ['consumer.mjs'], app, strangerEnv({ BASE_URL: baseUrl, PARTNER_KEY: partnerKey })));
    expect(JSON.parse(result.stdout)).toEqual({
      resolved: `file://${app}/node_modules/@payroll/client/dist/esm/index.js`,
      apiVersion: contract.info.version,
      companies: ['Stranger Bakery LLC'],
    });
  });

  it('a .cjs requires it, lists the companies, gets a PayrollApiError for a company it cannot see, and reads the shipped openapi.json', async () => {
    const result = await ok('node consumer.cjs', run(process.execPath, ['consumer.cjs'], app, strangerEnv({ BASE_URL: baseUrl, PARTNER_KEY: partnerKey })));
    expect(JSON.parse(result.stdout)).toEqual({
      resolved: `${app}/node_modules/@payroll/client/dist/cjs/index.js`,
      companies: ['Stranger Bakery LLC'],
      missing: { status: 404, code: 'not_found' },
      contractVersion: contract.info.version,
    });
  });

  it('TypeScript, strict, moduleResolution node16 (ESM and CommonJS) and bundler: the typed consumers compile, and each wrong call fails where it is', async () => {
    const [node16, bundler] = await Promise.all(
      Object.keys(TSCONFIGS).map((config) => run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], app)),
    );
    const errors = (r: Run) => r.stdout.split('\n').filter((l) => l.includes('error TS'));
    const where = (r: Run) => errors(r).map((l) => /^([^(]+\(\d+),\d+\)/.exec(l)?.[1] + ')');
    expect([node16.code, bundler.code]).toEqual([2, 2]);
    expect(where(node16)).toEqual(expectedErrors(['wrong.mts']));
    expect(where(bundler)).toEqual(expectedErrors(['wrong.ts']));
    for (const r of [node16, bundler]) {
      expect(errors(r)[0]).toContain(`error TS2345: Argument of type '"/companiez"' is not assignable to parameter of type 'PathsWithMethod<paths, "get">'.`);
      expect(errors(r)[1]).toContain("error TS2561: Object literal may only specify known properties, but 'legalNam' does not exist in type");
    }
  }, 60_000);

  it("payroll-contract check-breaking holds a consumer's saved copy against the release: its own copy passes, a copy with an operation the release lacks fails naming it", async () => {
    const cli = join(app, 'node_modules', '.bin', 'payroll-contract');
    const shipped = (await ok('payroll-contract path', run(cli, ['path'], app))).stdout.trim();
    expect(shipped).toBe(join(app, 'node_modules', '@payroll', 'contract', 'dist', 'openapi.yaml'));
    expect(readFileSync(shipped, 'utf8')).toBe(readFileSync(join(root, 'openapi.yaml'), 'utf8'));

    const same = await run(cli, ['check-breaking', shipped, shipped], app);
    expect([same.code, same.stdout.trim()]).toEqual([0, `No breaking changes against ${shipped}.`]);

    // A copy saved when the contract still had GET /widgets (JSON, as a consumer may keep it).
    const saved = JSON.parse(readFileSync(join(app, 'node_modules', '@payroll', 'contract', 'dist', 'openapi.json'), 'utf8'));
    saved.paths['/widgets'] = { get: { operationId: 'listWidgets', responses: { '200': { description: 'Widgets.' } } } };
    writeFileSync(join(app, 'saved-contract.json'), JSON.stringify(saved));
    const broken = await run(cli, ['check-breaking', 'saved-contract.json', shipped], app);
    expect([broken.code, broken.stderr]).toEqual([
      1,
      'Breaking changes against saved-contract.json (1):\n  - GET /widgets: operation removed\nBreaking changes need a new major version (/v2); 1.x may only add.\n',
    ]);
  });
});

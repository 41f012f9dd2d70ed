/**
 * Load benchmark (issue 13): autocannon against `GET /v1/companies/{companyId}` with a partner key, side by
 * side in one run, on
 *   - this service (scripts/lib/bench-service-process.ts: its own process, requests validated against the
 *     contract as always, responses only with VALIDATE_RESPONSES=true as in production, rate limits out of the way);
 *   - a bare Express 5 handler returning the same JSON (scripts/lib/bare-express.ts: the stack's ceiling);
 *   - Prism's mock of our own openapi.yaml (@stoplight/prism-cli, logging silenced);
 *   - our own stub server (`npm run stub`, scripts/lib/bench-stub-process.ts): the same contract answered from its
 *     examples, no database, requests validated as by the service.
 * Then single-row writes (issue 29), BENCH_WRITE_CONNECTIONS (default 16) connections, a new body per request:
 * `POST` of a department and of an employee on the service, each beside the write reference
 * (scripts/lib/bare-write.ts: a bare Express 5 handler that inserts the same row and its event in one
 * transaction on the raw driver, its own process and database: a new schema of BENCH_DATABASE_URL, or PGlite
 * in memory in its process). Then, service only: a page of 100 employees and the preview of a small payroll.
 * Every target is a child process; this process only generates load (autocannon), so on the
 * 2-core machine the load generator has one core and the target (with its database) the other.
 * Data is made through the API. Prints a table (markdown) and the ratios; asserts nothing. Beside each row, the CPU
 * time per request of the target's process and of PostgreSQL's processes (from /proc, Linux): on a machine shared
 * with other tenants it moves less than req/s, and it shows which side of the database a change moved.
 *
 *   npm run bench:load                                                    # embedded PGlite in memory
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:load
 *   BENCH_DURATION=10 BENCH_WARMUP=2 BENCH_CONNECTIONS=50 npm run bench:load   # the defaults (seconds)
 *   BENCH_EXTRAS=false npm run bench:load      # only the GET comparison (service, bare Express, Prism, stub server)
 *   BENCH_ROWS=writes npm run bench:load       # some of the parts only: get (the GET comparison), writes (the writes
 *                                              # and their reference), extras (a page of employees, a preview); default all
 *   BENCH_CPU_PROF=/tmp/prof npm run bench:load  # the service runs under node --cpu-prof (profile written at its exit)
 *   BENCH_LOG_LEVEL=silent npm run bench:load   # without the request log (default: info, as in production, to /dev/null)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPayrollClient } from '../packages/client/src';
import { BENCH_OPERATOR_KEY } from './lib/bench-server';

/** The part of autocannon's options and result this script uses (the package ships no types). */
interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: LoadRequest) => LoadRequest;
}
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: LoadRequest[];
}
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}
interface LoadResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: LoadOptions) => Promise<LoadResult>;

const ROOT = resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRITE_CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 16);
const PARTS = new Set((process.env.BENCH_ROWS ?? (process.env.BENCH_EXTRAS === 'false' ? 'get' : 'get,writes,extras')).split(',').map((p) => p.trim()));
const GETS = PARTS.has('get');
const WRITES = PARTS.has('writes');
const EXTRAS = PARTS.has('extras');
const EMPLOYEES = 100;
/** Employees of the previewed payroll. */
const PAYROLL_EMPLOYEES = 5;
/** The service clock starts on Monday 2026-03-02 (bench-service-process.ts): this week, paid Friday 2026-03-13. */
const WEEK = { periodStart: '2026-03-02', periodEnd: '2026-03-08', payday: '2026-03-13' };
const ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' } as const;
const PDF_BASE64 = Buffer.from('%PDF-1.4\n%bench\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1').toString('base64');

const children: ChildProcess[] = [];

/** Starts `node <args>` and resolves with the JSON of the first line it prints (its baseUrl). */
function startChild(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; info: { baseUrl: string; database?: string } }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        try {
          resolvePromise({ child, info: JSON.parse(out.slice(0, nl)) });
        } catch {
          reject(new Error(`${name} printed ${JSON.stringify(out.slice(0, nl))}, not its address`));
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePromise(port));
    });
  });
}

async function must<T>(label: string, call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw new Error(`${label}: ${response.status} ${JSON.stringify(error)}`);
  return data;
}

interface Row {
  target: string;
  connections: number;
  result: LoadResult;
  /** CPU time per request of the target's process and of PostgreSQL's processes during the run (µs), where /proc tells. */
  cpu?: { target?: number; postgres?: number };
}

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const TICKS = 100;

/** CPU seconds (user + system) process `pid` has used, from /proc/<pid>/stat (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by each process named `postgres` (the server and its backends), by pid; undefined without /proc. */
function postgresCpuSeconds(): Map<number, number> | undefined {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  const byPid = new Map<number, number>();
  for (const d of dirs) {
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') byPid.set(Number(d), cpuSeconds(Number(d)) ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/** PostgreSQL's CPU seconds between two readings: each process alive at the second, from its first reading or from 0 (a backend started meanwhile). */
function postgresCpuBetween(before?: Map<number, number>, after?: Map<number, number>): number | undefined {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, seconds] of after) total += Math.max(0, seconds - (before.get(pid) ?? 0));
  return total;
}

/**
 * A successful request after a run: the target has worked off what the run left in flight (a preview still
 * running answers 409 payroll_busy) before the next run starts.
 */
async function drained(opts: LoadOptions): Promise<void> {
  const req = opts.requests?.[0];
  if (req?.method && req.method !== 'GET') return;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(opts.url, { headers: opts.headers });
    await res.arrayBuffer();
    if (res.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * One row: a warm-up, then the measured run. With the target's `pid`, also the CPU time per request of its
 * process and of PostgreSQL's during the run (less sensitive than req/s to other tenants of the machine).
 */
async function load(target: string, opts: LoadOptions, pid?: number): Promise<Row> {
  if (WARMUP > 0) {
    await autocannon({ ...opts, duration: WARMUP });
    await drained(opts);
  }
  const before = { target: cpuSeconds(pid), postgres: postgresCpuSeconds() };
  const result = await autocannon({ ...opts, duration: DURATION });
  const after = { target: cpuSeconds(pid), postgres: postgresCpuSeconds() };
  await drained(opts);
  const requests = result.requests.total;
  const perRequest = (seconds?: number) => (seconds !== undefined && requests > 0 ? (seconds / requests) * 1e6 : undefined);
  const targetSeconds = before.target !== undefined && after.target !== undefined ? after.target - before.target : undefined;
  return { target, connections: opts.connections, result, cpu: { target: perRequest(targetSeconds), postgres: perRequest(postgresCpuBetween(before.postgres, after.postgres)) } };
}

const num = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n >= 100 ? num(n) : n.toFixed(1));

function table(rows: Row[]): string {
  const lines = [
    `| Target | Connections | req/s | p50 (ms) | p99 (ms) | 2xx | non-2xx | errors + timeouts (${DURATION} s) | CPU µs/request: target | PostgreSQL |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const us = (n?: number) => (n === undefined ? '' : num(n));
  for (const { target, connections, result: r, cpu } of rows) {
    lines.push(`| ${target} | ${connections} | ${num(r.requests.average)} | ${ms(r.latency.p50)} | ${ms(r.latency.p99)} | ${num(r['2xx'])} | ${num(r.non2xx)} | ${num(r.errors + r.timeouts)} | ${us(cpu?.target)} | ${us(cpu?.postgres)} |`);
  }
  for (const { target, result: r } of rows) {
    const other = Object.entries(r.statusCodeStats).filter(([code]) => !code.startsWith('2'));
    if (other.length) lines.push('', `${target}: non-2xx statuses ${other.map(([code, { count }]) => `${code} x ${count}`).join(', ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const load1 = loadavg()[0];
  const profDir = process.env.BENCH_CPU_PROF;
  const service = await startChild('the service', [...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profDir)}`] : []), '--import', 'tsx', 'scripts/lib/bench-service-process.ts']);
  const baseUrl = service.info.baseUrl;

  // ---- data, through the API
  const operator = createPayrollClient({ baseUrl, apiKey: { kind: 'Operator', key: BENCH_OPERATOR_KEY } });
  const partner = await must('create partner', operator.POST('/operator/partners', { body: { name: 'Bench Load Partner' } }));
  const partnerKey = partner.apiKey;
  const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: partnerKey } });
  const company = await must('create company', api.POST('/companies', { body: { legalName: 'Bench Load LLC', email: 'payroll@benchload.example', legalType: 'Partnership', taxId: '12-3456789', address: ADDRESS } }));
  const companyId = company.id;
  const path = { companyId };
  const signatory = await must('signatory', api.POST('/companies/{companyId}/signatories', { params: { path }, body: { firstName: 'Maria', lastName: 'Alvarez', title: 'Owner', email: 'maria@benchload.example' } }));
  await must('signatory_agreements', api.POST('/companies/{companyId}/onboard/signatory_agreements', { params: { path }, body: { signatoryId: signatory.id, accepted: true } }));
  await must('employee_setup', api.POST('/companies/{companyId}/onboard/employee_setup', { params: { path }, body: { acknowledged: true, payFrequency: 'Weekly' } }));
  await must('connect_bank_account', api.POST('/companies/{companyId}/onboard/connect_bank_account', { params: { path }, body: { routingNumber: '121000358', accountNumber: '000123454431', type: 'Checking' } }));
  await must('tax_setup', api.POST('/companies/{companyId}/onboard/tax_setup', { params: { path }, body: { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly' } }));
  await must('filing_authorization', api.POST('/companies/{companyId}/onboard/filing_authorization', { params: { path }, body: { signatoryId: signatory.id, authorized: true } }));
  await must(
    'verification_documents',
    api.POST('/companies/{companyId}/onboard/verification_documents', { params: { path }, body: { kind: 'EinConfirmationLetter', fileName: 'cp575.pdf', contentType: 'application/pdf', base64Content: PDF_BASE64 } }),
  );
  await must('accounting_integration', api.POST('/companies/{companyId}/onboard/accounting_integration', { params: { path }, body: { provider: 'Xero' } }));
  await must('start_payroll', api.POST('/companies/{companyId}/start_payroll', { params: { path } }));
  const workplace = await must('workplace', api.POST('/companies/{companyId}/workplaces', { params: { path }, body: { name: 'HQ', address: ADDRESS } }));
  const employeeBody = (i: number) => ({
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `e${i}@benchload.example`,
    startDate: '2025-01-06',
    ssn: `123-45-${String(1000 + (i % 9000)).padStart(4, '0')}`,
    residence: ADDRESS,
    workplaces: [workplace.id],
    primaryWorkplaceId: workplace.id,
    defaultPaymentMethod: 'Manual' as const,
    wage: { rate: 20 + (i % 30), period: 'Hourly' as const },
  });
  const employeeIds: string[] = [];
  for (let i = 0; i < EMPLOYEES; i++) employeeIds.push((await must(`employee ${i}`, api.POST('/companies/{companyId}/employees', { params: { path }, body: employeeBody(i) }))).id);
  const payroll = await must(
    'payroll',
    api.POST('/companies/{companyId}/payrolls', {
      params: { path },
      body: { ...WEEK, frequency: 'Weekly', employeeItems: employeeIds.slice(0, PAYROLL_EMPLOYEES).map((employeeId) => ({ employeeId, payments: [{ regularHours: 40, overtimeHours: 2 }] })) },
    }),
  );

  const headers = { 'X-API-key': partnerKey, accept: 'application/json' };
  const companyRes = await fetch(`${baseUrl}/companies/${companyId}`, { headers });
  if (companyRes.status !== 200) throw new Error(`GET company: ${companyRes.status}`);
  const companyJson = await companyRes.text();
  const tmp = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const bodyFile = join(tmp, 'company.json');
  writeFileSync(bodyFile, companyJson);

  const validation = process.env.VALIDATE_RESPONSES === 'true' ? 'on (VALIDATE_RESPONSES=true)' : 'off (VALIDATE_RESPONSES unset, the production default)';
  console.log(
    `bench:load  database: ${service.info.database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite in memory)'}, request validation: on, response validation: ${validation}; ` +
      `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}); autocannon, ${WARMUP} s warm-up then ${DURATION} s per row; load average before: ${load1.toFixed(2)}`,
  );
  const get = (url: string): LoadOptions => ({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const rows: Row[] = [];
  const ratios: string[] = [];
  const rate = (row: Row) => row.result.requests.average;

  // ---- GET /v1/companies/{companyId}: four targets
  if (GETS) {
    const bare = await startChild('the bare Express handler', ['--import', 'tsx', 'scripts/lib/bare-express.ts'], { BENCH_BARE_BODY: bodyFile });
    const bareRes = await fetch(`${bare.info.baseUrl}/companies/${companyId}`);
    if ((await bareRes.text()) !== companyJson) throw new Error('the bare handler does not answer the same JSON');

    const prismPort = await freePort();
    const prism = spawn(process.execPath, [join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js'), 'mock', '-h', '127.0.0.1', '-p', String(prismPort), '-v', 'silent', 'openapi.yaml'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(prism);
    // Prism serves the contract's paths at its root (it does not add the servers' `/v1`).
    const prismUrl = `http://127.0.0.1:${prismPort}`;
    const prismDeadline = Date.now() + 120_000;
    for (;;) {
      const status = await fetch(`${prismUrl}/companies/${companyId}`, { headers }).then((r) => r.status, () => 0);
      if (status === 200) break;
      if (status !== 0) throw new Error(`Prism answered ${status} to GET /companies/{companyId}`);
      if (prism.exitCode !== null || Date.now() > prismDeadline) throw new Error('Prism did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const stub = await startChild('the stub server', ['--import', 'tsx', 'scripts/lib/bench-stub-process.ts']);
    const stubRes = await fetch(`${stub.info.baseUrl}/companies/${companyId}`, { headers });
    if (stubRes.status !== 200 || stubRes.headers.get('x-stub-response') !== 'example') throw new Error(`the stub server answered ${stubRes.status} to GET /v1/companies/{companyId}`);

    const svc = await load('This service: GET /v1/companies/{id}', get(`${baseUrl}/companies/${companyId}`), service.child.pid);
    const bareRow = await load('Bare Express 5 handler, same JSON', get(`${bare.info.baseUrl}/companies/${companyId}`), bare.child.pid);
    const prismRow = await load('Prism mock of openapi.yaml (GET /companies/{id})', get(`${prismUrl}/companies/${companyId}`), prism.pid);
    const stubRow = await load('Stub server (npm run stub): GET /v1/companies/{id}', get(`${stub.info.baseUrl}/companies/${companyId}`), stub.child.pid);
    rows.push(svc, bareRow, prismRow, stubRow);
    await Promise.all([stopChild(bare.child), stopChild(prism), stopChild(stub.child)]);
    ratios.push(`service / bare Express: ${((rate(svc) / rate(bareRow)) * 100).toFixed(1)}%   service / Prism: ${(rate(svc) / rate(prismRow)).toFixed(2)}x   (GET /v1/companies/{id}, ${CONNECTIONS} connections)`);
    ratios.push(`stub server / Prism: ${(rate(stubRow) / rate(prismRow)).toFixed(2)}x   stub server / bare Express: ${((rate(stubRow) / rate(bareRow)) * 100).toFixed(1)}%`);
  }

  // ---- single-row writes, beside the write reference (scripts/lib/bare-write.ts)
  if (WRITES) {
    const ref = await startChild('the write reference', ['--import', 'tsx', 'scripts/lib/bare-write.ts']);
    const refInfo = ref.info as { baseUrl: string; companyId: string; workplaceId: string };
    const json = { ...headers, 'content-type': 'application/json' };
    let seq = EMPLOYEES;
    const post = (url: string, path: string, body: () => unknown): LoadOptions => ({
      url: url.replace(/\/v1$/, ''),
      connections: WRITE_CONNECTIONS,
      duration: DURATION,
      requests: [{ method: 'POST', path, headers: json, setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }],
    });
    const departmentBody = () => ({ name: `Department ${seq++}` });
    const refEmployeeBody = () => ({ ...employeeBody(seq), workplaces: [refInfo.workplaceId], primaryWorkplaceId: refInfo.workplaceId, email: `e${seq++}@benchload.example` });
    const svcEmployeeBody = () => ({ ...employeeBody(seq), email: `e${seq++}@benchload.example` });
    const svcDep = await load('This service: POST department (a new body each)', post(baseUrl, `/v1/companies/${companyId}/departments`, departmentBody), service.child.pid);
    const refDep = await load('Write reference: bare Express + driver, department + event', post(ref.info.baseUrl, `/v1/companies/${refInfo.companyId}/departments`, departmentBody), ref.child.pid);
    const svcEmp = await load('This service: POST employee (a new body each)', post(baseUrl, `/v1/companies/${companyId}/employees`, svcEmployeeBody), service.child.pid);
    const refEmp = await load('Write reference: bare Express + driver, employee + workplace + event', post(ref.info.baseUrl, `/v1/companies/${refInfo.companyId}/employees`, refEmployeeBody), ref.child.pid);
    rows.push(svcDep, refDep, svcEmp, refEmp);
    await stopChild(ref.child);
    ratios.push(`POST department / write reference: ${(rate(svcDep) / rate(refDep)).toFixed(2)}x   POST employee / write reference: ${(rate(svcEmp) / rate(refEmp)).toFixed(2)}x   (${WRITE_CONNECTIONS} connections)`);
    ratios.push(`employees created through the API, ${WRITE_CONNECTIONS} at a time: ${num(svcEmp.result['2xx'] / svcEmp.result.duration)}/s`);
  }

  // ---- service only
  if (EXTRAS) {
    rows.push(await load(`This service: GET employees, a page of ${EMPLOYEES}`, get(`${baseUrl}/companies/${companyId}/employees?page=1&pageSize=${EMPLOYEES}`), service.child.pid));
    // Preview runs one at a time per company (README, "Transactions": a second one is 409 payroll_busy): one connection.
    rows.push(await load(`This service: payroll preview (${PAYROLL_EMPLOYEES} employees)`, { ...get(`${baseUrl}/companies/${companyId}/payrolls/${payroll.id}/preview`), connections: 1 }, service.child.pid));
  }
  const load2 = loadavg()[0];

  console.log('');
  console.log(table(rows));
  console.log('');
  for (const line of ratios) console.log(line);
  console.log(`load average after: ${load2.toFixed(2)}`);
  rmSync(tmp, { recursive: true, force: true });
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all(children.map(stopChild));
  });

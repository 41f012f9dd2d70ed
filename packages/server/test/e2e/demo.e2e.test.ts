// Issue 8 B, done when: `npm run demo` against a freshly started server finishes without error, and the
// requests it prints work when pasted. The service runs as its own process on a fresh database of its own; the
// demo script runs as a second process; then every printed curl command is run as printed (with curl when the
// machine has it, else translated to fetch) and must answer 2xx. The service writes ACH files (the demo settings
// of the README, "Sample data"), so the demo cuts its approved payroll into a NACHA file and prints where to
// download it; the download is parsed by the independent parser (unit/nacha-parser.ts).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneDatabase } from '@payroll/test-support';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { runTsx as run, startService, type ServiceProcess } from './service-process';

/**
 * The ACH settings the README gives for the demo ("Sample data"): the service writes NACHA files (no prenotes: a
 * demo cannot wait their three bank days; the funding account is still proven by micro-deposits), and pays the
 * IRS deposits by CCD+.
 */
const DEMO_ACH_ENV = {
  ACH_ENABLED: 'true',
  ACH_ODFI_ROUTING_NUMBER: '121000358',
  ACH_ODFI_NAME: 'Demo ODFI Bank',
  ACH_COMPANY_ID: '1943187265',
  ACH_COMPANY_NAME: 'Harborview Demo Payroll',
  ACH_PRENOTES: 'off',
  ACH_TAX_AGENCY_ACCOUNTS: '{"IRS":{"routingNumber":"021000021","accountNumber":"23401001"}}',
};

const hasCurl = spawnSync('curl', ['--version']).status === 0;

/** Splits a command line as a POSIX shell would for what the demo prints: words, "double" and 'single' quotes. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === ' ' || ch === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (ch === '"' || ch === "'") {
      const end = line.indexOf(ch, i + 1);
      if (end < 0) throw new Error(`unterminated quote in: ${line}`);
      const inner = line.slice(i + 1, end);
      if (ch === '"' && /[$`\\]/.test(inner)) throw new Error(`shell expansion inside double quotes would change: ${line}`);
      word = (word ?? '') + inner;
      i = end;
    } else {
      if (/[|;&<>()$`\\*?[\]{}~#!]/.test(ch)) throw new Error(`unquoted shell metacharacter ${ch} in: ${line}`);
      word = (word ?? '') + ch;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The demo's own account of a server without tax tables for the payday's year (it then makes no payroll). */
const noTaxTables = (printed: string) => printed.includes('No payroll was made:');

interface Request {
  url: string;
  headers: Record<string, string>;
  output?: string;
}

/** The curl options the demo uses: -sS, -o FILE, -H "Name: value", one URL. Anything else fails the test. */
function parseCurl(words: string[]): Request {
  expect(words[0]).toBe('curl');
  const req: Request = { url: '', headers: {} };
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    if (w === '-sS' || w === '-s' || w === '-S') continue;
    if (w === '-o') req.output = words[++i];
    else if (w === '-H') {
      const [name, ...value] = words[++i].split(':');
      req.headers[name.trim()] = value.join(':').trim();
    } else if (!w.startsWith('-') && !req.url) req.url = w;
    else throw new Error(`unexpected curl argument ${w}`);
  }
  return req;
}

/** Runs the words with curl (in `cwd`, where -o writes), answering the status and the body (or the file). */
function curl(words: string[], cwd: string): Promise<{ status: number; body: Buffer }> {
  const req = parseCurl(words);
  return new Promise((resolve, reject) => {
    execFile('curl', [...words.slice(1), '-w', '\n%{http_code}'], { cwd, encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      const cut = stdout.lastIndexOf('\n');
      const status = Number(stdout.subarray(cut + 1).toString());
      resolve({ status, body: req.output ? readFileSync(join(cwd, req.output)) : stdout.subarray(0, cut) });
    });
  });
}

async function viaFetch(words: string[]): Promise<{ status: number; body: Buffer }> {
  const req = parseCurl(words);
  const res = await fetch(req.url, { headers: req.headers });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

describe('npm run demo against a freshly started server', () => {
  let server: ServiceProcess;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let baseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-demo-'));
    // The default database of the tests (docs/testing.md, "Which database runs what"): a new PostgreSQL
    // database copied from the migrated template when TEST_DATABASE_URL is set, else a new embedded one.
    const postgres = process.env.TEST_DATABASE_URL;
    database = postgres ? await cloneDatabase(postgres) : undefined;
    env = { ...process.env, NODE_OPTIONS: '', DATABASE_URL: database?.url ?? `file:${join(dir, 'payroll')}`, OPERATOR_API_KEY: 'op_demo_e2e_key', ENCRYPTION_KEY: 'demo-e2e-key', LOG_LEVEL: 'warn', ...DEMO_ACH_ENV };
    server = await startService(env);
    baseUrl = server.baseUrl;
  }, 90000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  let printed = '';

  it('loads the sample and prints the keys, the requests and a summary', async () => {
    const demo = await run(['scripts/demo.ts'], { ...env, DEMO_BASE_URL: baseUrl });
    if (demo.code !== 0) throw new Error(`demo exited ${demo.code}:\n${demo.stdout}\n${demo.stderr}`);
    printed = demo.stdout;
    console.log(`demo finished in ${(demo.ms / 1000).toFixed(1)} s (process start included)`);
    expect(printed).toMatch(/Partner {6}Harborview Demo Partners +par_\w+ +X-API-key: pk_live_\S+/);
    expect(printed).toMatch(/Corporation {2}Harborview Hospitality Group +corp_\w+ +G-API-key: gk_live_\S+/);
    expect(printed.match(/Company {6}Harborview \S.* +com_\w+ +C-API-key: ck_live_\S+/g)).toHaveLength(2);
    const created =
      'Created: 1 partner, 1 corporation, 2 companies (every onboarding step done, payroll started; 2 company keys), 2 signatories, 1 registered local tax, 7 workplaces, 6 departments, ' +
      '3 earning codes, 2 weekly payment schedules, 5 company benefits, 16 employees and 3 contractors (onboarding Completed: 16 W-4s, 3 W-9s, 17 bank accounts), ' +
      '19 employee benefits, 1 child support order, 67 timecards (65 breaks), ';
    if (noTaxTables(printed)) {
      // The payday of every period still open for approval is in a year without federal tax tables: said, not hidden.
      expect(printed).toMatch(/No payroll was made: .*unsupported|No payroll was made: .*tax tables/);
      expect(printed).toContain(`${created}no payroll.`);
    } else {
      expect(printed).toMatch(/payroll pay_\w+ of Harborview Bistro LLC: Draft, previewed; period \d{4}-\d\d-\d\d\.\.\d{4}-\d\d-\d\d, payday \d{4}-\d\d-\d\d/);
      expect(printed).toMatch(/payroll pay_\w+ of Harborview Catering Co\.: Pending, approved/);
      // Its taxes by jurisdiction: federal, then California, Maryland and Baltimore City's county tax, New Jersey
      // (the PA-NJ election moves the New Jersey resident's income tax there), New York and New York City's resident
      // tax, Pennsylvania and the Lancaster municipality's registered earned income tax; and the local lines.
      const payday = /payroll pay_\w+ of Harborview Catering Co\.: Pending, approved; period \S+, payday (\d{4}-\d\d-\d\d)\./.exec(printed)![1];
      const philadelphia = payday <= '2026-06-30';
      expect(printed).toMatch(
        new RegExp(
          `\\n {4}taxes by jurisdiction: US \\$[\\d,]+\\.\\d\\d, CA \\$[\\d,]+\\.\\d\\d, MD \\$[\\d,]+\\.\\d\\d, MD-BALTIMORE_CITY \\$[\\d,]+\\.\\d\\d, NJ \\$[\\d,]+\\.\\d\\d, NY \\$[\\d,]+\\.\\d\\d, NY-NYC \\$[\\d,]+\\.\\d\\d, ` +
            `PA \\$[\\d,]+\\.\\d\\d, PA-360501 \\$[\\d,]+\\.\\d\\d${philadelphia ? ', PA-PHILADELPHIA \\$[\\d,]+\\.\\d\\d' : ''}\\.\\n`,
        ),
      );
      expect(printed).toMatch(
        new RegExp(`\\n {4}local taxes: MD-BALTIMORE_CITY md_county \\$[\\d,]+\\.\\d\\d, NY-NYC nyc_res \\$[\\d,]+\\.\\d\\d, PA-360501 pa_eit \\$[\\d,]+\\.\\d\\d${philadelphia ? ', PA-PHILADELPHIA phl_wage \\$[\\d,]+\\.\\d\\d' : ''}\\.\\n`),
      );
      // New York City, Baltimore City and the registered Lancaster tax warn no more; Philadelphia's wage tax has
      // built-in figures for paydays to June 30, 2026 only, so a later payday still warns (and is acknowledged).
      if (philadelphia) expect(printed).not.toContain('    warnings:');
      else expect(printed).toContain('    warnings: local_taxes_not_computed (PA).\n');
      expect(printed).toContain(`${created}2 payrolls (1 previewed Draft, 1 approved).`);
      // The week's shifts, corrected to 09:00-17:30 on the period's first five days (two 8.5-hour days with a paid
      // rest break, three 8-hour days after an unpaid lunch: 41 hours), pay the bistro's hourly staff.
      expect(printed).toContain('(65 corrections, each with its reason');
      expect(printed).toMatch(/\nFor example, [A-Z][a-z]+ [A-Z][a-z]+ is paid from 5 timecards: 40 regular, 1 overtime and 0 double-time hours \(preview of pay_\w+\)\./);
      // The approved payroll cut into the partner's NACHA file: 8 employees' and 1 contractor's net pay credits, the
      // funding debit of the cash requirement, the IRS deposits (941 and 940) as CCD+ credits with a TXP addenda.
      const ach = /\n {2}ACH file ach_\w+ \(NACHA, for the partner's bank\): settlement date (\d{4}-\d\d-\d\d), payroll (pay_\w+); 12 entries in 3 batches \(9 net pay credits, 1 funding debit, 2 tax payments with a TXP addenda\); debits (\$[\d,.]+), credits (\$[\d,.]+)\./.exec(printed);
      expect(ach).not.toBeNull();
      const approvedLine = /payroll (pay_\w+) of Harborview Catering Co\.: Pending, approved; period \S+, payday (\d{4}-\d\d-\d\d)\.\n {4}gross .*, cash requirement (\$[\d,.]+)\./.exec(printed)!;
      expect(ach![2]).toBe(approvedLine[1]);
      expect(ach![3]).toBe(approvedLine[3]);
      expect(ach![1] <= approvedLine[2]).toBe(true);
    }
    // Nothing write-only is printed: no SSN, no full bank account number.
    expect(printed).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    expect(printed).not.toMatch(/\b\d{10,}\b/);
  }, 240000);

  it('every printed request works when pasted: 2xx, JSON bodies, the paystub a PDF', async () => {
    expect(printed).not.toBe('');
    const commands = printed.split('\n').filter((l) => l.startsWith('curl '));
    const expected = noTaxTables(printed)
      ? ['/v1/companies', '/v1/companies/com_*/employees/emp_*', '/v1/companies/com_*/timecards/employees', '/v1/events', '/v1/companies/com_*/payment_schedules/ps_*/paydays']
      : [
          '/v1/companies',
          '/v1/companies/com_*/employees/emp_*',
          '/v1/companies/com_*/timecards/employees',
          '/v1/companies/com_*/payrolls/pay_*/preview',
          '/v1/companies/com_*/payrolls/pay_*',
          '/v1/companies/com_*/employees/emp_*/paystubs/pay_*/download',
          '/v1/events',
          '/v1/ach_files/ach_*/download',
          '/v1/companies/com_*/payment_schedules/ps_*/paydays',
        ];
    expect(commands).toHaveLength(expected.length);
    const cwd = mkdtempSync(join(tmpdir(), 'payroll-demo-curl-'));
    try {
      const seen: Array<[string, number]> = [];
      for (const line of commands) {
        const words = shellWords(line);
        const req = parseCurl(words);
        expect(req.url.startsWith(`${baseUrl}/`)).toBe(true);
        const res = hasCurl ? await curl(words, cwd) : await viaFetch(words);
        seen.push([new URL(req.url).pathname, res.status]);
        if (res.status < 200 || res.status > 299) throw new Error(`${line}\n-> ${res.status} ${res.body.toString()}`);
        if (req.output?.endsWith('.ach')) expect(parseAndCheckNacha(res.body.toString('latin1')).batches.map((b) => b.entryClassCode)).toEqual(['PPD', 'CCD', 'CCD']);
        else if (req.output) expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        else expect(() => JSON.parse(res.body.toString())).not.toThrow();
      }
      expect(seen.map(([path]) => path.replace(/\/(com|emp|pay|ps|ach)_(?!files\b)\w+/g, '/$1_*'))).toEqual(expected);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 60000);

  it('prints one link per hosted flow, each opening its start page (the start page uses nothing up)', async () => {
    const links = [...printed.matchAll(/^ {4}(http\S+\/embed\/flows\/[A-Za-z0-9_-]+)$/gm)].map((m) => m[1]);
    expect(links).toHaveLength(3);
    const titles: string[] = [];
    for (const url of links) {
      expect(url.startsWith(baseUrl.replace(/\/v1$/, ''))).toBe(true);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('value="start">Start</button>');
      expect(html).toContain('--brand:#1F6F5C');
      titles.push(/<h1>([^<]*)<\/h1>/.exec(html)![1]);
    }
    expect(titles).toEqual(['Set up your pay', 'Set up your payments', 'Your paystubs']);
  });

  it('runs again against the same server (a new partner each time)', async () => {
    const again = await run(['scripts/demo.ts'], { ...env, DEMO_BASE_URL: baseUrl });
    if (again.code !== 0) throw new Error(`second demo run exited ${again.code}:\n${again.stdout}\n${again.stderr}`);
    const partnerId = (text: string) => /Partner {6}Harborview Demo Partners +(par_\w+)/.exec(text)?.[1];
    expect(partnerId(again.stdout)).toBeDefined();
    expect(partnerId(again.stdout)).not.toBe(partnerId(printed));
  }, 240000);
});

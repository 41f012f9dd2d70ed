/**
 * Payroll benchmark (issues 6, 13, 29 and 38): create, preview and approve of a weekly payroll of 1,000 and of
 * 10,000 employees in Illinois (federal and Illinois income tax, Illinois SUI, overtime), over HTTP to the
 * service running in this process, on embedded PGlite or on PostgreSQL (a schema of its own, dropped
 * afterwards). Prints the times side by side and the targets of issue 29 with PASS or FAIL beside each
 * ratio (README, "Performance"; asserts nothing): on PostgreSQL, at the largest size, approve within 2 x
 * its own preview time and create within 1.5 x it; each of create, preview and approve grows at most
 * 1.1 x the size ratio (x11 from 1,000 to 10,000 employees). Ratios, because the machines are shared; beside
 * each time, the CPU time of this process (service and client, not PostgreSQL) and the two ratios in CPU.
 * Give the sizes 1000,10000: the smaller warms the process up (alone, 10,000's first create compiles the engine).
 *   npm run bench:payroll                                                   # 1,000 employees, PGlite in memory
 *   BENCH_EMPLOYEES=1000,10000 BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:payroll
 *
 * After the rounds, the year's EFW2 (issue 39; docs/filings.md): the clock moves to 2027-01-12 and
 * createFilingFile writes the company's EFW2 for 2026, producing its W-2 PDFs first (the tax documents fall due
 * on the same call); its time is printed beside the last round's preview, as a ratio (issue 39: within a minute
 * at 10,000 employees on the 2-core machine). BENCH_EFW2=off skips it.
 *
 * Settings (environment):
 *   BENCH_EMPLOYEES    comma-separated sizes (default 1000); each size gets a company of its own
 *   BENCH_ROUNDS       payrolls per size (default 2); round 2 and later have the earlier approved payrolls as year to date
 *   BENCH_PREVIEWS     previews per round (default 3)
 *   BENCH_CONCURRENCY  requests in flight while the employees are made (default 8)
 *   BENCH_SEED         `api` (default): every employee and what the gross-to-net reads is made through the API;
 *                      `prisma`: the same rows inserted in bulk with Prisma (quick, for profiling only)
 *   BENCH_SCENARIO     comma-separated scenarios, each size run in each (default `mixed`):
 *                      `mixed`: the employees below (1 in 4 salaried, 1 in 10 paid Manual);
 *                      `checks`: every employee hourly and paid by paper check (`Manual`; issue 38), so that the
 *                      approval numbers and stores one check per employee; otherwise the same data per employee
 *
 * Data per employee: the employee (SSN, date of birth, workplace and residence in Chicago, wage: 3 in 4
 * hourly, paid 40 h plus 0 to 2 h of overtime, 1 in 4 salaried and exempt; 1 in 10 paid Manual), for
 * DirectDeposit a bank account and a default net pay split, a W-4 for half of them, an IL-W-4 for 2 in 3,
 * two benefits (Section 125 medical, 401(k)), child support for 1 in 20 and a miscellaneous
 * deduction for 1 in 10. The setup time is printed apart from the payroll times.
 *   BENCH_SCENARIO=checks BENCH_SEED=prisma BENCH_EMPLOYEES=1000,10000 BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:payroll
 */
import { FieldCipher } from '../packages/server/src/lib/secrets';
import { createPayrollClient } from '../packages/client/src';
import { BENCH_ENCRYPTION_KEY, BENCH_OPERATOR_KEY, startBenchServer } from './lib/bench-server';

const SIZES = (process.env.BENCH_EMPLOYEES ?? '1000').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SEED = process.env.BENCH_SEED === 'prisma' ? 'prisma' : 'api';
const SCENARIOS = ['mixed', 'checks'] as const;
type Scenario = (typeof SCENARIOS)[number];
const SCENARIO_LIST: Scenario[] = (process.env.BENCH_SCENARIO ?? 'mixed').split(',').map((s) => {
  const name = s.trim();
  if (!(SCENARIOS as readonly string[]).includes(name)) throw new Error(`BENCH_SCENARIO: ${name} is none of ${SCENARIOS.join(', ')}`);
  return name as Scenario;
});
const baseDbUrl = process.env.BENCH_DATABASE_URL ?? 'memory:';
/** The service clock: Monday 2026-03-02; round r pays on Friday 2026-03-13 + 7r days. */
const NOW = new Date('2026-03-02T15:00:00.000Z');
const EFW2 = process.env.BENCH_EFW2 !== 'off';
/** When the year's files are written: the 2026 year has ended. */
const FILING_NOW = new Date('2027-01-12T15:00:00.000Z');
/** The service clock (moved to FILING_NOW for the EFW2, then back). */
let clockNow = NOW;
/** Company, workplace and every employee's residence: Chicago, so each item has Illinois income tax and SUI. */
const ADDRESS = { street1: '1 Main St', city: 'Chicago', state: 'IL', zipcode: '60601', country: 'US' };
/** Form IL-W-4 (the state withholding certificate; services/forms/definitions.ts). */
const IL_W4_FORM = 'frm_ilw4r8t2v6n9';
const FILING = ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] as const;

type Api = ReturnType<typeof createPayrollClient>;
type Bench = Awaited<ReturnType<typeof startBenchServer>>;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

/** The last request's CPU time in this process (client and service, not PostgreSQL's), ms: less at the mercy of a shared machine's load than its wall time. */
let lastCpuMs = 0;
async function timedRequest<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const cpu = process.cpuUsage();
  const out = await timed(fn);
  const used = process.cpuUsage(cpu);
  lastCpuMs = (used.user + used.system) / 1000;
  return out;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function ok<T>(what: string, res: { data?: T; error?: unknown; response: Response }, status: number): T {
  if (res.response.status !== status) throw new Error(`${what}: ${res.response.status} ${JSON.stringify(res.error)}`);
  return res.data as T;
}

/** Runs task(0..count-1) with at most `limit` in flight. */
async function pool(count: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

/** The shape of employee i in a scenario (shared by both seeds). */
const shape = (i: number, scenario: Scenario) => ({
  salaried: scenario === 'mixed' && i % 4 === 3,
  manual: scenario === 'checks' || i % 10 === 9,
  w4: i % 2 === 0 ? { filingStatus: FILING[(i / 2) % 3], dependentsAmount: (i / 2) % 5 === 0 ? 2000 : 0, extraWithholding: (i / 2) % 7 === 0 ? 15 : 0 } : null,
  childSupport: i % 20 === 0,
  misc: i % 10 === 0,
  // Unique and as SSA issues them (the EFW2 refuses serial 0000): area 100 or 101, group 45, serial 1000-9999.
  ssn: `${100 + Math.floor(i / 9000)}45${1000 + (i % 9000)}`,
  /** An IL-W-4 for 2 in 3 (none on file: no allowances); Line 3 additional withholding for 1 in 12. */
  ilW4: i % 3 === 2 ? null : { basicAllowances: 1 + (i % 3), additionalAllowances: i % 4 === 0 ? 1 : 0, ...(i % 12 === 0 ? { additionalWithholding: 5 } : {}) },
});

async function seedThroughApi(api: Api, companyId: string, workplaceId: string, count: number, scenario: Scenario): Promise<string[]> {
  const ids: string[] = new Array(count);
  await pool(count, CONCURRENCY, async (i) => {
    const s = shape(i, scenario);
    const employee = ok('create employee', await api.POST('/companies/{companyId}/employees', {
      params: { path: { companyId } },
      body: {
        firstName: `First${i}`,
        lastName: `Last${i}`,
        ssn: s.ssn,
        startDate: '2025-01-06',
        dateOfBirth: '1990-05-17',
        residence: ADDRESS,
        workplaces: [workplaceId],
        primaryWorkplaceId: workplaceId,
        defaultPaymentMethod: s.manual ? 'Manual' : 'DirectDeposit',
        wage: s.salaried ? { rate: 50_000 + i * 10, period: 'Annually', flsaOvertimeExemptionStatus: 'Exempt' } : { rate: 18 + (i % 30), period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' },
      },
    }), 201);
    const employeeId = employee.id;
    ids[i] = employeeId;
    const path = { companyId, employeeId };
    if (!s.manual) {
      const account = ok('create bank account', await api.POST('/companies/{companyId}/employees/{employeeId}/bank_accounts', {
        params: { path },
        body: { routingNumber: '121000358', accountNumber: '000123454431', type: 'Checking' },
      }), 201);
      ok('create net pay split', await api.POST('/companies/{companyId}/employees/{employeeId}/net_pay_splits', {
        params: { path },
        body: { isDefault: true, splits: [{ bankAccountId: account.id, priority: 1 }] },
      }), 201);
    }
    if (s.w4) {
      const res = await api.POST('/companies/{companyId}/employees/{employeeId}/onboard/withholdings_setup', {
        params: { path },
        body: { ...s.w4, signature: 'Bench' },
      });
      if (res.response.status >= 300) throw new Error(`W-4: ${res.response.status} ${JSON.stringify(res.error)}`);
    }
    if (s.ilW4) {
      ok('IL-W-4', await api.POST('/companies/{companyId}/employees/{employeeId}/forms/{formId}', {
        params: { path: { ...path, formId: IL_W4_FORM } },
        body: { values: s.ilW4, signature: 'Bench' },
      }), 200);
    }
    const benefits = '/companies/{companyId}/benefits/employee' as const;
    ok('medical benefit', await api.POST(benefits, { params: { path: { companyId } }, body: { employeeId, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67, companyContributionAmount: 450.25 } }), 201);
    ok('401(k) benefit', await api.POST(benefits, { params: { path: { companyId } }, body: { employeeId, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5, companyContributionPercent: 3 } }), 201);
    if (s.childSupport) {
      ok('child support', await api.POST('/companies/{companyId}/post_tax_deductions/child_support', {
        params: { path: { companyId } },
        body: { employeeId, caseNumber: `CS-${i}`, agency: 'IL', issueDate: '2025-06-01', amount: 150, effectiveStart: '2026-01-01' },
      }), 201);
    }
    if (s.misc) {
      ok('miscellaneous deduction', await api.POST('/companies/{companyId}/post_tax_deductions/miscellaneous', {
        params: { path: { companyId } },
        body: { employeeId, description: 'Uniform loan', amount: 25, totalAmount: 500, annualLimit: 300, effectiveStart: '2026-01-01' },
      }), 201);
    }
  });
  return ids;
}

/** The same rows in bulk with Prisma: quick, for profiling the payroll itself (BENCH_SEED=prisma). */
async function seedWithPrisma(bench: Bench, companyId: string, workplaceId: string, count: number, scenario: Scenario): Promise<string[]> {
  const shapeOf = (i: number) => shape(i, scenario);
  const prisma = bench.db.prisma;
  const cipher = new FieldCipher(BENCH_ENCRYPTION_KEY);
  const encrypted = cipher.encrypt('000123454431');
  const tag = companyId.slice(-6);
  const ids = Array.from({ length: count }, (_, i) => `emp_b${tag}${String(i).padStart(6, '0')}`);
  const chunks = <T>(rows: T[], size = 500) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  const idx = ids.map((_, i) => i);
  for (const part of chunks(idx)) {
    await prisma.employee.createMany({
      data: part.map((i) => {
        const s = shapeOf(i);
        return {
          id: ids[i], companyId, code: `E${String(i + 1).padStart(5, '0')}`, firstName: `First${i}`, lastName: `Last${i}`,
          startDate: new Date('2025-01-06T00:00:00Z'), dateOfBirth: new Date('1990-05-17T00:00:00Z'), ...ADDRESS,
          ssnEncrypted: cipher.encrypt(s.ssn), ssnLastFour: s.ssn.slice(-4), ssnValidationStatus: 'Validated' as const,
          defaultPaymentMethod: s.manual ? ('Manual' as const) : ('DirectDeposit' as const), primaryWorkplaceId: workplaceId,
          wageRate: s.salaried ? String(50_000 + i * 10) : String(18 + (i % 30)), wagePeriod: s.salaried ? ('Annually' as const) : ('Hourly' as const),
          flsaOvertimeExemptionStatus: s.salaried ? ('Exempt' as const) : ('NonExempt' as const),
        };
      }),
    });
    await prisma.employeeWorkplace.createMany({ data: part.map((i) => ({ employeeId: ids[i], workplaceId })) });
  }
  const dd = idx.filter((i) => !shapeOf(i).manual);
  for (const part of chunks(dd)) {
    await prisma.bankAccount.createMany({ data: part.map((i) => ({ id: `ba_${ids[i]}`, companyId, employeeId: ids[i], routingNumber: '121000358', accountNumberEncrypted: encrypted, accountNumberLastFour: '4431', type: 'Checking' as const })) });
    await prisma.netPaySplit.createMany({ data: part.map((i) => ({ id: `nps_${ids[i]}`, companyId, employeeId: ids[i], isDefault: true })) });
    await prisma.netPaySplitItem.createMany({ data: part.map((i) => ({ netPaySplitId: `nps_${ids[i]}`, priority: 1, bankAccountId: `ba_${ids[i]}` })) });
  }
  await prisma.$executeRawUnsafe(`UPDATE "Employee" SET "defaultNetPaySplitId" = 'nps_' || "id" WHERE "companyId" = $1 AND "defaultPaymentMethod" = 'DirectDeposit'`, companyId);
  for (const part of chunks(idx.filter((i) => shapeOf(i).w4))) {
    await prisma.employeeW4.createMany({ data: part.map((i) => { const w = shapeOf(i).w4!; return { employeeId: ids[i], filingStatus: w.filingStatus, dependentsAmount: String(w.dependentsAmount), extraWithholding: String(w.extraWithholding), signature: 'Bench', signedAt: new Date('2025-01-06T00:00:00Z') }; }) });
  }
  for (const part of chunks(idx.filter((i) => shapeOf(i).ilW4))) {
    await prisma.employeeStateCertificate.createMany({ data: part.map((i) => ({ employeeId: ids[i], state: 'IL', values: shapeOf(i).ilW4!, signature: 'Bench', signedAt: new Date('2025-01-06T00:00:00Z') })) });
  }
  for (const part of chunks(idx)) {
    await prisma.employeeBenefit.createMany({
      data: part.flatMap((i) => [
        { id: `ebn_m${ids[i]}`, companyId, employeeId: ids[i], type: 'Medical125' as const, effectiveStart: new Date('2026-01-01T00:00:00Z'), employeeContributionAmount: '216.67', companyContributionAmount: '450.25' },
        { id: `ebn_p${ids[i]}`, companyId, employeeId: ids[i], type: 'Pension401K' as const, effectiveStart: new Date('2026-01-01T00:00:00Z'), employeeContributionPercent: '5', companyContributionPercent: '3' },
      ]),
    });
  }
  await prisma.childSupport.createMany({ data: idx.filter((i) => shapeOf(i).childSupport).map((i) => ({ id: `cs_${ids[i]}`, companyId, employeeId: ids[i], caseNumber: `CS-${i}`, agency: 'IL', issueDate: new Date('2025-06-01T00:00:00Z'), amount: '150', effectiveStart: new Date('2026-01-01T00:00:00Z') })) });
  await prisma.miscellaneousDeduction.createMany({ data: idx.filter((i) => shapeOf(i).misc).map((i) => ({ id: `md_${ids[i]}`, companyId, employeeId: ids[i], description: 'Uniform loan', amount: '25', totalAmount: '500', annualLimit: '300', effectiveStart: new Date('2026-01-01T00:00:00Z') })) });
  return ids;
}

interface RoundResult {
  createMs: number;
  previewMs: number[];
  approveMs: number;
  /** CPU time of this process (lastCpuMs). */
  cpu: { create: number; preview: number[]; approve: number };
  getMs: number;
}
interface SizeResult {
  scenario: Scenario;
  size: number;
  setupMs: number;
  rounds: RoundResult[];
  /** createFilingFile of the 2026 EFW2 (with the W-2 PDFs produced on the same call). */
  efw2Ms?: number;
  /** The same file again after a rejection: the EFW2 alone, the W-2 PDFs already produced. */
  efw2OnlyMs?: number;
}

async function runSize(bench: Bench, api: Api, scenario: Scenario, size: number, n: number): Promise<SizeResult> {
  const company = ok('create company', await api.POST('/companies', { body: { legalName: `Bench Payroll ${n} LLC`, email: 'b@bench.example', legalType: 'Partnership', taxId: '36-1234567', address: ADDRESS } }), 201);
  const companyId = company.id;
  const workplace = ok('create workplace', await api.POST('/companies/{companyId}/workplaces', { params: { path: { companyId } }, body: { name: 'HQ', address: ADDRESS } }), 201);
  // Activation (onboarding, signatory, bank verification) is not part of what is measured: as in the HTTP tests.
  await bench.db.prisma.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
  // The company's Illinois accounts and unemployment rate (IDES publishes no new-employer rate in the engine's data):
  // every tax of the payroll is then computed, so its approval needs no acknowledgement of taxes not computed (approvePayroll).
  const taxSetup = { federalFilerType: 'Form941' as const, federalDepositSchedule: 'Monthly' as const, stateTaxIds: [{ state: 'IL', withholdingAccountNumber: 'IL-0001', unemploymentRate: 3 }] };
  ok('tax setup', await api.POST('/companies/{companyId}/onboard/tax_setup', { params: { path: { companyId } }, body: taxSetup }), 200);
  const [employeeIds, setupMs] = await timed(() =>
    SEED === 'api' ? seedThroughApi(api, companyId, workplace.id, size, scenario) : seedWithPrisma(bench, companyId, workplace.id, size, scenario),
  );
  // Bulk inserts on embedded PGlite block this process's event loop for seconds; the client's pooled
  // connection may then be closed by the server's keep-alive timeout just as the next request goes out
  // (ECONNRESET, not retried for a POST). One read first, retried once, so the timed requests start on a live connection.
  const warm = () => api.GET('/companies/{companyId}', { params: { path: { companyId } } });
  ok('get company', await warm().catch(() => warm()), 200);
  console.log(`${scenario}, ${size} employees: setup (${SEED === 'api' ? `through the API, ${CONCURRENCY} requests in flight` : 'bulk Prisma'}) ${(setupMs / 1000).toFixed(1)} s`);

  const rounds: RoundResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const periodStart = addDays('2026-03-02', 7 * round);
    const body = {
      periodStart,
      periodEnd: addDays(periodStart, 6),
      payday: addDays(periodStart, 11),
      frequency: 'Weekly' as const,
      employeeItems: employeeIds.map((employeeId, i) => ({
        employeeId,
        payments: [shape(i, scenario).salaried ? {} : { regularHours: 40, overtimeHours: i % 3, ...(i % 25 === 0 ? { bonus: 500 } : {}) }],
        ...(i % 15 === 0 ? { reimbursements: [{ amount: 42.5, description: 'Mileage' }] } : {}),
      })),
    };
    const [created, createMs] = await timedRequest(() => api.POST('/companies/{companyId}/payrolls', { params: { path: { companyId } }, body }));
    const payrollId = ok('create payroll', created, 201).id;
    const pp = { path: { companyId, payrollId } };
    const createCpu = lastCpuMs;
    const previewMs: number[] = [];
    const previewCpu: number[] = [];
    for (let k = 0; k < PREVIEWS; k++) {
      const [res, ms] = await timedRequest(() => api.GET('/companies/{companyId}/payrolls/{payrollId}/preview', { params: pp }));
      previewCpu.push(lastCpuMs);
      ok('preview', res, 200);
      previewMs.push(ms);
    }
    const [approved, approveMs] = await timedRequest(() => api.POST('/companies/{companyId}/payrolls/{payrollId}/approve', { params: pp }));
    const t = ok('approve', approved, 200).totals;
    const cpu = { create: createCpu, preview: previewCpu, approve: lastCpuMs };
    const [got, getMs] = await timed(() => api.GET('/companies/{companyId}/payrolls/{payrollId}', { params: pp }));
    ok('get', got, 200);
    // What the approval issued: one check per Manual item, numbered on from the company's last (paper-checks.ts).
    const checks = await bench.db.prisma.paperCheck.aggregate({ where: { payrollId, replacedAt: null }, _count: true, _min: { checkNumber: true }, _max: { checkNumber: true } });
    console.log(
      `  round ${round + 1} (payday ${body.payday}, ${round} approved payroll(s) as YTD): ` +
        `create ${createMs.toFixed(0)} ms, preview ${previewMs.map((m) => m.toFixed(0)).join(' / ')} ms, approve ${approveMs.toFixed(0)} ms, get ${getMs.toFixed(0)} ms ` +
        `(CPU of this process: create ${cpu.create.toFixed(0)}, preview ${cpu.preview.map((m) => m.toFixed(0)).join(' / ')}, approve ${cpu.approve.toFixed(0)} ms); ` +
        `gross ${t.employeeGross}, net ${t.employeeNet}, liability ${t.liability}; ` +
        `paper checks ${checks._count}${checks._count ? ` (numbers ${checks._min.checkNumber} to ${checks._max.checkNumber})` : ''}`,
    );
    rounds.push({ createMs, previewMs, approveMs, getMs, cpu });
  }
  if (!EFW2) return { scenario, size, setupMs, rounds };
  clockNow = FILING_NOW;
  try {
    const [filed, efw2Ms] = await timed(() => api.POST('/companies/{companyId}/filing_files', { params: { path: { companyId } }, body: { kind: 'EFW2', taxYear: 2026 } }));
    const file = ok('create EFW2', filed, 201);
    const preview = median(rounds[rounds.length - 1].previewMs);
    console.log(`  EFW2 2026 (W-2 PDFs produced on the same call): ${efw2Ms.toFixed(0)} ms, ${file.totals.w2Count} W-2s, ${file.byteCount} bytes; / last preview x${(efw2Ms / preview).toFixed(2)}`);
    // The file alone: SSA "rejects" it, and the resubmission is written with the W-2 PDFs already there.
    const fp = { path: { companyId, filingFileId: file.id } };
    ok('mark submitted', await api.POST('/companies/{companyId}/filing_files/{filingFileId}/mark_submitted', { params: fp }), 200);
    ok('record rejection', await api.POST('/companies/{companyId}/filing_files/{filingFileId}/acknowledgement', { params: fp, body: { outcome: 'Rejected', agencyReference: 'BENCH1' } }), 200);
    const [again, efw2OnlyMs] = await timed(() => api.POST('/companies/{companyId}/filing_files', { params: { path: { companyId } }, body: { kind: 'EFW2', taxYear: 2026 } }));
    ok('resubmit EFW2', again, 201);
    console.log(`  EFW2 2026 alone (a resubmission, the W-2 PDFs already made): ${efw2OnlyMs.toFixed(0)} ms; / last preview x${(efw2OnlyMs / preview).toFixed(2)}`);
    return { scenario, size, setupMs, rounds, efw2Ms, efw2OnlyMs };
  } finally {
    clockNow = NOW;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function report(results: SizeResult[], kind: string): void {
  const scenario = results[0].scenario;
  const cols = ['create', 'preview', 'approve', 'get'] as const;
  const pick = (r: RoundResult, c: (typeof cols)[number]) => (c === 'preview' ? median(r.previewMs) : c === 'create' ? r.createMs : c === 'approve' ? r.approveMs : r.getMs);
  console.log(`\nSummary, scenario ${scenario} (${kind}; preview is the median of ${PREVIEWS}):`);
  console.log(`| employees | round | setup | ${cols.join(' | ')} |`);
  for (const res of results) {
    res.rounds.forEach((r, k) => console.log(`| ${res.size} | ${k + 1} | ${k === 0 ? sec(res.setupMs) : ''} | ${cols.map((c) => sec(pick(r, c))).join(' | ')} |`));
  }
  for (const res of results) {
    const preview = median(res.rounds[res.rounds.length - 1].previewMs);
    if (res.efw2Ms !== undefined) console.log(`EFW2 at ${res.size} employees: ${sec(res.efw2Ms)} with the W-2 PDFs (target within 60 s), x${(res.efw2Ms / preview).toFixed(2)} the last preview; the file alone ${sec(res.efw2OnlyMs!)}, x${(res.efw2OnlyMs! / preview).toFixed(2)}`);
  }
  const small = results[0];
  const large = results[results.length - 1];
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  if (results.length > 1) {
    const sizeRatio = large.size / small.size;
    // Issue 29: each of create, preview and approve grows at most 11 x from 1,000 to 10,000 employees (1.1 x the size ratio).
    const bound = sizeRatio * 1.1;
    console.log(`\nGrowth (${scenario}) ${large.size} / ${small.size} employees (x${sizeRatio}; target: at most x${bound.toFixed(1)}):`);
    for (let k = 0; k < Math.min(small.rounds.length, large.rounds.length); k++) {
      const parts = cols.map((c) => {
        const x = pick(large.rounds[k], c) / pick(small.rounds[k], c);
        return c === 'get' ? `${c} x${x.toFixed(1)}` : `${c} x${x.toFixed(1)} ${verdict(x <= bound)}`;
      });
      console.log(`  round ${k + 1}: ${parts.join(', ')}`);
    }
  }
  // Issues 29 and 38 (paper checks), at the largest size: approve within 2 x its own preview time, create within 1.5 x it.
  console.log(`\nAt ${large.size} employees (${scenario}), against the same round's preview${kind === 'postgres' ? '' : ' (the targets are for PostgreSQL; this run is not)'}:`);
  large.rounds.forEach((r, k) => {
    const preview = median(r.previewMs);
    const approve = r.approveMs / preview;
    const create = r.createMs / preview;
    const cpuPreview = median(r.cpu.preview);
    console.log(
      `  round ${k + 1}: approve / preview x${approve.toFixed(2)} (target x2) ${verdict(approve <= 2)}, create / preview x${create.toFixed(2)} (target x1.5) ${verdict(create <= 1.5)}; ` +
        `in CPU of this process: x${(r.cpu.approve / cpuPreview).toFixed(2)} and x${(r.cpu.create / cpuPreview).toFixed(2)}`,
    );
  });
}

async function main(): Promise<void> {
  if (SIZES.length === 0) throw new Error('BENCH_EMPLOYEES: give sizes such as 1000,10000');
  const bench = await startBenchServer(baseDbUrl, () => new Date(clockNow));
  try {
    const operator = createPayrollClient({ baseUrl: bench.baseUrl, apiKey: { kind: 'Operator', key: BENCH_OPERATOR_KEY } });
    const partner = ok('create partner', await operator.POST('/operator/partners', { body: { name: 'Bench Partner' } }), 201);
    const api = createPayrollClient({ baseUrl: bench.baseUrl, apiKey: { kind: 'Partner', key: partner.apiKey } });
    console.log(`database: ${bench.db.kind}, scenario(s) ${SCENARIO_LIST.join(', ')}, sizes ${SIZES.join(', ')}, ${ROUNDS} round(s), seed ${SEED}, response validation: ${process.env.VALIDATE_RESPONSES === 'true'}, node ${process.version}`);
    const results: SizeResult[][] = [];
    let n = 0;
    for (const scenario of SCENARIO_LIST) {
      const bySize: SizeResult[] = [];
      for (const size of SIZES) bySize.push(await runSize(bench, api, scenario, size, n++));
      results.push(bySize);
    }
    for (const bySize of results) report(bySize, bench.db.kind);
  } finally {
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

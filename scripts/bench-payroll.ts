/**
 * Payroll benchmark: preview and approve of a payroll with 1,000 employees (issue 6), over HTTP to the
 * service running in this process, on embedded PGlite or on PostgreSQL. Prints the times; asserts nothing
 * (the target is each under 2 s on the 2-core machine).
 *   npx tsx scripts/bench-payroll.ts                                   # PGlite in memory
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npx tsx scripts/bench-payroll.ts
 *   BENCH_EMPLOYEES=2000 BENCH_ROUNDS=3 npx tsx scripts/bench-payroll.ts
 *
 * Data: the partner and company are made over HTTP; the 1,000 employees and what the gross-to-net reads
 * (workplace link, bank account and default net pay split, W-4 for half of them, two benefits each, child
 * support and a miscellaneous deduction for some) are inserted in bulk with Prisma. Then, per round, a
 * weekly payroll for all of them is created over HTTP, previewed and approved; round 2 and later have the
 * earlier rounds' approved payrolls as year to date.
 */
import { FieldCipher } from '../packages/server/src/lib/secrets';
import { createPayrollClient } from '../packages/client/src';
import { BENCH_ENCRYPTION_KEY, BENCH_OPERATOR_KEY, startBenchServer } from './lib/bench-server';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const baseDbUrl = process.env.BENCH_DATABASE_URL ?? 'memory:';
/** The service clock: Monday 2026-03-02; round r pays on Friday 2026-03-13 + 7r days. */
const NOW = new Date('2026-03-02T15:00:00.000Z');

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const bench = await startBenchServer(baseDbUrl, () => new Date(NOW));
  const { baseUrl, db } = bench;
  const operatorApiKey = BENCH_OPERATOR_KEY;
  const prisma = db.prisma;
  try {
    const operator = createPayrollClient({ baseUrl, apiKey: { kind: 'Operator', key: operatorApiKey } });
    const partner = (await operator.POST('/operator/partners', { body: { name: 'Bench Partner' } })).data!;
    const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: partner.apiKey } });
    const address = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
    const company = (await api.POST('/companies', { body: { legalName: 'Bench Payroll LLC', email: 'b@bench.example', legalType: 'Partnership', address } })).data!;
    const companyId = company.id;
    const workplace = (await api.POST('/companies/{companyId}/workplaces', { params: { path: { companyId } }, body: { name: 'HQ', address } })).data!;
    await prisma.company.update({ where: { id: companyId }, data: { payrollActivated: true } });

    // ---- bulk data
    const [, seedMs] = await timed(async () => {
      const cipher = new FieldCipher(BENCH_ENCRYPTION_KEY);
      const encrypted = cipher.encrypt('000123454431');
      const ids = Array.from({ length: EMPLOYEES }, (_, i) => `emp_bench${String(i).padStart(6, '0')}`);
      const chunks = <T>(rows: T[], size = 500) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
      for (const part of chunks(ids)) {
        await prisma.employee.createMany({
          data: part.map((id) => {
            const i = Number(id.slice('emp_bench'.length));
            return {
              id,
              companyId,
              code: `E${String(i + 1).padStart(5, '0')}`,
              firstName: `First${i}`,
              lastName: `Last${i}`,
              startDate: new Date('2025-01-06T00:00:00Z'),
              dateOfBirth: new Date('1990-05-17T00:00:00Z'),
              street1: '1 Main St',
              city: 'Austin',
              state: 'TX',
              zipcode: '78701',
              country: 'US',
              ssnEncrypted: cipher.encrypt(`12345${String(1000 + i).slice(-4)}`),
              ssnLastFour: String(1000 + i).slice(-4),
              ssnValidationStatus: 'Validated' as const,
              defaultPaymentMethod: i % 10 === 9 ? ('Manual' as const) : ('DirectDeposit' as const),
              primaryWorkplaceId: workplace.id,
              wageRate: i % 4 === 3 ? String(50_000 + i * 10) : String(18 + (i % 30)),
              wagePeriod: i % 4 === 3 ? ('Annually' as const) : ('Hourly' as const),
              flsaOvertimeExemptionStatus: i % 4 === 3 ? ('Exempt' as const) : ('NonExempt' as const),
            };
          }),
        });
        await prisma.employeeWorkplace.createMany({ data: part.map((employeeId) => ({ employeeId, workplaceId: workplace.id })) });
      }
      const accounts = ids.map((employeeId, i) => ({ id: `ba_bench${String(i).padStart(6, '0')}`, companyId, employeeId, routingNumber: '121000358', accountNumberEncrypted: encrypted, accountNumberLastFour: '4431', type: 'Checking' as const }));
      for (const part of chunks(accounts)) await prisma.bankAccount.createMany({ data: part });
      const splits = ids.map((employeeId, i) => ({ id: `nps_bench${String(i).padStart(6, '0')}`, companyId, employeeId, isDefault: true }));
      for (const part of chunks(splits)) await prisma.netPaySplit.createMany({ data: part });
      for (const part of chunks(splits.map((s, i) => ({ netPaySplitId: s.id, priority: 1, bankAccountId: accounts[i].id })))) {
        await prisma.netPaySplitItem.createMany({ data: part });
      }
      await prisma.$executeRawUnsafe(`UPDATE "Employee" SET "defaultNetPaySplitId" = 'nps_bench' || substr("id", 10) WHERE "companyId" = '${companyId}'`);
      const w4s = ids.filter((_, i) => i % 2 === 0).map((employeeId, i) => ({
        employeeId,
        filingStatus: (['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] as const)[i % 3],
        dependentsAmount: i % 5 === 0 ? '2000' : '0',
        extraWithholding: i % 7 === 0 ? '15' : '0',
        signature: 'Bench',
        signedAt: new Date('2025-01-06T00:00:00Z'),
      }));
      for (const part of chunks(w4s)) await prisma.employeeW4.createMany({ data: part });
      const benefits = ids.flatMap((employeeId, i) => [
        { id: `ebn_m${i}`, companyId, employeeId, type: 'Medical125' as const, effectiveStart: new Date('2026-01-01T00:00:00Z'), employeeContributionAmount: '216.67', companyContributionAmount: '450.25' },
        { id: `ebn_p${i}`, companyId, employeeId, type: 'Pension401K' as const, effectiveStart: new Date('2026-01-01T00:00:00Z'), employeeContributionPercent: '5', companyContributionPercent: '3' },
      ]);
      for (const part of chunks(benefits)) await prisma.employeeBenefit.createMany({ data: part });
      const childSupports = ids.filter((_, i) => i % 20 === 0).map((employeeId, i) => ({
        id: `cs_b${i}`,
        companyId,
        employeeId,
        caseNumber: `CS-${i}`,
        agency: 'TX',
        issueDate: new Date('2025-06-01T00:00:00Z'),
        amount: '150',
        effectiveStart: new Date('2026-01-01T00:00:00Z'),
      }));
      await prisma.childSupport.createMany({ data: childSupports });
      const misc = ids.filter((_, i) => i % 10 === 0).map((employeeId, i) => ({
        id: `md_b${i}`,
        companyId,
        employeeId,
        description: 'Uniform loan',
        amount: '25',
        totalAmount: '500',
        annualLimit: '300',
        effectiveStart: new Date('2026-01-01T00:00:00Z'),
      }));
      await prisma.miscellaneousDeduction.createMany({ data: misc });
      return ids;
    });
    const employeeIds = (await prisma.employee.findMany({ where: { companyId }, select: { id: true }, orderBy: { id: 'asc' } })).map((e) => e.id);
    console.log(`database: ${db.kind}, ${EMPLOYEES} employees seeded in ${(seedMs / 1000).toFixed(1)} s, response validation: ${process.env.VALIDATE_RESPONSES === 'true'}, node ${process.version}`);

    const path = { companyId };
    for (let round = 0; round < ROUNDS; round++) {
      const periodStart = addDays('2026-03-02', 7 * round);
      const body = {
        periodStart,
        periodEnd: addDays(periodStart, 6),
        payday: addDays(periodStart, 11),
        frequency: 'Weekly' as const,
        employeeItems: employeeIds.map((employeeId, i) => ({
          employeeId,
          payments: [
            i % 4 === 3
              ? {}
              : { regularHours: 40, overtimeHours: i % 3, ...(i % 25 === 0 ? { bonus: 500 } : {}) },
          ],
          ...(i % 15 === 0 ? { reimbursements: [{ amount: 42.5, description: 'Mileage' }] } : {}),
        })),
      };
      const [created, createMs] = await timed(() => api.POST('/companies/{companyId}/payrolls', { params: { path }, body }));
      if (created.response.status !== 201) throw new Error(`create: ${created.response.status} ${JSON.stringify(created.error)}`);
      const payrollId = created.data!.id;
      const pp = { path: { companyId, payrollId } };
      const previews: number[] = [];
      for (let k = 0; k < 3; k++) {
        const [res, ms] = await timed(() => api.GET('/companies/{companyId}/payrolls/{payrollId}/preview', { params: pp }));
        if (res.response.status !== 200) throw new Error(`preview: ${res.response.status} ${JSON.stringify(res.error)}`);
        previews.push(ms);
      }
      const [approved, approveMs] = await timed(() => api.POST('/companies/{companyId}/payrolls/{payrollId}/approve', { params: pp }));
      if (approved.response.status !== 200) throw new Error(`approve: ${approved.response.status} ${JSON.stringify(approved.error)}`);
      const [, getMs] = await timed(() => api.GET('/companies/{companyId}/payrolls/{payrollId}', { params: pp }));
      const t = approved.data!.totals;
      console.log(
        `round ${round + 1} (payday ${body.payday}, ${round} approved payroll(s) as YTD): ` +
          `create ${createMs.toFixed(0)} ms, preview ${previews.map((m) => m.toFixed(0)).join(' / ')} ms, approve ${approveMs.toFixed(0)} ms, get ${getMs.toFixed(0)} ms; ` +
          `gross ${t.employeeGross}, net ${t.employeeNet}, liability ${t.liability}`,
      );
    }
  } finally {
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

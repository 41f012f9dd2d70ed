// A company with approved payrolls in 2026, made through the public API (createPayroll,
// approvePayroll) with the service clock set before each approval. Used by the paystub and
// tax-document tests. The only row written directly is Company.payrollActivated (start_payroll needs
// every company onboarding step, which is not what these tests are about).
//
// Workers: Maria Gonzalez (hourly $25, paper check, no W-4 -> Single, Medical125 of $216.67 a month
// = $50.00 a week, a $25.00 "Uniform rental" deduction per payroll), Ava Chen (hourly $30, direct
// deposit to a checking account ending in 4431), Jordan Reyes (contractor, $50 an hour, paper check).
//
// Payrolls (Weekly, FourDay):
//   P1  2026-01-05..01-11, payday 2026-01-16, approved 2026-01-06T15:00Z:
//       Maria 40 h; Ava 30 h; Jordan 10 h + $20.00 reimbursement
//   P2  2026-01-12..01-18, payday 2026-01-23, approved 2026-01-07T15:00Z:
//       Maria 40 h + 4 h overtime + $100 bonus + $35.50 "Mileage" reimbursement
//   P3  2026-01-19..01-25, payday 2026-01-30: Draft (never approved), Maria 40 h
//   P4  2026-03-30..04-05, payday 2026-04-10, approved 2026-04-01T15:00Z: Maria 20 h; Jordan 2 h
//   P5  2026-07-06..07-12, payday 2026-07-17: Draft, Maria 10 h
import { ADDRESS, client, createTenancy, expectStatus, type Key } from './fixtures';
import type { TestServer } from '@payroll/test-support';

export const ACCOUNT_NUMBER = '000123454431';
export const SSNS = { maria: '123-45-6789', ava: '234-56-7891', jordan: '345-67-8912' };

export type PaidCompany = Awaited<ReturnType<typeof createPaidCompany>>;

export async function createPaidCompany(server: TestServer) {
  const t = await createTenancy(server);
  const companyId = t.company.id;
  const base = `/v1/companies/${companyId}`;
  const as = client(server.app, t.partner.key);
  const post = async (path: string, body: unknown, status = 201) => expectStatus(await as.post(`${base}${path}`, body), status).body;

  await server.db.prisma.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
  expectStatus(await as.patch(base, { taxId: '12-3456789' }), 200);
  const workplace = (await post('/workplaces', { name: 'Mission Street Yard', address: ADDRESS })).id as string;
  const employee = (firstName: string, lastName: string, ssn: string, rate: number, defaultPaymentMethod: string) =>
    post('/employees', {
      firstName,
      lastName,
      ssn,
      dateOfBirth: '1990-04-12',
      startDate: '2025-06-02',
      residence: ADDRESS,
      primaryWorkplaceId: workplace,
      workplaces: [workplace],
      defaultPaymentMethod,
      wage: { rate, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt', supplementalTaxMethod: 'Flat' },
    });
  const maria = (await employee('Maria', 'Gonzalez', SSNS.maria, 25, 'Manual')).id as string;
  const ava = (await employee('Ava', 'Chen', SSNS.ava, 30, 'DirectDeposit')).id as string;
  await post(`/employees/${ava}/bank_accounts`, { routingNumber: '121000358', accountNumber: ACCOUNT_NUMBER, type: 'Checking' });
  const jordan = (
    await post('/contractors', {
      type: 'Individual',
      firstName: 'Jordan',
      lastName: 'Reyes',
      ssn: SSNS.jordan,
      address: ADDRESS,
      startDate: '2025-06-02',
      defaultPaymentMethod: 'Manual',
      wage: { rate: 50, period: 'Hourly' },
    })
  ).id as string;
  const medical = (await post('/benefits/employee', { employeeId: maria, type: 'Medical125', description: 'Medical (Section 125)', employeeContributionAmount: 216.67, effectiveStart: '2026-01-01' })).id as string;
  const uniform = (await post('/post_tax_deductions/miscellaneous', { employeeId: maria, description: 'Uniform rental', amount: 25, effectiveStart: '2026-01-01' })).id as string;

  const payroll = async (period: [string, string, string], employeeItems: unknown[], contractorItems: unknown[], approveAt?: string) => {
    server.clock.set(approveAt ?? '2026-01-02T12:00:00Z');
    const created = await post('/payrolls', { periodStart: period[0], periodEnd: period[1], payday: period[2], frequency: 'Weekly', processingPeriod: 'FourDay', employeeItems, contractorItems });
    if (approveAt) expect((await post(`/payrolls/${created.id}/approve`, undefined, 200)).status).toBe('Pending');
    server.clock.reset();
    return created.id as string;
  };
  const p1 = await payroll(
    ['2026-01-05', '2026-01-11', '2026-01-16'],
    [
      { employeeId: maria, payments: [{ regularHours: 40 }] },
      { employeeId: ava, payments: [{ regularHours: 30 }] },
    ],
    [{ contractorId: jordan, hours: 10, reimbursement: 20 }],
    '2026-01-06T15:00:00Z',
  );
  const p2 = await payroll(
    ['2026-01-12', '2026-01-18', '2026-01-23'],
    [{ employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 4, bonus: 100 }], reimbursements: [{ amount: 35.5, description: 'Mileage' }] }],
    [],
    '2026-01-07T15:00:00Z',
  );
  const p3 = await payroll(['2026-01-19', '2026-01-25', '2026-01-30'], [{ employeeId: maria, payments: [{ regularHours: 40 }] }], []);
  const p4 = await payroll(
    ['2026-03-30', '2026-04-05', '2026-04-10'],
    [{ employeeId: maria, payments: [{ regularHours: 20 }] }],
    [{ contractorId: jordan, hours: 2 }],
    '2026-04-01T15:00:00Z',
  );
  const p5 = await payroll(['2026-07-06', '2026-07-12', '2026-07-17'], [{ employeeId: maria, payments: [{ regularHours: 10 }] }], []);
  return { ...t, companyId, base, workplace, maria, ava, jordan, medical, uniform, p1, p2, p3, p4, p5 };
}

/** A GET whose body is kept as raw bytes (PDF downloads). */
export function getBinary(server: TestServer, k: Key, path: string) {
  return client(server.app, k)
    .get(path)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

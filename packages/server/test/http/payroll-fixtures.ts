// Setup of the payroll HTTP tests: a company ready to run payroll (started, a workplace) and workers
// made through the public API, plus the figures of the worked check (docs/domain-rules.md, "The worked check").
import { client, createTenancy, expectStatus, type Key } from './fixtures';
import type { TestServer } from '@payroll/test-support';

/** Monday 2026-03-02, 15:00 UTC: the clock of most payroll tests. */
export const MONDAY = '2026-03-02T15:00:00.000Z';
/** A weekly payroll of that week: paid Friday 2026-03-13, FourDay deadline Monday 2026-03-09. */
export const WEEK = { periodStart: '2026-03-02', periodEnd: '2026-03-08', payday: '2026-03-13' };
export const WEEK_DEADLINE = '2026-03-09';

export const ROUTING = '121000358';
export const ACCOUNT_NUMBERS = ['000123454431', '000987652982', '3849204821', '55501234567', '4400123456789', '123456780001', '123456780002', '123456780003'];

/** The warning of an item worked in `state`, a state with a wage income tax that is not computed yet. */
export const STATE_NOT_COMPUTED = (employeeId: string, state: string) => ({
  code: 'state_taxes_not_computed',
  message: `${state} state income tax and employee-paid state programs are not computed for this item's work in ${state}.`,
  employeeId,
});

export interface PayrollWorld {
  t: Awaited<ReturnType<typeof createTenancy>>;
  base: string;
  wp: string;
  /** A workplace of the company no worker is assigned to. */
  wpUnassigned: string;
  as: (k?: Key) => ReturnType<typeof client>;
  /** An employee ready for payroll: workplace, Active bank account when DirectDeposit. */
  employee: (firstName: string, extra?: Record<string, unknown>, opts?: { bankAccount?: boolean }) => Promise<string>;
  contractor: (extra?: Record<string, unknown>) => Promise<string>;
  bankAccount: (path: string) => Promise<string>;
}

let accountSeq = 0;

export async function payrollWorld(server: TestServer): Promise<PayrollWorld> {
  const t = await createTenancy(server);
  const base = `/v1/companies/${t.company.id}`;
  const as = (k?: Key) => client(server.app, k ?? t.partner.key);
  await server.db.prisma.company.update({ where: { id: t.company.id }, data: { payrollActivated: true } });
  const address = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
  const wp = expectStatus(await as().post(`${base}/workplaces`, { name: 'Main Street', address }), 201).body.id as string;
  const wpUnassigned = expectStatus(await as().post(`${base}/workplaces`, { name: 'Warehouse', address }), 201).body.id as string;
  const bankAccount = async (path: string) => {
    const accountNumber = ACCOUNT_NUMBERS[accountSeq++ % ACCOUNT_NUMBERS.length];
    return expectStatus(await as().post(`${path}/bank_accounts`, { routingNumber: ROUTING, accountNumber, type: 'Checking' }), 201).body.id as string;
  };
  const employee = async (firstName: string, extra: Record<string, unknown> = {}, opts: { bankAccount?: boolean } = {}) => {
    const body = {
      firstName,
      lastName: 'Tester',
      startDate: '2025-01-06',
      workplaces: [wp],
      primaryWorkplaceId: wp,
      defaultPaymentMethod: 'DirectDeposit',
      wage: { rate: 25, period: 'Hourly' },
      ...extra,
    };
    const id = expectStatus(await as().post(`${base}/employees`, body), 201).body.id as string;
    if (body.defaultPaymentMethod === 'DirectDeposit' && opts.bankAccount !== false) await bankAccount(`${base}/employees/${id}`);
    return id;
  };
  const contractor = async (extra: Record<string, unknown> = {}) => {
    const body = { type: 'Business', businessName: 'Okafor Design LLC', ein: '12-3456789', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 80, period: 'Hourly' }, ...extra };
    return expectStatus(await as().post(`${base}/contractors`, body), 201).body.id as string;
  };
  return { t, base, wp, wpUnassigned, as, employee, contractor, bankAccount };
}

// Setup of the payroll HTTP tests: a company ready to run payroll (started, a workplace) and workers
// made through the public API, plus the figures of the worked check (docs/domain-rules.md, "The worked check").
import { computeTotals, toMoneyNumber, type EmployeeItemResult } from '@payroll/payroll-engine';
import { client, createTenancy, expectStatus, type Key } from './fixtures';
import type { TestServer } from '@payroll/test-support';

/** Monday 2026-03-02, 15:00 UTC: the clock of most payroll tests. */
export const MONDAY = '2026-03-02T15:00:00.000Z';
/** A weekly payroll of that week: paid Friday 2026-03-13, FourDay deadline Monday 2026-03-09. */
export const WEEK = { periodStart: '2026-03-02', periodEnd: '2026-03-08', payday: '2026-03-13' };
export const WEEK_DEADLINE = '2026-03-09';

export const ROUTING = '121000358';
export const ACCOUNT_NUMBERS = ['000123454431', '000987652982', '3849204821', '55501234567', '4400123456789', '123456780001', '123456780002', '123456780003'];

/** The payroll world's Texas SUI rate, in percent. */
export const TX_SUI_RATE = '2.7';


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
  // The company's Texas unemployment insurance rate, as onboard/tax_setup records it: 2.7% from 2025 on
  // (so TX items carry tx_sui_er and no sui_new_employer_rate warning).
  await server.db.prisma.companySuiRate.create({ data: { companyId: t.company.id, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: TX_SUI_RATE } });
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

/** The engine context of an item worked in the payroll world's Texas workplace (no residence on file). */
export const IN_TX = { states: { workStates: ['TX'], residenceState: null }, suiRates: { TX: TX_SUI_RATE } } as const;

/**
 * PayrollTotals as the API answers them for engine results: computeTotals' figures as numbers, and the taxes
 * by jurisdiction (US first, then states alphabetically; a jurisdiction without an amount left out),
 * summed here in integer cents from the items' own tax lines.
 */
export function wireTotals(items: EmployeeItemResult[]): Record<string, unknown> {
  const totals: Record<string, unknown> = Object.fromEntries(Object.entries(computeTotals(items)).map(([k, v]) => [k, toMoneyNumber(v)]));
  const cents = new Map<string, { employee: number; company: number }>();
  for (const item of items) {
    for (const t of [...item.taxes.map((x) => ({ ...x, jurisdiction: 'US' })), ...item.stateTaxes]) {
      const j = cents.get(t.jurisdiction) ?? { employee: 0, company: 0 };
      j[t.payer === 'Employee' ? 'employee' : 'company'] += Math.round(t.amount.toNumber() * 100);
      cents.set(t.jurisdiction, j);
    }
  }
  totals.taxesByJurisdiction = [...cents.entries()]
    .filter(([, j]) => j.employee !== 0 || j.company !== 0)
    .sort(([a], [b]) => (a === 'US' ? -1 : b === 'US' ? 1 : a < b ? -1 : 1))
    .map(([jurisdiction, j]) => ({ jurisdiction, employeeTaxes: j.employee / 100, companyTaxes: j.company / 100 }));
  return totals;
}

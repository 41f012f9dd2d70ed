// The IRS annual benefit limits over real payrolls (docs/domain-rules.md, "Benefit limits"): the year's earlier
// contributions come from approved, non-void payroll items and from external payrolls; a contribution beyond
// the limit is reduced to the room left and the item warns `benefit_limit_reached`.
//
// Figures (2026, the payroll world's Texas workplace, weekly, no W-4: Single, 2026 STANDARD table; FIT on W
// weekly = (52 W - 8,600) -> row 19,900: 1,240 + 12% over it, / 52; packages/payroll-engine/test/benefit-limits.test.ts):
//
// Nina (born 1990-04-12: 36 at the end of 2026, no catch-up; 401(k) limit 24,500, Notice 2025-67):
//   Payroll A, payday 2026-03-13: 40 h x 25 = 1,000 + bonus 30,000; Pension401K 105,950/month x 12 / 52 =
//   24,450.00, within the limit (room 24,500).
//   Payroll B, payday 2026-03-20: 1,000; Pension401K 10% = 100.00, room 24,500 - 24,450 = 50 -> 50.00.
//     FIT wages 950: 49,400 - 8,600 = 40,800 -> 1,240 + 12% x 20,900 = 3,748 / 52 = 72.0769 -> 72.08;
//     SS 6.2% x 1,000 = 62.00; Medicare 14.50; FUTA and TX SUI: bases used up by A (31,000). Net
//     1,000 - 50 - 72.08 - 62.00 - 14.50 = 801.42.
//   Payroll C, payday 2026-03-27 (after B is approved): room 0 -> 0.00.
//
// Hal (born 1971-05-01: 55 in 2026; HSA self-only 4,400 + catch-up 1,000 = 5,400, Rev. Proc. 2025-19):
//   an external payroll of 2026-02-27 had Hsa125 5,000.00 employee + 350.00 company = 5,350.
//   His payroll: 1,000; Hsa125 employee 5% = 50.00, company 130/month x 12 / 52 = 30.00; room 50: company
//   30.00 first, employee 20.00. FICA wages 980: SS 60.76, Medicare 14.21; FIT wages 980: 50,960 - 8,600 =
//   42,360 -> 1,240 + 12% x 22,460 = 3,935.20 / 52 = 75.6769 -> 75.68.
import { forEachDatabase } from '@payroll/test-support';
import { expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

const WEEK2 = { periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20' };
const WEEK3 = { periodStart: '2026-03-16', periodEnd: '2026-03-22', payday: '2026-03-27' };

forEachDatabase('benefit limits', (server) => {
  let w: PayrollWorld;
  const tax = (item: Json, code: string, payer = 'Employee') => item.taxes.find((t: Json) => t.code === code && t.payer === payer)?.amount ?? 0;
  const benefits = (item: Json) => item.benefits.map((b: Json) => [b.type, b.employeeAmount, b.companyAmount]);
  const limitWarnings = (p: Json) => p.warnings.filter((x: Json) => x.code === 'benefit_limit_reached');
  const benefit = async (body: Json) => expectStatus(await w.as().post(`${w.base}/benefits/employee`, body), 201).body.id as string;
  const create = async (week: Json, employeeItems: Json[]) => expectStatus(await w.as().post(`${w.base}/payrolls`, { ...week, frequency: 'Weekly', employeeItems }), 201).body as Json;
  const approve = async (id: string) => {
    server().clock.set('2026-03-04T10:00:00Z');
    const approved = expectStatus(await w.as().post(`${w.base}/payrolls/${id}/approve`), 200).body as Json;
    server().clock.set(MONDAY);
    return approved;
  };

  beforeAll(async () => {
    w = await payrollWorld(server());
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterAll(() => server().clock.reset());

  it('HSA: an external payroll counts, employer and employee share the limit, the 55+ catch-up applies', async () => {
    const hal = await w.employee('Hal', { dateOfBirth: '1971-05-01' });
    expectStatus(
      await w.as().post(`${w.base}/employees/${hal}/external_payrolls`, { payday: '2026-02-27', grossPay: 10000, benefits: [{ type: 'Hsa125', employeeAmount: 5000, companyAmount: 350 }] }),
      201,
    );
    await benefit({ employeeId: hal, type: 'Hsa125', hsaContributionLimit: 'Single', effectiveStart: '2026-01-01', employeeContributionPercent: 5, companyContributionAmount: 130 });
    const payroll = await create(WEEK, [{ employeeId: hal, payments: [{ regularHours: 40 }] }]);
    const item = payroll.employeeItems[0];
    expect(benefits(item)).toEqual([['Hsa125', 20, 30]]);
    expect([tax(item, 'us_fica_ss'), tax(item, 'us_fica_medicare'), tax(item, 'us_fit')]).toEqual([60.76, 14.21, 75.68]);
    expect(limitWarnings(payroll)).toEqual([
      {
        code: 'benefit_limit_reached',
        employeeId: hal,
        message: expect.stringContaining('reached the 2026 HSA contribution limit (IRC 223(b)) of 5400.00: the employee contribution from 50.00 to 20.00'),
      },
    ]);
  });

  it('401(k): an employee near the limit gets the reduced contribution and the warning, then nothing', async () => {
    const nina = await w.employee('Nina', { dateOfBirth: '1990-04-12' });
    await benefit({ employeeId: nina, type: 'Pension401K', effectiveStart: '2026-01-01', effectiveEnd: '2026-03-13', employeeContributionAmount: 105950 });
    await benefit({ employeeId: nina, type: 'Pension401K', effectiveStart: '2026-03-14', employeeContributionPercent: 10 });

    const a = await create(WEEK, [{ employeeId: nina, payments: [{ regularHours: 40, bonus: 30000 }] }]);
    expect(benefits(a.employeeItems[0])).toEqual([['Pension401K', 24450, 0]]);
    expect(limitWarnings(a)).toEqual([]);
    await approve(a.id);

    const b = await create(WEEK2, [{ employeeId: nina, payments: [{ regularHours: 40 }] }]);
    const item = b.employeeItems[0];
    expect(benefits(item)).toEqual([['Pension401K', 50, 0]]);
    expect([tax(item, 'us_fit'), tax(item, 'us_fica_ss'), tax(item, 'us_fica_medicare'), tax(item, 'us_futa', 'Company'), tax(item, 'tx_sui_er', 'Company')]).toEqual([72.08, 62, 14.5, 0, 0]);
    expect(item.netPay).toBe(801.42);
    expect(limitWarnings(b)).toEqual([
      {
        code: 'benefit_limit_reached',
        employeeId: nina,
        message: expect.stringMatching(/^Benefit ebn_\w+ \(Pension401K\) reached the 2026 401\(k\) elective deferral limit \(IRC 402\(g\)\) of 24500\.00: the employee contribution from 100\.00 to 50\.00 \(reduced, not refused\)\.$/),
      },
    ]);
    await approve(b.id);

    const c = await create(WEEK3, [{ employeeId: nina, payments: [{ regularHours: 40 }] }]);
    expect(benefits(c.employeeItems[0])).toEqual([['Pension401K', 0, 0]]);
    expect(limitWarnings(c).map((x: Json) => x.message)).toEqual([expect.stringContaining('from 100.00 to 0.00')]);
  });

  it('the new benefit types are accepted; an unknown type is refused; another caller sees nothing', async () => {
    const emp = await w.employee('Tess');
    for (const type of ['Roth401K', 'HealthFsa125', 'DependentCareFsa125']) {
      const id = await benefit({ employeeId: emp, type, effectiveStart: '2026-01-01', employeeContributionAmount: 10 });
      expect(expectStatus(await w.as().get(`${w.base}/benefits/employee/${id}`), 200).body.type).toBe(type);
      expectProblem(await w.as(w.t.foreign.key).get(`${w.base}/benefits/employee/${id}`), 404, 'not_found');
    }
    expectProblem(await w.as().post(`${w.base}/benefits/employee`, { employeeId: emp, type: 'Roth403B', effectiveStart: '2026-01-01' }), 400, 'validation_failed');
  });
});

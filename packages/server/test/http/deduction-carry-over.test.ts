// Issue 12, point 8: deleting a miscellaneous deduction keeps its withheld-to-date, so a re-created
// deduction cannot restart its cap (the rule is stated on deleteMiscellaneousDeduction in openapi.yaml:
// same employee, same description ignoring case and spaces).
import { forEachDatabase } from '@payroll/test-support';
import { expectProblem, expectStatus } from './fixtures';
import { MONDAY, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

/** Week n of the test calendar (week 0: 2026-03-02..08, paid 2026-03-13). */
function week(n: number) {
  const day = (offset: number) => new Date(Date.UTC(2026, 2, 2 + 7 * n + offset)).toISOString().slice(0, 10);
  return { periodStart: day(0), periodEnd: day(6), payday: day(11) };
}

forEachDatabase('miscellaneous deductions: deleting does not restart a cap', (server) => {
  let w: PayrollWorld;
  const misc = () => `${w.base}/post_tax_deductions/miscellaneous`;
  const createDeduction = async (body: Json): Promise<Json> => expectStatus(await w.as().post(misc(), { effectiveStart: '2026-01-01', ...body }), 201).body;
  const getDeduction = async (id: string): Promise<Json> => expectStatus(await w.as().get(`${misc()}/${id}`), 200).body;
  const payroll = async (n: number, employeeId: string): Promise<Json> =>
    expectStatus(await w.as().post(`${w.base}/payrolls`, { ...week(n), frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }] }), 201).body;
  const approve = async (id: string): Promise<Json> => expectStatus(await w.as().post(`${w.base}/payrolls/${id}/approve`), 200).body;
  const reopen = async (id: string) => expectStatus(await w.as().post(`${w.base}/payrolls/${id}/reopen`), 200);
  const remove = async (id: string) => expectStatus(await w.as().delete(`${misc()}/${id}`), 204);

  beforeAll(async () => {
    w = await payrollWorld(server());
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterEach(() => server().clock.reset());

  it('cap 100.00, 60.00 withheld by an approved payroll, deleted, re-created with the same cap: the next payroll withholds 40.00', async () => {
    const lou = await w.employee('Lou');
    const first = await createDeduction({ employeeId: lou, description: 'Tool loan', amount: 60, totalAmount: 100 });
    const p1 = await payroll(0, lou);
    expect(p1.employeeItems[0].deductions).toEqual([{ deductionId: first.id, kind: 'Miscellaneous', amount: 60 }]);
    await approve(p1.id);
    expect((await getDeduction(first.id)).withheldToDate).toBe(60);

    await remove(first.id);
    expectProblem(await w.as().get(`${misc()}/${first.id}`), 404, 'not_found');
    expectProblem(await w.as().delete(`${misc()}/${first.id}`), 404, 'not_found');
    expectProblem(await w.as().patch(`${misc()}/${first.id}`, { amount: 1 }), 404, 'not_found');
    expect((await w.as().get(`${misc()}?employeeId=${lou}`)).body).toMatchObject({ totalResources: 0, results: [] });

    // Same employee, same description (other case and spacing), same cap: continues at 60.00.
    const again = await createDeduction({ employeeId: lou, description: '  tool   LOAN ', amount: 60, totalAmount: 100 });
    expect(again.withheldToDate).toBe(60);
    expect(await getDeduction(again.id)).toEqual(again);
    expect((await w.as().get(`${misc()}?employeeId=${lou}`)).body.results).toEqual([again]);

    const p2 = await payroll(1, lou);
    expect(p2.employeeItems[0].deductions).toEqual([{ deductionId: again.id, kind: 'Miscellaneous', amount: 40 }]);
    await approve(p2.id);
    expect((await getDeduction(again.id)).withheldToDate).toBe(100);
    const p3 = await payroll(2, lou);
    expect(p3.employeeItems[0].deductions).toEqual([]);

    // The carried amount is read, not copied: reopening the payroll that withheld it for the deleted
    // deduction gives the 60.00 back, and the re-created deduction's withheldToDate follows.
    await reopen(p2.id);
    expect((await getDeduction(again.id)).withheldToDate).toBe(60);
    await reopen(p1.id);
    expect((await getDeduction(again.id)).withheldToDate).toBe(0);
  });

  it('another description or another employee does not inherit; a deduction that existed before the deletion does not either', async () => {
    const mo = await w.employee('Mo');
    const kim = await w.employee('Kim');
    const gym = await createDeduction({ employeeId: mo, description: 'Gym', amount: 10 });
    const p = await payroll(5, mo);
    await approve(p.id);
    expect((await getDeduction(gym.id)).withheldToDate).toBe(10);
    const parallel = await createDeduction({ employeeId: mo, description: 'Gym', amount: 5 });
    await remove(gym.id);
    expect((await getDeduction(parallel.id)).withheldToDate).toBe(0);
    expect((await createDeduction({ employeeId: mo, description: 'Gym membership', amount: 10 })).withheldToDate).toBe(0);
    expect((await createDeduction({ employeeId: kim, description: 'Gym', amount: 10 })).withheldToDate).toBe(0);
    expect((await createDeduction({ employeeId: mo, description: 'gym', amount: 10 })).withheldToDate).toBe(10);
  });

  it('the annual limit carries over too: 25.00 of 40.00 withheld this year, deleted, re-created: the next payroll withholds 15.00', async () => {
    const ana = await w.employee('Ana');
    const parking = await createDeduction({ employeeId: ana, description: 'Parking', amount: 25, annualLimit: 40 });
    await approve((await payroll(8, ana)).id);
    await remove(parking.id);
    const again = await createDeduction({ employeeId: ana, description: 'Parking', amount: 25, annualLimit: 40 });
    expect(again.withheldToDate).toBe(25);
    const next = await payroll(9, ana);
    expect(next.employeeItems[0].deductions).toEqual([{ deductionId: again.id, kind: 'Miscellaneous', amount: 15 }]);
  });
});

// Off-cycle payrolls and final pay (openapi.yaml, createPayroll "Off-cycle payrolls and final pay";
// PayrollOffCycleReason): the reason and its defaults, Amendment as a deprecated correction, the off-cycle
// options changing the withholding, and a terminated employee leaving later Regular payrolls while an
// off-cycle Termination payroll pays them.
//
// Figures (2026, weekly, Single without a W-4, payroll-world Texas workplace; Medical125 of $216.67 a month =
// $50.00 a week): 40 h x $25 = 1,000.00.
//   Regular withholding: FIT on 950 = 72.08 (test/http/paystubs.test.ts, P1 Maria, the same figures).
//   forceSupplementalWithholdings: FIT 22% x 950 = 209.00.
//   forceSupplementalWithholdings and applyBenefits false: no Section 125, FIT 22% x 1,000 = 220.00.
import { forEachDatabase } from '@payroll/test-support';
import { expectFieldError, expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

const NEXT_WEEK = { periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20' };

forEachDatabase('off-cycle payrolls and final pay', (server) => {
  let w: PayrollWorld;
  let ana: string;
  const create = (body: Json) => w.as().post(`${w.base}/payrolls`, { frequency: 'Weekly', ...WEEK, ...body });
  const created = async (body: Json): Promise<Json> => expectStatus(await create(body), 201).body;
  const fit = (p: Json) => p.employeeItems[0].taxes.find((t: Json) => t.code === 'us_fit').amount;
  const fortyHours = (employeeId: string) => [{ employeeId, payments: [{ regularHours: 40 }] }];

  beforeAll(async () => {
    w = await payrollWorld(server());
    ana = await w.employee('Ana');
    expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: ana, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 }), 201);
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterAll(() => server().clock.reset());

  it('an OffCycle payroll carries its reason (Other by default); Regular has none and refuses one; Amendment is a Correction', async () => {
    const bonus = await created({ type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [] });
    expect([bonus.type, bonus.offCycleReason]).toEqual(['OffCycle', 'Bonus']);
    expect(expectStatus(await w.as().get(`${w.base}/payrolls/${bonus.id}`), 200).body.offCycleReason).toBe('Bonus');
    expect((await created({ type: 'OffCycle', employeeItems: [] })).offCycleReason).toBe('Other');
    const regular = await created({ employeeItems: [] });
    expect(regular.type).toBe('Regular');
    expect(regular).not.toHaveProperty('offCycleReason');
    expectFieldError(await create({ offCycleReason: 'Bonus', employeeItems: [] }), 'body.offCycleReason', 'invalid');
    expectFieldError(await create({ type: 'OffCycle', offCycleReason: 'Holiday', employeeItems: [] }), 'body.offCycleReason');
    // Amendment (deprecated): an OffCycle correction in all but its type.
    expect((await created({ type: 'Amendment', employeeItems: [] })).offCycleReason).toBe('Correction');
    expectFieldError(await create({ type: 'Amendment', offCycleReason: 'Bonus', employeeItems: [] }), 'body.offCycleReason', 'invalid');

    // Update: a reason is kept until changed; Regular drops it; OffCycle without one gets Other.
    const patch = async (id: string, body: Json) => expectStatus(await w.as().patch(`${w.base}/payrolls/${id}`, body), 200).body;
    expect((await patch(bonus.id, { payday: WEEK.payday })).offCycleReason).toBe('Bonus');
    expect((await patch(bonus.id, { offCycleReason: 'Correction' })).offCycleReason).toBe('Correction');
    expect(await patch(bonus.id, { type: 'Regular' })).not.toHaveProperty('offCycleReason');
    expect((await patch(bonus.id, { type: 'OffCycle' })).offCycleReason).toBe('Other');
    expectFieldError(await w.as().patch(`${w.base}/payrolls/${regular.id}`, { offCycleReason: 'Bonus' }), 'body.offCycleReason', 'invalid');
    expectFieldError(await w.as().patch(`${w.base}/payrolls/${regular.id}`, { offCycleReason: 'Someday' }), 'body.offCycleReason', 'enum');
  });

  it('off-cycle options change the withholding: forced supplemental rate, benefits left out', async () => {
    expect(fit(await created({ employeeItems: fortyHours(ana) }))).toBe(72.08);
    const forced = await created({ type: 'OffCycle', offCycleReason: 'Bonus', forceSupplementalWithholdings: true, employeeItems: fortyHours(ana) });
    expect(forced.offCycleOptions).toEqual({ forceSupplementalWithholdings: true, applyBenefits: true, applyDeductions: true });
    expect(fit(forced)).toBe(209);
    const noBenefits = await created({ type: 'OffCycle', offCycleReason: 'Bonus', forceSupplementalWithholdings: true, applyBenefits: false, employeeItems: fortyHours(ana) });
    expect(noBenefits.employeeItems[0].benefits).toEqual([]);
    expect(fit(noBenefits)).toBe(220);
  });

  it('a terminated employee leaves later Regular (and Bonus) payrolls; an OffCycle Termination payroll pays the final wages', async () => {
    const leaver = await w.employee('Leaver');
    expectStatus(await w.as().patch(`${w.base}/employees/${leaver}`, { terminationDate: '2026-03-04' }), 200);
    // The period that includes the termination date still pays them.
    expect((await created({ employeeItems: fortyHours(leaver) })).employeeItems).toHaveLength(1);
    // A later Regular payroll refuses them, naming the item.
    const refused = expectProblem(await create({ ...NEXT_WEEK, employeeItems: fortyHours(leaver) }), 422, 'employee_terminated');
    expect(refused.errors).toEqual([expect.objectContaining({ field: 'body.employeeItems[0].employeeId', code: 'employee_terminated' })]);
    expectProblem(await create({ ...NEXT_WEEK, type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: fortyHours(leaver) }), 422, 'employee_terminated');
    // Final pay: an OffCycle payroll of reason Termination (or a later Correction).
    const final = await created({ ...NEXT_WEEK, type: 'OffCycle', offCycleReason: 'Termination', employeeItems: fortyHours(leaver) });
    expect([final.offCycleReason, final.employeeItems[0].grossPay]).toEqual(['Termination', 1000]);
    expect((await created({ ...NEXT_WEEK, type: 'OffCycle', offCycleReason: 'Correction', employeeItems: fortyHours(leaver) })).employeeItems).toHaveLength(1);
    // Turning the final-pay payroll into a Regular one is refused the same way.
    expectProblem(await w.as().patch(`${w.base}/payrolls/${final.id}`, { type: 'Regular' }), 422, 'employee_terminated');
  });
});

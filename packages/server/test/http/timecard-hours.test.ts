// Payroll hours from timecards (openapi.yaml, createPayroll "Timecard hours"): timecards clocked with the test
// clock become the payments of items sent without payments, overtime determined (packages/payroll-engine
// src/overtime.ts, tested in detail there), recomputed at each preview.
//
// The company keeps time in America/Los_Angeles (UTC-8 until Sunday 2026-03-08); week of Monday 2026-03-02,
// payday 2026-03-13; $25 an hour (overtime x1.5 = 37.50, double time x2 = 50.00).
//   Hana (Texas workplace): Monday 08:00-17:00 with a 30-minute unpaid meal (8.5 h), Tuesday to Friday
//     08:00-17:00 (9 h each): 44.5 h -> 40 regular + 4.5 overtime = 1,000.00 + 168.75 = 1,168.75.
//   Cal (California workplace): Monday 06:00-19:00, 13 h -> 8 regular, 4 overtime, 1 double time =
//     200.00 + 150.00 + 50.00 = 400.00; a Wednesday timecard left open -> timecard_open, not paid until
//     clocked out (then 08:00-12:00 adds 4 regular hours: 500.00).
import { forEachDatabase, itOnEveryDatabase } from '@payroll/test-support';
import { expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

forEachDatabase('payroll hours from timecards', (server) => {
  let w: PayrollWorld;
  let hana: string;
  let cal: string;
  let caWorkplace: string;
  let openCard: string;
  const at = (day: number, hhmm: string) => `2026-03-0${day}T${hhmm}:00-08:00`;
  const clock = async (employeeId: string, workplaceId: string, day: number, from: string, to: string | null, unpaidBreak?: [string, string]) => {
    server().clock.set(at(day, from));
    const id = expectStatus(await w.as().post(`${w.base}/timecards/employees/clock_in`, { employeeId, workplaceId }), 201).body.id as string;
    if (unpaidBreak) {
      server().clock.set(at(day, unpaidBreak[0]));
      expectStatus(await w.as().post(`${w.base}/timecards/employees/${id}/start_break`, { type: 'UnpaidMealBreak' }), 200);
      server().clock.set(at(day, unpaidBreak[1]));
      expectStatus(await w.as().post(`${w.base}/timecards/employees/${id}/end_break`, {}), 200);
    }
    if (to) {
      server().clock.set(at(day, to));
      expectStatus(await w.as().post(`${w.base}/timecards/employees/${id}/clock_out`, {}), 200);
    }
    return id;
  };
  const create = (body: Json) => w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', timecardHours: true, ...body });

  beforeAll(async () => {
    w = await payrollWorld(server());
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterAll(() => server().clock.reset());

  // The week's timecards of Hana and Cal, for every test but the race below: that one runs alone on the
  // other database (docs/testing.md) and clocks its own, so that pass makes none of these.
  describe("the week's timecards", () => {
    beforeAll(async () => {
      hana = await w.employee('Hana');
      caWorkplace = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'Oakland', address: { street1: '1 Broadway', city: 'Oakland', state: 'CA', zipcode: '94607', country: 'US' } }), 201).body.id;
      cal = await w.employee('Cal', { workplaces: [caWorkplace], primaryWorkplaceId: caWorkplace });
      await clock(hana, w.wp, 2, '08:00', '17:00', ['12:00', '12:30']);
      for (const day of [3, 4, 5, 6]) await clock(hana, w.wp, day, '08:00', '17:00');
      await clock(cal, caWorkplace, 2, '06:00', '19:00');
      openCard = await clock(cal, caWorkplace, 4, '08:00', null);
    });

    it('needs the company\'s time zone', async () => {
      const refused = expectProblem(await create({ employeeItems: [{ employeeId: hana }] }), 422, 'company_time_zone_required');
      expect(refused.errors).toEqual([expect.objectContaining({ field: 'body.timecardHours' })]);
      expectStatus(await w.as().patch(w.base, { timeZone: 'Mars/Olympus' }), 400);
      const company = expectStatus(await w.as().patch(w.base, { timeZone: 'America/Los_Angeles' }), 200).body;
      expect([company.timeZone, company.workweekStartDay]).toEqual(['America/Los_Angeles', 'Monday']);
    });

    it('pays each item sent without payments from its timecards: weekly overtime, unpaid breaks out, California daily overtime and double time, open timecards warned', async () => {
      server().clock.set(MONDAY);
      const p = expectStatus(await create({ employeeItems: [{ employeeId: hana }, { employeeId: cal }] }), 201).body;
      expect(p.timecardHours).toBe(true);
      const [h, c] = p.employeeItems;
      expect(h.payments).toEqual([{ workplaceId: w.wp, isSalaryRate: false, payRate: 25, regularHours: 40, overtimeHours: 4.5 }]);
      expect([h.grossPay, h.timecardIds.length]).toEqual([1168.75, 5]);
      expect(c.payments).toEqual([{ workplaceId: caWorkplace, isSalaryRate: false, payRate: 25, regularHours: 8, overtimeHours: 4, doubleOvertimeHours: 1 }]);
      expect(c.grossPay).toBe(400);
      expect(c.warnings.filter((x: Json) => x.code === 'timecard_open')).toEqual([
        { code: 'timecard_open', message: `Timecard ${openCard} of employee ${cal} is still open; its hours are not paid until clocked out.`, employeeId: cal },
      ]);

      // Clocking the open timecard out (08:00-12:00) shows in the next preview: 4 more regular hours.
      server().clock.set(at(4, '12:00'));
      expectStatus(await w.as().post(`${w.base}/timecards/employees/${openCard}/clock_out`, {}), 200);
      server().clock.set(MONDAY);
      const preview = expectStatus(await w.as().get(`${w.base}/payrolls/${p.id}/preview`), 200).body;
      expect(preview.employeeItems[1].payments[0]).toMatchObject({ regularHours: 12, overtimeHours: 4, doubleOvertimeHours: 1 });
      expect(preview.employeeItems[1].grossPay).toBe(500);
      expect(preview.employeeItems[1].warnings.filter((x: Json) => x.code === 'timecard_open')).toEqual([]);
    });

    it('a correction changes the next preview and is recorded with its reason; a timecard paid by an approved payroll cannot change', async () => {
      server().clock.set(MONDAY);
      const p = expectStatus(await create({ employeeItems: [{ employeeId: hana }] }), 201).body;
      const [mondayCard] = p.employeeItems[0].timecardIds;
      const correct = (body: Json) => w.as().post(`${w.base}/timecards/employees/${mondayCard}/correct`, body);
      // Monday's clock-out 17:00 -> 16:00 (one hour less): 43.5 h -> 40 + 3.5 = 1,000.00 + 131.25 = 1,131.25.
      server().clock.set('2026-03-09T09:00:00Z');
      const corrected = expectStatus(await correct({ clockOut: at(2, '16:00'), reason: 'Left early; forgot to clock out' }), 200).body;
      expect(corrected.changes.at(-1)).toEqual({ at: '2026-03-09T09:00:00Z', field: 'clockOut', from: '2026-03-03T01:00:00Z', to: '2026-03-03T00:00:00Z', reason: 'Left early; forgot to clock out' });
      expect(corrected.workedHours).toBe(7.5);
      server().clock.set(MONDAY);
      const preview = expectStatus(await w.as().get(`${w.base}/payrolls/${p.id}/preview`), 200).body;
      expect(preview.employeeItems[0].payments[0]).toMatchObject({ regularHours: 40, overtimeHours: 3.5 });
      expect(preview.employeeItems[0].grossPay).toBe(1131.25);
      // Refusals: an open timecard, a clock-out before the clock-in, a break of another timecard, no reason.
      server().clock.set(at(5, '20:00'));
      const open = expectStatus(await w.as().post(`${w.base}/timecards/employees/clock_in`, { employeeId: cal, workplaceId: caWorkplace }), 201).body.id;
      expectProblem(await w.as().post(`${w.base}/timecards/employees/${open}/correct`, { clockIn: at(5, '19:00'), reason: 'x' }), 409, 'timecard_not_completed');
      expectStatus(await w.as().post(`${w.base}/timecards/employees/${open}/clock_out`, {}), 200);
      expectProblem(await correct({ clockOut: at(2, '07:00'), reason: 'x' }), 422, 'invalid_date_range');
      expectProblem(await correct({ breaks: [{ id: 'brk_nosuchbreak', breakEnd: at(2, '12:45') }], reason: 'x' }), 422, 'invalid_reference');
      expect((await correct({ clockOut: at(2, '16:30') })).status).toBe(400);
      // No clock-out in the future, no timecard over 24 hours, no break twice (one edit could hide another).
      expectProblem(await correct({ clockOut: '2026-03-10T00:00:00Z', reason: 'x' }), 422, 'invalid_date_range');
      expectProblem(await correct({ clockIn: at(1, '07:00'), reason: 'x' }), 422, 'invalid_date_range');
      // Hours are paid once: Monday's card may not run into Tuesday's (08:00-17:00), even within 24 hours.
      const overlap = expectProblem(await correct({ clockIn: at(2, '10:00'), clockOut: at(3, '08:30'), reason: 'Worked overnight' }), 422, 'invalid_date_range');
      expect(overlap.errors).toEqual([{ field: 'body.clockIn', code: 'invalid_date_range', message: expect.stringMatching(/^The corrected times overlap timecard tc_\w+ of the same employee \(from 2026-03-03T16:00:00Z to 2026-03-04T01:00:00Z\)\.$/) }]);
      const brk = (await w.as().get(`${w.base}/timecards/employees/${mondayCard}`)).body.breaks[0].id;
      const twice = await correct({ breaks: [{ id: brk, breakEnd: at(2, '12:45') }, { id: brk, breakStart: at(2, '13:00'), breakEnd: at(2, '12:10') }], reason: 'x' });
      expect([twice.status, twice.body.code, twice.body.errors?.[0]?.field]).toEqual([400, 'validation_failed', 'body.breaks[1].id']);
      // Approved: the timecard is paid and can no longer change.
      server().clock.set('2026-03-05T10:00:00Z');
      expectStatus(await w.as().post(`${w.base}/payrolls/${p.id}/approve`), 200);
      expectProblem(await correct({ clockOut: at(2, '16:30'), reason: 'x' }), 409, 'timecard_paid');
    });

    it('a timecard paid by an approved payroll is not paid again by another payroll of the same period', async () => {
      // The previous test approved a payroll of this week paying Hana's five timecards.
      server().clock.set(MONDAY);
      const again = expectStatus(await create({ employeeItems: [{ employeeId: hana }] }), 201).body;
      expect([again.employeeItems[0].payments, again.employeeItems[0].grossPay]).toEqual([[], 0]);
    });

    it('an item sent with payments keeps them; without timecardHours nothing is taken from timecards', async () => {
      server().clock.set(MONDAY);
      const kept = expectStatus(await create({ employeeItems: [{ employeeId: hana, payments: [{ regularHours: 10 }] }] }), 201).body;
      expect(kept.employeeItems[0].payments).toEqual([{ workplaceId: w.wp, isSalaryRate: false, payRate: 25, regularHours: 10 }]);
      expect(kept.employeeItems[0]).not.toHaveProperty('timecardIds');
      const plain = expectStatus(await create({ timecardHours: false, employeeItems: [{ employeeId: hana }] }), 201).body;
      expect([plain.timecardHours, plain.employeeItems[0].payments, plain.employeeItems[0].grossPay]).toEqual([false, [], 0]);
    });
  });

  // A race on the employee's row lock: on both databases (docs/testing.md).
  itOnEveryDatabase('two corrections at once of one employee\'s timecards into the same hours: one is saved, the other 422 (the employee row is locked for the overlap check)', async () => {
    const ida = await w.employee('Ida');
    for (let round = 0; round < 6; round++) {
      const day = (n: number) => `2026-02-${String(2 + round * 4 + n).padStart(2, '0')}`;
      const shift = async (date: string) => {
        server().clock.set(`${date}T16:00:00Z`);
        const id = expectStatus(await w.as().post(`${w.base}/timecards/employees/clock_in`, { employeeId: ida, workplaceId: w.wp }), 201).body.id as string;
        server().clock.set(`${date}T20:00:00Z`);
        expectStatus(await w.as().post(`${w.base}/timecards/employees/${id}/clock_out`, {}), 200);
        return id;
      };
      const [first, second] = [await shift(day(0)), await shift(day(1))];
      server().clock.set('2026-03-01T12:00:00Z');
      // Both moved onto the same afternoon: only one may keep it.
      const body = { clockIn: `${day(2)}T16:00:00Z`, clockOut: `${day(2)}T20:00:00Z`, reason: 'Moved to the right day' };
      const answers = await Promise.all([first, second].map((id) => w.as().post(`${w.base}/timecards/employees/${id}/correct`, body)));
      expect([round, answers.map((a) => a.status).sort()]).toEqual([round, [200, 422]]);
      expect(answers.find((a) => a.status === 422)!.body.code).toBe('invalid_date_range');
    }
  });
});

// Timecards: clock in, breaks, clock out with a fixed clock (exact timestamps and worked hours),
// every forbidden transition, validation, scope, the list with every filter, events, and races.
import { describeOnEveryDatabase, forEachDatabase } from '@payroll/test-support';
import { ADDRESS, client, createCompany, createTenancy, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';

const DAY = '2026-11-16';
const T = (hhmm: string) => `${DAY}T${hhmm}:00Z`;
const HOUR = 3_600_000;

forEachDatabase('timecards', (server) => {
  let tenancy: Awaited<ReturnType<typeof createTenancy>>;
  let base: string;
  let w1: string;
  let w2: string;
  let wUnassigned: string;
  let siblingBase: string;
  let siblingEmployee: string;
  let siblingWorkplace: string;
  let inactive: string;
  const as = (k?: Key) => client(server().app, k ?? tenancy.partner.key);
  const at = (hhmm: string) => server().clock.set(T(hhmm));

  const workplace = async (path: string, name: string) => expectStatus(await as().post(`${path}/workplaces`, { name, address: ADDRESS }), 201).body.id as string;
  const employee = async (body: Record<string, unknown>, path = base) =>
    expectStatus(await as().post(`${path}/employees`, { startDate: '2026-01-05', ...body }), 201).body.id as string;
  const clockIn = (body: Record<string, unknown>, k?: Key, path = base) => as(k).post(`${path}/timecards/employees/clock_in`, body);
  const tc = (id: string, path = base) => `${path}/timecards/employees/${id}`;
  const action = (id: string, name: 'clock_out' | 'start_break' | 'end_break', body: Record<string, unknown> = {}, k?: Key) =>
    as(k).post(`${tc(id)}/${name}`, body);
  const get = async (id: string) => expectStatus(await as().get(tc(id)), 200).body;
  /** The timecard's events as the partner lists them (GET /v1/events, in the order they were written). */
  const eventsOf = async (resourceId: string): Promise<Array<{ type: string; companyId: string; partnerId: string; resourceType: string; data: unknown }>> =>
    expectStatus(await as().get(`/v1/events?resourceId=${resourceId}&pageSize=100`), 200).body.results;
  /** An open timecard of a fresh employee (assigned to w1 and w2). */
  const openTimecard = async (name = 'Worker') => {
    const emp = await employee({ firstName: name, lastName: 'Tester', workplaces: [w1, w2], primaryWorkplaceId: w1 });
    return expectStatus(await clockIn({ employeeId: emp, workplaceId: w1 }), 201).body as { id: string; employeeId: string };
  };

  beforeAll(async () => {
    tenancy = await createTenancy(server());
    base = `/v1/companies/${tenancy.company.id}`;
    w1 = await workplace(base, 'Mission Street Yard');
    w2 = await workplace(base, 'Dolores Park');
    wUnassigned = await workplace(base, 'Unassigned Depot');
    inactive = await employee({ firstName: 'Ina', lastName: 'Active', active: false, workplaces: [w1], primaryWorkplaceId: w1 });
    const sibling = await createCompany(server(), tenancy.partner.key, { legalName: 'Sibling LLC' });
    siblingBase = `/v1/companies/${sibling.id}`;
    siblingWorkplace = await workplace(siblingBase, 'Sibling Yard');
    siblingEmployee = await employee({ firstName: 'Sib', lastName: 'Ling', workplaces: [siblingWorkplace], primaryWorkplaceId: siblingWorkplace }, siblingBase);
  });

  afterEach(() => server().clock.reset());

  describe('a full shift with a fixed clock', () => {
    it('clock in 09:00, unpaid meal 12:00-12:30, paid rest from 15:00 left open, clock out 17:00: every response exact', async () => {
      const emp = await employee({ firstName: 'Maria', lastName: 'Lopez', workplaces: [w1, w2], primaryWorkplaceId: w1 });
      const companyId = tenancy.company.id;

      at('09:00');
      const inRes = expectStatus(await clockIn({ employeeId: emp, workplaceId: w2, note: 'Opening crew, north yard' }), 201);
      const id = inRes.body.id as string;
      expect(id).toMatch(/^tc_[0-9a-z]+$/);
      expect(inRes.headers.location).toBe(tc(id));
      const clockedIn = {
        id,
        companyId,
        employeeId: emp,
        workplaceId: w2,
        status: 'InProgress',
        clockInNote: 'Opening crew, north yard',
        clockIn: T('09:00'),
        workedHours: 0,
        breaks: [],
        changes: [],
      };
      expect(inRes.body).toEqual(clockedIn);

      // An open timecard's worked hours run to the time of the response.
      server().clock.advance(HOUR + 30 * 60_000);
      expect(await get(id)).toEqual({ ...clockedIn, workedHours: 1.5 });

      at('12:00');
      const lunch = expectStatus(await action(id, 'start_break', { type: 'UnpaidMealBreak', note: 'Lunch' }), 200);
      const lunchId = lunch.body.id as string;
      expect(lunchId).toMatch(/^brk_[0-9a-z]+$/);
      const lunchOpen = { id: lunchId, timecardId: id, acceptedStatus: true, type: 'UnpaidMealBreak', breakStartNote: 'Lunch', breakStart: T('12:00'), changes: [] };
      expect(lunch.body).toEqual(lunchOpen);

      // An open unpaid break counts up to now: at 12:15 the worked hours are still 3.
      at('12:15');
      expect(await get(id)).toEqual({ ...clockedIn, status: 'OnBreak', workedHours: 3, breaks: [lunchOpen] });

      at('12:30');
      const lunchEnd = expectStatus(await action(id, 'end_break', { note: 'Back on the mower' }), 200);
      const lunchDone = { ...lunchOpen, breakEndNote: 'Back on the mower', breakEnd: T('12:30') };
      expect(lunchEnd.body).toEqual(lunchDone);
      expect(await get(id)).toEqual({ ...clockedIn, workedHours: 3, breaks: [lunchDone] });

      at('15:00');
      const rest = expectStatus(await action(id, 'start_break', { type: 'PaidRestBreak' }), 200);
      const restId = rest.body.id as string;
      const restOpen = { id: restId, timecardId: id, acceptedStatus: true, type: 'PaidRestBreak', breakStart: T('15:00'), changes: [] };
      expect(rest.body).toEqual(restOpen);
      // A paid break is not subtracted, open or not.
      at('16:00');
      expect(await get(id)).toEqual({ ...clockedIn, status: 'OnBreak', workedHours: 6.5, breaks: [lunchDone, restOpen] });

      at('17:00');
      const out = expectStatus(await action(id, 'clock_out', { note: 'Finished irrigation repair' }), 200);
      const ended = { at: T('17:00'), from: null, to: T('17:00'), reason: 'break_ended_at_clock_out' };
      const completed = {
        ...clockedIn,
        status: 'Completed',
        clockOutNote: 'Finished irrigation repair',
        clockOut: T('17:00'),
        workedHours: 7.5,
        breaks: [lunchDone, { ...restOpen, breakEnd: T('17:00'), changes: [{ ...ended, field: 'breakEnd' }] }],
        changes: [{ ...ended, field: `breaks.${restId}.breakEnd` }],
      };
      expect(out.body).toEqual(completed);

      // Final: the same later, by get and by list.
      at('23:00');
      expect(await get(id)).toEqual(completed);
      expect(expectStatus(await as().get(`${base}/timecards/employees?id=${id}`), 200).body.results).toEqual([completed]);

      // The database holds the closed state: no open markers left.
      const row = await server().db.prisma.timecard.findUniqueOrThrow({ where: { id }, include: { breaks: true } });
      expect(row.openEmployeeId).toBeNull();
      expect(row.breaks.map((b) => b.openTimecardId)).toEqual([null, null]);

      // Events, in order, each carrying the timecard as it was after its change. The last two are one
      // transaction (same createdAt): their order is the order they were written (break ended, then clocked out).
      const events = await eventsOf(id);
      expect(events.map((e) => [e.type, e.companyId, e.partnerId, e.resourceType])).toEqual([
        ['timecard.clocked_in', companyId, tenancy.partner.id, 'Timecard'],
        ['timecard.break_started', companyId, tenancy.partner.id, 'Timecard'],
        ['timecard.break_ended', companyId, tenancy.partner.id, 'Timecard'],
        ['timecard.break_started', companyId, tenancy.partner.id, 'Timecard'],
        ['timecard.break_ended', companyId, tenancy.partner.id, 'Timecard'],
        ['timecard.clocked_out', companyId, tenancy.partner.id, 'Timecard'],
      ]);
      expect(events[0].data).toEqual(clockedIn);
      expect(events[1].data).toEqual({ ...clockedIn, status: 'OnBreak', workedHours: 3, breaks: [lunchOpen] });
      expect(events[2].data).toEqual({ ...clockedIn, workedHours: 3, breaks: [lunchDone] });
      expect(events[3].data).toEqual({ ...clockedIn, status: 'OnBreak', workedHours: 5.5, breaks: [lunchDone, restOpen] });
      expect(events[4].data).toEqual(completed);
      expect(events[5].data).toEqual(completed);
    });

    it('clock out during an unpaid break ends it at the clock-out time; worked hours subtract it up to there', async () => {
      at('08:00');
      const { id } = await openTimecard('Lunchy');
      at('12:00');
      const brk = expectStatus(await action(id, 'start_break', { type: 'UnpaidRestBreak', note: 'Errand' }), 200).body;
      at('12:45');
      const out = expectStatus(await action(id, 'clock_out', {}), 200).body;
      const ended = { at: T('12:45'), from: null, to: T('12:45'), reason: 'break_ended_at_clock_out' };
      expect(out).toEqual({
        id,
        companyId: tenancy.company.id,
        employeeId: expect.any(String),
        workplaceId: w1,
        status: 'Completed',
        clockIn: T('08:00'),
        clockOut: T('12:45'),
        workedHours: 4,
        breaks: [{ ...brk, breakEnd: T('12:45'), changes: [{ ...ended, field: 'breakEnd' }] }],
        changes: [{ ...ended, field: `breaks.${brk.id}.breakEnd` }],
      });
    });

    it('rounds worked hours half-up to 2 decimals (20 minutes = 0.33, 40 minutes = 0.67, 18 seconds = 0.01)', async () => {
      for (const [ms, hours] of [
        [20 * 60_000, 0.33],
        [40 * 60_000, 0.67],
        [18_000, 0.01],
        [17_999, 0],
      ] as const) {
        at('06:00');
        const { id } = await openTimecard(`Round${ms}`);
        server().clock.advance(ms);
        expect(expectStatus(await action(id, 'clock_out'), 200).body.workedHours).toBe(hours);
      }
    });

    it('allows a new timecard once the open one is completed; every caller kind can run a shift', async () => {
      const emp = await employee({ firstName: 'Keys', lastName: 'Many', workplaces: [w1], primaryWorkplaceId: w1 });
      for (const k of [tenancy.partner.key, tenancy.corporation.key, tenancy.company.key]) {
        const t = expectStatus(await clockIn({ employeeId: emp, workplaceId: w1 }, k), 201).body;
        expect(t).toMatchObject({ employeeId: emp, status: 'InProgress' });
        expect(expectStatus(await as(k).get(tc(t.id)), 200).body).toMatchObject({ id: t.id });
        expectStatus(await action(t.id, 'start_break', { type: 'PaidMealBreak' }, k), 200);
        expectStatus(await action(t.id, 'end_break', {}, k), 200);
        expect(expectStatus(await action(t.id, 'clock_out', {}, k), 200).body.status).toBe('Completed');
      }
      expect(await server().db.prisma.timecard.count({ where: { employeeId: emp } })).toBe(3);
    });
  });

  describe('forbidden transitions', () => {
    it('a second clock-in while InProgress or OnBreak -> 409 timecard_already_open', async () => {
      const t = await openTimecard('Twice');
      expectProblem(await clockIn({ employeeId: t.employeeId, workplaceId: w2 }), 409, 'timecard_already_open');
      expectStatus(await action(t.id, 'start_break', { type: 'PaidRestBreak' }), 200);
      expectProblem(await clockIn({ employeeId: t.employeeId, workplaceId: w1 }), 409, 'timecard_already_open');
      expect(await server().db.prisma.timecard.count({ where: { employeeId: t.employeeId } })).toBe(1);
      expect((await eventsOf(t.id)).map((e) => e.type)).toEqual(['timecard.clocked_in', 'timecard.break_started']);
    });

    it('start_break while OnBreak -> 409 timecard_not_in_progress; while Completed -> 409 timecard_completed', async () => {
      const t = await openTimecard('Breaker');
      expectStatus(await action(t.id, 'start_break', { type: 'UnpaidMealBreak' }), 200);
      const before = await get(t.id);
      expectProblem(await action(t.id, 'start_break', { type: 'PaidRestBreak' }), 409, 'timecard_not_in_progress');
      expect(await get(t.id)).toEqual({ ...before, workedHours: expect.any(Number) });
      expectStatus(await action(t.id, 'clock_out'), 200);
      expectProblem(await action(t.id, 'start_break', { type: 'PaidRestBreak' }), 409, 'timecard_completed');
      expect(await server().db.prisma.break.count({ where: { timecardId: t.id } })).toBe(1);
    });

    it('end_break while InProgress or Completed -> 409 timecard_not_on_break', async () => {
      const t = await openTimecard('Ender');
      expectProblem(await action(t.id, 'end_break'), 409, 'timecard_not_on_break');
      expectStatus(await action(t.id, 'start_break', { type: 'PaidMealBreak' }), 200);
      expectStatus(await action(t.id, 'end_break'), 200);
      expectProblem(await action(t.id, 'end_break', { note: 'again' }), 409, 'timecard_not_on_break');
      expectStatus(await action(t.id, 'clock_out'), 200);
      expectProblem(await action(t.id, 'end_break'), 409, 'timecard_not_on_break');
    });

    it('clock_out of a Completed timecard -> 409 timecard_completed, nothing changes', async () => {
      at('09:00');
      const t = await openTimecard('Outer');
      at('10:00');
      const done = expectStatus(await action(t.id, 'clock_out', { note: 'first' }), 200).body;
      at('11:00');
      expectProblem(await action(t.id, 'clock_out', { note: 'second' }), 409, 'timecard_completed');
      expect(await get(t.id)).toEqual(done);
      expect((await eventsOf(t.id)).map((e) => e.type)).toEqual(['timecard.clocked_in', 'timecard.clocked_out']);
    });
  });

  describe('validation and references', () => {
    let emp: string;
    beforeAll(async () => {
      emp = await employee({ firstName: 'Valid', lastName: 'Ator', workplaces: [w1], primaryWorkplaceId: w1 });
    });

    it.each([
      ['unknown employee', 'invalid_reference', 'body.employeeId', () => ({ employeeId: 'emp_unknown', workplaceId: w1 })],
      ["another company's employee", 'invalid_reference', 'body.employeeId', () => ({ employeeId: siblingEmployee, workplaceId: w1 })],
      ['inactive employee', 'employee_inactive', 'body.employeeId', () => ({ employeeId: inactive, workplaceId: w1 })],
      ['unknown workplace', 'invalid_reference', 'body.workplaceId', () => ({ employeeId: emp, workplaceId: 'wp_unknown' })],
      ["another company's workplace", 'invalid_reference', 'body.workplaceId', () => ({ employeeId: emp, workplaceId: siblingWorkplace })],
      ["a workplace that is not the employee's", 'workplace_not_assigned', 'body.workplaceId', () => ({ employeeId: emp, workplaceId: wUnassigned })],
    ])('clock_in with %s -> 422 %s on %s', async (_label, code, field, body) => {
      const problem = expectProblem(await clockIn(body()), 422, code);
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([[field, code]]);
    });

    it('no timecard or event is written by a refused clock-in', async () => {
      expectProblem(await clockIn({ employeeId: emp, workplaceId: wUnassigned }), 422, 'workplace_not_assigned');
      expect(await server().db.prisma.timecard.count({ where: { employeeId: { in: [emp, inactive] } } })).toBe(0);
      expect(await server().db.prisma.event.count({ where: { type: 'timecard.clocked_in', data: { path: ['employeeId'], equals: emp } } })).toBe(0);
    });

    it.each([
      ['missing employeeId', 'body.employeeId', 'required', { employeeId: undefined }],
      ['missing workplaceId', 'body.workplaceId', 'required', { workplaceId: undefined }],
      ['empty employeeId', 'body.employeeId', 'minLength', { employeeId: '' }],
      ['employeeId of 65 characters', 'body.employeeId', 'maxLength', { employeeId: 'e'.repeat(65) }],
      ['note of 1001 characters', 'body.note', 'maxLength', { note: 'n'.repeat(1001) }],
      ['note of the wrong type', 'body.note', 'type', { note: 5 }],
      ['unknown property', 'body.clockIn', 'additionalProperties', { clockIn: T('09:00') }],
    ])('clock_in: %s -> 400 naming %s (%s)', async (_label, field, keyword, extra) => {
      expectFieldError(await clockIn({ employeeId: emp, workplaceId: w1, ...extra }), field, keyword);
    });

    it('accepts a note of exactly 1000 characters', async () => {
      const other = await employee({ firstName: 'Long', lastName: 'Note', workplaces: [w1], primaryWorkplaceId: w1 });
      const t = expectStatus(await clockIn({ employeeId: other, workplaceId: w1, note: 'n'.repeat(1000) }), 201).body;
      expect(t.clockInNote).toHaveLength(1000);
    });

    it.each([
      ['start_break', 'unknown break type', 'body.type', 'enum', { type: 'CoffeeBreak' }],
      ['start_break', 'missing type', 'body.type', 'required', {}],
      ['start_break', 'note of 1001 characters', 'body.note', 'maxLength', { type: 'PaidRestBreak', note: 'n'.repeat(1001) }],
      ['start_break', 'unknown property', 'body.breakStart', 'additionalProperties', { type: 'PaidRestBreak', breakStart: T('09:00') }],
      ['end_break', 'note of 1001 characters', 'body.note', 'maxLength', { note: 'n'.repeat(1001) }],
      ['end_break', 'unknown property', 'body.breakEnd', 'additionalProperties', { breakEnd: T('09:00') }],
      ['clock_out', 'note of 1001 characters', 'body.note', 'maxLength', { note: 'n'.repeat(1001) }],
      ['clock_out', 'unknown property', 'body.clockOut', 'additionalProperties', { clockOut: T('09:00') }],
    ] as const)('%s: %s -> 400 naming %s (%s), nothing changes', async (name, _label, field, keyword, body) => {
      const t = await openTimecard(`Bad${name}`);
      if (name === 'end_break') expectStatus(await action(t.id, 'start_break', { type: 'PaidRestBreak' }), 200);
      const before = await server().db.prisma.timecard.findUniqueOrThrow({ where: { id: t.id }, include: { breaks: true } });
      expectFieldError(await action(t.id, name, body), field, keyword);
      expect(await server().db.prisma.timecard.findUniqueOrThrow({ where: { id: t.id }, include: { breaks: true } })).toEqual(before);
    });
  });

  describe('scope and unknown ids', () => {
    let mine: string;
    let theirs: string;
    beforeAll(async () => {
      mine = (await openTimecard('Mine')).id;
      theirs = expectStatus(await clockIn({ employeeId: siblingEmployee, workplaceId: siblingWorkplace }, undefined, siblingBase), 201).body.id;
    });

    it("another company's timecard through this company's path -> 404 for every operation", async () => {
      expectProblem(await as().get(tc(theirs)), 404, 'not_found');
      for (const name of ['clock_out', 'start_break', 'end_break'] as const) {
        expectProblem(await action(theirs, name, name === 'start_break' ? { type: 'PaidRestBreak' } : {}), 404, 'not_found');
      }
      expect(await get(mine)).toMatchObject({ status: 'InProgress' });
      expect(expectStatus(await as().get(tc(theirs, siblingBase)), 200).body.status).toBe('InProgress');
    });

    it('unknown timecard id -> 404 for every operation', async () => {
      expectProblem(await as().get(tc('tc_unknown')), 404, 'not_found');
      for (const name of ['clock_out', 'start_break', 'end_break'] as const) {
        expectProblem(await action('tc_unknown', name, name === 'start_break' ? { type: 'PaidRestBreak' } : {}), 404, 'not_found');
      }
    });

    it('a key outside the company (foreign partner, sibling company key) -> 404 on every operation', async () => {
      for (const k of [tenancy.foreign.key, tenancy.foreignCompany.key]) {
        expectProblem(await as(k).get(`${base}/timecards/employees`), 404, 'not_found');
        expectProblem(await as(k).get(tc(mine)), 404, 'not_found');
        expectProblem(await clockIn({ employeeId: 'emp_x', workplaceId: w1 }, k), 404, 'not_found');
        expectProblem(await action(mine, 'start_break', { type: 'PaidRestBreak' }, k), 404, 'not_found');
        expectProblem(await action(mine, 'end_break', {}, k), 404, 'not_found');
        expectProblem(await action(mine, 'clock_out', {}, k), 404, 'not_found');
      }
      expect(await get(mine)).toMatchObject({ status: 'InProgress' });
    });

    it('no key -> 401', async () => {
      expectProblem(await client(server().app).get(tc(mine)), 401, 'unauthenticated');
    });
  });

  describe('list', () => {
    let path: string;
    let list: string;
    let ann: string;
    let bob: string;
    let cy: string;
    let wa: string;
    let wb: string;
    let t1: string;
    let t2: string;
    let t3: string;
    let t4: string;
    const q = async (query: string) => expectStatus(await as().get(`${list}?${query}`), 200);

    beforeAll(async () => {
      const company = await createCompany(server(), tenancy.partner.key, { legalName: 'List Co LLC' });
      path = `/v1/companies/${company.id}`;
      list = `${path}/timecards/employees`;
      wa = await workplace(path, 'Yard A');
      wb = await workplace(path, 'Yard B');
      ann = await employee({ firstName: 'Ann', lastName: 'Zimmer', email: 'ann.z@list.example', workplaces: [wa, wb], primaryWorkplaceId: wa }, path);
      bob = await employee({ firstName: 'Bob', middleName: 'Quincy', lastName: 'Ray', workplaces: [wa, wb], primaryWorkplaceId: wa }, path);
      cy = await employee({ firstName: 'Cy', lastName: 'Underhill', workplaces: [wa], primaryWorkplaceId: wa }, path);
      at('07:00');
      t1 = expectStatus(await clockIn({ employeeId: ann, workplaceId: wa }, undefined, path), 201).body.id;
      at('09:00');
      expectStatus(await as().post(`${tc(t1, path)}/clock_out`, { note: 'Fixed the SPRINKLER' }), 200);
      t2 = expectStatus(await clockIn({ employeeId: bob, workplaceId: wb, note: 'north yard' }, undefined, path), 201).body.id;
      t3 = expectStatus(await clockIn({ employeeId: ann, workplaceId: wb }, undefined, path), 201).body.id;
      expectStatus(await as().post(`${tc(t3, path)}/start_break`, { type: 'UnpaidMealBreak' }), 200);
      t4 = expectStatus(await clockIn({ employeeId: cy, workplaceId: wa }, undefined, path), 201).body.id;
      server().clock.reset();
    });

    it('lists in creation order with the paging envelope; open timecards computed at the time of the response', async () => {
      at('11:00');
      const res = (await q('')).body;
      expect({ ...res, results: res.results.map((t: { id: string }) => t.id) }).toEqual({
        hasResources: true,
        totalResources: 4,
        totalPages: 1,
        pageSize: 10,
        currentPage: 1,
        previousPage: null,
        nextPage: null,
        results: [t1, t2, t3, t4],
      });
      expect(res.results.map((t: { status: string; workedHours: number }) => [t.status, t.workedHours])).toEqual([
        ['Completed', 2],
        ['InProgress', 2],
        ['OnBreak', 0],
        ['InProgress', 2],
      ]);
      expect(res.results[2]).toEqual(expectStatus(await as().get(tc(t3, path)), 200).body);
    });

    // Paging: list-conformance.test.ts.
    it.each([
      ['id={t2}', ['t2']],
      ['id={t2}&includeId=false', ['t1', 't3', 't4']],
      ['employeeId={ann}', ['t1', 't3']],
      ['employeeId={ann}&includeEmployeeId=false', ['t2', 't4']],
      ['workplaceId={wb}', ['t2', 't3']],
      ['workplaceId={wb}&includeWorkplaceId=false', ['t1', 't4']],
      ['status=InProgress', ['t2', 't4']],
      ['status=Completed&includeStatus=false', ['t2', 't3', 't4']],
      ['status=OnBreak', ['t3']],
      ['search=ANN', ['t1', 't3']],
      ['search=quin', ['t2']],
      ['search=underhill', ['t4']],
      ['search=list.example', ['t1', 't3']],
      ['search=sprinkler', ['t1']],
      ['search=North%20Yard', ['t2']],
      ['search=yard&includeSearch=false', ['t1', 't3', 't4']],
      ['search=zimmer&includeSearch=false', ['t2', 't4']],
      ['search=nobody', []],
      ['employeeId={ann}&status=Completed&includeStatus=false', ['t3']],
      ['workplaceId={wa}&search=cy', ['t4']],
    ])('filter %s', async (query, expected) => {
      const vars: Record<string, string> = { t1, t2, t3, t4, ann, bob, cy, wa, wb };
      const names: Record<string, string> = { [t1]: 't1', [t2]: 't2', [t3]: 't3', [t4]: 't4' };
      const res = await q(query.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k]));
      expect(ids(res).map((i) => names[i])).toEqual(expected);
      expect(res.body.totalResources).toBe(expected.length);
    });

    it.each([
      ['status=Open', 'query.status'],
      ['includeStatus=maybe', 'query.includeStatus'],
      ['employeeId=' + 'e'.repeat(65), 'query.employeeId'],
    ])('rejects %s -> 400 naming %s', async (query, field) => {
      expectFieldError(await as().get(`${list}?${query}`), field);
    });

    it('a company key sees only its own company', async () => {
      expect(ids(expectStatus(await as(tenancy.company.key).get(`${base}/timecards/employees?employeeId=${ann}`), 200))).toEqual([]);
      expectProblem(await as(tenancy.company.key).get(list), 404, 'not_found');
    });
  });

  // Races: their outcome can depend on the database (docs/testing.md), so they run on both.
  describeOnEveryDatabase('concurrency', () => {
    it('20 simultaneous clock-ins for one employee: one 201, nineteen 409 timecard_already_open, one row, one event', async () => {
      const emp = await employee({ firstName: 'Racer', lastName: 'In', workplaces: [w1], primaryWorkplaceId: w1 });
      const results = await Promise.all(Array.from({ length: 20 }, () => clockIn({ employeeId: emp, workplaceId: w1 })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      for (const r of results.filter((x) => x.status === 409)) expectProblem(r, 409, 'timecard_already_open');
      const rows = await server().db.prisma.timecard.findMany({ where: { employeeId: emp } });
      expect(rows.map((r) => r.id)).toEqual([results.find((r) => r.status === 201)!.body.id]);
      expect(await server().db.prisma.event.count({ where: { type: 'timecard.clocked_in', resourceId: rows[0].id } })).toBe(1);
    });

    it('20 simultaneous clock-outs of one timecard: one 200, nineteen 409 timecard_completed, one clocked_out event', async () => {
      const t = await openTimecard('RacerOut');
      expectStatus(await action(t.id, 'start_break', { type: 'UnpaidMealBreak' }), 200);
      const results = await Promise.all(Array.from({ length: 20 }, (_x, i) => action(t.id, 'clock_out', { note: `out ${i}` })));
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      for (const r of results.filter((x) => x.status === 409)) expectProblem(r, 409, 'timecard_completed');
      const winner = results.find((r) => r.status === 200)!.body;
      expect(await get(t.id)).toEqual(winner);
      expect(winner.changes).toHaveLength(1);
      expect(winner.breaks[0].changes).toHaveLength(1);
      const events = await eventsOf(t.id);
      expect(events.filter((e) => e.type === 'timecard.clocked_out')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'timecard.break_ended')).toHaveLength(1);
    });

    it('20 simultaneous start_breaks: one 200, nineteen 409 timecard_not_in_progress, one break', async () => {
      const t = await openTimecard('RacerBreak');
      const results = await Promise.all(Array.from({ length: 20 }, () => action(t.id, 'start_break', { type: 'PaidRestBreak' })));
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      for (const r of results.filter((x) => x.status === 409)) expectProblem(r, 409, 'timecard_not_in_progress');
      expect(await server().db.prisma.break.count({ where: { timecardId: t.id } })).toBe(1);
    });

    it('end_break racing clock_out: both serialize; the timecard ends Completed with no open break', async () => {
      const t = await openTimecard('RacerMix');
      expectStatus(await action(t.id, 'start_break', { type: 'UnpaidRestBreak' }), 200);
      const [endRes, outRes] = await Promise.all([action(t.id, 'end_break'), action(t.id, 'clock_out')]);
      expect(outRes.status).toBe(200);
      expect([200, 409]).toContain(endRes.status);
      if (endRes.status === 409) expectProblem(endRes, 409, 'timecard_not_on_break');
      const final = await get(t.id);
      expect(final.status).toBe('Completed');
      expect(final.breaks).toHaveLength(1);
      expect(final.breaks[0].breakEnd).toBeDefined();
      // Clock-out records the ended break only when it found it open.
      expect(final.changes).toHaveLength(endRes.status === 200 ? 0 : 1);
      expect(await server().db.prisma.break.count({ where: { timecardId: t.id, openTimecardId: { not: null } } })).toBe(0);
    });
  });
});

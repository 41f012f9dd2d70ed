// Pay setup: earning codes, payment schedules and their generated paydays, and the tax deposit list.
import { forEachDatabase } from '@payroll/test-support';
import { client, createCompany, createTenancy, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';

const pd = (payday: string, periodStart: string, periodEnd: string, deadline: string, impactedByWeekendOrHoliday = false) => ({
  payday,
  periodStart,
  periodEnd,
  deadline,
  impactedByWeekendOrHoliday,
});

/** The contract's example schedule: weekly, paid Fridays for the week (Monday to Sunday) before. */
const WEEKLY = { name: 'Weekly hourly crews', payFrequency: 'Weekly', firstPayday: '2026-01-09', firstPeriodEnd: '2026-01-04' };
const SEMIMONTHLY = { name: 'Semimonthly office staff', payFrequency: 'Semimonthly', firstPayday: '2026-01-15', secondPayday: '2026-01-31', firstPeriodEnd: '2026-01-10' };

forEachDatabase('pay setup', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let companyId: string;
  let base: string;
  /** Another company of the same partner: its resources are not the first company's. */
  let siblingBase: string;
  const api = (k?: Key) => client(server().app, k ?? t.partner.key);
  const events = (type: string, resourceId: string) => server().db.prisma.event.findMany({ where: { type, resourceId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

  beforeAll(async () => {
    t = await createTenancy(server());
    companyId = t.company.id;
    base = `/v1/companies/${companyId}`;
    siblingBase = `/v1/companies/${(await createCompany(server(), t.partner.key, { legalName: 'Sibling LLC' })).id}`;
  });

  afterEach(() => server().clock.reset());

  describe('earning codes', () => {
    const create = async (body: Record<string, unknown>, path = base, k?: Key) => expectStatus(await api(k).post(`${path}/earning_codes`, body), 201).body;

    it('creates with each caller kind: 201, Location, exact body, read back, earning_code.created', async () => {
      for (const [i, k] of [t.partner.key, t.corporation.key, t.company.key].entries()) {
        const res = expectStatus(await api(k).post(`${base}/earning_codes`, { name: `Referral bonus ${i}`, type: 'Bonus' }), 201);
        expect(res.headers.location).toBe(`${base}/earning_codes/${res.body.id}`);
        expect(res.body).toEqual({ id: expect.stringMatching(/^ec_[0-9a-z]+$/), companyId, name: `Referral bonus ${i}`, type: 'Bonus', active: true });
        expect(expectStatus(await api(k).get(res.headers.location), 200).body).toEqual(res.body);
        const evs = await events('earning_code.created', res.body.id);
        expect(evs.map((e) => ({ companyId: e.companyId, partnerId: e.partnerId, resourceType: e.resourceType, data: e.data }))).toEqual([
          { companyId, partnerId: t.partner.id, resourceType: 'EarningCode', data: res.body },
        ]);
      }
    });

    it.each(['Regular', 'Overtime', 'DoubleOvertime', 'PaidHoliday', 'Sick', 'Pto', 'Commission', 'CashTips', 'PaycheckTips', 'Severance', 'GroupTermLife', 'OtherImputed', 'NonHourlyRegular', 'Reimbursement'])(
      'creates an earning code of type %s',
      async (type) => {
        expect(await create({ name: `Code ${type}`, type })).toEqual({ id: expect.any(String), companyId, name: `Code ${type}`, type, active: true });
      },
    );

    it('creates an inactive code when asked', async () => {
      expect(await create({ name: 'Per diem', type: 'Reimbursement', active: false })).toEqual({ id: expect.any(String), companyId, name: 'Per diem', type: 'Reimbursement', active: false });
    });

    it('updates name and active, keeps the type; each update writes earning_code.updated', async () => {
      const c = await create({ name: 'Spot bonus', type: 'Bonus' });
      const r1 = expectStatus(await api().patch(`${base}/earning_codes/${c.id}`, { name: 'Spot award' }), 200);
      expect(r1.body).toEqual({ ...c, name: 'Spot award' });
      const r2 = expectStatus(await api(t.company.key).patch(`${base}/earning_codes/${c.id}`, { active: false }), 200);
      expect(r2.body).toEqual({ ...c, name: 'Spot award', active: false });
      expect(expectStatus(await api().get(`${base}/earning_codes/${c.id}`), 200).body).toEqual(r2.body);
      const evs = await events('earning_code.updated', c.id);
      expect(evs).toHaveLength(2);
      expect(evs.map((e) => e.data)).toEqual(expect.arrayContaining([r1.body, r2.body]));
    });

    it('replays a create sent twice with one Idempotency-Key: one code, one event', async () => {
      const body = { name: 'Once only', type: 'Commission' };
      const first = expectStatus(await api().post(`${base}/earning_codes`, body).set('Idempotency-Key', 'ec-once-1'), 201);
      const again = expectStatus(await api().post(`${base}/earning_codes`, body).set('Idempotency-Key', 'ec-once-1'), 201);
      expect(again.body).toEqual(first.body);
      expect(await server().db.prisma.earningCode.count({ where: { companyId, name: 'Once only' } })).toBe(1);
      expect(await events('earning_code.created', first.body.id)).toHaveLength(1);
      expectProblem(await api().post(`${base}/earning_codes`, { ...body, type: 'Bonus' }).set('Idempotency-Key', 'ec-once-1'), 422, 'idempotency_key_reused');
    });

    it.each([
      ['missing name', 'body.name', 'required', { type: 'Bonus' }],
      ['missing type', 'body.type', 'required', { name: 'X' }],
      ['unknown type', 'body.type', 'enum', { name: 'X', type: 'Tips' }],
      ['empty name', 'body.name', 'minLength', { name: '', type: 'Bonus' }],
      ['too long name (256)', 'body.name', 'maxLength', { name: 'n'.repeat(256), type: 'Bonus' }],
      ['wrong type active', 'body.active', 'type', { name: 'X', type: 'Bonus', active: 'yes' }],
      ['unknown property', 'body.rate', 'additionalProperties', { name: 'X', type: 'Bonus', rate: 2 }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      expectFieldError(await api().post(`${base}/earning_codes`, body), field, keyword);
    });

    it.each([
      ['the type (fixed at creation)', 'body.type', 'additionalProperties', { type: 'Severance' }],
      ['an empty body', 'body', 'minProperties', {}],
      ['an empty name', 'body.name', 'minLength', { name: '' }],
      ['a null active', 'body.active', 'type', { active: null }],
    ])('update with %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const c = await create({ name: 'Fixed', type: 'Bonus' });
      expectFieldError(await api().patch(`${base}/earning_codes/${c.id}`, body), field, keyword);
      expect(expectStatus(await api().get(`${base}/earning_codes/${c.id}`), 200).body).toEqual(c);
    });

    it('an unknown code, or one of another company, is 404; another tenant cannot reach the company', async () => {
      const other = await create({ name: 'Sibling code', type: 'Bonus' }, siblingBase);
      const mine = await create({ name: 'Mine', type: 'Bonus' });
      expectProblem(await api().get(`${base}/earning_codes/ec_unknown`), 404, 'not_found');
      expectProblem(await api().patch(`${base}/earning_codes/ec_unknown`, { name: 'X' }), 404, 'not_found');
      expectProblem(await api().get(`${base}/earning_codes/${other.id}`), 404, 'not_found');
      expectProblem(await api().patch(`${base}/earning_codes/${other.id}`, { name: 'Taken' }), 404, 'not_found');
      // The company key of this company does not reach its sibling; the foreign partner reaches neither.
      expectProblem(await api(t.company.key).get(`${siblingBase}/earning_codes/${other.id}`), 404, 'not_found');
      expectProblem(await api(t.company.key).post(`${siblingBase}/earning_codes`, { name: 'X', type: 'Bonus' }), 404, 'not_found');
      expectProblem(await api(t.foreign.key).get(`${base}/earning_codes/${mine.id}`), 404, 'not_found');
      expectProblem(await api(t.foreign.key).get(`${base}/earning_codes`), 404, 'not_found');
      expectProblem(await api(t.foreign.key).patch(`${base}/earning_codes/${mine.id}`, { name: 'Stolen' }), 404, 'not_found');
      expectProblem(await api(t.foreignCompany.key).post(`${base}/earning_codes`, { name: 'X', type: 'Bonus' }), 404, 'not_found');
      expect(await events('earning_code.updated', other.id)).toHaveLength(0);
    });

    describe('list', () => {
      let path: string;
      const c: string[] = [];
      beforeAll(async () => {
        path = `/v1/companies/${(await createCompany(server(), t.partner.key, { legalName: 'Code Lister' })).id}`;
        for (const [name, type] of [['A', 'Bonus'], ['B', 'Regular'], ['C', 'Reimbursement'], ['D', 'Sick'], ['E', 'Pto']]) c.push((await create({ name, type }, path)).id);
      });

      // Paging, and an empty company's list: list-conformance.test.ts.
      it('lists in creation order, each code as created', async () => {
        const res = expectStatus(await api().get(`${path}/earning_codes`), 200);
        expect(ids(res)).toEqual(c);
        expect(res.body.results[0]).toEqual({ id: c[0], companyId: path.split('/')[3], name: 'A', type: 'Bonus', active: true });
      });

      it.each([
        ['active=true', 'query.active', undefined],
      ])('rejects %s -> 400 naming %s', async (q, field, keyword) => {
        expectFieldError(await api().get(`${path}/earning_codes?${q}`), field, keyword);
      });
    });
  });

  describe('payment schedules', () => {
    const create = async (body: Record<string, unknown>, path = base, k?: Key) => expectStatus(await api(k).post(`${path}/payment_schedules`, body), 201).body;

    it('creates with each caller kind: 201, Location, exact body, read back, payment_schedule.created', async () => {
      for (const [i, k] of [t.partner.key, t.corporation.key, t.company.key].entries()) {
        const res = expectStatus(await api(k).post(`${base}/payment_schedules`, { ...WEEKLY, name: `Weekly ${i}` }), 201);
        expect(res.headers.location).toBe(`${base}/payment_schedules/${res.body.id}`);
        expect(res.body).toEqual({
          id: expect.stringMatching(/^ps_[0-9a-z]+$/),
          companyId,
          name: `Weekly ${i}`,
          payFrequency: 'Weekly',
          firstPayday: '2026-01-09',
          firstPeriodEnd: '2026-01-04',
          active: true,
        });
        expect(expectStatus(await api(k).get(res.headers.location), 200).body).toEqual(res.body);
        const evs = await events('payment_schedule.created', res.body.id);
        expect(evs.map((e) => ({ companyId: e.companyId, resourceType: e.resourceType, data: e.data }))).toEqual([{ companyId, resourceType: 'PaymentSchedule', data: res.body }]);
      }
    });

    it('creates a Semimonthly schedule with its secondPayday, and each other frequency without', async () => {
      expect(await create(SEMIMONTHLY)).toEqual({ id: expect.any(String), companyId, ...SEMIMONTHLY, active: true });
      for (const payFrequency of ['Biweekly', 'Monthly', 'Quarterly', 'Annually']) {
        const body = { name: payFrequency, payFrequency, firstPayday: '2026-01-30', firstPeriodEnd: '2026-01-30', active: false };
        expect(await create(body)).toEqual({ id: expect.any(String), companyId, ...body });
      }
    });

    it.each([
      ['Semimonthly without secondPayday', { ...SEMIMONTHLY, secondPayday: undefined }, 'required'],
      ['Weekly with a secondPayday', { ...WEEKLY, secondPayday: '2026-01-23' }, 'not'],
      ['Monthly with a secondPayday', { ...WEEKLY, payFrequency: 'Monthly', secondPayday: '2026-01-23' }, 'not'],
    ])('create: %s -> 400 validation_failed on body.secondPayday', async (_label, body, code) => {
      const problem = expectProblem(await api().post(`${base}/payment_schedules`, body), 400, 'validation_failed');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.secondPayday', code]]);
    });

    it.each([
      ['missing name', 'body.name', 'required', { ...WEEKLY, name: undefined }],
      ['missing payFrequency', 'body.payFrequency', 'required', { ...WEEKLY, payFrequency: undefined }],
      ['missing firstPayday', 'body.firstPayday', 'required', { ...WEEKLY, firstPayday: undefined }],
      ['missing firstPeriodEnd', 'body.firstPeriodEnd', 'required', { ...WEEKLY, firstPeriodEnd: undefined }],
      ['unknown frequency', 'body.payFrequency', 'enum', { ...WEEKLY, payFrequency: 'Daily' }],
      ['not a date', 'body.firstPayday', 'format', { ...WEEKLY, firstPayday: '01/09/2026' }],
      ['an impossible date', 'body.firstPeriodEnd', 'format', { ...WEEKLY, firstPeriodEnd: '2026-02-30' }],
      ['a date-time', 'body.firstPayday', 'format', { ...WEEKLY, firstPayday: '2026-01-09T00:00:00Z' }],
      ['empty name', 'body.name', 'minLength', { ...WEEKLY, name: '' }],
      ['unknown property', 'body.companyId', 'additionalProperties', { ...WEEKLY, companyId: 'com_x' }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      expectFieldError(await api().post(`${base}/payment_schedules`, body), field, keyword);
    });

    it.each([
      ['firstPeriodEnd after firstPayday', 'body.firstPeriodEnd', { ...WEEKLY, firstPeriodEnd: '2026-01-10' }],
      ['secondPayday on firstPayday', 'body.secondPayday', { ...SEMIMONTHLY, secondPayday: '2026-01-15' }],
      ['secondPayday before firstPayday', 'body.secondPayday', { ...SEMIMONTHLY, secondPayday: '2026-01-14' }],
      ['secondPayday in the next month', 'body.secondPayday', { ...SEMIMONTHLY, secondPayday: '2026-02-01' }],
    ])('create: %s -> 422 invalid_date_range on %s', async (_label, field, body) => {
      const problem = expectProblem(await api().post(`${base}/payment_schedules`, body), 422, 'invalid_date_range');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([[field, 'invalid_date_range']]);
    });

    it('a period may end on its payday', async () => {
      expect(await create({ ...WEEKLY, firstPeriodEnd: '2026-01-09' })).toMatchObject({ firstPayday: '2026-01-09', firstPeriodEnd: '2026-01-09' });
    });

    it('updates only the fields sent; each update writes payment_schedule.updated', async () => {
      const s = await create(WEEKLY);
      const r1 = expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { name: 'Weekly field crews' }), 200);
      expect(r1.body).toEqual({ ...s, name: 'Weekly field crews' });
      const r2 = expectStatus(await api(t.corporation.key).patch(`${base}/payment_schedules/${s.id}`, { firstPayday: '2026-01-16', firstPeriodEnd: '2026-01-11' }), 200);
      expect(r2.body).toEqual({ ...r1.body, firstPayday: '2026-01-16', firstPeriodEnd: '2026-01-11' });
      const r3 = expectStatus(await api(t.company.key).patch(`${base}/payment_schedules/${s.id}`, { active: false, payFrequency: 'Biweekly' }), 200);
      expect(r3.body).toEqual({ ...r2.body, payFrequency: 'Biweekly', active: false });
      expect(expectStatus(await api().get(`${base}/payment_schedules/${s.id}`), 200).body).toEqual(r3.body);
      const evs = await events('payment_schedule.updated', s.id);
      expect(evs).toHaveLength(3);
      expect(evs.map((e) => e.data)).toEqual(expect.arrayContaining([r1.body, r2.body, r3.body]));
    });

    it('switching to Semimonthly needs secondPayday in the same request; switching away drops it', async () => {
      const s = await create(WEEKLY);
      const problem = expectProblem(await api().patch(`${base}/payment_schedules/${s.id}`, { payFrequency: 'Semimonthly' }), 400, 'validation_failed');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.secondPayday', 'required']]);
      const semi = expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { payFrequency: 'Semimonthly', secondPayday: '2026-01-23' }), 200);
      expect(semi.body).toEqual({ ...s, payFrequency: 'Semimonthly', secondPayday: '2026-01-23' });
      // Already Semimonthly: the stored secondPayday stays unless sent.
      const renamed = expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { name: 'Twice a month' }), 200);
      expect(renamed.body).toEqual({ ...semi.body, name: 'Twice a month' });
      const moved = expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { secondPayday: '2026-01-30' }), 200);
      expect(moved.body.secondPayday).toBe('2026-01-30');
      const monthly = expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { payFrequency: 'Monthly' }), 200);
      expect(monthly.body).toEqual({ ...s, name: 'Twice a month', payFrequency: 'Monthly' });
      expect(monthly.body).not.toHaveProperty('secondPayday');
      const row = await server().db.prisma.paymentSchedule.findUnique({ where: { id: s.id } });
      expect(row?.secondPayday).toBeNull();
    });

    it.each([
      ['a secondPayday on a Weekly schedule', { secondPayday: '2026-01-23' }, 400, 'validation_failed', 'body.secondPayday'],
      ['a secondPayday with a switch to Monthly', { payFrequency: 'Monthly', secondPayday: '2026-01-23' }, 400, 'validation_failed', 'body.secondPayday'],
      ['firstPeriodEnd after the stored firstPayday', { firstPeriodEnd: '2026-01-10' }, 422, 'invalid_date_range', 'body.firstPeriodEnd'],
      ['firstPayday before the stored firstPeriodEnd', { firstPayday: '2026-01-03' }, 422, 'invalid_date_range', 'body.firstPeriodEnd'],
      ['a Semimonthly secondPayday before firstPayday', { payFrequency: 'Semimonthly', secondPayday: '2026-01-08' }, 422, 'invalid_date_range', 'body.secondPayday'],
    ])('update with %s -> %i %s', async (_label, body, status, code, field) => {
      const s = await create(WEEKLY);
      const problem = expectProblem(await api().patch(`${base}/payment_schedules/${s.id}`, body), status, code);
      expect(problem.errors?.map((e) => e.field)).toEqual([field]);
      expect(expectStatus(await api().get(`${base}/payment_schedules/${s.id}`), 200).body).toEqual(s);
      expect(await events('payment_schedule.updated', s.id)).toHaveLength(0);
    });

    it('a Semimonthly firstPayday moved to another month than the stored secondPayday is 422', async () => {
      const s = await create(SEMIMONTHLY);
      const problem = expectProblem(await api().patch(`${base}/payment_schedules/${s.id}`, { firstPayday: '2026-02-13' }), 422, 'invalid_date_range');
      expect(problem.errors?.map((e) => e.field)).toEqual(['body.secondPayday']);
      const ok = expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { firstPayday: '2026-02-13', secondPayday: '2026-02-27' }), 200);
      expect(ok.body).toEqual({ ...s, firstPayday: '2026-02-13', secondPayday: '2026-02-27' });
    });

    it.each([
      ['an empty body', 'body', 'minProperties', {}],
      ['a null secondPayday', 'body.secondPayday', 'type', { secondPayday: null }],
      ['a bad date', 'body.firstPayday', 'format', { firstPayday: '2026-1-9' }],
      ['an unknown property', 'body.id', 'additionalProperties', { id: 'ps_x' }],
    ])('update with %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const s = await create(WEEKLY);
      expectFieldError(await api().patch(`${base}/payment_schedules/${s.id}`, body), field, keyword);
    });

    it('an unknown schedule, or one of another company, is 404', async () => {
      const other = await create(WEEKLY, siblingBase);
      const mine = await create(WEEKLY);
      expectProblem(await api().get(`${base}/payment_schedules/ps_unknown`), 404, 'not_found');
      expectProblem(await api().patch(`${base}/payment_schedules/ps_unknown`, { name: 'X' }), 404, 'not_found');
      expectProblem(await api().get(`${base}/payment_schedules/${other.id}`), 404, 'not_found');
      expectProblem(await api().patch(`${base}/payment_schedules/${other.id}`, { name: 'X' }), 404, 'not_found');
      expectProblem(await api(t.company.key).get(`${siblingBase}/payment_schedules/${other.id}`), 404, 'not_found');
      expectProblem(await api(t.foreign.key).get(`${base}/payment_schedules/${mine.id}`), 404, 'not_found');
      expectProblem(await api(t.foreign.key).get(`${base}/payment_schedules`), 404, 'not_found');
      expectProblem(await api(t.foreignCompany.key).post(`${base}/payment_schedules`, WEEKLY), 404, 'not_found');
    });

    // Paging, and an empty company's list: list-conformance.test.ts.
    it('lists in creation order; a company outside the corporation is 404 to it', async () => {
      const path = `/v1/companies/${(await createCompany(server(), t.partner.key, { legalName: 'Schedule Lister' })).id}`;
      const s = [await create(WEEKLY, path), await create(SEMIMONTHLY, path), await create({ ...WEEKLY, name: 'Third' }, path)];
      const all = expectStatus(await api().get(`${path}/payment_schedules`), 200);
      expect(all.body).toEqual({ hasResources: true, totalResources: 3, totalPages: 1, pageSize: 10, currentPage: 1, previousPage: null, nextPage: null, results: s });
      const outside = await createCompany(server(), t.partner.key, { legalName: 'No Schedules LLC' });
      expectProblem(await api(t.corporation.key).get(`/v1/companies/${outside.id}/payment_schedules`), 404, 'not_found'); // not in the corporation
    });
  });

  describe('paydays', () => {
    let weekly: { id: string };
    let paydays: string;

    beforeAll(async () => {
      weekly = expectStatus(await api().post(`${base}/payment_schedules`, WEEKLY), 201).body;
      paydays = `${base}/payment_schedules/${weekly.id}/paydays`;
    });

    it('lists the contract example month: moved paydays flagged, FourDay deadlines', async () => {
      for (const k of [t.partner.key, t.corporation.key, t.company.key]) {
        const res = expectStatus(await api(k).get(`${paydays}?startDate=2026-12-01&endDate=2026-12-31`), 200);
        expect(res.body).toEqual({
          hasResources: true,
          totalResources: 5,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: [
            pd('2026-12-04', '2026-11-23', '2026-11-29', '2026-11-30'),
            pd('2026-12-11', '2026-11-30', '2026-12-06', '2026-12-07'),
            pd('2026-12-18', '2026-12-07', '2026-12-13', '2026-12-14'),
            pd('2026-12-24', '2026-12-14', '2026-12-20', '2026-12-18', true), // Christmas, Friday
            pd('2026-12-31', '2026-12-21', '2026-12-27', '2026-12-24', true), // New Year's Day 2027, Friday
          ],
        });
      }
    });

    it('nothing is generated before firstPayday', async () => {
      const res = expectStatus(await api().get(`${paydays}?startDate=2025-06-01&endDate=2026-01-31`), 200);
      expect(res.body.results).toEqual([
        pd('2026-01-09', '2025-12-29', '2026-01-04', '2026-01-05'),
        pd('2026-01-16', '2026-01-05', '2026-01-11', '2026-01-12'),
        pd('2026-01-23', '2026-01-12', '2026-01-18', '2026-01-16'), // MLK Day skipped
        pd('2026-01-30', '2026-01-19', '2026-01-25', '2026-01-26'),
      ]);
      expect(expectStatus(await api().get(`${paydays}?startDate=2025-01-01&endDate=2026-01-08`), 200).body).toMatchObject({ hasResources: false, totalResources: 0, results: [] });
    });

    it('defaults: from today (the service clock, UTC date) to 12 months later, paged', async () => {
      server().clock.set('2026-11-20T23:30:00Z'); // a Friday payday, late in the UTC day
      const p1 = expectStatus(await api().get(paydays), 200);
      expect({ ...p1.body, results: undefined }).toEqual({
        hasResources: true,
        totalResources: 53, // 2026-11-20 .. 2027-11-19, weekly
        totalPages: 6,
        pageSize: 10,
        currentPage: 1,
        previousPage: null,
        nextPage: 2,
        results: undefined,
      });
      expect(p1.body.results.slice(0, 2)).toEqual([
        pd('2026-11-20', '2026-11-09', '2026-11-15', '2026-11-16'),
        pd('2026-11-27', '2026-11-16', '2026-11-22', '2026-11-20'), // the deadline skips Thanksgiving
      ]);
      const p6 = expectStatus(await api().get(`${paydays}?page=6`), 200);
      expect(p6.body.results.map((p: { payday: string }) => p.payday)).toEqual(['2027-11-05', '2027-11-12', '2027-11-19']);
      expect({ currentPage: p6.body.currentPage, previousPage: p6.body.previousPage, nextPage: p6.body.nextPage }).toEqual({ currentPage: 6, previousPage: 5, nextPage: null });

      server().clock.set('2026-11-21T00:00:00Z');
      const next = expectStatus(await api().get(`${paydays}?pageSize=1`), 200);
      expect(next.body.results).toEqual([pd('2026-11-27', '2026-11-16', '2026-11-22', '2026-11-20')]);
      expect(next.body.totalResources).toBe(52);
    });

    it('a startDate alone ends 12 months later; an endDate alone starts today', async () => {
      server().clock.set('2026-12-20T12:00:00Z');
      const fromStart = expectStatus(await api().get(`${paydays}?startDate=2026-01-01&pageSize=100`), 200);
      expect(fromStart.body.totalResources).toBe(52); // 2026-01-09 .. 2026-12-31 (the 2027-01-01 payday, moved)
      expect(fromStart.body.results.at(-1)).toEqual(pd('2026-12-31', '2026-12-21', '2026-12-27', '2026-12-24', true));
      const toEnd = expectStatus(await api().get(`${paydays}?endDate=2026-12-31`), 200);
      expect(toEnd.body.results.map((p: { payday: string }) => p.payday)).toEqual(['2026-12-24', '2026-12-31']);
      expectProblem(await api().get(`${paydays}?endDate=2026-12-19`), 422, 'invalid_date_range');
    });

    // Paging of a range: list-conformance.test.ts.
    it.each([
      ['endDate before startDate', 'startDate=2026-12-31&endDate=2026-12-30'],
      ['a range longer than 2 years', 'startDate=2026-01-01&endDate=2028-01-02'],
    ])('%s -> 422 invalid_date_range', async (_label, q) => {
      const problem = expectProblem(await api().get(`${paydays}?${q}`), 422, 'invalid_date_range');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['query.endDate', 'invalid_date_range']]);
    });

    it('a range of exactly 2 years, or of one day, is fine', async () => {
      expect(expectStatus(await api().get(`${paydays}?startDate=2026-01-01&endDate=2028-01-01`), 200).body.totalResources).toBe(104);
      expect(expectStatus(await api().get(`${paydays}?startDate=2026-12-24&endDate=2026-12-24`), 200).body.results).toEqual([pd('2026-12-24', '2026-12-14', '2026-12-20', '2026-12-18', true)]);
    });

    it.each([
      ['startDate=2026-13-01', 'query.startDate'],
      ['endDate=2026-02-30', 'query.endDate'],
      ['startDate=tomorrow', 'query.startDate'],
    ])('rejects %s -> 400 naming %s', async (q, field) => {
      expectFieldError(await api().get(`${paydays}?${q}`), field);
    });

    it('Semimonthly, with each processing period of the company', async () => {
      const path = `/v1/companies/${(await createCompany(server(), t.partner.key, { legalName: 'Processing Periods LLC' })).id}`;
      const semi = expectStatus(await api().post(`${path}/payment_schedules`, SEMIMONTHLY), 201).body;
      const url = `${path}/payment_schedules/${semi.id}/paydays?startDate=2026-01-01&endDate=2026-02-28`;
      expect(expectStatus(await api().get(url), 200).body.results).toEqual([
        pd('2026-01-15', '2025-12-27', '2026-01-10', '2026-01-09'),
        pd('2026-01-30', '2026-01-11', '2026-01-26', '2026-01-26', true),
        pd('2026-02-13', '2026-01-27', '2026-02-10', '2026-02-09', true),
        pd('2026-02-27', '2026-02-11', '2026-02-23', '2026-02-23', true),
      ]);
      const deadlines: Record<string, string[]> = {
        ThreeDay: ['2026-01-12', '2026-01-27', '2026-02-10', '2026-02-24'],
        TwoDay: ['2026-01-13', '2026-01-28', '2026-02-11', '2026-02-25'],
        OneDay: ['2026-01-14', '2026-01-29', '2026-02-12', '2026-02-26'],
      };
      for (const [processingPeriod, expected] of Object.entries(deadlines)) {
        await server().db.prisma.company.update({ where: { id: path.split('/')[3] }, data: { processingPeriod: processingPeriod as 'OneDay' } });
        expect(expectStatus(await api().get(url), 200).body.results.map((p: { deadline: string }) => p.deadline)).toEqual(expected);
      }
    });

    it('a retired schedule still lists its paydays; a schedule changed later generates from its new dates', async () => {
      const s = expectStatus(await api().post(`${base}/payment_schedules`, { ...WEEKLY, name: 'Retiring' }), 201).body;
      const url = `${base}/payment_schedules/${s.id}/paydays?startDate=2026-12-01&endDate=2026-12-15`;
      expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { active: false }), 200);
      expect(expectStatus(await api().get(url), 200).body.results.map((p: { payday: string }) => p.payday)).toEqual(['2026-12-04', '2026-12-11']);
      expectStatus(await api().patch(`${base}/payment_schedules/${s.id}`, { payFrequency: 'Monthly', firstPayday: '2026-01-15', firstPeriodEnd: '2026-01-15' }), 200);
      expect(expectStatus(await api().get(url), 200).body.results).toEqual([pd('2026-12-15', '2026-11-16', '2026-12-15', '2026-12-09')]);
    });

    it('an unknown schedule, one of another company, or a company out of scope is 404', async () => {
      const other = expectStatus(await api().post(`${siblingBase}/payment_schedules`, WEEKLY), 201).body;
      expectProblem(await api().get(`${base}/payment_schedules/ps_unknown/paydays`), 404, 'not_found');
      expectProblem(await api().get(`${base}/payment_schedules/${other.id}/paydays`), 404, 'not_found');
      expectProblem(await api(t.company.key).get(`${siblingBase}/payment_schedules/${other.id}/paydays`), 404, 'not_found');
      expectProblem(await api(t.foreign.key).get(paydays), 404, 'not_found');
    });
  });

  describe('tax deposits', () => {
    let path: string;
    let depositCompanyId: string;
    const d: string[] = [];
    const rows = [
      { payrollId: 'pay_a', tax: 'FederalIncomeTax', amount: '1249.80', dueDate: '2027-01-15', status: 'Pending' },
      { payrollId: 'pay_a', tax: 'SocialSecurity', amount: '2021.94', dueDate: '2027-01-15', status: 'Pending' },
      { payrollId: 'pay_a', tax: 'FederalUnemployment', amount: '97.50', dueDate: '2027-01-31', status: 'Paid' },
      { payrollId: 'pay_b', tax: 'Medicare', amount: '472.88', dueDate: '2027-02-15', status: 'Failed' },
      { payrollId: 'pay_b', tax: 'AdditionalMedicare', amount: '0.00', dueDate: '2027-02-15', status: 'Pending' },
    ] as const;

    beforeAll(async () => {
      depositCompanyId = (await createCompany(server(), t.partner.key, { legalName: 'Deposits LLC', corporationId: t.corporation.id })).id;
      path = `/v1/companies/${depositCompanyId}/tax_deposits`;
      for (const [i, r] of rows.entries()) {
        const id = `td_test${i}`;
        // Rows come from payroll approval (another issue); written here directly, oldest first.
        await server().db.prisma.taxDeposit.create({
          data: { id, companyId: depositCompanyId, ...r, dueDate: new Date(`${r.dueDate}T00:00:00Z`), createdAt: new Date(Date.UTC(2026, 11, 1, 0, 0, 10 - i)) },
        });
        d.push(id);
      }
      // A deposit of another company, with the same payroll id, is never listed here.
      await server().db.prisma.taxDeposit.create({
        data: { id: 'td_elsewhere', companyId, payrollId: 'pay_a', tax: 'Medicare', amount: '1.00', dueDate: new Date('2027-01-15T00:00:00Z') },
      });
    });

    it('lists the exact deposits, oldest first, for every caller kind that sees the company', async () => {
      // createdAt counts down above: d[4] is the oldest.
      // Rows written before codes and agencies were stored read as federal deposits to the IRS, with their codes.
      const codes: Record<string, string> = { FederalIncomeTax: 'us_fit', SocialSecurity: 'us_fica_ss', FederalUnemployment: 'us_futa', Medicare: 'us_fica_medicare', AdditionalMedicare: 'us_fica_additional_medicare' };
      const expected = [...rows.keys()]
        .reverse()
        .map((i) => ({ id: d[i], companyId: depositCompanyId, ...rows[i], amount: Number(rows[i].amount), jurisdiction: 'US', code: codes[rows[i].tax], agency: 'Internal Revenue Service' }));
      for (const k of [t.partner.key, t.corporation.key]) {
        expect(expectStatus(await api(k).get(path), 200).body).toEqual({
          hasResources: true,
          totalResources: 5,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: expected,
        });
      }
      expect(expected[4]).toEqual({ id: 'td_test0', companyId: depositCompanyId, payrollId: 'pay_a', tax: 'FederalIncomeTax', amount: 1249.8, dueDate: '2027-01-15', status: 'Pending', jurisdiction: 'US', code: 'us_fit', agency: 'Internal Revenue Service' });
    });

    it.each([
      ['payrollId=pay_a', [2, 1, 0]],
      ['payrollId=pay_b', [4, 3]],
      ['payrollId=pay_unknown', []],
      ['status=Pending', [4, 1, 0]],
      ['status=Paid', [2]],
      ['status=Failed', [3]],
      ['payrollId=pay_a&status=Pending', [1, 0]],
      ['payrollId=pay_b&status=Paid', []],
    ])('filter %s', async (q, expected) => {
      const res = expectStatus(await api().get(`${path}?${q}`), 200);
      expect(ids(res)).toEqual((expected as number[]).map((i) => d[i]));
      expect({ total: res.body.totalResources, has: res.body.hasResources }).toEqual({ total: (expected as number[]).length, has: (expected as number[]).length > 0 });
    });

    // Paging of the whole list, and a company without deposits: list-conformance.test.ts.
    it('a filtered list pages over the matching deposits only', async () => {
      const filtered = expectStatus(await api().get(`${path}?status=Pending&pageSize=2&page=2`), 200);
      expect({ ...filtered.body, results: ids(filtered) }).toEqual({ hasResources: true, totalResources: 3, totalPages: 2, pageSize: 2, currentPage: 2, previousPage: 1, nextPage: null, results: [d[0]] });
    });

    it("a company's own key sees only its deposits", async () => {
      expect(ids(expectStatus(await api(t.company.key).get(`${base}/tax_deposits`), 200))).toEqual(['td_elsewhere']);
    });

    it('another tenant, or a company key of another company, gets 404', async () => {
      expectProblem(await api(t.foreign.key).get(path), 404, 'not_found');
      expectProblem(await api(t.company.key).get(path), 404, 'not_found');
      expectProblem(await api().get('/v1/companies/com_unknown/tax_deposits'), 404, 'not_found');
    });

    it.each([
      ['status=Due', 'query.status', 'enum'],
      ['payrollId=' + 'p'.repeat(65), 'query.payrollId', 'maxLength'],
      ['tax=Medicare', 'query.tax', undefined],
    ])('rejects %s -> 400 naming %s', async (q, field, keyword) => {
      expectFieldError(await api().get(`${path}?${q}`), field, keyword);
    });
  });
});

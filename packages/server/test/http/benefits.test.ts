// Benefits: company benefit plans and employee benefits. Create, read, update, delete with exact bodies,
// the link between them (inherited type and period, associatedEmployeeBenefits, 409 while linked),
// contribution and date rules, every list filter, scope and the events written.
import { forEachDatabase } from '@payroll/test-support';
import { client, createCompanyWithKey, createTenancy, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';

forEachDatabase('benefits', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let sibling: Awaited<ReturnType<typeof createCompanyWithKey>>;
  let base: string;
  let siblingBase: string;
  let emp: string;
  let emp2: string;
  let inactiveEmp: string;
  let siblingEmp: string;
  const as = (k?: Key) => client(server().app, k ?? t.partner.key);

  const employee = async (path: string, firstName: string, extra: Record<string, unknown> = {}) =>
    expectStatus(await as().post(`${path}/employees`, { firstName, lastName: 'Tester', startDate: '2025-01-06', ...extra }), 201).body.id as string;
  const createPlan = async (body: Record<string, unknown>, path = base, k?: Key) => expectStatus(await as(k).post(`${path}/benefits/company`, body), 201).body;
  const enroll = async (body: Record<string, unknown>, path = base, k?: Key) => expectStatus(await as(k).post(`${path}/benefits/employee`, body), 201).body;
  const events = (type: string, resourceId: string) => server().db.prisma.event.findMany({ where: { type, resourceId }, orderBy: { createdAt: 'asc' } });

  const MEDICAL_PLAN = {
    description: 'Blue Shield PPO medical plan',
    effectiveStart: '2026-01-01',
    effectiveEnd: null,
    type: 'Medical125',
    period: 'Monthly',
    employeeContributionAmount: 216.67,
    employeeContributionPercent: null,
    companyContributionAmount: 450.25,
    companyContributionPercent: null,
  };

  beforeAll(async () => {
    t = await createTenancy(server());
    sibling = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Sibling Benefits LLC' });
    base = `/v1/companies/${t.company.id}`;
    siblingBase = `/v1/companies/${sibling.id}`;
    emp = await employee(base, 'Maria');
    emp2 = await employee(base, 'Jamal');
    inactiveEmp = await employee(base, 'Retired', { active: false });
    siblingEmp = await employee(siblingBase, 'Sibling');
  });

  afterEach(() => server().clock.reset());

  describe('company benefits', () => {
    it('creates a plan: 201, Location, exact body, read back, benefit.created event', async () => {
      const res = expectStatus(await as().post(`${base}/benefits/company`, MEDICAL_PLAN), 201);
      const expected = { id: expect.stringMatching(/^cbn_[0-9a-z]+$/), companyId: t.company.id, source: null, ...MEDICAL_PLAN, associatedEmployeeBenefits: 0 };
      expect(res.body).toEqual(expected);
      expect(res.headers.location).toBe(`${base}/benefits/company/${res.body.id}`);
      expect(expectStatus(await as().get(res.headers.location), 200).body).toEqual(res.body);
      const [event] = await events('benefit.created', res.body.id);
      expect(event).toMatchObject({ companyId: t.company.id, partnerId: t.partner.id, resourceType: 'CompanyBenefit', data: res.body });
    });

    it('a minimal plan: period Monthly, open-ended, no contributions', async () => {
      const plan = await createPlan({ effectiveStart: '2026-02-01', type: 'Life125' });
      expect(plan).toEqual({
        id: expect.any(String),
        companyId: t.company.id,
        source: null,
        description: null,
        effectiveStart: '2026-02-01',
        effectiveEnd: null,
        type: 'Life125',
        period: 'Monthly',
        employeeContributionAmount: null,
        employeeContributionPercent: null,
        companyContributionAmount: null,
        companyContributionPercent: null,
        associatedEmployeeBenefits: 0,
      });
    });

    it('partner, corporation and company keys may create and read plans', async () => {
      for (const k of [t.partner.key, t.corporation.key, t.company.key]) {
        const plan = await createPlan({ effectiveStart: '2026-01-01', type: 'Dental125', employeeContributionPercent: 2.5, companyContributionPercent: 97.5 }, base, k);
        expect(plan).toMatchObject({ companyId: t.company.id, employeeContributionPercent: 2.5, companyContributionPercent: 97.5 });
        expect(expectStatus(await as(k).get(`${base}/benefits/company/${plan.id}`), 200).body).toEqual(plan);
      }
    });

    it('an end equal to the start is allowed; an end before it is 422 invalid_date_range', async () => {
      expect((await createPlan({ effectiveStart: '2026-01-01', effectiveEnd: '2026-01-01', type: 'Vision125' })).effectiveEnd).toBe('2026-01-01');
      const problem = expectProblem(
        await as().post(`${base}/benefits/company`, { effectiveStart: '2026-01-01', effectiveEnd: '2025-12-31', type: 'Vision125' }),
        422,
        'invalid_date_range',
      );
      expect(problem.errors).toEqual([{ field: 'body.effectiveEnd', message: expect.any(String), code: 'invalid_date_range' }]);
    });

    it.each([
      ['employee', { employeeContributionAmount: 10, employeeContributionPercent: 1 }, ['body.employeeContributionAmount', 'body.employeeContributionPercent']],
      ['company', { companyContributionAmount: 0, companyContributionPercent: 0 }, ['body.companyContributionAmount', 'body.companyContributionPercent']],
    ])('an amount and a percent for the %s is 422 contribution_conflict', async (_party, contributions, fields) => {
      const res = await as().post(`${base}/benefits/company`, { effectiveStart: '2026-01-01', type: 'Medical125', ...contributions });
      expect(expectProblem(res, 422, 'contribution_conflict').errors?.map((e) => [e.field, e.code])).toEqual(fields.map((f) => [f, 'contribution_conflict']));
    });

    it('an amount of one party and a percent of the other is fine; null beside a value is no conflict', async () => {
      const plan = await createPlan({
        effectiveStart: '2026-01-01',
        type: 'Pension401K',
        employeeContributionAmount: null,
        employeeContributionPercent: 6,
        companyContributionAmount: 25,
        companyContributionPercent: null,
      });
      expect(plan).toMatchObject({ employeeContributionAmount: null, employeeContributionPercent: 6, companyContributionAmount: 25, companyContributionPercent: null });
    });

    it.each([
      ['missing type', 'body.type', 'required', { effectiveStart: '2026-01-01' }],
      ['missing effectiveStart', 'body.effectiveStart', 'required', { type: 'Medical125' }],
      ['unknown type', 'body.type', 'enum', { effectiveStart: '2026-01-01', type: 'Gym' }],
      ['period other than Monthly', 'body.period', 'enum', { effectiveStart: '2026-01-01', type: 'Medical125', period: 'Weekly' }],
      ['percent above 100', 'body.employeeContributionPercent', 'maximum', { effectiveStart: '2026-01-01', type: 'Medical125', employeeContributionPercent: 100.5 }],
      ['negative percent', 'body.companyContributionPercent', 'minimum', { effectiveStart: '2026-01-01', type: 'Medical125', companyContributionPercent: -1 }],
      ['negative amount', 'body.employeeContributionAmount', 'minimum', { effectiveStart: '2026-01-01', type: 'Medical125', employeeContributionAmount: -0.01 }],
      ['amount too large for the column', 'body.companyContributionAmount', 'maximum', { effectiveStart: '2026-01-01', type: 'Medical125', companyContributionAmount: 1e12 }],
      ['bad date', 'body.effectiveStart', 'format', { effectiveStart: '2026-02-30', type: 'Medical125' }],
      ['too long description', 'body.description', 'maxLength', { effectiveStart: '2026-01-01', type: 'Medical125', description: 'd'.repeat(256) }],
      ['unknown property', 'body.associatedEmployeeBenefits', 'additionalProperties', { effectiveStart: '2026-01-01', type: 'Medical125', associatedEmployeeBenefits: 3 }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      expectFieldError(await as().post(`${base}/benefits/company`, body), field, keyword);
    });

    it('updates only the fields sent; a pair member clears the other; benefit.updated events', async () => {
      const plan = await createPlan(MEDICAL_PLAN);
      const r1 = expectStatus(await as().patch(`${base}/benefits/company/${plan.id}`, { effectiveEnd: '2026-12-31', companyContributionAmount: 475.5 }), 200);
      expect(r1.body).toEqual({ ...plan, effectiveEnd: '2026-12-31', companyContributionAmount: 475.5 });
      const r2 = expectStatus(await as().patch(`${base}/benefits/company/${plan.id}`, { employeeContributionPercent: 4.25, description: 'Renamed plan', period: 'Monthly' }), 200);
      expect(r2.body).toEqual({ ...r1.body, description: 'Renamed plan', employeeContributionAmount: null, employeeContributionPercent: 4.25 });
      const r3 = expectStatus(await as().patch(`${base}/benefits/company/${plan.id}`, { companyContributionPercent: 80, effectiveStart: '2025-07-01' }), 200);
      expect(r3.body).toEqual({ ...r2.body, effectiveStart: '2025-07-01', companyContributionAmount: null, companyContributionPercent: 80 });
      expect(expectStatus(await as().get(`${base}/benefits/company/${plan.id}`), 200).body).toEqual(r3.body);
      const updated = await events('benefit.updated', plan.id);
      expect(updated.map((e) => e.data)).toEqual([r1.body, r2.body, r3.body]);
    });

    it('update: both of a pair is 422 contribution_conflict; dates crossing the stored ones are 422 invalid_date_range', async () => {
      const plan = await createPlan({ ...MEDICAL_PLAN, effectiveEnd: '2026-06-30' });
      const path = `${base}/benefits/company/${plan.id}`;
      expectProblem(await as().patch(path, { companyContributionAmount: 1, companyContributionPercent: 1 }), 422, 'contribution_conflict');
      expectProblem(await as().patch(path, { effectiveStart: '2026-07-01' }), 422, 'invalid_date_range');
      expectProblem(await as().patch(path, { effectiveEnd: '2025-12-31' }), 422, 'invalid_date_range');
      expectProblem(await as().patch(path, { effectiveStart: '2026-03-01', effectiveEnd: '2026-02-28' }), 422, 'invalid_date_range');
      expect(expectStatus(await as().get(path), 200).body).toEqual(plan);
      expect(await events('benefit.updated', plan.id)).toHaveLength(0);
      // Both moved together is fine.
      expect(expectStatus(await as().patch(path, { effectiveStart: '2026-07-01', effectiveEnd: '2026-12-31' }), 200).body).toMatchObject({
        effectiveStart: '2026-07-01',
        effectiveEnd: '2026-12-31',
      });
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['period other than Monthly', 'body.period', 'enum', { period: 'Biweekly' }],
      ['type cannot change', 'body.type', 'additionalProperties', { type: 'Dental125' }],
      ['percent above 100', 'body.companyContributionPercent', 'maximum', { companyContributionPercent: 101 }],
      ['null amount', 'body.employeeContributionAmount', 'type', { employeeContributionAmount: null }],
      ['amount too large for the column', 'body.employeeContributionAmount', 'maximum', { employeeContributionAmount: 5e12 }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const plan = await createPlan(MEDICAL_PLAN);
      expectFieldError(await as().patch(`${base}/benefits/company/${plan.id}`, body), field, keyword);
    });

    it('counts linked employee benefits; deleting while linked is 409 resource_in_use; then 204 and 404', async () => {
      const plan = await createPlan(MEDICAL_PLAN);
      const path = `${base}/benefits/company/${plan.id}`;
      const a = await enroll({ employeeId: emp, companyBenefitId: plan.id });
      const b = await enroll({ employeeId: emp2, companyBenefitId: plan.id });
      expect(expectStatus(await as().get(path), 200).body.associatedEmployeeBenefits).toBe(2);
      expect(expectProblem(await as().delete(path), 409, 'resource_in_use').detail).toContain('2 employee benefit');
      expectStatus(await as().delete(`${base}/benefits/employee/${a.id}`), 204);
      expect(expectStatus(await as().get(path), 200).body.associatedEmployeeBenefits).toBe(1);
      expectProblem(await as().delete(path), 409, 'resource_in_use');
      expectStatus(await as().delete(`${base}/benefits/employee/${b.id}`), 204);
      // Updating the plan leaves linked data alone, and the count shows in the update answer too.
      expect(expectStatus(await as().patch(path, { description: 'x' }), 200).body.associatedEmployeeBenefits).toBe(0);
      const del = expectStatus(await as().delete(path), 204);
      expect(del.text).toBe('');
      expectProblem(await as().get(path), 404, 'not_found');
      expectProblem(await as().delete(path), 404, 'not_found');
      expectProblem(await as().patch(path, { description: 'gone' }), 404, 'not_found');
      const [event] = await events('benefit.deleted', plan.id);
      expect(event).toMatchObject({ companyId: t.company.id, resourceType: 'CompanyBenefit', data: { id: plan.id } });
    });

    it('scope: unknown ids, another company’s plan, another company’s key and another partner’s key are 404', async () => {
      const mine = await createPlan(MEDICAL_PLAN);
      const theirs = await createPlan(MEDICAL_PLAN, siblingBase);
      for (const id of ['cbn_unknown', theirs.id]) {
        expectProblem(await as().get(`${base}/benefits/company/${id}`), 404, 'not_found');
        expectProblem(await as().patch(`${base}/benefits/company/${id}`, { description: 'x' }), 404, 'not_found');
        expectProblem(await as().delete(`${base}/benefits/company/${id}`), 404, 'not_found');
      }
      for (const k of [sibling.key, t.foreignCompany.key, t.foreign.key]) {
        expectProblem(await as(k).get(`${base}/benefits/company/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).patch(`${base}/benefits/company/${mine.id}`, { description: 'x' }), 404, 'not_found');
        expectProblem(await as(k).delete(`${base}/benefits/company/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).post(`${base}/benefits/company`, MEDICAL_PLAN), 404, 'not_found');
        expectProblem(await as(k).get(`${base}/benefits/company?id=${mine.id}`), 404, 'not_found');
      }
      // Nothing changed.
      expect(expectStatus(await as().get(`${base}/benefits/company/${mine.id}`), 200).body).toEqual(mine);
      expect(expectStatus(await as().get(`${siblingBase}/benefits/company/${theirs.id}`), 200).body).toEqual(theirs);
      // The sibling's own key sees its plan.
      expect(expectStatus(await as(sibling.key).get(`${siblingBase}/benefits/company/${theirs.id}`), 200).body).toEqual(theirs);
    });

    describe('list', () => {
      let path: string;
      const c: string[] = [];
      const q = (query: string, which: number[] = [0, 1, 2, 3, 4]) => `${path}/benefits/company?${which.map((i) => `id=${c[i]}`).join('&')}${query ? `&${query}` : ''}`;

      beforeAll(async () => {
        const lister = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Plan Lister LLC' });
        path = `/v1/companies/${lister.id}`;
        const bodies = [
          { ...MEDICAL_PLAN },
          { description: 'Delta Dental PPO plan', effectiveStart: '2026-01-01', effectiveEnd: '2026-06-30', type: 'Dental125', employeeContributionAmount: 18.5, companyContributionAmount: 42.75 },
          { description: '401(k) plan', effectiveStart: '2026-03-01', type: 'Pension401K', employeeContributionPercent: 5, companyContributionPercent: 3 },
          { effectiveStart: '2025-01-01', effectiveEnd: '2025-12-31', type: 'Vision125', employeeContributionPercent: 1.5, companyContributionAmount: 10 },
          { description: 'Kaiser HMO medical', effectiveStart: '2026-02-01', type: 'Medical125', employeeContributionAmount: 100, companyContributionPercent: 50 },
        ];
        for (const body of bodies) c.push((await createPlan(body, path)).id);
        // A plan of another company, asked for by id, never shows.
        c.push((await createPlan(MEDICAL_PLAN)).id);
      });

      // Paging: list-conformance.test.ts.
      it('returns the listed ids in creation order with exact bodies', async () => {
        const all = expectStatus(await as().get(q('')), 200);
        expect(all.body).toEqual({
          hasResources: true,
          totalResources: 5,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: await Promise.all(c.slice(0, 5).map(async (id) => expectStatus(await as().get(`${path}/benefits/company/${id}`), 200).body)),
        });
      });

      it.each([
        ['id subset', '', [1, 3], [1, 3]],
        ['a single id', '', [2], [2]],
        ['another company’s id and an unknown id', 'id=cbn_unknown', [5], []],
        ['description (case-insensitive substring)', 'description=MEDICAL', undefined, [0, 4]],
        ['description, null descriptions never match', 'description=p', undefined, [0, 1, 2]],
        ['description, no match', 'description=zzz', undefined, []],
        ['type', 'type=Medical125', undefined, [0, 4]],
        ['type, no match', 'type=Life125', undefined, []],
        ['period', 'period=Monthly', undefined, [0, 1, 2, 3, 4]],
        ['effective mid-year', 'effective=2026-03-15', undefined, [0, 1, 2, 4]],
        ['effective on the first day (inclusive)', 'effective=2026-01-01', undefined, [0, 1]],
        ['effective on the last day (inclusive)', 'effective=2026-06-30', undefined, [0, 1, 2, 4]],
        ['effective after an end', 'effective=2026-07-01', undefined, [0, 2, 4]],
        ['effective in an earlier year', 'effective=2025-06-01', undefined, [3]],
        ['employeeContributionAmountAbove (strict)', 'employeeContributionAmountAbove=100', undefined, [0]],
        ['employeeContributionAmountAbove, nulls never match', 'employeeContributionAmountAbove=0', undefined, [0, 1, 4]],
        ['employeeContributionAmountAbove, decimal edge', 'employeeContributionAmountAbove=216.66', undefined, [0]],
        ['employeeContributionAmountAbove, at the value', 'employeeContributionAmountAbove=216.67', undefined, []],
        ['employeeContributionAmountBelow (strict)', 'employeeContributionAmountBelow=100', undefined, [1]],
        ['employeeContributionPercentAbove', 'employeeContributionPercentAbove=1.5', undefined, [2]],
        ['employeeContributionPercentBelow', 'employeeContributionPercentBelow=5', undefined, [3]],
        ['companyContributionAmountAbove', 'companyContributionAmountAbove=42.75', undefined, [0]],
        ['companyContributionAmountBelow', 'companyContributionAmountBelow=42.75', undefined, [3]],
        ['companyContributionPercentAbove', 'companyContributionPercentAbove=3', undefined, [4]],
        ['companyContributionPercentBelow', 'companyContributionPercentBelow=50', undefined, [2]],
        ['above and below together', 'employeeContributionAmountAbove=18&employeeContributionAmountBelow=200', undefined, [1, 4]],
        ['several filters together', 'type=Medical125&employeeContributionAmountBelow=200&effective=2026-02-01', undefined, [4]],
      ])('filter: %s', async (_label, query, which, expected) => {
        const res = expectStatus(await as().get(q(query as string, which as number[] | undefined)), 200);
        expect(ids(res)).toEqual((expected as number[]).map((i) => c[i]));
        expect(res.body.totalResources).toBe((expected as number[]).length);
      });

      it.each([
        ['no id', '', 'query.id'],
        ['unknown type', 'id=x&type=Gym', 'query.type'],
        ['period other than Monthly', 'id=x&period=Weekly', 'query.period'],
        ['bad effective date', 'id=x&effective=2026-13-01', 'query.effective'],
        ['non-numeric bound', 'id=x&companyContributionAmountAbove=lots', 'query.companyContributionAmountAbove'],
        ['employee-only filter', 'id=x&employeeId=emp_x', 'query.employeeId'],
      ])('rejects %s -> 400 naming %s', async (_label, query, field) => {
        expectFieldError(await as().get(`${path}/benefits/company?${query}`), field);
      });
    });
  });

  describe('employee benefits', () => {
    let plan: Record<string, unknown> & { id: string };
    beforeAll(async () => {
      plan = await createPlan(MEDICAL_PLAN);
    });

    it('enrolls in a plan: inherits type, period and effectiveStart; exact body; Location; event; plan count', async () => {
      const before = expectStatus(await as().get(`${base}/benefits/company/${plan.id}`), 200).body.associatedEmployeeBenefits as number;
      const res = expectStatus(
        await as().post(`${base}/benefits/employee`, {
          description: 'Blue Shield PPO medical',
          employeeId: emp,
          companyBenefitId: plan.id,
          hsaContributionLimit: 'Single',
          employeeContributionAmount: 216.67,
          employeeContributionPercent: null,
          companyContributionAmount: 450.25,
          companyContributionPercent: null,
        }),
        201,
      );
      expect(res.body).toEqual({
        id: expect.stringMatching(/^ebn_[0-9a-z]+$/),
        employeeId: emp,
        companyBenefitId: plan.id,
        source: null,
        description: 'Blue Shield PPO medical',
        effectiveStart: '2026-01-01',
        effectiveEnd: null,
        type: 'Medical125',
        hsaContributionLimit: 'Single',
        period: 'Monthly',
        employeeContributionAmount: 216.67,
        employeeContributionPercent: null,
        companyContributionAmount: 450.25,
        companyContributionPercent: null,
        isExternal: false,
      });
      expect(res.headers.location).toBe(`${base}/benefits/employee/${res.body.id}`);
      expect(expectStatus(await as().get(res.headers.location), 200).body).toEqual(res.body);
      expect(expectStatus(await as().get(`${base}/benefits/company/${plan.id}`), 200).body.associatedEmployeeBenefits).toBe(before + 1);
      const [event] = await events('benefit.created', res.body.id);
      expect(event).toMatchObject({ companyId: t.company.id, resourceType: 'EmployeeBenefit', data: res.body });
    });

    it('a standalone benefit needs a type; effectiveStart defaults to today (UTC); no hsaContributionLimit key when unset', async () => {
      server().clock.set('2026-05-20T23:30:00Z');
      const benefit = await enroll({ employeeId: emp, type: 'Pension401K', employeeContributionPercent: 5, companyContributionPercent: 3, companyBenefitId: null, effectiveStart: null });
      expect(benefit).toEqual({
        id: expect.any(String),
        employeeId: emp,
        companyBenefitId: null,
        source: null,
        description: null,
        effectiveStart: '2026-05-20',
        effectiveEnd: null,
        type: 'Pension401K',
        period: 'Monthly',
        employeeContributionAmount: null,
        employeeContributionPercent: 5,
        companyContributionAmount: null,
        companyContributionPercent: 3,
        isExternal: false,
      });
      expectFieldError(await as().post(`${base}/benefits/employee`, { employeeId: emp }), 'body.type', 'required');
      expectFieldError(await as().post(`${base}/benefits/employee`, { employeeId: emp, companyBenefitId: null }), 'body.type', 'required');
    });

    it('an explicit effectiveStart wins over the plan’s; a type equal to the plan’s is accepted', async () => {
      const benefit = await enroll({ employeeId: emp2, companyBenefitId: plan.id, type: 'Medical125', period: 'Monthly', effectiveStart: '2026-03-01', effectiveEnd: '2026-12-31' });
      expect(benefit).toMatchObject({ companyBenefitId: plan.id, type: 'Medical125', effectiveStart: '2026-03-01', effectiveEnd: '2026-12-31' });
    });

    it('an inactive employee of the company may be enrolled', async () => {
      expect(await enroll({ employeeId: inactiveEmp, type: 'Life125' })).toMatchObject({ employeeId: inactiveEmp, type: 'Life125' });
    });

    it('a type different from the plan’s is 422 invalid_reference on body.type', async () => {
      const problem = expectProblem(await as().post(`${base}/benefits/employee`, { employeeId: emp, companyBenefitId: plan.id, type: 'Dental125' }), 422, 'invalid_reference');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.type', 'invalid_reference']]);
    });

    it.each([
      ['an unknown employee', () => ({ employeeId: 'emp_unknown', type: 'Medical125' }), 'body.employeeId'],
      ['another company’s employee', () => ({ employeeId: siblingEmp, type: 'Medical125' }), 'body.employeeId'],
      ['an unknown plan', () => ({ employeeId: emp, companyBenefitId: 'cbn_unknown' }), 'body.companyBenefitId'],
      ['another company’s plan', () => ({ employeeId: emp, companyBenefitId: '{sibling}' }), 'body.companyBenefitId'],
    ])('%s is 422 invalid_reference', async (_label, body, field) => {
      const b = body() as Record<string, unknown>;
      if (b.companyBenefitId === '{sibling}') b.companyBenefitId = (await createPlan(MEDICAL_PLAN, siblingBase)).id;
      const problem = expectProblem(await as().post(`${base}/benefits/employee`, b), 422, 'invalid_reference');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([[field, 'invalid_reference']]);
    });

    it('contribution conflicts and date ranges (also against the inherited start) are 422', async () => {
      const conflictRes = await as().post(`${base}/benefits/employee`, { employeeId: emp, type: 'Medical125', companyContributionAmount: 5, companyContributionPercent: 5 });
      expect(expectProblem(conflictRes, 422, 'contribution_conflict').errors?.map((e) => e.field)).toEqual([
        'body.companyContributionAmount',
        'body.companyContributionPercent',
      ]);
      expectProblem(
        await as().post(`${base}/benefits/employee`, { employeeId: emp, type: 'Medical125', effectiveStart: '2026-02-01', effectiveEnd: '2026-01-31' }),
        422,
        'invalid_date_range',
      );
      // The plan starts 2026-01-01: an end before it, with no start sent, crosses the inherited start.
      expectProblem(await as().post(`${base}/benefits/employee`, { employeeId: emp, companyBenefitId: plan.id, effectiveEnd: '2025-12-31' }), 422, 'invalid_date_range');
      server().clock.set('2026-05-20T10:00:00Z');
      expectProblem(await as().post(`${base}/benefits/employee`, { employeeId: emp, type: 'Life125', effectiveEnd: '2026-05-19' }), 422, 'invalid_date_range');
    });

    it.each([
      ['missing employeeId', 'body.employeeId', 'required', { type: 'Medical125' }],
      ['period other than Monthly', 'body.period', 'enum', { employeeId: 'emp_x', type: 'Medical125', period: 'Weekly' }],
      ['unknown hsaContributionLimit', 'body.hsaContributionLimit', 'enum', { employeeId: 'emp_x', type: 'Medical125', hsaContributionLimit: 'Gold' }],
      ['percent above 100', 'body.employeeContributionPercent', 'maximum', { employeeId: 'emp_x', type: 'Medical125', employeeContributionPercent: 150 }],
      ['null effectiveEnd', 'body.effectiveEnd', undefined, { employeeId: 'emp_x', type: 'Medical125', effectiveEnd: null }],
      ['unknown property', 'body.isExternal', 'additionalProperties', { employeeId: 'emp_x', type: 'Medical125', isExternal: true }],
      ['amount too large for the column', 'body.employeeContributionAmount', 'maximum', { employeeId: 'emp_x', type: 'Medical125', employeeContributionAmount: 1e13 }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      expectFieldError(await as().post(`${base}/benefits/employee`, body), field, keyword);
    });

    it('updates only the fields sent; a pair member clears the other; benefit.updated events', async () => {
      const b = await enroll({ employeeId: emp, companyBenefitId: plan.id, hsaContributionLimit: 'Single', employeeContributionAmount: 216.67, companyContributionAmount: 450.25 });
      const path = `${base}/benefits/employee/${b.id}`;
      const r1 = expectStatus(await as().patch(path, { employeeContributionAmount: 233.33, hsaContributionLimit: 'Family' }), 200);
      expect(r1.body).toEqual({ ...b, employeeContributionAmount: 233.33, hsaContributionLimit: 'Family' });
      const r2 = expectStatus(await as().patch(path, { companyContributionPercent: 75.5, description: 'PPO', effectiveEnd: '2026-12-31', period: 'Monthly' }), 200);
      expect(r2.body).toEqual({ ...r1.body, companyContributionAmount: null, companyContributionPercent: 75.5, description: 'PPO', effectiveEnd: '2026-12-31' });
      const r3 = expectStatus(await as().patch(path, { employeeContributionPercent: 1, effectiveStart: '2026-02-01' }), 200);
      expect(r3.body).toEqual({ ...r2.body, employeeContributionAmount: null, employeeContributionPercent: 1, effectiveStart: '2026-02-01' });
      expect(expectStatus(await as().get(path), 200).body).toEqual(r3.body);
      expect((await events('benefit.updated', b.id)).map((e) => e.data)).toEqual([r1.body, r2.body, r3.body]);
    });

    it('update: both of a pair, or dates crossing the stored ones, are 422 and change nothing', async () => {
      const b = await enroll({ employeeId: emp, type: 'Dental125', effectiveStart: '2026-01-01', effectiveEnd: '2026-06-30' });
      const path = `${base}/benefits/employee/${b.id}`;
      expectProblem(await as().patch(path, { employeeContributionAmount: 1, employeeContributionPercent: 1 }), 422, 'contribution_conflict');
      expectProblem(await as().patch(path, { effectiveStart: '2026-07-01' }), 422, 'invalid_date_range');
      expectProblem(await as().patch(path, { effectiveEnd: '2025-12-31' }), 422, 'invalid_date_range');
      expect(expectStatus(await as().get(path), 200).body).toEqual(b);
      expect(await events('benefit.updated', b.id)).toHaveLength(0);
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['period other than Monthly', 'body.period', 'enum', { period: 'Annually' }],
      ['unknown hsaContributionLimit', 'body.hsaContributionLimit', 'enum', { hsaContributionLimit: 'Gold' }],
      ['type cannot change', 'body.type', 'additionalProperties', { type: 'Dental125' }],
      ['companyBenefitId cannot change', 'body.companyBenefitId', 'additionalProperties', { companyBenefitId: 'cbn_x' }],
      ['employeeId cannot change', 'body.employeeId', 'additionalProperties', { employeeId: 'emp_x' }],
      ['percent below 0', 'body.employeeContributionPercent', 'minimum', { employeeContributionPercent: -5 }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const b = await enroll({ employeeId: emp, type: 'Vision125' });
      expectFieldError(await as().patch(`${base}/benefits/employee/${b.id}`, body), field, keyword);
    });

    it('deletes: 204, the plan count goes down, benefit.deleted, then 404', async () => {
      const b = await enroll({ employeeId: emp2, companyBenefitId: plan.id });
      const count = async () => expectStatus(await as().get(`${base}/benefits/company/${plan.id}`), 200).body.associatedEmployeeBenefits as number;
      const before = await count();
      const path = `${base}/benefits/employee/${b.id}`;
      expect(expectStatus(await as(t.company.key).delete(path), 204).text).toBe('');
      expect(await count()).toBe(before - 1);
      expectProblem(await as().get(path), 404, 'not_found');
      expectProblem(await as().delete(path), 404, 'not_found');
      expectProblem(await as().patch(path, { description: 'gone' }), 404, 'not_found');
      const [event] = await events('benefit.deleted', b.id);
      expect(event).toMatchObject({ companyId: t.company.id, resourceType: 'EmployeeBenefit', data: { id: b.id } });
    });

    it('corporation and company keys may enroll, read, update and delete', async () => {
      for (const k of [t.corporation.key, t.company.key]) {
        const b = await enroll({ employeeId: emp, companyBenefitId: plan.id }, base, k);
        expect(expectStatus(await as(k).get(`${base}/benefits/employee/${b.id}`), 200).body).toEqual(b);
        expect(expectStatus(await as(k).patch(`${base}/benefits/employee/${b.id}`, { description: 'via key' }), 200).body).toEqual({ ...b, description: 'via key' });
        expectStatus(await as(k).delete(`${base}/benefits/employee/${b.id}`), 204);
      }
    });

    it('scope: unknown ids, another company’s benefit, another company’s key and another partner’s key are 404', async () => {
      const mine = await enroll({ employeeId: emp, type: 'Accident125' });
      const theirs = await enroll({ employeeId: siblingEmp, type: 'Accident125' }, siblingBase);
      for (const id of ['ebn_unknown', theirs.id]) {
        expectProblem(await as().get(`${base}/benefits/employee/${id}`), 404, 'not_found');
        expectProblem(await as().patch(`${base}/benefits/employee/${id}`, { description: 'x' }), 404, 'not_found');
        expectProblem(await as().delete(`${base}/benefits/employee/${id}`), 404, 'not_found');
      }
      for (const k of [sibling.key, t.foreign.key]) {
        expectProblem(await as(k).get(`${base}/benefits/employee/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).patch(`${base}/benefits/employee/${mine.id}`, { description: 'x' }), 404, 'not_found');
        expectProblem(await as(k).delete(`${base}/benefits/employee/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).post(`${base}/benefits/employee`, { employeeId: emp, type: 'Medical125' }), 404, 'not_found');
        expectProblem(await as(k).get(`${base}/benefits/employee?id=${mine.id}`), 404, 'not_found');
      }
      expect(expectStatus(await as().get(`${base}/benefits/employee/${mine.id}`), 200).body).toEqual(mine);
      expect(expectStatus(await as().get(`${siblingBase}/benefits/employee/${theirs.id}`), 200).body).toEqual(theirs);
    });

    describe('list', () => {
      let path: string;
      let eA: string;
      let eB: string;
      const e: string[] = [];
      const q = (query: string, which: number[] = [0, 1, 2, 3]) => `${path}/benefits/employee?${which.map((i) => `id=${e[i]}`).join('&')}${query ? `&${query}` : ''}`;

      beforeAll(async () => {
        const lister = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Enrollment Lister LLC' });
        path = `/v1/companies/${lister.id}`;
        eA = await employee(path, 'Ana');
        eB = await employee(path, 'Ben');
        const listerPlan = await createPlan(MEDICAL_PLAN, path);
        const bodies = [
          { employeeId: eA, companyBenefitId: listerPlan.id, description: 'Blue Shield PPO medical', hsaContributionLimit: 'Single', employeeContributionAmount: 216.67, companyContributionAmount: 450.25 },
          { employeeId: eA, type: 'Pension401K', description: '401(k) salary deferral', effectiveStart: '2026-01-01', employeeContributionPercent: 5, companyContributionPercent: 3 },
          { employeeId: eB, type: 'Dental125', hsaContributionLimit: 'Family', effectiveStart: '2025-06-01', effectiveEnd: '2025-12-31', employeeContributionAmount: 20, companyContributionPercent: 1 },
          { employeeId: eB, type: 'Medical125', description: 'Kaiser medical', effectiveStart: '2026-04-01', employeeContributionPercent: 2.5, companyContributionAmount: 300 },
        ];
        for (const body of bodies) e.push((await enroll(body, path)).id);
        e.push((await enroll({ employeeId: emp, type: 'Medical125' })).id);
      });

      // Paging: list-conformance.test.ts.
      it('returns the listed ids in creation order with exact bodies', async () => {
        const all = expectStatus(await as().get(q('')), 200);
        expect(all.body).toEqual({
          hasResources: true,
          totalResources: 4,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: await Promise.all(e.slice(0, 4).map(async (id) => expectStatus(await as().get(`${path}/benefits/employee/${id}`), 200).body)),
        });
      });

      it('takes up to 100 ids (repeated more than 20 times)', async () => {
        const many = [...Array.from({ length: 60 }, (_, i) => `ebn_unknown${i}`), e[3], ...Array.from({ length: 39 }, (_, i) => `ebn_other${i}`)];
        const res = expectStatus(await as().get(`${path}/benefits/employee?${many.map((id) => `id=${id}`).join('&')}`), 200);
        expect(ids(res)).toEqual([e[3]]);
      });

      it.each([
        ['id subset', '', [0, 2], [0, 2]],
        ['another company’s id', '', [4], []],
        ['employeeId', 'employeeId={A}', undefined, [0, 1]],
        ['employeeId, other employee', 'employeeId={B}', undefined, [2, 3]],
        ['employeeId, unknown', 'employeeId=emp_unknown', undefined, []],
        ['hsaContributionLimit Single', 'hsaContributionLimit=Single', undefined, [0]],
        ['hsaContributionLimit Family', 'hsaContributionLimit=Family', undefined, [2]],
        ['description', 'description=Medical', undefined, [0, 3]],
        ['description, null never matches', 'description=a', undefined, [0, 1, 3]],
        ['type', 'type=Medical125', undefined, [0, 3]],
        ['type, no match', 'type=Cancer125', undefined, []],
        ['period', 'period=Monthly', undefined, [0, 1, 2, 3]],
        ['effective', 'effective=2026-02-01', undefined, [0, 1]],
        ['effective, start inclusive', 'effective=2026-04-01', undefined, [0, 1, 3]],
        ['effective, end inclusive', 'effective=2025-12-31', undefined, [2]],
        ['effective, before everything', 'effective=2024-01-01', undefined, []],
        ['employeeContributionAmountAbove', 'employeeContributionAmountAbove=20', undefined, [0]],
        ['employeeContributionAmountBelow', 'employeeContributionAmountBelow=216.67', undefined, [2]],
        ['employeeContributionPercentAbove', 'employeeContributionPercentAbove=2.5', undefined, [1]],
        ['employeeContributionPercentBelow', 'employeeContributionPercentBelow=5', undefined, [3]],
        ['companyContributionAmountAbove', 'companyContributionAmountAbove=300', undefined, [0]],
        ['companyContributionAmountBelow', 'companyContributionAmountBelow=450.25', undefined, [3]],
        ['companyContributionPercentAbove', 'companyContributionPercentAbove=1', undefined, [1]],
        ['companyContributionPercentBelow', 'companyContributionPercentBelow=3', undefined, [2]],
        ['several filters together', 'employeeId={B}&type=Medical125&effective=2026-05-01', undefined, [3]],
      ])('filter: %s', async (_label, query, which, expected) => {
        const res = expectStatus(await as().get(q((query as string).replace('{A}', eA).replace('{B}', eB), which as number[] | undefined)), 200);
        expect(ids(res)).toEqual((expected as number[]).map((i) => e[i]));
        expect(res.body.totalResources).toBe((expected as number[]).length);
      });

      it.each([
        ['no id', 'employeeId=emp_x', 'query.id'],
        ['more than 100 ids', Array.from({ length: 101 }, (_, i) => `id=ebn_${i}`).join('&'), 'query.id'],
        ['unknown hsaContributionLimit', 'id=x&hsaContributionLimit=Gold', 'query.hsaContributionLimit'],
        ['non-numeric bound', 'id=x&employeeContributionPercentBelow=ten', 'query.employeeContributionPercentBelow'],
      ])('rejects %s -> 400 naming %s', async (_label, query, field) => {
        expectFieldError(await as().get(`${path}/benefits/employee?${query}`), field);
      });
    });
  });
});

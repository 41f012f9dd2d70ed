// Post-tax deductions: child support orders and miscellaneous deductions. Create, read, update, delete
// with exact bodies, the employee reference, amount/percent and date rules, the employee filter of the
// lists (their paging: list-conformance.test.ts), scope and the events written.
import { forEachDatabase } from '@payroll/test-support';
import { client, createCompanyWithKey, createTenancy, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';

forEachDatabase('post-tax deductions', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let sibling: Awaited<ReturnType<typeof createCompanyWithKey>>;
  let base: string;
  let siblingBase: string;
  let emp: string;
  let emp2: string;
  let inactiveEmp: string;
  let siblingEmp: string;
  let foreignEmp: string;
  const as = (k?: Key) => client(server().app, k ?? t.partner.key);

  const employee = async (path: string, firstName: string, extra: Record<string, unknown> = {}, k?: Key) =>
    expectStatus(await as(k).post(`${path}/employees`, { firstName, lastName: 'Tester', startDate: '2025-01-06', ...extra }), 201).body.id as string;
  const events = (type: string, resourceId: string) => server().db.prisma.event.findMany({ where: { type, resourceId }, orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    t = await createTenancy(server());
    sibling = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Sibling Deductions LLC' });
    base = `/v1/companies/${t.company.id}`;
    siblingBase = `/v1/companies/${sibling.id}`;
    emp = await employee(base, 'Maria');
    emp2 = await employee(base, 'Jamal');
    inactiveEmp = await employee(base, 'Retired', { active: false });
    siblingEmp = await employee(siblingBase, 'Sibling');
    foreignEmp = await employee(`/v1/companies/${t.foreignCompany.id}`, 'Foreign', {}, t.foreign.key);
  });

  describe('child support', () => {
    const ORDER = () => ({
      employeeId: emp,
      description: 'Child support order, Sacramento County',
      caseNumber: 'FL-2025-0457813',
      agency: 'CA',
      issueDate: '2025-09-15',
      amount: 184.62,
      maxPercent: 55,
      effectiveStart: '2025-10-01',
      effectiveEnd: '2027-09-30',
    });
    const create = async (body: Record<string, unknown>, path = base, k?: Key) =>
      expectStatus(await as(k).post(`${path}/post_tax_deductions/child_support`, body), 201).body;

    it('creates an order: 201, Location, exact body, read back, post_tax_deduction.created event', async () => {
      const res = expectStatus(await as().post(`${base}/post_tax_deductions/child_support`, ORDER()), 201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^cs_[0-9a-z]+$/), ...ORDER() });
      expect(res.headers.location).toBe(`${base}/post_tax_deductions/child_support/${res.body.id}`);
      expect(expectStatus(await as().get(res.headers.location), 200).body).toEqual(res.body);
      const [event] = await events('post_tax_deduction.created', res.body.id);
      expect(event).toMatchObject({ companyId: t.company.id, partnerId: t.partner.id, resourceType: 'ChildSupport', data: res.body });
    });

    it('a minimal order: maxPercent defaults to 50; no description or effectiveEnd keys', async () => {
      const order = await create({ employeeId: emp2, caseNumber: 'DR2024-091276', agency: 'AZ', issueDate: '2024-11-04', amount: 96.15, effectiveStart: '2024-12-01' });
      expect(order).toEqual({
        id: expect.any(String),
        employeeId: emp2,
        caseNumber: 'DR2024-091276',
        agency: 'AZ',
        issueDate: '2024-11-04',
        amount: 96.15,
        maxPercent: 50,
        effectiveStart: '2024-12-01',
      });
    });

    it('partner, corporation and company keys may create and read; an inactive employee may have an order', async () => {
      for (const k of [t.partner.key, t.corporation.key, t.company.key]) {
        const order = await create({ ...ORDER(), employeeId: inactiveEmp }, base, k);
        expect(order).toEqual({ id: expect.any(String), ...ORDER(), employeeId: inactiveEmp });
        expect(expectStatus(await as(k).get(`${base}/post_tax_deductions/child_support/${order.id}`), 200).body).toEqual(order);
      }
    });

    it.each([
      ['an unknown employee', () => 'emp_unknown'],
      ['another company’s employee', () => siblingEmp],
      ['another partner’s employee', () => foreignEmp],
    ])('%s is 422 invalid_reference on body.employeeId', async (_label, employeeId) => {
      const problem = expectProblem(await as().post(`${base}/post_tax_deductions/child_support`, { ...ORDER(), employeeId: employeeId() }), 422, 'invalid_reference');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.employeeId', 'invalid_reference']]);
    });

    it('an end before the start is 422 invalid_date_range; equal is fine', async () => {
      const problem = expectProblem(
        await as().post(`${base}/post_tax_deductions/child_support`, { ...ORDER(), effectiveStart: '2026-01-01', effectiveEnd: '2025-12-31' }),
        422,
        'invalid_date_range',
      );
      expect(problem.errors).toEqual([{ field: 'body.effectiveEnd', message: expect.any(String), code: 'invalid_date_range' }]);
      expect((await create({ ...ORDER(), effectiveStart: '2026-01-01', effectiveEnd: '2026-01-01' })).effectiveEnd).toBe('2026-01-01');
    });

    it.each([
      ['missing caseNumber', 'body.caseNumber', 'required', { caseNumber: undefined }],
      ['missing amount', 'body.amount', 'required', { amount: undefined }],
      ['missing issueDate', 'body.issueDate', 'required', { issueDate: undefined }],
      ['missing effectiveStart', 'body.effectiveStart', 'required', { effectiveStart: undefined }],
      ['empty caseNumber', 'body.caseNumber', 'minLength', { caseNumber: '' }],
      ['lower-case agency', 'body.agency', 'pattern', { agency: 'ca' }],
      ['three-letter agency', 'body.agency', 'pattern', { agency: 'CAL' }],
      ['maxPercent above 100', 'body.maxPercent', 'maximum', { maxPercent: 100.01 }],
      ['negative maxPercent', 'body.maxPercent', 'minimum', { maxPercent: -1 }],
      ['negative amount', 'body.amount', 'minimum', { amount: -5 }],
      ['amount too large for the column', 'body.amount', 'maximum', { amount: 1e12 }],
      ['bad issueDate', 'body.issueDate', 'format', { issueDate: '15/09/2025' }],
      ['null effectiveEnd', 'body.effectiveEnd', undefined, { effectiveEnd: null }],
      ['unknown property', 'body.companyId', 'additionalProperties', { companyId: 'com_x' }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, overrides) => {
      expectFieldError(await as().post(`${base}/post_tax_deductions/child_support`, { ...ORDER(), ...overrides }), field, keyword);
    });

    it('updates only the fields sent; effectiveEnd null removes the end; post_tax_deduction.updated events', async () => {
      const order = await create(ORDER());
      const path = `${base}/post_tax_deductions/child_support/${order.id}`;
      const r1 = expectStatus(await as().patch(path, { amount: 196.15, effectiveEnd: '2027-12-31' }), 200);
      expect(r1.body).toEqual({ ...order, amount: 196.15, effectiveEnd: '2027-12-31' });
      const r2 = expectStatus(await as().patch(path, { effectiveEnd: null, maxPercent: 60, agency: 'NV', caseNumber: 'NV-1', issueDate: '2025-10-01', description: 'Moved to Nevada' }), 200);
      const { effectiveEnd: _gone, ...withoutEnd } = r1.body;
      expect(r2.body).toEqual({ ...withoutEnd, maxPercent: 60, agency: 'NV', caseNumber: 'NV-1', issueDate: '2025-10-01', description: 'Moved to Nevada' });
      expect(r2.body).not.toHaveProperty('effectiveEnd');
      const r3 = expectStatus(await as(t.company.key).patch(path, { effectiveStart: '2030-01-01' }), 200);
      expect(r3.body).toEqual({ ...r2.body, effectiveStart: '2030-01-01' });
      expect(expectStatus(await as().get(path), 200).body).toEqual(r3.body);
      expect((await events('post_tax_deduction.updated', order.id)).map((e) => [e.resourceType, e.data])).toEqual([
        ['ChildSupport', r1.body],
        ['ChildSupport', r2.body],
        ['ChildSupport', r3.body],
      ]);
    });

    it('update: dates crossing the stored ones are 422 invalid_date_range and change nothing', async () => {
      const order = await create(ORDER());
      const path = `${base}/post_tax_deductions/child_support/${order.id}`;
      expectProblem(await as().patch(path, { effectiveStart: '2027-10-01' }), 422, 'invalid_date_range');
      expectProblem(await as().patch(path, { effectiveEnd: '2025-09-30' }), 422, 'invalid_date_range');
      expectProblem(await as().patch(path, { effectiveStart: '2026-02-01', effectiveEnd: '2026-01-31' }), 422, 'invalid_date_range');
      expect(expectStatus(await as().get(path), 200).body).toEqual(order);
      expect(await events('post_tax_deduction.updated', order.id)).toHaveLength(0);
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['employeeId cannot change', 'body.employeeId', 'additionalProperties', { employeeId: 'emp_x' }],
      ['bad agency', 'body.agency', 'pattern', { agency: 'California' }],
      ['maxPercent above 100', 'body.maxPercent', 'maximum', { maxPercent: 150 }],
      ['null amount', 'body.amount', 'type', { amount: null }],
      ['amount too large for the column', 'body.amount', 'maximum', { amount: 2e12 }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const order = await create(ORDER());
      expectFieldError(await as().patch(`${base}/post_tax_deductions/child_support/${order.id}`, body), field, keyword);
    });

    it('deletes: 204, post_tax_deduction.deleted, then 404', async () => {
      const order = await create(ORDER());
      const path = `${base}/post_tax_deductions/child_support/${order.id}`;
      expect(expectStatus(await as(t.corporation.key).delete(path), 204).text).toBe('');
      expectProblem(await as().get(path), 404, 'not_found');
      expectProblem(await as().delete(path), 404, 'not_found');
      expectProblem(await as().patch(path, { amount: 1 }), 404, 'not_found');
      const [event] = await events('post_tax_deduction.deleted', order.id);
      expect(event).toMatchObject({ companyId: t.company.id, resourceType: 'ChildSupport', data: { id: order.id } });
    });

    it('scope: unknown ids, another company’s order, another company’s key and another partner’s key are 404', async () => {
      const mine = await create(ORDER());
      const theirs = await create({ ...ORDER(), employeeId: siblingEmp }, siblingBase);
      for (const id of ['cs_unknown', theirs.id]) {
        expectProblem(await as().get(`${base}/post_tax_deductions/child_support/${id}`), 404, 'not_found');
        expectProblem(await as().patch(`${base}/post_tax_deductions/child_support/${id}`, { amount: 1 }), 404, 'not_found');
        expectProblem(await as().delete(`${base}/post_tax_deductions/child_support/${id}`), 404, 'not_found');
      }
      for (const k of [sibling.key, t.foreignCompany.key, t.foreign.key]) {
        expectProblem(await as(k).get(`${base}/post_tax_deductions/child_support/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).patch(`${base}/post_tax_deductions/child_support/${mine.id}`, { amount: 1 }), 404, 'not_found');
        expectProblem(await as(k).delete(`${base}/post_tax_deductions/child_support/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).post(`${base}/post_tax_deductions/child_support`, ORDER()), 404, 'not_found');
        expectProblem(await as(k).get(`${base}/post_tax_deductions/child_support`), 404, 'not_found');
      }
      expect(expectStatus(await as().get(`${base}/post_tax_deductions/child_support/${mine.id}`), 200).body).toEqual(mine);
      expect(expectStatus(await as(sibling.key).get(`${siblingBase}/post_tax_deductions/child_support/${theirs.id}`), 200).body).toEqual(theirs);
    });

    describe('list', () => {
      let path: string;
      let eA: string;
      let eB: string;
      const d: string[] = [];
      beforeAll(async () => {
        const lister = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Child Support Lister LLC' });
        path = `/v1/companies/${lister.id}`;
        eA = await employee(path, 'Ana');
        eB = await employee(path, 'Ben');
        for (const [employeeId, caseNumber] of [
          [eA, 'A-1'],
          [eB, 'B-1'],
          [eA, 'A-2'],
          [eB, 'B-2'],
          [eA, 'A-3'],
        ]) {
          d.push((await create({ ...ORDER(), employeeId, caseNumber }, path)).id);
        }
      });

      // Paging: list-conformance.test.ts.
      it('lists in creation order with exact bodies', async () => {
        const all = expectStatus(await as().get(`${path}/post_tax_deductions/child_support`), 200);
        expect(all.body).toEqual({
          hasResources: true,
          totalResources: 5,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: await Promise.all(d.map(async (id) => expectStatus(await as().get(`${path}/post_tax_deductions/child_support/${id}`), 200).body)),
        });
      });

      it('filters by employee: keeps that employee’s orders, leaves out the others', async () => {
        const a = expectStatus(await as().get(`${path}/post_tax_deductions/child_support?employeeId=${eA}`), 200);
        expect({ ids: ids(a), total: a.body.totalResources }).toEqual({ ids: [d[0], d[2], d[4]], total: 3 });
        const b = expectStatus(await as().get(`${path}/post_tax_deductions/child_support?employeeId=${eB}&pageSize=1&page=2`), 200);
        expect({ ids: ids(b), total: b.body.totalResources, totalPages: b.body.totalPages }).toEqual({ ids: [d[3]], total: 2, totalPages: 2 });
        const other = expectStatus(await as().get(`${path}/post_tax_deductions/child_support?employeeId=${emp}`), 200);
        expect(other.body).toEqual({ hasResources: false, totalResources: 0, totalPages: 0, pageSize: 10, currentPage: 1, previousPage: null, nextPage: null, results: [] });
      });

      it.each([
        ['caseNumber=A-1', 'query.caseNumber'],
        [`employeeId=${'e'.repeat(65)}`, 'query.employeeId'],
      ])('rejects %s -> 400 naming %s', async (q, field) => {
        expectFieldError(await as().get(`${path}/post_tax_deductions/child_support?${q}`), field);
      });
    });
  });

  describe('miscellaneous deductions', () => {
    const LOAN = () => ({
      employeeId: emp,
      description: 'Tool purchase repayment',
      amount: 50,
      totalAmount: 600,
      effectiveStart: '2026-02-01',
      effectiveEnd: '2026-12-31',
    });
    const DUES = () => ({ employeeId: emp, description: 'Union dues', percent: 1.5, annualLimit: 1200, effectiveStart: '2026-01-01' });
    const create = async (body: Record<string, unknown>, path = base, k?: Key) =>
      expectStatus(await as(k).post(`${path}/post_tax_deductions/miscellaneous`, body), 201).body;

    it('creates an amount deduction: 201, Location, exact body with withheldToDate 0, read back, event', async () => {
      const res = expectStatus(await as().post(`${base}/post_tax_deductions/miscellaneous`, LOAN()), 201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^md_[0-9a-z]+$/), companyId: t.company.id, ...LOAN(), withheldToDate: 0 });
      expect(res.headers.location).toBe(`${base}/post_tax_deductions/miscellaneous/${res.body.id}`);
      expect(expectStatus(await as().get(res.headers.location), 200).body).toEqual(res.body);
      const [event] = await events('post_tax_deduction.created', res.body.id);
      expect(event).toMatchObject({ companyId: t.company.id, partnerId: t.partner.id, resourceType: 'MiscellaneousDeduction', data: res.body });
    });

    it('creates a percent deduction: only the keys that are set', async () => {
      expect(await create(DUES())).toEqual({ id: expect.any(String), companyId: t.company.id, ...DUES(), withheldToDate: 0 });
    });

    it('corporation and company keys may create and read; an inactive employee may have one', async () => {
      for (const k of [t.corporation.key, t.company.key]) {
        const deduction = await create({ ...LOAN(), employeeId: inactiveEmp }, base, k);
        expect(deduction).toEqual({ id: expect.any(String), companyId: t.company.id, ...LOAN(), employeeId: inactiveEmp, withheldToDate: 0 });
        expect(expectStatus(await as(k).get(`${base}/post_tax_deductions/miscellaneous/${deduction.id}`), 200).body).toEqual(deduction);
      }
    });

    it.each([
      ['both amount and percent', { amount: 10, percent: 1 }],
      ['neither amount nor percent', { amount: undefined }],
    ])('%s is 422 contribution_conflict', async (_label, overrides) => {
      const problem = expectProblem(await as().post(`${base}/post_tax_deductions/miscellaneous`, { ...LOAN(), ...overrides }), 422, 'contribution_conflict');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([
        ['body.amount', 'contribution_conflict'],
        ['body.percent', 'contribution_conflict'],
      ]);
    });

    it.each([
      ['an unknown employee', () => 'emp_unknown'],
      ['another company’s employee', () => siblingEmp],
      ['another partner’s employee', () => foreignEmp],
    ])('%s is 422 invalid_reference on body.employeeId', async (_label, employeeId) => {
      const problem = expectProblem(await as().post(`${base}/post_tax_deductions/miscellaneous`, { ...LOAN(), employeeId: employeeId() }), 422, 'invalid_reference');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.employeeId', 'invalid_reference']]);
    });

    it('an end before the start is 422 invalid_date_range', async () => {
      const res = await as().post(`${base}/post_tax_deductions/miscellaneous`, { ...LOAN(), effectiveEnd: '2026-01-31' });
      expect(expectProblem(res, 422, 'invalid_date_range').errors?.map((e) => e.field)).toEqual(['body.effectiveEnd']);
    });

    it.each([
      ['missing description', 'body.description', 'required', { description: undefined }],
      ['empty description', 'body.description', 'minLength', { description: '' }],
      ['missing employeeId', 'body.employeeId', 'required', { employeeId: undefined }],
      ['missing effectiveStart', 'body.effectiveStart', 'required', { effectiveStart: undefined }],
      ['percent above 100', 'body.percent', 'maximum', { amount: undefined, percent: 100.5 }],
      ['negative percent', 'body.percent', 'minimum', { amount: undefined, percent: -0.5 }],
      ['negative amount', 'body.amount', 'minimum', { amount: -1 }],
      ['negative totalAmount', 'body.totalAmount', 'minimum', { totalAmount: -1 }],
      ['negative annualLimit', 'body.annualLimit', 'minimum', { annualLimit: -1 }],
      ['totalAmount too large for the column', 'body.totalAmount', 'maximum', { totalAmount: 1e12 }],
      ['null totalAmount on create', 'body.totalAmount', 'type', { totalAmount: null }],
      ['unknown property', 'body.withheldToDate', 'additionalProperties', { withheldToDate: 10 }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, overrides) => {
      expectFieldError(await as().post(`${base}/post_tax_deductions/miscellaneous`, { ...LOAN(), ...overrides }), field, keyword);
    });

    it('updates only the fields sent; amount and percent replace each other; null removes caps and the end; events', async () => {
      const deduction = await create(LOAN());
      const path = `${base}/post_tax_deductions/miscellaneous/${deduction.id}`;
      const r1 = expectStatus(await as().patch(path, { amount: 62.5 }), 200);
      expect(r1.body).toEqual({ ...deduction, amount: 62.5 });
      const r2 = expectStatus(await as().patch(path, { percent: 2.25, annualLimit: 900, description: 'Tools' }), 200);
      const { amount: _a, ...noAmount } = r1.body;
      expect(r2.body).toEqual({ ...noAmount, percent: 2.25, annualLimit: 900, description: 'Tools' });
      const r3 = expectStatus(await as().patch(path, { amount: 40, totalAmount: null, annualLimit: null, effectiveEnd: null }), 200);
      expect(r3.body).toEqual({
        id: deduction.id,
        companyId: t.company.id,
        employeeId: emp,
        description: 'Tools',
        amount: 40,
        effectiveStart: '2026-02-01',
        withheldToDate: 0,
      });
      const r4 = expectStatus(await as().patch(path, { effectiveStart: '2027-01-01', effectiveEnd: '2027-06-30' }), 200);
      expect(r4.body).toEqual({ ...r3.body, effectiveStart: '2027-01-01', effectiveEnd: '2027-06-30' });
      expect(expectStatus(await as().get(path), 200).body).toEqual(r4.body);
      expect((await events('post_tax_deduction.updated', deduction.id)).map((e) => [e.resourceType, e.data])).toEqual(
        [r1.body, r2.body, r3.body, r4.body].map((b) => ['MiscellaneousDeduction', b]),
      );
    });

    it('update: amount and percent together, or dates crossing the stored ones, are 422 and change nothing', async () => {
      const deduction = await create(LOAN());
      const path = `${base}/post_tax_deductions/miscellaneous/${deduction.id}`;
      const problem = expectProblem(await as().patch(path, { amount: 1, percent: 1 }), 422, 'contribution_conflict');
      expect(problem.errors?.map((e) => e.field)).toEqual(['body.amount', 'body.percent']);
      expectProblem(await as().patch(path, { effectiveStart: '2027-01-01' }), 422, 'invalid_date_range');
      expectProblem(await as().patch(path, { effectiveEnd: '2026-01-31' }), 422, 'invalid_date_range');
      expect(expectStatus(await as().get(path), 200).body).toEqual(deduction);
      expect(await events('post_tax_deduction.updated', deduction.id)).toHaveLength(0);
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['employeeId cannot change', 'body.employeeId', 'additionalProperties', { employeeId: 'emp_x' }],
      ['withheldToDate is read-only', 'body.withheldToDate', 'additionalProperties', { withheldToDate: 0 }],
      ['empty description', 'body.description', 'minLength', { description: '' }],
      ['percent above 100', 'body.percent', 'maximum', { percent: 101 }],
      ['null amount', 'body.amount', 'type', { amount: null }],
      ['annualLimit too large for the column', 'body.annualLimit', 'maximum', { annualLimit: 1e15 }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const deduction = await create(DUES());
      expectFieldError(await as().patch(`${base}/post_tax_deductions/miscellaneous/${deduction.id}`, body), field, keyword);
    });

    it('deletes: 204, post_tax_deduction.deleted, then 404', async () => {
      const deduction = await create(DUES());
      const path = `${base}/post_tax_deductions/miscellaneous/${deduction.id}`;
      expect(expectStatus(await as(t.company.key).delete(path), 204).text).toBe('');
      expectProblem(await as().get(path), 404, 'not_found');
      expectProblem(await as().delete(path), 404, 'not_found');
      expectProblem(await as().patch(path, { amount: 1 }), 404, 'not_found');
      const [event] = await events('post_tax_deduction.deleted', deduction.id);
      expect(event).toMatchObject({ companyId: t.company.id, resourceType: 'MiscellaneousDeduction', data: { id: deduction.id } });
    });

    it('scope: unknown ids, another company’s deduction, another company’s key and another partner’s key are 404', async () => {
      const mine = await create(LOAN());
      const theirs = await create({ ...LOAN(), employeeId: siblingEmp }, siblingBase);
      for (const id of ['md_unknown', theirs.id]) {
        expectProblem(await as().get(`${base}/post_tax_deductions/miscellaneous/${id}`), 404, 'not_found');
        expectProblem(await as().patch(`${base}/post_tax_deductions/miscellaneous/${id}`, { amount: 1 }), 404, 'not_found');
        expectProblem(await as().delete(`${base}/post_tax_deductions/miscellaneous/${id}`), 404, 'not_found');
      }
      for (const k of [sibling.key, t.foreignCompany.key, t.foreign.key]) {
        expectProblem(await as(k).get(`${base}/post_tax_deductions/miscellaneous/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).patch(`${base}/post_tax_deductions/miscellaneous/${mine.id}`, { amount: 1 }), 404, 'not_found');
        expectProblem(await as(k).delete(`${base}/post_tax_deductions/miscellaneous/${mine.id}`), 404, 'not_found');
        expectProblem(await as(k).post(`${base}/post_tax_deductions/miscellaneous`, LOAN()), 404, 'not_found');
        expectProblem(await as(k).get(`${base}/post_tax_deductions/miscellaneous`), 404, 'not_found');
      }
      expect(expectStatus(await as().get(`${base}/post_tax_deductions/miscellaneous/${mine.id}`), 200).body).toEqual(mine);
      expect(expectStatus(await as(sibling.key).get(`${siblingBase}/post_tax_deductions/miscellaneous/${theirs.id}`), 200).body).toEqual(theirs);
    });

    describe('list', () => {
      let path: string;
      let eA: string;
      let eB: string;
      const d: string[] = [];
      beforeAll(async () => {
        const lister = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Deduction Lister LLC' });
        path = `/v1/companies/${lister.id}`;
        eA = await employee(path, 'Ana');
        eB = await employee(path, 'Ben');
        for (const body of [{ ...LOAN(), employeeId: eA }, { ...DUES(), employeeId: eB }, { ...DUES(), employeeId: eA }, { ...LOAN(), employeeId: eB }]) {
          d.push((await create(body, path)).id);
        }
      });

      // Paging: list-conformance.test.ts.
      it('lists in creation order with exact bodies', async () => {
        const all = expectStatus(await as().get(`${path}/post_tax_deductions/miscellaneous`), 200);
        expect(all.body).toEqual({
          hasResources: true,
          totalResources: 4,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: await Promise.all(d.map(async (id) => expectStatus(await as().get(`${path}/post_tax_deductions/miscellaneous/${id}`), 200).body)),
        });
      });

      it('filters by employee: keeps that employee’s deductions, leaves out the others', async () => {
        const a = expectStatus(await as().get(`${path}/post_tax_deductions/miscellaneous?employeeId=${eA}`), 200);
        expect({ ids: ids(a), total: a.body.totalResources }).toEqual({ ids: [d[0], d[2]], total: 2 });
        const b = expectStatus(await as().get(`${path}/post_tax_deductions/miscellaneous?employeeId=${eB}`), 200);
        expect({ ids: ids(b), total: b.body.totalResources }).toEqual({ ids: [d[1], d[3]], total: 2 });
        const none = expectStatus(await as().get(`${path}/post_tax_deductions/miscellaneous?employeeId=emp_unknown`), 200);
        expect({ ids: ids(none), total: none.body.totalResources, hasResources: none.body.hasResources }).toEqual({ ids: [], total: 0, hasResources: false });
      });

      it.each([
        ['description=Union', 'query.description'],
      ])('rejects %s -> 400 naming %s', async (q, field) => {
        expectFieldError(await as().get(`${path}/post_tax_deductions/miscellaneous?${q}`), field);
      });
    });
  });
});

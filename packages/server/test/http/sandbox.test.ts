// The partners' sandbox (issue 16, section 4; docs/domain-rules.md, "Sandbox and funding failures"):
// a walk over HTTP (approve, fail the funding, approval blocked with 422 funding_failed, resolve, paid),
// a bounced item payment (PartiallyPaid), the forced money movement, the per-partner clock (one
// partner's clock moves its deadlines and money movement, never another partner's), every sandbox
// operation 404 outside sandbox mode, callers out of scope 404, and bad bodies 400. Approval's acknowledgement
// of taxes not computed is the same in sandbox mode.
//
// The suite's own server runs with sandbox mode off (forEachDatabase); a second app on the same
// database runs with SANDBOX_MODE=true, on the same service clock.
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/lib/logger';
import { forEachDatabase, testConfig } from '@payroll/test-support';
import { client, expectFieldError, expectProblem, expectStatus, operatorKey, type Key } from './fixtures';
import { MONDAY, WEEK, WEEK_DEADLINE, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Body = Record<string, any>;

/** The worked check of payroll-lifecycle.test.ts (verified there): 40 h at $25 + 5 h overtime, Medical125 $216.67 a month, Pension401K 5%. */
const WORKED_NET = 903.65;
/**
 * Its tax deposits (payroll-lifecycle.test.ts): federal income tax 87.45, FUTA 6.83, Medicare 32.98
 * (16.49 x 2), Social Security 141.06 (70.53 x 2), Texas SUI 30.71: employee + company taxes = 299.03.
 * cashRequirement = DirectDeposit net pay + employee taxes + company taxes = 903.65 + 299.03 = 1,202.68,
 * the amount of the debit that fails.
 */
const WORKED_CASH_REQUIREMENT = 1202.68;

forEachDatabase('sandbox', (server) => {
  let sandbox: Express;
  let w: PayrollWorld;
  let other: PayrollWorld;
  const db = () => server().db.prisma;
  /** Requests to the sandbox-mode app (k: default the world's partner key). */
  const sb = (k?: Key, world: PayrollWorld = w) => client(sandbox, k ?? world.t.partner.key);
  const path = (id: string, world: PayrollWorld = w) => `${world.base}/payrolls/${id}`;
  const sbPath = (id: string, world: PayrollWorld = w) => `${world.base}/sandbox/payrolls/${id}`;
  const get = async (id: string, world: PayrollWorld = w): Promise<Body> => expectStatus(await world.as().get(path(id, world)), 200).body;
  const create = async (employeeId: string, extra: Body = {}, world: PayrollWorld = w): Promise<Body> =>
    expectStatus(await world.as().post(`${world.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }], ...extra }), 201).body;
  const approve = async (id: string, world: PayrollWorld = w): Promise<Body> => expectStatus(await world.as().post(`${path(id, world)}/approve`), 200).body;
  const depositStatuses = async (payrollId: string) => [...new Set((await db().taxDeposit.findMany({ where: { payrollId } })).map((d) => d.status))];
  const events = (type: string, resourceId: string) => db().event.findMany({ where: { type, resourceId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const inGoodStanding = async (world: PayrollWorld = w) => expectStatus(await world.as().get(world.base), 200).body.payrollDetails.inGoodStanding as boolean;

  beforeAll(async () => {
    const s = server();
    sandbox = s.guard.wrap(createApp({ prisma: s.db.prisma, databaseKind: s.db.kind, config: testConfig({ databaseUrl: s.databaseUrl, sandboxMode: true }), logger: createLogger('info', s.guard.logSink), now: s.clock.now }));
    w = await payrollWorld(s);
    other = await payrollWorld(s);
  });
  afterAll(async () => {
    await (sandbox.locals.close as () => Promise<void>)();
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterEach(async () => {
    server().clock.reset();
    await db().partner.updateMany({ data: { sandboxClockOffsetMs: 0 } });
  });

  it('the walk: approve, fail the funding, approval blocked (422 funding_failed), resolve, paid on payday', async () => {
    const maria = await w.employee('Maria');
    expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: maria, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 }), 201);
    expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: maria, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 }), 201);
    const worked = await create(maria, { employeeItems: [{ employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 5 }] }] });
    const approved = await approve(worked.id);
    expect(approved.employeeItems[0].netPay).toBe(WORKED_NET);
    expect(approved.totals.cashRequirement).toBe(WORKED_CASH_REQUIREMENT);
    expect(await depositStatuses(worked.id)).toEqual(['Pending']);
    expect(await inGoodStanding()).toBe(true);

    // The company's bank refuses the debit.
    server().clock.set('2026-03-03T09:30:00.000Z');
    const failure = expectStatus(await sb().post(`${sbPath(worked.id)}/fail_funding`, {}), 201).body;
    expect(failure).toEqual({
      id: expect.stringMatching(/^ffl_/),
      companyId: w.t.company.id,
      payrollId: worked.id,
      amount: WORKED_CASH_REQUIREMENT,
      reason: 'Insufficient funds (R01)',
      status: 'Unresolved',
      failedAt: '2026-03-03T09:30:00Z',
    });
    expect((await get(worked.id)).status).toBe('Failed');
    expect(await depositStatuses(worked.id)).toEqual(['Failed']);
    expect(await inGoodStanding()).toBe(false);
    expect((await events('payroll.status_changed', worked.id)).map((e) => (e.data as Body).status)).toEqual(['Failed']);
    expect((await events('funding_failure.created', failure.id)).map((e) => e.data)).toEqual([failure]);

    const listed = (query: string) => w.as().get(`${w.base}/funding_failures${query}`).then((r) => expectStatus(r, 200).body.results);
    expect(await listed('?status=Unresolved')).toEqual([failure]);

    // Blocked: every approval of the company, with any key of its scope, until it is resolved.
    const next = await create(await w.employee('Nadia'));
    for (const k of [w.t.partner.key, w.t.corporation.key, w.t.company.key]) {
      const refused = expectProblem(await w.as(k).post(`${path(next.id)}/approve`), 422, 'funding_failed');
      expect(refused.detail).toContain(failure.id);
    }
    expect((await get(next.id)).status).toBe('Draft');
    // Another partner's company is not blocked.
    expect((await approve((await create(await other.employee('Olga'), {}, other)).id, other)).status).toBe('Pending');

    // Resolve (not sandbox-only: served by the app without sandbox mode), with the partner's key: only the
    // partner records that it collected the debit (issue 36, F9: test/http/money-approval.test.ts).
    server().clock.set('2026-03-04T11:00:00.000Z');
    const resolved = expectStatus(await w.as(w.t.partner.key).post(`${w.base}/funding_failures/${failure.id}/resolve`), 200).body;
    expect(resolved).toEqual({ ...failure, status: 'Resolved', resolvedAt: '2026-03-04T11:00:00Z' });
    expect((await get(worked.id)).status).toBe('Pending');
    expect(await depositStatuses(worked.id)).toEqual(['Pending']);
    expect(await inGoodStanding()).toBe(true);
    expect((await events('payroll.status_changed', worked.id)).map((e) => (e.data as Body).status)).toEqual(['Failed', 'Pending']);
    expect((await events('funding_failure.resolved', failure.id)).map((e) => e.data)).toEqual([resolved]);
    expectProblem(await w.as().post(`${w.base}/funding_failures/${failure.id}/resolve`), 409, 'funding_failure_resolved');
    expect(await listed('?status=Unresolved')).toEqual([]);
    expect(await listed('')).toEqual([resolved]);
    expectFieldError(await w.as().get(`${w.base}/funding_failures?status=Open`), 'query.status', 'enum');

    // The block is lifted; the retried payroll moves by the clock as usual.
    expect((await approve(next.id)).status).toBe('Pending');
    server().clock.set(`${WEEK.payday}T00:00:00Z`);
    expect((await get(worked.id)).status).toBe('Paid');
    expect(await depositStatuses(worked.id)).toEqual(['Paid']);
    // Payday read: past the deadline (2026-03-09) -> Processing, on payday -> Paid, one event per move.
    expect((await events('payroll.status_changed', worked.id)).map((e) => (e.data as Body).status)).toEqual(['Failed', 'Pending', 'Processing', 'Paid']);
  });

  it('sandbox mode approves no payroll with a tax not computed unless acknowledged (422 warnings_not_acknowledged), as outside it', async () => {
    // Work in Ohio with a residence in Kentucky: OH local taxes, and KY (no method built) neither
    // reciprocity-elected nor computed as a residence state.
    const address = { street1: '1 Vine St', city: 'Cincinnati', state: 'OH', zipcode: '45202', country: 'US' };
    const ohio = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'Cincinnati', address }), 201).body.id;
    const kim = await w.employee('Kim', { workplaces: [ohio], primaryWorkplaceId: ohio, residence: { street1: '2 Main St', city: 'Covington', state: 'KY', zipcode: '41011', country: 'US' } });
    const draft = await create(kim);
    expect([...new Set(draft.warnings.map((x: Body) => x.code).filter((c: string) => c.endsWith('_not_computed')))].sort()).toEqual(['local_taxes_not_computed', 'state_taxes_not_computed']);
    for (const app of [sb(), w.as()]) {
      const refused = expectProblem(await app.post(`${path(draft.id)}/approve`, { acknowledgedWarnings: ['local_taxes_not_computed'] }), 422, 'warnings_not_acknowledged');
      expect(refused.errors).toEqual([{ field: 'body.acknowledgedWarnings', code: 'state_taxes_not_computed', message: `Not acknowledged; carried by the items of ${kim}.` }]);
    }
    expect((await get(draft.id)).status).toBe('Draft');
    const approved = expectStatus(await sb().post(`${path(draft.id)}/approve`, { acknowledgedWarnings: ['local_taxes_not_computed', 'state_taxes_not_computed'] }), 200).body;
    expect(approved.status).toBe('Pending');
  });

  it('fail_funding needs a Pending or Processing payroll; a failure of another company cannot be resolved here', async () => {
    const draft = await create(await w.employee('Dora'));
    expectProblem(await sb().post(`${sbPath(draft.id)}/fail_funding`, {}), 409, 'payroll_transition_invalid');
    await approve(draft.id);
    const paid = expectStatus(await sb().post(`${sbPath(draft.id)}/money_movement`, { action: 'pay' }), 200).body;
    expect(paid.status).toBe('Paid');
    expectProblem(await sb().post(`${sbPath(draft.id)}/fail_funding`, { reason: 'Too late' }), 409, 'payroll_transition_invalid');
    expectProblem(await sb().post(`${sbPath('pay_missing')}/fail_funding`, {}), 404, 'not_found');

    const foreign = await approve((await create(await other.employee('Fay'), {}, other)).id, other);
    const failure = expectStatus(await sb(undefined, other).post(`${sbPath(foreign.id, other)}/fail_funding`, { reason: 'Account frozen' }), 201).body;
    expect(failure).toMatchObject({ reason: 'Account frozen', status: 'Unresolved' });
    // Out of scope: the other partner's failure through this company, or through that company with this partner's keys.
    expectProblem(await w.as().post(`${w.base}/funding_failures/${failure.id}/resolve`), 404, 'not_found');
    expectProblem(await client(server().app, w.t.partner.key).post(`${other.base}/funding_failures/${failure.id}/resolve`), 404, 'not_found');
    // Corporation and company keys resolve no funding failure at all (issue 36, F9).
    for (const k of [w.t.corporation.key, w.t.company.key]) {
      expectProblem(await client(server().app, k).post(`${other.base}/funding_failures/${failure.id}/resolve`), 403, 'forbidden');
    }
    expectProblem(await w.as().get(`${other.base}/funding_failures`), 404, 'not_found');
    expectStatus(await other.as().post(`${other.base}/funding_failures/${failure.id}/resolve`), 200);
  });

  it("a bounced item payment: the item is marked, the payroll ends PartiallyPaid (at once when it is already Paid)", async () => {
    const ana = await w.employee('Ana');
    const ben = await w.employee('Ben');
    const carl = await w.employee('Carl', { defaultPaymentMethod: 'Manual' });
    const p = await create(ana, { employeeItems: [ana, ben, carl].map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) });
    await approve(p.id);
    const [anaItem, , carlItem] = (await get(p.id)).employeeItems as Body[];

    server().clock.set('2026-03-05T08:00:00.000Z');
    const after = expectStatus(await sb().post(`${sbPath(p.id)}/items/${anaItem.id}/fail_payment`, {}), 200).body;
    expect(after.status).toBe('Pending');
    expect(after.employeeItems.map((i: Body) => i.paymentFailure ?? null)).toEqual([{ failedAt: '2026-03-05T08:00:00Z', reason: 'Account closed (R02)' }, null, null]);
    expect(await get(p.id)).toEqual(after);
    expect((await events('payroll.item_payment_failed', p.id)).map((e) => [(e.data as Body).itemId, (e.data as Body).status])).toEqual([[anaItem.id, 'Pending']]);

    expectProblem(await sb().post(`${sbPath(p.id)}/items/${anaItem.id}/fail_payment`, {}), 409, 'payroll_transition_invalid');
    expectProblem(await sb().post(`${sbPath(p.id)}/items/${carlItem.id}/fail_payment`, {}), 409, 'payroll_transition_invalid');
    expectProblem(await sb().post(`${sbPath(p.id)}/items/pei_missing/fail_payment`, {}), 404, 'not_found');

    // Paid on payday by the clock: PartiallyPaid instead.
    server().clock.set(`${WEEK.payday}T00:00:00Z`);
    expect((await get(p.id)).status).toBe('PartiallyPaid');
    expect(await depositStatuses(p.id)).toEqual(['Paid']);

    // An already Paid payroll becomes PartiallyPaid at once.
    server().clock.set(MONDAY);
    const q = await create(await w.employee('Dan'));
    await approve(q.id);
    expect(expectStatus(await sb(w.t.company.key).post(`${sbPath(q.id)}/money_movement`, { action: 'pay' }), 200).body.status).toBe('Paid');
    const bounced = expectStatus(await sb(w.t.corporation.key).post(`${sbPath(q.id)}/items/${(await get(q.id)).employeeItems[0].id}/fail_payment`, { reason: 'No account/unable to locate (R03)' }), 200).body;
    expect(bounced.status).toBe('PartiallyPaid');
    expect(bounced.employeeItems[0].paymentFailure).toEqual({ failedAt: '2026-03-02T15:00:00Z', reason: 'No account/unable to locate (R03)' });
    expect((await events('payroll.status_changed', q.id)).map((e) => (e.data as Body).status)).toEqual(['Paid', 'PartiallyPaid']);
  });

  it('money_movement forces the moves of the operator sandbox, for a payroll in scope', async () => {
    const p = await create(await w.employee('Eve'));
    expectProblem(await sb().post(`${sbPath(p.id)}/money_movement`, { action: 'process' }), 409, 'payroll_transition_invalid');
    await approve(p.id);
    expect(expectStatus(await sb().post(`${sbPath(p.id)}/money_movement`, { action: 'process' }), 200).body.status).toBe('Processing');
    expectProblem(await sb().post(`${sbPath(p.id)}/money_movement`, { action: 'process' }), 409, 'payroll_transition_invalid');
    expect(expectStatus(await sb().post(`${sbPath(p.id)}/money_movement`, { action: 'fail' }), 200).body.status).toBe('Failed');
    // `fail` records no funding failure: approvals go on.
    expect(await db().fundingFailure.count({ where: { payrollId: p.id } })).toBe(0);
    expect((await approve((await create(await w.employee('Fred'))).id)).status).toBe('Pending');
  });

  it("the partner's clock moves its own deadlines and money movement, never another partner's", async () => {
    const mine = await create(await w.employee('Gus'));
    const theirs = await create(await other.employee('Hal'), {}, other);
    await approve(mine.id);
    await approve(theirs.id, other);
    expect(expectStatus(await sb().get('/v1/sandbox/clock'), 200).body).toEqual({ offsetDays: 0, now: MONDAY, today: '2026-03-02' });

    // 11 days ahead: Friday 2026-03-13, the payday.
    expect(expectStatus(await sb().post('/v1/sandbox/clock', { offsetDays: 11 }), 200).body).toEqual({ offsetDays: 11, now: '2026-03-13T15:00:00.000Z', today: '2026-03-13' });
    expect(expectStatus(await sb().get('/v1/sandbox/clock'), 200).body).toEqual({ offsetDays: 11, now: '2026-03-13T15:00:00.000Z', today: '2026-03-13' });
    expect(expectStatus(await sb(w.t.company.key).get(path(mine.id)), 200).body.status).toBe('Paid');
    expect(expectStatus(await sb(undefined, other).get(path(theirs.id, other)), 200).body.status).toBe('Pending');
    expect(expectStatus(await sb(undefined, other).get('/v1/sandbox/clock'), 200).body).toEqual({ offsetDays: 0, now: MONDAY, today: '2026-03-02' });

    // Deadlines: this week's deadline (2026-03-09) has passed on this partner's clock only.
    const late = await create(await w.employee('Ida'));
    expectProblem(await sb(w.t.corporation.key).post(`${path(late.id)}/approve`), 422, 'approval_deadline_passed');
    expect(expectStatus(await sb(undefined, other).post(`${path((await create(await other.employee('Jon'), {}, other)).id, other)}/approve`), 200).body.status).toBe('Pending');

    // Back to the service clock: the deadline day is not over yet.
    expect(expectStatus(await sb().post('/v1/sandbox/clock', { offsetDays: 0 }), 200).body.offsetDays).toBe(0);
    server().clock.set(`${WEEK_DEADLINE}T12:00:00Z`);
    expect(expectStatus(await sb().post(`${path(late.id)}/approve`), 200).body.status).toBe('Pending');
  });

  it('the clock set to an instant, back to January 1 of the first supported tax year (issue 39): 200, 422 sandbox_clock_out_of_range before it, 400 for neither or both fields', async () => {
    expect(expectStatus(await sb().post('/v1/sandbox/clock', { now: '2026-01-05T15:00:00Z' }), 200).body).toEqual({ offsetDays: -56, now: '2026-01-05T15:00:00.000Z', today: '2026-01-05' });
    expect(expectStatus(await sb().get('/v1/sandbox/clock'), 200).body.today).toBe('2026-01-05');
    expect(expectStatus(await sb().post('/v1/sandbox/clock', { offsetDays: -2 }), 200).body).toEqual({ offsetDays: -2, now: '2026-02-28T15:00:00.000Z', today: '2026-02-28' });
    expectProblem(await sb().post('/v1/sandbox/clock', { now: '2024-12-31T23:59:59Z' }), 422, 'sandbox_clock_out_of_range');
    expectProblem(await sb().post('/v1/sandbox/clock', {}), 400, 'validation_failed');
    expectProblem(await sb().post('/v1/sandbox/clock', { offsetDays: 1, now: MONDAY }), 400, 'validation_failed');
    expect(expectStatus(await sb(undefined, other).get('/v1/sandbox/clock'), 200).body).toEqual({ offsetDays: 0, now: MONDAY, today: '2026-03-02' });
  });

  it("hosted page links issued on a partner's clock live their stated minutes on the service clock that checks them (issue 25, finding 3)", async () => {
    const employeeId = await w.employee('Nia');
    // Ten years ahead: the partner's requests run on 2036, the hosted pages (no key) on the service clock.
    expectStatus(await sb().post('/v1/sandbox/clock', { offsetDays: 3660 }), 200);
    const flow = expectStatus(await sb().post(`${w.base}/employees/${employeeId}/onboard/embed`), 200).body as { url: string; expiresAt: string };
    const page = expectStatus(await sb().post(`${w.base}/onboard/accounting_integration/embed`), 200).body as { url: string; expiresAt: string };
    // 60 and 15 minutes from now on the service clock (MONDAY, 15:00 UTC), the clock the pages check.
    expect([flow.expiresAt, page.expiresAt]).toEqual(['2026-03-02T16:00:00Z', '2026-03-02T15:15:00Z']);
    const open = (url: string) => request(sandbox).get(new URL(url).pathname);
    server().clock.advance(14 * 60_000);
    expect([(await open(flow.url)).status, (await open(page.url)).status]).toEqual([200, 200]);
    server().clock.advance(2 * 60_000);
    expect([(await open(flow.url)).status, (await open(page.url)).status]).toEqual([200, 410]);
    server().clock.advance(45 * 60_000);
    const expired = await open(flow.url);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Link expired');
  });

  it('the clock is the partner key\'s: 403 for corporation and company keys', async () => {
    for (const k of [w.t.corporation.key, w.t.company.key]) {
      expectProblem(await sb(k).get('/v1/sandbox/clock'), 403, 'forbidden');
      expectProblem(await sb(k).post('/v1/sandbox/clock', { offsetDays: 1 }), 403, 'forbidden');
    }
    expect((await db().partner.findUniqueOrThrow({ where: { id: w.t.partner.id } })).sandboxClockOffsetMs).toBe(0n);
  });

  it('every sandbox operation answers 404 not_found outside sandbox mode, and changes nothing', async () => {
    const p = await approve((await create(await w.employee('Kim'))).id);
    const item = p.employeeItems[0].id as string;
    const off = (k?: Key) => client(server().app, k ?? w.t.partner.key);
    expectProblem(await off().post(`${sbPath(p.id)}/money_movement`, { action: 'pay' }), 404, 'not_found');
    expectProblem(await off().post(`${sbPath(p.id)}/fail_funding`, {}), 404, 'not_found');
    expectProblem(await off().post(`${sbPath(p.id)}/items/${item}/fail_payment`, {}), 404, 'not_found');
    expectProblem(await off().get('/v1/sandbox/clock'), 404, 'not_found');
    expectProblem(await off().post('/v1/sandbox/clock', { offsetDays: 3 }), 404, 'not_found');
    // The operator's payroll sandbox too (issue 25, finding 6): the operator key cannot force a real payroll Paid or Failed.
    for (const action of ['pay', 'fail', 'process', 'partially_pay']) {
      expectProblem(await off(operatorKey).post(`/v1/operator/payrolls/${p.id}/sandbox`, { action }), 404, 'not_found');
    }
    expect(await get(p.id)).toEqual(p);
    expect(await db().fundingFailure.count({ where: { payrollId: p.id } })).toBe(0);
    expect((await db().partner.findUniqueOrThrow({ where: { id: w.t.partner.id } })).sandboxClockOffsetMs).toBe(0n);
  });

  it("a company out of the caller's scope is 404, in sandbox mode too", async () => {
    const p = await approve((await create(await w.employee('Lou'))).id);
    const item = p.employeeItems[0].id as string;
    for (const k of [other.t.partner.key, other.t.company.key, w.t.foreign.key]) {
      expectProblem(await sb(k).post(`${sbPath(p.id)}/money_movement`, { action: 'pay' }), 404, 'not_found');
      expectProblem(await sb(k).post(`${sbPath(p.id)}/fail_funding`, {}), 404, 'not_found');
      expectProblem(await sb(k).post(`${sbPath(p.id)}/items/${item}/fail_payment`, {}), 404, 'not_found');
    }
    // This company's key on the other partner's company.
    expectProblem(await sb(w.t.company.key).post(`${other.base}/sandbox/payrolls/${p.id}/money_movement`, { action: 'pay' }), 404, 'not_found');
    // A payroll of another company of the caller's scope is not found through this company.
    expectProblem(await sb(other.t.partner.key).post(`${sbPath(p.id, other)}/money_movement`, { action: 'pay' }), 404, 'not_found');
    expect((await get(p.id)).status).toBe('Pending');
  });

  it('bad bodies are 400 validation_failed', async () => {
    const p = await approve((await create(await w.employee('Max'))).id);
    const item = p.employeeItems[0].id as string;
    expectFieldError(await sb().post(`${sbPath(p.id)}/money_movement`, { action: 'explode' }), 'body.action', 'enum');
    expectFieldError(await sb().post(`${sbPath(p.id)}/money_movement`, {}), 'body.action', 'required');
    expectFieldError(await sb().post(`${sbPath(p.id)}/fail_funding`, { reason: '' }), 'body.reason', 'minLength');
    expectFieldError(await sb().post(`${sbPath(p.id)}/fail_funding`, { reason: 'x'.repeat(201) }), 'body.reason', 'maxLength');
    expectProblem(await sb().post(`${sbPath(p.id)}/fail_funding`, { amount: 5 }), 400, 'validation_failed');
    expectFieldError(await sb().post(`${sbPath(p.id)}/items/${item}/fail_payment`, { reason: 7 }), 'body.reason', 'type');
    expectFieldError(await sb().post('/v1/sandbox/clock', { offsetDays: -36_601 }), 'body.offsetDays', 'minimum');
    expectFieldError(await sb().post('/v1/sandbox/clock', { now: '2026-01-05' }), 'body.now', 'format');
    expectFieldError(await sb().post('/v1/sandbox/clock', { offsetDays: 3661 }), 'body.offsetDays', 'maximum');
    expectFieldError(await sb().post('/v1/sandbox/clock', { offsetDays: 1.5 }), 'body.offsetDays', 'type');
    expectFieldError(await sb().post('/v1/sandbox/clock', { offsetDays: '2' }), 'body.offsetDays', 'type');
    expectProblem(await sb().post('/v1/sandbox/clock', [1]), 400, 'validation_failed');
    expect((await get(p.id)).status).toBe('Pending');
    expect(await db().fundingFailure.count({ where: { payrollId: p.id } })).toBe(0);
  });
});

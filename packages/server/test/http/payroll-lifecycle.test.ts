// Payrolls, approved side: the whole lifecycle over HTTP with the service clock (create, preview,
// approve, reopen, approve again, Processing past the deadline, Paid on payday), tax deposits, every
// 422 refusal of approve, every forbidden transition (409 with its code), the operator's sandbox,
// year-to-date figures checked against the engine, miscellaneous deduction limits, paper checks and their
// positive-pay files (docs/ach.md), and two approvals racing on one payroll.
import { computeEmployeeItem, toMoneyNumber } from '@payroll/payroll-engine';
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { pdfText } from '../../src/documents/pdf';
import { createLogger } from '../../src/lib/logger';
import { forEachDatabase, itOnEveryDatabase, testConfig } from '@payroll/test-support';
import { client, expectFieldError, expectProblem, expectStatus, key, operatorKey } from './fixtures';
import { IN_TX, MONDAY, WEEK, WEEK_DEADLINE, payrollWorld, wireTotals, type PayrollWorld } from './payroll-fixtures';

type Payroll = Record<string, any>;

forEachDatabase('payroll lifecycle', (server) => {
  let w: PayrollWorld;
  let maria: string;
  let medical: string;
  let pension: string;
  const db = () => server().db.prisma;
  /** The operator's payroll sandbox is served in sandbox mode only: a second app on the same database and clock, with SANDBOX_MODE=true. */
  let sandboxApp: Express;
  const op = () => client(sandboxApp, operatorKey);
  const events = (type: string, resourceId: string) => db().event.findMany({ where: { type, resourceId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const path = (id: string) => `${w.base}/payrolls/${id}`;
  const create = async (body: Record<string, unknown>): Promise<Payroll> => expectStatus(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', ...body }), 201).body;
  const approve = async (id: string): Promise<Payroll> => expectStatus(await w.as().post(`${path(id)}/approve`), 200).body;
  const get = async (id: string): Promise<Payroll> => expectStatus(await w.as().get(path(id)), 200).body;
  const sandbox = async (id: string, action: string) => expectStatus(await op().post(`/v1/operator/payrolls/${id}/sandbox`, { action }), 200).body as Payroll;
  const deposits = (payrollId: string) =>
    db()
      .taxDeposit.findMany({ where: { payrollId }, orderBy: { tax: 'asc' } })
      .then((rows) => rows.map((d) => ({ tax: d.tax, amount: d.amount.toFixed(2), dueDate: d.dueDate.toISOString().slice(0, 10), status: d.status })));
  const workedCheck = () => create({ employeeItems: [{ employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 5 }] }] });
  /** One small payroll of a fresh employee (so year-to-date of the others stays untouched). */
  const small = async (extra: Record<string, unknown> = {}) => create({ employeeItems: [{ employeeId: await w.employee('Temp'), payments: [{ regularHours: 40 }] }], ...extra });

  beforeAll(async () => {
    w = await payrollWorld(server());
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterEach(() => server().clock.reset());

  // Every test but the race below uses Maria (Medical125 and 401(k)) or the sandbox app. The race, which
  // runs alone on the other database (docs/testing.md), needs neither, so that pass makes neither.
  describe('with Maria and the sandbox', () => {
    beforeAll(async () => {
      const s = server();
      sandboxApp = s.guard.wrap(createApp({ prisma: s.db.prisma, databaseKind: s.db.kind, config: testConfig({ databaseUrl: s.databaseUrl, sandboxMode: true }), logger: createLogger('info', s.guard.logSink), now: s.clock.now }));
      maria = await w.employee('Maria');
      medical = expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: maria, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 }), 201).body.id;
      pension = expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: maria, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 }), 201).body.id;
    });
    afterAll(async () => {
      await (sandboxApp.locals.close as () => Promise<void>)();
    });

    it('create -> preview -> approve -> reopen -> approve -> Processing past the deadline -> Paid on payday', async () => {
      const draft = await workedCheck();
      const id = draft.id;
      const preview = expectStatus(await w.as().get(`${path(id)}/preview`), 200).body;
      expect(preview).toEqual(draft);

      // Approve: final figures, Pending, approvedAt from the service clock, deposits, event.
      server().clock.set('2026-03-04T10:11:12.345Z');
      const approved = await approve(id);
      expect(approved).toEqual({ ...draft, status: 'Pending', approvedAt: '2026-03-04T10:11:12Z' });
      const engine = computeEmployeeItem(
        { employeeId: maria, payments: [{ payRate: 25, regularHours: 40, overtimeHours: 5 }] },
        {
          payday: WEEK.payday,
          frequency: 'Weekly',
          ...IN_TX,
          benefits: [
            { id: medical, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 },
            { id: pension, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 },
          ],
        },
      );
      expect(approved.totals).toEqual(wireTotals([engine]));
      expect(approved.employeeItems[0]).toMatchObject({ grossPay: 1187.5, netPay: 903.65 });
      expect(await get(id)).toEqual(approved);
      // Monthly depositor (no tax setup on file): due the 15th of the next month; FUTA of $500 or less carries to the 940 (due 2027-01-31, a Sunday).
      const due = [
        { tax: 'FederalIncomeTax', amount: '87.45', dueDate: '2026-04-15', status: 'Pending' },
        { tax: 'FederalUnemployment', amount: '6.83', dueDate: '2027-02-01', status: 'Pending' },
        { tax: 'Medicare', amount: '32.98', dueDate: '2026-04-15', status: 'Pending' },
        { tax: 'SocialSecurity', amount: '141.06', dueDate: '2026-04-15', status: 'Pending' },
        // Texas SUI: 2.7% of $1,137.50 (gross less Section 125) = $30.7125 -> $30.71, due with the quarter's report (April 30).
        { tax: 'StateUnemployment', amount: '30.71', dueDate: '2026-04-30', status: 'Pending' },
      ];
      expect(await deposits(id)).toEqual(due);
      const listed = expectStatus(await w.as().get(`${w.base}/tax_deposits?payrollId=${id}`), 200).body;
      expect(listed.totalResources).toBe(5);
      const [approvedEvent] = await events('payroll.approved', id);
      const { employeeItems: _e, contractorItems: _c, warnings: _w, ...header } = approved;
      expect(approvedEvent).toMatchObject({ companyId: w.t.company.id, partnerId: w.t.partner.id, resourceType: 'Payroll', data: header });

      // Reopen before the deadline: Draft again, deposits gone, estimate kept.
      server().clock.set(`${WEEK_DEADLINE}T23:59:59Z`);
      const reopened = expectStatus(await w.as(w.t.company.key).post(`${path(id)}/reopen`), 200).body;
      expect(reopened).toEqual(draft);
      expect(await deposits(id)).toEqual([]);
      const { employeeItems: _de, contractorItems: _dc, warnings: _dw, ...draftHeader } = draft;
      expect((await events('payroll.reopened', id)).map((e) => e.data)).toEqual([draftHeader]);

      // Approve again, on the deadline day.
      const again = await approve(id);
      expect(again).toEqual({ ...draft, status: 'Pending', approvedAt: `${WEEK_DEADLINE}T23:59:59Z` });
      expect(await deposits(id)).toEqual(due);
      expect(await events('payroll.status_changed', id)).toEqual([]);

      // The day after the deadline: Processing (reads follow the clock), one event.
      server().clock.set('2026-03-10T08:00:00Z');
      expect(await get(id)).toEqual({ ...again, status: 'Processing' });
      expect((await events('payroll.status_changed', id)).map((e) => (e.data as Payroll).status)).toEqual(['Processing']);
      // Payday: Paid, deposits paid, one more event; reads move it only once.
      server().clock.set('2026-03-13T00:00:00Z');
      const listedPaid = expectStatus(await w.as().get(`${w.base}/payrolls?id=${id}`), 200).body.results[0];
      expect(listedPaid).toEqual({ ...again, status: 'Paid' });
      expect(await get(id)).toEqual(listedPaid);
      expect((await events('payroll.status_changed', id)).map((e) => (e.data as Payroll).status)).toEqual(['Processing', 'Paid']);
      expect(await deposits(id)).toEqual(due.map((d) => ({ ...d, status: 'Paid' })));
    });

    it('a clock jump from before the deadline to payday moves Pending -> Processing -> Paid, one event per step', async () => {
      const p = await small();
      await approve(p.id);
      server().clock.set('2026-03-20T12:00:00Z');
      expect((await get(p.id)).status).toBe('Paid');
      expect((await events('payroll.status_changed', p.id)).map((e) => (e.data as Payroll).status)).toEqual(['Processing', 'Paid']);
    });

    it('Semiweekly depositors: payday Wednesday to Friday is due the next Wednesday, Saturday to Tuesday the next Friday', async () => {
      await db().companyOnboardStep.upsert({
        where: { companyId_step: { companyId: w.t.company.id, step: 'taxSetup' } },
        create: { companyId: w.t.company.id, step: 'taxSetup', data: { federalFilerType: 'Form941', federalDepositSchedule: 'Semiweekly' }, completedAt: new Date(MONDAY) },
        update: { data: { federalFilerType: 'Form941', federalDepositSchedule: 'Semiweekly' } },
      });
      try {
        const friday = await small();
        await approve(friday.id);
        // FUTA (second, FederalUnemployment) is not on the semiweekly schedule: $500 or less, due with the 940 (docs/year-end.md).
        expect((await deposits(friday.id)).map((d) => d.dueDate)).toEqual(['2026-03-18', '2027-02-01', '2026-03-18', '2026-03-18', '2026-04-30']);
        const tuesday = await small({ periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-17' });
        await approve(tuesday.id);
        expect((await deposits(tuesday.id)).map((d) => d.dueDate)).toEqual(['2026-03-20', '2027-02-01', '2026-03-20', '2026-03-20', '2026-04-30']);
      } finally {
        await db().companyOnboardStep.delete({ where: { companyId_step: { companyId: w.t.company.id, step: 'taxSetup' } } });
      }
    });

    describe('approve refusals (422; the payroll stays Draft, nothing is written)', () => {
      const refused = async (id: string, code: string, detail?: string) => {
        const before = await get(id);
        const eventsBefore = await db().event.count();
        const problem = expectProblem(await w.as().post(`${path(id)}/approve`), 422, code);
        if (detail) expect(problem.detail).toBe(detail);
        expect(await get(id)).toEqual(before);
        expect(await deposits(id)).toEqual([]);
        expect(await db().event.count()).toBe(eventsBefore);
      };

      it('company_payroll_not_started', async () => {
        const p = await small();
        await db().company.update({ where: { id: w.t.company.id }, data: { payrollActivated: false } });
        try {
          await refused(p.id, 'company_payroll_not_started', `Company ${w.t.company.id} has not started payroll (start_payroll); its payrolls cannot be approved yet.`);
        } finally {
          await db().company.update({ where: { id: w.t.company.id }, data: { payrollActivated: true } });
        }
      });

      it('approval_deadline_passed once the clock is past the deadline (the deadline day itself is fine)', async () => {
        const p = await small();
        server().clock.set('2026-03-10T00:00:00Z');
        await refused(p.id, 'approval_deadline_passed', `The approval deadline of payroll ${p.id} was ${WEEK_DEADLINE}; it can no longer be approved for payday ${WEEK.payday}.`);
        server().clock.set('2026-03-09T23:59:59Z');
        expect((await approve(p.id)).status).toBe('Pending');
      });

      it('payroll_blocked: an employee or contractor with Blocking onboarding', async () => {
        const blocked = await w.employee('Blocked', {}, { bankAccount: false });
        const p = await create({ employeeItems: [{ employeeId: blocked, payments: [{ regularHours: 8 }] }] });
        await refused(p.id, 'payroll_blocked', `Onboarding of these workers is Blocking: ${blocked}. Complete their blocking steps, or remove them from the payroll.`);
        const typeless = await w.contractor({ type: undefined, businessName: undefined, ein: undefined });
        const q = await create({ contractorItems: [{ contractorId: typeless, hours: 1 }] });
        await refused(q.id, 'payroll_blocked');
        // Completing the blocking step lets the approval through.
        await w.bankAccount(`${w.base}/employees/${blocked}`);
        expect((await approve(p.id)).warnings).toEqual([]);
      });

      it('negative_net_pay', async () => {
        const broke = await w.employee('Broke');
        expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: broke, type: 'Vision125', effectiveStart: '2026-01-01', employeeContributionAmount: 500 }), 201);
        const p = await create({ employeeItems: [{ employeeId: broke, payments: [{ regularHours: 1 }] }] });
        await refused(p.id, 'negative_net_pay', `Net pay would be below zero for: ${broke}.`);
      });

      it('unsupported_tax_year (a payday moved to a year without tables behind the API)', async () => {
        const p = await small();
        await db().payroll.update({ where: { id: p.id }, data: { payday: new Date('2027-01-08T00:00:00Z'), deadline: new Date('2027-01-04T00:00:00Z') } });
        await refused(p.id, 'unsupported_tax_year', 'There are no federal tax tables for 2027 (supported: 2025, 2026).');
      });

      it('404 for an unknown payroll or one outside the scope', async () => {
        expectProblem(await w.as().post(`${path('pay_unknown')}/approve`), 404, 'not_found');
        const p = await small();
        expectProblem(await w.as(w.t.foreign.key).post(`${path(p.id)}/approve`), 404, 'not_found');
        expectProblem(await w.as(w.t.foreign.key).post(`${path(p.id)}/reopen`), 404, 'not_found');
        expectProblem(await w.as(w.t.foreign.key).get(`${path(p.id)}/paper_checks`), 404, 'not_found');
        expectProblem(await w.as().post(`${path('pay_unknown')}/reopen`), 404, 'not_found');
        expectProblem(await w.as().get(`${path('pay_unknown')}/paper_checks`), 404, 'not_found');
      });
    });

    describe('forbidden transitions: 409 with their codes', () => {
      const action: Record<string, string> = { Processing: 'process', Paid: 'pay', PartiallyPaid: 'partially_pay', Failed: 'fail' };
      const make = async (status: string): Promise<Payroll> => {
        const p = await small();
        if (status === 'Draft') return p;
        await approve(p.id);
        if (action[status]) await sandbox(p.id, action[status]);
        return get(p.id);
      };
      // A payroll the sandbox moved (Processing, Paid, PartiallyPaid, Failed) serves both tables below: every
      // test refuses each change and checks that the payroll is as it was. Draft and Pending get a new one.
      const moved = new Map<string, Promise<string>>();
      const inStatus = async (status: string): Promise<Payroll> => {
        if (!action[status]) return make(status);
        if (!moved.has(status)) moved.set(status, make(status).then((p) => p.id));
        return get(await moved.get(status)!);
      };

      it.each(['Pending', 'Processing', 'Paid', 'PartiallyPaid', 'Failed'])('%s: update, delete, preview and approve are 409 payroll_not_draft', async (status) => {
        const p = await inStatus(status);
        expect(p.status).toBe(status);
        expectProblem(await w.as().patch(path(p.id), { type: 'OffCycle' }), 409, 'payroll_not_draft');
        expectProblem(await w.as().delete(path(p.id)), 409, 'payroll_not_draft');
        expectProblem(await w.as().get(`${path(p.id)}/preview`), 409, 'payroll_not_draft');
        expectProblem(await w.as().post(`${path(p.id)}/approve`), 409, 'payroll_not_draft');
        expect(await get(p.id)).toEqual(p);
      });

      it.each(['Draft', 'Processing', 'Paid', 'PartiallyPaid', 'Failed'])('%s: reopen is 409 payroll_not_pending', async (status) => {
        const p = await inStatus(status);
        const problem = expectProblem(await w.as().post(`${path(p.id)}/reopen`), 409, 'payroll_not_pending');
        expect(problem.detail).toBe(`Payroll ${p.id} is ${status}; only a Pending payroll can be reopened.`);
        expect(await get(p.id)).toEqual(p);
      });

      it('Pending past its deadline: reopen is 409 payroll_reopen_deadline_passed', async () => {
        const p = await inStatus('Pending');
        server().clock.set('2026-03-10T00:00:00Z');
        const problem = expectProblem(await w.as().post(`${path(p.id)}/reopen`), 409, 'payroll_reopen_deadline_passed');
        expect(problem.detail).toBe(`The approval deadline of payroll ${p.id} (${WEEK_DEADLINE}) has passed; it can no longer be reopened.`);
        expect(await deposits(p.id)).toHaveLength(5);
      });
    });

    describe('operator sandbox', () => {
      it('forces each move, settles the tax deposits and emits payroll.status_changed', async () => {
        const a = await small();
        await approve(a.id);
        const processing = await sandbox(a.id, 'process');
        expect(processing).toEqual({ ...(await get(a.id)), status: 'Processing' });
        expect(await deposits(a.id)).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'Pending' })]));
        expect((await sandbox(a.id, 'fail')).status).toBe('Failed');
        expect((await deposits(a.id)).map((d) => d.status)).toEqual(['Failed', 'Failed', 'Failed', 'Failed', 'Failed']);
        expect((await events('payroll.status_changed', a.id)).map((e) => (e.data as Payroll).status)).toEqual(['Processing', 'Failed']);
        const [event] = await events('payroll.status_changed', a.id);
        expect(event).toMatchObject({ companyId: w.t.company.id, partnerId: w.t.partner.id, resourceType: 'Payroll' });

        const b = await small();
        await approve(b.id);
        expect((await sandbox(b.id, 'partially_pay')).status).toBe('PartiallyPaid');
        expect((await deposits(b.id)).map((d) => d.status)).toEqual(['Paid', 'Paid', 'Paid', 'Paid', 'Paid']);
        const c = await small();
        await approve(c.id);
        expect((await sandbox(c.id, 'pay')).status).toBe('Paid');
        // A final status stays put when the clock passes payday.
        server().clock.set('2026-03-20T00:00:00Z');
        expect((await get(a.id)).status).toBe('Failed');
        expect((await get(b.id)).status).toBe('PartiallyPaid');
      });

      it('409 payroll_transition_invalid from a status the action does not start from; 404; operator only', async () => {
        const p = await small();
        const invalid = expectProblem(await op().post(`/v1/operator/payrolls/${p.id}/sandbox`, { action: 'pay' }), 409, 'payroll_transition_invalid');
        expect(invalid.detail).toBe(`Payroll ${p.id} is Draft; the sandbox action pay needs a payroll in Pending or Processing.`);
        await approve(p.id);
        await sandbox(p.id, 'process');
        expectProblem(await op().post(`/v1/operator/payrolls/${p.id}/sandbox`, { action: 'process' }), 409, 'payroll_transition_invalid');
        await sandbox(p.id, 'pay');
        for (const action of ['process', 'pay', 'fail', 'partially_pay']) {
          expectProblem(await op().post(`/v1/operator/payrolls/${p.id}/sandbox`, { action }), 409, 'payroll_transition_invalid');
        }
        expectProblem(await op().post('/v1/operator/payrolls/pay_unknown/sandbox', { action: 'pay' }), 404, 'not_found');
        expectFieldError(await op().post(`/v1/operator/payrolls/${p.id}/sandbox`, { action: 'explode' }), 'body.action');
        expectProblem(await w.as().post(`/v1/operator/payrolls/${p.id}/sandbox`, { action: 'pay' }), 403, 'forbidden');
        expectProblem(await client(server().app, key('Operator', 'op_wrong')).post(`/v1/operator/payrolls/${p.id}/sandbox`, { action: 'pay' }), 401, 'invalid_api_key');
      });
    });

    describe('year to date', () => {
      it('Social Security wage base, Additional Medicare and FUTA follow the approved payrolls before this one', async () => {
        const exec = await w.employee('Exec', { wage: { rate: 0, period: 'Hourly' } });
        const pay = (amount: number, week: number) =>
          create({
            periodStart: `2026-03-${String(2 + 7 * week).padStart(2, '0')}`,
            periodEnd: `2026-03-${String(8 + 7 * week).padStart(2, '0')}`,
            payday: `2026-03-${String(13 + 7 * week).padStart(2, '0')}`,
            employeeItems: [{ employeeId: exec, payments: [{ nonHourlyRegular: amount }] }],
          });
        const tax = (p: Payroll, name: string, payer = 'Employee') => p.employeeItems[0].taxes.find((t: Payroll) => t.name === name && t.payer === payer)?.amount ?? 0;
        const first = await pay(180_000, 0);
        const second = await pay(10_000, 1);
        const preview = async (id: string) => expectStatus(await w.as().get(`${path(id)}/preview`), 200).body as Payroll;
        // Nothing approved yet: the full 10,000 is taxed.
        expect([tax(await preview(second.id), 'SocialSecurity'), tax(await preview(second.id), 'Futa', 'Company')]).toEqual([620, 42]);
        await approve(first.id);
        const p2 = await preview(second.id);
        // 184,500 - 180,000 = 4,500 left under the 2026 wage base; FUTA's 7,000 is used up; Medicare YTD 190,000 < 200,000.
        expect([tax(p2, 'SocialSecurity'), tax(p2, 'SocialSecurity', 'Company'), tax(p2, 'Futa', 'Company'), tax(p2, 'AdditionalMedicare'), tax(p2, 'Medicare')]).toEqual([279, 279, 0, 0, 145]);
        const engine = computeEmployeeItem(
          { employeeId: exec, payments: [{ nonHourlyRegular: 10_000 }] },
          { payday: '2026-03-20', frequency: 'Weekly', ytd: { socialSecurityWages: 180_000, medicareWages: 180_000, futaWages: 180_000 } },
        );
        expect(p2.employeeItems[0].netPay).toBe(toMoneyNumber(engine.netPay));
        expect(await approve(second.id)).toMatchObject({ totals: p2.totals });
        // Third: Medicare wages reach 210,000: Additional Medicare 0.9% on 10,000; no Social Security left.
        const third = await approve((await pay(20_000, 2)).id);
        expect([tax(third, 'SocialSecurity'), tax(third, 'AdditionalMedicare'), tax(third, 'Medicare')]).toEqual([0, 90, 290]);
        // Reopening the first takes it out of the others' year to date (for their next computation).
        server().clock.set('2026-03-03T00:00:00Z');
        expectStatus(await w.as().post(`${path(first.id)}/reopen`), 200);
        // Year to date of a new payroll paid with the third: the 2nd (10,000) and the 3rd (20,000, same payday, approved).
        const fourth = await pay(1_000, 2);
        expect([tax(fourth, 'SocialSecurity'), tax(fourth, 'Futa', 'Company')]).toEqual([62, 0]);
      });

      it('miscellaneous deductions: withheldToDate grows at approval and shrinks at reopen; totalAmount and annualLimit cap', async () => {
        const lou = await w.employee('Lou');
        const md = expectStatus(
          await w.as().post(`${w.base}/post_tax_deductions/miscellaneous`, { employeeId: lou, description: 'Uniform loan', amount: 25, totalAmount: 60, annualLimit: 40, effectiveStart: '2026-01-01' }),
          201,
        ).body.id;
        const withheld = async () => (await db().miscellaneousDeduction.findUniqueOrThrow({ where: { id: md } })).withheldToDate.toFixed(2);
        const week = (n: number) => ({
          periodStart: `2026-03-${String(2 + 7 * n).padStart(2, '0')}`,
          periodEnd: `2026-03-${String(8 + 7 * n).padStart(2, '0')}`,
          payday: `2026-03-${String(13 + 7 * n).padStart(2, '0')}`,
        });
        const first = await create({ ...week(0), employeeItems: [{ employeeId: lou, payments: [{ regularHours: 20 }] }] });
        expect(first.employeeItems[0].deductions).toEqual([{ deductionId: md, kind: 'Miscellaneous', amount: 25 }]);
        await approve(first.id);
        expect(await withheld()).toBe('25.00');
        const second = await create({ ...week(1), employeeItems: [{ employeeId: lou, payments: [{ regularHours: 20 }] }] });
        // annualLimit 40 - 25 withheld this year = 15.
        expect(second.employeeItems[0].deductions).toEqual([{ deductionId: md, kind: 'Miscellaneous', amount: 15 }]);
        await approve(second.id);
        expect(await withheld()).toBe('40.00');
        expectStatus(await w.as().post(`${path(second.id)}/reopen`), 200);
        expect(await withheld()).toBe('25.00');
        expect(expectStatus(await w.as().get(`${w.base}/post_tax_deductions/miscellaneous/${md}`), 200).body.withheldToDate).toBe(25);
      });
    });

    describe('paper checks', () => {
      it('Draft: none yet; approved: one page per Manual item with payee, amount in figures and words, payday, memo', async () => {
        const jamal = await w.employee('Jamal', { lastName: 'Carter', defaultPaymentMethod: 'Manual' });
        const chris = await w.contractor({ businessName: 'Okafor Design LLC' });
        const p = await create({
          employeeItems: [
            { employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 5 }] },
            { employeeId: jamal, payments: [{ regularHours: 10 }] },
          ],
          contractorItems: [{ contractorId: chris, hours: 12.5 }],
        });
        const checksPath = `${path(p.id)}/paper_checks`;
        expect(expectStatus(await w.as().get(checksPath), 200).body).toEqual({ base64Content: '', paperChecksAvailable: false });
        const approved = await approve(p.id);
        const jamalNet = approved.employeeItems[1].netPay;
        expect(approved.totals.cashRequirement).toBeCloseTo(903.65 + approved.totals.employeeTaxes + approved.totals.companyTaxes, 2);
        const res = expectStatus(await w.as(w.t.company.key).get(checksPath), 200).body;
        expect(res.paperChecksAvailable).toBe(true);
        const pdf = Buffer.from(res.base64Content, 'base64');
        expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(pdf.toString('latin1').match(/\/Type \/Page /g)).toHaveLength(2);
        const text = pdfText(pdf);
        // 10 h at 25 = 250.00 - SS 15.50 - Medicare 3.63 - FIT 0 = 230.87
        expect(jamalNet).toBe(230.87);
        const memo = `Pay period 2026-03-02 to 2026-03-08, payroll ${p.id}`;
        /** A page: the check (company, number, date, payee, amount in figures and words, memo, signature, MICR line), then the payee's and the company's stubs. */
        const page = (number: string, payee: string, payeeId: string, amount: string, inWords: string, summary: string[]) => {
          const stub = (copy: string) => [
            ['Company One LLC', `Check No. ${number}`, copy],
            ['Payee', 'ID', 'Pay period', 'Payday', 'Net amount'],
            [payee, payeeId, '2026-03-02 to 2026-03-08', '2026-03-13', amount],
            ['Gross pay', 'Taxes withheld', 'Benefits and deductions', 'Reimbursements', 'Net pay'],
            [...summary, amount],
            [`Memo: ${memo}`],
          ];
          return [
            ['Company One LLC', '500 Market Street, Suite 300', 'San Francisco CA 94105', number],
            ['DATE', '2026-03-13'],
            ['PAY TO THE', 'ORDER OF', payee, '$', `**${amount}**`],
            [inWords, 'DOLLARS'],
            ['MEMO', memo, 'AUTHORIZED SIGNATURE'],
            [`C00${number}C A_________A __________C`],
            ...stub("Payee's stub: keep for your records"),
            ...stub("Company's stub"),
          ].flat();
        };
        // The stubs name an employee by its code (E0001, ...), a contractor by its id.
        const jamalCode = expectStatus(await w.as().get(`${w.base}/employees/${jamal}`), 200).body.code as string;
        expect(jamalCode).toMatch(/^E\d{4}$/);
        expect(text).toEqual([
          // Jamal: gross 250.00, taxes 19.13, nothing else.
          ...page('1001', 'Jamal Carter', jamalCode, '$230.87', 'Two hundred thirty and 87/100 dollars', ['$250.00', '$19.13', '$0.00', '$0.00']),
          // Okafor Design LLC: 12.5 h at 80 = 1,000.00, no withholding.
          ...page('1002', 'Okafor Design LLC', chris, '$1,000.00', 'One thousand and 00/100 dollars', ['$1,000.00', '$0.00', '$0.00', '$0.00']),
        ]);
        // Still there once paid.
        await sandbox(p.id, 'pay');
        expect(expectStatus(await w.as().get(checksPath), 200).body).toEqual(res);
      });

      it('positive pay: check numbers unique in the company (after the numbers printed before they were kept); files per issue date report each check issued once and void once', async () => {
        // A company of its own, so that its check numbers are exactly those issued here.
        const v = await payrollWorld(server());
        const as = v.as();
        const vpath = (id: string) => `${v.base}/payrolls/${id}`;
        const made = async (body: Record<string, unknown>): Promise<Payroll> => expectStatus(await as.post(`${v.base}/payrolls`, { ...WEEK, frequency: 'Weekly', ...body }), 201).body;
        const approved = async (id: string): Promise<Payroll> => expectStatus(await as.post(`${vpath(id)}/approve`), 200).body;
        const numbersPrinted = async (id: string) => {
          const res = expectStatus(await as.get(`${vpath(id)}/paper_checks`), 200).body;
          return pdfText(Buffer.from(res.base64Content, 'base64')).filter((t) => /^Check No\. /.test(t)).filter((_t, i) => i % 2 === 0);
        };
        const jamal = await v.employee('Jamal', { lastName: 'Carter', defaultPaymentMethod: 'Manual' });
        const chris = await v.contractor({ businessName: 'Okafor Design LLC' });
        const evil = await v.contractor({ businessName: '@SUM(1+1)', ein: '98-7654321' });
        const files = `${v.base}/positive_pay_files`;

        // A payroll approved before check numbers were kept: it has no stored checks (its rows removed here, as a
        // database migrated from the previous version holds it) and prints 1001, 1002 as it always did.
        const legacy = await made({ type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: jamal, payments: [{ regularHours: 1 }] }], contractorItems: [{ contractorId: chris, hours: 1 }] });
        await approved(legacy.id);
        await db().paperCheck.deleteMany({ where: { payrollId: legacy.id } });
        expect(await numbersPrinted(legacy.id)).toEqual(['Check No. 1001', 'Check No. 1002']);

        // The next approval numbers after them: 1003 (Jamal, employees first), 1004 (the contractor).
        const p1 = await made({ employeeItems: [{ employeeId: jamal, payments: [{ regularHours: 10 }] }], contractorItems: [{ contractorId: chris, hours: 5 }] });
        const a1 = await approved(p1.id);
        expect(await numbersPrinted(p1.id)).toEqual(['Check No. 1003', 'Check No. 1004']);
        const [jamalNet, chrisNet] = [a1.employeeItems[0].netPay as number, a1.contractorItems[0].netPay as number];
        expect([jamalNet, chrisNet]).toEqual([230.87, 400]);

        // The file of the payday: both checks issued; the legacy ones are in no file.
        const first = expectStatus(await as.post(files, { issueDate: '2026-03-13' }), 201);
        expect(first.headers.location).toBe(`${files}/${first.body.id}`);
        const line = (n: number, amount: string, payee: string, date: string, v: string) => `${n},${amount},${payee},${date},${v}\r\n`;
        const firstCsv = 'checkNumber,amount,payee,issueDate,void\r\n' + line(1003, '230.87', 'Jamal Carter', '2026-03-13', 'N') + line(1004, '400.00', 'Okafor Design LLC', '2026-03-13', 'N');
        const { createHash } = await import('node:crypto');
        const sha = (text: string) => createHash('sha256').update(text).digest('hex');
        const firstSummary = { id: first.body.id, companyId: v.t.company.id, issueDate: '2026-03-13', status: 'Created', createdAt: '2026-03-02T15:00:00Z', sentAt: null, sha256: sha(firstCsv), issuedCount: 2, voidCount: 0, issuedTotal: 630.87 };
        const issued = (n: number, amount: number, payee: string, payrollId: string, v = false) => ({ checkNumber: n, amount, payee, issueDate: '2026-03-13', void: v, payrollId });
        expect(first.body).toEqual({ ...firstSummary, checks: [issued(1003, 230.87, 'Jamal Carter', p1.id), issued(1004, 400, 'Okafor Design LLC', p1.id)] });
        const download = await v.as(v.t.company.key).get(`${files}/${first.body.id}/download`);
        expect([download.status, download.headers['content-type'], download.headers['x-content-sha256'], download.text]).toEqual([200, 'text/csv; charset=utf-8', sha(firstCsv), firstCsv]);
        expect(download.headers['content-disposition']).toBe(`attachment; filename="${first.body.id}.csv"`);
        // Each check is reported issued once: nothing more for that date.
        expectProblem(await as.post(files, { issueDate: '2026-03-13' }), 422, 'positive_pay_nothing_to_file');

        // A day later, a second payroll of the same payday, reopened (its checks 1005, 1006 void) and approved again (new checks).
        server().clock.set('2026-03-03T15:00:00.000Z');
        const p2 = await made({ type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: jamal, payments: [{ regularHours: 2 }] }], contractorItems: [{ contractorId: evil, hours: 1 }] });
        await approved(p2.id);
        expect(await numbersPrinted(p2.id)).toEqual(['Check No. 1005', 'Check No. 1006']);
        expectStatus(await as.post(`${vpath(p2.id)}/reopen`), 200);
        const a2 = await approved(p2.id);
        expect(await numbersPrinted(p2.id)).toEqual(['Check No. 1007', 'Check No. 1008']);
        // The first payroll paid, then voided: its checks become void.
        await sandbox(p1.id, 'pay');
        expectStatus(await as.post(`${vpath(p1.id)}/void`, { reason: 'Paid twice by mistake' }), 200);

        // The next file: the voids (reported issued or not), then what was issued since, by check number.
        const second = expectStatus(await as.post(files, { issueDate: '2026-03-13' }), 201).body;
        const p2Jamal = (a2.employeeItems[0].netPay as number).toFixed(2);
        expect(p2Jamal).toBe('46.17'); // 2 h at 25 = 50.00 - SS 3.10 - Medicare 0.73
        const secondCsv =
          'checkNumber,amount,payee,issueDate,void\r\n' +
          line(1003, '230.87', 'Jamal Carter', '2026-03-13', 'Y') +
          line(1004, '400.00', 'Okafor Design LLC', '2026-03-13', 'Y') +
          line(1005, '46.17', 'Jamal Carter', '2026-03-13', 'Y') +
          // A payee a spreadsheet would run as a formula gets a leading apostrophe (lib/csv.ts).
          line(1006, '80.00', "'@SUM(1+1)", '2026-03-13', 'Y') +
          line(1007, '46.17', 'Jamal Carter', '2026-03-13', 'N') +
          line(1008, '80.00', "'@SUM(1+1)", '2026-03-13', 'N');
        expect((await as.get(`${files}/${second.id}/download`)).text).toBe(secondCsv);
        expect(second).toMatchObject({ createdAt: '2026-03-03T15:00:00Z', issuedCount: 2, voidCount: 4, issuedTotal: 126.17, sha256: sha(secondCsv) });
        expect(second.checks.map((c: { checkNumber: number; void: boolean; payrollId: string }) => [c.checkNumber, c.void, c.payrollId])).toEqual([
          [1003, true, p1.id],
          [1004, true, p1.id],
          [1005, true, p2.id],
          [1006, true, p2.id],
          [1007, false, p2.id],
          [1008, false, p2.id],
        ]);
        // Each void is reported once.
        expectProblem(await as.post(files, { issueDate: '2026-03-13' }), 422, 'positive_pay_nothing_to_file');

        // Listed oldest first without checks; marked sent once; the company key reads them; another partner gets 404.
        expect(expectStatus(await v.as(v.t.company.key).get(files), 200).body).toMatchObject({ totalResources: 2, results: [firstSummary, { id: second.id, voidCount: 4 }] });
        expect(expectStatus(await v.as(v.t.company.key).get(files), 200).body.results[0].checks).toBeUndefined();
        const sent = expectStatus(await as.post(`${files}/${first.body.id}/mark_sent`), 200).body;
        expect(sent).toEqual({ ...first.body, status: 'Sent', sentAt: '2026-03-03T15:00:00Z' });
        expectProblem(await as.post(`${files}/${first.body.id}/mark_sent`), 409, 'positive_pay_file_already_sent');
        expect(expectStatus(await as.get(`${files}/${first.body.id}`), 200).body).toEqual(sent);
        expectProblem(await v.as(v.t.foreign.key).get(`${files}/${first.body.id}`), 404, 'not_found');
        expectProblem(await as.get(`${files}/ppf_unknown`), 404, 'not_found');
      });

      it('an approved payroll without Manual items has none', async () => {
        const p = await workedCheckNoYtd();
        expect(expectStatus(await w.as().get(`${path(p.id)}/paper_checks`), 200).body).toEqual({ base64Content: '', paperChecksAvailable: false });
      });
    });
  });

  /** An approved direct-deposit payroll of a fresh employee. */
  async function workedCheckNoYtd(): Promise<Payroll> {
    const p = await small();
    return approve(p.id);
  }

  // A race: on both databases (docs/testing.md).
  itOnEveryDatabase.each([2, 4])('%i approvals racing on one payroll: one 200, the others 409 (payroll_not_draft, or payroll_busy while the winner computes), one set of paystubs, deposits and events', async (n) => {
    const employees: string[] = [];
    for (const name of ['R1', 'R2', 'R3']) employees.push(await w.employee(name));
    const p = await create({ employeeItems: employees.map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) });
    const keys = [w.t.partner.key, w.t.company.key, w.t.corporation.key, w.t.partner.key];
    const responses = await Promise.all(keys.slice(0, n).map((k) => w.as(k).post(`${path(p.id)}/approve`)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(n - 1).fill(409)]);
    // PGlite runs one transaction at a time, so a loser always finds the payroll approved; on PostgreSQL a
    // loser that overlaps the winner is refused by the company's work lock (services/company-work.ts).
    const loserCodes = server().db.kind === 'pglite' ? ['payroll_not_draft'] : ['payroll_not_draft', 'payroll_busy'];
    for (const loser of responses.filter((r) => r.status === 409)) {
      expect(loserCodes).toContain(loser.body.code);
      expectProblem(loser, 409, loser.body.code);
    }
    const winner = responses.find((r) => r.status === 200)!.body;
    expect(await get(p.id)).toEqual(winner);
    // The paystubs are the approved payroll's items: one per employee, with the winner's figures.
    const items = await db().payrollEmployeeItem.findMany({ where: { payrollId: p.id }, orderBy: { position: 'asc' } });
    expect(items.map((i) => [i.employeeId, i.netPay.toNumber()])).toEqual(winner.employeeItems.map((i: Payroll) => [i.employeeId, i.netPay]));
    expect(await deposits(p.id)).toHaveLength(5);
    expect(await events('payroll.approved', p.id)).toHaveLength(1);
  });
});

// Reversals of paid payrolls (openapi.yaml reversePayroll; docs/domain-rules.md, "Voids and reversals"): the
// payroll voided as voidPayroll voids it, and a reversal payroll of the opposite movements (each direct
// deposit pulled back per account, each paper check stopped, a bounced payment left alone) with the
// reversed items' totals negated, moved by the clock to Processing and Paid; its cash requirement report;
// the states and bodies refused; a race of two reversals.
//
// Figures (2026, weekly, Single without a W-4, the payroll world's Texas workplace at 2.7% SUI; the
// arithmetic is in payroll-voids.test.ts): 40 h x $25 = 1,000.00 per employee; employee taxes FIT 78.08 +
// Social Security 62.00 + Medicare 14.50 = 154.58, net 845.42; company taxes Social Security 62.00 +
// Medicare 14.50 + FUTA 6.00 + TX SUI 27.00 = 109.50. Vic has a $10 "Uniform" deduction (net 835.42); the
// contractor is paid 10 h x $80 = 800.00 by paper check.
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/lib/logger';
import { forEachDatabase, itOnEveryDatabase, testConfig } from '@payroll/test-support';
import { client, expectFieldError, expectProblem, expectStatus, type Key } from './fixtures';
import { payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

const PERIOD = { periodStart: '2026-05-04', periodEnd: '2026-05-10', payday: '2026-05-15' };
const APPROVE_AT = '2026-05-06T10:00:00.000Z';
/** A Friday; the next bank business day is Tuesday 2026-05-26 (Monday the 25th is Memorial Day). */
const REVERSE_AT = '2026-05-22T15:00:00.000Z';

/** Every amount of a payroll's totals negated (0 stays 0). */
function negated(totals: Json): Json {
  const neg = (n: number) => (n === 0 ? 0 : -n);
  const { taxesByJurisdiction, ...rest } = totals;
  return {
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, neg(v as number)])),
    taxesByJurisdiction: (taxesByJurisdiction as Json[]).map((j) => ({ jurisdiction: j.jurisdiction, employeeTaxes: neg(j.employeeTaxes), companyTaxes: neg(j.companyTaxes) })),
  };
}

forEachDatabase('payroll reversals', (server) => {
  let sandbox: Express;
  let w: PayrollWorld;
  const db = () => server().db.prisma;
  const path = (id: string) => `${w.base}/payrolls/${id}`;
  const get = async (id: string, k?: Key): Promise<Json> => expectStatus(await w.as(k).get(path(id)), 200).body;
  const reverse = (id: string, body: unknown = { reason: 'Paid twice by mistake' }, k?: Key) => w.as(k).post(`${path(id)}/reverse`, body);
  const events = (type: string, resourceId: string) => db().event.findMany({ where: { type, resourceId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

  /** A payroll of the given employees (40 h each) and contractors (10 h each), approved and read on payday: Paid. */
  const paid = async (employeeIds: string[], contractorIds: string[] = [], period = PERIOD, beforePaid?: (p: Json) => Promise<void>): Promise<Json> => {
    server().clock.set('2026-05-01T12:00:00.000Z');
    const created = expectStatus(
      await w.as().post(`${w.base}/payrolls`, {
        frequency: 'Weekly',
        ...period,
        employeeItems: employeeIds.map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })),
        contractorItems: contractorIds.map((contractorId) => ({ contractorId, hours: 10 })),
      }),
      201,
    ).body;
    server().clock.set(APPROVE_AT);
    expectStatus(await w.as().post(`${path(created.id)}/approve`), 200);
    if (beforePaid) await beforePaid(created);
    server().clock.set(`${period.payday}T12:00:00.000Z`);
    const read = await get(created.id);
    expect(['Paid', 'PartiallyPaid']).toContain(read.status);
    return read;
  };

  beforeAll(async () => {
    const s = server();
    sandbox = s.guard.wrap(createApp({ prisma: s.db.prisma, databaseKind: s.db.kind, config: testConfig({ databaseUrl: s.databaseUrl, sandboxMode: true }), logger: createLogger('info', s.guard.logSink), now: s.clock.now }));
    w = await payrollWorld(s);
  });
  afterAll(async () => {
    server().clock.reset();
    await (sandbox.locals.close as () => Promise<void>)();
  });

  it('the walk: the payroll void, a reversal payroll of the opposite movements with negated totals, moved by the clock to Paid', async () => {
    const dee = await w.employee('Dee');
    // Lou's net pay is split: $200.00 to a first account, the rest to a second.
    const lou = await w.employee('Lou', {}, { bankAccount: false });
    const louA = await w.bankAccount(`${w.base}/employees/${lou}`);
    const louB = await w.bankAccount(`${w.base}/employees/${lou}`);
    expectStatus(await w.as().post(`${w.base}/employees/${lou}/net_pay_splits`, { splits: [{ bankAccountId: louA, priority: 1, amount: 200 }, { bankAccountId: louB, priority: 2 }] }), 201);
    const vic = await w.employee('Vic', { defaultPaymentMethod: 'Manual' });
    const uniform = expectStatus(await w.as().post(`${w.base}/post_tax_deductions/miscellaneous`, { employeeId: vic, description: 'Uniform', amount: 10, effectiveStart: '2026-01-01' }), 201).body.id;
    const bo = await w.employee('Bo');
    const okafor = await w.contractor();
    // Bo's direct deposit bounces after approval (sandbox): the payroll ends PartiallyPaid.
    const p = await paid([dee, lou, vic, bo], [okafor], PERIOD, async (created) => {
      const boItem = created.employeeItems.find((i: Json) => i.employeeId === bo).id;
      expectStatus(await client(sandbox, w.t.partner.key).post(`${w.base}/sandbox/payrolls/${created.id}/items/${boItem}/fail_payment`, {}), 200);
    });
    expect(p.status).toBe('PartiallyPaid');
    expect(p.totals).toEqual({
      employeeGross: 4000,
      employeeReimbursements: 0,
      employeeTaxes: 618.32,
      employeeBenefits: 0,
      deductions: 10,
      employeeNet: 3371.68,
      contractorGross: 800,
      contractorReimbursements: 0,
      contractorNet: 800,
      companyTaxes: 438,
      companyBenefits: 0,
      liability: 5238,
      // Direct-deposit net pay (Dee, Lou, Bo: 3 x 845.42) + employee taxes + company taxes.
      cashRequirement: 3592.58,
      taxesByJurisdiction: [
        { jurisdiction: 'US', employeeTaxes: 618.32, companyTaxes: 330 },
        { jurisdiction: 'TX', employeeTaxes: 0, companyTaxes: 108 },
      ],
    });
    const item = (employeeId: string) => p.employeeItems.find((i: Json) => i.employeeId === employeeId).id as string;
    const withheld = async () => (await db().miscellaneousDeduction.findUniqueOrThrow({ where: { id: uniform } })).withheldToDate.toFixed(2);
    expect(await withheld()).toBe('10.00');

    server().clock.set(REVERSE_AT);
    const res = reverse(p.id, { reason: 'Paid twice by mistake' });
    const created = await res;
    expectStatus(created, 201);
    const r = created.body as Json;
    expect(created.headers.location).toBe(`/v1/companies/${w.t.company.id}/payrolls/${r.id}`);
    const last4 = async (id: string) => (await db().bankAccount.findUniqueOrThrow({ where: { id } })).accountNumberLastFour;
    const deeAccount = (await db().bankAccount.findFirstOrThrow({ where: { employeeId: dee } })).id;
    expect(r).toEqual({
      id: expect.stringMatching(/^pay_/),
      companyId: w.t.company.id,
      periodStart: PERIOD.periodStart,
      periodEnd: PERIOD.periodEnd,
      deadline: '2026-05-22',
      payday: '2026-05-26',
      approvedAt: '2026-05-22T15:00:00Z',
      status: 'Pending',
      type: 'OffCycle',
      offCycleReason: 'Correction',
      frequency: 'Weekly',
      processingPeriod: p.processingPeriod,
      fundingMethod: 'Ach',
      totals: negated(p.totals),
      offCycleOptions: p.offCycleOptions,
      timecardHours: false,
      employeeItems: [],
      contractorItems: [],
      warnings: [],
      isVoid: false,
      isManaged: true,
      reversalOf: p.id,
      reversal: {
        reason: 'Paid twice by mistake',
        movements: [
          { itemId: item(dee), employeeId: dee, kind: 'DirectDepositReversal', amount: 845.42, bankAccountId: deeAccount, accountNumberLastFour: await last4(deeAccount) },
          { itemId: item(lou), employeeId: lou, kind: 'DirectDepositReversal', amount: 200, bankAccountId: louA, accountNumberLastFour: await last4(louA) },
          { itemId: item(lou), employeeId: lou, kind: 'DirectDepositReversal', amount: 645.42, bankAccountId: louB, accountNumberLastFour: await last4(louB) },
          { itemId: item(vic), employeeId: vic, kind: 'StoppedCheck', amount: 835.42 },
          // Bo's payment bounced: nothing to bring back.
          { itemId: p.contractorItems[0].id, contractorId: okafor, kind: 'StoppedCheck', amount: 800 },
        ],
      },
    });
    expect(r.totals.cashRequirement).toBe(-3592.58);

    // The reversed payroll: void with the reason, every item too, and linked to its reversal.
    const reversed = await get(p.id);
    expect([reversed.isVoid, reversed.voidReason, reversed.voidedAt, reversed.reversedBy]).toEqual([true, 'Paid twice by mistake', '2026-05-22T15:00:00Z', r.id]);
    expect(reversed.employeeItems.concat(reversed.contractorItems).map((i: Json) => [i.isVoid, i.voidReason])).toEqual(Array(5).fill([true, 'Paid twice by mistake']));
    expect(await withheld()).toBe('0.00');
    expect(await get(r.id)).toEqual(r);
    const voided = await events('payroll.voided', p.id);
    const reversedEvents = await events('payroll.reversed', r.id);
    expect([voided.length, reversedEvents.length]).toEqual([1, 1]);
    expect(voided[0]!.seq < reversedEvents[0]!.seq).toBe(true);
    const { employeeItems: _e, contractorItems: _c, warnings: _w, ...header } = r;
    expect(reversedEvents[0]!.data).toEqual(header);

    // Its cash requirement report breaks the negative cash requirement down: the reversed items' rows, negated.
    const cash = expectStatus(await w.as().get(`${w.base}/reports/cash_requirement?payrollId=${r.id}`), 200).body.results as Json[];
    expect(cash.map((c) => [c.paymentMethod, c.funding, c.items, c.amount, c.inCashRequirement])).toEqual([
      ['DirectDeposit', 'EmployeeNetPay', 3, -2536.26, true],
      ['DirectDeposit', 'EmployeeTaxes', 3, -463.74, true],
      ['DirectDeposit', 'CompanyTaxes', 3, -328.5, true],
      ['Manual', 'EmployeeNetPay', 1, -835.42, false],
      ['Manual', 'ContractorNetPay', 1, -800, false],
      ['Manual', 'EmployeeTaxes', 1, -154.58, true],
      ['Manual', 'CompanyTaxes', 1, -109.5, true],
    ]);
    const inCash = cash.filter((c) => c.inCashRequirement).reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
    expect(inCash / 100).toBe(r.totals.cashRequirement);

    // The clock: Processing once the deadline (today) has passed, Paid on payday (after Memorial Day).
    server().clock.set('2026-05-23T09:00:00.000Z');
    expect((await get(r.id)).status).toBe('Processing');
    server().clock.set('2026-05-26T09:00:00.000Z');
    expect((await get(r.id)).status).toBe('Paid');
    expect((await events('payroll.status_changed', r.id)).map((e) => (e.data as Json).status)).toEqual(['Processing', 'Paid']);

    // Neither payroll can be reversed (or the reversal voided, reopened or failed) again.
    expectProblem(await reverse(p.id), 409, 'payroll_already_void');
    expectProblem(await reverse(r.id), 409, 'payroll_is_reversal');
    expectProblem(await w.as().post(`${path(r.id)}/void`, { reason: 'x' }), 409, 'payroll_is_reversal');
    expectProblem(await client(sandbox, w.t.partner.key).post(`${w.base}/sandbox/payrolls/${r.id}/money_movement`, { action: 'fail' }), 409, 'payroll_is_reversal');
  });

  it('a Pending reversal cannot be reopened or have its funding failed; a later payroll takes the voided taxes as credits', async () => {
    const kim = await w.employee('Kim');
    const p = await paid([kim], [], { periodStart: '2026-06-01', periodEnd: '2026-06-07', payday: '2026-06-12' });
    server().clock.set('2026-06-15T10:00:00.000Z');
    const r = expectStatus(await reverse(p.id, { reason: 'Wrong employee', payday: '2026-06-17' }), 201).body;
    expect([r.status, r.deadline, r.payday]).toEqual(['Pending', '2026-06-15', '2026-06-17']);
    expectProblem(await w.as().post(`${path(r.id)}/reopen`), 409, 'payroll_is_reversal');
    expectProblem(await client(sandbox, w.t.partner.key).post(`${w.base}/sandbox/payrolls/${r.id}/fail_funding`, {}), 409, 'payroll_is_reversal');
    expect((await get(r.id)).status).toBe('Pending');

    // Kim's next payroll owes the same taxes: the credit of the reversed ones takes them all.
    const next = await paid([kim], [], { periodStart: '2026-06-08', periodEnd: '2026-06-14', payday: '2026-06-19' });
    const deposits = (expectStatus(await w.as().get(`${w.base}/tax_deposits?payrollId=${next.id}`), 200).body.results as Json[]).map((d) => `${d.code} ${d.amount} ${d.creditApplied ?? 0}`).sort();
    expect(deposits).toEqual(['tx_sui_er 0 27', 'us_fica_medicare 0 29', 'us_fica_ss 0 124', 'us_fit 0 78.08', 'us_futa 0 6'].sort());
  });

  it('refusals: not paid 409, payday not a later business day 422 invalid_payday, bad bodies 400, out of scope 404', async () => {
    const ned = await w.employee('Ned');
    server().clock.set('2026-07-01T12:00:00.000Z');
    const draft = expectStatus(await w.as().post(`${w.base}/payrolls`, { frequency: 'Weekly', periodStart: '2026-07-06', periodEnd: '2026-07-12', payday: '2026-07-17', employeeItems: [{ employeeId: ned, payments: [{ regularHours: 40 }] }] }), 201).body;
    expectProblem(await reverse(draft.id), 409, 'payroll_not_paid');
    expectStatus(await w.as().post(`${path(draft.id)}/approve`), 200);
    expectProblem(await reverse(draft.id), 409, 'payroll_not_paid');

    server().clock.set('2026-07-17T12:00:00.000Z');
    expect((await get(draft.id)).status).toBe('Paid');
    server().clock.set('2026-07-20T12:00:00.000Z');
    for (const [payday, why] of [
      ['2026-07-20', 'today'],
      ['2026-07-19', 'a Sunday, and past'],
      ['2026-07-25', 'a Saturday'],
      ['2026-09-07', 'Labor Day'],
    ]) {
      const res = await reverse(draft.id, { reason: 'x', payday });
      expect([why, res.status]).toEqual([why, 422]);
      const problem = expectProblem(res, 422, 'invalid_payday');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.payday', 'invalid_payday']]);
    }
    expectFieldError(await reverse(draft.id, {}), 'body.reason', 'required');
    expectFieldError(await reverse(draft.id, { reason: '' }), 'body.reason', 'minLength');
    expectFieldError(await reverse(draft.id, { reason: 'x', extra: 1 }), 'body.extra', 'additionalProperties');
    expectProblem(await reverse('pay_unknown'), 404, 'not_found');
    const other = await payrollWorld(server());
    expectProblem(await reverse(draft.id, { reason: 'x' }, other.t.partner.key), 404, 'not_found');
    expectProblem(await reverse(draft.id, { reason: 'x' }, other.t.company.key), 404, 'not_found');
    // None of the refusals changed anything.
    const still = await get(draft.id);
    expect([still.status, still.isVoid, still.reversedBy]).toEqual(['Paid', false, undefined]);
    expect(await db().payroll.count({ where: { reversalOfId: draft.id } })).toBe(0);
  });

  // A race: on both databases (docs/testing.md).
  itOnEveryDatabase('two reversals at once: one reversal payroll, the other request 409', async () => {
    const sam = await w.employee('Sam');
    const p = await paid([sam], [], { periodStart: '2026-08-03', periodEnd: '2026-08-09', payday: '2026-08-14' });
    server().clock.set('2026-08-17T12:00:00.000Z');
    const answers = await Promise.all([reverse(p.id), reverse(p.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(['payroll_already_void', 'payroll_busy']).toContain(answers.find((a) => a.status === 409)!.body.code);
    expect(await db().payroll.count({ where: { reversalOfId: p.id } })).toBe(1);
    expect(await events('payroll.voided', p.id)).toHaveLength(1);
  });
});

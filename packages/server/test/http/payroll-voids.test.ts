// Voids of paid payrolls and items (openapi.yaml voidPayroll, voidPayrollItem): which states allow them, the
// void recorded with its reason and events, voiding twice, and the voided amounts leaving year to date
// (paystubs, withheldToDate), the tax liabilities (credits taken off the next deposits) and a later W-2.
//
// Figures (2026, weekly, Single without a W-4, the payroll world's Texas workplace at 2.7% SUI): 40 h x $25 =
// 1,000.00; FIT: 52,000 - 8,600 = 43,400 -> 1,240 + 12% x 23,500 = 4,060 / 52 = 78.08; Social Security 62.00
// (x 2 with the company's share = 124.00); Medicare 14.50 (29.00); FUTA 6.00; TX SUI 27.00. Vic's $10
// "Uniform" deduction is withheld from each of his items.
import { pdfText } from '../../src/documents/pdf';
import { forEachDatabase } from '@payroll/test-support';
import { expectFieldError, expectProblem, expectStatus, type Key } from './fixtures';
import { getBinary } from './paid-payrolls';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

const WEEK2 = { periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20' };

forEachDatabase('payroll voids', (server) => {
  let w: PayrollWorld;
  let vic: string;
  let dee: string;
  let uniform: string;
  const path = (id: string) => `${w.base}/payrolls/${id}`;
  const create = async (period: Json, employeeIds: string[]): Promise<Json> =>
    expectStatus(await w.as().post(`${w.base}/payrolls`, { frequency: 'Weekly', ...period, employeeItems: employeeIds.map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) }), 201).body;
  const approve = async (id: string, at: string) => {
    server().clock.set(at);
    return expectStatus(await w.as().post(`${path(id)}/approve`), 200).body as Json;
  };
  /** Approved, then read on payday: Paid. */
  const paid = async (period: Json, employeeIds: string[], approveAt: string): Promise<Json> => {
    const p = await create(period, employeeIds);
    await approve(p.id, approveAt);
    server().clock.set(`${period.payday}T12:00:00Z`);
    const read = expectStatus(await w.as().get(path(p.id)), 200).body;
    expect(read.status).toBe('Paid');
    return read;
  };
  const voidItem = (p: Json, itemId: string, reason = 'Paid in error', k?: Key) => w.as(k).post(`${path(p.id)}/items/${itemId}/void`, { reason });
  const withheld = async () => (await server().db.prisma.miscellaneousDeduction.findUniqueOrThrow({ where: { id: uniform } })).withheldToDate.toFixed(2);
  const deposits = async (payrollId: string) =>
    (expectStatus(await w.as().get(`${w.base}/tax_deposits?payrollId=${payrollId}`), 200).body.results as Json[]).map((d) => `${d.code} ${d.amount} ${d.creditApplied ?? 0}`).sort();
  const events = (type: string, resourceId: string) => server().db.prisma.event.findMany({ where: { type, resourceId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

  beforeAll(async () => {
    w = await payrollWorld(server());
    vic = await w.employee('Vic');
    dee = await w.employee('Dee');
    uniform = expectStatus(await w.as().post(`${w.base}/post_tax_deductions/miscellaneous`, { employeeId: vic, description: 'Uniform', amount: 10, effectiveStart: '2026-01-01' }), 201).body.id;
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterAll(() => server().clock.reset());

  it('only a Paid payroll is voided: a Draft or Pending one is 409 payroll_not_paid; unknown items 404; a reason is required', async () => {
    const p = await create(WEEK, [dee]);
    const item = p.employeeItems[0].id;
    expectProblem(await voidItem(p, item), 409, 'payroll_not_paid');
    await approve(p.id, '2026-03-04T10:00:00Z');
    const pending = expectProblem(await w.as().post(`${path(p.id)}/void`, { reason: 'x' }), 409, 'payroll_not_paid');
    expect(pending.detail).toBe(`Payroll ${p.id} is Pending; only a Paid or PartiallyPaid payroll can be voided (reopen a Pending payroll instead).`);
    expectProblem(await voidItem(p, 'pei_nosuchitem'), 404, 'not_found');
    expectFieldError(await w.as().post(`${path(p.id)}/void`, {}), 'body.reason', 'required');
    expectFieldError(await w.as().post(`${path(p.id)}/void`, { reason: '' }), 'body.reason', 'minLength');
    expectProblem(await w.as().post(`${w.base}/payrolls/pay_nosuchpayroll/void`, { reason: 'x' }), 404, 'not_found');
    // Out of scope: another partner's key does not see this company.
    expectProblem(await voidItem(p, item, 'x', w.t.foreign.key), 404, 'not_found');
    // Reopen it (still Pending) so that it leaves nothing behind.
    expectStatus(await w.as().post(`${path(p.id)}/reopen`), 200);
    expectStatus(await w.as().delete(path(p.id)), 204);
  });

  it('voiding an item: marked with its reason, twice is 409; its amounts leave year to date, the liabilities (a credit on the next deposits) and the W-2', async () => {
    const p1 = await paid(WEEK, [vic, dee], '2026-03-04T10:00:00Z');
    expect(await withheld()).toBe('10.00');
    const vicItem = p1.employeeItems.find((i: Json) => i.employeeId === vic).id;

    server().clock.set('2026-03-16T09:30:00Z');
    const voided = expectStatus(await voidItem(p1, vicItem, 'Paid to the wrong account'), 200).body;
    const item = voided.employeeItems.find((i: Json) => i.id === vicItem);
    expect([item.isVoid, item.voidReason, item.voidedAt]).toEqual([true, 'Paid to the wrong account', '2026-03-16T09:30:00Z']);
    expect(voided.employeeItems.find((i: Json) => i.employeeId === dee).isVoid).toBe(false);
    expect([voided.isVoid, voided.status]).toEqual([false, 'Paid']);
    expect((await events('payroll.item_voided', p1.id)).map((e) => (e.data as Json).itemId)).toEqual([vicItem]);
    expectProblem(await voidItem(p1, vicItem), 409, 'payroll_item_already_void');
    // The deduction withheld by the voided item leaves withheldToDate.
    expect(await withheld()).toBe('0.00');
    // The voided paystub stays, marked; a later paystub's year to date leaves it out.
    const stub1 = expectStatus(await w.as().get(`${w.base}/employees/${vic}/paystubs/${p1.id}`), 200).body;
    expect([stub1.isVoid, stub1.voidReason]).toEqual([true, 'Paid to the wrong account']);
    const pdf = await getBinary(server(), w.t.partner.key, `${w.base}/employees/${vic}/paystubs/${p1.id}/download`);
    expect(pdfText(pdf.body)).toContain('VOID: Paid to the wrong account');

    const p2 = await paid(WEEK2, [vic], '2026-03-16T10:00:00Z');
    const stub2 = expectStatus(await w.as().get(`${w.base}/employees/${vic}/paystubs/${p2.id}`), 200).body;
    expect(stub2.totals.gross).toEqual({ current: 1000, ytd: 1000 });
    expect(stub2.isVoid).toBeUndefined();
    expect(await withheld()).toBe('10.00');
    // The voided taxes were deposited with P1; P2 owes the same taxes for Vic, so the credit takes them all.
    expect(await deposits(p2.id)).toEqual(['tx_sui_er 0 27', 'us_fica_medicare 0 29', 'us_fica_ss 0 124', 'us_fit 0 78.08', 'us_futa 0 6'].sort());
    // Nothing left to credit: a third payroll deposits in full.
    const p3 = await paid({ periodStart: '2026-03-16', periodEnd: '2026-03-22', payday: '2026-03-27' }, [dee], '2026-03-18T10:00:00Z');
    expect(await deposits(p3.id)).toEqual(['tx_sui_er 27 0', 'us_fica_medicare 29 0', 'us_fica_ss 124 0', 'us_fit 78.08 0', 'us_futa 6 0'].sort());

    // The year's W-2s (produced in 2027) leave the voided item out: Vic was paid P2 only.
    server().clock.set('2027-01-02T12:00:00Z');
    const w2s = expectStatus(await w.as().get(`${w.base}/documents/employee_tax_documents?year=2026&pageSize=100`), 200).body.results as Json[];
    const vicW2 = w2s.find((d) => d.employeeId === vic)!;
    const text = pdfText((await getBinary(server(), w.t.partner.key, `${w.base}/documents/employee_tax_documents/${vicW2.id}/download`)).body);
    // Each box's label followed by its value: consecutive strings of the text.
    for (const box of [
      ['1 Wages, tips, other compensation', '$1,000.00'],
      ['2 Federal income tax withheld', '$78.08'],
      ['4 Social security tax withheld', '$62.00'],
    ]) {
      expect(text.join('|')).toContain(box.join('|'));
    }
  });

  it('voiding a whole payroll voids every item left, once; the payroll is void with its reason', async () => {
    const p = await paid({ periodStart: '2026-03-23', periodEnd: '2026-03-29', payday: '2026-04-03' }, [vic, dee], '2026-03-25T10:00:00Z');
    const vicItem = p.employeeItems.find((i: Json) => i.employeeId === vic).id;
    expectStatus(await voidItem(p, vicItem, 'Duplicate'), 200);
    server().clock.set('2026-04-06T08:00:00Z');
    const voided = expectStatus(await w.as().post(`${path(p.id)}/void`, { reason: 'Run by mistake' }), 200).body;
    expect([voided.isVoid, voided.voidReason, voided.voidedAt]).toEqual([true, 'Run by mistake', '2026-04-06T08:00:00Z']);
    // Items already void keep their own reason.
    expect(voided.employeeItems.map((i: Json) => [i.employeeId === vic ? 'vic' : 'dee', i.isVoid, i.voidReason])).toEqual([
      ['vic', true, 'Duplicate'],
      ['dee', true, 'Run by mistake'],
    ]);
    expect(await events('payroll.voided', p.id)).toHaveLength(1);
    expectProblem(await w.as().post(`${path(p.id)}/void`, { reason: 'again' }), 409, 'payroll_already_void');
    expect(expectStatus(await w.as().get(path(p.id)), 200).body).toEqual(voided);
  });
});

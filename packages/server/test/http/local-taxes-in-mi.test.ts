// Built-in Indiana county and Michigan city taxes over HTTP (docs/domain-rules.md, "Local taxes"): a Marion County
// resident working in Indianapolis and a Detroit resident working in Detroit, each 40 h x $25 = $1,000 weekly,
// payday 2026-03-13, no certificates. Their preview lines carry `jurisdiction` and `code`, no local warning, the
// payroll approves without acknowledgement and the paystubs show the lines.
//   IN: state 1,000 x 2.95% = 29.50; Marion County 1,000 x 2.02% = 20.20 (Departmental Notice #1, 2026).
//   MI: state 1,000 x 4.25% = 42.50 (no MI-W4: no exemptions); Detroit resident 1,000 x 2.4% = 24.00 (Form 5469, no
//       city certificate: no exemptions).
import { forEachDatabase } from '@payroll/test-support';
import { expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

forEachDatabase('built-in Indiana county and Michigan city taxes', (server) => {
  let w: PayrollWorld;

  beforeAll(async () => {
    w = await payrollWorld(server());
    server().clock.set(MONDAY);
    const stateTaxIds = [{ state: 'IN', withholdingAccountNumber: 'IN-0001', unemploymentRate: 2.5 }, { state: 'MI', withholdingAccountNumber: 'MI-0001', unemploymentRate: 2.7 }];
    expectStatus(await w.as().post(`${w.base}/onboard/tax_setup`, { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds }), 200);
  });
  afterAll(() => server().clock.reset());

  it('a Marion County and a Detroit resident preview with in_county and mi_city lines, approve and show them on the paystub', async () => {
    const as = w.as();
    const indy = { street1: '200 E Washington St', city: 'Indianapolis', state: 'IN', zipcode: '46204', country: 'US', localities: ['IN-MARION'] };
    const detroit = { street1: '2 Woodward Ave', city: 'Detroit', state: 'MI', zipcode: '48226', country: 'US', localities: ['MI-DETROIT'] };
    // A county whose 2026 rate is not confirmed is not built in (nor registered): 422.
    expectProblem(await as.post(`${w.base}/workplaces`, { name: 'Nashville', address: { ...indy, city: 'Nashville', zipcode: '47448', localities: ['IN-BROWN'] } }), 422, 'invalid_locality');
    const hire = async (name: string, address: Json) => {
      const wp = expectStatus(await as.post(`${w.base}/workplaces`, { name, address }), 201).body.id as string;
      return w.employee(name, { workplaces: [wp], primaryWorkplaceId: wp, residence: address });
    };
    const inId = await hire('Indianapolis', indy);
    const miId = await hire('Detroit', detroit);

    const draft = expectStatus(
      await as.post(`${w.base}/payrolls`, { frequency: 'Weekly', ...WEEK, employeeItems: [inId, miId].map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) }),
      201,
    ).body;
    const taxes = (id: string) =>
      draft.employeeItems.find((i: Json) => i.employeeId === id).taxes.filter((t: Json) => t.jurisdiction !== 'US' && t.name !== 'StateUnemployment').map((t: Json) => `${t.name} ${t.jurisdiction} ${t.code} ${t.amount}`);
    expect(taxes(inId)).toEqual(['StateIncomeTax IN in_sit 29.5', 'LocalIncomeTax IN-MARION in_county 20.2']);
    expect(taxes(miId)).toEqual(['StateIncomeTax MI mi_sit 42.5', 'LocalIncomeTax MI-DETROIT mi_city 24']);
    expect(draft.warnings.filter((x: Json) => x.code.endsWith('_not_computed'))).toEqual([]);

    server().clock.set('2026-03-04T10:00:00Z');
    expectStatus(await as.post(`${w.base}/payrolls/${draft.id}/approve`, {}), 200);
    const local = async (id: string) =>
      expectStatus(await as.get(`${w.base}/employees/${id}/paystubs/${draft.id}`), 200).body.taxes.filter((t: Json) => t.jurisdiction.includes('-')).map((t: Json) => [t.type, t.jurisdiction, t.code, t.amount, t.ytdAmount]);
    expect(await local(inId)).toEqual([['LocalIncomeTax', 'IN-MARION', 'in_county', 20.2, 20.2]]);
    expect(await local(miId)).toEqual([['LocalIncomeTax', 'MI-DETROIT', 'mi_city', 24, 24]]);

    // A second week: the year to date of each locality's line adds up (keyed `<locality>:<code>`).
    const week2 = { periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20' };
    const second = expectStatus(await as.post(`${w.base}/payrolls`, { frequency: 'Weekly', ...week2, employeeItems: [{ employeeId: inId, payments: [{ regularHours: 40 }] }] }), 201).body;
    server().clock.set('2026-03-11T10:00:00Z');
    expectStatus(await as.post(`${w.base}/payrolls/${second.id}/approve`, {}), 200);
    const stub = expectStatus(await as.get(`${w.base}/employees/${inId}/paystubs/${second.id}`), 200).body;
    expect(stub.taxes.filter((t: Json) => t.jurisdiction !== 'US').map((t: Json) => [t.jurisdiction, t.code, t.amount, t.ytdAmount])).toEqual([
      ['IN', 'in_sit', 29.5, 59],
      ['IN-MARION', 'in_county', 20.2, 40.4],
    ]);
  });
});

// State taxes on payrolls over HTTP (docs/domain-rules.md, "State and local taxes"): one weekly payroll with
// employees in CA, NY, IL, PA and TX, each with the state certificate of a published example, at the SUI rates
// the company recorded through onboard/tax_setup; its preview and approval, the tax deposits per agency, the
// paystub's state lines with year to date, and the SUI rates' effective dates. Approval of a payroll whose
// items carry warnings meaning a tax was not computed needs their acknowledgement (docs/domain-rules.md, "No
// silent under-withholding").
//
// Expected state figures (payday 2026-03-13, weekly; no pre-tax benefits):
//   CA 38 h x $25 = 950, DE 4 head of household, 3 allowances: DE 44 Method B Example D, 1.69; SDI 1.3% = 12.35;
//      SUI 3.4% = 32.30.
//   NY 16 h = 400, IT-2104 Single, 3 allowances: NYS-50-T-NYS Single Example 1, 8.01; SDI 0.5% limited to 0.60 a
//      week; PFL 0.432% = 1.728 -> 1.73; SUI 4.1% = 16.40.
//   IL 32 h = 800, IL-W-4 2 + 2 allowances: the IL-700-T booklet example, 32.13; SUI 3.0% = 24.00.
//   PA 40 h = 1,000: 3.07% = 30.70; UC 0.07% = 0.70; SUI 3.5% = 35.00.
//   TX 40 h = 1,000: no income tax; SUI 2.7% (payroll-fixtures.ts) = 27.00.
import { computeEmployeeItem, toMoneyNumber, WITHHOLDING_MODULES } from '@payroll/payroll-engine';
import Decimal from 'decimal.js';
import { forEachDatabase } from '@payroll/test-support';
import { pdfText } from '../../src/documents/pdf';
import { expectFieldError, expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

const FORMS = { CA: 'frm_ca4d8e2k6w1q', NY: 'frm_ny2104h7m3p5', IL: 'frm_ilw4r8t2v6n9' } as const;
const CERTIFICATES = {
  CA: { filingStatus: 'HeadOfHousehold', regularAllowances: 3 },
  NY: { filingStatus: 'Single', allowances: 3 },
  IL: { basicAllowances: 2, additionalAllowances: 2 },
} as const;
const RATES = { CA: 3.4, NY: 4.1, IL: 3, PA: 3.5 } as const;
const HOURS = { CA: 38, NY: 16, IL: 32, PA: 40, TX: 40 } as const;
type State = keyof typeof HOURS;

forEachDatabase('state taxes on payrolls', (server) => {
  let w: PayrollWorld;
  const people = {} as Record<State, string>;
  const create = async (body: Json): Promise<Json> => expectStatus(await w.as().post(`${w.base}/payrolls`, { frequency: 'Weekly', ...body }), 201).body;
  const items = (states: readonly State[]) => states.map((s) => ({ employeeId: people[s], payments: [{ regularHours: HOURS[s] }] }));
  const stateTaxes = (item: Json) => item.taxes.filter((t: Json) => t.jurisdiction !== 'US').map((t: Json) => `${t.payer} ${t.code} ${t.amount}`);
  const itemOf = (p: Json, s: State) => p.employeeItems.find((i: Json) => i.employeeId === people[s]);

  beforeAll(async () => {
    w = await payrollWorld(server());
    server().clock.set(MONDAY);
    const street = { street1: '1 Main St', country: 'US' };
    const places: Record<Exclude<State, 'TX'>, Json> = {
      CA: { ...street, city: 'San Francisco', state: 'CA', zipcode: '94105' },
      NY: { ...street, city: 'Albany', state: 'NY', zipcode: '12207' },
      IL: { ...street, city: 'Chicago', state: 'IL', zipcode: '60601' },
      PA: { ...street, city: 'Pittsburgh', state: 'PA', zipcode: '15222' },
    };
    for (const [state, address] of Object.entries(places) as Array<[Exclude<State, 'TX'>, Json]>) {
      const wp = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: state, address }), 201).body.id;
      people[state] = await w.employee(state, { workplaces: [wp], primaryWorkplaceId: wp, residence: address });
    }
    people.TX = await w.employee('TX', { residence: { ...street, city: 'Austin', state: 'TX', zipcode: '78701' } });
    for (const state of ['CA', 'NY', 'IL'] as const) {
      const url = `${w.base}/employees/${people[state]}/forms/${FORMS[state]}`;
      expectStatus(await w.as().post(url, { values: CERTIFICATES[state], signature: `${state} Tester` }), 200);
    }
    // The rates take effect on January 1 of the service clock's year (2026) by default.
    const stateTaxIds = Object.entries(RATES).map(([state, unemploymentRate]) => ({ state, withholdingAccountNumber: `${state}-0001`, unemploymentRate }));
    expectStatus(await w.as().post(`${w.base}/onboard/tax_setup`, { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds }), 200);
  });
  afterAll(() => server().clock.reset());

  it('a payroll with employees in CA, NY, IL, PA and TX previews and approves with each state\'s taxes, its warnings and its deposits', async () => {
    const draft = await create({ ...WEEK, employeeItems: items(['CA', 'NY', 'IL', 'PA', 'TX']) });
    expect(stateTaxes(itemOf(draft, 'CA'))).toEqual(['Employee ca_sit 1.69', 'Employee ca_sdi 12.35', 'Company ca_sui_er 32.3']);
    expect(stateTaxes(itemOf(draft, 'NY'))).toEqual(['Employee ny_sit 8.01', 'Employee ny_sdi 0.6', 'Employee ny_pfl 1.73', 'Company ny_sui_er 16.4']);
    expect(stateTaxes(itemOf(draft, 'IL'))).toEqual(['Employee il_sit 32.13', 'Company il_sui_er 24']);
    expect(stateTaxes(itemOf(draft, 'PA'))).toEqual(['Employee pa_sit 30.7', 'Employee pa_sui_ee 0.7', 'Company pa_sui_er 35']);
    expect(stateTaxes(itemOf(draft, 'TX'))).toEqual(['Company tx_sui_er 27']);
    // Warnings: local taxes of NY and PA only; CA, IL and TX need none.
    expect(draft.warnings.map((x: Json) => `${x.code} ${x.employeeId === people.NY ? 'NY' : x.employeeId === people.PA ? 'PA' : '?'}`)).toEqual([
      'local_taxes_not_computed NY',
      'local_taxes_not_computed PA',
    ]);
    // Net pay is the engine's with the same states, certificates and rates (federal figures included).
    for (const [state, certificate] of [['CA', CERTIFICATES.CA], ['NY', CERTIFICATES.NY], ['IL', CERTIFICATES.IL], ['PA', undefined], ['TX', undefined]] as const) {
      const engine = computeEmployeeItem(
        { employeeId: people[state], payments: [{ payRate: 25, regularHours: HOURS[state] }] },
        {
          payday: WEEK.payday,
          periodEnd: WEEK.periodEnd,
          frequency: 'Weekly',
          states: { workStates: [state], residenceState: state },
          stateCertificates: certificate ? { [state]: certificate } : {},
          suiRates: { CA: 3.4, NY: 4.1, IL: 3, PA: 3.5, TX: 2.7 },
        },
      );
      expect(itemOf(draft, state).netPay).toBe(toMoneyNumber(engine.netPay));
    }
    // Totals by jurisdiction: the state sums of the lines above.
    expect(draft.totals.taxesByJurisdiction.slice(1)).toEqual([
      { jurisdiction: 'CA', employeeTaxes: 14.04, companyTaxes: 32.3 },
      { jurisdiction: 'IL', employeeTaxes: 32.13, companyTaxes: 24 },
      { jurisdiction: 'NY', employeeTaxes: 10.34, companyTaxes: 16.4 },
      { jurisdiction: 'PA', employeeTaxes: 31.4, companyTaxes: 35 },
      { jurisdiction: 'TX', employeeTaxes: 0, companyTaxes: 27 },
    ]);
    const preview = expectStatus(await w.as().get(`${w.base}/payrolls/${draft.id}/preview`), 200).body;
    expect(preview).toEqual(draft);

    server().clock.set('2026-03-04T10:00:00Z');
    // No silent under-withholding: the local taxes of NY and PA are not computed, so approval needs their
    // acknowledgement (422 naming the code and the employees; acknowledging another code does not do).
    const approveUrl = `${w.base}/payrolls/${draft.id}/approve`;
    const refusal = `Taxes are not computed on this payroll: local_taxes_not_computed (${people.NY}, ${people.PA}). Preview the payroll for the warnings; to approve it anyway, list these codes in acknowledgedWarnings.`;
    for (const body of [undefined, {}, { acknowledgedWarnings: ['state_taxes_not_computed', 'work_state_unknown'] }]) {
      const refused = expectProblem(await w.as().post(approveUrl, body), 422, 'warnings_not_acknowledged');
      expect(refused.detail).toBe(refusal);
      expect(refused.errors).toEqual([
        { field: 'body.acknowledgedWarnings', code: 'local_taxes_not_computed', message: `Not acknowledged; carried by the items of ${people.NY}, ${people.PA}.` },
      ]);
    }
    // Still a Draft, nothing written: no deposits.
    expect(expectStatus(await w.as().get(`${w.base}/payrolls/${draft.id}`), 200).body.status).toBe('Draft');
    expect(expectStatus(await w.as().get(`${w.base}/tax_deposits?payrollId=${draft.id}`), 200).body.results).toEqual([]);
    // A body that is not the contract's is 400 (an unknown field, a code that is not a code).
    expectFieldError(await w.as().post(approveUrl, { acknowledged: ['local_taxes_not_computed'] }), 'body.acknowledged');
    expectFieldError(await w.as().post(approveUrl, { acknowledgedWarnings: ['Local taxes!'] }), 'body.acknowledgedWarnings[0]', 'pattern');
    // Acknowledged (with a code the payroll does not carry: harmless), it is approved, its items keep their warnings.
    const approved = expectStatus(await w.as().post(approveUrl, { acknowledgedWarnings: ['local_taxes_not_computed', 'state_taxes_not_computed'] }), 200).body;
    expect(approved.status).toBe('Pending');
    expect(approved.employeeItems).toEqual(draft.employeeItems);
    // The paystub PDFs say what was not computed, in the warning's words (naming the state), and only where it is
    // so: the NY and PA stubs end with it, the CA stub (every tax computed) says nothing of it.
    const stubText = async (state: keyof typeof people) => {
      const res = await w
        .as()
        .get(`${w.base}/employees/${people[state]}/paystubs/${draft.id}/download`)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      return pdfText(res.body as Buffer);
    };
    for (const state of ['NY', 'PA'] as const) {
      const text = await stubText(state);
      expect(text[text.length - 1]).toBe(`Local wage taxes are not computed for: ${state} (no locality code given on the address or workplace).`);
      expect(text[text.length - 1]).toBe(draft.warnings.find((x: Json) => x.code === 'local_taxes_not_computed' && x.employeeId === people[state]).message);
    }
    expect((await stubText('CA')).filter((t) => t.includes('not computed'))).toEqual([]);
    const deposits = expectStatus(await w.as().get(`${w.base}/tax_deposits?payrollId=${draft.id}&pageSize=100`), 200).body.results as Json[];
    const state = deposits.filter((d) => d.jurisdiction !== 'US').map((d) => `${d.tax} ${d.code} ${d.amount} ${d.dueDate} ${d.agency ?? '-'}`);
    // One deposit per state code; NY SDI and PFL go to the employer's insurance carrier, not to a deposit.
    expect(state.map((d) => d.split(' ').slice(0, 3).join(' ')).sort()).toEqual(
      [
        'StateIncomeTax ca_sit 1.69',
        'StateProgram ca_sdi 12.35',
        'StateUnemployment ca_sui_er 32.3',
        'StateIncomeTax il_sit 32.13',
        'StateUnemployment il_sui_er 24',
        'StateIncomeTax ny_sit 8.01',
        'StateUnemployment ny_sui_er 16.4',
        'StateIncomeTax pa_sit 30.7',
        'StateProgram pa_sui_ee 0.7',
        'StateUnemployment pa_sui_er 35',
        'StateUnemployment tx_sui_er 27',
      ].sort(),
    );
    // Federal deposits name the IRS and their codes; SUI is due with the quarter's report (April 30 for Q1 in TX).
    expect(deposits.filter((d) => d.jurisdiction === 'US').every((d) => d.agency === 'Internal Revenue Service' && /^us_/.test(d.code))).toBe(true);
    expect(deposits.find((d) => d.code === 'tx_sui_er')).toMatchObject({ dueDate: '2026-04-30', status: 'Pending' });
  });

  it("Nebraska: the company's number of employees on the payday reaches the engine (6, not more than 24: no 1.5% minimum)", async () => {
    // W-4N Married, 8 allowances, 40 h x $25 = $1,000 weekly: $52,000 − $19,520 = $32,480; $733.29 + 4.21% x $80
    // = $736.66; ÷ 52 = $14.17 (a company of more than 24 employees would withhold 1.5% x $1,000 = $15.00).
    const address = { street1: '1 Main St', country: 'US', city: 'Omaha', state: 'NE', zipcode: '68102' };
    const wp = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'NE', address }), 201).body.id;
    const ne = await w.employee('NE', { workplaces: [wp], primaryWorkplaceId: wp, residence: address });
    expectStatus(await w.as().post(`${w.base}/employees/${ne}/forms/frm_nw4n5d8f2k7h`, { values: { filingStatus: 'Married', allowances: 8 }, signature: 'NE Tester' }), 200);
    const draft = await create({ ...WEEK, employeeItems: [{ employeeId: ne, payments: [{ regularHours: 40 }] }] });
    expect(stateTaxes(draft.employeeItems[0]).filter((t: string) => t.includes('_sit'))).toEqual(['Employee ne_sit 14.17']);
  });

  it('the paystub carries each state tax with its year to date', async () => {
    const week2 = { periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20' };
    const first = await create({ ...WEEK, employeeItems: items(['PA']) });
    server().clock.set('2026-03-04T10:00:00Z');
    // PA's local earned income taxes are not computed: acknowledged.
    const ack = { acknowledgedWarnings: ['local_taxes_not_computed'] };
    expectStatus(await w.as().post(`${w.base}/payrolls/${first.id}/approve`, ack), 200);
    const second = await create({ ...week2, employeeItems: items(['PA']) });
    server().clock.set('2026-03-11T10:00:00Z');
    expectStatus(await w.as().post(`${w.base}/payrolls/${second.id}/approve`, ack), 200);
    const stub = expectStatus(await w.as().get(`${w.base}/employees/${people.PA}/paystubs/${second.id}`), 200).body;
    // Earlier approved payrolls of the year count: the first test's payroll and this test's first (30.70 each).
    // The wages are this payroll's only (issue 39): $1,000, no pre-tax benefit.
    expect(stub.taxes.filter((t: Json) => t.jurisdiction === 'PA')).toEqual([
      { type: 'StateIncomeTax', jurisdiction: 'PA', code: 'pa_sit', description: 'PA income tax', amount: 30.7, ytdAmount: 92.1, subjectWages: 1000, taxableWages: 1000 },
      { type: 'StateProgram', jurisdiction: 'PA', code: 'pa_sui_ee', description: 'Pennsylvania UC (employee)', amount: 0.7, ytdAmount: 2.1, subjectWages: 1000, taxableWages: 1000 },
    ]);
  });

  it("an employer contribution charged like SUI (Ohio's 2026 Technology and Customer Service Fee) is a company line and a deposit to ODJFS", async () => {
    server().clock.set(MONDAY);
    const address = { street1: '1 Vine St', city: 'Columbus', state: 'OH', zipcode: '43215', country: 'US' };
    const wp = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'OH', address }), 201).body.id;
    const ohio = await w.employee('OH', { workplaces: [wp], primaryWorkplaceId: wp, residence: address });
    // 40 h x $25 = $1,000: the fee 0.15% = $1.50 (first $9,000); SUI at the company's rate of 2.5% = $25.00.
    const setup = { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds: [{ state: 'OH', unemploymentRate: 2.5 }] };
    expectStatus(await w.as().post(`${w.base}/onboard/tax_setup`, setup), 200);
    const draft = await create({ ...WEEK, employeeItems: [{ employeeId: ohio, payments: [{ regularHours: 40 }] }] });
    const item = draft.employeeItems[0];
    expect(item.taxes.filter((t: Json) => t.payer === 'Company' && t.jurisdiction === 'OH')).toEqual([
      expect.objectContaining({ name: 'StateUnemployment', code: 'oh_sui_er', amount: 25 }),
      expect.objectContaining({ name: 'StateEmployerProgram', code: 'oh_tcsf_er', amount: 1.5 }),
    ]);
    server().clock.set('2026-03-04T10:00:00Z');
    // Ohio's city and school district taxes are not computed: acknowledged.
    expectStatus(await w.as().post(`${w.base}/payrolls/${draft.id}/approve`, { acknowledgedWarnings: ['local_taxes_not_computed'] }), 200);
    const deposits = expectStatus(await w.as().get(`${w.base}/tax_deposits?payrollId=${draft.id}&pageSize=100`), 200).body.results as Json[];
    expect(deposits.find((d) => d.code === 'oh_tcsf_er')).toMatchObject({ tax: 'StateEmployerProgram', jurisdiction: 'OH', amount: 1.5, dueDate: '2026-04-30' });
  });

  it('SUI rates are effective-dated: a rate given from a later date applies to payrolls paid from then on', async () => {
    server().clock.set(MONDAY);
    const body = { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds: [{ state: 'CA', unemploymentRate: 2, unemploymentRateEffectiveDate: '2026-03-20' }] };
    expectStatus(await w.as().post(`${w.base}/onboard/tax_setup`, body), 200);
    const sui = (p: Json) => itemOf(p, 'CA').taxes.find((t: Json) => t.code === 'ca_sui_er').amount;
    // Paid 2026-03-13: still 3.4% of 950 = 32.30; paid 2026-03-20: 2% of 950 = 19.00.
    expect(sui(await create({ ...WEEK, employeeItems: items(['CA']) }))).toBe(32.3);
    expect(sui(await create({ periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20', employeeItems: items(['CA']) }))).toBe(19);
    // An effective date without a rate is refused, naming the field.
    const refused = await w.as().post(`${w.base}/onboard/tax_setup`, { ...body, stateTaxIds: [{ state: 'CA', unemploymentRateEffectiveDate: '2026-04-01' }] });
    expectFieldError(refused, 'body.stateTaxIds[0].unemploymentRateEffectiveDate', 'dependentRequired');
  });

  it('local taxes: a NYC resident, a Montgomery County resident and a registered PA EIT and LST preview with their lines and no local warning', async () => {
    server().clock.set(MONDAY);
    const as = w.as();
    const nyc = { street1: '350 Fifth Ave', city: 'New York', state: 'NY', zipcode: '10118', country: 'US' };
    const md = { street1: '1 Maryland Ave', city: 'Rockville', state: 'MD', zipcode: '20850', country: 'US' };
    const pa = { street1: '815 Washington St', city: 'Reading', state: 'PA', zipcode: '19601', country: 'US' };
    // A locality must be built in or registered, and of the address's state (422, naming the field).
    const unregistered = await as.post(`${w.base}/workplaces`, { name: 'Reading', address: { ...pa, localities: ['PA-865001'] } });
    expect(expectProblem(unregistered, 422, 'invalid_locality').errors?.[0].field).toBe('body.address.localities[0]');
    const mismatch = await as.post(`${w.base}/workplaces`, { name: 'NYC', address: { ...md, localities: ['NY-NYC'] } });
    expect(expectProblem(mismatch, 422, 'locality_state_mismatch').errors?.[0].field).toBe('body.address.localities[0]');
    expectFieldError(await as.post(`${w.base}/workplaces`, { name: 'x', address: { ...nyc, localities: ['nyc'] } }), 'body.address.localities[0]', 'pattern');
    // NY-NONE (in no taxing locality of New York) stands alone among the address's New York codes, and is no registrable jurisdiction.
    const both = await as.post(`${w.base}/workplaces`, { name: 'x', address: { ...nyc, localities: ['NY-NYC', 'NY-NONE'] } });
    expect(expectProblem(both, 422, 'invalid_locality').errors?.[0].field).toBe('body.address.localities[1]');
    expect(expectStatus(await as.post(`${w.base}/workplaces`, { name: 'Albany', address: { ...nyc, city: 'Albany', zipcode: '12207', localities: ['NY-NONE'] } }), 201).body.address.localities).toEqual(['NY-NONE']);
    const reserved = await as.post(`${w.base}/local_taxes`, { jurisdiction: 'NY-NONE', code: 'ny_x', payer: 'Employee', residentRate: 1, effectiveStart: '2026-01-01' });
    expect(expectProblem(reserved, 422, 'invalid_local_tax').errors?.[0].field).toBe('body.jurisdiction');
    // The Reading (Berks) PSD's earned income tax and local services tax, registered by the company.
    const eit = { jurisdiction: 'PA-865001', code: 'pa_eit', agency: 'Berks EIT Bureau', payer: 'Employee', residentRate: 1.7, nonresidentRate: 1, rule: 'HighestOf', effectiveStart: '2026-01-01' };
    const lst = { jurisdiction: 'PA-865001', code: 'pa_lst', payer: 'Employee', perPayAmount: 5, annualMaximum: 52, effectiveStart: '2026-01-01' };
    const eitId = expectStatus(await as.post(`${w.base}/local_taxes`, eit), 201).body.id as string;
    expectStatus(await as.post(`${w.base}/local_taxes`, lst), 201);
    expectProblem(await as.post(`${w.base}/local_taxes`, eit), 422, 'local_tax_exists');
    expect(expectProblem(await as.post(`${w.base}/local_taxes`, { ...lst, perPayAmount: undefined }), 422, 'invalid_local_tax').errors?.[0].field).toBe('body.residentRate');
    expect(expectStatus(await as.get(`${w.base}/local_taxes/${eitId}`), 200).body).toEqual({ id: eitId, companyId: w.t.company.id, ...eit, active: true });
    // A later version supersedes from its date only (payday 2026-03-13 keeps 1.7%).
    const later = expectStatus(await as.post(`${w.base}/local_taxes`, { ...eit, residentRate: 2.5, effectiveStart: '2026-07-01' }), 201).body.id as string;
    expect(expectStatus(await as.get(`${w.base}/local_taxes`), 200).body.results.map((t: Json) => `${t.code} ${t.residentRate ?? t.perPayAmount} ${t.effectiveStart}`)).toEqual([
      'pa_eit 1.7 2026-01-01',
      'pa_lst 5 2026-01-01',
      'pa_eit 2.5 2026-07-01',
    ]);

    const place = async (name: string, address: Json) => expectStatus(await as.post(`${w.base}/workplaces`, { name, address }), 201).body as Json;
    const nycWp = await place('Midtown', { ...nyc, localities: ['NY-NYC'] });
    expect(nycWp.address.localities).toEqual(['NY-NYC']);
    const mdWp = await place('Rockville', md);
    const paWp = await place('Reading', { ...pa, localities: ['PA-865001'] });
    const hire = async (name: string, wp: Json, residence: Json) => {
      const id = await w.employee(name, { workplaces: [wp.id], primaryWorkplaceId: wp.id, residence });
      expect(expectStatus(await as.get(`${w.base}/employees/${id}`), 200).body.residence.localities).toEqual(residence.localities);
      return id;
    };
    const nycId = await hire('Nyc', nycWp, { ...nyc, localities: ['NY-NYC'] });
    const mdId = await hire('Montgomery', mdWp, { ...md, localities: ['MD-MONTGOMERY'] });
    const paId = await hire('Reading', paWp, { ...pa, localities: ['PA-865001'] });
    expectProblem(await as.patch(`${w.base}/employees/${mdId}`, { residence: { ...md, localities: ['MD-NOWHERE'] } }), 422, 'invalid_locality');

    // Each 40 h x $25 = $1,000 weekly, payday 2026-03-13, no certificates (figures: payroll-engine
    // src/states/locals/figures.ts, worked as in payroll-engine test/states/locals.test.ts):
    //   NYC resident (NYS-50-T-NYC Method II, Single, weekly): 1,000 - 96.15 deduction = 903.85; the 481 row:
    //     15.06 + (903.85 - 481) x 4.15% = 15.06 + 17.55 = 32.61. Working in the city adds nothing (no nonresident tax).
    //   Montgomery County resident (MD Withholding Tax Facts 2026, 3.20%): MD taxable 1,000 - 65.38 standard
    //     deduction - 61.54 exemption = 873.08; x 3.20% = 27.94.
    //   PA-865001 resident working there: EIT 1.7% x 1,000 = 17.00 (HighestOf: the same locality); LST $5.00 (first
    //     pay of the year, under the $52 maximum).
    const draft = await create({ ...WEEK, employeeItems: [nycId, mdId, paId].map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) });
    const local = (id: string) =>
      draft.employeeItems.find((i: Json) => i.employeeId === id).taxes.filter((t: Json) => t.jurisdiction.includes('-')).map((t: Json) => `${t.payer} ${t.jurisdiction} ${t.code} ${t.amount}`);
    expect(local(nycId)).toEqual(['Employee NY-NYC nyc_res 32.61']);
    expect(local(mdId)).toEqual(['Employee MD-MONTGOMERY md_county 27.94']);
    expect(local(paId)).toEqual(['Employee PA-865001 pa_eit 17', 'Employee PA-865001 pa_lst 5']);
    expect(draft.warnings.filter((x: Json) => x.code === 'local_taxes_not_computed' && [nycId, mdId, paId].includes(x.employeeId))).toEqual([]);

    // Deactivated, the registration no longer applies: the locality warns, naming it.
    expect(expectStatus(await as.post(`${w.base}/local_taxes/${later}/deactivate`), 200).body.active).toBe(false);
    const lstId = expectStatus(await as.get(`${w.base}/local_taxes`), 200).body.results.find((t: Json) => t.code === 'pa_lst').id;
    expectStatus(await as.post(`${w.base}/local_taxes/${lstId}/deactivate`), 200);
    const after = await create({ ...WEEK, employeeItems: [{ employeeId: paId, payments: [{ regularHours: 40 }] }] });
    expect(after.employeeItems[0].taxes.filter((t: Json) => t.jurisdiction.includes('-')).map((t: Json) => `${t.code} ${t.amount}`)).toEqual(['pa_eit 17']);
  });

  it('ten more states, NYC, a MD county and registered AL and PA local taxes: each has its state line, no item warns, approval needs no acknowledgement', async () => {
    // Payday 2026-08-07: Idaho's 2026 figures apply from July 31 (states/id/2026.ts).
    const week = { periodStart: '2026-07-27', periodEnd: '2026-08-02', payday: '2026-08-07' };
    server().clock.set('2026-07-29T10:00:00Z');
    const as = w.as();
    const addr = (city: string, state: string, zipcode: string, localities?: string[]): Json => ({ street1: '1 Main St', city, state, zipcode, country: 'US', ...(localities ? { localities } : {}) });
    // Registered by the company: Birmingham's 1% occupational tax and a Pennsylvania earned income tax (an
    // illustrative PSD code and rates, as the demo's).
    const alOt = { jurisdiction: 'AL-BIRMINGHAM', code: 'al_occ', agency: 'City of Birmingham', payer: 'Employee', residentRate: 1, nonresidentRate: 1, rule: 'Both', effectiveStart: '2026-01-01' };
    const paEit = { jurisdiction: 'PA-360501', code: 'pa_eit', agency: 'Lancaster County Tax Collection Bureau', payer: 'Employee', residentRate: 1.1, nonresidentRate: 1, rule: 'HighestOf', effectiveStart: '2026-01-01' };
    for (const tax of [alOt, paEit]) expectStatus(await as.post(`${w.base}/local_taxes`, tax), 201);
    const places: Record<string, Json> = {
      CO: addr('Boulder', 'CO', '80302'),
      DC: addr('Washington', 'DC', '20001'),
      ID: addr('Boise', 'ID', '83702'),
      MD: addr('Baltimore', 'MD', '21202', ['MD-BALTIMORE_CITY']),
      ME: addr('Portland', 'ME', '04101'),
      MS: addr('Jackson', 'MS', '39201'),
      NE: addr('Lincoln', 'NE', '68508'),
      OR: addr('Salem', 'OR', '97301'),
      RI: addr('Providence', 'RI', '02903'),
      AL: addr('Birmingham', 'AL', '35203', ['AL-BIRMINGHAM']),
      NYC: addr('New York', 'NY', '10118', ['NY-NYC']),
      PA: addr('Lancaster', 'PA', '17602', ['PA-360501']),
    };
    // SUI rates for the ten (NY and PA were set in beforeAll): each has its 2026 wage base (states/sui-2026.ts).
    const tenRates = { CO: 1.7, DC: 2.7, ID: 1, MD: 2.6, ME: 2.19, MS: 1, NE: 1.25, OR: 2.4, RI: 1.21, AL: 2.7 } as const;
    const stateTaxIds = Object.entries(tenRates).map(([state, unemploymentRate]) => ({ state, withholdingAccountNumber: `${state}-0002`, unemploymentRate }));
    expectStatus(await as.post(`${w.base}/onboard/tax_setup`, { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds }), 200);
    const ids: Record<string, string> = {};
    for (const [key, address] of Object.entries(places)) {
      const wp = expectStatus(await as.post(`${w.base}/workplaces`, { name: `Ten ${key}`, address }), 201).body.id;
      ids[key] = await w.employee(`Ten${key}`, { workplaces: [wp], primaryWorkplaceId: wp, residence: address });
    }
    // Each 40 h x $25 = $1,000 weekly (52 periods), payday 2026-08-07, no state certificate on file (each state's
    // documented default). Worked from the figures files (payroll-engine src/states/<st>/2026.ts):
    //   CO (DR 1098 2026): 52,000 − 5,500 allowance (no DR 0004, no W-4: "other") = 46,500 x 4.40% = 2,046.00;
    //      ÷ 52 = 39.346 -> 39.35. FAMLI 0.44% (states/programs-2026.ts) = 4.40.
    //   DC (schedule, no D-4: no allowance): 52,000: 4% x 10,000 + 6% x 30,000 + 6.5% x 12,000 = 400 + 1,800 + 780
    //      = 2,980.00; ÷ 52 = 57.3077 -> 57.31.
    //   ID (July 2026 tables, from July 31): weekly single threshold 16,100 ÷ 52 = 309.62 -> $310;
    //      (1,000 − 310) x 5.3% = 36.57 -> whole dollar 37.00.
    //   MS (Pub. 89-700, no 89-350: single, no exemption): 52,000 − 2,300 = 49,700; 4% x (49,700 − 10,000) =
    //      1,588.00; ÷ 52 = 30.54 -> whole dollar 31.00.
    //   MD: county Baltimore City 3.20% on the MD taxable 873.08 (as the Montgomery case above) = 27.94.
    //   Local: Birmingham 1% x 1,000 = 10.00; Lancaster EIT 1.1% x 1,000 = 11.00 (resident of the work PSD);
    //   NYC resident 32.61 (worked in the test above); PA 3.07% = 30.70.
    //   ME, NE, OR, RI, AL, MD's state part and NY's: the engine's module alone on the same wages (below).
    const draft = await create({ ...week, employeeItems: Object.values(ids).map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) });
    const itemFor = (key: string) => draft.employeeItems.find((i: Json) => i.employeeId === ids[key]);
    const sit = (key: string, state: string) => itemFor(key).taxes.find((t: Json) => t.code === `${state.toLowerCase()}_sit`)?.amount;
    expect({ CO: sit('CO', 'CO'), DC: sit('DC', 'DC'), ID: sit('ID', 'ID'), MS: sit('MS', 'MS'), PA: sit('PA', 'PA') }).toEqual({ CO: 39.35, DC: 57.31, ID: 37, MS: 31, PA: 30.7 });
    const local = (key: string) => itemFor(key).taxes.filter((t: Json) => t.jurisdiction.includes('-')).map((t: Json) => `${t.payer} ${t.jurisdiction} ${t.code} ${t.amount}`);
    expect(local('MD')).toEqual(['Employee MD-BALTIMORE_CITY md_county 27.94']);
    expect(local('AL')).toEqual(['Employee AL-BIRMINGHAM al_occ 10']);
    expect(local('NYC')).toEqual(['Employee NY-NYC nyc_res 32.61']);
    expect(local('PA')).toEqual(['Employee PA-360501 pa_eit 11']);
    // The rest: a positive line equal to the state's module alone on the same wages (OR and AL subtract the
    // federal income tax withheld, taken from the item's own federal line).
    for (const [key, state] of [['ME', 'ME'], ['NE', 'NE'], ['OR', 'OR'], ['RI', 'RI'], ['AL', 'AL'], ['MD', 'MD'], ['NYC', 'NY']] as const) {
      const fit = new Decimal(itemFor(key).taxes.find((t: Json) => t.code === 'us_fit').amount);
      const engine = WITHHOLDING_MODULES[state].withhold({
        year: 2026,
        frequency: 'Weekly',
        periodsPerYear: 52,
        regularWages: new Decimal(1000),
        supplementalWages: new Decimal(0),
        payday: week.payday,
        periodEnd: week.periodEnd,
        federalIncomeTax: { regular: fit, supplemental: new Decimal(0) },
        companyEmployeeCount: 1,
      });
      expect(sit(key, state)).toBeGreaterThan(0);
      expect(sit(key, state)).toBe(toMoneyNumber(engine.regular));
    }
    // No warning at all: not on the payroll, not on any item.
    expect(draft.warnings).toEqual([]);
    expect(draft.employeeItems.flatMap((i: Json) => i.warnings ?? [])).toEqual([]);
    // Approved with no acknowledgement.
    const approved = expectStatus(await as.post(`${w.base}/payrolls/${draft.id}/approve`), 200).body;
    expect(approved.status).toBe('Pending');
    expect(approved.employeeItems).toEqual(draft.employeeItems);
  });
});

// Issue 18: the hosted worker flows (embedEmployeeOnboarding, embedContractorOnboarding, embedEmployeePaystubs)
// and the partner's brand (getPartnerBranding, updatePartnerBranding), driven as a browser would: form posts.
// Done means: a new employee completes onboarding through the hosted flow alone; the API then shows
// onboarding Completed, and the next payroll pays into the accounts they entered.
import request from 'supertest';
import { forEachDatabase } from '@payroll/test-support';
import { client, expectProblem, expectStatus, issueKey } from './fixtures';
import { payrollWorld, WEEK, type PayrollWorld } from './payroll-fixtures';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The hidden session secret of a flow page. */
const sessionOf = (html: string): string => {
  const m = /name="session" value="([A-Za-z0-9_-]+)"/.exec(html);
  if (!m) throw new Error(`no session field in page:\n${html.slice(0, 2000)}`);
  return m[1];
};
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

forEachDatabase('hosted worker flows', (server) => {
  let w: PayrollWorld;
  // One company for the block: each test makes the workers, workplaces and links it reads. The two tests that
  // count what the whole company holds (held payment changes and account events; flow links) start a company
  // of their own (`fresh`).
  beforeAll(async () => {
    w = await payrollWorld(server());
  });
  const fresh = async () => {
    w = await payrollWorld(server());
  };
  afterEach(() => server().clock.reset());

  const page = () => request(server().app);
  const pathOf = (url: string) => new URL(url).pathname;
  const link = async (kind: 'employees' | 'contractors', id: string, what: 'onboard' | 'paystubs' = 'onboard') =>
    expectStatus(await w.as().post(`${w.base}/${kind}/${id}/${what}/embed`), 200).body as { flow: string; url: string; expiresAt: string };
  const post = (path: string, form: Record<string, string>) => page().post(path).type('form').send(form);

  it('a new employee onboards through the flow alone: Completed, events as the API emits them, and once the partner confirms the held accounts the next payroll pays into them', async () => {
    await fresh();
    // The company's part: the employee with a workplace (not the employee's to choose) and no other detail.
    const employeeId = expectStatus(
      await w.as().post(`${w.base}/employees`, { firstName: 'Lena', lastName: 'Ortiz', startDate: '2025-01-06', workplaces: [w.wp], primaryWorkplaceId: w.wp, wage: { rate: 25, period: 'Hourly' } }),
      201,
    ).body.id as string;
    const issued = await link('employees', employeeId);
    expect(issued.flow).toBe('EmployeeOnboarding');
    expect(issued.url).toMatch(/^https:\/\/payroll\.example\/embed\/flows\/[A-Za-z0-9_-]{32}$/);
    const path = pathOf(issued.url);

    // The start page changes nothing (a link previewer cannot use the link up).
    for (let i = 0; i < 2; i++) {
      const start = await page().get(path);
      expect(start.status).toBe(200);
      expect(h1(start.text)).toBe('Set up your pay');
      expect(start.headers['content-security-policy']).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/);
      expect(start.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(start.headers['cache-control']).toBe('no-store');
    }

    // Start: the SSN step, with the session in the form.
    let res = await post(path, { action: 'start' });
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Social Security number');
    expect(res.text).toContain('Step 1 of 6');
    const session = sessionOf(res.text);
    // The link is used up: neither the start page nor a second start works.
    expect((await page().get(path)).status).toBe(410);
    expect((await post(path, { action: 'start' })).status).toBe(410);

    // An SSN the SSA never issues: refused next to the field, in words.
    res = await post(path, { session, step: 'ssn', action: 'save', ssn: '000-12-3456' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).toContain('Error: This is not a valid Social Security number.');
    res = await post(path, { session, step: 'ssn', action: 'save', ssn: '123-45-6789' });
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Personal details');

    // Personal details: a ZIP code the contract refuses, then a good address.
    const details = { session, step: 'details', action: 'save', dateOfBirth: '1994-07-19', street1: '12 Elm St', city: 'Austin', state: 'TX', zipcode: '7870' };
    res = await post(path, details);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Error: Enter a ZIP code of five digits, or ZIP+4 such as 94110-1234.');
    res = await post(path, { ...details, zipcode: '78701' });
    expect(h1(res.text)).toBe('Federal withholding (Form W-4)');

    // The W-4: an amount with letters is refused; then signed.
    const w4 = { session, step: 'w4', action: 'save', f_filingStatus: 'MarriedFilingJointly', f_dependentsAmount: '2,000', f_extraWithholding: 'ten', signature: 'Lena Ortiz', declare: 'true' };
    res = await post(path, w4);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Error: Enter a number without letters');
    res = await post(path, { ...w4, f_extraWithholding: '15.50' });
    expect(h1(res.text)).toBe('How you get paid');

    // Payment: the two account numbers must agree; then 10% to savings, the rest to checking.
    const payment = { session, step: 'payment', action: 'save', method: 'DirectDeposit', routingNumber: '121000358', accountNumber: '000123456789', accountNumberConfirm: '000123456780', type: 'Checking', secondRoutingNumber: '121000358', secondAccountNumber: '44401234', secondType: 'Savings', secondAmount: '10%' };
    res = await post(path, payment);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Error: The two account numbers are not the same.');
    // A second account's routing number whose check digit is wrong is said in the same round as the other errors,
    // in words (issue 41: it came a round later, as the API's "is not a valid ABA routing number ...").
    res = await post(path, { ...payment, secondRoutingNumber: '121000359' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Error: The two account numbers are not the same.');
    expect(res.text).toContain('<span class="error-text" id="secondRoutingNumber-error">Error: This routing number is not valid: its last digit does not match the other eight. Check the nine digits at the bottom left of a check, or ask your bank.</span>');
    expect(res.text).not.toContain('ABA');
    res = await post(path, { ...payment, accountNumberConfirm: '000123456789' });
    expect(h1(res.text)).toBe('Form W-2 delivery');
    res = await post(path, { session, step: 'consent', action: 'save', consent: 'true' });
    expect(h1(res.text)).toBe('Review and finish');
    // What is on file shows only as on file; the payment change this session made is spelled out, held.
    expect(res.text).toContain('Social Security number</dt><dd>On file (valid)');
    expect(res.text).toContain('Date of birth</dt><dd>On file');
    expect(res.text).toContain('Federal Form W-4</dt><dd>Signed');
    expect(res.text).toContain(`Direct deposit: 10% to Savings account ending in 1234; the rest to Checking account ending in 6789 (waiting for ${w.t.company.legalName} to confirm it)`);

    // Finish: what was saved, and the session ends.
    res = await post(path, { session, step: 'review', action: 'save' });
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe("You're done");
    expect(res.text).toContain('Form W-2</dt><dd>Electronically');
    expect((await post(path, { session, step: 'ssn', action: 'save', ssn: '123-45-6789' })).status).toBe(410);

    // The API sees what the flow wrote, as if the operations had been called; the payment change is held
    // (paid by paper check, the method on file, until the partner confirms it).
    let employee = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}`), 200).body;
    expect(employee).toMatchObject({ ssnLastFour: '6789', ssnValidationStatus: 'Validated', dateOfBirth: '1994-07-19', defaultPaymentMethod: 'Manual', formW2ElectronicConsent: true });
    expect(employee.onboard).toMatchObject({ status: 'Completed', blockingSteps: [], remainingSteps: [] });
    const held = expectStatus(await w.as().get(`${w.base}/payment_changes?status=Held`), 200).body.results;
    expect(held).toHaveLength(1);
    expectStatus(await w.as().post(`${w.base}/payment_changes/${held[0].id}/confirm`), 200);
    employee = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}`), 200).body;
    expect(employee).toMatchObject({ defaultPaymentMethod: 'DirectDeposit' });
    expect(employee.onboard).toMatchObject({ status: 'Completed', blockingSteps: [], remainingSteps: [] });
    const w4Form = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}/forms/frm_9w4f2e6r1t3y`), 200).body;
    expect(Object.fromEntries(w4Form.fields.map((f: { name: string; value?: unknown }) => [f.name, f.value]))).toMatchObject({ filingStatus: 'MarriedFilingJointly', dependentsAmount: 2000, extraWithholding: 15.5 });
    const events = await server().db.prisma.event.findMany({ where: { companyId: w.t.company.id, resourceId: { in: [employeeId] } }, orderBy: { createdAt: 'asc' } });
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['employee.created', 'employee.updated']));
    const accountEvents = await server().db.prisma.event.findMany({ where: { companyId: w.t.company.id, type: { in: ['bank_account.created', 'net_pay_split.created'] } }, orderBy: { createdAt: 'asc' } });
    expect(accountEvents.map((e) => e.type)).toEqual(['bank_account.created', 'bank_account.created', 'net_pay_split.created']);

    // The next payroll pays 10% of net pay into savings and the rest into checking.
    const payroll = expectStatus(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }] }), 201).body;
    const item = await server().db.prisma.payrollEmployeeItem.findUniqueOrThrow({ where: { id: payroll.employeeItems[0].id } });
    const net = payroll.employeeItems[0].netPay as number;
    const splits = item.splits as Array<{ accountNumberLastFour: string; amount: string; type: string }>;
    const tenth = Math.round(net * 10) / 100;
    expect(splits.map((s) => [s.type, s.accountNumberLastFour, s.amount])).toEqual([
      ['Savings', '1234', tenth.toFixed(2)],
      ['Checking', '6789', (Math.round(net * 100 - tenth * 100) / 100).toFixed(2)],
    ]);
  });

  it('an employee working in California also signs the DE 4, which payrolls then read', async () => {
    const address = { street1: '500 Market Street', city: 'San Francisco', state: 'CA', zipcode: '94105', country: 'US' };
    const caWp = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'SF office', address }), 201).body.id as string;
    const employeeId = await w.employee('Ana', { workplaces: [caWp], primaryWorkplaceId: caWp, defaultPaymentMethod: 'Manual' });
    const path = pathOf((await link('employees', employeeId)).url);
    let res = await post(path, { action: 'start' });
    expect(res.text).toContain('Step 1 of 7');
    expect(res.text).toContain('California withholding');
    const session = sessionOf(res.text);
    // Straight to the DE 4 (steps can be visited in any order).
    res = await post(path, { session, goto: 'state:frm_ca4d8e2k6w1q' });
    expect(h1(res.text)).toBe('California withholding');
    expect(res.text).toContain('<option value="HeadOfHousehold">Head of household</option>');
    // Each number's hint from its unit (issue 41: the allowance counts were hinted "In dollars"): lines 1a and 1b
    // are counts, line 2 dollars and cents.
    const hint = (field: string) => new RegExp(`<span class="hint" id="f_${field}-hint">([^<]*)</span>`).exec(res.text)?.[1];
    expect([hint('regularAllowances'), hint('estimatedDeductionAllowances'), hint('additionalAmount')]).toEqual(['A whole number, for example 1.', 'A whole number, for example 1.', 'In dollars, for example 25.00.']);
    res = await post(path, { session, step: 'state:frm_ca4d8e2k6w1q', action: 'save', f_filingStatus: 'Married', f_regularAllowances: '2', signature: 'Ana Tester', declare: 'true' });
    expect(h1(res.text)).toBe('How you get paid');
    const de4 = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}/forms/frm_ca4d8e2k6w1q`), 200).body;
    expect(Object.fromEntries(de4.fields.map((f: { name: string; value?: unknown }) => [f.name, f.value]))).toMatchObject({ filingStatus: 'Married', regularAllowances: 2 });
    // An unsigned form is refused on the signature and the declaration.
    res = await post(path, { session, step: 'w4', action: 'save', f_filingStatus: 'Single' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Error: Type your full legal name to sign.');
    expect(res.text).toContain('Error: Check the box to declare that the information is correct.');
  });

  it('an employee working in Minnesota and Wisconsin gets the W-4MN and WT-4 steps; a saved WT-4 is read back', async () => {
    const wps: string[] = [];
    for (const [name, address] of [
      ['Minneapolis', { street1: '250 Marquette Ave', city: 'Minneapolis', state: 'MN', zipcode: '55401', country: 'US' }],
      ['Madison', { street1: '1 S Pinckney St', city: 'Madison', state: 'WI', zipcode: '53703', country: 'US' }],
    ] as const) {
      wps.push(expectStatus(await w.as().post(`${w.base}/workplaces`, { name, address }), 201).body.id as string);
    }
    const employeeId = await w.employee('Lena', { workplaces: wps, primaryWorkplaceId: wps[0], defaultPaymentMethod: 'Manual' });
    const path = pathOf((await link('employees', employeeId)).url);
    let res = await post(path, { action: 'start' });
    expect(res.text).toContain('Minnesota withholding');
    expect(res.text).toContain('Wisconsin withholding');
    const session = sessionOf(res.text);
    res = await post(path, { session, goto: 'state:frm_2z9iaj0ayf5h' });
    expect(h1(res.text)).toBe('Minnesota withholding');
    expect(res.text).toContain('<option value="MarriedWithholdAtHigherSingleRate">Married, but withhold at the higher Single rate</option>');
    res = await post(path, { session, goto: 'state:frm_p5w74xqa2upv' });
    expect(h1(res.text)).toBe('Wisconsin withholding');
    res = await post(path, { session, step: 'state:frm_p5w74xqa2upv', action: 'save', f_filingStatus: 'Married', f_exemptions: '3', signature: 'Lena Tester', declare: 'true' });
    expect(res.status).toBe(200);
    const wt4 = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}/forms/frm_p5w74xqa2upv`), 200).body;
    expect(Object.fromEntries(wt4.fields.map((f: { name: string; value?: unknown }) => [f.name, f.value]))).toMatchObject({ filingStatus: 'Married', exemptions: 3 });
  });

  it('an employee working in eight more states gets each state certificate as a step, with labelled options, and signs the MW507', async () => {
    // CO DR 0004, DC D-4, IA W-4, IN WH-4, KY K-4, LA L-4, MD MW507, MS 89-350 (services/forms/state-forms). Utah has
    // no certificate of its own (it follows the federal W-4), so a Utah workplace adds no step.
    const places: Array<[string, string, string, string]> = [
      ['CO', 'Denver', '80202', 'Colorado'], ['DC', 'Washington', '20001', 'District of Columbia'], ['IA', 'Des Moines', '50309', 'Iowa'],
      ['IN', 'Indianapolis', '46204', 'Indiana'], ['KY', 'Louisville', '40202', 'Kentucky'], ['LA', 'Baton Rouge', '70801', 'Louisiana'],
      ['MD', 'Baltimore', '21201', 'Maryland'], ['MS', 'Jackson', '39201', 'Mississippi'], ['UT', 'Salt Lake City', '84111', 'Utah'],
    ];
    const workplaces: string[] = [];
    for (const [state, city, zipcode] of places) {
      const address = { street1: '1 Main Street', city, state, zipcode, country: 'US' };
      workplaces.push(expectStatus(await w.as().post(`${w.base}/workplaces`, { name: `${city} office`, address }), 201).body.id as string);
    }
    const employeeId = await w.employee('Mara', { workplaces, primaryWorkplaceId: workplaces[6], defaultPaymentMethod: 'Manual' });
    const path = pathOf((await link('employees', employeeId)).url);
    let res = await post(path, { action: 'start' });
    // The six steps of the CA case less its DE 4, plus eight state certificates.
    expect(res.text).toContain('Step 1 of 14');
    for (const [, , , name] of places.slice(0, 8)) expect(res.text).toContain(`${name} withholding`);
    expect(res.text).not.toContain('Utah withholding');
    const session = sessionOf(res.text);
    res = await post(path, { session, goto: 'state:frm_1pmvv96qdsh2' });
    expect(h1(res.text)).toBe('Maryland withholding');
    expect(res.text).toContain('<option value="MarriedWithholdAtSingleRate">Married, but withhold at the Single rate</option>');
    res = await post(path, { session, step: 'state:frm_1pmvv96qdsh2', action: 'save', f_filingStatus: 'Married', f_exemptions: '3', signature: 'Mara Tester', declare: 'true' });
    expect(res.status).toBe(200);
    const mw507 = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}/forms/frm_1pmvv96qdsh2`), 200).body;
    expect(Object.fromEntries(mw507.fields.map((f: { name: string; value?: unknown }) => [f.name, f.value]))).toMatchObject({ filingStatus: 'Married', exemptions: 3 });
    res = await post(path, { session, goto: 'state:frm_e7f582da45yc' });
    expect(h1(res.text)).toBe('Louisiana withholding');
    expect(res.text).toContain('<option value="SingleOrMarriedFilingSeparately">1: Single or married filing separately</option>');
    res = await post(path, { session, goto: 'state:frm_7aerd6wcb1k6' });
    expect(res.text).toContain('<option value="HeadOfFamily">Head of family</option>');
  });

  it('an employee working in Kansas, Missouri, Idaho, Alabama, Montana, West Virginia and Arkansas gets the K-4, MO W-4, ID W-4, A-4, MW-4, IT-104 and AR4EC steps; a saved K-4 and MW-4 are read back', async () => {
    const wps: string[] = [];
    for (const [name, address] of [
      ['Wichita', { street1: '455 N Main St', city: 'Wichita', state: 'KS', zipcode: '67202', country: 'US' }],
      ['Springfield', { street1: '840 N Boonville Ave', city: 'Springfield', state: 'MO', zipcode: '65802', country: 'US' }],
      ['Boise', { street1: '700 W Jefferson St', city: 'Boise', state: 'ID', zipcode: '83702', country: 'US' }],
      ['Montgomery', { street1: '600 Dexter Ave', city: 'Montgomery', state: 'AL', zipcode: '36104', country: 'US' }],
      ['Helena', { street1: '1301 E 6th Ave', city: 'Helena', state: 'MT', zipcode: '59601', country: 'US' }],
      ['Charleston', { street1: '1900 Kanawha Blvd E', city: 'Charleston', state: 'WV', zipcode: '25305', country: 'US' }],
      ['Little Rock', { street1: '500 Woodlane St', city: 'Little Rock', state: 'AR', zipcode: '72201', country: 'US' }],
    ] as const) {
      wps.push(expectStatus(await w.as().post(`${w.base}/workplaces`, { name, address }), 201).body.id as string);
    }
    const employeeId = await w.employee('Kit', { workplaces: wps, primaryWorkplaceId: wps[0], defaultPaymentMethod: 'Manual' });
    const path = pathOf((await link('employees', employeeId)).url);
    let res = await post(path, { action: 'start' });
    expect(res.text).toContain('Kansas withholding');
    expect(res.text).toContain('Missouri withholding');
    expect(res.text).toContain('Idaho withholding');
    const session = sessionOf(res.text);
    res = await post(path, { session, goto: 'state:frm_idw4t6k2p9xz' });
    expect(h1(res.text)).toBe('Idaho withholding');
    expect(res.text).toContain('<option value="MarriedWithholdAtSingleRate">Married, but withhold at the Single rate</option>');
    res = await post(path, { session, goto: 'state:frm_ala4w8n3q5rd' });
    expect(h1(res.text)).toBe('Alabama withholding');
    expect(res.text).toContain('<option value="NoExemption">0: No personal exemption</option>');
    res = await post(path, { session, goto: 'state:frm_m0w4k7s2d9qe' });
    expect(h1(res.text)).toBe('Missouri withholding');
    expect(res.text).toContain('<option value="MarriedSpouseDoesNotWork">Married, spouse does not work</option>');
    res = await post(path, { session, goto: 'state:frm_ks4q9v3m6z2c' });
    expect(h1(res.text)).toBe('Kansas withholding');
    res = await post(path, { session, step: 'state:frm_ks4q9v3m6z2c', action: 'save', f_allowanceRate: 'Joint', f_allowances: '3', signature: 'Kit Tester', declare: 'true' });
    expect(res.status).toBe(200);
    const k4 = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}/forms/frm_ks4q9v3m6z2c`), 200).body;
    expect(Object.fromEntries(k4.fields.map((f: { name: string; value?: unknown }) => [f.name, f.value]))).toMatchObject({ allowanceRate: 'Joint', allowances: 3 });
    res = await post(path, { session, goto: 'state:frm_mtw4r7c2x9kd' });
    expect(h1(res.text)).toBe('Montana withholding');
    expect(res.text).toContain('<option value="HeadOfHousehold">Head of household</option>');
    res = await post(path, { session, step: 'state:frm_mtw4r7c2x9kd', action: 'save', f_filingStatus: 'HeadOfHousehold', f_additionalWithholding: '5', signature: 'Kit Tester', declare: 'true' });
    expect(res.status).toBe(200);
    const mw4 = expectStatus(await w.as().get(`${w.base}/employees/${employeeId}/forms/frm_mtw4r7c2x9kd`), 200).body;
    expect(Object.fromEntries(mw4.fields.map((f: { name: string; value?: unknown }) => [f.name, f.value]))).toMatchObject({ filingStatus: 'HeadOfHousehold', additionalWithholding: 5 });
    res = await post(path, { session, goto: 'state:frm_wv104m3k8q2t' });
    expect(h1(res.text)).toBe('West Virginia withholding');
    expect(res.text).toContain('Line 5: Withhold at the lower rate');
    res = await post(path, { session, goto: 'state:frm_ar4ec7n2w5hx' });
    expect(h1(res.text)).toBe('Arkansas withholding');
  });

  it('a contractor signs the W-9 and chooses a paper check', async () => {
    const contractorId = await w.contractor({ type: 'Individual', firstName: 'Ike', lastName: 'Okafor', businessName: undefined, ein: undefined });
    const issued = await link('contractors', contractorId);
    expect(issued.flow).toBe('ContractorOnboarding');
    const path = pathOf(issued.url);
    let res = await post(path, { action: 'start' });
    expect(h1(res.text)).toBe('Taxpayer information (Form W-9)');
    const session = sessionOf(res.text);
    // Refused (no signature): the page asks again and does not send the SSN typed back.
    res = await post(path, { session, step: 'w9', action: 'save', f_name: 'Ike Okafor', f_federalTaxClassification: 'Individual', f_street1: '9 Pine Rd', f_city: 'Austin', f_state: 'TX', f_zipcode: '78702', f_ssn: '123-45-6780' });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('123-45-6780');
    expect(res.text).toContain('value="Ike Okafor"');
    res = await post(path, {
      session, step: 'w9', action: 'save', f_name: 'Ike Okafor', f_federalTaxClassification: 'Individual', f_street1: '9 Pine Rd', f_city: 'Austin', f_state: 'TX', f_zipcode: '78702', f_ssn: '123-45-6780', signature: 'Ike Okafor', declare: 'true',
    });
    expect(h1(res.text)).toBe('How you get paid');
    res = await post(path, { session, step: 'payment', action: 'save', method: 'Manual' });
    expect(h1(res.text)).toBe('Review and finish');
    expect(res.text).toContain('Form W-9</dt><dd>Signed');
    expect(res.text).toContain('Payment</dt><dd>Paper check');
    res = await post(path, { session, step: 'review', action: 'save' });
    expect(h1(res.text)).toBe("You're done");
    const contractor = expectStatus(await w.as().get(`${w.base}/contractors/${contractorId}`), 200).body;
    expect(contractor).toMatchObject({ defaultPaymentMethod: 'Manual', ssnLastFour: '6780' });
  });

  it('the paystub viewer lists the employee\'s paystubs, shows one, and downloads its PDF; never another employee\'s', async () => {
    const maria = await w.employee('Maria');
    const other = await w.employee('Omar');
    const payroll = expectStatus(
      await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: maria, payments: [{ regularHours: 40 }] }, { employeeId: other, payments: [{ regularHours: 10 }] }] }),
      201,
    ).body;
    server().clock.set(new Date('2026-03-09T12:00:00Z'));
    expectStatus(await w.as().post(`${w.base}/payrolls/${payroll.id}/approve`), 200);
    const issued = await link('employees', maria, 'paystubs');
    expect(issued.flow).toBe('EmployeePaystubs');
    const path = pathOf(issued.url);
    let res = await post(path, { action: 'start' });
    expect(h1(res.text)).toBe('Your paystubs');
    expect(res.text).toContain(`These are your pay statements from ${w.t.company.legalName}.</p>`);
    expect(res.text).toContain('March 13, 2026');
    const session = sessionOf(res.text);
    res = await post(path, { session, view: payroll.id });
    expect(h1(res.text)).toBe('Paystub of March 13, 2026');
    expect(res.text).toContain('<td class="num" data-label="Current">$1,000.00</td>');
    const pdf = await post(path, { session, download: payroll.id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    // The viewer of Maria cannot reach Omar's paystub (another payroll id of the company answers the same 404 as none).
    const foreign = await post(path, { session, view: 'pay_doesnotexist0000' });
    expect(foreign.status).toBe(404);
  });

  it('a link cannot be guessed, replayed, used with another session, or used after it expires', async () => {
    const maria = await w.employee('Maria');
    const a = pathOf((await link('employees', maria)).url);
    const b = pathOf((await link('employees', maria)).url);
    expect((await page().get('/embed/flows/short')).status).toBe(404);
    expect((await page().get('/embed/flows/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await page().get('/embed/flows/%3Cscript%3E')).status).toBe(404);
    const sessionA = sessionOf((await post(a, { action: 'start' })).text);
    // B's link with A's session: refused, and B can still be started by its holder.
    expect((await post(b, { session: sessionA, step: 'ssn', action: 'save', ssn: '123-45-6789' })).status).toBe(410);
    expect((await post(a, { session: 'A'.repeat(32), step: 'ssn', action: 'save', ssn: '123-45-6789' })).status).toBe(410);
    expect((await post(a, { step: 'ssn', action: 'save', ssn: '123-45-6789' })).status).toBe(410);
    // An unknown step is not an error: the flow shows where it stands.
    const unknown = await post(a, { session: sessionA, step: '../../etc', action: 'save' });
    expect(unknown.status).toBe(200);
    expect(h1(unknown.text)).toBe('Social Security number');
    // Expiry: B unstarted for over an hour; A's session over an hour after its start.
    server().clock.set(new Date(Date.now() + 61 * 60 * 1000));
    expect((await page().get(b)).status).toBe(410);
    expect((await post(b, { action: 'start' })).status).toBe(410);
    const late = await post(a, { session: sessionA, step: 'ssn', action: 'save', ssn: '123-45-6789' });
    expect(late.status).toBe(410);
    expect(h1(late.text)).toBe('Session ended');
  });

  it('form bytes of any shape get a 4xx page, never a 5xx: NUL characters, lone surrogates, repeated fields, oversized bodies', async () => {
    const maria = await w.employee('Maria');
    const path = pathOf((await link('employees', maria)).url);
    const session = sessionOf((await post(path, { action: 'start' })).text);
    const details = { session, step: 'details', action: 'save', dateOfBirth: '1994-07-19', street1: '12 Elm St', city: 'Austin', state: 'TX', zipcode: '78701' };
    const nul = await post(path, { ...details, city: 'Aus\u0000tin' });
    expect(nul.status).toBe(400);
    expect(h1(nul.text)).toBe('Characters that cannot be saved');
    const surrogate = await page().post(path).type('form').send(`session=${session}&step=details&action=save&city=%ED%A0%80`);
    expect(surrogate.status).toBeLessThan(500);
    // A field sent twice is no answer: the page asks for it again.
    const twice = await page().post(path).type('form').send(`session=${session}&step=details&action=save&dateOfBirth=1994-07-19&street1=1+A+St&city=Austin&city=Dallas&state=TX&zipcode=78701`);
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('Error: Enter your city.');
    const huge = await post(path, { ...details, street1: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    const tooLong = await post(path, { ...details, street1: 'x'.repeat(300) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain('Error: Use at most 255 characters.');
    // Nothing of it was stored.
    expect(expectStatus(await w.as().get(`${w.base}/employees/${maria}`), 200).body.residence).toBeUndefined();
  });

  it('links that ended more than 30 days ago are forgotten by the maintenance job; younger ones still answer 410', async () => {
    await fresh();
    const maria = await w.employee('Maria');
    const started = pathOf((await link('employees', maria)).url);
    await post(started, { action: 'start' });
    const unused = pathOf((await link('employees', maria)).url);
    const services = server().app.locals.services as { maintenance: { purgeExpired(): Promise<Record<string, number>> } };
    const count = () => server().db.prisma.workerFlowLink.count({ where: { companyId: w.t.company.id } });
    expect(await count()).toBe(2);
    // 29 days on: both ended (the session after 60 minutes, the unused link after 60 minutes), both kept.
    server().clock.set(new Date(Date.now() + 29 * 24 * 3600 * 1000));
    await services.maintenance.purgeExpired();
    expect(await count()).toBe(2);
    expect((await page().get(started)).status).toBe(410);
    expect((await page().get(unused)).status).toBe(410);
    // 31 days on: both forgotten; the links now answer as unknown ones.
    server().clock.set(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    const purged = await services.maintenance.purgeExpired();
    expect(purged.flowLinks).toBeGreaterThanOrEqual(2);
    expect(await count()).toBe(0);
    expect((await page().get(started)).status).toBe(404);
  });

  it('links are issued only for the caller\'s own workers of an Active company', async () => {
    const maria = await w.employee('Maria');
    expectProblem(await w.as().post(`${w.base}/employees/emp_doesnotexist000000/onboard/embed`), 404, 'not_found');
    expectProblem(await w.as().post(`${w.base}/contractors/${maria}/onboard/embed`), 404, 'not_found');
    expect((await request(server().app).post(`${w.base}/employees/${maria}/onboard/embed`)).status).toBe(401);
    // Another partner's key cannot see the company.
    expectProblem(await w.as(w.t.foreign.key).post(`${w.base}/employees/${maria}/onboard/embed`), 404, 'not_found');
    expectProblem(await w.as(w.t.foreign.key).post(`${w.base}/employees/${maria}/paystubs/embed`), 404, 'not_found');
  });

  it('the partner brands its pages: colour and logo, with readable text on a light colour; only a partner key sets it', async () => {
    expect(expectStatus(await w.as().get('/v1/branding'), 200).body).toEqual({ partnerId: w.t.partner.id });
    expectProblem(await w.as().put('/v1/branding', { brandColor: '#12345' }), 400, 'validation_failed');
    expectProblem(await w.as().put('/v1/branding', { logo: { contentType: 'image/png', base64Content: Buffer.from('GIF89a not a png').toString('base64') } }), 400, 'validation_failed');
    const companyKey = (await issueKey(server(), 'Company', w.t.company.id)).key;
    expectProblem(await client(server().app, companyKey).put('/v1/branding', { brandColor: '#FFD400' }), 403, 'forbidden');
    const set = expectStatus(await w.as().put('/v1/branding', { brandColor: '#ffd400', logo: { contentType: 'image/png', base64Content: PNG_1X1 } }), 200).body;
    expect(set).toMatchObject({ partnerId: w.t.partner.id, brandColor: '#FFD400', logo: { contentType: 'image/png', byteSize: 70 } });
    expect(expectStatus(await w.as().get('/v1/branding'), 200).body).toEqual(set);
    const maria = await w.employee('Maria');
    const start = await page().get(pathOf((await link('employees', maria)).url));
    // Yellow is light: black text on it.
    expect(start.text).toContain(':root{--brand:#FFD400;--on-brand:#000000}');
    expect(start.text).toContain(`<img src="data:image/png;base64,${PNG_1X1}" alt="">`);
    expect(start.headers['content-security-policy']).toContain('img-src data:');
    // Removing the brand: the service's own colour (white text) and no logo.
    expectStatus(await w.as().put('/v1/branding', {}), 200);
    const plain = await page().get(pathOf((await link('employees', maria)).url));
    expect(plain.text).toContain(':root{--brand:#0B5394;--on-brand:#FFFFFF}');
    expect(plain.text).not.toContain('<img');
  });
});

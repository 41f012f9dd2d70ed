// Issue 25, finding 2: a leaked hosted-flow link (docs/security.md, "Hosted links: the threat model").
// A link of a worker with data on file asks, at Start, for what the link holder would not have (date of
// birth and SSN last four; a contractor's TIN last four), with 5 attempts; the pages never show what is on
// file (only masked); a payment change made in a flow is held until the partner confirms it (or the hold
// ends), and payrolls pay the previous account meanwhile; a link can be revoked, and revoking the key that
// issued it ends it too. Done means: a leaked link used without the answers shows nothing personal and
// changes nothing.
import request from 'supertest';
import { forEachDatabase } from '@payroll/test-support';
import { client, expectProblem, expectStatus, issueKey, revokeKey } from './fixtures';
import { payrollWorld, WEEK, type PayrollWorld } from './payroll-fixtures';

const SSN = '123-45-6789';
const DOB = '1987-11-23';
/** Every spelling of what is on file that a page must not show. */
const ON_FILE = ['6789', '1987-11-23', 'November 23, 1987', '11/23/1987', '742 Evergreen', 'Plano', '75024', 'MarriedFilingJointly" selected', 'Signed; filing status', '4431'];
const ACCOUNT = '000123454431';
const NEW_ACCOUNT = '000999888777';

const sessionOf = (html: string): string => {
  const m = /name="session" value="([A-Za-z0-9_-]+)"/.exec(html);
  if (!m) throw new Error(`no session field in page:\n${html.slice(0, 2000)}`);
  return m[1];
};
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const shown = (html: string) => ON_FILE.filter((s) => html.includes(s));

forEachDatabase('hosted links: identity check, no prefill, held payment changes, revocation', (server) => {
  let w: PayrollWorld;
  let other: PayrollWorld;
  beforeAll(async () => {
    w = await payrollWorld(server());
    other = await payrollWorld(server());
  });
  afterEach(() => server().clock.reset());

  const page = () => request(server().app);
  const prisma = () => server().db.prisma;
  const pathOf = (url: string) => new URL(url).pathname;
  const post = (path: string, form: Record<string, string>) => page().post(path).type('form').send(form);
  const link = async (id: string, what: 'onboard' | 'paystubs' = 'onboard', as = w.as()) =>
    expectStatus(await as.post(`${w.base}/employees/${id}/${what}/embed`), 200).body as { id: string; url: string };

  /** An employee onboarded through the API: SSN, date of birth, home address, a signed W-4, W-2 consent, and a bank account with the default split. */
  const onboarded = async (firstName: string) => {
    const id = expectStatus(
      await w.as().post(`${w.base}/employees`, {
        firstName, lastName: 'Simpson', startDate: '2025-01-06', workplaces: [w.wp], primaryWorkplaceId: w.wp, wage: { rate: 25, period: 'Hourly' },
        ssn: SSN, dateOfBirth: DOB, residence: { street1: '742 Evergreen Terrace', city: 'Plano', state: 'TX', zipcode: '75024', country: 'US' }, defaultPaymentMethod: 'DirectDeposit',
      }),
      201,
    ).body.id as string;
    const base = `${w.base}/employees/${id}`;
    expectStatus(await w.as().patch(base, { formW2ElectronicConsent: true }), 200);
    expectStatus(await w.as().post(`${base}/forms/frm_9w4f2e6r1t3y`, { values: { filingStatus: 'MarriedFilingJointly' }, signature: `${firstName} Simpson` }), 200);
    const account = expectStatus(await w.as().post(`${base}/bank_accounts`, { routingNumber: '121000358', accountNumber: ACCOUNT, type: 'Checking' }), 201).body.id as string;
    expectStatus(await w.as().post(`${base}/net_pay_splits`, { isDefault: true, splits: [{ bankAccountId: account, priority: 1 }] }), 201);
    return id;
  };

  /** What the finding says must not change: the worker's row, accounts, splits and forms. */
  const snapshot = async (employeeId: string) => ({
    employee: await prisma().employee.findUniqueOrThrow({ where: { id: employeeId } }),
    accounts: await prisma().bankAccount.findMany({ where: { employeeId }, orderBy: { id: 'asc' } }),
    splits: await prisma().netPaySplit.findMany({ where: { employeeId }, orderBy: { id: 'asc' }, include: { items: true } }),
    w4: await prisma().employeeW4.findUnique({ where: { employeeId } }),
  });
  const eventsOf = (type: string, resourceId?: string) => prisma().event.findMany({ where: { type, ...(resourceId ? { resourceId } : {}) }, orderBy: { createdAt: 'asc' } });

  it('a leaked link of an onboarded employee, used without the date of birth and SSN last four, shows nothing personal and changes nothing; after 5 failures it is dead and an event says so', async () => {
    const homer = await onboarded('Homer');
    const before = await snapshot(homer);
    const issued = await link(homer);
    const path = pathOf(issued.url);

    // The start page asks for both, and shows nothing on file beyond the first name.
    const start = await page().get(path);
    expect(start.status).toBe(200);
    expect(start.text).toContain('Hello Homer.');
    expect(start.text).toContain('name="dateOfBirth"');
    expect(start.text).toContain('name="lastFour"');
    expect(shown(start.text)).toEqual([]);
    expect(start.text).not.toContain('Simpson');

    // No answers: asked again, not counted as an attempt, no session.
    const empty = await post(path, { action: 'start' });
    expect(empty.status).toBe(400);
    expect(empty.text).not.toContain('name="session"');
    expect(empty.text).toContain('Error: Enter your date of birth');

    // Wrong answers (one right and one wrong says no more than both wrong): 4 refusals, then the link is dead.
    const wrong = [
      { dateOfBirth: DOB, lastFour: '6780' },
      { dateOfBirth: '1987-11-24', lastFour: '6789' },
      { dateOfBirth: '1990-01-01', lastFour: '0000' },
      { dateOfBirth: DOB, lastFour: '9876' },
    ];
    for (const [i, answers] of wrong.entries()) {
      const res = await post(path, { action: 'start', ...answers });
      expect(res.status).toBe(422);
      expect(res.text).toContain(`These answers do not match what your employer has on file. ${4 - i} ${4 - i === 1 ? 'attempt' : 'attempts'} left.`);
      expect(res.text).not.toContain('name="session"');
      // Not even the answers just typed are written back.
      expect(shown(res.text)).toEqual([]);
      expect(res.text).not.toContain(answers.lastFour);
    }
    const last = await post(path, { action: 'start', dateOfBirth: '2001-02-03', lastFour: '1111' });
    expect(last.status).toBe(410);
    expect(h1(last.text)).toBe('Link locked');
    expect(last.text).not.toContain('name="session"');

    // Dead: even the right answers no longer open it, and its start page is gone.
    const right = await post(path, { action: 'start', dateOfBirth: DOB, lastFour: '6789' });
    expect(right.status).toBe(410);
    expect(right.text).not.toContain('name="session"');
    expect((await page().get(path)).status).toBe(410);

    const locked = await eventsOf('worker_flow_link.locked', issued.id);
    expect(locked).toHaveLength(1);
    expect(locked[0].data).toMatchObject({ id: issued.id, companyId: w.t.company.id, flow: 'EmployeeOnboarding', employeeId: homer, status: 'Locked' });
    expect(await snapshot(homer)).toEqual(before);
    expect(await prisma().paymentChange.count({ where: { employeeId: homer } })).toBe(0);
  });

  it('ten wrong answers at once are 5 attempts: 4 refusals, 6 dead-link pages, one event', async () => {
    const marge = await onboarded('Marge');
    const issued = await link(marge);
    const path = pathOf(issued.url);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(path, { action: 'start', dateOfBirth: DOB, lastFour: String(1000 + i) })));
    expect(answers.map((r) => r.status).sort()).toEqual([410, 410, 410, 410, 410, 410, 422, 422, 422, 422]);
    expect(await eventsOf('worker_flow_link.locked', issued.id)).toHaveLength(1);
  });

  it('with the right answers the worker goes on; no page shows what is on file; a new account is held and payrolls pay the previous one until the partner confirms it', async () => {
    const bart = await onboarded('Bart');
    const before = await snapshot(bart);
    const issued = await link(bart);
    const path = pathOf(issued.url);
    // A link of another company's employee with this employee's answers: refused.
    const lisa = expectStatus(await other.as().post(`${other.base}/employees`, { firstName: 'Lisa', lastName: 'Simpson', startDate: '2025-01-06', ssn: '123-45-6780', dateOfBirth: '1989-05-09' }), 201).body.id as string;
    const foreign = pathOf(expectStatus(await other.as().post(`${other.base}/employees/${lisa}/onboard/embed`), 200).body.url);
    expect((await post(foreign, { action: 'start', dateOfBirth: DOB, lastFour: '6789' })).status).toBe(422);

    let res = await post(path, { action: 'start', dateOfBirth: ` ${DOB} `, lastFour: '6789' });
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Social Security number');
    expect(res.text).toContain('A valid number is on file.');
    const session = sessionOf(res.text);
    const pages: string[] = [res.text];
    for (const step of ['details', 'w4', 'payment', 'consent', 'review']) {
      res = await post(path, { session, goto: step });
      expect(res.status).toBe(200);
      pages.push(res.text);
    }
    for (const html of pages) expect(shown(html)).toEqual([]);
    expect(pages[1]).toContain('Your date of birth is on file.');
    expect(pages[1]).toContain('Your home address is on file.');
    expect(pages[4]).not.toMatch(/name="consent" value="(true|false)" checked/);
    expect(pages[5]).toContain('Date of birth</dt><dd>On file');

    // Kept as on file: an empty SSN, empty personal details, the W-4 on file.
    res = await post(path, { session, step: 'ssn', action: 'save', ssn: '' });
    expect(h1(res.text)).toBe('Personal details');
    res = await post(path, { session, step: 'details', action: 'save' });
    expect(h1(res.text)).toBe('Federal withholding (Form W-4)');
    res = await post(path, { session, step: 'w4', action: 'keep' });
    expect(h1(res.text)).toBe('How you get paid');
    expect(await snapshot(bart)).toEqual(before);

    // The payment step: held, nothing of the worker's payment changes.
    res = await post(path, { session, step: 'payment', action: 'save', method: 'DirectDeposit', routingNumber: '121000358', accountNumber: NEW_ACCOUNT, accountNumberConfirm: NEW_ACCOUNT, type: 'Checking' });
    expect(h1(res.text)).toBe('Form W-2 delivery');
    expect(await snapshot(bart)).toEqual(before);
    const held = expectStatus(await w.as().get(`${w.base}/payment_changes?status=Held`), 200).body.results.filter((c: { employeeId?: string }) => c.employeeId === bart);
    expect(held).toHaveLength(1);
    const change = held[0];
    expect(change).toMatchObject({
      companyId: w.t.company.id, employeeId: bart, workerFlowLinkId: issued.id, status: 'Held', paymentMethod: 'DirectDeposit',
      accounts: [{ routingNumber: '121000358', accountNumberLastFour: '8777', type: 'Checking', priority: 1 }],
      previousPaymentMethod: 'DirectDeposit', previousNetPaySplitId: before.employee.defaultNetPaySplitId,
    });
    expect(new Date(change.holdUntil).getTime() - new Date(change.createdAt).getTime()).toBe(3 * 24 * 3600 * 1000);
    const heldEvents = await eventsOf('payment_change.held', change.id);
    expect(heldEvents).toHaveLength(1);
    expect(JSON.stringify(heldEvents[0].data)).not.toContain(NEW_ACCOUNT);
    res = await post(path, { session, step: 'consent', action: 'save', consent: 'false' });
    expect(h1(res.text)).toBe('Review and finish');
    const whileHeld = await snapshot(bart);
    expect(res.text).toContain(`Direct deposit: all of it to Checking account ending in 8777 (waiting for ${w.t.company.legalName} to confirm it)`);

    // Meanwhile payrolls pay the previous account.
    const payroll = expectStatus(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: bart, payments: [{ regularHours: 40 }] }] }), 201).body;
    const lastFours = async () => ((await prisma().payrollEmployeeItem.findUniqueOrThrow({ where: { id: payroll.employeeItems[0].id } })).splits as Array<{ accountNumberLastFour: string }>).map((s) => s.accountNumberLastFour);
    expect(await lastFours()).toEqual(['4431']);

    // Another partner cannot confirm it (404, nothing changed); the partner can, once.
    expectProblem(await other.as().post(`${w.base}/payment_changes/${change.id}/confirm`), 404, 'not_found');
    expectProblem(await other.as().post(`${other.base}/payment_changes/${change.id}/confirm`), 404, 'not_found');
    expectProblem(await other.as().post(`${other.base}/payment_changes/${change.id}/reject`), 404, 'not_found');
    expect(await snapshot(bart)).toEqual(whileHeld);
    expect((await prisma().paymentChange.findUniqueOrThrow({ where: { id: change.id } })).status).toBe('Held');
    const confirmed = expectStatus(await w.as().post(`${w.base}/payment_changes/${change.id}/confirm`), 200).body;
    expect(confirmed).toMatchObject({ id: change.id, status: 'Confirmed' });
    expect(confirmed.netPaySplitId).toMatch(/^nps_/);
    expect(confirmed.decidedAt).toBeDefined();
    expectProblem(await w.as().post(`${w.base}/payment_changes/${change.id}/confirm`), 409, 'payment_change_decided');
    expectProblem(await w.as().post(`${w.base}/payment_changes/${change.id}/reject`), 409, 'payment_change_decided');
    expect(await eventsOf('payment_change.confirmed', change.id)).toHaveLength(1);
    expect(expectStatus(await w.as().get(`${w.base}/employees/${bart}`), 200).body.defaultNetPaySplit).toBe(confirmed.netPaySplitId);
    expectStatus(await w.as().patch(`${w.base}/payrolls/${payroll.id}`, { employeeItems: [{ employeeId: bart, payments: [{ regularHours: 40 }] }] }), 200);
    expect(await lastFours()).toEqual(['8777']);
  });

  it('a new hire needs no check and is paid by check while the account is held; a held change is released after 3 days, a rejected one never', async () => {
    const maggie = expectStatus(await w.as().post(`${w.base}/employees`, { firstName: 'Maggie', lastName: 'Simpson', startDate: '2025-01-06', workplaces: [w.wp], primaryWorkplaceId: w.wp }), 201).body.id as string;
    const path = pathOf((await link(maggie)).url);
    expect((await page().get(path)).text).not.toContain('name="dateOfBirth"');
    const session = sessionOf((await post(path, { action: 'start' })).text);
    const pay = (accountNumber: string, routingNumber = '121000358') => post(path, { session, step: 'payment', action: 'save', method: 'DirectDeposit', routingNumber, accountNumber, accountNumberConfirm: accountNumber, type: 'Savings' });
    // A routing number whose check digit is wrong is refused on its field, and nothing is held.
    const refused = await pay('000111222333', '121000359');
    expect([refused.status, h1(refused.text)]).toEqual([400, 'How you get paid']);
    // Said in the worker's words, in the same round as any other error (issue 41), not the API's fragment.
    expect(refused.text).toContain('This routing number is not valid: its last digit does not match the other eight.');
    expect(expectStatus(await w.as().get(`${w.base}/payment_changes`), 200).body.results.filter((c: { employeeId?: string }) => c.employeeId === maggie)).toEqual([]);
    expect(h1((await pay('000111222333')).text)).toBe('Form W-2 delivery');
    // Saved again: the later change takes the place of the earlier one (Rejected, Superseded).
    expect(h1((await pay('000444555666')).text)).toBe('Form W-2 delivery');
    const changes = expectStatus(await w.as().get(`${w.base}/payment_changes`), 200).body.results.filter((c: { employeeId?: string }) => c.employeeId === maggie);
    expect(changes.map((c: { status: string; rejectedBecause?: string; accounts: Array<{ accountNumberLastFour: string }> }) => [c.status, c.rejectedBecause, c.accounts[0].accountNumberLastFour])).toEqual([
      ['Rejected', 'Superseded', '2333'],
      ['Held', undefined, '5666'],
    ]);
    const services = server().app.locals.services as { paymentChanges: { releaseDue(): Promise<number> } };
    const employee = async () => expectStatus(await w.as().get(`${w.base}/employees/${maggie}`), 200);
    // Paid by paper check (the method on file) while the account is held; onboarding is not blocked by it.
    expect((await employee()).body).toMatchObject({ defaultPaymentMethod: 'Manual' });
    server().clock.set(new Date(Date.now() + 3 * 24 * 3600 * 1000 - 60_000));
    expect(await services.paymentChanges.releaseDue()).toBe(0);
    server().clock.set(new Date(Date.now() + 3 * 24 * 3600 * 1000 + 60_000));
    expect(await services.paymentChanges.releaseDue()).toBe(1);
    const released = expectStatus(await w.as().get(`${w.base}/payment_changes?status=Released`), 200).body.results.find((c: { employeeId?: string }) => c.employeeId === maggie);
    expect(released).toMatchObject({ status: 'Released' });
    expect(await eventsOf('payment_change.released', released.id)).toHaveLength(1);
    const after = (await employee()).body;
    expect(after).toMatchObject({ defaultPaymentMethod: 'DirectDeposit', defaultNetPaySplit: released.netPaySplitId });
    // A rejected change is never applied.
    const ned = expectStatus(await w.as().post(`${w.base}/employees`, { firstName: 'Ned', lastName: 'Flanders', startDate: '2025-01-06', workplaces: [w.wp], primaryWorkplaceId: w.wp }), 201).body.id as string;
    const nedPath = pathOf((await link(ned)).url);
    const nedSession = sessionOf((await post(nedPath, { action: 'start' })).text);
    await post(nedPath, { session: nedSession, step: 'payment', action: 'save', method: 'DirectDeposit', routingNumber: '121000358', accountNumber: '000777666555', accountNumberConfirm: '000777666555', type: 'Checking' });
    const nedChange = expectStatus(await w.as().get(`${w.base}/payment_changes?status=Held`), 200).body.results.find((c: { employeeId?: string }) => c.employeeId === ned);
    expect(expectStatus(await w.as().post(`${w.base}/payment_changes/${nedChange.id}/reject`), 200).body).toMatchObject({ status: 'Rejected', rejectedBecause: 'Partner' });
    expect(await eventsOf('payment_change.rejected', nedChange.id)).toHaveLength(1);
    server().clock.set(new Date(Date.now() + 30 * 24 * 3600 * 1000));
    await services.paymentChanges.releaseDue();
    expect(await prisma().bankAccount.count({ where: { employeeId: ned } })).toBe(0);
    expect((await w.as().get(`${w.base}/employees/${ned}`)).body.defaultPaymentMethod).toBe('Manual');
  });

  it('a revoked link ends at once, its open session too, and what it holds is rejected; another partner\'s revoke is a 404; revoking the issuing key ends its links', async () => {
    const abe = expectStatus(await w.as().post(`${w.base}/employees`, { firstName: 'Abe', lastName: 'Simpson', startDate: '2025-01-06', workplaces: [w.wp], primaryWorkplaceId: w.wp }), 201).body.id as string;
    const issued = await link(abe);
    const path = pathOf(issued.url);
    const session = sessionOf((await post(path, { action: 'start' })).text);
    await post(path, { session, step: 'payment', action: 'save', method: 'DirectDeposit', routingNumber: '121000358', accountNumber: '000333222111', accountNumberConfirm: '000333222111', type: 'Checking' });
    expectProblem(await other.as().post(`${w.base}/worker_flow_links/${issued.id}/revoke`), 404, 'not_found');
    expectProblem(await other.as().post(`${other.base}/worker_flow_links/${issued.id}/revoke`), 404, 'not_found');
    expect((await post(path, { session, goto: 'payment' })).status).toBe(200);
    const revoked = expectStatus(await w.as().post(`${w.base}/worker_flow_links/${issued.id}/revoke`), 200).body;
    expect(revoked).toMatchObject({ id: issued.id, companyId: w.t.company.id, flow: 'EmployeeOnboarding', employeeId: abe, status: 'Revoked' });
    expect(revoked.revokedAt).toBeDefined();
    const replay = await post(path, { session, goto: 'payment' });
    expect(replay.status).toBe(410);
    expect(h1(replay.text)).toBe('Link revoked');
    expect((await page().get(path)).status).toBe(410);
    expect(await eventsOf('worker_flow_link.revoked', issued.id)).toHaveLength(1);
    const change = expectStatus(await w.as().get(`${w.base}/payment_changes`), 200).body.results.find((c: { employeeId?: string }) => c.employeeId === abe);
    expect(change).toMatchObject({ status: 'Rejected', rejectedBecause: 'LinkRevoked' });
    // Again: the same answer, no second event.
    expect(expectStatus(await w.as().post(`${w.base}/worker_flow_links/${issued.id}/revoke`), 200).body.status).toBe('Revoked');
    expect(await eventsOf('worker_flow_link.revoked', issued.id)).toHaveLength(1);
    expectProblem(await w.as().post(`${w.base}/worker_flow_links/wfl_doesnotexist0000/revoke`), 404, 'not_found');

    // A company key issues two links; one is started. Revoking the key ends both.
    const companyKey = await issueKey(server(), 'Company', w.t.company.id);
    const asCompany = client(server().app, companyKey.key);
    const started = pathOf((await link(abe, 'onboard', asCompany)).url);
    const unstarted = pathOf((await link(abe, 'paystubs', asCompany)).url);
    const keySession = sessionOf((await post(started, { action: 'start' })).text);
    await post(started, { session: keySession, step: 'payment', action: 'save', method: 'DirectDeposit', routingNumber: '121000358', accountNumber: '000222111000', accountNumberConfirm: '000222111000', type: 'Checking' });
    await revokeKey(server(), companyKey.id);
    expect((await post(started, { session: keySession, goto: 'payment' })).status).toBe(410);
    expect((await page().get(unstarted)).status).toBe(410);
    expect((await post(unstarted, { action: 'start' })).status).toBe(410);
    // What that link's flow holds is never applied by time: when its hold ends it is rejected.
    server().clock.set(new Date(Date.now() + 3 * 24 * 3600 * 1000 + 60_000));
    expect(await (server().app.locals.services as { paymentChanges: { releaseDue(): Promise<number> } }).paymentChanges.releaseDue()).toBe(0);
    const held = expectStatus(await w.as().get(`${w.base}/payment_changes`), 200).body.results.filter((c: { employeeId?: string }) => c.employeeId === abe);
    expect(held.map((c: { status: string; rejectedBecause?: string }) => [c.status, c.rejectedBecause])).toEqual([['Rejected', 'LinkRevoked'], ['Rejected', 'LinkRevoked']]);
    expect(await prisma().bankAccount.count({ where: { employeeId: abe } })).toBe(0);
  });

  it('a contractor on file is asked for the last four of its TIN; a business shows nothing of its W-9 back', async () => {
    const okafor = await w.contractor();
    const bodyOf = expectStatus(await w.as().post(`${w.base}/contractors/${okafor}/onboard/embed`), 200).body;
    const path = pathOf(bodyOf.url);
    const start = await page().get(path);
    expect(start.text).toContain('name="lastFour"');
    expect(start.text).not.toContain('name="dateOfBirth"');
    expect(start.text).toContain('Last four digits of your taxpayer identification number');
    expect((await post(path, { action: 'start', lastFour: '1234' })).status).toBe(422);
    const res = await post(path, { action: 'start', lastFour: '6789' });
    expect(h1(res.text)).toBe('Taxpayer information (Form W-9)');
    expect(res.text).not.toContain('3456789');
  });

});

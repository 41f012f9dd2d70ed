// The hosted worker flows as people use them, in Debian's Chromium (issue 18): a new employee onboards
// (SSN, personal details, W-4, the California DE 4, bank account with a split, W-2 consent, review), a new
// contractor onboards (W-9, paper check), and an employee reads a paystub and downloads its PDF. Every
// flow is walked with the keyboard only (the paystub viewer's employee has data on file, so Start asks for
// the date of birth and SSN last four first), at desktop and phone widths; every page state passes axe-core
// with no violation and is saved as a screenshot under test-artifacts/flows/. No request may leave the
// test server. Then the API shows what the flow wrote: the employee's onboarding is Completed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestServer } from '@payroll/test-support';
import { client, createCompany, createPartner, expectStatus, type Key } from '../http/fixtures';
import { arrowToOption, axeViolations, describeInChromium, expectNoViolations, guardTraffic, launchChromium, pressAndLoad, type ServedApp, serveForBrowser, shot, tabTo, text, type Traffic, type ViewportName, VIEWPORTS, withAxe } from './browser-kit';

const LEGAL_NAME = 'Golden Gate Roasters LLC';
/** The server's clock: a Monday noon in San Francisco, before the payroll below is approved. */
const NOW = '2026-03-09T20:00:00Z';

describeInChromium('the hosted worker flows, in Chromium, by keyboard, with axe', () => {
  let server: TestServer;
  let served: ServedApp;
  let origin: string;
  let browser: Browser;
  let partnerKey: Key;
  let companyId: string;
  let workplaceId: string;
  const contexts: BrowserContext[] = [];
  const traffic: Traffic[] = [];
  const api = () => client(server.app, partnerKey);

  const open = async (viewport: ViewportName): Promise<Page> => {
    const context = await withAxe(await browser.newContext({ viewport: VIEWPORTS[viewport], bypassCSP: true, acceptDownloads: true }));
    contexts.push(context);
    traffic.push(await guardTraffic(context, origin));
    return context.newPage();
  };

  const check = async (page: Page, name: string, viewport: ViewportName) => {
    expectNoViolations(`${name} at ${viewport}`, await axeViolations(page));
    await shot(page, `flows/${name}-${viewport}`);
  };

  /** Types into the field reached by Tab. */
  const fill = async (page: Page, selector: string, value: string) => {
    await tabTo(page, selector, 60);
    await page.keyboard.type(value);
  };
  const submit = async (page: Page, selector = 'button.primary') => {
    await tabTo(page, selector, 80);
    await pressAndLoad(page, 'Enter');
  };

  const employee = async (firstName: string, extra: Record<string, unknown> = {}) =>
    expectStatus(
      await api().post(`/v1/companies/${companyId}/employees`, { firstName, lastName: 'Reyes', startDate: '2026-03-02', workplaces: [workplaceId], primaryWorkplaceId: workplaceId, wage: { rate: 30, period: 'Hourly' }, ...extra }),
      201,
    ).body.id as string;

  beforeAll(async () => {
    served = await serveForBrowser(NOW);
    ({ server, origin } = served);
    const partner = await createPartner(server, 'Harbor Payroll');
    partnerKey = partner.key;
    expectStatus(await api().put('/v1/branding', { brandColor: '#1F6F5C' }), 200);
    companyId = (await createCompany(server, partnerKey, { legalName: LEGAL_NAME })).id;
    expectStatus(await api().patch(`/v1/companies/${companyId}`, { timeZone: 'America/Los_Angeles' }), 200);
    await server.db.prisma.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
    const address = { street1: '500 Market Street', city: 'San Francisco', state: 'CA', zipcode: '94105', country: 'US' };
    workplaceId = expectStatus(await api().post(`/v1/companies/${companyId}/workplaces`, { name: 'Roastery', address }), 201).body.id;
    browser = await launchChromium();
  }, 120000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await served?.close();
  });

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
    it('a new employee onboards alone: every step by keyboard, errors in words, the review, and Completed in the API', async () => {
      const employeeId = await employee(viewport === 'desktop' ? 'Camila' : 'Mateo');
      const link = expectStatus(await api().post(`/v1/companies/${companyId}/employees/${employeeId}/onboard/embed`), 200).body.url as string;
      expect(link.startsWith(`${origin}/embed/flows/`)).toBe(true);
      const page = await open(viewport);
      expect((await page.goto(link))?.status()).toBe(200);
      expect(await text(page, 'h1')).toBe('Set up your pay');
      expect(await page.getByText('start before Monday, March 9, 2026 at 2:00 PM PDT').count()).toBe(1);
      await check(page, 'employee-start', viewport);
      await submit(page);

      // SSN: submitted empty, then given.
      expect(await text(page, 'h1')).toBe('Social Security number');
      expect(await text(page, '.progress-text')).toBe('Step 1 of 7');
      await check(page, 'employee-ssn', viewport);
      await submit(page);
      expect(await text(page, '#ssn-error')).toBe('Error: Enter your Social Security number as nine digits, NNN-NN-NNNN.');
      expect(await page.locator('#ssn').getAttribute('aria-invalid')).toBe('true');
      await check(page, 'employee-ssn-errors', viewport);
      await fill(page, '#ssn', '123-45-6789');
      await submit(page);

      // Personal details.
      expect(await text(page, 'h1')).toBe('Personal details');
      await check(page, 'employee-details', viewport);
      await fill(page, '#dateOfBirth', '07191994');
      await fill(page, '#street1', '88 Valencia St');
      await fill(page, '#city', 'San Francisco');
      await tabTo(page, '#state');
      await arrowToOption(page, 'California', 60);
      await fill(page, '#zipcode', '94103');
      await submit(page);

      // The federal W-4.
      expect(await text(page, 'h1')).toBe('Federal withholding (Form W-4)');
      await tabTo(page, '#f_filingStatus');
      await arrowToOption(page, 'Married filing jointly (or qualifying surviving spouse)');
      await fill(page, '#f_extraWithholding', '20');
      await fill(page, '#signature', 'Camila Reyes');
      await tabTo(page, '#declare');
      await page.keyboard.press('Space');
      await check(page, 'employee-w4', viewport);
      await submit(page);

      // California's DE 4.
      expect(await text(page, 'h1')).toBe('California withholding');
      await tabTo(page, '#f_filingStatus');
      await arrowToOption(page, 'Married');
      await fill(page, '#f_regularAllowances', '2');
      await fill(page, '#signature', 'Camila Reyes');
      await tabTo(page, '#declare');
      await page.keyboard.press('Space');
      await check(page, 'employee-de4', viewport);
      await submit(page);

      // Payment: the account numbers disagree first; then a split, $150 to savings.
      expect(await text(page, 'h1')).toBe('How you get paid');
      await check(page, 'employee-payment', viewport);
      await fill(page, '#routingNumber', '121000358');
      await fill(page, '#accountNumber', '000123456789');
      await fill(page, '#accountNumberConfirm', '000123456788');
      await submit(page);
      expect(await text(page, '#accountNumberConfirm-error')).toBe('Error: The two account numbers are not the same. Enter it again.');
      await check(page, 'employee-payment-errors', viewport);
      await fill(page, '#accountNumber', '000123456789');
      await fill(page, '#accountNumberConfirm', '000123456789');
      await fill(page, '#secondRoutingNumber', '121000358');
      await fill(page, '#secondAccountNumber', '44401234');
      await fill(page, '#secondAmount', '150');
      await submit(page);

      // W-2 delivery: nothing is chosen beforehand (the choice on file is not shown); the first option by Space.
      expect(await text(page, 'h1')).toBe('Form W-2 delivery');
      expect(await page.locator('input[name=consent]:checked').count()).toBe(0);
      await tabTo(page, '#consent');
      await page.keyboard.press('Space');
      expect(await page.locator('#consent').isChecked()).toBe(true);
      await check(page, 'employee-consent', viewport);
      await submit(page);

      // Review, then Finish.
      expect(await text(page, 'h1')).toBe('Review and finish');
      expect(await text(page, 'dl.summary')).toContain(`Direct deposit: $150.00 to Savings account ending in 1234; the rest to Checking account ending in 6789 (waiting for ${LEGAL_NAME} to confirm it)`);
      await check(page, 'employee-review', viewport);
      await submit(page);
      expect(await text(page, 'h1')).toBe("You're done");
      expect(await text(page, '[role=status]')).toContain(`Your information was saved and sent to ${LEGAL_NAME}.`);
      await check(page, 'employee-done', viewport);

      // Paid by paper check (the method on file) until the partner confirms the held accounts.
      const saved = expectStatus(await api().get(`/v1/companies/${companyId}/employees/${employeeId}`), 200).body;
      expect(saved).toMatchObject({ ssnLastFour: '6789', dateOfBirth: '1994-07-19', residence: { street1: '88 Valencia St', city: 'San Francisco', state: 'CA', zipcode: '94103' }, formW2ElectronicConsent: true, defaultPaymentMethod: 'Manual' });
      expect(saved.onboard.status).toBe('Completed');
      const held = expectStatus(await api().get(`/v1/companies/${companyId}/payment_changes?status=Held`), 200).body.results.find((c: { employeeId?: string }) => c.employeeId === employeeId);
      expectStatus(await api().post(`/v1/companies/${companyId}/payment_changes/${held.id}/confirm`), 200);
      expect(expectStatus(await api().get(`/v1/companies/${companyId}/employees/${employeeId}`), 200).body).toMatchObject({ defaultPaymentMethod: 'DirectDeposit', onboard: { status: 'Completed' } });
    }, 120000);

    it('a new contractor onboards: the W-9 and a paper check, by keyboard', async () => {
      const contractorId = expectStatus(
        await api().post(`/v1/companies/${companyId}/contractors`, { type: 'Individual', firstName: 'Noor', lastName: 'Haddad', startDate: '2026-03-02', workplaces: [workplaceId], primaryWorkplaceId: workplaceId }),
        201,
      ).body.id as string;
      const page = await open(viewport);
      await page.goto(expectStatus(await api().post(`/v1/companies/${companyId}/contractors/${contractorId}/onboard/embed`), 200).body.url);
      expect(await text(page, 'h1')).toBe('Set up your payments');
      await submit(page);
      expect(await text(page, 'h1')).toBe('Taxpayer information (Form W-9)');
      await check(page, 'contractor-w9', viewport);
      await submit(page);
      expect(await text(page, '#f_name-error')).toBe('Error: Enter "Line 1: Name of entity/individual".');
      await check(page, 'contractor-w9-errors', viewport);
      await fill(page, '#f_name', 'Noor Haddad');
      await tabTo(page, '#f_federalTaxClassification');
      await arrowToOption(page, 'Individual or sole proprietor');
      await fill(page, '#f_street1', '12 Pine St');
      await fill(page, '#f_city', 'Oakland');
      await tabTo(page, '#f_state');
      await arrowToOption(page, 'California', 60);
      await fill(page, '#f_zipcode', '94607');
      await fill(page, '#f_ssn', '123-45-6780');
      await fill(page, '#signature', 'Noor Haddad');
      await tabTo(page, '#declare');
      await page.keyboard.press('Space');
      await submit(page);
      expect(await text(page, 'h1')).toBe('How you get paid');
      await tabTo(page, 'input[name=method]:checked');
      await page.keyboard.press('ArrowDown');
      await submit(page);
      expect(await text(page, 'h1')).toBe('Review and finish');
      expect(await text(page, 'dl.summary')).toContain(`Paper check (waiting for ${LEGAL_NAME} to confirm it)`);
      await submit(page);
      expect(await text(page, 'h1')).toBe("You're done");
      await check(page, 'contractor-done', viewport);
      // The switch to a paper check is held like any payment change, until the partner confirms it.
      expect(expectStatus(await api().get(`/v1/companies/${companyId}/contractors/${contractorId}`), 200).body).toMatchObject({ ssnLastFour: '6780', defaultPaymentMethod: 'DirectDeposit' });
      const held = expectStatus(await api().get(`/v1/companies/${companyId}/payment_changes?status=Held`), 200).body.results.find((c: { contractorId?: string }) => c.contractorId === contractorId);
      expect(held).toMatchObject({ paymentMethod: 'Manual', accounts: [], previousPaymentMethod: 'DirectDeposit' });
      expectStatus(await api().post(`/v1/companies/${companyId}/payment_changes/${held.id}/confirm`), 200);
      expect(expectStatus(await api().get(`/v1/companies/${companyId}/contractors/${contractorId}`), 200).body).toMatchObject({ defaultPaymentMethod: 'Manual' });
    }, 120000);

    it('the paystub viewer: the identity check, the list, one paystub as a statement, and its PDF, by keyboard', async () => {
      const employeeId = await employee(viewport === 'desktop' ? 'Lucia' : 'Diego', { ssn: '123-45-6789', dateOfBirth: '1991-04-02' });
      expectStatus(await api().post(`/v1/companies/${companyId}/employees/${employeeId}/bank_accounts`, { routingNumber: '121000358', accountNumber: '000555566667', type: 'Checking' }), 201);
      expectStatus(await api().patch(`/v1/companies/${companyId}/employees/${employeeId}`, { defaultPaymentMethod: 'DirectDeposit' }), 200);
      const payroll = expectStatus(
        await api().post(`/v1/companies/${companyId}/payrolls`, { periodStart: '2026-03-02', periodEnd: '2026-03-08', payday: '2026-03-13', frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }] }),
        201,
      ).body;
      expectStatus(await api().post(`/v1/companies/${companyId}/payrolls/${payroll.id}/approve`), 200);
      const page = await open(viewport);
      await page.goto(expectStatus(await api().post(`/v1/companies/${companyId}/employees/${employeeId}/paystubs/embed`), 200).body.url);
      expect(await text(page, 'h1')).toBe('Your paystubs');
      // The employee has data on file: Start asks for the date of birth and the SSN's last four; a wrong answer first.
      await check(page, 'paystubs-identity', viewport);
      await fill(page, '#dateOfBirth', '04021991');
      await fill(page, '#lastFour', '6780');
      await submit(page);
      expect(await text(page, '[role=alert]')).toContain('These answers do not match what your employer has on file. 4 attempts left.');
      await check(page, 'paystubs-identity-refused', viewport);
      await fill(page, '#dateOfBirth', '04021991');
      await fill(page, '#lastFour', '6789');
      await submit(page);
      expect(await text(page, 'h1')).toBe('Your paystubs');
      expect(await text(page, 'table')).toContain('March 13, 2026');
      // Nothing off screen, at either width: View and PDF, and every amount of the statement (issue 41: at 390 px
      // the list hid View and PDF and the statement cut its year-to-date column).
      const width = VIEWPORTS[viewport].width;
      const rightEdges = async (selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      for (const edge of await rightEdges('table button')) expect(edge).toBeLessThanOrEqual(width);
      await check(page, 'paystubs-list', viewport);
      await submit(page, 'button[name=view]');
      expect(await text(page, 'h1')).toBe('Paystub of March 13, 2026');
      expect(await text(page, 'table >> nth=0')).toContain('$1,200.00');
      const cells = await rightEdges('td');
      expect(cells.length).toBeGreaterThan(10);
      for (const edge of cells) expect(edge).toBeLessThanOrEqual(width);
      await check(page, 'paystub', viewport);
      await tabTo(page, 'button[name=download]');
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }, 120000);
  });

  it('loaded nothing from outside this server, with no error on any page but the refused forms and the refused identity answer', () => {
    const outside = traffic.flatMap((t) => t.outside);
    const problems = traffic.flatMap((t) => t.problems).filter((p) => !/status of (400 \(Bad Request\)|422 \(Unprocessable (Entity|Content)\))/.test(p));
    expect({ outside, problems }).toEqual({ outside: [], problems: [] });
  });
});

// The three hosted company onboarding pages (signatory agreements, a verification document, the
// accounting system) as a person uses them, in Debian's Chromium: at desktop and phone widths each page
// is completed with the keyboard only, a first empty submission shows its errors, and every state (form,
// form with errors, confirmation) passes axe-core with no violation and is saved as a screenshot under
// test-artifacts/embed/. The partner's brand is a light yellow, so the top bar's text must turn black.
// A second pass, under the pages' own CSP, proves the stylesheet, the logo and the upload script load
// with the nonce alone. No request may leave the test server.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestServer } from '@payroll/test-support';
import { client, createCompany, createPartner, expectStatus, type Key } from '../http/fixtures';
import { arrowToOption, axeViolations, describeInChromium, expectNoViolations, guardTraffic, launchChromium, pressAndLoad, type ServedApp, serveForBrowser, shot, tabTo, text, type Traffic, type ViewportName, VIEWPORTS, withAxe } from './browser-kit';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A small file the upload page sends as the document (a PNG is one of the accepted types). */
const SCAN = { name: 'ein-letter.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') };
const LEGAL_NAME = 'Juniper & Rowe Bakery LLC';
/** The clock of the server: 18:00 UTC is noon in Chicago (CST, the company's zone); links last 15 minutes. */
const NOW = '2026-11-04T18:00:00Z';
const EXPIRY = 'This link works once, until Wednesday, November 4, 2026 at 12:15 PM CST.';

describeInChromium('the hosted company onboarding pages, in Chromium, by keyboard, with axe', () => {
  let server: TestServer;
  let served: ServedApp;
  let origin: string;
  let browser: Browser;
  let partnerKey: Key;
  let companyId: string;
  let signatoryId: string;
  const contexts: BrowserContext[] = [];
  const traffic: Traffic[] = [];

  /** A new link of a step, issued through the API as a partner would. */
  const issue = async (step: 'signatory_agreements' | 'verification_documents' | 'accounting_integration'): Promise<string> => {
    const url = expectStatus(await client(server.app, partnerKey).post(`/v1/companies/${companyId}/onboard/${step}/embed`), 200).body.url as string;
    // PUBLIC_BASE_URL is this server's own address, so the link is opened as it was handed out.
    expect(url.startsWith(`${origin}/embed/onboard/`)).toBe(true);
    return url;
  };

  /** A page in a fresh context at the width; axe needs the CSP bypassed to inject itself. */
  const open = async (viewport: ViewportName, bypassCSP: boolean): Promise<Page> => {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], bypassCSP });
    if (bypassCSP) await withAxe(context);
    contexts.push(context);
    traffic.push(await guardTraffic(context, origin));
    return context.newPage();
  };

  /** The page's state passes axe, and is saved as test-artifacts/embed/<name>-<width>.png. */
  const check = async (page: Page, name: string, viewport: ViewportName) => {
    expectNoViolations(`${name} at ${viewport}`, await axeViolations(page));
    await shot(page, `embed/${name}-${viewport}`);
  };

  beforeAll(async () => {
    served = await serveForBrowser(NOW);
    ({ server, origin } = served);

    const partner = await createPartner(server, 'Sunbeam Payroll');
    partnerKey = partner.key;
    const api = client(server.app, partnerKey);
    expectStatus(await api.put('/v1/branding', { brandColor: '#FFD400', logo: { contentType: 'image/png', base64Content: PNG_1X1 } }), 200);
    companyId = (await createCompany(server, partnerKey, { legalName: LEGAL_NAME })).id;
    expectStatus(await api.patch(`/v1/companies/${companyId}`, { timeZone: 'America/Chicago' }), 200);
    signatoryId = expectStatus(
      await api.post(`/v1/companies/${companyId}/signatories`, { firstName: 'Jane', lastName: 'Roe', title: 'CFO', email: 'jane.roe@juniper.example' }),
      201,
    ).body.id;
    browser = await launchChromium();
  }, 120000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await served?.close();
  });

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
    it('signatory agreements: errors for an empty form, then accepted by keyboard; a confirmation naming who and when', async () => {
      const page = await open(viewport, true);
      const url = await issue('signatory_agreements');
      expect((await page.goto(url))?.status()).toBe(200);
      expect(await page.title()).toBe(`Accept the service agreements - ${LEGAL_NAME}`);
      expect(await text(page, '.topbar .company')).toBe(LEGAL_NAME);
      expect(await text(page, 'h1')).toBe('Accept the service agreements');
      expect(await page.getByText(EXPIRY).count()).toBe(1);
      await check(page, 'signatory-agreements-form', viewport);

      // Submitted empty: both fields say what is missing, next to them.
      await tabTo(page, 'button[type=submit]');
      await pressAndLoad(page, 'Enter');
      expect(await text(page, '.error-summary')).toContain('There is a problem');
      expect(await text(page, '#signatoryId-error')).toBe('Error: Choose the signatory who accepts the agreements.');
      expect(await text(page, '#accepted-error')).toBe('Error: Tick the box to accept the service agreements.');
      expect(await page.locator('#signatoryId').getAttribute('aria-invalid')).toBe('true');
      await check(page, 'signatory-agreements-errors', viewport);

      await tabTo(page, '#signatoryId');
      await arrowToOption(page, 'Jane Roe, CFO');
      await tabTo(page, '#accepted');
      await page.keyboard.press('Space');
      expect(await page.locator('#accepted').isChecked()).toBe(true);
      await tabTo(page, 'button[type=submit]');
      await pressAndLoad(page, 'Enter');
      expect(await text(page, 'h1')).toBe('Done');
      expect(await text(page, '.notice')).toBe(`Accept the service agreements: done for ${LEGAL_NAME}. The service agreements are accepted.`);
      expect(await page.getByText('Service agreements accepted by Jane Roe, CFO, on Wednesday, November 4, 2026 at 12:00 PM CST.').count()).toBe(1);
      await check(page, 'signatory-agreements-done', viewport);
    }, 60000);

    it('verification document: errors for an empty form, then a kind chosen by keyboard and a file attached; a confirmation naming both', async () => {
      const page = await open(viewport, true);
      const url = await issue('verification_documents');
      await page.goto(url);
      expect(await text(page, 'h1')).toBe('Upload a verification document');
      await check(page, 'verification-document-form', viewport);

      await tabTo(page, 'button[type=submit]');
      await pressAndLoad(page, 'Enter');
      expect(await text(page, '#kind-error')).toBe('Error: Choose the kind of document.');
      expect(await text(page, '#file-error')).toBe('Error: Choose the file to upload.');
      expect(await page.locator('#file').getAttribute('aria-describedby')).toBe('file-hint file-error');
      await check(page, 'verification-document-errors', viewport);

      await tabTo(page, '#kind');
      await arrowToOption(page, 'EIN confirmation letter (CP 575 or 147C)');
      // The file input is reached by Tab like any field, but the file dialog it opens belongs to the
      // operating system and cannot be driven by keys from the page: the file is attached directly.
      await tabTo(page, '#file');
      await page.locator('#file').setInputFiles(SCAN);
      await tabTo(page, 'button[type=submit]');
      await pressAndLoad(page, 'Enter');
      expect(await text(page, 'h1')).toBe('Done');
      expect(await page.getByText('Document received: EIN confirmation letter (CP 575 or 147C), file name ein-letter.png.').count()).toBe(1);
      await check(page, 'verification-document-done', viewport);
    }, 60000);

    it('accounting system: an error for an empty form, then chosen by keyboard; a confirmation naming it', async () => {
      const page = await open(viewport, true);
      await page.goto(await issue('accounting_integration'));
      expect(await text(page, 'h1')).toBe('Connect your accounting system');
      await check(page, 'accounting-system-form', viewport);

      await tabTo(page, 'button[type=submit]');
      await pressAndLoad(page, 'Enter');
      expect(await text(page, '#provider-error')).toBe('Error: Choose your accounting system.');
      await check(page, 'accounting-system-errors', viewport);

      await tabTo(page, '#provider');
      await arrowToOption(page, 'QuickBooks Online');
      await tabTo(page, 'button[type=submit]');
      await pressAndLoad(page, 'Enter');
      expect(await text(page, 'h1')).toBe('Done');
      expect(await page.getByText('Accounting system: QuickBooks Online.').count()).toBe(1);
      await check(page, 'accounting-system-done', viewport);
    }, 60000);
  });

  it('under the pages\' own CSP (not bypassed), the stylesheet, the logo and the upload script load by the nonce; the light brand gets black text', async () => {
    const page = await open('desktop', false);
    await page.goto(await issue('verification_documents'));
    const bar = await page.locator('.topbar').evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color };
    });
    expect(bar).toEqual({ background: 'rgb(255, 212, 0)', color: 'rgb(0, 0, 0)' });
    expect(await page.locator('.topbar img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await tabTo(page, '#kind');
    await arrowToOption(page, 'Voided check');
    await page.locator('#file').setInputFiles(SCAN);
    await tabTo(page, 'button[type=submit]');
    await pressAndLoad(page, 'Enter');
    expect(await page.getByText('Document received: Voided check, file name ein-letter.png.').count()).toBe(1);
    const stored = await server.db.prisma.companyVerificationDocument.findMany({ where: { companyId }, orderBy: { createdAt: 'asc' } });
    expect(stored.map((d) => [d.kind, d.fileName, d.contentType, Buffer.from(d.content).equals(SCAN.buffer)])).toEqual([
      ['EinConfirmationLetter', 'ein-letter.png', 'image/png', true],
      ['EinConfirmationLetter', 'ein-letter.png', 'image/png', true],
      ['VoidedCheck', 'ein-letter.png', 'image/png', true],
    ]);
  }, 60000);

  it('axe does find a fault when there is one: an input without a label added to a page is reported', async () => {
    const page = await open('desktop', true);
    await page.goto(await issue('accounting_integration'));
    await page.evaluate(() => document.querySelector('form')!.insertAdjacentHTML('afterbegin', '<input type="text" name="unlabelled">'));
    const found = await axeViolations(page);
    // axe names the node by the shortest unique selector: the only bare `input` of the page is the one added.
    expect(found.map((v) => [v.id, v.targets])).toEqual([['label', ['input']]]);
  }, 60000);

  it('what the keyboard finished is what the company has: the agreements by Jane Roe, the accounting system', async () => {
    const step = (name: string) => server.db.prisma.companyOnboardStep.findUnique({ where: { companyId_step: { companyId, step: name } } });
    expect((await step('signatoryAgreements'))?.data).toMatchObject({ signatoryId, accepted: true });
    expect((await step('accountingIntegration'))?.data).toEqual({ provider: 'QuickBooksOnline' });
  });

  it('loaded nothing from outside this server, with no error on any page', () => {
    const all = {
      outside: traffic.flatMap((t) => t.outside),
      problems: traffic.flatMap((t) => t.problems),
      elsewhere: traffic.flatMap((t) => t.requested).filter((u) => !u.startsWith(`${origin}/embed/onboard/`) && !u.startsWith('data:')),
    };
    // Chromium logs a console error for any 4xx page; the six empty submissions answer 400 by design.
    const refused = 'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)';
    expect(all).toEqual({ outside: [], problems: Array(6).fill(refused), elsewhere: [] });
    // Every page load reached the server: 3 pages x 2 widths x 3 loads (form, errors, done), the CSP pass's 2, axe's own check's 1.
    expect(traffic.flatMap((t) => t.requested).filter((u) => u.startsWith(`${origin}/embed/onboard/`))).toHaveLength(21);
  });
});

// The rendered API reference as a person sees it: Debian's Chromium (driven by playwright-core) opens
// /docs from a running server, finds every tag of openapi.yaml in the navigation, opens each tag and a
// sample of operations, and checks that no request left the machine. Saves screenshots to test-artifacts/.
//
// Without a browser at /usr/bin/chromium this file does not pass: under CI (CI set) it fails, saying so;
// elsewhere it is reported as skipped, loudly. `.ci/run` installs Debian's chromium when it is missing.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';
import { defaultDatabaseUrl, startTestServer, type TestServer } from '@payroll/test-support';
import { describeInChromium, launchChromium, shot as saveShot } from './browser-kit';

const TITLE = 'the rendered API reference at /docs, in Chromium';

interface Operation {
  operationId: string;
  summary: string;
  tag: string;
}

const contract = readContract(CONTRACT_PATH) as {
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
};
const tags = contract.tags.map((t) => t.name);
const operations: Operation[] = Object.values(contract.paths).flatMap((item) =>
  Object.values(item)
    .filter((op) => typeof op === 'object' && op?.operationId)
    .map((op) => ({ operationId: op.operationId!, summary: op.summary!, tag: op.tags![0] })),
);
/** Operations opened in the browser: across ten tags, the two the issue names among them. */
const SAMPLE = [
  'operatorCreatePartner',
  'getHealth',
  'createCompany',
  'createWorkplace',
  'createEmployee',
  'createContractor',
  'createPayroll',
  'approvePayroll',
  'clockIn',
  'createEmployeeBenefit',
  'createChildSupport',
  'listEvents',
];

describeInChromium(TITLE, () => {
  let server: TestServer;
  let http: Server;
  let origin: string;
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];
  const blocked: string[] = [];
  const problems: string[] = [];

  /** The viewport's screenshot (not the full page: the reference scrolls inside its own panes). */
  const shot = (name: string) => saveShot(page, name.replace(/\.png$/, ''), false);
  const menu = () => page.locator('[data-component-name="Menu/Menu"]');
  const menuLabel = (text: string) => menu().getByTestId('menu-item-label').getByText(text, { exact: true });
  const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  /** A heading of the content (not the navigation) whose text is exactly this; the last one, as for menu labels. */
  const heading = (text: string) => page.locator('h1, h2').filter({ hasText: exactly(text) }).last();

  beforeAll(async () => {
    server = await startTestServer(defaultDatabaseUrl());
    http = server.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => http.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    // Everything the page asks for is recorded; anything not on this server is refused (and reported below).
    context.on('request', (r) => requested.push(r.url()));
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text())) problems.push(`console ${msg.type()}: ${msg.text()}`);
    });
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
    await server?.close();
  });

  it('renders the contract: its title, and every tag of openapi.yaml in the navigation', async () => {
    const started = Date.now();
    const res = await page.goto(`${origin}/docs`, { waitUntil: 'load', timeout: 90000 });
    expect(res?.status()).toBe(200);
    // Redoc has taken over the prerendered page once its search box stops saying "Loading".
    await page.getByTestId('search-trigger').getByText(/search/i).waitFor({ timeout: 30000 });
    console.log(`/docs loaded and rendered in ${Date.now() - started} ms (first request builds the page)`);
    expect(await page.title()).toBe('Payroll and Workforce Service');
    await heading('Payroll and Workforce Service (1.0)').waitFor();
    const labels = await menu().getByTestId('menu-item-label').allInnerTexts();
    expect(tags.filter((tag) => !labels.map((l) => l.trim()).includes(tag))).toEqual([]);
    // The 1.0 tags, Reports and Sandbox (issue 16), Partners (the brand of the hosted pages, issue 18), and
    // AchFiles (the NACHA files, issue 28), LocalTaxes (a company's registered local taxes, issue 30), and
    // TaxCoverage (what a tax year computes, issue 37), Filings (files for tax agencies, issue 39).
    expect(tags.length).toBe(23);
    await shot('docs.png');
  }, 120000);

  it('opens every tag, and a sample of operations across ten tags (createPayroll and clockIn among them)', async () => {
    const sample = SAMPLE.map((id) => operations.find((o) => o.operationId === id)!);
    expect(sample.every(Boolean)).toBe(true);
    // Each sampled summary names one operation only, so finding it proves that operation is shown.
    for (const op of sample) expect(operations.filter((o) => o.summary === op.summary).length).toBe(1);
    expect(new Set(sample.map((o) => o.tag)).size).toBeGreaterThanOrEqual(10);

    const shown: string[] = [];
    for (const tag of tags) {
      // Tags come after the sections of the description ("Events" is both), hence the last match.
      await menuLabel(tag).last().click();
      await heading(tag).waitFor({ timeout: 15000 });
      expect(page.url()).toBe(`${origin}/docs#/${tag.toLowerCase()}`);
      for (const op of sample.filter((o) => o.tag === tag)) {
        await menuLabel(op.summary).click();
        await heading(op.summary).waitFor({ timeout: 15000 });
        expect(page.url()).toBe(`${origin}/docs#/${tag.toLowerCase()}/${op.operationId.toLowerCase()}`);
        shown.push(op.operationId);
        if (op.operationId === 'createPayroll') await shot('docs-createPayroll.png');
      }
    }
    expect(shown.sort()).toEqual([...SAMPLE].sort());
  }, 120000);

  it('loaded nothing from outside this server (no CDN, no fonts, no telemetry), with no error on the page', () => {
    const outside = requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect({ outside, blocked, problems }).toEqual({ outside: [], blocked: [], problems: [] });
    expect(requested.filter((url) => url.startsWith(`${origin}/`)).map((url) => new URL(url).pathname)).toEqual(['/docs']);
  });
});

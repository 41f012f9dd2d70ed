// What the browser suites of the hosted pages share: Debian's Chromium driven by playwright-core, the
// two widths a page is checked at, axe-core run inside the page, screenshots under test-artifacts/, a
// guard that refuses and records every request leaving the test server, and keyboard-only helpers.
//
// Without a browser at /usr/bin/chromium a suite does not pass: under CI (CI set) it fails, saying so;
// elsewhere it is reported as skipped, loudly (describeInChromium). `.ci/run` installs Debian's chromium.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { defaultDatabaseUrl, startTestServer, type TestServer } from '@payroll/test-support';
import { freePort } from './service-process';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const root = join(__dirname, '..', '..', '..', '..');
export const ARTIFACTS = join(root, 'test-artifacts');
const underCi = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';

/** The widths every hosted page is checked at: a laptop, and a phone in portrait. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * `describe(title, body)` when Chromium is installed. Without it: a failing test under CI, and a loud
 * skip elsewhere, so a missing browser is never mistaken for a pass.
 */
export function describeInChromium(title: string, body: () => void): void {
  if (existsSync(CHROMIUM)) {
    describe(title, body);
    return;
  }
  const why = `NO BROWSER: ${CHROMIUM} is missing, so "${title}" was NOT checked. Install Debian's chromium (apt-get install -y chromium; .ci/run does it).`;
  if (underCi) {
    describe(title, () => {
      it(`needs Chromium at ${CHROMIUM}`, () => {
        throw new Error(why);
      });
    });
  } else {
    console.warn(`\n*** ${why} Reported as skipped (outside CI). ***\n`);
    describe.skip(`${title} [SKIPPED: no browser at ${CHROMIUM}]`, () => {
      it('needs Chromium', () => undefined);
    });
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** What a context saw: requests to anywhere but `origin` (refused), and errors of its pages. */
export interface Traffic {
  requested: string[];
  outside: string[];
  problems: string[];
}

/**
 * Records every request of the context and refuses any not addressed to `origin` (inline data: URLs
 * never reach the network); page errors and console errors (a CSP refusal among them) are recorded too.
 */
export async function guardTraffic(context: BrowserContext, origin: string): Promise<Traffic> {
  const traffic: Traffic = { requested: [], outside: [], problems: [] };
  context.on('request', (r) => traffic.requested.push(r.url()));
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`)) return route.continue();
    traffic.outside.push(url);
    return route.abort('blockedbyclient');
  });
  context.on('page', (page) => {
    page.on('pageerror', (err) => traffic.problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text())) traffic.problems.push(`console ${msg.type()}: ${msg.text()}`);
    });
  });
  return traffic;
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Makes axe-core part of every page of the context, as an init script that runs before the page's own, so that
 * axeViolations finds it there. Added to each page when it was checked instead (a script tag of 550 KB), axe took
 * about 0.45 s of each check, twice its own run (docs/testing.md, "Speed"). For contexts that bypass the CSP,
 * like the injection it replaces: axe is a script the pages do not allow.
 */
export async function withAxe(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript({ content: AXE_SOURCE });
  return context;
}

/**
 * The axe-core violations of the page as it is now (all of axe's default rules: WCAG 2 A and AA and
 * its best practices). The page's context must be opened with `bypassCSP: true`: the pages allow no
 * script but their own, and axe is injected as one (by withAxe, else here).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
  return violations;
}

/** Fails, listing each of axe's findings on its own line (rule, impact, help, where), unless there are none. */
export function expectNoViolations(where: string, violations: AxeViolation[]): void {
  expect(violations.map((v) => `${where}: ${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`)).toEqual([]);
}

/** Saves a screenshot (of the full page unless `fullPage` is false) to test-artifacts/<name>.png (name may hold folders); returns its path. */
export async function shot(page: Page, name: string, fullPage = true): Promise<string> {
  const path = join(ARTIFACTS, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage });
  console.log(`screenshot: ${relative(process.cwd(), path)}`);
  return path;
}

/** A description of the focused element, to say where the keyboard is. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}`;
  });
}

/**
 * Presses Tab until the element matching `selector` has the focus; fails when `maxPresses` do not get
 * there (the element is not reachable by keyboard, or comes later than expected).
 */
export async function tabTo(page: Page, selector: string, maxPresses = 25): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  throw new Error(`${selector} was not reached with ${maxPresses} presses of Tab (focus is on ${await focused(page)})`);
}

/** With a <select> focused: presses ArrowDown until the option shown is `label` (the value is whatever that option carries). */
export async function arrowToOption(page: Page, label: string, maxPresses = 30): Promise<void> {
  const shown = () => page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : `(focus is on ${el?.tagName ?? 'nothing'}, not a select)`;
  });
  for (let presses = 0; presses <= maxPresses; presses++) {
    if ((await shown()) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the option "${label}" was not reached with ArrowDown (shown: ${await shown()})`);
}

/** Presses `key` on the focused element and waits for the page it loads (a form's submission). */
export async function pressAndLoad(page: Page, key: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press(key)]);
}

/** The text a person sees in the element `selector` matches. */
export const text = (page: Page, selector: string) => page.locator(selector).innerText();

/** A test server listening on a free local port, its links built on that address (PUBLIC_BASE_URL), its clock at `now`. */
export interface ServedApp {
  server: TestServer;
  origin: string;
  close(): Promise<void>;
}

export async function serveForBrowser(now: string): Promise<ServedApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startTestServer(defaultDatabaseUrl(), { publicBaseUrl: origin });
  server.clock.set(now);
  const http: Server = server.app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  return {
    server,
    origin,
    close: async () => {
      await new Promise((resolve) => http.close(resolve));
      await server.close();
    },
  };
}

// Hosted onboarding pages (issue 12, point 6): their links are built only on PUBLIC_BASE_URL, never on
// the request's Host; who may frame them is EMBED_FRAME_ANCESTORS, nobody when it is unset.
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/lib/logger';
import { defaultDatabase, forEachDatabase, startTestServer, testConfig, type TestServer } from '@payroll/test-support';
import { client, createCompany, createPartner, expectFieldError, expectStatus } from './fixtures';
import { payrollWorld } from './payroll-fixtures';

const EMBED_PATH = /^\/embed\/onboard\/[A-Za-z0-9_-]{43}$/;

async function issueEmbed(server: TestServer, headers: Record<string, string> = {}): Promise<URL> {
  const partner = await createPartner(server, 'Embed Partner');
  const company = await createCompany(server, partner.key);
  let req = request(server.app).post(`/v1/companies/${company.id}/onboard/accounting_integration/embed`).set(partner.key.header, partner.key.value);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return new URL(expectStatus(await req, 200).body.url as string);
}

forEachDatabase('embed links and framing', (server) => {
  it('links are built on PUBLIC_BASE_URL, whatever Host, X-Forwarded-Host and X-Forwarded-Proto say', async () => {
    const url = await issueEmbed(server(), { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' });
    expect(url.origin).toBe('https://payroll.example');
    expect(url.pathname).toMatch(EMBED_PATH);
    // The plain case too: supertest's own Host (127.0.0.1:<port>) is not used either.
    const plain = await issueEmbed(server());
    expect(plain.origin).toBe('https://payroll.example');
  });

  it('form text the database cannot store (a NUL, a lone surrogate) gets a 400 page, never a 500, and nothing is stored', async () => {
    const partner = await createPartner(server(), 'Bytes Partner');
    const company = await createCompany(server(), partner.key);
    const url = new URL(expectStatus(await client(server().app, partner.key).post(`/v1/companies/${company.id}/onboard/verification_documents/embed`), 200).body.url as string);
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const nul = await request(server().app).post(url.pathname).type('form').send({ kind: 'VoidedCheck', contentType: 'image/png', fileName: 'che\u0000ck.png', base64Content: png });
    expect(nul.status).toBe(400);
    expect(nul.text).toContain('cannot be saved');
    expect(await server().db.prisma.companyVerificationDocument.count({ where: { companyId: company.id } })).toBe(0);
    // The link still works for a good file.
    const good = await request(server().app).post(url.pathname).type('form').send({ kind: 'VoidedCheck', contentType: 'image/png', fileName: 'check.png', base64Content: png });
    expect(good.status).toBe(200);
    // Percent-encoding of a lone surrogate: the form parser reads it as U+FFFD, storable; never a 500.
    const again = new URL(expectStatus(await client(server().app, partner.key).post(`/v1/companies/${company.id}/onboard/verification_documents/embed`), 200).body.url as string);
    const surrogate = await request(server().app).post(again.pathname).type('form').send(`kind=VoidedCheck&contentType=image%2Fpng&fileName=%ED%A0%80.png&base64Content=${encodeURIComponent(png)}`);
    expect(surrogate.status).toBeLessThan(500);
  });

  it('without EMBED_FRAME_ANCESTORS no site may frame the pages: frame-ancestors \'none\' and X-Frame-Options DENY', async () => {
    const url = await issueEmbed(server());
    const page = await request(server().app).get(url.pathname);
    expect(page.status).toBe(200);
    // The stylesheet is allowed by this response's nonce only (no 'unsafe-inline'); images only inline (the logo).
    const csp = page.headers['content-security-policy'];
    expect(csp.replace(/'nonce-[A-Za-z0-9+/]{22}=='/, "'nonce-N'")).toBe(
      "default-src 'none'; style-src 'nonce-N'; img-src data:; script-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(page.text).toContain(`<style nonce="${/'nonce-([^']+)'/.exec(csp)![1]}">`);
    expect(page.headers['x-frame-options']).toBe('DENY');
    // Error pages of /embed carry the same policy.
    const missing = await request(server().app).get('/embed/elsewhere');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toMatch(/; frame-ancestors 'none'$/);
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });
});

forEachDatabase('framing per partner (issue 25, finding 6)', (server) => {
  /** Apps on the same database and clock: one with a deployment-wide EMBED_FRAME_ANCESTORS, one in production. */
  const apps: Express[] = [];
  const appWith = (overrides: Parameters<typeof testConfig>[0]) => {
    const s = server();
    const app = s.guard.wrap(createApp({ prisma: s.db.prisma, databaseKind: s.db.kind, config: testConfig({ databaseUrl: s.databaseUrl, ...overrides }), logger: createLogger('info', s.guard.logSink), now: s.clock.now }));
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await (app.locals.close as () => Promise<void>)();
  });
  const ancestorsOf = (res: request.Response) => ({ status: res.status, frameAncestors: /frame-ancestors ([^;]+)$/.exec(res.headers['content-security-policy'])?.[1], xFrameOptions: res.headers['x-frame-options'] });

  it("a partner's frameAncestors (set with its brand) join the deployment's list on its own pages only: company onboarding pages and worker flows", async () => {
    const floor = appWith({ embedFrameAncestors: ['https://floor.example'] });
    const w = await payrollWorld(server());
    const other = await payrollWorld(server());
    const set = expectStatus(await w.as().put('/v1/branding', { brandColor: '#0B5FFF', frameAncestors: ['https://partner.example', 'https://APP.partner.example:8443', 'https://partner.example'] }), 200).body;
    expect(set.frameAncestors).toEqual(['https://partner.example', 'https://app.partner.example:8443']);
    expect(expectStatus(await w.as().get('/v1/branding'), 200).body).toEqual(set);

    const pathOf = async (world: typeof w, what: string) => new URL(expectStatus(await world.as().post(`${world.base}/${what}`), 200).body.url as string).pathname;
    const employee = await w.employee('Nia');
    const pages = { onboarding: await pathOf(w, 'onboard/accounting_integration/embed'), flow: await pathOf(w, `employees/${employee}/onboard/embed`) };
    const theirs = { onboarding: await pathOf(other, 'onboard/accounting_integration/embed'), flow: await pathOf(other, `employees/${await other.employee('Oto')}/onboard/embed`) };
    const mine = 'https://partner.example https://app.partner.example:8443';
    for (const path of Object.values(pages)) {
      expect(ancestorsOf(await request(server().app).get(path))).toEqual({ status: 200, frameAncestors: mine, xFrameOptions: undefined });
      expect(ancestorsOf(await request(floor).get(path))).toEqual({ status: 200, frameAncestors: `https://floor.example ${mine}`, xFrameOptions: undefined });
    }
    // A step of the started flow is the partner's page too.
    const started = await request(server().app).post(pages.flow).type('form').send({ action: 'start' });
    expect(ancestorsOf(started)).toEqual({ status: 200, frameAncestors: mine, xFrameOptions: undefined });
    // Another partner's pages, and a page that names no partner, have the deployment's list only.
    for (const path of [...Object.values(theirs), `/embed/onboard/${'x'.repeat(32)}`, `/embed/flows/${'x'.repeat(32)}`]) {
      const status = path.includes('xxxx') ? 404 : 200;
      expect(ancestorsOf(await request(server().app).get(path))).toEqual({ status, frameAncestors: "'none'", xFrameOptions: 'DENY' });
      expect(ancestorsOf(await request(floor).get(path))).toEqual({ status, frameAncestors: 'https://floor.example', xFrameOptions: undefined });
    }

    // The brand is set as a whole: left out, the list is removed.
    expect(expectStatus(await w.as().put('/v1/branding', { brandColor: '#0B5FFF' }), 200).body.frameAncestors).toBeUndefined();
    const again = await pathOf(w, 'onboard/accounting_integration/embed');
    expect(ancestorsOf(await request(server().app).get(again))).toEqual({ status: 200, frameAncestors: "'none'", xFrameOptions: 'DENY' });
  });

  it('frameAncestors are https origins (http://localhost[:port] too outside production), at most 10: anything else is 400 naming the entry', async () => {
    const w = await payrollWorld(server());
    const put = (app: Express, frameAncestors: unknown) => client(app, w.t.partner.key).put('/v1/branding', { frameAncestors });
    for (const bad of ['http://partner.example', 'https://partner.example/path', 'https://partner.example/', "https://a.example; script-src 'unsafe-inline'", 'https://*.partner.example', "'self'", '*', 'https://user@partner.example', 'https://partner.example:99999', 'https://-bad-.example']) {
      expectFieldError(await put(server().app, ['https://fine.example', bad]), 'body.frameAncestors[1]');
    }
    expectFieldError(await put(server().app, Array.from({ length: 11 }, (_, i) => `https://p${i}.example`)), 'body.frameAncestors', 'maxItems');
    expectFieldError(await put(server().app, 'https://partner.example'), 'body.frameAncestors', 'type');
    expect(expectStatus(await put(server().app, ['http://localhost:5173', 'http://localhost']), 200).body.frameAncestors).toEqual(['http://localhost:5173', 'http://localhost']);
    const production = appWith({ production: true });
    expectFieldError(await put(production, ['https://fine.example', 'http://localhost:5173']), 'body.frameAncestors[1]');
    expect(expectStatus(await client(server().app, w.t.partner.key).get('/v1/branding'), 200).body.frameAncestors).toEqual(['http://localhost:5173', 'http://localhost']);
  });
});

describe(`embed framing allowlist and base URL from the settings [${defaultDatabase().name}]`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(defaultDatabase().url(), {
      embedFrameAncestors: ['https://app.partner.example', 'https://portal.other.example:8443'],
      publicBaseUrl: 'https://payroll.partner-hosted.example',
    });
  });
  afterAll(() => server.close());

  it('frame-ancestors lists exactly the configured origins (no X-Frame-Options, which would forbid them)', async () => {
    const url = await issueEmbed(server, { Host: 'evil.example' });
    expect(url.origin).toBe('https://payroll.partner-hosted.example');
    const page = await request(server.app).get(url.pathname);
    expect(page.status).toBe(200);
    const csp = page.headers['content-security-policy'];
    expect(csp.replace(/'nonce-[A-Za-z0-9+/]{22}=='/, "'nonce-N'")).toBe(
      "default-src 'none'; style-src 'nonce-N'; img-src data:; script-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors https://app.partner.example https://portal.other.example:8443",
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['x-frame-options']).toBeUndefined();
    // The API itself is unchanged by the setting.
    expect((await client(server.app).get('/health')).status).toBe(200);
  });

  it('no leak', async () => {
    expect(await server.findLeaks()).toEqual([]);
  });
});

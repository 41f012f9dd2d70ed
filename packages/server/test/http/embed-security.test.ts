// Hosted onboarding pages (issue 12, point 6): their links are built only on PUBLIC_BASE_URL, never on
// the request's Host; who may frame them is EMBED_FRAME_ANCESTORS, nobody when it is unset.
import request from 'supertest';
import { defaultDatabase, forEachDatabase, startTestServer, type TestServer } from '@payroll/test-support';
import { client, createCompany, createPartner, expectStatus } from './fixtures';

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

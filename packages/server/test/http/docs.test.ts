// The documentation routes at the host root: /openapi.yaml (the file as is), /openapi.json (the same
// contract) and /docs (the rendered reference, self-contained). No key, no rate limit, outside /v1.
// They do not touch the database, so they run on the embedded one only. The browser test
// (test/e2e/docs.browser.test.ts) checks what a person sees at /docs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../src/app';
import { docsRoutes, externalResourceUrls } from '../../src/http/docs';
import { createLogger } from '../../src/lib/logger';
import { expectProblem } from './fixtures';
import { defaultDatabaseUrl, startTestServer, type TestServer } from '@payroll/test-support';

/** The body as text, whatever its media type (supertest leaves application/yaml unparsed). */
const text = (res: request.Response, done: (err: Error | null, body: string) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
};

describe('documentation routes', () => {
  let server: TestServer;
  const contract = readFileSync(CONTRACT_PATH, 'utf8');
  const get = (path: string) => request(server.app).get(path).buffer(true).parse(text);

  beforeAll(async () => {
    server = await startTestServer(defaultDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /openapi.yaml: the contract file as is, application/yaml, without a key', async () => {
    const res = await get('/openapi.yaml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(res.body).toBe(contract);
    expect(res.headers.ratelimit).toBeUndefined();
  });

  it('GET /openapi.json: the same contract as JSON', async () => {
    const res = await get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body as string)).toEqual(parse(contract));
  });

  it('a key header, even an unknown one, changes nothing: these routes do not authenticate', async () => {
    const res = await get('/openapi.json').set('X-API-key', 'pk_live_not_a_key');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body as string).info.title).toBe('Payroll and Workforce Service');
  });

  it('GET /docs: one self-contained HTML page (Redoc inlined, no CDN, no web fonts), the contract inside', async () => {
    const started = Date.now();
    const res = await get('/docs');
    console.log(`GET /docs (first request of the process, builds the page): ${Date.now() - started} ms, ${Math.round(String(res.body).length / 1024)} KiB`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body as string;
    // Facts about a 3 MB page, asserted without printing it on failure.
    const facts = {
      doctype: /^<!DOCTYPE html>/i.test(html),
      title: html.includes('<title>Payroll and Workforce Service</title>'),
      externalResources: externalResourceUrls(html),
      cdnOrFontHost: /fonts\.googleapis|fonts\.gstatic|cdn\.redoc|unpkg|jsdelivr/.test(html),
      telemetryDisabled: html.includes('"disableTelemetry":true'),
      // Redoc's script is in the page itself, and the page carries the whole contract.
      redocInlined: /<script type="module">[^<]*?Version: 3\.\d+\.\d+[^<]*?const\{RedocStandalone,hydrate,init\}=/.test(html),
      contractInside: ['createPayroll', 'clockIn', 'getHealth'].every((id) => html.includes(`"operationId":"${id}"`)),
    };
    expect(facts).toEqual({
      doctype: true,
      title: true,
      externalResources: [],
      cdnOrFontHost: false,
      telemetryDisabled: true,
      redocInlined: true,
      contractInside: true,
    });
    // The browser is told so too: nothing but what the page carries.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/https?:/);
  }, 120000);

  it('GET /docs again is served from memory, and /docs/ and HEAD /docs answer too', async () => {
    const started = Date.now();
    const again = await get('/docs');
    expect(again.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await get('/docs/')).status).toBe(200);
    const head = await request(server.app).head('/docs');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('a page that cannot be built (no Redocly CLI beside the contract) is a 503 that says where the contract is, and is tried again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payroll-docs-test-'));
    try {
      writeFileSync(join(dir, 'openapi.yaml'), contract);
      const lines: string[] = [];
      const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
      const app = express().use(docsRoutes(join(dir, 'openapi.yaml'), logger));
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await request(app).get('/docs');
        expect(res.status).toBe(503);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.text).toContain('The contract is at /openapi.yaml.');
      }
      expect(lines.filter((l) => l.includes('could not build the API reference')).length).toBe(2);
      expect((await request(app).get('/openapi.yaml').buffer(true).parse(text)).body).toBe(contract);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every other path stays an unknown route: 404 not_found', async () => {
    for (const path of ['/docs/index.html', '/openapi.yml', '/v1/openapi.json', '/v1/docs']) {
      expectProblem(await request(server.app).get(path), 404, 'not_found');
    }
    expectProblem(await request(server.app).post('/openapi.json').set('Content-Type', 'application/json').send({}), 404, 'not_found');
  });
});

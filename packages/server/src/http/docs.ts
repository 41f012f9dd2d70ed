// The contract for people and tools, served at the host root without a key (documentation routes, not
// operations of the contract): GET /docs, the rendered reference; GET /openapi.yaml, the contract as is;
// GET /openapi.json, the same contract as JSON.
//
// The reference is Redoc, built by Redocly's CLI (`build-docs --inlineBundle`): one self-contained HTML
// page with the contract and Redoc's script inlined, nothing loaded from a CDN or a font service, so it
// works offline. `npm run docs:build` writes the same page to a file (scripts/build-docs.ts).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Router, type Response } from 'express';
import { readContract } from '../lib/contract';
import type { Logger } from '../lib/logger';

/** Redoc's sidebar shows Redocly's logo from their CDN; the page shows this wordmark instead (an inline image). */
const wordmark = (width: number, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="16" viewBox="0 0 ${width} 16">` +
      `<text x="0" y="12" font-family="system-ui,sans-serif" font-size="12" font-weight="600" fill="#5a6270">${text}</text></svg>`,
  );

/** Addresses of Redocly's CDN that Redoc's bundle may load from; rewritten so the page never leaves the machine. */
const REWRITES: Array<[string, string]> = [
  ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', wordmark(56, 'Redocly')],
  ['https://cdn.redoc.ly/redoc/logo-mini.svg', wordmark(14, 'R')],
  // Icon packs of Redocly's hosted products (no icon of this page uses them): inert inline URLs instead.
  ['https://cdn.redocly.com/icons/', 'data:,icons/'],
];

/** Hosts a page must never load from (CDNs, font services). */
const FORBIDDEN_HOSTS = /(?:fonts\.googleapis\.com|fonts\.gstatic\.com|cdn\.redoc\.ly|cdn\.redocly\.com|cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com)/gi;

/**
 * What in the page would be fetched from another host: scripts, stylesheets, preloads, icons, images and
 * frames with an absolute or protocol-relative address, CSS url() and @import, ES module imports, and any
 * mention of a CDN or font host. Links a reader may follow (<a href>) and the contract's own example
 * URLs (text inside the page) are not fetches. An empty list means the page works offline.
 */
export function externalResourceUrls(html: string): string[] {
  const remote = String.raw`(?:https?:)?\/\/[^\s"'\`)>]+`;
  const patterns = [
    new RegExp(String.raw`<(?:script|img|iframe|frame|source|audio|video|embed|track|input)\b[^>]*?\s(?:src|srcset|poster)\s*=\s*["']?(${remote})`, 'gi'),
    new RegExp(String.raw`<link\b[^>]*?\shref\s*=\s*["']?(${remote})`, 'gi'),
    new RegExp(String.raw`<object\b[^>]*?\sdata\s*=\s*["']?(${remote})`, 'gi'),
    new RegExp(String.raw`(?<![\w$.])url\(\s*["']?(${remote})`, 'g'),
    new RegExp(String.raw`@import\s+(?:url\()?\s*["']?(${remote})`, 'gi'),
    new RegExp(String.raw`\bimport\s*(?:\(\s*|[\w$\s{},*]+?\bfrom\s*)["'\`](${remote})`, 'g'),
  ];
  const found = new Set<string>();
  for (const pattern of patterns) for (const m of html.matchAll(pattern)) found.add(m[1]);
  for (const m of html.matchAll(FORBIDDEN_HOSTS)) found.add(m[0]);
  return [...found];
}

/** Runs Redocly's CLI on the contract and returns the page, CDN addresses rewritten. Takes a second or two. */
export async function buildDocsHtml(contractPath: string): Promise<string> {
  const root = dirname(contractPath);
  const cli = join(dirname(createRequire(contractPath).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const dir = await mkdtemp(join(tmpdir(), 'payroll-docs-'));
  try {
    const output = join(dir, 'index.html');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NODE_OPTIONS: '' };
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        [cli, 'build-docs', contractPath, '--config', join(root, 'redocly.yaml'), '--inlineBundle', '-o', output],
        { cwd: root, env, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
        (err, stdout, stderr) => (err ? reject(new Error(`redocly build-docs failed: ${err.message}\n${stdout}${stderr}`)) : resolve()),
      );
    });
    let html = await readFile(output, 'utf8');
    for (const [from, to] of REWRITES) html = html.split(from).join(to);
    return html;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Offline, and nothing but what the page carries: inline scripts and styles, inline images and fonts. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Built once per process, on the first request that needs it (the contract does not change under a running server). */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= build().catch((err: unknown) => {
      pending = undefined; // a failed build is tried again on the next request
      throw err;
    });
    return pending;
  };
}

/** Per contract file, shared by every app of the process (tests create many). */
const built = new Map<string, { yamlText: () => Promise<string>; jsonText: () => Promise<string>; html: () => Promise<string> }>();

function contractFiles(contractPath: string) {
  let files = built.get(contractPath);
  if (!files) {
    const yamlText = once(async () => readFileSync(contractPath, 'utf8'));
    files = { yamlText, jsonText: once(async () => JSON.stringify(readContract(contractPath))), html: once(() => buildDocsHtml(contractPath)) };
    built.set(contractPath, files);
  }
  return files;
}

export function docsRoutes(contractPath: string, logger: Logger): Router {
  const { yamlText, jsonText, html } = contractFiles(contractPath);
  const common = (res: Response) => res.set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });

  const router = Router();
  router.get('/openapi.yaml', async (_req, res, next) => {
    try {
      common(res).type('application/yaml; charset=utf-8').send(await yamlText());
    } catch (err) {
      next(err);
    }
  });
  router.get('/openapi.json', async (_req, res, next) => {
    try {
      common(res).type('application/json; charset=utf-8').send(await jsonText());
    } catch (err) {
      next(err);
    }
  });
  router.get('/docs', async (_req, res) => {
    try {
      const page = await html();
      common(res).set({ 'Content-Security-Policy': DOCS_CSP, 'Referrer-Policy': 'no-referrer' }).type('text/html; charset=utf-8').send(page);
    } catch (err) {
      logger.error({ err: err instanceof Error ? err.message : String(err) }, 'could not build the API reference');
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The API reference could not be built (see the server log; `npm run docs:build` shows the error). The contract is at /openapi.yaml.\n');
    }
  });
  return router;
}

// npm run docs:build: the rendered reference of openapi.yaml as one self-contained HTML file (the page the
// service serves at /docs), for reviewers: open it in a browser, no server and no network needed.
// Fails when the page would load anything from another host.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildDocsHtml, externalResourceUrls } from '../packages/server/src/http/docs';

const root = join(__dirname, '..');
const output = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist', 'docs', 'index.html');

async function main(): Promise<void> {
  const started = Date.now();
  const html = await buildDocsHtml(join(root, 'openapi.yaml'));
  const external = externalResourceUrls(html);
  if (external.length) {
    console.error(`the page would load from other hosts (not offline):\n  ${external.join('\n  ')}`);
    process.exit(1);
  }
  mkdirSync(join(output, '..'), { recursive: true });
  writeFileSync(output, html);
  console.log(`${relative(process.cwd(), output)}: ${Math.round(html.length / 1024)} KiB, self-contained (no CDN, font or other external resource), built in ${Date.now() - started} ms`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});

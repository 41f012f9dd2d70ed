// Part of `npm run build -w @payroll/contract` (after tsc): puts the contract itself into the package,
// dist/openapi.yaml (the repository's openapi.yaml, byte for byte) and dist/openapi.json (the same
// document as JSON). That the package's version follows info.version is `npm run check:drift`'s job.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const text = readFileSync(join(packageDir, '..', '..', 'openapi.yaml'), 'utf8');
mkdirSync(join(packageDir, 'dist'), { recursive: true });
writeFileSync(join(packageDir, 'dist', 'openapi.yaml'), text);
writeFileSync(join(packageDir, 'dist', 'openapi.json'), `${JSON.stringify(parse(text), null, 2)}\n`);

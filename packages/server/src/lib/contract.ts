// The contract (openapi.yaml) as data. Parsing its YAML (about 800 KB) costs about a second of CPU, which
// each process paid before its first request, and each test file again (docs/testing.md, "Speed"). The
// parsed form is therefore kept as JSON in node_modules/.cache/payroll-contract/ beside the contract,
// named by the hash of the YAML text (an edited contract is parsed anew), and read from there in
// milliseconds. A cache that cannot be written is no error: the YAML is then parsed each time.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

/** The contract of this service: openapi.yaml at the root of the repository. */
export const CONTRACT_PATH = join(__dirname, '..', '..', '..', '..', 'openapi.yaml');

/** The cache file of the contract at `path` with this YAML text. */
export function contractCacheFile(path: string, text: string): string {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 32);
  return join(dirname(path), 'node_modules', '.cache', 'payroll-contract', `${hash}.json`);
}

/** The contract at `path`, parsed (a new object at each call: callers may change theirs). */
export function readContract<T = Record<string, unknown>>(path: string): T {
  const text = readFileSync(path, 'utf8');
  const cached = contractCacheFile(path, text);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as T;
  } catch {
    // Not cached yet (or unreadable): parse the YAML.
  }
  // yaml is loaded only when the cache misses: most readers never need it (about 70 modules fewer each).
  const { parse } = require('yaml') as typeof import('yaml');
  const value = parse(text) as T;
  try {
    const json = JSON.stringify(value);
    // Only what JSON carries unchanged is cached (YAML could hold values JSON has no spelling for).
    if (isDeepStrictEqual(JSON.parse(json), value)) {
      mkdirSync(dirname(cached), { recursive: true });
      // Written whole under another name, then renamed: a concurrent reader never sees half of it.
      const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, json);
      renameSync(partial, cached);
    }
  } catch {
    // A read-only tree: no cache.
  }
  return value;
}

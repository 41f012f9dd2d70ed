// The contract is read through a JSON cache named by the YAML's hash (lib/contract.ts): the same data
// as the YAML, written once, read afterwards, and never stale after an edit.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTRACT_PATH, contractCacheFile, readContract } from '../../src/lib/contract';

describe('the contract read through its JSON cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-contract-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('equals the parsed YAML, from the YAML first and from the cache after; an edit is read anew', () => {
    const path = join(dir, 'openapi.yaml');
    const text = readFileSync(CONTRACT_PATH, 'utf8');
    writeFileSync(path, text);
    const cache = contractCacheFile(path, text);
    expect(cache.startsWith(join(dir, 'node_modules', '.cache', 'payroll-contract'))).toBe(true);
    expect(existsSync(cache)).toBe(false);
    const first = readContract(path);
    expect(first).toEqual(parse(text));
    expect(existsSync(cache)).toBe(true);
    // Read from the cache: a marker put into it shows.
    writeFileSync(cache, JSON.stringify({ ...first, 'x-from-cache': true }));
    expect(readContract(path)).toEqual({ ...first, 'x-from-cache': true });
    // Each call gives an object of its own.
    expect(readContract(path)).not.toBe(readContract(path));
    // An edited contract has another hash: parsed anew, not the old cache.
    const edited = text.replace(/^info:\n/m, 'info:\n  x-edited: yes\n');
    expect(edited).not.toBe(text);
    writeFileSync(path, edited);
    const again = readContract<{ info: Record<string, unknown> }>(path);
    expect(again.info['x-edited']).toBe('yes');
    expect(again).not.toHaveProperty('x-from-cache');
    // A broken cache file is parsed around, and replaced.
    writeFileSync(contractCacheFile(path, edited), '{"truncat');
    expect(readContract(path)).toEqual(again);
    expect(JSON.parse(readFileSync(contractCacheFile(path, edited), 'utf8'))).toEqual(again);
  });
});

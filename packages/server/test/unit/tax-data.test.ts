// TAX_DATA_DIR (lib/tax-data.ts, config.ts): the setting, and the folder's federal and state year files checked, their
// examples run and installed, or the first bad one refused in one line naming the file and the problem.
// The installed year lives in this file's module registry only (jest loads the engine afresh per file), so
// the whole suite runs it as a file of its own, not in a group (scripts/test-groups.js):
// test-groups: runs alone
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { federalTaxYearOrigin, stateTaxYearOrigin, supportedTaxYears } from '@payroll/payroll-engine';
import { loadConfig } from '../../src/config';
import { federalYearFiles, installTaxDataDir, stateYearFiles, TaxDataError } from '../../src/lib/tax-data';

const FIXTURE = resolve(__dirname, '../fixtures/tax-data-2027/federal-2027.json');
const STATE_FIXTURE = resolve(__dirname, '../fixtures/tax-data-2027/state-IL-2027.json');

describe('TAX_DATA_DIR', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-tax-data-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const refusal = (folder: string): string => {
    try {
      installTaxDataDir(folder);
    } catch (err) {
      expect(err).toBeInstanceOf(TaxDataError);
      expect((err as Error).message).not.toContain('\n');
      return (err as Error).message;
    }
    throw new Error('the folder was installed');
  };
  /** The fixture with one edit, written as federal-2027.json in the folder. */
  const writeEdited = (edit: (f: Record<string, any>) => void) => {
    const f = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    edit(f);
    writeFileSync(join(dir, 'federal-2027.json'), JSON.stringify(f));
    return join(dir, 'federal-2027.json');
  };

  it('is read as an absolute folder; unset, there is none', () => {
    const env = { DATABASE_URL: `file:${join(dir, 'payroll')}`, OPERATOR_API_KEY: 'k', ENCRYPTION_KEY: 'e' };
    expect(loadConfig({ ...env, TAX_DATA_DIR: 'some/where' }, () => undefined).taxDataDir).toBe(resolve('some/where'));
    expect(loadConfig(env, () => undefined).taxDataDir).toBeUndefined();
  });

  it('the fixture is marked as a test fixture in its notes and its source', () => {
    const f = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    expect(f.notes[0]).toBe('TEST FIXTURE — not IRS figures; never shipped.');
    expect(f.sources[0].publication).toMatch(/^TEST FIXTURE — not IRS figures; never shipped/);
  });

  it('a file whose worked example fails is refused, naming the file and the example; nothing is installed', () => {
    const file = writeEdited((f) => (f.examples[2].expected.FederalIncomeTax = '270.20'));
    expect(refusal(dir)).toBe(`TAX_DATA_DIR: ${file}: example "Single, weekly $2,000" failed: FederalIncomeTax expected 270.20, got 270.19`);
    expect(supportedTaxYears()).toEqual([2025, 2026]);
  });

  it('a file that fails the schema, is not JSON, is misnamed, or a folder that cannot be read: refused, named', () => {
    const file = writeEdited((f) => (f.socialSecurity.wageBase = 184500));
    expect(refusal(dir)).toBe(`TAX_DATA_DIR: ${file}: socialSecurity.wageBase: must be a decimal string, got 184500`);
    writeFileSync(file, '{"year": 2027,');
    expect(refusal(dir)).toMatch(new RegExp(`^TAX_DATA_DIR: ${file}: not JSON: `));
    rmSync(file);
    writeFileSync(join(dir, 'federal-27.json'), '{}');
    expect(refusal(dir)).toBe(`TAX_DATA_DIR: ${join(dir, 'federal-27.json')}: a federal year file is named federal-<year>.json (e.g. federal-2027.json)`);
    expect(refusal(join(dir, 'absent'))).toBe(`TAX_DATA_DIR: cannot read the folder ${join(dir, 'absent')}: ENOENT`);
    // A built-in year is not replaced from the folder.
    const builtIn = join(dir, 'federal-2026.json');
    rmSync(join(dir, 'federal-27.json'));
    writeFileSync(builtIn, JSON.stringify({ ...JSON.parse(readFileSync(FIXTURE, 'utf8')), year: 2026 }));
    expect(refusal(dir)).toBe(`TAX_DATA_DIR: ${builtIn}: year 2026 is built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)`);
    expect(supportedTaxYears()).toEqual([2025, 2026]);
  });

  it('installs every federal-<year>.json (other files left alone) with the SHA-256 of its bytes; again is harmless', () => {
    mkdirSync(join(dir, 'states'));
    writeFileSync(join(dir, 'README.md'), 'not a year file');
    const file = join(dir, 'federal-2027.json');
    copyFileSync(FIXTURE, file);
    const sha256 = createHash('sha256').update(readFileSync(FIXTURE)).digest('hex');
    expect(federalYearFiles(dir)).toEqual([file]);
    expect(installTaxDataDir(dir)).toEqual([{ jurisdiction: 'US', year: 2027, file, sha256 }]);
    expect(federalTaxYearOrigin(2027)).toEqual({ kind: 'Installed', file, sha256 });
    expect(supportedTaxYears()).toEqual([2025, 2026, 2027]);
    expect(installTaxDataDir(dir)).toEqual([{ jurisdiction: 'US', year: 2027, file, sha256 }]);
  });

  it('a state file whose worked example fails stops the start, naming the file and the example; nothing is installed', () => {
    const file = join(dir, 'state-IL-2027.json');
    const f = JSON.parse(readFileSync(STATE_FIXTURE, 'utf8'));
    f.examples[1].expected.regular = '49.51';
    writeFileSync(file, JSON.stringify(f));
    expect(refusal(dir)).toBe(`TAX_DATA_DIR: ${file}: example "Weekly $1,000, no IL-W-4" failed: regular expected 49.51, got 49.50`);
    expect(stateTaxYearOrigin('IL', 2027)).toBeUndefined();
    f.examples[1].expected.regular = '49.50';
    f.figures.rate = 0.0495;
    writeFileSync(file, JSON.stringify(f));
    expect(refusal(dir)).toBe(`TAX_DATA_DIR: ${file}: figures.rate: must be a decimal string as in the built-in year, got 0.0495`);
    rmSync(file);
    writeFileSync(join(dir, 'state-il-2027.json'), '{}');
    expect(refusal(dir)).toBe(`TAX_DATA_DIR: ${join(dir, 'state-il-2027.json')}: a state year file is named state-<ST>-<year>.json (e.g. state-IL-2027.json)`);
  });

  it('installs federal files first, then state-<ST>-<year>.json files, each with its hash', () => {
    const file = join(dir, 'federal-2027.json');
    const state = join(dir, 'state-IL-2027.json');
    copyFileSync(FIXTURE, file);
    copyFileSync(STATE_FIXTURE, state);
    const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');
    expect(stateYearFiles(dir)).toEqual([state]);
    expect(installTaxDataDir(dir)).toEqual([
      { jurisdiction: 'US', year: 2027, file, sha256: sha(file) },
      { jurisdiction: 'IL', year: 2027, file: state, sha256: sha(state) },
    ]);
    expect(stateTaxYearOrigin('IL', 2027)).toEqual({ kind: 'Installed', file: state, sha256: sha(state) });
  });
});

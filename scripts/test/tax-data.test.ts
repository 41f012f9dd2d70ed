// npm run tax-data -- check [folder] (scripts/tax-data.ts): PASS or FAIL per year file, a failure naming the
// example, the federal coverage by year, and the verdict `npm run check` exits on.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkTaxData } from '../tax-data';

const FIXTURE = resolve(__dirname, '../../packages/server/test/fixtures/tax-data-2027/federal-2027.json');
const STATE_FIXTURE = resolve(__dirname, '../../packages/server/test/fixtures/tax-data-2027/state-IL-2027.json');

describe('npm run tax-data -- check', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-tax-data-check-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('without a folder: the built-in files pass, and the coverage lists them as built in', () => {
    expect(checkTaxData()).toEqual({
      ok: true,
      lines: [
        'PASS packages/payroll-engine/tax-data/federal/2025.json: built in, 2 examples',
        'PASS packages/payroll-engine/tax-data/federal/2026.json: built in, 26 examples',
        'PASS packages/payroll-engine/tax-data/states/PA/2027.json: built in, 3 examples',
        '',
        'Federal coverage:',
        '  2025  built in',
        '  2026  built in',
        '  2027  not covered: payrolls paid in 2027 are refused (unsupported_tax_year)',
        '',
        "State years installed from the folder (41 states take a year file; the others' years need a release):",
        '  none',
      ],
    });
  });

  it('a folder file whose example fails: FAIL naming the file and the example, not covered, and the check fails', () => {
    const f = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    f.examples[0].expected.FederalIncomeTax = '1.00';
    writeFileSync(join(dir, 'federal-2027.json'), JSON.stringify(f));
    const { ok, lines } = checkTaxData(dir);
    expect(ok).toBe(false);
    expect(lines[3]).toBe(`FAIL ${join(dir, 'federal-2027.json')}: example "Married filing jointly, weekly $2,000" failed: FederalIncomeTax expected 1.00, got 156.15`);
    expect(lines.slice(-4, -3)).toEqual(['  2027  not covered: payrolls paid in 2027 are refused (unsupported_tax_year)']);
  });

  it('a state file whose example fails: FAIL naming the file and the example, no state year installed', () => {
    const f = JSON.parse(readFileSync(STATE_FIXTURE, 'utf8'));
    f.examples[0].expected.regular = '32.14';
    writeFileSync(join(dir, 'state-IL-2027.json'), JSON.stringify(f));
    const { ok, lines } = checkTaxData(dir);
    expect(ok).toBe(false);
    expect(lines[3]).toBe(`FAIL ${join(dir, 'state-IL-2027.json')}: example "Weekly $800, 2 basic and 2 additional allowances" failed: regular expected 32.14, got 32.13`);
    expect(lines.slice(-1)).toEqual(['  none']);
  });
});

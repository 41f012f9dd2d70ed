/**
 * State year files (src/state-year-files.ts, src/states/year-file.ts; README, "State year files"): a state's
 * withholding year added as data. The files here are TEST FILES: their figures are Illinois's 2026 figures
 * (IL-700-T, R-12/25) written under later years to exercise the installation, not claims about those years.
 * The expected amounts are the 2026 booklet's worked example ($800 weekly, 2 + 2 allowances: $32.13) and the
 * 4.95% of a payment without an IL-W-4 ($800 x .0495 = $39.60), which those figures give in any year.
 * Installs stay for the rest of this file (one module registry): each test uses a year of its own.
 */
import Decimal from 'decimal.js';
import { taxCoverage } from '../src/coverage';
import { AL_2026 } from '../src/states/al/2026';
import { ilWithholding } from '../src/states/il';
import { IL_2026 } from '../src/states/il/2026';
import { suiFigures } from '../src/states/sui';
import { withholdingModule } from '../src/states/modules';
import { installedStateTaxYears, installStateTaxYear, stateTaxYearOrigin, stateYearFileCheck } from '../src/state-year-files';
import { TaxYearFileError } from '../src/year-files';
import { paWithholding } from '../src/states/pa';
import { BUILT_IN_STATES_DIR } from '../src/states/modules';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SHA = (c: string) => c.repeat(64);

function ilFile(year: number, change: (f: Record<string, any>) => void = () => {}): Record<string, any> {
  const file: Record<string, any> = {
    format: 'state-tax-year/1',
    jurisdiction: 'IL',
    year,
    notes: ['TEST FILE: Illinois 2026 figures written under a later year; not a claim about that year.'],
    sources: [{ publication: 'TEST FIGURES (IDOR Booklet IL-700-T, R-12/25, figures of 2026)', year: 2025 }],
    figures: { ...structuredClone(IL_2026), year, sources: ['TEST FIGURES: IL-700-T (R-12/25) 2026 figures'] },
    examples: [
      { name: 'Weekly $800, 2 + 2 allowances', source: 'IL-700-T (R-12/25) p. 4 example', input: { frequency: 'Weekly', regularWages: '800', certificate: { basicAllowances: 2, additionalAllowances: 2 } }, expected: { regular: '32.13', supplemental: '0.00' } },
      { name: 'Weekly $800, no IL-W-4', source: 'worked by hand: 800 x .0495', input: { frequency: 'Weekly', regularWages: '800' }, expected: { regular: '39.60', supplemental: '0.00' } },
    ],
  };
  change(file);
  return file;
}

function refusal(json: unknown, file: string): string[] {
  try {
    installStateTaxYear(json, { file, sha256: SHA('a') });
  } catch (err) {
    expect(err).toBeInstanceOf(TaxYearFileError);
    expect((err as TaxYearFileError).file).toBe(file);
    return (err as TaxYearFileError).problems;
  }
  throw new Error('installed, expected a refusal');
}

describe('a state year file', () => {
  it('installs: the module computes the year, its years and sources include it, coverage says installed with the hash', () => {
    expect(ilWithholding.years).toEqual([2025, 2026]);
    expect(withholdingModule('IL', 2027, '2027-01-08')).toBeUndefined();
    expect(stateYearFileCheck(ilFile(2027), 'state-IL-2027.json')).toEqual([]);

    installStateTaxYear(ilFile(2027), { file: '/data/state-IL-2027.json', sha256: SHA('b') });

    expect(ilWithholding.years).toEqual([2025, 2026, 2027]);
    expect(withholdingModule('IL', 2027, '2027-01-08')).toBe(ilWithholding);
    expect(stateTaxYearOrigin('IL', 2027)).toEqual({ kind: 'Installed', file: '/data/state-IL-2027.json', sha256: SHA('b') });
    expect(stateTaxYearOrigin('IL', 2026)).toEqual({ kind: 'BuiltIn' });
    expect(ilWithholding.sources?.(2027)).toEqual(['TEST FIGURES: IL-700-T (R-12/25) 2026 figures', 'TEST FIGURES (IDOR Booklet IL-700-T, R-12/25, figures of 2026), 2025']);
    const r = ilWithholding.withhold({ year: 2027, frequency: 'Monthly', periodsPerYear: 12, regularWages: new Decimal(4000), supplementalWages: new Decimal(0), certificate: { basicAllowances: 1 } });
    // ($4,000 − $2,925 / 12 = $243.75) x .0495 = $185.934375 -> $185.93, as in 2026.
    expect(r.regular.toFixed(2)).toBe('185.93');
    const coverage = taxCoverage(2027);
    const entry = coverage.entries.find((e) => e.jurisdiction === 'IL' && e.part === 'Withholding');
    expect(entry).toEqual({
      jurisdiction: 'IL',
      level: 'State',
      part: 'Withholding',
      name: 'IL income tax withholding',
      computed: true,
      sources: ['TEST FIGURES: IL-700-T (R-12/25) 2026 figures', 'TEST FIGURES (IDOR Booklet IL-700-T, R-12/25, figures of 2026), 2025'],
      origin: { kind: 'Installed', file: '/data/state-IL-2027.json', sha256: SHA('b') },
    });
    // IL stays in `missing` for its 2027 SUI wage base only (this file has no `sui` section).
    expect(coverage.entries.filter((e) => e.jurisdiction === 'IL' && !e.computed).map((e) => e.part)).toEqual(['SuiWageBase']);
    // A built-in year's entry carries no origin (as before installation existed).
    expect(taxCoverage(2026).entries.find((e) => e.jurisdiction === 'IL' && e.part === 'Withholding')?.origin).toBeUndefined();
    expect(installedStateTaxYears()).toEqual([{ state: 'IL', year: 2027, file: '/data/state-IL-2027.json', sha256: SHA('b') }]);
  });

  it('the same bytes again are a no-op; other bytes for the year are refused', () => {
    expect(() => installStateTaxYear(ilFile(2027), { file: '/other/state-IL-2027.json', sha256: SHA('b') })).not.toThrow();
    expect(refusal(ilFile(2027), '/other/state-IL-2027.json')).toEqual([`IL 2027 is already installed from /data/state-IL-2027.json (sha256 ${SHA('b')}); one file per state and year`]);
  });

  it('a built-in year is not replaced', () => {
    expect(refusal(ilFile(2026), 'state-IL-2026.json')).toEqual(['IL 2026 withholding is built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)']);
  });

  it('refuses a failing example, naming it, and installs nothing', () => {
    const file = ilFile(2028, (f) => (f.examples[1].expected.regular = '39.61'));
    expect(refusal(file, 'state-IL-2028.json')).toEqual(['example "Weekly $800, no IL-W-4" failed: regular expected 39.61, got 39.60']);
    expect(ilWithholding.years).toEqual([2025, 2026, 2027]);
    expect(stateTaxYearOrigin('IL', 2028)).toBeUndefined();
    // An example the module cannot compute (a certificate field it does not read) fails too, named.
    const bad = ilFile(2028, (f) => (f.examples[0].input.certificate = { allowances: 2 }));
    expect(refusal(bad, 'state-IL-2028.json')).toEqual([expect.stringMatching(/^example "Weekly \$800, 2 \+ 2 allowances" could not be computed: .*allowances/)]);
  });

  it('refuses figures whose shape is not the latest built-in year, naming each field', () => {
    const file = ilFile(2029, (f) => {
      f.figures.rate = 0.0495;
      delete f.figures.basicAllowance;
      f.figures.exemption = '2925';
      f.figures.year = 2030;
    });
    expect(refusal(file, 'state-IL-2029.json')).toEqual([
      'figures.exemption: unknown field (not in the built-in year)',
      'figures.rate: must be a decimal string as in the built-in year, got 0.0495',
      'figures.basicAllowance: is missing',
      "figures.year: must be the file's year 2029, got 2030",
    ]);
  });

  it('checks arrays element by element against the built-in rows: rows may be added, not reshaped', () => {
    // Alabama's dependent exemption rows ({upTo: string | null, amount}) and brackets ({over, base, rate}).
    const al = (change: (f: Record<string, any>) => void) => {
      const figures = { ...structuredClone(AL_2026), year: 2029 };
      change(figures);
      return { format: 'state-tax-year/1', jurisdiction: 'AL', year: 2029, sources: [{ publication: 'TEST', year: 2026 }], figures, examples: [{ name: 'x', source: 'test', input: { frequency: 'Weekly', regularWages: '0' }, expected: { regular: '0.00', supplemental: '0.00' } }] };
    };
    expect(stateYearFileCheck(al((f) => f.brackets.other.push({ over: '9000', base: '410', rate: '0.06' })), 'state-AL-2029.json')).toEqual([]);
    expect(stateYearFileCheck(al((f) => delete f.brackets.other[1].base), 'state-AL-2029.json')).toEqual(['figures.brackets.other[1].base: is missing']);
    expect(stateYearFileCheck(al((f) => (f.dependent[2].upTo = 5)), 'state-AL-2029.json')).toEqual(['figures.dependent[2].upTo: must be a decimal string as in the built-in year, got 5']);
    expect(stateYearFileCheck(al((f) => (f.brackets.married = [])), 'state-AL-2029.json')).toEqual(['figures.brackets.married: must not be empty (the built-in year has 3)']);
    expect(stateYearFileCheck(al((f) => (f.sources = [])), 'state-AL-2029.json')).toEqual(['figures.sources: must name at least one source']);
  });

  it('refuses a file without examples, a misnamed file, another format, and a state whose figures are code (NY)', () => {
    expect(refusal(ilFile(2030, (f) => (f.examples = [])), 'state-IL-2030.json')).toEqual(['examples: must give at least one worked example, got []']);
    expect(refusal(ilFile(2030), 'state-IL-2031.json')).toEqual(["the file's name state-IL-2031.json must be state-IL-2030.json (its jurisdiction and year)"]);
    expect(refusal(ilFile(2030, (f) => (f.format = 'state-tax-year/2')), 'state-IL-2030.json')).toEqual(['format: must be "state-tax-year/1", got "state-tax-year/2"']);
    expect(refusal(ilFile(2030, (f) => (f.examples[0].expected.regular = '32.1')), 'state-IL-2030.json')).toEqual(['examples[0].expected.regular: must be an amount in dollars and cents ("12.34"), got "32.1"']);
    expect(refusal(ilFile(2030, (f) => (f.jurisdiction = 'NY')), 'state-NY-2030.json')[0]).toBe(
      "jurisdiction: NY has no withholding module with year-keyed figures in this engine (a state whose method is not built needs a release; New York's figures are code)",
    );
  });

  it('a state without a wage income tax gives its SUI figures only', () => {
    const tx = { format: 'state-tax-year/1', jurisdiction: 'TX', year: 2027, sources: [{ publication: 'TEST FIGURES (Texas Workforce Commission, 2026 wage base)', year: 2026 }], sui: { wageBase: '9000' } };
    expect(suiFigures('TX', 2027)).toBeUndefined();
    expect(refusal({ ...tx, sui: { wageBase: '6000' } }, 'state-TX-2027.json')).toEqual(['sui.wageBase: must be a decimal string of at least 7000 (26 U.S.C. § 3306(b)(1)), got "6000"']);
    expect(refusal({ ...tx, figures: {} }, 'state-TX-2027.json')).toEqual(['figures: TX has no wage income tax: a file for it gives only `sui`']);
    installStateTaxYear(tx, { file: 'state-TX-2027.json', sha256: SHA('c') });
    expect(suiFigures('TX', 2027)).toEqual({ state: 'TX', year: 2027, wageBase: '9000', sources: ['TEST FIGURES (Texas Workforce Commission, 2026 wage base), 2026'], origin: { kind: 'Installed', file: 'state-TX-2027.json', sha256: SHA('c') } });
    expect(taxCoverage(2027).entries.find((e) => e.jurisdiction === 'TX' && e.part === 'SuiWageBase')).toMatchObject({ computed: true, origin: { kind: 'Installed', sha256: SHA('c') } });
    // A built-in SUI year is not replaced.
    expect(refusal({ ...tx, year: 2026 }, 'state-TX-2026.json')).toEqual(['sui: TX 2026 SUI figures are built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)']);
  });
});

describe('a built-in state year file (tax-data/states)', () => {
  const PA_2027 = join(BUILT_IN_STATES_DIR, 'PA', '2027.json');

  it('PA 2027 (the Department\'s "remains in effect unless you receive notice of a change") is loaded as built in', () => {
    expect(paWithholding.years).toEqual([2025, 2026, 2027]);
    expect(stateTaxYearOrigin('PA', 2027)).toEqual({ kind: 'BuiltIn' });
    // $2,000 x .0307 = $61.40; ($2,000 + $5,000) x .0307 = $214.90, supplemental $153.50.
    const r = paWithholding.withhold({ year: 2027, frequency: 'Biweekly', periodsPerYear: 26, regularWages: new Decimal(2000), supplementalWages: new Decimal(5000) });
    expect([r.regular.toFixed(2), r.supplemental.toFixed(2)]).toEqual(['61.40', '153.50']);
    expect(paWithholding.sources?.(2027)).toContain('PA DOR REV-580 (SU) 02-23: flat 3.07%, "remains in effect unless you receive notice of a change" (the 2027 source, issue 37)');
    // The coverage reads the module's years (proven with IL above): PA 2027 is computed, with no origin (built in).
    expect(withholdingModule('PA', 2027, '2027-01-08')).toBe(paWithholding);
  });

  it('its examples pass; an edited copy fails naming the example, and a state file cannot install over it', () => {
    const json = JSON.parse(readFileSync(PA_2027, 'utf8'));
    expect(stateYearFileCheck(json, '2027.json')).toEqual([]);
    json.examples[0].expected.regular = '61.41';
    expect(stateYearFileCheck(json, '2027.json')).toEqual(['example "Biweekly $2,000" failed: regular expected 61.41, got 61.40']);
    expect(refusal({ ...json, examples: [{ ...json.examples[0], expected: { regular: '61.40', supplemental: '0.00' } }] }, 'state-PA-2027.json')).toEqual([
      'PA 2027 withholding is built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)',
    ]);
  });
});

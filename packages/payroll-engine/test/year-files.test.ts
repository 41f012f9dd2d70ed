/**
 * Federal year files (README, "Adding a tax year", "Installing a year file"): the built-in files pass their
 * schema and their worked examples; the schema check refuses each kind of bad file with a message naming the
 * field; a file whose example fails is refused naming the example; installFederalTaxYear makes a year
 * computable and federalTaxYearOrigin reports the file and its hash. The installed year lives in this test
 * file's module registry only (jest loads the engine afresh for each file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  benefitLimitFigures,
  BENEFIT_LIMITS_2026,
  BUILT_IN_FEDERAL_DIR,
  computeEmployeeItem,
  federalTaxYearOrigin,
  federalYearFileCheck,
  federalYearFileProblems,
  installFederalTaxYear,
  supportedTaxYears,
  TABLES_2025,
  TABLES_2026,
  taxTablesFor,
  TaxYearFileError,
  UnsupportedTaxYearError,
  type FederalYearFile,
} from '../src';

const builtIn = (year: number): FederalYearFile => JSON.parse(readFileSync(join(BUILT_IN_FEDERAL_DIR, `${year}.json`), 'utf8')) as FederalYearFile;
/** A fresh copy of 2026's file under another year: the shape of a file a deployment would install (here, a test's). */
const as2027 = (): FederalYearFile => ({ ...builtIn(2026), year: 2027, benefitLimits: null });
const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);
const fitOf = (payday: string) => {
  const r = computeEmployeeItem({ employeeId: 'e', payments: [{ nonHourlyRegular: 2000 }] }, { payday, frequency: 'Weekly', w4: { filingStatus: 'Single' } });
  return r.taxes.find((t) => t.name === 'FederalIncomeTax')?.amount.toFixed(2);
};

describe('built-in year files', () => {
  test('tax-data/federal holds 2025 and 2026; each passes its schema and every worked example', () => {
    expect(readdirSync(BUILT_IN_FEDERAL_DIR).sort()).toEqual(['2025.json', '2026.json']);
    for (const year of [2025, 2026]) {
      const file = builtIn(year);
      expect(federalYearFileCheck(file, `${year}.json`)).toEqual([]);
      expect(file.examples.length).toBeGreaterThan(0);
    }
    expect(builtIn(2026).examples).toHaveLength(26);
  });

  test('TABLES_2025, TABLES_2026 and the benefit limits are the files\' figures; both years are BuiltIn', () => {
    const f = builtIn(2026);
    expect(TABLES_2026.federalIncomeTax).toEqual(f.federalIncomeTax);
    expect(TABLES_2026.socialSecurity).toEqual({ employeeRate: '0.062', employerRate: '0.062', wageBase: '184500' });
    expect(TABLES_2025.socialSecurity.wageBase).toBe('176100');
    expect(TABLES_2026.sources[0]).toBe(
      'IRS Publication 15-T (2026), Worksheet 1A and Annual Percentage Method Tables, 2026, https://www.irs.gov/pub/irs-pdf/p15t.pdf (read at https://suburbancomputer.com/tips_tax.htm?effective_date=20260101 and https://www.halfpricesoft.com/federal_income_tax_2026)',
    );
    expect(BENEFIT_LIMITS_2026).toMatchObject({ year: 2026, elective401k: '24500', dependentCare: '7500' });
    expect(federalTaxYearOrigin(2025)).toEqual({ kind: 'BuiltIn' });
    expect(federalTaxYearOrigin(2026)).toEqual({ kind: 'BuiltIn' });
  });
});

describe('the schema check refuses each kind of bad file, naming the field', () => {
  const problems = (edit: (f: Record<string, any>) => void, name = 'federal-2027.json') => {
    const f = as2027() as unknown as Record<string, any>;
    edit(f);
    return federalYearFileProblems(f, name);
  };
  test.each<[string, (f: Record<string, any>) => void, string[]]>([
    ['an unknown field (a typo) and the field it misses', (f) => ((f.sociaSecurity = f.socialSecurity), delete f.socialSecurity), ['sociaSecurity: unknown field', 'socialSecurity: is missing']],
    ['another format', (f) => (f.format = 'federal-tax-year/2'), ['format: must be "federal-tax-year/1", got "federal-tax-year/2"']],
    ['a year that is not a year', (f) => (f.year = '2027'), ['year: must be a calendar year (a whole number from 2000 to 2100), got "2027"']],
    ['a figure as a JSON number', (f) => (f.socialSecurity.wageBase = 184500), ['socialSecurity.wageBase: must be a decimal string, got 184500']],
    ['a rate above 1 (a percent)', (f) => (f.medicare.employeeRate = '1.45'), ['medicare.employeeRate: a rate must be between 0 and 1, got 1.45']],
    ['a negative figure', (f) => (f.futa.wageBase = '-7000'), ['futa.wageBase: must be a decimal string, got "-7000"']],
    ['a zero wage base', (f) => (f.futa.wageBase = '0'), ['futa.wageBase: must be above 0, got 0']],
    ['a filing status missing', (f) => delete f.federalIncomeTax.standard.HeadOfHousehold, ['federalIncomeTax.standard.HeadOfHousehold: is missing']],
    ['brackets not ascending', (f) => (f.federalIncomeTax.standard.Single[2].atLeast = '7500'), [
      'federalIncomeTax.standard.Single[2].atLeast: brackets must ascend: 7500 is not above 7500',
      'federalIncomeTax.standard.Single[3].base: 5800 does not follow from the row before: 1240 + 0.12 x (57900 - 7500) = 7288',
    ]],
    ['a base that does not follow from the row before', (f) => (f.federalIncomeTax.step2Checkbox.Single[3].base = '2901'), [
      'federalIncomeTax.step2Checkbox.Single[3].base: 2901 does not follow from the row before: 620 + 0.12 x (33250 - 14250) = 2900',
      'federalIncomeTax.step2Checkbox.Single[4].base: 8983 does not follow from the row before: 2901 + 0.22 x (60900 - 33250) = 8984',
    ]],
    ['rates decreasing', (f) => (f.federalIncomeTax.standard.MarriedFilingJointly[7].rate = '0.30'), ['federalIncomeTax.standard.MarriedFilingJointly[7].rate: rates must not decrease: 0.3 after 0.35']],
    ['a table not starting at 0', (f) => f.federalIncomeTax.standard.Single.shift(), [
      'federalIncomeTax.standard.Single[0].atLeast: the first row starts at 0, got 7500',
    ]],
    ['an unverified figure', (f) => (f.unverified = ['SS wage base']), ['unverified: must be empty: a year with a figure not checked against its publisher is not used (unverified: SS wage base)']],
    ['no source', (f) => (f.sources = []), ['sources: must name at least one publication, got []']],
    ['a source without its year', (f) => delete f.sources[0].year, ['sources[0].year: is missing']],
    ['no example', (f) => (f.examples = []), ["examples: must hold at least one worked example (the publisher's examples are the file's tests), got []"]],
    ['an expected amount not in cents', (f) => (f.examples[0].expected.FederalIncomeTax = '156.1'), ['examples[0].expected.FederalIncomeTax: must be an amount in dollars and cents ("270.19"), got "156.1"']],
    ['an example paid in another year', (f) => (f.examples[0].input.payday = '2026-12-31'), ['examples[0].input.payday: must be in 2027, the file\'s year, got 2026-12-31']],
    ['two examples of one name', (f) => (f.examples[1].name = f.examples[0].name), ['examples[1].name: "Married filing jointly, weekly $2,000" names an earlier example too']],
    ['an unknown filing status', (f) => (f.examples[0].input.w4.filingStatus = 'MarriedFilingSeparately'), ['examples[0].input.w4.filingStatus: must be one of MarriedFilingJointly, Single, HeadOfHousehold, got "MarriedFilingSeparately"']],
    ['benefit limits without their sources', (f) => (f.benefitLimits = { ...BENEFIT_LIMITS_2026, year: undefined, sources: [] }), [
      'benefitLimits.year: unknown field',
      'benefitLimits.sources: must name at least one',
    ]],
  ])('%s', (_name, edit, expected) => {
    expect(problems(edit)).toEqual(expected);
  });

  test('a file named for another year; something that is not an object', () => {
    expect(problems(() => undefined, 'federal-2026.json')).toEqual(['year: is 2027 but the file is named for 2026 (federal-2026.json)']);
    expect(problems(() => undefined, 'federal.json')).toEqual(['year: the file name "federal.json" does not end in <year>.json']);
    expect(federalYearFileProblems([], 'federal-2027.json')).toEqual(['the file: must be an object, got []']);
  });

  test('a valid file has no problem (the base of the cases above)', () => {
    expect(problems(() => undefined)).toEqual([]);
  });
});

describe('installFederalTaxYear and federalTaxYearOrigin', () => {
  test('a file whose example fails is refused naming the example, and its year stays unsupported', () => {
    const f = as2027();
    f.examples[2].expected.FederalIncomeTax = '270.20';
    let err: unknown;
    try {
      installFederalTaxYear(f, { file: '/srv/tax/federal-2027.json', sha256: SHA_A });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TaxYearFileError);
    expect((err as Error).message).toBe('/srv/tax/federal-2027.json: example "Single, weekly $2,000" failed: FederalIncomeTax expected 270.20, got 270.19');
    expect(federalYearFileCheck(f, 'federal-2027.json')).toEqual(['example "Single, weekly $2,000" failed: FederalIncomeTax expected 270.20, got 270.19']);
    expect(federalTaxYearOrigin(2027)).toBeUndefined();
    expect(supportedTaxYears()).toEqual([2025, 2026]);
    expect(() => taxTablesFor(2027)).toThrow(UnsupportedTaxYearError);
  });

  test('an invalid file is refused naming its problems; so are a built-in year and a malformed hash', () => {
    const f = as2027() as unknown as Record<string, any>;
    f.medicare.employeeRate = '1.45';
    expect(() => installFederalTaxYear(f, { file: 'federal-2027.json', sha256: SHA_A })).toThrow('federal-2027.json: medicare.employeeRate: a rate must be between 0 and 1, got 1.45');
    expect(() => installFederalTaxYear(builtIn(2026), { file: '/srv/tax/federal-2026.json', sha256: SHA_A })).toThrow(
      '/srv/tax/federal-2026.json: year 2026 is built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)',
    );
    expect(() => installFederalTaxYear(as2027(), { file: 'federal-2027.json', sha256: 'abc' })).toThrow('federal-2027.json: sha256 must be the 64 lowercase hex digits of the file\'s SHA-256, got "abc"');
    expect(() => installFederalTaxYear(as2027(), { file: '/srv/tax/federal-2028.json', sha256: SHA_A })).toThrow('/srv/tax/federal-2028.json: year: is 2027 but the file is named for 2028 (federal-2028.json)');
    expect(supportedTaxYears()).toEqual([2025, 2026]);
  });

  test('installed: the year computes with the file\'s figures, its origin names the file and hash; the same bytes again are a no-op, other bytes are refused', () => {
    expect(() => fitOf('2027-01-08')).toThrow(UnsupportedTaxYearError);
    installFederalTaxYear(as2027(), { file: '/srv/tax/federal-2027.json', sha256: SHA_A });
    expect(federalTaxYearOrigin(2027)).toEqual({ kind: 'Installed', file: '/srv/tax/federal-2027.json', sha256: SHA_A });
    expect(supportedTaxYears()).toEqual([2025, 2026, 2027]);
    // 2026's figures under 2027 (a test's file): Single $2,000 weekly withholds 270.19, as in 2026.
    expect(fitOf('2027-01-08')).toBe('270.19');
    expect(taxTablesFor(2027).year).toBe(2027);
    // benefitLimits null: no limit is enforced in 2027; 2026's stay.
    expect(benefitLimitFigures(2027)).toBeUndefined();
    expect(benefitLimitFigures(2026)).toBe(BENEFIT_LIMITS_2026);
    installFederalTaxYear(as2027(), { file: '/srv/tax/federal-2027.json', sha256: SHA_A });
    expect(() => installFederalTaxYear(as2027(), { file: '/other/federal-2027.json', sha256: SHA_B })).toThrow(
      `/other/federal-2027.json: year 2027 is already installed from /srv/tax/federal-2027.json (sha256 ${SHA_A}); one file per year`,
    );
    expect(federalTaxYearOrigin(2027)).toEqual({ kind: 'Installed', file: '/srv/tax/federal-2027.json', sha256: SHA_A });
  });
});

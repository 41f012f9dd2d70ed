/**
 * The federal year file (README, "Adding a tax year"): one JSON file per calendar year holding the year's
 * federal figures (what `TaxTableData` holds, as decimal strings), its sources, the IRS benefit limits of the
 * year (or null when they are not confirmed: no limit is then enforced) and the publisher's worked examples
 * that prove the figures. Built-in years live in `tax-data/federal/<year>.json` of this package; a deployment
 * installs more at run time (`installFederalTaxYear`, src/year-files.ts).
 *
 * This module is the file's schema: `federalYearFileProblems` checks a parsed file, field by field, and
 * names each problem by its path (`federalIncomeTax.standard.Single[3].atLeast: ...`). It also checks the
 * figures' consistency (brackets ascending, rates in [0, 1], bases following from the rows before, the year
 * matching the file name). It does no I/O and runs no example (src/year-files.ts runs them).
 */
import Decimal from 'decimal.js';
import type { BenefitLimitFigures } from './benefit-limits-types';
import type { FilingStatus, TaxTableData } from './types';

/** The value of a year file's `format` field: the file format and its version. */
export const FEDERAL_YEAR_FILE_FORMAT = 'federal-tax-year/1';

/** A publication a year file's figures were checked against. */
export interface YearFileSource {
  /** The publication, naming the figures it gives (`IRS Publication 15-T (2026), Worksheet 1A and ...`). */
  publication: string;
  /** The year of its edition or issue. */
  year: number;
  /** Where the publisher publishes it. */
  url?: string;
  /** Where it was read, when not at `url` (transcriptions, reports quoting it). */
  readAt?: string[];
}

export type ExampleTax = 'FederalIncomeTax' | 'SocialSecurity' | 'Medicare' | 'AdditionalMedicare' | 'Futa';
export const EXAMPLE_TAXES: readonly ExampleTax[] = ['FederalIncomeTax', 'SocialSecurity', 'Medicare', 'AdditionalMedicare', 'Futa'];
const FREQUENCIES = ['Weekly', 'Biweekly', 'Semimonthly', 'Monthly', 'Quarterly', 'Annually'] as const;
const STATUSES: readonly FilingStatus[] = ['MarriedFilingJointly', 'Single', 'HeadOfHousehold'];

/**
 * A worked withholding example: one employee's pay of one period, and the withholding the publisher's
 * figures give, to the cent. The engine computes it as an item with `wages` of regular pay
 * (`nonHourlyRegular`) and `supplementalWages` of bonus, paid on `payday` (default `<year>-07-01`).
 */
export interface YearFileExample {
  name: string;
  /** Where the expected figures come from (the publisher's example, or the worksheet worked by hand). */
  source: string;
  input: {
    payFrequency: (typeof FREQUENCIES)[number];
    payday?: string;
    wages: string;
    supplementalWages?: string;
    supplementalTaxMethod?: 'Flat' | 'Aggregate';
    /** Form W-4 (2020 or later); null: no W-4 on file. */
    w4: { filingStatus: FilingStatus; multipleJobs?: boolean; dependentsAmount?: string; otherIncome?: string; deductions?: string; extraWithholding?: string } | null;
    ytd?: { socialSecurityWages?: string; medicareWages?: string; futaWages?: string; supplementalWages?: string };
  };
  /** Expected amounts (cents): FederalIncomeTax, the employee's SocialSecurity, Medicare and AdditionalMedicare, the company's Futa. */
  expected: Partial<Record<ExampleTax, string>>;
}

export type YearFileBenefitLimits = Omit<BenefitLimitFigures, 'year' | 'sources'> & { sources: string[]; notes?: string[] };

/** A federal year file, as validated. */
export interface FederalYearFile extends Omit<TaxTableData, 'sources'> {
  format: typeof FEDERAL_YEAR_FILE_FORMAT;
  /** Free text: how the figures were checked, what was transcribed from where (a test fixture says so here). */
  notes: string[];
  sources: YearFileSource[];
  /** The IRS benefit limits of the year; null when not confirmed (the engine then enforces no limit). */
  benefitLimits: YearFileBenefitLimits | null;
  examples: YearFileExample[];
}

/** The figures of a year file as the engine uses them. */
export function tablesOfYearFile(file: FederalYearFile): TaxTableData {
  const { year, unverified, socialSecurity, medicare, additionalMedicare, futa, supplemental, federalIncomeTax } = file;
  return { year, sources: file.sources.map(sourceText), unverified, socialSecurity, medicare, additionalMedicare, futa, supplemental, federalIncomeTax };
}

export function benefitLimitsOfYearFile(file: FederalYearFile): BenefitLimitFigures | undefined {
  if (!file.benefitLimits) return undefined;
  const { notes: _notes, sources, ...figures } = file.benefitLimits;
  return { year: file.year, ...figures, sources };
}

/** One line naming a source: `publication, year, url (read at ...)`. */
export function sourceText(s: YearFileSource): string {
  return `${s.publication}, ${s.year}${s.url ? `, ${s.url}` : ''}${s.readAt?.length ? ` (read at ${s.readAt.join(' and ')})` : ''}`;
}

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;
const MONEY = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const CENTS = /^(0|[1-9]\d*)\.\d{2}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Obj = Record<string, unknown>;

/**
 * Every problem of a parsed year file, each `path: problem`, in file order; empty when the file is valid.
 * `fileName` (optional): the file's name, whose year (`2027.json`, `federal-2027.json`) must be the file's.
 */
export function federalYearFileProblems(json: unknown, fileName?: string): string[] {
  const problems: string[] = [];
  const bad = (path: string, msg: string) => problems.push(`${path || 'the file'}: ${msg}`);
  const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));

  const object = (v: unknown, path: string, required: string[], optional: string[] = []): Obj | undefined => {
    // A missing field is named once, by its parent ("is missing").
    if (v === undefined && path !== '') return undefined;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      bad(path, `must be an object, got ${show(v)}`);
      return undefined;
    }
    const o = v as Obj;
    for (const k of Object.keys(o)) if (!required.includes(k) && !optional.includes(k)) bad(path ? `${path}.${k}` : k, 'unknown field');
    for (const k of required) if (!(k in o)) bad(path ? `${path}.${k}` : k, 'is missing');
    return o;
  };
  const at = (path: string, k: string) => (path ? `${path}.${k}` : k);
  const text = (v: unknown, path: string) => {
    if (typeof v !== 'string' || v.trim() === '') bad(path, `must be a non-empty string, got ${show(v)}`);
  };
  const texts = (v: unknown, path: string, nonEmpty = false) => {
    if (!Array.isArray(v)) return bad(path, `must be an array of strings, got ${show(v)}`);
    if (nonEmpty && v.length === 0) return bad(path, 'must name at least one');
    v.forEach((s, i) => text(s, `${path}[${i}]`));
  };
  /** A decimal string; `what`: rate (0 to 1), positive or amount (0 or more). */
  const decimal = (o: Obj | undefined, k: string, path: string, what: 'rate' | 'positive' | 'amount' | 'money' | 'cents' = 'amount'): Decimal | undefined => {
    if (!o || !(k in o)) return undefined;
    const v = o[k];
    const p = at(path, k);
    const pattern = what === 'money' ? MONEY : what === 'cents' ? CENTS : DECIMAL;
    if (typeof v !== 'string' || !pattern.test(v)) {
      const form = what === 'money' ? 'an amount in dollars with at most 2 decimals' : what === 'cents' ? 'an amount in dollars and cents ("270.19")' : 'a decimal string';
      bad(p, `must be ${form}, got ${show(v)}`);
      return undefined;
    }
    const d = new Decimal(v);
    if (what === 'rate' && d.gt(1)) bad(p, `a rate must be between 0 and 1, got ${v}`);
    if (what === 'positive' && d.isZero()) bad(p, `must be above 0, got ${v}`);
    return d;
  };

  const file = object(json, '', ['format', 'year', 'notes', 'sources', 'unverified', 'socialSecurity', 'medicare', 'additionalMedicare', 'futa', 'supplemental', 'federalIncomeTax', 'benefitLimits', 'examples']);
  if (!file) return problems;

  if ('format' in file && file.format !== FEDERAL_YEAR_FILE_FORMAT) bad('format', `must be ${JSON.stringify(FEDERAL_YEAR_FILE_FORMAT)}, got ${show(file.format)}`);
  const year = file.year;
  const yearOk = typeof year === 'number' && Number.isInteger(year) && year >= 2000 && year <= 2100;
  if ('year' in file && !yearOk) bad('year', `must be a calendar year (a whole number from 2000 to 2100), got ${show(year)}`);
  if (fileName !== undefined && yearOk) {
    const named = /(\d{4})\.json$/.exec(fileName);
    if (!named) bad('year', `the file name ${JSON.stringify(fileName)} does not end in <year>.json`);
    else if (Number(named[1]) !== year) bad('year', `is ${String(year)} but the file is named for ${named[1]} (${fileName})`);
  }
  if ('notes' in file) texts(file.notes, 'notes');

  if ('sources' in file) {
    if (!Array.isArray(file.sources) || file.sources.length === 0) bad('sources', `must name at least one publication, got ${show(file.sources)}`);
    else
      file.sources.forEach((s, i) => {
        const p = `sources[${i}]`;
        const o = object(s, p, ['publication', 'year'], ['url', 'readAt']);
        if (!o) return;
        if ('publication' in o) text(o.publication, `${p}.publication`);
        if ('year' in o && !(typeof o.year === 'number' && Number.isInteger(o.year) && o.year >= 1900 && o.year <= 2100)) bad(`${p}.year`, `must be the year of the publication, got ${show(o.year)}`);
        if ('url' in o && (typeof o.url !== 'string' || !/^https?:\/\/\S+$/.test(o.url))) bad(`${p}.url`, `must be an http(s) address, got ${show(o.url)}`);
        if ('readAt' in o) texts(o.readAt, `${p}.readAt`, true);
      });
  }
  if ('unverified' in file) {
    if (!Array.isArray(file.unverified)) bad('unverified', `must be an array, got ${show(file.unverified)}`);
    else if (file.unverified.length) bad('unverified', `must be empty: a year with a figure not checked against its publisher is not used (unverified: ${file.unverified.map(String).join('; ')})`);
  }

  const ss = object(file.socialSecurity, 'socialSecurity', ['employeeRate', 'employerRate', 'wageBase']);
  decimal(ss, 'employeeRate', 'socialSecurity', 'rate');
  decimal(ss, 'employerRate', 'socialSecurity', 'rate');
  decimal(ss, 'wageBase', 'socialSecurity', 'positive');
  const med = object(file.medicare, 'medicare', ['employeeRate', 'employerRate']);
  decimal(med, 'employeeRate', 'medicare', 'rate');
  decimal(med, 'employerRate', 'medicare', 'rate');
  const addl = object(file.additionalMedicare, 'additionalMedicare', ['employeeRate', 'threshold']);
  decimal(addl, 'employeeRate', 'additionalMedicare', 'rate');
  decimal(addl, 'threshold', 'additionalMedicare', 'positive');
  const futa = object(file.futa, 'futa', ['rate', 'wageBase']);
  decimal(futa, 'rate', 'futa', 'rate');
  decimal(futa, 'wageBase', 'futa', 'positive');
  const sup = object(file.supplemental, 'supplemental', ['flatRate', 'mandatoryRate', 'mandatoryThreshold']);
  decimal(sup, 'flatRate', 'supplemental', 'rate');
  decimal(sup, 'mandatoryRate', 'supplemental', 'rate');
  decimal(sup, 'mandatoryThreshold', 'supplemental', 'positive');

  const fit = object(file.federalIncomeTax, 'federalIncomeTax', ['standardAdjustment', 'standard', 'step2Checkbox']);
  if (fit) {
    const adj = object(fit.standardAdjustment, 'federalIncomeTax.standardAdjustment', [...STATUSES]);
    for (const s of STATUSES) decimal(adj, s, 'federalIncomeTax.standardAdjustment');
    for (const table of ['standard', 'step2Checkbox'] as const) {
      const p = `federalIncomeTax.${table}`;
      const byStatus = object(fit[table], p, [...STATUSES]);
      for (const s of STATUSES) if (byStatus && s in byStatus) bracketProblems(byStatus[s], `${p}.${s}`, object, decimal, bad);
    }
  }

  if ('benefitLimits' in file && file.benefitLimits !== null) {
    const keys = ['elective401k', 'catchUp401k', 'catchUp401kAge60To63', 'hsaSelfOnly', 'hsaFamily', 'hsaCatchUp', 'healthFsa', 'dependentCare'];
    const bl = object(file.benefitLimits, 'benefitLimits', [...keys, 'sources'], ['notes']);
    for (const k of keys) decimal(bl, k, 'benefitLimits', 'positive');
    if (bl && 'sources' in bl) texts(bl.sources, 'benefitLimits.sources', true);
    if (bl && 'notes' in bl) texts(bl.notes, 'benefitLimits.notes');
  }

  if ('examples' in file) {
    if (!Array.isArray(file.examples) || file.examples.length === 0) bad('examples', `must hold at least one worked example (the publisher's examples are the file's tests), got ${show(file.examples)}`);
    else {
      const names = new Set<string>();
      file.examples.forEach((e, i) => {
        const p = `examples[${i}]`;
        const ex = object(e, p, ['name', 'source', 'input', 'expected']);
        if (!ex) return;
        if ('name' in ex) {
          text(ex.name, `${p}.name`);
          if (typeof ex.name === 'string') {
            if (names.has(ex.name)) bad(`${p}.name`, `${JSON.stringify(ex.name)} names an earlier example too`);
            names.add(ex.name);
          }
        }
        if ('source' in ex) text(ex.source, `${p}.source`);
        const input = object(ex.input, `${p}.input`, ['payFrequency', 'wages', 'w4'], ['payday', 'supplementalWages', 'supplementalTaxMethod', 'ytd']);
        if (input) {
          if ('payFrequency' in input && !(FREQUENCIES as readonly unknown[]).includes(input.payFrequency)) bad(`${p}.input.payFrequency`, `must be one of ${FREQUENCIES.join(', ')}, got ${show(input.payFrequency)}`);
          if ('payday' in input) {
            const m = typeof input.payday === 'string' ? DATE.exec(input.payday) : null;
            if (!m || Number.isNaN(Date.parse(`${input.payday as string}T00:00:00Z`))) bad(`${p}.input.payday`, `must be a date YYYY-MM-DD, got ${show(input.payday)}`);
            else if (yearOk && Number(m[1]) !== year) bad(`${p}.input.payday`, `must be in ${String(year)}, the file's year, got ${input.payday as string}`);
          }
          decimal(input, 'wages', `${p}.input`, 'money');
          decimal(input, 'supplementalWages', `${p}.input`, 'money');
          if ('supplementalTaxMethod' in input && input.supplementalTaxMethod !== 'Flat' && input.supplementalTaxMethod !== 'Aggregate') bad(`${p}.input.supplementalTaxMethod`, `must be Flat or Aggregate, got ${show(input.supplementalTaxMethod)}`);
          if ('w4' in input && input.w4 !== null) {
            const w4 = object(input.w4, `${p}.input.w4`, ['filingStatus'], ['multipleJobs', 'dependentsAmount', 'otherIncome', 'deductions', 'extraWithholding']);
            if (w4 && 'filingStatus' in w4 && !(STATUSES as readonly unknown[]).includes(w4.filingStatus)) bad(`${p}.input.w4.filingStatus`, `must be one of ${STATUSES.join(', ')}, got ${show(w4.filingStatus)}`);
            if (w4 && 'multipleJobs' in w4 && typeof w4.multipleJobs !== 'boolean') bad(`${p}.input.w4.multipleJobs`, `must be true or false, got ${show(w4.multipleJobs)}`);
            for (const k of ['dependentsAmount', 'otherIncome', 'deductions', 'extraWithholding']) decimal(w4, k, `${p}.input.w4`, 'money');
          }
          if ('ytd' in input) {
            const ytdKeys = ['socialSecurityWages', 'medicareWages', 'futaWages', 'supplementalWages'];
            const ytd = object(input.ytd, `${p}.input.ytd`, [], ytdKeys);
            for (const k of ytdKeys) decimal(ytd, k, `${p}.input.ytd`, 'money');
          }
        }
        const expected = object(ex.expected, `${p}.expected`, [], [...EXAMPLE_TAXES]);
        if (expected) {
          if (Object.keys(expected).length === 0) bad(`${p}.expected`, `must give at least one amount (${EXAMPLE_TAXES.join(', ')})`);
          for (const k of EXAMPLE_TAXES) decimal(expected, k, `${p}.expected`, 'cents');
        }
      });
    }
  }
  return problems;
}

/**
 * One percentage-method table: rows from 0, `atLeast` strictly ascending, rates in [0, 1] and not
 * decreasing, and each base following from the row before (base(n+1) = base(n) + rate(n) x width(n); the
 * IRS prints the Step 2 thresholds rounded to the dollar, so within rate(n) x $1 and half a cent).
 */
function bracketProblems(
  v: unknown,
  path: string,
  object: (v: unknown, path: string, required: string[]) => Obj | undefined,
  decimal: (o: Obj | undefined, k: string, path: string, what: 'rate' | 'amount') => Decimal | undefined,
  bad: (path: string, msg: string) => void,
): void {
  if (!Array.isArray(v) || v.length === 0) {
    bad(path, `must be a non-empty array of rows {atLeast, base, rate}, got ${JSON.stringify(v)}`);
    return;
  }
  const rows: Array<{ atLeast?: Decimal; base?: Decimal; rate?: Decimal }> = v.map((r, i) => {
    const o = object(r, `${path}[${i}]`, ['atLeast', 'base', 'rate']);
    return { atLeast: decimal(o, 'atLeast', `${path}[${i}]`, 'amount'), base: decimal(o, 'base', `${path}[${i}]`, 'amount'), rate: decimal(o, 'rate', `${path}[${i}]`, 'rate') };
  });
  const first = rows[0];
  if (first.atLeast && !first.atLeast.isZero()) bad(`${path}[0].atLeast`, `the first row starts at 0, got ${first.atLeast.toString()}`);
  if (first.base && !first.base.isZero()) bad(`${path}[0].base`, `the first row's base is 0, got ${first.base.toString()}`);
  for (let i = 1; i < rows.length; i++) {
    const [prev, row] = [rows[i - 1], rows[i]];
    if (prev.atLeast && row.atLeast && !row.atLeast.gt(prev.atLeast)) bad(`${path}[${i}].atLeast`, `brackets must ascend: ${row.atLeast.toString()} is not above ${prev.atLeast.toString()}`);
    if (prev.rate && row.rate && row.rate.lt(prev.rate)) bad(`${path}[${i}].rate`, `rates must not decrease: ${row.rate.toString()} after ${prev.rate.toString()}`);
    if (prev.atLeast && row.atLeast && prev.base && row.base && prev.rate && row.atLeast.gt(prev.atLeast)) {
      const expected = prev.base.plus(row.atLeast.minus(prev.atLeast).mul(prev.rate));
      if (expected.minus(row.base).abs().gt(prev.rate.plus('0.005'))) {
        bad(`${path}[${i}].base`, `${row.base.toString()} does not follow from the row before: ${prev.base.toString()} + ${prev.rate.toString()} x (${row.atLeast.toString()} - ${prev.atLeast.toString()}) = ${expected.toString()}`);
      }
    }
  }
}


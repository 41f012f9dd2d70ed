/**
 * State year files (README, "State year files"; issue 37 §4): one state's withholding figures of one year as
 * data, `state-tax-year/1`:
 *
 *   { format, jurisdiction, year, notes?, sources[], figures, examples[] }
 *
 * - `jurisdiction`: the state's two-letter code (or DC), whose module (states/modules.ts) has year-keyed
 *   figures (`StateWithholding.figures`);
 * - `sources`: the publications the figures were checked against, `{publication, year, url?, readAt?}` (as in a
 *   federal year file), at least one;
 * - `figures`: exactly the shape of the module's latest built-in year ("the jurisdiction's schema"): the same
 *   keys at every depth, each value of the same kind (a decimal string stays a decimal string, a date a date,
 *   a number a number, null null, text text); an array's elements each have the shape of one of the built-in
 *   array's elements (a bracket table may gain or lose rows, never change their shape); a `sources` list is any
 *   non-empty list of citations. `figures.year` is the file's year;
 * - `examples`: at least one; each is the state's withholding input (`StateWithholdingInput`, amounts as
 *   decimal strings, without `year` and `periodsPerYear`, which come from the file and `frequency`) and the
 *   `expected` `regular` and `supplemental` withholding to the cent. The publisher's own worked examples where it
 *   prints some; otherwise worked by hand from the published method, and `source` says so.
 *
 * This file checks a parsed file against a module and runs its examples through that module with the file's
 * figures in place (FigureYears.withCandidate). Installing is src/state-year-files.ts; the built-in files of
 * `tax-data/states` are read by states/modules.ts.
 */
import { Decimal } from '../money';
import { sourceText, type YearFileSource } from '../tables/year-file';
import { PERIODS_PER_YEAR, type PayFrequency } from '../types';
import type { FigureYears } from './figures';
import { NO_WAGE_INCOME_TAX } from './index';
import type { StateWithholding, StateWithholdingInput } from './types';

/** The value of a state year file's `format` field. */
export const STATE_YEAR_FILE_FORMAT = 'state-tax-year/1';

/** A state year file's name in a deployment's TAX_DATA_DIR: `state-<ST>-<year>.json` (state-AL-2027.json). */
export const STATE_FILE_NAME = /^state-([A-Z]{2})-(\d{4})\.json$/;

/** One worked example: the module's input for one payment and what it withholds, to the cent. */
export interface StateYearFileExample {
  name: string;
  /** Where the expected amounts come from (the publisher's example, or the method worked by hand). */
  source: string;
  /** StateWithholdingInput without `year` and `periodsPerYear`; amounts as decimal strings. */
  input: Record<string, unknown> & { frequency: PayFrequency; regularWages: string };
  expected: { regular: string; supplemental: string };
}

/** The state's unemployment insurance figures of the year (optional section; states/sui.ts). */
export interface StateYearFileSui {
  /** Taxable wage base, dollars per employee per calendar year (at least the FUTA floor, $7,000). */
  wageBase: string;
  /** The general new, non-construction employer rate as a fraction (0.034), where the agency publishes one. */
  newEmployerRate?: string;
}

export interface StateYearFile {
  format: typeof STATE_YEAR_FILE_FORMAT;
  jurisdiction: string;
  year: number;
  notes?: string[];
  sources: YearFileSource[];
  /** The withholding figures: required for a state with a withholding module, absent for one without a wage income tax. */
  figures?: Record<string, unknown> & { year: number };
  examples?: StateYearFileExample[];
  sui?: StateYearFileSui;
}

/** A file with withholding figures (a state with a withholding module). */
export type StateWithholdingYearFile = StateYearFile & { figures: Record<string, unknown> & { year: number }; examples: StateYearFileExample[] };

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const CENTS = /^(0|[1-9]\d*)\.\d{2}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const FREQUENCIES = Object.keys(PERIODS_PER_YEAR) as PayFrequency[];
/** The amounts of an example's input (decimal strings), and its other fields. */
const INPUT_AMOUNTS = ['regularWages', 'supplementalWages', 'supplementalBonusWages', 'ficaEmployee', 'ficaEmployeeYearToDate'] as const;
const INPUT_FIELDS = ['frequency', ...INPUT_AMOUNTS, 'periodEnd', 'payday', 'federalSupplementalMethod', 'federalFilingStatus', 'federalIncomeTax', 'companyEmployeeCount', 'certificate'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));

/** The kind of a figure: what a year file must give where the built-in year has it. */
type Kind = 'decimal string' | 'date' | 'text' | 'number' | 'boolean' | 'null' | 'object' | 'array';
function kindOf(v: unknown): Kind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'string') return DECIMAL.test(v) ? 'decimal string' : DATE.test(v) ? 'date' : 'text';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'boolean';
  return 'object';
}

/** The problems of `value` against the built-in `shape`, each `path: problem` (empty: same shape). */
export function shapeProblems(value: unknown, shape: unknown, path: string): string[] {
  const want = kindOf(shape);
  const got = kindOf(value);
  if (want !== got) return [`${path}: must be ${want === 'array' || want === 'object' ? `an ${want}` : `a ${want}`} as in the built-in year, got ${show(value)}`];
  if (want === 'array') {
    const items = shape as unknown[];
    const values = value as unknown[];
    if (path.endsWith('.sources') || path === 'figures.sources') {
      if (!values.length) return [`${path}: must name at least one source`];
      return values.flatMap((s, i) => (typeof s === 'string' && s.trim() ? [] : [`${path}[${i}]: must be a non-empty string, got ${show(s)}`]));
    }
    if (!items.length) return values.length ? [`${path}: must be empty, as in the built-in year`] : [];
    if (!values.length) return [`${path}: must not be empty (the built-in year has ${items.length})`];
    return values.flatMap((v, i) => {
      const tries = items.map((s) => shapeProblems(v, s, `${path}[${i}]`));
      return tries.some((t) => t.length === 0) ? [] : tries.reduce((a, b) => (b.length < a.length ? b : a));
    });
  }
  if (want === 'object') {
    const s = shape as Obj;
    const v = value as Obj;
    const problems: string[] = [];
    for (const k of Object.keys(v)) if (!Object.prototype.hasOwnProperty.call(s, k) || s[k] === undefined) problems.push(`${path}.${k}: unknown field (not in the built-in year)`);
    for (const k of Object.keys(s)) {
      if (s[k] === undefined) continue;
      if (!Object.prototype.hasOwnProperty.call(v, k)) problems.push(`${path}.${k}: is missing`);
      else problems.push(...shapeProblems(v[k], s[k], `${path}.${k}`));
    }
    return problems;
  }
  return [];
}

function sourceProblems(v: unknown, path: string): string[] {
  if (!isObj(v)) return [`${path}: must be an object {publication, year, url?, readAt?}, got ${show(v)}`];
  const problems: string[] = [];
  for (const k of Object.keys(v)) if (!['publication', 'year', 'url', 'readAt'].includes(k)) problems.push(`${path}.${k}: unknown field`);
  if (typeof v.publication !== 'string' || !v.publication.trim()) problems.push(`${path}.publication: must be a non-empty string, got ${show(v.publication)}`);
  if (!Number.isInteger(v.year)) problems.push(`${path}.year: must be a whole number (the edition's year), got ${show(v.year)}`);
  if (v.url !== undefined && (typeof v.url !== 'string' || !/^https?:\/\//.test(v.url))) problems.push(`${path}.url: must be an http(s) address, got ${show(v.url)}`);
  if (v.readAt !== undefined && (!Array.isArray(v.readAt) || v.readAt.some((r) => typeof r !== 'string' || !r.trim()))) problems.push(`${path}.readAt: must be a list of non-empty strings`);
  return problems;
}

function exampleProblems(v: unknown, path: string, year: number): string[] {
  if (!isObj(v)) return [`${path}: must be an object {name, source, input, expected}, got ${show(v)}`];
  const problems: string[] = [];
  for (const k of Object.keys(v)) if (!['name', 'source', 'input', 'expected'].includes(k)) problems.push(`${path}.${k}: unknown field`);
  for (const k of ['name', 'source']) if (typeof v[k] !== 'string' || !(v[k] as string).trim()) problems.push(`${path}.${k}: must be a non-empty string, got ${show(v[k])}`);
  const input = v.input;
  if (!isObj(input)) problems.push(`${path}.input: must be an object (the state withholding input), got ${show(input)}`);
  else {
    for (const k of Object.keys(input)) if (!INPUT_FIELDS.includes(k)) problems.push(`${path}.input.${k}: unknown field`);
    if (!FREQUENCIES.includes(input.frequency as PayFrequency)) problems.push(`${path}.input.frequency: must be one of ${FREQUENCIES.join(', ')}, got ${show(input.frequency)}`);
    if (input.regularWages === undefined) problems.push(`${path}.input.regularWages: is missing`);
    for (const k of INPUT_AMOUNTS) {
      if (input[k] !== undefined && (typeof input[k] !== 'string' || !DECIMAL.test(input[k] as string))) problems.push(`${path}.input.${k}: must be a decimal string, got ${show(input[k])}`);
    }
    for (const k of ['payday', 'periodEnd']) {
      const d = input[k];
      if (d !== undefined && (typeof d !== 'string' || !DATE.test(d) || !d.startsWith(`${year}-`))) problems.push(`${path}.input.${k}: must be a date (YYYY-MM-DD) in ${year}, got ${show(d)}`);
    }
    if (input.federalIncomeTax !== undefined) {
      const f = input.federalIncomeTax;
      if (!isObj(f) || Object.keys(f).some((k) => k !== 'regular' && k !== 'supplemental') || [f.regular, f.supplemental].some((a) => typeof a !== 'string' || !DECIMAL.test(a))) {
        problems.push(`${path}.input.federalIncomeTax: must be {regular, supplemental} as decimal strings, got ${show(f)}`);
      }
    }
    if (input.certificate !== undefined && input.certificate !== null && !isObj(input.certificate)) problems.push(`${path}.input.certificate: must be an object (the state certificate's fields) or null, got ${show(input.certificate)}`);
    if (input.companyEmployeeCount !== undefined && (!Number.isSafeInteger(input.companyEmployeeCount) || (input.companyEmployeeCount as number) < 0)) problems.push(`${path}.input.companyEmployeeCount: must be a whole number ≥ 0`);
    for (const k of ['federalSupplementalMethod', 'federalFilingStatus']) if (input[k] !== undefined && typeof input[k] !== 'string') problems.push(`${path}.input.${k}: must be a string`);
  }
  const expected = v.expected;
  if (!isObj(expected)) problems.push(`${path}.expected: must be {regular, supplemental} in dollars and cents, got ${show(expected)}`);
  else {
    for (const k of Object.keys(expected)) if (k !== 'regular' && k !== 'supplemental') problems.push(`${path}.expected.${k}: unknown field`);
    for (const k of ['regular', 'supplemental']) {
      if (typeof expected[k] !== 'string' || !CENTS.test(expected[k] as string)) problems.push(`${path}.expected.${k}: must be an amount in dollars and cents ("12.34"), got ${show(expected[k])}`);
    }
  }
  return problems;
}

/**
 * Every problem of a parsed state year file against the module of its jurisdiction (undefined: none with
 * year-keyed figures), each `path: problem`; empty when the file is valid. `fileName` (optional) must be
 * `state-<ST>-<year>.json` naming the file's jurisdiction and year, or `<year>.json` (a built-in file).
 */
export function stateYearFileProblems(json: unknown, module: StateWithholding | undefined, fileName?: string): string[] {
  if (!isObj(json)) return [`the file: must be an object, got ${show(json)}`];
  const problems: string[] = [];
  for (const k of Object.keys(json)) if (!['format', 'jurisdiction', 'year', 'notes', 'sources', 'figures', 'examples', 'sui'].includes(k)) problems.push(`${k}: unknown field`);
  for (const k of ['format', 'jurisdiction', 'year', 'sources']) if (!(k in json)) problems.push(`${k}: is missing`);
  if (problems.length) return problems;
  if (json.format !== STATE_YEAR_FILE_FORMAT) problems.push(`format: must be ${JSON.stringify(STATE_YEAR_FILE_FORMAT)}, got ${show(json.format)}`);
  const year = json.year;
  if (!Number.isInteger(year) || (year as number) < 2000 || (year as number) > 2100) problems.push(`year: must be a year (2000 to 2100), got ${show(year)}`);
  const state = json.jurisdiction;
  const noIncomeTax = typeof state === 'string' && NO_WAGE_INCOME_TAX.has(state);
  if (typeof state !== 'string' || !/^[A-Z]{2}$/.test(state)) problems.push(`jurisdiction: must be a state's two-letter code (AL, DC, ...), got ${show(state)}`);
  else if (!module && !noIncomeTax) problems.push(`jurisdiction: ${state} has no withholding module with year-keyed figures in this engine (a state whose method is not built needs a release; New York's figures are code)`);
  if (fileName !== undefined && typeof state === 'string' && Number.isInteger(year)) {
    const m = STATE_FILE_NAME.exec(fileName);
    const builtIn = /^(\d{4})\.json$/.exec(fileName);
    if (m ? m[1] !== state || Number(m[2]) !== year : !builtIn || Number(builtIn[1]) !== year) {
      problems.push(`the file's name ${fileName} must be state-${state}-${String(year)}.json (its jurisdiction and year)`);
    }
  }
  if (json.notes !== undefined && (!Array.isArray(json.notes) || json.notes.some((n) => typeof n !== 'string'))) problems.push('notes: must be a list of strings');
  if (!Array.isArray(json.sources) || !json.sources.length) problems.push(`sources: must name at least one publication, got ${show(json.sources)}`);
  else json.sources.forEach((s, i) => problems.push(...sourceProblems(s, `sources[${i}]`)));
  if (noIncomeTax) {
    for (const k of ['figures', 'examples']) if (k in json) problems.push(`${k}: ${String(state)} has no wage income tax: a file for it gives only \`sui\``);
    if (!('sui' in json)) problems.push(`sui: is missing (${String(state)} has no wage income tax: its file gives its unemployment insurance figures)`);
  } else {
    for (const k of ['figures', 'examples']) if (!(k in json)) problems.push(`${k}: is missing`);
    if (!Array.isArray(json.examples) || !json.examples.length) {
      if ('examples' in json) problems.push(`examples: must give at least one worked example, got ${show(json.examples)}`);
    } else if (Number.isInteger(year)) json.examples.forEach((e, i) => problems.push(...exampleProblems(e, `examples[${i}]`, year as number)));
    if (module?.figures && 'figures' in json) {
      problems.push(...shapeProblems(json.figures, module.figures.latestBuiltIn(), 'figures'));
      if (isObj(json.figures) && json.figures.year !== year) problems.push(`figures.year: must be the file's year ${show(year)}, got ${show(json.figures.year)}`);
    }
  }
  if (json.sui !== undefined) problems.push(...suiProblems(json.sui));
  return problems;
}

/** The `sui` section's problems: a wage base of at least $7,000 (the FUTA floor), a rate between 0 and 0.25. */
function suiProblems(v: unknown): string[] {
  if (!isObj(v)) return [`sui: must be an object {wageBase, newEmployerRate?}, got ${show(v)}`];
  const problems: string[] = [];
  for (const k of Object.keys(v)) if (k !== 'wageBase' && k !== 'newEmployerRate') problems.push(`sui.${k}: unknown field`);
  if (typeof v.wageBase !== 'string' || !DECIMAL.test(v.wageBase) || new Decimal(v.wageBase).lt(7000)) {
    problems.push(`sui.wageBase: must be a decimal string of at least 7000 (26 U.S.C. § 3306(b)(1)), got ${show(v.wageBase)}`);
  }
  if (v.newEmployerRate !== undefined && (typeof v.newEmployerRate !== 'string' || !DECIMAL.test(v.newEmployerRate) || new Decimal(v.newEmployerRate).lte(0) || new Decimal(v.newEmployerRate).gt('0.25'))) {
    problems.push(`sui.newEmployerRate: must be a rate as a decimal string above 0 and at most 0.25 (3.4% is "0.034"), got ${show(v.newEmployerRate)}`);
  }
  return problems;
}

const dec = (v: unknown) => (v === undefined ? undefined : new Decimal(v as string));

/** An example's input as the module takes it. */
export function exampleInput(year: number, e: StateYearFileExample): StateWithholdingInput {
  const i = e.input;
  const fit = i.federalIncomeTax as { regular: string; supplemental: string } | undefined;
  return {
    year,
    frequency: i.frequency,
    periodsPerYear: PERIODS_PER_YEAR[i.frequency],
    regularWages: new Decimal(i.regularWages),
    supplementalWages: dec(i.supplementalWages) ?? new Decimal(0),
    ...(i.supplementalBonusWages !== undefined ? { supplementalBonusWages: dec(i.supplementalBonusWages) } : {}),
    ...(i.ficaEmployee !== undefined ? { ficaEmployee: dec(i.ficaEmployee) } : {}),
    ...(i.ficaEmployeeYearToDate !== undefined ? { ficaEmployeeYearToDate: dec(i.ficaEmployeeYearToDate) } : {}),
    ...(fit ? { federalIncomeTax: { regular: new Decimal(fit.regular), supplemental: new Decimal(fit.supplemental) } } : {}),
    ...(i.periodEnd !== undefined ? { periodEnd: i.periodEnd as string } : {}),
    ...(i.payday !== undefined ? { payday: i.payday as string } : {}),
    ...(i.federalSupplementalMethod !== undefined ? { federalSupplementalMethod: i.federalSupplementalMethod as 'Flat' | 'Aggregate' } : {}),
    ...(i.federalFilingStatus !== undefined ? { federalFilingStatus: i.federalFilingStatus as string } : {}),
    ...(i.companyEmployeeCount !== undefined ? { companyEmployeeCount: i.companyEmployeeCount as number } : {}),
    ...(isObj(i.certificate) ? { certificate: i.certificate } : {}),
  };
}

/**
 * The examples of a valid file that do not withhold their stated amounts through the module with the file's
 * figures, each one line: `example "Weekly $1,000, A-4 S": regular expected 31.35, got 31.36`. Empty when all pass.
 */
export function failingStateExamples(file: StateWithholdingYearFile, module: StateWithholding & { figures: FigureYears<{ year: number }> }, options: { inPlace?: boolean } = {}): string[] {
  const failures: string[] = [];
  const run = (fn: () => void) => (options.inPlace ? fn() : module.figures.withCandidate(file.figures, fn));
  run(() => {
    for (const e of file.examples) {
      try {
        const r = module.withhold(exampleInput(file.year, e));
        const got = { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
        const wrong = (['regular', 'supplemental'] as const).filter((k) => got[k] !== e.expected[k]).map((k) => `${k} expected ${e.expected[k]}, got ${got[k]}`);
        if (wrong.length) failures.push(`example ${JSON.stringify(e.name)} failed: ${wrong.join(', ')}`);
      } catch (err) {
        failures.push(`example ${JSON.stringify(e.name)} could not be computed: ${(err as Error).message}`);
      }
    }
  });
  return failures;
}

/** Deep-frozen figures, so that nothing changes an installed year after its examples ran. */
export function frozen<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const x of Object.values(v)) frozen(x);
    Object.freeze(v);
  }
  return v;
}

/** The file's citations as the coverage shows them. */
export const stateFileSources = (file: StateYearFile): string[] => file.sources.map(sourceText);

/**
 * Checking and installing state year files (README, "State year files"; issue 37 §4): a deployment adds a
 * state's withholding year from a `state-<ST>-<year>.json` file without a release. The file is valid against
 * its jurisdiction's schema (the shape of the module's latest built-in year, states/year-file.ts) and every one
 * of its worked examples withholds, through the state's own module with the file's figures, to the cent it
 * states. Only then is the year added to the module's figures (`StateWithholding.figures`), so that the
 * module's `years`, `sources` and the tax coverage (origin Installed, with the file's SHA-256) include it.
 */
import { WITHHOLDING_MODULES } from './states/modules';
import type { FigureYears } from './states/figures';
import type { StateWithholding } from './states/types';
import { NO_WAGE_INCOME_TAX } from './states';
import { installedSuiYears, installSuiYear, isBuiltInSuiYear, suiFigures } from './states/sui';
import { failingStateExamples, frozen, stateFileSources, stateYearFileProblems, type StateWithholdingYearFile, type StateYearFile } from './states/year-file';
import type { TaxYearOrigin } from './tables';
import { TaxYearFileError } from './year-files';

export { BUILT_IN_STATES_DIR } from './states/modules';
export { STATE_FILE_NAME, STATE_YEAR_FILE_FORMAT, type StateYearFile, type StateYearFileExample } from './states/year-file';

type YearKeyedModule = StateWithholding & { figures: FigureYears<{ year: number }> };

/** The module of a state whose figures are year-keyed (a year file can add to them), else undefined. */
function yearKeyedModule(state: unknown): YearKeyedModule | undefined {
  if (typeof state !== 'string' || !Object.prototype.hasOwnProperty.call(WITHHOLDING_MODULES, state)) return undefined;
  const module = WITHHOLDING_MODULES[state];
  return module.figures ? (module as YearKeyedModule) : undefined;
}

/** The states whose withholding years a file can add (every module with year-keyed figures), sorted. */
export function installableStates(): string[] {
  return Object.keys(WITHHOLDING_MODULES)
    .filter((s) => yearKeyedModule(s))
    .sort();
}

/**
 * Everything wrong with a state year file: its schema problems (against its jurisdiction's module), else its
 * failing examples. Empty: the file may be installed (or, for a built-in file, shipped). `fileName` must name
 * the file's jurisdiction and year (`state-AL-2027.json`; `2027.json` for a built-in file).
 */
export function stateYearFileCheck(json: unknown, fileName?: string): string[] {
  const module = yearKeyedModule((json as { jurisdiction?: unknown } | null)?.jurisdiction);
  const problems = stateYearFileProblems(json, module, fileName);
  if (problems.length || !module) return problems;
  const file = json as StateWithholdingYearFile;
  if (!module.figures.has(file.year)) return failingStateExamples(file, module);
  // A built-in file (tax-data/states) is in the module already: its examples run with the module's figures.
  if (module.figures.origin(file.year)?.kind === 'BuiltIn' && JSON.stringify(module.figures.get(file.year)) === JSON.stringify(file.figures)) {
    return failingStateExamples(file, module, { inPlace: true });
  }
  return [`${file.jurisdiction} ${file.year} already has other figures in the engine (built in, or installed from another file)`];
}

/**
 * Installs a state year file at run time (the server's TAX_DATA_DIR, read at start). `origin.file` is the
 * file's path (its name `state-<ST>-<year>.json`), `origin.sha256` the SHA-256 of its bytes.
 *
 * Refused (TaxYearFileError naming the file, and the field or the example) when the file is invalid, when one of
 * its examples fails, when its state and year are built into this package (a built-in year changes only with a
 * release), or when another file (other bytes) is already installed for them. The same bytes again are a no-op.
 */
export function installStateTaxYear(json: unknown, origin: { file: string; sha256: string }): StateYearFile {
  const { file, sha256 } = origin;
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new TaxYearFileError(file, [`sha256 must be the 64 lowercase hex digits of the file's SHA-256, got ${JSON.stringify(sha256)}`]);
  const name = file.split(/[\\/]/).pop() ?? file;
  const jurisdiction = (json as { jurisdiction?: unknown } | null)?.jurisdiction;
  const module = yearKeyedModule(jurisdiction);
  const problems = stateYearFileProblems(json, module, name);
  if (problems.length) throw new TaxYearFileError(file, problems);
  const parsed = json as StateYearFile;
  const { jurisdiction: state, year } = parsed;
  const installed = { kind: 'Installed' as const, file, sha256 };
  const already = module?.figures.installedYear(year)?.origin ?? suiFigures(state, year)?.origin;
  if (already) {
    if (already.sha256 === sha256) return parsed;
    throw new TaxYearFileError(file, [`${state} ${year} is already installed from ${already.file} (sha256 ${already.sha256}); one file per state and year`]);
  }
  if (module?.figures.has(year)) {
    throw new TaxYearFileError(file, [`${state} ${year} withholding is built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)`]);
  }
  if (parsed.sui && isBuiltInSuiYear(state, year)) {
    throw new TaxYearFileError(file, [`sui: ${state} ${year} SUI figures are built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)`]);
  }
  if (module) {
    const failures = failingStateExamples(parsed as StateWithholdingYearFile, module);
    if (failures.length) throw new TaxYearFileError(file, failures);
  } else if (!NO_WAGE_INCOME_TAX.has(state)) {
    throw new TaxYearFileError(file, [`jurisdiction: ${state} has no withholding module with year-keyed figures`]);
  }
  const sources = stateFileSources(parsed);
  if (module) module.figures.install(frozen(structuredClone((parsed as StateWithholdingYearFile).figures)), { origin: installed, sources });
  if (parsed.sui) installSuiYear(state, year, { ...parsed.sui, sources }, installed);
  return parsed;
}

/** Where a state's withholding figures of a year came from (built in, or installed with its hash), or undefined. */
export function stateTaxYearOrigin(state: string, year: number): TaxYearOrigin | undefined {
  return yearKeyedModule(state)?.figures.origin(year);
}

/** Every state year installed at run time (withholding, SUI or both): state, year, file and hash (the server's coverage cache key reads it). */
export function installedStateTaxYears(): Array<{ state: string; year: number; file: string; sha256: string }> {
  const found = new Map<string, { state: string; year: number; file: string; sha256: string }>();
  for (const state of installableStates()) {
    const figures = (WITHHOLDING_MODULES[state] as YearKeyedModule).figures;
    for (const year of figures.installedYears()) {
      const { file, sha256 } = figures.installedYear(year)!.origin;
      found.set(`${state}|${year}`, { state, year, file, sha256 });
    }
  }
  for (const { state, year, origin } of installedSuiYears()) found.set(`${state}|${year}`, { state, year, file: origin.file, sha256: origin.sha256 });
  return [...found.values()].sort((a, b) => a.state.localeCompare(b.state) || a.year - b.year);
}

/**
 * The federal figures of each calendar year, from year files (src/tables/year-file.ts; README, "Adding a tax
 * year"): the built-in ones, read once from `tax-data/federal/<year>.json` of this package when the engine is
 * loaded, and the ones a deployment installs at run time (`installFederalTaxYear`, src/year-files.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenefitLimitFigures } from './benefit-limits-types';
import type { TaxTableData } from './types';
import { benefitLimitsOfYearFile, federalYearFileProblems, tablesOfYearFile, type FederalYearFile } from './year-file';
import { UnsupportedTaxYearError } from '../errors';

export type { BracketRow, FilingStatus, TaxTableData } from './types';

/** The folder of the built-in year files: `tax-data/federal` of the package (beside src/ and dist/). */
export const BUILT_IN_FEDERAL_DIR = join(__dirname, '..', '..', 'tax-data', 'federal');

/**
 * Where a year's federal figures came from: built into this package, or installed by the deployment from a
 * year file (the file's path and the SHA-256 of its bytes). Issue 37: the coverage operation reports it.
 */
export type TaxYearOrigin = { kind: 'BuiltIn' } | { kind: 'Installed'; file: string; sha256: string };

/** One year's federal figures, as the engine uses them. */
export interface FederalYear {
  file: FederalYearFile;
  tables: TaxTableData;
  /** Undefined when the file's benefitLimits is null: no limit is enforced that year. */
  benefitLimits: BenefitLimitFigures | undefined;
  origin: TaxYearOrigin;
}

export function federalYearOf(file: FederalYearFile, origin: TaxYearOrigin): FederalYear {
  return { file, tables: tablesOfYearFile(file), benefitLimits: benefitLimitsOfYearFile(file), origin };
}

/** Every `<year>.json` of the built-in folder; a broken one is a broken package and stops the load. */
function loadBuiltIn(): Map<number, FederalYear> {
  const years = new Map<number, FederalYear>();
  for (const name of readdirSync(BUILT_IN_FEDERAL_DIR).filter((n) => /^\d{4}\.json$/.test(n)).sort()) {
    const json: unknown = JSON.parse(readFileSync(join(BUILT_IN_FEDERAL_DIR, name), 'utf8'));
    const problems = federalYearFileProblems(json, name);
    if (problems.length) throw new Error(`built-in federal year file tax-data/federal/${name} is invalid: ${problems.join('; ')}`);
    const file = json as FederalYearFile;
    years.set(file.year, federalYearOf(file, { kind: 'BuiltIn' }));
  }
  return years;
}

const BUILT_IN: ReadonlyMap<number, FederalYear> = loadBuiltIn();
const INSTALLED = new Map<number, FederalYear>();
/** A file under check (src/year-files.ts runs its examples with it), seen only during that synchronous run. */
let candidate: FederalYear | undefined;

function builtInTables(year: number): TaxTableData {
  const y = BUILT_IN.get(year);
  if (!y) throw new Error(`tax-data/federal/${year}.json is missing from the package`);
  return y.tables;
}

export const TABLES_2025: TaxTableData = builtInTables(2025);
export const TABLES_2026: TaxTableData = builtInTables(2026);

/** The figures of a year: the file under check, else an installed or built-in year; undefined without. */
export function federalYear(year: number): FederalYear | undefined {
  if (candidate?.file.year === year) return candidate;
  return BUILT_IN.get(year) ?? INSTALLED.get(year);
}

/** Whether the year is built into this package (a built-in year is never replaced by an installed file). */
export function isBuiltInFederalYear(year: number): boolean {
  return BUILT_IN.has(year);
}

/** The year installed at run time, if any. */
export function installedFederalYear(year: number): FederalYear | undefined {
  return INSTALLED.get(year);
}

/** Registers an installed year. Only src/year-files.ts calls it, after validating the file and running its examples. */
export function registerInstalledFederalYear(year: FederalYear): void {
  INSTALLED.set(year.file.year, year);
}

/** Runs `fn` with `year` as the figures of its year, then forgets it (`fn` must be synchronous). */
export function withCandidateFederalYear<T>(year: FederalYear, fn: () => T): T {
  const before = candidate;
  candidate = year;
  try {
    return fn();
  } finally {
    candidate = before;
  }
}

/** The origin of a year's federal figures, or undefined when the engine has none for the year. */
export function federalTaxYearOrigin(year: number): TaxYearOrigin | undefined {
  const y = BUILT_IN.get(year) ?? INSTALLED.get(year);
  return y ? { ...y.origin } : undefined;
}

/** Years for which the engine has federal tax tables (built in or installed), ascending. */
export function supportedTaxYears(): number[] {
  return [...new Set([...BUILT_IN.keys(), ...INSTALLED.keys()])].sort((a, b) => a - b);
}

/**
 * The federal tax data of a calendar year (the payday's year).
 * @throws UnsupportedTaxYearError (code `unsupported_tax_year`, HTTP 422) for a year without tables.
 */
export function taxTablesFor(year: number): TaxTableData {
  const y = federalYear(year);
  if (!y) throw new UnsupportedTaxYearError(year, supportedTaxYears());
  return y.tables;
}

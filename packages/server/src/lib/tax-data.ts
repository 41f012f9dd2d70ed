/**
 * TAX_DATA_DIR (README, settings table; packages/payroll-engine/README.md, "Installing a year file", "State year
 * files"): a folder of year files the deployment installs at start, without a release. Every
 * `federal-<year>.json` and every `state-<ST>-<year>.json` in it is read, checked against its schema (a state
 * file: its jurisdiction's, the shape of the module's latest built-in year), its worked examples are run through
 * the engine, and it is installed (`installFederalTaxYear`, `installStateTaxYear`); federal files first, then
 * state files, each in name order. The first file that fails stops the start, named with its problem. Other
 * files of the folder are left alone; a name that starts with `federal-` or `state-` but does not have the
 * file's form is refused, so that a misnamed file is not skipped.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { installFederalTaxYear, installStateTaxYear, STATE_FILE_NAME, TaxYearFileError } from '@payroll/payroll-engine';

/** The name of a federal year file in TAX_DATA_DIR. */
export const FEDERAL_FILE_NAME = /^federal-(\d{4})\.json$/;

export interface InstalledTaxYear {
  /** `US`, or the state's two-letter code. */
  jurisdiction: string;
  year: number;
  file: string;
  sha256: string;
}

/** The folder cannot be read, or a file in it is refused: one line naming the file and the problem. */
export class TaxDataError extends Error {
  constructor(message: string) {
    super(`TAX_DATA_DIR: ${message}`);
    this.name = 'TaxDataError';
  }
}

/** The federal year files of the folder (absolute paths, by name); a misnamed `federal-*` file is refused. */
export function federalYearFiles(dir: string): string[] {
  return yearFiles(dir, 'federal-', FEDERAL_FILE_NAME, 'a federal year file is named federal-<year>.json (e.g. federal-2027.json)');
}

/** The state year files of the folder (absolute paths, by name); a misnamed `state-*` file is refused. */
export function stateYearFiles(dir: string): string[] {
  return yearFiles(dir, 'state-', STATE_FILE_NAME, 'a state year file is named state-<ST>-<year>.json (e.g. state-IL-2027.json)');
}

function yearFiles(dir: string, prefix: string, pattern: RegExp, rule: string): string[] {
  const folder = resolve(dir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (err) {
    throw new TaxDataError(`cannot read the folder ${folder}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const files: string[] = [];
  for (const name of names.sort()) {
    if (!name.startsWith(prefix)) continue;
    if (!pattern.test(name)) throw new TaxDataError(`${join(folder, name)}: ${rule}`);
    files.push(join(folder, name));
  }
  return files;
}

/** Reads, checks and installs one year file, federal or state by its name (its examples run first); TaxDataError names what failed. */
export function installTaxDataFile(file: string): InstalledTaxYear {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    throw new TaxDataError(`${file}: cannot be read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new TaxDataError(`${file}: not JSON: ${(err as Error).message}`);
  }
  try {
    if (STATE_FILE_NAME.test(basename(file))) {
      const installed = installStateTaxYear(json, { file, sha256 });
      return { jurisdiction: installed.jurisdiction, year: installed.year, file, sha256 };
    }
    const installed = installFederalTaxYear(json, { file, sha256 });
    return { jurisdiction: 'US', year: installed.year, file, sha256 };
  } catch (err) {
    if (err instanceof TaxYearFileError) throw new TaxDataError(err.message);
    throw err;
  }
}

/**
 * Installs every federal year file of the folder, then every state year file, each in name order, and returns
 * them. Throws TaxDataError on the first failure. Calling it again with the same files is harmless (the same
 * bytes install once).
 */
export function installTaxDataDir(dir: string): InstalledTaxYear[] {
  const federal = federalYearFiles(dir);
  const states = stateYearFiles(dir);
  return [...federal, ...states].map(installTaxDataFile);
}

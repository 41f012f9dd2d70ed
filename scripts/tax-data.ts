// The tax year files (packages/payroll-engine/README.md, "Adding a tax year", "Installing a year file").
//   npm run tax-data -- check [folder]
// Checks every built-in year file (packages/payroll-engine/tax-data/federal/<year>.json and
// tax-data/states/<ST>/<year>.json) and, when a folder is given, every federal-<year>.json and
// state-<ST>-<year>.json in it as the server's TAX_DATA_DIR would install them: the schema (a state file: its
// jurisdiction's), then each worked example through the engine. Prints PASS or FAIL per file (a failure names
// the field or the example), then the coverage by year: federal (built in, or installed with the file's
// SHA-256) and the state years installed from the folder. Exits 1 on any failure. `npm run check` (and so CI)
// runs it without a folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import {
  BUILT_IN_FEDERAL_DIR,
  BUILT_IN_STATES_DIR,
  federalTaxYearOrigin,
  federalYearFileCheck,
  installableStates,
  installedStateTaxYears,
  stateYearFileCheck,
  supportedTaxYears,
} from '@payroll/payroll-engine';
import { federalYearFiles, installTaxDataFile, stateYearFiles, TaxDataError } from '../packages/server/src/lib/tax-data';

const root = join(__dirname, '..');

/** Runs the check; returns the lines to print and whether everything passed. */
export function checkTaxData(folder?: string): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  let ok = true;
  const fail = (line: string) => {
    ok = false;
    lines.push(line);
  };

  /** One built-in year file: read, checked by `check` (its schema and its examples), PASS or FAIL. */
  const checkBuiltIn = (path: string, check: (json: unknown, name: string) => string[]) => {
    const shown = relative(root, path);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      fail(`FAIL ${shown}: not JSON: ${(err as Error).message}`);
      return;
    }
    const problems = check(json, basename(path));
    if (problems.length) fail(`FAIL ${shown}: ${problems.join('; ')}`);
    else lines.push(`PASS ${shown}: built in, ${(json as { examples?: unknown[] }).examples?.length ?? 0} examples`);
  };
  const jsonFiles = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.json')).sort().map((n) => join(dir, n));

  for (const path of jsonFiles(BUILT_IN_FEDERAL_DIR)) checkBuiltIn(path, federalYearFileCheck);
  if (existsSync(BUILT_IN_STATES_DIR)) {
    for (const state of readdirSync(BUILT_IN_STATES_DIR).sort()) {
      for (const path of jsonFiles(join(BUILT_IN_STATES_DIR, state))) checkBuiltIn(path, stateYearFileCheck);
    }
  }

  if (folder !== undefined) {
    let files: string[] = [];
    try {
      files = [...federalYearFiles(folder), ...stateYearFiles(folder)];
      if (!files.length) lines.push(`(no federal-<year>.json or state-<ST>-<year>.json in ${folder})`);
    } catch (err) {
      if (!(err instanceof TaxDataError)) throw err;
      fail(`FAIL ${err.message}`);
    }
    for (const file of files) {
      try {
        const installed = installTaxDataFile(file);
        lines.push(`PASS ${file}: ${installed.jurisdiction === 'US' ? 'federal' : installed.jurisdiction} ${installed.year}, sha256 ${installed.sha256}`);
      } catch (err) {
        if (!(err instanceof TaxDataError)) throw err;
        fail(`FAIL ${err.message.replace(/^TAX_DATA_DIR: /, '')}`);
      }
    }
  }

  lines.push('', 'Federal coverage:');
  for (const year of supportedTaxYears()) {
    const origin = federalTaxYearOrigin(year);
    lines.push(`  ${year}  ${origin?.kind === 'Installed' ? `installed from ${origin.file} (sha256 ${origin.sha256})` : 'built in'}`);
  }
  const next = Math.max(...supportedTaxYears()) + 1;
  lines.push(`  ${next}  not covered: payrolls paid in ${next} are refused (unsupported_tax_year)`);
  const states = installedStateTaxYears();
  lines.push('', `State years installed from the folder (${installableStates().length} states take a year file; the others' years need a release):`);
  if (!states.length) lines.push('  none');
  for (const s of states) lines.push(`  ${s.state} ${s.year}  installed from ${s.file} (sha256 ${s.sha256})`);
  return { lines, ok };
}

if (require.main === module) {
  const [command, folder, ...rest] = process.argv.slice(2);
  if (command !== 'check' || rest.length) {
    console.error('usage: npm run tax-data -- check [folder]');
    process.exit(2);
  }
  const { lines, ok } = checkTaxData(folder);
  for (const line of lines) console.log(line);
  process.exit(ok ? 0 : 1);
}

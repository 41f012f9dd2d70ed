/**
 * Checking and installing federal year files (README, "Installing a year file"): a file is valid
 * (src/tables/year-file.ts) and every one of its worked examples computes, through this engine and with the
 * file's own figures, to the cent it states. Only then may a deployment install it.
 */
import { computeEmployeeItem } from './employee';
import { federalYear, federalYearOf, installedFederalYear, isBuiltInFederalYear, registerInstalledFederalYear, withCandidateFederalYear, type TaxYearOrigin } from './tables';
import { EXAMPLE_TAXES, federalYearFileProblems, type FederalYearFile, type YearFileExample } from './tables/year-file';

export { FEDERAL_YEAR_FILE_FORMAT, federalYearFileProblems, sourceText, type FederalYearFile, type YearFileExample, type YearFileSource } from './tables/year-file';
export { BUILT_IN_FEDERAL_DIR } from './tables';

/** A year file refused: `file` names it, `problems` says why (each `path: problem`, or the failing example). */
export class TaxYearFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems[0] ?? 'refused'}${problems.length > 1 ? ` (and ${problems.length - 1} more: ${problems.slice(1).join('; ')})` : ''}`);
    this.name = 'TaxYearFileError';
  }
}

/** The employer's or employee's share an example states: the employee's, except FUTA (the company's). */
const PAYER = { FederalIncomeTax: 'Employee', SocialSecurity: 'Employee', Medicare: 'Employee', AdditionalMedicare: 'Employee', Futa: 'Company' } as const;

/** What an example computes to through the engine with the figures it is run with (the file under check). */
function computeExample(year: number, e: YearFileExample) {
  const { input } = e;
  return computeEmployeeItem(
    { employeeId: 'example', supplementalTaxMethod: input.supplementalTaxMethod ?? 'Flat', payments: [{ nonHourlyRegular: input.wages, ...(input.supplementalWages ? { bonus: input.supplementalWages } : {}) }] },
    { payday: input.payday ?? `${year}-07-01`, frequency: input.payFrequency, w4: input.w4, ytd: input.ytd ?? {} },
  );
}

/**
 * The examples of a valid file that do not compute to their stated amounts, each as one line:
 * `example "Single, weekly $2,000": FederalIncomeTax expected 270.19, got 270.20`. Empty when all pass.
 */
export function failingExamples(file: FederalYearFile): string[] {
  const failures: string[] = [];
  withCandidateFederalYear(federalYearOf(file, { kind: 'BuiltIn' }), () => {
    for (const e of file.examples) {
      let result: ReturnType<typeof computeExample>;
      try {
        result = computeExample(file.year, e);
      } catch (err) {
        failures.push(`example ${JSON.stringify(e.name)} could not be computed: ${(err as Error).message}`);
        continue;
      }
      const wrong = EXAMPLE_TAXES.filter((tax) => e.expected[tax] !== undefined).flatMap((tax) => {
        const got = result.taxes.find((t) => t.name === tax && t.payer === PAYER[tax])?.amount.toFixed(2) ?? 'nothing';
        return got === e.expected[tax] ? [] : [`${tax} expected ${e.expected[tax] as string}, got ${got}`];
      });
      if (wrong.length) failures.push(`example ${JSON.stringify(e.name)} failed: ${wrong.join(', ')}`);
    }
  });
  return failures;
}

/**
 * Everything wrong with a year file: its schema problems, else its failing examples. Empty: the file may be
 * installed (or, for a built-in file, shipped). `fileName` is checked to carry the file's year.
 */
export function federalYearFileCheck(json: unknown, fileName?: string): string[] {
  const problems = federalYearFileProblems(json, fileName);
  return problems.length ? problems : failingExamples(json as FederalYearFile);
}

/**
 * Installs a federal year file at run time, so that payrolls of its year compute with its figures (the
 * deployment's TAX_DATA_DIR, read at start by the server). `origin.file` is the file's path (its name must end
 * in `<year>.json`), `origin.sha256` the SHA-256 of its bytes, reported by `federalTaxYearOrigin`.
 *
 * Refused (TaxYearFileError naming the file) when the file is invalid, when one of its examples fails, when
 * its year is built into this package (a built-in year changes only with a release of the engine), or when
 * another file (other bytes) is already installed for the year. Installing the same bytes again is a no-op.
 */
export function installFederalTaxYear(json: unknown, origin: { file: string; sha256: string }): FederalYearFile {
  const { file, sha256 } = origin;
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new TaxYearFileError(file, [`sha256 must be the 64 lowercase hex digits of the file's SHA-256, got ${JSON.stringify(sha256)}`]);
  const name = file.split(/[\\/]/).pop() ?? file;
  const problems = federalYearFileProblems(json, name);
  if (problems.length) throw new TaxYearFileError(file, problems);
  const parsed = json as FederalYearFile;
  if (isBuiltInFederalYear(parsed.year)) {
    throw new TaxYearFileError(file, [`year ${parsed.year} is built into the engine; a built-in year is not replaced by an installed file (a correction ships in a release)`]);
  }
  const already = installedFederalYear(parsed.year);
  if (already && already.origin.kind === 'Installed') {
    if (already.origin.sha256 === sha256) return already.file;
    throw new TaxYearFileError(file, [`year ${parsed.year} is already installed from ${already.origin.file} (sha256 ${already.origin.sha256}); one file per year`]);
  }
  const failures = failingExamples(parsed);
  if (failures.length) throw new TaxYearFileError(file, failures);
  const installed: TaxYearOrigin = { kind: 'Installed', file, sha256 };
  registerInstalledFederalYear(federalYearOf(parsed, installed));
  return parsed;
}

/** The year file a year's figures come from (built in or installed), or undefined. */
export function federalYearFile(year: number): FederalYearFile | undefined {
  return federalYear(year)?.file;
}

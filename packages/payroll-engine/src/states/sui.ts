/**
 * Employer state unemployment insurance (SUI) and other employer-paid state contributions charged the same
 * way (docs/domain-rules.md, "State and local taxes": `<st>_sui_er`, `StateUnemployment`).
 *
 * Method. Every state levies SUI as the employer's contribution rate times the wages it pays each employee
 * up to the state's taxable wage base for the calendar year (the floor the Federal Unemployment Tax Act sets
 * for every state is $7,000, 26 U.S.C. § 3306(b)(1); each state's own base is in sui-2025.ts / sui-2026.ts
 * with its citation). So for one payment:
 *   taxable = min(wages, max(0, wageBase − wages already paid this year)),
 *   amount  = rate × taxable, rounded half-up to cents (money.ts `cents`) once per payment;
 * the agencies compute contributions on the quarter's taxable wages, and per-payment rounding can differ
 * from the quarterly return by a cent or so per quarter.
 * The rate is the employer's own (its annual rate notice); without one the caller may use the state's
 * new-employer rate where it is built (`newEmployerRate`), which is recorded only where the agency publishes
 * one general default for a new, non-construction employer. It is left out where the new-employer rate
 * depends on the industry (TX: the greater of 2.7% or the NAICS average; WA: 90% of the industry average),
 * where it changes within the calendar year (NJ: fiscal-year rates from July 1), where it is the industry's
 * average (AK, UT), or where the 2025/2026 figure could not be confirmed (IL, OH, VA, MA 2026, CO, DE and
 * the others each data file lists). Each data file lists why.
 * A year or state without a confirmed wage base has no figures (`suiFigures` returns undefined): the caller
 * then does not compute SUI and warns; nothing is guessed.
 *
 * SUI wages (what the caller passes as `wages`). The caller passes gross wages less Section 125 cafeteria-plan
 * salary reductions, with 401(k) elective deferrals included. That is the federal unemployment (FUTA) rule:
 * 26 U.S.C. § 3306(b)(5)(G) excludes payments under a § 125 cafeteria plan from wages, and § 3306(r)(1)(A)
 * keeps § 401(k) elective deferrals in wages (statute cited from its text as commonly quoted; not re-read in
 * the stored pages), and it is the rule most states follow. Among CA, NY, PA, IL, TX, OH, NC, GA, MI, NJ, VA,
 * MA, AZ, WA and FL no state with a different rule was confirmed in the stored pages; not confirmed either
 * way, and worth a check before relying on it: NJ (which does not exclude § 125 reductions from its income
 * tax) and PA (whose income tax excludes only health, sickness, disability and death § 125 benefits, pa/index.ts).
 *
 * Other employer contributions charged with SUI (`employerStatePrograms`): a flat rate every contributory
 * employer pays on the same wages up to a base. Built: Ohio's Technology and Customer Service Fee for 2026
 * (`oh_tcsf_er`, sui-2026.ts). Each other candidate found either is already inside the rate on the employer's
 * notice (NJ Workforce Development / Supplemental
 * Workforce fund, 0.1175% of the NJ rate; NY Re-employment Service Fund 0.075%), or does not apply to every
 * employer at a published flat rate (GA 0.06% administrative assessment, O.C.G.A. §§ 34-8-180, -181: not for
 * employers at the minimum or maximum rate; CA ETT 0.1%: only employers the DE 2088 names; MA Workforce
 * Training Fund and EMAC: which employers pay and the 2025/2026 rates not confirmed; NJ employer TDI:
 * experience-rated; RI Job Development Assessment: inside RI's rate; employer shares of paid-leave programs
 * (CO FAMLI, OR Paid Leave, MA PFML, WA PFML, DE Paid Leave): they depend on the employer's headcount, which
 * the service does not record).
 */
import { InvalidEngineInputError } from '../errors';
import { cents, Decimal, max0, min, ZERO } from '../money';
import { SUI_2025 } from './sui-2025';
import { SUI_2026, type EmployerStateProgramFigures, type SuiStateFigures, type SuiYearFigures } from './sui-2026';
import type { TaxYearOrigin } from '../tables';

export type { EmployerStateProgramFigures, SuiStateFigures, SuiYearFigures } from './sui-2026';

/** A state's SUI figures for one year. */
export interface SuiFigures {
  state: string;
  year: number;
  /** Taxable wage base, dollars per employee per calendar year (decimal string). */
  wageBase: string;
  /** New, non-construction employer rate as a decimal fraction (e.g. '0.034'); absent: not built. */
  newEmployerRate?: string;
  sources: readonly string[];
  /** Present for a year installed from a state year file (its `sui` section): the file and its SHA-256. */
  origin?: Extract<TaxYearOrigin, { kind: 'Installed' }>;
}

/** An employer-paid state contribution charged like SUI, for one state and year. */
export interface EmployerStateProgram extends EmployerStateProgramFigures {
  state: string;
  year: number;
}

/** The highest rate `suiEmployerAmount` accepts (25%): state maxima are around 10-17%, so more is an input error. */
export const MAX_SUI_RATE = new Decimal('0.25');

const YEARS: ReadonlyMap<number, SuiYearFigures> = new Map([SUI_2025, SUI_2026].map((f) => [f.year, f]));
/** SUI figures installed from state year files (`sui` section; src/state-year-files.ts), by `<ST>|<year>`. */
const INSTALLED = new Map<string, SuiStateFigures & { origin: Extract<TaxYearOrigin, { kind: 'Installed' }> }>();

/** Whether the state's SUI wage base of the year is built into the engine (an installed file may not replace it). */
export function isBuiltInSuiYear(state: string, year: number): boolean {
  const figures = YEARS.get(year)?.states;
  return !!figures && Object.prototype.hasOwnProperty.call(figures, stateKey(state));
}

/** Adds a state's SUI figures of a year from a state year file (src/state-year-files.ts, after its checks). */
export function installSuiYear(state: string, year: number, figures: SuiStateFigures, origin: Extract<TaxYearOrigin, { kind: 'Installed' }>): void {
  const key = `${stateKey(state)}|${year}`;
  if (isBuiltInSuiYear(state, year) || INSTALLED.has(key)) throw new Error(`${state} ${year} SUI figures exist already`);
  INSTALLED.set(key, Object.freeze({ ...figures, origin }));
}

function stateKey(state: string): string {
  return typeof state === 'string' ? state.trim().toUpperCase() : '';
}

/** The SUI years installed from state year files: state, year and the file's origin. */
export function installedSuiYears(): Array<{ state: string; year: number; origin: Extract<TaxYearOrigin, { kind: 'Installed' }> }> {
  return [...INSTALLED.entries()].map(([k, f]) => ({ state: k.slice(0, k.indexOf('|')), year: Number(k.slice(k.indexOf('|') + 1)), origin: f.origin }));
}

/** The state's SUI figures for `year`, or undefined when its wage base for that year is not built. */
export function suiFigures(state: string, year: number): SuiFigures | undefined {
  const key = stateKey(state);
  const figures = YEARS.get(year)?.states;
  const installed = INSTALLED.get(`${key}|${year}`);
  const f = figures && Object.prototype.hasOwnProperty.call(figures, key) ? figures[key] : installed;
  if (!f) return undefined;
  return {
    state: key,
    year,
    wageBase: f.wageBase,
    ...(f.newEmployerRate !== undefined ? { newEmployerRate: f.newEmployerRate } : {}),
    sources: f.sources,
    ...(f === installed ? { origin: installed.origin } : {}),
  };
}

/** The years whose SUI wage base is built for `state`, ascending. */
export function suiYears(state: string): number[] {
  const key = stateKey(state);
  const installed = [...INSTALLED.keys()].filter((k) => k.startsWith(`${key}|`)).map((k) => Number(k.slice(key.length + 1)));
  return [
    ...[...YEARS.values()].filter((y) => Object.prototype.hasOwnProperty.call(y.states, key)).map((y) => y.year),
    ...installed,
  ].sort((a, b) => a - b);
}

/** The states whose SUI wage base is built for `year`, alphabetically. */
export function suiStates(year: number): string[] {
  const installed = [...INSTALLED.keys()].filter((k) => k.endsWith(`|${year}`)).map((k) => k.slice(0, k.indexOf('|')));
  return [...Object.keys(YEARS.get(year)?.states ?? {}), ...installed].sort();
}

/** Other employer contributions of `state` charged like SUI in `year` (see the module comment). */
export function employerStatePrograms(state: string, year: number): readonly EmployerStateProgram[] {
  const key = stateKey(state);
  const programs = YEARS.get(year)?.employerPrograms;
  if (!programs || !Object.prototype.hasOwnProperty.call(programs, key)) return [];
  return programs[key].map((p) => ({ ...p, state: key, year }));
}

/** The name of an employer program by its code, whatever the year (undefined: not one). */
export function employerProgramName(code: string): string | undefined {
  for (const year of YEARS.values()) {
    for (const programs of Object.values(year.employerPrograms)) {
      const found = programs.find((p) => p.code === code);
      if (found) return found.name;
    }
  }
  return undefined;
}

function amount(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || (value.isNegative() && !value.isZero())) {
    throw new InvalidEngineInputError(field, `not a non-negative finite amount: ${String(value)}`);
  }
  return value;
}

/**
 * rate × min(wages, max(0, wageBase − ytdWages)), half-up to cents. Throws InvalidEngineInputError for a
 * negative or non-finite input or a rate outside [0, 0.25].
 * - `wages`: this payment's SUI wages (gross less Section 125 reductions; see the module comment).
 * - `ytdWages`: the same wages paid to the employee earlier in the calendar year (by this employer, in this state).
 * - `taxable`: the wages the rate was applied to (the taxable wages reported on the quarterly return).
 */
export function suiEmployerAmount(input: { wages: Decimal; ytdWages: Decimal; wageBase: Decimal; rate: Decimal }): {
  taxable: Decimal;
  amount: Decimal;
} {
  if (input === null || typeof input !== 'object') throw new InvalidEngineInputError('input', 'not an object');
  const wages = amount(input.wages, 'wages');
  const ytdWages = amount(input.ytdWages, 'ytdWages');
  const wageBase = amount(input.wageBase, 'wageBase');
  const rate = amount(input.rate, 'rate');
  if (rate.gt(MAX_SUI_RATE)) {
    throw new InvalidEngineInputError('rate', `not a rate between 0 and ${MAX_SUI_RATE.toString()}: ${rate.toString()}`);
  }
  const taxable = min(wages, max0(wageBase.minus(ytdWages)));
  const result = cents(taxable.times(rate));
  return { taxable: taxable.isZero() ? ZERO : taxable, amount: result.isZero() ? ZERO : result };
}

/**
 * Employee-paid state programs (docs/domain-rules.md, "State and local taxes"): disability, paid family leave,
 * unemployment and long-term-care contributions withheld from the employee's pay.
 *
 * `employeeProgramAmount` is arithmetic only: rate x this payment's subject wages, limited by the
 * program's annual wage base (year to date) and per-payment maximum, rounded half-up to cents
 * (money.ts `cents`) once per payment, as every agency below states its contribution per pay period.
 * Which wages are subject is the caller's decision; each program's TSDoc in EMPLOYEE_PROGRAMS says what
 * its agency counts. Figures: programs-2025.ts, programs-2026.ts (each cites its agency notice).
 * A year without figures for the program throws InvalidEngineInputError naming `year`: never a guess.
 */
import { InvalidEngineInputError } from '../errors';
import { cents, Decimal, max0, min, ZERO } from '../money';
import { PERIODS_PER_YEAR, type PayFrequency } from '../types';
import { PROGRAMS_2025 } from './programs-2025';
import { PROGRAMS_2026, type EmployeeProgramCode, type EmployeeProgramFigures, type ProgramYearFigures } from './programs-2026';
import type { StateCode } from './types';

export type { EmployeeProgramCode, EmployeeProgramFigures } from './programs-2026';

export interface EmployeeProgram {
  state: StateCode;
  code: EmployeeProgramCode;
  name: string;
  /** Years whose figures are confirmed and cited. */
  years: readonly number[];
  /**
   * The first year the program withholds from wages. A year from then on that is not in `years` has no
   * figures: the item warns `state_taxes_not_computed` naming the program (states/apply.ts), never silent.
   */
  since: number;
  /** The program's wages also exclude 401(k) elective deferrals (income tax wages, e.g. OR transit tax). */
  excludes401k?: boolean;
}

/**
 * An employee-paid state program that applies but is not computed at all, with why: an item working in the
 * state in a year from `since` on warns `state_taxes_not_computed` naming it (states/apply.ts).
 */
export interface ProgramGap {
  state: StateCode;
  name: string;
  since: number;
  reason: string;
}

/** What the arithmetic is given for one payment to one employee. */
export interface EmployeeProgramInput {
  /** The payday's year: the year of the figures used. */
  year: number;
  /** This payment's wages subject to the program (the caller applies the program's definition of wages). */
  wages: Decimal;
  /** The calendar year's subject wages paid before this payment (for the wage base). */
  ytdWages: Decimal;
  /** Pay periods per year of `frequency`; must agree with it. */
  periodsPerYear: number;
  frequency: PayFrequency;
  /**
   * Optional: this program's contributions already withheld this year. When given, a program with a
   * printed annual maximum (NY PFL, NJ TDI/FLI) never withholds past it, whatever per-period rounding did.
   */
  ytdContributions?: Decimal;
}

const YEARS: readonly ProgramYearFigures[] = [PROGRAMS_2025, PROGRAMS_2026];

function yearsOf(code: EmployeeProgramCode): number[] {
  return YEARS.filter((y) => y.programs[code] !== undefined)
    .map((y) => y.year)
    .sort((a, b) => a - b);
}

function program(state: StateCode, code: EmployeeProgramCode, name: string, since: number, options: { excludes401k?: boolean } = {}): EmployeeProgram {
  return { state, code, name, years: yearsOf(code), since, ...options };
}

/**
 * The programs, by code. Subject wages and pre-tax treatment, per program (what the caller must pass as
 * `wages`; statements not confirmed in an agency source are marked so):
 */
export const EMPLOYEE_PROGRAMS: Readonly<Record<EmployeeProgramCode, EmployeeProgram>> = Object.freeze({
  /**
   * California State Disability Insurance (DI and PFL), EDD. Subject: SDI wages (EDD, California
   * Employer's Guide DE 44, "Types of Payments"), all of them since 2024 (no wage base, SB 951). Section
   * 125 cafeteria-plan salary reductions are not SDI wages and 401(k) elective deferrals are SDI wages
   * (DE 44 / DE 231TP, not re-read here: unconfirmed in stored pages).
   */
  ca_sdi: program('CA', 'ca_sdi', 'California SDI (employee)', 1946),
  /**
   * New York disability benefits (DBL), WCB: 0.5% of wages, at most $0.60 a week (WCL § 209(3)(a);
   * 12 NYCRR § 362.2 per-period maxima). The employer may take less or nothing; this is the maximum it may
   * take. Wages: as for NY PFL (the DBL uses the Workers' Compensation Law definition of wages).
   */
  ny_sdi: program('NY', 'ny_sdi', 'New York disability benefits (employee)', 1950),
  /**
   * New York Paid Family Leave, DFS rate / WCB notice: a percentage of gross wages each pay period until
   * the annual maximum. PFL gross wages follow the wages reported for NY unemployment insurance (WCB PFL
   * guidance, "Cost and Deductions"; unconfirmed here whether § 125 reductions are excluded: pass NY UI
   * wages). The maximum is modelled as a wage base of 52 x NYSAWW, and exactly when
   * `ytdContributions` is given.
   */
  ny_pfl: program('NY', 'ny_pfl', 'New York Paid Family Leave (employee)', 2018),
  /**
   * New Jersey unemployment (0.3825%) and Workforce Development / Supplemental Workforce funds (0.0425%)
   * worker contributions, NJ DOL, as one 0.425% ("UI/WF/SWF" on Form W-2) on wages up to the UI taxable
   * wage base. Subject: NJ UI wages (N.J.S.A. 43:21-19(o)); the treatment of 401(k) and § 125 reductions
   * was not confirmed in stored pages.
   */
  nj_ui_ee: program('NJ', 'nj_ui_ee', 'New Jersey UI/WF/SWF (worker)', 1936),
  /** New Jersey Temporary Disability Insurance, worker share, NJ DOL; wages as nj_ui_ee, workers' TDI/FLI base. */
  nj_di_ee: program('NJ', 'nj_di_ee', 'New Jersey TDI (worker)', 1948),
  /** New Jersey Family Leave Insurance (worker-funded only), NJ DOL; wages as nj_ui_ee, workers' TDI/FLI base. */
  nj_fli: program('NJ', 'nj_fli', 'New Jersey FLI (worker)', 2009),
  /**
   * Pennsylvania UC employee withholding, PA L&I: 0.07% of total gross wages, not limited to the employer
   * wage base. Gross wages include salary, commissions, bonuses, tips, sick or accident disability
   * payments and certain fringe benefits (PA L&I); 401(k) deferrals are subject (see pa/index.ts).
   */
  pa_sui_ee: program('PA', 'pa_sui_ee', 'Pennsylvania UC (employee)', 1936),
  /**
   * Massachusetts PFML, employee share, MA DFML: at most 40% of the medical contribution and 100% of the
   * family contribution (0.28% + 0.18% = 0.46% in 2025 and 2026) on eligible wages up to the Social
   * Security wage base. The same 0.46% applies to employers with fewer than 25 covered individuals: the
   * under-25 rule only waives the employer's 60% of the medical contribution (0.42%), never raises the
   * employee's share. The employer may withhold less; this is the maximum. DFML ties eligible wages to
   * Social Security wages (its wage cap is the SSA base); § 125 / 401(k) treatment not confirmed in
   * stored pages.
   */
  ma_pfml_ee: program('MA', 'ma_pfml_ee', 'Massachusetts PFML (employee share)', 2019),
  /**
   * Washington Paid Family and Medical Leave, employee share, ESD: total premium x the employee share
   * (71.52% in 2025, 71.43% in 2026) of gross wages, not including tips, up to the Social Security cap.
   * The same share applies to employers under 50 employees (they only skip the employer portion).
   */
  wa_pfml_ee: program('WA', 'wa_pfml_ee', 'Washington PFML (employee share)', 2019),
  /**
   * WA Cares Fund (long-term care), ESD: 0.58% of gross wages, no cap; not withheld from an employee
   * who has given an ESD exemption letter (the caller's decision).
   */
  wa_cares: program('WA', 'wa_cares', 'WA Cares Fund', 2023),
  /**
   * Alaska unemployment insurance, employee contribution (AS 23.20.290), Alaska DOLWD: the employee rate on
   * wages up to the UI taxable wage base. Wages: as for SUI (gross less Section 125 reductions).
   */
  ak_sui_ee: program('AK', 'ak_sui_ee', 'Alaska UI (employee)', 1955),
  /**
   * Colorado FAMLI, employee share (C.R.S. § 8-13.3-507), CDLE: at most half of the premium, up to the
   * Social Security wage base, whatever the employer's size. The employer may withhold less; this is the
   * maximum. Wages: FAMLI wages follow the UI definition (7 CCR 1107-1; § 125 treatment not confirmed in
   * stored pages).
   */
  co_famli_ee: program('CO', 'co_famli_ee', 'Colorado FAMLI (employee share)', 2023),
  /** Connecticut Paid Leave (C.G.S. § 31-49e): 0.5% of Social Security wages up to the Social Security wage base. */
  ct_pfml_ee: program('CT', 'ct_pfml_ee', 'Connecticut Paid Leave (employee)', 2021),
  /**
   * Paid Leave Oregon, employee share (ORS 657B.150): 60% of the contribution on subject wages up to the
   * Social Security wage base, whatever the employer's size. The employer may withhold less.
   */
  or_pfml_ee: program('OR', 'or_pfml_ee', 'Paid Leave Oregon (employee share)', 2023),
  /**
   * Oregon statewide transit tax (ORS 320.550), Oregon DOR: a rate on wages as defined for Oregon income tax
   * withholding (ORS 316.162), so 401(k) deferrals are excluded too; no cap. Work in Oregon only (for an
   * Oregon resident working elsewhere withholding is a courtesy, not required). TriMet and Lane transit
   * taxes are employer taxes by locality: local taxes, not computed (docs/domain-rules.md).
   */
  or_stt: program('OR', 'or_stt', 'Oregon statewide transit tax', 2018, { excludes401k: true }),
  /** Rhode Island Temporary Disability Insurance (R.I.G.L. § 28-40-1), RI DLT: employee-paid, up to the TDI wage base. */
  ri_tdi: program('RI', 'ri_tdi', 'Rhode Island TDI (employee)', 1943),
});

/** Employee-paid programs that apply but are not computed (programs-2026.ts says why). */
export const PROGRAM_GAPS: readonly ProgramGap[] = Object.freeze([
  {
    state: 'DE',
    name: 'Delaware Paid Leave',
    since: 2025,
    reason:
      "the employee's share depends on the employer's Delaware headcount (25 or more: up to half of 0.8%; 10 to 24: up to half of 0.32%; fewer than 10: none), which the service does not record",
  },
]);

/** The employee programs of `state` due in `year` that are not computed: gaps, and programs without that year's figures. */
export function programGaps(state: string, year: number): Array<{ name: string; reason: string }> {
  const missing = Object.values(EMPLOYEE_PROGRAMS)
    .filter((p) => p.state === state && year >= p.since && !p.years.includes(year))
    .map((p) => ({ name: p.name, reason: `its ${year} figures are not built` }));
  return [...missing, ...PROGRAM_GAPS.filter((g) => g.state === state && year >= g.since).map((g) => ({ name: g.name, reason: g.reason }))];
}

/** The program's figures for `year` (rate, base, maxima and their sources), or undefined when they are not built. */
export function employeeProgramFigures(code: EmployeeProgramCode, year: number): EmployeeProgramFigures | undefined {
  return YEARS.find((y) => y.year === year)?.programs[code];
}

function figuresFor(code: EmployeeProgramCode, year: number): EmployeeProgramFigures {
  if (!Object.prototype.hasOwnProperty.call(EMPLOYEE_PROGRAMS, code)) {
    throw new InvalidEngineInputError('code', `not an employee program: ${String(code)}`);
  }
  const figures = YEARS.find((y) => y.year === year)?.programs[code];
  if (!figures) {
    throw new InvalidEngineInputError('year', `no ${code} figures for ${year}; built years: ${EMPLOYEE_PROGRAMS[code].years.join(', ')}`);
  }
  return figures;
}

function amount(value: Decimal | undefined, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || (value.isNegative() && !value.isZero())) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

/** The employee contribution to `code` for one payment, in dollars and cents. */
export function employeeProgramAmount(code: EmployeeProgramCode, input: EmployeeProgramInput): Decimal {
  const figures = figuresFor(code, input.year);
  const wages = amount(input.wages, 'wages');
  const ytdWages = amount(input.ytdWages, 'ytdWages');
  if (PERIODS_PER_YEAR[input.frequency] === undefined) {
    throw new InvalidEngineInputError('frequency', `not a pay frequency: ${String(input.frequency)}`);
  }
  if (input.periodsPerYear !== PERIODS_PER_YEAR[input.frequency]) {
    throw new InvalidEngineInputError('periodsPerYear', `${input.periodsPerYear} does not match ${input.frequency}`);
  }

  const subject = figures.wageBase === undefined ? wages : min(wages, max0(new Decimal(figures.wageBase).minus(ytdWages)));
  let result = cents(subject.times(figures.rate));
  if (figures.perPeriodMax) result = min(result, new Decimal(figures.perPeriodMax[input.frequency]));
  if (figures.annualMax !== undefined && input.ytdContributions !== undefined) {
    const paid = amount(input.ytdContributions, 'ytdContributions');
    result = min(result, max0(new Decimal(figures.annualMax).minus(paid)));
  }
  return result.isZero() ? ZERO : result;
}

/** The program's annual wage base in `year` (undefined: no base), for the taxable wages of a line. */
export function employeeProgramWageBase(code: EmployeeProgramCode, year: number): Decimal | undefined {
  const base = figuresFor(code, year).wageBase;
  return base === undefined ? undefined : new Decimal(base);
}

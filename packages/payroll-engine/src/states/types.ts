// The shape of a state's income tax withholding (docs/domain-rules.md, "State and local taxes"). Each state with
// built tables is one module of this folder (`<st>.ts`, e.g. `pa/index.ts`) exporting a StateWithholding; its
// figures live in year-keyed data (`<st>-<year>.ts`) where every rate, bracket, allowance and deduction
// cites its publication and year. A state or year without confirmed figures has no module (or no year in
// it): the engine then keeps a warning naming the state, and never guesses.
import type Decimal from 'decimal.js';
import type { FigureYears } from './figures';
import type { PayFrequency } from '../types';

/** Two-letter USPS code of a state (or DC). */
export type StateCode = string;

/** What a state's withholding formula is given for one payment to one employee. */
export interface StateWithholdingInput {
  /** The payday's year: the year of the tables used. */
  year: number;
  frequency: PayFrequency;
  /** Pay periods per year of `frequency` (52, 26, 24, 12, 4, 1). */
  periodsPerYear: number;
  /** State-taxable regular wages of this payment, after the state's own pre-tax exclusions (`excludes`). */
  regularWages: Decimal;
  /** State-taxable supplemental wages of this payment (bonus, commission, ...), after the same exclusions. */
  supplementalWages: Decimal;
  /**
   * Optional: the part of `supplementalWages` that is bonus pay, for a state taxing bonuses at their own
   * rate (CA). Absent: the module treats all supplemental wages alike.
   */
  supplementalBonusWages?: Decimal;
  /**
   * Optional: the last day of the payroll period, YYYY-MM-DD, for a state whose tables change within a
   * year by period (OH); such a module refuses to guess without it.
   */
  periodEnd?: string;
  /** Optional: the payday, YYYY-MM-DD, for a state whose figures change within a year by pay date (GA, VA 2025). */
  payday?: string;
  /**
   * Optional: the Social Security and Medicare tax withheld from this payment (its share of them when the
   * payment's wages are split among states), for a state that lets them reduce its taxable wages (MA,
   * Circular M step 1, up to $2,000 a year).
   */
  ficaEmployee?: Decimal;
  /** Optional: the Social Security and Medicare tax withheld from the employee's earlier payments of the year. */
  ficaEmployeeYearToDate?: Decimal;
  /**
   * Optional: how federal income tax is withheld on this payment's supplemental wages: 'Flat' (the optional
   * flat rate, the engine's default) or 'Aggregate' (with the regular wages), for a state whose supplemental rule
   * follows the federal choice (IA; NM, 3.3.2.8 NMAC). Absent: 'Flat'.
   */
  federalSupplementalMethod?: 'Flat' | 'Aggregate';
  /**
   * Optional: the filing status of the employee's federal Form W-4 (Step 1(c): 'Single', 'MarriedFilingJointly',
   * 'HeadOfHousehold') when one is on file, for a state whose formula reads it (CO without a DR 0004 line 2).
   */
  federalFilingStatus?: string;
  /**
   * Optional: the federal income tax withheld from this payment (its share of it when the payment's wages are
   * split among states), on the regular wages (percentage method and W-4 Step 4(c)) and on the supplemental
   * wages, for a state that subtracts it from its taxable wages (OR, 150-206-436).
   */
  federalIncomeTax?: { regular: Decimal; supplemental: Decimal };
  /**
   * Optional: the number of the company's employees on the payday, for a state whose withholding depends on
   * the employer's size (NE: Circular EN's special procedure for employers with more than 24 employees); such a
   * module refuses to guess without it.
   */
  companyEmployeeCount?: number;
  /**
   * The employee's withholding certificate for this state (its fields as the module documents them), or
   * undefined when none is on file: the module then applies the state's documented default.
   */
  certificate?: Readonly<Record<string, unknown>>;
}

/** The state income tax to withhold from one payment, rounded to cents as the state prescribes. */
export interface StateWithholdingResult {
  /** On the regular wages. */
  regular: Decimal;
  /** On the supplemental wages (the state's supplemental rule, or its regular method where it has none). */
  supplemental: Decimal;
}

export interface StateWithholding {
  state: StateCode;
  /**
   * Years whose figures are confirmed and cited; any other year is not computed (warning). Read when asked (a
   * getter over `figures`), so that a year installed from a state year file counts.
   */
  readonly years: readonly number[];
  /**
   * The module's figures by year (figures.ts `byYear`): where a state year file adds a year without a release
   * (src/state-year-files.ts; README, "State year files"). Absent: the module's figures are not year data a
   * file can extend (NY: tables and method in code), and a new year of it needs a release.
   */
  figures?: FigureYears<{ year: number }>;
  /**
   * Optional: for a year of `years` whose earlier paydays have no confirmed figures, the first payday
   * (YYYY-MM-DD) the module computes (ID 2026: the tables of July 2026, used from the Tax Commission's July 31
   * release; no edition for the paydays before it was confirmed). A payday before it, or no payday, is not
   * computed: the item keeps the `state_taxes_not_computed` warning, as for a year not in `years`
   * (modules.ts `withholdingModule`).
   */
  firstPayday?: Readonly<Record<number, string>>;
  /**
   * Optional: for a year of `years` whose later paydays have no confirmed figures, the last payday (YYYY-MM-DD)
   * the module computes (AR 2026: the withholding formula effective January 1, 2026, through May 6, 2026, when
   * a rate cut of the 2026 First Extraordinary Session was enacted; the formula for the paydays after it was not
   * confirmed). A payday after it, or no payday, is not computed: the item keeps the `state_taxes_not_computed`
   * warning (modules.ts `withholdingModule`).
   */
  lastPayday?: Readonly<Record<number, string>>;
  /**
   * The citations the figures of a year of `years` carry (figures.ts `sourcesOf`), for the tax coverage
   * (src/coverage.ts). Absent: the module's figures carry no machine-readable citation (NY: its data files cite
   * their publications in their header comments).
   */
  sources?: (year: number) => readonly string[];
  /**
   * Whether the state excludes each kind of federal pre-tax deduction from its taxable wages. `hsa` false:
   * the state taxes HSA contributions made through payroll, the employee's and the employer's (states/apply.ts);
   * absent: HSA contributions follow `section125`.
   */
  excludes: { section125: boolean; retirement401k: boolean; hsa?: boolean };
  /** Throws InvalidEngineInputError for a certificate it cannot read (field named). */
  withhold(input: StateWithholdingInput): StateWithholdingResult;
}

/**
 * Utah income tax withholding by the computer formula of Publication 14 (docs/domain-rules.md, "State and local
 * taxes"; figures in ut/2026.ts, which cites the editions read).
 *
 * Method (Publication 14, Schedules 1-8, for the payroll period):
 *   1. Utah taxable wages of the period;
 *   2. x the rate (4.50%, or 4.45% from the Rev. 4/26 edition), rounded half-up to the whole dollar;
 *   3. the period's base allowance (the annual $450 / $900, or $485 / $970, ÷ periods, to the whole dollar);
 *   4. line 1 minus the period's threshold (annual $9,107 / $18,213, or $9,348 / $18,696, ÷ periods, to the
 *      whole dollar), not less than 0;
 *   5. line 4 x 1.3%, rounded half-up to the whole dollar;
 *   6. line 3 minus line 5, not less than 0;
 *   7. line 2 minus line 6, not less than 0: the withholding, in whole dollars.
 * The publication prints every line of its examples in whole dollars ("9,000 x .0445" printed 401) and says
 * "Withheld amount must be rounded to the nearest dollar"; lines 2 and 5 are rounded so, which reproduces all six
 * Rev. 4/26 examples (test/states/ut.test.ts).
 *
 * Editions within 2026 (ut/2026.ts): Rev. 4/25 (4.50%) for pay periods beginning before June 1, 2026 and Rev.
 * 4/26 (4.45%) for pay periods beginning on or after it, as Rev. 4/26 says. The first day of the period is taken
 * from the period end (StateWithholdingInput.periodEnd) and the frequency: weekly and biweekly periods began 6
 * and 13 days before their end; semimonthly, monthly, quarterly and annual periods are taken to be calendar ones
 * (the 1st to the 15th and the 16th to the month's end; months; the three months ending with the end's month; the
 * year). A payment with wages but no period end is refused (InvalidEngineInputError naming `periodEnd`).
 *
 * Column: Utah has no withholding certificate of its own; the employer uses the filing status of the federal
 * Form W-4 (StateWithholdingInput.federalFilingStatus): 'MarriedFilingJointly' the Married column, 'Single' and
 * 'HeadOfHousehold' the Single column ("Use the Single column for taxpayers who file as head-of-household on
 * their federal return", the tables' footnote as transcribed by openbooks); without a W-4, Single (the federal
 * default). "No subtraction is made for personal or other withholding allowances claimed on federal form W-4."
 * A state certificate is refused (there is none); the W-4's "Utah Only - Exempt" notations (interstate
 * transportation, military spouse) are not modelled.
 *
 * Supplemental wages: Publication 14 has no supplemental rate; Utah withholds on the wages subject to federal
 * withholding of the period. `supplemental` is the formula on (regular + supplemental) wages less the formula on
 * the regular wages alone (whole dollars); supplemental wages paid alone are the period's only wages.
 *
 * Pre-tax exclusions (`excludes`): both excluded: "Utah calculates withholding tax based on wages subject to
 * federal withholding tax" (Publication 14, as transcribed by openbooks); 401(k) elective deferrals and § 125
 * salary reductions are not federal income-tax wages.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { Decimal, max0, ZERO } from '../../money';
import type { PayFrequency } from '../../types';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { UT_2026, type UtEdition, type UtYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(UT_2026);

export type UtColumn = 'single' | 'married';

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function utFigures(year: number): UtYearFigures {
  return figuresOf(FIGURES, 'Utah', year);
}

const dollars = (value: Decimal): Decimal => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

/** A schedule's period amounts: the annual ones ÷ pay periods, rounded half-up to the whole dollar. */
export function utPeriodSchedule(edition: UtEdition, column: UtColumn, periodsPerYear: number): { baseAllowance: Decimal; threshold: Decimal } {
  const annual = edition.annual[column];
  return {
    baseAllowance: dollars(new Decimal(annual.baseAllowance).dividedBy(periodsPerYear)),
    threshold: dollars(new Decimal(annual.threshold).dividedBy(periodsPerYear)),
  };
}

/** Lines 1-7 on one period's wages, in whole dollars. */
export function utFormula(edition: UtEdition, column: UtColumn, periodsPerYear: number, wages: Decimal): Decimal {
  const { baseAllowance, threshold } = utPeriodSchedule(edition, column, periodsPerYear);
  const line2 = dollars(wages.times(edition.rate));
  const line5 = dollars(max0(wages.minus(threshold)).times(edition.phaseOutRate));
  return max0(line2.minus(max0(baseAllowance.minus(line5))));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first day of the pay period ending `periodEnd` (see the module comment). */
export function utPeriodStart(periodEnd: string, frequency: PayFrequency): string {
  const end = new Date(`${periodEnd}T00:00:00Z`);
  const y = end.getUTCFullYear();
  const m = end.getUTCMonth();
  switch (frequency) {
    case 'Weekly':
      return iso(new Date(end.getTime() - 6 * DAY_MS));
    case 'Biweekly':
      return iso(new Date(end.getTime() - 13 * DAY_MS));
    case 'Semimonthly':
      return iso(new Date(Date.UTC(y, m, end.getUTCDate() <= 15 ? 1 : 16)));
    case 'Monthly':
      return iso(new Date(Date.UTC(y, m, 1)));
    case 'Quarterly':
      return iso(new Date(Date.UTC(y, m - 2, 1)));
    case 'Annually':
      return iso(new Date(Date.UTC(y, 0, 1)));
    default:
      throw new InvalidEngineInputError('frequency', `unknown frequency ${String(frequency)}`);
  }
}

/** The edition in force for the pay period ending `periodEnd`; a year with one edition needs none. */
export function utEdition(figures: UtYearFigures, periodEnd: unknown, frequency: PayFrequency): UtEdition {
  if (figures.editions.length === 1) return figures.editions[0];
  if (typeof periodEnd !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(periodEnd) || Number.isNaN(Date.parse(`${periodEnd}T00:00:00Z`))) {
    throw new InvalidEngineInputError(
      'periodEnd',
      `Utah ${figures.year} withholding changes for pay periods beginning on ${figures.editions.slice(1).map((e) => e.from).join(', ')}: the period end (YYYY-MM-DD) is needed, got ${String(periodEnd)}`,
    );
  }
  const start = utPeriodStart(periodEnd, frequency);
  let edition = figures.editions[0];
  for (const e of figures.editions) if (start >= e.from) edition = e;
  return edition;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = utFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  readCertificate(input.certificate, 'Utah (no state certificate: the federal W-4 is read)', {});
  if (regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const edition = utEdition(figures, input.periodEnd, input.frequency);
  const column: UtColumn = input.federalFilingStatus === 'MarriedFilingJointly' ? 'married' : 'single';
  const onRegular = utFormula(edition, column, periods, regularWages);
  const onPeriod = utFormula(edition, column, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular, supplemental: onPeriod.minus(onRegular) };
}

export const utWithholding: StateWithholding = {
  state: 'UT',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

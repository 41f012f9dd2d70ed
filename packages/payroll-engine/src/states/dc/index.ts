/**
 * District of Columbia income tax withholding by the annualized formula OTR prescribes (docs/domain-rules.md,
 * "State and local taxes"; figures in dc/2026.ts, which cites the notices read).
 *
 * Method (OTR release of December 7, 2011, with Tax Notice 2022-08's rate schedule and allowance amount):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2. less the D-4 allowances x the federal allowance amount of the year ($4,300 in 2026), never below zero
 *      (no standard deduction);
 *   3. the District's rate schedule on that amount (4% to 10.75%, one schedule for every filing status),
 *      rounded half-up to the cent;
 *   4. ÷ pay periods, rounded half-up to the cent; plus the D-4 line 3 additional amount.
 * Nonresidents of the District owe it no tax on wages: their D-4A is the reciprocity election of
 * states/reciprocity.ts (DC exempts all nonresidents), so this module only sees District residents' and
 * unelected employees' wages.
 *
 * Supplemental wages: FR-230 counts "salaries, fees, bonuses and commissions" as wages and prints no
 * supplemental rule (as transcribed by openbooks). This module aggregates: `supplemental` is the formula on
 * (regular + supplemental) wages less the formula on the regular wages alone; supplemental wages paid alone
 * are the period's only wages.
 *
 * Certificate: Form D-4, DC Withholding Allowance Certificate. Fields:
 * - `allowances`: line 2, the total number of withholding allowances, a whole number ≥ 0; absent 0.
 * - `additionalWithholding`: line 3, a decimal ≥ 0 per paycheck; added to `regular` when the payment has wages.
 * - `exempt`: boolean, line 4 "EXEMPT" (no DC tax last year and none expected, and exempt on the federal W-4);
 *   true withholds nothing.
 * (Line 1, the filing status, does not enter the formula: the schedule is the same for every status.) Any other
 * field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no D-4 on file: OTR publishes no rule for it; allowances exist only as claimed on a D-4, so none
 * are subtracted (withholding on the whole annualized wages, as openbooks also does).
 *
 * Pre-tax exclusions (`excludes`): both excluded: District taxable income starts from federal adjusted gross
 * income (D.C. Code § 47-1803.02), which excludes 401(k) elective deferrals and § 125 salary reductions, and
 * FR-230's wages are those on which federal income tax is withheld.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { taxOnSchedule } from '../schedule';
import { DC_2026, type DcYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(DC_2026);

const D4_FIELDS = { allowances: 'count', additionalWithholding: 'amount', exempt: 'boolean' } as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function dcFigures(year: number): DcYearFigures {
  return figuresOf(FIGURES, 'District of Columbia', year);
}

/** Steps 1-4 on one period's wages (without line 3): the annual tax and the period's share. */
export function dcFormula(figures: DcYearFigures, allowances: number, periodsPerYear: number, wages: Decimal): { annualTax: Decimal; tax: Decimal } {
  const taxable = max0(wages.times(periodsPerYear).minus(new Decimal(figures.allowance).times(allowances)));
  const annualTax = cents(taxOnSchedule(taxable, figures.schedule));
  return { annualTax, tax: cents(annualTax.dividedBy(periodsPerYear)) };
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = dcFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const d4 = readCertificate(input.certificate, 'D-4', D4_FIELDS);
  if (d4?.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const allowances = d4?.allowances ?? 0;
  const onRegular = dcFormula(figures, allowances, periods, regularWages).tax;
  const onPeriod = dcFormula(figures, allowances, periods, regularWages.plus(supplementalWages)).tax;
  return { regular: onRegular.plus(cents(d4?.additionalWithholding ?? ZERO)), supplemental: onPeriod.minus(onRegular) };
}

export const dcWithholding: StateWithholding = {
  state: 'DC',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

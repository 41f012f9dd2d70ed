/**
 * Louisiana income tax withholding by the formulas of R-1306 (docs/domain-rules.md, "State and local taxes";
 * figures in la/2026.ts, which cites the edition read).
 *
 * Method (R-1306 (1/26), p. 2), for the payroll period:
 *   1. the period's standard deduction = the annual one of the L-4 Block A code ÷ pay periods, rounded half-up
 *      to the cent ("12,875/52 = 247.60", "25,750/26 = 990.38");
 *   2. W = (wages − step 1) x 0.0309, a negative variable taken as zero, rounded half-up to the cent; plus the
 *      L-4 additional amount.
 *
 * Supplemental wages: "Louisiana employers must use the aggregate method to determine the amount of taxes to
 * withhold from supplemental wage payments" (https://www.xperthr.com/employment-law-manual/withholding-taxes-louisiana/1326/);
 * "Supplemental and vacation pay is subject to withholding. The amount of withholding would be determined in the
 * same manner as the employee's regular payroll. It does not matter if supplemental pay or vacation pay was
 * included in the regular payroll or paid at a different time" (the employer guide as quoted by
 * https://taxnews.ey.com/news/2018-0348-louisiana-issues-emergency-withholding-tax-rule-due-to-new-federal-tax-law).
 * `supplemental` is the formula on (regular + supplemental) wages less the formula on the regular wages alone;
 * supplemental wages paid alone are withheld on as the period's wages.
 *
 * Certificate: Form L-4 (R-1300), Employee's Withholding Certificate. Fields:
 * - `standardDeduction`: Block A: 'NoDeduction' (0), 'SingleOrMarriedFilingSeparately' (1),
 *   'MarriedFilingJointlyOrHeadOfHousehold' (2: married filing jointly, qualifying surviving spouse or head of
 *   household); absent means 'NoDeduction'.
 * - `additionalWithholding`: an increase of the tax withheld each pay period, a decimal ≥ 0; added to `regular`
 *   when the payment has wages.
 * - `exempt`: boolean, Form L-4E (exemption from withholding Louisiana income tax) on file; true withholds
 *   nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no L-4 on file: "the employer must withhold Louisiana income tax from the employee's wages without
 * any standard deduction" (R-1300, as transcribed by openbooks): code 0.
 *
 * Pre-tax exclusions (`excludes`): both excluded: Louisiana's tax base starts from federal adjusted gross income
 * (La. R.S. 47:293(1)), which excludes 401(k) elective deferrals and § 125 salary reductions, and Louisiana
 * withholds on the same wages as the federal return reports.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { LA_2026, type LaClaim, type LaYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(LA_2026);

export const LA_CLAIMS: readonly LaClaim[] = ['NoDeduction', 'SingleOrMarriedFilingSeparately', 'MarriedFilingJointlyOrHeadOfHousehold'];

const L4_FIELDS = { standardDeduction: LA_CLAIMS, additionalWithholding: 'amount', exempt: 'boolean' } as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function laFigures(year: number): LaYearFigures {
  return figuresOf(FIGURES, 'Louisiana', year);
}

/** Step 1: the period's standard deduction, rounded to the cent. */
export function laPeriodDeduction(figures: LaYearFigures, claim: LaClaim, periodsPerYear: number): Decimal {
  return cents(new Decimal(figures.standardDeduction[claim]).dividedBy(periodsPerYear));
}

/** Step 2 on one period's wages. */
export function laFormula(figures: LaYearFigures, claim: LaClaim, periodsPerYear: number, wages: Decimal): Decimal {
  return cents(max0(wages.minus(laPeriodDeduction(figures, claim, periodsPerYear))).times(figures.rate));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = laFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const l4 = readCertificate(input.certificate, 'L-4', L4_FIELDS);
  if (l4?.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const claim = l4?.standardDeduction ?? 'NoDeduction';
  const onRegular = laFormula(figures, claim, periods, regularWages);
  const onPeriod = laFormula(figures, claim, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(l4?.additionalWithholding ?? ZERO)), supplemental: onPeriod.minus(onRegular) };
}

export const laWithholding: StateWithholding = {
  state: 'LA',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/**
 * Kentucky income tax withholding, the STATE part, by the 2026 Kentucky Withholding Tax Formula (42A003)
 * (docs/domain-rules.md, "State and local taxes"; figures in ky/2025.ts and ky/2026.ts, which cite the editions read).
 *
 * Kentucky's cities and counties levy occupational license taxes on wages; they are local taxes, not computed
 * here, and the item keeps the `local_taxes_not_computed` warning for Kentucky (states/index.ts LOCAL_WAGE_TAX).
 *
 * Method (42A003, 2026):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2. less the standard deduction ($3,270 in 2025, $3,360 in 2026), never below zero;
 *   3. x the year's rate (4.0% in 2025, 3.5% in 2026) = the gross annual Kentucky tax, rounded half-up to the
 *      cent ("$1,255.80");
 *   4. ÷ pay periods, rounded half-up to the cent ("104.65"); plus the K-4 additional amount.
 * There are no allowances: every employee is withheld on by the same formula. The biweekly example's printed
 * "$47" is the formula's $47.98 cut to dollars; this module follows the formula and the monthly example, which
 * prints cents (test/states/ky.test.ts pins both).
 *
 * Supplemental wages: "In Kentucky supplemental wages are required to be aggregated for the state income tax
 * withholding calculation" (https://moon-sixpence.co.uk/payroll-kentucky-unique-aspects-of-kentucky-payroll-law-and-practice.html;
 * 42A003 prints no separate supplemental rule). `supplemental` is the formula's tax on (regular + supplemental)
 * wages of the period less its tax on the regular wages alone; supplemental wages paid alone are the period's
 * only wages.
 *
 * Certificate: Form K-4 (42A804), Kentucky's Withholding Certificate, "only required to document that an
 * employee has requested an exemption from withholding OR to document that an employee has requested additional
 * withholding" (as transcribed by openbooks). Fields:
 * - `exempt`: boolean, K-4 box 1 (no Kentucky income tax liability expected), box 2 (Fort Campbell
 *   nonresident) or box 3 (nonresident military spouse); true withholds nothing. Box 4, a resident of a
 *   reciprocal state, is the employee's reciprocity election (states/reciprocity.ts), not this field.
 * - `additionalWithholding`: additional withholding per pay period, a decimal ≥ 0; added to `regular` when the
 *   payment has wages.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field). Without
 * a K-4 the formula amount is withheld (nothing to default).
 *
 * Pre-tax exclusions (`excludes`): both excluded: "In Kentucky cafeteria plans are not taxable for income tax
 * calculation ... 401(k) plan deferrals are not taxable for income taxes" (same page); "Kentucky follows federal
 * law regarding the state income taxation of salary deferrals to IRC § 125 cafeteria plans"
 * (https://www.xperthr.com/employment-law-manual/payroll/taxation-of-employee-benefits/employment-law-manual/taxation-of-employee-benefits-kentucky/1233/).
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { KY_2025 } from './2025';
import { KY_2026, type KyYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(KY_2025, KY_2026);

const K4_FIELDS = { exempt: 'boolean', additionalWithholding: 'amount' } as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function kyFigures(year: number): KyYearFigures {
  return figuresOf(FIGURES, 'Kentucky', year);
}

/** Steps 1-4 on one period's wages: the annual tax and the period's withholding. */
export function kyFormula(figures: KyYearFigures, periodsPerYear: number, wages: Decimal): { annualTax: Decimal; tax: Decimal } {
  const annualTax = cents(max0(wages.times(periodsPerYear).minus(figures.standardDeduction)).times(figures.rate));
  return { annualTax, tax: cents(annualTax.dividedBy(periodsPerYear)) };
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = kyFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const k4 = readCertificate(input.certificate, 'K-4', K4_FIELDS);
  if (k4?.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const onRegular = kyFormula(figures, periods, regularWages).tax;
  const onPeriod = kyFormula(figures, periods, regularWages.plus(supplementalWages)).tax;
  return { regular: onRegular.plus(cents(k4?.additionalWithholding ?? ZERO)), supplemental: onPeriod.minus(onRegular) };
}

export const kyWithholding: StateWithholding = {
  state: 'KY',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

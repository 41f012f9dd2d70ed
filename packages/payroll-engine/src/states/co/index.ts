/**
 * Colorado income tax withholding by the Department of Revenue's DR 1098 worksheet (docs/domain-rules.md, "State
 * and local taxes"; figures in co/2026.ts, which cites the edition read).
 *
 * Method (DR 1098, Steps 1 and 2):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2a. the annual withholding allowance: DR 0004 line 2 when the employee filed one with an amount (zero
 *       included); otherwise by the federal W-4 Step 1(c) filing status, $11,000 for married filing jointly (or
 *       qualifying surviving spouse) and $5,500 for any other status; with neither form, as if the W-4 said
 *       single;
 *   2b. annual wages less the allowance, never below zero;
 *   2c. x 4.40%, rounded half-up to the cent;
 *   2d. ÷ pay periods, rounded half-up to the cent (the worksheet prints no rounding rule; cents at each money
 *       step, as the transcriptions of co/2026.ts do);
 *   2e/2f. plus the DR 0004 line 3 additional amount.
 *
 * Supplemental wages: DR 1098 has no supplemental rule of its own; the worksheet applies to the wages paid in
 * the period. This module aggregates, like il/index.ts: `supplemental` is the worksheet's tax on (regular +
 * supplemental) wages of the period less its tax on the regular wages alone, so the allowance counts once;
 * whenever the regular wages cover the period's share of the allowance this is 4.40% of the supplemental wages
 * (to within a cent of rounding). Supplemental wages paid alone are the period's only wages.
 *
 * Certificate: Form DR 0004, Colorado Employee Withholding Certificate (optional). Fields:
 * - `annualAllowance`: line 2, the annual withholding allowance, a decimal ≥ 0; absent (left blank) means the
 *   Step 2a amount of the federal W-4 filing status.
 * - `additionalWithholding`: line 3, additional withholding per pay period, a decimal ≥ 0; added to `regular`
 *   when the payment has wages.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field). DR 0004
 * has no exemption claim. Without a DR 0004 the module reads the federal filing status it is given
 * (StateWithholdingInput.federalFilingStatus: 'MarriedFilingJointly' gives $11,000, any other $5,500), and without
 * a W-4 either it uses $5,500 (single). An exempt federal W-4 (which DR 1098 treats as no Colorado withholding)
 * is not modelled: the engine's W-4 has no exempt claim.
 *
 * Pre-tax exclusions (`excludes`): both excluded. Colorado withholds from "compensation ... subject to federal
 * withholding for income tax purposes" (DR 1098, "Who Must Withhold Colorado Income Tax?", 11/27/17 edition,
 * fdocuments.in copy; the 2026 worksheet annualizes the same wages): 401(k) elective deferrals and § 125
 * salary reductions are not federal income-tax wages.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { CO_2026, type CoYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(CO_2026);

const DR0004_FIELDS = { annualAllowance: 'optionalAmount', additionalWithholding: 'amount' } as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function coFigures(year: number): CoYearFigures {
  return figuresOf(FIGURES, 'Colorado', year);
}

/** Step 2a: the DR 0004 line 2 amount when given, else the W-4 filing status's amount (single without a W-4). */
export function coAnnualAllowance(figures: CoYearFigures, dr0004Line2: Decimal | undefined, federalFilingStatus: string | undefined): Decimal {
  if (dr0004Line2 !== undefined) return dr0004Line2;
  return new Decimal(federalFilingStatus === 'MarriedFilingJointly' ? figures.allowance.marriedFilingJointly : figures.allowance.other);
}

/** Steps 1-2d on one period's wages. */
export function coPeriodTax(figures: CoYearFigures, allowance: Decimal, periodsPerYear: number, wages: Decimal): Decimal {
  const annualTax = cents(max0(wages.times(periodsPerYear).minus(allowance)).times(figures.rate));
  return cents(annualTax.dividedBy(periodsPerYear));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = coFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const read = readCertificate(input.certificate, 'DR 0004', DR0004_FIELDS);
  if (regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const allowance = coAnnualAllowance(figures, read?.annualAllowance, input.federalFilingStatus);
  const onRegular = coPeriodTax(figures, allowance, periods, regularWages);
  const onPeriod = coPeriodTax(figures, allowance, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(read?.additionalWithholding ?? ZERO)), supplemental: onPeriod.minus(onRegular) };
}

export const coWithholding: StateWithholding = {
  state: 'CO',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

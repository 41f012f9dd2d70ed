/**
 * Mississippi income tax withholding by the Department of Revenue's Computer Payroll Accounting formula
 * (docs/domain-rules.md, "State and local taxes"; figures in ms/2025.ts and ms/2026.ts, which cite the editions read).
 *
 * Method (flowchart, 2026):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2. taxable income = annual wages − the Form 89-350 line 6 exemption − the standard deduction of the 89-350
 *      status, never below zero;
 *   3. annual tax = the year's rate (4.4% in 2025, 4.0% in 2026) on the taxable income over $10,000, rounded
 *      half-up to the cent;
 *   4. ÷ pay periods, rounded half-up to the cent, then to the nearest whole dollar; plus line 7.
 * Pay periods the flowchart lists (weekly, biweekly, semimonthly, monthly, annual, daily) and any other (quarterly)
 * alike: the formula annualizes.
 *
 * Supplemental wages: "If supplemental wages are paid at the same time as regular wages, the income tax to be
 * withheld should be determined as if the total of the supplemental and regular wages was a single wage payment
 * for the regular payroll period" (https://www.eccapayroll.com/state/mississipi/; "taxed same as regular income",
 * https://paycheckcity.com/payroll-resources/mississippi/historical-tax-rates/2024). `supplemental` is the
 * formula on (regular + supplemental) wages less the formula on the regular wages alone (whole dollars);
 * supplemental wages paid alone are the period's only wages.
 *
 * Certificate: Form 89-350, Mississippi Employee's Withholding Exemption Certificate (the federal W-4 may not be
 * used instead). Fields:
 * - `filingStatus`: 'Single' (line 1), 'MarriedSpouseNotEmployed' (line 2(a)), 'MarriedSpouseEmployed' (line
 *   2(b)), 'HeadOfFamily' (line 3); absent means 'Single'.
 * - `exemption`: line 6, the total amount of exemption claimed in dollars (personal, dependents, age and
 *   blindness, as the form's lines add them), a decimal ≥ 0; absent 0.
 * - `additionalWithholding`: line 7, a decimal ≥ 0 per pay period; added to `regular` when the payment has wages.
 * - `exempt`: boolean, line 8, military spouse (with the documents the form asks for); true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no 89-350 on file: single with no exemption (Pub. 89-700, as transcribed by the sources of
 * ms/2026.ts; the second repository's $31 case is that default).
 *
 * Pre-tax exclusions (`excludes`): both excluded: § 125 benefits "are not subject to Mississippi withholding"
 * (35 Miss. Code R. § 3-03-03-105); 401(k) deferrals follow the federal treatment
 * (https://www.legalfix.com/topics/employment-law/retirement-plans-401k-plans/ms).
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { MS_2025 } from './2025';
import { MS_2026, type MsFilingStatus, type MsYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(MS_2025, MS_2026);

export const MS_FILING_STATUSES: readonly MsFilingStatus[] = ['Single', 'MarriedSpouseNotEmployed', 'MarriedSpouseEmployed', 'HeadOfFamily'];

const FORM_89_350_FIELDS = {
  filingStatus: MS_FILING_STATUSES,
  exemption: 'amount',
  additionalWithholding: 'amount',
  exempt: 'boolean',
} as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function msFigures(year: number): MsYearFigures {
  return figuresOf(FIGURES, 'Mississippi', year);
}

/** Steps 1-4 on one period's wages, in whole dollars (without line 7). */
export function msFormula(figures: MsYearFigures, status: MsFilingStatus, exemption: Decimal, periodsPerYear: number, wages: Decimal): Decimal {
  const taxable = max0(wages.times(periodsPerYear).minus(exemption).minus(figures.standardDeduction[status]));
  const annualTax = cents(max0(taxable.minus(figures.zeroBand)).times(figures.rate));
  return cents(annualTax.dividedBy(periodsPerYear)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = msFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const form = readCertificate(input.certificate, '89-350', FORM_89_350_FIELDS);
  if (form?.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const status = form?.filingStatus ?? 'Single';
  const exemption = form?.exemption ?? ZERO;
  const onRegular = msFormula(figures, status, exemption, periods, regularWages);
  const onPeriod = msFormula(figures, status, exemption, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(form?.additionalWithholding ?? ZERO)), supplemental: onPeriod.minus(onRegular) };
}

export const msWithholding: StateWithholding = {
  state: 'MS',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

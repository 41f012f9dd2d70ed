/**
 * Iowa income tax withholding by the Department of Revenue's 2025 and 2026 withholding formulas (docs/domain-rules.md,
 * "State and local taxes"; figures in ia/2025.ts and ia/2026.ts, each citing the edition read; the formula is the
 * same both years, only the 3.80% rate's deductions differ: $12,000 / $18,050 / $24,050 in 2025).
 *
 * Method (Iowa Withholding Formula, 2026):
 *   1. T1 = the period's wages (G) less the deduction D of the IA W-4 column for the period (the annual $13,000 /
 *      $19,500 / $26,000 ÷ pay periods, rounded to the cent), never below zero;
 *   2. T2 = T1 x 3.80%, rounded half-up to the cent;
 *   3. T3 = T2 less the allowance for the period (line 7 total allowances W ÷ pay periods, rounded to the cent,
 *      "$40 ÷ 26 = $1.54"), never below zero;
 *   4. T4 = T3 + A, the IA W-4 line 8 additional amount.
 * For a number of pay periods the formula prints no deduction for (quarterly), its rule: annualize the wages,
 * steps 1-3 on the annual figures, T3 ÷ pay periods (rounded to the cent), then A.
 *
 * Supplemental wages (Iowa Admin. Code r. 701—307.2(1)"c", as summarised by https://onpay.com/payroll/calculator-tax-rates/flat-bonus-tax-rates-calculator/iowa:
 * "If federal income tax is withheld at a flat rate on these supplemental wages, Iowa requires withholding at
 * the state's highest individual income tax rate of 3.8%. However, if the bonus is paid together with regular
 * wages, the total amount should be taxed using Iowa's standard withholding tables or formulas"; likewise
 * https://polarservicecenter.net/?p=3499): when federal tax on the supplemental wages is withheld at the flat
 * rate (StateWithholdingInput.federalSupplementalMethod 'Flat' or absent, the engine's default), `supplemental`
 * is 3.80% of them, rounded to the cent; when federal aggregates them ('Aggregate'), the formula on (regular +
 * supplemental) wages less the formula on the regular wages alone.
 *
 * Certificate: the 2026 IA W-4, Employee Withholding Allowance Certificate. Fields:
 * - `filingStatus`: 'Other' (single, married filing separately, or a joint filer withholding as single),
 *   'HeadOfHousehold', 'MarriedFilingJointly' (married filing jointly or qualifying surviving spouse); absent
 *   means column (A), the formula's rule for a missing marital status.
 * - `spouseHasEarnedIncome`: boolean, for 'MarriedFilingJointly': true uses column (A), false or absent column
 *   (C). 'Other' is column (A), 'HeadOfHousehold' column (B).
 * - `totalAllowances`: line 7, the total allowances in dollars (lines 1-6 added), a decimal ≥ 0; absent 0.
 * - `additionalWithholding`: line 8, a decimal ≥ 0 per pay period; added to `regular` when the payment has wages.
 * - `exempt`: boolean, the IA W-4 exemption (an Iowa resident with no liability last year and none expected; a
 *   nonresident may not claim it, which the employer checks when accepting the form) or the military spouse
 *   exemption; true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field). A
 * 2023-or-earlier IA W-4 (two columns, $40 per allowance) is not read: the 2026 form is the one collected.
 * Default with no IA W-4 on file: column (A) with no allowances (IAC 701—307.3: "the employee shall be considered
 * as claiming no withholding allowances"; the formula's column (A) for a missing marital status).
 *
 * Pre-tax exclusions (`excludes`): both excluded: "Iowa income tax withholding generally applies to the same
 * wages and compensation as federal withholding" (https://polarservicecenter.net/?p=3499); Iowa's taxable income
 * starts from federal adjusted gross income, which excludes 401(k) elective deferrals and § 125 salary
 * reductions.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { IA_2025 } from './2025';
import { IA_2026, type IaYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(IA_2025, IA_2026);

export const IA_FILING_STATUSES = ['Other', 'HeadOfHousehold', 'MarriedFilingJointly'] as const;
export type IaColumn = 'A' | 'B' | 'C';

const IAW4_FIELDS = {
  filingStatus: IA_FILING_STATUSES,
  spouseHasEarnedIncome: 'boolean',
  totalAllowances: 'amount',
  additionalWithholding: 'amount',
  exempt: 'boolean',
} as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function iaFigures(year: number): IaYearFigures {
  return figuresOf(FIGURES, 'Iowa', year);
}

/** The deduction column of an IA W-4's status (see the module comment). */
export function iaColumn(filingStatus: string | undefined, spouseHasEarnedIncome: boolean): IaColumn {
  if (filingStatus === 'HeadOfHousehold') return 'B';
  if (filingStatus === 'MarriedFilingJointly' && !spouseHasEarnedIncome) return 'C';
  return 'A';
}

/** The deduction D for a printed period: the annual one ÷ periods, rounded to the cent. */
export function iaPeriodDeduction(figures: IaYearFigures, column: IaColumn, periodsPerYear: number): Decimal {
  return cents(new Decimal(figures.deduction[column]).dividedBy(periodsPerYear));
}

/** Steps 1-3 (T3) on one period's wages. */
export function iaT3(figures: IaYearFigures, column: IaColumn, allowances: Decimal, periodsPerYear: number, wages: Decimal): Decimal {
  const printed = figures.printedPeriods.includes(periodsPerYear);
  const p = printed ? periodsPerYear : 1;
  const g = printed ? wages : wages.times(periodsPerYear);
  const t1 = max0(g.minus(iaPeriodDeduction(figures, column, p)));
  const t2 = cents(t1.times(figures.rate));
  const t3 = max0(t2.minus(cents(allowances.dividedBy(p))));
  return printed ? t3 : cents(t3.dividedBy(periodsPerYear));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = iaFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const w4 = readCertificate(input.certificate, 'IA W-4', IAW4_FIELDS);
  if (w4?.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const column = iaColumn(w4?.filingStatus, w4?.spouseHasEarnedIncome ?? false);
  const allowances = w4?.totalAllowances ?? ZERO;
  const onRegular = iaT3(figures, column, allowances, periods, regularWages);
  const supplemental =
    input.federalSupplementalMethod === 'Aggregate'
      ? iaT3(figures, column, allowances, periods, regularWages.plus(supplementalWages)).minus(onRegular)
      : cents(supplementalWages.times(figures.supplementalRate));
  return { regular: onRegular.plus(cents(w4?.additionalWithholding ?? ZERO)), supplemental };
}

export const iaWithholding: StateWithholding = {
  state: 'IA',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

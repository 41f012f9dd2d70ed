/**
 * Illinois income tax withholding by the automated payroll method of Booklet IL-700-T (docs/domain-rules.md,
 * "State and local taxes"; figures in il/2025.ts and il/2026.ts).
 *
 * Method (IL-700-T, page 4, "Automated payroll method"; 86 Ill. Adm. Code 100.7050(a): the rate "times the
 * amount by which that individual's compensation exceeds the proportionate part of his or her withholding
 * exemption attributable to the payroll period"):
 *   1. exemption = (Line 1 allowances x basic allowance + Line 2 allowances x $1,000) ÷ pay periods per
 *      year, rounded to cents as the booklet's example prints it ($7,850 ÷ 52 = $150.96);
 *   2. tax = 4.95% x (wages − exemption), never below zero, rounded half-up to cents ($649.04 x .0495 =
 *      $32.13 in the same example);
 *   3. plus the Form IL-W-4 Line 3 additional amount, added after the rate (not taxed by it).
 * Rounding: cents, as the booklet's worked example rounds both the period exemption and the tax.
 *
 * Supplemental wages: IL-700-T prints no supplemental rule and no supplemental rate; Illinois has no
 * separate supplemental rate. 86 Ill. Adm. Code 100.7050(b)(1) has employers compute Illinois withholding
 * "pursuant to the methods and rules provided for withholding on that compensation under the Internal
 * Revenue Code", and 100.7050(c) addresses supplemental wages (bonuses, commissions, overtime) "paid for
 * the same or a different period" (the stored copy of (c) breaks off before its rule). This module applies
 * the booklet's formula to the payroll period's whole compensation, the aggregate method: `supplemental`
 * is the tax on (regular + supplemental) less the tax on the regular wages alone, so the period's
 * exemption is allowed once. Whenever the regular wages cover the period's exemption this is exactly
 * 4.95% of the supplemental wages, the flat figure payroll references quote for Illinois bonuses.
 *
 * Certificate: Form IL-W-4, Employee's and other Payee's Illinois Withholding Allowance Certificate. Fields:
 * - `basicAllowances`: IL-W-4 Line 1, a whole number ≥ 0 (number or digit string); absent means 0.
 * - `additionalAllowances`: IL-W-4 Line 2, a whole number ≥ 0; absent means 0.
 * - `additionalWithholding`: IL-W-4 Line 3, a decimal ≥ 0, dollars per pay; absent means 0. Added to
 *   `regular` when the payment has wages.
 * - `exempt`: boolean, the IL-W-4 claim of exemption; true withholds nothing. Illinois honours it only
 *   when the employee is also exempt from federal withholding (IDOR Publication 130); the caller passes
 *   it only then.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no IL-W-4 on file: withhold on all compensation with no allowances (Form IL-W-4
 * instructions, as transcribed by two open-source payroll engines: "If you do not file a completed Form
 * IL-W-4 with your employer ... your employer must withhold Illinois Income Tax on the entire amount of
 * your compensation, without allowing any exemptions"; https://www.xperthr.com/employment-law-manual/withholding-taxes-illinois/1321/:
 * "If an employee does not provide the form, the employer must withhold Illinois income tax without
 * allowing for any exemptions").
 *
 * Pre-tax exclusions (`excludes`): both excluded. Illinois withholds on compensation subject to federal
 * income tax withholding and not on "any compensation paid in this State of a character which is not
 * subject to federal income tax withholding" (86 Ill. Adm. Code 100.7000(a), IITA § 701,
 * https://www.ilga.gov/commission/jcar/admincode/086/086001000S70000R.html). 401(k) elective deferrals
 * and § 125 salary reductions are not federal income-tax wages (IRC §§ 402(g), 125, 3401(a)), so neither
 * is Illinois compensation for withholding.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { IL_2025 } from './2025';
import { IL_2026, type IlYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(IL_2025, IL_2026);

/** The Form IL-W-4 as this module reads it. */
export interface IlW4 {
  basicAllowances: number;
  additionalAllowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['basicAllowances', 'additionalAllowances', 'additionalWithholding', 'exempt'] as const;

/** No IL-W-4 on file: no allowances, nothing added, not exempt (the IL-W-4 instructions; Publication 130). */
export const NO_IL_W4: Readonly<IlW4> = Object.freeze({ basicAllowances: 0, additionalAllowances: 0, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function ilFigures(year: number): IlYearFigures {
  return figuresOf(FIGURES, 'Illinois', year);
}

/** Reads a Form IL-W-4 (see the module comment); undefined means none on file. */
export function readIlW4(certificate: Readonly<Record<string, unknown>> | undefined): IlW4 {
  if (certificate === undefined || certificate === null) return NO_IL_W4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of IL-W-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an IL-W-4 field (${FIELDS.join(', ')})`);
    }
  }
  const extra = certificate.additionalWithholding;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extra)}`);
  }
  const exempt = certificate.exempt;
  if (exempt !== undefined && exempt !== null && typeof exempt !== 'boolean') {
    throw new InvalidEngineInputError('certificate.exempt', `not true or false: ${String(exempt)}`);
  }
  return {
    basicAllowances: certificateCount(certificate.basicAllowances, 'certificate.basicAllowances'),
    additionalAllowances: certificateCount(certificate.additionalAllowances, 'certificate.additionalAllowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** IL-700-T step 1: the allowances' annual total divided by the pay periods, rounded to cents. */
export function ilPeriodExemption(figures: IlYearFigures, w4: IlW4, periodsPerYear: number): Decimal {
  const annual = new Decimal(figures.basicAllowance)
    .times(w4.basicAllowances)
    .plus(new Decimal(figures.additionalAllowance).times(w4.additionalAllowances));
  return cents(annual.dividedBy(periodsPerYear));
}

function wages(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = ilFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wages(input.regularWages, 'regularWages');
  const supplementalWages = wages(input.supplementalWages, 'supplementalWages');
  const w4 = readIlW4(input.certificate);
  if (w4.exempt) return { regular: ZERO, supplemental: ZERO };

  const exemption = ilPeriodExemption(figures, w4, input.periodsPerYear);
  const onRegular = cents(max0(regularWages.minus(exemption)).times(figures.rate));
  const onPeriod = cents(max0(regularWages.plus(supplementalWages).minus(exemption)).times(figures.rate));
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(cents(w4.additionalWithholding)) : ZERO,
    supplemental: onPeriod.minus(onRegular),
  };
}

export const ilWithholding: StateWithholding = {
  state: 'IL',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/**
 * Pennsylvania personal income tax withholding (docs/domain-rules.md, "State and local taxes").
 *
 * Method (61 Pa. Code § 113.3, "Computing withholding of Pennsylvania Personal Income Tax"; the PA
 * Department of Revenue's REV-415 Employer Withholding Information Guide and REV-580 say the same):
 * - Regular compensation: "For a payroll period an employer shall compute the tax to be withheld from the
 *   compensation of an employee by multiplying the compensation by the rate" (§ 113.3(a)(1)(i)). The
 *   rate is flat, 3.07% (72 P.S. § 7302; pa/2025.ts, pa/2026.ts): no brackets, no allowances, no standard
 *   deduction, no filing status, and no annualisation, so the pay frequency does not matter.
 * - Supplemental compensation (commissions, overtime, vacation pay, bonuses): "an employer shall
 *   determine the tax to be withheld by adding the supplemental or other compensation for the current
 *   payroll period and multiplying the amount by the rate" (§ 113.3(a)(2)). There is no separate
 *   supplemental rate: `supplemental` is the tax on (regular + supplemental) less the tax on regular.
 * - Rounding: § 113.3 prescribes none beyond the multiplication; the tax is money, so each multiplication
 *   is rounded half-up to cents (money.ts `cents`), once on the regular compensation and once on the sum,
 *   so that the two parts add up to the single product § 113.3(a)(2) describes.
 *
 * Certificate: Pennsylvania has no withholding allowance certificate ("Pennsylvania does not have a state
 * withholding exemption certificate", REV-415; REV-580). Form REV-419, Employee's Nonwithholding
 * Application Certificate, only turns PA withholding off for a resident of a reciprocal state (IN, MD,
 * NJ, OH, VA, WV); that decision is the caller's, not this module's. The one employee election the rules
 * allow is read here:
 * - `additionalWithholding` (optional): a decimal ≥ 0, dollars per payment, withheld in addition to the
 *   tax under a written agreement between employer and employee (61 Pa. Code § 113.3(b)). It is added
 *   to `regular` whenever the payment has compensation.
 * Any other field is rejected (InvalidEngineInputError naming it).
 * Default with no certificate on file: 3.07% of all compensation, nothing added (REV-580: "Employers are
 * required to withhold PA personal income tax at a flat rate of 3.07 percent of compensation").
 *
 * Pre-tax exclusions (`excludes`):
 * - Section 125: excluded. 72 P.S. § 7301(d) ("compensation") as amended by Act 7 of 1997 excludes
 *   "payments made by employers or labor unions, including payments made pursuant to a cafeteria plan
 *   qualifying under section 125 of the Internal Revenue Code ... for employee benefit programs covering
 *   hospitalization, sickness, disability or death" (quoted at https://www.reedsmith.com/en/perspectives/1997/10/pennsylvania-department-of-revenue-issues-policy-s,
 *   on the Department's 1997 policy statement treating elective salary reductions to a nondiscriminatory
 *   cafeteria plan as excluded employer contributions); REV-415's list of exclusions from compensation
 *   (as summarised at https://www.blr.com/Compensation/Compensation/Withholding-in-Pennsylvania) and
 *   https://hrcenter.us.brightmine.com/employment-law-guide/taxation-of-employee-benefits-pennsylvania/1248
 *   ("Salary deferrals for health benefits under IRC § 125 cafeteria plans are not subject to state income
 *   tax withholding"). Caveat the boolean cannot express: only health, sickness, disability and death
 *   benefits are excluded; a § 125 dependent-care account is PA compensation
 *   (http://www.csionline.org/no-26---december-9-1997). The caller's section125 amounts must be those.
 * - 401(k) elective deferrals: NOT excluded; they are PA-taxable compensation and withheld on (same
 *   brightmine/XpertHR summary: "Salary deferrals to Internal Revenue Code (IRC) § 401(k) plans are
 *   subject to Pennsylvania income and unemployment insurance taxes"; the 1991 Commonwealth Court ruling
 *   reported in ICI memo 2915, https://icinew-stage.ici.org/memo-2915; PA DOR guidance as summarised at
 *   http://www.lancasterlawblog.com/2007/04/articles/employment-law/employee-benefits/pa-income-tax-and-withholding-summary-for-employment-related-programs-and-benefits/).
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, ZERO } from '../../money';
import { PA_2025 } from './2025';
import { PA_2026, type PaYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(PA_2025, PA_2026);

/** The certificate fields this module reads (see the module comment). */
const CERTIFICATE_FIELDS: ReadonlySet<string> = new Set(['additionalWithholding']);

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function paFigures(year: number): PaYearFigures {
  return figuresOf(FIGURES, 'Pennsylvania', year);
}

function wages(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

/** The additional amount agreed in writing (61 Pa. Code § 113.3(b)); zero when there is no certificate. */
function additionalWithholding(certificate: Readonly<Record<string, unknown>> | undefined): Decimal {
  if (certificate === undefined || certificate === null) return ZERO;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of certificate fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!CERTIFICATE_FIELDS.has(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, 'not a Pennsylvania withholding field (Pennsylvania reads only additionalWithholding)');
    }
  }
  const value = certificate.additionalWithholding;
  if (value !== undefined && value !== null && typeof value !== 'number' && typeof value !== 'string' && !Decimal.isDecimal(value)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(value)}`);
  }
  return dec(value as Decimal.Value | null | undefined, 'certificate.additionalWithholding');
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const { rate } = paFigures(input.year);
  const regularWages = wages(input.regularWages, 'regularWages');
  const supplementalWages = wages(input.supplementalWages, 'supplementalWages');
  const extra = additionalWithholding(input.certificate);

  const onRegular = cents(regularWages.times(rate));
  const onPeriod = cents(regularWages.plus(supplementalWages).times(rate));
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(cents(extra)) : ZERO,
    supplemental: onPeriod.minus(onRegular),
  };
}

export const paWithholding: StateWithholding = {
  state: 'PA',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: false },
  withhold,
};

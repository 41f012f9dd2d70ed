/**
 * Arizona income tax withholding: the Form A-4 percentage of gross taxable wages (docs/domain-rules.md,
 * "State and local taxes"; figures in az/2025.ts and az/2026.ts).
 *
 * Method (Form A-4, Employee's Instructions: "The amount withheld is a percentage of your gross taxable
 * wages from every paycheck. You may also have your employer withhold an extra amount from each
 * paycheck"; A.R.S. § 43-401(A)):
 *   tax = elected percentage x the payment's gross taxable wages, rounded half-up to cents, plus the A-4
 *   extra amount. There are no allowances, no deductions, no brackets and no annualisation, so the pay
 *   frequency does not matter.
 * "Gross taxable wages" are "the amount that meets the federal definition of wages contained in U.S. Code
 * § 3401 and is included in box 1 of the employee's federal W-2 form" (ADOR, Withholding Tax,
 * https://azdor.gov/businesses-arizona/withholding-tax; the A-4 instructions: "gross wages less any pretax
 * deductions, such as your share of health insurance premiums").
 *
 * Supplemental wages: Arizona has no supplemental rate or rule ("Arizona does not have special provisions
 * regarding withholding from supplemental wages, such as bonuses. Supplemental wages are treated as
 * regular wages", XpertHR, Withholding Taxes: Arizona; the A-4 percentage applies to "every paycheck").
 * The percentage applies to the payment's whole gross taxable wages, as PA's single product: `supplemental`
 * is the percentage of (regular + supplemental) less the percentage of regular, each rounded to cents, so
 * the two parts add up to the one product.
 *
 * Certificate: Form A-4, Employee's Arizona Withholding Election ("Choose either box 1 or box 2"). Fields:
 * - `withholdingPercentage`: box 1, the percentage checked, one of the year's printed percentages
 *   ('0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5'; a number or numeric string equal to one of them).
 *   Required unless `zeroWithholding` is true.
 * - `additionalWithholding`: box 1, the extra amount withheld from each paycheck, a decimal ≥ 0; absent
 *   means 0. Added to `regular` when the payment has wages. Not allowed with `zeroWithholding`.
 * - `zeroWithholding`: boolean, box 2, "I elect an Arizona withholding percentage of zero, and I certify
 *   that I expect to have no Arizona tax liability for the current taxable year"; true withholds nothing.
 *   Not allowed with a box 1 percentage.
 * Any other field, a value of the wrong kind, a percentage not printed on the form, or both boxes (or
 * neither) is rejected (InvalidEngineInputError naming the field).
 * Default with no A-4 on file: 2.0% of gross taxable wages, nothing added (ADOR news release of January 18,
 * 2023: "If an employee fails to fill out the new Form A-4, the default rate will be 2.0%").
 *
 * Pre-tax exclusions (`excludes`): both excluded. Gross taxable wages are IRC § 3401 wages, W-2 box 1
 * (above); ADOR: "Amounts considered wages for federal tax purposes are also considered wages for Arizona
 * income tax and withholding purposes ... Amounts excluded from wages and from mandatory federal
 * withholding are excluded from mandatory Arizona withholding." § 125 salary reductions and 401(k)
 * elective deferrals are not § 3401 wages and are not in box 1.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, HUNDRED, ZERO } from '../../money';
import { AZ_2025 } from './2025';
import { AZ_2026, type AzYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(AZ_2025, AZ_2026);

/** The Form A-4 as this module reads it. */
export interface AzA4 {
  /** The percentage withheld (percent, e.g. '2.0'); '0' for the box 2 zero election. */
  percentage: string;
  additionalWithholding: Decimal;
}

const FIELDS = ['withholdingPercentage', 'additionalWithholding', 'zeroWithholding'] as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function azFigures(year: number): AzYearFigures {
  return figuresOf(FIGURES, 'Arizona', year);
}

/** The printed percentage equal to `value`, or InvalidEngineInputError. */
function printedPercentage(figures: AzYearFigures, value: unknown): string {
  const field = 'certificate.withholdingPercentage';
  let d: Decimal | undefined;
  if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value))) {
    d = new Decimal(typeof value === 'string' ? value.trim() : value);
  }
  const match = d && figures.percentages.find((p) => new Decimal(p).equals(d as Decimal));
  if (!match) {
    throw new InvalidEngineInputError(field, `not an Arizona Form A-4 percentage (${figures.percentages.join(', ')}): ${String(value)}`);
  }
  return match;
}

/** Reads a Form A-4 (see the module comment); undefined means none on file (the default percentage). */
export function readAzA4(figures: AzYearFigures, certificate: Readonly<Record<string, unknown>> | undefined): AzA4 {
  if (certificate === undefined || certificate === null) return { percentage: figures.defaultPercentage, additionalWithholding: ZERO };
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of Form A-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a Form A-4 field (${FIELDS.join(', ')})`);
    }
  }
  const zero = certificate.zeroWithholding;
  if (zero !== undefined && zero !== null && typeof zero !== 'boolean') {
    throw new InvalidEngineInputError('certificate.zeroWithholding', `not true or false: ${String(zero)}`);
  }
  const extraValue = certificate.additionalWithholding;
  if (extraValue !== undefined && extraValue !== null && typeof extraValue !== 'number' && typeof extraValue !== 'string' && !Decimal.isDecimal(extraValue)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extraValue)}`);
  }
  const extra = dec(extraValue as Decimal.Value | null | undefined, 'certificate.additionalWithholding');
  const pct = certificate.withholdingPercentage;
  const hasPct = pct !== undefined && pct !== null && pct !== '';
  if (zero === true) {
    if (hasPct) {
      throw new InvalidEngineInputError('certificate.withholdingPercentage', 'Form A-4: choose either box 1 (a percentage) or box 2 (zero withholding), not both');
    }
    if (!extra.isZero()) {
      throw new InvalidEngineInputError('certificate.additionalWithholding', 'Form A-4: the extra amount is part of box 1; it cannot go with the box 2 zero election');
    }
    return { percentage: '0', additionalWithholding: ZERO };
  }
  if (!hasPct) {
    throw new InvalidEngineInputError('certificate.withholdingPercentage', 'Form A-4: a box 1 percentage is required unless zeroWithholding (box 2) is elected');
  }
  return { percentage: printedPercentage(figures, pct), additionalWithholding: extra };
}

function wages(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = azFigures(input.year);
  const regularWages = wages(input.regularWages, 'regularWages');
  const supplementalWages = wages(input.supplementalWages, 'supplementalWages');
  const a4 = readAzA4(figures, input.certificate);
  const rate = new Decimal(a4.percentage).dividedBy(HUNDRED);

  const onRegular = cents(regularWages.times(rate));
  const onPayment = cents(regularWages.plus(supplementalWages).times(rate));
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(cents(a4.additionalWithholding)) : ZERO,
    supplemental: onPayment.minus(onRegular),
  };
}

export const azWithholding: StateWithholding = {
  state: 'AZ',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

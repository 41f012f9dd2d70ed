/**
 * Michigan income tax withholding by the percentage formula of Form 446, the Michigan Income Tax Withholding
 * Guide (docs/domain-rules.md, "State and local taxes"; figures in mi/2025.ts and mi/2026.ts).
 *
 * Method (Form 446, page 2: "The withholding rate is 4.25 percent of compensation after deducting the
 * personal and dependency exemption allowance"; MCL 206.351):
 *   1. exemption allowance for the period = MI-W4 line 6 exemptions x the year's personal exemption ÷ pay
 *      periods per year;
 *   2. tax = rate x (wages − allowance), never below zero, rounded half-up to cents;
 *   3. plus the MI-W4 line 7 additional amount, added after the rate (not taxed by it).
 * The allowance is not rounded before step 2, so the result is exactly the annualized form of the same
 * formula that payroll bureaus transcribe ((wages x periods − exemptions x amount) x 4.25% ÷ periods, USDA
 * NFC "Michigan State Income Tax Withholding Information", TAXES 14-19), rounded once. Treasury's printed
 * wage-bracket tables (Form 446-T) approximate this formula by bracket; they are not reproduced.
 *
 * Supplemental wages: Form 446, "Bonuses and Other Payments": "Bonuses and other payments of employee
 * compensation made separately from regular payroll payments are subject to Michigan income tax withholding.
 * The withholding amount equals the payment amount multiplied by 4.25 percent (0.0425). Do not make any
 * adjustment for exemptions." `supplemental` is the supplemental wages x the year's supplemental rate,
 * rounded half-up to cents, with no exemption allowance, whether or not regular wages are in the same
 * payment: the period's allowance is taken against the regular wages only. (Paid with regular wages that
 * exceed the allowance, this is the aggregate result to the cent; otherwise it withholds slightly more.)
 *
 * Certificate: Form MI-W4, Employee's Michigan Withholding Exemption Certificate. Fields:
 * - `exemptions`: line 6, personal and dependency exemptions, a whole number ≥ 0 (number or digit
 *   string); absent means 0.
 * - `additionalWithholding`: line 7, additional amount deducted from each pay, a decimal ≥ 0; absent means
 *   0. Added to `regular` when the payment has wages.
 * - `exempt`: boolean, the line 8 claim of exemption from Michigan withholding (8a, or 8b such as a
 *   nonresident military spouse); true withholds nothing. A resident of a reciprocal state (line 8b) is
 *   the caller's reciprocity decision and never reaches this module.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no MI-W4 on file: no exemptions (MI-W4 instructions: "If you fail or refuse to submit this
 * certificate, your employer must withhold tax from your compensation without allowance for any
 * exemptions", as transcribed at ses.stf.com).
 *
 * Pre-tax exclusions (`excludes`): both excluded. Michigan withholds on "compensation", which MCL 206.6
 * defines as "wages as defined in section 3401 and other payments as provided in section 3402 of the
 * Internal Revenue Code", and MCL 206.351(1) requires withholding from an employer required to withhold
 * federal income tax on the compensation; Treasury RAB 1988-27 (Taxability of Cafeteria Plan Benefits,
 * https://www.michigan.gov/treasury/reference/rab/content/1988/revenue-administrative-bulletin-1988-27):
 * "To the extent these benefits are treated as compensation and subject to collection of withholding tax in
 * accordance with Section 3401 and 3402 of the IRC, this State will withhold Michigan income tax on the
 * same". § 125 salary reductions and 401(k) elective deferrals are not § 3401 wages, so neither is withheld
 * on.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { MI_2025 } from './2025';
import { MI_2026, type MiYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(MI_2025, MI_2026);

/** The Form MI-W4 as this module reads it. */
export interface MiW4 {
  exemptions: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['exemptions', 'additionalWithholding', 'exempt'] as const;

/** No MI-W4 on file: no exemptions, nothing added, not exempt (MI-W4 instructions; Form 446). */
export const NO_MI_W4: Readonly<MiW4> = Object.freeze({ exemptions: 0, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function miFigures(year: number): MiYearFigures {
  return figuresOf(FIGURES, 'Michigan', year);
}

/** Reads a Form MI-W4 (see the module comment); undefined means none on file. */
export function readMiW4(certificate: Readonly<Record<string, unknown>> | undefined): MiW4 {
  if (certificate === undefined || certificate === null) return NO_MI_W4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of MI-W4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an MI-W4 field (${FIELDS.join(', ')})`);
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
    exemptions: certificateCount(certificate.exemptions, 'certificate.exemptions'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** Step 1: the period's exemption allowance (exemptions x annual amount ÷ periods), not rounded. */
export function miPeriodAllowance(figures: MiYearFigures, w4: MiW4, periodsPerYear: number): Decimal {
  return new Decimal(figures.personalExemption).times(w4.exemptions).dividedBy(periodsPerYear);
}

function wages(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = miFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wages(input.regularWages, 'regularWages');
  const supplementalWages = wages(input.supplementalWages, 'supplementalWages');
  const w4 = readMiW4(input.certificate);
  if (w4.exempt) return { regular: ZERO, supplemental: ZERO };

  const allowance = miPeriodAllowance(figures, w4, input.periodsPerYear);
  const onRegular = cents(max0(regularWages.minus(allowance)).times(figures.rate));
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(cents(w4.additionalWithholding)) : ZERO,
    supplemental: cents(supplementalWages.times(figures.supplementalRate)),
  };
}

export const miWithholding: StateWithholding = {
  state: 'MI',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/**
 * Rhode Island income tax withholding by the percentage method of the Employer's Income Tax Withholding Tables
 * (docs/domain-rules.md, "State and local taxes"; figures in ri/2026.ts, which cites the edition read).
 *
 * Method (percentage method, per payroll period):
 *   1. the period's wages less the exemption amount x RI W-4 allowances; no exemption when the period's wages
 *      exceed the phase-out amount; not below zero;
 *   2. the period's table: the bracket's add-on + its rate x the excess over its lower limit, rounded half-up to
 *      the cent (the booklet's example: $2,195.00 − $19.23 = $2,175.77; $59.18 + 4.75% x $597.77 = $87.57);
 *   3. plus the RI W-4 line 2 additional amount.
 * The period tables are the annual one taken to the period as the booklet prints them (ri/2026.ts): limits ÷
 * periods to the whole dollar, add-ons the tax on those limits to the cent, exemption and phase-out ÷ periods to
 * the cent.
 *
 * Supplemental wages: paid with regular wages, they are aggregated: `supplemental` is the tax on (regular +
 * supplemental) wages less the tax on the regular wages alone. Paid separately (a payment with no regular
 * wages), 5.99% (the booklet's supplemental rate), rounded half-up to the cent.
 *
 * Certificate: Form RI W-4, Employee's Withholding Allowance Certificate ("Federal Form W-4 can no longer be used
 * for Rhode Island withholding purposes. You must complete Form RI W-4", RI W-4 (2020) and later, info.5y1.org
 * copies). Fields:
 * - `allowances`: line 1, the personal allowances of the worksheet (at most 10: "if line E is more than 10, enter
 *   10"), a whole number ≥ 0 (number or digit string).
 * - `additionalWithholding`: line 2, a decimal ≥ 0, dollars per pay period; added to `regular` when the payment
 *   has wages.
 * - `exempt`: boolean, line 3 "EXEMPT" or "EXEMPT-MS" (a new RI W-4 each year); true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no RI W-4 on file: no allowances (Rhode Island has no filing status to default; the openbooks
 * transcription of the booklet: "A missing RI W-4 is withheld at zero allowances").
 *
 * Pre-tax exclusions (`excludes`): both excluded. Rhode Island income starts from federal adjusted gross income
 * (R.I. Gen. Laws § 44-30-12), which 401(k) elective deferrals and § 125 salary reductions are not part of. Not
 * read: a Division statement on § 125 plans in particular. HSA contributions follow § 125.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { RI_2026, type RiYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(RI_2026);

/** Form RI W-4 as this module reads it. */
export interface RiCertificate {
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['allowances', 'additionalWithholding', 'exempt'] as const;

export const NO_RI_W4: Readonly<RiCertificate> = Object.freeze({ allowances: 0, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function riFigures(year: number): RiYearFigures {
  return figuresOf(FIGURES, 'Rhode Island', year);
}

/** Reads a Form RI W-4 (see the module comment); undefined means none on file. */
export function readRiW4(certificate: Readonly<Record<string, unknown>> | undefined): RiCertificate {
  if (certificate === undefined || certificate === null) return NO_RI_W4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of RI W-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an RI W-4 field (${FIELDS.join(', ')})`);
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
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** One period's table: lower limits and add-ons of each bracket, the exemption and the phase-out amount. */
export interface RiPeriodTable {
  brackets: Array<{ over: Decimal; base: Decimal; rate: string }>;
  exemption: Decimal;
  phaseOutAbove: Decimal;
}

/** The annual table taken to a period of `periodsPerYear` (see the module comment). */
export function riPeriodTable(figures: RiYearFigures, periodsPerYear: number): RiPeriodTable {
  const limits = figures.limits.map((l) => new Decimal(l).dividedBy(periodsPerYear).toDecimalPlaces(0, Decimal.ROUND_HALF_UP));
  const brackets: RiPeriodTable['brackets'] = [];
  let exact = ZERO;
  let over = ZERO;
  figures.rates.forEach((rate, i) => {
    brackets.push({ over, base: cents(exact), rate });
    if (i < limits.length) {
      exact = exact.plus(limits[i].minus(over).times(rate));
      over = limits[i];
    }
  });
  return {
    brackets,
    exemption: cents(new Decimal(figures.exemption).dividedBy(periodsPerYear)),
    phaseOutAbove: cents(new Decimal(figures.exemptionPhaseOutAbove).dividedBy(periodsPerYear)),
  };
}

/** Steps 1-2 on one period's wages, to the cent. */
export function riPeriodTax(figures: RiYearFigures, w4: RiCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  if (!wages.gt(0)) return ZERO;
  const table = riPeriodTable(figures, periodsPerYear);
  const exemption = wages.gt(table.phaseOutAbove) ? ZERO : table.exemption.times(w4.allowances);
  const taxable = max0(wages.minus(exemption));
  let bracket = table.brackets[0];
  for (const b of table.brackets) if (taxable.gt(b.over)) bracket = b;
  return cents(bracket.base.plus(max0(taxable.minus(bracket.over)).times(bracket.rate)));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = riFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const w4 = readRiW4(input.certificate);
  if (w4.exempt || !regularWages.plus(supplementalWages).gt(0)) return { regular: ZERO, supplemental: ZERO };
  const extra = cents(w4.additionalWithholding);
  if (!regularWages.gt(0)) return { regular: extra, supplemental: cents(supplementalWages.times(figures.supplementalRate)) };
  const onRegular = riPeriodTax(figures, w4, input.periodsPerYear, regularWages);
  const onPeriod = riPeriodTax(figures, w4, input.periodsPerYear, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(extra), supplemental: onPeriod.minus(onRegular) };
}

export const riWithholding: StateWithholding = {
  state: 'RI',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

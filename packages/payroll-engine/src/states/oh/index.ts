/**
 * Ohio income tax withholding by the Department of Taxation's "Employer Withholding Taxes: Optional Computer
 * Formula" (docs/domain-rules.md, "State and local taxes"; figures and their sources in oh/2026.ts). School
 * district and municipal income taxes are local taxes and are not computed here.
 *
 * Method (the formula as payroll bureaus transcribe it, e.g. USDA NFC's Ohio bulletins: "Multiply the ...
 * wages times 26 to obtain the gross annual wages. Determine the exemption allowance ... Exemption Allowance
 * = $650.00 x Number of Exemptions ... Apply the taxable income ... to the following table to determine the
 * annual Ohio income tax withholding. Divide the annual Ohio income tax withholding by 26"):
 *   1. annual taxable income = regular wages x pay periods per year − $650 x Form IT 4 exemptions, never
 *      below zero;
 *   2. annual withholding = the edition's band: base + rate x (income − over);
 *   3. withholding for the period = annual withholding ÷ pay periods, rounded half-up to cents (rounded once;
 *      the formula prints no intermediate rounding);
 *   4. plus the Form IT 4 line 5 additional amount, added after the formula.
 * It annualizes, so it answers for any pay frequency; the Department's printed per-period tables (weekly,
 * biweekly, semimonthly, monthly, daily) are the same bands divided by the periods and can differ from it by
 * a cent.
 *
 * Which edition: Ohio changes its tables during the year (oh/2026.ts: October 1, 2025 and August 1, 2026).
 * The edition is chosen by `periodEnd`, the last day of the payroll period (YYYY-MM-DD): the Ohio Society of
 * CPAs describes the October 2025 tables as "effective for payrolls ending on or after Oct. 1, 2025", and the
 * transcribed August 2026 notice applies to "any payroll ending on or after Aug. 1, 2026". (EY and PayrollOrg
 * say "wages paid on or after October 1, 2025"; the two readings differ only for a period straddling the
 * change, and the caller may pass the pay date as `periodEnd` if that is its reading.) `periodEnd` is NOT
 * part of StateWithholdingInput: the caller must add it (OhWithholdingInput); without it, or outside the
 * editions known (before October 1, 2025 or after December 31, 2026), the module throws
 * InvalidEngineInputError('periodEnd') rather than guess which table applies.
 *
 * Supplemental wages: Ohio Adm. Code 5703-7-10(B)(2): every employer shall withhold "from its employees'
 * supplemental compensation ... at a flat rate of at least three and one-half per cent" ("supplemental
 * compensation" = "bonuses, commissions, and other nonrecurring types of payments or compensation",
 * (A)(2)). `supplemental` is 3.5% (the minimum) of the supplemental wages, rounded half-up to cents, with no
 * exemptions, whether or not regular wages are in the same payment.
 *
 * Certificate: Form IT 4, Employee's Withholding Exemption Certificate. Fields:
 * - `exemptions`: line 4, the total exemptions claimed (yourself, spouse, dependents: lines 1-3), a whole
 *   number ≥ 0 (number or digit string); absent means 0.
 * - `additionalWithholding`: line 5, additional Ohio income tax withholding per pay period, a decimal ≥ 0;
 *   absent means 0. Added to `regular` when the payment has wages.
 * The IT 4's school district of residence feeds the school district tax, not computed here, and is not
 * read. Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the
 * field). Default with no IT 4 on file: zero exemptions (Ohio Department of Taxation, Employer Withholding
 * FAQ: "If the employee does not properly complete Ohio form IT 4, the employer is required to withhold
 * Ohio income tax giving the employee zero exemptions", as transcribed at experts123.com; an employee claiming more than the natural
 * dependency exemptions is likewise withheld "using zero exemptions" — the caller's decision).
 *
 * Pre-tax exclusions (`excludes`): both excluded. Ohio Department of Taxation, Employer Withholding FAQ:
 * "For Ohio state income tax purposes, we conform to the federal definition of compensation"; BLR,
 * Withholding in Ohio: "compensation that is subject to federal withholding is also subject to state
 * withholding ... Contributions to a 'cafeteria' plan or a deferred compensation plan are exempt from
 * withholding". (Ohio municipal income taxes, not computed here, do tax 401(k) deferrals: R.C. 718.03
 * qualifying wages are Medicare wages.)
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { OH_2026, type OhEdition, type OhYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(OH_2026);

/** The input Ohio needs: the common input plus the payroll period's end date, which selects the edition. */
export interface OhWithholdingInput extends StateWithholdingInput {
  /** Last day of the payroll period, YYYY-MM-DD. Required: it selects the edition of the tables. */
  periodEnd?: string;
}

/** The Form IT 4 as this module reads it. */
export interface OhIt4 {
  exemptions: number;
  additionalWithholding: Decimal;
}

const FIELDS = ['exemptions', 'additionalWithholding'] as const;

/** No IT 4 on file: zero exemptions, nothing added (Ohio Department of Taxation FAQ). */
export const NO_OH_IT4: Readonly<OhIt4> = Object.freeze({ exemptions: 0, additionalWithholding: ZERO });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function ohFigures(year: number): OhYearFigures {
  return figuresOf(FIGURES, 'Ohio', year);
}

/** The edition in force for a payroll period ending on `periodEnd`, or InvalidEngineInputError('periodEnd'). */
export function ohEdition(figures: OhYearFigures, periodEnd: unknown): OhEdition {
  if (typeof periodEnd !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(periodEnd) || Number.isNaN(Date.parse(`${periodEnd}T00:00:00Z`))) {
    throw new InvalidEngineInputError(
      'periodEnd',
      `Ohio selects its withholding tables by the payroll period's end date (YYYY-MM-DD); got ${String(periodEnd)}`,
    );
  }
  const first = figures.editions[0];
  if (periodEnd < first.effectiveFrom || periodEnd > figures.coveredThrough) {
    throw new InvalidEngineInputError(
      'periodEnd',
      `no Ohio withholding tables built for a payroll period ending ${periodEnd} (built: ${first.effectiveFrom} to ${figures.coveredThrough})`,
    );
  }
  return [...figures.editions].reverse().find((e) => periodEnd >= e.effectiveFrom) as OhEdition;
}

/** Reads a Form IT 4 (see the module comment); undefined means none on file. */
export function readOhIt4(certificate: Readonly<Record<string, unknown>> | undefined): OhIt4 {
  if (certificate === undefined || certificate === null) return NO_OH_IT4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of IT 4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an IT 4 field (${FIELDS.join(', ')})`);
    }
  }
  const extra = certificate.additionalWithholding;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extra)}`);
  }
  return {
    exemptions: certificateCount(certificate.exemptions, 'certificate.exemptions'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
  };
}

/** Steps 1-2: the annual withholding on annual taxable income, by the edition's bands (not rounded). */
export function ohAnnualWithholding(edition: OhEdition, annualTaxable: Decimal): Decimal {
  const band = edition.bands.find((b) => b.upTo === null || annualTaxable.lte(b.upTo)) as (typeof edition.bands)[number];
  return new Decimal(band.base).plus(annualTaxable.minus(band.over).times(band.rate));
}

function wages(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: OhWithholdingInput): StateWithholdingResult {
  const figures = ohFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wages(input.regularWages, 'regularWages');
  const supplementalWages = wages(input.supplementalWages, 'supplementalWages');
  const it4 = readOhIt4(input.certificate);
  const edition = ohEdition(figures, input.periodEnd);

  const annualTaxable = max0(regularWages.times(input.periodsPerYear).minus(new Decimal(figures.exemption).times(it4.exemptions)));
  const onRegular = regularWages.gt(0) ? cents(ohAnnualWithholding(edition, annualTaxable).dividedBy(input.periodsPerYear)) : ZERO;
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(cents(it4.additionalWithholding)) : ZERO,
    supplemental: cents(supplementalWages.times(figures.supplementalRate)),
  };
}

export const ohWithholding: StateWithholding = {
  state: 'OH',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/**
 * Maine income tax withholding by the percentage method of Maine Revenue Services' Withholding Tables for
 * Individual Income Tax (docs/domain-rules.md, "State and local taxes"; figures in me/2026.ts, which cites the
 * edition read).
 *
 * Method (percentage method, Steps 1-6, on annual amounts):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2. less $5,300 x W-4ME allowances;
 *   3. less the withholding standard deduction: full up to the phase-out start, zero at its end, between them the
 *      full amount x (end − annual wages) ÷ the range, rounded to the dollar (Example 3: $27,750 x $120,550 ÷
 *      $150,000 = $22,302); taxable income not below zero;
 *   4. the annual tax by the single or married schedule, plus the surcharge (2% of annual wages over $1,000,000
 *      single / $1,500,000 married, 36 M.R.S. § 5111(7), as the August 2026 tables add it), rounded to the dollar
 *      (Example 2: $1,589 + 6.75% x $1,550 = $1,693.625 -> $1,694);
 *   5. ÷ pay periods per year, rounded to the dollar (Example 2: $1,694 ÷ 52 = $32.58 -> $33);
 *   6. plus the W-4ME line 5 additional amount.
 * The surcharge was added to the tables by their August 2026 revision, after the law (L.D. 2212, 2026) imposed it
 * for the whole 2026 tax year; this module withholds it for every 2026 payday, so a payroll it computes never
 * withholds less than the revision asks (payrolls an employer ran on the December 2025 tables before the revision
 * withheld no surcharge). It concerns annual wages over $1,000,000 only.
 *
 * Supplemental wages: paid with regular wages, they are aggregated: `supplemental` is the method's tax on
 * (regular + supplemental) wages less its tax on the regular wages alone. Paid separately (a payment with no
 * regular wages), 5% (the booklet's supplemental rate, as transcribed; "The supplemental rate of income tax
 * withholding is unchanged at 5%", https://taxnews.ey.com/news/2017-1262-maine-3-percent-income-tax-surcharge-repealed-revised-withholding-tables-are-effective-immediately),
 * rounded half-up to the cent.
 *
 * Certificate: Form W-4ME, Employee's Withholding Allowance Certificate. Fields:
 * - `filingStatus`: line 3, 'Single' ("Single or Head of Household"), 'Married', or
 *   'MarriedWithholdAtHigherSingleRate' ("Married, but withholding at higher single rate": the single schedule,
 *   standard deduction and surcharge threshold; Rule 803 § .08(A)). Absent means 'Single'.
 * - `allowances`: line 4, a whole number ≥ 0 (number or digit string).
 * - `additionalWithholding`: line 5, a decimal ≥ 0, dollars per pay period; added to `regular` when the payment
 *   has wages.
 * - `exempt`: boolean, line 6 (6a-6e: exempt on the federal W-4, no Maine liability, military spouse); true
 *   withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no W-4ME on file: single with no allowances (the booklet: "withhold as if the employee or payee
 * were single and claiming no allowances", as transcribed by openbooks; 18-125 C.M.R. ch. 803 § .08 requires a
 * W-4ME from every employee, https://d1tvxue8o4w0fl.cloudfront.net/regulation/maine-administrative-code/department-18-department-of-administrative-and-financial-services/division-125-bureau-of-revenue-services/chapter-803-income-tax-withholding-reports-and-payments/section-125-803-08-form-w-4me).
 *
 * Pre-tax exclusions (`excludes`): both excluded. Maine adjusted gross income is federal adjusted gross income
 * with Maine's modifications (36 M.R.S. § 5102); PolicyEngine's Maine subtractions and additions list none
 * for 401(k) elective deferrals or § 125 salary reductions. Not read: an MRS statement on § 125 plans in
 * particular. HSA contributions follow § 125.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { ME_2026, type MeSchedule, type MeYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(ME_2026);

export const ME_FILING_STATUSES = ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'] as const;
export type MeFilingStatus = (typeof ME_FILING_STATUSES)[number];

/** Form W-4ME as this module reads it. */
export interface MeCertificate {
  filingStatus: MeFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** No W-4ME on file: single, no allowances. */
export const NO_W4ME: Readonly<MeCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function meFigures(year: number): MeYearFigures {
  return figuresOf(FIGURES, 'Maine', year);
}

/** Reads a Form W-4ME (see the module comment); undefined means none on file. */
export function readW4Me(certificate: Readonly<Record<string, unknown>> | undefined): MeCertificate {
  if (certificate === undefined || certificate === null) return NO_W4ME;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of W-4ME fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a W-4ME field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(ME_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${ME_FILING_STATUSES.join(', ')}: ${String(status)}`);
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
    filingStatus: (status ?? 'Single') as MeFilingStatus,
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

const dollars = (value: Decimal): Decimal => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

/** Step 3's standard deduction for the annual wages. */
export function meStandardDeduction(figures: MeYearFigures, schedule: MeSchedule, annualWages: Decimal): Decimal {
  const s = figures.standardDeduction[schedule];
  const end = new Decimal(s.phaseOutFrom).plus(s.phaseOutRange);
  if (annualWages.lte(s.phaseOutFrom)) return new Decimal(s.amount);
  if (annualWages.gte(end)) return ZERO;
  return dollars(new Decimal(s.amount).times(end.minus(annualWages)).dividedBy(s.phaseOutRange));
}

/** Steps 1-4: the annual tax in whole dollars, with what it was worked from. */
export function meAnnualTax(figures: MeYearFigures, w4: MeCertificate, annualWages: Decimal): { taxable: Decimal; standardDeduction: Decimal; tax: Decimal } {
  const schedule: MeSchedule = w4.filingStatus === 'Married' ? 'married' : 'single';
  const standardDeduction = meStandardDeduction(figures, schedule, annualWages);
  const taxable = max0(annualWages.minus(new Decimal(figures.allowance).times(w4.allowances)).minus(standardDeduction));
  let line = figures.schedules[schedule][0];
  for (const l of figures.schedules[schedule]) if (taxable.gte(l.atLeast)) line = l;
  const onSchedule = taxable.gt(0) ? new Decimal(line.base).plus(taxable.minus(line.atLeast).times(line.rate)) : ZERO;
  const surcharge = max0(annualWages.minus(figures.surcharge.over[schedule])).times(figures.surcharge.rate);
  return { taxable, standardDeduction, tax: dollars(onSchedule.plus(surcharge)) };
}

/** Step 5: the period's tax in whole dollars. */
function periodTax(figures: MeYearFigures, w4: MeCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  if (!wages.gt(0)) return ZERO;
  return dollars(meAnnualTax(figures, w4, wages.times(periodsPerYear)).tax.dividedBy(periodsPerYear));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = meFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const w4 = readW4Me(input.certificate);
  if (w4.exempt || !regularWages.plus(supplementalWages).gt(0)) return { regular: ZERO, supplemental: ZERO };
  const extra = cents(w4.additionalWithholding);
  if (!regularWages.gt(0)) return { regular: extra, supplemental: cents(supplementalWages.times(figures.supplementalRate)) };
  const onRegular = periodTax(figures, w4, input.periodsPerYear, regularWages);
  const onPeriod = periodTax(figures, w4, input.periodsPerYear, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(extra), supplemental: onPeriod.minus(onRegular) };
}

export const meWithholding: StateWithholding = {
  state: 'ME',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/**
 * Oklahoma income tax withholding by the percentage method of Packet OW-2, Oklahoma Income Tax Withholding
 * Tables (docs/domain-rules.md, "State and local taxes"; figures in ok/2026.ts).
 *
 * Method (OW-2, "How to compute Oklahoma withholding", percentage method Tables 1-8):
 *   1. the period's wages less the OK-W-4 allowances x the period's allowance amount ($1,000 a year ÷ the
 *      periods, to the cent): taxable wages (not below zero);
 *   2. the period's table of the marital status (the annual schedule divided for the period: boundaries to
 *      the whole dollar, add-ons to the cent; `periodSchedule`): nothing in the zero bracket, else the add-on
 *      plus the rate on the excess;
 *   3. rounded to the nearest whole dollar (half-up).
 *
 * Supplemental wages: added to the regular wages of the period and withheld on as one payment, which OW-2's
 * supplemental rule always permits: `supplemental` is the tax on (regular + supplemental) less the tax on the
 * regular wages alone, each rounded to the dollar. A supplemental payment with no regular wages is taxed as
 * the period's only wages.
 *
 * Certificate: Form OK-W-4, Employee's State Withholding Allowance Certificate. Fields:
 * - `filingStatus`: 'Single', 'Married' or 'MarriedWithholdAtHigherSingleRate' (the Single table). Absent
 *   means 'Single'.
 * - `allowances`: the number of Oklahoma allowances, a whole number ≥ 0; absent means 0.
 * - `additionalWithholding`: additional amount per pay period, dollars ≥ 0; added after rounding.
 * - `exempt`: exempt (no Oklahoma liability last year and none expected this year, or a military spouse
 *   with Form OW-9-MSE): nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no OK-W-4 on file: Single with zero allowances (the form's blank lines, as the openbooks
 * transcription reads OW-2).
 *
 * Pre-tax exclusions (`excludes`): both excluded ("In Oklahoma cafeteria plans are not taxable for income tax
 * calculation ... 401(k) plan deferrals are not taxable for income taxes", killerplrarticles.com on Oklahoma
 * payroll; the Bureau of the Fiscal Service formula defers the Thrift Savings Plan).
 *
 * Not modelled: nonresident allocation; the resident's credit for another state's withholding. Oklahoma has
 * no reciprocity agreement.
 */
import { CertificateReader, checkPeriods, checkWages, perPeriod, periodSchedule, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { OK_2026 } from './2026';

export const OK_FILING_STATUSES = ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'] as const;
export type OkFilingStatus = (typeof OK_FILING_STATUSES)[number];

export interface OkYearFigures {
  year: number;
  /** One OK-W-4 allowance, annual. */
  allowance: string;
  /** The annual percentage table of each marital status (nothing up to the first row). */
  schedules: Record<'Single' | 'Married', readonly ScheduleRow[]>;
  sources: readonly string[];
}

/** Form OK-W-4 as this module reads it. */
export interface OkCertificate {
  filingStatus: OkFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIGURES = byYear(OK_2026);
const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** No OK-W-4 on file: Single with zero allowances. */
export const NO_OK_W4: Readonly<OkCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false });

export function okFigures(year: number): OkYearFigures {
  return figuresOf(FIGURES, 'Oklahoma', year);
}

/** Reads a Form OK-W-4 (see the module comment); undefined means none on file. */
export function readOkW4(certificate: Readonly<Record<string, unknown>> | undefined): OkCertificate {
  const r = CertificateReader.of('OK-W-4', certificate, FIELDS);
  if (!r) return NO_OK_W4;
  return {
    filingStatus: r.choice('filingStatus', OK_FILING_STATUSES, 'Single'),
    allowances: r.count('allowances'),
    additionalWithholding: r.amount('additionalWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** The period's table of a marital status (OW-2 Tables 1-8). */
export function okPeriodTable(figures: OkYearFigures, status: OkFilingStatus, periodsPerYear: number): ScheduleRow[] {
  return periodSchedule(figures.schedules[status === 'Married' ? 'Married' : 'Single'], periodsPerYear);
}

/** Steps 1-3 on one period's wages, in whole dollars. */
export function okPeriodTax(figures: OkYearFigures, w4: OkCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const taxable = max0(wages.minus(perPeriod(figures.allowance, periodsPerYear).times(w4.allowances)));
  return scheduleTax(okPeriodTable(figures, w4.filingStatus, periodsPerYear), taxable).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = okFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const w4 = readOkW4(input.certificate);
  if (w4.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const onRegular = okPeriodTax(figures, w4, periods, regularWages);
  const onPeriod = okPeriodTax(figures, w4, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const okWithholding: StateWithholding = {
  state: 'OK',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

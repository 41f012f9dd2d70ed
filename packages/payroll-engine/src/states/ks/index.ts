/**
 * Kansas income tax withholding by the percentage method of KW-100, Withholding Tax Guide (docs/domain-rules.md,
 * "State and local taxes"; figures in ks/2026.ts, which also holds 2025).
 *
 * Method (KW-100, "Percentage method", and its example):
 *   1. the period's withholding allowance: at the Single rate the first allowance is $9,160 a year; at the
 *      Joint rate the first two together are $18,320 (one alone $9,160); each further allowance is $2,320;
 *      each amount ÷ the payroll periods, to the cent;
 *   2. the period's wages less the allowance (not below zero);
 *   3. the period's table of the rate (the annual table divided for the period: boundaries to the whole dollar,
 *      add-ons to the cent; `periodSchedule`): nothing up to its first amount, then 5.2%, then the add-on plus
 *      5.58% of the excess. KW-100 lets the result be rounded to the dollar; this module keeps the cents, as
 *      its example does ($41.44).
 *
 * Supplemental wages: withheld on with the regular wages of the period (the aggregate method; KW-100 also
 * allows 5% on supplemental wages paid separately, which this module does not use): `supplemental` is the tax
 * on (regular + supplemental) less the tax on the regular wages alone.
 *
 * Certificate: Form K-4, Kansas Employee's Withholding Allowance Certificate. Fields:
 * - `allowanceRate`: 'Single' (single, head of household, or married with a working spouse) or 'Joint'
 *   (married, spouse without income). Absent means 'Single'.
 * - `allowances`: the total number of Kansas withholding allowances, a whole number ≥ 0; absent means 0.
 * - `additionalWithholding`: additional amount per pay period, dollars ≥ 0; added to `regular` when the
 *   payment has wages.
 * - `exempt`: exempt from Kansas withholding: nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no K-4 on file: "the Single rate with no allowances" (KW-100; NFC-24-1722617728).
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding (the Bureau of the
 * Fiscal Service formula for Kansas subtracts the Thrift Savings Plan deferral and the health benefits
 * payments).
 *
 * Not modelled: nonresident allocation. Kansas has no reciprocity agreement and no local wage tax.
 */
import { CertificateReader, checkPeriods, checkWages, perPeriod, periodSchedule, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { KS_2025, KS_2026 } from './2026';

export const KS_ALLOWANCE_RATES = ['Single', 'Joint'] as const;
export type KsAllowanceRate = (typeof KS_ALLOWANCE_RATES)[number];

export interface KsYearFigures {
  year: number;
  /** Annual allowances: the first at the Single rate, the first two at the Joint rate, each further one. */
  allowance: { single: string; joint: string; dependent: string };
  /** The annual percentage table of each rate (nothing up to the first row). */
  schedules: Record<KsAllowanceRate, readonly ScheduleRow[]>;
  sources: readonly string[];
}

/** Form K-4 as this module reads it. */
export interface KsCertificate {
  allowanceRate: KsAllowanceRate;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIGURES = byYear(KS_2025, KS_2026);
const FIELDS = ['allowanceRate', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** No K-4 on file: the Single rate with no allowances. */
export const NO_K4: Readonly<KsCertificate> = Object.freeze({ allowanceRate: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false });

export function ksFigures(year: number): KsYearFigures {
  return figuresOf(FIGURES, 'Kansas', year);
}

/** Reads a Form K-4 (see the module comment); undefined means none on file. */
export function readK4(certificate: Readonly<Record<string, unknown>> | undefined): KsCertificate {
  const r = CertificateReader.of('K-4', certificate, FIELDS);
  if (!r) return NO_K4;
  return {
    allowanceRate: r.choice('allowanceRate', KS_ALLOWANCE_RATES, 'Single'),
    allowances: r.count('allowances'),
    additionalWithholding: r.amount('additionalWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** Step 1: the period's withholding allowance. */
export function ksAllowance(figures: KsYearFigures, k4: KsCertificate, periodsPerYear: number): Decimal {
  const a = figures.allowance;
  if (k4.allowances === 0) return ZERO;
  if (k4.allowanceRate === 'Joint' && k4.allowances >= 2) {
    return perPeriod(a.joint, periodsPerYear).plus(perPeriod(a.dependent, periodsPerYear).times(k4.allowances - 2));
  }
  return perPeriod(a.single, periodsPerYear).plus(perPeriod(a.dependent, periodsPerYear).times(k4.allowances - 1));
}

/** The period's table of a rate (KW-100 percentage method tables). */
export function ksPeriodTable(figures: KsYearFigures, rate: KsAllowanceRate, periodsPerYear: number): ScheduleRow[] {
  return periodSchedule(figures.schedules[rate], periodsPerYear);
}

/** Steps 1-3 on one period's wages. */
export function ksPeriodTax(figures: KsYearFigures, k4: KsCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const taxable = max0(wages.minus(ksAllowance(figures, k4, periodsPerYear)));
  return cents(scheduleTax(ksPeriodTable(figures, k4.allowanceRate, periodsPerYear), taxable));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = ksFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const k4 = readK4(input.certificate);
  if (k4.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const onRegular = ksPeriodTax(figures, k4, periods, regularWages);
  const onPeriod = ksPeriodTax(figures, k4, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(k4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const ksWithholding: StateWithholding = {
  state: 'KS',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

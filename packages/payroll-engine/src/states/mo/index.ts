/**
 * Missouri income tax withholding by the Department of Revenue's 2026 Missouri Withholding Tax Formula
 * (docs/domain-rules.md, "State and local taxes"; figures in mo/2026.ts).
 *
 * Method (Steps 1-2 of the formula):
 *   1. annual wages = the period's wages x the payroll periods a year;
 *   2. less the standard deduction of the MO W-4 filing status: Missouri taxable income (not below zero);
 *   3. the annual payroll period table: the add-on of the last row below it plus its rate on the excess;
 *   4. ÷ the payroll periods, rounded to the nearest whole dollar (half-up).
 * No federal income tax is subtracted (the 2026 formula has none) and there are no allowances.
 *
 * Supplemental wages: Form 4282 lets supplemental wages paid with regular wages be withheld on as one
 * payment (and those paid separately at a flat rate, which this module does not use). This module
 * aggregates in every case, as il/index.ts and nd/index.ts do: `supplemental` is the tax on (regular +
 * supplemental) less the tax on the regular wages alone, each rounded to the dollar.
 *
 * Certificate: Form MO W-4, Employee's Withholding Certificate. Fields:
 * - `filingStatus`: 'Single', 'MarriedSpouseWorks', 'MarriedFilingSeparately', 'MarriedSpouseDoesNotWork' or
 *   'HeadOfHousehold' (line 1). Absent means 'Single'.
 * - `additionalWithholding`: line 2, additional amount per pay period, dollars ≥ 0; added after rounding.
 * - `reducedWithholding`: line 3, reduced withholding per pay period, dollars ≥ 0. When more than zero it is
 *   the whole Missouri withholding of a payment with wages (the formula and line 2 are not used); zero or
 *   absent means none (an employee who owes nothing claims `exempt`).
 * - `exempt`: the MO W-4's claim of exemption (no Missouri liability last year and none expected this year,
 *   or a military spouse): nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no MO W-4 on file: Form 4282, "withhold at a single tax rate" (the single deduction).
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding (the Bureau of the
 * Fiscal Service formula for Missouri subtracts the Thrift Savings Plan deferral and the health benefits
 * payments; halfpricesoft.com 2026: "TSP Deferred: Yes").
 *
 * Not modelled: the Kansas City and St. Louis earnings taxes (local: `local_taxes_not_computed`); Form MO
 * W-4C (a resident working in another state); nonresident allocation. Missouri has no reciprocity agreement.
 */
import { CertificateReader, checkPeriods, checkWages, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { MO_2026 } from './2026';

export const MO_FILING_STATUSES = ['Single', 'MarriedSpouseWorks', 'MarriedFilingSeparately', 'MarriedSpouseDoesNotWork', 'HeadOfHousehold'] as const;
export type MoFilingStatus = (typeof MO_FILING_STATUSES)[number];

export interface MoYearFigures {
  year: number;
  /** Step 1: annual standard deduction by filing status. */
  deduction: Record<MoFilingStatus, string>;
  /** Step 2: annual payroll period table (nothing up to the first row). */
  schedule: readonly ScheduleRow[];
  sources: readonly string[];
}

/** Form MO W-4 as this module reads it. */
export interface MoCertificate {
  filingStatus: MoFilingStatus;
  additionalWithholding: Decimal;
  reducedWithholding: Decimal;
  exempt: boolean;
}

const FIGURES = byYear(MO_2026);
const FIELDS = ['filingStatus', 'additionalWithholding', 'reducedWithholding', 'exempt'] as const;

/** No MO W-4 on file: the single rate. */
export const NO_MO_W4: Readonly<MoCertificate> = Object.freeze({ filingStatus: 'Single', additionalWithholding: ZERO, reducedWithholding: ZERO, exempt: false });

export function moFigures(year: number): MoYearFigures {
  return figuresOf(FIGURES, 'Missouri', year);
}

/** Reads a Form MO W-4 (see the module comment); undefined means none on file. */
export function readMoW4(certificate: Readonly<Record<string, unknown>> | undefined): MoCertificate {
  const r = CertificateReader.of('MO W-4', certificate, FIELDS);
  if (!r) return NO_MO_W4;
  return {
    filingStatus: r.choice('filingStatus', MO_FILING_STATUSES, 'Single'),
    additionalWithholding: r.amount('additionalWithholding'),
    reducedWithholding: r.amount('reducedWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** Steps 1-4 on one period's wages, in whole dollars. */
export function moPeriodTax(figures: MoYearFigures, status: MoFilingStatus, periodsPerYear: number, wages: Decimal): Decimal {
  const taxable = max0(wages.times(periodsPerYear).minus(figures.deduction[status]));
  return scheduleTax(figures.schedule, taxable).dividedBy(periodsPerYear).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = moFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const w4 = readMoW4(input.certificate);
  if (w4.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  if (w4.reducedWithholding.gt(0)) return { regular: cents(w4.reducedWithholding), supplemental: ZERO };
  const onRegular = moPeriodTax(figures, w4.filingStatus, periods, regularWages);
  const onPeriod = moPeriodTax(figures, w4.filingStatus, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const moWithholding: StateWithholding = {
  state: 'MO',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

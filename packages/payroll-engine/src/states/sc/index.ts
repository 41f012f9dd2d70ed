/**
 * South Carolina income tax withholding by WH-1603F, "Formula for Computing South Carolina Withholding Tax"
 * (docs/domain-rules.md, "State and local taxes"; figures in sc/2026.ts).
 *
 * Method (WH-1603F):
 *   1. annual gross wages = the period's wages x the payroll periods a year;
 *   2. less $5,000 for each SC W-4 allowance and, with one or more allowances, the standard deduction of 10%
 *      of annual gross wages up to $7,500 (with zero allowances neither is deducted): taxable income (not
 *      below zero);
 *   3. the tax by the addition method: nothing up to $3,640, 3% of the excess over $3,640, and from $18,230
 *      $437.70 plus 6% of the excess;
 *   4. ÷ the payroll periods, rounded to the cent (half-up).
 *
 * Supplemental wages: withheld on with the regular wages of the period (the aggregate method, as
 * il/index.ts does): `supplemental` is the tax on (regular + supplemental) less the tax on the regular
 * wages alone. A supplemental payment with no regular wages is taxed as the period's only wages.
 *
 * Certificate: Form SC W-4, South Carolina Employee's Withholding Allowance Certificate. Fields:
 * - `allowances`: line 5, total number of allowances, a whole number ≥ 0; absent means 0.
 * - `additionalWithholding`: line 6, additional amount per pay period, dollars ≥ 0; added to `regular` when
 *   the payment has wages.
 * - `exempt`: line 7, exempt from South Carolina withholding: nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no SC W-4 on file: zero allowances (SCDOR: an employee who does not give an SC W-4 is withheld
 * on as claiming zero allowances; openbooks' transcription of the SCDOR withholding FAQs and WH-105).
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding (the Bureau of the
 * Fiscal Service formula for South Carolina subtracts the Thrift Savings Plan deferral and the health benefits
 * payments; halfpricesoft.com 2026: "TSP Deferred: Yes").
 *
 * Not modelled: nonresident allocation; the military spouse exemption. South Carolina has no reciprocity
 * agreement.
 */
import { CertificateReader, checkPeriods, checkWages, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, min, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { SC_2026 } from './2026';

export interface ScYearFigures {
  year: number;
  /** One SC W-4 allowance, annual. */
  allowance: string;
  /** Standard deduction with one or more allowances: this part of annual gross wages, up to the maximum. */
  standardDeductionRate: string;
  standardDeductionMax: string;
  /** The addition method, on annual taxable income (nothing up to the first row). */
  schedule: readonly ScheduleRow[];
  sources: readonly string[];
}

/** Form SC W-4 as this module reads it. */
export interface ScCertificate {
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIGURES = byYear(SC_2026);
const FIELDS = ['allowances', 'additionalWithholding', 'exempt'] as const;

/** No SC W-4 on file: zero allowances. */
export const NO_SC_W4: Readonly<ScCertificate> = Object.freeze({ allowances: 0, additionalWithholding: ZERO, exempt: false });

export function scFigures(year: number): ScYearFigures {
  return figuresOf(FIGURES, 'South Carolina', year);
}

/** Reads a Form SC W-4 (see the module comment); undefined means none on file. */
export function readScW4(certificate: Readonly<Record<string, unknown>> | undefined): ScCertificate {
  const r = CertificateReader.of('SC W-4', certificate, FIELDS);
  if (!r) return NO_SC_W4;
  return { allowances: r.count('allowances'), additionalWithholding: r.amount('additionalWithholding'), exempt: r.flag('exempt') };
}

/** Step 2's standard deduction: 10% of annual gross wages up to $7,500, none with zero allowances. */
export function scStandardDeduction(figures: ScYearFigures, allowances: number, annualGross: Decimal): Decimal {
  if (allowances === 0) return ZERO;
  return min(cents(annualGross.times(figures.standardDeductionRate)), new Decimal(figures.standardDeductionMax));
}

/** Steps 1-4 on one period's wages. */
export function scPeriodTax(figures: ScYearFigures, allowances: number, periodsPerYear: number, wages: Decimal): Decimal {
  const gross = wages.times(periodsPerYear);
  const taxable = max0(gross.minus(new Decimal(figures.allowance).times(allowances)).minus(scStandardDeduction(figures, allowances, gross)));
  return cents(scheduleTax(figures.schedule, taxable).dividedBy(periodsPerYear));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = scFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const w4 = readScW4(input.certificate);
  if (w4.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const onRegular = scPeriodTax(figures, w4.allowances, periods, regularWages);
  const onPeriod = scPeriodTax(figures, w4.allowances, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const scWithholding: StateWithholding = {
  state: 'SC',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

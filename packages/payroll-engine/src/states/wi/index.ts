/**
 * Wisconsin income tax withholding by the "Alternate Method of Withholding Wisconsin Income Tax" of
 * Publication W-166, Withholding Tax Guide (docs/domain-rules.md, "State and local taxes"; figures in
 * wi/2025.ts and wi/2026.ts).
 *
 * Method (W-166, pp. 25-26, and its Examples 1-3):
 *   (a) annual gross = the period's wages x the payroll periods a year;
 *   (b) the deduction: single $6,702 below $17,780 of annual gross, $6,702 − 12% x (gross − $17,780) up to
 *       $73,630, $0 from there; married $9,461 below $25,727, $9,461 − 20% x (gross − $25,727) up to $73,032,
 *       $0 from there (rounded to the cent: Example 1 prints $6,651.60);
 *   (c) gross − deduction;
 *   (d)-(e) less $400 x the WT-4 exemptions: annual net wages (not below zero);
 *   (f) the schedule of tax rates on the annual net wages, rounded to the cent ($11,148.40 x 3.54% =
 *       $394.65 in Example 1);
 *   (g) ÷ the payroll periods, rounded to the cent ($394.65 ÷ 52 = $7.59).
 *
 * Supplemental wages: W-166 has supplemental wages paid with regular wages withheld on as one payment
 * (the openbooks transcription of p. 25), and offers an optional flat percentage (by the employee's annual
 * wages) for supplemental wages paid separately. This module aggregates in every case, as il/index.ts and
 * nc/index.ts do: `supplemental` is the tax on (regular + supplemental) wages of the period less the tax
 * on the regular wages alone. A supplemental payment with no regular wages is taxed as the period's only
 * wages.
 *
 * Certificate: Form WT-4, Employee's Wisconsin Withholding Exemption Certificate/New Hire Reporting
 * (W-204). Fields:
 * - `filingStatus`: 'Single' (also married but legally separated), 'Married', or
 *   'MarriedWithholdAtHigherSingleRate' (the single deduction formula). Absent means 'Single'.
 * - `exemptions`: line 1(d), total withholding exemptions (self, spouse, dependents), a whole number ≥ 0;
 *   absent means 0.
 * - `additionalWithholding`: line 2, additional amount per pay period (if the employer agrees), dollars
 *   ≥ 0; added to `regular` when the payment has wages.
 * - `exempt`: line 3, complete exemption from withholding (no Wisconsin liability last year nor this
 *   year; expires April 30 of the next year); true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no WT-4 on file: W-166 (as transcribed by the openbooks engine, p. 8): if the employee
 * fails to furnish a WT-4, "the employee shall be considered as claiming zero withholding exemptions". The
 * guide names no marital status for that case; this module uses the single formula, the WT-4's first box
 * and the smaller deduction at every annual gross below $73,032 (married then has none).
 *
 * Pre-tax exclusions (`excludes`): both excluded. Wisconsin withholds on wages as the Internal Revenue Code
 * defines them for federal withholding; the Bureau of the Fiscal Service formula for federal employees
 * (nfc.usda.gov TAXES 14-21, and halfpricesoft.com 2026: "TSP Deferred: Yes") subtracts the Thrift Savings
 * Plan deferral and the health benefits (cafeteria) payments before annualising.
 *
 * Not modelled: the nonresident rule that wages are not subject to withholding while a nonresident
 * expects under $1,500 of Wisconsin wages for the year (W-166 p. 8), and Form WT-4A agreements to
 * withhold less. Reciprocity (Form W-220: IL, IN, KY, MI) is in states/reciprocity.ts.
 */
import { CertificateReader, checkPeriods, checkWages, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { WI_2025 } from './2025';
import { WI_2026 } from './2026';

/** A deduction phased out over a range of annual gross wages. */
export interface WiDeduction {
  /** The whole deduction, below `phaseStart`. */
  full: string;
  phaseStart: string;
  /** From this annual gross the deduction is zero. */
  phaseEnd: string;
  /** Part of the gross over `phaseStart` taken off the deduction. */
  phaseRate: string;
}

export interface WiYearFigures {
  year: number;
  /** One WT-4 exemption, annual. */
  exemption: string;
  deduction: Record<'Single' | 'Married', WiDeduction>;
  /** Schedule of tax rates on annual net wages. */
  schedule: readonly ScheduleRow[];
  sources: readonly string[];
}

const FIGURES = byYear(WI_2025, WI_2026);

export const WI_FILING_STATUSES = ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'] as const;
export type WiFilingStatus = (typeof WI_FILING_STATUSES)[number];

/** Form WT-4 as this module reads it. */
export interface WiCertificate {
  filingStatus: WiFilingStatus;
  exemptions: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'exemptions', 'additionalWithholding', 'exempt'] as const;

/** No WT-4 on file: zero exemptions, the single formula. */
export const NO_WT4: Readonly<WiCertificate> = Object.freeze({ filingStatus: 'Single', exemptions: 0, additionalWithholding: ZERO, exempt: false });

export function wiFigures(year: number): WiYearFigures {
  return figuresOf(FIGURES, 'Wisconsin', year);
}

/** Reads a Form WT-4 (see the module comment); undefined means none on file. */
export function readWt4(certificate: Readonly<Record<string, unknown>> | undefined): WiCertificate {
  const r = CertificateReader.of('WT-4', certificate, FIELDS);
  if (!r) return NO_WT4;
  return {
    filingStatus: r.choice('filingStatus', WI_FILING_STATUSES, 'Single'),
    exemptions: r.count('exemptions'),
    additionalWithholding: r.amount('additionalWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** Step (b): the deduction for an annual gross, rounded to the cent. */
export function wiDeduction(figures: WiYearFigures, status: WiFilingStatus, annualGross: Decimal): Decimal {
  const d = figures.deduction[status === 'Married' ? 'Married' : 'Single'];
  if (annualGross.lt(d.phaseStart)) return new Decimal(d.full);
  if (annualGross.gte(d.phaseEnd)) return ZERO;
  return max0(cents(new Decimal(d.full).minus(annualGross.minus(d.phaseStart).times(d.phaseRate))));
}

/** Steps (a)-(g) on one period's wages. */
export function wiPeriodTax(figures: WiYearFigures, wt4: WiCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const gross = wages.times(periodsPerYear);
  const net = max0(gross.minus(wiDeduction(figures, wt4.filingStatus, gross)).minus(new Decimal(figures.exemption).times(wt4.exemptions)));
  return cents(cents(scheduleTax(figures.schedule, net)).dividedBy(periodsPerYear));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = wiFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const wt4 = readWt4(input.certificate);
  if (wt4.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const onRegular = wiPeriodTax(figures, wt4, periods, regularWages);
  const onPeriod = wiPeriodTax(figures, wt4, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(wt4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const wiWithholding: StateWithholding = {
  state: 'WI',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

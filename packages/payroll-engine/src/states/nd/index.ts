/**
 * North Dakota income tax withholding by the Section 2 percentage method of the Office of State Tax
 * Commissioner's "Income Tax Withholding Rates and Instructions" (employees with a 2020-or-later federal
 * Form W-4; docs/domain-rules.md, "State and local taxes"; figures in nd/2026.ts).
 *
 * Method (Section 2, Percentage Method Worksheet and Annual Percentage Method Tables):
 *   1. the period's wages x the payroll periods a year;
 *   2. the annual table of the filing status: nothing up to its first amount, 1.95% of the amount over it,
 *      and above the second amount its add-on plus 2.50% of the excess;
 *   3. ÷ the payroll periods, rounded to the nearest whole dollar (half-up).
 * The tables build in the deductions: no allowance or other W-4 adjustment is subtracted.
 *
 * Supplemental wages: this module withholds on them with the regular wages of the period (the aggregate
 * method, as the openbooks transcription of the booklet computes them): `supplemental` is the tax on
 * (regular + supplemental) less the tax on the regular wages alone, each rounded to the dollar. A
 * supplemental payment with no regular wages is taxed as the period's only wages. (The booklet's optional
 * flat supplemental rate, 1.50% in one transcription, was not confirmed by a second and is not applied.)
 *
 * Certificate: North Dakota has no withholding certificate of its own; the employer withholds from the
 * federal Form W-4 (openbooks transcription: "North Dakota publishes no state withholding certificate").
 * The engine hands this module the federal W-4's Step 1(c) filing status (states/modules.ts,
 * FROM_FEDERAL_W4) as `{ filingStatus }`: 'Single' (single or married filing separately),
 * 'MarriedFilingJointly' or 'HeadOfHousehold'. Any other field or status is rejected
 * (InvalidEngineInputError naming the field). No W-4 on file: single ("treat as a single person").
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding (the Bureau of
 * the Fiscal Service formula for North Dakota, halfpricesoft.com: "TSP Deferred: Yes").
 *
 * Not modelled: Section 1 (pre-2020 Forms W-4 with allowances); the reservation exemption for enrolled
 * tribal members; the military spouse exemption (Form NDW-M). Reciprocity (Minnesota, Montana; Form
 * NDW-R) is in states/reciprocity.ts.
 */
import { CertificateReader, checkPeriods, checkWages, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { Decimal, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { ND_2026 } from './2026';

export const ND_FILING_STATUSES = ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] as const;
export type NdFilingStatus = (typeof ND_FILING_STATUSES)[number];

export interface NdYearFigures {
  year: number;
  /** Annual Percentage Method Tables, by federal W-4 filing status. */
  schedules: Record<NdFilingStatus, readonly ScheduleRow[]>;
  sources: readonly string[];
}

const FIGURES = byYear(ND_2026);

export function ndFigures(year: number): NdYearFigures {
  return figuresOf(FIGURES, 'North Dakota', year);
}

/** The filing status read from the federal W-4 fields handed over (absent: single). */
export function ndFilingStatus(certificate: Readonly<Record<string, unknown>> | undefined): NdFilingStatus {
  const r = CertificateReader.of('federal W-4 (North Dakota)', certificate, ['filingStatus']);
  return r ? r.choice('filingStatus', ND_FILING_STATUSES, 'Single') : 'Single';
}

/** Steps 1-3 on one period's wages, in whole dollars. */
export function ndPeriodTax(figures: NdYearFigures, status: NdFilingStatus, periodsPerYear: number, wages: Decimal): Decimal {
  const annual = scheduleTax(figures.schedules[status], wages.times(periodsPerYear));
  return annual.dividedBy(periodsPerYear).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = ndFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const status = ndFilingStatus(input.certificate);
  if (regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const onRegular = ndPeriodTax(figures, status, periods, regularWages);
  const onPeriod = ndPeriodTax(figures, status, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular, supplemental: onPeriod.minus(onRegular) };
}

export const ndWithholding: StateWithholding = {
  state: 'ND',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

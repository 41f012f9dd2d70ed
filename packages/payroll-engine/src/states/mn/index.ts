/**
 * Minnesota income tax withholding by the "Computer Formula" of the Minnesota Withholding Tax Instructions
 * and Tables (docs/domain-rules.md, "State and local taxes"; figures in mn/2025.ts and mn/2026.ts, which
 * cite the editions read).
 *
 * Method (2026 booklet, p. 34; the same steps in every edition since 2017, e.g. the 2017 booklet's text
 * stored at online.documentine.com):
 *   1. the employee's wages for the payroll period;
 *   2. x the payroll periods a year (the booklet lists 360 for daily, 52, 26, 24, 12; other engine
 *      frequencies use their own count: 4 quarterly, 1 annual);
 *   3. less the W-4MN allowances x the year's allowance ($5,300 in 2026);
 *   4. if zero or less, nothing is withheld;
 *   5. the Step 5 chart of the marital status (single or married): on the amount more than a row's
 *      threshold, the row's add-on plus its rate on the excess;
 *   6. ÷ the payroll periods of step 2: "You may round the amount to the nearest dollar." Rounding is the
 *      employer's option; this module keeps the formula's result, rounded half-up to the cent.
 *
 * Supplemental wages (booklet p. 7; revenue.state.mn.us "Supplemental Payments"): paid separately from
 * regular wages, "Multiply the supplemental pay amount by 6.25%"; paid with regular wages and listed
 * separately on the payroll records, Method 1 (the tables on the total) or Method 2 (the tables on the
 * regular wages, 6.25% on the supplemental payments). Payroll lines always list supplemental wages apart,
 * so this module applies 6.25% to them in every case (Method 2, or the rule for separate payments), rounded
 * half-up to the cent, whatever the allowances ("regardless of the number of withholding allowances").
 *
 * Certificate: Form W-4MN, Minnesota Employee Withholding Allowance/Exemption Certificate. Fields:
 * - `filingStatus`: the marital status box: 'Single' (single; married but legally separated; spouse is a
 *   nonresident alien), 'Married', or 'MarriedWithholdAtHigherSingleRate' ("Married, but withhold at
 *   higher Single rate", the single chart). Absent means 'Single'.
 * - `allowances`: Section 1, the Minnesota allowances, a whole number ≥ 0 (number or digit string);
 *   absent means 0.
 * - `additionalWithholding`: Section 1, additional Minnesota withholding each pay period, dollars ≥ 0;
 *   added to `regular` when the payment has wages.
 * - `exempt`: Section 2, exempt from Minnesota withholding (renewed each year by February 15); true
 *   withholds nothing. The claim lapses after February 15 of the year after it was signed: the item applies
 *   that before calling this module (states/exempt-claims.ts), so this module reads the claim as given.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no W-4MN on file: single with zero allowances (revenue.state.mn.us "Form W-4MN": "If the
 * employee does not have a Form W-4, withhold Minnesota tax as if they are single with zero withholding
 * allowances"; since the 2020 federal W-4 carries no allowances, the 2026 booklet p. 3 as transcribed by
 * the openbooks engine: "withhold tax at the single filing status with zero allowances").
 *
 * Pre-tax exclusions (`excludes`): both excluded. Minnesota withholds on wages subject to federal income
 * tax withholding ("Use each employee's total wages for the pay period before any taxes are deducted",
 * booklet p. 7, applied to the federal definition of wages the booklet follows: "Minnesota follows the
 * federal guidelines"); 401(k) elective deferrals and Section 125 reductions are not federal wages
 * (Bureau of the Fiscal Service formula transcribed at halfpricesoft.com: "TSP Deferred: Yes").
 *
 * Reciprocity (Michigan, North Dakota; Form MWR) is in states/reciprocity.ts.
 */
import { CertificateReader, checkPeriods, checkWages, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { MN_2025 } from './2025';
import { MN_2026 } from './2026';

/** One year's figures (see the source comment of each data file). */
export interface MnYearFigures {
  year: number;
  /** Step 3: one W-4MN allowance, annual. */
  allowance: string;
  /** Flat rate on supplemental payments. */
  supplementalRate: string;
  /** Step 5 charts, annual. */
  schedules: Record<'Single' | 'Married', readonly ScheduleRow[]>;
  sources: readonly string[];
}

const FIGURES = byYear(MN_2025, MN_2026);

export const MN_FILING_STATUSES = ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'] as const;
export type MnFilingStatus = (typeof MN_FILING_STATUSES)[number];

/** Form W-4MN as this module reads it. */
export interface MnCertificate {
  filingStatus: MnFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** No W-4MN on file: single with zero allowances. */
export const NO_W4MN: Readonly<MnCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false });

export function mnFigures(year: number): MnYearFigures {
  return figuresOf(FIGURES, 'Minnesota', year);
}

/** Reads a Form W-4MN (see the module comment); undefined means none on file. */
export function readW4mn(certificate: Readonly<Record<string, unknown>> | undefined): MnCertificate {
  const r = CertificateReader.of('W-4MN', certificate, FIELDS);
  if (!r) return NO_W4MN;
  return {
    filingStatus: r.choice('filingStatus', MN_FILING_STATUSES, 'Single'),
    allowances: r.count('allowances'),
    additionalWithholding: r.amount('additionalWithholding'),
    exempt: r.flag('exempt'),
  };
}

/** Steps 2-6 on one period's wages: the period's tax, rounded to the cent. */
export function mnPeriodTax(figures: MnYearFigures, w4mn: MnCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const annual = wages.times(periodsPerYear).minus(new Decimal(figures.allowance).times(w4mn.allowances));
  const chart = figures.schedules[w4mn.filingStatus === 'Married' ? 'Married' : 'Single'];
  return cents(scheduleTax(chart, max0(annual)).dividedBy(periodsPerYear));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = mnFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const w4mn = readW4mn(input.certificate);
  if (w4mn.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  return {
    regular: mnPeriodTax(figures, w4mn, periods, regularWages).plus(cents(w4mn.additionalWithholding)),
    supplemental: cents(supplementalWages.times(figures.supplementalRate)),
  };
}

export const mnWithholding: StateWithholding = {
  state: 'MN',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

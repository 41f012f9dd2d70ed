/**
 * Indiana income tax withholding, the STATE part of Departmental Notice #1's formula (docs/domain-rules.md,
 * "State and local taxes"; figures in in/2025.ts and in/2026.ts, which cite the editions read).
 *
 * Indiana's county income taxes are withheld on the same taxable wages at the rate of the employee's January 1
 * county (Departmental Notice #1, p. 5). They are local taxes, computed by states/locals/in-counties.ts from
 * this module's wages and WH-4 (`readWh4`, `inDeductionConstant`); wages Indiana does not withhold on (e.g. under
 * an elected reciprocity agreement, states/reciprocity.ts) bear no computed county tax and keep the
 * `local_taxes_not_computed` warning.
 *
 * Method (Departmental Notice #1, pp. 2-3):
 *   1. the deduction constant of each WH-4 line: its exemptions x the annual amount ÷ pay periods, rounded
 *      half-up to the cent (Table A line 5 $1,000; Table B lines 6 and 7 $1,500; Table C line 8 $3,000), each
 *      line on its own as the notice's example adds them ($96.15 + $86.54 + $28.85 + $115.38);
 *   2. taxable income = the period's wages less the total deduction constant, never below zero;
 *   3. x the year's rate (3.0% in 2025, 2.95% in 2026), rounded half-up to the cent ("$473.08 x .0295 =
 *      $13.96"); plus WH-4 line 9.
 *
 * Supplemental wages: "For one-time or non-periodic payments, such as a bonus check, withholding should be
 * computed without exemptions": `supplemental` is the year's rate on the supplemental wages, rounded half-up to the cent;
 * the exemptions reduce only the regular wages.
 *
 * Certificate: Form WH-4, Employee's Withholding Exemption and County Status Certificate. Fields:
 * - `personalExemptions`: line 5, the total of lines 1-4 (self, spouse, dependents, 65 or older and blind), a
 *   whole number ≥ 0; absent means 0.
 * - `additionalDependentExemptions`: line 6; `firstTimeDependentExemptions`: line 7 (good for the calendar year
 *   of the WH-4 that claims it); `adoptedDependentExemptions`: line 8; whole numbers ≥ 0, absent 0.
 * - `additionalWithholding`: line 9, additional state withholding per pay period, a decimal ≥ 0; added to
 *   `regular` when the payment has wages. (Line 10, additional county withholding, and the January 1 counties
 *   belong to the county tax and are not read.)
 * - `exempt`: boolean, Form WH-4MIL (military spouse) on file; true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no WH-4 on file: no exemptions claimed, so tax on the whole wages (the transcriptions of
 * in/2026.ts: "With no WH-4 on file there are no claimed exemptions — the default is ZERO, not one"; a
 * second repository's weekly $800 case without exemptions, $23.60).
 *
 * Pre-tax exclusions (`excludes`): both excluded. IC 6-3-4-8(a) makes withholding apply to wages on which the
 * employer must withhold federal income tax; "In Indiana cafeteria plans are: not taxable for income tax
 * calculation ... 401(k) plan deferrals are: not taxable for income taxes"
 * (https://minuetcattery.com/payroll-indiana-unique-aspects-of-indiana-payroll-law-and-practice/).
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { IN_2025 } from './2025';
import { IN_2026, type InYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(IN_2025, IN_2026);

const WH4_FIELDS = {
  personalExemptions: 'count',
  additionalDependentExemptions: 'count',
  firstTimeDependentExemptions: 'count',
  adoptedDependentExemptions: 'count',
  additionalWithholding: 'amount',
  exempt: 'boolean',
} as const;

/** Reads a Form WH-4 (see the module comment); undefined means none on file. The county taxes read it too (states/locals/in-counties.ts). */
export function readWh4(certificate: Readonly<Record<string, unknown>> | undefined) {
  return readCertificate(certificate, 'WH-4', WH4_FIELDS);
}

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function inFigures(year: number): InYearFigures {
  return figuresOf(FIGURES, 'Indiana', year);
}

/** Step 1: the total deduction constant of the period, each WH-4 line rounded to the cent on its own. */
export function inDeductionConstant(
  figures: InYearFigures,
  counts: { personalExemptions: number; additionalDependentExemptions: number; firstTimeDependentExemptions: number; adoptedDependentExemptions: number },
  periodsPerYear: number,
): Decimal {
  const line = (count: number, annual: string) => cents(new Decimal(annual).times(count).dividedBy(periodsPerYear));
  return line(counts.personalExemptions, figures.exemption.personal)
    .plus(line(counts.additionalDependentExemptions, figures.exemption.additionalDependent))
    .plus(line(counts.firstTimeDependentExemptions, figures.exemption.firstTimeDependent))
    .plus(line(counts.adoptedDependentExemptions, figures.exemption.adoptedDependent));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = inFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const wh4 = readWh4(input.certificate);
  if (wh4?.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const constant = wh4 ? inDeductionConstant(figures, wh4, periods) : ZERO;
  const regular = cents(max0(regularWages.minus(constant)).times(figures.rate));
  return {
    regular: regular.plus(cents(wh4?.additionalWithholding ?? ZERO)),
    supplemental: cents(supplementalWages.times(figures.rate)),
  };
}

export const inWithholding: StateWithholding = {
  state: 'IN',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

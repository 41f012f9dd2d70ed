/**
 * Alabama income tax withholding by the formula of the Department of Revenue's "Withholding Tax Tables and
 * Instructions for Employers and Withholding Agents" (docs/domain-rules.md, "State and local taxes"; figures in
 * al/2026.ts, which also holds 2025 and cites the editions read).
 *
 * Method ("Formula for Computing Alabama Withholding Tax"), on annual amounts:
 *   1. gross income (GI): the period's wages x the pay periods;
 *   2. less A, the standard deduction of the A-4 status on GI (a schedule falling by steps of GI to a floor),
 *      B, the federal income tax withheld from the period's wages x the pay periods, C, the personal exemption
 *      of the status, and D, the dependent exemption (its amount on GI) x the dependents; not below zero;
 *   3. the tax on the result: 2%, 4%, 5% (the married brackets for status M only);
 *   4. ÷ the pay periods, rounded half-up to the cent.
 * B is the engine's own federal income tax on the payment's regular wages (StateWithholdingInput.federalIncomeTax,
 * the state's share of it); a payment with wages and no federal tax given is refused (InvalidEngineInputError
 * naming `federalIncomeTax`) rather than subtract nothing.
 *
 * Supplemental wages: 5% of them (the booklet's rate for supplemental wages identified separately from regular
 * wages; al/2026.ts). The formula runs on the regular wages only.
 *
 * Certificate: Form A-4, Employee's Withholding Exemption Certificate. Fields:
 * - `personalExemption`: the A-4 status: 'NoExemption' (0: no personal exemption, the single standard
 *   deduction), 'Single' (S, $1,500), 'MarriedFilingSeparately' (MS, $1,500, its own standard deduction),
 *   'Married' (M, $3,000, the married standard deduction and brackets), 'HeadOfFamily' (H, $3,000, the head of
 *   family standard deduction). Absent means 'NoExemption'.
 * - `dependents`: the number of dependents other than the spouse, a whole number ≥ 0; absent means 0.
 * - `additionalWithholding`: additional amount per pay period, dollars ≥ 0; added when the payment has wages.
 * Alabama has no exempt status on the A-4 ("The State does not allow employees to claim 'Exempt' from
 * withholding", USDA NFC bulletin NFC-22-1666037747; the nonresident military spouse uses Form A4-MS, not
 * modelled). Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming it).
 * Default with no A-4 on file: zero exemptions, the single standard deduction (openbooks al.ts: "If an employee
 * fails to furnish Form A-4, the employer withholds using zero exemptions"; NFC-22-1666037747: "the default value
 * used will be Zero (0), the taxpayer will use the Single Standard Deduction table and use Zero (0) personal
 * exemptions").
 *
 * Pre-tax exclusions (`excludes`): Section 125 reductions excluded; 401(k) deferrals excluded (the NFC formula
 * for Alabama subtracts the Thrift Savings Plan deferral, "TSP Deferred: Yes", and the health benefits
 * payments from the wages).
 *
 * Not modelled: the nonresident's 30-day safe harbor of Act 2025-334, and local occupational taxes (Birmingham,
 * Gadsden, Macon County and others), which Alabama's cities and counties levy: the engine does not list Alabama
 * among the states with local wage taxes yet (states/index.ts LOCAL_WAGE_TAX), a gap noted in the report.
 */
import { CertificateReader, checkPeriods, checkWages, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { AL_2025, AL_2026 } from './2026';

export const AL_EXEMPTIONS = ['NoExemption', 'Single', 'MarriedFilingSeparately', 'Married', 'HeadOfFamily'] as const;
export type AlExemption = (typeof AL_EXEMPTIONS)[number];

/** A standard deduction schedule: `max` for GI under `from`, less `reduction` for each `step` of GI from it, not below `min`. */
export interface AlDeductionSchedule {
  max: string;
  from: string;
  step: string;
  reduction: string;
  min: string;
}

export interface AlYearFigures {
  year: number;
  standardDeduction: { single: AlDeductionSchedule; married: AlDeductionSchedule; headOfFamily: AlDeductionSchedule; marriedSeparately: AlDeductionSchedule };
  personalExemption: { single: string; married: string };
  /** Dependent exemption by GI, ascending; the last row (`upTo` null) above the others. */
  dependent: ReadonlyArray<{ upTo: string | null; amount: string }>;
  brackets: { married: readonly ScheduleRow[]; other: readonly ScheduleRow[] };
  supplementalRate: string;
  sources: readonly string[];
}

/** Form A-4 as this module reads it. */
export interface AlCertificate {
  personalExemption: AlExemption;
  dependents: number;
  additionalWithholding: Decimal;
}

const FIGURES = byYear(AL_2025, AL_2026);
const FIELDS = ['personalExemption', 'dependents', 'additionalWithholding'] as const;

/** No A-4 on file: zero exemptions. */
export const NO_A4: Readonly<AlCertificate> = Object.freeze({ personalExemption: 'NoExemption', dependents: 0, additionalWithholding: ZERO });

export function alFigures(year: number): AlYearFigures {
  return figuresOf(FIGURES, 'Alabama', year);
}

/** Reads a Form A-4 (see the module comment); undefined means none on file. */
export function readA4(certificate: Readonly<Record<string, unknown>> | undefined): AlCertificate {
  const r = CertificateReader.of('A-4', certificate, FIELDS);
  if (!r) return NO_A4;
  return {
    personalExemption: r.choice('personalExemption', AL_EXEMPTIONS, 'NoExemption'),
    dependents: r.count('dependents'),
    additionalWithholding: r.amount('additionalWithholding'),
  };
}

/** A: the standard deduction of the status on the annual gross income. */
export function alStandardDeduction(figures: AlYearFigures, status: AlExemption, gi: Decimal): Decimal {
  const s =
    status === 'Married'
      ? figures.standardDeduction.married
      : status === 'HeadOfFamily'
        ? figures.standardDeduction.headOfFamily
        : status === 'MarriedFilingSeparately'
          ? figures.standardDeduction.marriedSeparately
          : figures.standardDeduction.single;
  if (gi.lt(s.from)) return new Decimal(s.max);
  const steps = gi.minus(s.from).dividedBy(s.step).floor().plus(1);
  return Decimal.max(new Decimal(s.max).minus(steps.times(s.reduction)), s.min);
}

/** C: the personal exemption of the status. */
export function alPersonalExemption(figures: AlYearFigures, status: AlExemption): Decimal {
  if (status === 'NoExemption') return ZERO;
  return new Decimal(status === 'Married' || status === 'HeadOfFamily' ? figures.personalExemption.married : figures.personalExemption.single);
}

/** D: one dependent's exemption on the annual gross income. */
export function alDependentExemption(figures: AlYearFigures, gi: Decimal): Decimal {
  for (const row of figures.dependent) if (row.upTo === null || gi.lte(row.upTo)) return new Decimal(row.amount);
  return ZERO;
}

/** Steps 1-4 on one period's regular wages and the federal income tax withheld from them. */
export function alPeriodTax(figures: AlYearFigures, a4: AlCertificate, periodsPerYear: number, wages: Decimal, federalTax: Decimal): Decimal {
  const gi = wages.times(periodsPerYear);
  const deductions = alStandardDeduction(figures, a4.personalExemption, gi)
    .plus(federalTax.times(periodsPerYear))
    .plus(alPersonalExemption(figures, a4.personalExemption))
    .plus(alDependentExemption(figures, gi).times(a4.dependents));
  const taxable = max0(gi.minus(deductions));
  const brackets = a4.personalExemption === 'Married' ? figures.brackets.married : figures.brackets.other;
  return cents(scheduleTax(brackets, taxable).dividedBy(periodsPerYear));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = alFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const a4 = readA4(input.certificate);
  if (regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  let regular = ZERO;
  if (regularWages.gt(0)) {
    if (!input.federalIncomeTax) {
      throw new InvalidEngineInputError('federalIncomeTax', 'Alabama subtracts the federal income tax withheld from the wages (formula line B); it was not given');
    }
    regular = alPeriodTax(figures, a4, periods, regularWages, checkWages(input.federalIncomeTax.regular, 'federalIncomeTax.regular'));
  }
  return { regular: regular.plus(cents(a4.additionalWithholding)), supplemental: cents(supplementalWages.times(figures.supplementalRate)) };
}

export const alWithholding: StateWithholding = {
  state: 'AL',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

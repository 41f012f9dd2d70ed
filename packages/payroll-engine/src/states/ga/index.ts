/**
 * Georgia income tax withholding by the percentage method of the Department of Revenue's Employer's Tax Guide
 * (docs/domain-rules.md, "State and local taxes"; figures in ga/2025.ts and ga/2026.ts, which cite the
 * editions read).
 *
 * Method (Employer's Tax Guide 2026, "Percentage Method for Employee Withholding", Tables E and F):
 *   1. taxable wages for the payroll period, less the standard deduction for the period from Table E by filing
 *      status: column (1) married filing joint, (2) single or head of household, (3) married filing separate;
 *   2. less the dependent allowance for the period x the number of allowances ("If zero exemption is claimed,
 *      subtract the standard deduction only");
 *   3. the wages subject to withholding (never below zero: the guide's Example #2 withholds $0 when the
 *      deductions exceed the wages) x the flat rate of the edition, rounded half-up to the cent (Example #1:
 *      $541.67 x 0.0499 = $27.03).
 * Table E prints each period's amounts as the annual ones ÷ the periods per year, rounded to the cent; this
 * module derives them so (test/states/ga.test.ts checks every printed row), which also covers any number of
 * periods. Rounding: cents, as the guide's examples print.
 *
 * Editions within a year: 2025 has two (ga/2025.ts): 5.39% for paydays through June 30, 2025 and 5.19% (House
 * Bill 111) from July 1, 2025; 2026 has two (ga/2026.ts): the December 2025 guide (5.19%) for paydays before
 * May 11, 2026, and the June 2026 guide (4.99%, House Bill 463) from May 11, 2026. The edition is chosen by the payday,
 * which StateWithholdingInput does not carry yet: this module reads an optional `payday` (YYYY-MM-DD) from its
 * input and, for a year with more than one edition, refuses a payment with wages but no payday
 * (InvalidEngineInputError naming `payday`) rather than guess the edition. A payment without wages, as the
 * certificate check of the employee forms makes, needs no edition.
 *
 * Supplemental wages: Georgia also lets the employer withhold a flat rate on supplemental wages (the flat rate
 * of the year: 5.19% from July 1, 2025, https://www.paylocity.com/resources/tax-compliance/alerts/georgia-passes-bill-lowering-income-tax-rate-for-2025:
 * "the state's supplemental withholding tax rate will also be updated to 5.19%"); the guide's own supplemental
 * section was not read, so this module does not apply that option. It aggregates, like il/index.ts: `supplemental`
 * is the tax on (regular + supplemental) wages of the period less the tax on the regular wages alone, so the
 * standard deduction and allowances are allowed once. Whenever the regular wages cover the deductions this is
 * the flat rate x the supplemental wages (to within a cent of rounding), as the flat-rate option gives.
 *
 * Certificate: Form G-4, State of Georgia Employee's Withholding Allowance Certificate. Fields:
 * - `filingStatus`: Line 3 marital status: 'Single' (A), 'MarriedFilingSeparateOrBothWorking' (B: married filing
 *   separate, or married filing joint with both spouses working), 'MarriedFilingJointOneWorking' (C: married
 *   filing joint, one spouse working), 'HeadOfHousehold' (D). A, D use column (2); B uses column (3), the
 *   NOTE under Table E: "Married couples, both having income, should use the standard deduction allowed in
 *   column (3)"; C uses column (1). Absent means 'Single'.
 * - `dependentAllowances`: Line 4, a whole number ≥ 0 (number or digit string); absent means 0.
 * - `additionalAllowances`: Line 5, Georgia adjustments allowances, a whole number ≥ 0; absent means 0. The
 *   employer uses the Line 7 total (Lines 4 + 5), each worth one dependent allowance (the G-4 worksheet converts
 *   each $4,000 of adjustments into one allowance, the dependent amount;
 *   https://tylernow.atlassian.net/wiki/spaces/KA/pages/948076595/How+to+Update+The+Georgia+Tax+Tables: "the
 *   total goes into the Exemptions field ... multiplied by 4,000").
 * - `additionalWithholding`: Line 6, a decimal ≥ 0, dollars per pay period; added to `regular` when the payment
 *   has wages.
 * - `exempt`: boolean, Line 8 claim of exemption (no Georgia liability, or the military spouse exemption);
 *   true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no G-4 on file: single with zero allowances (Form G-4, as transcribed by the openbooks engine:
 * "Failure to submit a properly completed Form G-4 results in the employer withholding as though the employee
 * is single with zero allowances"; the 2019 G-4 instructions as summarised at
 * https://taxnews.ey.com/news/2019-0425-georgia-tax-department-releases-updated-state-form-g-4-employee-withholding-certificate:
 * "Failure to submit a completed Form G-4 will result in the employer withholding income tax as though the
 * employee were single with zero allowances").
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding: "In Georgia cafeteria
 * plans are: not taxable for income tax calculation ... 401(k) plan deferrals are: not taxable for income taxes"
 * (https://www.killerplrarticles.com/access/details/payroll-georgia-unique-aspects-of-georgia-payroll-law-and-practice-2.html);
 * https://www.legalfix.com/topics/employment-law/retirement-plans-401k-plans/ga ("Employees in Georgia can
 * choose to defer a portion of their salary into their 401(k), which reduces their taxable income"). The
 * Georgia statute's own definition of withholding wages was not read.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { GA_2025 } from './2025';
import { GA_2026, type GaEdition, type GaYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(GA_2025, GA_2026);

export const GA_FILING_STATUSES = ['Single', 'MarriedFilingSeparateOrBothWorking', 'MarriedFilingJointOneWorking', 'HeadOfHousehold'] as const;
export type GaFilingStatus = (typeof GA_FILING_STATUSES)[number];

/** Form G-4 as this module reads it. */
export interface GaCertificate {
  filingStatus: GaFilingStatus;
  dependentAllowances: number;
  additionalAllowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'dependentAllowances', 'additionalAllowances', 'additionalWithholding', 'exempt'] as const;

/** No G-4 on file: single with zero allowances. */
export const NO_G4: Readonly<GaCertificate> = Object.freeze({
  filingStatus: 'Single',
  dependentAllowances: 0,
  additionalAllowances: 0,
  additionalWithholding: ZERO,
  exempt: false,
});

/** The input with the payday this module needs to choose between editions of one year (see the module comment). */
export type GaWithholdingInput = StateWithholdingInput & { payday?: string };

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function gaFigures(year: number): GaYearFigures {
  return figuresOf(FIGURES, 'Georgia', year);
}

/** The edition in force on the payday; a year with one edition needs no payday. */
export function gaEdition(figures: GaYearFigures, payday: unknown): GaEdition {
  if (figures.editions.length === 1 && (payday === undefined || payday === null)) return figures.editions[0];
  if (typeof payday !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(payday) || !payday.startsWith(`${figures.year}-`)) {
    throw new InvalidEngineInputError(
      'payday',
      `Georgia ${figures.year} withholding changes on ${figures.editions.slice(1).map((e) => e.from).join(', ')}: the payday (YYYY-MM-DD in ${figures.year}) is needed, got ${String(payday)}`,
    );
  }
  let edition = figures.editions[0];
  for (const e of figures.editions) if (payday >= e.from) edition = e;
  return edition;
}

/** Reads a Form G-4 (see the module comment); undefined means none on file. */
export function readG4(certificate: Readonly<Record<string, unknown>> | undefined): GaCertificate {
  if (certificate === undefined || certificate === null) return NO_G4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of G-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a G-4 field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(GA_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${GA_FILING_STATUSES.join(', ')}: ${String(status)}`);
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
    filingStatus: (status ?? 'Single') as GaFilingStatus,
    dependentAllowances: certificateCount(certificate.dependentAllowances, 'certificate.dependentAllowances'),
    additionalAllowances: certificateCount(certificate.additionalAllowances, 'certificate.additionalAllowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** The annual standard deduction of Table E's column for the G-4 filing status. */
export function gaAnnualStandardDeduction(edition: GaEdition, status: GaFilingStatus): string {
  switch (status) {
    case 'MarriedFilingJointOneWorking':
      return edition.standardDeduction.marriedJoint;
    case 'MarriedFilingSeparateOrBothWorking':
      return edition.standardDeduction.marriedSeparate;
    default:
      return edition.standardDeduction.singleOrHeadOfHousehold;
  }
}

/** Table E for one payroll period: the annual amounts ÷ periods per year, rounded to the cent. */
export function gaPeriodAmounts(edition: GaEdition, status: GaFilingStatus, periodsPerYear: number): { standardDeduction: Decimal; allowance: Decimal } {
  return {
    standardDeduction: cents(new Decimal(gaAnnualStandardDeduction(edition, status)).dividedBy(periodsPerYear)),
    allowance: cents(new Decimal(edition.allowance).dividedBy(periodsPerYear)),
  };
}

/** The percentage method on one period's wages, rounded to the cent. */
export function gaTax(edition: GaEdition, g4: GaCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const amounts = gaPeriodAmounts(edition, g4.filingStatus, periodsPerYear);
  const allowances = g4.dependentAllowances + g4.additionalAllowances;
  const subject = max0(wages.minus(amounts.standardDeduction).minus(amounts.allowance.times(allowances)));
  return cents(subject.times(edition.rate));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = gaFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const g4 = readG4(input.certificate);
  const paid = regularWages.plus(supplementalWages).gt(0);
  if (g4.exempt || !paid) return { regular: ZERO, supplemental: ZERO };

  const edition = gaEdition(figures, (input as GaWithholdingInput).payday);
  const onRegular = gaTax(edition, g4, input.periodsPerYear, regularWages);
  const onPeriod = gaTax(edition, g4, input.periodsPerYear, regularWages.plus(supplementalWages));
  return {
    regular: onRegular.plus(cents(g4.additionalWithholding)),
    supplemental: onPeriod.minus(onRegular),
  };
}

export const gaWithholding: StateWithholding = {
  state: 'GA',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

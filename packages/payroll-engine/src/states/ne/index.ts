/**
 * Nebraska income tax withholding by the percentage method of Circular EN (Table 7) with its special
 * withholding procedure (docs/domain-rules.md, "State and local taxes"; figures in ne/2026.ts).
 *
 * Method (Circular EN, percentage method):
 *   1. annual wages = the period's wages x the payroll periods a year;
 *   2. less $2,440 for each W-4N allowance (not below zero);
 *   3. Table 7 of the marital status: the add-on of the last row below it plus its rate on the excess, rounded
 *      to the cent;
 *   4. ÷ the payroll periods, rounded to the cent (half-up); plus the W-4N additional amount.
 * Special withholding procedure: a company with more than 24 employees (`companyEmployeeCount`, the number of
 * its employees on the payday, given by the service) withholds at least 1.5% of the wages of the payment unless
 * the employee has given documentation that a lesser amount is due (`lesserWithholdingDocumented`); an exempt
 * claim without that documentation still withholds the 1.5%. Without `companyEmployeeCount` a payment with
 * wages is refused (InvalidEngineInputError naming it): the engine does not guess the employer's size.
 *
 * Supplemental wages: withheld on with the regular wages of the period (Circular EN lets an employer combine
 * them; its flat rate for separately paid supplemental wages is not used): `supplemental` is the withholding on
 * (regular + supplemental) less that on the regular wages alone, the 1.5% minimum applied to each.
 *
 * Certificate: Form W-4N, Employee's Nebraska Withholding Allowance Certificate. Fields:
 * - `filingStatus`: 'Single' (including head of household) or 'Married' (including surviving spouse). Absent
 *   means 'Single'.
 * - `allowances`: the number of Nebraska withholding allowances, a whole number ≥ 0; absent means 0.
 * - `additionalWithholding`: additional amount per pay period, dollars ≥ 0.
 * - `exempt`: exempt from Nebraska withholding: nothing is withheld (but see the special procedure).
 * - `lesserWithholdingDocumented`: the employer holds the employee's documentation (dependents, marital status,
 *   itemized deductions) for withholding less than 1.5% under the special procedure.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no W-4N on file: single with no allowances (Circular EN).
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding; the special
 * procedure's wages are "gross wages, less tax-qualified deductions" (blr.com), the same wages.
 *
 * Not modelled: the reduction of a resident's withholding by another state's withholding on the same wages;
 * pre-2020 federal Forms W-4 used for Nebraska. Nebraska has no reciprocity agreement.
 */
import { InvalidEngineInputError } from '../../errors';
import { CertificateReader, checkPeriods, checkWages, scheduleTax, type ScheduleRow } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { NE_2026 } from './2026';

export const NE_FILING_STATUSES = ['Single', 'Married'] as const;
export type NeFilingStatus = (typeof NE_FILING_STATUSES)[number];

export interface NeYearFigures {
  year: number;
  /** One W-4N allowance, annual. */
  allowance: string;
  /** Table 7 of each marital status (nothing up to the first row). */
  schedules: Record<NeFilingStatus, readonly ScheduleRow[]>;
  /** The special withholding procedure: companies with more employees than this withhold at least the rate. */
  special: { moreEmployeesThan: number; minimumRate: string };
  sources: readonly string[];
}

/** Form W-4N as this module reads it. */
export interface NeCertificate {
  filingStatus: NeFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
  lesserWithholdingDocumented: boolean;
}

const FIGURES = byYear(NE_2026);
const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt', 'lesserWithholdingDocumented'] as const;

/** No W-4N on file: single with no allowances. */
export const NO_W4N: Readonly<NeCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false, lesserWithholdingDocumented: false });

export function neFigures(year: number): NeYearFigures {
  return figuresOf(FIGURES, 'Nebraska', year);
}

/** Reads a Form W-4N (see the module comment); undefined means none on file. */
export function readW4n(certificate: Readonly<Record<string, unknown>> | undefined): NeCertificate {
  const r = CertificateReader.of('W-4N', certificate, FIELDS);
  if (!r) return NO_W4N;
  return {
    filingStatus: r.choice('filingStatus', NE_FILING_STATUSES, 'Single'),
    allowances: r.count('allowances'),
    additionalWithholding: r.amount('additionalWithholding'),
    exempt: r.flag('exempt'),
    lesserWithholdingDocumented: r.flag('lesserWithholdingDocumented'),
  };
}

/** Steps 1-4 on one period's wages, before the additional amount and the special procedure. */
export function nePeriodTax(figures: NeYearFigures, w4n: NeCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  const taxable = max0(wages.times(periodsPerYear).minus(new Decimal(figures.allowance).times(w4n.allowances)));
  return cents(cents(scheduleTax(figures.schedules[w4n.filingStatus], taxable)).dividedBy(periodsPerYear));
}

/** Whether the special withholding procedure's minimum applies (more than 24 employees, no documentation). */
export function neSpecialApplies(figures: NeYearFigures, w4n: NeCertificate, companyEmployeeCount: number | undefined): boolean {
  if (companyEmployeeCount === undefined || !Number.isSafeInteger(companyEmployeeCount) || companyEmployeeCount < 0) {
    throw new InvalidEngineInputError('companyEmployeeCount', `Nebraska's special withholding procedure depends on the company's number of employees (a whole number ≥ 0): ${String(companyEmployeeCount)}`);
  }
  return companyEmployeeCount > figures.special.moreEmployeesThan && !w4n.lesserWithholdingDocumented;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = neFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const w4n = readW4n(input.certificate);
  if (regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  const special = neSpecialApplies(figures, w4n, input.companyEmployeeCount);
  const extra = cents(w4n.additionalWithholding);
  const on = (wages: Decimal): Decimal => {
    if (wages.isZero()) return ZERO;
    const ordinary = w4n.exempt ? ZERO : nePeriodTax(figures, w4n, periods, wages).plus(extra);
    return special ? Decimal.max(ordinary, cents(wages.times(figures.special.minimumRate))) : ordinary;
  };
  const onRegular = on(regularWages);
  return { regular: onRegular, supplemental: on(regularWages.plus(supplementalWages)).minus(onRegular) };
}

export const neWithholding: StateWithholding = {
  state: 'NE',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

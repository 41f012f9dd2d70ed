/**
 * Vermont income tax withholding by the percentage method tables of GB-1210 (docs/domain-rules.md, "State and
 * local taxes"; figures in vt/2026.ts, which cites the edition read).
 *
 * Method (GB-1210, percentage method): the period's wages less the period's allowance x W-4VT allowances; the
 * period's Single or Married table: the line's add-on + its rate x the excess over the line, rounded half-up to
 * the cent (the example: $1,800 − $207.70 = $1,592.30; 3.35% x $1,366.30 = $45.77), plus the W-4VT line 6
 * additional amount. A line covers wages over its amount and not over the next line's. Tables are printed for
 * weekly, biweekly, semimonthly, monthly, quarterly and annual payrolls (every engine frequency).
 *
 * Supplemental wages: "The Vermont Income Tax Withholding is computed in the same manner as federal withholding
 * tax" (GB-1210, 2017 and 2021 editions, pdfslide.us and docslib.org copies): this module aggregates, as the
 * federal rules always permit: `supplemental` is the table's tax on (regular + supplemental) wages less its tax on
 * the regular wages alone; a payment of supplemental wages alone is taxed as the period's wages. (A Vermont flat
 * option of a share of the federal supplemental withholding, "Supplemental: 30% FIT Withheld" in the
 * suburbancomputer.com transcription, was not read in GB-1210 and is not applied.)
 *
 * Certificate: Form W-4VT, Employee's Withholding Allowance Certificate (stored 2023 copy at ses.stf.com). Fields:
 * - `filingStatus`: 'Single', 'MarriedFilingJointly' ("Married/Civil Union Filing Jointly": the Married table),
 *   'MarriedFilingSeparately' ("Married/Civil Union Filing Separately") or 'MarriedWithholdAtHigherSingleRate'
 *   (both on the Single table: GB-1210 prints Single and Married tables only, and the federal W-4 before 2020,
 *   which W-4VT follows, sent married employees filing separately to the higher single rate; that mapping for
 *   filing separately is this module's reading, not a sentence of GB-1210). Absent means 'Single'.
 * - `allowances`: line 5, a whole number ≥ 0 (number or digit string).
 * - `additionalWithholding`: line 6, a decimal ≥ 0, dollars per pay period; added to `regular` when the payment
 *   has wages.
 * - `exempt`: boolean, "Exempt" written on the form (no Vermont liability last year or this); true withholds
 *   nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no W-4VT on file: Single with zero allowances (the openbooks transcription of GB-1210).
 *
 * Pre-tax exclusions (`excludes`): both excluded: Vermont withholds on "payments ... subject to federal tax
 * withholding" (GB-1210: "Wages, pensions, annuities, and other payments are generally subject to Vermont income
 * tax withholding if the payments are subject to Federal tax withholding"), and 401(k) elective deferrals and §
 * 125 salary reductions are not federal withholding wages. HSA contributions follow § 125.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { VT_2026, type VtPeriods, type VtPeriodTable, type VtYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(VT_2026);

export const VT_FILING_STATUSES = ['Single', 'MarriedFilingJointly', 'MarriedFilingSeparately', 'MarriedWithholdAtHigherSingleRate'] as const;
export type VtFilingStatus = (typeof VT_FILING_STATUSES)[number];

/** Form W-4VT as this module reads it. */
export interface VtCertificate {
  filingStatus: VtFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

export const NO_W4VT: Readonly<VtCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function vtFigures(year: number): VtYearFigures {
  return figuresOf(FIGURES, 'Vermont', year);
}

/** Reads a Form W-4VT (see the module comment); undefined means none on file. */
export function readW4Vt(certificate: Readonly<Record<string, unknown>> | undefined): VtCertificate {
  if (certificate === undefined || certificate === null) return NO_W4VT;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of W-4VT fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a W-4VT field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(VT_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${VT_FILING_STATUSES.join(', ')}: ${String(status)}`);
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
    filingStatus: (status ?? 'Single') as VtFilingStatus,
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** The printed table of a payroll frequency, or InvalidEngineInputError when GB-1210 prints none. */
export function vtPeriodTable(figures: VtYearFigures, periodsPerYear: number): VtPeriodTable {
  const table = (figures.periods as Readonly<Record<number, VtPeriodTable>>)[periodsPerYear];
  if (!table) throw new InvalidEngineInputError('periodsPerYear', `GB-1210 prints no table for ${periodsPerYear} pay periods a year`);
  return table;
}

/** The table's tax on one period's wages, to the cent. */
export function vtPeriodTax(figures: VtYearFigures, w4: VtCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  if (!wages.gt(0)) return ZERO;
  const table = vtPeriodTable(figures, periodsPerYear);
  const taxable = max0(wages.minus(new Decimal(table.allowance).times(w4.allowances)));
  const lines = w4.filingStatus === 'MarriedFilingJointly' ? table.married : table.single;
  let line = lines[0];
  for (const l of lines) if (taxable.gt(l.over)) line = l;
  return cents(new Decimal(line.base).plus(taxable.minus(line.over).times(line.rate)));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = vtFigures(input.year);
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const w4 = readW4Vt(input.certificate);
  if (w4.exempt || !regularWages.plus(supplementalWages).gt(0)) return { regular: ZERO, supplemental: ZERO };
  const onRegular = vtPeriodTax(figures, w4, input.periodsPerYear, regularWages);
  const onPeriod = vtPeriodTax(figures, w4, input.periodsPerYear, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const vtWithholding: StateWithholding = {
  state: 'VT',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/** The pay frequencies GB-1210 prints tables for (periods per year). */
export const VT_PRINTED_PERIODS: readonly VtPeriods[] = [52, 26, 24, 12, 4, 1];

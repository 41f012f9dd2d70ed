/**
 * New Mexico withholding tax by the percentage method tables of FYI-104 (docs/domain-rules.md, "State and local
 * taxes"; figures in nm/2026.ts, which cites the edition read).
 *
 * Method (FYI-104, "How to use the Withholding Tax Tables" and Tables 1-8): the table for the payroll period,
 * the column for the filing status, the line the wages are over and not over: its base + its rate x (wages −
 * the line's "over" amount), rounded half-up to the cent (the worked example: $1000.00 − $790.00 = $210.00 x
 * 0.043 = $9.03; $12.77 + $9.03 = $21.80), plus the additional amount the employee asked for. No allowances
 * and no annualization: the tables hold the standard deduction. Wages exactly on a line's "not over" amount
 * belong to that line. Each period's table is the annual table ÷ the periods per year, the "over" amounts
 * rounded to the whole dollar and the bases to the cent, as FYI-104 prints its weekly, biweekly, semimonthly,
 * monthly, quarterly and annual tables (nm/2026.ts; test/states/nm.test.ts checks the printed lines).
 * FYI-104 excuses withholding under a dollar a month; this module withholds it anyway (allowed, never short).
 *
 * Supplemental wages: 3.3.2.8 NMAC, "Employers who make lump sum distributions, one time bonuses and other
 * irregular payments to employees in addition to regular wages ... shall compute the state withholding in the
 * same manner used for computing federal withholding on these" (https://www.srca.nm.gov/parts/title03/03.003.0002.html),
 * and FYI-104: "If the federal withholding is calculated using a flat percent, a flat 5.9% of the supplemental
 * wage or fringe benefit amount should be withheld for state tax purposes." So with the federal flat rate
 * (StateWithholdingInput.federalSupplementalMethod 'Flat', the default) `supplemental` is 5.9% of the
 * supplemental wages, to the cent; with the federal aggregate method it is the table's tax on (regular +
 * supplemental) wages less its tax on the regular wages.
 *
 * Certificate: New Mexico has no withholding certificate of its own; FYI-104: employees "should complete a copy
 * of the Federal Form W-4 for New Mexico withholding tax purposes, writing 'For New Mexico State Withholding
 * Only' across the top". That copy's fields:
 * - `filingStatus`: Step 1(c), 'Single' (single or married filing separately; also a married employee
 *   withholding at the higher single rate, whom FYI-104 puts in the single column), 'MarriedFilingJointly'
 *   (column (b)), 'HeadOfHousehold' (column (c)). Absent means 'Single'.
 * - `additionalWithholding`: Step 4(c), a decimal ≥ 0, dollars per pay period; added to `regular` when the
 *   payment has wages (FYI-104's example adds its $20.00 after the table).
 * - `exempt`: boolean, exemption claimed on the copy (income exempt from New Mexico tax, e.g. an enrolled
 *   member's wages earned and living on the member's own tribal lands, or active-duty military pay); true
 *   withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Without a New Mexico copy: the employee's federal W-4 ("Employees may continue to use any Federal Form W-4
 * for New Mexico withholding", FYI-104), its filing status read the same way (states/modules.ts
 * `certificateFromFederalW4`); with no W-4 either, Single, as federal withholding treats an employee without a
 * W-4.
 *
 * Pre-tax exclusions (`excludes`): both excluded. New Mexico withholds where federal income tax is withheld
 * ("An employer who withholds a portion of an employee's wages for payment of federal income tax must withhold
 * state income tax", https://tax.newmexico.gov/Businesses/Wage-Withholding-Tax; "State withholding tax is like
 * federal withholding tax"), and New Mexico taxable income starts from federal adjusted gross income, which
 * 401(k) elective deferrals and § 125 salary reductions are not part of. Not read: a Department statement on
 * § 125 plans in particular. HSA contributions follow § 125. Not modelled: the exception for a nonresident
 * working in New Mexico 15 days or fewer a year.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { NM_2026, type NmColumn, type NmLine, type NmYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(NM_2026);

export const NM_FILING_STATUSES = ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] as const;
export type NmFilingStatus = (typeof NM_FILING_STATUSES)[number];

const COLUMN: Readonly<Record<NmFilingStatus, NmColumn>> = { Single: 'single', MarriedFilingJointly: 'married', HeadOfHousehold: 'headOfHousehold' };

/** The W-4 copy for New Mexico as this module reads it. */
export interface NmCertificate {
  filingStatus: NmFilingStatus;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'additionalWithholding', 'exempt'] as const;

export const NO_NM_W4: Readonly<NmCertificate> = Object.freeze({ filingStatus: 'Single', additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function nmFigures(year: number): NmYearFigures {
  return figuresOf(FIGURES, 'New Mexico', year);
}

/** Reads the W-4 copy for New Mexico (see the module comment); undefined means none on file. */
export function readNmW4(certificate: Readonly<Record<string, unknown>> | undefined): NmCertificate {
  if (certificate === undefined || certificate === null) return NO_NM_W4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of W-4 (New Mexico copy) fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a field of the W-4 for New Mexico (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(NM_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${NM_FILING_STATUSES.join(', ')}: ${String(status)}`);
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
    filingStatus: (status ?? 'Single') as NmFilingStatus,
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** A period's table: the annual lines ÷ periods, "over" to the whole dollar, base to the cent. */
export function nmPeriodTable(figures: NmYearFigures, column: NmColumn, periodsPerYear: number): NmLine[] {
  return figures.annual[column].map((l) => ({
    over: new Decimal(l.over).dividedBy(periodsPerYear).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0),
    base: cents(new Decimal(l.base).dividedBy(periodsPerYear)).toFixed(2),
    rate: l.rate,
  }));
}

/** The table's tax on one period's wages, to the cent. */
export function nmTableTax(figures: NmYearFigures, column: NmColumn, periodsPerYear: number, wages: Decimal): Decimal {
  let line: NmLine | undefined;
  for (const l of nmPeriodTable(figures, column, periodsPerYear)) if (wages.gt(l.over)) line = l;
  return line ? cents(new Decimal(line.base).plus(wages.minus(line.over).times(line.rate))) : ZERO;
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = nmFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const w4 = readNmW4(input.certificate);
  if (w4.exempt || !regularWages.plus(supplementalWages).gt(0)) return { regular: ZERO, supplemental: ZERO };
  const column = COLUMN[w4.filingStatus];
  const onRegular = nmTableTax(figures, column, input.periodsPerYear, regularWages);
  const supplemental =
    input.federalSupplementalMethod === 'Aggregate'
      ? nmTableTax(figures, column, input.periodsPerYear, regularWages.plus(supplementalWages)).minus(onRegular)
      : cents(supplementalWages.times(figures.supplementalRate));
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental: max0(supplemental) };
}

export const nmWithholding: StateWithholding = {
  state: 'NM',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

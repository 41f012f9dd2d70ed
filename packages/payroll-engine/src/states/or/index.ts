/**
 * Oregon income tax withholding by the computer formula of Oregon Withholding Tax Formulas, 150-206-436
 * (docs/domain-rules.md, "State and local taxes"; figures in or/2026.ts, which cites the edition read).
 * Oregon's paid leave contribution and transit taxes are programs (states/programs.ts), not this module.
 *
 * Method (150-206-436, computer formula; Example 1 works it line by line in annual whole dollars):
 *   1. annual wages = the period's wages x pay periods per year; annual federal tax = the federal income tax
 *      withheld from the payment x pay periods per year (not Social Security or Medicare: FAQ 1);
 *   2. allowances count as 0 when annual wages are greater than $100,000 (Single, and Married withholding at
 *      the higher single rate) or $200,000 (Married);
 *   3. table: "Married, or Single with 3 or more allowances", else "Single with fewer than 3 allowances"; its
 *      standard deduction ($2,910 / $5,820 in 2026);
 *   4. the federal tax subtracted is at most $8,750 for annual wages below $50,000, and from $50,000 at most
 *      the phase-out amount for the annual wages: the [M] steps for Married, the [S] steps for Single and for
 *      Married withholding at the higher single rate (FAQ 4, Example 4);
 *   5. BASE = annual wages − federal tax subtracted − standard deduction (not below zero);
 *   6. tax = the bracket's add-on + (BASE − its subtracted amount) x its rate, the product rounded to the
 *      whole dollar (Example 1: 0.0875 x $9,690 = $848), from the "up to $50,000" tables below $50,000 of
 *      annual wages and the "$50,000 or higher" tables from it;
 *   7. less the personal exemption credit x allowances ($263 in 2026), subtracted after the rates (FAQ 12), not
 *      below zero (FAQ 10);
 *   8. the period's tax = the annual tax ÷ pay periods per year, rounded to the whole dollar (Example 2: $1,789
 *      ÷ 24 = $75), plus the OR-W-4 line 3 additional amount.
 * The federal tax withheld is the engine's own for the payment (StateWithholdingInput.federalIncomeTax); a
 * call with wages, a certificate and no federal tax is refused (InvalidEngineInputError naming
 * `federalIncomeTax`) rather than subtract nothing.
 *
 * Supplemental wages (OAR 150-316-0257(2): the tables or formulas, or a flat 8%): paid with regular wages, they
 * are aggregated: `supplemental` is the formula's tax on (regular + supplemental) wages with the whole
 * payment's federal tax, less its tax on the regular wages with the federal tax on them. Paid alone (no
 * regular wages in the payment), the flat 8%, rounded half-up to the cent.
 *
 * Certificate: Form OR-W-4, Oregon Employee's Withholding Statement and Exemption Certificate. Fields:
 * - `filingStatus`: line 1, 'Single' (also married filing separately and head of household, who mark
 *   Single), 'Married', or 'MarriedWithholdAtHigherSingleRate' ("Married, but withhold at the higher single rate": the
 *   Single table, phase-out and cut-off). Absent means 'Single'.
 * - `allowances`: line 2, a whole number ≥ 0 (number or digit string); absent means 0.
 * - `additionalWithholding`: line 3, a decimal ≥ 0, dollars per pay period; added to `regular` when the
 *   payment has wages.
 * - `exempt`: boolean, line 4 claim of exemption (4a code and "Exempt" on 4b); true withholds nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no OR-W-4 on file: 8% of all wages, regular and supplemental (ORS 316.182(3), HB 2119 (2019);
 * OAR 150-316-0234(3) applies the same 8% to an employee who gives a 2020-or-later federal W-4 without an
 * OR-W-4), rounded half-up to the cent.
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding. ORS 316.162(2):
 * "'Wages' means remuneration for services performed by an employee for an employer, including the cash value
 * of all remuneration paid in any medium other than cash, except" the items it then lists
 * (https://lawserver.com/law/state/oregon/or-statutes/oregon_statutes_316-162; the stored copy breaks off
 * there), and Oregon taxable income is federal taxable income with Oregon's modifications (ORS 316.048), none
 * of which adds back 401(k) elective deferrals or § 125 salary reductions. Not read: a Department statement
 * on § 125 plans in particular. HSA contributions follow § 125 (only CA and NJ tax them, states/apply.ts).
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { OR_2026, type OrBracket, type OrTable, type OrYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(OR_2026);

export const OR_FILING_STATUSES = ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'] as const;
export type OrFilingStatus = (typeof OR_FILING_STATUSES)[number];

/** Form OR-W-4 as this module reads it. */
export interface OrCertificate {
  filingStatus: OrFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function orFigures(year: number): OrYearFigures {
  return figuresOf(FIGURES, 'Oregon', year);
}

/** Reads a Form OR-W-4 (see the module comment); undefined means none on file. */
export function readOrW4(certificate: Readonly<Record<string, unknown>> | undefined): OrCertificate | undefined {
  if (certificate === undefined || certificate === null) return undefined;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of OR-W-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an OR-W-4 field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(OR_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${OR_FILING_STATUSES.join(', ')}: ${String(status)}`);
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
    filingStatus: (status ?? 'Single') as OrFilingStatus,
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

const dollars = (value: Decimal): Decimal => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

/** What the annual formula worked out (steps 2-7 of the module comment), for tests and explanations. */
export interface OrAnnualResult {
  allowances: number;
  table: OrTable;
  federalCap: Decimal;
  base: Decimal;
  fromRates: Decimal;
  tax: Decimal;
}

/** Steps 2-7 on annual amounts: the annual tax in whole dollars. */
export function orAnnualTax(figures: OrYearFigures, w4: OrCertificate, annualWages: Decimal, annualFederal: Decimal): OrAnnualResult {
  const married = w4.filingStatus === 'Married';
  const cutoff = married ? figures.allowanceCutoff.married : figures.allowanceCutoff.single;
  const allowances = annualWages.gt(cutoff) ? 0 : w4.allowances;
  const table: OrTable = married || allowances >= 3 ? 'marriedOr3Plus' : 'single';
  const high = annualWages.gte(figures.highWagesFrom);
  let cap = new Decimal(figures.federalCap);
  if (high) for (const step of married ? figures.phaseOut.married : figures.phaseOut.single) if (annualWages.gte(step.from)) cap = new Decimal(step.cap);
  const federal = Decimal.min(annualFederal, cap);
  const base = max0(annualWages.minus(federal).minus(figures.standardDeduction[table]));
  const brackets: readonly OrBracket[] = (high ? figures.high : figures.low)[table];
  let bracket = brackets[0];
  for (const b of brackets) if (base.gt(b.atLeast)) bracket = b;
  const fromRates = new Decimal(bracket.add).plus(dollars(max0(base.minus(bracket.subtract)).times(bracket.rate)));
  const tax = max0(fromRates.minus(new Decimal(figures.exemptionCredit).times(allowances)));
  return { allowances, table, federalCap: cap, base, fromRates, tax };
}

/** Step 8 without the line 3 amount: the period's tax in whole dollars. */
export function orPeriodTax(figures: OrYearFigures, w4: OrCertificate, periodsPerYear: number, wages: Decimal, federal: Decimal): Decimal {
  if (!wages.gt(0)) return ZERO;
  const annual = orAnnualTax(figures, w4, wages.times(periodsPerYear), federal.times(periodsPerYear));
  return dollars(annual.tax.dividedBy(periodsPerYear));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = orFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const w4 = readOrW4(input.certificate);
  const paid = regularWages.plus(supplementalWages).gt(0);
  if (!paid || w4?.exempt) return { regular: ZERO, supplemental: ZERO };
  if (!w4) {
    return { regular: cents(regularWages.times(figures.noCertificateRate)), supplemental: cents(supplementalWages.times(figures.noCertificateRate)) };
  }
  if (!regularWages.gt(0)) return { regular: ZERO, supplemental: cents(supplementalWages.times(figures.supplementalRate)) };

  const federal = input.federalIncomeTax;
  if (!federal) {
    throw new InvalidEngineInputError('federalIncomeTax', 'Oregon subtracts the federal income tax withheld from the payment (150-206-436); it was not given');
  }
  const fedRegular = wagesOf(federal.regular, 'federalIncomeTax.regular');
  const fedSupplemental = wagesOf(federal.supplemental, 'federalIncomeTax.supplemental');
  const onRegular = orPeriodTax(figures, w4, input.periodsPerYear, regularWages, fedRegular);
  const supplemental = supplementalWages.gt(0)
    ? max0(orPeriodTax(figures, w4, input.periodsPerYear, regularWages.plus(supplementalWages), fedRegular.plus(fedSupplemental)).minus(onRegular))
    : ZERO;
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental };
}

export const orWithholding: StateWithholding = {
  state: 'OR',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/**
 * Virginia income tax withholding by the annualized formula of the Employer Withholding Instructions
 * (docs/domain-rules.md, "State and local taxes"; figures in va/2025.ts and va/2026.ts, which cite the editions
 * read).
 *
 * Method ("Formula for Computing Tax to be Withheld", Employer Withholding Instructions 2614086 Rev. 05/25,
 * p. 21; the tables printed beside it "are approximate. Use the formula below for exact amounts"):
 *   1. T = wages for the period (G) x pay periods per year (P) − [standard deduction + (E1 x $930) + (E2 x
 *      $800)], never below zero (E1: personal and dependent exemptions, E2: age 65 and over and blind
 *      exemptions, from Form VA-4);
 *   2. W = the annual tax on T: 2% up to $3,000; $60 + 3% over $3,000; $120 + 5% over $5,000; $720 + 5.75% over
 *      $17,000 (each bracket's upper bound is inclusive: "not over");
 *   3. W/H = W ÷ P.
 * Rounding: W to the cent, then W ÷ P to the cent, half-up, as the Department's own formula example does
 * (http://www.tax.virginia.gov/withholding-calculator: "5.75% of $34,550 = $1,986.63 ... $2,706.63 ÷ 24 =
 * $112.78"). The Rev. 05/25 booklet's example instead prints 5.75% of $33,176 rounded to the dollar ($1,908)
 * and so $109.50 where the formula gives $2,627.62 ÷ 24 = $109.48; test/states/va.test.ts pins both.
 *
 * Editions within a year: 2025 has two (va/2025.ts): the $8,500 standard deduction for paydays before July 1,
 * 2025, and $8,750 from July 1, 2025. The edition is chosen by the payday, which StateWithholdingInput does not
 * carry yet: this module reads an optional `payday` (YYYY-MM-DD) from its input and, for a year with more than
 * one edition, refuses a payment with wages but no payday (InvalidEngineInputError naming `payday`) rather than
 * guess. 2026 has one edition and needs no payday.
 *
 * Supplemental wages (Rev. 05/25, p. 19, as transcribed): supplemental wages paid with the regular wages are
 * added to them and the formula run once; for supplemental wages paid separately, when tax was withheld from
 * the regular wages, the employer may instead withhold a flat 5.75%. This module always aggregates, which the
 * instructions permit in every case: `supplemental` is the formula's tax on (regular + supplemental) wages less
 * its tax on the regular wages alone. A supplemental payment with no regular wages is taxed as the period's
 * only wages. The flat 5.75% option is not applied.
 *
 * Certificate: Form VA-4, Employee's Virginia Income Tax Withholding Exemption Certificate. Fields:
 * - `personalExemptions`: Line 1(a), personal and dependent exemptions (E1), a whole number ≥ 0 (number or
 *   digit string); absent means 0.
 * - `ageBlindExemptions`: Line 1(b), exemptions for age 65 and over and blindness (E2), a whole number ≥ 0;
 *   absent means 0.
 * - `additionalWithholding`: Line 2, additional withholding each pay period, a decimal ≥ 0; added to `regular`
 *   when the payment has wages.
 * - `exempt`: boolean, Line 3 (not subject to Virginia withholding) or Line 4 (military spouse); true withholds
 *   nothing.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no VA-4 on file (Form VA-4, as transcribed by the openbooks engine): "If you do not file this
 * form, your employer must withhold Virginia income tax as if you had no exemptions."
 *
 * Pre-tax exclusions (`excludes`): both excluded. 401(k) deferrals: Rulings of the Tax Commissioner 87-239
 * (https://tax.virginia.gov/laws-rules-decisions/rulings-tax-commissioner/87-239: "Va. Code §58.1-460.6" (as the
 * ruling cites it) excludes from "wages" payments to a § 401(a) trust, and "a qualified cash or deferred arrangement meeting the
 * requirements of I.R.C. §401(k) is deemed to be a trust described in I.R.C. §401(a)"). § 125 salary reductions:
 * Rulings 87-166, 87-278 and 90-148 ("if at the time the salary reduction benefits are received the employer
 * reasonably believes the employee will be allowed to exclude them from gross income, no withholding of
 * Virginia income tax will be required").
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { VA_2025 } from './2025';
import { VA_2026, type VaEdition, type VaYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(VA_2025, VA_2026);

/** Form VA-4 as this module reads it. */
export interface VaCertificate {
  personalExemptions: number;
  ageBlindExemptions: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIELDS = ['personalExemptions', 'ageBlindExemptions', 'additionalWithholding', 'exempt'] as const;

/** No VA-4 on file: no exemptions. */
export const NO_VA4: Readonly<VaCertificate> = Object.freeze({ personalExemptions: 0, ageBlindExemptions: 0, additionalWithholding: ZERO, exempt: false });

/** The input with the payday this module needs to choose between editions of one year (see the module comment). */
export type VaWithholdingInput = StateWithholdingInput & { payday?: string };

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function vaFigures(year: number): VaYearFigures {
  return figuresOf(FIGURES, 'Virginia', year);
}

/** The edition in force on the payday; a year with one edition needs no payday. */
export function vaEdition(figures: VaYearFigures, payday: unknown): VaEdition {
  if (figures.editions.length === 1 && (payday === undefined || payday === null)) return figures.editions[0];
  if (typeof payday !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(payday) || !payday.startsWith(`${figures.year}-`)) {
    throw new InvalidEngineInputError(
      'payday',
      `Virginia ${figures.year} withholding changes on ${figures.editions.slice(1).map((e) => e.from).join(', ')}: the payday (YYYY-MM-DD in ${figures.year}) is needed, got ${String(payday)}`,
    );
  }
  let edition = figures.editions[0];
  for (const e of figures.editions) if (payday >= e.from) edition = e;
  return edition;
}

/** Reads a Form VA-4 (see the module comment); undefined means none on file. */
export function readVa4(certificate: Readonly<Record<string, unknown>> | undefined): VaCertificate {
  if (certificate === undefined || certificate === null) return NO_VA4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of VA-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a VA-4 field (${FIELDS.join(', ')})`);
    }
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
    personalExemptions: certificateCount(certificate.personalExemptions, 'certificate.personalExemptions'),
    ageBlindExemptions: certificateCount(certificate.ageBlindExemptions, 'certificate.ageBlindExemptions'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/** Step 2: the annual tax W on annualized taxable income T, rounded to the cent. */
export function vaAnnualTax(edition: Pick<VaEdition, 'brackets'>, taxable: Decimal): Decimal {
  if (!taxable.isPositive() || taxable.isZero()) return ZERO;
  let bracket = edition.brackets[0];
  // "Over ... but not over": T equal to a bound stays in the lower bracket.
  for (const b of edition.brackets) if (taxable.gt(b.over)) bracket = b;
  return cents(new Decimal(bracket.base).plus(taxable.minus(bracket.over).times(bracket.rate)));
}

/** The whole formula for one period's wages: T, W and W/H (rounded to the cent). */
export function vaFormula(
  edition: Pick<VaEdition, 'standardDeduction' | 'personalExemption' | 'ageBlindExemption' | 'brackets'>,
  va4: Pick<VaCertificate, 'personalExemptions' | 'ageBlindExemptions'>,
  periodsPerYear: number,
  wages: Decimal,
): { taxable: Decimal; annualTax: Decimal; tax: Decimal } {
  const exemption = new Decimal(edition.standardDeduction)
    .plus(new Decimal(edition.personalExemption).times(va4.personalExemptions))
    .plus(new Decimal(edition.ageBlindExemption).times(va4.ageBlindExemptions));
  const taxable = max0(wages.times(periodsPerYear).minus(exemption));
  const annualTax = vaAnnualTax(edition, taxable);
  return { taxable, annualTax, tax: cents(annualTax.dividedBy(periodsPerYear)) };
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = vaFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const va4 = readVa4(input.certificate);
  const paid = regularWages.plus(supplementalWages).gt(0);
  if (va4.exempt || !paid) return { regular: ZERO, supplemental: ZERO };

  const edition = vaEdition(figures, (input as VaWithholdingInput).payday);
  const onRegular = vaFormula(edition, va4, input.periodsPerYear, regularWages).tax;
  const onPeriod = vaFormula(edition, va4, input.periodsPerYear, regularWages.plus(supplementalWages)).tax;
  return {
    regular: onRegular.plus(cents(va4.additionalWithholding)),
    supplemental: onPeriod.minus(onRegular),
  };
}

export const vaWithholding: StateWithholding = {
  state: 'VA',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

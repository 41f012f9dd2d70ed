/**
 * Massachusetts personal income tax withholding by the percentage method of Circular M (docs/domain-rules.md,
 * "State and local taxes"; figures in ma/2025.ts and ma/2026.ts).
 *
 * Method (Circular M, "Massachusetts Income Tax Withholding System, Percentage Method"; its steps as
 * reproduced for 2026 by Halfpricesoft and for 2012 by accountingportal.com, see ma/2026.ts): from the
 * employee's wages
 *   1. subtract the amount deducted for Social Security, Medicare, and the Massachusetts, United States or
 *      Railroad retirement systems, "The total amount subtracted may not exceed $2,000. When, during the
 *      year, the total amount subtracted reaches ... the $2,000 maximum ..., discontinue this step";
 *   2. subtract the exemption factors: none for 0 exemptions, $4,400 for the first and $1,000 for each
 *      further exemption claimed on Form M-4 Line 4 (a claimed spouse counts as "4");
 *   3. multiply by 5%; where the taxable wages exceed the surtax threshold ($1,083,150 a year in the 2025 and
 *      2026 Circular M), 9% on the part above the threshold and 5% on the rest;
 *   4. head of household: subtract the head-of-household tax value ($120 a year);
 *   5. blind employee, and blind spouse not subject to withholding: subtract $110 a year for each.
 * Circular M prints the factors per payroll period (annual ÷ periods); this module applies the annual
 * figures to annualized wages (as the payroll-software transcriptions do: Deltek "Multiplies the employee's
 * gross pay per pay period by the number of pay periods"; TimeTrex MA.class.php) and divides the annual tax
 * by the periods, rounding half-up to cents once. A per-period table result can differ by a cent.
 * Circular M prints no worked example; the tests work every figure by hand.
 *
 * Step 1 needs what the engine deducts for Social Security and Medicare (and any Massachusetts, US or
 * Railroad retirement system contributions) from this payment, and how much of the $2,000 earlier payments
 * of the year used. StateWithholdingInput carries neither, so this module reads them from the optional
 * `MaWithholdingInput` fields `retirementSystemDeductions` and `retirementSystemDeductionsYearToDate`; the
 * engine's payrolls pass the Social Security and Medicare withheld as StateWithholdingInput `ficaEmployee` and
 * `ficaEmployeeYearToDate`, which take precedence (MA/US/Railroad retirement system contributions are not
 * modelled). When neither is given, step 1 subtracts nothing — more is withheld than Circular M prescribes
 * (at most 5% of $2,000 = $100 over a year).
 *
 * No withholding: when the employee claims one or more exemptions and the annualized wages of the payment
 * do not exceed $8,000 (Circular M's note: employees "that make $8,000 or less per year should not have
 * Massachusetts tax withheld", as summarized at powerchurch.com from the 2024 Circular M; Halfpricesoft
 * 2026: "Do not withhold tax on employees who claim one or more exemptions if their annual wages are less
 * than $8,000"), and when M-4 box D is checked ("EMPLOYER: DO NOT withhold if Box D is checked").
 *
 * Supplemental wages: no Massachusetts supplemental rate or rule could be confirmed in a 2025 or 2026
 * source, so supplemental wages are withheld on with the regular wages of the period as one payment, like
 * il/index.ts: `supplemental` = tax on (regular + supplemental) − tax on regular. Below the surtax threshold and
 * once the regular wages cover the exemptions, that is 5% of the supplemental wages.
 *
 * Certificate: Form M-4, Massachusetts Employee's Withholding Exemption Certificate. Fields:
 * - `exemptions`: Line 4, the total of Lines 1-3 (self 1, or 2 if 65+; spouse 4, or 5 if 65+; dependents,
 *   +1 if any under 12), a whole number ≥ 0; absent means 0.
 * - `additionalWithholding`: Line 5, additional withholding per pay period under agreement with the
 *   employer, dollars ≥ 0; added to `regular` whenever the payment has wages (box D excepted).
 * - `headOfHousehold`: box A, true when the employee will file as head of household.
 * - `blind`: box B, the employee is blind.
 * - `spouseBlind`: box C, the spouse is blind and not subject to withholding.
 * - `fullTimeStudent`: box D, a full-time student in seasonal, part-time or temporary employment whose
 *   estimated annual income will not exceed $8,000: nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no M-4 on file: no exemptions and no credits ("File this form or Form W-4 with your employer.
 * Otherwise, Massachusetts Income Taxes will be withheld from your wages without exemptions", Form M-4,
 * as reproduced at fill.io).
 *
 * Pre-tax exclusions (`excludes`): both excluded. Massachusetts gross income is federal gross income with
 * modifications (M.G.L. c. 62, § 2), and wages subject to withholding follow the federal definition:
 * - Section 125: DOR Letter Ruling 83-82, "Cafeteria Plan" (https://www.mass.gov/letter-ruling/letter-ruling-83-82-cafeteria-plan):
 *   benefits excluded from federal gross income under I.R.C. § 125 are not Massachusetts income or wages
 *   subject to withholding.
 * - 401(k) elective deferrals: not in federal gross income (I.R.C. § 402(e)(3)) and not among the
 *   Massachusetts modifications; Massachusetts W-2 state wages equal federal wages for them (Vision Payroll,
 *   "Why Don't My Massachusetts Wages Equal My Federal Wages on My W-2?", lists the differences — 414(h)
 *   governmental contributions, transit passes, same-sex spouse benefits — and 401(k) is not among them).
 *   Contributions to Massachusetts governmental 414(h) plans are Massachusetts wages; they are not 401(k).
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, min, ZERO } from '../../money';
import { MA_2025 } from './2025';
import { MA_2026 } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

/** One year's Circular M figures (see the source comment of each data file). Annual amounts, decimal strings. */
export interface MaYearFigures {
  year: number;
  rate: string;
  surtaxThreshold: string;
  surtaxRate: string;
  firstExemption: string;
  furtherExemption: string;
  retirementDeductionMaximum: string;
  headOfHouseholdCredit: string;
  blindCredit: string;
  lowIncomeLimit: string;
  sources: readonly string[];
}

/**
 * The withholding input with Circular M step 1's two amounts, which only Massachusetts needs (see the module
 * comment). Both optional; absent means zero.
 */
export interface MaWithholdingInput extends StateWithholdingInput {
  /** Social Security, Medicare, and MA / US / Railroad retirement system amounts deducted from this payment. */
  retirementSystemDeductions?: Decimal;
  /** The step-1 amounts already subtracted for this employee in earlier payments of the year. */
  retirementSystemDeductionsYearToDate?: Decimal;
}

const FIGURES = byYear(MA_2025, MA_2026);

/** The Form M-4 as this module reads it. */
export interface MaM4 {
  exemptions: number;
  additionalWithholding: Decimal;
  headOfHousehold: boolean;
  blind: boolean;
  spouseBlind: boolean;
  fullTimeStudent: boolean;
}

const FIELDS = ['exemptions', 'additionalWithholding', 'headOfHousehold', 'blind', 'spouseBlind', 'fullTimeStudent'] as const;
const FLAGS = ['headOfHousehold', 'blind', 'spouseBlind', 'fullTimeStudent'] as const;

/** No M-4 on file: no exemptions, nothing added, no credits (Form M-4). */
export const NO_MA_M4: Readonly<MaM4> = Object.freeze({
  exemptions: 0,
  additionalWithholding: ZERO,
  headOfHousehold: false,
  blind: false,
  spouseBlind: false,
  fullTimeStudent: false,
});

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function maFigures(year: number): MaYearFigures {
  return figuresOf(FIGURES, 'Massachusetts', year);
}

/** Reads a Form M-4 (see the module comment); undefined means none on file. */
export function readMaM4(certificate: Readonly<Record<string, unknown>> | undefined): MaM4 {
  if (certificate === undefined || certificate === null) return NO_MA_M4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of M-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an M-4 field (${FIELDS.join(', ')})`);
    }
  }
  for (const flag of FLAGS) {
    const v = certificate[flag];
    if (v !== undefined && v !== null && typeof v !== 'boolean') {
      throw new InvalidEngineInputError(`certificate.${flag}`, `not true or false: ${String(v)}`);
    }
  }
  const extra = certificate.additionalWithholding;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extra)}`);
  }
  return {
    exemptions: certificateCount(certificate.exemptions, 'certificate.exemptions'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
    headOfHousehold: certificate.headOfHousehold === true,
    blind: certificate.blind === true,
    spouseBlind: certificate.spouseBlind === true,
    fullTimeStudent: certificate.fullTimeStudent === true,
  };
}

/** Step 2: the annual dollar value of the exemptions claimed. */
export function maExemptionAmount(figures: MaYearFigures, exemptions: number): Decimal {
  if (exemptions === 0) return ZERO;
  return new Decimal(figures.firstExemption).plus(new Decimal(figures.furtherExemption).times(exemptions - 1));
}

/** Steps 3-5 on annual taxable wages (after steps 1-2): the annual tax, not rounded, never below zero. */
export function maAnnualTax(figures: MaYearFigures, m4: MaM4, annualTaxable: Decimal): Decimal {
  const taxable = max0(annualTaxable);
  const threshold = new Decimal(figures.surtaxThreshold);
  const tax = min(taxable, threshold).times(figures.rate).plus(max0(taxable.minus(threshold)).times(figures.surtaxRate));
  const blindCount = (m4.blind ? 1 : 0) + (m4.spouseBlind ? 1 : 0);
  const credits = new Decimal(m4.headOfHousehold ? figures.headOfHouseholdCredit : 0).plus(new Decimal(figures.blindCredit).times(blindCount));
  return max0(tax.minus(credits));
}

/** The tax on one payment's wages after step 1 (`deduction`), in cents. */
function periodTax(figures: MaYearFigures, m4: MaM4, periodsPerYear: number, wages: Decimal, deduction: Decimal): Decimal {
  if (wages.isZero()) return ZERO;
  if (m4.exemptions >= 1 && wages.times(periodsPerYear).lte(figures.lowIncomeLimit)) return ZERO;
  const annualTaxable = max0(wages.minus(deduction)).times(periodsPerYear).minus(maExemptionAmount(figures, m4.exemptions));
  return cents(maAnnualTax(figures, m4, annualTaxable).dividedBy(periodsPerYear));
}

function amount(value: unknown, field: string): Decimal {
  if (value === undefined || value === null) return ZERO;
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = maFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = amount(input.regularWages, 'regularWages');
  const supplementalWages = amount(input.supplementalWages, 'supplementalWages');
  const extended = input as MaWithholdingInput;
  // Social Security and Medicare as the engine gives them (StateWithholdingInput), else the module's own fields.
  const deducted = amount(input.ficaEmployee ?? extended.retirementSystemDeductions, 'retirementSystemDeductions');
  const deductedBefore = amount(input.ficaEmployeeYearToDate ?? extended.retirementSystemDeductionsYearToDate, 'retirementSystemDeductionsYearToDate');
  const m4 = readMaM4(input.certificate);
  if (m4.fullTimeStudent) return { regular: ZERO, supplemental: ZERO };

  // Step 1: this payment's deductions, up to what is left of the annual $2,000.
  const deduction = min(deducted, max0(new Decimal(figures.retirementDeductionMaximum).minus(deductedBefore)));
  const onRegular = periodTax(figures, m4, input.periodsPerYear, regularWages, deduction);
  const onPeriod = periodTax(figures, m4, input.periodsPerYear, regularWages.plus(supplementalWages), deduction);
  const paid = regularWages.plus(supplementalWages).gt(0);
  return {
    regular: paid ? onRegular.plus(cents(m4.additionalWithholding)) : ZERO,
    supplemental: onPeriod.minus(onRegular),
  };
}

export const maWithholding: StateWithholding = {
  state: 'MA',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

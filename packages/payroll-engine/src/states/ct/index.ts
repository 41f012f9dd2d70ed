/**
 * Connecticut income tax withholding by the Withholding Calculation Rules of TPG-211 (docs/domain-rules.md,
 * "State and local taxes"; figures in ct/2025.ts and ct/2026.ts, which cite the editions read). TPG-211: "There
 * is no percentage method available to determine Connecticut wage withholding"; the rules are the exact
 * method the wage-bracket tables of Circular CT approximate.
 *
 * Method (TPG-211 steps, on annual amounts, by the CT-W4 withholding code):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2. Table A: the personal exemption, reduced by $1,000 for each $1,000 or fraction of annual wages above its
 *      start (code D: none); taxable income = annual wages − exemption, not below zero;
 *   3. Table B: the initial tax on taxable income (base + rate x the excess over the line), to the cent;
 *   4. Table C: the 2% rate phase-out add-back and Table D: the recapture (three tiers), each a step amount for
 *      each step or fraction of annual wages above its start, up to its maximum; added to the initial tax;
 *   5. Table E: the personal tax credit for the annual wages (code D: none); the tax x (1 − credit), to the cent;
 *   6. ÷ pay periods per year, to the cent; plus the CT-W4 line 2 additional amount, less the line 3 reduced
 *      amount, not below zero.
 * Tables C, D and E look at the annual wages, Table B at the taxable income. Rounding: half-up to the cent at
 * steps 3, 5 and 6 (TPG-211 prints whole-dollar tables and no rounding rule of its own).
 *
 * Supplemental wages (Circular CT): paid with regular wages, they are added to them and the rules run once:
 * `supplemental` is the tax on (regular + supplemental) wages less the tax on the regular wages alone. Paid
 * separately, Circular CT adds them to the regular wages of the current or latest payroll period and withholds
 * the tax on the sum less the tax already withheld from the regular wages; this module does not see the latest
 * regular payment, so a payment of supplemental wages alone is taxed as the period's only wages (as
 * va/index.ts does). Connecticut has no flat supplemental rate.
 *
 * Certificate: Form CT-W4, Employee's Withholding Certificate. Fields:
 * - `withholdingCode`: line 1, 'CodeA' (married filing separately; married filing jointly with the spouse
 *   employed and combined income up to $100,500), 'CodeB' (head of household), 'CodeC' (married filing
 *   jointly, spouse not employed), 'CodeD' (significant nonwage income, a nonresident with substantial other
 *   income, or married filing jointly with combined income over $100,500: no exemption or credit), 'CodeE'
 *   (no withholding necessary, or the Military Spouses Residency Relief Act exemption: nothing is withheld),
 *   'CodeF' (single). Required on a certificate.
 * - `additionalWithholding`: line 2, a decimal ≥ 0, dollars per pay period.
 * - `reducedWithholding`: line 3, a decimal ≥ 0, dollars per pay period, subtracted (never below zero).
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no CT-W4 on file: 6.99% of all wages with no exemption (Circular CT; Regs., Conn. State
 * Agencies § 12-705(a)-4(a)(2): "the highest effective rate of withholding"), rounded half-up to the cent.
 *
 * Pre-tax exclusions (`excludes`): both excluded. Connecticut adjusted gross income starts from federal
 * adjusted gross income (Conn. Gen. Stat. § 12-701) with Connecticut's modifications, of which PolicyEngine's
 * additions and subtractions parameters (policyengine_us/parameters/gov/states/ct/tax/income) list none for
 * 401(k) elective deferrals or § 125 salary reductions; neither is in federal adjusted gross income. Not read:
 * a DRS statement on withholding from § 125 plans in particular. HSA contributions follow § 125.
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { CT_2025 } from './2025';
import { CT_2026, type CtCode, type CtCodeTables, type CtSteps, type CtYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(CT_2025, CT_2026);

export const CT_WITHHOLDING_CODES = ['CodeA', 'CodeB', 'CodeC', 'CodeD', 'CodeE', 'CodeF'] as const;
export type CtWithholdingCode = (typeof CT_WITHHOLDING_CODES)[number];

/** Form CT-W4 as this module reads it. */
export interface CtCertificate {
  withholdingCode: CtWithholdingCode;
  additionalWithholding: Decimal;
  reducedWithholding: Decimal;
}

const FIELDS = ['withholdingCode', 'additionalWithholding', 'reducedWithholding'] as const;

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function ctFigures(year: number): CtYearFigures {
  return figuresOf(FIGURES, 'Connecticut', year);
}

function amount(value: unknown, field: string): Decimal {
  if (value !== undefined && value !== null && typeof value !== 'number' && typeof value !== 'string' && !Decimal.isDecimal(value)) {
    throw new InvalidEngineInputError(field, `not an amount: ${String(value)}`);
  }
  return dec(value as Decimal.Value | null | undefined, field);
}

/** Reads a Form CT-W4 (see the module comment); undefined means none on file. */
export function readCtW4(certificate: Readonly<Record<string, unknown>> | undefined): CtCertificate | undefined {
  if (certificate === undefined || certificate === null) return undefined;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of CT-W4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a CT-W4 field (${FIELDS.join(', ')})`);
    }
  }
  const code = certificate.withholdingCode;
  if (!(CT_WITHHOLDING_CODES as readonly unknown[]).includes(code)) {
    throw new InvalidEngineInputError('certificate.withholdingCode', `not one of ${CT_WITHHOLDING_CODES.join(', ')}: ${String(code)}`);
  }
  return {
    withholdingCode: code as CtWithholdingCode,
    additionalWithholding: amount(certificate.additionalWithholding, 'certificate.additionalWithholding'),
    reducedWithholding: amount(certificate.reducedWithholding, 'certificate.reducedWithholding'),
  };
}

/** Whole steps (a fraction counting as one) of `wages` above `from`. */
const stepsAbove = (wages: Decimal, from: Decimal.Value, step: Decimal.Value): Decimal =>
  max0(wages.minus(from)).dividedBy(step).toDecimalPlaces(0, Decimal.ROUND_CEIL);

/** A Table C or D tier for the annual wages. */
export function ctStepAmount(s: CtSteps, annualWages: Decimal): Decimal {
  return Decimal.min(stepsAbove(annualWages, s.from, s.step).times(s.amount), s.max);
}

/** Table A for the annual wages. */
export function ctExemption(tables: CtCodeTables, annualWages: Decimal, reductionStep: string): Decimal {
  if (annualWages.lte(tables.exemption.reducedFrom)) return new Decimal(tables.exemption.amount);
  return max0(new Decimal(tables.exemption.amount).minus(stepsAbove(annualWages, tables.exemption.reducedFrom, reductionStep).times(reductionStep)));
}

/** Table B on the taxable income, to the cent. */
export function ctInitialTax(tables: CtCodeTables, taxable: Decimal): Decimal {
  let line = tables.brackets[0];
  for (const b of tables.brackets) if (taxable.gt(b.over)) line = b;
  return cents(new Decimal(line.base).plus(max0(taxable.minus(line.over)).times(line.rate)));
}

/** Table E for the annual wages. */
export function ctCredit(tables: CtCodeTables, annualWages: Decimal): Decimal {
  let credit = ZERO;
  for (const row of tables.credits) if (annualWages.gt(row.moreThan)) credit = new Decimal(row.credit);
  return credit;
}

/** Steps 1-5: the annual tax after the credit, to the cent. */
export function ctAnnualTax(figures: CtYearFigures, code: CtCode, annualWages: Decimal): Decimal {
  const tables = figures.tables[code];
  const taxable = max0(annualWages.minus(ctExemption(tables, annualWages, figures.exemptionReductionStep)));
  const before = ctInitialTax(tables, taxable)
    .plus(ctStepAmount(tables.addBack, annualWages))
    .plus(tables.recapture.reduce((a, tier) => a.plus(ctStepAmount(tier, annualWages)), ZERO));
  return cents(before.times(new Decimal(1).minus(ctCredit(tables, annualWages))));
}

/** Step 6 without the line 2 and 3 amounts: the period's tax, to the cent. */
function periodTax(figures: CtYearFigures, code: CtCode, periodsPerYear: number, wages: Decimal): Decimal {
  if (!wages.gt(0)) return ZERO;
  return cents(ctAnnualTax(figures, code, wages.times(periodsPerYear)).dividedBy(periodsPerYear));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = ctFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const w4 = readCtW4(input.certificate);
  const paid = regularWages.plus(supplementalWages).gt(0);
  if (!paid || w4?.withholdingCode === 'CodeE') return { regular: ZERO, supplemental: ZERO };
  if (!w4) {
    return { regular: cents(regularWages.times(figures.noCertificateRate)), supplemental: cents(supplementalWages.times(figures.noCertificateRate)) };
  }
  const code = w4.withholdingCode.slice(4) as CtCode;
  const onRegular = periodTax(figures, code, input.periodsPerYear, regularWages);
  const onPeriod = periodTax(figures, code, input.periodsPerYear, regularWages.plus(supplementalWages));
  // Lines 2 and 3 adjust the period's withholding once, on the regular wages when there are any.
  const adjust = (tax: Decimal) => max0(tax.plus(cents(w4.additionalWithholding)).minus(cents(w4.reducedWithholding)));
  if (regularWages.gt(0)) {
    const regular = adjust(onRegular);
    return { regular, supplemental: max0(adjust(onPeriod).minus(regular)) };
  }
  return { regular: ZERO, supplemental: adjust(onPeriod) };
}

export const ctWithholding: StateWithholding = {
  state: 'CT',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

/**
 * California personal income tax (PIT) withholding by Method B, the Exact Calculation Method of the EDD's
 * "California Withholding Schedules" (docs/domain-rules.md, "State and local taxes"; figures in ca/2025.ts and
 * ca/2026.ts).
 *
 * Method B, for the payroll period's wages (the booklet's Steps 1-5):
 *   1. Table 1, Low Income Exemption: wages less than or equal to the amount withhold nothing.
 *   2. Subtract Table 2, Estimated Deduction, for the DE 4 additional (estimated deduction) allowances.
 *   3. Subtract Table 3, Standard Deduction: the taxable income (never below zero).
 *   4. Tables 5-28, the period's rate table for the filing status: plus + rate x (taxable − over), the
 *      product rounded half-up to cents as the examples print it ($271 x 2.2% = $5.96 in Example B).
 *   5. Subtract Table 4, Exemption Allowance — a CREDIT against the tax — for the REGULAR allowances only
 *      (estimated deduction allowances "must not be used in the determination of tax credits"); never
 *      below zero.
 * Tables 2 and 4 print 0-10 allowances; above 10 the one-allowance amount is multiplied by the count (the
 * tables' footnote: 15 allowances weekly = 15 x $3.24 = $48.60).
 *
 * Which tables: when the year's figures carry the printed tables of the pay frequency (2026: weekly,
 * biweekly, semi-monthly, monthly, quarterly, annual), Steps 1-5 run on them (Examples A-D). Otherwise
 * (2025, whose period tables could not be confirmed) the module uses the booklet's own alternative, its
 * "NOTE: Employers may determine the amount of income tax to be withheld for an annual payroll period and
 * figure the tax for the payroll period" (Examples E and F): the wages x periods per year run through the
 * annual Tables 1-7, and the annual tax is divided by the periods and rounded half-up to cents (Example F:
 * $86.00 / 12 = $7.17). The two ways can differ by a few cents; each is a method the schedules print.
 *
 * Filing status and Tables 1 and 3: "Single, Dual Income Married or Married with Multiple Employers" and
 * "Married" with '0' or '1' allowances share the lower column; "Married" with '2' or more allowances and
 * "Unmarried Head of Household" the higher. The columns are headed "Allowances on DE 4 or W-4"; this module
 * counts all the allowances claimed (regular + estimated deduction, DE 4 line 1c), the headers naming no
 * narrower count. The rate table is chosen by filing status alone.
 *
 * Rounding: cents. The schedules print every step in cents and round the per-period result of the annualized
 * method to the nearest cent (Example E $99.20 / 24 = $4.13, Example F $7.17); nothing is rounded to whole
 * dollars.
 *
 * Certificate: Form DE 4, Employee's Withholding Allowance Certificate. Fields (camelCase):
 * - `filingStatus`: 'Single' (DE 4 "Single or Married (with two or more incomes)"), 'Married' ("Married
 *   (one income)") or 'HeadOfHousehold'; absent means 'Single'.
 * - `regularAllowances`: DE 4 line 1a, a whole number ≥ 0 (number or digit string); absent means 0.
 * - `estimatedDeductionAllowances`: DE 4 line 1b, a whole number ≥ 0; absent means 0.
 * - `additionalAmount`: DE 4 line 2, additional amount withheld each pay period, a decimal ≥ 0; added to
 *   `regular` when the payment has regular wages.
 * - `exempt`: boolean, the DE 4 line 3/4 claim of exemption; true withholds nothing.
 * Any other field or a value of the wrong kind is rejected (InvalidEngineInputError naming the field).
 * Default with no DE 4 on file: "Single with Zero withholding allowance" (Form DE 4 instructions, as quoted by
 * two open-source payroll engines' California modules: an employee who files no DE 4 is withheld as single with
 * zero allowances).
 *
 * Supplemental wages: the schedules' flat rates for supplemental wages paid separately (DE 44, "Supplemental
 * Wages"; R&TC § 18663(b)): 10.23% for bonuses and stock options, 6.6% for other supplemental wages, with no
 * allowances or deductions. The bonus part of the supplemental wages (`supplementalBonusWages`) bears the
 * bonus rate and the rest (commissions, severance) the other rate; a caller that does not say which part is
 * bonus gets the bonus rate on all of it, the higher of the two, so withholding is never short.
 *
 * Pre-tax exclusions (`excludes`): both excluded. EDD Information Sheet DE 231TP, Types of Payments (Rev. 1
 * (6-16), via the transcription at docobook.com/types-of-payments-de-231tp.html): amounts under an IRC § 125
 * cafeteria plan are "Not subject" to PIT withholding; § 401(k) elective deferrals are not subject to PIT
 * withholding either, while they remain UI/SDI wages (CUIC § 928.5(a) counts § 401(k) deferrals as wages for
 * UI/SDI only) — the California treatment payroll references summarise as "cafeteria plans: not taxable for
 * income tax ... 401(k) plan deferrals: not taxable for income taxes; taxable for unemployment purposes".
 * SDI is not computed here.
 *
 * HSA (`excludes.hsa` false): California does not follow IRC § 223, so HSA contributions made through
 * payroll, the employee's and the employer's, are California PIT wages (states/apply.ts adds them back):
 * https://theabdteam.com/blog/california-and-new-jersey-hsa-state-income-tax-2/ ("Employer and employee HSA
 * contributions through payroll are simply treated as taxable income to the employee" in California and New
 * Jersey), http://www.medlin.com/faq/faq_hsa.htm ("BOTH the employee and employer contributions to a Health
 * Savings Account are to be reported as California taxable wages"),
 * https://legalclarity.org/are-employer-hsa-contributions-taxable-in-california (the Franchise Tax Board
 * "does not recognize the tax-advantaged status granted under IRC Section 223").
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { CA_2025 } from './2025';
import { CA_2026, type CaColumn, type CaPeriodTables, type CaRateRow, type CaSchedule, type CaYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(CA_2025, CA_2026);

export type CaFilingStatus = 'Single' | 'Married' | 'HeadOfHousehold';

/** The Form DE 4 as this module reads it. */
export interface CaDe4 {
  filingStatus: CaFilingStatus;
  regularAllowances: number;
  estimatedDeductionAllowances: number;
  additionalAmount: Decimal;
  exempt: boolean;
}

const FIELDS = ['filingStatus', 'regularAllowances', 'estimatedDeductionAllowances', 'additionalAmount', 'exempt'] as const;
const STATUSES: readonly CaFilingStatus[] = ['Single', 'Married', 'HeadOfHousehold'];

/** No DE 4 on file: single with zero withholding allowances. */
export const NO_DE4: Readonly<CaDe4> = Object.freeze({
  filingStatus: 'Single',
  regularAllowances: 0,
  estimatedDeductionAllowances: 0,
  additionalAmount: ZERO,
  exempt: false,
});

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function caFigures(year: number): CaYearFigures {
  return figuresOf(FIGURES, 'California', year);
}

/** Reads a Form DE 4 (see the module comment); undefined means none on file. */
export function readCaDe4(certificate: Readonly<Record<string, unknown>> | undefined): CaDe4 {
  if (certificate === undefined || certificate === null) return NO_DE4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of DE 4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a DE 4 field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus ?? 'Single';
  if (!STATUSES.includes(status as CaFilingStatus)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${STATUSES.join(', ')}: ${String(status)}`);
  }
  const extra = certificate.additionalAmount;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalAmount', `not an amount: ${String(extra)}`);
  }
  const exempt = certificate.exempt;
  if (exempt !== undefined && exempt !== null && typeof exempt !== 'boolean') {
    throw new InvalidEngineInputError('certificate.exempt', `not true or false: ${String(exempt)}`);
  }
  return {
    filingStatus: status as CaFilingStatus,
    regularAllowances: certificateCount(certificate.regularAllowances, 'certificate.regularAllowances'),
    estimatedDeductionAllowances: certificateCount(certificate.estimatedDeductionAllowances, 'certificate.estimatedDeductionAllowances'),
    additionalAmount: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalAmount'),
    exempt: exempt === true,
  };
}

/** The Table 1 / Table 3 column of a DE 4. */
export function caColumn(de4: CaDe4): CaColumn {
  if (de4.filingStatus === 'HeadOfHousehold') return 'headOfHousehold';
  if (de4.filingStatus === 'Single') return 'singleDual';
  return de4.regularAllowances + de4.estimatedDeductionAllowances >= 2 ? 'married2OrMore' : 'married0or1';
}

/** Table 2 or Table 4 for `count` allowances: the printed row up to 10, else the one-allowance amount x count. */
export function caAllowanceAmount(table: readonly string[], count: number): Decimal {
  if (count <= 0) return ZERO;
  if (count < table.length) return new Decimal(table[count]);
  return new Decimal(table[1]).times(count);
}

function rowFor(rows: readonly CaRateRow[], taxable: Decimal): CaRateRow {
  let found = rows[0];
  for (const row of rows) {
    if (taxable.gt(row.over)) found = row;
    else break;
  }
  return found;
}

/** Steps 1-5 on one payroll period's tables, every line as the schedules print it. */
export interface CaMethodBSteps {
  /** Step 1: the Table 1 amount; wages at or below it withhold nothing. */
  lowIncomeExemption: Decimal;
  exemptByLowIncome: boolean;
  /** Step 2: Table 2 for the estimated deduction allowances. */
  estimatedDeduction: Decimal;
  /** Step 3: Table 3. */
  standardDeduction: Decimal;
  taxableIncome: Decimal;
  /** Step 4: plus + rate x (taxable − over), the product rounded to cents. */
  computedTax: Decimal;
  /** Step 5: Table 4 for the regular allowances. */
  exemptionAllowanceCredit: Decimal;
  /** max(0, computed tax − credit): the tax of the period the tables are for. */
  tax: Decimal;
}

export function caMethodB(tables: CaPeriodTables, de4: CaDe4, wages: Decimal): CaMethodBSteps {
  const column = caColumn(de4);
  const schedule: CaSchedule = de4.filingStatus;
  const lowIncomeExemption = new Decimal(tables.lowIncomeExemption[column]);
  const estimatedDeduction = caAllowanceAmount(tables.estimatedDeduction, de4.estimatedDeductionAllowances);
  const standardDeduction = new Decimal(tables.standardDeduction[column]);
  const exemptionAllowanceCredit = caAllowanceAmount(tables.exemptionAllowance, de4.regularAllowances);
  if (wages.lte(lowIncomeExemption)) {
    return { lowIncomeExemption, exemptByLowIncome: true, estimatedDeduction, standardDeduction, taxableIncome: ZERO, computedTax: ZERO, exemptionAllowanceCredit, tax: ZERO };
  }
  const taxableIncome = max0(wages.minus(estimatedDeduction).minus(standardDeduction));
  const row = rowFor(tables.rates[schedule], taxableIncome);
  const computedTax = cents(taxableIncome.minus(row.over).times(row.rate)).plus(row.plus);
  const tax = max0(computedTax.minus(exemptionAllowanceCredit));
  return { lowIncomeExemption, exemptByLowIncome: false, estimatedDeduction, standardDeduction, taxableIncome, computedTax, exemptionAllowanceCredit, tax };
}

/**
 * The booklet's annualized alternative (Examples E and F): the period's wages x periods run through the
 * annual tables; the annual tax ÷ periods, rounded half-up to cents.
 */
export function caAnnualized(figures: CaYearFigures, de4: CaDe4, wages: Decimal, periodsPerYear: number): { annual: CaMethodBSteps; perPeriod: Decimal } {
  const annual = caMethodB(figures.annual, de4, wages.times(periodsPerYear));
  return { annual, perPeriod: cents(annual.tax.dividedBy(periodsPerYear)) };
}

/** The tax on the period's regular wages, before the DE 4 additional amount (see "Which tables"). */
export function caRegularTax(figures: CaYearFigures, frequency: PayFrequency, periodsPerYear: number, de4: CaDe4, wages: Decimal): Decimal {
  const printed = figures.printed[frequency];
  return printed ? caMethodB(printed, de4, wages).tax : caAnnualized(figures, de4, wages, periodsPerYear).perPeriod;
}

/** A flat supplemental rate applied to supplemental wages paid separately, rounded half-up to cents. */
export function caSupplemental(figures: CaYearFigures, wages: Decimal, kind: 'bonusAndStockOptions' | 'other'): Decimal {
  return cents(wages.times(figures.supplemental[kind]));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = caFigures(input.year);
  const periods = PERIODS_PER_YEAR[input.frequency];
  if (periods === undefined) throw new InvalidEngineInputError('frequency', `unknown pay frequency ${String(input.frequency)}`);
  if (input.periodsPerYear !== periods) {
    throw new InvalidEngineInputError('periodsPerYear', `${String(input.periodsPerYear)} does not match ${input.frequency} (${periods})`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const de4 = readCaDe4(input.certificate);
  if (de4.exempt) return { regular: ZERO, supplemental: ZERO };

  const regular = regularWages.gt(0)
    ? caRegularTax(figures, input.frequency, periods, de4, regularWages).plus(cents(de4.additionalAmount))
    : ZERO;
  const bonus =
    input.supplementalBonusWages === undefined ? supplementalWages : Decimal.min(wagesOf(input.supplementalBonusWages, 'supplementalBonusWages'), supplementalWages);
  return {
    regular,
    supplemental: caSupplemental(figures, bonus, 'bonusAndStockOptions').plus(caSupplemental(figures, supplementalWages.minus(bonus), 'other')),
  };
}

export const caWithholding: StateWithholding = {
  state: 'CA',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true, hsa: false },
  withhold,
};

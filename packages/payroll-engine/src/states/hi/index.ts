/**
 * Hawaii income tax withholding by the annualized method of Booklet A, Employer's Tax Guide (docs/domain-rules.md,
 * "State and local taxes"; figures in hi/2025.ts and hi/2026.ts, which cite the editions read).
 *
 * Method (Booklet A, Appendix Part 1, annualized method; HAR § 18-235-61-06: "the tables or formula method
 * provided by the department"):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2. less $1,144 x HW-4 allowances and the extra lump-sum allowance ($1,650 in 2025, $4,350 in 2026), not below
 *      zero;
 *   3. the annual tax by the Single or Married schedule: the line's add-on + its rate x the excess, to the cent;
 *   4. ÷ pay periods per year, to the cent (quarterly and annual payrolls: the monthly amount x the months, HAR
 *      § 18-235-61-06(a)) (the booklet's example: $500 weekly, single, 3 allowances: $26,000 −
 *      $3,432 − $4,350 = $18,218; $288 + 5.5% x $3,818 = $497.99; ÷ 52 = $9.58), plus the additional amount
 *      agreed in writing.
 * Booklet A lets an employer skip withholding under ten cents a payment; this module withholds it (allowed).
 *
 * Supplemental wages: aggregated with the regular wages ("In Hawaii supplemental wages are required to be
 * aggregated for the state income tax withholding", "Payroll Hawaii, Unique Aspects of Hawaii Payroll Law and
 * Practice", text-id.123dok.com and generated-articles.rky.pl copies; https://www.xperthr.com/employment-law-manual/withholding-taxes-hawaii/1319/:
 * withholding on supplemental wages "is calculated differently depending upon whether the payments were made
 * together with, or separate from, regular wages"): `supplemental` is the tax on (regular + supplemental) wages
 * less the tax on the regular wages alone; a payment of supplemental wages alone is taxed as the period's only
 * wages (Booklet A's rule for a separate payment, which refers to the last regular payment, was not read; this
 * module does not see that payment). Hawaii has no flat supplemental rate.
 *
 * Certificate: Form HW-4, Employee's Withholding Allowance and Status Certificate ("federal Form W-4 may not be
 * used", HAR § 18-235-61-09(a)). Fields:
 * - `filingStatus`: 'Single' (also head of household: "If you file as head of household on your tax return, you
 *   are treated as Single for withholding tax purposes", HW-4 instructions) or 'Married'. Absent means 'Single'.
 * - `allowances`: the number of withholding allowances, a whole number ≥ 0 (number or digit string).
 * - `additionalWithholding`: an additional dollar amount per pay period agreed with the employer (HW-4
 *   instructions), a decimal ≥ 0; added to `regular` when the payment has wages.
 * No `exempt` field: "Hawaii law does NOT allow 'exempt' status for withholding purposes" (HW-4 instructions,
 * Rev. 2018 and 2022 copies at fill.io and ses.stf.com).
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no HW-4 on file: "If an employee does not furnish Form HW-4 to the employer, the employer shall
 * withhold tax as if the employee is single and claims no withholding exemption" (HAR § 18-235-61-09(a),
 * https://library.partnertax.ai/us-hi/regs/18-235-61-09; HW-4 instructions, "Filing the certificate").
 *
 * Pre-tax exclusions (`excludes`): both excluded: in Hawaii "Salary reductions under Section 125 cafeteria plans
 * are not taxable for income tax" and "401(k) deferrals are treated similarly" (the same "Payroll Hawaii" article,
 * generated-articles.rky.pl copy). HSA contributions follow § 125.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { HI_2025 } from './2025';
import { HI_2026, type HiYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(HI_2025, HI_2026);

export const HI_FILING_STATUSES = ['Single', 'Married'] as const;
export type HiFilingStatus = (typeof HI_FILING_STATUSES)[number];

/** Form HW-4 as this module reads it. */
export interface HiCertificate {
  filingStatus: HiFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
}

const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding'] as const;

/** No HW-4 on file: single, no allowance. */
export const NO_HW4: Readonly<HiCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function hiFigures(year: number): HiYearFigures {
  return figuresOf(FIGURES, 'Hawaii', year);
}

/** Reads a Form HW-4 (see the module comment); undefined means none on file. */
export function readHw4(certificate: Readonly<Record<string, unknown>> | undefined): HiCertificate {
  if (certificate === undefined || certificate === null) return NO_HW4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of HW-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an HW-4 field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(HI_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${HI_FILING_STATUSES.join(', ')}: ${String(status)}`);
  }
  const extra = certificate.additionalWithholding;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extra)}`);
  }
  return {
    filingStatus: (status ?? 'Single') as HiFilingStatus,
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
  };
}

/** Steps 1-3: the annual tax on annual wages, to the cent. */
export function hiAnnualTax(figures: HiYearFigures, hw4: HiCertificate, annualWages: Decimal): Decimal {
  const taxable = max0(annualWages.minus(new Decimal(figures.allowance).times(hw4.allowances)).minus(figures.lumpSumAllowance));
  if (!taxable.gt(0)) return ZERO;
  const schedule = hw4.filingStatus === 'Married' ? figures.married : figures.single;
  let line = schedule[0];
  for (const l of schedule) if (taxable.gt(l.over)) line = l;
  return cents(new Decimal(line.base).plus(taxable.minus(line.over).times(line.rate)));
}

/**
 * Step 4 without the additional amount: the period's tax, to the cent. Quarterly, semiannual and annual wages
 * are taxed as the month's average x the months (HAR § 18-235-61-06(a)): the monthly tax, to the cent, x 3, 6, 12.
 */
function periodTax(figures: HiYearFigures, hw4: HiCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  if (!wages.gt(0)) return ZERO;
  const annual = hiAnnualTax(figures, hw4, wages.times(periodsPerYear));
  if (periodsPerYear < 12 && 12 % periodsPerYear === 0) return cents(annual.dividedBy(12)).times(12 / periodsPerYear);
  return cents(annual.dividedBy(periodsPerYear));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = hiFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const hw4 = readHw4(input.certificate);
  if (!regularWages.plus(supplementalWages).gt(0)) return { regular: ZERO, supplemental: ZERO };
  const onRegular = periodTax(figures, hw4, input.periodsPerYear, regularWages);
  const onPeriod = periodTax(figures, hw4, input.periodsPerYear, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(hw4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const hiWithholding: StateWithholding = {
  state: 'HI',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

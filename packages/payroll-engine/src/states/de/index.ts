/**
 * Delaware income tax withholding by the annualized method of the Division of Revenue's Employer's Guide
 * (docs/domain-rules.md, "State and local taxes"; figures in de/2025.ts and de/2026.ts, which cite the edition
 * read). The City of Wilmington's earned income tax is a local tax (states/index.ts LOCAL_WAGE_TAX), not this
 * module.
 *
 * Method (Employer's Guide, Section 17):
 *   1. annual wages = the period's wages x pay periods per year;
 *   2. less the standard deduction: $6,500 married filing jointly, $3,250 otherwise; not below zero;
 *   3. the annual tax by the Tax Computation Table (the line's add-on + its rate x the excess), to the cent;
 *   4. less $110 x allowances, not below zero;
 *   5. ÷ pay periods per year, to the cent (the guide's examples: $722 ÷ 52 = $13.88, ÷ 26 = $27.77, ÷ 24 =
 *      $30.08, ÷ 12 = $60.17), plus the additional amount the employee asked for.
 *
 * Supplemental wages: paid with regular wages they are one payment (the guide, as transcribed: "supplemental
 * wages paid with regular wages are one payment"): `supplemental` is the tax on (regular + supplemental) wages
 * less the tax on the regular wages alone. A payment of supplemental wages alone is taxed as the period's only
 * wages (the guide's rule for a separate payment refers to the latest regular payment, which this module does not
 * see). Delaware has no flat supplemental rate.
 *
 * Certificate: Form DE W-4, Employee's Withholding Allowance Certificate (with the SD/W-4A allowance worksheet).
 * Fields:
 * - `filingStatus`: line 3 marital status, 'Single', 'MarriedFilingJointly' or 'MarriedFilingSeparately' (the
 *   single standard deduction). Absent means 'Single'.
 * - `allowances`: line 4, the worksheet's total (line G), a whole number ≥ 0 (number or digit string).
 * - `additionalWithholding`: an additional amount per pay period, a decimal ≥ 0; added to `regular` when the
 *   payment has wages.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no certificate on file: single with zero allowances (the guide's Section 15, as transcribed by
 * openbooks; Deltek's Delaware help: "If the employee did not submit Form W-4, enter zero for the number of
 * exemptions").
 *
 * Pre-tax exclusions (`excludes`): both excluded: the annualized wages are net of "401(k) and 125/Cafeteria plan
 * contributions" (Deltek's Delaware payroll help, https://help.deltek.com/Product/Vision/7.6/pay_Delaware_Tax.html),
 * as federal taxable wages are; Delaware adjusted gross income starts from federal adjusted gross income. HSA
 * contributions follow § 125. Not modelled: Form W-4NR apportionment of a nonresident's wages by Delaware work
 * days.
 */
import { byYear, certificateCount, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, max0, ZERO } from '../../money';
import { DE_2025 } from './2025';
import { DE_2026, type DeYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(DE_2025, DE_2026);

export const DE_FILING_STATUSES = ['Single', 'MarriedFilingJointly', 'MarriedFilingSeparately'] as const;
export type DeFilingStatus = (typeof DE_FILING_STATUSES)[number];

/** Form DE W-4 as this module reads it. */
export interface DeCertificate {
  filingStatus: DeFilingStatus;
  allowances: number;
  additionalWithholding: Decimal;
}

const FIELDS = ['filingStatus', 'allowances', 'additionalWithholding'] as const;

/** No certificate on file: single, zero allowances. */
export const NO_DE_W4: Readonly<DeCertificate> = Object.freeze({ filingStatus: 'Single', allowances: 0, additionalWithholding: ZERO });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function deFigures(year: number): DeYearFigures {
  return figuresOf(FIGURES, 'Delaware', year);
}

/** Reads a Form DE W-4 (see the module comment); undefined means none on file. */
export function readDeW4(certificate: Readonly<Record<string, unknown>> | undefined): DeCertificate {
  if (certificate === undefined || certificate === null) return NO_DE_W4;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', 'not an object of DE W-4 fields');
  }
  for (const key of Object.keys(certificate)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not a DE W-4 field (${FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  if (status !== undefined && status !== null && !(DE_FILING_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidEngineInputError('certificate.filingStatus', `not one of ${DE_FILING_STATUSES.join(', ')}: ${String(status)}`);
  }
  const extra = certificate.additionalWithholding;
  if (extra !== undefined && extra !== null && typeof extra !== 'number' && typeof extra !== 'string' && !Decimal.isDecimal(extra)) {
    throw new InvalidEngineInputError('certificate.additionalWithholding', `not an amount: ${String(extra)}`);
  }
  return {
    filingStatus: (status ?? 'Single') as DeFilingStatus,
    allowances: certificateCount(certificate.allowances, 'certificate.allowances'),
    additionalWithholding: dec(extra as Decimal.Value | null | undefined, 'certificate.additionalWithholding'),
  };
}

/** Steps 1-4 on annual wages: the annual tax after the credits, to the cent. */
export function deAnnualTax(figures: DeYearFigures, w4: DeCertificate, annualWages: Decimal): Decimal {
  const deduction = w4.filingStatus === 'MarriedFilingJointly' ? figures.standardDeduction.marriedJoint : figures.standardDeduction.single;
  const taxable = max0(annualWages.minus(deduction));
  let line = figures.table[0];
  for (const l of figures.table) if (taxable.gt(l.over)) line = l;
  const tax = cents(new Decimal(line.base).plus(taxable.minus(line.over).times(line.rate)));
  return max0(tax.minus(new Decimal(figures.personalCredit).times(w4.allowances)));
}

/** Step 5 without the additional amount. */
function periodTax(figures: DeYearFigures, w4: DeCertificate, periodsPerYear: number, wages: Decimal): Decimal {
  if (!wages.gt(0)) return ZERO;
  return cents(deAnnualTax(figures, w4, wages.times(periodsPerYear)).dividedBy(periodsPerYear));
}

function wagesOf(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = deFigures(input.year);
  if (!Number.isSafeInteger(input.periodsPerYear) || input.periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(input.periodsPerYear)}`);
  }
  const regularWages = wagesOf(input.regularWages, 'regularWages');
  const supplementalWages = wagesOf(input.supplementalWages, 'supplementalWages');
  const w4 = readDeW4(input.certificate);
  if (!regularWages.plus(supplementalWages).gt(0)) return { regular: ZERO, supplemental: ZERO };
  const onRegular = periodTax(figures, w4, input.periodsPerYear, regularWages);
  const onPeriod = periodTax(figures, w4, input.periodsPerYear, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(w4.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const deWithholding: StateWithholding = {
  state: 'DE',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

// The figures of the federal tax forms made from approved payrolls: Form 941 (quarter), Form 940
// (year), Form W-2 (per employee and year) and Form 1099-NEC (per contractor and year). Figures are
// decimal sums of the payroll items' stored taxable wages and taxes (services/payroll-records.ts), and
// for W-2 boxes 10 and 12 of their benefit contributions; documents/tax-forms.ts prints them.
import { Decimal } from '../repositories/decimal';
import type { Form1099Nec, Form940, Form941, FormW2 } from '../documents/tax-forms';

const Dec = Decimal;
const ZERO = new Dec(0);
const cents = (d: Decimal): Decimal => d.toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/** The sums of one employee's items over a period (repositories/tax-documents employeeTaxTotals). */
export interface EmployeeSums {
  grossPay: Decimal;
  federalIncomeTax: Decimal;
  socialSecurityEmployee: Decimal;
  socialSecurityCompany: Decimal;
  medicareEmployee: Decimal;
  medicareCompany: Decimal;
  additionalMedicareEmployee: Decimal;
  futaCompany: Decimal;
  subjectFutaWages: Decimal;
  taxableFederalIncomeTaxWages: Decimal;
  taxableSocialSecurityWages: Decimal;
  taxableMedicareWages: Decimal;
  taxableAdditionalMedicareWages: Decimal;
  taxableFutaWages: Decimal;
}

export const SUM_KEYS: Array<keyof EmployeeSums> = [
  'grossPay',
  'federalIncomeTax',
  'socialSecurityEmployee',
  'socialSecurityCompany',
  'medicareEmployee',
  'medicareCompany',
  'additionalMedicareEmployee',
  'futaCompany',
  'subjectFutaWages',
  'taxableFederalIncomeTaxWages',
  'taxableSocialSecurityWages',
  'taxableMedicareWages',
  'taxableAdditionalMedicareWages',
  'taxableFutaWages',
];

/** Prisma's `_sum` (nullable decimals) as decimals. */
export function employeeSums(sum: Partial<Record<keyof EmployeeSums, Decimal | null>>): EmployeeSums {
  const out = {} as EmployeeSums;
  for (const k of SUM_KEYS) out[k] = sum[k] ? new Dec(sum[k]!.toString()) : ZERO;
  return out;
}

function addAll(rows: EmployeeSums[]): EmployeeSums {
  const out = employeeSums({});
  for (const r of rows) for (const k of SUM_KEYS) out[k] = out[k].plus(r[k]);
  return out;
}

// ---------- figures ----------

/** Form 941 of a quarter from the per-employee sums of its approved payrolls. */
export function form941(perEmployee: EmployeeSums[]): Form941 {
  const s = addAll(perEmployee);
  const line5a = { wages: s.taxableSocialSecurityWages, tax: cents(s.taxableSocialSecurityWages.mul('0.124')) };
  const line5c = { wages: s.taxableMedicareWages, tax: cents(s.taxableMedicareWages.mul('0.029')) };
  const line5d = { wages: s.taxableAdditionalMedicareWages, tax: cents(s.taxableAdditionalMedicareWages.mul('0.009')) };
  const line5e = line5a.tax.plus(line5c.tax).plus(line5d.tax);
  const line6 = s.federalIncomeTax.plus(line5e);
  // Fractions of cents: what was withheld and owed per paycheck, minus the rate x wages of line 5.
  const fica = s.socialSecurityEmployee.plus(s.socialSecurityCompany).plus(s.medicareEmployee).plus(s.medicareCompany).plus(s.additionalMedicareEmployee);
  const line7 = fica.minus(line5e);
  const line10 = line6.plus(line7);
  return { line1: perEmployee.length, line2: s.taxableFederalIncomeTaxWages, line3: s.federalIncomeTax, line5a, line5c, line5d, line5e, line6, line7, line10, line12: line10 };
}

/** Form 940 of a year from the per-employee sums of its approved payrolls. */
export function form940(perEmployee: EmployeeSums[]): Form940 {
  const s = addAll(perEmployee);
  const line3 = s.grossPay;
  const line4 = s.grossPay.minus(s.subjectFutaWages); // exempt from FUTA (Section 125 benefits, group-term life, ...)
  const line5 = s.subjectFutaWages.minus(s.taxableFutaWages); // above the $7,000 wage base per employee
  const line6 = line4.plus(line5);
  const line7 = line3.minus(line6);
  const line8 = cents(line7.mul('0.006'));
  return { line3, line4, line5, line6, line7, line8, line12: line8 };
}

/** One employee's benefit contributions of the year by type (repositories/payrolls.ts benefitContributionSums). */
export interface BenefitContribution {
  type: string;
  employeeAmount: { toString(): string };
  companyAmount: { toString(): string };
}

/**
 * W-2 box 12 codes and box 10 from the year's benefit contributions, per the IRS General Instructions for
 * Forms W-2 and W-3, "Codes for box 12" and "Box 10-Dependent care benefits":
 *   - code D, elective deferrals under a section 401(k) cash or deferred arrangement: the employee amounts
 *     of Pension401K;
 *   - code W, employer contributions (including amounts the employee elected to contribute using a
 *     section 125 cafeteria plan) to a health savings account: employee plus company amounts of Hsa125;
 *   - code AA, designated Roth contributions under a section 401(k) plan: the employee amounts of Roth401K;
 *   - box 10, dependent care benefits: employee plus company amounts of DependentCareFsa125.
 * In the order D, W, AA (the IRS's order of the codes), only codes with a non-zero amount (12a, 12b, 12c).
 * Not reported: code DD (cost of employer-sponsored health coverage; not required of employers filing
 * fewer than 250 Forms W-2, and the service does not know the company's count), health FSA contributions
 * (HealthFsa125: not reported on the W-2), box 14 (other).
 */
const BOX12: Array<{ code: string; type: string; company: boolean }> = [
  { code: 'D', type: 'Pension401K', company: false },
  { code: 'W', type: 'Hsa125', company: true },
  { code: 'AA', type: 'Roth401K', company: false },
];
const BOX10 = { type: 'DependentCareFsa125', company: true };

export function w2BenefitBoxes(rows: BenefitContribution[]): Pick<FormW2, 'box10' | 'box12'> {
  const total = ({ type, company }: { type: string; company: boolean }) =>
    rows.filter((r) => r.type === type).reduce((sum, r) => sum.plus(r.employeeAmount.toString()).plus(company ? r.companyAmount.toString() : 0), ZERO);
  const box10 = total(BOX10);
  const box12 = BOX12.map((c) => ({ code: c.code, amount: total(c) })).filter((e) => !e.amount.isZero());
  return { ...(box10.isZero() ? {} : { box10 }), box12 };
}

export function formW2(s: EmployeeSums, benefits: BenefitContribution[] = []): FormW2 {
  return {
    box1: s.taxableFederalIncomeTaxWages,
    box2: s.federalIncomeTax,
    box3: s.taxableSocialSecurityWages,
    box4: s.socialSecurityEmployee,
    box5: s.taxableMedicareWages,
    box6: s.medicareEmployee.plus(s.additionalMedicareEmployee),
    ...w2BenefitBoxes(benefits),
  };
}

export const form1099Nec = (grossPay: Decimal): Form1099Nec => ({ box1: grossPay, box4: ZERO });

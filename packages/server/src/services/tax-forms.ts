// Federal tax forms made from approved payrolls: Form 941 (quarter), Form 940 (year), Form W-2 (per
// employee and year) and Form 1099-NEC (per contractor and year). Figures are decimal sums of the
// payroll items' stored taxable wages and taxes (services/payroll-records.ts); the PDFs are made by
// lib/pdf.ts with every figure labelled by its form line or box. Only the last four digits of an SSN
// appear.
import { Prisma } from '@prisma/client';
import { paginate, renderPdf, type PdfLine } from '../lib/pdf';
import type { CompanyRow } from '../repositories/companies';
import { usd } from './format';
import { addressLine, type AddressParts } from './paystub-pdf';

type Decimal = Prisma.Decimal;
const Dec = Prisma.Decimal;
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
export function employeeSums(sum: Partial<Record<keyof EmployeeSums, Prisma.Decimal | null>>): EmployeeSums {
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

export interface Form941 {
  line1: number;
  line2: Decimal;
  line3: Decimal;
  line5a: { wages: Decimal; tax: Decimal };
  line5c: { wages: Decimal; tax: Decimal };
  line5d: { wages: Decimal; tax: Decimal };
  line5e: Decimal;
  line6: Decimal;
  line7: Decimal;
  line10: Decimal;
  line12: Decimal;
}

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

export interface Form940 {
  line3: Decimal;
  line4: Decimal;
  line5: Decimal;
  line6: Decimal;
  line7: Decimal;
  line8: Decimal;
  line12: Decimal;
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

export interface FormW2 {
  box1: Decimal;
  box2: Decimal;
  box3: Decimal;
  box4: Decimal;
  box5: Decimal;
  box6: Decimal;
}

export function formW2(s: EmployeeSums): FormW2 {
  return {
    box1: s.taxableFederalIncomeTaxWages,
    box2: s.federalIncomeTax,
    box3: s.taxableSocialSecurityWages,
    box4: s.socialSecurityEmployee,
    box5: s.taxableMedicareWages,
    box6: s.medicareEmployee.plus(s.additionalMedicareEmployee),
  };
}

export interface Form1099Nec {
  box1: Decimal;
  box4: Decimal;
}

export const form1099Nec = (grossPay: Decimal): Form1099Nec => ({ box1: grossPay, box4: ZERO });

// ---------- PDFs ----------

export interface FormPerson {
  name: string;
  /** `SSN: XXX-XX-6789`, `EIN: 12-3456789`, ... */
  taxIdLabel: string;
  address: AddressParts;
}

const QUARTER_MONTHS = ['January 1 - March 31', 'April 1 - June 30', 'July 1 - September 30', 'October 1 - December 31'];

function employerLines(company: CompanyRow, heading: string): PdfLine[] {
  const address = addressLine(company);
  return [
    { text: heading, bold: true, gapBefore: 10 },
    { text: `Name: ${company.legalName}` },
    ...(company.tradeName ? [{ text: `Trade name: ${company.tradeName}` }] : []),
    { text: `EIN: ${company.taxId ?? 'not on file'}` },
    ...(address ? [{ text: `Address: ${address}` }] : []),
  ];
}

function personLines(p: FormPerson, heading: string): PdfLine[] {
  const address = addressLine(p.address);
  return [
    { text: heading, bold: true, gapBefore: 10 },
    { text: `Name: ${p.name}` },
    { text: p.taxIdLabel },
    ...(address ? [{ text: `Address: ${address}` }] : []),
  ];
}

const FOOTER: PdfLine = {
  text: 'Prepared by the payroll service from the approved payrolls with payday in the period (federal figures only).',
  gapBefore: 12,
};

function render(title: string, subtitle: string, lines: PdfLine[]): Buffer {
  return renderPdf({ title, pages: paginate([{ text: title, size: 16, bold: true }, { text: subtitle, bold: true, gapBefore: 4 }, ...lines, FOOTER]) });
}

const figure = (label: string, amount: Decimal): PdfLine => ({ text: `${label}: ${usd(amount)}` });

export function form941Pdf(company: CompanyRow, year: number, quarter: number, f: Form941): Buffer {
  return render("Form 941 - Employer's Quarterly Federal Tax Return", `Quarter ${quarter} of ${year} (${QUARTER_MONTHS[quarter - 1]}, ${year})`, [
    ...employerLines(company, 'Employer'),
    { text: 'Part 1', bold: true, gapBefore: 10 },
    { text: `Line 1 - Number of employees who received wages, tips, or other compensation: ${f.line1}` },
    figure('Line 2 - Wages, tips, and other compensation', f.line2),
    figure('Line 3 - Federal income tax withheld from wages, tips, and other compensation', f.line3),
    { text: `Line 5a - Taxable social security wages: ${usd(f.line5a.wages)} x 0.124 = ${usd(f.line5a.tax)}` },
    { text: `Line 5c - Taxable Medicare wages and tips: ${usd(f.line5c.wages)} x 0.029 = ${usd(f.line5c.tax)}` },
    { text: `Line 5d - Taxable wages subject to Additional Medicare Tax withholding: ${usd(f.line5d.wages)} x 0.009 = ${usd(f.line5d.tax)}` },
    figure('Line 5e - Total social security and Medicare taxes', f.line5e),
    figure('Line 6 - Total taxes before adjustments', f.line6),
    figure("Line 7 - Current quarter's adjustment for fractions of cents", f.line7),
    figure('Line 10 - Total taxes after adjustments', f.line10),
    figure('Line 12 - Total taxes after adjustments and nonrefundable credits', f.line12),
  ]);
}

export function form940Pdf(company: CompanyRow, year: number, f: Form940): Buffer {
  return render("Form 940 - Employer's Annual Federal Unemployment (FUTA) Tax Return", `Calendar year ${year}`, [
    ...employerLines(company, 'Employer'),
    { text: 'Part 2 - Determine your FUTA tax before adjustments', bold: true, gapBefore: 10 },
    figure('Line 3 - Total payments to all employees', f.line3),
    figure('Line 4 - Payments exempt from FUTA tax', f.line4),
    figure('Line 5 - Total of payments made to each employee in excess of $7,000', f.line5),
    figure('Line 6 - Subtotal (line 4 + line 5)', f.line6),
    figure('Line 7 - Total taxable FUTA wages (line 3 - line 6)', f.line7),
    figure('Line 8 - FUTA tax before adjustments (line 7 x 0.006)', f.line8),
    figure('Line 12 - Total FUTA tax after adjustments', f.line12),
  ]);
}

export function formW2Pdf(company: CompanyRow, year: number, employee: FormPerson, f: FormW2): Buffer {
  return render('Form W-2 - Wage and Tax Statement', `Tax year ${year}`, [
    ...employerLines(company, 'Employer (boxes b and c)'),
    ...personLines(employee, 'Employee (boxes a, e and f)'),
    { text: 'Federal figures', bold: true, gapBefore: 10 },
    figure('Box 1 - Wages, tips, other compensation', f.box1),
    figure('Box 2 - Federal income tax withheld', f.box2),
    figure('Box 3 - Social security wages', f.box3),
    figure('Box 4 - Social security tax withheld', f.box4),
    figure('Box 5 - Medicare wages and tips', f.box5),
    figure('Box 6 - Medicare tax withheld', f.box6),
  ]);
}

export function form1099NecPdf(company: CompanyRow, year: number, recipient: FormPerson, f: Form1099Nec): Buffer {
  return render('Form 1099-NEC - Nonemployee Compensation', `Tax year ${year}`, [
    ...employerLines(company, 'Payer'),
    ...personLines(recipient, 'Recipient'),
    { text: 'Federal figures', bold: true, gapBefore: 10 },
    figure('Box 1 - Nonemployee compensation', f.box1),
    figure('Box 4 - Federal income tax withheld', f.box4),
  ]);
}

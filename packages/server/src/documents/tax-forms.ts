// The federal tax form PDFs (Form 941, Form 940, Form W-2, Form 1099-NEC), every figure labelled by
// its form line or box. Their view models are the figures computed by services/tax-forms.ts and the
// parties (documents/parties.ts). Only the last four digits of an SSN appear.
import type { Prisma } from '@prisma/client';
import type { CompanyParty, PersonParty } from './parties';
import { paginate, renderPdf, type PdfLine } from './pdf';
import { addressLine, usd } from './text';

type Decimal = Prisma.Decimal;

// ---------- figures (view models) ----------

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

export interface Form940 {
  line3: Decimal;
  line4: Decimal;
  line5: Decimal;
  line6: Decimal;
  line7: Decimal;
  line8: Decimal;
  line12: Decimal;
}

export interface FormW2 {
  box1: Decimal;
  box2: Decimal;
  box3: Decimal;
  box4: Decimal;
  box5: Decimal;
  box6: Decimal;
  /** Boxes 15-17, one entry per state whose income tax was withheld, in state order. */
  states?: FormW2State[];
}

export interface FormW2State {
  /** Box 15: the state and the employer's state ID number (its withholding account, when on file). */
  state: string;
  employerStateId?: string;
  /** Box 16: state wages, tips, etc. */
  box16: Decimal;
  /** Box 17: state income tax. */
  box17: Decimal;
}

export interface Form1099Nec {
  box1: Decimal;
  box4: Decimal;
}

// ---------- PDFs ----------

const QUARTER_MONTHS = ['January 1 - March 31', 'April 1 - June 30', 'July 1 - September 30', 'October 1 - December 31'];

function employerLines(company: CompanyParty, heading: string): PdfLine[] {
  const address = addressLine(company.address);
  return [
    { text: heading, bold: true, gapBefore: 10 },
    { text: `Name: ${company.legalName}` },
    ...(company.tradeName ? [{ text: `Trade name: ${company.tradeName}` }] : []),
    { text: `EIN: ${company.taxId ?? 'not on file'}` },
    ...(address ? [{ text: `Address: ${address}` }] : []),
  ];
}

function personLines(p: PersonParty, heading: string): PdfLine[] {
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

export function form941Pdf(company: CompanyParty, year: number, quarter: number, f: Form941): Buffer {
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

export function form940Pdf(company: CompanyParty, year: number, f: Form940): Buffer {
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

export function formW2Pdf(company: CompanyParty, year: number, employee: PersonParty, f: FormW2): Buffer {
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
    ...(f.states ?? []).flatMap((s) => [
      { text: `State figures - ${s.state}`, bold: true, gapBefore: 10 },
      { text: `Box 15 - State: ${s.state}; employer's state ID number: ${s.employerStateId ?? 'not on file'}` },
      figure('Box 16 - State wages, tips, etc.', s.box16),
      figure('Box 17 - State income tax', s.box17),
    ]),
  ]);
}

export function form1099NecPdf(company: CompanyParty, year: number, recipient: PersonParty, f: Form1099Nec): Buffer {
  return render('Form 1099-NEC - Nonemployee Compensation', `Tax year ${year}`, [
    ...employerLines(company, 'Payer'),
    ...personLines(recipient, 'Recipient'),
    { text: 'Federal figures', bold: true, gapBefore: 10 },
    figure('Box 1 - Nonemployee compensation', f.box1),
    figure('Box 4 - Federal income tax withheld', f.box4),
  ]);
}

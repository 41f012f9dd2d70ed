// Forms 941 and 940 (the quarterly and annual federal returns), printed as lists of lines, every figure labelled
// by its form line; Form 941's Part 2 (line 16) and Schedule B, Form 940's Schedule A. Their view models are the
// figures computed by services/tax-forms.ts; documents/tax-forms.ts holds the box forms (W-2, W-3, 1099-NEC).
import type { Prisma } from '@prisma/client';
import type { CompanyParty } from './parties';
import { paginate, renderPdf, type PdfLine } from './pdf';
import { FOOTER, FOOTER_ALL } from './tax-forms';
import { addressLine, usd } from './text';

type Decimal = Prisma.Decimal;

// ---------- figures (view models) ----------

export interface Form941 {
  /** Employees paid for the pay period including the 12th of the quarter's last month. */
  line1: number;
  line2: Decimal;
  line3: Decimal;
  /** Taxable social security wages, without the tips of line 5b. */
  line5a: { wages: Decimal; tax: Decimal };
  /** Taxable social security tips. */
  line5b: { wages: Decimal; tax: Decimal };
  line5c: { wages: Decimal; tax: Decimal };
  line5d: { wages: Decimal; tax: Decimal };
  line5e: Decimal;
  line6: Decimal;
  line7: Decimal;
  line10: Decimal;
  line12: Decimal;
  /** Total deposits for the quarter. */
  line13: Decimal;
  /** Balance due (line 12 - line 13 when more), else zero. */
  line14: Decimal;
  /** Overpayment (line 13 - line 12 when more), else zero. */
  line15: Decimal;
  line16: Form941Line16;
}

/**
 * Part 2, line 16: the deposit schedule. `under2500`: line 12 of this quarter (or of the prior quarter) was less
 * than $2,500; `monthly`: the liability of each month of the quarter; `semiweekly`: Schedule B, the liability of
 * each payday, with the months' totals. Each adds up to line 12.
 */
export type Form941Line16 =
  | { kind: 'under2500' }
  | { kind: 'monthly'; months: [Decimal, Decimal, Decimal]; total: Decimal }
  | { kind: 'semiweekly'; months: [Decimal, Decimal, Decimal]; total: Decimal; days: Array<{ month: 1 | 2 | 3; day: number; amount: Decimal }> };

export interface Form940ScheduleARow {
  state: string;
  /** FUTA taxable wages paid in the state. */
  futaWages: Decimal;
  /** The state's credit reduction rate and amount (a confirmed year: zero for a state without one); absent when not computed. */
  rate?: Decimal;
  reduction?: Decimal;
}

export interface Form940 {
  /** The one state where state unemployment tax was paid (absent with several, or none known). */
  line1a?: string;
  /** Several states (Schedule A lists them). */
  line1b: boolean;
  /** Wages paid in a credit reduction state: true or false for a confirmed year; null when the year's list is not confirmed. */
  line2: boolean | null;
  line3: Decimal;
  line4: Decimal;
  line5: Decimal;
  line6: Decimal;
  line7: Decimal;
  line8: Decimal;
  /** Credit reduction (Schedule A's total); null when not computed (the year's list is not confirmed). */
  line11: Decimal | null;
  /** Line 8 + line 11 (line 8 alone when line 11 is not computed). */
  line12: Decimal;
  /** FUTA tax deposited for the year. */
  line13: Decimal;
  line14: Decimal;
  line15: Decimal;
  /** Lines 16a-d (each quarter's liability; 16d with the credit reduction) when line 12 is more than $500; line 17 their total. */
  line16?: [Decimal, Decimal, Decimal, Decimal];
  line17?: Decimal;
  /** Schedule A: the states where state unemployment tax was paid, with their FUTA wages. */
  scheduleA?: Form940ScheduleA;
}

export interface Form940ScheduleA {
  rows: Form940ScheduleARow[];
  /** The total credit reduction (line 11); null when not computed. */
  total: Decimal | null;
  /** FUTA wages of items without a state unemployment line (not attributed to a state). */
  unattributedFutaWages: Decimal;
  /** Why the reduction is not computed, when it is not. */
  note?: string;
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

function render(title: string, subtitle: string, lines: PdfLine[], footer: PdfLine = FOOTER): Buffer {
  return renderPdf({ title, pages: paginate([{ text: title, size: 16, bold: true }, { text: subtitle, bold: true, gapBefore: 4 }, ...lines, footer]) });
}

const figure = (label: string, amount: Decimal): PdfLine => ({ text: `${label}: ${usd(amount)}` });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function line16Lines(quarter: number, f: Form941): PdfLine[] {
  const l = f.line16;
  const monthName = (m: number) => MONTHS[(quarter - 1) * 3 + m - 1];
  if (l.kind === 'under2500') {
    return [{ text: 'Line 16 - Line 12 was less than $2,500 (this or the prior quarter): no deposit schedule.' }];
  }
  if (l.kind === 'monthly') {
    return [
      { text: 'Line 16 - You were a monthly schedule depositor for the entire quarter. Tax liability:' },
      ...l.months.map((m, i) => figure(`  Month ${i + 1} (${monthName(i + 1)})`, m)),
      figure('  Total liability for quarter (equals line 12)', l.total),
    ];
  }
  return [
    { text: 'Line 16 - You were a semiweekly schedule depositor for any part of this quarter: Schedule B (Form 941) below.' },
    { text: 'Schedule B (Form 941) - Report of Tax Liability for Semiweekly Schedule Depositors', bold: true, gapBefore: 10 },
    ...l.months.flatMap((m, i) => [
      ...l.days.filter((d) => d.month === i + 1).map((d) => figure(`  Month ${i + 1}, day ${d.day} (${monthName(i + 1)} ${d.day})`, d.amount)),
      figure(`  Tax liability for Month ${i + 1}`, m),
    ]),
    figure('  Total liability for the quarter (equals line 12)', l.total),
  ];
}

export function form941Pdf(company: CompanyParty, year: number, quarter: number, f: Form941): Buffer {
  return render("Form 941 - Employer's Quarterly Federal Tax Return", `Quarter ${quarter} of ${year} (${QUARTER_MONTHS[quarter - 1]}, ${year})`, [
    ...employerLines(company, 'Employer'),
    { text: 'Part 1', bold: true, gapBefore: 10 },
    { text: `Line 1 - Employees who received wages, tips, or other compensation for the pay period including ${['Mar.', 'June', 'Sept.', 'Dec.'][quarter - 1]} 12: ${f.line1}` },
    figure('Line 2 - Wages, tips, and other compensation', f.line2),
    figure('Line 3 - Federal income tax withheld from wages, tips, and other compensation', f.line3),
    { text: `Line 5a - Taxable social security wages: ${usd(f.line5a.wages)} x 0.124 = ${usd(f.line5a.tax)}` },
    { text: `Line 5b - Taxable social security tips: ${usd(f.line5b.wages)} x 0.124 = ${usd(f.line5b.tax)}` },
    { text: `Line 5c - Taxable Medicare wages and tips: ${usd(f.line5c.wages)} x 0.029 = ${usd(f.line5c.tax)}` },
    { text: `Line 5d - Taxable wages subject to Additional Medicare Tax withholding: ${usd(f.line5d.wages)} x 0.009 = ${usd(f.line5d.tax)}` },
    figure('Line 5e - Total social security and Medicare taxes', f.line5e),
    figure('Line 6 - Total taxes before adjustments', f.line6),
    figure("Line 7 - Current quarter's adjustment for fractions of cents", f.line7),
    figure('Line 10 - Total taxes after adjustments', f.line10),
    figure('Line 12 - Total taxes after adjustments and nonrefundable credits', f.line12),
    figure('Line 13 - Total deposits for this quarter', f.line13),
    figure('Line 14 - Balance due', f.line14),
    figure('Line 15 - Overpayment', f.line15),
    { text: 'Part 2 - Tell us about your deposit schedule and tax liability for this quarter', bold: true, gapBefore: 10 },
    ...line16Lines(quarter, f),
  ]);
}

export function form940Pdf(company: CompanyParty, year: number, f: Form940): Buffer {
  const line11 = f.line11 === null ? 'not computed (see Schedule A)' : usd(f.line11);
  const notComputed = f.line11 === null ? ' (without line 11, not computed)' : '';
  const lines: PdfLine[] = [
    ...employerLines(company, 'Employer'),
    { text: 'Part 1 - Tell us about your return', bold: true, gapBefore: 10 },
    { text: `Line 1a - If you had to pay state unemployment tax in one state only, the state abbreviation: ${f.line1a ?? '-'}` },
    { text: `Line 1b - If you had to pay state unemployment tax in more than one state, you are a multi-state employer: ${f.line1b ? 'Yes (Schedule A)' : 'No'}` },
    { text: `Line 2 - If you paid wages in a state that is subject to credit reduction: ${f.line2 === null ? 'not known (see Schedule A)' : f.line2 ? 'Yes (Schedule A)' : 'No'}` },
    { text: 'Part 2 - Determine your FUTA tax before adjustments', bold: true, gapBefore: 10 },
    figure('Line 3 - Total payments to all employees', f.line3),
    figure('Line 4 - Payments exempt from FUTA tax', f.line4),
    figure('Line 5 - Total of payments made to each employee in excess of $7,000', f.line5),
    figure('Line 6 - Subtotal (line 4 + line 5)', f.line6),
    figure('Line 7 - Total taxable FUTA wages (line 3 - line 6)', f.line7),
    figure('Line 8 - FUTA tax before adjustments (line 7 x 0.006)', f.line8),
    { text: 'Part 3 - Determine your adjustments', bold: true, gapBefore: 10 },
    { text: `Line 11 - If credit reduction applies, the total from Schedule A: ${line11}` },
    { text: 'Part 4 - Determine your FUTA tax and balance due or overpayment', bold: true, gapBefore: 10 },
    figure(`Line 12 - Total FUTA tax after adjustments${notComputed}`, f.line12),
    figure('Line 13 - FUTA tax deposited for the year', f.line13),
    figure(`Line 14 - Balance due${notComputed}`, f.line14),
    figure(`Line 15 - Overpayment${notComputed}`, f.line15),
  ];
  if (f.line16 && f.line17) {
    lines.push(
      { text: 'Part 5 - Report your FUTA tax liability by quarter', bold: true, gapBefore: 10 },
      ...f.line16.map((q, i) => figure(`Line 16${'abcd'[i]} - ${['1st', '2nd', '3rd', '4th'][i]} quarter (${QUARTER_MONTHS[i]})`, q)),
      figure(`Line 17 - Total tax liability for the year (equals line 12)${notComputed}`, f.line17),
    );
  }
  if (f.scheduleA) {
    const a = f.scheduleA;
    lines.push(
      { text: 'Schedule A (Form 940) - Multi-State Employer and Credit Reduction Information', bold: true, gapBefore: 10 },
      ...a.rows.map((r) => ({
        text:
          r.rate === undefined
            ? `  ${r.state}: FUTA taxable wages ${usd(r.futaWages)}; credit reduction not computed`
            : `  ${r.state}: FUTA taxable wages ${usd(r.futaWages)} x ${r.rate.toString()} = ${usd(r.reduction!)}`,
      })),
      ...(a.unattributedFutaWages.isZero() ? [] : [{ text: `  FUTA taxable wages without a state unemployment line: ${usd(a.unattributedFutaWages)}` }]),
      { text: `  Total credit reduction: ${a.total === null ? 'not computed' : usd(a.total)}` },
      ...(a.note ? [{ text: `  ${a.note}` }] : []),
    );
  }
  return render("Form 940 - Employer's Annual Federal Unemployment (FUTA) Tax Return", `Calendar year ${year}`, lines, f.scheduleA ? FOOTER_ALL : FOOTER);
}


// The federal tax forms in boxes (Form W-2, Form W-3, Form 1099-NEC), every figure labelled by its box (Forms 941
// and 940, lists of lines: documents/tax-returns.ts). Their view models are the figures computed by
// services/tax-forms.ts and the parties (documents/parties.ts). Only the last four digits of an SSN appear.
//
// They follow the box layout of the copy the employee or recipient gets (W-2 Copy B: boxes a-f and 1-20; the W-3's
// boxes; 1099-NEC Copy B: the PAYER and RECIPIENT blocks and boxes 1-7), each box drawn as a rectangle with its
// number and official label in small type and the value in larger type inside, so a person can copy them onto a
// return. Boxes the service has no figure for (8, 9, 11, 13, 14b, 18-20 of the W-2 without a locality, 10, 12
// and 14 without an amount; 2, 3, 5-7 of the 1099-NEC) are drawn empty.
import type { Prisma } from '@prisma/client';
import type { CompanyParty, PersonParty } from './parties';
import { PdfCanvas, renderPdf, type PdfLine } from './pdf';
import type { AddressParts } from './text';
import { addressLine, usd } from './text';

type Decimal = Prisma.Decimal;

// ---------- figures (view models) ----------

/** Boxes 1 to 6 of a Form W-2 (and their totals on the W-3 and in the EFW2's RW and RT records). */
export interface W2WageAndTaxBoxes {
  /** Wages, tips, other compensation. */
  box1: Decimal;
  /** Federal income tax withheld. */
  box2: Decimal;
  /** Social security wages. */
  box3: Decimal;
  /** Social security tax withheld. */
  box4: Decimal;
  /** Medicare wages and tips. */
  box5: Decimal;
  /** Medicare tax withheld. */
  box6: Decimal;
}

export interface FormW2 extends W2WageAndTaxBoxes {
  /** Box 10: dependent care benefits (absent: none). */
  box10?: Decimal;
  /** Boxes 12a-12d: a code and its amount each, in print order (services/tax-forms.ts w2BenefitBoxes). */
  box12?: FormW2Box12[];
  /** Box 7: social security tips (absent: none). */
  box7?: Decimal;
  /** Box 14a (Other): a label and an amount each (New York PFL and disability contributions). */
  box14?: Array<{ label: string; amount: Decimal }>;
  /** Box 14b (from 2026): the employee's Treasury tipped occupation codes (at most two). */
  box14b?: string[];
  /** Boxes 15-17, one entry per state whose income tax was withheld, in state order. */
  states?: FormW2State[];
}

/** Form W-3: the totals of the company's Forms W-2 of the year (services/tax-forms.ts formW3). */
export interface FormW3 extends W2WageAndTaxBoxes {
  /** Box c: the number of Forms W-2. */
  count: number;
  box7: Decimal;
  box10: Decimal;
  /** The total of each box 12 code of the W-2s (in the W-2s' code order). */
  box12: FormW2Box12[];
  /** The states of the W-2s' boxes 15, with the employer's state ID when on file. */
  states: Array<{ state: string; employerStateId?: string }>;
  box16: Decimal;
  box17: Decimal;
  box18: Decimal;
  box19: Decimal;
}

export interface FormW2Box12 {
  /** The IRS code (D, W, AA, ...). */
  code: string;
  amount: Decimal;
}

export interface FormW2State {
  /** Box 15: the state and the employer's state ID number (its withholding account, when on file). */
  state: string;
  employerStateId?: string;
  /** Box 16: state wages, tips, etc. (empty on a further locality row of the same state). */
  box16?: Decimal;
  /** Box 17: state income tax (empty on a further locality row of the same state). */
  box17?: Decimal;
  /** Box 18: local wages, tips, etc. of the locality in box 20. */
  box18?: Decimal;
  /** Box 19: local income tax. */
  box19?: Decimal;
  /** Box 20: locality name (the locality code without its state, e.g. `NYC`, `MONTGOMERY`, `865001`). */
  box20?: string;
}

export interface Form1099Nec {
  box1: Decimal;
  box4: Decimal;
}

/** Form 1096: the annual summary sent with the paper Forms 1099-NEC of one filer (documents/tax-forms.ts form1096Pdf). */
export interface Form1096 {
  /** Box 3: the number of Forms 1099-NEC. */
  count: number;
  /** Box 4: federal income tax withheld, summed (box 4 of the 1099-NECs). */
  box4: Decimal;
  /** Box 5: the total amount reported: box 1 of the 1099-NECs, summed (the only amount box the service fills). */
  box5: Decimal;
}

// ---------- shared ----------

function personLines(p: PersonParty, heading: string): PdfLine[] {
  const address = addressLine(p.address);
  return [
    { text: heading, bold: true, gapBefore: 10 },
    { text: `Name: ${p.name}` },
    { text: p.taxIdLabel },
    ...(address ? [{ text: `Address: ${address}` }] : []),
  ];
}

export const FOOTER: PdfLine = {
  text: 'Prepared by the payroll service from the approved payrolls with payday in the period (federal figures only).',
  gapBefore: 12,
};

/** The footer of the forms that carry state figures too (W-2, W-3, 940's Schedule A). */
export const FOOTER_ALL: PdfLine = { text: 'Prepared by the payroll service from the approved payrolls with payday in the period.', gapBefore: 12 };

// ---------- box layouts (W-2, 1099-NEC) ----------

const FORM_LEFT = 36;
const FORM_RIGHT = 576;
const LABEL_SIZE = 6.5;
const VALUE_SIZE = 10;

/** The street lines, then city, state and ZIP, as the address boxes of the forms hold them. */
function formAddressLines(a: AddressParts): string[] {
  return [[a.street1, a.street2].filter(Boolean).join(', '), [a.city, a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean);
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The box's number or letter and official label, one entry per printed line. */
  label: string | string[];
  /** The value: an amount (right-aligned in the box) or lines of text (left-aligned under the label). */
  amount?: Decimal;
  /** A code printed left of the amount, on its line (W-2 box 12). */
  code?: string;
  lines?: string[];
}

/** A box: its rectangle, the label at its top left in small type, the value inside in larger type. */
function drawBox(page: PdfCanvas, b: Box): void {
  page.rect(b.x, b.y, b.w, b.h);
  const labels = Array.isArray(b.label) ? b.label : [b.label];
  labels.forEach((l, i) => page.text(b.x + 3, b.y + 8 + i * 7.5, l, { size: LABEL_SIZE, maxWidth: b.w - 6 }));
  const valueTop = b.y + 8 + (labels.length - 1) * 7.5;
  if (b.code !== undefined) page.text(b.x + 6, b.y + b.h - 6, b.code, { font: 'bold', size: VALUE_SIZE });
  if (b.amount !== undefined) page.text(b.x + b.w - 6, b.y + b.h - 6, usd(b.amount), { size: VALUE_SIZE, align: 'right', maxWidth: b.w - 12 });
  (b.lines ?? []).forEach((l, i) => page.text(b.x + 6, valueTop + 13 + i * 11.5, l, { size: i === 0 ? VALUE_SIZE : 9, maxWidth: b.w - 12 }));
}

/** The preparer's note under a form, as on the other tax documents. */
function footNote(page: PdfCanvas, y: number, text = FOOTER.text): void {
  page.text(FORM_LEFT, y, text, { size: 8, maxWidth: FORM_RIGHT - FORM_LEFT });
}

/**
 * Form W-2 Copy B: one page, and for more than four box 12 entries a further page per four more (the IRS's "use a
 * separate Form W-2"), with boxes a-f and 12a-12d only (its other boxes empty: their figures are on the first).
 */
export function formW2Pdf(company: CompanyParty, year: number, employee: PersonParty, f: FormW2): Buffer {
  const title = 'Form W-2 - Wage and Tax Statement';
  const entries = f.box12 ?? [];
  const pages: PdfCanvas[] = [];
  for (let i = 0; i === 0 || i < entries.length; i += 4) pages.push(formW2Page(company, year, employee, f, entries.slice(i, i + 4), i > 0));
  return renderPdf({ title, pages });
}

function formW2Page(company: CompanyParty, year: number, employee: PersonParty, all: FormW2, codes: FormW2Box12[], continued: boolean): PdfCanvas {
  const page = new PdfCanvas();
  // A continuation shows the employee, the employer and its box 12 entries only.
  const f: Partial<FormW2> = continued ? {} : all;
  const mid = 296; // the left column (boxes a-f) ends here
  const col = (FORM_RIGHT - mid) / 2; // the two columns of numbered boxes
  const row = 28;
  const top = 66;
  page.text(FORM_LEFT, 48, `${year} Form W-2 - Copy B, to be filed with the employee's federal tax return`, { font: 'bold', size: 9 });
  page.text(FORM_RIGHT, 48, 'OMB No. 1545-0008', { size: 8, align: 'right' });

  // Boxes a-f in the left column; boxes 1-14 and 12a-12d in two columns right of them. Drawn row by
  // row, left to right (the reading order of the text): a box of the left column with the row it starts on.
  const left: Array<[number, number, string, string[]]> = [
    [0, 1, "a Employee's social security number", [employee.taxIdLabel]],
    [1, 1, 'b Employer identification number (EIN)', [company.taxId ?? 'not on file']],
    [2, 3, "c Employer's name, address, and ZIP code", [company.legalName, ...(company.tradeName ? [`DBA ${company.tradeName}`] : []), ...formAddressLines(company.address)]],
    [5, 1, 'd Control number', []],
    [6, 2, "e Employee's first name and initial      Last name      Suff.", [employee.name]],
    [8, 2, "f Employee's address and ZIP code", formAddressLines(employee.address)],
  ];
  const box12 = (i: number) => codes[i];
  const box14 = (f.box14 ?? []).map((e) => `${e.label}  ${usd(e.amount)}`);
  const grid: Array<[string | string[] | null, Decimal | undefined, string | null, Decimal | undefined, FormW2Box12?]> = [
    [null, undefined, null, undefined], // the row of box a: the form's notice
    ['1 Wages, tips, other compensation', f.box1, '2 Federal income tax withheld', f.box2],
    ['3 Social security wages', f.box3, '4 Social security tax withheld', f.box4],
    ['5 Medicare wages and tips', f.box5, '6 Medicare tax withheld', f.box6],
    ['7 Social security tips', f.box7, '8 Allocated tips', undefined],
    ['9', undefined, '10 Dependent care benefits', f.box10],
    ['11 Nonqualified plans', undefined, '12a See instructions for box 12', box12(0)?.amount, box12(0)],
    [['13 Statutory employee / Retirement', 'plan / Third-party sick pay'], undefined, '12b', box12(1)?.amount, box12(1)],
    [BOX14_LABEL(year), undefined, '12c', box12(2)?.amount, box12(2)], // box 14 is two rows high
    [null, undefined, '12d', box12(3)?.amount, box12(3)],
  ];
  grid.forEach(([l1, v1, l2, v2, code], i) => {
    const y = top + i * row;
    for (const [start, rows, label, lines] of left) if (start === i) drawBox(page, { x: FORM_LEFT, y, w: mid - FORM_LEFT, h: rows * row, label, lines });
    if (i === 0) {
      page.rect(mid, y, FORM_RIGHT - mid, row);
      page.text(mid + 6, y + 12, 'This information is being furnished to the Internal Revenue Service.', { size: LABEL_SIZE, maxWidth: FORM_RIGHT - mid - 12 });
      page.text(mid + 6, y + 21, 'Figures are federal, state and local; boxes left empty have no figure here.', { size: LABEL_SIZE, maxWidth: FORM_RIGHT - mid - 12 });
      return;
    }
    if (l1 === BOX14_LABEL(year)) drawBox(page, { x: mid, y, w: col, h: 2 * row, label: l1, lines: box14 });
    else if (l1 !== null) drawBox(page, { x: mid, y, w: col, h: row, label: l1, amount: v1 });
    if (l2 !== null) drawBox(page, { x: mid + col, y, w: col, h: row, label: l2, amount: v2, ...(code ? { code: code.code } : {}) });
  });

  // Box 14b (the 2026 form): under 14a, the employee's Treasury tipped occupation codes.
  if (year >= 2026) drawBox(page, { x: mid, y: top + 10 * row, w: col, h: row, label: '14b Treasury tipped occupation code', lines: f.box14b?.length ? [f.box14b.join('   ')] : [] });

  // Boxes 15-20: one row per state (at least two rows, as on the form).
  const stateTop = top + (year >= 2026 ? 11 : 10) * row + 8;
  const stateCols: Array<[number, string]> = [
    [FORM_LEFT, '15 State'],
    [72, "Employer's state ID number"],
    [200, '16 State wages, tips, etc.'],
    [290, '17 State income tax'],
    [375, '18 Local wages, tips, etc.'],
    [460, '19 Local income tax'],
    [520, '20 Locality name'],
  ];
  const states = f.states ?? [];
  const stateRows = Math.max(2, states.length);
  for (let r = 0; r < stateRows; r++) {
    const s = states[r];
    const y = stateTop + r * row;
    stateCols.forEach(([x, label], c) => {
      const w = (stateCols[c + 1]?.[0] ?? FORM_RIGHT) - x;
      // Every row carries the labels, so each state's figures read on their own.
      const box: Box = { x, y, w, h: row, label };
      if (s && c === 0) box.lines = [s.state];
      if (s && c === 1) box.lines = [s.employerStateId ?? 'not on file'];
      if (s && c === 2) box.amount = s.box16;
      if (s && c === 3) box.amount = s.box17;
      if (s && c === 4) box.amount = s.box18;
      if (s && c === 5) box.amount = s.box19;
      if (s?.box20 && c === 6) box.lines = [s.box20];
      drawBox(page, box);
    });
  }

  const bottom = stateTop + stateRows * row + 24;
  page.text(FORM_LEFT, bottom, 'Form W-2 Wage and Tax Statement', { font: 'bold', size: 14 });
  page.text((FORM_LEFT + FORM_RIGHT) / 2 + 40, bottom, String(year), { font: 'bold', size: 18, align: 'center' });
  page.text(FORM_RIGHT, bottom, 'Department of the Treasury - Internal Revenue Service', { size: 7.5, align: 'right' });
  page.text(FORM_LEFT, bottom + 14, "Copy B - To Be Filed With Employee's FEDERAL Tax Return. Copy C - For EMPLOYEE'S RECORDS.", { size: 8 });
  if (continued) page.text(FORM_LEFT, bottom + 28, 'Further box 12 entries of the same employee; the other boxes are on the first Form W-2.', { size: 8 });
  footNote(page, bottom + (continued ? 42 : 34), FOOTER_ALL.text);
  return page;
}

/** Box 14's label: "14 Other" until 2025, "14a Other" on the 2026 form (box 14b under it). */
const BOX14_LABEL = (year: number) => (year >= 2026 ? '14a Other' : '14 Other');

/**
 * Form W-3 (Transmittal of Wage and Tax Statements): its box layout, each box the total of the same box of the
 * year's Forms W-2 (box c their number). Box 12a (deferred compensation) is left empty: which box 12 codes it
 * totals could not be confirmed; the totals of each box 12 code of the W-2s are listed under the form instead.
 */
export function formW3Pdf(company: CompanyParty, year: number, f: FormW3, kindOfPayer?: string): Buffer {
  const title = 'Form W-3 - Transmittal of Wage and Tax Statements';
  const page = new PdfCanvas();
  const mid = 296;
  const col = (FORM_RIGHT - mid) / 2;
  const row = 28;
  const top = 66;
  page.text(FORM_LEFT, 48, `${year} Form W-3 - Transmittal of Wage and Tax Statements`, { font: 'bold', size: 9 });
  page.text(FORM_RIGHT, 48, 'OMB No. 1545-0008', { size: 8, align: 'right' });
  const one = f.states.length === 1 ? f.states[0] : undefined;
  const left: Array<[number, number, string, string[]]> = [
    [0, 1, 'a Control number', []],
    [1, 1, 'b Kind of Payer', kindOfPayer ? [kindOfPayer] : []],
    [2, 1, 'c Total number of Forms W-2', [String(f.count)]],
    [3, 1, 'e Employer identification number (EIN)', [company.taxId ?? 'not on file']],
    [4, 1, "f Employer's name", [company.legalName]],
    [5, 2, "g Employer's address and ZIP code", formAddressLines(company.address)],
    [7, 1, 'h Other EIN used this year', []],
    [8, 1, "15 State      Employer's state ID number", one ? [`${one.state}  ${one.employerStateId ?? 'not on file'}`] : f.states.length ? [`Several: ${f.states.map((x) => x.state).join(', ')}`] : []],
  ];
  const grid: Array<[string, Decimal | undefined, string | string[], Decimal | undefined]> = [
    ['1 Wages, tips, other compensation', f.box1, '2 Federal income tax withheld', f.box2],
    ['3 Social security wages', f.box3, '4 Social security tax withheld', f.box4],
    ['5 Medicare wages and tips', f.box5, '6 Medicare tax withheld', f.box6],
    ['7 Social security tips', f.box7, '8 Allocated tips', undefined],
    ['9', undefined, '10 Dependent care benefits', f.box10],
    ['11 Nonqualified plans', undefined, '12a Deferred compensation', undefined],
    ['13 For third-party sick pay use only', undefined, ['14 Income tax withheld by payer', 'of third-party sick pay'], undefined],
    ['16 State wages, tips, etc.', f.box16, '17 State income tax', f.box17],
    ['18 Local wages, tips, etc.', f.box18, '19 Local income tax', f.box19],
  ];
  grid.forEach(([l1, v1, l2, v2], i) => {
    const y = top + i * row;
    for (const [start, rows, label, lines] of left) if (start === i) drawBox(page, { x: FORM_LEFT, y, w: mid - FORM_LEFT, h: rows * row, label, lines });
    drawBox(page, { x: mid, y, w: col, h: row, label: l1, amount: v1 });
    drawBox(page, { x: mid + col, y, w: col, h: row, label: l2, amount: v2 });
  });
  let y = top + grid.length * row + 24;
  page.text(FORM_LEFT, y, 'Form W-3 Transmittal of Wage and Tax Statements', { font: 'bold', size: 14 });
  page.text(FORM_RIGHT, y, String(year), { font: 'bold', size: 18, align: 'right' });
  y += 22;
  page.text(FORM_LEFT, y, 'Totals of box 12 of the Forms W-2, by code:', { font: 'bold', size: 9 });
  for (const e of f.box12.length ? f.box12 : []) {
    y += 13;
    page.text(FORM_LEFT + 12, y, `Code ${e.code}: ${usd(e.amount)}`, { size: 9 });
  }
  if (!f.box12.length) page.text(FORM_LEFT + 12, (y += 13), 'none', { size: 9 });
  footNote(page, y + 24, FOOTER_ALL.text);
  return renderPdf({ title, pages: [page] });
}

export function form1099NecPdf(company: CompanyParty, year: number, recipient: PersonParty, f: Form1099Nec): Buffer {
  const title = 'Form 1099-NEC - Nonemployee Compensation';
  const page = new PdfCanvas();
  const mid = 306; // the PAYER and RECIPIENT blocks end here
  const boxes = 441; // the numbered boxes end here; the copy's title and notice fill the right column
  const row = 30;
  const top = 60;
  const recipientAddress = formAddressLines(recipient.address);

  // Row 1: the payer block, the form's year, its name.
  drawBox(page, {
    x: FORM_LEFT,
    y: top,
    w: mid - FORM_LEFT,
    h: 3 * row,
    label: ["PAYER'S name, street address, city or town, state or province, country, ZIP", 'or foreign postal code, and telephone no.'],
    lines: [company.legalName, ...(company.tradeName ? [`DBA ${company.tradeName}`] : []), ...formAddressLines(company.address)],
  });
  page.rect(mid, top, boxes - mid, 3 * row);
  page.text(mid + 6, top + 12, 'OMB No. 1545-0116', { size: 7.5 });
  page.text(mid + 6, top + 30, 'Form 1099-NEC', { font: 'bold', size: 11 });
  page.text(mid + 6, top + 42, '(Rev. January 2024)', { size: 7.5 });
  page.text(mid + 6, top + 60, 'For calendar year', { size: 7.5 });
  page.text(mid + 6, top + 78, String(year), { font: 'bold', size: 16 });
  page.rect(boxes, top, FORM_RIGHT - boxes, 3 * row);
  page.text(FORM_RIGHT - 6, top + 26, 'Nonemployee', { font: 'bold', size: 13, align: 'right' });
  page.text(FORM_RIGHT - 6, top + 42, 'Compensation', { font: 'bold', size: 13, align: 'right' });

  // Rows 2-5: TINs and the recipient block left, boxes 1-4 right of them.
  const r2 = top + 3 * row;
  const tinWidth = (mid - FORM_LEFT) / 2;
  drawBox(page, { x: FORM_LEFT, y: r2, w: tinWidth, h: row, label: "PAYER'S TIN", lines: [company.taxId ?? 'not on file'] });
  drawBox(page, { x: FORM_LEFT + tinWidth, y: r2, w: tinWidth, h: row, label: "RECIPIENT'S TIN", lines: [recipient.taxIdLabel] });
  drawBox(page, { x: mid, y: r2, w: boxes - mid, h: row, label: '1 Nonemployee compensation', amount: f.box1 });
  // The copy's name and notice: the right column, four rows high, read after box 1.
  page.rect(boxes, r2, FORM_RIGHT - boxes, 4 * row);
  page.text(FORM_RIGHT - 6, r2 + 14, 'Copy B', { font: 'bold', size: 11, align: 'right' });
  page.text(FORM_RIGHT - 6, r2 + 26, 'For Recipient', { font: 'bold', size: 9, align: 'right' });
  ['This is important tax information and is', 'being furnished to the IRS. If you are', 'required to file a return, a negligence', 'penalty or other sanction may be imposed', 'on you if this income is taxable and the', 'IRS determines that it has not been reported.'].forEach((l, i) =>
    page.text(boxes + 6, r2 + 44 + i * 8.5, l, { size: LABEL_SIZE, maxWidth: FORM_RIGHT - boxes - 12 }),
  );

  drawBox(page, { x: FORM_LEFT, y: r2 + row, w: mid - FORM_LEFT, h: row, label: "RECIPIENT'S name", lines: [recipient.name] });
  drawBox(page, { x: mid, y: r2 + row, w: boxes - mid, h: row, label: ['2 Payer made direct sales totaling', '$5,000 or more of consumer products', 'to recipient for resale'] });
  drawBox(page, { x: FORM_LEFT, y: r2 + 2 * row, w: mid - FORM_LEFT, h: row, label: 'Street address (including apt. no.)', lines: recipientAddress.slice(0, 1) });
  drawBox(page, { x: mid, y: r2 + 2 * row, w: boxes - mid, h: row, label: '3 Excess golden parachute payments' });
  drawBox(page, { x: FORM_LEFT, y: r2 + 3 * row, w: mid - FORM_LEFT, h: row, label: 'City or town, state or province, country, and ZIP or foreign postal code', lines: recipientAddress.slice(1) });
  drawBox(page, { x: mid, y: r2 + 3 * row, w: boxes - mid, h: row, label: '4 Federal income tax withheld', amount: f.box4 });
  // Row 6: the account number, boxes 5-7.
  const r6 = r2 + 4 * row;
  const third = (FORM_RIGHT - mid) / 3;
  drawBox(page, { x: FORM_LEFT, y: r6, w: mid - FORM_LEFT, h: row, label: 'Account number (see instructions)' });
  drawBox(page, { x: mid, y: r6, w: third, h: row, label: '5 State tax withheld' });
  drawBox(page, { x: mid + third, y: r6, w: third, h: row, label: "6 State/Payer's state no." });
  drawBox(page, { x: mid + 2 * third, y: r6, w: third, h: row, label: '7 State income' });

  const bottom = r6 + row + 16;
  page.text(FORM_LEFT, bottom, 'Form 1099-NEC (Rev. January 2024)', { font: 'bold', size: 9 });
  page.text((FORM_LEFT + FORM_RIGHT) / 2, bottom, '(keep for your records)', { size: 8, align: 'center' });
  page.text(FORM_RIGHT, bottom, 'Department of the Treasury - Internal Revenue Service', { size: 7.5, align: 'right' });
  footNote(page, bottom + 20);
  return renderPdf({ title, pages: [page] });
}

/**
 * Form 1096, Annual Summary and Transmittal of U.S. Information Returns, for the year's Forms 1099-NEC: the filer
 * block, boxes 1 to 5, and box 6's type of form with 1099-NEC marked (the only information return the service
 * produces).
 */
export function form1096Pdf(company: CompanyParty, year: number, f: Form1096): Buffer {
  const title = 'Form 1096 - Annual Summary and Transmittal of U.S. Information Returns';
  const page = new PdfCanvas();
  const row = 30;
  const top = 60;
  const mid = 306;
  page.text(FORM_LEFT, 48, `${year} Form 1096 - Annual Summary and Transmittal of U.S. Information Returns`, { font: 'bold', size: 9 });
  page.text(FORM_RIGHT, 48, 'OMB No. 1545-0108', { size: 8, align: 'right' });
  drawBox(page, {
    x: FORM_LEFT,
    y: top,
    w: mid - FORM_LEFT,
    h: 3 * row,
    label: ["FILER'S name, street address, city or town, state or province, country,", 'and ZIP or foreign postal code'],
    lines: [company.legalName, ...(company.tradeName ? [`DBA ${company.tradeName}`] : []), ...formAddressLines(company.address)],
  });
  drawBox(page, { x: mid, y: top, w: FORM_RIGHT - mid, h: row, label: 'Name of person to contact' });
  drawBox(page, { x: mid, y: top + row, w: (FORM_RIGHT - mid) / 2, h: row, label: 'Telephone number' });
  drawBox(page, { x: mid + (FORM_RIGHT - mid) / 2, y: top + row, w: (FORM_RIGHT - mid) / 2, h: row, label: 'Fax number' });
  drawBox(page, { x: mid, y: top + 2 * row, w: FORM_RIGHT - mid, h: row, label: 'Email address' });
  const r = top + 3 * row;
  const fifth = (FORM_RIGHT - FORM_LEFT) / 5;
  drawBox(page, { x: FORM_LEFT, y: r, w: fifth, h: row, label: '1 Employer identification no.', lines: [company.taxId ?? 'not on file'] });
  drawBox(page, { x: FORM_LEFT + fifth, y: r, w: fifth, h: row, label: '2 Social security number' });
  drawBox(page, { x: FORM_LEFT + 2 * fifth, y: r, w: fifth, h: row, label: '3 Total number of forms', lines: [String(f.count)] });
  drawBox(page, { x: FORM_LEFT + 3 * fifth, y: r, w: fifth, h: row, label: '4 Federal income tax withheld', amount: f.box4 });
  drawBox(page, { x: FORM_LEFT + 4 * fifth, y: r, w: fifth, h: row, label: '5 Total amount reported', amount: f.box5 });
  drawBox(page, {
    x: FORM_LEFT,
    y: r + row,
    w: FORM_RIGHT - FORM_LEFT,
    h: row,
    label: "6 Enter an 'X' in only one box below to indicate the type of form being filed.",
    lines: ['X  1099-NEC'],
  });
  let y = r + 2 * row + 24;
  page.text(FORM_LEFT, y, 'Form 1096 Annual Summary and Transmittal of U.S. Information Returns', { font: 'bold', size: 12 });
  page.text(FORM_RIGHT, y, String(year), { font: 'bold', size: 18, align: 'right' });
  y += 18;
  page.text(FORM_LEFT, y, 'Filed with the paper Forms 1099-NEC (Copy A) of the year. Electronic filers (IRIS) do not send it.', { size: 8, maxWidth: FORM_RIGHT - FORM_LEFT });
  footNote(page, y + 20);
  return renderPdf({ title, pages: [page] });
}

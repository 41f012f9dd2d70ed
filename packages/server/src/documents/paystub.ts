// The paystub PDF (downloadEmployeePaystub, downloadContractorPaystub), laid out as the earnings
// statement people know: company block left, worker block right; the pay period, pay date, check number
// and payment method; an earnings table (Description, Rate, Hours, Current, YTD); tables of taxes,
// benefits, deductions and reimbursements (Description, Current, YTD); the totals; net pay and where it
// went. Tables that do not fit continue on the next page under their header row, repeated.
// Only the last four digits of the SSN (or EIN) and of bank account numbers appear. Its view model,
// PaystubData, is built by services/paystubs.ts (which makes the JSON paystub from it too).
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import { PdfCanvas, renderPdf, wrapLine, type PdfAlign, type PdfFont } from './pdf';
import { dayText, usd, type AddressParts } from './text';
import type { CompanyParty } from './parties';

type Decimal = Prisma.Decimal;

export type Section = 'earnings' | 'taxes' | 'benefits' | 'deductions' | 'reimbursements';
export const SECTIONS: Section[] = ['earnings', 'taxes', 'benefits', 'deductions', 'reimbursements'];
export type TotalName = 'gross' | 'employeeTaxes' | 'benefits' | 'deductions' | 'reimbursements' | 'net';
export const TOTALS: TotalName[] = ['gross', 'employeeTaxes', 'benefits', 'deductions', 'reimbursements', 'net'];

export interface PaystubLineData {
  type: string;
  /** Tax lines: the tax's code (contract PayrollItemTax code), e.g. `us_fit`, `ca_sdi`. */
  code?: string;
  /** Local tax lines: their locality (`IN-MARION`); other tax lines take theirs from the code. */
  jurisdiction?: string;
  description: string;
  hours?: Decimal;
  rate?: Decimal;
  amount: Decimal;
  ytd: Decimal;
  /** Tax lines: this payroll's wages subject to the tax, and the part its rate was applied to (JSON only; the PDF does not print them). */
  subjectWages?: Decimal;
  taxableWages?: Decimal;
}

/** Net pay paid to one bank account. */
export interface PaystubSplit {
  type: string;
  accountNumberLastFour: string;
  /** Decimal string. */
  amount: string;
}

/** A paystub with decimal amounts: what the JSON and the PDF are both made from. */
export interface PaystubData {
  payrollId: string;
  companyId: string;
  employeeId?: string;
  contractorId?: string;
  payday: Date;
  periodStart: Date;
  periodEnd: Date;
  paymentMethod: Schema<'PaymentMethod'>;
  lines: Record<Section, PaystubLineData[]>;
  totals: Record<TotalName, { current: Decimal; ytd: Decimal }>;
  /** Net pay by bank account (direct deposit); empty for a paper check. */
  splits: PaystubSplit[];
  /** Set when the payment was voided: its reason. */
  voidReason?: string;
  /** Manual payments: the number of the payroll's paper check for this worker (services/payrolls/paper-checks.ts numbers them), when known. */
  checkNumber?: string;
  /**
   * The item's warnings that a tax was not computed (state or local taxes, an unknown work state), as their
   * messages, which name the jurisdictions: printed at the foot of the PDF, and nothing when there are none.
   */
  notComputed?: string[];
}

export interface PaystubWorker {
  kind: 'Employee' | 'Contractor';
  id: string;
  name: string;
  code?: string;
  /** `SSN: XXX-XX-6789`, `EIN ending in 6789`, or `... not on file` (documents/text.ts). */
  taxIdLabel: string;
  address: AddressParts;
}

/** Hours and rates: as stored, trailing zeros dropped. */
const plain = (d: Decimal): string => d.toString();

const SECTION_TITLES: Record<Section, string> = {
  earnings: 'Earnings',
  taxes: 'Taxes withheld',
  benefits: 'Benefits (employee contributions)',
  deductions: 'Post-tax deductions',
  reimbursements: 'Reimbursements',
};

const TOTAL_TITLES: Record<TotalName, string> = {
  gross: 'Gross pay',
  employeeTaxes: 'Employee taxes',
  benefits: 'Benefits',
  deductions: 'Deductions',
  reimbursements: 'Reimbursements',
  net: 'Net pay',
};

const PAYMENT_METHOD: Record<string, string> = { DirectDeposit: 'Direct deposit', Manual: 'Paper check' };

// ---------- layout ----------

const LEFT = 36;
const RIGHT = 576;
const TOP = 36;
const BOTTOM = 756; // 792 - 36: nothing is drawn below it
const ROW = 13; // a table row, at 9 points
const HEAD = 15; // a table's header row
const GREY = 0.88;

interface Column {
  label: string;
  /** The left edge (left-aligned) or right edge (right-aligned) of the column's text. */
  x: number;
  align: PdfAlign;
  /** The widest a left-aligned text may be. */
  width?: number;
}

// The amount columns line up in every table: Current and YTD at the same right edges.
const CURRENT_X = 470;
const YTD_X = RIGHT - 6;
const EARNING_COLUMNS = (title: string): Column[] => [
  { label: title, x: LEFT + 6, align: 'left', width: 230 },
  { label: 'Rate', x: 320, align: 'right' },
  { label: 'Hours', x: 385, align: 'right' },
  { label: 'Current', x: CURRENT_X, align: 'right' },
  { label: 'YTD', x: YTD_X, align: 'right' },
];
const AMOUNT_COLUMNS = (title: string): Column[] => [
  { label: title, x: LEFT + 6, align: 'left', width: 330 },
  { label: 'Current', x: CURRENT_X, align: 'right' },
  { label: 'YTD', x: YTD_X, align: 'right' },
];

interface Cell {
  text: string;
  font?: PdfFont;
}

/** Draws pages top to bottom, starting a new page (with a short running header) when a block does not fit. */
class Flow {
  readonly pages: PdfCanvas[] = [];
  page!: PdfCanvas;
  y = TOP;

  constructor(private readonly runningHeader: string) {
    this.newPage();
  }

  newPage(): void {
    this.page = new PdfCanvas();
    this.pages.push(this.page);
    this.y = TOP;
    if (this.pages.length > 1) {
      this.page.text(LEFT, this.y + 12, 'Earnings Statement (continued)', { font: 'bold', size: 12 });
      this.page.text(RIGHT, this.y + 12, this.runningHeader, { size: 9, align: 'right', maxWidth: 300 });
      this.y += 26;
    }
  }

  /** Makes room for `height` points, on a new page when this one is full; returns whether a page was started. */
  room(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.newPage();
    return true;
  }

  header(columns: Column[]): void {
    this.page.rect(LEFT, this.y, RIGHT - LEFT, HEAD, { fill: GREY, stroke: false });
    for (const c of columns) this.page.text(c.x, this.y + 10.5, c.label, { font: 'bold', size: 8.5, align: c.align, maxWidth: c.width });
    this.y += HEAD;
  }

  /** A table: its header row, then its rows; the header row is repeated at the top of every page the table continues on. */
  table(columns: Column[], rows: Cell[][], continued: Column[] = columns): void {
    this.room(HEAD + ROW); // the header row never sits alone at the bottom of a page
    this.header(columns);
    for (const row of rows) {
      if (this.room(ROW)) this.header(continued);
      row.forEach((cell, i) => {
        if (!cell.text) return; // an empty cell draws nothing (no empty strings in the text)
        const c = columns[i];
        this.page.text(c.x, this.y + 9.5, cell.text, { size: 9, font: cell.font, align: c.align, maxWidth: c.width });
      });
      this.page.line(LEFT, this.y + ROW, RIGHT, this.y + ROW, 0.5, 0.6);
      this.y += ROW;
    }
    this.y += 10;
  }
}

const cells = (...texts: string[]): Cell[] => texts.map((text) => ({ text }));
const bold = (...texts: string[]): Cell[] => texts.map((text) => ({ text, font: 'bold' as const }));

/** The two lines of an address as printed on an envelope: street lines, then city, state and ZIP. */
function addressLines(a: AddressParts): string[] {
  return [[a.street1, a.street2].filter(Boolean).join(', '), [a.city, a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean);
}

export function paystubPdf(company: CompanyParty, worker: PaystubWorker, p: PaystubData): Buffer {
  const title = 'Earnings Statement';
  const period = `${dayText(p.periodStart)} to ${dayText(p.periodEnd)}`;
  const method = PAYMENT_METHOD[p.paymentMethod] ?? p.paymentMethod;
  const flow = new Flow(`${p.voidReason !== undefined ? 'VOID - ' : ''}${worker.name} - pay period ${period}`);
  const page = () => flow.page;

  // Header: the company on the left, the worker on the right (as on a window envelope).
  page().text(RIGHT, TOP + 14, title, { font: 'bold', size: 16, align: 'right' });
  let y = TOP + 14;
  page().text(LEFT, y, company.legalName, { font: 'bold', size: 12, maxWidth: 280 });
  for (const line of [...(company.tradeName ? [`DBA ${company.tradeName}`] : []), ...addressLines(company.address)]) {
    y += 12;
    page().text(LEFT, y, line, { size: 9, maxWidth: 280 });
  }
  const workerX = 340;
  let wy = TOP + 36;
  page().text(workerX, wy, worker.kind, { font: 'bold', size: 8 });
  wy += 13;
  page().text(workerX, wy, worker.name, { font: 'bold', size: 11, maxWidth: RIGHT - workerX });
  for (const line of addressLines(worker.address)) {
    wy += 12;
    page().text(workerX, wy, line, { size: 9, maxWidth: RIGHT - workerX });
  }
  wy += 12;
  page().text(workerX, wy, `${worker.kind} ID: ${worker.id}${worker.code ? ` (code ${worker.code})` : ''}`, { size: 9, maxWidth: RIGHT - workerX });
  wy += 12;
  page().text(workerX, wy, worker.taxIdLabel, { size: 9, maxWidth: RIGHT - workerX });
  flow.y = Math.max(y, wy) + 14;

  if (p.voidReason !== undefined) {
    page().rect(LEFT, flow.y, RIGHT - LEFT, 24, { fill: 0.75, lineWidth: 1.5 });
    page().text((LEFT + RIGHT) / 2, flow.y + 16.5, `VOID: ${p.voidReason}`, { font: 'bold', size: 13, align: 'center', maxWidth: RIGHT - LEFT - 12 });
    flow.y += 34;
  }

  // The payment: period, pay date, check number, method, payroll.
  const infoColumns: Column[] = [
    { label: 'Pay period', x: LEFT + 6, align: 'left', width: 140 },
    { label: 'Pay date', x: 190, align: 'left', width: 80 },
    { label: 'Check number', x: 276, align: 'left', width: 80 },
    { label: 'Payment method', x: 362, align: 'left', width: 90 },
    { label: 'Payroll', x: 458, align: 'left', width: RIGHT - 462 },
  ];
  flow.table(infoColumns, [cells(period, dayText(p.payday), p.checkNumber ?? '-', method, p.payrollId)]);

  const amountRows = (section: Section) => p.lines[section].map((l) => cells(l.description, usd(l.amount), usd(l.ytd)));
  const earnings = p.lines.earnings.map((l) => cells(l.description, l.rate ? usd(l.rate) : '', l.hours ? plain(l.hours) : '', usd(l.amount), usd(l.ytd)));
  flow.table(EARNING_COLUMNS(SECTION_TITLES.earnings), [...earnings, bold('Gross pay', '', '', usd(p.totals.gross.current), usd(p.totals.gross.ytd))], EARNING_COLUMNS(`${SECTION_TITLES.earnings} (continued)`));
  for (const section of ['taxes', 'benefits', 'deductions', 'reimbursements'] as const) {
    if (!p.lines[section].length) continue;
    flow.table(AMOUNT_COLUMNS(SECTION_TITLES[section]), amountRows(section), AMOUNT_COLUMNS(`${SECTION_TITLES[section]} (continued)`));
  }

  flow.table(
    AMOUNT_COLUMNS('Summary'),
    TOTALS.map((t) => (t === 'net' ? bold : cells)(TOTAL_TITLES[t], usd(p.totals[t].current), usd(p.totals[t].ytd))),
  );

  const distribution: Column[] = [
    { label: 'Net pay distribution', x: LEFT + 6, align: 'left', width: 330 },
    { label: 'Amount', x: YTD_X, align: 'right' },
  ];
  flow.table(
    distribution,
    p.splits.length
      ? p.splits.map((s) => cells(`${s.type} account ending in ${s.accountNumberLastFour}`, usd(s.amount)))
      : [cells(p.checkNumber ? `${method} No. ${p.checkNumber}` : method, usd(p.totals.net.current))],
  );

  // What the item could not compute, in the warning's own words (it names the jurisdictions); a stub whose taxes
  // were all computed says nothing here.
  // Broken between words to the page's width (wrapLine), so a long list of jurisdictions is never cut.
  for (const line of (p.notComputed ?? []).flatMap((text) => wrapLine({ text, size: 8 }))) {
    flow.room(12);
    page().text(LEFT, flow.y + 4, line.text, { size: 8 });
    flow.y += 12;
  }

  // Page numbers last, once the count is known.
  if (flow.pages.length > 1) flow.pages.forEach((pg, i) => pg.text(RIGHT, BOTTOM + 14, `Page ${i + 1} of ${flow.pages.length}`, { size: 8, align: 'right' }));
  return renderPdf({ title, pages: flow.pages });
}

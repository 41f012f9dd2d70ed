// Paper checks of a payroll's Manual items (getPayrollPaperChecks): one check per page, laid out for
// US Letter "check on top" three-part stock: the check in the top third (date, pay to the order of, the
// amount in figures in a box and in words, memo, signature line, the MICR line), then two stubs (the
// payee's and the company's) with the payee, pay period, payday, net amount and check number. The view
// models, PaperCheck, are built by services/payrolls/paper-checks.ts.
import { PdfCanvas, renderPdf, type PdfAlign } from './pdf';
import { usd, type AddressParts } from './text';

export interface PaperCheck {
  checkNumber: string;
  payee: string;
  /** Cents as a decimal string ("903.65"). */
  amount: string;
  payday: string;
  company: string;
  memo: string;
  /** The pay period (YYYY-MM-DD), for the stubs. */
  periodStart?: string;
  periodEnd?: string;
  /** The employee's or contractor's id, for the stubs. */
  payeeId?: string;
  /** The employee's code (E0001), printed on the stubs instead of the id when present. */
  payeeCode?: string;
  /** The company's address, printed under its name on the check. */
  companyAddress?: AddressParts;
  /** The payment's summary for the stubs, decimal strings: gross pay, taxes withheld, benefits and deductions, reimbursements. */
  summary?: { gross: string; taxes: string; deductions: string; reimbursements: string };
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[bigint, string]> = [
  [1_000_000_000_000n, 'trillion'],
  [1_000_000_000n, 'billion'],
  [1_000_000n, 'million'],
  [1_000n, 'thousand'],
];

function belowThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) {
    parts.push(n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[Math.floor(n / 10)]);
  } else if (n > 0 || !parts.length) {
    parts.push(ONES[n]);
  }
  return parts.join(' ');
}

/** Whole dollars in words: 1234 -> "one thousand two hundred thirty-four". */
export function integerInWords(value: bigint): string {
  if (value === 0n) return 'zero';
  const parts: string[] = [];
  let n = value;
  for (const [scale, name] of SCALES) {
    if (n >= scale) {
      parts.push(`${integerInWords(n / scale)} ${name}`);
      n %= scale;
    }
  }
  if (n > 0n) parts.push(belowThousand(Number(n)));
  return parts.join(' ');
}

/** The amount line of a check: "903.65" -> "Nine hundred three and 65/100 dollars". */
export function amountInWords(amount: string): string {
  const [whole, fraction = '00'] = amount.split('.');
  const words = integerInWords(BigInt(whole));
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} and ${fraction.padEnd(2, '0').slice(0, 2)}/100 dollars`;
}


// ---------- layout ----------

const LEFT = 36;
const RIGHT = 576;
const PART = 264; // 792 / 3: the check, then two stubs, split by the stock's perforations

function addressLines(a: AddressParts): string[] {
  return [[a.street1, a.street2].filter(Boolean).join(', '), [a.city, a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean);
}

/** The check itself, in the top third of the page. */
function drawCheck(page: PdfCanvas, check: PaperCheck): void {
  page.text(LEFT, 44, check.company, { font: 'bold', size: 12, maxWidth: 300 });
  addressLines(check.companyAddress ?? { street1: null, street2: null, city: null, state: null, zipcode: null }).forEach((l, i) =>
    page.text(LEFT, 57 + i * 11, l, { size: 8.5, maxWidth: 300 }),
  );
  page.text(RIGHT, 44, check.checkNumber, { font: 'bold', size: 12, align: 'right' });

  page.text(400, 92, 'DATE', { font: 'bold', size: 7 });
  page.text(RIGHT - 6, 92, check.payday, { size: 11, align: 'right' });
  page.line(425, 95, RIGHT, 95, 0.5);

  // Pay to the order of, with the amount in figures in its box on the same line.
  page.text(LEFT, 122, 'PAY TO THE', { font: 'bold', size: 6.5 });
  page.text(LEFT, 130, 'ORDER OF', { font: 'bold', size: 6.5 });
  page.text(84, 130, check.payee, { size: 12, maxWidth: 360 });
  page.line(80, 133, 448, 133, 0.5);
  page.text(454, 130, '$', { font: 'bold', size: 12 });
  page.rect(466, 114, RIGHT - 466, 22, { lineWidth: 1 });
  // Asterisks fill the box around the figures so nothing can be written in front of or after them.
  page.text(RIGHT - 5, 130, `**${usd(check.amount)}**`, { font: 'bold', size: 11, align: 'right', maxWidth: RIGHT - 466 - 8 });

  // The amount in words, the rest of its line ruled off up to DOLLARS.
  const words = amountInWords(check.amount);
  const wordsWidth = page.text(LEFT, 160, words, { size: 10, maxWidth: 470 });
  page.line(LEFT + wordsWidth + 4, 157, 520, 157, 0.5, 0.5);
  page.text(RIGHT, 160, 'DOLLARS', { font: 'bold', size: 8, align: 'right' });
  page.line(LEFT, 163, RIGHT, 163, 0.5);

  page.text(LEFT, 206, 'MEMO', { font: 'bold', size: 7 });
  page.text(64, 206, check.memo, { size: 7.5, maxWidth: 270 });
  page.line(62, 209, 336, 209, 0.5);
  page.line(356, 209, RIGHT, 209, 0.75);
  page.text(RIGHT, 218, 'AUTHORIZED SIGNATURE', { font: 'bold', size: 6.5, align: 'right' });

  // The MICR line: on-us symbol, check number, on-us symbol, then the routing and account fields. It is
  // printed in Courier with the letters A (transit) and C (on-us) standing for the E-13B symbols, not in an
  // E-13B font with magnetic ink: banks cannot read it by machine. The company's bank routing and account
  // numbers are not in the view model, so their fields are left as underscores, for stock with them pre-printed.
  page.text(LEFT + 60, 246, `C${check.checkNumber.padStart(6, '0')}C A_________A __________C`, { font: 'courier', size: 11 });
}

/** A stub: the payment for the payee's or the company's records. */
function drawStub(page: PdfCanvas, top: number, check: PaperCheck, copy: string): void {
  page.line(0, top, page.width, top, 0.5, 0.6); // the perforation
  page.text(LEFT, top + 24, check.company, { font: 'bold', size: 10, maxWidth: 300 });
  page.text(RIGHT, top + 24, `Check No. ${check.checkNumber}`, { font: 'bold', size: 10, align: 'right' });
  page.text(LEFT, top + 36, copy, { size: 7.5 });

  const table = (y: number, columns: Array<{ label: string; x: number; align: PdfAlign; width?: number; value: string }>) => {
    page.rect(LEFT, y, RIGHT - LEFT, 14, { fill: 0.88, stroke: false });
    for (const c of columns) page.text(c.x, y + 10, c.label, { font: 'bold', size: 8, align: c.align, maxWidth: c.width });
    for (const c of columns) if (c.value) page.text(c.x, y + 26, c.value, { size: 9, align: c.align, maxWidth: c.width });
    page.line(LEFT, y + 31, RIGHT, y + 31, 0.5, 0.6);
  };
  const period = check.periodStart && check.periodEnd ? `${check.periodStart} to ${check.periodEnd}` : '';
  table(top + 48, [
    { label: 'Payee', x: LEFT + 6, align: 'left', width: 150, value: check.payee },
    { label: 'ID', x: 196, align: 'left', width: 110, value: check.payeeCode ?? check.payeeId ?? '' },
    { label: 'Pay period', x: 312, align: 'left', width: 130, value: period },
    { label: 'Payday', x: 446, align: 'left', width: 60, value: check.payday },
    { label: 'Net amount', x: RIGHT - 6, align: 'right', value: usd(check.amount) },
  ]);
  if (check.summary) {
    const s = check.summary;
    table(top + 92, [
      { label: 'Gross pay', x: 150, align: 'right', value: usd(s.gross) },
      { label: 'Taxes withheld', x: 260, align: 'right', value: usd(s.taxes) },
      { label: 'Benefits and deductions', x: 390, align: 'right', value: usd(s.deductions) },
      { label: 'Reimbursements', x: 480, align: 'right', value: usd(s.reimbursements) },
      { label: 'Net pay', x: RIGHT - 6, align: 'right', value: usd(check.amount) },
    ]);
  }
  page.text(LEFT, top + 150, `Memo: ${check.memo}`, { size: 8, maxWidth: RIGHT - LEFT });
}

export function paperChecksPdf(title: string, checks: PaperCheck[]): Buffer {
  const pages = checks.map((check) => {
    const page = new PdfCanvas();
    drawCheck(page, check);
    drawStub(page, PART, check, "Payee's stub: keep for your records");
    drawStub(page, 2 * PART, check, "Company's stub");
    return page;
  });
  return renderPdf({ title, pages });
}

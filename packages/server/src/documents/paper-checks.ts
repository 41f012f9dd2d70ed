// Paper checks of a payroll's Manual items (getPayrollPaperChecks): one check per page. The view
// models, PaperCheck, are built by services/payrolls/paper-checks.ts.
import { renderPdf, type PdfLine } from './pdf';
import { usd } from './text';

export interface PaperCheck {
  checkNumber: string;
  payee: string;
  /** Cents as a decimal string ("903.65"). */
  amount: string;
  payday: string;
  company: string;
  memo: string;
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


export function paperChecksPdf(title: string, checks: PaperCheck[]): Buffer {
  const pages = checks.map((check): PdfLine[] => [
    { text: check.company, size: 14, bold: true },
    { text: `Check No. ${check.checkNumber}`, gapBefore: 4 },
    { text: `Date: ${check.payday}` },
    { text: `Pay to the order of: ${check.payee}`, size: 12, bold: true, gapBefore: 18 },
    { text: `Amount: ${usd(check.amount)}`, size: 12, bold: true, gapBefore: 6 },
    { text: amountInWords(check.amount), gapBefore: 6 },
    { text: `Memo: ${check.memo}`, gapBefore: 18 },
    { text: 'Authorized signature: ______________________________', gapBefore: 24 },
  ]);
  return renderPdf({ title, pages });
}

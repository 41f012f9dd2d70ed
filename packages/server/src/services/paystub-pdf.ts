// The paystub PDF (downloadEmployeePaystub, downloadContractorPaystub), made by lib/pdf.ts: company,
// worker, period and payday, every line with its current and year-to-date amount, the totals, net
// pay and where it went. Only the last four digits of the SSN (or EIN) and of bank account numbers
// appear.
import { Prisma } from '@prisma/client';
import { paginate, renderPdf, type PdfLine } from '../lib/pdf';
import type { CompanyRow } from '../repositories/companies';
import { isoDate, usd } from './format';
import type { PaystubData, PaystubLineData, Section, TotalName } from './paystubs';

type Decimal = Prisma.Decimal;


/** Hours and rates: as stored, trailing zeros dropped. */
const plain = (d: Decimal): string => d.toString();

export interface AddressParts {
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export function addressLine(a: AddressParts): string {
  return [a.street1, a.street2, [a.city, a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export interface PaystubWorker {
  kind: 'Employee' | 'Contractor';
  id: string;
  name: string;
  code?: string;
  /** `SSN: XXX-XX-6789`, `EIN ending in 6789`, or `... not on file`. */
  taxIdLabel: string;
  address: AddressParts;
}

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

function lineText(l: PaystubLineData): string {
  const hours = l.hours ? ` - ${plain(l.hours)} h${l.rate ? ` x ${usd(l.rate)}` : ''}` : '';
  return `${l.description}${hours}: ${usd(l.amount)} (YTD ${usd(l.ytd)})`;
}

const PAYMENT_METHOD: Record<string, string> = { DirectDeposit: 'Direct deposit', Manual: 'Paper check' };

export function paystubPdf(company: CompanyRow, worker: PaystubWorker, p: PaystubData): Buffer {
  const title = 'Earnings Statement';
  const lines: PdfLine[] = [{ text: title, size: 16, bold: true }];
  const companyAddress = addressLine(company);
  lines.push({ text: company.legalName, bold: true, gapBefore: 8 });
  if (company.tradeName) lines.push({ text: `Trade name: ${company.tradeName}` });
  if (companyAddress) lines.push({ text: companyAddress });

  lines.push({ text: worker.kind, bold: true, gapBefore: 10 });
  lines.push({ text: `Name: ${worker.name}` });
  lines.push({ text: `${worker.kind} ID: ${worker.id}${worker.code ? ` (code ${worker.code})` : ''}` });
  lines.push({ text: worker.taxIdLabel });
  const workerAddress = addressLine(worker.address);
  if (workerAddress) lines.push({ text: `Address: ${workerAddress}` });

  lines.push({ text: 'Pay period', bold: true, gapBefore: 10 });
  lines.push({ text: `Period: ${isoDate(p.periodStart)} to ${isoDate(p.periodEnd)}` });
  lines.push({ text: `Payday: ${isoDate(p.payday)}` });
  lines.push({ text: `Payroll: ${p.payrollId}` });
  lines.push({ text: `Payment method: ${PAYMENT_METHOD[p.paymentMethod] ?? p.paymentMethod}` });

  for (const section of Object.keys(SECTION_TITLES) as Section[]) {
    const sectionLines = p.lines[section];
    if (!sectionLines.length) continue;
    lines.push({ text: `${SECTION_TITLES[section]} (current, year to date)`, bold: true, gapBefore: 10 });
    for (const l of sectionLines) lines.push({ text: lineText(l) });
  }

  lines.push({ text: 'Totals (current, year to date)', bold: true, gapBefore: 10 });
  for (const t of Object.keys(TOTAL_TITLES) as TotalName[]) {
    const a = p.totals[t];
    lines.push({ text: `${TOTAL_TITLES[t]}: ${usd(a.current)} (YTD ${usd(a.ytd)})`, bold: t === 'net' });
  }

  lines.push({ text: 'Net pay distribution', bold: true, gapBefore: 10 });
  if (p.splits.length) {
    for (const s of p.splits) lines.push({ text: `${s.type} account ending in ${s.accountNumberLastFour}: ${usd(new Prisma.Decimal(s.amount))}` });
  } else {
    lines.push({ text: `${PAYMENT_METHOD[p.paymentMethod] ?? p.paymentMethod}: ${usd(p.totals.net.current)}` });
  }
  lines.push({ text: 'Federal taxes only; state and local taxes are not computed.', gapBefore: 10 });
  return renderPdf({ title, pages: paginate(lines) });
}

// The paystub PDF (downloadEmployeePaystub, downloadContractorPaystub): company, worker, period and
// payday, every line with its current and year-to-date amount, the totals, net pay and where it went.
// Only the last four digits of the SSN (or EIN) and of bank account numbers appear. Its view model,
// PaystubData, is built by services/paystubs.ts (which makes the JSON paystub from it too).
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import { paginate, renderPdf, type PdfLine } from './pdf';
import { addressLine, dayText, usd, type AddressParts } from './text';
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
  description: string;
  hours?: Decimal;
  rate?: Decimal;
  amount: Decimal;
  ytd: Decimal;
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

function lineText(l: PaystubLineData): string {
  const hours = l.hours ? ` - ${plain(l.hours)} h${l.rate ? ` x ${usd(l.rate)}` : ''}` : '';
  return `${l.description}${hours}: ${usd(l.amount)} (YTD ${usd(l.ytd)})`;
}

const PAYMENT_METHOD: Record<string, string> = { DirectDeposit: 'Direct deposit', Manual: 'Paper check' };

export function paystubPdf(company: CompanyParty, worker: PaystubWorker, p: PaystubData): Buffer {
  const title = 'Earnings Statement';
  const lines: PdfLine[] = [{ text: title, size: 16, bold: true }];
  if (p.voidReason !== undefined) lines.push({ text: `VOID: ${p.voidReason}`, bold: true, gapBefore: 4 });
  const companyAddress = addressLine(company.address);
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
  lines.push({ text: `Period: ${dayText(p.periodStart)} to ${dayText(p.periodEnd)}` });
  lines.push({ text: `Payday: ${dayText(p.payday)}` });
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
    for (const s of p.splits) lines.push({ text: `${s.type} account ending in ${s.accountNumberLastFour}: ${usd(s.amount)}` });
  } else {
    lines.push({ text: `${PAYMENT_METHOD[p.paymentMethod] ?? p.paymentMethod}: ${usd(p.totals.net.current)}` });
  }
  lines.push({ text: 'Local taxes are not computed.', gapBefore: 10 });
  return renderPdf({ title, pages: paginate(lines) });
}

// Paystubs of employees and contractors (contract: listEmployeePaystubs ... downloadContractorPaystub).
//
// A paystub is a payroll item of an approved payroll (status other than Draft); there is no paystub
// table. The lines come from the item's stored figures (services/payroll-records.ts), the
// year-to-date amounts from ONE aggregate query per page (repositories/paystubs.ts): the worker's
// items on the company's approved payrolls paid in the payday's calendar year, up to and including
// this one in (payday, approvedAt, id) order.
//
// Lines. Lines of the same kind within a paystub are one line: earnings by type (earning code lines
// by code), benefits by benefit, deductions by deduction, reimbursements by earning code or
// description; hours add up, and the rate is shown when every merged line has the same one. A line
// paid earlier in the year but not on this paystub appears with amount 0 and its year-to-date amount
// (after this paystub's own lines, in order of first payment), so the lines' year-to-date amounts
// add up to the totals. Lines with a zero amount and a zero year to date are left out.
import type { Schema } from '@payroll/api-types';
import { FEDERAL_TAX_CODE, TAX_NOT_COMPUTED_WARNINGS, type TaxName } from '@payroll/payroll-engine';
import type { Caller } from '../core/caller';
import { notFound } from '../core/errors';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import {
  contractorYtd,
  employeeYtdLines,
  findContractorPaystubRow,
  findEmployeePaystubRow,
  findPaystubContractor,
  findPaystubEmployee,
  listContractorPaystubRows,
  listEmployeePaystubRows,
  type ContractorPaystubRow,
  type ContractorYtdRow,
  type EmployeePaystubRow,
  type YtdLineRow,
} from '../repositories/paystubs';
import {
  addressParts,
  fullName,
  paystubContractorTaxId,
  paystubPdf,
  ssnLabel,
  TOTALS,
  contractorName,
  type PaystubData,
  type PaystubLineData,
  type PaystubWorker,
  type TotalName,
  type DocumentFile,
} from '../documents';
import type { ServiceContext } from './context';
import { FEDERAL_WAGE_COLUMNS } from './payroll-present';
import { companyParty } from './document-parties';
import { defined, isoDate, money } from './format';
import type { StoredBenefit, StoredDeduction, StoredEarning, StoredReimbursement, StoredSplit, StoredStateTax } from './payroll-records';
import { Decimal } from '../repositories/decimal';
import { companyRead } from './scope';
import type { Db } from '../repositories/db';
import { findPayroll } from '../repositories/payrolls';
import { paperCheckNumbers } from './payrolls/paper-checks';

const Dec = Decimal;
const ZERO = new Dec(0);
const dec = (v: Decimal | string | number | null | undefined): Decimal => (v === null || v === undefined ? ZERO : new Dec(v.toString()));

/** A line of this paystub before its year to date is known. */
interface CurrentLine {
  key: string;
  type: string;
  /** Tax lines: the tax's code. */
  code?: string;
  /** Local tax lines: their locality. */
  jurisdiction?: string;
  description: string;
  hours?: Decimal | null; // null: some merged line had no hours
  rate?: Decimal | null; // null: merged lines had different rates
  amount: Decimal;
  /** Tax lines: this payroll's wages subject to the tax, and the part it was applied to (contract PayrollItemTax). */
  wages?: { subject: Decimal; taxable: Decimal };
}

const TAX_LINES: Array<{ type: TaxName; description: string; column: 'federalIncomeTax' | 'socialSecurityEmployee' | 'medicareEmployee' | 'additionalMedicareEmployee' }> = [
  { type: 'FederalIncomeTax', description: 'Federal income tax', column: 'federalIncomeTax' },
  { type: 'SocialSecurity', description: 'Social Security', column: 'socialSecurityEmployee' },
  { type: 'Medicare', description: 'Medicare', column: 'medicareEmployee' },
  { type: 'AdditionalMedicare', description: 'Additional Medicare', column: 'additionalMedicareEmployee' },
];

/** Lines of the same key become one: amounts and hours add up, the rate stays when it is the same. */
function merge(lines: CurrentLine[]): CurrentLine[] {
  const byKey = new Map<string, CurrentLine>();
  for (const l of lines) {
    const seen = byKey.get(l.key);
    if (!seen) {
      byKey.set(l.key, { ...l, hours: l.hours ?? null, rate: l.rate ?? null });
      continue;
    }
    seen.amount = seen.amount.plus(l.amount);
    seen.hours = seen.hours && l.hours ? seen.hours.plus(l.hours) : null;
    seen.rate = seen.rate && l.rate && seen.rate.eq(l.rate) ? seen.rate : null;
    if (seen.wages && l.wages) seen.wages = { subject: seen.wages.subject.plus(l.wages.subject), taxable: seen.wages.taxable.plus(l.wages.taxable) };
    seen.description = l.description;
  }
  return [...byKey.values()];
}

/** This paystub's lines with their year to date, then the lines paid only earlier in the year. */
function withYtd(current: CurrentLine[], ytdRows: YtdLineRow[], codeOf?: (r: YtdLineRow) => string | undefined): PaystubLineData[] {
  const ytdByKey = new Map(ytdRows.map((r) => [r.key, r]));
  const out: PaystubLineData[] = [];
  const present = new Set<string>();
  for (const l of merge(current)) {
    present.add(l.key);
    const row = ytdByKey.get(l.key);
    out.push({
      type: l.type,
      ...(l.code ? { code: l.code } : {}),
      ...(l.jurisdiction ? { jurisdiction: l.jurisdiction } : {}),
      description: l.description,
      ...(l.hours ? { hours: l.hours } : {}),
      ...(l.hours && l.rate ? { rate: l.rate } : {}),
      amount: l.amount,
      ytd: row ? dec(row.amount) : l.amount,
      ...(l.wages ? { subjectWages: l.wages.subject, taxableWages: l.wages.taxable } : {}),
    });
  }
  const earlier = ytdRows.filter((r) => !present.has(r.key)).sort((a, b) => a.ord - b.ord);
  for (const r of earlier) {
    const code = codeOf?.(r);
    // A local tax line's key is `<jurisdiction>:<code>` (repositories/paystubs.ts employeeYtdLines).
    const local = code && r.key.includes(':') ? { jurisdiction: r.key.slice(0, r.key.indexOf(':')) } : {};
    // A tax line paid only earlier in the year: no wages of this payroll.
    const wages = code ? { subjectWages: ZERO, taxableWages: ZERO } : {};
    out.push({ type: r.type, ...(code ? { code } : {}), ...local, description: r.description, amount: ZERO, ytd: dec(r.amount), ...wages });
  }
  return out.filter((l) => !(l.amount.isZero() && l.ytd.isZero()));
}

function employeePaystub(row: EmployeePaystubRow, ytd: YtdLineRow[]): PaystubData {
  const ytdOf = (section: string) => ytd.filter((r) => r.section === section);
  const earnings = (row.earnings as unknown as StoredEarning[]).map<CurrentLine>((e) => ({
    key: `${e.type}:${e.earningCodeId ?? ''}`,
    type: e.type,
    description: e.description,
    hours: e.hours !== undefined ? dec(e.hours) : null,
    rate: e.rate !== undefined ? dec(e.rate) : null,
    amount: dec(e.amount),
  }));
  const taxes = [
    ...TAX_LINES.map<CurrentLine>((t) => ({
      key: t.type,
      type: t.type,
      code: FEDERAL_TAX_CODE[t.type],
      description: t.description,
      amount: dec(row[t.column]),
      wages: { subject: dec(row[FEDERAL_WAGE_COLUMNS[t.type].subject]), taxable: dec(row[FEDERAL_WAGE_COLUMNS[t.type].taxable]) },
    })),
    // State taxes withheld from the employee, keyed by their code; local taxes by `<locality>:<code>` (one line per locality).
    ...((row.stateTaxes ?? []) as unknown as StoredStateTax[])
      .filter((t) => t.payer === 'Employee')
      .map<CurrentLine>((t) => {
        const wages = { subject: dec(t.subjectWages), taxable: dec(t.taxableWages) };
        return t.jurisdiction?.includes('-')
          ? { key: `${t.jurisdiction}:${t.code}`, type: t.name, code: t.code, jurisdiction: t.jurisdiction, description: t.description, amount: dec(t.amount), wages }
          : { key: t.code, type: t.name, code: t.code, description: t.description, amount: dec(t.amount), wages };
      }),
  ];
  const benefits = (row.benefits as unknown as StoredBenefit[]).map<CurrentLine>((b) => ({
    key: b.benefitId,
    type: b.type,
    description: b.description,
    amount: dec(b.employeeAmount),
  }));
  const deductions = (row.deductions as unknown as StoredDeduction[]).map<CurrentLine>((d) => ({
    key: d.deductionId,
    type: d.kind,
    description: d.description,
    amount: dec(d.amount),
  }));
  const reimbursements = (row.reimbursementLines as unknown as StoredReimbursement[]).map<CurrentLine>((r) => ({
    key: r.earningCodeId !== undefined ? `code:${r.earningCodeId}` : `text:${r.description}`,
    type: 'Reimbursement',
    description: r.description,
    amount: dec(r.amount),
  }));
  // Tax lines' descriptions are fixed; the stored ones (latest occurrence) serve the other sections.
  const taxYtd = ytdOf('taxes').map((r) => ({ ...r, description: TAX_LINES.find((t) => t.type === r.key)?.description ?? r.description }));
  const totalYtd = new Map(ytdOf('totals').map((r) => [r.key, dec(r.amount)]));
  const current: Record<TotalName, Decimal> = {
    gross: dec(row.grossPay),
    employeeTaxes: dec(row.employeeTaxes),
    benefits: dec(row.employeeBenefits),
    deductions: dec(row.deductionTotal),
    reimbursements: dec(row.reimbursementTotal),
    net: dec(row.netPay),
  };
  return {
    ...header(row),
    employeeId: row.employeeId,
    lines: {
      earnings: withYtd(earnings, ytdOf('earnings')),
      taxes: withYtd(taxes, taxYtd, (r) => FEDERAL_TAX_CODE[r.key as keyof typeof FEDERAL_TAX_CODE] ?? r.key.slice(r.key.indexOf(':') + 1)),
      benefits: withYtd(benefits, ytdOf('benefits')),
      deductions: withYtd(deductions, ytdOf('deductions')),
      reimbursements: withYtd(reimbursements, ytdOf('reimbursements')),
    },
    totals: Object.fromEntries(TOTALS.map((t) => [t, { current: current[t], ytd: totalYtd.get(t) ?? current[t] }])) as PaystubData['totals'],
    notComputed: notComputedOf(row.warnings),
  };
}

/**
 * The messages of an item's warnings that a tax was not computed (they name the state or locality): what the
 * paystub PDF prints at its foot, so that a stub says it only when it is so.
 */
const NOT_COMPUTED_WARNINGS: ReadonlySet<string> = new Set(TAX_NOT_COMPUTED_WARNINGS);

function notComputedOf(warnings: unknown): string[] {
  if (!Array.isArray(warnings)) return [];
  return warnings.flatMap((w: { code?: unknown; message?: unknown }) =>
    typeof w?.code === 'string' && NOT_COMPUTED_WARNINGS.has(w.code) && typeof w.message === 'string' ? [w.message] : [],
  );
}

function contractorPaystub(row: ContractorPaystubRow, ytd: ContractorYtdRow | undefined): PaystubData {
  const gross = dec(row.grossPay);
  const reimbursement = dec(row.reimbursement);
  const net = dec(row.netPay);
  const ytdGross = ytd ? dec(ytd.gross) : gross;
  const ytdReimbursement = ytd ? dec(ytd.reimbursement) : reimbursement;
  const ytdNet = ytd ? dec(ytd.net) : net;
  const zero = { current: ZERO, ytd: ZERO };
  const earnings: PaystubLineData[] = [
    { type: 'ContractorPayment', description: 'Contractor payment', hours: dec(row.hours), rate: dec(row.payRate), amount: gross, ytd: ytdGross },
  ];
  const reimbursements: PaystubLineData[] = [{ type: 'Reimbursement', description: 'Reimbursement', amount: reimbursement, ytd: ytdReimbursement }];
  const nonZero = (l: PaystubLineData) => !(l.amount.isZero() && l.ytd.isZero());
  return {
    ...header(row),
    contractorId: row.contractorId,
    lines: { earnings: earnings.filter(nonZero), taxes: [], benefits: [], deductions: [], reimbursements: reimbursements.filter(nonZero) },
    totals: {
      gross: { current: gross, ytd: ytdGross },
      employeeTaxes: zero,
      benefits: zero,
      deductions: zero,
      reimbursements: { current: reimbursement, ytd: ytdReimbursement },
      net: { current: net, ytd: ytdNet },
    },
  };
}

function header(row: EmployeePaystubRow | ContractorPaystubRow) {
  return {
    payrollId: row.payrollId,
    companyId: row.companyId,
    payday: row.payroll.payday,
    periodStart: row.payroll.periodStart,
    periodEnd: row.payroll.periodEnd,
    paymentMethod: row.paymentMethod,
    splits: row.splits as unknown as StoredSplit[],
    ...(row.isVoid ? { voidReason: row.voidReason ?? '' } : {}),
  };
}

const presentLine = (l: PaystubLineData): Schema<'PaystubLine'> =>
  defined({
    type: l.type,
    description: l.description,
    hours: l.hours ? l.hours.toNumber() : undefined,
    rate: l.rate ? l.rate.toNumber() : undefined,
    amount: money(l.amount)!,
    ytdAmount: money(l.ytd)!,
  }) as Schema<'PaystubLine'>;

/** A tax line: its jurisdiction and code as on the payroll item's taxes (openapi.yaml, PayrollItemTax). */
const presentTaxLine = (l: PaystubLineData): Schema<'PaystubLine'> =>
  l.code
    ? {
        ...presentLine(l),
        jurisdiction: l.jurisdiction ?? (l.code.startsWith('us_') ? 'US' : l.code.slice(0, 2).toUpperCase()),
        code: l.code,
        ...(l.subjectWages && l.taxableWages ? { subjectWages: money(l.subjectWages)!, taxableWages: money(l.taxableWages)! } : {}),
      }
    : presentLine(l);

export function presentPaystub(p: PaystubData): Schema<'Paystub'> {
  const amount = (a: { current: Decimal; ytd: Decimal }) => ({ current: money(a.current)!, ytd: money(a.ytd)! });
  return {
    payrollId: p.payrollId,
    companyId: p.companyId,
    ...(p.employeeId ? { employeeId: p.employeeId } : {}),
    ...(p.contractorId ? { contractorId: p.contractorId } : {}),
    payday: isoDate(p.payday)!,
    periodStart: isoDate(p.periodStart)!,
    periodEnd: isoDate(p.periodEnd)!,
    paymentMethod: p.paymentMethod,
    ...(p.voidReason !== undefined ? { isVoid: true, voidReason: p.voidReason } : {}),
    earnings: p.lines.earnings.map(presentLine),
    taxes: p.lines.taxes.map(presentTaxLine),
    benefits: p.lines.benefits.map(presentLine),
    deductions: p.lines.deductions.map(presentLine),
    reimbursements: p.lines.reimbursements.map(presentLine),
    totals: {
      gross: amount(p.totals.gross),
      employeeTaxes: amount(p.totals.employeeTaxes),
      benefits: amount(p.totals.benefits),
      deductions: amount(p.totals.deductions),
      reimbursements: amount(p.totals.reimbursements),
      net: amount(p.totals.net),
    },
  };
}

/**
 * A paper-check paystub with the number of its check, as the payroll's paper checks print it
 * (services/payrolls/paper-checks.ts, issued at approval): one more read, for the PDF only.
 */
async function withCheckNumber(db: Db, companyId: string, payeeId: string, data: PaystubData): Promise<PaystubData> {
  if (data.paymentMethod !== 'Manual') return data;
  const payroll = await findPayroll(db, companyId, data.payrollId);
  const checkNumber = payroll ? (await paperCheckNumbers(db, payroll)).get(payeeId) : undefined;
  return checkNumber ? { ...data, checkNumber } : data;
}

export class PaystubService {
  constructor(private readonly ctx: ServiceContext) {}

  // ---------- employees ----------

  listEmployee(caller: Caller, companyId: string, employeeId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      await this.employeeMustExist(companyId, employeeId);
      const window = pageWindow(query);
      const { total, rows } = await listEmployeePaystubRows(db, companyId, employeeId, window.skip, window.take);
      const ytd = await employeeYtdLines(db, companyId, employeeId, rows.map((r) => r.payrollId));
      return envelope(window, total, rows.map((r) => presentPaystub(employeePaystub(r, ytd.filter((y) => y.target === r.payrollId)))));
    });
  }

  getEmployee(caller: Caller, companyId: string, employeeId: string, payrollId: string) {
    return companyRead(this.ctx, caller, companyId, async () => {
      await this.employeeMustExist(companyId, employeeId);
      return presentPaystub(await this.employeePaystubData(companyId, employeeId, payrollId));
    });
  }

  /** The paystub PDF (documents/paystub.ts). */
  downloadEmployee(caller: Caller, companyId: string, employeeId: string, payrollId: string): Promise<DocumentFile> {
    return companyRead(this.ctx, caller, companyId, async (db, company) => {
      const employee = await this.employeeMustExist(companyId, employeeId);
      const data = await withCheckNumber(db, companyId, employeeId, await this.employeePaystubData(companyId, employeeId, payrollId));
      const worker: PaystubWorker = {
        kind: 'Employee',
        id: employee.id,
        name: fullName(employee.firstName, employee.middleName, employee.lastName),
        code: employee.code,
        taxIdLabel: ssnLabel(employee.ssnLastFour),
        address: addressParts(employee),
      };
      return { bytes: paystubPdf(companyParty(company), worker, data), filename: `paystub-${employeeId}-${payrollId}.pdf` };
    });
  }

  // ---------- contractors ----------

  listContractor(caller: Caller, companyId: string, contractorId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      await this.contractorMustExist(companyId, contractorId);
      const window = pageWindow(query);
      const { total, rows } = await listContractorPaystubRows(db, companyId, contractorId, window.skip, window.take);
      const ytd = await contractorYtd(db, companyId, contractorId, rows.map((r) => r.payrollId));
      return envelope(window, total, rows.map((r) => presentPaystub(contractorPaystub(r, ytd.find((y) => y.target === r.payrollId)))));
    });
  }

  getContractor(caller: Caller, companyId: string, contractorId: string, payrollId: string) {
    return companyRead(this.ctx, caller, companyId, async () => {
      await this.contractorMustExist(companyId, contractorId);
      return presentPaystub(await this.contractorPaystubData(companyId, contractorId, payrollId));
    });
  }

  downloadContractor(caller: Caller, companyId: string, contractorId: string, payrollId: string): Promise<DocumentFile> {
    return companyRead(this.ctx, caller, companyId, async (db, company) => {
      const c = await this.contractorMustExist(companyId, contractorId);
      const data = await withCheckNumber(db, companyId, contractorId, await this.contractorPaystubData(companyId, contractorId, payrollId));
      const worker: PaystubWorker = {
        kind: 'Contractor',
        id: c.id,
        name: (c.type === 'Business' ? c.businessName : null) ?? contractorName(c),
        taxIdLabel: paystubContractorTaxId(c),
        address: addressParts(c),
      };
      return { bytes: paystubPdf(companyParty(company), worker, data), filename: `paystub-${payrollId}.pdf` };
    });
  }

  // ---------- helpers ----------

  private async employeeMustExist(companyId: string, employeeId: string) {
    const employee = await findPaystubEmployee(this.ctx.prisma, companyId, employeeId);
    if (!employee) throw notFound('Employee', employeeId);
    return employee;
  }

  private async contractorMustExist(companyId: string, contractorId: string) {
    const contractor = await findPaystubContractor(this.ctx.prisma, companyId, contractorId);
    if (!contractor) throw notFound('Contractor', contractorId);
    return contractor;
  }

  private async employeePaystubData(companyId: string, employeeId: string, payrollId: string): Promise<PaystubData> {
    const row = await findEmployeePaystubRow(this.ctx.prisma, companyId, employeeId, payrollId);
    if (!row) throw notFound('Paystub', payrollId);
    return employeePaystub(row, await employeeYtdLines(this.ctx.prisma, companyId, employeeId, [payrollId]));
  }

  private async contractorPaystubData(companyId: string, contractorId: string, payrollId: string): Promise<PaystubData> {
    const row = await findContractorPaystubRow(this.ctx.prisma, companyId, contractorId, payrollId);
    if (!row) throw notFound('Paystub', payrollId);
    const [ytd] = await contractorYtd(this.ctx.prisma, companyId, contractorId, [payrollId]);
    return contractorPaystub(row, ytd);
  }
}

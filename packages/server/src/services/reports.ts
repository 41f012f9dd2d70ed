// The reports of a company (contract tag Reports; docs/domain-rules.md, "Reports"): JSON pages, or every
// row as CSV lines read from the database in batches (lib/csv.ts), never the whole report in memory.
// The scope check and the query checks run before either is returned, so they answer as problems.
// A CSV report is read in several statements outside a transaction: rows of payrolls approved while
// it streams may or may not be in it.
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { badRequest, notFound } from '../core/errors';
import { csvLines, type CsvCell } from '../lib/csv';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import { reversedItemsOf } from '../repositories/payroll-voids';
import { Decimal } from '../repositories/decimal';
import { returnedNetPaySums } from '../repositories/money/ach-returns';
import {
  cashRequirementSums,
  contractorPaymentBatches,
  contractorPaymentPage,
  employeeNames,
  findPayrollTotals,
  journalBatches,
  journalPage,
  taxLiabilityBatches,
  taxLiabilityPage,
  type ContractorPaymentRow,
  type JournalLineRow,
  type JournalScope,
  type TaxLiabilityRow,
} from '../repositories/reports';
import { employeeTaxTotals } from '../repositories/tax-documents';
import { externalTaxTotals } from '../repositories/external-payrolls';
import type { ServiceContext } from './context';
import { defined, isoDate } from './format';
import { FEDERAL_DEPOSIT_CODE } from './pay-setup';
import type { StoredTotals } from './payroll-records';
import { companyRead } from './scope';
import { withExternal } from './tax-documents';
import type { EmployeeSums } from './tax-forms';

type Dec = { toFixed(dp: number): string; toNumber(): number };
/** Money on the wire: a number of cents. */
const num = (d: Dec): number => Number(d.toFixed(2));
/** Money in CSV: two decimals. */
const cents = (d: Dec): string => d.toFixed(2);

/** Items per journal batch (each item makes about ten lines). */
const JOURNAL_BATCH_ITEMS = 500;
/** Rows per batch of the other reports. */
const BATCH_ROWS = 1000;

const FEDERAL_CODES = Object.fromEntries(Object.entries(FEDERAL_DEPOSIT_CODE).filter((e): e is [string, string] => e[1] !== undefined));

type Csv = AsyncIterable<string>;

function dateRange(from: string, to: string, fromField: string, toField: string): void {
  if (from > to) throw badRequest(`${fromField} is after ${toField}.`, [{ field: `query.${fromField}`, message: `must be on or before ${toField}`, code: 'range' }]);
}

// ---------- payroll journal ----------

export interface JournalQuery extends PageQuery {
  payrollId?: string;
  paydayFrom?: string;
  paydayTo?: string;
}

function journalScope(q: JournalQuery): JournalScope {
  const range = q.paydayFrom !== undefined || q.paydayTo !== undefined;
  if (q.payrollId !== undefined && range) {
    throw badRequest('Send payrollId or a payday range, not both.', [{ field: 'query.payrollId', message: 'not with paydayFrom and paydayTo', code: 'not' }]);
  }
  if (q.payrollId !== undefined) return { payrollId: q.payrollId };
  if (q.paydayFrom === undefined || q.paydayTo === undefined) {
    const missing = q.paydayFrom === undefined ? 'paydayFrom' : 'paydayTo';
    throw badRequest('Send payrollId, or paydayFrom and paydayTo.', [{ field: `query.${range ? missing : 'payrollId'}`, message: range ? 'required with the other end of the range' : 'payrollId or paydayFrom and paydayTo required', code: 'required' }]);
  }
  dateRange(q.paydayFrom, q.paydayTo, 'paydayFrom', 'paydayTo');
  return { paydayFrom: q.paydayFrom, paydayTo: q.paydayTo };
}

const JOURNAL_HEADER = ['payrollId', 'payday', 'workerType', 'workerId', 'workerName', 'workplaceId', 'lineKind', 'type', 'jurisdiction', 'code', 'description', 'side', 'amount'];

function presentJournalLine(r: JournalLineRow): Schema<'PayrollJournalRow'> {
  return defined({
    payrollId: r.payrollId,
    payday: isoDate(r.payday)!,
    workerType: r.workerType,
    workerId: r.workerId,
    workerName: r.workerName,
    workplaceId: r.workplaceId,
    lineKind: r.lineKind,
    type: r.type,
    jurisdiction: r.jurisdiction,
    code: r.code,
    description: r.description,
    side: r.side,
    amount: num(r.amount),
  }) as Schema<'PayrollJournalRow'>;
}

const journalCells = (r: JournalLineRow): CsvCell[] => [
  r.payrollId,
  isoDate(r.payday),
  r.workerType,
  r.workerId,
  r.workerName,
  r.workplaceId,
  r.lineKind,
  r.type,
  r.jurisdiction,
  r.code,
  r.description,
  r.side,
  cents(r.amount),
];

// ---------- tax liabilities ----------

export interface PeriodQuery extends PageQuery {
  from: string;
  to: string;
}

const LIABILITY_HEADER = ['period', 'jurisdiction', 'code', 'liability', 'deposited', 'creditApplied', 'outstanding', 'taxDepositIds'];

const outstanding = (r: TaxLiabilityRow) => new Decimal(r.liability.toString()).minus(r.deposited.toString()).minus(r.creditApplied.toString());

const presentLiability = (r: TaxLiabilityRow): Schema<'TaxLiabilityRow'> => ({
  period: r.period,
  jurisdiction: r.jurisdiction,
  code: r.code,
  liability: num(r.liability),
  deposited: num(r.deposited),
  creditApplied: num(r.creditApplied),
  outstanding: num(outstanding(r)),
  taxDepositIds: r.taxDepositIds,
});

const liabilityCells = (r: TaxLiabilityRow): CsvCell[] => [r.period, r.jurisdiction, r.code, cents(r.liability), cents(r.deposited), cents(r.creditApplied), cents(outstanding(r)), r.taxDepositIds.join(' ')];

// ---------- cash requirement ----------

type CashRow = Schema<'CashRequirementRow'>;
const CASH_HEADER = ['paymentMethod', 'funding', 'items', 'amount', 'inCashRequirement'];
const cashCells = (r: CashRow): CsvCell[] => [r.paymentMethod, r.funding, r.items, r.amount.toFixed(2), r.inCashRequirement];

// ---------- tax summary ----------

type SummaryRow = Schema<'TaxSummaryRow'>;
const SUMMARY_FIGURES: Array<[Exclude<keyof SummaryRow, 'employeeId' | 'employeeName'>, keyof EmployeeSums]> = [
  ['grossPay', 'grossPay'],
  ['federalIncomeTaxWages', 'taxableFederalIncomeTaxWages'],
  ['federalIncomeTax', 'federalIncomeTax'],
  ['socialSecurityWages', 'taxableSocialSecurityWages'],
  ['socialSecurityEmployee', 'socialSecurityEmployee'],
  ['socialSecurityCompany', 'socialSecurityCompany'],
  ['medicareWages', 'taxableMedicareWages'],
  ['medicareEmployee', 'medicareEmployee'],
  ['medicareCompany', 'medicareCompany'],
  ['additionalMedicareWages', 'taxableAdditionalMedicareWages'],
  ['additionalMedicareEmployee', 'additionalMedicareEmployee'],
  ['futaSubjectWages', 'subjectFutaWages'],
  ['futaWages', 'taxableFutaWages'],
  ['futaCompany', 'futaCompany'],
];
const SUMMARY_HEADER = ['employeeId', 'employeeName', ...SUMMARY_FIGURES.map(([k]) => k)];

export interface SummaryQuery extends PageQuery {
  year: number;
  quarter?: number;
}

// ---------- contractor payments ----------

const PAYMENT_HEADER = ['rowType', 'contractorId', 'contractorName', 'payrollId', 'payday', 'paymentMethod', 'compensation', 'reimbursement', 'netPay'];

const presentPayment = (r: ContractorPaymentRow): Schema<'ContractorPaymentRow'> =>
  defined({
    rowType: r.rowType,
    contractorId: r.contractorId,
    contractorName: r.contractorName,
    payrollId: r.payrollId,
    payday: isoDate(r.payday),
    paymentMethod: r.paymentMethod,
    compensation: num(r.compensation),
    reimbursement: num(r.reimbursement),
    netPay: num(r.netPay),
  }) as Schema<'ContractorPaymentRow'>;

const paymentCells = (r: ContractorPaymentRow): CsvCell[] => [
  r.rowType,
  r.contractorId,
  r.contractorName,
  r.payrollId,
  isoDate(r.payday),
  r.paymentMethod,
  cents(r.compensation),
  cents(r.reimbursement),
  cents(r.netPay),
];

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

export class ReportService {
  constructor(private readonly ctx: ServiceContext) {}

  payrollJournal(caller: Caller, companyId: string, query: JournalQuery) {
    const scope = journalScope(query);
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await journalPage(db, companyId, scope, window.skip, window.take);
      return envelope(window, total, rows.map(presentJournalLine));
    });
  }

  payrollJournalCsv(caller: Caller, companyId: string, query: JournalQuery): Promise<Csv> {
    const scope = journalScope(query);
    return companyRead(this.ctx, caller, companyId, async (db) => csvLines(JOURNAL_HEADER, journalBatches(db, companyId, scope, JOURNAL_BATCH_ITEMS), journalCells));
  }

  taxLiabilities(caller: Caller, companyId: string, query: PeriodQuery) {
    dateRange(query.from, query.to, 'from', 'to');
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await taxLiabilityPage(db, companyId, query.from, query.to, FEDERAL_CODES, window.skip, window.take);
      return envelope(window, total, rows.map(presentLiability));
    });
  }

  taxLiabilitiesCsv(caller: Caller, companyId: string, query: PeriodQuery): Promise<Csv> {
    dateRange(query.from, query.to, 'from', 'to');
    return companyRead(this.ctx, caller, companyId, async (db) => csvLines(LIABILITY_HEADER, taxLiabilityBatches(db, companyId, query.from, query.to, FEDERAL_CODES, BATCH_ROWS), liabilityCells));
  }

  /** The rows of a payroll's cash requirement (few: at most two payment methods times four fundings). */
  private cashRows(caller: Caller, companyId: string, payrollId: string): Promise<CashRow[]> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const payroll = await findPayrollTotals(db, companyId, payrollId);
      if (!payroll) throw notFound('Payroll', payrollId);
      // A reversal's cash requirement is its reversed items' negated (openapi.yaml reversePayroll).
      const reversal = await reversedItemsOf(db, companyId, payrollId);
      const sign = reversal ? -1 : 1;
      const sums = (reversal ? await cashRequirementSums(db, companyId, reversal.reversalOfId, reversal.itemIds) : await cashRequirementSums(db, companyId, payrollId)).map((s) => ({
        ...s,
        netPay: s.netPay.mul(sign),
        employeeTaxes: new Decimal(s.employeeTaxes.toString()).mul(sign),
        companyTaxes: new Decimal(s.companyTaxes.toString()).mul(sign),
      }));
      const rows: CashRow[] = [];
      for (const method of ['DirectDeposit', 'Manual'] as const) {
        const employees = sums.find((s) => s.workers === 'Employee' && s.paymentMethod === method);
        const contractors = sums.find((s) => s.workers === 'Contractor' && s.paymentMethod === method);
        const inCash = method === 'DirectDeposit';
        if (employees) rows.push({ paymentMethod: method, funding: 'EmployeeNetPay', items: employees.items, amount: num(employees.netPay), inCashRequirement: inCash });
        if (contractors) rows.push({ paymentMethod: method, funding: 'ContractorNetPay', items: contractors.items, amount: num(contractors.netPay), inCashRequirement: inCash });
        if (employees) {
          rows.push({ paymentMethod: method, funding: 'EmployeeTaxes', items: employees.items, amount: num(employees.employeeTaxes), inCashRequirement: true });
          rows.push({ paymentMethod: method, funding: 'CompanyTaxes', items: employees.items, amount: num(employees.companyTaxes), inCashRequirement: true });
        }
      }
      // Net pay that did not reach the workers (an ACH return or a sandbox bounce): still owed to them, already
      // in the net pay rows above, so outside the cash requirement (docs/ach.md, "Returns").
      if (!reversal) {
        for (const r of await returnedNetPaySums(db, companyId, payrollId)) {
          rows.push({ paymentMethod: 'DirectDeposit', funding: r.workers === 'Employee' ? 'EmployeeNetPayReturned' : 'ContractorNetPayReturned', items: r.items, amount: num(r.amount), inCashRequirement: false });
        }
      }
      // The breakdown adds up to the stored totals.cashRequirement (both are the items' own columns; the report
      // tests assert it). A read never fails on the data it reads.
      return rows;
    });
  }

  async cashRequirement(caller: Caller, companyId: string, query: { payrollId: string } & PageQuery) {
    const rows = await this.cashRows(caller, companyId, query.payrollId);
    const window = pageWindow(query);
    return envelope(window, rows.length, rows.slice(window.skip, window.skip + window.take));
  }

  async cashRequirementCsv(caller: Caller, companyId: string, query: { payrollId: string }): Promise<Csv> {
    return csvLines(CASH_HEADER, once(await this.cashRows(caller, companyId, query.payrollId)), cashCells);
  }

  /**
   * Per employee (by id) and for the company (last): the sums the tax documents are made of (services/tax-documents.ts),
   * payrolls here and external ones together. One row per employee paid in the period: the groups the tax
   * documents read too.
   */
  private summaryRows(caller: Caller, companyId: string, query: SummaryQuery): Promise<SummaryRow[]> {
    const from = new Date(Date.UTC(query.year, query.quarter ? (query.quarter - 1) * 3 : 0, 1));
    const to = query.quarter && query.quarter < 4 ? new Date(Date.UTC(query.year, query.quarter * 3, 1)) : new Date(Date.UTC(query.year + 1, 0, 1));
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const perEmployee = withExternal(await employeeTaxTotals(db, companyId, from, to), await externalTaxTotals(db, companyId, from, to));
      const names = new Map((perEmployee.length ? await employeeNames(db, companyId, perEmployee.map((e) => e.employeeId)) : []).map((e) => [e.id, [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ')]));
      const figures = (sums: EmployeeSums) => Object.fromEntries(SUMMARY_FIGURES.map(([k, s]) => [k, num(sums[s])])) as Omit<SummaryRow, 'employeeId' | 'employeeName'>;
      const company = Object.fromEntries(SUMMARY_FIGURES.map(([, s]) => [s, new Decimal(0)])) as unknown as EmployeeSums;
      for (const e of perEmployee) for (const [, s] of SUMMARY_FIGURES) company[s] = company[s].plus(e.sums[s]);
      return [...perEmployee.map((e) => ({ employeeId: e.employeeId, ...defined({ employeeName: names.get(e.employeeId) }), ...figures(e.sums) })), figures(company)];
    });
  }

  async taxSummary(caller: Caller, companyId: string, query: SummaryQuery) {
    const rows = await this.summaryRows(caller, companyId, query);
    const window = pageWindow(query);
    return envelope(window, rows.length, rows.slice(window.skip, window.skip + window.take));
  }

  async taxSummaryCsv(caller: Caller, companyId: string, query: SummaryQuery): Promise<Csv> {
    const rows = await this.summaryRows(caller, companyId, query);
    return csvLines(SUMMARY_HEADER, once(rows), (r) => [r.employeeId, r.employeeName, ...SUMMARY_FIGURES.map(([k]) => (r[k] as number).toFixed(2))]);
  }

  contractorPayments(caller: Caller, companyId: string, query: PeriodQuery) {
    dateRange(query.from, query.to, 'from', 'to');
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await contractorPaymentPage(db, companyId, query.from, query.to, window.skip, window.take);
      return envelope(window, total, rows.map(presentPayment));
    });
  }

  contractorPaymentsCsv(caller: Caller, companyId: string, query: PeriodQuery): Promise<Csv> {
    dateRange(query.from, query.to, 'from', 'to');
    return companyRead(this.ctx, caller, companyId, async (db) => csvLines(PAYMENT_HEADER, contractorPaymentBatches(db, companyId, query.from, query.to, BATCH_ROWS), paymentCells));
  }
}

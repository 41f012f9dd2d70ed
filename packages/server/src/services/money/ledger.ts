// A payroll's money ledger (getPayrollLedger; docs/ach.md, "The ledger"; issue 36): every entry written
// for it and its reversal payroll, its held credits, its tax deposits, and totals that say where each
// dollar of the company's debit went. Same scope as the payroll's other reads (companyRead).
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import { toIsoDate } from '../../domain/calendar';
import { Decimal } from '../../repositories/decimal';
import { findLedgerEntries, findLedgerHeldCredits, findLedgerPayroll, findLedgerTaxDeposits, findLedgerWorkers, findReversalPayrollIds } from '../../repositories/money/ledger';
import type { ServiceContext } from '../context';
import { money } from '../format';
import { companyRead } from '../scope';
import { entryStatus } from './ach-payments';
import { presentHeldCredit } from './ach-verification';

type Ledger = Schema<'PayrollLedger'>;
type HoldReason = keyof Ledger['totals']['heldByReason'];
const NET_PAY = new Set(['EmployeeNetPay', 'ContractorNetPay']);
const REVERSING = new Set(['EmployeeNetPayReversal', 'ContractorNetPayReversal']);

export class LedgerService {
  constructor(private readonly ctx: ServiceContext) {}

  get(caller: Caller, companyId: string, payrollId: string): Promise<Ledger> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const payroll = await findLedgerPayroll(db, companyId, payrollId);
      if (!payroll) throw notFound('Payroll', payrollId);
      const payrollIds = [payroll.id, ...(await findReversalPayrollIds(db, payroll.id))];
      const [rows, workers, held, deposits] = await Promise.all([findLedgerEntries(db, payrollIds), findLedgerWorkers(db, payrollIds), findLedgerHeldCredits(db, payroll.id), findLedgerTaxDeposits(db, payroll.id)]);
      const today = toIsoDate(this.ctx.now());
      const zero = () => new Decimal(0);
      const totals = { debited: zero(), credited: zero(), held: zero(), cancelled: zero(), taxes: zero(), returnedCredits: zero(), returnedDebits: zero(), pulledBack: zero(), refunded: zero() };
      const byReason: Record<HoldReason, Decimal> = { AccountUnverified: zero(), PrenoteWaitingPeriod: zero(), AccountFailed: zero(), AccountDeleted: zero() };
      const entries = rows.map((e) => {
        const returnCode = e.returns.find((r) => r.kind === 'Return')?.code ?? null;
        const amount = new Decimal(e.amount);
        if (e.kind === 'CompanyDebit') {
          totals.debited = totals.debited.plus(amount);
          if (returnCode) totals.returnedDebits = totals.returnedDebits.plus(amount);
        } else if (NET_PAY.has(e.kind)) {
          totals.credited = totals.credited.plus(amount);
          if (returnCode) totals.returnedCredits = totals.returnedCredits.plus(amount);
        } else if (REVERSING.has(e.kind)) totals.pulledBack = totals.pulledBack.plus(amount);
        else if (e.kind === 'CompanyReversalCredit') totals.refunded = totals.refunded.plus(amount);
        const itemId = e.employeeItemId ?? e.contractorItemId ?? null;
        return {
          achFileId: e.achFileId,
          traceNumber: e.traceNumber,
          kind: e.kind as Ledger['entries'][number]['kind'],
          payrollId: e.payrollId!,
          itemId,
          workerId: (itemId && workers.get(itemId)) ?? null,
          bankAccountId: e.bankAccountId,
          amount: money(e.amount)!,
          routingNumber: e.routingNumber,
          accountNumberLastFour: e.accountNumberLastFour,
          effectiveDate: toIsoDate(e.effectiveDate),
          status: entryStatus(e, today),
          returnCode,
        };
      });
      for (const h of held) {
        if (h.status === 'Cancelled') totals.cancelled = totals.cancelled.plus(new Decimal(h.amount));
        if (h.status !== 'Held') continue;
        totals.held = totals.held.plus(new Decimal(h.amount));
        const reason = h.reason as HoldReason;
        byReason[reason] = byReason[reason].plus(new Decimal(h.amount));
      }
      const taxPayments = deposits.map((d) => {
        const owed = new Decimal(d.amount).plus(new Decimal(d.creditApplied));
        totals.taxes = totals.taxes.plus(owed);
        return { taxDepositId: d.id, tax: d.tax, agency: d.agency ?? 'IRS', amount: money(owed)!, status: d.status, achTraceNumber: d.achTraceNumber };
      });
      const dollars = (d: Decimal) => money(d)!;
      return {
        payrollId: payroll.id,
        companyId: payroll.companyId,
        entries,
        heldCredits: held.map(presentHeldCredit),
        taxPayments,
        totals: {
          debited: dollars(totals.debited),
          credited: dollars(totals.credited),
          held: dollars(totals.held),
          heldByReason: {
            AccountUnverified: dollars(byReason.AccountUnverified),
            PrenoteWaitingPeriod: dollars(byReason.PrenoteWaitingPeriod),
            AccountFailed: dollars(byReason.AccountFailed),
            AccountDeleted: dollars(byReason.AccountDeleted),
          },
          cancelled: dollars(totals.cancelled),
          taxes: dollars(totals.taxes),
          returnedCredits: dollars(totals.returnedCredits),
          returnedDebits: dollars(totals.returnedDebits),
          pulledBack: dollars(totals.pulledBack),
          refunded: dollars(totals.refunded),
        },
      };
    });
  }
}

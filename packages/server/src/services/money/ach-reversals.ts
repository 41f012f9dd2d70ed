// Reversals follow NACHA's window (docs/ach.md, "Reversals"): a reversing entry may be sent only within
// five bank business days after the settlement date of the entry it reverses, so reversePayroll refuses
// a payroll whose direct deposits settled longer ago (422 reversal_window_passed), and createAchFile puts
// a reversal payroll's reversing entries into the next file cut within that window: per direct deposit
// pulled back, a debit of the same amount from the same account, and one credit of their sum to the
// company's funding account, under the company entry description REVERSAL.
import { unprocessable } from '../../core/errors';
import { addBusinessDays, businessDayOnOrBefore, toIsoDate, type IsoDate } from '../../domain/calendar';
import { individualIdentification as identification, type NachaEntryInput, type NachaSecCode, type NachaTransactionCode } from '../../domain/nacha';
import { findBankAccountsForAch, findFundingAccounts } from '../../repositories/money/ach-files';
import { findReversalCandidates, findWorkersForAch } from '../../repositories/money/ach-returns';
import type { Db } from '../../repositories/db';
import { Decimal } from '../../repositories/decimal';
import type { ServiceContext } from '../context';

/** Bank business days after the original settlement date within which a reversing entry may be sent (NACHA Operating Rules, Subsection 2.9.1). */
export const REVERSAL_WINDOW_BANK_DAYS = 5;

/** The last day a reversing entry of credits paid on `payday` may be sent: five bank business days after they settled. */
export function reversalWindowEnd(payday: IsoDate): IsoDate {
  return addBusinessDays(businessDayOnOrBefore(payday), REVERSAL_WINDOW_BANK_DAYS);
}

/** reversePayroll's guard: 422 reversal_window_passed when the reversal would pull back a direct deposit past the window. */
export function assertReversalWindow(payroll: { id: string; payday: Date }, today: IsoDate, pullsBackDeposits: boolean): void {
  if (!pullsBackDeposits) return;
  const end = reversalWindowEnd(toIsoDate(payroll.payday));
  if (today > end) {
    throw unprocessable(
      'reversal_window_passed',
      `Payroll ${payroll.id}'s direct deposits settled on ${businessDayOnOrBefore(toIsoDate(payroll.payday))}; NACHA allows a reversing entry only until ${end} (${REVERSAL_WINDOW_BANK_DAYS} bank business days later). Recover the payment outside the ACH network and record it with voidPayroll (openapi.yaml reversePayroll).`,
    );
  }
}

/** What a reversal payroll stores in its `reversal` column: the contract's PayrollReversal, amounts as decimal strings, and the items it undid. */
export interface StoredReversal {
  reason: string;
  itemIds: string[];
  movements: Array<{
    itemId: string;
    employeeId?: string;
    contractorId?: string;
    kind: 'DirectDepositReversal' | 'StoppedCheck';
    amount: string;
    bankAccountId?: string;
    accountNumberLastFour?: string;
  }>;
}

export type ReversalKind = 'EmployeeNetPayReversal' | 'ContractorNetPayReversal' | 'CompanyReversalCredit';

/** One reversing entry for a file, with what the file keeps of it (AchEntry). */
export interface ReversingEntry {
  payrollId: string;
  companyId: string;
  companyName: string;
  secCode: NachaSecCode;
  entry: NachaEntryInput;
  kind: ReversalKind;
  employeeItemId?: string;
  contractorItemId?: string;
  bankAccountId?: string;
  lastFour: string;
}

/**
 * The reversal payrolls of the partner that the next file carries (no file carries them yet; `today` is
 * within the window of the payroll they reverse, or they pull back no direct deposit), and their reversing
 * entries. A reversal payroll whose company has no funding account connected waits, as payrolls do.
 */
export async function reversingEntries(ctx: ServiceContext, tx: Db, partnerId: string, today: IsoDate): Promise<{ payrollIds: string[]; entries: ReversingEntry[] }> {
  const candidates = await findReversalCandidates(tx, partnerId);
  const deposits = (r: (typeof candidates)[number]) =>
    ((r.reversal as unknown as StoredReversal | null)?.movements ?? []).filter((m) => m.kind === 'DirectDepositReversal' && m.bankAccountId && new Decimal(m.amount).gt(0));
  const due = candidates.filter((r) => deposits(r).length === 0 || today <= reversalWindowEnd(toIsoDate(r.reversedPayday)));
  const funding = new Map((await findFundingAccounts(tx, [...new Set(due.map((r) => r.companyId))])).map((f) => [f.companyId, f.data as Record<string, string>]));
  const filed = due.filter((r) => deposits(r).length === 0 || funding.has(r.companyId));
  const movements = filed.flatMap(deposits);
  const accounts = new Map((await findBankAccountsForAch(tx, [...new Set(movements.map((m) => m.bankAccountId!))])).map((a) => [a.id, a]));
  const { employees, contractors } = await findWorkersForAch(
    tx,
    movements.flatMap((m) => (m.employeeId ? [m.employeeId] : [])),
    movements.flatMap((m) => (m.contractorId ? [m.contractorId] : [])),
  );
  const employeeOf = new Map(employees.map((e) => [e.id, e]));
  const contractorOf = new Map(contractors.map((c) => [c.id, c]));
  const entries: ReversingEntry[] = [];
  for (const r of filed) {
    const base = { payrollId: r.id, companyId: r.companyId, companyName: r.company.legalName };
    let total = new Decimal(0);
    for (const m of deposits(r)) {
      const account = accounts.get(m.bankAccountId!);
      // A deleted account's tombstone keeps no number: nothing can be debited from it.
      if (!account || !account.accountNumberEncrypted) continue;
      const code: NachaTransactionCode = account.type === 'Savings' ? 37 : 27;
      const amount = new Decimal(m.amount).toFixed(2);
      const entry = { transactionCode: code, routingNumber: account.routingNumber, accountNumber: ctx.cipher.decrypt(account.accountNumberEncrypted), amount, identification: '', name: '' };
      if (m.employeeId) {
        const e = employeeOf.get(m.employeeId);
        entries.push({ ...base, secCode: 'PPD', kind: 'EmployeeNetPayReversal', employeeItemId: m.itemId, bankAccountId: account.id, lastFour: account.accountNumberLastFour, entry: { ...entry, identification: identification(m.employeeId), name: e ? `${e.firstName} ${e.lastName}` : '' } });
      } else {
        const c = contractorOf.get(m.contractorId!);
        const business = c?.type === 'Business';
        const name = business ? (c?.businessName ?? '') : `${c?.firstName ?? ''} ${c?.lastName ?? ''}`.trim();
        entries.push({ ...base, secCode: business ? 'CCD' : 'PPD', kind: 'ContractorNetPayReversal', contractorItemId: m.itemId, bankAccountId: account.id, lastFour: account.accountNumberLastFour, entry: { ...entry, identification: identification(m.contractorId!), name } });
      }
      total = total.plus(amount);
    }
    if (total.gt(0)) {
      const f = funding.get(r.companyId)!;
      const entry = { transactionCode: (f.type === 'Savings' ? 32 : 22) as NachaTransactionCode, routingNumber: f.routingNumber, accountNumber: ctx.cipher.decrypt(f.accountNumberEncrypted), amount: total.toFixed(2), identification: identification(r.id), name: r.company.legalName };
      entries.push({ ...base, secCode: 'CCD', kind: 'CompanyReversalCredit', lastFour: f.accountNumberLastFour, entry });
    }
  }
  return { payrollIds: filed.map((r) => r.id), entries };
}

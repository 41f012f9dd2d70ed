// What an approval fixes must be payable (issue 36; docs/ach.md, "What approval refuses"). Every dollar of
// a payroll's debit is a credit, a held credit with a reason, or a tax: so each DirectDeposit item's net pay
// is split, to the cent, over Active accounts of its own worker (F4); and no amount is beyond what one NACHA
// entry can carry, $99,999,999.99 in its 10-digit amount field (F10).
import type { Schema } from '@payroll/api-types';
import { DomainError, type FieldProblem } from '../../core/errors';
import { lockAccountsForApproval } from '../../repositories/bank-accounts';
import type { Db } from '../../repositories/db';
import { Decimal } from '../../repositories/decimal';
import type { ContractorItemInsert, EmployeeItemInsert } from '../../repositories/payrolls';

/** The largest amount of one NACHA entry: the entry detail record's amount field is 10 digits of cents. */
export const ACH_MAX_AMOUNT = new Decimal('99999999.99');
const LIMIT_TEXT = '$99,999,999.99';

type StoredSplitLine = { bankAccountId: string; amount: string };
interface PayableItem {
  id: string;
  worker: 'employee' | 'contractor';
  workerId: string;
  paymentMethod: string;
  netPay: Decimal;
  splits: StoredSplitLine[];
}

function itemsOf(employeeItems: EmployeeItemInsert[], contractorItems: ContractorItemInsert[]): PayableItem[] {
  const splitsOf = (splits: unknown) => (Array.isArray(splits) ? (splits as StoredSplitLine[]) : []);
  return [
    ...employeeItems.map((i) => ({ id: i.id!, worker: 'employee' as const, workerId: i.employeeId, paymentMethod: i.paymentMethod as string, netPay: new Decimal(String(i.netPay)), splits: splitsOf(i.splits) })),
    ...contractorItems.map((i) => ({ id: i.id!, worker: 'contractor' as const, workerId: i.contractorId, paymentMethod: i.paymentMethod as string, netPay: new Decimal(String(i.netPay)), splits: splitsOf(i.splits) })),
  ];
}

const refusal = (code: Schema<'ErrorCode'>, problems: FieldProblem[], detail: string) => new DomainError('unprocessable', code, detail, problems);
const itemProblem = (code: Schema<'ErrorCode'>, item: PayableItem, message: string): FieldProblem => ({ field: 'path.id', code, message: `Item ${item.id} (${item.worker} ${item.workerId}): ${message}` });

/**
 * F4: each DirectDeposit item with a net pay above zero has split lines (the `splits` approval fixes) that add
 * up to its net pay to the cent, none below zero, each naming an Active, not deleted account of the item's own
 * worker; else 422 bank_account_required (no account to pay, or one that cannot take it) or invalid_split
 * (lines that do not add up), naming every such item. The accounts named are locked FOR SHARE until the
 * approval commits, so a deletion or a disabling racing it waits and then sees the approved split.
 */
export async function assertDirectDepositsPayable(db: Db, companyId: string, employeeItems: EmployeeItemInsert[], contractorItems: ContractorItemInsert[]): Promise<void> {
  const items = itemsOf(employeeItems, contractorItems).filter((i) => i.paymentMethod === 'DirectDeposit' && i.netPay.gt(0));
  const ids = [...new Set(items.flatMap((i) => i.splits.map((s) => s.bankAccountId)))];
  const accounts = new Map((await lockAccountsForApproval(db, companyId, ids)).map((a) => [a.id, a]));
  const missing: FieldProblem[] = [];
  const uneven: FieldProblem[] = [];
  for (const item of items) {
    if (!item.splits.length) {
      missing.push(itemProblem('bank_account_required', item, `paid by DirectDeposit, but the ${item.worker} has no Active bank account to pay its net pay of ${item.netPay.toFixed(2)} to.`));
      continue;
    }
    const unusable = item.splits.filter((s) => {
      const a = accounts.get(s.bankAccountId);
      return !a || !a.live || a.status !== 'Active' || (item.worker === 'employee' ? a.employeeId : a.contractorId) !== item.workerId;
    });
    if (unusable.length) {
      missing.push(itemProblem('bank_account_required', item, `its net pay split names bank account ${unusable.map((s) => s.bankAccountId).join(', ')}, which is deleted, Disabled or not the ${item.worker}'s.`));
      continue;
    }
    const sum = item.splits.reduce((acc, s) => acc.plus(new Decimal(s.amount)), new Decimal(0));
    if (!sum.eq(item.netPay) || item.splits.some((s) => new Decimal(s.amount).lt(0))) {
      uneven.push(itemProblem('invalid_split', item, `its split lines add up to ${sum.toFixed(2)}, not its net pay of ${item.netPay.toFixed(2)}.`));
    }
  }
  if (missing.length) {
    throw refusal('bank_account_required', missing, `Direct deposit to nobody: ${missing.map((p) => p.message).join(' ')} Add an Active bank account (or a net pay split) for the worker, or pay the item by check (paymentMethod Manual).`);
  }
  if (uneven.length) throw refusal('invalid_split', uneven, `Net pay not fully split: ${uneven.map((p) => p.message).join(' ')}`);
}

/**
 * F10, at approval: the payroll's debit (its cash requirement) and each credit (a split line) fit one NACHA
 * entry; else 422 ach_amount_limit_exceeded, before anything is written. A file cut never meets such a payroll.
 */
export function assertWithinAchLimit(cashRequirement: Decimal, employeeItems: EmployeeItemInsert[], contractorItems: ContractorItemInsert[]): void {
  const problems: FieldProblem[] = [];
  if (cashRequirement.gt(ACH_MAX_AMOUNT)) {
    problems.push({ field: 'path.id', code: 'ach_amount_limit_exceeded', message: `The payroll's cash requirement of ${cashRequirement.toFixed(2)}, debited from the company in one entry, is over ${LIMIT_TEXT}.` });
  }
  for (const item of itemsOf(employeeItems, contractorItems)) {
    for (const s of item.paymentMethod === 'DirectDeposit' ? item.splits : []) {
      if (new Decimal(s.amount).gt(ACH_MAX_AMOUNT)) problems.push(itemProblem('ach_amount_limit_exceeded', item, `its credit of ${new Decimal(s.amount).toFixed(2)} to bank account ${s.bankAccountId} is over ${LIMIT_TEXT}.`));
    }
  }
  if (problems.length) {
    throw refusal('ach_amount_limit_exceeded', problems, `One NACHA entry carries at most ${LIMIT_TEXT}: ${problems.map((p) => p.message).join(' ')} Split the payroll into smaller payrolls.`);
  }
}

/**
 * F10, on every computation (create, update, preview, approval): an item whose gross or net pay is beyond what
 * one entry can carry is 422 ach_amount_limit_exceeded, so that no payroll item is stored that no file can pay
 * (and no figure can reach the columns' own limit and fail the request as a 500).
 */
export function assertItemWithinAchLimit(worker: 'employee' | 'contractor', workerId: string, gross: { toString(): string }, net: { toString(): string }): void {
  const [grossPay, netPay] = [new Decimal(gross.toString()), new Decimal(net.toString())];
  if (!grossPay.abs().gt(ACH_MAX_AMOUNT) && !netPay.abs().gt(ACH_MAX_AMOUNT)) return;
  throw new DomainError('unprocessable', 'ach_amount_limit_exceeded', `The pay of ${worker} ${workerId} (gross ${grossPay.toFixed(2)}, net ${netPay.toFixed(2)}) is over ${LIMIT_TEXT}, the most one NACHA entry carries.`, [
    { field: worker === 'employee' ? 'body.employeeItems' : 'body.contractorItems', code: 'ach_amount_limit_exceeded', message: `${worker} ${workerId}: over ${LIMIT_TEXT}` },
  ]);
}

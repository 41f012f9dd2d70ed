// Item payment states after their file (docs/ach.md, "Item payment states"): an entry is Pending until
// its file is marked sent, then Sent; Settled once its effective date has passed with no return (read, not
// stored); Returned by a return. When files move payrolls: outside sandbox mode with ACH_ENABLED=true, a
// payroll becomes Paid when all its credits are Sent: when its file is marked sent, unless a credit of it is
// held (its account not proven yet: docs/ach.md, "Prenotes"), in which case when the later file that pays
// the held credit is marked sent. The payroll clock (payrolls/money-movement.ts) no longer pays anything on payday.
import type { Config } from '../../config';
import type { AchEntryRow } from '../../repositories/money/ach-files';
import { findItemPayments, findPayrollsPaidBySentFile } from '../../repositories/money/ach-returns';
import { achFileOfPayroll } from '../../repositories/money/ach-files';
import type { Schema } from '@payroll/api-types';
import type { Db } from '../../repositories/db';
import { toIsoDate, type IsoDate } from '../../domain/calendar';
import { filesMovePayrolls, moveStatusWithEffects } from '../payrolls/money-movement';

export type AchEntryStatus = 'Pending' | 'Sent' | 'Settled' | 'Returned';

/** The entry's payment state on `today`: a Sent entry whose effective date has passed reads Settled. */
export function entryStatus(entry: Pick<AchEntryRow, 'status' | 'effectiveDate'>, today: IsoDate): AchEntryStatus {
  if (entry.status === 'Sent' && toIsoDate(entry.effectiveDate) < today) return 'Settled';
  return entry.status as AchEntryStatus;
}

/**
 * A file was marked sent: when files move payrolls, each payroll it carries or whose held credits it
 * released, that is Pending or Processing and has nothing left unsent (no credit still held, no entry of
 * another file still Pending), is Paid now, through Processing as the clock moves them, each step with its
 * `payroll.status_changed` and the effects of moveStatusWithEffects. A payroll with a credit still held
 * moves to Processing only. Returns the moves.
 */
export async function payPayrollsOfSentFile(config: Config, tx: Db, achFileId: string, at: Date): Promise<number> {
  if (!filesMovePayrolls(config)) return 0;
  let moves = 0;
  for (const { payroll, allSent } of await findPayrollsPaidBySentFile(tx, achFileId)) {
    if (payroll.status === 'Pending' && (await moveStatusWithEffects(tx, payroll.company, payroll.id, ['Pending'], 'Processing', at))) moves++;
    if (allSent && (payroll.status === 'Pending' || payroll.status === 'Processing') && (await moveStatusWithEffects(tx, payroll.company, payroll.id, ['Processing'], 'Paid', at))) moves++;
  }
  return moves;
}

type ItemAchPayment = Schema<'PayrollItemAchPayment'>;
const ORDER: ItemAchPayment['status'][] = ['Returned', 'Held', 'Pending', 'Sent', 'Settled'];

/**
 * The payroll's read with each direct-deposit item's ACH payment (openapi.yaml PayrollItemAchPayment): a
 * file marked sent is not money settled (issue 36, F7). Only for a payroll an ACH file carries; the
 * status is the least advanced of the item's credits (held ones count as Held), the settlement date the
 * latest effective date of those written.
 */
export async function withItemAchPayments(db: Db, payroll: Schema<'Payroll'>, today: IsoDate): Promise<Schema<'Payroll'>> {
  if ((await achFileOfPayroll(db, payroll.id)) === null) return payroll;
  const { entries, held } = await findItemPayments(db, payroll.id);
  const of = (itemId: string): ItemAchPayment | undefined => {
    const mine = entries.filter((e) => (e.employeeItemId ?? e.contractorItemId) === itemId);
    const states = [...mine.map((e) => entryStatus(e, today)), ...held.filter((h) => (h.employeeItemId ?? h.contractorItemId) === itemId).map(() => 'Held' as const)];
    if (!states.length) return undefined;
    const dates = mine.map((e) => toIsoDate(e.effectiveDate)).sort();
    return { status: ORDER.find((s) => states.includes(s))!, settlementDate: dates.length ? dates[dates.length - 1] : null };
  };
  const add = <T extends { id?: string; paymentMethod?: string }>(item: T): T => {
    const achPayment = item.id && item.paymentMethod === 'DirectDeposit' ? of(item.id) : undefined;
    return achPayment ? { ...item, achPayment } : item;
  };
  return { ...payroll, employeeItems: payroll.employeeItems?.map(add), contractorItems: payroll.contractorItems?.map(add) };
}

// Item payment states after their file (docs/ach.md, "Item payment states"): an entry is Pending until
// its file is marked sent, then Sent; Settled once its effective date has passed with no return (read, not
// stored); Returned by a return. When files move payrolls: outside sandbox mode with ACH_ENABLED=true, a
// payroll becomes Paid when its file is marked sent (all its credits Sent), and the payroll clock
// (payrolls/money-movement.ts) no longer pays anything on payday.
import type { Config } from '../config';
import type { AchEntryRow } from '../repositories/ach-files';
import { findPayrollsOfFile } from '../repositories/ach-returns';
import type { Db } from '../repositories/db';
import { toIsoDate, type IsoDate } from '../domain/calendar';
import { filesMovePayrolls, moveStatusWithEffects } from './payrolls/money-movement';

export type AchEntryStatus = 'Pending' | 'Sent' | 'Settled' | 'Returned';

/** The entry's payment state on `today`: a Sent entry whose effective date has passed reads Settled. */
export function entryStatus(entry: Pick<AchEntryRow, 'status' | 'effectiveDate'>, today: IsoDate): AchEntryStatus {
  if (entry.status === 'Sent' && toIsoDate(entry.effectiveDate) < today) return 'Settled';
  return entry.status as AchEntryStatus;
}

/**
 * A file was marked sent: when files move payrolls, each payroll it carries that is Pending or
 * Processing is Paid now (all its credits are Sent), through Processing as the clock moves them, each
 * step with its `payroll.status_changed` and the effects of moveStatusWithEffects. Returns the moves.
 */
export async function payPayrollsOfSentFile(config: Config, tx: Db, achFileId: string, at: Date): Promise<number> {
  if (!filesMovePayrolls(config)) return 0;
  let moves = 0;
  for (const { payroll } of await findPayrollsOfFile(tx, achFileId)) {
    if (payroll.status === 'Pending' && (await moveStatusWithEffects(tx, payroll.company, payroll.id, ['Pending'], 'Processing', at))) moves++;
    if ((payroll.status === 'Pending' || payroll.status === 'Processing') && (await moveStatusWithEffects(tx, payroll.company, payroll.id, ['Processing'], 'Paid', at))) moves++;
  }
  return moves;
}

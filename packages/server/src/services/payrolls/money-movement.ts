// Money movement. `advancePayrolls` moves a Pending payroll to Processing once the service clock's
// UTC date is past its deadline, and a Pending or Processing one to Paid on payday, one step and
// one `payroll.status_changed` event at a time. It runs before every read of a company's payrolls
// (list, get, paper checks) and before voids and reversals, so they follow the clock, and on a timer in
// the server process (server.ts). The operator's sandbox (sandbox.ts) forces moves and injects Failed /
// PartiallyPaid. Outside sandbox mode with ACH_ENABLED=true the payroll's ACH file moves it to Paid
// instead (services/money/ach-payments.ts; docs/ach.md, "Item payment states"): the clock then only moves
// Pending payrolls to Processing past their deadline.
//
// A request's moves run on the caller's clock (a sandbox partner's clock may be ahead), so they take an
// AdmittedCompany: the caller's scope has been checked first (services/scope.ts; docs/security.md,
// "Nothing before the scope check"). Another partner's request cannot move this company's payrolls.
import type { Schema } from '@payroll/api-types';
import { fromIsoDate, toIsoDate } from '../../domain/calendar';
import type { Db } from '../../repositories/db';
import { payrollHasFailedPayment } from '../../repositories/funding';
import { findDuePayrolls, findPayrollHeader, moveStatus, settleTaxDeposits, type PayrollHeaderRow } from '../../repositories/payrolls';
import type { ServiceContext } from '../context';
import type { AdmittedCompany } from '../scope';
import { emitCompanyEvent } from '../events';
import { presentPayrollHeader } from '../payroll-present';
import { iso } from './plan';
import type { Config } from '../../config';

type PayrollStatus = Schema<'PayrollStatus'>;

/**
 * Whether ACH files move payroll statuses (docs/ach.md, "Item payment states"): with ACH_ENABLED=true
 * outside sandbox mode, a payroll is Paid when its file is marked sent (services/money/ach-payments.ts) and the
 * clock never pays on payday. In sandbox mode, and without ACH, the clock and the sandbox simulate it.
 */
export function filesMovePayrolls(config: Config): boolean {
  return config.ach !== undefined && !config.sandboxMode;
}

/** The moves a company's payrolls are owed on the caller's clock, for a request whose scope check admitted the company. */
export function advanceCompanyPayrolls(ctx: ServiceContext, company: AdmittedCompany): Promise<number> {
  return advance(ctx, company.id);
}

/** The payroll clock's timer (jobs/payroll-clock.ts): every company's moves, on the service clock. */
export function advanceAllPayrolls(ctx: ServiceContext): Promise<number> {
  return advance(ctx);
}

/**
 * Moves the approved payrolls whose time has come (one company, or all): Pending -> Processing once
 * the deadline has passed, then Pending/Processing -> Paid on payday. Each move is its own small
 * transaction with its `payroll.status_changed` event; a move another process made first is skipped.
 * Returns the number of moves.
 */
async function advance(ctx: ServiceContext, companyId?: string): Promise<number> {
  const now = ctx.now();
  const today = toIsoDate(now);
  const payOnPayday = !filesMovePayrolls(ctx.config);
  // The timer runs on the service clock; in sandbox mode a partner whose clock was set back (issue 39) would see
  // its payrolls move ahead of its own clock, so the timer leaves them to the partner's own reads.
  const skipPartnersBehind = companyId === undefined && ctx.config.sandboxMode;
  const due = await findDuePayrolls(ctx.prisma, fromIsoDate(today), companyId, payOnPayday, skipPartnersBehind);
  let moves = 0;
  for (const p of due) {
    let status = p.status;
    const steps: PayrollStatus[] = [];
    if (status === 'Pending' && iso(p.deadline) < today) steps.push((status = 'Processing'));
    if (payOnPayday && (status === 'Pending' || status === 'Processing') && iso(p.payday) <= today) steps.push('Paid');
    let from: PayrollStatus = p.status;
    for (const to of steps) {
      const moved = await ctx.prisma.$transaction((tx) => moveStatusWithEffects(tx, p.company, p.id, [from], to, now));
      if (!moved) break;
      moves++;
      from = to;
    }
  }
  return moves;
}

/** One status move with its effects on tax deposits and its event; false when the payroll was not in `from`. */
export async function moveStatusWithEffects(tx: Db, company: { id: string; partnerId: string }, id: string, from: PayrollStatus[], to: PayrollStatus, at: Date): Promise<PayrollHeaderRow | null> {
  // A payroll with a bounced item payment (sandbox failItemPayment) is paid only in part.
  if (to === 'Paid' && (await payrollHasFailedPayment(tx, id))) to = 'PartiallyPaid';
  if (!(await moveStatus(tx, id, from, to, at))) return null;
  if (to === 'Paid' || to === 'PartiallyPaid') await settleTaxDeposits(tx, company.id, id, 'Paid');
  if (to === 'Failed') await settleTaxDeposits(tx, company.id, id, 'Failed');
  const header = (await findPayrollHeader(tx, company.id, id))!;
  await emitCompanyEvent(tx, company, 'payroll.status_changed', 'Payroll', presentPayrollHeader(header));
  return header;
}

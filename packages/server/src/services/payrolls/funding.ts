// Funding failures (docs/domain-rules.md, "Sandbox and funding failures"): the company's debit of an
// approved payroll failed (the sandbox's sandboxFailPayrollFunding, or the bank's return of an ACH
// file's company debit: services/money/ach-returns.ts, docs/ach.md, "Returns and notifications of change"). While one
// is Unresolved the company's approvals are refused (assertFundingClear, called by approvePayroll) and
// its inGoodStanding is false; resolveFundingFailure retries the debit: the payroll goes back to
// Pending and the clock moves it on as usual.
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { conflict, DomainError, notFound } from '../../core/errors';
import type { Db } from '../../repositories/db';
import {
  findFundingFailure,
  findUnresolvedFundingFailure,
  listFundingFailureRows,
  markFundingFailureResolved,
  reloadFundingFailure,
  reopenFailedTaxDeposits,
  setCompanyGoodStanding,
  type FundingFailureRow,
} from '../../repositories/funding';
import type { ServiceContext } from '../context';
import { FUNDING_FAILURE_STATUS } from '../contract-enums';
import { emitCompanyEvent } from '../events';
import { isoDateTime } from '../format';
import { envelope, pageWindow, type PageQuery } from '../../lib/paging';
import { companyRead, companyTx } from '../scope';
import { moveStatusWithEffects } from './money-movement';

export function presentFundingFailure(f: FundingFailureRow): Schema<'FundingFailure'> {
  return {
    id: f.id,
    companyId: f.companyId,
    payrollId: f.payrollId,
    amount: Number(f.amount.toFixed(2)),
    reason: f.reason,
    status: FUNDING_FAILURE_STATUS.of(f.status),
    failedAt: isoDateTime(f.failedAt)!,
    ...(f.resolvedAt ? { resolvedAt: isoDateTime(f.resolvedAt)! } : {}),
  };
}

/** approvePayroll's guard: 422 funding_failed while a funding failure of the company is Unresolved. */
export async function assertFundingClear(db: Db, companyId: string): Promise<void> {
  const failure = await findUnresolvedFundingFailure(db, companyId);
  if (failure) {
    throw new DomainError(
      'unprocessable',
      'funding_failed',
      `The funding debit of payroll ${failure.payrollId} failed (funding failure ${failure.id}, ${failure.reason}); resolve it (resolveFundingFailure) before approving payrolls of company ${companyId}.`,
    );
  }
}

/**
 * Only the partner records that it collected a failed debit (issue 36, F9; docs/ach.md, "Returns and
 * notifications of change"): the partner originates the company's debits and knows whether the money came
 * in. A company key (and so a hosted page acting for the company) or a corporation key is 403 forbidden,
 * before anything is read or written; the contract admits only partner keys, and this holds for any caller
 * that reaches the service another way.
 */
function assertPartnerCollects(caller: Caller): void {
  if (caller.kind !== 'Partner') {
    throw new DomainError('forbidden', 'forbidden', `Only the partner records that it collected a failed funding debit; a ${caller.kind.toLowerCase()} key cannot resolve funding failures.`);
  }
}

/** Retries the failed debit: Unresolved -> Resolved, the payroll Failed -> Pending, its Failed deposits owed again. */
export async function resolveFundingFailure(ctx: ServiceContext, caller: Caller, companyId: string, id: string) {
  assertPartnerCollects(caller);
  return companyTx(ctx, caller, companyId, async (tx, company) => {
    const failure = await findFundingFailure(tx, companyId, id);
    if (!failure) throw notFound('FundingFailure', id);
    const now = ctx.now();
    // Decides a race of two resolutions: one wins, the other is 409.
    if (!(await markFundingFailureResolved(tx, id, now))) {
      throw conflict('funding_failure_resolved', `Funding failure ${id} is already resolved.`);
    }
    // Failed is otherwise final, so the payroll is still Failed; the guard keeps a retry from moving anything else.
    if (await moveStatusWithEffects(tx, company, failure.payrollId, ['Failed'], 'Pending', now)) {
      await reopenFailedTaxDeposits(tx, companyId, failure.payrollId);
    }
    if (!(await findUnresolvedFundingFailure(tx, companyId))) await setCompanyGoodStanding(tx, companyId, true);
    const resolved = presentFundingFailure(await reloadFundingFailure(tx, id));
    await emitCompanyEvent(tx, company, 'funding_failure.resolved', 'FundingFailure', resolved);
    return resolved;
  });
}

export class FundingService {
  constructor(private readonly ctx: ServiceContext) {}

  /** listFundingFailures: the company's funding failures, oldest first. */
  list(caller: Caller, companyId: string, query: PageQuery & { status?: Schema<'FundingFailureStatus'> }) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listFundingFailureRows(db, companyId, query.status, window.skip, window.take);
      return envelope(window, total, rows.map(presentFundingFailure));
    });
  }

  resolve(caller: Caller, companyId: string, id: string) {
    return resolveFundingFailure(this.ctx, caller, companyId, id);
  }
}

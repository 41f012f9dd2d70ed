// Heavy work on a company's payrolls (computing a whole payroll: create, update, preview, approve,
// reopen; producing its tax documents) runs one at a time per company, across all processes, so that
// one company cannot hold many connections of the pool at once (README, "Transactions").
import type { Caller } from '../core/caller';
import { DomainError } from '../core/errors';
import type { Db } from '../repositories/db';
import { tryLockCompanyWork } from '../repositories/request-guards';
import { captureTransactionClient, TX_LIMITS } from '../repositories/transaction-scope';
import type { ServiceContext } from './context';
import { requireCompany, type AdmittedCompany } from './scope';

/** Seconds a caller refused with payroll_busy is told to wait (Retry-After). */
export const PAYROLL_BUSY_RETRY_SECONDS = 2;

export const payrollBusy = (companyId: string) =>
  new DomainError(
    'conflict',
    'payroll_busy',
    `Another payroll of company ${companyId} is being computed right now; retry in a moment.`,
    undefined,
    PAYROLL_BUSY_RETRY_SECONDS,
  );

/**
 * Runs, in one transaction (TX_LIMITS.heavy): `admit` (the caller's access to the company: a stranger
 * learns nothing, not even that the company is busy), then `work` holding the company's work lock.
 * When another transaction holds the lock, `busy` decides; by default 409 payroll_busy at once
 * (waiting would hold a connection).
 */
export function companyWork<A, T>(
  ctx: ServiceContext,
  companyId: string,
  admit: (tx: Db) => Promise<A>,
  work: (tx: Db, admitted: A) => Promise<T>,
  busy: () => Promise<T> = () => Promise.reject(payrollBusy(companyId)),
): Promise<T> {
  // The transaction's connection is captured for the statements too large for Prisma (repositories/transaction-scope.ts).
  return captureTransactionClient(() =>
    ctx.prisma.$transaction(async (tx) => {
      const admitted = await admit(tx);
      return (await tryLockCompanyWork(tx, companyId)) ? work(tx, admitted) : busy();
    }, TX_LIMITS.heavy),
  );
}

/**
 * companyTx (services/scope.ts) for heavy payroll work: the scope check (404) admits the caller, then
 * `work` runs holding the company's work lock, under TX_LIMITS.heavy.
 */
export function companyWorkTx<T>(
  ctx: ServiceContext,
  caller: Caller,
  companyId: string,
  work: (tx: Db, company: AdmittedCompany) => Promise<T>,
  busy?: () => Promise<T>,
): Promise<T> {
  return companyWork(ctx, companyId, (tx) => requireCompany(tx, caller, companyId), work, busy);
}

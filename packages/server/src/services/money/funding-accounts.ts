// The company's funding account and its micro-deposit verification (docs/ach.md, "Micro-deposits"):
// getFundingAccount, verifyFundingAccount, and approvePayroll's guard (assertFundingAccountVerified).
// The micro-deposits themselves go into a file with the partner's next cut (services/money/ach-verification.ts).
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, DomainError, notFound, unprocessable, type FieldProblem } from '../../core/errors';
import { MICRO_DEPOSIT_ATTEMPTS, sameMicroDeposits } from '../../domain/account-verification';
import { toIsoDate } from '../../domain/calendar';
import { findFundingStep, findFundingVerification, lockFundingVerification, updateFundingVerification, type FundingVerificationRow } from '../../repositories/money/account-verification';
import type { Db } from '../../repositories/db';
import { Decimal } from '../../repositories/decimal';
import type { ServiceContext } from '../context';
import { emitCompanyEvent } from '../events';
import { isoDateTime } from '../format';
import { companyRead, companyTx } from '../scope';

type FundingAccount = Schema<'FundingAccount'>;
type Status = Schema<'FundingAccountVerificationStatus'>;

/** The connectBankAccount step as stored: its data and when it was (last) completed. */
export interface FundingStep {
  companyId: string;
  data: unknown;
  completedAt: Date;
}

const STATUS: Record<string, Status> = { Sent: 'MicroDepositsSent', Verified: 'Verified', Locked: 'Locked', Failed: 'Failed' };

/** The funding account as connected now, with the verification of that connection (none yet: Unverified). */
export function presentFundingAccount(step: FundingStep, v: FundingVerificationRow | null | undefined): FundingAccount {
  const data = step.data as { routingNumber: string; accountNumberLastFour: string; type: Schema<'BankAccountType'> };
  return {
    companyId: step.companyId,
    routingNumber: data.routingNumber,
    accountNumberLastFour: data.accountNumberLastFour,
    type: data.type,
    connectedAt: isoDateTime(step.completedAt)!,
    verification: {
      status: v ? STATUS[v.status] : 'Unverified',
      achFileId: v?.achFileId ?? null,
      settlementDate: v ? toIsoDate(v.settlementDate) : null,
      attemptsRemaining: Math.max(0, MICRO_DEPOSIT_ATTEMPTS - (v?.failedAttempts ?? 0)),
      verifiedAt: isoDateTime(v?.verifiedAt) ?? null,
      returnCode: v?.returnCode ?? null,
    },
  };
}

/** The verification of the account as connected now (null: no micro-deposits sent yet). */
async function currentVerification(db: Db, step: FundingStep): Promise<FundingVerificationRow | null> {
  return findFundingVerification(db, step.companyId, step.completedAt);
}

/**
 * approvePayroll's guard (docs/ach.md, "Micro-deposits"): outside sandbox mode, while the deployment writes
 * ACH files (ACH_ENABLED), 422 funding_account_unverified unless the funding account, as connected now, is
 * Verified. Without ACH files no money leaves the service, and sandbox mode simulates it: no guard.
 */
export async function assertFundingAccountVerified(ctx: ServiceContext, db: Db, companyId: string): Promise<void> {
  if (!ctx.config.ach || ctx.config.sandboxMode) return;
  const step = await findFundingStep(db, companyId);
  const status = step ? presentFundingAccount(step, await currentVerification(db, step)).verification.status : 'Unverified';
  if (status === 'Verified') return;
  const what = step ? `is ${status}` : 'is not connected (onboard connect_bank_account)';
  throw new DomainError(
    'unprocessable',
    'funding_account_unverified',
    `The funding account of company ${companyId} ${what}: its micro-deposits must be verified (getFundingAccount, verifyFundingAccount) before a payroll is approved.`,
  );
}

/** The two amounts in cents; 400 for one that is not in whole cents (the contract bounds them to 0.01..0.99). */
function amountsInCents(amounts: number[]): number[] {
  const problems: FieldProblem[] = [];
  const cents = amounts.map((a, i) => {
    const d = new Decimal(String(a));
    if (d.decimalPlaces() > 2) problems.push({ field: `body.amounts[${i}]`, message: 'must be in whole cents', code: 'multipleOf' });
    return d.mul(100).toNumber();
  });
  if (problems.length) throw badRequest('The request does not match the contract.', problems);
  return cents;
}

const centsOf = (d: { mul(n: number): { toNumber(): number } }) => d.mul(100).toNumber();

type Outcome = { ok: true; account: FundingAccount } | { ok: false; remaining: number };

export class FundingAccountService {
  constructor(private readonly ctx: ServiceContext) {}

  private async requireStep(db: Db, companyId: string): Promise<FundingStep> {
    const step = await findFundingStep(db, companyId);
    if (!step) throw notFound('Funding account of company', companyId);
    return step;
  }

  get(caller: Caller, companyId: string): Promise<FundingAccount> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const step = await this.requireStep(db, companyId);
      return presentFundingAccount(step, await currentVerification(db, step));
    });
  }

  /**
   * Compares the two amounts with the micro-deposits sent, in constant time. A wrong answer is kept (the
   * transaction commits, then the refusal is thrown): the third one locks the verification.
   */
  async verify(caller: Caller, companyId: string, input: Schema<'FundingAccountVerify'>): Promise<FundingAccount> {
    const given = amountsInCents(input.amounts);
    const outcome = await companyTx(this.ctx, caller, companyId, async (tx, company): Promise<Outcome> => {
      const step = await this.requireStep(tx, companyId);
      const found = await currentVerification(tx, step);
      if (!found) throw conflict('micro_deposits_not_sent', `No ACH file carries the micro-deposits of company ${companyId}'s funding account yet: they go into the partner's next file (createAchFile).`);
      // One answer at a time: two concurrent wrong answers count twice, never once.
      const v = await lockFundingVerification(tx, found.id);
      if (v.status === 'Verified') throw conflict('funding_account_already_verified', `The funding account of company ${companyId} is already verified.`);
      if (v.status === 'Locked') throw conflict('funding_account_verification_locked', `The micro-deposit verification of company ${companyId} is locked after ${MICRO_DEPOSIT_ATTEMPTS} wrong answers; connect the account again (onboard connect_bank_account) for new micro-deposits.`);
      if (v.status === 'Failed') throw conflict('micro_deposits_returned', `The bank returned the micro-deposits of company ${companyId} (${v.returnCode ?? 'return'}); connect a correct funding account.`);
      const now = this.ctx.now();
      if (sameMicroDeposits([centsOf(v.amount1), centsOf(v.amount2)], given)) {
        const row = await updateFundingVerification(tx, v.id, { status: 'Verified', verifiedAt: now });
        const account = presentFundingAccount(step, row);
        await emitCompanyEvent(tx, company, 'company.funding_account_verified', 'Company', { id: companyId, ...account });
        return { ok: true, account };
      }
      const failedAttempts = v.failedAttempts + 1;
      const locked = failedAttempts >= MICRO_DEPOSIT_ATTEMPTS;
      const row = await updateFundingVerification(tx, v.id, { failedAttempts, ...(locked ? { status: 'Locked', lockedAt: now } : {}) });
      if (locked) await emitCompanyEvent(tx, company, 'company.funding_account_verification_locked', 'Company', { id: companyId, ...presentFundingAccount(step, row) });
      return { ok: false, remaining: MICRO_DEPOSIT_ATTEMPTS - failedAttempts };
    });
    if (outcome.ok) return outcome.account;
    const next = outcome.remaining > 0 ? `${outcome.remaining} attempt(s) remain.` : 'No attempt remains: the verification is locked; connect the account again (onboard connect_bank_account) for new micro-deposits.';
    throw unprocessable('micro_deposit_amounts_incorrect', `These are not the two micro-deposits sent to the funding account of company ${companyId}. ${next}`);
  }
}

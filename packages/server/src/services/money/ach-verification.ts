// Accounts proven before money goes to them (docs/ach.md, "Prenotes" and "Micro-deposits"), the part an
// ACH file cut plays (services/money/ach-files.ts calls planAccountVerification): the credits held back earlier
// that may go now, a zero-dollar prenote to each new worker account, two micro-deposits and their offset
// to each newly connected funding account; and what a return of one of those entries, or of a live credit,
// does to the account's verification (applyVerificationReturn, markPrenoteReturned: the returns operation,
// services/money/ach-returns.ts, calls them). A notification of change of a prenote corrects its account as any
// entry's does (ach-returns.ts); the prenote stands.
import { randomInt } from 'node:crypto';
import type { Schema } from '@payroll/api-types';
import { newId } from '../../core/ids';
import {
  creditHoldReason,
  drawMicroDeposits,
  MICRO_ENTRY_DESCRIPTION,
  prenoteLiveCreditsFrom,
  prenoteTransactionCode,
  type HoldReason,
  type PrenoteMode,
} from '../../domain/account-verification';
import { fromIsoDate, toIsoDate, type IsoDate } from '../../domain/calendar';
import { individualIdentification, type NachaEntryInput, type NachaSecCode } from '../../domain/nacha';
import {
  findAccountsToPrenote,
  findBankAccountById,
  findFundingStep,
  findFundingVerificationOfFile,
  findFundingVerifications,
  findHeldCredits,
  findPartnerFundingSteps,
  insertFundingVerifications,
  insertHeldCredits,
  markPrenotesSent,
  cancelHeldCredit,
  releaseHeldCredit,
  updateAccountVerification,
  updateFundingVerification,
  type AchHeldCreditRow,
  type FundingVerificationRow,
} from '../../repositories/money/account-verification';
import { lockFundingSteps, type AchEntryRow, type FundingAccountReading } from '../../repositories/money/ach-files';
import { findCompanyById } from '../../repositories/companies';
import type { Db } from '../../repositories/db';
import { Decimal } from '../../repositories/decimal';
import { presentBankAccount } from '../bank-accounts';
import type { ServiceContext } from '../context';
import { emitCompanyEvent } from '../events';
import { money } from '../format';
import { presentFundingAccount } from './funding-accounts';

/** Kinds of the contract's AchEntryKind. */
export type AchEntryKindValue = Schema<'AchEntryKind'>;

/** An entry a file cut will write, with what is kept of it (AchEntry). */
export interface AchPlannedEntry {
  companyId: string;
  companyName: string;
  secCode: NachaSecCode;
  /** Company Entry Description: PAYROLL, or ACCTVERIFY for micro-deposits. */
  description: string;
  effectiveDate: IsoDate;
  entry: NachaEntryInput;
  kind: AchEntryKindValue;
  payrollId: string | null;
  employeeItemId?: string;
  contractorItemId?: string;
  bankAccountId?: string;
  lastFour: string;
  /** TaxPayment (services/money/ach-tax-payments.ts): the agency and the deposits the credit pays. */
  agency?: string;
  taxDepositIds?: string[];
}

/** A payroll credit the file cut holds back (it is not written). */
export interface HeldCreditInput {
  companyId: string;
  payrollId: string;
  kind: 'EmployeeNetPay' | 'ContractorNetPay';
  employeeItemId?: string;
  contractorItemId?: string;
  bankAccountId: string;
  /** Dollars, two decimals. */
  amount: string;
  secCode: NachaSecCode;
  receiverName: string;
  identification: string;
  reason: HoldReason;
}

/** Why a held credit is never paid (contract AchHeldCredit.cancelledReason). */
export type HeldCreditCancelledReason = 'PayrollVoided' | 'PayrollReversed' | 'ItemVoided';

export interface VerificationPlan {
  /** Released held credits, prenotes, micro-deposits and their offsets, in file order per company. */
  entries: AchPlannedEntry[];
  /** Companies of the partner whose funding account, as connected now, is Verified. */
  verifiedFunding: Set<string>;
  /**
   * The partner's funding accounts as this cut read them, once, under a lock a reconnection waits for
   * (issue 36, F8): by company, the connection's data and whether its micro-deposits proved it. Every
   * entry of the cut to or from a funding account (payroll debits, reversal credits) uses this reading.
   */
  funding: Map<string, FundingAccountReading>;
  /**
   * Records what the file did once it is written (same transaction): the credits it holds back, the held
   * credits it pays, the prenotes and micro-deposits it carries, with their events. False when another
   * file, cut at the same moment, took one of them: the caller must throw (409 ach_file_busy).
   */
  commit(tx: Db, achFileId: string, traceOf: (entry: AchPlannedEntry) => string, held: HeldCreditInput[]): Promise<boolean>;
}

const dollars = (cents: number) => new Decimal(cents).div(100).toFixed(2);
const creditCode = (type: string) => (type === 'Savings' ? 32 : 22);
const debitCode = (type: string) => (type === 'Savings' ? 37 : 27);

/** What the partner's next file carries to prove accounts, and the held credits it may pay (docs/ach.md). */
export async function planAccountVerification(
  ctx: ServiceContext,
  tx: Db,
  input: { partnerId: string; settlementDate: IsoDate; creationDate: IsoDate; mode: PrenoteMode },
): Promise<VerificationPlan> {
  const { partnerId, settlementDate, creationDate, mode } = input;
  const entries: AchPlannedEntry[] = [];
  const released = new Map<AchPlannedEntry, string>();
  const cancelled: Array<{ id: string; reason: HeldCreditCancelledReason }> = [];
  // The funding accounts, locked before anything is read of them: a reconnection waits for this cut (F8).
  await lockFundingSteps(tx, { partnerId });

  // Held credits whose account may take live credits now: paid, effective on the settlement date; only while
  // their payroll and item are still owed (issue 36, F5). The caller holds their payrolls' rows (lockAchPayrolls).
  for (const h of await findHeldCredits(tx, partnerId)) {
    const p = h.payroll;
    // Voided or reversed: never paid; Cancelled with the reason, by this file.
    const cancel: HeldCreditCancelledReason | undefined = p.reversedById ? 'PayrollReversed' : p.isVoid ? 'PayrollVoided' : h.itemVoid ? 'ItemVoided' : undefined;
    if (cancel) {
      cancelled.push({ id: h.id, reason: cancel });
      continue;
    }
    // The company's debit was returned and the failure is not resolved: the money was not collected; it waits.
    if (p.status === 'Failed' || p.fundingFailures.length > 0) continue;
    const a = h.bankAccount;
    const live = a.status === 'Active' && a.accountNumberEncrypted !== '';
    if (!live || creditHoldReason({ verification: a.verification, liveCreditsFrom: a.liveCreditsFrom && toIsoDate(a.liveCreditsFrom) }, creationDate, mode)) continue;
    const planned: AchPlannedEntry = {
      companyId: h.companyId,
      companyName: h.payroll.company.legalName,
      secCode: h.secCode as NachaSecCode,
      description: 'PAYROLL',
      effectiveDate: settlementDate,
      entry: { transactionCode: creditCode(a.type), routingNumber: a.routingNumber, accountNumber: ctx.cipher.decrypt(a.accountNumberEncrypted), amount: h.amount.toFixed(2), identification: h.identification, name: h.receiverName },
      kind: h.kind as AchEntryKindValue,
      payrollId: h.payrollId,
      ...(h.employeeItemId ? { employeeItemId: h.employeeItemId } : {}),
      ...(h.contractorItemId ? { contractorItemId: h.contractorItemId } : {}),
      bankAccountId: h.bankAccountId,
      lastFour: a.accountNumberLastFour,
    };
    entries.push(planned);
    released.set(planned, h.id);
  }

  // A zero-dollar prenote to each worker account no prenote was sent to (ACH_PRENOTES=wait).
  const prenoted = mode === 'wait' ? await findAccountsToPrenote(tx, partnerId) : [];
  for (const a of prenoted) {
    const c = a.contractor;
    const business = c?.type === 'Business';
    const name = a.employee ? `${a.employee.firstName} ${a.employee.lastName}` : business ? (c?.businessName ?? '') : `${c?.firstName ?? ''} ${c?.lastName ?? ''}`.trim();
    entries.push({
      companyId: a.companyId,
      companyName: a.company.legalName,
      secCode: business ? 'CCD' : 'PPD',
      description: 'PAYROLL',
      effectiveDate: settlementDate,
      entry: { transactionCode: prenoteTransactionCode(a.type), routingNumber: a.routingNumber, accountNumber: ctx.cipher.decrypt(a.accountNumberEncrypted), amount: '0.00', identification: individualIdentification((a.employee ?? c)!.id), name },
      kind: 'Prenote',
      payrollId: null,
      bankAccountId: a.id,
      lastFour: a.accountNumberLastFour,
    });
  }

  // Funding accounts as connected now: Verified ones, and micro-deposits to those that have none yet.
  const steps = await findPartnerFundingSteps(tx, partnerId);
  const verifications = await findFundingVerifications(tx, steps);
  const current = new Map(verifications.map((v) => [`${v.companyId}|${v.fundingConnectedAt.getTime()}`, v]));
  const verifiedFunding = new Set<string>();
  const funding = new Map<string, FundingAccountReading>();
  const microRows: Array<{ id: string; companyId: string; connectedAt: Date; amounts: [number, number] }> = [];
  for (const step of steps) {
    const v = current.get(`${step.companyId}|${step.completedAt.getTime()}`);
    funding.set(step.companyId, { companyId: step.companyId, data: step.data, completedAt: step.completedAt, verified: v?.status === 'Verified' });
    if (v) {
      if (v.status === 'Verified') verifiedFunding.add(step.companyId);
      continue;
    }
    const f = step.data as { routingNumber: string; type: string; accountNumberLastFour: string; accountNumberEncrypted: string };
    const id = newId('fav');
    const amounts = drawMicroDeposits(randomInt);
    const base = { companyId: step.companyId, companyName: step.company.legalName, secCode: 'CCD' as const, description: MICRO_ENTRY_DESCRIPTION, effectiveDate: settlementDate, payrollId: null, lastFour: f.accountNumberLastFour };
    const account = { routingNumber: f.routingNumber, accountNumber: ctx.cipher.decrypt(f.accountNumberEncrypted), identification: individualIdentification(step.companyId), name: step.company.legalName };
    for (const cents of amounts) entries.push({ ...base, kind: 'MicroDeposit', entry: { ...account, transactionCode: creditCode(f.type), amount: dollars(cents) } });
    entries.push({ ...base, kind: 'MicroDepositOffset', entry: { ...account, transactionCode: debitCode(f.type), amount: dollars(amounts[0] + amounts[1]) } });
    microRows.push({ id, companyId: step.companyId, connectedAt: step.completedAt, amounts });
  }

  return {
    entries,
    verifiedFunding,
    funding,
    async commit(db, achFileId, traceOf, held) {
      const now = ctx.now();
      for (const c of cancelled) if (!(await cancelHeldCredit(db, c.id, c.reason, achFileId, now))) return false;
      await insertHeldCredits(
        db,
        held.map((h) => ({ id: newId('ahc'), partnerId, ...h, amount: new Decimal(h.amount), heldInAchFileId: achFileId, createdAt: now })),
      );
      for (const [planned, heldId] of released) if (!(await releaseHeldCredit(db, heldId, achFileId, traceOf(planned)))) return false;
      if (!(await markPrenotesSent(db, prenoted, fromIsoDate(settlementDate), fromIsoDate(prenoteLiveCreditsFrom(settlementDate))))) return false;
      const today = toIsoDate(now);
      for (const a of prenoted) {
        const row = (await findBankAccountById(db, a.id))!;
        await emitCompanyEvent(db, { id: a.companyId, partnerId }, 'bank_account.updated', 'BankAccount', presentBankAccount(row, today));
      }
      const rows = microRows.map((m) => ({
        id: m.id,
        companyId: m.companyId,
        fundingConnectedAt: m.connectedAt,
        status: 'Sent',
        achFileId,
        settlementDate: fromIsoDate(settlementDate),
        amount1: new Decimal(dollars(m.amounts[0])),
        amount2: new Decimal(dollars(m.amounts[1])),
        createdAt: now,
      }));
      if (!(await insertFundingVerifications(db, rows))) return false;
      for (const m of microRows) {
        const step = steps.find((s) => s.companyId === m.companyId)!;
        const account = presentFundingAccount(step, (await findFundingVerifications(db, [{ companyId: m.companyId, completedAt: m.connectedAt }]))[0]);
        await emitCompanyEvent(db, { id: m.companyId, partnerId }, 'company.funding_account_micro_deposits_sent', 'Company', { id: m.companyId, ...account });
      }
      return true;
    },
  };
}

export function presentHeldCredit(row: AchHeldCreditRow): Schema<'AchHeldCredit'> {
  return {
    id: row.id,
    kind: row.kind as 'EmployeeNetPay' | 'ContractorNetPay',
    payrollId: row.payrollId,
    companyId: row.companyId,
    itemId: (row.employeeItemId ?? row.contractorItemId)!,
    bankAccountId: row.bankAccountId,
    amount: money(row.amount)!,
    reason: row.reason as HoldReason,
    status: row.status as 'Held' | 'Released' | 'Cancelled',
    releasedInAchFileId: row.releasedInAchFileId,
    releasedTraceNumber: row.releasedTraceNumber,
    // Cancelled ones only (issue 36, F5).
    ...(row.status === 'Cancelled' ? { cancelledReason: row.cancelledReason as HeldCreditCancelledReason, cancelledInAchFileId: row.cancelledInAchFileId } : {}),
  };
}

// ---------- returns and notifications of change of prenotes and micro-deposits ----------

async function companyOf(db: Db, companyId: string): Promise<{ id: string; partnerId: string }> {
  const row = await findCompanyById(db, companyId);
  if (!row) throw new Error(`company ${companyId} of an ACH entry does not exist`);
  return row;
}

/**
 * A worker account's prenote (or a live credit to it) came back returned (R02, R03, R04, ...): the account
 * is Failed, and its credits are held until its routing number, account number or type changes. Emits
 * `bank_account.updated`. The caller has matched the entry by trace number and checked its partner.
 */
export async function markPrenoteReturned(ctx: ServiceContext, tx: Db, bankAccountId: string, returnCode: string): Promise<Schema<'BankAccount'>> {
  const row = await updateAccountVerification(tx, bankAccountId, { verification: 'Failed', verificationReturnCode: returnCode.slice(0, 3) });
  const account = presentBankAccount(row, toIsoDate(ctx.now()));
  await emitCompanyEvent(tx, await companyOf(tx, row.companyId), 'bank_account.updated', 'BankAccount', account);
  return account;
}

/**
 * A company's micro-deposits (or their offset) came back returned: the verification is Failed, and the
 * company must connect a correct account (a new verification). Emits `company.funding_account_verification_failed`.
 * Returns false when the entry's file carried no micro-deposits of the company (nothing changed).
 */
export async function markMicroDepositsReturned(ctx: ServiceContext, tx: Db, companyId: string, achFileId: string, returnCode: string): Promise<boolean> {
  const row = await findFundingVerificationOfFile(tx, companyId, achFileId);
  if (!row) return false;
  const updated: FundingVerificationRow = await updateFundingVerification(tx, row.id, { status: 'Failed', returnCode: returnCode.slice(0, 3) });
  const step = await findFundingStep(tx, companyId);
  // A connection made since then has a verification of its own: the event tells what is current.
  const current = step && step.completedAt.getTime() === updated.fundingConnectedAt.getTime() ? updated : undefined;
  const account = step ? presentFundingAccount(step, current) : null;
  await emitCompanyEvent(tx, await companyOf(tx, companyId), 'company.funding_account_verification_failed', 'Company', { id: companyId, ...(account ?? {}) });
  return true;
}

/** What the returns operation calls for an entry it matched: true when the entry was a prenote or a micro-deposit, now handled. */
export async function applyVerificationReturn(ctx: ServiceContext, tx: Db, entry: AchEntryRow, returnCode: string): Promise<boolean> {
  if (entry.kind === 'Prenote' && entry.bankAccountId) {
    await markPrenoteReturned(ctx, tx, entry.bankAccountId, returnCode);
    return true;
  }
  if (entry.kind === 'MicroDeposit' || entry.kind === 'MicroDepositOffset') return markMicroDepositsReturned(ctx, tx, entry.companyId, entry.achFileId, returnCode);
  return false;
}

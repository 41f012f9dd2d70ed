// Payment changes made in hosted flows (docs/hosted-flows.md, "Held payment changes"; docs/security.md,
// "Hosted links: the threat model"). A worker's payment step in a flow does not change how the worker is
// paid: it holds the change (accounts sealed, nothing of the worker written) until the partner confirms it
// (confirmPaymentChange), rejects it (rejectPaymentChange), or PAYMENT_CHANGE_HOLD_MS passes, when the
// maintenance job applies it (releaseDue). Payrolls pay what is on file meanwhile, because nothing else
// reads a held change. Applying one is bank-accounts.ts applyPaymentSetup: the API operations' records
// and events.
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { conflict, notFound } from '../core/errors';
import { newId } from '../core/ids';
import { checkRoutingNumber } from './routing-number';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import { lockOwner, type OwnerRef } from '../repositories/bank-accounts';
import type { Db } from '../repositories/db';
import {
  decidePaymentChange,
  findDueChanges,
  findHeldChangesOfLink,
  findHeldChangesOfOwner,
  findLatestChangeOfLink,
  findPaymentChange,
  insertPaymentChange,
  listPaymentChangeRows,
  reloadPaymentChange,
  setPaymentChangeSplit,
  type PaymentChangeRow,
} from '../repositories/payment-changes';
import { findCompanyById } from '../repositories/companies';
import { findWorkerFlowLinkById } from '../repositories/worker-flows';
import { findKeyById } from '../repositories/api-keys';
import { findContractor, findEmployee } from '../repositories/workers';
import { applyPaymentSetup, checkSplitPrecision, type SealedAccount } from './bank-accounts';
import type { ServiceContext } from './context';
import { PAYMENT_CHANGE_REJECTED_BECAUSE, PAYMENT_CHANGE_STATUS, type PaymentChangeRejectedBecause } from './contract-enums';
import { emitCompanyEvent } from './events';
import { defined, isoDateTime } from './format';
import { companyRead, companyTx } from './scope';

export type PaymentChange = Schema<'PaymentChange'>;
type PaymentMethod = Schema<'PaymentMethod'>;
export type RejectedBecause = PaymentChangeRejectedBecause;

/** How long a payment change made in a hosted flow is held before it applies without the partner (3 days). */
export const PAYMENT_CHANGE_HOLD_MS = 3 * 24 * 60 * 60 * 1000;
/** Held changes released per run of the maintenance job. */
const RELEASE_BATCH = 500;

/** An account of a held change as stored in `accounts` (the number sealed; amount and percentage as decimal text). */
interface StoredAccount extends SealedAccount {
  priority: number;
  amount?: string;
  percentage?: string;
}

/** An account the worker entered in the flow (the number in clear, as typed). */
export interface EnteredAccount {
  routingNumber: string;
  accountNumber: string;
  type: Schema<'BankAccountType'>;
  priority: number;
  amount?: number;
  percentage?: number;
}

const ownerOf = (row: { employeeId: string | null; contractorId: string | null }): OwnerRef =>
  row.employeeId ? { kind: 'employee', id: row.employeeId } : { kind: 'contractor', id: row.contractorId! };

const storedAccounts = (row: PaymentChangeRow) => (Array.isArray(row.accounts) ? (row.accounts as unknown as StoredAccount[]) : []);

type PaymentChangeStatus = Schema<'PaymentChangeStatus'>;

/** A Held change decided: its status and reason typed from the contract's enums, which the stored text columns are read back as. */
const decide = (tx: Db, id: string, data: { status: Exclude<PaymentChangeStatus, 'Held'>; decidedAt: Date; rejectedBecause?: RejectedBecause }) => decidePaymentChange(tx, id, data);

export function presentPaymentChange(row: PaymentChangeRow): PaymentChange {
  return defined({
    id: row.id,
    companyId: row.companyId,
    employeeId: row.employeeId ?? undefined,
    contractorId: row.contractorId ?? undefined,
    workerFlowLinkId: row.workerFlowLinkId ?? undefined,
    status: PAYMENT_CHANGE_STATUS.of(row.status),
    rejectedBecause: row.rejectedBecause === null ? undefined : PAYMENT_CHANGE_REJECTED_BECAUSE.of(row.rejectedBecause),
    paymentMethod: row.paymentMethod,
    accounts: storedAccounts(row).map((a) =>
      defined({
        routingNumber: a.routingNumber,
        accountNumberLastFour: a.accountNumberLastFour,
        type: a.type,
        priority: a.priority,
        amount: a.amount === undefined ? undefined : Number(a.amount),
        percentage: a.percentage === undefined ? undefined : Number(a.percentage),
      }),
    ),
    previousPaymentMethod: row.previousPaymentMethod,
    previousNetPaySplitId: row.previousNetPaySplitId ?? undefined,
    createdAt: isoDateTime(row.createdAt)!,
    holdUntil: isoDateTime(row.holdUntil)!,
    decidedAt: isoDateTime(row.decidedAt) ?? undefined,
    netPaySplitId: row.netPaySplitId ?? undefined,
  });
}

/** Rejects a held change (once) and emits `payment_change.rejected`; false when it was no longer held. */
async function rejectOne(tx: Db, company: { id: string; partnerId: string }, id: string, because: RejectedBecause, now: Date): Promise<PaymentChange | null> {
  if (!(await decide(tx, id, { status: 'Rejected', rejectedBecause: because, decidedAt: now }))) return null;
  const rejected = presentPaymentChange(await reloadPaymentChange(tx, id));
  await emitCompanyEvent(tx, company, 'payment_change.rejected', 'PaymentChange', rejected);
  return rejected;
}

/** Rejects what a link's flow still holds (`LinkRevoked`): the link, or the key that issued it, was revoked. */
export async function rejectHeldChangesOfLink(tx: Db, company: { id: string; partnerId: string }, workerFlowLinkId: string, now: Date): Promise<void> {
  for (const change of await findHeldChangesOfLink(tx, workerFlowLinkId)) await rejectOne(tx, company, change.id, 'LinkRevoked', now);
}

/**
 * Applies a decided change and emits `payment_change.confirmed` or `.released`. The worker's row is locked
 * (lockOwner) before the change is decided, the order hold() takes them in, so the two cannot deadlock.
 */
async function applyChange(tx: Db, company: { id: string; partnerId: string }, row: PaymentChangeRow, status: 'Confirmed' | 'Released'): Promise<PaymentChange> {
  const owner = ownerOf(row);
  const accounts = storedAccounts(row).map((a) => ({ ...a, amount: a.amount === undefined ? undefined : Number(a.amount), percentage: a.percentage === undefined ? undefined : Number(a.percentage) }));
  const splitId = await applyPaymentSetup(tx, company, owner, row.paymentMethod, accounts);
  await setPaymentChangeSplit(tx, row.id, splitId);
  const applied = presentPaymentChange(await reloadPaymentChange(tx, row.id));
  await emitCompanyEvent(tx, company, status === 'Confirmed' ? 'payment_change.confirmed' : 'payment_change.released', 'PaymentChange', applied);
  return applied;
}

export class PaymentChangeService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Holds the payment step of a hosted flow (the flow's Company caller): a held change of the worker
   * before it is superseded; a paper check for a worker paid by paper check changes nothing and holds
   * nothing (null). Checked as createAccount and createSplit check their input.
   */
  hold(caller: Caller, companyId: string, owner: OwnerRef, workerFlowLinkId: string, method: PaymentMethod, entered: EnteredAccount[]): Promise<PaymentChange | null> {
    entered.forEach((a, i) => checkRoutingNumber(a.routingNumber, `body.accounts[${i}].routingNumber`));
    checkSplitPrecision(entered.map((a) => ({ bankAccountId: `account ${a.priority}`, priority: a.priority, amount: a.amount, percentage: a.percentage })));
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await lockOwner(tx, owner);
      const worker = owner.kind === 'employee' ? await findEmployee(tx, companyId, owner.id) : await findContractor(tx, companyId, owner.id);
      if (!worker) throw notFound(owner.kind === 'employee' ? 'Employee' : 'Contractor', owner.id);
      const now = this.ctx.now();
      for (const earlier of await findHeldChangesOfOwner(tx, companyId, owner)) await rejectOne(tx, company, earlier.id, 'Superseded', now);
      if (method === 'Manual' && worker.defaultPaymentMethod === 'Manual') return null;
      const accounts: StoredAccount[] = method === 'Manual' ? [] : entered.map((a) =>
        defined({
          routingNumber: a.routingNumber,
          accountNumberEncrypted: this.ctx.cipher.encrypt(a.accountNumber),
          accountNumberLastFour: a.accountNumber.slice(-4),
          type: a.type,
          priority: a.priority,
          amount: a.amount === undefined ? undefined : String(a.amount),
          percentage: a.percentage === undefined ? undefined : String(a.percentage),
        }) as StoredAccount,
      );
      const row = await insertPaymentChange(tx, {
        id: newId('pch'),
        companyId,
        ...(owner.kind === 'employee' ? { employeeId: owner.id } : { contractorId: owner.id }),
        workerFlowLinkId,
        status: 'Held' satisfies PaymentChangeStatus,
        paymentMethod: method,
        accounts: accounts as unknown as object[],
        previousPaymentMethod: worker.defaultPaymentMethod,
        previousNetPaySplitId: worker.defaultNetPaySplitId,
        holdUntil: new Date(now.getTime() + PAYMENT_CHANGE_HOLD_MS),
        createdAt: now,
      });
      const held = presentPaymentChange(row);
      await emitCompanyEvent(tx, company, 'payment_change.held', 'PaymentChange', held);
      return held;
    });
  }

  /** listPaymentChanges: the company's payment changes, oldest first. */
  list(caller: Caller, companyId: string, query: PageQuery & { status?: Schema<'PaymentChangeStatus'> }) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listPaymentChangeRows(db, companyId, query.status, window.skip, window.take);
      return envelope(window, total, rows.map(presentPaymentChange));
    });
  }

  /** The latest change a flow link made (for the flow's own summary), or null. */
  latestOfLink(caller: Caller, companyId: string, workerFlowLinkId: string): Promise<PaymentChange | null> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findLatestChangeOfLink(db, workerFlowLinkId);
      return row && row.companyId === companyId ? presentPaymentChange(row) : null;
    });
  }

  /** confirmPaymentChange: applies a held change now. */
  confirm(caller: Caller, companyId: string, id: string): Promise<PaymentChange> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const row = await this.held(tx, companyId, id);
      const now = this.ctx.now();
      // The worker first, then the change, in the order hold() takes them (no deadlock with a new hold).
      await lockOwner(tx, ownerOf(row));
      // Decides a race with another decision or the release: one wins, the other is 409.
      if (!(await decide(tx, id, { status: 'Confirmed', decidedAt: now }))) throw decided(id);
      return applyChange(tx, company, row, 'Confirmed');
    });
  }

  /** rejectPaymentChange: the held change is never applied. */
  reject(caller: Caller, companyId: string, id: string): Promise<PaymentChange> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await this.held(tx, companyId, id);
      const rejected = await rejectOne(tx, company, id, 'Partner', this.ctx.now());
      if (!rejected) throw decided(id);
      return rejected;
    });
  }

  /**
   * The maintenance job's part (jobs/maintenance.ts): applies each held change whose hold has ended
   * (`Released`), one transaction each, except a change whose link, or the key that issued the link,
   * was revoked: that one is rejected (`LinkRevoked`). At most RELEASE_BATCH a run. Returns how many
   * were released.
   */
  async releaseDue(): Promise<number> {
    let released = 0;
    const now = this.ctx.now();
    // At most RELEASE_BATCH a run (the job runs every minute); the rest waits for the next run.
    let failure: unknown;
    for (const due of await findDueChanges(this.ctx.prisma, now, RELEASE_BATCH)) {
      // One change that cannot be applied must not keep the others held: it is retried at the next run.
      const done = await this.ctx.prisma.$transaction(async (tx) => {
        const company = await findCompanyById(tx, due.companyId);
        const row = await findPaymentChange(tx, due.companyId, due.id);
        if (!company || !row || row.status !== 'Held') return false;
        if (await this.fromRevokedLink(tx, row)) {
          await rejectOne(tx, company, row.id, 'LinkRevoked', now);
          return false;
        }
        await lockOwner(tx, ownerOf(row));
        if (!(await decide(tx, row.id, { status: 'Released', decidedAt: now }))) return false;
        await applyChange(tx, company, row, 'Released');
        return true;
      }).catch((err: unknown) => {
        failure ??= err;
        return false;
      });
      if (done) released++;
    }
    if (failure) throw failure;
    return released;
  }

  private async fromRevokedLink(db: Db, row: PaymentChangeRow): Promise<boolean> {
    if (!row.workerFlowLinkId) return false;
    const link = await findWorkerFlowLinkById(db, row.workerFlowLinkId);
    if (!link) return false;
    if (link.revokedAt) return true;
    if (!link.apiKeyId) return false;
    const key = await findKeyById(db, link.apiKeyId);
    return !key || key.revokedAt !== null;
  }

  private async held(db: Db, companyId: string, id: string): Promise<PaymentChangeRow> {
    const row = await findPaymentChange(db, companyId, id);
    if (!row) throw notFound('PaymentChange', id);
    if (row.status !== 'Held') throw decided(id);
    return row;
  }
}

const decided = (id: string) => conflict('payment_change_decided', `Payment change ${id} is no longer Held.`);

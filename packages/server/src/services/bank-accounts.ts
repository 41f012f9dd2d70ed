import type { BankAccount as BankAccountRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { DomainError, badRequest, conflict, notFound, unprocessable, type FieldProblem } from '../core/errors';
import { newId } from '../core/ids';
import { checkRoutingNumber } from './routing-number';
import { accountVerificationOn } from '../domain/account-verification';
import { toIsoDate } from '../domain/calendar';
import { UNVERIFIED_ACCOUNT } from '../repositories/money/account-verification';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import {
  bankAccountInAnySplit,
  bankAccountInPayrolls,
  bankAccountInSplit,
  clearDefaultNetPaySplit,
  deleteBankAccountRow,
  findBankAccount,
  findNetPaySplit,
  findOwnerBankAccounts,
  insertBankAccount,
  insertNetPaySplit,
  listBankAccountRows,
  listNetPaySplitRows,
  lockOwner,
  retireBankAccountRow,
  updateBankAccountRow,
  type NetPaySplitRow,
  type OwnerRef,
} from '../repositories/bank-accounts';
import type { Db } from '../repositories/db';
import { findContractor, findEmployee, updateContractorRow, updateEmployeeRow } from '../repositories/workers';
import type { ServiceContext } from './context';
import { presentContractor } from './contractors';
import { presentEmployee } from './employees';
import { emitCompanyEvent } from './events';
import { defined, money } from './format';
import { Decimal } from '../repositories/decimal';
import { companyRead, companyTx } from './scope';
import type { CompanyRow } from '../repositories/companies';

type BankAccount = Schema<'BankAccount'>;
type NetPaySplit = Schema<'NetPaySplit'>;
type PaymentMethod = Schema<'PaymentMethod'>;

/** An employee or a contractor: bank accounts and net pay splits work the same way for both. */
export type Owner = OwnerRef;

/** The owner as the API answers it (for its `.updated` event) and what the rules here read of it. */
interface OwnerState {
  resource: Schema<'Employee'> | Schema<'Contractor'>;
  defaultNetPaySplitId: string | null;
}

const OWNER = {
  employee: { label: 'Employee', resourceType: 'Employee', updated: 'employee.updated' },
  contractor: { label: 'Contractor', resourceType: 'Contractor', updated: 'contractor.updated' },
} as const;

async function loadOwner(db: Db, companyId: string, owner: Owner): Promise<OwnerState | null> {
  if (owner.kind === 'employee') {
    const row = await findEmployee(db, companyId, owner.id);
    return row && { resource: presentEmployee(row), defaultNetPaySplitId: row.defaultNetPaySplitId };
  }
  const row = await findContractor(db, companyId, owner.id);
  return row && { resource: presentContractor(row), defaultNetPaySplitId: row.defaultNetPaySplitId };
}

/** Sets the owner's default split and/or payment method. */
async function updateOwnerPayment(db: Db, companyId: string, owner: Owner, data: { defaultNetPaySplitId?: string; defaultPaymentMethod?: PaymentMethod }): Promise<OwnerState> {
  if (owner.kind === 'employee') {
    const row = await updateEmployeeRow(db, companyId, owner.id, data);
    return { resource: presentEmployee(row), defaultNetPaySplitId: row.defaultNetPaySplitId };
  }
  const row = await updateContractorRow(db, companyId, owner.id, data);
  return { resource: presentContractor(row), defaultNetPaySplitId: row.defaultNetPaySplitId };
}

const emitOwnerUpdated = (tx: Db, company: { id: string; partnerId: string }, owner: Owner, resource: OwnerState['resource']) =>
  emitCompanyEvent(tx, company, OWNER[owner.kind].updated, OWNER[owner.kind].resourceType, resource);

/** Inserts an Active account and emits `bank_account.created` (the owner's `.updated` is the caller's to emit). */
async function addAccount(tx: Db, company: { id: string; partnerId: string }, owner: Owner, fields: SealedAccount): Promise<BankAccount> {
  const row = await insertBankAccount(tx, owner, { id: newId('ba'), companyId: company.id, ...fields, status: 'Active' });
  const account = presentBankAccount(row);
  await emitCompanyEvent(tx, company, 'bank_account.created', 'BankAccount', account);
  return account;
}

/** Inserts a split (the new default when `isDefault`, the old one losing its flag) and emits `net_pay_split.created`. */
async function addSplit(tx: Db, company: { id: string; partnerId: string }, owner: Owner, splits: Schema<'NetPaySplitItem'>[], isDefault: boolean): Promise<NetPaySplit> {
  if (isDefault) await clearDefaultNetPaySplit(tx, company.id, owner);
  const row = await insertNetPaySplit(
    tx,
    owner,
    { id: newId('nps'), companyId: company.id, isDefault },
    splits.map((s) => ({
      priority: s.priority,
      bankAccountId: s.bankAccountId,
      amount: s.amount === undefined ? null : new Decimal(String(s.amount)),
      percentage: s.percentage === undefined ? null : new Decimal(String(s.percentage)),
    })),
  );
  const split = presentNetPaySplit(row);
  await emitCompanyEvent(tx, company, 'net_pay_split.created', 'NetPaySplit', split);
  return split;
}

/** An account to create whose number is already sealed with ctx.cipher (a held payment change keeps it so). */
export interface SealedAccount {
  routingNumber: string;
  accountNumberEncrypted: string;
  accountNumberLastFour: string;
  type: Schema<'BankAccountType'>;
}

/**
 * Applies a payment change held from a hosted flow (services/payment-changes.ts), inside the caller's
 * transaction, with the owner's row locked (lockOwner): the accounts are created as createAccount creates
 * them, then, for direct deposit, a new default split of them in the given order (the last takes the
 * remainder), and the payment method is set. Events: `bank_account.created` per account,
 * `net_pay_split.created`, and the owner's `.updated` once. Returns the new split's id (null for Manual).
 */
export async function applyPaymentSetup(
  tx: Db,
  company: { id: string; partnerId: string },
  owner: Owner,
  method: PaymentMethod,
  accounts: Array<SealedAccount & { priority: number; amount?: number; percentage?: number }>,
): Promise<string | null> {
  if (method === 'Manual' || !accounts.length) {
    const after = await updateOwnerPayment(tx, company.id, owner, { defaultPaymentMethod: method });
    await emitOwnerUpdated(tx, company, owner, after.resource);
    return null;
  }
  const items: Schema<'NetPaySplitItem'>[] = [];
  for (const a of accounts) {
    const account = await addAccount(tx, company, owner, { routingNumber: a.routingNumber, accountNumberEncrypted: a.accountNumberEncrypted, accountNumberLastFour: a.accountNumberLastFour, type: a.type });
    items.push(defined({ bankAccountId: account.id, priority: a.priority, amount: a.amount, percentage: a.percentage }));
  }
  checkSplitShape(items);
  const split = await addSplit(tx, company, owner, items, true);
  const after = await updateOwnerPayment(tx, company.id, owner, { defaultNetPaySplitId: split.id, defaultPaymentMethod: method });
  await emitOwnerUpdated(tx, company, owner, after.resource);
  return split.id;
}

/** The columns holding an account number: the whole number encrypted, the last four in clear. */
function accountNumberColumns(accountNumber: string | undefined, ctx: ServiceContext) {
  if (accountNumber === undefined) return {};
  return { accountNumberEncrypted: ctx.cipher.encrypt(accountNumber), accountNumberLastFour: accountNumber.slice(-4) };
}

/**
 * The account as the API answers it; its verification as of `today` (a prenote whose waiting period has
 * ended reads Verified: domain/account-verification.ts), as stored without it.
 */
export function presentBankAccount(row: BankAccountRow, today?: string): BankAccount {
  const stored = { verification: row.verification, liveCreditsFrom: row.liveCreditsFrom && toIsoDate(row.liveCreditsFrom) };
  return {
    id: row.id,
    ownerId: (row.employeeId ?? row.contractorId)!,
    routingNumber: row.routingNumber,
    accountNumberLastFour: row.accountNumberLastFour,
    type: row.type,
    status: row.status,
    verification: {
      status: today ? accountVerificationOn(stored, today) : (row.verification as Schema<'BankAccountVerificationStatus'>),
      prenoteSettlementDate: row.prenoteSettlementDate && toIsoDate(row.prenoteSettlementDate),
      liveCreditsFrom: stored.liveCreditsFrom,
      returnCode: row.verificationReturnCode,
    },
  };
}

export function presentNetPaySplit(row: NetPaySplitRow): NetPaySplit {
  return {
    id: row.id,
    ownerId: (row.employeeId ?? row.contractorId)!,
    isDefault: row.isDefault,
    splits: row.items.map((item) =>
      defined({ bankAccountId: item.bankAccountId, priority: item.priority, amount: money(item.amount), percentage: money(item.percentage) }),
    ),
  };
}

/** Largest values the columns hold: amount Decimal(14,2), percentage Decimal(7,4). */
const MAX_AMOUNT = new Decimal('999999999999.99');

const splitProblem = (detail: string, field: string) => unprocessable('invalid_split', detail, [{ field, message: detail, code: 'invalid_split' }]);

/** Amounts are dollars and cents, percentages have at most four decimals (what is stored, exactly). */
export function checkSplitPrecision(splits: Schema<'NetPaySplitItem'>[]) {
  const problems: FieldProblem[] = [];
  splits.forEach((s, i) => {
    if (s.amount !== undefined) {
      const amount = new Decimal(String(s.amount));
      if (amount.decimalPlaces() > 2) problems.push({ field: `body.splits[${i}].amount`, message: 'must be in whole cents', code: 'multipleOf' });
      else if (amount.gt(MAX_AMOUNT)) problems.push({ field: `body.splits[${i}].amount`, message: `must be at most ${MAX_AMOUNT.toString()}`, code: 'maximum' });
    }
    if (s.percentage !== undefined && new Decimal(String(s.percentage)).decimalPlaces() > 4) {
      problems.push({ field: `body.splits[${i}].percentage`, message: 'must have at most four decimals', code: 'multipleOf' });
    }
  });
  if (problems.length) throw badRequest('The request does not match the contract.', problems);
}

/** The shape rules of createEmployeeNetPaySplit / createContractorNetPaySplit (422 invalid_split). */
function checkSplitShape(splits: Schema<'NetPaySplitItem'>[]) {
  const seenPriority = new Set<number>();
  const seenAccount = new Set<string>();
  splits.forEach((s, i) => {
    if (seenPriority.has(s.priority)) throw splitProblem(`Priority ${s.priority} appears more than once.`, `body.splits[${i}].priority`);
    if (seenAccount.has(s.bankAccountId)) throw splitProblem(`Bank account ${s.bankAccountId} appears more than once.`, `body.splits[${i}].bankAccountId`);
    seenPriority.add(s.priority);
    seenAccount.add(s.bankAccountId);
  });
  const last = Math.max(...splits.map((s) => s.priority));
  let percentages = new Decimal(0);
  splits.forEach((s, i) => {
    const hasAmount = s.amount !== undefined;
    const hasPercentage = s.percentage !== undefined;
    if (s.priority === last) {
      if (hasAmount || hasPercentage) {
        throw splitProblem('The last split (highest priority) takes the remainder: it has neither amount nor percentage.', `body.splits[${i}]`);
      }
    } else if (hasAmount === hasPercentage) {
      throw splitProblem(`The split of priority ${s.priority} needs exactly one of amount or percentage.`, `body.splits[${i}]`);
    }
    if (hasPercentage) percentages = percentages.plus(new Decimal(String(s.percentage)));
  });
  if (percentages.gt(100)) throw splitProblem(`The percentages add up to ${percentages.toString()}, more than 100.`, 'body.splits');
}

/**
 * Bank accounts and net pay splits of employees and contractors (one implementation for both owner
 * kinds). Account numbers are write-only: encrypted with ctx.cipher, answered as the last four.
 */
export class BankAccountService {
  constructor(private readonly ctx: ServiceContext) {}

  /** A read: the company in the caller's scope and the owner in the company (or 404), then `read`. */
  private ownerRead<T>(caller: Caller, companyId: string, owner: Owner, read: (db: Db) => Promise<T>): Promise<T> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      if (!(await loadOwner(db, companyId, owner))) throw notFound(OWNER[owner.kind].label, owner.id);
      return read(db);
    });
  }

  /** A write: locks the owner, so its accounts and splits change one request at a time. */
  private write<T>(caller: Caller, companyId: string, owner: Owner, fn: (tx: Db, company: CompanyRow, state: OwnerState) => Promise<T>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await lockOwner(tx, owner);
      const state = await loadOwner(tx, companyId, owner);
      if (!state) throw notFound(OWNER[owner.kind].label, owner.id);
      return fn(tx, company, state);
    });
  }

  private async requireAccount(db: Db, companyId: string, owner: Owner, id: string) {
    const row = await findBankAccount(db, companyId, owner, id);
    if (!row) throw notFound('Bank account', id);
    return row;
  }

  private emitOwnerUpdated(tx: Db, company: { id: string; partnerId: string }, owner: Owner, resource: OwnerState['resource']) {
    return emitOwnerUpdated(tx, company, owner, resource);
  }

  listAccounts(caller: Caller, companyId: string, owner: Owner, query: PageQuery) {
    return this.ownerRead(caller, companyId, owner, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listBankAccountRows(db, companyId, owner, window.skip, window.take);
      const today = this.today();
      return envelope(window, total, rows.map((r) => presentBankAccount(r, today)));
    });
  }

  getAccount(caller: Caller, companyId: string, owner: Owner, id: string): Promise<BankAccount> {
    return this.ownerRead(caller, companyId, owner, async (db) => {
      return presentBankAccount(await this.requireAccount(db, companyId, owner, id), this.today());
    });
  }

  createAccount(caller: Caller, companyId: string, owner: Owner, input: Schema<'BankAccountCreate'>): Promise<BankAccount> {
    checkRoutingNumber(input.routingNumber);
    return this.write(caller, companyId, owner, async (tx, company) => {
      const account = await addAccount(tx, company, owner, {
        routingNumber: input.routingNumber,
        accountNumberEncrypted: this.ctx.cipher.encrypt(input.accountNumber),
        accountNumberLastFour: input.accountNumber.slice(-4),
        type: input.type,
      });
      const after = (await loadOwner(tx, companyId, owner))!;
      await this.emitOwnerUpdated(tx, company, owner, after.resource);
      return account;
    });
  }

  updateAccount(caller: Caller, companyId: string, owner: Owner, id: string, input: Schema<'BankAccountUpdate'>): Promise<BankAccount> {
    checkRoutingNumber(input.routingNumber);
    return this.write(caller, companyId, owner, async (tx, company, before) => {
      const current = await this.requireAccount(tx, companyId, owner, id);
      if (input.status === 'Disabled' && current.status !== 'Disabled' && (await this.inDefaultSplit(tx, before, id))) {
        throw conflict('resource_in_use', `Bank account ${id} is used by the default net pay split; create a new default split first.`);
      }
      // Another routing number, account number or type is another account to the bank: prove it again.
      const differs = <T>(value: T | undefined, now: T) => value !== undefined && value !== now;
      const newAccount =
        differs(input.routingNumber, current.routingNumber) ||
        differs(input.type, current.type) ||
        (input.accountNumber !== undefined && input.accountNumber !== this.ctx.cipher.decrypt(current.accountNumberEncrypted));
      const row = await updateBankAccountRow(tx, id, {
        routingNumber: input.routingNumber,
        type: input.type,
        status: input.status,
        ...accountNumberColumns(input.accountNumber, this.ctx),
        ...(newAccount ? UNVERIFIED_ACCOUNT : {}),
      });
      const account = presentBankAccount(row, this.today());
      await emitCompanyEvent(tx, company, 'bank_account.updated', 'BankAccount', account);
      const after = (await loadOwner(tx, companyId, owner))!;
      if (JSON.stringify(after.resource.onboard) !== JSON.stringify(before.resource.onboard)) {
        await this.emitOwnerUpdated(tx, company, owner, after.resource);
      }
      return account;
    });
  }

  deleteAccount(caller: Caller, companyId: string, owner: Owner, id: string): Promise<void> {
    return this.write(caller, companyId, owner, async (tx, company, before) => {
      const current = await this.requireAccount(tx, companyId, owner, id);
      if (await this.inDefaultSplit(tx, before, id)) {
        throw conflict('resource_in_use', `Bank account ${id} is used by the default net pay split; create a new default split first.`);
      }
      // Earlier (non-default) splits keep their history, and an approved payroll's split or a held credit the
      // money it names (issue 36: a file cut later holds that credit as AccountDeleted, never drops it): a
      // referenced account stays as a tombstone.
      if ((await bankAccountInAnySplit(tx, id)) || (await bankAccountInPayrolls(tx, owner, id))) await retireBankAccountRow(tx, id);
      else await deleteBankAccountRow(tx, id);
      await emitCompanyEvent(tx, company, 'bank_account.deleted', 'BankAccount', presentBankAccount(current, this.today()));
      const after = (await loadOwner(tx, companyId, owner))!;
      await this.emitOwnerUpdated(tx, company, owner, after.resource);
    });
  }

  /** The service clock's UTC date: a prenote's waiting period ends on a date. */
  private today(): string {
    return toIsoDate(this.ctx.now());
  }

  private async inDefaultSplit(db: Db, owner: OwnerState, bankAccountId: string) {
    return owner.defaultNetPaySplitId !== null && (await bankAccountInSplit(db, owner.defaultNetPaySplitId, bankAccountId));
  }

  listSplits(caller: Caller, companyId: string, owner: Owner, query: PageQuery) {
    return this.ownerRead(caller, companyId, owner, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listNetPaySplitRows(db, companyId, owner, window.skip, window.take);
      return envelope(window, total, rows.map(presentNetPaySplit));
    });
  }

  getSplit(caller: Caller, companyId: string, owner: Owner, id: string): Promise<NetPaySplit> {
    return this.ownerRead(caller, companyId, owner, async (db) => {
      const row = await findNetPaySplit(db, companyId, owner, id);
      if (!row) throw notFound('Net pay split', id);
      return presentNetPaySplit(row);
    });
  }

  createSplit(caller: Caller, companyId: string, owner: Owner, input: Schema<'NetPaySplitCreate'>): Promise<NetPaySplit> {
    checkSplitPrecision(input.splits);
    return this.write(caller, companyId, owner, async (tx, company) => {
      const ids = input.splits.map((s) => s.bankAccountId);
      const accounts = await findOwnerBankAccounts(tx, companyId, owner, ids);
      input.splits.forEach((s, i) => {
        if (!accounts.some((a) => a.id === s.bankAccountId)) {
          throw new DomainError('unprocessable', 'invalid_reference', `Bank account ${s.bankAccountId} is not a bank account of this ${OWNER[owner.kind].label.toLowerCase()}.`, [
            { field: `body.splits[${i}].bankAccountId`, message: 'not a bank account of this worker', code: 'invalid_reference' },
          ]);
        }
      });
      checkSplitShape(input.splits);
      input.splits.forEach((s, i) => {
        if (accounts.find((a) => a.id === s.bankAccountId)?.status !== 'Active') {
          throw splitProblem(`Bank account ${s.bankAccountId} is Disabled.`, `body.splits[${i}].bankAccountId`);
        }
      });
      const isDefault = input.isDefault ?? true;
      const split = await addSplit(tx, company, owner, input.splits, isDefault);
      if (isDefault) {
        const after = await updateOwnerPayment(tx, companyId, owner, { defaultNetPaySplitId: split.id });
        await this.emitOwnerUpdated(tx, company, owner, after.resource);
      }
      return split;
    });
  }
}

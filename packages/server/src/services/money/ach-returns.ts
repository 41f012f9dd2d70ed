// Returns and notifications of change (docs/ach.md, "Returns and notifications of change";
// openapi.yaml recordAchReturns): the bank's return file, as NACHA text or JSON entries, matched entry by
// entry to the partner's own sent entries by trace number, and applied once each: a returned worker
// credit is the item payment failure the sandbox models (and fails its account: no credit goes to it
// until its details change), a returned company debit a funding failure, a returned prenote or
// micro-deposit fails the account's verification (ach-verification.ts applyVerificationReturn), a NOC
// corrects the account the entry went to (a prenote's stands). Every one applied is recorded (AchReturn)
// with its event.
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { notFound, unprocessable } from '../../core/errors';
import { newId } from '../../core/ids';
import { toIsoDate, fromIsoDate } from '../../domain/calendar';
import { APPLIED_CHANGE_CODES, CHANGE_CODES, parseCorrectedData, parseReturnFile, reasonOf, RETURN_REASONS, ReturnFileError, type Correction, type ReturnItem } from '../../domain/nacha-returns';
import { envelope, pageWindow, type PageQuery } from '../../lib/paging';
import {
  findAchReturn,
  findEntriesByTrace,
  findFundingStep,
  findLiveBankAccount,
  findReturnsOfEntries,
  insertAchReturn,
  listAchReturnRows,
  lockAchEntries,
  lockPayrollsOfEntries,
  markEntryReturned,
  updateFundingStepData,
  type AchReturnFilters,
  type AchReturnRow,
  type AchReturnWithEntry,
  type MatchedEntry,
} from '../../repositories/money/ach-returns';
import { updateBankAccountRow } from '../../repositories/bank-accounts';
import type { Db } from '../../repositories/db';
import { TX_LIMITS } from '../../repositories/transaction-scope';
import { findPayrollItem } from '../../repositories/funding';
import { findPayrollHeader } from '../../repositories/payrolls';
import { presentBankAccount } from '../bank-accounts';
import type { ServiceContext } from '../context';
import { emitCompanyEvent } from '../events';
import { defined, isoDateTime, money } from '../format';
import { moveStatusWithEffects } from '../payrolls/money-movement';
import { applyVerificationReturn, markPrenoteReturned } from './ach-verification';
import { failItemPayment, recordFundingFailure } from '../payrolls/payment-failures';
import { partnerIdOf } from '../scope';

type AchReturn = Schema<'AchReturn'>;
/**
 * Returns and NOCs recorded per request (openapi.yaml recordAchReturns; the JSON form's maxItems): one
 * transaction applies them, about 50 ms each on PostgreSQL and 100 ms on PGlite on a loaded 2-core machine
 * (measured with 60 returned credits), so 500 stay well inside TX_LIMITS.heavy.
 */
const MAX_RETURNS = 500;
type Result = Schema<'AchReturnResult'>;
type Outcome = Schema<'AchReturnOutcome'>;
type Change = Schema<'AchReturnChange'>;
type Company = { id: string; partnerId: string };

export function presentAchReturn(r: AchReturnWithEntry): AchReturn {
  return {
    id: r.id,
    kind: r.kind as AchReturn['kind'],
    code: r.code,
    reason: r.reason,
    originalTraceNumber: r.originalTraceNumber,
    traceNumber: r.traceNumber,
    achFileId: r.achFileId,
    entryKind: r.entry.kind as AchReturn['entryKind'],
    payrollId: r.payrollId,
    companyId: r.companyId,
    itemId: r.entry.employeeItemId ?? r.entry.contractorItemId ?? null,
    bankAccountId: r.entry.bankAccountId,
    amount: money(r.entry.amount)!,
    ...defined({
      addendaInformation: r.addendaInformation,
      dateOfDeath: r.dateOfDeath ? toIsoDate(r.dateOfDeath) : null,
      change: (r.change as Change | null) ?? null,
      fundingFailureId: r.fundingFailureId,
    }),
    receivedAt: isoDateTime(r.receivedAt)!,
  };
}

/** A JSON entry as the file's parser reads a record: the kind follows the code's letter. */
function itemOf(e: Schema<'AchReturnInput'>): ReturnItem {
  return {
    kind: e.code.startsWith('R') ? 'Return' : 'NotificationOfChange',
    code: e.code,
    originalTraceNumber: e.originalTraceNumber,
    ...defined({ traceNumber: e.traceNumber, correctedData: e.correctedData, addendaInformation: e.addendaInformation, dateOfDeath: e.dateOfDeath }),
  };
}

export class AchReturnService {
  constructor(private readonly ctx: ServiceContext) {}

  /** recordAchReturns: each return and NOC applied once to the partner's own entry (module comment). */
  async record(caller: Caller, input: Schema<'AchReturnsRecord'>): Promise<Schema<'AchReturnsRecorded'>> {
    const partnerId = partnerIdOf(caller);
    let items: ReturnItem[];
    try {
      items = input.nacha !== undefined ? parseReturnFile(input.nacha) : (input.entries ?? []).map(itemOf);
    } catch (err) {
      if (!(err instanceof ReturnFileError)) throw err;
      throw unprocessable('invalid_return_file', `The return file cannot be read: ${err.message}. Nothing was applied.`, [{ field: 'body.nacha', message: err.message, code: 'invalid_return_file' }]);
    }
    if (items.length > MAX_RETURNS) {
      throw unprocessable('invalid_return_file', `The return file holds ${items.length} returns and notifications of change; at most ${MAX_RETURNS} are recorded per request: split it. Nothing was applied.`, [
        { field: 'body.nacha', message: `more than ${MAX_RETURNS} entries`, code: 'invalid_return_file' },
      ]);
    }
    const results = await this.ctx.prisma.$transaction(async (tx) => {
      const traces = [...new Set(items.map((i) => i.originalTraceNumber))];
      // Lock the entries first (two uploads of the same file: the second waits, then finds them applied).
      await lockAchEntries(tx, (await findEntriesByTrace(tx, partnerId, traces)).map((e) => e.id));
      const entries = new Map<string, MatchedEntry>();
      for (const e of await findEntriesByTrace(tx, partnerId, traces)) if (!entries.has(e.traceNumber)) entries.set(e.traceNumber, e);
      // Then their payrolls, in id order as a file cut takes them: never a deadlock with a cut.
      await lockPayrollsOfEntries(tx, [...entries.values()].flatMap((e) => (e.payrollId ? [e.payrollId] : [])));
      const recorded = new Map((await findReturnsOfEntries(tx, [...entries.values()].map((e) => e.id))).map((r) => [`${r.achEntryId}|${r.kind}`, r]));
      const out: Result[] = [];
      for (const item of items) out.push(await this.apply(tx, partnerId, item, entries.get(item.originalTraceNumber), recorded));
      return out;
    }, TX_LIMITS.heavy);
    const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
    return { received: results.length, applied: count('Applied'), alreadyApplied: count('AlreadyApplied'), notApplied: results.length - count('Applied') - count('AlreadyApplied'), results };
  }

  private async apply(tx: Db, partnerId: string, item: ReturnItem, entry: MatchedEntry | undefined, recorded: Map<string, AchReturnRow>): Promise<Result> {
    const result = (outcome: Outcome, detail: string, achReturnId: string | null = null): Result => ({
      originalTraceNumber: item.originalTraceNumber,
      code: item.code,
      outcome,
      achReturnId,
      achFileId: entry?.achFileId ?? null,
      detail,
    });
    const isReturn = item.kind === 'Return';
    if (isReturn ? !RETURN_REASONS[item.code] : !APPLIED_CHANGE_CODES.has(item.code)) {
      const what = isReturn || !CHANGE_CODES[item.code] ? 'is not a code the NACHA rules assign' : 'is a change the service does not apply (C01, C02, C03, C05, C06 and C07 are)';
      return { ...result('UnsupportedCode', `${item.code} ${what}; nothing was changed or recorded.`), achFileId: null };
    }
    if (!entry) return result('UnknownTraceNumber', `No entry of the partner's sent ACH files has the trace number ${item.originalTraceNumber}.`);
    if (entry.achFile.status === 'Created') return result('NotSent', `The entry's ACH file ${entry.achFileId} is not marked sent: there is nothing to return or correct yet.`);
    const before = recorded.get(`${entry.id}|${item.kind}`);
    if (before) return result('AlreadyApplied', `The ${entry.kind} entry was already ${isReturn ? `returned (${before.code})` : `corrected (${before.code})`}; nothing changed.`, before.id);
    let correction: Correction | null = null;
    if (!isReturn) {
      correction = parseCorrectedData(item.code, item.correctedData ?? '');
      if (!correction) return result('InvalidCorrectedData', `The corrected data of the ${item.code} does not hold what ${reasonOf(item.code)} calls for; nothing was changed.`);
    }

    const now = this.ctx.now();
    const company: Company = { id: entry.companyId, partnerId };
    const reason = reasonOf(item.code);
    let fundingFailureId: string | null = null;
    let change: Change | null = null;
    let detail: string;
    if (isReturn) {
      await markEntryReturned(tx, entry.id);
      ({ fundingFailureId, detail } = await this.returnEffects(tx, company, entry, reason, now));
    } else {
      ({ change, detail } = await this.correct(tx, company, entry, correction!));
    }
    const row = await insertAchReturn(tx, {
      id: newId('acr'),
      partnerId,
      companyId: entry.companyId,
      achFileId: entry.achFileId,
      achEntryId: entry.id,
      payrollId: entry.payrollId,
      kind: item.kind,
      code: item.code,
      reason,
      originalTraceNumber: item.originalTraceNumber,
      traceNumber: item.traceNumber ?? null,
      addendaInformation: item.addendaInformation ?? null,
      dateOfDeath: item.dateOfDeath ? fromIsoDate(item.dateOfDeath) : null,
      change: (change ?? undefined) as Prisma.InputJsonValue | undefined,
      fundingFailureId,
      receivedAt: now,
    });
    recorded.set(`${entry.id}|${item.kind}`, row);
    const presented = presentAchReturn({ ...row, entry: { kind: entry.kind, employeeItemId: entry.employeeItemId, contractorItemId: entry.contractorItemId, bankAccountId: entry.bankAccountId, amount: entry.amount } });
    await emitCompanyEvent(tx, company, 'ach_return.recorded', 'AchReturn', presented);
    return result('Applied', detail, row.id);
  }

  /** What a return does beyond the entry's state, by the entry's kind (openapi.yaml recordAchReturns). */
  private async returnEffects(tx: Db, company: Company, entry: MatchedEntry, reason: string, now: Date): Promise<{ fundingFailureId: string | null; detail: string }> {
    const returned = `The ${entry.kind} entry is Returned (${reason})`;
    const code = reason.slice(0, 3);
    // A prenote or micro-deposits: the account's verification fails (docs/ach.md, "Prenotes", "Micro-deposits").
    if (entry.kind === 'Prenote' || entry.kind === 'MicroDeposit' || entry.kind === 'MicroDepositOffset') {
      const failed = await applyVerificationReturn(this.ctx, tx, entry, code);
      if (!failed) return { fundingFailureId: null, detail: `${returned}.` };
      const what = entry.kind === 'Prenote' ? `bank account ${entry.bankAccountId} is Failed: no credit goes to it until its details change` : `company ${entry.companyId}'s funding account verification is Failed: the company connects its funding account again`;
      return { fundingFailureId: null, detail: `${returned}; ${what}.` };
    }
    const payroll = entry.payrollId ? await findPayrollHeader(tx, entry.companyId, entry.payrollId) : null;
    const itemId = entry.employeeItemId ?? entry.contractorItemId;
    if ((entry.kind === 'EmployeeNetPay' || entry.kind === 'ContractorNetPay') && payroll && itemId) {
      // The account took no credit: its next credits are held until its details change (docs/ach.md, "Prenotes").
      if (entry.bankAccountId) await markPrenoteReturned(this.ctx, tx, entry.bankAccountId, code);
      const item = await findPayrollItem(tx, payroll.id, itemId);
      // A void item is owed nothing; an item that failed already (another of its accounts) stays failed.
      if (item && !item.isVoid && (await failItemPayment(tx, company, payroll, item, reason, now))) {
        return { fundingFailureId: null, detail: `${returned}; item ${itemId}'s direct deposit failed and its net pay is owed to the worker.` };
      }
      return { fundingFailureId: null, detail: `${returned}.` };
    }
    if (entry.kind === 'CompanyDebit' && payroll) {
      // A payroll whose money has not moved yet fails; a paid one stays paid (the company owes the debit).
      await moveStatusWithEffects(tx, company, payroll.id, ['Pending', 'Processing'], 'Failed', now);
      const failure = await recordFundingFailure(tx, company, payroll.id, entry.amount, reason, now);
      return { fundingFailureId: failure.id, detail: `${returned}; funding failure ${failure.id} blocks the company's approvals until it is resolved.` };
    }
    return { fundingFailureId: null, detail: `${returned}.` };
  }

  /** A NOC: the worker's bank account or the company's funding account corrected, the change described without the account number. */
  private async correct(tx: Db, company: Company, entry: MatchedEntry, c: Correction): Promise<{ change: Change; detail: string }> {
    const fields = (current: { routingNumber: string; accountNumber: string; lastFour: string; type: string }) => {
      const next = { routingNumber: c.routingNumber ?? current.routingNumber, accountNumber: c.accountNumber ?? current.accountNumber, type: c.accountType ?? current.type };
      const change = {
        ...(next.routingNumber !== current.routingNumber ? { routingNumber: { from: current.routingNumber, to: next.routingNumber } } : {}),
        ...(next.accountNumber !== current.accountNumber ? { accountNumberLastFour: { from: current.lastFour, to: next.accountNumber.slice(-4) } } : {}),
        ...(next.type !== current.type ? { accountType: { from: current.type, to: next.type } } : {}),
      };
      return { next, change, changed: Object.keys(change).length > 0 };
    };
    if (entry.bankAccountId) {
      const account = await findLiveBankAccount(tx, entry.companyId, entry.bankAccountId);
      const base = { account: 'BankAccount' as const, bankAccountId: entry.bankAccountId };
      if (!account) return { change: base, detail: `Bank account ${entry.bankAccountId} no longer exists; nothing to correct.` };
      const { next, change, changed } = fields({ routingNumber: account.routingNumber, accountNumber: this.ctx.cipher.decrypt(account.accountNumberEncrypted), lastFour: account.accountNumberLastFour, type: account.type });
      if (changed) {
        const row = await updateBankAccountRow(tx, account.id, {
          routingNumber: next.routingNumber,
          accountNumberEncrypted: this.ctx.cipher.encrypt(next.accountNumber),
          accountNumberLastFour: next.accountNumber.slice(-4),
          type: next.type as 'Checking' | 'Savings',
        });
        await emitCompanyEvent(tx, company, 'bank_account.updated', 'BankAccount', presentBankAccount(row, toIsoDate(this.ctx.now())));
      }
      return { change: { ...base, ...change }, detail: changed ? `Bank account ${account.id} is corrected.` : `Bank account ${account.id} already holds the corrected data.` };
    }
    const step = await findFundingStep(tx, entry.companyId);
    const base = { account: 'FundingAccount' as const, bankAccountId: null };
    const data = step?.data as Record<string, string> | undefined;
    if (!step || !data?.accountNumberEncrypted) return { change: base, detail: `Company ${entry.companyId} has no funding account to correct.` };
    const { next, change, changed } = fields({ routingNumber: data.routingNumber, accountNumber: this.ctx.cipher.decrypt(data.accountNumberEncrypted), lastFour: data.accountNumberLastFour, type: data.type });
    if (changed) {
      await updateFundingStepData(tx, entry.companyId, {
        ...data,
        routingNumber: next.routingNumber,
        accountNumberEncrypted: this.ctx.cipher.encrypt(next.accountNumber),
        accountNumberLastFour: next.accountNumber.slice(-4),
        type: next.type,
      });
    }
    return { change: { ...base, ...change }, detail: changed ? `Company ${entry.companyId}'s funding account is corrected.` : `Company ${entry.companyId}'s funding account already holds the corrected data.` };
  }

  list(caller: Caller, query: PageQuery & AchReturnFilters) {
    const partnerId = partnerIdOf(caller);
    const window = pageWindow(query);
    return listAchReturnRows(this.ctx.prisma, partnerId, query, window.skip, window.take).then(({ total, rows }) => envelope(window, total, rows.map(presentAchReturn)));
  }

  async get(caller: Caller, id: string): Promise<AchReturn> {
    const row = await findAchReturn(this.ctx.prisma, partnerIdOf(caller), id);
    if (!row) throw notFound('ACH return', id);
    return presentAchReturn(row);
  }
}

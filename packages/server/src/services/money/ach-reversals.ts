// Reversals follow NACHA's window (docs/ach.md, "Reversals"): a reversing entry may be sent only within
// five bank business days after the settlement date of the entry it reverses, so reversePayroll refuses
// a payroll whose direct deposits settled longer ago (422 reversal_window_passed), and createAchFile puts
// a reversal payroll's reversing entries into the next file cut within that window: per credit pulled
// back, a debit of the same amount from the account that credit went to (its number kept sealed with the
// entry), and one credit of their sum to the company's funding account once its micro-deposits proved it,
// under the company entry description REVERSAL, never effective before the credits they reverse (issue 36:
// F1, F2, F5, F6, F7).
import type { Schema } from '@payroll/api-types';
import { unprocessable } from '../../core/errors';
import { addBusinessDays, businessDayOnOrBefore, toIsoDate, type IsoDate } from '../../domain/calendar';
import { individualIdentification as identification, type NachaEntryInput, type NachaSecCode, type NachaTransactionCode } from '../../domain/nacha';
import { findFundingVerifications, findPartnerFundingSteps } from '../../repositories/money/account-verification';
import { findAccountsForReversal, findOriginalCredits, findReversalCandidates, findWorkersForAch, type OriginalCredit } from '../../repositories/money/ach-returns';
import { RETIRED_ACCOUNT_NUMBER } from '../../repositories/bank-accounts';
import type { Db } from '../../repositories/db';
import { Decimal } from '../../repositories/decimal';
import type { ServiceContext } from '../context';

/** Bank business days after the original settlement date within which a reversing entry may be sent (NACHA Operating Rules, Subsection 2.9.1). */
export const REVERSAL_WINDOW_BANK_DAYS = 5;

/** The last day a reversing entry of credits paid on `payday` may be sent: five bank business days after they settled. */
export function reversalWindowEnd(payday: IsoDate): IsoDate {
  return addBusinessDays(businessDayOnOrBefore(payday), REVERSAL_WINDOW_BANK_DAYS);
}

/** reversePayroll's guard: 422 reversal_window_passed when the reversal would pull back a direct deposit past the window. */
export function assertReversalWindow(payroll: { id: string; payday: Date }, today: IsoDate, pullsBackDeposits: boolean): void {
  if (!pullsBackDeposits) return;
  const end = reversalWindowEnd(toIsoDate(payroll.payday));
  if (today > end) {
    throw unprocessable(
      'reversal_window_passed',
      `Payroll ${payroll.id}'s direct deposits settled on ${businessDayOnOrBefore(toIsoDate(payroll.payday))}; NACHA allows a reversing entry only until ${end} (${REVERSAL_WINDOW_BANK_DAYS} bank business days later). Recover the payment outside the ACH network and record it with voidPayroll (openapi.yaml reversePayroll).`,
    );
  }
}

/** What a reversal payroll stores in its `reversal` column: the contract's PayrollReversal, amounts as decimal strings, and the items it undid. */
export interface StoredReversal {
  reason: string;
  itemIds: string[];
  movements: Array<{
    itemId: string;
    employeeId?: string;
    contractorId?: string;
    /** A PayrollReversalMovement kind of the contract. */
    kind: Schema<'PayrollReversalMovement'>['kind'];
    amount: string;
    bankAccountId?: string;
    accountNumberLastFour?: string;
    /** The ACH credit pulled back (AchEntry id), when a file wrote it; reversals made before this was kept have none. */
    achEntryId?: string;
  }>;
}
type Movement = StoredReversal['movements'][number];

export type ReversalKind = 'EmployeeNetPayReversal' | 'ContractorNetPayReversal' | 'CompanyReversalCredit';

/** One reversing entry for a file, with what the file keeps of it (AchEntry). */
export interface ReversingEntry {
  payrollId: string;
  companyId: string;
  companyName: string;
  secCode: NachaSecCode;
  /** Never before the credits it reverses settle: the later of the file's settlement date and their effective date. */
  effectiveDate: IsoDate;
  entry: NachaEntryInput;
  kind: ReversalKind;
  employeeItemId?: string;
  contractorItemId?: string;
  bankAccountId?: string;
  lastFour: string;
}

/** A company's funding account as connected now, and whether its micro-deposits proved that connection. */
export interface CompanyFunding {
  routingNumber: string;
  accountNumberEncrypted: string;
  accountNumberLastFour: string;
  type: string;
  /** Verified by its micro-deposits; always true in sandbox mode (money movement is simulated there). */
  proven: boolean;
}

/**
 * The partner's funding accounts as connected now, each with whether the verification of that very
 * connection is Verified (docs/ach.md, "Micro-deposits"): one reading of the step and its verification.
 * A cut that has read them already (under its own lock) passes its map to reversingEntries instead.
 */
export async function partnerFunding(ctx: ServiceContext, tx: Db, partnerId: string): Promise<Map<string, CompanyFunding>> {
  const steps = await findPartnerFundingSteps(tx, partnerId);
  const verifications = await findFundingVerifications(tx, steps);
  const verified = new Set(verifications.filter((v) => v.status === 'Verified').map((v) => `${v.companyId}|${v.fundingConnectedAt.getTime()}`));
  return new Map(
    steps.map((step) => {
      const data = step.data as { routingNumber: string; accountNumberEncrypted: string; accountNumberLastFour: string; type: string };
      const proven = ctx.config.sandboxMode || verified.has(`${step.companyId}|${step.completedAt.getTime()}`);
      return [step.companyId, { routingNumber: data.routingNumber, accountNumberEncrypted: data.accountNumberEncrypted, accountNumberLastFour: data.accountNumberLastFour, type: data.type, proven }];
    }),
  );
}

/** The debit (27 checking, 37 savings) that reverses a credit's transaction code (22 checking, 32 savings). */
const reversingCode = (creditCode: number): NachaTransactionCode => (creditCode === 32 ? 37 : 27);

/**
 * The account a reversing debit goes to: the one the original credit went to (NACHA: the reversing entry
 * goes to the Receiver's account the erroneous entry went to). The entry keeps its number sealed. A credit
 * a notification of change corrected was posted by the RDFI to the corrected account, which the NOC wrote
 * on the worker's account: that account, as long as it has not changed since the NOC. An entry written
 * before numbers were kept (migration 0034) falls back to the worker's account as it is now only when
 * nothing of it has changed since that entry was written (same routing number, last four digits and type,
 * the row not updated since). Otherwise null: no debit (docs/ach.md, "Reversals").
 */
function accountOf(ctx: ServiceContext, original: OriginalCredit, current: Map<string, Awaited<ReturnType<typeof findAccountsForReversal>>[number]>) {
  const a = original.bankAccountId ? current.get(original.bankAccountId) : undefined;
  const noc = original.returns[0];
  if (noc) {
    if (!a || a.accountNumberEncrypted === RETIRED_ACCOUNT_NUMBER || a.updatedAt > noc.createdAt) return null;
    return { routingNumber: a.routingNumber, accountNumber: ctx.cipher.decrypt(a.accountNumberEncrypted), code: reversingCode(a.type === 'Savings' ? 32 : 22) };
  }
  const code = reversingCode(original.transactionCode);
  if (original.accountNumberEncrypted) return { routingNumber: original.routingNumber, accountNumber: ctx.cipher.decrypt(original.accountNumberEncrypted), code };
  if (!a || a.accountNumberEncrypted === RETIRED_ACCOUNT_NUMBER) return null;
  const accountNumber = ctx.cipher.decrypt(a.accountNumberEncrypted);
  const sameType = (a.type === 'Savings') === (original.transactionCode === 32);
  const unchanged = a.routingNumber === original.routingNumber && accountNumber.slice(-4) === original.accountNumberLastFour && sameType && a.updatedAt <= original.createdAt;
  return unchanged ? { routingNumber: a.routingNumber, accountNumber, code } : null;
}

/**
 * The reversal payrolls of the partner that the next file carries, and their reversing entries. Due: no
 * file carries them yet, and `today` is within the window of the payroll they reverse (or they pull back
 * no direct deposit). A reversal that moves money waits (none of its entries, debits included, is
 * written) while the company's funding account as connected now is not proven by its micro-deposits
 * (outside sandbox mode; F1), while the reversed payroll's funding debit is returned and unresolved (F2),
 * and while a file that wrote a credit it pulls back is not sent yet. Each debit reverses one credit
 * written and not returned (F5), from the account that credit went to (F6); all of a reversal's entries
 * are effective on the later of `settlementDate` and the latest effective date of the credits they
 * reverse (F7). `funding`: the cut's own reading of the funding accounts, else read here.
 */
export async function reversingEntries(
  ctx: ServiceContext,
  tx: Db,
  partnerId: string,
  today: IsoDate,
  settlementDate: IsoDate,
  funding?: ReadonlyMap<string, CompanyFunding>,
): Promise<{ payrollIds: string[]; entries: ReversingEntry[] }> {
  const candidates = await findReversalCandidates(tx, partnerId);
  const deposits = (r: (typeof candidates)[number]) =>
    ((r.reversal as unknown as StoredReversal | null)?.movements ?? []).filter((m) => m.kind === 'DirectDepositReversal' && (m.achEntryId || m.bankAccountId) && new Decimal(m.amount).gt(0));
  const due = candidates.filter((r) => deposits(r).length === 0 || today <= reversalWindowEnd(toIsoDate(r.reversedPayday)));
  const moving = due.filter((r) => deposits(r).length > 0);
  const fundingOf = funding ?? (moving.length ? await partnerFunding(ctx, tx, partnerId) : new Map<string, CompanyFunding>());
  const originals = await findOriginalCredits(
    tx,
    moving.flatMap((r) => deposits(r).flatMap((m) => (m.achEntryId ? [m.achEntryId] : []))),
    moving.filter((r) => deposits(r).some((m) => !m.achEntryId)).map((r) => r.reversalOfId!),
  );
  /** The credit a movement pulls back: the entry it names, or (older reversals) the reversed payroll's credit of the same item, account and amount. */
  const originalOf = (r: (typeof candidates)[number], m: Movement) =>
    m.achEntryId
      ? originals.find((o) => o.id === m.achEntryId)
      : originals.find((o) => o.payrollId === r.reversalOfId && (o.employeeItemId ?? o.contractorItemId) === m.itemId && o.bankAccountId === m.bankAccountId && o.amount.equals(new Decimal(m.amount)) && o.status !== 'Returned');
  const filed = due.filter((r) => {
    if (deposits(r).length === 0) return true;
    if (!fundingOf.get(r.companyId)?.proven || r.fundingUnresolved) return false;
    // Nothing is pulled back before the file that paid it is sent (a credit still Pending may never go).
    return deposits(r).every((m) => originalOf(r, m)?.status !== 'Pending');
  });
  const movements = filed.flatMap(deposits);
  const accounts = new Map((await findAccountsForReversal(tx, [...new Set(originals.flatMap((o) => (o.bankAccountId && (!o.accountNumberEncrypted || o.returns.length) ? [o.bankAccountId] : [])))])).map((a) => [a.id, a]));
  const { employees, contractors } = await findWorkersForAch(
    tx,
    movements.flatMap((m) => (m.employeeId ? [m.employeeId] : [])),
    movements.flatMap((m) => (m.contractorId ? [m.contractorId] : [])),
  );
  const employeeOf = new Map(employees.map((e) => [e.id, e]));
  const contractorOf = new Map(contractors.map((c) => [c.id, c]));
  const entries: ReversingEntry[] = [];
  for (const r of filed) {
    const base = { payrollId: r.id, companyId: r.companyId, companyName: r.company.legalName };
    const debits: ReversingEntry[] = [];
    let effectiveDate = settlementDate;
    let total = new Decimal(0);
    for (const m of deposits(r)) {
      // Only a credit written and not returned is pulled back (a held credit was never paid).
      const original = originalOf(r, m);
      if (!original || original.status === 'Returned') continue;
      const account = accountOf(ctx, original, accounts);
      if (!account) continue;
      const amount = new Decimal(m.amount).toFixed(2);
      const entry = { transactionCode: account.code, routingNumber: account.routingNumber, accountNumber: account.accountNumber, amount, identification: '', name: '' };
      const secCode = original.secCode as NachaSecCode;
      const shared = { ...base, secCode, effectiveDate: settlementDate, bankAccountId: original.bankAccountId ?? undefined, lastFour: original.accountNumberLastFour };
      if (m.employeeId) {
        const e = employeeOf.get(m.employeeId);
        debits.push({ ...shared, kind: 'EmployeeNetPayReversal', employeeItemId: m.itemId, entry: { ...entry, identification: identification(m.employeeId), name: e ? `${e.firstName} ${e.lastName}` : '' } });
      } else {
        const c = contractorOf.get(m.contractorId!);
        const name = c?.type === 'Business' ? (c?.businessName ?? '') : `${c?.firstName ?? ''} ${c?.lastName ?? ''}`.trim();
        debits.push({ ...shared, kind: 'ContractorNetPayReversal', contractorItemId: m.itemId, entry: { ...entry, identification: identification(m.contractorId!), name } });
      }
      const settled = toIsoDate(original.effectiveDate);
      if (settled > effectiveDate) effectiveDate = settled;
      total = total.plus(amount);
    }
    for (const d of debits) entries.push({ ...d, effectiveDate });
    if (total.gt(0)) {
      const f = fundingOf.get(r.companyId)!;
      const entry = { transactionCode: (f.type === 'Savings' ? 32 : 22) as NachaTransactionCode, routingNumber: f.routingNumber, accountNumber: ctx.cipher.decrypt(f.accountNumberEncrypted), amount: total.toFixed(2), identification: identification(r.id), name: r.company.legalName };
      entries.push({ ...base, secCode: 'CCD', effectiveDate, kind: 'CompanyReversalCredit', lastFour: f.accountNumberLastFour, entry });
    }
  }
  return { payrollIds: filed.map((r) => r.id), entries };
}

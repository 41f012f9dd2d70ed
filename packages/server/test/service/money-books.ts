// The books of one partner, read from the database and from the files' bytes (parsed by the independent
// reader test/unit/nacha-parser.ts, never by the writer), and the three invariants of docs/ach.md, "The
// books balance" (issue 36). Used by money-invariants.test.ts after every step of its random sequences.
//
// Words, in cents, per payroll P (not a reversal payroll):
// - debited(P): the CompanyDebit entries of P in the files' bytes, each written once, returned or not
//   (a returned debit is money the company owes: a funding failure of exactly its amount records it).
// - credited(P): the net pay credits of P in the bytes (EmployeeNetPay, ContractorNetPay, a released held
//   credit included), returned or not (a returned credit is money back at the ODFI, owed to the worker).
// - held(P): P's held credits not paid, each with a reason: Held (why it was held), or Cancelled (why it
//   never will be: its payroll or item voided or reversed).
// - taxes(P): P's tax deposits, before credits of earlier voids (amount + creditApplied).
// - A reversal payroll R of P pulls back reversing debits from workers and refunds their sum to the company
//   (CompanyReversalCredit): pulled(R) = refunded(R), and refunded(R) <= debited(P) - returned debits(P).
import type { PrismaClient } from '@prisma/client';
import type { FieldCipher } from '../../src/lib/secrets';
import { parseAndCheckNacha } from '../unit/nacha-parser';

export interface BytesEntry {
  fileId: string;
  trace: string;
  transactionCode: string;
  routing: string;
  account: string;
  cents: number;
  effective: string;
  /** The database row of the same file and trace number. */
  kind: string;
  payrollId: string | null;
  companyId: string;
  itemId: string | null;
  bankAccountId: string | null;
  status: string;
}

const NET_PAY = new Set(['EmployeeNetPay', 'ContractorNetPay']);
const REVERSING = new Set(['EmployeeNetPayReversal', 'ContractorNetPayReversal']);
const toCents = (v: unknown) => Math.round(Number(String(v)) * 100);
const dollars = (c: number) => (c / 100).toFixed(2);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The files' bytes, parsed once each (a file is immutable). */
export class Books {
  private readonly parsed = new Map<string, Omit<BytesEntry, 'kind' | 'payrollId' | 'companyId' | 'itemId' | 'bankAccountId' | 'status'>[]>();

  constructor(
    private readonly db: PrismaClient,
    private readonly cipher: FieldCipher,
    readonly partnerId: string,
    readonly companyId: string,
  ) {}

  async entries(): Promise<{ files: Array<{ id: string; status: string; createdAt: Date; sentAt: Date | null }>; entries: BytesEntry[] }> {
    const files = await this.db.achFile.findMany({ where: { partnerId: this.partnerId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const rows = await this.db.achEntry.findMany({ where: { achFileId: { in: files.map((f) => f.id) } } });
    const out: BytesEntry[] = [];
    for (const f of files) {
      let parsed = this.parsed.get(f.id);
      if (!parsed) {
        const ach = parseAndCheckNacha(this.cipher.decrypt(f.contentEncrypted));
        parsed = ach.batches.flatMap((b) =>
          b.entries.map((e) => ({
            fileId: f.id,
            trace: String(e.traceNumber).padStart(15, '0'),
            transactionCode: e.transactionCode,
            routing: String(e.receivingDFIIdentification).padStart(8, '0') + String(e.checkDigit),
            account: e.dfiAccount.trim(),
            cents: e.amount,
            effective: `20${b.effectiveDate.slice(0, 2)}-${b.effectiveDate.slice(2, 4)}-${b.effectiveDate.slice(4, 6)}`,
          })),
        );
        this.parsed.set(f.id, parsed);
      }
      const byTrace = new Map(rows.filter((r) => r.achFileId === f.id).map((r) => [r.traceNumber, r]));
      if (byTrace.size !== parsed.length) throw new Error(`file ${f.id}: ${parsed.length} entries in its bytes, ${byTrace.size} rows`);
      for (const p of parsed) {
        const row = byTrace.get(p.trace);
        if (!row) throw new Error(`file ${f.id}: trace ${p.trace} of its bytes has no row`);
        out.push({ ...p, kind: row.kind, payrollId: row.payrollId, companyId: row.companyId, itemId: row.employeeItemId ?? row.contractorItemId, bankAccountId: row.bankAccountId, status: row.status });
      }
    }
    return { files: files.map((f) => ({ id: f.id, status: f.status, createdAt: f.createdAt, sentAt: f.sentAt })), entries: out };
  }

  /** What is not owed any more at this moment: payrolls Failed, void or reversed, and void items (a file cut now must not pay them). */
  async notOwed(): Promise<Set<string>> {
    const payrolls = await this.db.payroll.findMany({ where: { companyId: this.companyId }, include: { employeeItems: true, contractorItems: true } });
    const out = new Set<string>();
    for (const p of payrolls) {
      if (p.status === 'Failed' || p.isVoid || p.reversedById) out.add(p.id);
      for (const i of [...p.employeeItems, ...p.contractorItems]) if (i.isVoid) out.add(i.id);
    }
    return out;
  }

  /**
   * The violations of the three invariants, each starting with its number. `cutNow`: the files cut by the
   * step just taken, and `notOwedBefore`: what was not owed before it (notOwed()).
   */
  async check(cutNow: string[] = [], notOwedBefore = new Set<string>()): Promise<string[]> {
    const bad: string[] = [];
    const { files, entries } = await this.entries();
    const fileOf = new Map(files.map((f) => [f.id, f]));
    const payrolls = await this.db.payroll.findMany({ where: { companyId: this.companyId }, include: { employeeItems: true, contractorItems: true, achFile: true } });
    const held = await this.db.achHeldCredit.findMany({ where: { partnerId: this.partnerId } });
    const deposits = await this.db.taxDeposit.findMany({ where: { companyId: this.companyId } });
    const returns = await this.db.achReturn.findMany({ where: { partnerId: this.partnerId, kind: 'Return' } });
    const failures = await this.db.fundingFailure.findMany({ where: { companyId: this.companyId } });
    const verifications = await this.db.fundingAccountVerification.findMany({ where: { companyId: this.companyId } });
    const returnedAt = new Map(returns.map((r) => [r.originalTraceNumber, r.receivedAt]));
    const of = (payrollId: string, kinds: Set<string> | string) => entries.filter((e) => e.payrollId === payrollId && (typeof kinds === 'string' ? e.kind === kinds : kinds.has(e.kind)));

    // (1) debited = credited + held + taxes, per payroll, to the cent.
    for (const p of payrolls.filter((x) => !x.reversalOfId)) {
      const debits = of(p.id, 'CompanyDebit');
      if (!p.achFile && debits.length === 0 && of(p.id, NET_PAY).length === 0) continue;
      const label = `payroll ${p.id} (${p.status}${p.isVoid ? ', void' : ''})`;
      if (!p.achFile) bad.push(`(1) ${label} has entries but no file carries it`);
      if (p.status === 'Draft') bad.push(`(1) ${label} is carried by file ${p.achFile?.achFileId} but is Draft again`);
      if (debits.length > 1) bad.push(`(1) ${label} is debited ${debits.length} times: ${debits.map((d) => `${d.fileId}/${d.trace}`).join(', ')}`);
      const debited = sum(debits.map((d) => d.cents));
      const cash = toCents((p.totals as Record<string, string>).cashRequirement ?? 0);
      if (debited !== cash) bad.push(`(1) ${label}: debited ${dollars(debited)} but its cash requirement is now ${dollars(cash)}`);
      const credited = sum(of(p.id, NET_PAY).map((e) => e.cents));
      // Held, or Cancelled (its payroll or item voided or reversed before a file paid it): money the service
      // holds, each with its reason, never paid.
      const stillHeld = held.filter((h) => h.payrollId === p.id && (h.status === 'Held' || h.status === 'Cancelled'));
      for (const h of stillHeld) if (!h.reason || (h.status === 'Cancelled' && !h.cancelledReason)) bad.push(`(1) ${label}: held credit ${h.id} (${h.status}) has no reason`);
      const heldCents = sum(stillHeld.map((h) => toCents(h.amount)));
      const taxes = sum(deposits.filter((d) => d.payrollId === p.id).map((d) => toCents(d.amount) + toCents(d.creditApplied)));
      if (debited !== credited + heldCents + taxes) {
        bad.push(`(1) ${label}: debited ${dollars(debited)} != credited ${dollars(credited)} + held ${dollars(heldCents)} + taxes ${dollars(taxes)} (off by ${dollars(debited - credited - heldCents - taxes)})`);
      }
      const returnedDebit = sum(debits.filter((d) => returnedAt.has(d.trace)).map((d) => d.cents));
      const failed = sum(failures.filter((f) => f.payrollId === p.id).map((f) => toCents(f.amount)));
      if (returnedDebit !== failed) bad.push(`(1) ${label}: returned debits ${dollars(returnedDebit)} but funding failures of ${dollars(failed)}`);
      for (const r of payrolls.filter((x) => x.reversalOfId === p.id)) {
        const pulled = sum(of(r.id, REVERSING).map((e) => e.cents));
        const refunded = sum(of(r.id, 'CompanyReversalCredit').map((e) => e.cents));
        if (pulled !== refunded) bad.push(`(1) reversal ${r.id} of ${label}: pulled ${dollars(pulled)} from workers, refunded ${dollars(refunded)} to the company`);
        if (refunded > debited - returnedDebit) bad.push(`(1) reversal ${r.id} of ${label}: refunds ${dollars(refunded)} to the company, which paid ${dollars(debited - returnedDebit)} (debited ${dollars(debited)}, returned ${dollars(returnedDebit)})`);
      }
    }

    // (2) no entry to an unproven funding account; no reversing entry to an account that did not receive the original.
    const proven = (at: Date) => {
      const out = new Set<string>();
      for (const v of verifications) {
        if (v.status !== 'Verified' || !v.verifiedAt || v.verifiedAt > at) continue;
        for (const e of entries) if (e.fileId === v.achFileId && e.kind === 'MicroDeposit' && e.companyId === this.companyId) out.add(`${e.routing}/${e.account}`);
      }
      return out;
    };
    for (const e of entries.filter((x) => x.companyId === this.companyId && (x.kind === 'CompanyDebit' || x.kind === 'CompanyReversalCredit'))) {
      const file = fileOf.get(e.fileId)!;
      if (!proven(file.createdAt).has(`${e.routing}/${e.account}`)) bad.push(`(2) ${e.kind} ${e.trace} of payroll ${e.payrollId} (file ${e.fileId}, ${dollars(e.cents)}) goes to funding account ${e.routing}/...${e.account.slice(-4)}, unproven when the file was cut`);
    }
    for (const r of payrolls.filter((x) => x.reversalOfId)) {
      for (const e of of(r.id, REVERSING)) {
        const file = fileOf.get(e.fileId)!;
        const originals = entries.filter(
          (o) => o.payrollId === r.reversalOfId && NET_PAY.has(o.kind) && o.itemId === e.itemId && o.routing === e.routing && o.account === e.account,
        );
        const sent = originals.filter((o) => {
          const f = fileOf.get(o.fileId)!;
          const ret = returnedAt.get(o.trace);
          return f.sentAt && f.sentAt <= file.createdAt && f.createdAt < file.createdAt && !(ret && ret <= file.createdAt);
        });
        const what = `reversing ${e.kind} ${e.trace} (file ${e.fileId}, ${dollars(e.cents)}) of item ${e.itemId} from ${e.routing}/...${e.account.slice(-4)}`;
        if (sent.length === 0) bad.push(`(2) ${what}: no credit of the reversed payroll ${r.reversalOfId} was sent (and not returned) to that account before the file (${originals.length} written there)`);
        else {
          const pulled = sum(of(r.id, REVERSING).filter((x) => x.itemId === e.itemId && x.routing === e.routing && x.account === e.account).map((x) => x.cents));
          if (pulled > sum(sent.map((o) => o.cents))) bad.push(`(2) ${what}: pulls ${dollars(pulled)}, more than the ${dollars(sum(sent.map((o) => o.cents)))} sent there`);
          const settles = sent.map((o) => o.effective).sort().at(-1)!;
          if (e.effective < settles) bad.push(`(2) ${what}: effective ${e.effective}, before the credit it reverses settles (${settles})`);
        }
      }
    }

    // (3) no credit paid twice: an item's split line in one file at most, a held credit released once, nothing paid that is not owed.
    for (const p of payrolls.filter((x) => !x.reversalOfId)) {
      for (const item of [...p.employeeItems, ...p.contractorItems]) {
        const credits = entries.filter((e) => e.payrollId === p.id && NET_PAY.has(e.kind) && e.itemId === item.id);
        const perAccount = new Map<string, number>();
        for (const c of credits) perAccount.set(c.bankAccountId ?? '?', (perAccount.get(c.bankAccountId ?? '?') ?? 0) + 1);
        const itemHeld = held.filter((h) => h.payrollId === p.id && (h.employeeItemId ?? h.contractorItemId) === item.id);
        for (const h of itemHeld) perAccount.set(h.bankAccountId, (perAccount.get(h.bankAccountId) ?? 0) + (h.status === 'Held' ? 1 : 0));
        for (const [account, n] of perAccount) if (n > 1) bad.push(`(3) item ${item.id} of payroll ${p.id}: its split line to account ${account} is paid or held ${n} times`);
        if (!p.achFile) continue;
        const splitCents = item.paymentMethod === 'DirectDeposit' ? sum((item.splits as Array<{ amount: string }>).map((s) => Math.max(0, toCents(s.amount)))) : 0;
        const paid = sum(credits.map((c) => c.cents)) + sum(itemHeld.filter((h) => h.status === 'Held').map((h) => toCents(h.amount)));
        if (paid > splitCents) bad.push(`(3) item ${item.id} of payroll ${p.id}: credits and held credits ${dollars(paid)}, more than its direct deposit split ${dollars(splitCents)}`);
        if (item.paymentMethod === 'DirectDeposit' && splitCents !== toCents(item.netPay)) bad.push(`(1) item ${item.id} of payroll ${p.id}: direct deposit of ${dollars(toCents(item.netPay))} split over accounts for ${dollars(splitCents)}: the rest goes to nobody`);
      }
    }
    const releasedBy = new Map<string, number>();
    for (const h of held.filter((x) => x.status === 'Released')) {
      const entry = entries.filter((e) => e.fileId === h.releasedInAchFileId && e.trace === h.releasedTraceNumber);
      if (entry.length !== 1 || entry[0].payrollId !== h.payrollId || entry[0].cents !== toCents(h.amount)) bad.push(`(3) held credit ${h.id} of payroll ${h.payrollId} (${dollars(toCents(h.amount))}) is released as ${entry.length} entries of ${entry.map((e) => dollars(e.cents)).join(', ')}`);
      const key = `${h.releasedInAchFileId}/${h.releasedTraceNumber}`;
      releasedBy.set(key, (releasedBy.get(key) ?? 0) + 1);
    }
    for (const [key, n] of releasedBy) if (n > 1) bad.push(`(3) entry ${key} releases ${n} held credits`);
    for (const e of entries.filter((x) => cutNow.includes(x.fileId) && NET_PAY.has(x.kind) && x.payrollId)) {
      if (notOwedBefore.has(e.payrollId!) || (e.itemId && notOwedBefore.has(e.itemId))) {
        bad.push(`(3) ${e.kind} ${e.trace} (file ${e.fileId}, ${dollars(e.cents)}) pays item ${e.itemId} of payroll ${e.payrollId}, which was no longer owed when the file was cut (payroll Failed, void or reversed, or item void)`);
      }
    }
    return bad;
  }
}

// NACHA files for the ODFI (docs/ach.md): cut a partner's file for a settlement date, list, read,
// download and mark sent. The file's bytes come from domain/nacha.ts; what goes in is decided here.
import { createHash } from 'node:crypto';
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { conflict, notFound, unprocessable } from '../../core/errors';
import { newId } from '../../core/ids';
import { addDays, fromIsoDate, isBusinessDay, subtractBusinessDays, toIsoDate, businessDayOnOrBefore } from '../../domain/calendar';
import { individualIdentification as identification, MAX_TRACE_SEQUENCE, writeNachaFile, type NachaBatchInput, type NachaSecCode, type NachaTransactionCode } from '../../domain/nacha';
import { skippedPayrollOf, type SkippedPayroll } from './ach-skips';
import { envelope, pageWindow, type PageQuery } from '../../lib/paging';
import {
  countPartnerFilesOn,
  countPartnersAwaitingFirstFile,
  findAchCandidates,
  findAchEntries,
  findAchFile,
  findBankAccountsForAch,
  insertAchFile,
  lockAchFileCuts,
  lockAchPayrolls,
  listAchFileRows,
  markAchFileSentRow,
  usedFileIdModifiers,
  type AchEntryRow,
  type AchFileRow,
} from '../../repositories/money/ach-files';
import { achEntriesWritten, findReturnCodesOfFile, markAchFileAcknowledgedRow } from '../../repositories/money/ach-returns';
import type { Db } from '../../repositories/db';
import { RETIRED_ACCOUNT_NUMBER } from '../../repositories/bank-accounts';
import { Decimal } from '../../repositories/decimal';
import { findHeldCreditsOfFile, type AchHeldCreditRow } from '../../repositories/money/account-verification';
import { creditHoldReason, type StoredVerification } from '../../domain/account-verification';
import { planAccountVerification, presentHeldCredit, type AchEntryKindValue, type AchPlannedEntry, type HeldCreditInput } from './ach-verification';
import { markTaxDepositsPaidByAch, taxPaymentEntries, type TaxPaymentEntry } from './ach-tax-payments';
import type { ServiceContext } from '../context';
import { defined, isoDateTime, money } from '../format';
import { entryStatus, payPayrollsOfSentFile } from './ach-payments';
import { reversingEntries, type ReversalKind } from './ach-reversals';
import { partnerIdOf } from '../scope';
import { TX_LIMITS } from '../../repositories/transaction-scope';

type AchFile = Schema<'AchFile'>;
interface Split {
  bankAccountId: string;
  amount: string;
}
interface Account extends StoredVerification {
  /** False for a deleted account's tombstone (its number erased) or a disabled one: no credit goes to it. */
  live: boolean;
  routingNumber: string;
  accountNumber: string;
  lastFour: string;
  type: string;
}


export class AchFileService {
  constructor(private readonly ctx: ServiceContext) {}

  private settings() {
    const ach = this.ctx.config.ach;
    if (!ach) throw unprocessable('ach_not_enabled', 'This deployment does not write ACH files (ACH_ENABLED is not true: README, settings).');
    return ach;
  }

  /** Cuts the partner's file for `settlementDate` (docs/ach.md, "What goes into a file"). */
  async createFile(caller: Caller, input: Schema<'AchFileCreate'>): Promise<AchFile> {
    const partnerId = partnerIdOf(caller);
    const ach = this.settings();
    const now = this.ctx.now();
    const date = input.settlementDate;
    if (!isBusinessDay(date) || date < toIsoDate(now)) {
      throw unprocessable('invalid_settlement_date', `The settlement date ${date} is not a bank business day on or after today.`, [
        { field: 'body.settlementDate', message: 'must be a bank business day, today or later', code: 'invalid_settlement_date' },
      ]);
    }
    const creationDate = toIsoDate(now);
    return this.ctx.prisma.$transaction(async (tx) => {
      await lockAchFileCuts(tx);
      // Paydays whose debit settles on or before the date: payday - offset bank days <= date <= payday.
      const from = fromIsoDate(date);
      const to = fromIsoDate(addDays(date, 3 * ach.settlementOffsetDays + 10));
      // The payrolls this cut may carry or pay, locked first (issue 36, F3): a reopen, void or reversal racing
      // the cut either committed before (read below) or waits until the file is written, and then sees it.
      const locked = await lockAchPayrolls(tx, partnerId, from, to);
      // Prenotes, micro-deposits and the credits held earlier that may go now (services/money/ach-verification.ts);
      // the funding accounts read once, locked against a reconnection (F8).
      const plan = await planAccountVerification(this.ctx, tx, { partnerId, settlementDate: date, creationDate, mode: ach.prenotes });
      const candidates = (await findAchCandidates(tx, partnerId, from, to, locked)).filter((p) => subtractBusinessDays(toIsoDate(p.payday), ach.settlementOffsetDays) <= date);
      const funding = new Map([...plan.funding].map(([companyId, f]) => [companyId, f.data as Record<string, string>]));
      // Outside sandbox mode no company is debited from a funding account its micro-deposits have not proven (docs/ach.md).
      const payrolls = candidates.filter((p) => funding.has(p.companyId) && (this.ctx.config.sandboxMode || plan.funding.get(p.companyId)!.verified));
      const splitsOf = (splits: unknown) => splits as Split[];
      const accountIds = payrolls.flatMap((p) => [...p.employeeItems, ...p.contractorItems].flatMap((i) => splitsOf(i.splits).map((s) => s.bankAccountId)));
      const accounts = new Map<string, Account>(
        (await findBankAccountsForAch(tx, [...new Set(accountIds)])).map((a) => [
          a.id,
          {
            live: a.status === 'Active' && a.accountNumberEncrypted !== RETIRED_ACCOUNT_NUMBER,
            routingNumber: a.routingNumber,
            accountNumber: a.accountNumberEncrypted === RETIRED_ACCOUNT_NUMBER ? '' : this.ctx.cipher.decrypt(a.accountNumberEncrypted),
            lastFour: a.accountNumberLastFour,
            type: a.type,
            verification: a.verification,
            liveCreditsFrom: a.liveCreditsFrom && toIsoDate(a.liveCreditsFrom),
          },
        ]),
      );

      // Tax deposits paid by ACH credit (ACH_TAX_AGENCY_ACCOUNTS), by payroll.
      const taxPayments = new Map<string, TaxPaymentEntry[]>();
      for (const t of await taxPaymentEntries(tx, ach.taxAgencies, payrolls)) taxPayments.set(t.payrollId, [...(taxPayments.get(t.payrollId) ?? []), t]);

      const batches = new Map<string, { batch: NachaBatchInput; planned: AchPlannedEntry[] }>();
      const add = (planned: AchPlannedEntry) => {
        const key = `${planned.companyId}|${planned.secCode}|${planned.description}|${planned.effectiveDate}`;
        let b = batches.get(key);
        if (!b) {
          b = { batch: { companyName: planned.companyName, companyIdentification: ach.companyId, secCode: planned.secCode, description: planned.description, effectiveDate: planned.effectiveDate, entries: [] }, planned: [] };
          batches.set(key, b);
        }
        b.batch.entries.push(planned.entry);
        b.planned.push(planned);
      };
      const credit = (account: Account): NachaTransactionCode => (account.type === 'Savings' ? 32 : 22);
      // A credit to an account not proven yet is held back (docs/ach.md, "Prenotes").
      const held: HeldCreditInput[] = [];
      // One payroll's entries and held credits, kept apart until its entries are known to be writable (F10).
      let local: AchPlannedEntry[] = [];
      let localHeld: HeldCreditInput[] = [];
      const pay = (planned: AchPlannedEntry & { bankAccountId: string }, account: Account) => {
        // A split naming an account deleted since the approval: held, never written (openapi.yaml AchHeldCreditReason).
        const reason = account.live ? creditHoldReason(account, creationDate, ach.prenotes) : 'AccountDeleted';
        if (!reason) return local.push(planned);
        const { entry } = planned;
        const item = planned.employeeItemId ? { employeeItemId: planned.employeeItemId } : { contractorItemId: planned.contractorItemId };
        localHeld.push({ companyId: planned.companyId, payrollId: planned.payrollId!, kind: planned.kind as HeldCreditInput['kind'], ...item, bankAccountId: planned.bankAccountId, amount: entry.amount, secCode: planned.secCode, receiverName: entry.name, identification: entry.identification, reason });
      };
      const filed: string[] = [];
      const skipped: SkippedPayroll[] = [];
      for (const p of payrolls) {
        local = [];
        localHeld = [];
        // A split naming an account whose row is gone (deleted before deletions kept referenced accounts): its
        // credit can be neither written nor held, so the payroll is left out, debit included, and named.
        let missing: string | undefined;
        const companyName = p.company.legalName;
        const payday = businessDayOnOrBefore(toIsoDate(p.payday));
        const base = { companyId: p.companyId, companyName, description: 'PAYROLL', payrollId: p.id };
        // Each direct deposit item's credits, one per split line: employees PPD; contractors PPD, or CCD for a Business.
        const payees = [
          ...p.employeeItems.map((item) => ({
            splits: item.splits,
            identification: identification(item.employeeId),
            name: `${item.employee.firstName} ${item.employee.lastName}`,
            secCode: 'PPD' as NachaSecCode,
            kind: 'EmployeeNetPay' as const,
            item: { employeeItemId: item.id },
          })),
          ...p.contractorItems.map((item) => {
            const c = item.contractor;
            const business = c.type === 'Business';
            return {
              splits: item.splits,
              identification: identification(item.contractorId),
              name: business ? (c.businessName ?? '') : `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(),
              secCode: (business ? 'CCD' : 'PPD') as NachaSecCode,
              kind: 'ContractorNetPay' as const,
              item: { contractorItemId: item.id },
            };
          }),
        ];
        for (const w of payees) {
          for (const s of splitsOf(w.splits)) {
            const a = accounts.get(s.bankAccountId);
            if (new Decimal(s.amount).lte(0)) continue;
            if (!a) {
              missing ??= s.bankAccountId;
              continue;
            }
            const entry = { transactionCode: credit(a), routingNumber: a.routingNumber, accountNumber: a.accountNumber, amount: new Decimal(s.amount).toFixed(2), identification: w.identification, name: w.name };
            pay({ ...base, secCode: w.secCode, effectiveDate: payday, entry, kind: w.kind, ...w.item, bankAccountId: s.bankAccountId, lastFour: a.lastFour }, a);
          }
        }
        const cash = new Decimal((p.totals as Record<string, string>).cashRequirement ?? '0');
        const f = funding.get(p.companyId)!;
        if (cash.gt(0)) {
          const entry = { transactionCode: (f.type === 'Savings' ? 37 : 27) as NachaTransactionCode, routingNumber: f.routingNumber, accountNumber: this.ctx.cipher.decrypt(f.accountNumberEncrypted), amount: cash.toFixed(2), identification: identification(p.id), name: companyName };
          local.push({ ...base, secCode: 'CCD', effectiveDate: date, entry, kind: 'CompanyDebit', lastFour: f.accountNumberLastFour });
        }
        for (const t of taxPayments.get(p.id) ?? []) {
          local.push({ ...base, description: 'TAX PAYMNT', secCode: 'CCD', effectiveDate: t.effectiveDate, entry: t.entry, kind: 'TaxPayment', lastFour: t.accountNumberLastFour, agency: t.agency, taxDepositIds: t.taxDepositIds });
        }
        // A payroll an entry of which the writer cannot write is left out, named on the file; the others are filed (F10).
        const refused: SkippedPayroll | null = missing
          ? { payrollId: p.id, companyId: p.companyId, reason: 'EntryRefused', detail: `a net pay split names bank account ${missing}, which no longer exists: its credit can be neither written nor held; the payroll stays unfiled` }
          : skippedPayrollOf(p, local, ach.companyId);
        if (refused) {
          skipped.push(refused);
          continue;
        }
        for (const planned of local) add(planned);
        held.push(...localHeld);
        filed.push(p.id);
      }
      // Reversal payrolls' reversing entries, within NACHA's window (ach-reversals.ts).
      // The reversal credits go to the funding accounts as the cut read them once, under its lock (F1, F8).
      const reversalFunding = new Map(
        [...plan.funding].map(([companyId, f]) => {
          const data = f.data as { routingNumber: string; accountNumberEncrypted: string; accountNumberLastFour: string; type: string };
          return [companyId, { routingNumber: data.routingNumber, accountNumberEncrypted: data.accountNumberEncrypted, accountNumberLastFour: data.accountNumberLastFour, type: data.type, proven: this.ctx.config.sandboxMode || f.verified }];
        }),
      );
      const reversals = await reversingEntries(this.ctx, tx, partnerId, toIsoDate(now), date, reversalFunding);
      for (const r of reversals.entries) add({ ...r, description: 'REVERSAL' });
      // Released held credits, prenotes and micro-deposits (ach-verification.ts).
      for (const planned of plan.entries) add(planned);
      const carried = [...filed, ...reversals.payrollIds];
      const groups = [...batches.values()];
      if (groups.length === 0) {
        const left = skipped.map((k) => ` Left out: payroll ${k.payrollId} (${k.detail})`).join('');
        throw unprocessable('ach_nothing_to_file', `Nothing of the partner is due on ${date}: no approved payroll that is not in a file already, held credit, prenote or micro-deposit.${left}`);
      }

      const modifier = await this.fileIdModifier(tx, partnerId, creationDate);
      const out = writeNachaFile({
        odfiRoutingNumber: ach.odfiRoutingNumber,
        odfiName: ach.odfiName,
        immediateOrigin: ach.companyId,
        originName: ach.companyName,
        createdAt: now,
        fileIdModifier: modifier,
        // Trace numbers count on from the deployment's last entry (docs/ach.md, "The file").
        firstTraceSequence: ((await achEntriesWritten(tx)) % MAX_TRACE_SEQUENCE) + 1,
        batches: groups.map((g) => g.batch),
      });
      const id = newId('ach');
      const traces = new Map<AchPlannedEntry, string>();
      const entries = groups.flatMap((g, b) =>
        g.planned.map((m, i) => {
          traces.set(m, out.traceNumbers[b][i]);
          return {
            id: newId('ace'),
            achFileId: id,
            companyId: m.companyId,
            payrollId: m.payrollId,
            kind: m.kind,
            employeeItemId: m.employeeItemId ?? null,
            contractorItemId: m.contractorItemId ?? null,
            bankAccountId: m.bankAccountId ?? null,
            traceNumber: out.traceNumbers[b][i],
            transactionCode: m.entry.transactionCode,
            secCode: g.batch.secCode,
            effectiveDate: fromIsoDate(g.batch.effectiveDate),
            amount: m.entry.amount,
            routingNumber: m.entry.routingNumber,
            accountNumberLastFour: m.lastFour,
            // The account the entry went to, sealed: a reversing entry goes to this account (issue 36, F6).
            accountNumberEncrypted: this.ctx.cipher.encrypt(m.entry.accountNumber),
            agency: m.agency ?? null,
            addenda: m.entry.addenda ?? null,
          };
        }),
      );
      const planned = groups.flatMap((g) => g.planned);
      const cents = (c: bigint) => new Decimal(c.toString()).div(100);
      const row = await insertAchFile(
        tx,
        {
          id,
          partnerId,
          settlementDate: fromIsoDate(date),
          creationDate: fromIsoDate(creationDate),
          fileIdModifier: modifier,
          contentEncrypted: this.ctx.cipher.encrypt(out.text),
          sha256: createHash('sha256').update(out.text, 'utf8').digest('hex'),
          entryHash: out.entryHash,
          totalDebit: cents(out.totalDebit),
          totalCredit: cents(out.totalCredit),
          entryCount: out.entryCount,
          batchCount: out.batchCount,
          blockCount: out.blockCount,
          skippedPayrolls: skipped as unknown as Prisma.InputJsonValue,
          createdAt: now,
        },
        carried,
        entries,
      );
      // Another file took the same modifier, one of these payrolls, held credits, prenotes or micro-deposits at the same moment.
      if (!row || !(await plan.commit(tx, id, (m) => traces.get(m)!, held))) throw conflict('ach_file_busy', 'Another ACH file was cut at the same moment; retry.');
      // Each tax deposit paid records its entry and the entry's trace number.
      await markTaxDepositsPaidByAch(tx, entries.flatMap((e, k) => (planned[k].taxDepositIds ? [{ achEntryId: e.id, traceNumber: e.traceNumber, taxDepositIds: planned[k].taxDepositIds! }] : [])));
      return this.withEntries(tx, row);
    }, TX_LIMITS.heavy);
  }

  /**
   * The file ID modifier of the partner's next file created on `creationDate` (issue 36, F11). The modifiers
   * are the deployment's, shared by every partner (one origin, one ODFI), so one partner's cuts must not use
   * up another's: a partner's first file of the day takes any free modifier; a further one only while the
   * modifiers left free after it are at least the other partners that may still need their first file that
   * day (a company with a connected funding account, no file yet), else 409 ach_file_id_modifier_reserved.
   */
  private async fileIdModifier(tx: Db, partnerId: string, creationDate: string): Promise<string> {
    const ach = this.settings();
    const day = fromIsoDate(creationDate);
    const used = new Set(await usedFileIdModifiers(tx, day));
    const free = [...ach.fileIdModifiers].filter((m) => !used.has(m));
    if (!free.length) throw conflict('ach_file_id_modifiers_exhausted', `Every file ID modifier of ACH_FILE_ID_MODIFIERS is used by a file created on ${creationDate}; cut the file tomorrow or configure more modifiers.`);
    if ((await countPartnerFilesOn(tx, partnerId, day)) > 0) {
      const waiting = await countPartnersAwaitingFirstFile(tx, partnerId, day);
      if (free.length - 1 < waiting) {
        throw conflict(
          'ach_file_id_modifier_reserved',
          `${free.length} file ID modifier(s) of ACH_FILE_ID_MODIFIERS remain free on ${creationDate}, and ${waiting} other partner(s) have cut no file that day yet: each keeps one for its first file (docs/ach.md, "The file"). This partner has its file(s) of the day; cut the next one tomorrow.`,
        );
      }
    }
    return free[0];
  }

  async listFiles(caller: Caller, query: PageQuery) {
    const window = pageWindow(query);
    const { total, rows } = await listAchFileRows(this.ctx.prisma, partnerIdOf(caller), window.skip, window.take);
    const results = [];
    for (const row of rows) results.push(present(row, payrollIdsOf(await findAchEntries(this.ctx.prisma, row.id))));
    return envelope(window, total, results);
  }

  private async requireFile(caller: Caller, id: string): Promise<AchFileRow> {
    const row = await findAchFile(this.ctx.prisma, partnerIdOf(caller), id);
    if (!row) throw notFound('ACH file', id);
    return row;
  }

  /** The file with its entries, their payment states on today's date and the codes of their returns and NOCs. */
  private async withEntries(db: Db, row: AchFileRow): Promise<AchFile> {
    const entries = await findAchEntries(db, row.id);
    return present(row, payrollIdsOf(entries), entries, await findHeldCreditsOfFile(db, row.id), await findReturnCodesOfFile(db, row.id), toIsoDate(this.ctx.now()));
  }

  async getFile(caller: Caller, id: string): Promise<AchFile> {
    return this.withEntries(this.ctx.prisma, await this.requireFile(caller, id));
  }

  /** The file's exact bytes and their SHA-256 (hex). */
  async download(caller: Caller, id: string): Promise<{ bytes: Buffer; sha256: string; filename: string }> {
    const row = await this.requireFile(caller, id);
    const bytes = Buffer.from(this.ctx.cipher.decrypt(row.contentEncrypted), 'utf8');
    return { bytes, sha256: row.sha256, filename: `${row.id}.ach` };
  }

  /**
   * Created -> Sent, its entries Pending -> Sent, and, when files move payrolls, its payrolls Paid
   * (ach-payments.ts); a file already Sent is 409 ach_file_already_sent.
   */
  async markSent(caller: Caller, id: string): Promise<AchFile> {
    await this.requireFile(caller, id);
    return this.ctx.prisma.$transaction(async (tx) => {
      const now = this.ctx.now();
      if (!(await markAchFileSentRow(tx, id, now))) throw conflict('ach_file_already_sent', `The ACH file ${id} is already marked sent.`);
      await payPayrollsOfSentFile(this.ctx.config, tx, id, now);
      return this.withEntries(tx, (await findAchFile(tx, partnerIdOf(caller), id))!);
    });
  }

  /** Sent -> Acknowledged (the ODFI acknowledged the file); 409 ach_file_not_sent before, ach_file_already_acknowledged after. */
  async acknowledge(caller: Caller, id: string): Promise<AchFile> {
    const row = await this.requireFile(caller, id);
    return this.ctx.prisma.$transaction(async (tx) => {
      if (!(await markAchFileAcknowledgedRow(tx, id, this.ctx.now()))) {
        const current = (await findAchFile(tx, partnerIdOf(caller), id)) ?? row;
        if (current.status === 'Created') throw conflict('ach_file_not_sent', `The ACH file ${id} is not marked sent yet (markAchFileSent); only a sent file is acknowledged.`);
        throw conflict('ach_file_already_acknowledged', `The ACH file ${id} is already acknowledged.`);
      }
      return this.withEntries(tx, (await findAchFile(tx, partnerIdOf(caller), id))!);
    });
  }
}

/** The payrolls paid or debited by the entries (prenotes and micro-deposits pay none). */
function payrollIdsOf(entries: AchEntryRow[]): string[] {
  return [...new Set(entries.flatMap((e) => (e.payrollId ? [e.payrollId] : [])))].sort();
}

const skippedOf = (row: AchFileRow): SkippedPayroll[] => (row.skippedPayrolls as unknown as SkippedPayroll[] | null) ?? [];

type ReturnCodes = Array<{ achEntryId: string; kind: string; code: string }>;

function present(row: AchFileRow, payrollIds: string[], entries?: AchEntryRow[], heldCredits: AchHeldCreditRow[] = [], codes: ReturnCodes = [], today?: string): AchFile {
  const codeOf = (entryId: string, kind: string) => codes.find((c) => c.achEntryId === entryId && c.kind === kind)?.code;
  return {
    id: row.id,
    status: row.status as AchFile['status'],
    settlementDate: toIsoDate(row.settlementDate),
    fileIdModifier: row.fileIdModifier,
    createdAt: isoDateTime(row.createdAt)!,
    sentAt: isoDateTime(row.sentAt) ?? null,
    acknowledgedAt: isoDateTime(row.acknowledgedAt) ?? null,
    sha256: row.sha256,
    entryHash: row.entryHash,
    totalDebit: money(row.totalDebit)!,
    totalCredit: money(row.totalCredit)!,
    entryCount: row.entryCount,
    batchCount: row.batchCount,
    blockCount: row.blockCount,
    payrollIds: [...payrollIds].sort(),
    // Only when the cut left payrolls out (issue 36, F10).
    ...(skippedOf(row).length ? { skippedPayrolls: skippedOf(row) } : {}),
    ...(entries
      ? {
          entries: entries.map((e) => ({
            traceNumber: e.traceNumber,
            kind: e.kind as AchEntryKindValue,
            payrollId: e.payrollId,
            companyId: e.companyId,
            itemId: e.employeeItemId ?? e.contractorItemId ?? null,
            bankAccountId: e.bankAccountId,
            transactionCode: e.transactionCode as NachaTransactionCode,
            secCode: e.secCode as NachaSecCode,
            effectiveDate: toIsoDate(e.effectiveDate),
            amount: money(e.amount)!,
            accountNumberLastFour: e.accountNumberLastFour,
            status: entryStatus(e, today ?? ''),
            ...defined({ returnCode: codeOf(e.id, 'Return'), changeCode: codeOf(e.id, 'NotificationOfChange') }),
            ...(e.agency ? { agency: e.agency } : {}),
            ...(e.addenda ? { addenda: e.addenda } : {}),
          })),
          heldCredits: heldCredits.map(presentHeldCredit),
        }
      : {}),
  };
}

// The cut (createAchFile) against what races it and what it must leave out (issue 36; docs/ach.md):
// F3 a reopen racing the cut, F8 a funding reconnect racing the cut (both made deterministic on PostgreSQL by
// holding a table lock in a second transaction, and also run side by side on PGlite), F5 held credits of a
// payroll that failed, was voided or was reversed, F10 one payroll no entry can carry, F11 file ID modifiers
// shared fairly between partners; and what the money invariant test found since: an account deleted after the
// approval that names it, and a return file racing the cut (no deadlock). Each test has a partner of its own
// and a creation date of its own.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, itOnEveryDatabase, type TestCaller, type TestServices } from '@payroll/test-support';
import type { AchConfig } from '../../src/config';
import { addDays } from '../../src/domain/calendar';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { companyInput, refusal } from './fixtures';

// Every modifier NACHA allows, as a deployment has them; the F11 block has three of its own.
const ACH: AchConfig = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', settlementOffsetDays: 2, prenotes: 'wait' };
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const FUNDING = { routingNumber: '011000015', accountNumber: '000555666777', type: 'Checking' } as const;
const NEW_FUNDING = { routingNumber: '011000015', accountNumber: '000999888777', type: 'Checking' } as const;
const cents = (dollars: number) => Math.round(dollars * 100);

/** A partner of its own with a company ready to run payroll (as ach-accounts.test.ts sets one up). */
async function world(t: () => TestServices, name: string) {
  const services = t().services;
  const db = t().db.prisma;
  const partner: TestCaller & { partnerId: string } = await t().partner(name);
  const company = async (legalName: string) => {
    const companyId = (await services.companies.create(partner.caller, companyInput({ legalName }))).id;
    await db.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
    await db.companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
    const wp = (await services.org.createWorkplace(partner.caller, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
    const employee = async (firstName: string, accountNumber: string) => {
      const input: Schema<'EmployeeCreate'> = { firstName, lastName: 'Tester', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'DirectDeposit', wage: { rate: 25, period: 'Hourly' } };
      const id = (await services.employees.create(partner.caller, companyId, input)).id;
      const account = await services.bankAccounts.createAccount(partner.caller, companyId, { kind: 'employee', id }, { routingNumber: '121000358', accountNumber, type: 'Checking' });
      return { id, accountId: account.id };
    };
    const connect = (caller = partner.caller, funding: Schema<'CompanyOnboardBankAccount'> = FUNDING) => services.onboarding.completeStep(caller, companyId, 'connectBankAccount', funding);
    const verify = (file: Schema<'AchFile'>) => {
      const amounts = file.entries!.filter((e) => e.kind === 'MicroDeposit' && e.companyId === companyId).map((e) => e.amount);
      return services.fundingAccounts.verify(partner.caller, companyId, { amounts });
    };
    const payroll = async (employeeId: string, week: { periodStart: string; periodEnd: string; payday: string }) =>
      (await services.payrolls.create(partner.caller, companyId, { ...week, frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }] })).id;
    const approve = (id: string) => services.payrolls.approve(partner.caller, companyId, id);
    const get = (id: string) => services.payrolls.get(partner.caller, companyId, id);
    return { companyId, employee, connect, verify, payroll, approve, get };
  };
  const cut = (settlementDate: string) => services.achFiles.createFile(partner.caller, { settlementDate });
  const text = async (fileId: string) => (await services.achFiles.download(partner.caller, fileId)).bytes.toString('utf8');
  return { partner, company, cut, text };
}

/** A company whose funding account is proven (micro-deposits cut and verified) and one employee, with an approved payroll. */
async function provenPayroll(t: () => TestServices, name: string, microDate: string, week: { periodStart: string; periodEnd: string; payday: string }) {
  const w = await world(t, name);
  const c = await w.company(`${name} LLC`);
  const eve = await c.employee('Eve', '000123454431');
  await c.connect();
  await c.verify(await w.cut(microDate));
  const approved = await c.approve(await c.payroll(eve.id, week));
  return { w, c, eve, approved };
}

/**
 * Runs `first`, then `second`, side by side. On PostgreSQL, deterministically: a second connection holds
 * `table` in ACCESS EXCLUSIVE mode (or runs `table` when it is a `SELECT ... FOR UPDATE` of rows), `first` runs until it waits for it, `second` runs until it is done or
 * waits too, then the table is released. On PGlite the two just run at once (its transactions take turns).
 */
async function race<A, B>(t: () => TestServices, table: string, first: () => Promise<A>, second: () => Promise<B>): Promise<[PromiseSettledResult<A>, PromiseSettledResult<B>]> {
  const driver = t().db.driver;
  if (driver.kind !== 'postgres') return Promise.all([first(), second()].map((p) => p.then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason })))) as never;
  const holder = await driver.pool.connect();
  const settle = <T>(p: Promise<T>) => {
    const state = { done: false };
    const result = p.then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason })).finally(() => (state.done = true));
    return { state, result };
  };
  const waitUntil = async (waiters: number, done: () => boolean) => {
    for (let i = 0; i < 500 && !done(); i++) {
      // Inside the holder's transaction pg_stat_activity is a snapshot taken at its first read: cleared, so each
      // count sees the backends as they are now (without it no wait is ever seen, and each wait runs out).
      await holder.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await holder.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      if (rows[0].n >= waiters) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  try {
    await holder.query('BEGIN');
    // A table, or a statement of its own that takes the lock (one row: `SELECT ... FOR UPDATE`).
    await holder.query(table.startsWith('SELECT ') ? table : `LOCK TABLE "${table}" IN ACCESS EXCLUSIVE MODE`);
    const a = settle(first());
    await waitUntil(1, () => a.state.done);
    const b = settle(second());
    await waitUntil(2, () => a.state.done || b.state.done);
    await holder.query('COMMIT');
    return [await a.result, await b.result] as never;
  } finally {
    holder.release();
  }
}

const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as { code?: string }).code ?? String(r.reason) : 'fulfilled');

forEachServiceDatabase(
  'the cut (issue 36; service tier)',
  (t) => {
    const services = () => t().services;
    const db = () => t().db.prisma;
    afterEach(() => {
      t().clock.reset();
      t().config.ach = ACH;
      t().config.sandboxMode = false;
    });

    // F3: reopen racing the cut. The cut holds the payroll's row while it files it: a reopen that comes second waits
    // and is refused; a reopen that came first leaves a Draft the cut does not carry. The file and the payroll agree.
    itOnEveryDatabase('F3: a cut carrying a payroll and its reopen at once: the reopen waits and gets 409 payroll_in_ach_file; the payroll stays Pending and cannot be deleted', async () => {
      t().clock.set('2026-07-06T15:00:00.000Z'); // Monday
      t().config.ach = { ...ACH, prenotes: 'off' };
      const { w, c, approved } = await provenPayroll(t, 'Reopen Second Partner', '2026-07-06', { periodStart: '2026-07-06', periodEnd: '2026-07-12', payday: '2026-07-17' });
      // The cut first (it waits, after reading its payrolls, for the AchFile table); the reopen meanwhile.
      const [cut, reopen] = await race(t, 'AchFile', () => w.cut('2026-07-15'), () => services().payrolls.reopen(w.partner.caller, c.companyId, approved.id));
      const payroll = await c.get(approved.id);
      const carried = cut.status === 'fulfilled' && cut.value.payrollIds.includes(approved.id);
      // Never both: carried by a file and Draft.
      expect({ carried, status: payroll.status }).not.toEqual({ carried: true, status: 'Draft' });
      if (t().db.kind === 'postgres') {
        expect([codeOf(cut), codeOf(reopen), carried, payroll.status]).toEqual(['fulfilled', 'payroll_in_ach_file', true, 'Pending']);
        await refusal(services().payrolls.delete(w.partner.caller, c.companyId, approved.id), 'conflict', 'payroll_not_draft');
      }
    });

    itOnEveryDatabase('F3: a reopen holding its payroll while the cut starts: the cut waits and leaves the Draft out; the Draft is deleted', async () => {
      t().clock.set('2026-07-07T15:00:00.000Z'); // Tuesday
      t().config.ach = { ...ACH, prenotes: 'off' };
      const { w, c, approved } = await provenPayroll(t, 'Reopen First Partner', '2026-07-07', { periodStart: '2026-07-06', periodEnd: '2026-07-12', payday: '2026-07-17' });
      // The reopen first (it waits, holding its payroll's row, to delete its pending tax deposits); the cut meanwhile.
      const [reopen, cut] = await race(t, 'TaxDeposit', () => services().payrolls.reopen(w.partner.caller, c.companyId, approved.id), () => w.cut('2026-07-15'));
      const payroll = await c.get(approved.id);
      const carried = cut.status === 'fulfilled' && cut.value.payrollIds.includes(approved.id);
      expect({ carried, status: payroll.status }).not.toEqual({ carried: true, status: 'Draft' });
      if (t().db.kind === 'postgres') {
        expect([codeOf(reopen), codeOf(cut), carried, payroll.status]).toEqual(['fulfilled', 'ach_nothing_to_file', false, 'Draft']);
        await services().payrolls.delete(w.partner.caller, c.companyId, approved.id);
        expect(await db().payroll.findUnique({ where: { id: approved.id } })).toBeNull();
      }
    });

    // F8: the funding reconnect racing the cut. The cut reads the funding account and its verification once, under a
    // lock the reconnect waits for; a reconnect that lands first makes the payroll wait for the new micro-deposits.
    itOnEveryDatabase('F8: a company key reconnecting the funding account while the cut runs: no debit from the new, unproven account', async () => {
      t().clock.set('2026-07-08T15:00:00.000Z'); // Wednesday
      t().config.ach = { ...ACH, prenotes: 'off' };
      const { w, c, approved } = await provenPayroll(t, 'Reconnect Partner', '2026-07-08', { periodStart: '2026-07-06', periodEnd: '2026-07-12', payday: '2026-07-17' });
      const company = await t().companyCaller(c.companyId);
      // A minute later: a connection is told from the one before by when it was made.
      t().clock.advance(60_000);
      // The cut first (it waits for the Payroll table); the company's reconnect to another account meanwhile.
      const [cut, connect] = await race(t, 'Payroll', () => w.cut('2026-07-15'), () => c.connect(company.caller, NEW_FUNDING));
      expect([codeOf(cut), codeOf(connect)]).toEqual(['fulfilled', 'fulfilled']);
      const file = (cut as PromiseFulfilledResult<Schema<'AchFile'>>).value;
      const debits = parseAndCheckNacha(await w.text(file.id)).batches.flatMap((b) => b.entries.filter((e) => e.transactionCode === '27').map((e) => [b.description.trim(), e.dfiAccount.trim(), e.amount]));
      // No payroll debit from the account connected last: it has not been proven.
      expect(debits.filter(([description, account]) => description === 'PAYROLL' && account === NEW_FUNDING.accountNumber)).toEqual([]);
      if (t().db.kind === 'postgres') {
        // The reconnect landed first: the payroll waits for the new account's micro-deposits, which this file carries.
        expect(file.payrollIds).toEqual([]);
        expect(debits).toEqual([['ACCTVERIFY', NEW_FUNDING.accountNumber, expect.any(Number)]]);
        expect((await services().fundingAccounts.get(w.partner.caller, c.companyId)).verification.status).toBe('MicroDepositsSent');
      } else {
        expect(debits.filter(([d]) => d === 'PAYROLL')).toEqual(file.payrollIds.length ? [['PAYROLL', FUNDING.accountNumber, cents(approved.totals!.cashRequirement)]] : []);
      }
    });

    itOnEveryDatabase('F8: the cut holding the funding account it read while a reconnect comes: the reconnect waits; the debit comes from the proven account', async () => {
      t().clock.set('2026-07-09T15:00:00.000Z'); // Thursday
      t().config.ach = { ...ACH, prenotes: 'off' };
      const { w, c, approved } = await provenPayroll(t, 'Reconnect Late Partner', '2026-07-09', { periodStart: '2026-07-06', periodEnd: '2026-07-12', payday: '2026-07-17' });
      const company = await t().companyCaller(c.companyId);
      // A minute later: a connection is told from the one before by when it was made.
      t().clock.advance(60_000);
      // The cut first: it has read the funding account and its verification, and waits to read the payrolls' items;
      // the company's reconnect meanwhile (it used to land between the two reads of the funding account).
      const [cut, connect] = await race(t, 'PayrollEmployeeItem', () => w.cut('2026-07-15'), () => c.connect(company.caller, NEW_FUNDING));
      expect([codeOf(cut), codeOf(connect)]).toEqual(['fulfilled', 'fulfilled']);
      const file = (cut as PromiseFulfilledResult<Schema<'AchFile'>>).value;
      const debits = parseAndCheckNacha(await w.text(file.id)).batches.flatMap((b) => b.entries.filter((e) => e.transactionCode === '27').map((e) => [b.description.trim(), e.dfiAccount.trim(), e.amount]));
      expect(debits.filter(([description, account]) => description === 'PAYROLL' && account === NEW_FUNDING.accountNumber)).toEqual([]);
      if (t().db.kind === 'postgres') {
        expect(debits).toEqual([['PAYROLL', FUNDING.accountNumber, cents(approved.totals!.cashRequirement)]]);
        expect(file.payrollIds).toEqual([approved.id]);
      }
      // The new connection waits for micro-deposits of its own.
      expect((await services().fundingAccounts.get(w.partner.caller, c.companyId)).verification.status).toBe('Unverified');
    });

    // F10: a payroll whose debit no entry can carry is left out, named on the file; the other company is filed.
    it('F10: a company debit of 100,000,000.00 is left out of the file (AmountTooLarge), the other company of the partner is filed', async () => {
      t().clock.set('2026-07-13T15:00:00.000Z'); // Monday
      t().config.ach = { ...ACH, prenotes: 'off' };
      const w = await world(t, 'Oversized Partner');
      const big = await w.company('Big Spender LLC');
      const small = await w.company('Small Shop LLC');
      const bigEve = await big.employee('Bea', '000123450001');
      const smallEve = await small.employee('Sam', '000123450002');
      await big.connect();
      await small.connect();
      const micro = await w.cut('2026-07-13');
      await big.verify(micro);
      await small.verify(micro);
      const week = { periodStart: '2026-07-13', periodEnd: '2026-07-19', payday: '2026-07-24' };
      const bigPay = await big.approve(await big.payroll(bigEve.id, week));
      const smallPay = await small.approve(await small.payroll(smallEve.id, week));
      // Approved before approval refused such amounts (issue 36, F10's other half): the stored totals say 100,000,000.00.
      const row = await db().payroll.findUniqueOrThrow({ where: { id: bigPay.id } });
      await db().payroll.update({ where: { id: bigPay.id }, data: { totals: { ...(row.totals as Record<string, unknown>), cashRequirement: '100000000.00' } } });

      const file = await w.cut('2026-07-22');
      expect(file.payrollIds).toEqual([smallPay.id]);
      expect(file.entries!.map((e) => [e.kind, e.companyId, e.amount])).toEqual([
        ['EmployeeNetPay', small.companyId, smallPay.employeeItems![0].netPay],
        ['CompanyDebit', small.companyId, smallPay.totals!.cashRequirement],
      ]);
      expect(file.skippedPayrolls).toEqual([
        {
          payrollId: bigPay.id,
          companyId: big.companyId,
          reason: 'AmountTooLarge',
          detail: "its CompanyDebit entry of 100000000.00 is over the largest amount a NACHA entry carries (99999999.99: ten digits of cents); the payroll stays unfiled",
        },
      ]);
      expect(parseAndCheckNacha(await w.text(file.id)).file.footer).toMatchObject({ totalDebit: cents(smallPay.totals!.cashRequirement), totalCredit: cents(smallPay.employeeItems![0].netPay) });
      // It stays unfiled, visibly: the next cut leaves it out again and says why.
      expect(await db().achFilePayroll.findUnique({ where: { payrollId: bigPay.id } })).toBeNull();
      const again = await refusal(w.cut('2026-07-22'), 'unprocessable', 'ach_nothing_to_file');
      expect(again.detail).toContain(`Left out: payroll ${bigPay.id} (its CompanyDebit entry of 100000000.00 is over`);
    });

    // An account deleted after the approval that names it (found by the money invariant test, seed 1073664599): the
    // worker's only account, in no net pay split, was deleted outright, and the cut then skipped the split's
    // credit without holding it: the company was debited net pay that went nowhere. The deletion now keeps the
    // account as a tombstone, and the cut holds the credit (AccountDeleted).
    it('an account deleted after the approval that names it: the file debits the company and holds the credit (AccountDeleted); an account gone altogether leaves the payroll out', async () => {
      t().clock.set('2026-07-27T15:00:00.000Z'); // Monday
      t().config.ach = { ...ACH, prenotes: 'off' };
      const { w, c, eve, approved } = await provenPayroll(t, 'Deleted Account Partner', '2026-07-27', { periodStart: '2026-07-27', periodEnd: '2026-08-02', payday: '2026-08-07' });
      await services().bankAccounts.deleteAccount(w.partner.caller, c.companyId, { kind: 'employee', id: eve.id }, eve.accountId);
      const net = approved.employeeItems![0].netPay;
      const file = await w.cut('2026-08-05');
      expect(file.entries!.map((e) => [e.kind, e.amount])).toEqual([['CompanyDebit', approved.totals!.cashRequirement]]);
      expect(file.heldCredits!.map((h) => [h.status, h.reason, h.bankAccountId, h.amount])).toEqual([['Held', 'AccountDeleted', eve.accountId, net]]);

      // A split whose account row is gone (deleted before deletions kept such accounts): left out, debit included.
      const gus = await c.employee('Gus', '000123457777');
      const second = await c.approve(await c.payroll(gus.id, { periodStart: '2026-07-27', periodEnd: '2026-08-02', payday: '2026-08-07' }));
      await db().bankAccount.delete({ where: { id: gus.accountId } });
      const none = await refusal(w.cut('2026-08-05'), 'unprocessable', 'ach_nothing_to_file');
      expect(none.detail).toContain(`Left out: payroll ${second.id} (a net pay split names bank account ${gus.accountId}, which no longer exists`);
    });

    // A return file and a cut at once: both lock payrolls, in the same order (id order), so neither deadlocks the
    // other. Before recordAchReturns locked its entries' payrolls up front, it updated them in the order of the
    // file's entries: with the higher id first, a cut that took the lower one and waited for the higher one
    // deadlocked with it, and PostgreSQL aborted one of them (a 500).
    itOnEveryDatabase('a return file failing two payrolls (the higher id first) while a cut locks both: the return applies, then the cut runs; no deadlock', async () => {
      t().clock.set('2026-09-16T15:00:00.000Z'); // Wednesday
      const w = await world(t, 'Deadlock Partner');
      const c = await w.company('Deadlock LLC');
      const eve = await c.employee('Eve', '000123454431');
      await c.connect();
      await c.verify(await w.cut('2026-09-17')); // the prenote settles 09-17; live credits from 09-22
      const first = await c.approve(await c.payroll(eve.id, { periodStart: '2026-09-07', periodEnd: '2026-09-13', payday: '2026-09-25' }));
      const second = await c.approve(await c.payroll(eve.id, { periodStart: '2026-09-14', periodEnd: '2026-09-20', payday: '2026-09-25' }));
      t().clock.set('2026-09-21T15:00:00.000Z');
      // Both payrolls' debits in one file, their credits held (the prenote's waiting period): a later cut locks both.
      const file = await w.cut('2026-09-23');
      expect(file.heldCredits!.map((h) => h.status)).toEqual(['Held', 'Held']);
      await services().achFiles.markSent(w.partner.caller, file.id);
      const [lo, hi] = [first.id, second.id].sort();
      const debitOf = (id: string) => file.entries!.find((e) => e.kind === 'CompanyDebit' && e.payrollId === id)!.traceNumber;
      const upload = { entries: [{ originalTraceNumber: debitOf(hi), code: 'R01' }, { originalTraceNumber: debitOf(lo), code: 'R01' }] };
      // The return file first: it waits on the company's row (the funding failure puts the company out of good
      // standing) between its two payrolls, while the cut comes and locks what it can.
      const [returned, cut] = await race(t, `SELECT 1 FROM "Company" WHERE "id" = '${c.companyId}' FOR UPDATE`, () => services().achReturns.record(w.partner.caller, upload), () => w.cut('2026-09-23'));
      expect(returned.status === 'fulfilled' ? returned.value.results.map((r) => r.outcome) : codeOf(returned)).toEqual(['Applied', 'Applied']);
      // Both payrolls failed: their held credits wait, so the cut has nothing to file.
      expect(codeOf(cut)).toBe('ach_nothing_to_file');
      expect([(await c.get(first.id)).status, (await c.get(second.id)).status]).toEqual(['Failed', 'Failed']);
    });

    // F5: a held credit is released only while its payroll and item are still owed.
    it('F5: a held credit waits while its payroll is Failed by a returned debit (R01 during the prenote wait); released once the failure is resolved', async () => {
      t().clock.set('2026-05-20T15:00:00.000Z'); // Wednesday
      const w = await world(t, 'Bounced Partner');
      const c = await w.company('Bounced LLC');
      const eve = await c.employee('Eve', '000123454431');
      await c.connect();
      await c.verify(await w.cut('2026-05-21')); // the prenote settles 05-21; live credits from 05-27
      const approved = await c.approve(await c.payroll(eve.id, { periodStart: '2026-05-18', periodEnd: '2026-05-24', payday: '2026-05-29' }));
      const net = approved.employeeItems![0].netPay;
      t().clock.set('2026-05-26T15:00:00.000Z');
      const held = await w.cut('2026-05-27');
      expect(held.entries!.map((e) => [e.kind, e.amount])).toEqual([['CompanyDebit', approved.totals!.cashRequirement]]);
      expect(held.heldCredits!.map((h) => [h.status, h.amount, h.reason])).toEqual([['Held', net, 'PrenoteWaitingPeriod']]);
      await services().achFiles.markSent(w.partner.caller, held.id);
      // The bank returns the company's debit: R01, the payroll Failed, a funding failure Unresolved.
      const debit = held.entries!.find((e) => e.kind === 'CompanyDebit')!;
      expect((await services().achReturns.record(w.partner.caller, { entries: [{ originalTraceNumber: debit.traceNumber, code: 'R01' }] })).results.map((r) => r.outcome)).toEqual(['Applied']);
      expect((await c.get(approved.id)).status).toBe('Failed');

      // Past the waiting period: the account takes live credits, but the money was not collected: the credit waits.
      t().clock.set('2026-05-27T15:00:00.000Z');
      await refusal(w.cut('2026-05-27'), 'unprocessable', 'ach_nothing_to_file');
      expect((await services().achFiles.getFile(w.partner.caller, held.id)).heldCredits!.map((h) => h.status)).toEqual(['Held']);

      // The partner collected it (resolveFundingFailure): the payroll is owed again, and the next file pays the credit.
      const failure = await db().fundingFailure.findFirstOrThrow({ where: { payrollId: approved.id } });
      await services().funding.resolve(w.partner.caller, c.companyId, failure.id);
      const paid = await w.cut('2026-05-28');
      expect(paid.entries!.map((e) => [e.kind, e.payrollId, e.bankAccountId, e.amount, e.effectiveDate])).toEqual([['EmployeeNetPay', approved.id, eve.accountId, net, '2026-05-28']]);
      expect((await services().achFiles.getFile(w.partner.caller, held.id)).heldCredits!.map((h) => [h.status, h.releasedInAchFileId, h.cancelledReason])).toEqual([['Released', paid.id, undefined]]);
    });

    it.each([
      ['voided', 'PayrollVoided', '2026-06-01'],
      ['reversed', 'PayrollReversed', '2026-06-08'],
    ] as const)('F5: a held credit of a %s payroll is never paid: the next file cancels it (%s)', async (what, reason, monday) => {
      // Sandbox mode: the clock pays the payroll on payday (its credit still held), so it can be voided or reversed.
      t().config.sandboxMode = true;
      const day = (n: number) => addDays(monday, n);
      t().clock.set(`${day(0)}T15:00:00.000Z`);
      const w = await world(t, `Cancelled ${what} Partner`);
      const c = await w.company(`Cancelled ${what} LLC`);
      const eve = await c.employee('Eve', '000123454431');
      await c.connect();
      await c.verify(await w.cut(day(1))); // the prenote settles Tuesday; live credits from Friday
      const approved = await c.approve(await c.payroll(eve.id, { periodStart: day(-7), periodEnd: day(-1), payday: day(4) }));
      t().clock.set(`${day(2)}T15:00:00.000Z`);
      const held = await w.cut(day(2));
      expect(held.heldCredits!.map((h) => [h.status, h.amount])).toEqual([['Held', approved.employeeItems![0].netPay]]);
      await services().achFiles.markSent(w.partner.caller, held.id);
      t().clock.set(`${day(4)}T15:00:00.000Z`);
      expect((await c.get(approved.id)).status).toBe('Paid');
      if (what === 'voided') await services().payrolls.void(w.partner.caller, c.companyId, approved.id, { reason: 'Paid in error' });
      else await services().payrolls.reverse(w.partner.caller, c.companyId, approved.id, { reason: 'Paid in error' });
      // A new worker account, so the next file has something of its own to carry (its prenote).
      await c.employee('Gus', '000123457777');
      const next = await w.cut(day(4));
      expect(next.entries!.filter((e) => e.kind === 'EmployeeNetPay')).toEqual([]);
      expect((await services().achFiles.getFile(w.partner.caller, held.id)).heldCredits!.map((h) => [h.status, h.releasedInAchFileId, h.cancelledReason, h.cancelledInAchFileId])).toEqual([['Cancelled', null, reason, next.id]]);
      // The ledger says where the money is: debited = credited + held + cancelled + taxes, the net pay cancelled.
      const { totals } = await services().ledger.get(w.partner.caller, c.companyId, approved.id);
      const net = approved.employeeItems![0].netPay;
      expect([totals.debited, totals.credited, totals.held, totals.cancelled]).toEqual([approved.totals!.cashRequirement, 0, 0, net]);
      expect(cents(totals.debited)).toBe(cents(totals.credited) + cents(totals.held) + cents(totals.cancelled) + cents(totals.taxes));
    });
  },
  'one',
  { ach: ACH },
);

// F11: one partner cannot use up the deployment's file ID modifiers (its own database: every partner with a
// connected funding account counts).
forEachServiceDatabase(
  'file ID modifiers shared fairly between partners (issue 36, F11; service tier)',
  (t) => {
    afterEach(() => t().clock.reset());
    it("F11: a partner's further files of the day leave one modifier for each other partner's first file: A's third is 409 ach_file_id_modifier_reserved, B still cuts", async () => {
      t().clock.set('2026-08-03T15:00:00.000Z'); // Monday, three modifiers (ABC)
      const a = await world(t, 'Busy Partner');
      const b = await world(t, 'Quiet Partner');
      const ca = await a.company('Busy LLC');
      const cb = await b.company('Quiet LLC');
      await cb.connect();
      // Each reconnection of A's company puts new micro-deposits due: a file of their own each time.
      await ca.connect();
      expect((await a.cut('2026-08-04')).fileIdModifier).toBe('A');
      t().clock.set('2026-08-03T15:01:00.000Z');
      await ca.connect();
      expect((await a.cut('2026-08-04')).fileIdModifier).toBe('B');
      t().clock.set('2026-08-03T15:02:00.000Z');
      await ca.connect();
      await refusal(
        a.cut('2026-08-04'),
        'conflict',
        'ach_file_id_modifier_reserved',
        '1 file ID modifier(s) of ACH_FILE_ID_MODIFIERS remain free on 2026-08-03, and 1 other partner(s) have cut no file that day yet: each keeps one for its first file (docs/ach.md, "The file"). This partner has its file(s) of the day; cut the next one tomorrow.',
      );
      expect((await b.cut('2026-08-04')).fileIdModifier).toBe('C');
      // The next day A cuts again.
      t().clock.set('2026-08-04T15:00:00.000Z');
      expect((await a.cut('2026-08-04')).fileIdModifier).toBe('A');
    });
  },
  'one',
  { ach: { ...ACH, fileIdModifiers: 'ABC' } },
);

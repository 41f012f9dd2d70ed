// Accounts proven before money goes to them (docs/ach.md, "Prenotes" and "Micro-deposits"), through the
// services with ACH files on, no HTTP (test/http/ach-files.test.ts walks the same over HTTP, byte for byte):
// the prenote waiting period in banking days around Memorial Day with the credit held back and released (the
// payroll not Paid until the file paying its held credit is sent); a returned prenote and a notification of
// change through the returns operation (recordAchReturns); micro-deposit
// attempts exhausted, a new connection, returned micro-deposits; ACH_PRENOTES=off; and when approval
// refuses an unverified funding account (not in sandbox mode, not without ACH files). Each test has a
// partner of its own: a file carries everything of its partner.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import type { AchConfig } from '../../src/config';
import { FieldCipher } from '../../src/lib/secrets';
import { applyVerificationReturn } from '../../src/services/money/ach-verification';
import type { ServiceContext } from '../../src/services/context';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { companyInput, refusal } from './fixtures';

const ACH: AchConfig = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'ABC', settlementOffsetDays: 2, prenotes: 'wait' };
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const FUNDING = { routingNumber: '011000015', accountNumber: '000555666777', type: 'Checking' } as const;
const cents = (dollars: number) => Math.round(dollars * 100);

forEachServiceDatabase(
  'accounts proven before money goes to them (service tier)',
  (t) => {
    const db = () => t().db.prisma;
    const services = () => t().services;
    /** The context the returns operation's service holds (services/index.ts builds the same). */
    const ctx = (): ServiceContext => ({
      prisma: db(),
      config: t().config,
      databaseKind: t().db.kind,
      cipher: new FieldCipher(t().config.encryptionKey, t().config.encryptionKeysPrevious),
      now: t().clock.now,
      serviceNow: t().clock.now,
      startedAt: new Date(),
    });
    afterEach(() => t().clock.reset());

    /** A partner of its own with a company ready to run payroll (as test/service/payrolls.test.ts sets one up). */
    async function world(name: string) {
      const partner: TestCaller & { partnerId: string } = await t().partner(name);
      const companyId = (await services().companies.create(partner.caller, companyInput({ legalName: `${name} LLC` }))).id;
      await db().company.update({ where: { id: companyId }, data: { payrollActivated: true } });
      await db().companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
      const wp = (await services().org.createWorkplace(partner.caller, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
      const employee = async (firstName: string, accountNumber: string, type: 'Checking' | 'Savings' = 'Checking') => {
        const input: Schema<'EmployeeCreate'> = { firstName, lastName: 'Tester', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'DirectDeposit', wage: { rate: 25, period: 'Hourly' } };
        const id = (await services().employees.create(partner.caller, companyId, input)).id;
        const account = await services().bankAccounts.createAccount(partner.caller, companyId, { kind: 'employee', id }, { routingNumber: '121000358', accountNumber, type });
        return { id, accountId: account.id };
      };
      const account = (employeeId: string, id: string) => services().bankAccounts.getAccount(partner.caller, companyId, { kind: 'employee', id: employeeId }, id);
      const connect = () => services().onboarding.completeStep(partner.caller, companyId, 'connectBankAccount', FUNDING);
      const cut = (settlementDate: string) => services().achFiles.createFile(partner.caller, { settlementDate });
      const text = async (fileId: string) => (await services().achFiles.download(partner.caller, fileId)).bytes.toString('utf8');
      const funding = () => services().fundingAccounts.get(partner.caller, companyId);
      const verify = (amounts: number[]) => services().fundingAccounts.verify(partner.caller, companyId, { amounts });
      /** The two micro-deposits of a file, in cents, as the company reads them on its statement. */
      const microDeposits = (file: Schema<'AchFile'>) => file.entries!.filter((e) => e.kind === 'MicroDeposit').map((e) => cents(e.amount));
      const payroll = async (employeeId: string, week: { periodStart: string; periodEnd: string; payday: string }, extra: Partial<Schema<'PayrollCreate'>> = {}) => {
        const draft = await services().payrolls.create(partner.caller, companyId, { ...week, frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }], ...extra });
        return draft.id;
      };
      const approve = (id: string) => services().payrolls.approve(partner.caller, companyId, id);
      const events = async (type: string) => (await db().event.findMany({ where: { companyId, type }, orderBy: { seq: 'asc' } })).map((e) => e.data as Record<string, unknown>);
      return { partner, companyId, employee, account, connect, cut, text, funding, verify, microDeposits, payroll, approve, events };
    }

    it('waits the prenote period in banking days (Memorial Day): the credit is held back, then paid by the first file cut once it ends', async () => {
      t().clock.set('2026-05-20T15:00:00.000Z'); // Wednesday
      const w = await world('Prenote Partner');
      const eve = await w.employee('Eve', '000123454431');
      await w.connect();
      expect((await w.account(eve.id, eve.accountId)).verification).toEqual({ status: 'Unverified', prenoteSettlementDate: null, liveCreditsFrom: null, returnCode: null });

      // Thursday 05-21: the prenote settles; the third banking day after it, Monday 05-25 being Memorial Day, is Wednesday 05-27.
      const first = await w.cut('2026-05-21');
      expect(first.entries!.map((e) => [e.kind, e.transactionCode, e.amount, e.effectiveDate])).toEqual([
        ['Prenote', 23, 0, '2026-05-21'],
        ['MicroDeposit', 22, expect.any(Number), '2026-05-21'],
        ['MicroDeposit', 22, expect.any(Number), '2026-05-21'],
        ['MicroDepositOffset', 27, expect.any(Number), '2026-05-21'],
      ]);
      const prenote = { status: 'PrenoteSent', prenoteSettlementDate: '2026-05-21', liveCreditsFrom: '2026-05-27', returnCode: null };
      expect((await w.account(eve.id, eve.accountId)).verification).toEqual(prenote);
      expect((await w.events('bank_account.updated')).map((a) => [a.id, (a.verification as { status: string }).status])).toEqual([[eve.accountId, 'PrenoteSent']]);
      const [m1, m2] = w.microDeposits(first);
      expect((await w.verify([m2 / 100, m1 / 100])).verification.status).toBe('Verified');

      // Approval is not stopped by the unproven account: the file holds its credit back.
      const payrollId = await w.payroll(eve.id, { periodStart: '2026-05-18', periodEnd: '2026-05-24', payday: '2026-05-29' });
      const approved = await w.approve(payrollId);
      const net = approved.employeeItems![0].netPay;
      const cash = approved.totals!.cashRequirement;

      // Tuesday 05-26 (two banking days after the prenote): the debit goes, the credit is held.
      t().clock.set('2026-05-26T15:00:00.000Z');
      expect((await w.account(eve.id, eve.accountId)).verification.status).toBe('PrenoteSent');
      const held = await w.cut('2026-05-27');
      expect(held.entries!.map((e) => [e.kind, e.amount])).toEqual([['CompanyDebit', cash]]);
      expect(held.payrollIds).toEqual([payrollId]);
      const heldCredit = {
        id: expect.stringMatching(/^ahc_/),
        kind: 'EmployeeNetPay',
        payrollId,
        companyId: w.companyId,
        itemId: approved.employeeItems![0].id,
        bankAccountId: eve.accountId,
        amount: net,
        reason: 'PrenoteWaitingPeriod',
        status: 'Held',
        releasedInAchFileId: null,
        releasedTraceNumber: null,
      };
      expect(held.heldCredits).toEqual([heldCredit]);
      expect(parseAndCheckNacha(await w.text(held.id)).file.footer).toMatchObject({ totalDebit: cents(cash), totalCredit: 0 });
      // Sent, it debits the company; the payroll is not Paid: its credit is not Sent (held).
      await services().achFiles.markSent(w.partner.caller, held.id);
      expect((await services().payrolls.get(w.partner.caller, w.companyId, payrollId)).status).toBe('Processing');

      // Wednesday 05-27: Verified; the next file pays the held credit, effective on its settlement date.
      t().clock.set('2026-05-27T15:00:00.000Z');
      expect((await w.account(eve.id, eve.accountId)).verification).toEqual({ ...prenote, status: 'Verified' });
      const paid = await w.cut('2026-05-27');
      expect(paid.entries).toEqual([
        expect.objectContaining({ kind: 'EmployeeNetPay', payrollId, itemId: approved.employeeItems![0].id, bankAccountId: eve.accountId, transactionCode: 22, secCode: 'PPD', effectiveDate: '2026-05-27', amount: net, accountNumberLastFour: '4431' }),
      ]);
      expect(paid.heldCredits).toEqual([]);
      const parsed = parseAndCheckNacha(await w.text(paid.id));
      expect(parsed.batches.map((b) => [b.entryClassCode, b.effectiveDate, b.entries.map((e) => [e.transactionCode, e.dfiAccount.trim(), e.amount])])).toEqual([['PPD', '260527', [['22', '000123454431', cents(net)]]]]);
      // Paid once the file paying the held credit is sent.
      expect((await services().payrolls.get(w.partner.caller, w.companyId, payrollId)).status).toBe('Processing');
      await services().achFiles.markSent(w.partner.caller, paid.id);
      expect((await services().payrolls.get(w.partner.caller, w.companyId, payrollId)).status).toBe('Paid');
      const released = (await services().achFiles.getFile(w.partner.caller, held.id)).heldCredits;
      expect(released).toEqual([{ ...heldCredit, status: 'Released', releasedInAchFileId: paid.id, releasedTraceNumber: paid.entries![0].traceNumber }]);
      // Paid once: nothing is left to file.
      await refusal(w.cut('2026-05-27'), 'unprocessable', 'ach_nothing_to_file');
    });

    it('a returned prenote fails the account (its credits held) until its details change; a notification of change corrects an account and keeps its prenote', async () => {
      t().clock.set('2026-06-01T15:00:00.000Z'); // Monday
      const w = await world('Return Partner');
      const finn = await w.employee('Finn', '000987652982');
      const gia = await w.employee('Gia', '55501234567', 'Savings');
      await w.connect();
      const first = await w.cut('2026-06-02');
      const prenotes = await db().achEntry.findMany({ where: { achFileId: first.id, kind: 'Prenote' }, orderBy: { traceNumber: 'asc' } });
      expect(prenotes.map((e) => [e.bankAccountId, e.transactionCode])).toEqual([[finn.accountId, 23], [gia.accountId, 33]]);
      const debit = await db().achEntry.findFirstOrThrow({ where: { achFileId: first.id, kind: 'MicroDepositOffset' } });

      // The file sent; the bank answers R03 on Finn's prenote and C01 (a corrected account number) on Gia's, through
      // the returns operation, as any entry's return and NOC. Neither is a payroll entry's business.
      await services().achFiles.markSent(w.partner.caller, first.id);
      const recorded = await services().achReturns.record(w.partner.caller, {
        entries: [
          { originalTraceNumber: prenotes[0].traceNumber, code: 'R03' },
          { originalTraceNumber: prenotes[1].traceNumber, code: 'C01', correctedData: '99887766554433' },
        ],
      });
      expect(recorded.results.map((r) => [r.outcome, r.detail])).toEqual([
        ['Applied', `The Prenote entry is Returned (R03 No Account/Unable to Locate Account); bank account ${finn.accountId} is Failed: no credit goes to it until its details change.`],
        ['Applied', `Bank account ${gia.accountId} is corrected.`],
      ]);
      expect((await services().achReturns.get(w.partner.caller, recorded.results[0].achReturnId!)).payrollId).toBeNull();
      // A NOC on the micro-deposits' offset corrects the funding account, not a worker's.
      expect(debit.bankAccountId).toBeNull();
      expect((await w.account(finn.id, finn.accountId)).verification).toEqual({ status: 'Failed', prenoteSettlementDate: '2026-06-02', liveCreditsFrom: '2026-06-05', returnCode: 'R03' });
      const gias = await w.account(gia.id, gia.accountId);
      expect([gias.accountNumberLastFour, gias.type, gias.verification.status]).toEqual(['4433', 'Savings', 'PrenoteSent']);
      expect((await w.events('bank_account.updated')).slice(-2).map((a) => [a.id, (a.verification as { status: string }).status, a.accountNumberLastFour])).toEqual([
        [finn.accountId, 'Failed', '2982'],
        [gia.accountId, 'PrenoteSent', '4433'],
      ]);

      // A week later, past the waiting period: Finn's credit is still held (Failed); Gia's goes, to the corrected number.
      const [m1, m2] = w.microDeposits(first);
      await w.verify([m1 / 100, m2 / 100]);
      const finnPay = await w.approve(await w.payroll(finn.id, { periodStart: '2026-06-01', periodEnd: '2026-06-07', payday: '2026-06-12' }));
      const giaPay = await w.approve(await w.payroll(gia.id, { periodStart: '2026-06-01', periodEnd: '2026-06-07', payday: '2026-06-12' }));
      t().clock.set('2026-06-08T15:00:00.000Z');
      const file = await w.cut('2026-06-10');
      expect(file.heldCredits!.map((h) => [h.payrollId, h.bankAccountId, h.reason])).toEqual([[finnPay.id, finn.accountId, 'AccountFailed']]);
      const credits = parseAndCheckNacha(await w.text(file.id)).batches.flatMap((b) => b.entries.filter((e) => e.transactionCode === '32').map((e) => [e.dfiAccount.trim(), e.amount]));
      expect(credits).toEqual([['99887766554433', cents(giaPay.employeeItems![0].netPay)]]);

      // A new account number makes the account Unverified again: the next file prenotes it; the credit stays held meanwhile.
      const changed = await services().bankAccounts.updateAccount(w.partner.caller, w.companyId, { kind: 'employee', id: finn.id }, finn.accountId, { accountNumber: '000123450009' });
      expect(changed.verification).toEqual({ status: 'Unverified', prenoteSettlementDate: null, liveCreditsFrom: null, returnCode: null });
      // The same number sent again is no change: the verification stays.
      const again = await w.cut('2026-06-09');
      expect(again.entries!.map((e) => [e.kind, e.bankAccountId, e.transactionCode])).toEqual([['Prenote', finn.accountId, 23]]);
      const same = await services().bankAccounts.updateAccount(w.partner.caller, w.companyId, { kind: 'employee', id: finn.id }, finn.accountId, { accountNumber: '000123450009', routingNumber: '121000358' });
      expect(same.verification).toEqual({ status: 'PrenoteSent', prenoteSettlementDate: '2026-06-09', liveCreditsFrom: '2026-06-12', returnCode: null });
      expect((await services().achFiles.getFile(w.partner.caller, file.id)).heldCredits!.map((h) => h.status)).toEqual(['Held']);
    });

    it('micro-deposits: three wrong answers lock the verification (event); a new connection sends new ones; returned ones fail it', async () => {
      t().clock.set('2026-06-15T15:00:00.000Z'); // Monday
      const w = await world('Micro Partner');
      const hal = await w.employee('Hal', '3849204821');
      await w.connect();
      const payrollId = await w.payroll(hal.id, { periodStart: '2026-06-15', periodEnd: '2026-06-21', payday: '2026-06-26' });
      await refusal(w.approve(payrollId), 'unprocessable', 'funding_account_unverified', `The funding account of company ${w.companyId} is Unverified: its micro-deposits must be verified (getFundingAccount, verifyFundingAccount) before a payroll is approved.`);
      const first = await w.cut('2026-06-16');
      const [m1, m2] = w.microDeposits(first);
      const wrong = [m1 / 100, (m2 === 99 ? 98 : m2 + 1) / 100];
      // Amounts not in whole cents are malformed, and count nothing.
      await refusal(w.verify([0.015, 0.02]), 'invalid', 'validation_failed');
      for (const remain of ['2 attempt(s) remain.', '1 attempt(s) remain.', 'No attempt remains: the verification is locked; connect the account again (onboard connect_bank_account) for new micro-deposits.']) {
        await refusal(w.verify(wrong), 'unprocessable', 'micro_deposit_amounts_incorrect', `These are not the two micro-deposits sent to the funding account of company ${w.companyId}. ${remain}`);
      }
      expect((await w.funding()).verification).toEqual({ status: 'Locked', achFileId: first.id, settlementDate: '2026-06-16', attemptsRemaining: 0, verifiedAt: null, returnCode: null });
      expect((await w.events('company.funding_account_verification_locked')).map((e) => [e.id, (e.verification as { status: string }).status])).toEqual([[w.companyId, 'Locked']]);
      // Locked: even the right amounts are refused, and approval too.
      await refusal(w.verify([m1 / 100, m2 / 100]), 'conflict', 'funding_account_verification_locked');
      await refusal(w.approve(payrollId), 'unprocessable', 'funding_account_unverified');

      // Connecting again starts over: new micro-deposits in the next file, verified this time.
      t().clock.set('2026-06-16T15:00:00.000Z');
      await w.connect();
      expect((await w.funding()).verification).toEqual({ status: 'Unverified', achFileId: null, settlementDate: null, attemptsRemaining: 3, verifiedAt: null, returnCode: null });
      const second = await w.cut('2026-06-17');
      expect(second.entries!.map((e) => e.kind)).toEqual(['MicroDeposit', 'MicroDeposit', 'MicroDepositOffset']);
      const [n1, n2] = w.microDeposits(second);
      expect((await w.verify([n1 / 100, n2 / 100])).verification).toMatchObject({ status: 'Verified', achFileId: second.id, verifiedAt: '2026-06-16T15:00:00Z' });
      expect((await w.approve(payrollId)).status).toBe('Pending');
      expect((await w.events('company.funding_account_verified')).length).toBe(1);
      // Another account connected at the very instant of the verified connection starts over as well: a
      // verification belongs to its connection, never to an instant two connections share (issue 36).
      await services().onboarding.completeStep(w.partner.caller, w.companyId, 'connectBankAccount', { ...FUNDING, accountNumber: '000999888777' });
      expect((await w.funding()).verification).toEqual({ status: 'Unverified', achFileId: null, settlementDate: null, attemptsRemaining: 3, verifiedAt: null, returnCode: null });
      await refusal(w.approve(await w.payroll(hal.id, { periodStart: '2026-06-22', periodEnd: '2026-06-28', payday: '2026-07-02' })), 'unprocessable', 'funding_account_unverified');

      // A third connection whose micro-deposits come back R03: Failed, verification refused, an event.
      t().clock.set('2026-06-17T15:00:00.000Z');
      await w.connect();
      const third = await w.cut('2026-06-18');
      const credit = await db().achEntry.findFirstOrThrow({ where: { achFileId: third.id, kind: 'MicroDeposit' } });
      expect(await db().$transaction((tx) => applyVerificationReturn(ctx(), tx as never, credit, 'R03'))).toBe(true);
      expect((await w.funding()).verification).toMatchObject({ status: 'Failed', achFileId: third.id, returnCode: 'R03' });
      await refusal(w.verify([0.01, 0.02]), 'conflict', 'micro_deposits_returned');
      expect((await w.events('company.funding_account_verification_failed')).map((e) => (e.verification as { status: string }).status)).toEqual(['Failed']);
    });

    it('ACH_PRENOTES=off: no prenote, no credit held; the approval guard is off in sandbox mode and without ACH files', async () => {
      t().clock.set('2026-06-22T15:00:00.000Z'); // Monday
      const config = t().config;
      const w = await world('Off Partner');
      const ivy = await w.employee('Ivy', '4400123456789');
      await w.connect();
      const week = { periodStart: '2026-06-22', periodEnd: '2026-06-28', payday: '2026-07-02' };
      const payrollId = await w.payroll(ivy.id, week);
      try {
        // Without ACH files no money leaves the service: nothing to prove.
        config.ach = undefined;
        expect((await w.approve(payrollId)).status).toBe('Pending');
        // In sandbox mode the guard is off too, and the payroll's debit is filed from the unverified account.
        config.ach = { ...ACH, prenotes: 'off' };
        config.sandboxMode = true;
        const bonus = await w.payroll(ivy.id, week, { type: 'OffCycle', offCycleReason: 'Bonus' });
        expect((await w.approve(bonus)).status).toBe('Pending');
        const file = await w.cut('2026-06-30');
        expect(file.entries!.map((e) => e.kind)).toEqual(['EmployeeNetPay', 'EmployeeNetPay', 'CompanyDebit', 'CompanyDebit', 'MicroDeposit', 'MicroDeposit', 'MicroDepositOffset']);
        expect(file.heldCredits).toEqual([]);
        expect((await w.account(ivy.id, ivy.accountId)).verification.status).toBe('Unverified');
      } finally {
        config.ach = ACH;
        config.sandboxMode = false;
      }
    });
  },
  'one',
  { ach: ACH },
);

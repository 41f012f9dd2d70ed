// Reversals of payrolls ACH files paid (issue 36; docs/ach.md, "Reversals"), through the services
// with ACH files on, no HTTP. Production mode (not sandbox) unless a test says so, ACH_PRENOTES=off so that
// the worker accounts take live credits at once:
// - F1: a reversal credits only a funding account its micro-deposits proved; after a company key's
//   reconnection it waits (no entry, debits included) until the new account is verified.
// - F2: a payroll whose funding debit was returned (R01, unresolved) is not reversed; once the partner
//   resolves the failure it is.
// - F5: a reversal pulls back only the credits a file wrote; a held credit (sandbox mode, prenote waiting
//   period) is not debited.
// - F6: the reversing debit goes to the account the credit went to, not to the account as edited since;
//   an entry written before numbers were kept falls back only to an account unchanged since.
// - F7: reversing entries are effective no earlier than the credits they reverse; the payroll's items show
//   Sent, then Settled.
// Each test has a partner of its own: a file carries everything of its partner.
//
// Figures (2026, weekly, Single without a W-4, Texas at 2.7% SUI, as in ach-accounts.test.ts): 40 h x $25 =
// 1,000.00 gross, FIT 78.08 + Social Security 62.00 + Medicare 14.50 = 154.58, net 845.42.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import type { AchConfig } from '../../src/config';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { companyInput, refusal } from './fixtures';

const ACH: AchConfig = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', settlementOffsetDays: 2, prenotes: 'off' };
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const FUNDING = { routingNumber: '011000015', accountNumber: '000555666777', type: 'Checking' } as const;
/** The account a stolen company key connects. */
const THIEF = { routingNumber: '121000358', accountNumber: '000999888777', type: 'Checking' } as const;
const WEEK = { periodStart: '2026-06-01', periodEnd: '2026-06-07', payday: '2026-06-12' };
const NET = 845.42;
const cents = (dollars: number) => Math.round(dollars * 100);

forEachServiceDatabase(
  'reversals of payrolls ACH files paid (issue 36: F1, F2, F5, F6, F7)',
  (t) => {
    const db = () => t().db.prisma;
    const services = () => t().services;
    afterEach(() => {
      t().clock.reset();
      t().config.sandboxMode = false;
      t().config.ach = ACH;
    });

    /** A partner of its own, a company whose funding account is verified, and its employees' payroll helpers. */
    async function world(name: string) {
      const partner: TestCaller & { partnerId: string } = await t().partner(name);
      const companyId = (await services().companies.create(partner.caller, companyInput({ legalName: `${name} LLC` }))).id;
      await db().company.update({ where: { id: companyId }, data: { payrollActivated: true } });
      await db().companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
      const wp = (await services().org.createWorkplace(partner.caller, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
      const employee = async (firstName: string, accountNumber: string) => {
        const input: Schema<'EmployeeCreate'> = { firstName, lastName: 'Tester', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'DirectDeposit', wage: { rate: 25, period: 'Hourly' } };
        const id = (await services().employees.create(partner.caller, companyId, input)).id;
        const account = await services().bankAccounts.createAccount(partner.caller, companyId, { kind: 'employee', id }, { routingNumber: '121000358', accountNumber, type: 'Checking' });
        return { id, accountId: account.id };
      };
      const cut = (settlementDate: string) => services().achFiles.createFile(partner.caller, { settlementDate });
      const send = (fileId: string) => services().achFiles.markSent(partner.caller, fileId);
      const text = async (fileId: string) => (await services().achFiles.download(partner.caller, fileId)).bytes.toString('utf8');
      /** Proves the funding account as connected now: the next file's micro-deposits, answered. */
      const proveFunding = async (settlementDate: string) => {
        const file = await cut(settlementDate);
        const amounts = file.entries!.filter((e) => e.kind === 'MicroDeposit' && e.companyId === companyId).map((e) => e.amount);
        expect((await services().fundingAccounts.verify(partner.caller, companyId, { amounts })).verification.status).toBe('Verified');
        return file;
      };
      await services().onboarding.completeStep(partner.caller, companyId, 'connectBankAccount', FUNDING);
      const payroll = async (employeeIds: string[], week = WEEK) => {
        const draft = await services().payrolls.create(partner.caller, companyId, { ...week, frequency: 'Weekly', employeeItems: employeeIds.map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) });
        return services().payrolls.approve(partner.caller, companyId, draft.id);
      };
      const get = (id: string) => services().payrolls.get(partner.caller, companyId, id);
      const reverse = (id: string) => services().payrolls.reverse(partner.caller, companyId, id, { reason: 'Paid by mistake' });
      /** The reversing batches of a file as the bank reads them (the independent parser): SEC, effective date, entries. */
      const reversalBatches = async (fileId: string) =>
        parseAndCheckNacha(await text(fileId))
          .batches.filter((b) => b.description.trim() === 'REVERSAL')
          .map((b) => [b.entryClassCode, b.effectiveDate, b.entries.map((e) => [e.transactionCode, `${String(e.receivingDFIIdentification).padStart(8, '0')}${e.checkDigit}`, e.dfiAccount.trim(), e.amount])]);
      return { partner, companyId, employee, cut, send, text, proveFunding, payroll, get, reverse, reversalBatches };
    }

    it('F1: after a company key connects another account, the reversal waits (no entry) until that account is proven, then credits it', async () => {
      t().clock.set('2026-06-01T15:00:00.000Z'); // Monday
      const w = await world('F1 Partner');
      const ann = await w.employee('Ann', '000111222333');
      await w.proveFunding('2026-06-02');
      const paid = await w.payroll([ann.id]);
      expect(paid.employeeItems![0].netPay).toBe(NET);
      const file = await w.cut('2026-06-10');
      await w.send(file.id);
      expect((await w.get(paid.id)).status).toBe('Paid');

      // An hour later a stolen company key connects the thief's account, then reverses the payroll.
      t().clock.set('2026-06-01T16:00:00.000Z');
      const company = await t().companyCaller(w.companyId);
      await services().onboarding.completeStep(company.caller, w.companyId, 'connectBankAccount', THIEF);
      const reversal = await w.reverse(paid.id);
      expect(reversal.reversal!.movements.map((m) => [m.kind, m.amount])).toEqual([['DirectDepositReversal', NET]]);

      // The next file proves the new account and carries nothing of the reversal: no credit to it, no debit of Ann.
      t().clock.set('2026-06-02T15:00:00.000Z');
      const next = await w.cut('2026-06-03');
      expect(next.entries!.map((e) => [e.kind, e.accountNumberLastFour])).toEqual([
        ['MicroDeposit', '8777'],
        ['MicroDeposit', '8777'],
        ['MicroDepositOffset', '8777'],
      ]);
      expect(next.payrollIds).toEqual([]);

      // Proven by its micro-deposits, the account takes the reversal's credit in the next file.
      const amounts = next.entries!.filter((e) => e.kind === 'MicroDeposit').map((e) => e.amount);
      await services().fundingAccounts.verify(w.partner.caller, w.companyId, { amounts });
      const after = await w.cut('2026-06-04');
      expect(after.payrollIds).toEqual([reversal.id]);
      expect(after.entries!.map((e) => [e.kind, e.transactionCode, e.amount, e.accountNumberLastFour])).toEqual([
        ['EmployeeNetPayReversal', 27, NET, '2333'],
        ['CompanyReversalCredit', 22, NET, '8777'],
      ]);
    });

    it('F2: a payroll whose funding debit came back R01 is not reversed (422 reversal_funding_unresolved) until the partner resolves the failure', async () => {
      t().clock.set('2026-06-01T15:00:00.000Z');
      const w = await world('F2 Partner');
      const bo = await w.employee('Bo', '000123123123');
      await w.proveFunding('2026-06-02');
      const paid = await w.payroll([bo.id]);
      const file = await w.cut('2026-06-10');
      await w.send(file.id);
      const debit = file.entries!.find((e) => e.kind === 'CompanyDebit')!;
      expect(debit.amount).toBe(paid.totals!.cashRequirement);
      const recorded = await services().achReturns.record(w.partner.caller, { entries: [{ originalTraceNumber: debit.traceNumber, code: 'R01' }] });
      expect(recorded.results.map((r) => r.outcome)).toEqual(['Applied']);
      const [failure] = (await services().funding.list(w.partner.caller, w.companyId, {})).results;
      expect([failure.payrollId, failure.status, failure.amount]).toEqual([paid.id, 'Unresolved', debit.amount]);
      expect((await w.get(paid.id)).status).toBe('Paid');

      await refusal(
        w.reverse(paid.id),
        'unprocessable',
        'reversal_funding_unresolved',
        `Payroll ${paid.id}'s funding debit was returned and the funding failure is unresolved: the company never paid it, so nothing is pulled back from the workers for it. Collect the money and record it (resolveFundingFailure) first, or correct the payroll with voidPayroll.`,
      );
      // Nothing was written.
      const still = await w.get(paid.id);
      expect([still.status, still.isVoid, still.reversedBy]).toEqual(['Paid', false, undefined]);
      expect(await db().payroll.count({ where: { reversalOfId: paid.id } })).toBe(0);

      // The partner collected the money: the reversal is legitimate, its entries go into the next file.
      await services().funding.resolve(w.partner.caller, w.companyId, failure.id);
      const reversal = await w.reverse(paid.id);
      const next = await w.cut('2026-06-03');
      expect(next.payrollIds).toEqual([reversal.id]);
      expect(next.entries!.map((e) => [e.kind, e.amount])).toEqual([
        ['EmployeeNetPayReversal', NET],
        ['CompanyReversalCredit', NET],
      ]);
    });

    it('F5: a held credit (sandbox mode, prenote waiting period) is not pulled back: the reversal debits only what a file paid', async () => {
      t().clock.set('2026-06-01T15:00:00.000Z');
      t().config.sandboxMode = true;
      const w = await world('F5 Partner');
      const cy = await w.employee('Cy', '000321321321');
      // Cy's account proven by a prenote and its waiting period; Di's account is new when the payroll is cut.
      t().config.ach = { ...ACH, prenotes: 'wait' };
      expect((await w.cut('2026-06-02')).entries!.map((e) => e.kind)).toEqual(['Prenote', 'MicroDeposit', 'MicroDeposit', 'MicroDepositOffset']);
      const di = await w.employee('Di', '000654654654');
      t().clock.set('2026-06-08T15:00:00.000Z');
      const paid = await w.payroll([cy.id, di.id], { periodStart: '2026-06-08', periodEnd: '2026-06-14', payday: '2026-06-19' });
      const file = await w.cut('2026-06-17');
      expect(file.entries!.map((e) => [e.kind, e.accountNumberLastFour, e.amount])).toEqual([
        ['EmployeeNetPay', '1321', NET],
        ['CompanyDebit', '6777', paid.totals!.cashRequirement],
        ['Prenote', '4654', 0],
      ]);
      expect(file.heldCredits!.map((h) => [h.bankAccountId, h.amount, h.reason])).toEqual([[di.accountId, NET, 'AccountUnverified']]);
      await w.send(file.id);
      // Sandbox mode: the clock pays the payroll on payday, Di's credit still held (the prenote's waiting period ends 06-22).
      t().clock.set('2026-06-19T15:00:00.000Z');
      expect((await w.get(paid.id)).status).toBe('Paid');

      const reversal = await w.reverse(paid.id);
      const cyItem = paid.employeeItems!.find((i) => i.employeeId === cy.id)!.id;
      expect(reversal.reversal!.movements).toEqual([{ itemId: cyItem, employeeId: cy.id, kind: 'DirectDepositReversal', amount: NET, bankAccountId: cy.accountId, accountNumberLastFour: '1321' }]);
      const next = await w.cut('2026-06-22');
      expect(next.payrollIds).toEqual([reversal.id]);
      // Only Cy, who was paid, is debited; the company gets back what was pulled back.
      expect(next.entries!.filter((e) => e.payrollId === reversal.id).map((e) => [e.kind, e.bankAccountId, e.amount])).toEqual([
        ['EmployeeNetPayReversal', cy.accountId, NET],
        ['CompanyReversalCredit', null, NET],
      ]);
    });

    it('F6: the reversing debit goes to the account the credit went to, not to the number edited since; an entry without its number only to an account unchanged since', async () => {
      t().clock.set('2026-06-01T15:00:00.000Z');
      const w = await world('F6 Partner');
      const ed = await w.employee('Ed', '000777111222');
      const flo = await w.employee('Flo', '000777333444');
      const gus = await w.employee('Gus', '000777555666');
      await w.proveFunding('2026-06-02');
      const paid = await w.payroll([ed.id, flo.id, gus.id]);
      const file = await w.cut('2026-06-10');
      await w.send(file.id);
      // Flo's and Gus's entries as written before migration 0034 (no number kept).
      for (const accountId of [flo.accountId, gus.accountId]) await db().achEntry.updateMany({ where: { achFileId: file.id, bankAccountId: accountId }, data: { accountNumberEncrypted: null } });
      // Ed's and Gus's accounts get new numbers after the credits went out.
      for (const [e, accountNumber] of [[ed, '000888111222'], [gus, '000888555666']] as const) {
        await services().bankAccounts.updateAccount(w.partner.caller, w.companyId, { kind: 'employee', id: e.id }, e.accountId, { accountNumber });
      }
      const reversal = await w.reverse(paid.id);
      expect(reversal.reversal!.movements.map((m) => [m.bankAccountId, m.amount])).toEqual([[ed.accountId, NET], [flo.accountId, NET], [gus.accountId, NET]]);
      t().clock.set('2026-06-02T15:00:00.000Z');
      const next = await w.cut('2026-06-03');
      // Ed: the number his credit went to; Flo: unchanged, her account as it is; Gus: changed since, no debit.
      expect(await w.reversalBatches(next.id)).toEqual([
        ['PPD', '260612', [['27', '121000358', '000777111222', cents(NET)], ['27', '121000358', '000777333444', cents(NET)]]],
        ['CCD', '260612', [['22', '011000015', '000555666777', cents(NET * 2)]]],
      ]);
    });

    it('F7: sent is not settled: the reversing entries are effective on the payday the credits settle, not before; the items read Sent, then Settled', async () => {
      t().clock.set('2026-06-01T15:00:00.000Z');
      const w = await world('F7 Partner');
      const hal = await w.employee('Hal', '000246246246');
      await w.proveFunding('2026-06-02');
      const paid = await w.payroll([hal.id]);
      const file = await w.cut('2026-06-10');
      expect(file.entries!.map((e) => [e.kind, e.effectiveDate])).toEqual([
        ['EmployeeNetPay', '2026-06-12'],
        ['CompanyDebit', '2026-06-10'],
      ]);
      await w.send(file.id);
      // Paid once its file is sent, eleven days before payday: it can be reversed already.
      expect((await w.get(paid.id)).status).toBe('Paid');
      const reversal = await w.reverse(paid.id);
      t().clock.set('2026-06-02T15:00:00.000Z');
      const next = await w.cut('2026-06-03');
      expect(next.entries!.map((e) => [e.kind, e.effectiveDate])).toEqual([
        ['EmployeeNetPayReversal', '2026-06-12'],
        ['CompanyReversalCredit', '2026-06-12'],
      ]);
      expect(await w.reversalBatches(next.id)).toEqual([
        ['PPD', '260612', [['27', '121000358', '000246246246', cents(NET)]]],
        ['CCD', '260612', [['22', '011000015', '000555666777', cents(NET)]]],
      ]);
      expect(next.payrollIds).toEqual([reversal.id]);

      // The reversed item's money was sent, not settled: it settles on payday; the day after, it reads Settled.
      expect((await w.get(paid.id)).employeeItems![0].achPayment).toEqual({ status: 'Sent', settlementDate: '2026-06-12' });
      t().clock.set('2026-06-13T15:00:00.000Z');
      expect((await w.get(paid.id)).employeeItems![0].achPayment).toEqual({ status: 'Settled', settlementDate: '2026-06-12' });
    });
  },
  'one',
  { ach: ACH },
);

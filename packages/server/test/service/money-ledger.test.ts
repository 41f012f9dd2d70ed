// A payroll's money ledger (getPayrollLedger; docs/ach.md, "The ledger"; issue 36) at the service tier:
// each entry checked against the files' bytes parsed by the independent reader (trace number, amount,
// account's last four, routing number), a held credit with its reason and then released, a returned credit,
// the totals balanced to the cent; another partner, another company's key and unknown ids get 404.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase } from '@payroll/test-support';
import type { AchConfig } from '../../src/config';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { companyInput, refusal } from './fixtures';

const ACH: AchConfig = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'ABCDEFGH', settlementOffsetDays: 2, prenotes: 'wait' };
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const cents = (dollars: number) => Math.round(dollars * 100);

forEachServiceDatabase(
  'the payroll ledger (service tier)',
  (t) => {
    const db = () => t().db.prisma;
    const s = () => t().services;
    afterEach(() => t().clock.reset());

    it('shows each entry as the file bytes carry it, the held credit and its release, a return, and totals that balance; 404 outside the scope', async () => {
      t().clock.set('2026-05-20T15:00:00.000Z'); // Wednesday
      const partner = await t().partner('Ledger Partner');
      const p = partner.caller;
      const companyId = (await s().companies.create(p, companyInput({ legalName: 'Ledger LLC' }))).id;
      await db().company.update({ where: { id: companyId }, data: { payrollActivated: true } });
      await db().companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
      const wp = (await s().org.createWorkplace(p, companyId, { name: 'Main', address: WORKPLACE_ADDRESS })).id;
      const hire = async (firstName: string) => {
        const input: Schema<'EmployeeCreate'> = { firstName, lastName: 'Ledger', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'DirectDeposit', wage: { rate: 25, period: 'Hourly' } };
        return (await s().employees.create(p, companyId, input)).id;
      };
      const eve = await hire('Eve');
      await s().bankAccounts.createAccount(p, companyId, { kind: 'employee', id: eve }, { routingNumber: '121000358', accountNumber: '000123454431', type: 'Checking' });
      await s().onboarding.completeStep(p, companyId, 'connectBankAccount', { routingNumber: '011000015', accountNumber: '000555666777', type: 'Checking' });
      const proving = await s().achFiles.createFile(p, { settlementDate: '2026-05-21' });
      await s().fundingAccounts.verify(p, companyId, { amounts: proving.entries!.filter((e) => e.kind === 'MicroDeposit').map((e) => e.amount) });
      // Finn's account is new when the payroll's file is cut: his credit is held (AccountUnverified).
      const finn = await hire('Finn');
      await s().bankAccounts.createAccount(p, companyId, { kind: 'employee', id: finn }, { routingNumber: '026009593', accountNumber: '55501234567', type: 'Savings' });
      const draft = await s().payrolls.create(p, companyId, { periodStart: '2026-05-18', periodEnd: '2026-05-24', payday: '2026-06-05', frequency: 'Weekly', employeeItems: [{ employeeId: eve, payments: [{ regularHours: 40 }] }, { employeeId: finn, payments: [{ regularHours: 32 }] }] });
      const approved = await s().payrolls.approve(p, companyId, draft.id);
      const [eveItem, finnItem] = approved.employeeItems!;
      const taxes = cents(approved.totals!.cashRequirement) - cents(eveItem.netPay) - cents(finnItem.netPay);

      // Before any file: nothing written, the taxes owed.
      const before = await s().ledger.get(p, companyId, draft.id);
      expect([before.entries, before.heldCredits, before.totals.debited, before.totals.credited, cents(before.totals.taxes)]).toEqual([[], [], 0, 0, taxes]);

      t().clock.set('2026-05-27T15:00:00.000Z'); // Eve's prenote waiting period is over
      const file = await s().achFiles.createFile(p, { settlementDate: '2026-06-03' });
      await s().achFiles.markSent(p, file.id);
      const bytes = async (id: string) => parseAndCheckNacha((await s().achFiles.download(p, id)).bytes.toString('utf8')).batches.flatMap((b) => b.entries);
      const asWritten = (e: Awaited<ReturnType<typeof bytes>>[number]) => ({
        traceNumber: String(e.traceNumber).padStart(15, '0'),
        amount: e.amount,
        accountNumberLastFour: e.dfiAccount.trim().slice(-4),
        routingNumber: String(e.receivingDFIIdentification).padStart(8, '0') + String(e.checkDigit),
      });
      const asLedger = (e: Schema<'PayrollLedgerEntry'>) => ({ traceNumber: e.traceNumber, amount: cents(e.amount), accountNumberLastFour: e.accountNumberLastFour, routingNumber: e.routingNumber });

      const ledger = await s().ledger.get(p, companyId, draft.id);
      const payrollEntries = (await bytes(file.id)).filter((e) => e.transactionCode === '22' || e.transactionCode === '27').map(asWritten);
      expect(ledger.entries.map(asLedger)).toEqual(payrollEntries.sort((a, b) => a.traceNumber.localeCompare(b.traceNumber)));
      expect(ledger.entries.map((e) => [e.kind, e.itemId, e.workerId, e.status, e.effectiveDate, e.achFileId])).toEqual([
        ['EmployeeNetPay', eveItem.id, eve, 'Sent', '2026-06-05', file.id],
        ['CompanyDebit', null, null, 'Sent', '2026-06-03', file.id],
      ]);
      expect(ledger.entries.map((e) => [e.routingNumber, e.accountNumberLastFour, e.amount])).toEqual([
        ['121000358', '4431', eveItem.netPay],
        ['011000015', '6777', approved.totals!.cashRequirement],
      ]);
      expect(ledger.heldCredits.map((h) => [h.itemId, h.amount, h.reason, h.status])).toEqual([[finnItem.id, finnItem.netPay, 'AccountUnverified', 'Held']]);
      const t1 = ledger.totals;
      expect([cents(t1.debited), cents(t1.credited), cents(t1.held), cents(t1.heldByReason.AccountUnverified), cents(t1.taxes)]).toEqual([
        cents(approved.totals!.cashRequirement), cents(eveItem.netPay), cents(finnItem.netPay), cents(finnItem.netPay), taxes,
      ]);
      expect(cents(t1.debited)).toBe(cents(t1.credited) + cents(t1.held) + cents(t1.taxes));

      // Finn's prenote waits three banking days; the next file pays his held credit; the bank returns it (R03).
      t().clock.set('2026-06-08T15:00:00.000Z');
      const release = await s().achFiles.createFile(p, { settlementDate: '2026-06-08' });
      await s().achFiles.markSent(p, release.id);
      const released = (await bytes(release.id)).filter((e) => e.transactionCode === '32').map(asWritten);
      expect(released.map((e) => [e.amount, e.accountNumberLastFour, e.routingNumber])).toEqual([[cents(finnItem.netPay), '4567', '026009593']]);
      await s().achReturns.record(p, { entries: [{ originalTraceNumber: released[0].traceNumber, code: 'R03' }] });
      const after = await s().ledger.get(p, companyId, draft.id);
      expect(after.entries.map(asLedger).at(-1)).toEqual(released[0]);
      expect(after.entries.at(-1)).toMatchObject({ kind: 'EmployeeNetPay', itemId: finnItem.id, workerId: finn, achFileId: release.id, status: 'Returned', returnCode: 'R03' });
      expect(after.heldCredits.map((h) => [h.status, h.releasedInAchFileId, h.releasedTraceNumber])).toEqual([['Released', release.id, released[0].traceNumber]]);
      const t2 = after.totals;
      expect([cents(t2.credited), t2.held, cents(t2.returnedCredits), t2.returnedDebits]).toEqual([cents(eveItem.netPay) + cents(finnItem.netPay), 0, cents(finnItem.netPay), 0]);
      expect(cents(t2.debited)).toBe(cents(t2.credited) + cents(t2.held) + cents(t2.taxes));

      // Company and corporation-free scope: the company's own key reads it; another company's key, another partner and unknown ids get 404.
      const own = await t().companyCaller(companyId);
      expect((await s().ledger.get(own.caller, companyId, draft.id)).totals).toEqual(t2);
      const otherCompany = (await s().companies.create(p, companyInput({ legalName: 'Other LLC' }))).id;
      const otherKey = await t().companyCaller(otherCompany);
      await refusal(s().ledger.get(otherKey.caller, companyId, draft.id), 'not_found', 'not_found');
      await refusal(s().ledger.get(otherKey.caller, otherCompany, draft.id), 'not_found', 'not_found');
      const stranger = await t().partner('Stranger Partner');
      await refusal(s().ledger.get(stranger.caller, companyId, draft.id), 'not_found', 'not_found');
      await refusal(s().ledger.get(p, companyId, 'pay_unknown'), 'not_found', 'not_found');
      await refusal(s().ledger.get(p, 'com_unknown', draft.id), 'not_found', 'not_found');
    });
  },
  'one',
  { ach: ACH },
);

// Issue 37, a federal year installed without a release (TAX_DATA_DIR; packages/payroll-engine/README.md,
// "Installing a year file"): without the folder a payroll paid 2027-01-08 is refused (unsupported_tax_year);
// with the services' config naming test/fixtures/tax-data-2027 (a TEST FIXTURE holding 2026's figures under
// 2027, never shipped) the same payroll is created, previewed and approved with the installed figures, and
// the engine reports where 2027 came from. The folder also holds state-IL-2027.json (Illinois's 2026 figures
// under 2027, a TEST FIXTURE): an Illinois payroll of 2027 computes its state lines without a warning. The blocks run in order in one module registry: the one without
// the folder runs first, before the second one's services install 2027.
// The installed years stay in the module registry: the whole suite runs this file alone, not in a group
// (scripts/test-groups.js):
// test-groups: runs alone
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { federalTaxYearOrigin, stateTaxYearOrigin, supportedTaxYears } from '@payroll/payroll-engine';
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, type TestCaller, type TestServices } from '@payroll/test-support';
import { companyInput, refusal } from './fixtures';

const FIXTURE_DIR = resolve(__dirname, '../fixtures/tax-data-2027');
const FIXTURE = resolve(FIXTURE_DIR, 'federal-2027.json');
/** The state fixture: Illinois's 2026 figures under 2027 (TEST FIXTURE, never shipped). */
const STATE_FIXTURE = resolve(FIXTURE_DIR, 'state-IL-2027.json');
/** Monday 2026-12-28: a weekly payroll of the turn of the year, paid Friday 2027-01-08. */
const MONDAY = '2026-12-28T15:00:00.000Z';
const WEEK = { periodStart: '2026-12-28', periodEnd: '2027-01-03', payday: '2027-01-08', frequency: 'Weekly' } as const;
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };

const ILLINOIS_ADDRESS = { street1: '1 Wacker Dr', city: 'Chicago', state: 'IL', zipcode: '60601', country: 'US' };

/**
 * A company ready for payroll with one hourly employee ($25) paid by direct deposit at a Texas workplace (or the
 * address given) and a SUI rate of 2.7% on file for its state.
 */
async function world(t: TestServices, address = WORKPLACE_ADDRESS): Promise<{ partner: TestCaller; companyId: string; employeeId: string }> {
  const partner = await t.partner('Payroll Partner');
  const companyId = (await t.services.companies.create(partner.caller, companyInput())).id;
  await t.db.prisma.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
  await t.db.prisma.companySuiRate.create({ data: { companyId, state: address.state, effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
  const wp = (await t.services.org.createWorkplace(partner.caller, companyId, { name: 'Main Street', address })).id;
  const input: Schema<'EmployeeCreate'> = { firstName: 'Nia', lastName: 'Tester', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'DirectDeposit', wage: { rate: 25, period: 'Hourly' } };
  const employeeId = (await t.services.employees.create(partner.caller, companyId, input)).id;
  await t.services.bankAccounts.createAccount(partner.caller, companyId, { kind: 'employee', id: employeeId }, { routingNumber: '121000358', accountNumber: '000123454431', type: 'Checking' });
  return { partner, companyId, employeeId };
}

const body = (employeeId: string): Schema<'PayrollCreate'> => ({ ...WEEK, employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }] });

forEachServiceDatabase('a 2027 payroll without TAX_DATA_DIR', (t) => {
  beforeEach(() => t().clock.set(MONDAY));
  afterEach(() => t().clock.reset());

  it('is refused at creation: unsupported_tax_year, 2027 has no federal figures', async () => {
    const w = await world(t());
    await refusal(t().services.payrolls.create(w.partner.caller, w.companyId, body(w.employeeId)), 'unprocessable', 'unsupported_tax_year', 'There are no federal tax tables for 2027 (supported: 2025, 2026).');
    expect(federalTaxYearOrigin(2027)).toBeUndefined();
  });
});

forEachServiceDatabase(
  'a 2027 payroll with TAX_DATA_DIR naming the 2027 test fixture',
  (t) => {
    beforeEach(() => t().clock.set(MONDAY));
    afterEach(() => t().clock.reset());

    it('2027 is installed from the fixture, with its hash', () => {
      const sha256 = createHash('sha256').update(readFileSync(FIXTURE)).digest('hex');
      expect(federalTaxYearOrigin(2027)).toEqual({ kind: 'Installed', file: FIXTURE, sha256 });
      expect(supportedTaxYears()).toEqual([2025, 2026, 2027]);
      // The coverage operation says where 2027's federal figures came from: the installed file and its hash.
      const federal = t().services.taxCoverage.coverage(2027).entries.filter((e) => e.jurisdiction === 'US');
      expect(federal.find((e) => e.part === 'Withholding')).toMatchObject({ computed: true, origin: { kind: 'Installed', file: FIXTURE, sha256 } });
    });

    it('is created, previewed and approved with the installed figures, to the cent', async () => {
      const w = await world(t());
      const payrolls = t().services.payrolls;
      const draft = await payrolls.create(w.partner.caller, w.companyId, body(w.employeeId));
      expect(draft).toMatchObject({ payday: '2027-01-08', status: 'Draft' });
      // 40 h x $25 = 1,000.00 weekly, no W-4 (Single), with the fixture's (2026's) figures:
      //   FIT 52,000 - 8,600 = 43,400; 19,900 -> 1,240 + 12% x 23,500 = 4,060 / 52 = 78.0769 -> 78.08
      //   SS 6.2% = 62.00, Medicare 1.45% = 14.50 (each side), FUTA 0.6% = 6.00
      expect(draft.employeeItems[0].taxes.filter((x) => x.jurisdiction === 'US')).toEqual([
        { name: 'FederalIncomeTax', payer: 'Employee', jurisdiction: 'US', code: 'us_fit', amount: 78.08, subjectWages: 1000, taxableWages: 1000 },
        { name: 'SocialSecurity', payer: 'Employee', jurisdiction: 'US', code: 'us_fica_ss', amount: 62, subjectWages: 1000, taxableWages: 1000 },
        { name: 'Medicare', payer: 'Employee', jurisdiction: 'US', code: 'us_fica_medicare', amount: 14.5, subjectWages: 1000, taxableWages: 1000 },
        { name: 'SocialSecurity', payer: 'Company', jurisdiction: 'US', code: 'us_fica_ss', amount: 62, subjectWages: 1000, taxableWages: 1000 },
        { name: 'Medicare', payer: 'Company', jurisdiction: 'US', code: 'us_fica_medicare', amount: 14.5, subjectWages: 1000, taxableWages: 1000 },
        { name: 'Futa', payer: 'Company', jurisdiction: 'US', code: 'us_futa', amount: 6, subjectWages: 1000, taxableWages: 1000 },
      ]);
      const preview = await payrolls.preview(w.partner.caller, w.companyId, draft.id);
      expect(preview).toEqual(draft);
      // Texas SUI's 2027 figures are state data (not this file's): while they are not built the item warns
      // state_taxes_not_computed and approval takes the acknowledgement (issue 37, section 2); nothing else warns.
      expect(draft.warnings.filter((x) => x.code !== 'state_taxes_not_computed')).toEqual([]);
      const approved = await payrolls.approve(w.partner.caller, w.companyId, draft.id, { acknowledgedWarnings: ['state_taxes_not_computed'] });
      expect(approved).toMatchObject({ id: draft.id, status: 'Pending', payday: '2027-01-08' });
      expect(approved.employeeItems[0].taxes).toEqual(draft.employeeItems[0].taxes);
    });

    it('installs the state fixture too: a 2027 Illinois payroll computes IL withholding and SUI, with no state warning', async () => {
      const sha256 = createHash('sha256').update(readFileSync(STATE_FIXTURE)).digest('hex');
      expect(stateTaxYearOrigin('IL', 2027)).toEqual({ kind: 'Installed', file: STATE_FIXTURE, sha256 });
      const il = t().services.taxCoverage.coverage(2027).entries.filter((e) => e.jurisdiction === 'IL');
      expect(il.find((e) => e.part === 'Withholding')).toMatchObject({ computed: true, origin: { kind: 'Installed', file: STATE_FIXTURE, sha256 } });
      expect(il.find((e) => e.part === 'SuiWageBase')).toMatchObject({ computed: true, origin: { kind: 'Installed', file: STATE_FIXTURE, sha256 } });
      const w = await world(t(), ILLINOIS_ADDRESS);
      const draft = await t().services.payrolls.create(w.partner.caller, w.companyId, body(w.employeeId));
      // 40 h x $25 = $1,000.00 weekly, no IL-W-4: the fixture's (2026's) 4.95% on all of it = $49.50;
      // SUI 2.7% x $1,000 (under the fixture's $14,250 base) = $27.00.
      expect(draft.employeeItems[0].taxes.filter((x) => x.jurisdiction === 'IL')).toEqual([
        { name: 'StateIncomeTax', payer: 'Employee', jurisdiction: 'IL', code: 'il_sit', amount: 49.5, subjectWages: 1000, taxableWages: 1000 },
        { name: 'StateUnemployment', payer: 'Company', jurisdiction: 'IL', code: 'il_sui_er', amount: 27, subjectWages: 1000, taxableWages: 1000 },
      ]);
      expect(draft.warnings).toEqual([]);
      const approved = await t().services.payrolls.approve(w.partner.caller, w.companyId, draft.id, {});
      expect(approved).toMatchObject({ id: draft.id, status: 'Pending', payday: '2027-01-08' });
    });
  },
  'one',
  { taxDataDir: FIXTURE_DIR },
);

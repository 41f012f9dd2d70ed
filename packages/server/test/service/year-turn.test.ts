// The turn of the year inside a payroll (issue 37, "The turn of the year"; docs/domain-rules.md, "Gross-to-net"):
// a payroll whose period spans December and January uses its payday's year for everything (the withholding
// tables, the wage bases, the year to date), and a correction dated in the old year, approved after the first
// payroll of the new one, counts toward the old year. Proven on the turn from 2025 to 2026, both years with
// published figures; the expected withholding is worked by hand from Publication 15-T's tables below.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase } from '@payroll/test-support';
import { companyInput } from './fixtures';

const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };

forEachServiceDatabase('the turn of the year (service tier)', (t) => {
  afterEach(() => t().clock.reset());

  it("a weekly payroll paid 2026-01-02 for a period from 2025-12-27 uses 2026's figures and year to date; a 2025-12-31 correction approved after it counts toward 2025", async () => {
    t().clock.set('2025-12-08T15:00:00.000Z'); // Monday
    const s = t().services;
    const db = t().db.prisma;
    const partner = await t().partner('Year Turn Partner');
    const p = partner.caller;
    const companyId = (await s.companies.create(p, companyInput({ legalName: 'Year Turn LLC' }))).id;
    await db.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
    await db.companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
    const wp = (await s.org.createWorkplace(p, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
    const input: Schema<'EmployeeCreate'> = { firstName: 'Ana', lastName: 'Turner', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 50, period: 'Hourly' } };
    const ana = (await s.employees.create(p, companyId, input)).id;
    await s.workerForms.onboardEmployeeWithholdings(p, companyId, ana, { filingStatus: 'Single', signature: 'Ana Turner' } as Schema<'EmployeeWithholdingsSetup'>);
    const tax = (item: Schema<'PayrollEmployeeItem'>, name: string) => item.taxes!.find((x) => x.name === name && x.payer === 'Employee')?.amount ?? 0; // no line: nothing due
    const week = (periodStart: string, periodEnd: string, payday: string, extra: Partial<Schema<'PayrollCreate'>> = {}, bonus = 0) =>
      s.payrolls.create(p, companyId, { periodStart, periodEnd, payday, frequency: 'Weekly', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 40, ...(bonus ? { bonus } : {}) }] }], ...extra });

    // December 2025: a bonus takes her Social Security wages past the 2025 wage base ($176,100).
    const december = await s.payrolls.approve(p, companyId, (await week('2025-12-08', '2025-12-14', '2025-12-19', {}, 180000)).id);
    expect(tax(december.employeeItems![0], 'SocialSecurity')).toBe(10918.2); // 176,100 x 6.2%

    // The turn: 40 h at $50 = $2,000, paid Friday 2026-01-02 for the week from Saturday 2025-12-27.
    const turn = await s.payrolls.approve(p, companyId, (await week('2025-12-27', '2026-01-02', '2026-01-02')).id);
    const item = turn.employeeItems![0];
    // Publication 15-T (2026), Worksheet 1A, Single, STANDARD schedule: 2,000 x 52 = 104,000, less 8,600 = 95,400;
    // row "57,900: 5,800 plus 22% of the excess": 5,800 + 0.22 x 37,500 = 14,050; / 52 = 270.1923 -> 270.19.
    // (The 2025 schedule would give 5,578.50 + 0.22 x 40,525 = 14,494; / 52 = 278.73.)
    expect(tax(item, 'FederalIncomeTax')).toBe(270.19);
    // The year to date starts again: Social Security on the whole $2,000 (the 2025 base no longer applies).
    expect([tax(item, 'SocialSecurity'), tax(item, 'Medicare')]).toEqual([124, 29]);

    // A correction dated 2025-12-31, approved after the 2026 payroll: 2025's tables and 2025's year to date (the
    // wage base reached in December), not 2026's.
    const correction = await s.payrolls.approve(
      p,
      companyId,
      (await week('2025-12-22', '2025-12-28', '2025-12-31', { type: 'OffCycle', offCycleReason: 'Correction' })).id,
    );
    const fixed = correction.employeeItems![0];
    expect(tax(fixed, 'FederalIncomeTax')).toBe(278.73);
    expect([tax(fixed, 'SocialSecurity'), tax(fixed, 'Medicare')]).toEqual([0, 29]);

    // And the next 2026 payroll's year to date holds the 2026 payroll only: Social Security on the whole $2,000 again.
    const next = await s.payrolls.approve(p, companyId, (await week('2026-01-03', '2026-01-09', '2026-01-09')).id);
    expect([tax(next.employeeItems![0], 'FederalIncomeTax'), tax(next.employeeItems![0], 'SocialSecurity')]).toEqual([270.19, 124]);
  });
});

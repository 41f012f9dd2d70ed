// A W-4 claiming exemption from withholding expires (issue 37, 5, "Employee forms that carry over"; the engine's
// src/w4.ts; docs/domain-rules.md, "Gross-to-net"): the claim covers the paydays through February 15 of the year
// after the form was signed, then federal income tax is withheld as Single with no other entries. Proven on the turn
// from 2025 to 2026 (2027 has no federal tables built in), through the W-4 operations, with $2,000 weekly:
// Publication 15-T (2026), Worksheet 1A, Single, STANDARD schedule: 2,000 x 52 = 104,000, less 8,600 = 95,400;
// row "57,900: 5,800 plus 22% of the excess": 5,800 + 0.22 x 37,500 = 14,050; / 52 = 270.1923 -> 270.19.
// Social Security 2,000 x 6.2% = 124.00 and Medicare 2,000 x 1.45% = 29.00 whatever the W-4 says.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase } from '@payroll/test-support';
import { companyInput } from './fixtures';

const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const W4_FORM = 'frm_9w4f2e6r1t3y';

forEachServiceDatabase('a W-4 exemption claim that expires (service tier)', (t) => {
  afterEach(() => t().clock.reset());

  it('an exempt W-4 signed 2025-03-01 withholds nothing through 2026-02-15, Single after; a new exempt W-4 renews it', async () => {
    t().clock.set('2025-12-08T15:00:00.000Z');
    const s = t().services;
    const db = t().db.prisma;
    const p = (await t().partner('Exempt W-4 Partner')).caller;
    const companyId = (await s.companies.create(p, companyInput({ legalName: 'Exempt W4 LLC' }))).id;
    await db.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
    await db.companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
    const wp = (await s.org.createWorkplace(p, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
    const input: Schema<'EmployeeCreate'> = { firstName: 'Eli', lastName: 'Exempt', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 50, period: 'Hourly' } };
    const eli = (await s.employees.create(p, companyId, input)).id;
    // The form also says MFJ and $50 extra: an exempt claim ignores Steps 2 to 4, and so does its expiry.
    await s.workerForms.onboardEmployeeWithholdings(p, companyId, eli, {
      filingStatus: 'MarriedFilingJointly',
      extraWithholding: 50,
      exempt: true,
      signature: 'Eli Exempt',
      signedAt: '2025-03-01T16:00:00Z',
    } as Schema<'EmployeeWithholdingsSetup'>);
    // The employee's W-4 read shows the claim.
    const form = await s.workerForms.getEmployeeForm(p, companyId, eli, W4_FORM);
    expect(form.fields.find((f) => f.name === 'exempt')).toMatchObject({ type: 'Boolean', required: false, value: true });

    const taxes = async (periodStart: string, periodEnd: string, payday: string) => {
      const created = await s.payrolls.create(p, companyId, { periodStart, periodEnd, payday, frequency: 'Weekly', employeeItems: [{ employeeId: eli, payments: [{ regularHours: 40 }] }] });
      const item = (await s.payrolls.preview(p, companyId, created.id)).employeeItems![0];
      const tax = (name: string) => item.taxes!.find((x) => x.name === name && x.payer === 'Employee')?.amount ?? 0; // no line: nothing due
      return { id: created.id, fit: tax('FederalIncomeTax'), ss: tax('SocialSecurity'), medicare: tax('Medicare') };
    };

    // The year it was given, and the next year through February 15: no federal income tax; FICA still withheld.
    expect(await taxes('2025-12-08', '2025-12-14', '2025-12-19')).toMatchObject({ fit: 0, ss: 124, medicare: 29 });
    expect(await taxes('2026-02-02', '2026-02-08', '2026-02-13')).toMatchObject({ fit: 0, ss: 124, medicare: 29 });
    // 2026-02-20: the claim has expired; Single with no adjustments (not MFJ's 156.15, no $50 extra).
    const expired = await taxes('2026-02-09', '2026-02-15', '2026-02-20');
    expect(expired).toMatchObject({ fit: 270.19, ss: 124, medicare: 29 });

    // A new W-4 claiming exempt, given 2026-02-10 through the form operation, renews the claim for 2026.
    t().clock.set('2026-02-11T15:00:00.000Z');
    await s.workerForms.submitEmployeeForm(p, companyId, eli, W4_FORM, {
      values: { filingStatus: 'Single', exempt: true },
      signature: 'Eli Exempt',
      signedAt: '2026-02-10T16:00:00Z',
    });
    const renewed = (await s.payrolls.preview(p, companyId, expired.id)).employeeItems![0];
    expect(renewed.taxes!.find((x) => x.name === 'FederalIncomeTax' && x.payer === 'Employee')?.amount ?? 0).toBe(0);
  });

  it('an exempt W-4MN signed 2025-09-01 withholds no Minnesota tax through 2026-02-15; after it, its other fields count', async () => {
    // The engine's states/exempt-claims.ts (Form W-4MN, Section 2: a new form by February 15 of each year).
    // After the lapse: the W-4MN's Single, 1 allowance on 40 h x $25 = $1,000 weekly, 2026 (the engine's mn.test.ts
    // worked case): $1,000 x 52 = $52,000 − $5,300 = $46,700; $1,782.09 + 6.80% x ($46,700 − $38,010) = $2,373.01;
    // ÷ 52 = $45.6348 -> $45.63.
    t().clock.set('2025-12-08T15:00:00.000Z');
    const s = t().services;
    const db = t().db.prisma;
    const p = (await t().partner('Exempt W-4MN Partner')).caller;
    const companyId = (await s.companies.create(p, companyInput({ legalName: 'Exempt MN LLC' }))).id;
    await db.company.update({ where: { id: companyId }, data: { payrollActivated: true } });
    await db.companySuiRate.create({ data: { companyId, state: 'MN', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '1.0' } });
    const address = { street1: '1 Nicollet Mall', city: 'Minneapolis', state: 'MN', zipcode: '55401', country: 'US' };
    const wp = (await s.org.createWorkplace(p, companyId, { name: 'Nicollet', address })).id;
    const input: Schema<'EmployeeCreate'> = { firstName: 'Mia', lastName: 'Exempt', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 25, period: 'Hourly' } };
    const mia = (await s.employees.create(p, companyId, input)).id;
    await s.workerForms.submitEmployeeForm(p, companyId, mia, 'frm_2z9iaj0ayf5h', {
      values: { filingStatus: 'Single', allowances: 1, exempt: true },
      signature: 'Mia Exempt',
      signedAt: '2025-09-01T16:00:00Z',
    });
    const mn = async (periodStart: string, periodEnd: string, payday: string) => {
      const created = await s.payrolls.create(p, companyId, { periodStart, periodEnd, payday, frequency: 'Weekly', employeeItems: [{ employeeId: mia, payments: [{ regularHours: 40 }] }] });
      const item = (await s.payrolls.preview(p, companyId, created.id)).employeeItems![0];
      return item.taxes!.find((x) => x.jurisdiction === 'MN' && x.name === 'StateIncomeTax')?.amount ?? 0; // no line: nothing due
    };
    expect(await mn('2026-02-02', '2026-02-08', '2026-02-13')).toBe(0);
    expect(await mn('2026-02-09', '2026-02-15', '2026-02-20')).toBe(45.63);
  });
});

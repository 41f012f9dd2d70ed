// Payrolls through PayrollService, no HTTP: a regular payroll of an hourly and a salaried employee,
// the worked check of docs/domain-rules.md to the cent (the figures test/http/payrolls.test.ts
// asserts over HTTP), preview, approve (its tax deposits), reopen, and the state refusals with
// their codes (test/http/payroll-lifecycle.test.ts expects the same ones), and the company scope.
import { computeEmployeeItem, computeTotals, toMoneyNumber } from '@payroll/payroll-engine';
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import { companyInput, refusal } from './fixtures';
import { WORKED_CHECK_TAXES } from '../worked-check';

/** Monday 2026-03-02, 15:00 UTC; a weekly payroll of that week, paid Friday 2026-03-13, FourDay deadline Monday 2026-03-09. */
const MONDAY = '2026-03-02T15:00:00.000Z';
const WEEK = { periodStart: '2026-03-02', periodEnd: '2026-03-08', payday: '2026-03-13', frequency: 'Weekly' } as const;
const WEEK_DEADLINE = '2026-03-09';
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
/** The engine context of an item worked at that Texas workplace, at the company's 2.7% SUI rate. */
const IN_TX = { states: { workStates: ['TX'], residenceState: null }, suiRates: { TX: '2.7' } } as const;

forEachServiceDatabase('payrolls (service tier)', (t) => {
  let partner: TestCaller & { partnerId: string };
  let foreign: TestCaller & { partnerId: string };
  let companyId: string;
  let wp: string;
  let maria: string;
  let salaried: string;
  let medical: string;
  let pension: string;
  let accounts = 0;
  const payrolls = () => t().services.payrolls;
  const db = () => t().db.prisma;
  const create = (input: Omit<Schema<'PayrollCreate'>, keyof typeof WEEK> & Partial<Schema<'PayrollCreate'>>, caller = partner.caller) =>
    payrolls().create(caller, companyId, { ...WEEK, ...input });
  const deposits = async (payrollId: string) =>
    (await db().taxDeposit.findMany({ where: { payrollId }, orderBy: { tax: 'asc' } })).map((d) => ({ tax: d.tax, amount: d.amount.toFixed(2), dueDate: d.dueDate.toISOString().slice(0, 10), status: d.status }));
  const setPayrollActivated = (payrollActivated: boolean) => db().company.update({ where: { id: companyId }, data: { payrollActivated } });

  /** An employee ready for payroll (a workplace; an Active bank account when paid by direct deposit). */
  const employee = async (firstName: string, extra: Partial<Schema<'EmployeeCreate'>> = {}) => {
    const input: Schema<'EmployeeCreate'> = {
      firstName,
      lastName: 'Tester',
      startDate: '2025-01-06',
      workplaces: [wp],
      primaryWorkplaceId: wp,
      defaultPaymentMethod: 'DirectDeposit',
      wage: { rate: 25, period: 'Hourly' },
      ...extra,
    };
    const id = (await t().services.employees.create(partner.caller, companyId, input)).id;
    if (input.defaultPaymentMethod === 'DirectDeposit') {
      const accountNumber = ['000123454431', '000987652982', '3849204821', '55501234567', '4400123456789'][accounts++ % 5];
      await t().services.bankAccounts.createAccount(partner.caller, companyId, { kind: 'employee', id }, { routingNumber: '121000358', accountNumber, type: 'Checking' });
    }
    return id;
  };
  /** A payroll of a fresh employee working 40 hours at 25 (year to date of the others stays untouched). */
  const small = async () => create({ employeeItems: [{ employeeId: await employee('Temp'), payments: [{ regularHours: 40 }] }] });
  const workedCheck = () => create({ employeeItems: [{ employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 5 }] }] });

  /** The worked check's item (docs/domain-rules.md, "The worked check"), as test/http/payrolls.test.ts asserts it. */
  const workedItem = (id: string) => ({
    id,
    employeeId: maria,
    paymentMethod: 'DirectDeposit',
    flsaOvertimeExemption: 'NonExempt',
    supplementalTaxMethod: 'Flat',
    payments: [{ regularHours: 40, overtimeHours: 5, isSalaryRate: false, workplaceId: wp, payRate: 25 }],
    reimbursements: [],
    grossPay: 1187.5,
    netPay: 903.65,
    reimbursementTotal: 0,
    // Each line's wages (issue 39): test/worked-check.ts.
    taxes: WORKED_CHECK_TAXES,
    benefits: [
      { benefitId: medical, type: 'Medical125', employeeAmount: 50, companyAmount: 0 },
      { benefitId: pension, type: 'Pension401K', employeeAmount: 59.38, companyAmount: 0 },
    ],
    deductions: [],
    warnings: [],
    isVoid: false,
  });
  const WORKED_TOTALS = {
    employeeGross: 1187.5,
    employeeReimbursements: 0,
    employeeTaxes: 174.47,
    employeeBenefits: 109.38,
    deductions: 0,
    employeeNet: 903.65,
    contractorGross: 0,
    contractorReimbursements: 0,
    contractorNet: 0,
    companyTaxes: 124.56,
    companyBenefits: 0,
    liability: 1312.06,
    cashRequirement: 1202.68,
    taxesByJurisdiction: [
      { jurisdiction: 'US', employeeTaxes: 174.47, companyTaxes: 93.85 },
      { jurisdiction: 'TX', employeeTaxes: 0, companyTaxes: 30.71 },
    ],
  };
  /** Monthly depositor (no tax setup on file): due the 15th of the next month; FUTA of $500 or less carries to the 940, due 2027-02-01 (test/http/payroll-lifecycle.test.ts). */
  const WORKED_DEPOSITS = [
    { tax: 'FederalIncomeTax', amount: '87.45', dueDate: '2026-04-15', status: 'Pending' },
    { tax: 'FederalUnemployment', amount: '6.83', dueDate: '2027-02-01', status: 'Pending' },
    { tax: 'Medicare', amount: '32.98', dueDate: '2026-04-15', status: 'Pending' },
    { tax: 'SocialSecurity', amount: '141.06', dueDate: '2026-04-15', status: 'Pending' },
    { tax: 'StateUnemployment', amount: '30.71', dueDate: '2026-04-30', status: 'Pending' },
  ];
  const mariaEngine = () =>
    computeEmployeeItem(
      { employeeId: maria, payments: [{ payRate: 25, regularHours: 40, overtimeHours: 5 }] },
      {
        payday: WEEK.payday,
        frequency: 'Weekly',
        ...IN_TX,
        benefits: [
          { id: medical, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 },
          { id: pension, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 },
        ],
      },
    );

  beforeAll(async () => {
    partner = await t().partner('Payroll Partner');
    foreign = await t().partner('Foreign Partner');
    companyId = (await t().services.companies.create(partner.caller, companyInput())).id;
    await t().services.companies.create(foreign.caller, companyInput({ legalName: 'Foreign Company LLC' }));
    // Starting payroll takes the whole company onboarding (test/http/company-onboarding.test.ts); as in test/http/payroll-fixtures.ts, set it directly.
    await setPayrollActivated(true);
    // The company's Texas SUI rate, as onboard/tax_setup records it (test/http/payroll-fixtures.ts does the same).
    await db().companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
    wp = (await t().services.org.createWorkplace(partner.caller, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
    maria = await employee('Maria');
    salaried = await employee('Sal', { defaultPaymentMethod: 'Manual', wage: { rate: 52000, period: 'Annually', flsaOvertimeExemptionStatus: 'Exempt', supplementalTaxMethod: 'Aggregate' } });
    const { benefits } = t().services;
    medical = (await benefits.createEmployeeBenefit(partner.caller, companyId, { employeeId: maria, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 })).id;
    pension = (await benefits.createEmployeeBenefit(partner.caller, companyId, { employeeId: maria, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 })).id;
  });
  beforeEach(() => t().clock.set(MONDAY));
  afterEach(() => t().clock.reset());

  it('create: the worked check to the cent (gross 1,187.50, employee taxes 174.47, net 903.65), read back unchanged, one payroll.created event', async () => {
    const draft = await workedCheck();
    expect(draft).toEqual({
      id: expect.stringMatching(/^pay_[0-9a-z]+$/),
      companyId,
      periodStart: '2026-03-02',
      periodEnd: '2026-03-08',
      deadline: WEEK_DEADLINE,
      payday: '2026-03-13',
      status: 'Draft',
      type: 'Regular',
      frequency: 'Weekly',
      processingPeriod: 'FourDay',
      fundingMethod: 'Ach',
      totals: WORKED_TOTALS,
      offCycleOptions: { forceSupplementalWithholdings: false, applyBenefits: true, applyDeductions: true },
      timecardHours: false,
      employeeItems: [workedItem(draft.employeeItems[0].id)],
      contractorItems: [],
      warnings: [],
      isVoid: false,
      isManaged: true,
    });
    expect(draft.totals).toEqual({ ...Object.fromEntries(Object.entries(computeTotals([mariaEngine()])).map(([k, v]) => [k, toMoneyNumber(v)])), taxesByJurisdiction: WORKED_TOTALS.taxesByJurisdiction });
    expect(await payrolls().get(partner.caller, companyId, draft.id)).toEqual(draft);
    const events = await db().event.findMany({ where: { resourceId: draft.id } });
    const { employeeItems: _e, contractorItems: _c, warnings: _w, ...header } = draft;
    expect(events.map((e) => [e.type, e.companyId, e.partnerId, e.data])).toEqual([['payroll.created', companyId, partner.partnerId, header]]);
  });

  it('an hourly and a salaried employee: each item its own figures (52,000 a year is 1,000 a week), the totals those of both', async () => {
    const draft = await create({ employeeItems: [{ employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 5 }] }, { employeeId: salaried, payments: [{}] }] });
    const [hourly, salary] = draft.employeeItems;
    expect(hourly).toEqual(workedItem(hourly.id));
    expect(salary).toMatchObject({
      employeeId: salaried,
      paymentMethod: 'Manual',
      flsaOvertimeExemption: 'Exempt',
      supplementalTaxMethod: 'Aggregate',
      payments: [{ isSalaryRate: true, payRate: 52000, workplaceId: wp }],
      grossPay: 1000,
      benefits: [],
    });
    // No pre-tax benefits: Social Security 6.2 %, Medicare 1.45 % and FUTA 0.6 % of the whole 1,000.
    expect(salary.taxes.filter((x) => x.name !== 'FederalIncomeTax')).toEqual([
      { name: 'SocialSecurity', payer: 'Employee', jurisdiction: 'US', code: 'us_fica_ss', amount: 62, subjectWages: 1000, taxableWages: 1000 },
      { name: 'Medicare', payer: 'Employee', jurisdiction: 'US', code: 'us_fica_medicare', amount: 14.5, subjectWages: 1000, taxableWages: 1000 },
      { name: 'SocialSecurity', payer: 'Company', jurisdiction: 'US', code: 'us_fica_ss', amount: 62, subjectWages: 1000, taxableWages: 1000 },
      { name: 'Medicare', payer: 'Company', jurisdiction: 'US', code: 'us_fica_medicare', amount: 14.5, subjectWages: 1000, taxableWages: 1000 },
      { name: 'Futa', payer: 'Company', jurisdiction: 'US', code: 'us_futa', amount: 6, subjectWages: 1000, taxableWages: 1000 },
      // Texas SUI 2.7% of 1,000 = 27.00.
      { name: 'StateUnemployment', payer: 'Company', jurisdiction: 'TX', code: 'tx_sui_er', amount: 27, subjectWages: 1000, taxableWages: 1000 },
    ]);
    const salaryEngine = computeEmployeeItem(
      { employeeId: salaried, paymentMethod: 'Manual', supplementalTaxMethod: 'Aggregate', payments: [{ payRate: 52000, isSalaryRate: true }] },
      { payday: WEEK.payday, frequency: 'Weekly', ...IN_TX },
    );
    expect([salary.netPay, salary.taxes[0]]).toEqual([toMoneyNumber(salaryEngine.netPay), { name: 'FederalIncomeTax', payer: 'Employee', jurisdiction: 'US', code: 'us_fit', amount: toMoneyNumber(salaryEngine.taxes[0].amount), subjectWages: 1000, taxableWages: 1000 }]);
    const { taxesByJurisdiction, ...money } = draft.totals;
    expect(money).toEqual(Object.fromEntries(Object.entries(computeTotals([mariaEngine(), salaryEngine])).map(([k, v]) => [k, toMoneyNumber(v)])));
    // Texas SUI at 2.7%: 30.71 (the worked check) + 1,000 x .027 = 27.00; no Texas employee tax.
    const m = mariaEngine();
    expect(taxesByJurisdiction).toEqual([
      { jurisdiction: 'US', employeeTaxes: toMoneyNumber(m.employeeTaxes.plus(salaryEngine.employeeTaxes)), companyTaxes: toMoneyNumber(m.companyTaxes.plus(salaryEngine.companyTaxes).minus('57.71')) },
      { jurisdiction: 'TX', employeeTaxes: 0, companyTaxes: 57.71 },
    ]);
    expect([draft.totals.employeeGross, draft.totals.employeeNet]).toEqual([2187.5, toMoneyNumber(salaryEngine.netPay.plus('903.65'))]);
  });

  it('approve: refused (company_payroll_not_started) until payroll is started; then Pending at the service clock, the worked figures, four tax deposits', async () => {
    const draft = await workedCheck();
    expect(await payrolls().preview(partner.caller, companyId, draft.id)).toEqual(draft);
    await setPayrollActivated(false);
    try {
      await refusal(payrolls().approve(partner.caller, companyId, draft.id), 'unprocessable', 'company_payroll_not_started', `Company ${companyId} has not started payroll (start_payroll); its payrolls cannot be approved yet.`);
    } finally {
      await setPayrollActivated(true);
    }
    expect(await payrolls().get(partner.caller, companyId, draft.id)).toEqual(draft);
    expect(await deposits(draft.id)).toEqual([]);
    t().clock.set('2026-03-04T10:11:12.345Z');
    const approved = await payrolls().approve(partner.caller, companyId, draft.id);
    expect(approved).toEqual({ ...draft, status: 'Pending', approvedAt: '2026-03-04T10:11:12Z' });
    expect(await payrolls().get(partner.caller, companyId, draft.id)).toEqual(approved);
    expect(await deposits(draft.id)).toEqual(WORKED_DEPOSITS);
    expect((await db().event.findMany({ where: { resourceId: draft.id, type: 'payroll.approved' } })).length).toBe(1);
  });

  it('approve rewrites only the items whose figures changed since the Draft: a W-4 filed in between changes one item, the other row is kept as written', async () => {
    const [a, b] = [await employee('Changed'), await employee('Kept')];
    const draft = await create({ employeeItems: [a, b].map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) });
    const stored = async () => new Map((await db().payrollEmployeeItem.findMany({ where: { payrollId: draft.id } })).map((r) => [r.employeeId, r]));
    const before = await stored();
    expect(before.get(a)!.computedHash).toMatch(/^[0-9a-f]{64}$/);
    // Single with no adjustments is what no W-4 on file withholds (Publication 15-T): only the extra 10.00 differs.
    await db().employeeW4.create({ data: { employeeId: a, filingStatus: 'Single', extraWithholding: '10', signature: 'Changed Tester', signedAt: new Date('2026-03-02T00:00:00Z') } });
    const approved = await payrolls().approve(partner.caller, companyId, draft.id);
    const fit = (p: typeof draft, id: string) => p.employeeItems!.find((i) => i.employeeId === id)!.taxes!.find((x) => x.name === 'FederalIncomeTax')!.amount;
    expect(fit(approved, a)).toBeCloseTo(fit(draft, a) + 10, 2);
    expect(fit(approved, b)).toBe(fit(draft, b));
    const after = await stored();
    expect(after.get(a)!.federalIncomeTax.toFixed(2)).toBe((fit(draft, a) + 10).toFixed(2));
    expect(after.get(a)!.computedHash).not.toBe(before.get(a)!.computedHash);
    expect(after.get(b)).toEqual(before.get(b));
    expect(await payrolls().get(partner.caller, companyId, draft.id)).toEqual(approved);
  });

  it('state refusals: approving or previewing a Pending payroll is conflict payroll_not_draft; reopening a Draft is payroll_not_pending', async () => {
    const p = await small();
    await refusal(payrolls().reopen(partner.caller, companyId, p.id), 'conflict', 'payroll_not_pending', `Payroll ${p.id} is Draft; only a Pending payroll can be reopened.`);
    const approved = await payrolls().approve(partner.caller, companyId, p.id);
    await refusal(payrolls().approve(partner.caller, companyId, p.id), 'conflict', 'payroll_not_draft', `Payroll ${p.id} is Pending; only a Draft payroll can be approved.`);
    await refusal(payrolls().preview(partner.caller, companyId, p.id), 'conflict', 'payroll_not_draft', `Payroll ${p.id} is Pending; only a Draft payroll can be previewed (read it with getPayroll).`);
    await refusal(payrolls().update(partner.caller, companyId, p.id, { type: 'OffCycle' }), 'conflict', 'payroll_not_draft', `Payroll ${p.id} is Pending; only a Draft payroll can be updated.`);
    await refusal(payrolls().delete(partner.caller, companyId, p.id), 'conflict', 'payroll_not_draft', `Payroll ${p.id} is Pending; only a Draft payroll can be deleted (reopen a Pending one first).`);
    expect(await payrolls().get(partner.caller, companyId, p.id)).toEqual(approved);
    expect(await db().event.count({ where: { resourceId: p.id, type: 'payroll.approved' } })).toBe(1);
  });

  it('deadlines: approval is refused past the deadline (the deadline day itself is fine); reopen works until the deadline, then payroll_reopen_deadline_passed', async () => {
    const p = await small();
    t().clock.set('2026-03-10T00:00:00Z');
    await refusal(
      payrolls().approve(partner.caller, companyId, p.id),
      'unprocessable',
      'approval_deadline_passed',
      `The approval deadline of payroll ${p.id} was ${WEEK_DEADLINE}; it can no longer be approved for payday ${WEEK.payday}.`,
    );
    expect((await payrolls().get(partner.caller, companyId, p.id)).status).toBe('Draft');
    t().clock.set(`${WEEK_DEADLINE}T23:59:59Z`);
    const approved = await payrolls().approve(partner.caller, companyId, p.id);
    expect(approved.status).toBe('Pending');
    const reopened = await payrolls().reopen(partner.caller, companyId, p.id);
    expect(reopened).toEqual(p);
    expect(await deposits(p.id)).toEqual([]);
    await payrolls().approve(partner.caller, companyId, p.id);
    t().clock.set('2026-03-10T00:00:00Z');
    await refusal(
      payrolls().reopen(partner.caller, companyId, p.id),
      'conflict',
      'payroll_reopen_deadline_passed',
      `The approval deadline of payroll ${p.id} (${WEEK_DEADLINE}) has passed; it can no longer be reopened.`,
    );
    expect(await deposits(p.id)).toHaveLength(5);
  });

  it("scope: another partner's caller finds no company (not_found) to create, read, preview or approve in; the company's own key approves", async () => {
    const p = await small();
    const companyGone = `Company ${companyId} was not found.`;
    await refusal(payrolls().create(foreign.caller, companyId, { ...WEEK, employeeItems: [] }), 'not_found', 'not_found', companyGone);
    await refusal(payrolls().get(foreign.caller, companyId, p.id), 'not_found', 'not_found', companyGone);
    await refusal(payrolls().preview(foreign.caller, companyId, p.id), 'not_found', 'not_found', companyGone);
    await refusal(payrolls().approve(foreign.caller, companyId, p.id), 'not_found', 'not_found', companyGone);
    await refusal(payrolls().approve(partner.caller, companyId, 'pay_unknown'), 'not_found', 'not_found', 'Payroll pay_unknown was not found.');
    expect((await payrolls().get(partner.caller, companyId, p.id)).status).toBe('Draft');
    const own = await t().companyCaller(companyId);
    expect((await payrolls().approve(own.caller, companyId, p.id)).status).toBe('Pending');
  });
});

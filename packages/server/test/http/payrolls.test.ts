// Payrolls, Draft side: create (defaults, the worked check of docs/domain-rules.md end to end, every refusal),
// list (filters; paging in list-conformance.test.ts), get, update, delete and preview (fresh figures, nothing stored, warnings),
// scope and the events written. The approved side (approve, reopen, money movement, paper checks,
// year to date, races) is in payroll-lifecycle.test.ts.
import { computeEmployeeItem, computeTotals, toMoneyNumber } from '@payroll/payroll-engine';
import { forEachDatabase } from '@payroll/test-support';
import { createCompanyWithKey, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';
import { IN_TX, MONDAY, WEEK, WEEK_DEADLINE, payrollWorld, wireTotals, type PayrollWorld } from './payroll-fixtures';
import { WORKED_CHECK_TAXES } from '../worked-check';

forEachDatabase('payrolls (Draft)', (server) => {
  let w: PayrollWorld;
  let maria: string;
  let medical: string;
  let pension: string;
  const db = () => server().db.prisma;
  const events = (type: string, resourceId: string) => db().event.findMany({ where: { type, resourceId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const create = async (body: Record<string, unknown>, k?: Key) => expectStatus(await w.as(k).post(`${w.base}/payrolls`, body), 201).body;
  const workedCheckBody = () => ({ ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 5 }] }] });

  /** The worked check's item as the API returns it (docs/domain-rules.md, "The worked check"). */
  const workedItem = (id: string) => ({
    id,
    employeeId: maria,
    paymentMethod: 'DirectDeposit',
    flsaOvertimeExemption: 'NonExempt',
    supplementalTaxMethod: 'Flat',
    payments: [{ regularHours: 40, overtimeHours: 5, isSalaryRate: false, workplaceId: w.wp, payRate: 25 }],
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

  beforeAll(async () => {
    w = await payrollWorld(server());
    maria = await w.employee('Maria');
    medical = expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: maria, type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 }), 201).body.id;
    pension = expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: maria, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 }), 201).body.id;
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterEach(() => server().clock.reset());

  describe('create', () => {
    it("computes the worked check of docs/domain-rules.md: 201, Location, exact body, read back, payroll.created event", async () => {
      const res = expectStatus(await w.as().post(`${w.base}/payrolls`, workedCheckBody()), 201);
      const body = res.body;
      expect(body).toEqual({
        id: expect.stringMatching(/^pay_[0-9a-z]+$/),
        companyId: w.t.company.id,
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
        employeeItems: [workedItem(body.employeeItems[0].id)],
        contractorItems: [],
        warnings: [],
        isVoid: false,
        isManaged: true,
      });
      expect(body.employeeItems[0].id).toMatch(/^pei_[0-9a-z]+$/);
      expect(res.headers.location).toBe(`${w.base}/payrolls/${body.id}`);
      expect(expectStatus(await w.as().get(res.headers.location), 200).body).toEqual(body);
      const [event] = await events('payroll.created', body.id);
      const { employeeItems: _e, contractorItems: _c, warnings: _w, ...header } = body;
      expect(event).toMatchObject({ companyId: w.t.company.id, partnerId: w.t.partner.id, resourceType: 'Payroll', data: header });
    });

    it('the stored figures are the engine\'s, and totals are computeTotals of the items', async () => {
      const body = await create(workedCheckBody());
      const engine = computeEmployeeItem(
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
      expect(body.employeeItems[0].grossPay).toBe(toMoneyNumber(engine.grossPay));
      expect(body.employeeItems[0].netPay).toBe(toMoneyNumber(engine.netPay));
      expect(body.totals).toEqual(wireTotals([engine]));
      const row = await db().payrollEmployeeItem.findUniqueOrThrow({ where: { id: body.employeeItems[0].id } });
      expect({
        fit: row.federalIncomeTax.toFixed(2),
        ssWages: row.subjectSocialSecurityWages.toFixed(2),
        fitWages: row.subjectFederalIncomeTaxWages.toFixed(2),
        futaTaxable: row.taxableFutaWages.toFixed(2),
        earnings: row.earnings,
        splits: row.splits,
      }).toEqual({
        fit: '87.45',
        ssWages: '1137.50',
        fitWages: '1078.12',
        futaTaxable: '1137.50',
        earnings: [
          { type: 'Regular', description: 'Regular', paymentIndex: 0, workplaceId: w.wp, hours: '40', rate: '25', amount: '1000.00', cash: true, supplemental: false, overridden: false },
          { type: 'Overtime', description: 'Overtime', paymentIndex: 0, workplaceId: w.wp, hours: '5', rate: '37.5', amount: '187.50', cash: true, supplemental: false, overridden: false },
        ],
        splits: [{ bankAccountId: expect.any(String), priority: 1, amount: '903.65', accountNumberLastFour: expect.stringMatching(/^\d{4}$/), type: 'Checking' }],
      });
    });

    it('defaults: frequency from the payment schedule, else the company; processingPeriod from the company; item fields from the employee', async () => {
      const schedule = expectStatus(
        await w.as().post(`${w.base}/payment_schedules`, { name: 'Biweekly crew', payFrequency: 'Biweekly', firstPayday: '2026-01-09', firstPeriodEnd: '2026-01-04' }),
        201,
      ).body.id;
      const fromSchedule = await create({ ...WEEK, paymentScheduleId: schedule, employeeItems: [] });
      expect(fromSchedule).toMatchObject({ paymentScheduleId: schedule, frequency: 'Biweekly', processingPeriod: 'FourDay', deadline: WEEK_DEADLINE, type: 'Regular' });
      await db().company.update({ where: { id: w.t.company.id }, data: { payFrequency: 'Semimonthly', processingPeriod: 'TwoDay' } });
      try {
        const fromCompany = await create({ ...WEEK });
        // TwoDay: Friday 2026-03-13 minus two business days = Wednesday 2026-03-11.
        expect(fromCompany).toMatchObject({ frequency: 'Semimonthly', processingPeriod: 'TwoDay', deadline: '2026-03-11', employeeItems: [], contractorItems: [], warnings: [] });
        expect(fromCompany.paymentScheduleId).toBeUndefined();
        expect(fromCompany.totals).toEqual({ ...Object.fromEntries(Object.keys(WORKED_TOTALS).map((k) => [k, 0])), taxesByJurisdiction: [] });
      } finally {
        await db().company.update({ where: { id: w.t.company.id }, data: { payFrequency: null, processingPeriod: 'FourDay' } });
      }
      // Nothing gives a frequency: 400 on the field.
      expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK }), 'body.frequency', 'required');

      const salaried = await w.employee('Sal', {
        defaultPaymentMethod: 'Manual',
        wage: { rate: 52000, period: 'Annually', flsaOvertimeExemptionStatus: 'Exempt', supplementalTaxMethod: 'Aggregate' },
      });
      const body = await create({ ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: salaried, payments: [{}] }] });
      expect(body.employeeItems[0]).toMatchObject({
        paymentMethod: 'Manual',
        flsaOvertimeExemption: 'Exempt',
        supplementalTaxMethod: 'Aggregate',
        payments: [{ isSalaryRate: true, payRate: 52000, workplaceId: w.wp }],
        grossPay: 1000, // 52,000 / 52
      });
      // Given values win over the employee's.
      const given = await create({
        ...WEEK,
        frequency: 'Weekly',
        employeeItems: [{ employeeId: salaried, paymentMethod: 'DirectDeposit', flsaOvertimeExemption: 'NonExempt', supplementalTaxMethod: 'Flat', payments: [{ payRate: 30, regularHours: 10 }] }],
      });
      expect(given.employeeItems[0]).toMatchObject({
        paymentMethod: 'DirectDeposit',
        flsaOvertimeExemption: 'NonExempt',
        supplementalTaxMethod: 'Flat',
        payments: [{ payRate: 30, regularHours: 10, isSalaryRate: false, workplaceId: w.wp }],
        grossPay: 300,
      });
    });

    it('contractor items: hours x payRate, defaults from the contractor, no taxes', async () => {
      const chris = await w.contractor();
      const body = await create({ ...WEEK, frequency: 'Weekly', contractorItems: [{ contractorId: chris, hours: 10, reimbursement: 15.5 }] });
      expect(body.contractorItems).toEqual([
        { id: expect.stringMatching(/^pci_[0-9a-z]+$/), contractorId: chris, workplaceId: w.wp, paymentMethod: 'Manual', hours: 10, payRate: 80, reimbursement: 15.5, grossPay: 800, netPay: 815.5, isVoid: false },
      ]);
      expect(body.totals).toMatchObject({ contractorGross: 800, contractorReimbursements: 15.5, contractorNet: 815.5, liability: 815.5, cashRequirement: 0 });
      expect(body.warnings).toEqual([]);
    });

    it('every earning kind, earning codes and reimbursements', async () => {
      const bonusCode = expectStatus(await w.as().post(`${w.base}/earning_codes`, { name: 'Spot award', type: 'Bonus' }), 201).body.id;
      const mileage = expectStatus(await w.as().post(`${w.base}/earning_codes`, { name: 'Mileage', type: 'Reimbursement' }), 201).body.id;
      const kim = await w.employee('Kim');
      const body = await create({
        ...WEEK,
        frequency: 'Weekly',
        employeeItems: [
          {
            employeeId: kim,
            payments: [
              {
                payRate: 20,
                regularHours: 30,
                doubleOvertimeHours: 2,
                paidHolidayHours: 8,
                sickHours: 4,
                ptoHours: 4,
                overtimeHours: 3,
                overtimeOverride: 100,
                commission: 50,
                paycheckTips: 10,
                cashTips: 20,
                groupTermLife: 5,
                earningCodeEarnings: [
                  { earningCodeId: bonusCode, value: 75 },
                  { earningCodeId: mileage, value: 30, valueOverride: 33 },
                ],
              },
            ],
            reimbursements: [{ amount: 12.25, description: 'Parking' }],
          },
        ],
      });
      const item = body.employeeItems[0];
      // 600 + 80 (double OT) + 160 + 80 + 80 + 100 (override) + 50 + 10 + 20 + 5 + 75 = 1,260
      expect(item.grossPay).toBe(1260);
      expect(item.reimbursementTotal).toBe(45.25);
      const taxes = item.taxes.filter((t: { payer: string }) => t.payer === 'Employee').reduce((a: number, t: { amount: number }) => a + t.amount * 100, 0);
      // Net = gross - non-cash (cash tips, group-term life) + reimbursements - employee taxes.
      expect(Math.round(item.netPay * 100)).toBe(126000 - 2500 + 4525 - Math.round(taxes));
    });

    it('state taxes follow each payment\'s workplace and the residence: TX SUI only, CA and PA taxes at their new-employer SUI rates (warned), the NY residence withholds the difference, local taxes warned', async () => {
      const address = (state: string, city: string, zipcode: string) => ({ street1: '1 Market St', city, state, zipcode, country: 'US' });
      const ca = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'San Francisco', address: address('CA', 'San Francisco', '94105') }), 201).body.id;
      const pa = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'Philadelphia', address: address('PA', 'Philadelphia', '19103') }), 201).body.id;
      const traveller = await w.employee('Traveller', { workplaces: [w.wp, ca, pa], primaryWorkplaceId: w.wp, residence: address('NY', 'Albany', '12207') });
      const texan = await w.employee('Texan', { residence: address('TX', 'Austin', '78701') });
      const body = await create({
        ...WEEK,
        frequency: 'Weekly',
        employeeItems: [
          // The first payment names no workplace: the primary workplace (TX) is its work state.
          { employeeId: traveller, payments: [{ regularHours: 8 }, { workplaceId: ca, regularHours: 8 }, { workplaceId: pa, regularHours: 8 }] },
          { employeeId: texan, payments: [{ regularHours: 40 }] },
        ],
      });
      const newEmployerRate = (state: string, rate: string) => ({
        code: 'sui_new_employer_rate',
        message: `No ${state} unemployment insurance rate is on file for the company (onboard/tax_setup, unemploymentRate); ${state}'s new-employer rate of ${rate}% is used.`,
        employeeId: traveller,
      });
      // NY withholds on its resident's wages worked elsewhere, less the work states' withholding (20 NYCRR 171.5(b)).
      expect(body.employeeItems[0].warnings).toEqual([
        newEmployerRate('CA', '3.4'),
        newEmployerRate('PA', '3.822'),
        {
          code: 'local_taxes_not_computed',
          message: 'Local wage taxes are not computed for: PA (no locality code given on the address or workplace), NY (no locality code given on the address or workplace).',
          employeeId: traveller,
        },
      ]);
      // $200 in each state. CA: below the weekly low-income exemption ($363): no income tax; SDI 1.3% = 2.60.
      // PA: 3.07% = 6.14; UC 0.07% = 0.14. SUI: TX 2.7% = 5.40, CA 3.4% = 6.80, PA 3.822% = 7.644 -> 7.64.
      const stateLines = (item: { taxes: Array<{ jurisdiction: string; code: string; amount: number }> }) =>
        item.taxes.filter((t) => t.jurisdiction !== 'US').map((t) => `${t.code} ${t.amount}`);
      // NY (the residence): its tax on the $600 alone, 21.57 (no IT-2104: single, 0 allowances), less PA's 6.14 and CA's 0.00 = 15.43.
      expect(stateLines(body.employeeItems[0])).toEqual(['pa_sit 6.14', 'ny_sit 15.43', 'ca_sdi 2.6', 'pa_sui_ee 0.14', 'tx_sui_er 5.4', 'ca_sui_er 6.8', 'pa_sui_er 7.64']);
      expect(body.employeeItems[1].warnings).toEqual([]);
      expect(stateLines(body.employeeItems[1])).toEqual(['tx_sui_er 27']);
      expect(body.warnings).toEqual(body.employeeItems[0].warnings);
      expect(body.employeeItems[0].grossPay).toBe(600);
      // Totals by jurisdiction: US, then the states alphabetically.
      expect(body.totals.taxesByJurisdiction.map((j: { jurisdiction: string }) => j.jurisdiction)).toEqual(['US', 'CA', 'NY', 'PA', 'TX']);
      expect(body.totals.taxesByJurisdiction.slice(1)).toEqual([
        { jurisdiction: 'CA', employeeTaxes: 2.6, companyTaxes: 6.8 },
        { jurisdiction: 'NY', employeeTaxes: 15.43, companyTaxes: 0 },
        { jurisdiction: 'PA', employeeTaxes: 6.28, companyTaxes: 7.64 },
        { jurisdiction: 'TX', employeeTaxes: 0, companyTaxes: 32.4 },
      ]);
    });

    it('a PA resident working in NJ with a reciprocity election in force is withheld for PA (3.07%), not NJ, and still pays NJ programs; before the election takes effect, NJ withholds', async () => {
      const nj = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'Trenton', address: { street1: '1 State St', city: 'Trenton', state: 'NJ', zipcode: '08608', country: 'US' } }), 201).body.id;
      const commuter = await w.employee('Commuter', { workplaces: [nj], primaryWorkplaceId: nj, residence: { street1: '5 Elm St', city: 'Yardley', state: 'PA', zipcode: '19067', country: 'US' } });
      // The company's NJ SUI rate: 2.8% from 2026 on (onboard/tax_setup).
      expectStatus(
        await w.as().post(`${w.base}/onboard/tax_setup`, {
          federalFilerType: 'Form941',
          federalDepositSchedule: 'Monthly',
          stateTaxIds: [{ state: 'NJ', withholdingAccountNumber: '123-456-789/000', unemploymentRate: 2.8, unemploymentRateEffectiveDate: '2026-01-01' }],
        }),
        200,
      );
      const paycheck = { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: commuter, payments: [{ regularHours: 40 }] }] };
      const codes = (item: { taxes: Array<{ jurisdiction: string; code: string }> }) => item.taxes.filter((t) => t.jurisdiction !== 'US').map((t) => t.code);
      const before = (await create(paycheck)).employeeItems[0];
      expect(codes(before)).toEqual(['nj_sit', 'nj_ui_ee', 'nj_di_ee', 'nj_fli', 'nj_sui_er']);
      // Without the election NJ withholds, and PA nothing while NJ does (61 Pa. Code § 113.2(1)(ii)(B)): only PA's local taxes warn.
      expect(before.warnings.map((x: { code: string; message: string }) => `${x.code} ${/\b(NJ|PA)\b/.exec(x.message)?.[0]}`)).toEqual(['local_taxes_not_computed PA']);
      // Elected from the day after payday: not yet in force for this payroll.
      const elect = (effectiveStart: string) =>
        w.as().patch(`${w.base}/employees/${commuter}/reciprocity_elections`, { elections: [{ workState: 'NJ', residenceState: 'PA', elected: true, effectiveStart }] });
      expectStatus(await elect('2026-03-14'), 200);
      expect(codes((await create(paycheck)).employeeItems[0])).toContain('nj_sit');
      expectStatus(await elect(WEEK.payday), 200);
      const elected = (await create(paycheck)).employeeItems[0];
      // $1,000: PA 3.07% = 30.70. NJ worker UI/WF/SWF 0.425% = 4.25, TDI 0.19% = 1.90, FLI 0.23% = 2.30; NJ SUI 2.8% = 28.00.
      // Each on the whole $1,000 (no pre-tax benefit, no wage base reached).
      expect(elected.taxes.filter((t: { jurisdiction: string }) => t.jurisdiction !== 'US')).toEqual([
        { name: 'StateIncomeTax', payer: 'Employee', jurisdiction: 'PA', code: 'pa_sit', amount: 30.7, subjectWages: 1000, taxableWages: 1000 },
        { name: 'StateProgram', payer: 'Employee', jurisdiction: 'NJ', code: 'nj_ui_ee', amount: 4.25, subjectWages: 1000, taxableWages: 1000 },
        { name: 'StateProgram', payer: 'Employee', jurisdiction: 'NJ', code: 'nj_di_ee', amount: 1.9, subjectWages: 1000, taxableWages: 1000 },
        { name: 'StateProgram', payer: 'Employee', jurisdiction: 'NJ', code: 'nj_fli', amount: 2.3, subjectWages: 1000, taxableWages: 1000 },
        { name: 'StateUnemployment', payer: 'Company', jurisdiction: 'NJ', code: 'nj_sui_er', amount: 28, subjectWages: 1000, taxableWages: 1000 },
      ]);
      expect(elected.warnings).toEqual([
        { code: 'local_taxes_not_computed', message: 'Local wage taxes are not computed for: PA (no locality code given on the address or workplace).', employeeId: commuter },
      ]);
    });

    it('a NJ resident working in NY: NY withholds and NJ only the difference (none here); with 10 NY days on file (14-day rule) NJ withholds in full and NY nothing', async () => {
      const ny = expectStatus(await w.as().post(`${w.base}/workplaces`, { name: 'Albany', address: { street1: '1 State St', city: 'Albany', state: 'NY', zipcode: '12207', country: 'US' } }), 201).body.id;
      const traveller = await w.employee('Traveller', { workplaces: [ny], primaryWorkplaceId: ny, residence: { street1: '5 Elm St', city: 'Princeton', state: 'NJ', zipcode: '08540', country: 'US' } });
      const paycheck = { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: traveller, payments: [{ regularHours: 40 }] }] };
      const sit = (item: { taxes: Array<{ name: string; code: string; amount: number }> }) => item.taxes.filter((t) => t.name === 'StateIncomeTax').map((t) => t.code);
      const before = (await create(paycheck)).employeeItems[0];
      // NY's withholding on this pay exceeds NJ's: NJ's difference is 0.00 (a zero line is not listed), and nothing warns.
      expect(sit(before)).toEqual(['ny_sit']);
      expect(before.warnings.map((x: { code: string }) => x.code)).toEqual(['sui_new_employer_rate', 'local_taxes_not_computed']);
      const url = `${w.base}/employees/${traveller}/reciprocity_elections`;
      expectProblem(await w.as().patch(url, {}), 400, 'validation_failed');
      const twice = { state: 'NY', year: 2026, days: 10 };
      expectProblem(await w.as().patch(url, { nonresidentWorkDays: [twice, twice] }), 400, 'validation_failed');
      expectProblem(await w.as().patch(url, { nonresidentWorkDays: [{ state: 'NY', year: 2026, days: 400 }] }), 400, 'validation_failed');
      const saved = expectStatus(await w.as().patch(url, { nonresidentWorkDays: [twice] }), 200).body;
      expect(saved).toEqual({ elections: [], nonresidentWorkDays: [twice] });
      expect(expectStatus(await w.as().get(url), 200).body).toEqual(saved);
      const after = (await create(paycheck)).employeeItems[0];
      expect(sit(after)).toEqual(['nj_sit']);
      expect(after.taxes.find((t: { code: string }) => t.code === 'nj_sit').amount).toBeGreaterThan(0);
      // Days of another year do not count.
      expectStatus(await w.as().patch(url, { nonresidentWorkDays: [{ state: 'NY', year: 2026, days: 15 }, { state: 'NY', year: 2025, days: 1 }] }), 200);
      expect(sit((await create(paycheck)).employeeItems[0])).toEqual(['ny_sit']);
    });

    it('a creation past its deadline succeeds with the payroll warning approval_deadline_passed', async () => {
      server().clock.set('2026-03-10T09:00:00Z');
      const body = await create(workedCheckBody());
      expect(body.warnings).toEqual([
        { code: 'approval_deadline_passed', message: `The approval deadline (${WEEK_DEADLINE}) has passed; approval is refused (422 approval_deadline_passed).` },
      ]);
    });

    it('an employee whose onboarding is Blocking gets the worker_onboarding_blocking warning', async () => {
      const blocked = await w.employee('Blocked', {}, { bankAccount: false });
      const body = await create({ ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: blocked, payments: [{ regularHours: 1 }] }] });
      expect(body.employeeItems[0].warnings).toEqual([
        { code: 'worker_onboarding_blocking', message: `Onboarding of employee ${blocked} is Blocking; approval is refused (422 payroll_blocked).`, employeeId: blocked },
      ]);
      expect(body.warnings).toEqual(body.employeeItems[0].warnings);
    });

    describe('refusals', () => {
      let foreignEmployee: string;
      let foreignWorkplace: string;
      let foreignCode: string;
      let foreignSchedule: string;
      let inactive: string;
      let inactiveContractor: string;
      beforeAll(async () => {
        const f = `/v1/companies/${w.t.foreignCompany.id}`;
        const fk = w.t.foreign.key;
        const address = { street1: '1 Elm', city: 'Boise', state: 'ID', zipcode: '83702', country: 'US' };
        foreignWorkplace = expectStatus(await w.as(fk).post(`${f}/workplaces`, { name: 'Foreign', address }), 201).body.id;
        foreignEmployee = expectStatus(await w.as(fk).post(`${f}/employees`, { firstName: 'Far', lastName: 'Away', startDate: '2025-01-06' }), 201).body.id;
        foreignCode = expectStatus(await w.as(fk).post(`${f}/earning_codes`, { name: 'Foreign bonus', type: 'Bonus' }), 201).body.id;
        foreignSchedule = expectStatus(
          await w.as(fk).post(`${f}/payment_schedules`, { name: 'Weekly', payFrequency: 'Weekly', firstPayday: '2026-01-09', firstPeriodEnd: '2026-01-04' }),
          201,
        ).body.id;
        inactive = await w.employee('Gone', { active: false });
        inactiveContractor = await w.contractor({ active: false });
      });

      const refused = async (body: Record<string, unknown>, status: number, code: string, field?: string) => {
        const before = await db().payroll.count();
        const problem = expectProblem(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', ...body }), status, code);
        if (field) expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([[field, code]]);
        expect(await db().payroll.count()).toBe(before);
      };

      it('422 invalid_reference: payment schedule, employee, contractor, workplace, earning code of another company', async () => {
        await refused({ paymentScheduleId: foreignSchedule }, 422, 'invalid_reference', 'body.paymentScheduleId');
        await refused({ employeeItems: [{ employeeId: foreignEmployee }] }, 422, 'invalid_reference', 'body.employeeItems[0].employeeId');
        await refused({ employeeItems: [{ employeeId: maria }, { employeeId: 'emp_nope' }] }, 422, 'invalid_reference', 'body.employeeItems[1].employeeId');
        await refused({ contractorItems: [{ contractorId: 'con_nope' }] }, 422, 'invalid_reference', 'body.contractorItems[0].contractorId');
        await refused({ employeeItems: [{ employeeId: maria, payments: [{ workplaceId: foreignWorkplace }] }] }, 422, 'invalid_reference', 'body.employeeItems[0].payments[0].workplaceId');
        await refused(
          { employeeItems: [{ employeeId: maria, payments: [{ earningCodeEarnings: [{ earningCodeId: foreignCode, value: 10 }] }] }] },
          422,
          'invalid_reference',
          'body.employeeItems[0].payments[0].earningCodeEarnings[0].earningCodeId',
        );
      });

      it('422 workplace_not_assigned, employee_inactive', async () => {
        await refused({ employeeItems: [{ employeeId: maria, payments: [{ workplaceId: w.wpUnassigned, regularHours: 1 }] }] }, 422, 'workplace_not_assigned', 'body.employeeItems[0].payments[0].workplaceId');
        const chris = await w.contractor();
        await refused({ contractorItems: [{ contractorId: chris, workplaceId: w.wpUnassigned }] }, 422, 'workplace_not_assigned', 'body.contractorItems[0].workplaceId');
        await refused({ employeeItems: [{ employeeId: inactive }] }, 422, 'employee_inactive', 'body.employeeItems[0].employeeId');
        await refused({ contractorItems: [{ contractorId: inactiveContractor }] }, 422, 'employee_inactive', 'body.contractorItems[0].contractorId');
      });

      it('422 invalid_date_range and unsupported_tax_year', async () => {
        await refused({ periodEnd: '2026-03-01' }, 422, 'invalid_date_range', 'body.periodEnd');
        await refused({ payday: '2026-03-01' }, 422, 'invalid_date_range', 'body.payday');
        const problem = expectProblem(
          await w.as().post(`${w.base}/payrolls`, { periodStart: '2027-01-04', periodEnd: '2027-01-10', payday: '2027-01-15', frequency: 'Weekly' }),
          422,
          'unsupported_tax_year',
        );
        expect(problem.detail).toBe('There are no federal tax tables for 2027 (supported: 2025, 2026).');
      });

      it('422 company_not_active', async () => {
        const suspended = await createCompanyWithKey(server(), w.t.partner.key, { legalName: 'Suspended Co LLC' });
        await db().company.update({ where: { id: suspended.id }, data: { status: 'Suspended' } });
        expectProblem(await w.as().post(`/v1/companies/${suspended.id}/payrolls`, { ...WEEK, frequency: 'Weekly' }), 422, 'company_not_active');
      });

      it('400: a worker twice, a field outside the contract, a missing payRate', async () => {
        const dup = expectProblem(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: maria }, { employeeId: maria }] }), 400, 'validation_failed');
        expect(dup.errors).toEqual([{ field: 'body.employeeItems[1].employeeId', message: 'employee appears more than once', code: 'duplicate' }]);
        expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', status: 'Paid' }), 'body.status');
        expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Fortnightly' }), 'body.frequency');
        expectFieldError(await w.as().post(`${w.base}/payrolls`, { periodStart: '2026-03-02', payday: '2026-03-13' }), 'body.periodEnd');
        expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK, employeeItems: [{ employeeId: maria, payments: [{ regularHours: -1 }] }] }), 'body.employeeItems[0].payments[0].regularHours');
        const noWage = await w.employee('NoWage', { wage: undefined });
        expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: noWage, payments: [{ regularHours: 8 }] }] }), 'body.employeeItems[0].payments[0].payRate', 'required');
      });
    });
  });

  describe('list and get', () => {
    let other: Awaited<ReturnType<typeof createCompanyWithKey>>;
    const made: Array<{ id: string; payday: string }> = [];
    beforeAll(async () => {
      other = await createCompanyWithKey(server(), w.t.partner.key, { legalName: 'Lister LLC' });
      const as = w.as(other.key);
      for (const payday of ['2026-01-09', '2026-02-06', '2026-03-06', '2026-04-03']) {
        const start = `${payday.slice(0, 8)}01`;
        made.push(expectStatus(await as.post(`/v1/companies/${other.id}/payrolls`, { periodStart: start, periodEnd: start, payday, frequency: 'Monthly' }), 201).body);
      }
      await db().payroll.update({ where: { id: made[1].id }, data: { status: 'Failed' } });
    });
    const list = async (q = '') => expectStatus(await w.as(other.key).get(`/v1/companies/${other.id}/payrolls${q}`), 200);

    // Paging: list-conformance.test.ts.
    it('lists in creation order with the whole payrolls', async () => {
      const res = await list();
      expect(ids(res)).toEqual(made.map((p) => p.id));
      expect(res.body.results[0]).toEqual(made[0]);
    });

    it('filters id, status (with include flags) and the payday range', async () => {
      expect(ids(await list(`?id=${made[2].id}`))).toEqual([made[2].id]);
      expect(ids(await list(`?id=${made[2].id}&includeId=false`))).toEqual([made[0].id, made[1].id, made[3].id]);
      expect(ids(await list('?status=Failed'))).toEqual([made[1].id]);
      expect(ids(await list('?status=Failed&includeStatus=false'))).toEqual([made[0].id, made[2].id, made[3].id]);
      expect(ids(await list('?paydayFrom=2026-02-06&paydayTo=2026-03-06'))).toEqual([made[1].id, made[2].id]);
      expect(ids(await list('?paydayFrom=2026-03-07'))).toEqual([made[3].id]);
      expect(ids(await list('?paydayTo=2026-01-09'))).toEqual([made[0].id]);
    });

    it('400 for an unknown status, a malformed date, paydayFrom after paydayTo', async () => {
      expectFieldError(await w.as(other.key).get(`/v1/companies/${other.id}/payrolls?status=Done`), 'query.status');
      expectFieldError(await w.as(other.key).get(`/v1/companies/${other.id}/payrolls?paydayFrom=2026-13-01`), 'query.paydayFrom');
      expectFieldError(await w.as(other.key).get(`/v1/companies/${other.id}/payrolls?paydayFrom=2026-03-02&paydayTo=2026-03-01`), 'query.paydayFrom');
    });

    it('every caller kind in scope reads; others get 404', async () => {
      const created = await create(workedCheckBody());
      const path = `${w.base}/payrolls/${created.id}`;
      for (const k of [w.t.partner.key, w.t.corporation.key, w.t.company.key]) expect(expectStatus(await w.as(k).get(path), 200).body).toEqual(created);
      expectProblem(await w.as(w.t.foreign.key).get(path), 404, 'not_found');
      expectProblem(await w.as(w.t.foreign.key).get(`${w.base}/payrolls`), 404, 'not_found');
      expectProblem(await w.as(other.key).get(path), 404, 'not_found');
      // Another company's payroll through this company's path.
      expectProblem(await w.as().get(`${w.base}/payrolls/${made[0].id}`), 404, 'not_found');
      expectProblem(await w.as().get(`${w.base}/payrolls/pay_unknown`), 404, 'not_found');
    });
  });

  describe('update', () => {
    it('recomputes and stores the estimate; an item for the same employee keeps its id; payroll.updated', async () => {
      const created = await create(workedCheckBody());
      const path = `${w.base}/payrolls/${created.id}`;
      const jamal = await w.employee('Jamal');
      const res = expectStatus(
        await w.as().patch(path, {
          payday: '2026-03-12',
          processingPeriod: 'OneDay',
          type: 'OffCycle',
          applyBenefits: false,
          employeeItems: [
            { employeeId: jamal, payments: [{ regularHours: 10 }] },
            { employeeId: maria, payments: [{ regularHours: 40, overtimeHours: 5 }] },
          ],
        }),
        200,
      );
      const body = res.body;
      expect(body).toMatchObject({ id: created.id, status: 'Draft', type: 'OffCycle', processingPeriod: 'OneDay', payday: '2026-03-12', deadline: '2026-03-11', offCycleOptions: { applyBenefits: false } });
      expect(body.employeeItems.map((i: { employeeId: string }) => i.employeeId)).toEqual([jamal, maria]);
      expect(body.employeeItems[1].id).toBe(created.employeeItems[0].id);
      expect(body.employeeItems[0].id).not.toBe(created.employeeItems[0].id);
      expect(body.employeeItems[1]).toMatchObject({ grossPay: 1187.5, benefits: [] });
      expect(body.totals.employeeGross).toBe(1437.5);
      expect(expectStatus(await w.as().get(path), 200).body).toEqual(body);
      const [event] = await events('payroll.updated', created.id);
      expect(event.data).toMatchObject({ id: created.id, type: 'OffCycle', deadline: '2026-03-11' });
      // Only the fields sent change: the items stay.
      const again = expectStatus(await w.as(w.t.company.key).patch(path, { applyBenefits: true }), 200).body;
      expect(again.employeeItems.map((i: { id: string }) => i.id)).toEqual(body.employeeItems.map((i: { id: string }) => i.id));
      expect(again.employeeItems[1].benefits).toHaveLength(2);
      expect(again.payday).toBe('2026-03-12');
    });

    it('400 for values outside PayrollType, PayFrequency, ProcessingPeriod and an empty body; 422 as on create', async () => {
      const created = await create(workedCheckBody());
      const path = `${w.base}/payrolls/${created.id}`;
      const bad = expectProblem(await w.as().patch(path, { type: 'Bonus', frequency: 'Daily', processingPeriod: 'FiveDay' }), 400, 'validation_failed');
      expect(bad.errors?.map((e) => e.field)).toEqual(['body.type', 'body.frequency', 'body.processingPeriod']);
      expectProblem(await w.as().patch(path, {}), 400, 'validation_failed');
      expectProblem(await w.as().patch(path, { periodEnd: '2026-02-01' }), 422, 'invalid_date_range');
      expectProblem(await w.as().patch(path, { employeeItems: [{ employeeId: 'emp_nope' }] }), 422, 'invalid_reference');
      expectProblem(await w.as().patch(path, { payday: '2027-01-08', periodStart: '2027-01-01', periodEnd: '2027-01-07' }), 422, 'unsupported_tax_year');
      expect(expectStatus(await w.as().get(path), 200).body).toEqual(created);
      expect(await events('payroll.updated', created.id)).toEqual([]);
    });

    it('404 for an unknown payroll or one outside the scope', async () => {
      expectProblem(await w.as().patch(`${w.base}/payrolls/pay_unknown`, { type: 'Regular' }), 404, 'not_found');
      const created = await create(workedCheckBody());
      expectProblem(await w.as(w.t.foreign.key).patch(`${w.base}/payrolls/${created.id}`, { type: 'Regular' }), 404, 'not_found');
    });
  });

  describe('delete', () => {
    it('204 with its items; payroll.deleted carries the id; then 404', async () => {
      const created = await create(workedCheckBody());
      const path = `${w.base}/payrolls/${created.id}`;
      expectProblem(await w.as(w.t.foreign.key).delete(path), 404, 'not_found');
      expect((await w.as(w.t.corporation.key).delete(path)).status).toBe(204);
      expectProblem(await w.as().get(path), 404, 'not_found');
      expect(await db().payrollEmployeeItem.count({ where: { payrollId: created.id } })).toBe(0);
      const [event] = await events('payroll.deleted', created.id);
      expect(event.data).toEqual({ id: created.id });
      expectProblem(await w.as().delete(path), 404, 'not_found');
    });
  });

  describe('preview', () => {
    it('recomputes with current data, stores nothing, emits nothing; the Draft keeps its last-write estimate', async () => {
      const created = await create(workedCheckBody());
      const path = `${w.base}/payrolls/${created.id}`;
      expect(expectStatus(await w.as().get(`${path}/preview`), 200).body).toEqual(created);
      // A new deduction: the stored estimate goes stale; preview sees it.
      const cs = expectStatus(
        await w.as().post(`${w.base}/post_tax_deductions/child_support`, {
          employeeId: maria,
          caseNumber: 'CS-1',
          agency: 'TX',
          issueDate: '2025-12-01',
          amount: 100,
          effectiveStart: '2026-01-01',
        }),
        201,
      ).body.id;
      try {
        const eventsBefore = await db().event.count();
        const preview = expectStatus(await w.as(w.t.company.key).get(`${path}/preview`), 200).body;
        expect(preview.employeeItems[0]).toMatchObject({ deductions: [{ deductionId: cs, kind: 'ChildSupport', amount: 100 }], netPay: 803.65 });
        expect(preview.totals).toMatchObject({ deductions: 100, employeeNet: 803.65, cashRequirement: 1102.68 });
        expect(preview.status).toBe('Draft');
        expect(preview.approvedAt).toBeUndefined();
        expect(expectStatus(await w.as().get(path), 200).body).toEqual(created);
        expect(await db().event.count()).toBe(eventsBefore);
      } finally {
        expectStatus(await w.as().delete(`${w.base}/post_tax_deductions/child_support/${cs}`), 204);
      }
    });

    it('reports what approve would refuse as warnings: negative net pay, Blocking onboarding, deadline passed', async () => {
      const blocked = await w.employee('Blocky', {}, { bankAccount: false });
      const broke = await w.employee('Broke');
      expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: broke, type: 'Dental125', effectiveStart: '2026-01-01', employeeContributionAmount: 500 }), 201);
      const created = await create({
        ...WEEK,
        frequency: 'Weekly',
        employeeItems: [
          { employeeId: broke, payments: [{ regularHours: 2 }] },
          { employeeId: blocked, payments: [{ regularHours: 2 }] },
        ],
      });
      server().clock.set('2026-03-10T00:00:01Z');
      const preview = expectStatus(await w.as().get(`${w.base}/payrolls/${created.id}/preview`), 200).body;
      // 500 x 12 / 52 = 115.38 of benefits against 50 of gross.
      expect(preview.employeeItems[0].netPay).toBe(-65.38);
      // 2 h at $25 = 50.00 - SS 3.10 - Medicare 0.73 (no FIT below the standard deduction) = 46.17.
      expect(preview.employeeItems[1].netPay).toBe(46.17);
      expect(preview.totals.employeeNet).toBe(-19.21);
      expect(preview.warnings).toEqual([
        { code: 'approval_deadline_passed', message: `The approval deadline (${WEEK_DEADLINE}) has passed; approval is refused (422 approval_deadline_passed).` },
        { code: 'negative_net_pay', message: 'Net pay is -65.38, below zero; approving this payroll is refused (422 negative_net_pay).', employeeId: broke },
        { code: 'worker_onboarding_blocking', message: `Onboarding of employee ${blocked} is Blocking; approval is refused (422 payroll_blocked).`, employeeId: blocked },
      ]);
    });

    it('404 for an unknown payroll or one outside the scope', async () => {
      expectProblem(await w.as().get(`${w.base}/payrolls/pay_unknown/preview`), 404, 'not_found');
      const created = await create(workedCheckBody());
      expectProblem(await w.as(w.t.foreign.key).get(`${w.base}/payrolls/${created.id}/preview`), 404, 'not_found');
    });
  });
});

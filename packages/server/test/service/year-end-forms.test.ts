// Year-end forms from a year of payrolls (issue 39, forms; docs/year-end.md), through the services and the
// forms' figure functions (services/tax-documents.ts quarterForm941, yearForm940, yearW2Forms), no HTTP:
//   - FUTA deposits: a year of $168 of FUTA (four employees at the $7,000 wage base) lists no quarterly deposit:
//     every FUTA deposit is due with the 940 (2027-01-31, a Sunday: 2027-02-01); a company whose undeposited FUTA
//     passes $500 in Q2 owes it all, the carried Q1 part too, by July 31;
//   - 941 line 1 counts the employees paid for the pay period including June 12, not everyone paid in the quarter
//     (Cal, paid in May and terminated, is not counted); lines 13-16 and Schedule B (a semiweekly depositor)
//     reconcile to line 12, and line 13 is the Paid deposits of the quarter's 941 taxes;
//   - 940: two states of state unemployment (TX, NY): line 1b and Schedule A; 2026's credit reductions are not
//     confirmed, so line 11 is not computed (null), never zero; line 13 is the Paid FUTA deposits;
//   - W-2: box 7 (tips within Social Security wages), box 12 C (group-term life) and TP (cash and charged tips,
//     2026), box 14 (NY PFL and NY SDI); the W-3 is their totals to the cent.
import type { Schema } from '@payroll/api-types';
import { Decimal } from 'decimal.js';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import { quarterForm941, yearForm940, yearW2Forms } from '../../src/services/tax-documents';
import { formW3 } from '../../src/services/tax-forms';
import { contractProblems } from '../../src/http/embed/contract-body';
import { companyInput, refusal } from './fixtures';

const TX = { street1: '1 Congress Ave', city: 'Austin', zipcode: '78701', state: 'TX', country: 'US' };
const NY = { street1: '350 Fifth Ave', city: 'New York', zipcode: '10118', state: 'NY', country: 'US' };
const money = (d: { toFixed(n: number): string }) => d.toFixed(2);
const sum = (xs: Array<Decimal | number | string>) => xs.reduce<Decimal>((t, x) => t.plus(x), new Decimal(0));

forEachServiceDatabase('year-end forms (service tier)', (t) => {
  let partner: TestCaller & { partnerId: string };
  const s = () => t().services;
  const db = () => t().db.prisma;

  /** A company with the TX and NY SUI rates on file, payroll started; its workplaces. */
  async function company(name: string, schedule?: 'Semiweekly' | 'Monthly') {
    const id = (await s().companies.create(partner.caller, companyInput({ legalName: name }))).id;
    await db().company.update({ where: { id }, data: { payrollActivated: true } });
    for (const state of ['TX', 'NY']) await db().companySuiRate.create({ data: { companyId: id, state, effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
    if (schedule) await db().companyOnboardStep.create({ data: { companyId: id, step: 'taxSetup', data: { federalDepositSchedule: schedule, federalFilerType: 'Form941' }, completedAt: new Date() } });
    const tx = (await s().org.createWorkplace(partner.caller, id, { name: 'Austin', address: TX })).id;
    const ny = (await s().org.createWorkplace(partner.caller, id, { name: 'Midtown', address: NY })).id;
    return { id, tx, ny };
  }
  const employee = async (companyId: string, workplace: string, firstName: string, wage: Schema<'EmployeeCreate'>['wage'], residence?: typeof NY, extra: Partial<Schema<'EmployeeCreate'>> = {}) =>
    (
      await s().employees.create(partner.caller, companyId, {
        ...extra,
        firstName,
        lastName: 'Year',
        startDate: '2025-06-02',
        workplaces: [workplace],
        primaryWorkplaceId: workplace,
        defaultPaymentMethod: 'Manual',
        wage,
        ...(residence ? { residence } : {}),
      })
    ).id;
  /** A biweekly payroll created and approved a week before its payday, then read on its payday (the clock pays it). */
  const paid = async (companyId: string, periodStart: string, periodEnd: string, payday: string, employeeItems: Schema<'PayrollCreate'>['employeeItems']) => {
    const before = new Date(new Date(`${payday}T15:00:00Z`).getTime() - 7 * 86400_000).toISOString();
    t().clock.set(before);
    const draft = await s().payrolls.create(partner.caller, companyId, { periodStart, periodEnd, payday, frequency: 'Biweekly', employeeItems });
    const codes = [...new Set((draft.warnings ?? []).map((w) => w.code))];
    await s().payrolls.approve(partner.caller, companyId, draft.id, codes.length ? { acknowledgedWarnings: codes } : undefined);
    t().clock.set(`${payday}T18:00:00Z`);
    const read = await s().payrolls.get(partner.caller, companyId, draft.id);
    expect(read.status).toBe('Paid');
    return read;
  };
  const futaDeposits = async (companyId: string) =>
    (await db().taxDeposit.findMany({ where: { companyId, tax: 'FederalUnemployment' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map((d) => [d.amount.toFixed(2), d.dueDate.toISOString().slice(0, 10)]);

  beforeAll(async () => {
    partner = await t().partner('Year End Partner');
  });
  afterEach(() => t().clock.reset());

  describe('a year of four employees in Texas and New York, a semiweekly depositor', () => {
    let c: { id: string; tx: string; ny: string };
    let ana: string;
    let ben: string;
    let cal: string;
    let dee: string;
    const items: Array<Schema<'PayrollEmployeeItem'> & { payday: string }> = [];
    const item = (employeeId: string, extra: Record<string, unknown> = {}) => ({ employeeId, payments: [{ regularHours: 80, ...extra }] });

    beforeAll(async () => {
      c = await company('Year End Tips LLC', 'Semiweekly');
      // Ana (TX) $30/h with cash tips and tips paid in the paycheck; Ben (NY) salaried ($10,000 a payroll) with group-term life over
      // $50,000; Cal (TX) paid in May only, then terminated; Dee (TX) $25/h.
      // Ana's Treasury tipped occupation code: 102 (wait staff), for box 14b.
      ana = await employee(c.id, c.tx, 'Ana', { rate: 30, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' }, undefined, { tippedOccupationCodes: ['102'] });
      ben = await employee(c.id, c.ny, 'Ben', { rate: 260000, period: 'Annually', flsaOvertimeExemptionStatus: 'Exempt' }, NY);
      cal = await employee(c.id, c.tx, 'Cal', { rate: 25, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' });
      dee = await employee(c.id, c.tx, 'Dee', { rate: 25, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' });
      const anaItem = () => item(ana, { cashTips: 150, paycheckTips: 250 });
      const benItem = () => ({ employeeId: ben, payments: [{ groupTermLife: 50 }] });
      const run = async (period: [string, string, string], list: Schema<'PayrollCreate'>['employeeItems']) => {
        const p = await paid(c.id, ...period, list);
        for (const i of p.employeeItems ?? []) items.push({ ...i, payday: period[2] });
      };
      // Q1: the period of March 12 (Ana, Ben, Dee).
      await run(['2026-03-02', '2026-03-15', '2026-03-20'], [anaItem(), benItem(), item(dee)]);
      // Q2: May (with Cal), then the period of June 12 (without him).
      await run(['2026-04-27', '2026-05-10', '2026-05-15'], [anaItem(), benItem(), item(cal, { bonus: 6000 }), item(dee)]);
      await s().employees.update(partner.caller, c.id, cal, { terminationDate: '2026-05-20' });
      await run(['2026-06-08', '2026-06-21', '2026-06-26'], [anaItem(), benItem(), item(dee, { bonus: 5000 })]);
      // Q3 (Ana alone: under $2,500 of 941 taxes) and Q4.
      await run(['2026-08-03', '2026-08-16', '2026-08-21'], [anaItem()]);
      await run(['2026-11-30', '2026-12-13', '2026-12-18'], [anaItem(), benItem(), item(dee)]);
    });

    it('FUTA: four employees at the $7,000 base make $168.00; no deposit is due in a quarter, every one with the 940 (2027-02-01)', async () => {
      const deposits = await futaDeposits(c.id);
      expect(sum(deposits.map(([a]) => a)).toFixed(2)).toBe('168.00');
      expect(new Set(deposits.map(([, due]) => due))).toEqual(new Set(['2027-02-01']));
      // Each employee's FUTA stops at 0.6% of $7,000 = $42.00.
      const futa = (id: string) => sum(items.filter((i) => i.employeeId === id).map((i) => i.taxes!.find((x) => x.name === 'Futa')?.amount ?? 0));
      expect([ana, ben, cal, dee].map((id) => money(futa(id)))).toEqual(['42.00', '42.00', '42.00', '42.00']);
    });

    it("941 Q2 line 1: the employees paid for the pay period including June 12 (Ana, Ben, Dee), not Cal, paid in May", async () => {
      expect((await quarterForm941(db(), c.id, 2026, 2)).line1).toBe(3);
      expect((await quarterForm941(db(), c.id, 2026, 1)).line1).toBe(3);
      // Q3's only payroll (August) covers no September 12.
      expect((await quarterForm941(db(), c.id, 2026, 3)).line1).toBe(0);
    });

    it('941 lines 5a/5b split tips out; 13-15 and Schedule B reconcile to line 12, day by day from the checks', async () => {
      let prior: Decimal | undefined; // Q4 2025: no payrolls
      const kinds: string[] = [];
      for (const quarter of [1, 2, 3, 4]) {
        const f = await quarterForm941(db(), c.id, 2026, quarter);
        const priorLine12 = prior;
        prior = f.line12;
        kinds.push(f.line16.kind);
        const inQuarter = items.filter((i) => Math.ceil(Number(i.payday.slice(5, 7)) / 3) === quarter);
        const tax = (i: (typeof items)[number], names: string[]) => sum(i.taxes!.filter((x) => names.includes(x.name) && x.jurisdiction === 'US').map((x) => x.amount));
        const liability = (list: typeof items) => sum(list.map((i) => tax(i, ['FederalIncomeTax', 'SocialSecurity', 'Medicare', 'AdditionalMedicare'])));
        // Line 12 is what the checks withheld and owe (FIT + both shares of FICA), to the cent.
        expect(money(f.line12)).toBe(money(liability(inQuarter)));
        // Every payroll was paid on its payday: its deposits are Paid, so line 13 = line 12 and nothing is due.
        expect([money(f.line13), money(f.line14), money(f.line15)]).toEqual([money(f.line12), '0.00', '0.00']);
        // Line 5b: Ana's tips, 400.00 a payroll, all within her Social Security wages.
        const tipsPaid = inQuarter.filter((i) => i.employeeId === ana).length * 400;
        expect(money(f.line5b.wages)).toBe(money(new Decimal(tipsPaid)));
        expect(money(f.line5b.tax)).toBe(money(new Decimal(tipsPaid).mul('0.124')));
        // Line 16: less than $2,500 this quarter or the prior one needs no schedule.
        expect(f.line16.kind === 'under2500').toBe(f.line12.lt(2500) || (priorLine12 !== undefined && priorLine12.lt(2500)));
        if (f.line16.kind === 'under2500') continue;
        // Semiweekly: Schedule B, one entry per payday, each the liability of that payday's checks; months and total add up to line 12.
        expect(f.line16.kind).toBe('semiweekly');
        if (f.line16.kind !== 'semiweekly') return;
        const paydays = [...new Set(inQuarter.map((i) => i.payday))];
        expect(f.line16.days.map((d) => [d.month, d.day, money(d.amount)])).toEqual(
          paydays.map((p) => [((Number(p.slice(5, 7)) - 1) % 3) + 1, Number(p.slice(8, 10)), money(liability(inQuarter.filter((i) => i.payday === p)))]),
        );
        expect(money(sum(f.line16.months))).toBe(money(f.line12));
        expect(money(f.line16.total)).toBe(money(f.line12));
      }
      // Q1 and Q2 over $2,500 (Schedule B); Q3 (Ana alone) under it; Q4 after a Q3 under it.
      expect(kinds).toEqual(['semiweekly', 'semiweekly', 'under2500', 'under2500']);
    });

    it('940: TX and NY state unemployment (line 1b, Schedule A with each state\'s FUTA wages); 2026 credit reduction not computed, never zero; line 13 the FUTA deposited', async () => {
      const f = await yearForm940(db(), c.id, 2026);
      expect([f.line1a, f.line1b, f.line2, f.line11]).toEqual([undefined, true, null, null]);
      // FUTA wages: Ben's $7,000 in NY, Ana's, Cal's and Dee's in TX.
      expect(f.scheduleA!.rows.map((r) => [r.state, money(r.futaWages), r.rate, r.reduction])).toEqual([
        ['NY', '7000.00', undefined, undefined],
        ['TX', '21000.00', undefined, undefined],
      ]);
      expect([f.scheduleA!.total, money(f.scheduleA!.unattributedFutaWages)]).toEqual([null, '0.00']);
      expect([money(f.line7), money(f.line8), money(f.line12), money(f.line13), money(f.line14), money(f.line15)]).toEqual(['28000.00', '168.00', '168.00', '168.00', '0.00', '0.00']);
      // Line 12 is $500 or less: no Part 5.
      expect(f.line16).toBeUndefined();
    });

    it('W-2: box 7 and 12 TP from the tips, 12 C from group-term life, 14 NY PFL and NY SDI; the W-3 is their totals to the cent', async () => {
      const w2s = await yearW2Forms(db(), c.id, 2026);
      expect(w2s.map((w) => w.name)).toEqual(['Ana Year', 'Ben Year', 'Cal Year', 'Dee Year']);
      const of = (id: string) => w2s.find((w) => w.employee.id === id)!.form;
      const a = of(ana);
      // Five payrolls of 400.00 of tips (150.00 cash, 250.00 in the paycheck): box 7 and code TP 2,000.00; box 3 the rest.
      const anaItems = items.filter((i) => i.employeeId === ana);
      const anaSsWages = sum(anaItems.map((i) => i.grossPay!));
      expect([money(a.box7!), money(a.box3), money(a.box5)]).toEqual(['2000.00', money(anaSsWages.minus(2000)), money(anaSsWages)]);
      expect(a.box12!.map((e) => [e.code, money(e.amount)])).toEqual([['TP', '2000.00']]);
      expect(a.box14b).toEqual(['102']);
      const b = of(ben);
      expect(b.box12!.map((e) => [e.code, money(e.amount)])).toEqual([['C', '200.00']]);
      // Box 14: Ben's NY PFL and NY SDI lines of his checks, summed.
      const program = (code: string) => sum(items.filter((i) => i.employeeId === ben).map((i) => i.taxes!.find((x) => x.code === code)?.amount ?? 0));
      expect(money(program('ny_pfl'))).not.toBe('0.00');
      expect(b.box14!.map((e) => [e.label, money(e.amount)])).toEqual([
        ['NY PFL', money(program('ny_pfl'))],
        ['NY SDI', money(program('ny_sdi'))],
      ]);
      expect([of(cal).box7, of(cal).box14, of(cal).box14b, of(dee).box12]).toEqual([undefined, undefined, undefined, []]);
      // The W-3: box by box the sum of the four W-2s.
      const w3 = formW3(w2s.map((w) => w.form));
      const total = (pick: (f: (typeof w2s)[number]['form']) => Decimal | undefined) => money(sum(w2s.map((w) => pick(w.form) ?? 0)));
      expect(w3.count).toBe(4);
      for (const box of ['box1', 'box2', 'box3', 'box4', 'box5', 'box6', 'box7', 'box10'] as const) expect([box, money(w3[box])]).toEqual([box, total((f) => f[box])]);
      expect(w3.box12.map((e) => [e.code, money(e.amount)])).toEqual([
        ['C', '200.00'],
        ['TP', '2000.00'],
      ]);
      expect(money(w3.box17)).toBe(total((f) => sum((f.states ?? []).map((r) => r.box17 ?? 0))));
      expect(w3.states.map((x) => x.state)).toEqual(['NY']);
      // Box 1 reconciles to the checks: the W-2s' box 1 add up to the four quarters' 941 line 2.
      const line2 = sum(await Promise.all([1, 2, 3, 4].map(async (q) => (await quarterForm941(db(), c.id, 2026, q)).line2)));
      expect(money(w3.box1)).toBe(money(line2));
    });

    it("each tax line carries its wages (issue 39): a wage base crossed caps the taxable part; the lines add up to 941 lines 2, 5a-5c, 940 line 7 and each W-2's boxes 1, 3 + 7 and 5", async () => {
      const line = (i: (typeof items)[number], code: string, payer = 'Employee') => i.taxes!.find((x) => x.code === code && x.payer === payer);
      const wages = (list: typeof items, code: string, payer = 'Employee') => sum(list.map((i) => line(i, code, payer)?.taxableWages ?? 0));
      const of = (id: string) => items.filter((i) => i.employeeId === id);
      // Ben: 260,000 / 26 = 10,000.00 + 50.00 of group-term life = 10,050.00 a check, no pre-tax benefit. FUTA's $7,000 base
      // is crossed on his first check (7,000.00 of 10,050.00 taxed: 42.00); his later checks have no FUTA line.
      const benItems = of(ben);
      expect(benItems.map((i) => i.payday)).toEqual(['2026-03-20', '2026-05-15', '2026-06-26', '2026-12-18']);
      expect(line(benItems[0], 'us_futa', 'Company')).toEqual({ name: 'Futa', payer: 'Company', jurisdiction: 'US', code: 'us_futa', amount: 42, subjectWages: 10050, taxableWages: 7000 });
      expect(benItems.slice(1).map((i) => line(i, 'us_futa', 'Company'))).toEqual([undefined, undefined, undefined]);
      expect([line(benItems[0], 'us_fit'), line(benItems[0], 'us_fica_ss'), line(benItems[0], 'us_fica_medicare', 'Company')].map((x) => [x!.subjectWages, x!.taxableWages])).toEqual([
        [10050, 10050],
        [10050, 10050],
        [10050, 10050],
      ]);
      // New York SUI at 2.7% on its $17,600 base: all of the first check, 17,600 - 10,050 = 7,550.00 of the second (203.85).
      expect(benItems.slice(0, 2).map((i) => line(i, 'ny_sui_er', 'Company'))).toEqual([
        { name: 'StateUnemployment', payer: 'Company', jurisdiction: 'NY', code: 'ny_sui_er', amount: 271.35, subjectWages: 10050, taxableWages: 10050 },
        { name: 'StateUnemployment', payer: 'Company', jurisdiction: 'NY', code: 'ny_sui_er', amount: 203.85, subjectWages: 10050, taxableWages: 7550 },
      ]);
      // Ana: 80 h x $30 + 150.00 cash tips + 250.00 paycheck tips = 2,800.00 a check. FUTA: 2,800, 2,800, then the
      // 1,400.00 left under $7,000; Texas SUI ($9,000 base): 2,800 three times, then the 600.00 left.
      const anaItems = of(ana);
      expect(anaItems.map((i) => [line(i, 'us_futa', 'Company')?.taxableWages, line(i, 'tx_sui_er', 'Company')?.taxableWages])).toEqual([
        [2800, 2800],
        [2800, 2800],
        [1400, 2800],
        [undefined, 600],
        [undefined, undefined],
      ]);
      // Q1's 941 line 5a: Social Security wages of Ana (2,800), Ben (10,050) and Dee (80 h x $25 = 2,000), less Ana's 400.00 of tips (line 5b).
      expect(money((await quarterForm941(db(), c.id, 2026, 1)).line5a.wages)).toBe('14450.00');
      for (const quarter of [1, 2, 3, 4]) {
        const f = await quarterForm941(db(), c.id, 2026, quarter);
        const inQuarter = items.filter((i) => Math.ceil(Number(i.payday.slice(5, 7)) / 3) === quarter);
        expect([quarter, money(wages(inQuarter, 'us_fica_ss').minus(f.line5b.wages)), money(wages(inQuarter, 'us_fica_ss', 'Company').minus(f.line5b.wages))]).toEqual([quarter, money(f.line5a.wages), money(f.line5a.wages)]);
        expect([quarter, money(wages(inQuarter, 'us_fica_medicare')), money(wages(inQuarter, 'us_fit'))]).toEqual([quarter, money(f.line5c.wages), money(f.line2)]);
        expect([quarter, money(wages(inQuarter, 'us_fica_additional_medicare'))]).toEqual([quarter, money(f.line5d.wages)]);
      }
      // 940 line 7: the year's FUTA taxable wages, four employees at $7,000.
      expect([money(wages(items, 'us_futa', 'Company')), money((await yearForm940(db(), c.id, 2026)).line7)]).toEqual(['28000.00', '28000.00']);
      // Each W-2: box 1 the federal income tax wages, box 3 + box 7 the taxable Social Security wages, box 5 the Medicare wages.
      for (const w of await yearW2Forms(db(), c.id, 2026)) {
        const mine = of(w.employee.id);
        expect([w.name, money(sum(mine.map((i) => line(i, 'us_fit')?.subjectWages ?? 0))), money(wages(mine, 'us_fica_ss')), money(wages(mine, 'us_fica_medicare'))]).toEqual([
          w.name,
          money(w.form.box1),
          money(w.form.box3.plus(w.form.box7 ?? 0)),
          money(w.form.box5),
        ]);
      }
    });

    // State quarterly wages (issue 40; docs/filings.md "State quarterly wages"): what the state wage reports are made from.
    const stateLines = (list: typeof items, state: string, name: string) => list.flatMap((i) => i.taxes!.filter((x) => x.jurisdiction === state && x.name === name));
    const inQuarterOf = (quarter: number) => items.filter((i) => Math.ceil(Number(i.payday.slice(5, 7)) / 3) === quarter);
    const figures = (e: Schema<'StateQuarterlyWagesEmployee'>) => [e.firstName, e.unemploymentSubjectWages, e.unemploymentTaxableWages, e.incomeTaxWages, e.incomeTaxWithheld];

    it('state quarterly wages, NY and TX Q2: UI subject and taxable wages per employee (Ben crosses NY\'s $17,600 base, Dee Texas\'s $9,000), SIT wages and withheld, the terminated Cal with his separation date, the counts of the 12th', async () => {
      await db().employee.update({ where: { id: ben }, data: { ssnLastFour: '6789' } });
      await db().companyOnboardStep.update({
        where: { companyId_step: { companyId: c.id, step: 'taxSetup' } },
        data: { data: { federalDepositSchedule: 'Semiweekly', federalFilerType: 'Form941', stateTaxIds: [{ state: 'NY', withholdingAccountNumber: '12-3456789', unemploymentAccountNumber: '7654321' }] } },
      });
      const ny = await s().stateWages.quarter(partner.caller, c.id, { state: 'NY', year: 2026, quarter: 2 });
      expect(contractProblems('StateQuarterlyWages', ny)).toEqual([]);
      expect([ny.withholdingAccountNumber, ny.unemploymentAccountNumber]).toEqual(['12-3456789', '7654321']);
      // Ben: two checks of 10,050.00 (10,000.00 + 50.00 of group-term life); NY SUI's base leaves 17,600 - 10,050 = 7,550.00 taxable in Q2.
      expect(ny.employees.map((e) => [e.employeeId, e.middleName, e.ssnLastFour, e.hireDate, e.separationDate])).toEqual([[ben, null, '6789', '2025-06-02', null]]);
      const nySit = stateLines(inQuarterOf(2).filter((i) => i.employeeId === ben), 'NY', 'StateIncomeTax');
      expect(ny.employees.map(figures)).toEqual([['Ben', 20100, 7550, 20100, Number(money(sum(nySit.map((l) => l.amount))))]]);
      // New York income tax withheld on the two checks: 1,367.10; NY PFL 0.432% of 10,050.00 = 43.42 a check, NY SDI 1.20 a check.
      expect(ny.employees[0].incomeTaxWithheld).toBe(1367.1);
      expect(ny.employees[0].programs).toEqual([
        { code: 'ny_pfl', name: 'New York Paid Family Leave (employee)', subjectWages: 20100, taxableWages: 20100, amount: 86.84 },
        { code: 'ny_sdi', name: 'New York disability benefits (employee)', subjectWages: 20100, taxableWages: 20100, amount: 2.4 },
      ]);
      expect(ny.totals).toEqual({ employeeCount: 1, unemploymentSubjectWages: 20100, unemploymentTaxableWages: 7550, incomeTaxWages: 20100, incomeTaxWithheld: 1367.1, programs: ny.employees[0].programs });
      // Months of Q2: no pay period includes April 12 or May 12; June 12's (June 8-21) paid Ben.
      expect(ny.monthlyEmployeeCounts).toEqual([
        { month: 4, twelfth: '2026-04-12', employees: 0 },
        { month: 5, twelfth: '2026-05-12', employees: 0 },
        { month: 6, twelfth: '2026-06-12', employees: 1 },
      ]);

      const tx = await s().stateWages.quarter(partner.caller, c.id, { state: 'TX', year: 2026, quarter: 2 });
      expect(contractProblems('StateQuarterlyWages', tx)).toEqual([]);
      expect([tx.withholdingAccountNumber, tx.unemploymentAccountNumber]).toEqual([null, null]);
      // Ana 2 x 2,800.00; Cal 2,000.00 + 6,000.00 bonus, terminated May 20; Dee 2,000.00 (Q1) then 2,000.00 and 2,000.00 + 5,000.00:
      // 11,000.00 by June, Texas's $9,000 base leaves 7,000.00 of Q2's 9,000.00 taxable. No state income tax in Texas.
      expect(tx.employees.map(figures)).toEqual([
        ['Ana', 5600, 5600, 0, 0],
        ['Cal', 8000, 8000, 0, 0],
        ['Dee', 9000, 7000, 0, 0],
      ]);
      expect(tx.employees.map((e) => [e.separationDate, e.programs])).toEqual([[null, []], ['2026-05-20', []], [null, []]]);
      // Cal's only check (April 27 - May 10) covers no 12th: he is in no month's count; June 12's period paid Ana and Dee.
      expect(tx.monthlyEmployeeCounts.map((m) => m.employees)).toEqual([0, 0, 2]);
      expect(tx.totals).toEqual({ employeeCount: 3, unemploymentSubjectWages: 22600, unemploymentTaxableWages: 20600, incomeTaxWages: 0, incomeTaxWithheld: 0, programs: [] });
      // Q1 in Texas: March 12's period paid Ana and Dee; Cal was not paid and is not listed.
      const txQ1 = await s().stateWages.quarter(partner.caller, c.id, { state: 'TX', year: 2026, quarter: 1 });
      expect([txQ1.employees.map(figures), txQ1.monthlyEmployeeCounts.map((m) => m.employees)]).toEqual([
        [
          ['Ana', 2800, 2800, 0, 0],
          ['Dee', 2000, 2000, 0, 0],
        ],
        [0, 0, 2],
      ]);
    });

    it('state quarterly wages reconcile: every quarter\'s totals in NY and TX equal the sums of its items\' state tax lines to the cent', async () => {
      for (const state of ['NY', 'TX']) {
        for (const quarter of [1, 2, 3, 4]) {
          const r = await s().stateWages.quarter(partner.caller, c.id, { state, year: 2026, quarter });
          const m = (n: number) => money(new Decimal(n));
          // The quarter's items as the payroll service reads them (a line of 0.00, such as SUI past its base, is not shown there).
          const list = inQuarterOf(quarter);
          const sui = stateLines(list, state, 'StateUnemployment');
          const sit = stateLines(list, state, 'StateIncomeTax');
          const programs = stateLines(list, state, 'StateProgram');
          const codes = [...new Set(programs.map((p) => p.code))].sort();
          const of = (code: string) => programs.filter((p) => p.code === code);
          expect([state, quarter, ...[r.totals.unemploymentTaxableWages, r.totals.incomeTaxWages, r.totals.incomeTaxWithheld].map(m)]).toEqual([
            state,
            quarter,
            money(sum(sui.map((l) => l.taxableWages!))),
            money(sum(sit.map((l) => l.subjectWages!))),
            money(sum(sit.map((l) => l.amount))),
          ]);
          expect(r.totals.programs.map((p) => [p.code, m(p.taxableWages), m(p.amount)])).toEqual(
            codes.map((code) => [code, money(sum(of(code).map((l) => l.taxableWages!))), money(sum(of(code).map((l) => l.amount)))]),
          );
          // The subject wages from every stored line of the quarter's items (the 0.00 lines too), void items left out.
          const from = new Date(Date.UTC(2026, (quarter - 1) * 3, 1));
          const to = new Date(Date.UTC(2026, quarter * 3, 1));
          const stored = (await db().payrollEmployeeItem.findMany({ where: { companyId: c.id, isVoid: false, payroll: { status: { not: 'Draft' }, payday: { gte: from, lt: to } } }, select: { stateTaxes: true } }))
            .flatMap((i) => i.stateTaxes as Array<{ jurisdiction: string; name: string; code: string; subjectWages: string; taxableWages: string }>)
            .filter((l) => l.jurisdiction === state);
          const storedSum = (name: string, pick: (l: (typeof stored)[number]) => string) => money(sum(stored.filter((l) => l.name === name).map(pick)));
          expect([state, quarter, m(r.totals.unemploymentSubjectWages), m(r.totals.unemploymentTaxableWages), m(r.totals.incomeTaxWages)]).toEqual([
            state,
            quarter,
            storedSum('StateUnemployment', (l) => l.subjectWages),
            storedSum('StateUnemployment', (l) => l.taxableWages),
            storedSum('StateIncomeTax', (l) => l.subjectWages),
          ]);
          expect(r.totals.programs.map((p) => [p.code, m(p.subjectWages)])).toEqual(
            [...new Set(stored.filter((l) => l.name === 'StateProgram').map((l) => l.code))].sort().map((code) => [code, storedSum('StateProgram', (l) => (l.code === code ? l.subjectWages : '0'))]),
          );
          // The totals are the employees' columns added up.
          const add = (pick: (e: Schema<'StateQuarterlyWagesEmployee'>) => number) => money(sum(r.employees.map(pick)));
          expect([add((e) => e.unemploymentSubjectWages), add((e) => e.unemploymentTaxableWages), add((e) => e.incomeTaxWages), add((e) => e.incomeTaxWithheld)]).toEqual(
            [r.totals.unemploymentSubjectWages, r.totals.unemploymentTaxableWages, r.totals.incomeTaxWages, r.totals.incomeTaxWithheld].map(m),
          );
          expect(r.totals.employeeCount).toBe(r.employees.length);
        }
      }
    });

    it('state quarterly wages: a voided payroll leaves its items out; another partner\'s company is 404; a bad state or quarter is 400', async () => {
      const before = await s().stateWages.quarter(partner.caller, c.id, { state: 'TX', year: 2026, quarter: 4 });
      // Dec 12's period (Nov 30 - Dec 13) paid Ana and Dee.
      expect([before.employees.map(figures), before.monthlyEmployeeCounts.map((m) => m.employees)]).toEqual([
        [
          ['Ana', 2800, 0, 0, 0],
          ['Dee', 2000, 0, 0, 0],
        ],
        [0, 0, 2],
      ]);
      // A payroll of Dee for December 14-27 (2,000.00 + a 1,000.00 bonus), paid on the 31st, then voided.
      const extra = await paid(c.id, '2026-12-14', '2026-12-27', '2026-12-31', [item(dee, { bonus: 1000 })]);
      const withExtra = await s().stateWages.quarter(partner.caller, c.id, { state: 'TX', year: 2026, quarter: 4 });
      expect(withExtra.totals.unemploymentSubjectWages).toBe(7800);
      await s().payrolls.void(partner.caller, c.id, extra.id, { reason: 'Paid in error' });
      expect(await s().stateWages.quarter(partner.caller, c.id, { state: 'TX', year: 2026, quarter: 4 })).toEqual(before);

      const other = (await t().partner('State Wages Other Partner')).caller;
      await refusal(s().stateWages.quarter(other, c.id, { state: 'TX', year: 2026, quarter: 4 }), 'not_found', 'not_found');
      const bad = await refusal(s().stateWages.quarter(partner.caller, c.id, { state: 'ZZ', year: 2026, quarter: 5 }), 'invalid', 'validation_failed');
      expect(bad.errors!.map((e) => e.field)).toEqual(['query.state', 'query.quarter']);
    });
  });

  it('an employee carries up to two Treasury tipped occupation codes: created, read, replaced, removed with []', async () => {
    const c = await company('Year End Codes LLC');
    const id = await employee(c.id, c.tx, 'Tia', { rate: 20, period: 'Hourly' }, undefined, { tippedOccupationCodes: ['101', '102'] });
    expect((await s().employees.get(partner.caller, c.id, id)).tippedOccupationCodes).toEqual(['101', '102']);
    expect((await s().employees.update(partner.caller, c.id, id, { tippedOccupationCodes: ['501'] })).tippedOccupationCodes).toEqual(['501']);
    expect((await s().employees.update(partner.caller, c.id, id, { firstName: 'Tiana' })).tippedOccupationCodes).toEqual(['501']);
    expect((await s().employees.update(partner.caller, c.id, id, { tippedOccupationCodes: [] })).tippedOccupationCodes).toBeUndefined();
  });

  it('FUTA over $500: Q1 carries $336.00 to the 940; the Q2 payroll that passes $500 makes all $504.00 due July 31', async () => {
    const c = await company('Year End Crew LLC');
    const crew = async (n: number, from: number) => Promise.all(Array.from({ length: n }, (_, i) => employee(c.id, c.tx, `Crew${from + i}`, { rate: 100, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' })));
    // 80 h x $100 = $8,000 each: FUTA on the first $7,000, $42.00 each.
    const first = await crew(8, 1);
    await paid(c.id, '2026-03-02', '2026-03-15', '2026-03-20', first.map((employeeId) => ({ employeeId, payments: [{ regularHours: 80 }] })));
    expect(await futaDeposits(c.id)).toEqual([['336.00', '2027-02-01']]);
    const second = await crew(4, 9);
    await paid(c.id, '2026-04-27', '2026-05-10', '2026-05-15', second.map((employeeId) => ({ employeeId, payments: [{ regularHours: 80 }] })));
    expect(await futaDeposits(c.id)).toEqual([
      ['336.00', '2026-07-31'],
      ['168.00', '2026-07-31'],
    ]);
    // The 940 of the year: over $500, so Part 5: Q1 and Q2 liabilities, Q3 and Q4 none; line 17 = line 12.
    const f = await yearForm940(db(), c.id, 2026);
    expect(f.line16!.map(money)).toEqual(['336.00', '168.00', '0.00', '0.00']);
    expect([money(f.line12), money(f.line17!), f.line1a, f.line1b]).toEqual(['504.00', '504.00', 'TX', false]);
  });
});

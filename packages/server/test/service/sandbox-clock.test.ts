// Issue 39, "a sandbox that runs a whole year", through the services (no HTTP; the HTTP side of the clock is
// test/http/sandbox.test.ts): a sandbox partner sets its clock back to early January of a supported year,
// approves a January payroll the service clock would refuse as past its deadline, and moves forward again; the
// earliest instant is January 1 of the engine's first supported tax year; another partner, its company key and
// the service clock's timer still run on the service clock. Requests run on the partner's clock as
// http/sandbox-clock.ts runs them: wrapped in runWithClockOffset with the partner's offset.
// The last describe runs the whole year of issue 39's "Done means" on that clock (docs/year-end.md, "A whole year in
// the sandbox, as the tests run it").
import type { Schema } from '@payroll/api-types';
import { supportedTaxYears } from '@payroll/payroll-engine';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import { Decimal } from 'decimal.js';
import { runWithClockOffset } from '../../src/core/clock';
import { contractorTaxTotals } from '../../src/repositories/tax-documents';
import { quarterForm941, yearForm940, yearW2Forms } from '../../src/services/tax-documents';
import { efw2EmployeeOf } from '../../src/services/filings/w2-figures';
import { writeEfw2 } from '../../src/services/filings/efw2';
import { form1099Nec, formW3 } from '../../src/services/tax-forms';
import { dollars, efw2TotalsMismatches, readEfw2 } from '../unit/efw2-reader';
import { ADDRESS, companyInput, refusal, TX_ADDRESS } from './fixtures';

const SERVICE_NOW = '2026-12-08T15:00:00.000Z';
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const JANUARY_WEEK = { periodStart: '2026-01-05', periodEnd: '2026-01-11', payday: '2026-01-16', frequency: 'Weekly' } as const;

forEachServiceDatabase(
  'the sandbox clock runs a whole year (issue 39)',
  (t) => {
    const db = () => t().db.prisma;
    const services = () => t().services;
    beforeEach(() => t().clock.set(SERVICE_NOW));
    afterEach(() => t().clock.reset());

    /** Runs `work` on the partner's clock, as a request of its keys runs (http/sandbox-clock.ts). */
    const onClockOf = async <T>(partnerId: string, work: () => Promise<T>): Promise<T> => runWithClockOffset(await services().sandbox.clockOffsetMs(partnerId), work);

    async function world(name: string) {
      const partner: TestCaller & { partnerId: string } = await t().partner(name);
      const companyId = (await services().companies.create(partner.caller, companyInput({ legalName: `${name} LLC` }))).id;
      await db().company.update({ where: { id: companyId }, data: { payrollActivated: true } });
      await db().companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
      const wp = (await services().org.createWorkplace(partner.caller, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
      const input: Schema<'EmployeeCreate'> = { firstName: 'Ann', lastName: 'Tester', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 25, period: 'Hourly' } };
      const employeeId = (await services().employees.create(partner.caller, companyId, input)).id;
      const january = (caller = partner.caller) => services().payrolls.create(caller, companyId, { ...JANUARY_WEEK, employeeItems: [{ employeeId, payments: [{ regularHours: 10 }] }] });
      return { partner, companyId, january };
    }

    it('set back to 2026-01-05, a January payroll is approved (not past its deadline) and paid once the clock moves to payday; the service clock, another partner, its company key and the timer are untouched', async () => {
      const a = await world('Year Partner');
      const b = await world('Production Partner');
      const bCompany = await t().companyCaller(b.companyId);

      // On the service clock (2026-12-08) a January payroll is past its deadline.
      const refused = await a.january();
      await refusal(services().payrolls.approve(a.partner.caller, a.companyId, refused.id), 'unprocessable', 'approval_deadline_passed');

      // Back to January 5, 2026, 15:00 UTC.
      expect(await services().sandbox.setClock(a.partner.caller, { now: '2026-01-05T15:00:00.000Z' })).toEqual({ offsetDays: -337, now: '2026-01-05T15:00:00.000Z', today: '2026-01-05' });
      expect(await db().partner.findUniqueOrThrow({ where: { id: a.partner.partnerId }, select: { sandboxClockOffsetMs: true } })).toEqual({ sandboxClockOffsetMs: -337n * 86_400_000n });
      t().clock.advance(60_000);
      expect(await onClockOf(a.partner.partnerId, () => services().sandbox.getClock(a.partner.caller))).toEqual({ offsetDays: -337, now: '2026-01-05T15:01:00.000Z', today: '2026-01-05' });

      const approved = await onClockOf(a.partner.partnerId, async () => services().payrolls.approve(a.partner.caller, a.companyId, (await a.january()).id));
      expect({ status: approved.status, approvedAt: approved.approvedAt, netPay: approved.employeeItems!.map((i) => i.netPay) }).toEqual({ status: 'Pending', approvedAt: '2026-01-05T15:01:00Z', netPay: [230.87] });

      // The service clock's timer (2026-12-08) leaves the partner's payroll alone: it is not due on the partner's clock.
      await services().payrolls.advanceAllPayrolls();
      expect((await db().payroll.findUniqueOrThrow({ where: { id: approved.id } })).status).toBe('Pending');
      expect((await onClockOf(a.partner.partnerId, () => services().payrolls.get(a.partner.caller, a.companyId, approved.id))).status).toBe('Pending');

      // Another partner, its partner key and its company key, still run on the service clock.
      expect(await services().sandbox.clockOffsetMs(b.partner.partnerId)).toBe(0);
      expect(await onClockOf(b.partner.partnerId, () => services().sandbox.getClock(b.partner.caller))).toEqual({ offsetDays: 0, now: '2026-12-08T15:01:00.000Z', today: '2026-12-08' });
      const bJanuary = await b.january(bCompany.caller);
      await refusal(onClockOf(b.partner.partnerId, () => services().payrolls.approve(bCompany.caller, b.companyId, bJanuary.id)), 'unprocessable', 'approval_deadline_passed');

      // Forward to payday: the partner's next read pays it, on its clock.
      expect(await services().sandbox.setClock(a.partner.caller, { now: '2026-01-16T09:00:00.000Z' })).toEqual({ offsetDays: -326, now: '2026-01-16T09:00:00.000Z', today: '2026-01-16' });
      const paid = await onClockOf(a.partner.partnerId, () => services().payrolls.get(a.partner.caller, a.companyId, approved.id));
      expect(paid.status).toBe('Paid');
      // Back on the service clock.
      expect(await services().sandbox.setClock(a.partner.caller, { offsetDays: 0 })).toEqual({ offsetDays: 0, now: '2026-12-08T15:01:00.000Z', today: '2026-12-08' });
      expect(await services().sandbox.clockOffsetMs(a.partner.partnerId)).toBe(0);
    });

    it('the clock goes back to January 1 of the first supported tax year and no further, and at most 3660 days ahead: 422 sandbox_clock_out_of_range; neither or both fields: 400', async () => {
      const { partner } = await world('Range Partner');
      const first = Math.min(...supportedTaxYears());
      const earliest = `${first}-01-01T00:00:00.000Z`;
      expect((await services().sandbox.setClock(partner.caller, { now: earliest })).now).toBe(earliest);
      await refusal(services().sandbox.setClock(partner.caller, { now: `${first - 1}-12-31T23:59:59.999Z` }), 'unprocessable', 'sandbox_clock_out_of_range');
      await refusal(services().sandbox.setClock(partner.caller, { offsetDays: -36_600 }), 'unprocessable', 'sandbox_clock_out_of_range');
      expect((await services().sandbox.setClock(partner.caller, { offsetDays: 3660 })).now).toBe('2036-12-15T15:00:00.000Z');
      await refusal(services().sandbox.setClock(partner.caller, { now: '2036-12-15T15:00:00.001Z' }), 'unprocessable', 'sandbox_clock_out_of_range');
      await refusal(services().sandbox.setClock(partner.caller, {}), 'invalid', 'validation_failed');
      await refusal(services().sandbox.setClock(partner.caller, { offsetDays: 1, now: SERVICE_NOW }), 'invalid', 'validation_failed');
      // The refusals left the last accepted clock.
      expect(await services().sandbox.getClock(partner.caller)).toEqual({ offsetDays: 3660, now: '2036-12-15T15:00:00.000Z', today: '2036-12-15' });
    });

    describe("a whole year on the partner's clock (issue 39, Done means): 26 biweekly payrolls, 4 employees in TX, NY and CA, a termination, a wage base crossing, a contractor", () => {
      const NY = { street1: '350 Fifth Ave', city: 'New York', zipcode: '10118', state: 'NY', country: 'US' };
      const money = (d: { toFixed(n: number): string }) => d.toFixed(2);
      const sum = (xs: Array<Decimal | number | string>) => xs.reduce<Decimal>((acc, x) => acc.plus(x), new Decimal(0));
      const day = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      const cents = (d: Decimal | undefined) => BigInt((d ?? new Decimal(0)).mul(100).toFixed(0));

      it('the four 941s (lines 1 to 16, Schedule B), the 940 with Schedule A, the W-2s (boxes 7, 12 C/D/TP, 14), the W-3 and the EFW2 read back agree to the cent; the 1099-NEC is the contractor\'s pay', async () => {
        const s = services();
        const partner = await t().partner('Year Run Partner');
        const p = partner.caller;
        const on = <T>(work: () => Promise<T>) => onClockOf(partner.partnerId, work);
        const move = (now: string) => s.sandbox.setClock(p, { now });
        await move('2026-01-05T15:00:00.000Z');

        // The company: an EIN, SUI rates in its three states, a semiweekly depositor (Schedule B).
        const companyId = (await s.companies.create(p, companyInput({ legalName: 'Year Run Gardens LLC' }))).id;
        await db().company.update({ where: { id: companyId }, data: { payrollActivated: true, taxId: '94-3187265' } });
        for (const state of ['TX', 'NY', 'CA']) await db().companySuiRate.create({ data: { companyId, state, effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
        await db().companyOnboardStep.create({ data: { companyId, step: 'taxSetup', data: { federalDepositSchedule: 'Semiweekly', federalFilerType: 'Form941' }, completedAt: new Date() } });
        const wp = async (name: string, address: typeof TX_ADDRESS) => (await s.org.createWorkplace(p, companyId, { name, address })).id;
        const [tx, ny, ca] = [await wp('Austin', TX_ADDRESS), await wp('Midtown', NY), await wp('Market Street', ADDRESS)];
        const hire = async (firstName: string, workplace: string, residence: typeof TX_ADDRESS, ssn: string, wage: Schema<'EmployeeCreate'>['wage'], extra: Partial<Schema<'EmployeeCreate'>> = {}) =>
          (await s.employees.create(p, companyId, { firstName, lastName: 'Year', startDate: '2025-06-02', workplaces: [workplace], primaryWorkplaceId: workplace, defaultPaymentMethod: 'Manual', wage, residence, ssn, ...extra })).id;
        // Ana (TX, tips: box 7 and 12 TP), Ben (NY, $260,000 a year: crosses the Social Security wage base; group-term life
        // over $50,000: 12 C; a 5% 401(k): 12 D; NY PFL and SDI: box 14), Cara (TX, terminated in May), Dee (CA).
        const ana = await hire('Ana', tx, TX_ADDRESS, '123-45-6789', { rate: 30, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' }, { tippedOccupationCodes: ['102'] });
        const ben = await hire('Ben', ny, NY, '234-56-7890', { rate: 260000, period: 'Annually', flsaOvertimeExemptionStatus: 'Exempt' });
        const cara = await hire('Cara', tx, TX_ADDRESS, '345-67-8901', { rate: 25, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' });
        const dee = await hire('Dee', ca, ADDRESS, '456-78-9012', { rate: 40, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt' });
        await s.benefits.createEmployeeBenefit(p, companyId, { employeeId: ben, type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 });
        const jo = (await s.contractors.create(p, companyId, { type: 'Individual', firstName: 'Jo', lastName: 'Rivera', ssn: '512-48-6789', dateOfBirth: '1988-04-17', address: TX_ADDRESS, workplaces: [tx], primaryWorkplaceId: tx, defaultPaymentMethod: 'Manual', wage: { rate: 50, period: 'Hourly' } })).id;

        // 26 paydays, every other Tuesday from January 13 to December 29 (no bank holiday among them); each period the two
        // weeks ending the Sunday before. Each payroll is created and approved a week before its payday on the partner's
        // clock (its FourDay deadline is the Wednesday before), then read on payday, which pays it.
        const items: Array<Schema<'PayrollEmployeeItem'> & { payday: string }> = [];
        let contractorPay = new Decimal(0);
        for (let k = 0; k < 26; k++) {
          const payday = day('2026-01-13', 14 * k);
          const periodEnd = day(payday, -2);
          const employeeItems = [
            { employeeId: ana, payments: [{ regularHours: 80, cashTips: 150, paycheckTips: 250 }] },
            { employeeId: ben, payments: [{ groupTermLife: 50 }] },
            ...(payday <= '2026-05-19' ? [{ employeeId: cara, payments: [{ regularHours: 80 }] }] : []),
            { employeeId: dee, payments: [{ regularHours: 80 }] },
          ];
          const contractorItems = [2, 11, 20].includes(k) ? [{ contractorId: jo, hours: 20 }] : [];
          await move(`${day(payday, -7)}T15:00:00.000Z`);
          const approved = await on(async () => {
            const draft = await s.payrolls.create(p, companyId, { periodStart: day(periodEnd, -13), periodEnd, payday, frequency: 'Biweekly', employeeItems, contractorItems });
            const codes = [...new Set((draft.warnings ?? []).map((w) => w.code))];
            return s.payrolls.approve(p, companyId, draft.id, codes.length ? { acknowledgedWarnings: codes } : undefined);
          });
          await move(`${payday}T18:00:00.000Z`);
          const read = await on(() => s.payrolls.get(p, companyId, approved.id));
          expect([payday, read.status]).toEqual([payday, 'Paid']);
          for (const i of read.employeeItems!) items.push({ ...i, payday });
          for (const c of read.contractorItems!) contractorPay = contractorPay.plus(c.grossPay!);
          // Cara leaves after her May 19 check (the service's termination: the employee's terminationDate).
          if (payday === '2026-05-19') await on(() => s.employees.update(p, companyId, cara, { terminationDate: '2026-05-20' }));
        }
        expect(items.length).toBe(26 * 3 + 10);

        // After the year, on the partner's clock: January 12, 2027.
        await move('2027-01-12T15:00:00.000Z');
        const line = (i: (typeof items)[number], code: string, payer = 'Employee') => i.taxes!.find((x) => x.code === code && x.payer === payer);
        const wages = (list: typeof items, code: string, payer = 'Employee') => sum(list.map((i) => line(i, code, payer)?.taxableWages ?? 0));
        const tax = (list: typeof items, codes: string[]) => sum(list.flatMap((i) => i.taxes!.filter((x) => codes.includes(x.code) && x.jurisdiction === 'US').map((x) => x.amount)));

        // The four 941s: every line 1 to 16 (lines 4, 8, 9 and 11 are not figures of this company: no box checked,
        // no fraction-of-cents, sick-pay or credit adjustment), each line 12 the checks' liability, Schedule B day by day.
        const f941 = await Promise.all([1, 2, 3, 4].map((q) => quarterForm941(db(), companyId, 2026, q)));
        for (const [n, f] of f941.entries()) {
          const inQuarter = items.filter((i) => Math.ceil(Number(i.payday.slice(5, 7)) / 3) === n + 1);
          for (const key of ['line1', 'line2', 'line3', 'line5a', 'line5b', 'line5c', 'line5d', 'line5e', 'line6', 'line7', 'line10', 'line12', 'line13', 'line14', 'line15', 'line16'] as const) expect([n + 1, key, f[key] !== undefined]).toEqual([n + 1, key, true]);
          expect(money(f.line12)).toBe(money(tax(inQuarter, ['us_fit', 'us_fica_ss', 'us_fica_medicare', 'us_fica_additional_medicare'])));
          // Every payroll was paid on payday: its deposits are Paid, line 13 = line 12, nothing due or overpaid.
          expect([money(f.line13), money(f.line14), money(f.line15)]).toEqual([money(f.line12), '0.00', '0.00']);
          expect(f.line16.kind).toBe('semiweekly');
          if (f.line16.kind !== 'semiweekly') return;
          const paydays = [...new Set(inQuarter.map((i) => i.payday))];
          expect(f.line16.days.map((d) => [d.month, d.day, money(d.amount)])).toEqual(
            paydays.map((pd) => [((Number(pd.slice(5, 7)) - 1) % 3) + 1, Number(pd.slice(8, 10)), money(tax(inQuarter.filter((i) => i.payday === pd), ['us_fit', 'us_fica_ss', 'us_fica_medicare', 'us_fica_additional_medicare']))]),
          );
          expect([money(sum(f.line16.months)), money(f.line16.total)]).toEqual([money(f.line12), money(f.line12)]);
        }
        // Line 1: Cara was paid for the period including March 12 (March 9-22), not for the one including June 12 (June 1-14).
        expect(f941.map((f) => f.line1)).toEqual([4, 3, 3, 3]);

        // The W-2s and the W-3.
        const w2s = await yearW2Forms(db(), companyId, 2026);
        expect(w2s.map((w) => w.name)).toEqual(['Ana Year', 'Ben Year', 'Cara Year', 'Dee Year']);
        const of = (id: string) => w2s.find((w) => w.employee.id === id)!.form;
        const mine = (id: string) => items.filter((i) => i.employeeId === id);
        // Ben crosses the 2026 Social Security wage base ($184,500): box 3 is the base exactly, box 4 6.2% of it.
        expect([money(of(ben).box3), money(of(ben).box4)]).toEqual(['184500.00', '11439.00']);
        expect(money(wages(mine(ben), 'us_fica_ss'))).toBe('184500.00');
        // Box 12: Ben's group-term life (C, 26 x 50.00) and 401(k) (D, his checks' deferrals); Ana's tips (TP) and box 7.
        const deferrals = sum(mine(ben).flatMap((i) => (i.benefits ?? []).filter((b) => b.type === 'Pension401K').map((b) => b.employeeAmount)));
        expect(of(ben).box12!.map((e) => [e.code, money(e.amount)])).toEqual([['C', '1300.00'], ['D', money(deferrals)]]);
        // 5% of each check's 10,050.00 (the engine takes the percent of gross, group-term life included): 26 x 502.50.
        expect(money(deferrals)).toBe('13065.00');
        expect([money(of(ana).box7!), of(ana).box12!.map((e) => [e.code, money(e.amount)])]).toEqual(['10400.00', [['TP', '10400.00']]]);
        // Box 12 TT (qualified overtime, 2026) is not built: the premium part of FLSA overtime needs the regular rate of
        // pay, which the engine does not compute (docs/year-end.md); no W-2 carries it, nor the W-3.
        for (const w of w2s) expect(w.form.box12!.some((e) => e.code === 'TT')).toBe(false);
        // Box 14: Ben's NY PFL and NY SDI, his checks' lines summed.
        const program = (code: string) => money(sum(mine(ben).map((i) => i.taxes!.find((x) => x.code === code)?.amount ?? 0)));
        expect(of(ben).box14!.map((e) => [e.label, money(e.amount)])).toEqual([['NY PFL', program('ny_pfl')], ['NY SDI', program('ny_sdi')]]);
        expect([of(ana).box14, of(cara).box14, of(dee).box14]).toEqual([undefined, undefined, undefined]);
        // Each W-2 from the checks: box 1 the income tax wages, box 3 + 7 the Social Security wages, box 5 the Medicare wages.
        for (const w of w2s) {
          const list = mine(w.employee.id);
          expect([w.name, money(sum(list.map((i) => line(i, 'us_fit')?.subjectWages ?? 0))), money(wages(list, 'us_fica_ss')), money(wages(list, 'us_fica_medicare'))]).toEqual([
            w.name,
            money(w.form.box1),
            money(w.form.box3.plus(w.form.box7 ?? 0)),
            money(w.form.box5),
          ]);
        }
        const w3 = formW3(w2s.map((w) => w.form));
        const total = (pick: (f: (typeof w2s)[number]['form']) => Decimal | undefined) => money(sum(w2s.map((w) => pick(w.form) ?? 0)));
        expect(w3.count).toBe(4);
        for (const box of ['box1', 'box2', 'box3', 'box4', 'box5', 'box6', 'box7', 'box10'] as const) expect([box, money(w3[box])]).toEqual([box, total((f) => f[box])]);
        expect(Object.fromEntries(w3.box12.map((e) => [e.code, money(e.amount)]))).toEqual({ C: '1300.00', D: '13065.00', TP: '10400.00' });

        // The 941s of the year against the W-3: line 2 = box 1, 5a = box 3, 5b = box 7, 5c = box 5 (four quarters summed).
        const year941 = (pick: (f: (typeof f941)[number]) => Decimal) => money(sum(f941.map(pick)));
        expect([year941((f) => f.line2), year941((f) => f.line5a.wages), year941((f) => f.line5b.wages), year941((f) => f.line5c.wages)]).toEqual([money(w3.box1), money(w3.box3), money(w3.box7), money(w3.box5)]);

        // The 940: FUTA wages of four employees at $7,000; three states (line 1b, Schedule A); 2026's credit reductions
        // (California's among them) are not confirmed: line 11 and Schedule A's total are not computed (null), never zero.
        const f940 = await yearForm940(db(), companyId, 2026);
        expect([money(f940.line7), money(wages(items, 'us_futa', 'Company'))]).toEqual(['28000.00', '28000.00']);
        expect([f940.line1a, f940.line1b, f940.line11, f940.scheduleA!.total]).toEqual([undefined, true, null, null]);
        expect(f940.scheduleA!.rows.map((r) => [r.state, money(r.futaWages)])).toEqual([['CA', '7000.00'], ['NY', '7000.00'], ['TX', '14000.00']]);
        expect([money(f940.line8), money(f940.line12), money(f940.line13), money(f940.line14), money(f940.line15)]).toEqual(['168.00', '168.00', '168.00', '0.00', '0.00']);

        // The 1099-NEC: Jo's three payments of 20 h x $50, over the 2026 threshold of $2,000.
        const [jos] = await contractorTaxTotals(db(), companyId, new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
        expect([jos.contractorId, money(form1099Nec(new Decimal(jos._sum.grossPay!.toString())).box1), money(contractorPay)]).toEqual([jo, '3000.00', '3000.00']);

        // The EFW2 after the year, on the partner's clock. Its figures are the W-2s' (boxes 7 and 12 C, D, TP), and code
        // TP has no confirmed place in the TY 2026 records (docs/filings.md, "Not confirmed"): the file is refused
        // naming Ana's W-2, rather than written without it, and nothing is stored.
        const refused = await refusal(on(() => s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2026 })), 'unprocessable', 'filing_validation_failed');
        expect(refused.errors).toEqual([{ field: 'RW.box12TP', code: 'box12_code_supported', message: expect.stringContaining(`${ana}: Box 12 code TP`) }]);
        expect((await on(() => s.filingFiles.list(p, companyId, {}))).totalResources).toBe(0);
        // The same W-2s without code TP, through the service's writer, read back by the independent reader: RT = the W-3.
        const home = new Map([[ana, TX_ADDRESS], [ben, NY], [cara, TX_ADDRESS], [dee, ADDRESS]]);
        const ssns = new Map([[ana, '123456789'], [ben, '234567890'], [cara, '345678901'], [dee, '456789012']]);
        const written = writeEfw2({
          taxYear: 2026,
          submitter: { ein: '000000001', bsoUserId: 'TESTUSER', name: 'Year Run Gardens LLC', street: '1 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', contactName: 'Pat Payroll', contactPhone: '5125550100', contactEmail: 'payroll@example.com' },
          employer: { ein: '943187265', name: 'Year Run Gardens LLC', street: ADDRESS.street1, street2: ADDRESS.street2, city: ADDRESS.city, state: ADDRESS.state, zip: ADDRESS.zipcode },
          employees: w2s.map((w) => {
            const a = home.get(w.employee.id)!;
            const person = { id: w.employee.id, firstName: w.name.split(' ')[0], middleName: null, lastName: 'Year', street1: a.street1, street2: null, city: a.city, state: a.state, zipcode: a.zipcode };
            return efw2EmployeeOf({ ...w.form, box12: w.form.box12!.filter((e) => e.code !== 'TP') }, person, ssns.get(w.employee.id)!);
          }),
          socialSecurity: { wageBase: new Decimal(184500), employeeRate: new Decimal('0.062') },
        });
        expect(written.problems).toEqual([]);
        const f = readEfw2(written.text!);
        expect(efw2TotalsMismatches(f)).toEqual([]);
        expect(f.rw.map((r) => r.ssn)).toEqual(['123456789', '234567890', '345678901', '456789012']);
        expect([f.rt.count, f.rt.wages, f.rt.federalIncomeTax, f.rt.socialSecurityWages, f.rt.socialSecurityTax, f.rt.medicareWages, f.rt.medicareTax, f.rt.socialSecurityTips, f.rt.code401k, f.rt.codeC].map(String)).toEqual(
          [w3.count, cents(w3.box1), cents(w3.box2), cents(w3.box3), cents(w3.box4), cents(w3.box5), cents(w3.box6), cents(w3.box7), cents(w3.box12.find((e) => e.code === 'D')?.amount), cents(w3.box12.find((e) => e.code === 'C')?.amount)].map(String),
        );
        expect([dollars(f.rw[0].socialSecurityTips), dollars(f.rw[1].socialSecurityWages), dollars(f.rw[1].codeC), dollars(f.rw[1].code401k)]).toEqual(['10400.00', '184500.00', '1300.00', '13065.00']);

        // The documents of the year, made at the first read after it closed on the partner's clock: four 941s, the W-3, the 940.
        const docs = await on(() => s.taxDocuments.list('company', p, companyId, { year: 2026 }));
        expect(docs.results!.map((d) => d.category).sort()).toEqual(['1096', '940', '941', '941', '941', '941', 'W3']);
        expect((await on(() => s.taxDocuments.list('contractor', p, companyId, { year: 2026 }))).results!.map((d) => d.contractorId)).toEqual([jo]);
        // A 1099-NEC IRIS file is not built (docs/filings.md): not part of this run.
      });
    });
  },
  'one',
  { sandboxMode: true },
);

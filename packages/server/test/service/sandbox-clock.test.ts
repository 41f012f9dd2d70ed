// Issue 39, "a sandbox that runs a whole year", through the services (no HTTP; the HTTP side of the clock is
// test/http/sandbox.test.ts): a sandbox partner sets its clock back to early January of a supported year,
// approves a January payroll the service clock would refuse as past its deadline, and moves forward again; the
// earliest instant is January 1 of the engine's first supported tax year; another partner, its company key and
// the service clock's timer still run on the service clock. Requests run on the partner's clock as
// http/sandbox-clock.ts runs them: wrapped in runWithClockOffset with the partner's offset.
import type { Schema } from '@payroll/api-types';
import { supportedTaxYears } from '@payroll/payroll-engine';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import { runWithClockOffset } from '../../src/core/clock';
import { companyInput, refusal } from './fixtures';

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
  },
  'one',
  { sandboxMode: true },
);

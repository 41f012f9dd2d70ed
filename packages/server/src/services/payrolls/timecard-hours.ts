// Payroll hours from timecards (openapi.yaml, createPayroll "Timecard hours"; docs/domain-rules.md "Timecards
// and overtime"): an employee item sent without payments, in a payroll with `timecardHours`, is paid the hours
// of the employee's completed timecards of the pay period, overtime determined by the engine (periodHours),
// one payment per workplace. Recomputed at every computation, so a correction shows in the next preview.
import { periodHours, type TimecardInput, type Weekday } from '@payroll/payroll-engine';
import { addDays, fromIsoDate } from '../../domain/calendar';
import type { Db } from '../../repositories/db';
import { paidTimecardIds, timecardsForHours, timekeepingOf } from '../../repositories/timecards';
import type { EmployeeItemRequest, Warning } from '../payroll-records';
import { problem, type PayrollFacts } from './plan';

const PAID_BREAKS = new Set(['PaidMealBreak', 'PaidRestBreak']);

/** Whether an item takes its hours from timecards: sent without payments, or made from timecards before. */
export const fromTimecards = (facts: Pick<PayrollFacts, 'timecardHours'>, req: EmployeeItemRequest) =>
  facts.timecardHours && (req.payments.length === 0 || (req.timecardIds?.length ?? 0) > 0);

/**
 * The items with their payments and timecard ids from timecards (the others unchanged), and the warnings of
 * open timecards. 422 company_time_zone_required when the company has no time zone.
 */
export async function withTimecardHours(
  db: Db,
  facts: PayrollFacts & { periodStart: string },
  reqs: EmployeeItemRequest[],
): Promise<{ reqs: EmployeeItemRequest[]; warnings: Map<string, Warning[]> }> {
  const warnings = new Map<string, Warning[]>();
  const derived = reqs.filter((r) => fromTimecards(facts, r));
  if (!derived.length) return { reqs, warnings };
  const ids = derived.map((r) => r.employeeId);
  const { company, employees } = await timekeepingOf(db, facts.companyId, ids);
  if (!company?.timeZone) {
    throw problem('company_time_zone_required', 'Hours from timecards need the company\'s timeZone (PATCH the company): workdays and workweeks are local.', 'body.timecardHours');
  }
  // From a week before the period (the workweek begun before it counts toward the 40) to the day after it.
  const read = await timecardsForHours(db, facts.companyId, ids, fromIsoDate(addDays(facts.periodStart, -7)), fromIsoDate(addDays(facts.periodEnd, 1)));
  // A timecard already paid by another approved payroll is never paid again (its hours still count toward
  // the workweek's 40 only when they fall in the workweek before the period, which that payroll paid).
  const paid = await paidTimecardIds(db, facts.companyId, facts.id, read.map((c) => c.id));
  const cards = read.filter((c) => !paid.has(c.id) || fromIsoDate(facts.periodStart) > c.clockIn);
  const wageOf = new Map(employees.map((e) => [e.id, e]));
  const out = reqs.map((req) => {
    if (!fromTimecards(facts, req)) return req;
    const wage = wageOf.get(req.employeeId);
    // Salaried employees are not paid by the hour.
    if (!wage?.wageRate || wage.wagePeriod === 'Annually') return { ...req, timecardIds: [] };
    const timecards: TimecardInput[] = cards
      .filter((c) => c.employeeId === req.employeeId)
      .map((c) => ({
        id: c.id,
        workplaceId: c.workplaceId,
        state: c.workplace.state,
        clockIn: c.clockIn,
        clockOut: c.clockOut,
        // Rejected breaks (acceptedStatus false) are worked time.
        breaks: c.breaks.filter((b) => b.acceptedStatus).map((b) => ({ start: b.breakStart, end: b.breakEnd, paid: PAID_BREAKS.has(b.type) })),
      }));
    const r = periodHours({
      timecards,
      timeZone: company.timeZone!,
      workweekStart: company.workweekStartDay as Weekday,
      periodStart: facts.periodStart,
      periodEnd: facts.periodEnd,
      nonExempt: req.flsaOvertimeExemption !== 'Exempt',
    });
    if (r.open.length) {
      warnings.set(req.employeeId, [
        {
          code: 'timecard_open',
          message: `Timecard${r.open.length > 1 ? 's' : ''} ${r.open.join(', ')} of employee ${req.employeeId} ${r.open.length > 1 ? 'are' : 'is'} still open; ${r.open.length > 1 ? 'their' : 'its'} hours are not paid until clocked out.`,
          employeeId: req.employeeId,
        },
      ]);
    }
    const payRate = Number(wage.wageRate.toString());
    const payments = r.workplaces
      .filter((w) => w.regularHours + w.overtimeHours + w.doubleOvertimeHours > 0)
      .map((w) => ({
        workplaceId: w.workplaceId,
        isSalaryRate: false,
        payRate,
        ...(w.regularHours ? { regularHours: w.regularHours } : {}),
        ...(w.overtimeHours ? { overtimeHours: w.overtimeHours } : {}),
        ...(w.doubleOvertimeHours ? { doubleOvertimeHours: w.doubleOvertimeHours } : {}),
      }));
    return { ...req, payments, timecardIds: r.timecardIds };
  });
  return { reqs: out, warnings };
}

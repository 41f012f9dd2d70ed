import type { Schema } from '@payroll/api-types';
import { addDays, addMonths, businessDayOnOrBefore, dateParts, daysBetween, type IsoDate } from './calendar';
import { approvalDeadline, type ProcessingPeriod } from './deadlines';

/**
 * Payday generation of a payment schedule: pure functions over domain/calendar.ts.
 *
 * Paydays (the contract's `PaymentSchedule` and `listPaydays`). Scheduled paydays are numbered
 * k = 0, 1, 2, ... from `firstPayday`: Weekly / Biweekly add 7k / 14k days; Monthly, Quarterly,
 * Annually add k, 3k, 12k months on `firstPayday`'s day of month; Semimonthly alternates the day
 * of month of `firstPayday` (even k) and of `secondPayday` (odd k), month by month. A day of month
 * the month does not have becomes the month's last day. Period k ends `firstPayday - firstPeriodEnd`
 * days before scheduled payday k and starts the day after period k-1 ends (period 0 starts after the
 * period of the virtual payday k = -1). A scheduled payday that is not a business day is paid on the
 * previous business day (`impactedByWeekendOrHoliday`); its approval deadline is domain/deadlines.ts.
 */

export type PayFrequency = Schema<'PayFrequency'>;

/** What a payment schedule needs to generate paydays (the contract's PaymentSchedule fields). */
export interface PayScheduleRule {
  payFrequency: PayFrequency;
  firstPayday: IsoDate;
  /** Semimonthly only (required there). */
  secondPayday?: IsoDate | null;
  firstPeriodEnd: IsoDate;
}

/** One generated payday: the contract's `Payday` plus the scheduled date it was moved from. */
export interface GeneratedPayday {
  /** Index of the scheduled payday (0 = firstPayday). */
  index: number;
  /** The date the schedule names, before any move off a weekend or holiday. */
  scheduledPayday: IsoDate;
  payday: IsoDate;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  deadline: IsoDate;
  impactedByWeekendOrHoliday: boolean;
}

const DAY_STEP: Partial<Record<PayFrequency, number>> = { Weekly: 7, Biweekly: 14 };
const MONTH_STEP: Partial<Record<PayFrequency, number>> = { Monthly: 1, Quarterly: 3, Annually: 12 };

/** Scheduled payday number `k` (any integer; negative k are the virtual paydays before firstPayday). */
export function scheduledPayday(rule: PayScheduleRule, k: number): IsoDate {
  const days = DAY_STEP[rule.payFrequency];
  if (days) return addDays(rule.firstPayday, k * days);
  const months = MONTH_STEP[rule.payFrequency];
  if (months) return addMonths(rule.firstPayday, k * months);
  // Semimonthly
  if (!rule.secondPayday) throw new RangeError('A Semimonthly schedule needs secondPayday.');
  const month = Math.floor(k / 2);
  const day = dateParts(k % 2 === 0 ? rule.firstPayday : rule.secondPayday).day;
  return addMonths(rule.firstPayday, month, day);
}

/** Payday number `k` (k >= 0) with its period, the day it is paid and its approval deadline. */
export function paydayAt(rule: PayScheduleRule, k: number, processingPeriod: ProcessingPeriod): GeneratedPayday {
  const lag = daysBetween(rule.firstPeriodEnd, rule.firstPayday);
  const scheduled = scheduledPayday(rule, k);
  const payday = businessDayOnOrBefore(scheduled);
  return {
    index: k,
    scheduledPayday: scheduled,
    payday,
    periodStart: addDays(scheduledPayday(rule, k - 1), 1 - lag),
    periodEnd: addDays(scheduled, -lag),
    deadline: approvalDeadline(payday, processingPeriod),
    impactedByWeekendOrHoliday: payday !== scheduled,
  };
}

/** An index whose payday is certainly before `from` (or 0): where a forward scan may start. */
function indexBefore(rule: PayScheduleRule, from: IsoDate): number {
  const days = DAY_STEP[rule.payFrequency];
  if (days) return Math.max(0, Math.floor((daysBetween(rule.firstPayday, from) - 7) / days));
  const a = dateParts(rule.firstPayday);
  const b = dateParts(from);
  const monthDiff = (b.year - a.year) * 12 + (b.month - a.month);
  const months = MONTH_STEP[rule.payFrequency];
  return Math.max(0, months ? Math.floor(monthDiff / months) - 1 : 2 * monthDiff - 2);
}

/**
 * The paydays whose (moved) payday falls in [from, to], both inclusive, in date order. Nothing is
 * generated before firstPayday (scheduled payday 0 is the first).
 */
export function paydaysBetween(rule: PayScheduleRule, from: IsoDate, to: IsoDate, processingPeriod: ProcessingPeriod): GeneratedPayday[] {
  const out: GeneratedPayday[] = [];
  if (to < from) return out;
  for (let k = indexBefore(rule, from); ; k++) {
    const p = paydayAt(rule, k, processingPeriod);
    if (p.payday > to) return out;
    if (p.payday >= from) out.push(p);
  }
}

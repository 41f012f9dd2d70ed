import type { Schema } from '@payroll/api-types';

/**
 * Business-day calendar and payday generation: pure functions, no clock, no database, no time zone.
 *
 * Dates. Every date in and out of this module is a calendar date written `YYYY-MM-DD` (`IsoDate`),
 * the wire format of the contract's `format: date`. Arithmetic runs on day numbers (days since
 * 1970-01-01 in the proleptic Gregorian calendar, computed in UTC), so a local time zone can never
 * shift a date. `toIsoDate` / `fromIsoDate` convert to and from the UTC-midnight `Date` values that
 * Prisma's `@db.Date` columns hold; callers convert at the edge and pass strings in here.
 *
 * Business days. A business day is a weekday that is not a US Federal Reserve holiday. The holidays
 * are New Year's Day, Birthday of Martin Luther King Jr., Washington's Birthday, Memorial Day,
 * Juneteenth (from 2021), Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving Day
 * and Christmas Day. A holiday on a Sunday is observed the following Monday; a holiday on a Saturday
 * is not moved (the Federal Reserve Banks are open the Friday before).
 *
 * Paydays (the contract's `PaymentSchedule` and `listPaydays`). Scheduled paydays are numbered
 * k = 0, 1, 2, ... from `firstPayday`: Weekly / Biweekly add 7k / 14k days; Monthly, Quarterly,
 * Annually add k, 3k, 12k months on `firstPayday`'s day of month; Semimonthly alternates the day
 * of month of `firstPayday` (even k) and of `secondPayday` (odd k), month by month. A day of month
 * the month does not have becomes the month's last day. Period k ends `firstPayday - firstPeriodEnd`
 * days before scheduled payday k and starts the day after period k-1 ends (period 0 starts after the
 * period of the virtual payday k = -1). A scheduled payday that is not a business day is paid on the
 * previous business day (`impactedByWeekendOrHoliday`); the approval deadline is that payday minus
 * N business days, N = 4, 3, 2, 1 for FourDay, ThreeDay, TwoDay, OneDay.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;
export type PayFrequency = Schema<'PayFrequency'>;
export type ProcessingPeriod = Schema<'ProcessingPeriod'>;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---------- dates ----------

/** Year, month (1-12) and day of an ISO date; throws RangeError on anything else (including 2026-02-30). */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const m = ISO_DATE.exec(date);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) return { year, month, day };
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
}

/** The ISO date of year, month (1-12, may overflow either way: 13 is January of the next year) and day (must exist). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  const y = year + Math.floor((month - 1) / 12);
  const mo = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01. */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = dateParts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function fromDayNumber(n: number): IsoDate {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO date of a UTC-midnight Date (a Prisma `@db.Date` value), or the UTC date of any instant. */
export function toIsoDate(d: Date): IsoDate {
  return d.toISOString().slice(0, 10);
}

/** The UTC-midnight Date of an ISO date (what Prisma writes to a `@db.Date` column). */
export function fromIsoDate(date: IsoDate): Date {
  return new Date(dayNumber(date) * DAY_MS);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** `to - from` in days (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `date` moved by `months` months, on `dayOfMonth` (default: the date's own day), clamped to the
 * target month's last day: addMonths('2026-01-31', 1) = '2026-02-28'.
 */
export function addMonths(date: IsoDate, months: number, dayOfMonth?: number): IsoDate {
  const { year, month, day } = dateParts(date);
  const target = isoDate(year, month + months, 1);
  const t = dateParts(target);
  return isoDate(t.year, t.month, Math.min(dayOfMonth ?? day, daysInMonth(t.year, t.month)));
}

// ---------- Federal Reserve holidays ----------

export interface FederalReserveHoliday {
  name: string;
  /** The holiday's own date. */
  date: IsoDate;
  /** The weekday the Federal Reserve is closed for it: the date itself, the Monday after a Sunday, or null for a Saturday (not moved). */
  observed: IsoDate | null;
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, wd: number, n: number): IsoDate {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    return addDays(first, ((wd - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = isoDate(year, month, daysInMonth(year, month));
  return addDays(last, -((weekday(last) - wd + 7) % 7));
}

const MONDAY = 1;
const THURSDAY = 4;

/** The Federal Reserve holidays of a year, in date order. */
export function federalReserveHolidays(year: number): FederalReserveHoliday[] {
  const dates: Array<[string, IsoDate]> = [
    ["New Year's Day", isoDate(year, 1, 1)],
    ['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', nthWeekday(year, 5, MONDAY, -1)],
    ...(year >= 2021 ? ([['Juneteenth National Independence Day', isoDate(year, 6, 19)]] as Array<[string, IsoDate]>) : []),
    ['Independence Day', isoDate(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', isoDate(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', isoDate(year, 12, 25)],
  ];
  return dates.map(([name, date]) => {
    const wd = weekday(date);
    return { name, date, observed: wd === 0 ? addDays(date, 1) : wd === 6 ? null : date };
  });
}

/** Per year: every date that is a holiday's date or its observed weekday. Pure memoization. */
const holidayDates = new Map<number, Set<IsoDate>>();

function holidaySet(year: number): Set<IsoDate> {
  let set = holidayDates.get(year);
  if (!set) {
    set = new Set<IsoDate>();
    for (const h of federalReserveHolidays(year)) {
      set.add(h.date);
      if (h.observed) set.add(h.observed);
    }
    holidayDates.set(year, set);
  }
  return set;
}

/** Whether the date is a Federal Reserve holiday or the Monday a Sunday holiday is observed on. */
export function isFederalReserveHoliday(date: IsoDate): boolean {
  return holidaySet(dateParts(date).year).has(date);
}

export function isWeekend(date: IsoDate): boolean {
  const wd = weekday(date);
  return wd === 0 || wd === 6;
}

// ---------- business days ----------

/** A weekday that is not a Federal Reserve holiday (observed). */
export function isBusinessDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isFederalReserveHoliday(date);
}

/** The last business day strictly before the date. */
export function previousBusinessDay(date: IsoDate): IsoDate {
  let d = addDays(date, -1);
  while (!isBusinessDay(d)) d = addDays(d, -1);
  return d;
}

/** The date itself when it is a business day, else the previous business day. */
export function businessDayOnOrBefore(date: IsoDate): IsoDate {
  return isBusinessDay(date) ? date : previousBusinessDay(date);
}

/** The date `n` business days before `date` (n >= 0; 0 returns the date unchanged). */
export function subtractBusinessDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Business days to subtract must be a non-negative integer: ${n}`);
  let d = date;
  for (let i = 0; i < n; i++) d = previousBusinessDay(d);
  return d;
}

// ---------- paydays ----------

export const PROCESSING_PERIOD_DAYS: Record<ProcessingPeriod, number> = { FourDay: 4, ThreeDay: 3, TwoDay: 2, OneDay: 1 };

/** Approval deadline of a payroll paid on `payday`: payday minus 4/3/2/1 business days. */
export function approvalDeadline(payday: IsoDate, processingPeriod: ProcessingPeriod): IsoDate {
  return subtractBusinessDays(payday, PROCESSING_PERIOD_DAYS[processingPeriod]);
}

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

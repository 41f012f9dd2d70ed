/**
 * The Federal Reserve business-day calendar: pure functions, no clock, no database, no time zone.
 * Paydays of a schedule are domain/paydays.ts; approval and tax deposit deadlines domain/deadlines.ts.
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
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

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

/** The first business day strictly after the date. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** The date `n` business days after `date` (n >= 0; 0 returns the date unchanged). */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Business days to add must be a non-negative integer: ${n}`);
  let d = date;
  for (let i = 0; i < n; i++) d = nextBusinessDay(d);
  return d;
}

/**
 * Hours of a pay period from timecards, with overtime determined, not typed (docs/domain-rules.md, "Timecards
 * and overtime").
 *
 * Worked time. Each timecard's time from clock-in to clock-out, less its unpaid breaks (paid breaks are
 * worked time), is cut at local midnight (the company's time zone) into pieces of one day each, and each
 * piece belongs to the timecard's workplace.
 *
 * Overtime, for a NonExempt employee (an exempt one is paid regular hours only):
 * - California workplaces (Labor Code § 510(a)): hours over 8 in a workday are overtime (1.5x) and over 12
 *   double time (2x); on the seventh consecutive day of work in a workweek, the first 8 hours are overtime
 *   and hours over 8 double time.
 * - FLSA (29 U.S.C. § 207(a)(1); 29 CFR 778.103-105): hours over 40 in the workweek are overtime. Hours
 *   already paid as daily overtime or double time do not count again toward the 40 (29 CFR 778.202(c)):
 *   the weekly rule turns the week's regular hours beyond 40 into overtime, latest first.
 * The workweek is the company's fixed period of seven consecutive days starting on its workweek start day.
 * A workweek that began before the pay period counts its earlier days toward the 40 and the seventh day,
 * but only hours worked within the period are paid (the rest was paid with the earlier period).
 *
 * Hours are rounded half-up to hundredths per workplace and kind, after classification (in minutes).
 */
import { InvalidEngineInputError } from './errors';

export type Weekday = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
const WEEKDAYS: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface TimecardInput {
  id: string;
  workplaceId: string;
  /** The workplace's state (CA daily overtime applies to California workplaces). */
  state: string | null;
  clockIn: Date;
  /** Null while the timecard is open: it is left out, and reported in `open`. */
  clockOut: Date | null;
  breaks: ReadonlyArray<{ start: Date; end: Date | null; paid: boolean }>;
}

export interface OvertimeInput {
  timecards: readonly TimecardInput[];
  /** IANA time zone of the company (days and workweeks are local). */
  timeZone: string;
  workweekStart: Weekday;
  /** The pay period, local dates YYYY-MM-DD (inclusive). */
  periodStart: string;
  periodEnd: string;
  /** Exempt employees get no overtime. */
  nonExempt: boolean;
}

export interface WorkplaceHours {
  workplaceId: string;
  regularHours: number;
  overtimeHours: number;
  doubleOvertimeHours: number;
}

export interface OvertimeResult {
  /** Per workplace, in order of first work in the period. */
  workplaces: WorkplaceHours[];
  /** The timecards whose hours are paid here. */
  timecardIds: string[];
  /** Open timecards (no clock-out) that began on or before the period's end. */
  open: string[];
}

interface Piece {
  timecardId: string;
  workplaceId: string;
  california: boolean;
  date: string;
  start: number; // epoch ms
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    } catch {
      throw new InvalidEngineInputError('timeZone', `not an IANA time zone: ${timeZone}`);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Local date and milliseconds since local midnight of an instant. */
function local(ms: number, timeZone: string): { date: string; msOfDay: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const msOfDay = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + (ms % 1000 + 1000) % 1000;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, msOfDay };
}

/** The instant of the next local midnight after `ms` (DST-safe: corrected by the offset found there). */
function nextMidnight(ms: number, timeZone: string): number {
  let guess = ms + (86_400_000 - local(ms, timeZone).msOfDay);
  for (let i = 0; i < 3; i++) {
    const { msOfDay } = local(guess, timeZone);
    if (msOfDay === 0) return guess;
    guess += msOfDay > 43_200_000 ? 86_400_000 - msOfDay : -msOfDay;
  }
  return guess;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day of the workweek holding `date`. */
function weekOf(date: string, start: Weekday): string {
  const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((wd - WEEKDAYS.indexOf(start) + 7) % 7));
}

/** Worked intervals of a timecard: clock-in to clock-out less its unpaid breaks. */
function workedIntervals(t: TimecardInput): Array<[number, number]> {
  const end = t.clockOut!.getTime();
  let intervals: Array<[number, number]> = [[t.clockIn.getTime(), end]];
  for (const b of t.breaks) {
    if (b.paid) continue;
    const bs = b.start.getTime();
    const be = (b.end ?? t.clockOut!).getTime();
    if (be < bs) throw new InvalidEngineInputError(`timecards.${t.id}.breaks`, 'a break ends before it starts');
    intervals = intervals.flatMap(([s, e]): Array<[number, number]> => {
      if (be <= s || bs >= e) return [[s, e]];
      return [...(bs > s ? [[s, bs] as [number, number]] : []), ...(be < e ? [[be, e] as [number, number]] : [])];
    });
  }
  return intervals.filter(([s, e]) => e > s);
}

const round2 = (minutes: number) => Math.round((minutes / 60) * 100 + Number.EPSILON) / 100;

export function periodHours(input: OvertimeInput): OvertimeResult {
  if (!WEEKDAYS.includes(input.workweekStart)) throw new InvalidEngineInputError('workweekStart', `not a weekday: ${String(input.workweekStart)}`);
  formatter(input.timeZone);
  const firstWeek = weekOf(input.periodStart, input.workweekStart);
  const pieces: Piece[] = [];
  const open: string[] = [];
  for (const t of input.timecards) {
    if (!t.clockOut) {
      if (local(t.clockIn.getTime(), input.timeZone).date <= input.periodEnd) open.push(t.id);
      continue;
    }
    for (const [s0, e] of workedIntervals(t)) {
      let s = s0;
      while (s < e) {
        const cut = Math.min(e, nextMidnight(s, input.timeZone));
        const date = local(s, input.timeZone).date;
        pieces.push({ timecardId: t.id, workplaceId: t.workplaceId, california: (t.state ?? '').toUpperCase() === 'CA', date, start: s, minutes: Math.round((cut - s) / 60000) });
        s = cut;
      }
    }
  }
  // Only days from the first workweek touching the period to the period's end matter.
  const relevant = pieces.filter((p) => p.date >= firstWeek && p.date <= input.periodEnd).sort((a, b) => a.start - b.start);

  // Classify minutes of each piece: regular, overtime, double.
  const kinds = relevant.map(() => ({ regular: 0, overtime: 0, double: 0 }));
  const weeks = new Map<string, number[]>();
  relevant.forEach((p, i) => {
    const week = weekOf(p.date, input.workweekStart);
    weeks.set(week, [...(weeks.get(week) ?? []), i]);
  });
  for (const indexes of weeks.values()) {
    // Daily rules (California workplaces): per day, in time order.
    const byDay = new Map<string, number[]>();
    for (const i of indexes) byDay.set(relevant[i].date, [...(byDay.get(relevant[i].date) ?? []), i]);
    const days = [...byDay.keys()].sort();
    const consecutive7 = days.length === 7;
    days.forEach((day, d) => {
      let worked = 0;
      const seventh = consecutive7 && d === 6;
      for (const i of byDay.get(day)!) {
        const p = relevant[i];
        let left = p.minutes;
        while (left > 0) {
          if (!input.nonExempt || !p.california) {
            kinds[i].regular += left;
            worked += left;
            left = 0;
            continue;
          }
          // Thresholds in minutes: 7th day: OT to 8 h, DT after; other days: regular to 8, OT to 12, DT after.
          const bands: Array<[number, 'regular' | 'overtime' | 'double']> = seventh
            ? [[480, 'overtime'], [Infinity, 'double']]
            : [[480, 'regular'], [720, 'overtime'], [Infinity, 'double']];
          const [limit, kind] = bands.find(([l]) => worked < l)!;
          const take = Math.min(left, limit - worked);
          kinds[i][kind] += take;
          worked += take;
          left -= take;
        }
      }
    });
    // Weekly rule (FLSA): regular minutes beyond 40 hours become overtime, latest first.
    if (input.nonExempt) {
      let regular = indexes.reduce((a, i) => a + kinds[i].regular, 0);
      for (let k = indexes.length - 1; k >= 0 && regular > 2400; k--) {
        const i = indexes[k];
        const move = Math.min(kinds[i].regular, regular - 2400);
        kinds[i].regular -= move;
        kinds[i].overtime += move;
        regular -= move;
      }
    }
  }

  // Paid here: pieces within the period, summed per workplace.
  const out = new Map<string, { regular: number; overtime: number; double: number }>();
  const ids: string[] = [];
  relevant.forEach((p, i) => {
    if (p.date < input.periodStart) return;
    const w = out.get(p.workplaceId) ?? { regular: 0, overtime: 0, double: 0 };
    w.regular += kinds[i].regular;
    w.overtime += kinds[i].overtime;
    w.double += kinds[i].double;
    out.set(p.workplaceId, w);
    if (!ids.includes(p.timecardId)) ids.push(p.timecardId);
  });
  return {
    workplaces: [...out.entries()].map(([workplaceId, w]) => ({ workplaceId, regularHours: round2(w.regular), overtimeHours: round2(w.overtime), doubleOvertimeHours: round2(w.double) })),
    timecardIds: ids,
    open,
  };
}

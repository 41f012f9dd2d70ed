/**
 * Hours of a pay period from timecards (src/overtime.ts): FLSA weekly overtime, California daily overtime,
 * double time and the seventh day, unpaid breaks, shifts cut at local midnight and at the period's end, the
 * workweek reaching back before the period. Times are Pacific (UTC-8 in February 2026); Monday 2026-02-02.
 */
import { periodHours, type TimecardInput } from '../src/overtime';

const TZ = 'America/Los_Angeles';
/** A Pacific wall-clock time on a February 2026 day as an instant (UTC-8). */
const pt = (day: number, hhmm: string) => new Date(`2026-02-${String(day).padStart(2, '0')}T${hhmm}:00-08:00`);
let seq = 0;
const shift = (day: number, from: string, to: string, opts: Partial<TimecardInput> & { toDay?: number } = {}): TimecardInput => ({
  id: `tc_${++seq}`,
  workplaceId: opts.workplaceId ?? 'wp_tx',
  state: opts.state ?? 'TX',
  clockIn: pt(day, from),
  clockOut: pt(opts.toDay ?? day, to),
  breaks: opts.breaks ?? [],
});
const hours = (timecards: TimecardInput[], extra: Partial<Parameters<typeof periodHours>[0]> = {}) =>
  periodHours({ timecards, timeZone: TZ, workweekStart: 'Monday', periodStart: '2026-02-02', periodEnd: '2026-02-08', nonExempt: true, ...extra });

describe('FLSA weekly overtime', () => {
  it('a 45-hour week pays 40 regular and 5 overtime', () => {
    // Monday to Friday, 9 hours a day in Texas: no daily rule; 45 - 40 = 5 hours over 40.
    const r = hours([2, 3, 4, 5, 6].map((d) => shift(d, '08:00', '17:00')));
    expect(r.workplaces).toEqual([{ workplaceId: 'wp_tx', regularHours: 40, overtimeHours: 5, doubleOvertimeHours: 0 }]);
    expect(r.timecardIds).toHaveLength(5);
  });

  it('an exempt employee is paid regular hours only', () => {
    const r = hours([2, 3, 4, 5, 6].map((d) => shift(d, '08:00', '17:00')), { nonExempt: false });
    expect(r.workplaces[0]).toMatchObject({ regularHours: 45, overtimeHours: 0 });
  });

  it('a workweek begun before the period counts its earlier hours toward the 40, but pays only the period\'s', () => {
    // Workweek Monday 2026-02-02 .. Sunday 02-08; period Thursday 02-05 .. Wednesday 02-11. Mon-Wed 10 h each
    // (30 h, the earlier period's); Thu and Fri 10 h each: the week reaches 50, so Friday's 10 are overtime.
    const cards = [2, 3, 4, 5, 6].map((d) => shift(d, '08:00', '18:00'));
    const r = hours(cards, { periodStart: '2026-02-05', periodEnd: '2026-02-11' });
    expect(r.workplaces).toEqual([{ workplaceId: 'wp_tx', regularHours: 10, overtimeHours: 10, doubleOvertimeHours: 0 }]);
    expect(r.timecardIds).toEqual([cards[3].id, cards[4].id]);
  });
});

describe('California daily overtime', () => {
  const ca = { workplaceId: 'wp_ca', state: 'CA' };

  it('a 13-hour day pays 8 regular, 4 overtime and 1 double time', () => {
    const r = hours([shift(2, '06:00', '19:00', ca)]);
    expect(r.workplaces).toEqual([{ workplaceId: 'wp_ca', regularHours: 8, overtimeHours: 4, doubleOvertimeHours: 1 }]);
  });

  it('the seventh consecutive day: its first 8 hours are overtime; the week\'s regular hours over 40 are overtime too', () => {
    // Seven 8-hour days: days 1-6 are 48 regular hours by the day, 8 over 40 -> overtime; day 7: 8 overtime.
    const r = hours([2, 3, 4, 5, 6, 7, 8].map((d) => shift(d, '08:00', '16:00', ca)));
    expect(r.workplaces).toEqual([{ workplaceId: 'wp_ca', regularHours: 40, overtimeHours: 16, doubleOvertimeHours: 0 }]);
    // 10 hours on the seventh day: 8 overtime, 2 double time.
    const longer = hours([...[2, 3, 4, 5, 6, 7].map((d) => shift(d, '08:00', '14:00', ca)), shift(8, '08:00', '18:00', ca)]);
    // Days 1-6: 6 h each = 36 regular (under 40); day 7: 8 OT + 2 DT.
    expect(longer.workplaces[0]).toMatchObject({ regularHours: 36, overtimeHours: 8, doubleOvertimeHours: 2 });
  });

  it('daily overtime hours do not count again toward the weekly 40', () => {
    // Four 12-hour days in California: each 8 regular + 4 overtime; 32 regular hours, under 40: no more overtime.
    const r = hours([2, 3, 4, 5].map((d) => shift(d, '06:00', '18:00', ca)));
    expect(r.workplaces[0]).toMatchObject({ regularHours: 32, overtimeHours: 16, doubleOvertimeHours: 0 });
  });
});

describe('breaks, midnight and the period\'s end', () => {
  it('unpaid breaks are subtracted; paid breaks are worked time', () => {
    // 08:00-17:00 = 9 h; a 60-minute unpaid meal -> 8 h; a 15-minute paid rest break stays.
    const card = shift(2, '08:00', '17:00', {
      breaks: [
        { start: pt(2, '12:00'), end: pt(2, '13:00'), paid: false },
        { start: pt(2, '15:00'), end: pt(2, '15:15'), paid: true },
      ],
    });
    expect(hours([card]).workplaces[0]).toMatchObject({ regularHours: 8, overtimeHours: 0 });
  });

  it('a shift across midnight at the end of the period is split: only the hours before midnight are paid', () => {
    // Sunday 02-08 20:00 to Monday 02-09 04:00: 4 h on the period's last day, 4 h in the next period.
    const card = shift(8, '20:00', '04:00', { toDay: 9 });
    expect(hours([card]).workplaces[0]).toMatchObject({ regularHours: 4 });
    expect(hours([card], { periodStart: '2026-02-09', periodEnd: '2026-02-15' }).workplaces[0]).toMatchObject({ regularHours: 4 });
  });

  it('a California night shift is two workdays at midnight (no daily overtime for 10 hours split 5 + 5)', () => {
    const card = shift(3, '19:00', '05:00', { toDay: 4, workplaceId: 'wp_ca', state: 'CA' });
    expect(hours([card]).workplaces[0]).toMatchObject({ regularHours: 10, overtimeHours: 0 });
  });

  it('hours at two workplaces are paid per workplace; open timecards are reported, not paid', () => {
    const open: TimecardInput = { id: 'tc_open', workplaceId: 'wp_tx', state: 'TX', clockIn: pt(6, '08:00'), clockOut: null, breaks: [] };
    const r = hours([shift(2, '08:00', '12:00'), shift(2, '13:00', '17:30', { workplaceId: 'wp_ca', state: 'CA' }), open]);
    expect(r.workplaces).toEqual([
      { workplaceId: 'wp_tx', regularHours: 4, overtimeHours: 0, doubleOvertimeHours: 0 },
      // The day's 8.5 hours cross 8 in California: the last half hour is overtime.
      { workplaceId: 'wp_ca', regularHours: 4, overtimeHours: 0.5, doubleOvertimeHours: 0 },
    ]);
    expect(r.open).toEqual(['tc_open']);
  });

  it('refuses a time zone that is not IANA', () => {
    expect(() => hours([], { timeZone: 'Mars/Olympus' })).toThrow(/timeZone/);
  });
});

describe('input the engine refuses', () => {
  it('a break that ends before it starts (it would add hours)', () => {
    const card = shift(2, '08:00', '17:00', { breaks: [{ start: pt(2, '14:00'), end: pt(2, '10:00'), paid: false }] });
    expect(() => hours([card])).toThrow(/break ends before it starts/);
  });
});

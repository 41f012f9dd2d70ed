// Worked hours of a timecard: (clockOut or now) - clockIn - accepted unpaid breaks, rounded half-up to 2 decimals.
import type { Break } from '@prisma/client';
import { workedHours } from '../../src/services/timecards';

const at = (hhmm: string) => new Date(`2026-11-16T${hhmm}Z`);

function brk(type: Break['type'], start: string, end?: string, acceptedStatus = true): Break {
  return {
    id: `brk_${start}`,
    timecardId: 'tc_1',
    openTimecardId: end ? null : 'tc_1',
    type,
    acceptedStatus,
    breakStartNote: null,
    breakEndNote: null,
    breakStart: at(start),
    breakEnd: end ? at(end) : null,
    changes: [],
    createdAt: at(start),
    updatedAt: at(start),
  };
}

describe('workedHours', () => {
  it('is clockOut - clockIn without breaks', () => {
    expect(workedHours({ clockIn: at('09:00:00'), clockOut: at('17:00:00'), breaks: [] }, at('23:00:00'))).toBe(8);
  });

  it('runs to now while the timecard is open', () => {
    expect(workedHours({ clockIn: at('09:00:00'), clockOut: null, breaks: [] }, at('10:15:00'))).toBe(1.25);
  });

  it('subtracts unpaid breaks only (both unpaid types), and only accepted ones', () => {
    const breaks = [
      brk('UnpaidMealBreak', '12:00:00', '12:30:00'),
      brk('UnpaidRestBreak', '14:00:00', '14:15:00'),
      brk('PaidRestBreak', '15:00:00', '15:15:00'),
      brk('PaidMealBreak', '16:00:00', '16:30:00'),
      brk('UnpaidRestBreak', '16:40:00', '16:50:00', false),
    ];
    expect(workedHours({ clockIn: at('09:00:00'), clockOut: at('17:00:00'), breaks }, at('23:00:00'))).toBe(7.25);
  });

  it('counts an open unpaid break up to now (open timecard) or up to clockOut', () => {
    const open = [brk('UnpaidMealBreak', '12:00:00')];
    expect(workedHours({ clockIn: at('09:00:00'), clockOut: null, breaks: open }, at('12:20:00'))).toBe(3);
    expect(workedHours({ clockIn: at('09:00:00'), clockOut: at('13:00:00'), breaks: open }, at('23:00:00'))).toBe(3);
  });

  it.each([
    [20 * 60_000, 0.33],
    [40 * 60_000, 0.67],
    [18_000, 0.01], // 0.005 h: half rounds up
    [17_999, 0],
    [54_000, 0.02], // 0.015 h
    [8 * 3_600_000 + 30_000, 8.01], // 8.00833 h
  ])('%i ms -> %d hours (half-up, 2 decimals)', (ms, hours) => {
    const clockIn = at('00:00:00');
    expect(workedHours({ clockIn, clockOut: new Date(clockIn.getTime() + ms), breaks: [] }, at('23:00:00'))).toBe(hours);
  });

  it('never goes below zero (a break outside the shift is clipped to it)', () => {
    const breaks = [brk('UnpaidMealBreak', '08:00:00', '10:00:00')];
    expect(workedHours({ clockIn: at('09:00:00'), clockOut: at('09:30:00'), breaks }, at('23:00:00'))).toBe(0);
  });
});

import {
  addBusinessDays,
  addDays,
  addMonths,
  businessDayOnOrBefore,
  dateParts,
  federalReserveHolidays,
  fromIsoDate,
  isBusinessDay,
  isFederalReserveHoliday,
  nextBusinessDay,
  previousBusinessDay,
  subtractBusinessDays,
  toIsoDate,
  weekday,
} from '../../src/domain/calendar';
import { approvalDeadline } from '../../src/domain/deadlines';
import { paydayAt, paydaysBetween, scheduledPayday, type PayScheduleRule } from '../../src/domain/paydays';

// Published by the Federal Reserve (K.8, "Holidays Observed by the Federal Reserve System") and the
// Reserve Banks' holiday schedules: the holiday's date, and the weekday the Banks close for it
// (null: a Saturday holiday, not moved; the Friday before is a business day).
const FED_HOLIDAYS: Record<number, Array<[string, string, string | null]>> = {
  2025: [
    ["New Year's Day", '2025-01-01', '2025-01-01'],
    ['Birthday of Martin Luther King, Jr.', '2025-01-20', '2025-01-20'],
    ["Washington's Birthday", '2025-02-17', '2025-02-17'],
    ['Memorial Day', '2025-05-26', '2025-05-26'],
    ['Juneteenth National Independence Day', '2025-06-19', '2025-06-19'],
    ['Independence Day', '2025-07-04', '2025-07-04'],
    ['Labor Day', '2025-09-01', '2025-09-01'],
    ['Columbus Day', '2025-10-13', '2025-10-13'],
    ['Veterans Day', '2025-11-11', '2025-11-11'],
    ['Thanksgiving Day', '2025-11-27', '2025-11-27'],
    ['Christmas Day', '2025-12-25', '2025-12-25'],
  ],
  2026: [
    ["New Year's Day", '2026-01-01', '2026-01-01'],
    ['Birthday of Martin Luther King, Jr.', '2026-01-19', '2026-01-19'],
    ["Washington's Birthday", '2026-02-16', '2026-02-16'],
    ['Memorial Day', '2026-05-25', '2026-05-25'],
    ['Juneteenth National Independence Day', '2026-06-19', '2026-06-19'],
    ['Independence Day', '2026-07-04', null],
    ['Labor Day', '2026-09-07', '2026-09-07'],
    ['Columbus Day', '2026-10-12', '2026-10-12'],
    ['Veterans Day', '2026-11-11', '2026-11-11'],
    ['Thanksgiving Day', '2026-11-26', '2026-11-26'],
    ['Christmas Day', '2026-12-25', '2026-12-25'],
  ],
  2027: [
    ["New Year's Day", '2027-01-01', '2027-01-01'],
    ['Birthday of Martin Luther King, Jr.', '2027-01-18', '2027-01-18'],
    ["Washington's Birthday", '2027-02-15', '2027-02-15'],
    ['Memorial Day', '2027-05-31', '2027-05-31'],
    ['Juneteenth National Independence Day', '2027-06-19', null],
    ['Independence Day', '2027-07-04', '2027-07-05'],
    ['Labor Day', '2027-09-06', '2027-09-06'],
    ['Columbus Day', '2027-10-11', '2027-10-11'],
    ['Veterans Day', '2027-11-11', '2027-11-11'],
    ['Thanksgiving Day', '2027-11-25', '2027-11-25'],
    ['Christmas Day', '2027-12-25', null],
  ],
};

describe('dates', () => {
  it('round-trips YYYY-MM-DD and UTC-midnight Dates, whatever the local time zone', () => {
    expect(fromIsoDate('2026-03-08').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(toIsoDate(new Date('2026-03-08T23:59:59.999Z'))).toBe('2026-03-08');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('knows weekdays (0 = Sunday)', () => {
    expect(['2026-01-01', '2026-07-04', '2027-07-04', '1970-01-01', '1969-12-31'].map(weekday)).toEqual([4, 6, 0, 4, 3]);
  });

  it('adds months, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-02-10', -2, 31)).toBe('2025-12-31');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('refuses impossible dates', () => {
    expect(() => dateParts('2026-02-29')).toThrow(RangeError);
    expect(() => dateParts('2026-13-01')).toThrow(RangeError);
    expect(() => dateParts('2026-1-01')).toThrow(RangeError);
    expect(dateParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('Federal Reserve holidays', () => {
  it.each([2025, 2026, 2027])('%i: every holiday with its date and observed weekday', (year) => {
    expect(federalReserveHolidays(year).map((h) => [h.name, h.date, h.observed])).toEqual(FED_HOLIDAYS[year]);
  });

  it.each([2025, 2026, 2027])('%i: exactly the observed weekdays are closed', (year) => {
    const closedWeekdays: string[] = [];
    for (let d = `${year}-01-01`; d <= `${year}-12-31`; d = addDays(d, 1)) {
      if (weekday(d) !== 0 && weekday(d) !== 6 && !isBusinessDay(d)) closedWeekdays.push(d);
    }
    expect(closedWeekdays).toEqual(FED_HOLIDAYS[year].map(([, , observed]) => observed).filter((d) => d !== null));
  });

  it('a Saturday holiday is not moved: the Friday before is a business day', () => {
    expect(isBusinessDay('2026-07-03')).toBe(true); // July 4 2026 is a Saturday
    expect(isBusinessDay('2027-06-18')).toBe(true); // Juneteenth 2027 is a Saturday
    expect(isBusinessDay('2027-12-24')).toBe(true); // Christmas 2027 is a Saturday
    expect(isBusinessDay('2027-12-31')).toBe(true); // New Year's Day 2028 is a Saturday
    expect(isFederalReserveHoliday('2026-07-04')).toBe(true);
    expect(isFederalReserveHoliday('2026-07-03')).toBe(false);
  });

  it('a Sunday holiday is observed on the Monday after', () => {
    expect(isFederalReserveHoliday('2027-07-05')).toBe(true);
    expect(isBusinessDay('2027-07-05')).toBe(false);
    expect(isBusinessDay('2027-07-02')).toBe(true);
    // New Year's Day 2023 was a Sunday: observed Monday January 2.
    expect(federalReserveHolidays(2023)[0]).toEqual({ name: "New Year's Day", date: '2023-01-01', observed: '2023-01-02' });
  });

  it('has no Juneteenth before 2021', () => {
    expect(federalReserveHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
    expect(federalReserveHolidays(2020)).toHaveLength(10);
    expect(federalReserveHolidays(2021)).toHaveLength(11);
  });
});

describe('business days', () => {
  it('weekends and holidays are not business days', () => {
    expect(['2026-01-09', '2026-01-10', '2026-01-11', '2026-01-12', '2026-01-19', '2026-11-26', '2026-11-27'].map(isBusinessDay)).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('previous business day, strictly before; on-or-before keeps a business day', () => {
    expect(previousBusinessDay('2026-01-12')).toBe('2026-01-09'); // Monday -> Friday
    expect(previousBusinessDay('2026-01-20')).toBe('2026-01-16'); // over MLK Day and the weekend
    expect(previousBusinessDay('2027-07-06')).toBe('2027-07-02'); // over the observed July 5 and the weekend
    expect(businessDayOnOrBefore('2026-01-09')).toBe('2026-01-09');
    expect(businessDayOnOrBefore('2026-12-26')).toBe('2026-12-24'); // Saturday, then Christmas Friday
  });

  it('subtracts business days across a weekend and a holiday', () => {
    expect(subtractBusinessDays('2026-01-12', 0)).toBe('2026-01-12');
    expect(subtractBusinessDays('2026-01-12', 1)).toBe('2026-01-09');
    expect(subtractBusinessDays('2026-01-14', 4)).toBe('2026-01-08');
    expect(subtractBusinessDays('2026-01-20', 2)).toBe('2026-01-15'); // MLK Monday skipped
    expect(subtractBusinessDays('2026-11-30', 2)).toBe('2026-11-25'); // weekend and Thanksgiving skipped
    expect(subtractBusinessDays('2027-01-04', 4)).toBe('2026-12-28'); // New Year's Day and Christmas weekend
    expect(() => subtractBusinessDays('2026-01-12', -1)).toThrow(RangeError);
  });

  it('adds business days across a weekend and a holiday (the ACH reversal window: five after the settlement date)', () => {
    expect(nextBusinessDay('2026-01-16')).toBe('2026-01-20'); // over the weekend and MLK Day
    expect(addBusinessDays('2026-01-12', 0)).toBe('2026-01-12');
    expect(addBusinessDays('2026-03-27', 5)).toBe('2026-04-03'); // Good Friday is not a Federal Reserve holiday
    expect(addBusinessDays('2026-05-22', 5)).toBe('2026-06-01'); // Memorial Day skipped
    expect(addBusinessDays('2026-11-20', 5)).toBe('2026-11-30'); // Thanksgiving and the weekends skipped
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28'); // Christmas Friday and the weekend
    expect(() => addBusinessDays('2026-01-12', -1)).toThrow(RangeError);
  });

  it('approval deadlines for each processing period', () => {
    expect(['FourDay', 'ThreeDay', 'TwoDay', 'OneDay'].map((p) => approvalDeadline('2026-12-04', p as 'FourDay'))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    // Payday Monday after Thanksgiving: the weekend and Thanksgiving Day are skipped, the Friday after counts.
    expect(['FourDay', 'ThreeDay', 'TwoDay', 'OneDay'].map((p) => approvalDeadline('2026-11-30', p as 'FourDay'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
    ]);
  });
});

const simple = (ps: ReturnType<typeof paydaysBetween>) =>
  ps.map((p) => ({ payday: p.payday, periodStart: p.periodStart, periodEnd: p.periodEnd, deadline: p.deadline, impactedByWeekendOrHoliday: p.impactedByWeekendOrHoliday }));
const pd = (payday: string, periodStart: string, periodEnd: string, deadline: string, impactedByWeekendOrHoliday = false) => ({
  payday,
  periodStart,
  periodEnd,
  deadline,
  impactedByWeekendOrHoliday,
});

describe('paydays', () => {
  const weekly: PayScheduleRule = { payFrequency: 'Weekly', firstPayday: '2026-01-09', firstPeriodEnd: '2026-01-04' };

  it('Weekly: from firstPayday, nothing before it; periods Monday to Sunday', () => {
    expect(simple(paydaysBetween(weekly, '2025-06-01', '2026-01-23', 'FourDay'))).toEqual([
      pd('2026-01-09', '2025-12-29', '2026-01-04', '2026-01-05'),
      pd('2026-01-16', '2026-01-05', '2026-01-11', '2026-01-12'),
      pd('2026-01-23', '2026-01-12', '2026-01-18', '2026-01-16'), // deadline skips MLK Monday
    ]);
  });

  it('Weekly: the contract example (December 2026), Christmas and New Year moved to Thursday', () => {
    expect(simple(paydaysBetween(weekly, '2026-12-01', '2026-12-31', 'FourDay'))).toEqual([
      pd('2026-12-04', '2026-11-23', '2026-11-29', '2026-11-30'),
      pd('2026-12-11', '2026-11-30', '2026-12-06', '2026-12-07'),
      pd('2026-12-18', '2026-12-07', '2026-12-13', '2026-12-14'),
      pd('2026-12-24', '2026-12-14', '2026-12-20', '2026-12-18', true),
      pd('2026-12-31', '2026-12-21', '2026-12-27', '2026-12-24', true),
    ]);
  });

  it('the range applies to the moved payday, both ends inclusive', () => {
    // Scheduled 2027-01-01 is paid 2026-12-31: inside a range that ends on the 31st.
    expect(paydaysBetween(weekly, '2026-12-31', '2026-12-31', 'FourDay').map((p) => [p.scheduledPayday, p.payday])).toEqual([['2027-01-01', '2026-12-31']]);
    expect(paydaysBetween(weekly, '2027-01-01', '2027-01-07', 'FourDay')).toEqual([]);
    expect(paydaysBetween(weekly, '2026-12-04', '2026-12-04', 'FourDay').map((p) => p.payday)).toEqual(['2026-12-04']);
    expect(paydaysBetween(weekly, '2026-12-05', '2026-12-04', 'FourDay')).toEqual([]);
  });

  it('a Sunday holiday observed Monday moves a Monday payday to the Friday before', () => {
    const monday: PayScheduleRule = { payFrequency: 'Weekly', firstPayday: '2027-06-28', firstPeriodEnd: '2027-06-27' };
    expect(simple(paydaysBetween(monday, '2027-07-01', '2027-07-12', 'OneDay'))).toEqual([
      pd('2027-07-02', '2027-06-28', '2027-07-04', '2027-07-01', true),
      pd('2027-07-12', '2027-07-05', '2027-07-11', '2027-07-09'),
    ]);
  });

  it('Biweekly: a payday moved off a holiday (Juneteenth); a Friday before a Saturday holiday stays', () => {
    const rule: PayScheduleRule = { payFrequency: 'Biweekly', firstPayday: '2026-01-02', firstPeriodEnd: '2025-12-27' };
    expect(simple(paydaysBetween(rule, '2026-06-01', '2026-07-31', 'FourDay'))).toEqual([
      pd('2026-06-05', '2026-05-17', '2026-05-30', '2026-06-01'),
      pd('2026-06-18', '2026-05-31', '2026-06-13', '2026-06-12', true),
      pd('2026-07-03', '2026-06-14', '2026-06-27', '2026-06-29'),
      pd('2026-07-17', '2026-06-28', '2026-07-11', '2026-07-13'),
      pd('2026-07-31', '2026-07-12', '2026-07-25', '2026-07-27'),
    ]);
  });

  it('Semimonthly: the two days of month, the second clamped to the month end, weekends moved back', () => {
    const rule: PayScheduleRule = { payFrequency: 'Semimonthly', firstPayday: '2026-01-15', secondPayday: '2026-01-31', firstPeriodEnd: '2026-01-10' };
    expect(simple(paydaysBetween(rule, '2026-01-01', '2026-03-31', 'FourDay'))).toEqual([
      pd('2026-01-15', '2025-12-27', '2026-01-10', '2026-01-09'),
      pd('2026-01-30', '2026-01-11', '2026-01-26', '2026-01-26', true),
      pd('2026-02-13', '2026-01-27', '2026-02-10', '2026-02-09', true),
      pd('2026-02-27', '2026-02-11', '2026-02-23', '2026-02-23', true),
      pd('2026-03-13', '2026-02-24', '2026-03-10', '2026-03-09', true),
      pd('2026-03-31', '2026-03-11', '2026-03-26', '2026-03-25'),
    ]);
    expect([0, 1, 2, 3, -1, -2].map((k) => scheduledPayday(rule, k))).toEqual(['2026-01-15', '2026-01-31', '2026-02-15', '2026-02-28', '2025-12-31', '2025-12-15']);
  });

  it('Semimonthly: a range far from firstPayday starts at the right payday', () => {
    const rule: PayScheduleRule = { payFrequency: 'Semimonthly', firstPayday: '2025-01-15', secondPayday: '2025-01-31', firstPeriodEnd: '2025-01-15' };
    expect(paydaysBetween(rule, '2026-03-14', '2026-04-30', 'FourDay').map((p) => p.payday)).toEqual(['2026-03-31', '2026-04-15', '2026-04-30']);
  });

  it('Monthly: month-end paydays clamp and move off weekends (ThreeDay deadlines)', () => {
    const rule: PayScheduleRule = { payFrequency: 'Monthly', firstPayday: '2026-01-31', firstPeriodEnd: '2026-01-31' };
    expect(simple(paydaysBetween(rule, '2026-01-01', '2026-05-31', 'ThreeDay'))).toEqual([
      pd('2026-01-30', '2026-01-01', '2026-01-31', '2026-01-27', true),
      pd('2026-02-27', '2026-02-01', '2026-02-28', '2026-02-24', true),
      pd('2026-03-31', '2026-03-01', '2026-03-31', '2026-03-26'),
      pd('2026-04-30', '2026-04-01', '2026-04-30', '2026-04-27'),
      pd('2026-05-29', '2026-05-01', '2026-05-31', '2026-05-26', true),
    ]);
  });

  it("Quarterly: a payday moved off a holiday (Washington's Birthday), TwoDay deadlines", () => {
    const rule: PayScheduleRule = { payFrequency: 'Quarterly', firstPayday: '2026-02-16', firstPeriodEnd: '2026-02-15' };
    expect(simple(paydaysBetween(rule, '2026-01-01', '2026-12-31', 'TwoDay'))).toEqual([
      pd('2026-02-13', '2025-11-16', '2026-02-15', '2026-02-11', true),
      pd('2026-05-15', '2026-02-16', '2026-05-15', '2026-05-13', true),
      pd('2026-08-14', '2026-05-16', '2026-08-15', '2026-08-12', true),
      pd('2026-11-16', '2026-08-16', '2026-11-15', '2026-11-12'),
    ]);
  });

  it('Annually: from a leap day, clamped to February 28, OneDay deadlines', () => {
    const rule: PayScheduleRule = { payFrequency: 'Annually', firstPayday: '2024-02-29', firstPeriodEnd: '2024-02-29' };
    expect(simple(paydaysBetween(rule, '2025-01-01', '2028-12-31', 'OneDay'))).toEqual([
      pd('2025-02-28', '2024-03-01', '2025-02-28', '2025-02-27'),
      pd('2026-02-27', '2025-03-01', '2026-02-28', '2026-02-26', true),
      pd('2027-02-26', '2026-03-01', '2027-02-28', '2027-02-25', true),
      pd('2028-02-29', '2027-03-01', '2028-02-29', '2028-02-28'),
    ]);
  });

  it('paydayAt numbers scheduled paydays from firstPayday', () => {
    expect(paydayAt(weekly, 0, 'FourDay')).toEqual({
      index: 0,
      scheduledPayday: '2026-01-09',
      payday: '2026-01-09',
      periodStart: '2025-12-29',
      periodEnd: '2026-01-04',
      deadline: '2026-01-05',
      impactedByWeekendOrHoliday: false,
    });
    expect(paydayAt(weekly, 50, 'FourDay')).toMatchObject({ scheduledPayday: '2026-12-25', payday: '2026-12-24', impactedByWeekendOrHoliday: true });
  });

  it('every payday is a business day and periods are contiguous, for every frequency over two years', () => {
    const rules: PayScheduleRule[] = [
      weekly,
      { payFrequency: 'Biweekly', firstPayday: '2025-01-03', firstPeriodEnd: '2024-12-28' },
      { payFrequency: 'Semimonthly', firstPayday: '2025-01-15', secondPayday: '2025-01-31', firstPeriodEnd: '2025-01-10' },
      { payFrequency: 'Monthly', firstPayday: '2025-01-31', firstPeriodEnd: '2025-01-25' },
      { payFrequency: 'Quarterly', firstPayday: '2025-03-31', firstPeriodEnd: '2025-03-31' },
    ];
    for (const rule of rules) {
      const ps = paydaysBetween(rule, '2025-01-01', '2027-12-31', 'FourDay');
      expect(ps.length).toBeGreaterThan(3);
      for (const [i, p] of ps.entries()) {
        expect(isBusinessDay(p.payday)).toBe(true);
        expect(p.payday <= p.scheduledPayday).toBe(true);
        expect(p.impactedByWeekendOrHoliday).toBe(p.payday !== p.scheduledPayday);
        expect(isBusinessDay(p.deadline)).toBe(true);
        if (i > 0) expect(p.periodStart).toBe(addDays(ps[i - 1].periodEnd, 1));
      }
    }
  });
});

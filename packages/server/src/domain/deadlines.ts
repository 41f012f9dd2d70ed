// Deadlines of a payroll, on the Federal Reserve calendar (domain/calendar.ts): pure functions.
//
// Approval. A payroll paid on `payday` must be approved by its approval deadline: the payday minus
// N business days, N = 4, 3, 2, 1 for the processing periods FourDay, ThreeDay, TwoDay, OneDay.
//
// Tax deposits. The federal taxes of an approved payroll are due per the company's deposit schedule
// (its taxSetup onboarding step): Semiweekly, a payday Wednesday to Friday is due the next Wednesday
// and a payday Saturday to Tuesday the next Friday; Monthly, the 15th of the next month. A due date
// that is not a business day moves to the next business day.
import type { Schema } from '@payroll/api-types';
import { addDays, dateParts, isBusinessDay, isoDate, subtractBusinessDays, weekday, type IsoDate } from './calendar';

export type ProcessingPeriod = Schema<'ProcessingPeriod'>;

export const PROCESSING_PERIOD_DAYS: Record<ProcessingPeriod, number> = { FourDay: 4, ThreeDay: 3, TwoDay: 2, OneDay: 1 };

/** Approval deadline of a payroll paid on `payday`: payday minus 4/3/2/1 business days. */
export function approvalDeadline(payday: IsoDate, processingPeriod: ProcessingPeriod): IsoDate {
  return subtractBusinessDays(payday, PROCESSING_PERIOD_DAYS[processingPeriod]);
}

/** Semiweekly: payday Wed-Fri -> next Wednesday, Sat-Tue -> next Friday; Monthly: the 15th of the next month. Moved to the next business day. */
export function taxDepositDueDate(payday: IsoDate, schedule: string): IsoDate {
  let due: IsoDate;
  if (schedule === 'Semiweekly') {
    const wd = weekday(payday); // 0 Sunday .. 6 Saturday
    const target = wd >= 3 && wd <= 5 ? 3 : 5;
    let days = (target - wd + 7) % 7;
    if (days === 0) days = 7;
    due = addDays(payday, days);
  } else {
    const { year, month } = dateParts(payday);
    due = isoDate(year, month + 1, 15);
  }
  while (!isBusinessDay(due)) due = addDays(due, 1);
  return due;
}

/**
 * FUTA (IRS Form 940 instructions, "When Must You Deposit Your FUTA Tax?"): a quarter's deposit, when one is
 * required, is due the last day of the month after the quarter of the payday (April 30, July 31, October 31,
 * January 31); what is left at the end of the year is due with Form 940, by January 31 of the next year
 * (form940DueDate). Moved to the next business day.
 */
export function futaQuarterDueDate(payday: IsoDate): IsoDate {
  const { year, month } = dateParts(payday);
  const quarterEndMonth = Math.ceil(month / 3) * 3;
  // The day before the first of the second month after the quarter's last month.
  let due = addDays(isoDate(year, quarterEndMonth + 2, 1), -1);
  while (!isBusinessDay(due)) due = addDays(due, 1);
  return due;
}

/** Form 940 of `year` (and its balance): January 31 of the next year, moved to the next business day. */
export function form940DueDate(year: number): IsoDate {
  let due = isoDate(year + 1, 1, 31);
  while (!isBusinessDay(due)) due = addDays(due, 1);
  return due;
}

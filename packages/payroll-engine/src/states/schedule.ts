// Graduated rate schedules as the state guides print them: each row a lower bound ("over") and the rate on the
// part of the amount above it, up to the next row's bound. Used by the state modules whose formula applies
// such a schedule (their figures files print the rows and cite them).
import { Decimal, ZERO } from '../money';

/** One row of a marginal schedule: the rate applies to the amount over `over` up to the next row's `over`. Decimal strings. */
export interface ScheduleRow {
  over: string;
  rate: string;
}

/** The tax on `amount` by a marginal schedule (rows ascending by `over`, the first at 0), not rounded. */
export function taxOnSchedule(amount: Decimal, rows: readonly ScheduleRow[]): Decimal {
  let tax = ZERO;
  for (let i = 0; i < rows.length; i++) {
    const from = new Decimal(rows[i].over);
    if (amount.lte(from)) break;
    const to = i + 1 < rows.length ? Decimal.min(amount, rows[i + 1].over) : amount;
    tax = tax.plus(to.minus(from).times(rows[i].rate));
  }
  return tax;
}

import { InvalidEngineInputError } from './errors';
import { cents, dec, given, HUNDRED, max0, Decimal } from './money';
import type { NetPaySplitItemInput, SplitLine } from './types';

/**
 * Distributes a net pay over the accounts of a split, in ascending
 * `priority`: an `amount` account gets that amount or what is left if less;
 * a `percentage` account gets that percent of the whole net pay, rounded
 * half-up to cents, or what is left if less; the last account (highest
 * priority) takes the remainder whatever it carries. A net pay at or below
 * zero pays nothing to any account. An empty split returns no lines.
 */
export function splitNetPay(net: Decimal, items: NetPaySplitItemInput[] | undefined): SplitLine[] {
  if (!items || items.length === 0) return [];
  const sorted = [...items].sort((a, b) => a.priority - b.priority);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].priority === sorted[i - 1].priority) {
      throw new InvalidEngineInputError('netPaySplit', `duplicate priority ${sorted[i].priority}`);
    }
  }
  const total = max0(net);
  let remaining = total;
  return sorted.map((item, i) => {
    let amount: Decimal;
    if (i === sorted.length - 1) {
      amount = remaining;
    } else if (given(item.amount)) {
      amount = Decimal.min(cents(dec(item.amount, 'netPaySplit.amount')), remaining);
    } else if (given(item.percentage)) {
      const pct = dec(item.percentage, 'netPaySplit.percentage');
      amount = Decimal.min(cents(total.mul(pct).div(HUNDRED)), remaining);
    } else {
      throw new InvalidEngineInputError(
        'netPaySplit',
        `account ${item.bankAccountId} is not last and has neither amount nor percentage`,
      );
    }
    remaining = remaining.minus(amount);
    return { bankAccountId: item.bankAccountId, priority: item.priority, amount };
  });
}

// Pure helpers of the payroll service: amounts in words and figures on paper checks, tax deposit due dates, new ids.
import { Prisma } from '@prisma/client';
import { amountInWords, integerInWords } from '../../src/documents/paper-checks';
import { fullName, usd } from '../../src/documents/text';
import { taxDepositDueDate } from '../../src/domain/deadlines';
import { chunkDue } from '../../src/services/payrolls/compute';
import { newId } from '../../src/core/ids';

describe('amounts on paper checks', () => {
  it.each([
    [0n, 'zero'],
    [7n, 'seven'],
    [19n, 'nineteen'],
    [20n, 'twenty'],
    [42n, 'forty-two'],
    [100n, 'one hundred'],
    [903n, 'nine hundred three'],
    [1000n, 'one thousand'],
    [1_234_567n, 'one million two hundred thirty-four thousand five hundred sixty-seven'],
    [2_000_000_017n, 'two billion seventeen'],
  ])('%s in words is "%s"', (n, words) => expect(integerInWords(n)).toBe(words));

  it('writes the amount line and the figures', () => {
    expect(amountInWords('903.65')).toBe('Nine hundred three and 65/100 dollars');
    expect(amountInWords('0.05')).toBe('Zero and 05/100 dollars');
    expect(amountInWords('1000.00')).toBe('One thousand and 00/100 dollars');
  });

  it('formats dollars for documents, from decimal strings and Decimals alike', () => {
    expect(usd('903.65')).toBe('$903.65');
    expect(usd('1234567.80')).toBe('$1,234,567.80');
    expect(usd('12')).toBe('$12.00');
    expect(usd(new Prisma.Decimal('1006.625'))).toBe('$1,006.63');
    expect(usd(new Prisma.Decimal('-0.004'))).toBe('$0.00');
    expect(usd('-1234.5')).toBe('-$1,234.50');
    expect(fullName('Maria', null, 'Gonzalez')).toBe('Maria Gonzalez');
  });
});

describe('tax deposit due dates', () => {
  it('Monthly: the 15th of the next month, moved to the next business day', () => {
    expect(taxDepositDueDate('2026-03-13', 'Monthly')).toBe('2026-04-15');
    expect(taxDepositDueDate('2026-12-31', 'Monthly')).toBe('2027-01-15');
    // 2026-02-15 is a Sunday and 2026-02-16 Washington's Birthday.
    expect(taxDepositDueDate('2026-01-30', 'Monthly')).toBe('2026-02-17');
  });

  it('Semiweekly: Wednesday-Friday paydays -> next Wednesday; Saturday-Tuesday -> next Friday', () => {
    expect(taxDepositDueDate('2026-03-11', 'Semiweekly')).toBe('2026-03-18'); // Wed
    expect(taxDepositDueDate('2026-03-13', 'Semiweekly')).toBe('2026-03-18'); // Fri
    expect(taxDepositDueDate('2026-03-14', 'Semiweekly')).toBe('2026-03-20'); // Sat
    expect(taxDepositDueDate('2026-03-17', 'Semiweekly')).toBe('2026-03-20'); // Tue
    // Wednesday 2026-11-11 is Veterans Day: a Friday payday before it is due Thursday 2026-11-12.
    expect(taxDepositDueDate('2026-11-06', 'Semiweekly')).toBe('2026-11-12');
  });
});

describe('chunkDue: the chunks create writes while it computes (services/payrolls/compute.ts)', () => {
  /** Every chunk handed out while items 1..total are computed one by one. */
  const chunksOf = (total: number, size: number) => {
    const done: number[] = [];
    const out: number[][] = [];
    for (let i = 1; i <= total; i++) {
      done.push(i);
      const c = chunkDue(done, total, size);
      if (c) out.push(c);
    }
    return out;
  };

  it('full chunks as they fill, then the rest; each item once, in order', () => {
    expect(chunksOf(7, 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunksOf(6, 3)).toEqual([[1, 2, 3], [4, 5, 6]]);
    expect(chunksOf(2, 3)).toEqual([[1, 2]]);
    expect(chunksOf(2_500, 1_000).map((c) => [c[0], c.length])).toEqual([[1, 1000], [1001, 1000], [2001, 500]]);
  });
});

describe('newId: ids cut from a pool of random bytes (core/ids.ts)', () => {
  it('the prefix and 16 base-36 characters; 1,000 ids (four refills of the pool) all different', () => {
    const ids = Array.from({ length: 1000 }, () => newId('chk'));
    for (const id of ids) expect(id).toMatch(/^chk_[0-9a-z]{16}$/);
    expect(new Set(ids).size).toBe(1000);
    // No two ids share their random part (each byte of the pool is used once), whatever the prefix.
    expect(new Set([...ids, newId('pay'), newId('emp')].map((id) => id.slice(-16))).size).toBe(1002);
  });
});

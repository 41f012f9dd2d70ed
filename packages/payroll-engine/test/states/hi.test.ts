/**
 * Hawaii withholding by the Booklet A annualized method (src/states/hi/index.ts). The first case is the 2026
 * booklet's own example (as transcribed, hi/2026.ts); every other expected figure is worked out by hand in its
 * comment ($1,144 an allowance; lump-sum allowance $4,350 in 2026, $1,650 in 2025; the Single and Married
 * schedules), to the cent.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { hiWithholding } from '../../src/states/hi';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;
const d = (v: Decimal.Value) => new Decimal(v);

function hi(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = hiWithholding.withhold({ year: 2026, regularWages: d(0), supplementalWages: d(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Hawaii (Booklet A annualized method)', () => {
  it("reproduces the 2026 booklet's example: $500 weekly, single, 3 allowances: $9.58", () => {
    // $26,000 − 3 x $1,144 − $4,350 = $18,218; $288 + 5.5% x $3,818 = $497.99; ÷ 52 = $9.5767 -> $9.58.
    expect(hi({ ...WEEKLY, regularWages: d(500), certificate: { filingStatus: 'Single', allowances: 3 } })).toEqual({ regular: '9.58', supplemental: '0.00' });
  });

  it('married, biweekly $3,000, 2 allowances', () => {
    // $78,000 − $2,288 − $4,350 = $71,362; over $48,000: $1,718 + 6.8% x $23,362 = $3,306.62; ÷ 26 = 127.177 -> $127.18.
    expect(hi({ ...BIWEEKLY, regularWages: d(3000), certificate: { filingStatus: 'Married', allowances: '2' } }).regular).toBe('127.18');
  });

  it('without an HW-4: single, no allowance', () => {
    // Monthly $4,000: $48,000 − $4,350 = $43,650; over $36,000: $1,675 + 7.2% x $7,650 = $2,225.80; ÷ 12 = $185.48.
    expect(hi({ ...MONTHLY, regularWages: d(4000) }).regular).toBe('185.48');
  });

  it('the top withholding line, 7.9%', () => {
    // Semimonthly $10,000 single: $240,000 − $4,350 = $235,650; $8,391 + 7.9% x $110,650 = $17,132.35; ÷ 24 = $713.85.
    expect(hi({ ...SEMIMONTHLY, regularWages: d(10000), certificate: { filingStatus: 'Single' } }).regular).toBe('713.85');
  });

  it('quarterly wages: the monthly tax x 3 (HAR § 18-235-61-06(a))', () => {
    // $15,000 a quarter, single: $60,000 − $4,350 = $55,650; $2,539 + 7.6% x $7,650 = $3,120.40; ÷ 12 = $260.03; x 3 = $780.09
    // (÷ 4 would give $780.10).
    expect(hi({ ...QUARTERLY, regularWages: d(15000), certificate: { filingStatus: 'Single' } }).regular).toBe('780.09');
  });

  it('allowances larger than the wages withhold nothing; the additional amount is added', () => {
    // Weekly $100, 1 allowance: $5,200 − $1,144 − $4,350 < 0.
    expect(hi({ ...WEEKLY, regularWages: d(100), certificate: { allowances: 1 } }).regular).toBe('0.00');
    // The example's $9.58 + $15.00.
    expect(hi({ ...WEEKLY, regularWages: d(500), certificate: { allowances: 3, additionalWithholding: 15 } }).regular).toBe('24.58');
  });

  it('aggregates supplemental wages with the regular wages; alone, they are the period\'s wages', () => {
    // $500 + $500 weekly, single, 3: $52,000 − $3,432 − $4,350 = $44,218; $1,675 + 7.2% x $8,218 = $2,266.70; ÷ 52 =
    // $43.59; supplemental $43.59 − $9.58 = $34.01.
    expect(hi({ ...WEEKLY, regularWages: d(500), supplementalWages: d(500), certificate: { allowances: 3 } })).toEqual({ regular: '9.58', supplemental: '34.01' });
    // $1,000 alone, single, 0: $52,000 − $4,350 = $47,650; $1,675 + 7.2% x $11,650 = $2,513.80; ÷ 52 = $48.34.
    expect(hi({ ...WEEKLY, supplementalWages: d(1000) })).toEqual({ regular: '0.00', supplemental: '48.34' });
  });

  it('2025: the same schedules with the $1,650 lump-sum allowance', () => {
    // $26,000 − $3,432 − $1,650 = $20,918; over $19,200: $552 + 6.4% x $1,718 = $661.95; ÷ 52 = $12.7298 -> $12.73.
    const r = hiWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: d(500), supplementalWages: d(0), certificate: { allowances: 3 } });
    expect(r.regular.toFixed(2)).toBe('12.73');
    expect(hiWithholding.years).toEqual([2025, 2026]);
    expect(() => hiWithholding.withhold({ year: 2024, ...WEEKLY, regularWages: d(500), supplementalWages: d(0) })).toThrow(InvalidEngineInputError);
  });

  it('refuses a certificate it cannot read, naming the field (Hawaii has no exempt status)', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        hi({ ...WEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({ exempt: true })).toBe('certificate.exempt');
    expect(field({ filingStatus: 'HeadOfHousehold' })).toBe('certificate.filingStatus');
    expect(field({ allowances: '2.5' })).toBe('certificate.allowances');
    expect(field({ additionalWithholding: -1 })).toBe('certificate.additionalWithholding');
    expect(field({ filingStatus: 'Married', allowances: 4, additionalWithholding: '7.25' })).toBe('accepted');
  });
});

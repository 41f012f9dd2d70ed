/**
 * Rhode Island withholding by the percentage method of the 2026 Employer's Income Tax Withholding Tables
 * (src/states/ri/index.ts). The first case is the booklet's own example and the period tables are its printed
 * figures (as transcribed, ri/2026.ts); every other expected figure is worked out by hand in its comment.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { riPeriodTable, riWithholding } from '../../src/states/ri';
import { RI_2026 } from '../../src/states/ri/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const d = (v: Decimal.Value) => new Decimal(v);

function ri(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = riWithholding.withhold({ year: 2026, regularWages: d(0), supplementalWages: d(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

/** The booklet's period tables as printed: periods, exemption, phase-out, bracket limits, add-ons. */
const PRINTED: Array<[number, string, string, string, string]> = [
  [52, '19.23', '5592.31', '1578,3586', '59.18,154.56'],
  [26, '38.46', '11184.62', '3156,7171', '118.35,309.06'],
  [24, '41.67', '12116.67', '3419,7769', '128.21,334.84'],
  [12, '83.33', '24233.33', '6838,15538', '256.43,669.68'],
  [4, '250.00', '72700.00', '20513,46613', '769.24,2008.99'],
  [1, '1000.00', '290800.00', '82050,186450', '3076.88,8035.88'],
];

describe('Rhode Island (2026 Employer\'s Income Tax Withholding Tables, percentage method)', () => {
  it("reproduces the booklet's example: $2,195 weekly, 1 exemption: $87.57", () => {
    // $2,195.00 − $19.23 = $2,175.77; over $1,578: $59.18 + 4.75% x $597.77 ($28.39) = $87.57.
    expect(ri({ ...WEEKLY, regularWages: d(2195), certificate: { allowances: 1 } })).toEqual({ regular: '87.57', supplemental: '0.00' });
  });

  it.each(PRINTED)('takes the annual table to %i periods as the booklet prints it', (periods, exemption, phaseOut, limits, bases) => {
    const t = riPeriodTable(RI_2026, periods);
    expect([t.exemption.toFixed(2), t.phaseOutAbove.toFixed(2)]).toEqual([exemption, phaseOut]);
    expect(t.brackets.slice(1).map((b) => b.over.toFixed(0)).join(',')).toBe(limits);
    expect(t.brackets.slice(1).map((b) => b.base.toFixed(2)).join(',')).toBe(bases);
  });

  it('no exemption once the wages exceed the phase-out amount', () => {
    // $5,592.32 > $5,592.31: no exemption; $154.56 + 5.99% x $2,006.32 = 154.56 + 120.18 -> $274.74.
    expect(ri({ ...WEEKLY, regularWages: d('5592.32'), certificate: { allowances: 1 } }).regular).toBe('274.74');
    // $5,592.31: $5,573.08; $154.56 + 5.99% x $1,987.08 = 154.56 + 119.03 -> $273.59.
    expect(ri({ ...WEEKLY, regularWages: d('5592.31'), certificate: { allowances: 1 } }).regular).toBe('273.59');
  });

  it('without an RI W-4: no allowances', () => {
    // $59.18 + 4.75% x $617 = 59.18 + 29.3075 -> $88.49.
    expect(ri({ ...WEEKLY, regularWages: d(2195) }).regular).toBe('88.49');
  });

  it('monthly, 2 allowances', () => {
    // $5,000 − 2 x $83.33 = $4,833.34 x 3.75% = 181.25025 -> $181.25.
    expect(ri({ ...MONTHLY, regularWages: d(5000), certificate: { allowances: '2' } }).regular).toBe('181.25');
  });

  it('aggregates supplemental wages paid with regular wages; alone, 5.99%', () => {
    // $1,000 regular: 3.75% = $37.50. $2,000: $59.18 + 4.75% x $422 = 79.225 -> $79.23. Supplemental $41.73.
    expect(ri({ ...WEEKLY, regularWages: d(1000), supplementalWages: d(1000) })).toEqual({ regular: '37.50', supplemental: '41.73' });
    // $1,000 alone x 5.99% = $59.90.
    expect(ri({ ...WEEKLY, supplementalWages: d(1000), certificate: { allowances: 3 } })).toEqual({ regular: '0.00', supplemental: '59.90' });
  });

  it('adds line 2; line 3 exempt withholds nothing', () => {
    expect(ri({ ...WEEKLY, regularWages: d(2195), certificate: { allowances: 1, additionalWithholding: '5.00' } }).regular).toBe('92.57');
    expect(ri({ ...WEEKLY, regularWages: d(2195), supplementalWages: d(10), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field; 2026 only', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        ri({ ...WEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({ filingStatus: 'Single' })).toBe('certificate.filingStatus');
    expect(field({ allowances: 'two' })).toBe('certificate.allowances');
    expect(field({ exempt: 'EXEMPT' })).toBe('certificate.exempt');
    expect(field({ allowances: 10, additionalWithholding: '1.5', exempt: false })).toBe('accepted');
    expect(riWithholding.years).toEqual([2026]);
    expect(() => riWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: d(100), supplementalWages: d(0) })).toThrow(InvalidEngineInputError);
  });
});

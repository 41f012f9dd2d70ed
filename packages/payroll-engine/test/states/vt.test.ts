/**
 * Vermont withholding by the GB-1210 percentage method tables (src/states/vt/index.ts). The first case is the
 * booklet's own example (as transcribed, vt/2026.ts); the period tables are checked against the annual ones; every
 * other expected figure is worked out by hand in its comment.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { VT_PRINTED_PERIODS, vtWithholding } from '../../src/states/vt';
import { VT_2026 } from '../../src/states/vt/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;
const d = (v: Decimal.Value) => new Decimal(v);

function vt(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = vtWithholding.withhold({ year: 2026, regularWages: d(0), supplementalWages: d(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Vermont (GB-1210 percentage method, 2026)', () => {
  it("reproduces the booklet's example: $1,800 weekly, married, 2 allowances: $45.77", () => {
    // 2 x $103.85 = $207.70; $1,800 − $207.70 = $1,592.30; over $226: 3.35% x $1,366.30 = $45.77.
    expect(vt({ ...WEEKLY, regularWages: d(1800), certificate: { filingStatus: 'MarriedFilingJointly', allowances: 2 } })).toEqual({ regular: '45.77', supplemental: '0.00' });
  });

  it.each(VT_PRINTED_PERIODS.map((p) => [p]))('the printed %i-period table is the annual one taken to the period', (periods) => {
    // "Over" amounts: annual ÷ periods to the whole dollar; add-ons: the tax on those amounts to the cent; allowance
    // $5,400 ÷ periods to the cent. The one printed add-on a cent off the derivation is weekly Married's third
    // ($206.96 printed, $206.9655 derived).
    const t = VT_2026.periods[periods as 52];
    expect(t.allowance).toBe(new Decimal(VT_2026.annual.allowance).dividedBy(periods).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    for (const column of ['single', 'married'] as const) {
      const overs = VT_2026.annual[column].map((a) => new Decimal(a).dividedBy(periods).toDecimalPlaces(0, Decimal.ROUND_HALF_UP));
      expect(t[column].slice(1).map((l) => l.over)).toEqual(overs.map((o) => o.toFixed(0)));
      let exact = new Decimal(0);
      t[column].slice(2).forEach((line, i) => {
        exact = exact.plus(overs[i + 1].minus(overs[i]).times(VT_2026.annual.rates[i]));
        const derived = exact.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        if (periods === 52 && column === 'married' && i === 1) expect([line.base, derived.toFixed(2)]).toEqual(['206.96', '206.97']);
        else expect(line.base).toBe(derived.toFixed(2));
      });
    }
  });

  it('single: weekly with an allowance, monthly on the 6.6% line', () => {
    // Weekly $1,000, 1 allowance: $896.15 over $75: 3.35% x $821.15 = 27.5085 -> $27.51.
    expect(vt({ ...WEEKLY, regularWages: d(1000), certificate: { filingStatus: 'Single', allowances: 1 } }).regular).toBe('27.51');
    // Monthly $10,000: over $4,556: $141.67 + 6.6% x $5,444 = 141.67 + 359.304 -> $500.97.
    expect(vt({ ...MONTHLY, regularWages: d(10000), certificate: { filingStatus: 'Single' } }).regular).toBe('500.97');
  });

  it('married on the printed weekly line over $4,164 ($206.96)', () => {
    // $4,500: $206.96 + 7.6% x $336 = 206.96 + 25.536 -> $232.50.
    expect(vt({ ...WEEKLY, regularWages: d(4500), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('232.50');
  });

  it('married at the higher single rate, and married filing separately, use the Single table', () => {
    // $1,592.30 over $1,051: $32.70 + 6.6% x $541.30 = 32.70 + 35.7258 -> $68.43.
    for (const filingStatus of ['MarriedWithholdAtHigherSingleRate', 'MarriedFilingSeparately']) {
      expect(vt({ ...WEEKLY, regularWages: d(1800), certificate: { filingStatus, allowances: 2 } }).regular).toBe('68.43');
    }
  });

  it('quarterly, married, 1 allowance', () => {
    // $30,000 − $1,350 = $28,650 over $24,119: $709.36 + 6.6% x $4,531 = 709.36 + 299.046 -> $1,008.41.
    expect(vt({ ...QUARTERLY, regularWages: d(30000), certificate: { filingStatus: 'MarriedFilingJointly', allowances: 1 } }).regular).toBe('1008.41');
  });

  it('without a W-4VT: single, zero allowances', () => {
    // $1,800 over $1,051: $32.70 + 6.6% x $749 = 32.70 + 49.434 -> $82.13.
    expect(vt({ ...WEEKLY, regularWages: d(1800) }).regular).toBe('82.13');
  });

  it('aggregates supplemental wages; alone they are the period\'s wages', () => {
    // The example plus $200: $2,000 − $207.70 = $1,792.30; 3.35% x $1,566.30 = 52.471 -> $52.47; $52.47 − $45.77 = $6.70.
    expect(vt({ ...WEEKLY, regularWages: d(1800), supplementalWages: d(200), certificate: { filingStatus: 'MarriedFilingJointly', allowances: 2 } })).toEqual({
      regular: '45.77',
      supplemental: '6.70',
    });
    // $1,000 alone, single: 3.35% x $925 = 30.9875 -> $30.99.
    expect(vt({ ...WEEKLY, supplementalWages: d(1000) })).toEqual({ regular: '0.00', supplemental: '30.99' });
  });

  it('adds line 6; exempt withholds nothing; a frequency without a printed table is refused', () => {
    expect(vt({ ...WEEKLY, regularWages: d(1800), certificate: { filingStatus: 'MarriedFilingJointly', allowances: 2, additionalWithholding: 5 } }).regular).toBe('50.77');
    expect(vt({ ...WEEKLY, regularWages: d(1800), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(() => vtWithholding.withhold({ year: 2026, frequency: 'Weekly', periodsPerYear: 13, regularWages: d(100), supplementalWages: d(0) })).toThrow(InvalidEngineInputError);
  });

  it('refuses a certificate it cannot read, naming the field; 2026 only', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        vt({ ...WEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({ filingStatus: 'Married' })).toBe('certificate.filingStatus');
    expect(field({ allowances: -1 })).toBe('certificate.allowances');
    expect(field({ exempt: 'Exempt' })).toBe('certificate.exempt');
    expect(field({ filingStatus: 'MarriedFilingSeparately', allowances: '3', additionalWithholding: '2', exempt: false })).toBe('accepted');
    expect(vtWithholding.years).toEqual([2026]);
    expect(() => vtWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: d(100), supplementalWages: d(0) })).toThrow(InvalidEngineInputError);
  });
});

/**
 * Maine withholding by the percentage method of the 2026 Withholding Tables (src/states/me/index.ts). Examples
 * 1-3 are the booklet's own (as transcribed, me/2026.ts); every other expected figure is worked out by hand in its
 * comment ($5,300 an allowance, standard deduction $12,450 / $27,750 and its phase-out, the 2026 schedules, the 2%
 * surcharge), rounding the annual and the period's tax to the whole dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { meAnnualTax, meWithholding, readW4Me } from '../../src/states/me';
import { ME_2026 } from '../../src/states/me/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const d = (v: Decimal.Value) => new Decimal(v);

function me(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = meWithholding.withhold({ year: 2026, regularWages: d(0), supplementalWages: d(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Maine (2026 Withholding Tables, percentage method)', () => {
  it('Example 1: $300 weekly, single, 2 allowances: $0', () => {
    // $15,600 − $10,600 − $12,450 < 0.
    expect(me({ ...WEEKLY, regularWages: d(300), certificate: { filingStatus: 'Single', allowances: 2 } }).regular).toBe('0.00');
  });

  it('Example 2: $1,000 weekly, single, 2 allowances: $33', () => {
    // $52,000 − $10,600 − $12,450 = $28,950; $1,589 + 6.75% x $1,550 = $1,693.625 -> $1,694; ÷ 52 = $32.58 -> $33.
    const a = meAnnualTax(ME_2026, readW4Me({ allowances: 2 }), d(52000));
    expect([a.taxable.toFixed(0), a.tax.toFixed(0)]).toEqual(['28950', '1694']);
    expect(me({ ...WEEKLY, regularWages: d(1000), certificate: { filingStatus: 'Single', allowances: 2 } }).regular).toBe('33.00');
  });

  it('Example 3: $4,500 weekly, married, 2 allowances: $257', () => {
    // $234,000: standard deduction $27,750 x ($354,550 − $234,000 = $120,550) ÷ $150,000 = $22,301.75 -> $22,302;
    // $234,000 − $10,600 − $22,302 = $201,098; $8,237 + 7.15% x $71,348 = $13,338.38 -> $13,338; ÷ 52 = $256.50 -> $257.
    const a = meAnnualTax(ME_2026, readW4Me({ filingStatus: 'Married', allowances: 2 }), d(234000));
    expect([a.standardDeduction.toFixed(0), a.taxable.toFixed(0), a.tax.toFixed(0)]).toEqual(['22302', '201098', '13338']);
    expect(me({ ...WEEKLY, regularWages: d(4500), certificate: { filingStatus: 'Married', allowances: 2 } }).regular).toBe('257.00');
  });

  it('married at the higher single rate uses the single schedule; married the married one', () => {
    expect(me({ ...WEEKLY, regularWages: d(1000), certificate: { filingStatus: 'MarriedWithholdAtHigherSingleRate', allowances: 2 } }).regular).toBe('33.00');
    // Married: $52,000 − $10,600 − $27,750 = $13,650 x 5.8% = $791.70 -> $792; ÷ 52 = $15.23 -> $15.
    expect(me({ ...WEEKLY, regularWages: d(1000), certificate: { filingStatus: 'Married', allowances: 2 } }).regular).toBe('15.00');
  });

  it('the single standard deduction phases out between $102,250 and $177,250', () => {
    // Biweekly $5,000, 1 allowance: $130,000; $12,450 x $47,250 ÷ $75,000 = $7,843.50 -> $7,844; $130,000 − $5,300 −
    // $7,844 = $116,856; $4,117 + 7.15% x $52,006 = $7,835.43 -> $7,835; ÷ 26 = $301.35 -> $301.
    expect(me({ ...BIWEEKLY, regularWages: d(5000), certificate: { allowances: 1 } }).regular).toBe('301.00');
  });

  it('adds the 2% surcharge on annual wages over $1,000,000 (single)', () => {
    // Monthly $100,000: $1,200,000, no standard deduction; $4,117 + 7.15% x $1,135,150 = $85,280.225; + 2% x $200,000 =
    // $4,000; $89,280.225 -> $89,280; ÷ 12 = $7,440.
    expect(me({ ...MONTHLY, regularWages: d(100000) }).regular).toBe('7440.00');
    // Married: under $1,500,000 no surcharge. $1,200,000 − $0: $8,237 + 7.15% x $1,070,250 = $84,759.875 -> $84,760; ÷ 12 = $7,063.33 -> $7,063.
    expect(me({ ...MONTHLY, regularWages: d(100000), certificate: { filingStatus: 'Married' } }).regular).toBe('7063.00');
  });

  it('aggregates supplemental wages paid with regular wages; alone, 5%', () => {
    // Example 2 plus a $500 bonus: $78,000 − $10,600 − $12,450 = $54,950; $1,589 + 6.75% x $27,550 = $3,448.625 -> $3,449;
    // ÷ 52 = $66.33 -> $66; supplemental $66 − $33 = $33.
    expect(me({ ...WEEKLY, regularWages: d(1000), supplementalWages: d(500), certificate: { allowances: 2 } })).toEqual({ regular: '33.00', supplemental: '33.00' });
    // $1,234.56 alone x 5% = $61.728 -> $61.73.
    expect(me({ ...WEEKLY, supplementalWages: d('1234.56'), certificate: { allowances: 2 } })).toEqual({ regular: '0.00', supplemental: '61.73' });
  });

  it('without a W-4ME: single, no allowances; the line 5 amount is added; exempt withholds nothing', () => {
    // $52,000 − $12,450 = $39,550; $1,589 + 6.75% x $12,150 = $2,409.125 -> $2,409; ÷ 52 = $46.33 -> $46.
    expect(me({ ...WEEKLY, regularWages: d(1000) }).regular).toBe('46.00');
    expect(me({ ...WEEKLY, regularWages: d(1000), certificate: { allowances: 2, additionalWithholding: '5' } }).regular).toBe('38.00');
    expect(me({ ...WEEKLY, regularWages: d(1000), supplementalWages: d(100), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field; 2026 only', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        me({ ...WEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({ filingStatus: 'HeadOfHousehold' })).toBe('certificate.filingStatus');
    expect(field({ allowances: -2 })).toBe('certificate.allowances');
    expect(field({ exempt: 'true' })).toBe('certificate.exempt');
    expect(field({ additional: 5 })).toBe('certificate.additional');
    expect(field({ filingStatus: 'Married', allowances: '3', additionalWithholding: 2.5, exempt: false })).toBe('accepted');
    expect(meWithholding.years).toEqual([2026]);
    expect(() => meWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: d(1000), supplementalWages: d(0) })).toThrow(InvalidEngineInputError);
  });
});

/**
 * South Carolina withholding by WH-1603F (src/states/sc/index.ts). The first case is the publication's own
 * example (WH-1603F 2026, as transcribed in src/states/sc/2026.ts); every other expected figure is worked out by
 * hand in its comment from the cited figures ($5,000 an allowance; with allowances, 10% of gross up to $7,500;
 * 0% to $3,640, 3% of the excess over $3,640, $437.70 + 6% of the excess over $18,230), rounding half-up to the
 * cent.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { scStandardDeduction, scWithholding } from '../../src/states/sc';
import { SC_2026 } from '../../src/states/sc/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function sc(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = scWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('South Carolina (WH-1603F 2026)', () => {
  it("WH-1603F's example: $750 a week, 3 allowances: $10.58", () => {
    // $39,000 − 3 x $5,000 − 10% x $39,000 = $20,100; $437.70 + 6% x $1,870 = $549.90; ÷ 52 = $10.575 -> $10.58.
    expect(scStandardDeduction(SC_2026, 3, new Decimal(39000)).toFixed(2)).toBe('3900.00');
    expect(sc({ ...WEEKLY, regularWages: new Decimal(750), certificate: { allowances: 3 } })).toEqual({ regular: '10.58', supplemental: '0.00' });
  });

  it('the addition and subtraction methods agree: 3% minus $109.20, 6% minus $656.10', () => {
    const [three, six] = SC_2026.schedule;
    expect(new Decimal(six.over).minus(three.over).times(three.rate).toFixed(2)).toBe(six.base);
    for (const taxable of [5000, 18230, 20100, 250000]) {
      const t = new Decimal(taxable);
      const subtraction = t.lt(six.over) ? t.times('0.03').minus('109.20') : t.times('0.06').minus('656.10');
      const addition = t.lt(six.over) ? t.minus(three.over).times(three.rate) : t.minus(six.over).times(six.rate).plus(six.base);
      expect(addition.toFixed(2)).toBe(subtraction.toFixed(2));
    }
  });

  it('zero allowances (and no SC W-4): no allowance and no standard deduction', () => {
    // Monthly $3,000: $36,000 taxable; $437.70 + 6% x $17,770 = $1,503.90; ÷ 12 = $125.325 -> $125.33.
    expect(sc({ ...MONTHLY, regularWages: new Decimal(3000) }).regular).toBe('125.33');
    expect(sc({ ...MONTHLY, regularWages: new Decimal(3000), certificate: { allowances: 0 } }).regular).toBe('125.33');
    expect(scStandardDeduction(SC_2026, 0, new Decimal(36000)).toFixed(2)).toBe('0.00');
  });

  it('the standard deduction stops at $7,500; the 3% band; nothing below $3,640', () => {
    // Monthly $8,000, 1 allowance: $96,000 − $5,000 − $7,500 = $83,500; $437.70 + 6% x $65,270 = $4,353.90;
    // ÷ 12 = $362.825 -> $362.83.
    expect(scStandardDeduction(SC_2026, 1, new Decimal(96000)).toFixed(2)).toBe('7500.00');
    expect(sc({ ...MONTHLY, regularWages: new Decimal(8000), certificate: { allowances: 1 } }).regular).toBe('362.83');
    // Semimonthly $800, 1 allowance: $19,200 − $5,000 − $1,920 = $12,280; 3% x $8,640 = $259.20; ÷ 24 = $10.80.
    expect(sc({ ...SEMIMONTHLY, regularWages: new Decimal(800), certificate: { allowances: 1 } }).regular).toBe('10.80');
    // Weekly $150, 2 allowances: $7,800 − $10,000 − $780 < 0: nothing.
    expect(sc({ ...WEEKLY, regularWages: new Decimal(150), certificate: { allowances: 2 } }).regular).toBe('0.00');
  });

  it('supplemental wages are aggregated with the period', () => {
    // Example wages with a $250 bonus: $1,000 a week = $52,000 − $15,000 − $5,200 = $31,800; $437.70 + 6% x
    // $13,570 = $1,251.90; ÷ 52 = $24.075 -> $24.08. Supplemental: $24.08 − $10.58 = $13.50.
    expect(sc({ ...WEEKLY, regularWages: new Decimal(750), supplementalWages: new Decimal(250), certificate: { allowances: 3 } })).toEqual({ regular: '10.58', supplemental: '13.50' });
  });

  it('line 6 adds to the period; line 7 exempt withholds nothing', () => {
    expect(sc({ ...WEEKLY, regularWages: new Decimal(750), certificate: { allowances: 3, additionalWithholding: '4.42' } }).regular).toBe('15.00');
    expect(sc({ ...WEEKLY, regularWages: new Decimal(750), certificate: { exempt: true, additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(sc({ ...WEEKLY, certificate: { additionalWithholding: 5 } }).regular).toBe('0.00');
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const bad = (certificate: Record<string, unknown>) => () => sc({ ...WEEKLY, regularWages: new Decimal(100), certificate });
    expect(bad({ allowances: 1.5 })).toThrow(InvalidEngineInputError);
    expect(bad({ allowances: 1.5 })).toThrow(/certificate\.allowances/);
    expect(bad({ filingStatus: 'Single' })).toThrow(/certificate\.filingStatus/);
    expect(bad({ additionalWithholding: 'x' })).toThrow(/certificate\.additionalWithholding/);
    expect(() => scWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: new Decimal(100), supplementalWages: new Decimal(0) })).toThrow(/no South Carolina withholding figures for 2025/);
    expect(scWithholding.years).toEqual([2026]);
  });
});

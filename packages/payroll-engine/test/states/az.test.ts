/**
 * Arizona withholding (src/states/az/index.ts): the Form A-4 percentage of gross taxable wages. ADOR prints no
 * worked dollar example (the rule is one multiplication), so every expected figure is worked out by hand in
 * its comment from the A-4 percentages and the 2.0% default, rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { azWithholding } from '../../src/states/az';
import type { StateWithholdingInput } from '../../src/states/types';

function az(input: Partial<StateWithholdingInput>) {
  const r = azWithholding.withhold({
    year: 2026,
    frequency: 'Biweekly',
    periodsPerYear: 26,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Arizona (Form A-4 percentage of gross taxable wages)', () => {
  it('withholds the 2.0% default with no A-4 on file', () => {
    // $1,000 x .020 = $20.00.
    expect(az({ regularWages: new Decimal(1000) })).toEqual({ regular: '20.00', supplemental: '0.00' });
    // $1,234.56 x .020 = $24.6912 -> $24.69.
    expect(az({ regularWages: new Decimal('1234.56') }).regular).toBe('24.69');
  });

  it('withholds the elected percentage, whatever the pay frequency', () => {
    // 2.5%: $2,400 x .025 = $60.00.
    expect(az({ regularWages: new Decimal(2400), certificate: { withholdingPercentage: '2.5' } }).regular).toBe('60.00');
    expect(az({ frequency: 'Monthly', periodsPerYear: 12, regularWages: new Decimal(2400), certificate: { withholdingPercentage: 2.5 } }).regular).toBe('60.00');
    // 0.5%: $1,999.99 x .005 = $9.99995 -> $10.00. 3.5%: $1,999.99 x .035 = $69.99965 -> $70.00.
    expect(az({ regularWages: new Decimal('1999.99'), certificate: { withholdingPercentage: '0.5' } }).regular).toBe('10.00');
    expect(az({ regularWages: new Decimal('1999.99'), certificate: { withholdingPercentage: '3.5' } }).regular).toBe('70.00');
    // '1' is the printed 1.0%: $1,000 x .01 = $10.00.
    expect(az({ regularWages: new Decimal(1000), certificate: { withholdingPercentage: '1' } }).regular).toBe('10.00');
  });

  it('adds the A-4 extra amount after the percentage', () => {
    // $1,000 x .020 = $20.00 + $15.00 = $35.00.
    expect(az({ regularWages: new Decimal(1000), certificate: { withholdingPercentage: '2.0', additionalWithholding: 15 } }).regular).toBe('35.00');
  });

  it('applies the same percentage to supplemental wages (no supplemental rule), one product per payment', () => {
    // 2.0%, $1,000 + $500: ($1,500 x .02) = $30.00; regular $20.00, supplemental $10.00.
    expect(az({ regularWages: new Decimal(1000), supplementalWages: new Decimal(500) })).toEqual({ regular: '20.00', supplemental: '10.00' });
    // 1.5%, $100.10 + $100.10: one product $200.20 x .015 = $3.003 -> $3.00; regular $100.10 x .015 = $1.5015
    // -> $1.50; supplemental $3.00 − $1.50 = $1.50.
    expect(az({ regularWages: new Decimal('100.10'), supplementalWages: new Decimal('100.10'), certificate: { withholdingPercentage: '1.5' } })).toEqual({
      regular: '1.50',
      supplemental: '1.50',
    });
    // A bonus paid alone at 3.0%: $2,000 x .03 = $60.00.
    expect(az({ supplementalWages: new Decimal(2000), certificate: { withholdingPercentage: '3.0' } })).toEqual({ regular: '0.00', supplemental: '60.00' });
  });

  it('withholds nothing for the box 2 zero election, and nothing on zero wages', () => {
    expect(az({ regularWages: new Decimal(1000), supplementalWages: new Decimal(100), certificate: { zeroWithholding: true } })).toEqual({
      regular: '0.00',
      supplemental: '0.00',
    });
    expect(az({ certificate: { withholdingPercentage: '2.0', additionalWithholding: 15 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('uses the same A-4 percentages and default in 2025', () => {
    // $1,000 x .020 = $20.00; 3.5% of $1,000 = $35.00.
    const r = azWithholding.withhold({ year: 2025, frequency: 'Weekly', periodsPerYear: 52, regularWages: new Decimal(1000), supplementalWages: new Decimal(0) });
    expect(r.regular.toFixed(2)).toBe('20.00');
    const e = azWithholding.withhold({ year: 2025, frequency: 'Weekly', periodsPerYear: 52, regularWages: new Decimal(1000), supplementalWages: new Decimal(0), certificate: { withholdingPercentage: '3.5' } });
    expect(e.regular.toFixed(2)).toBe('35.00');
  });

  it('declares its years and exclusions', () => {
    expect(azWithholding.state).toBe('AZ');
    expect(azWithholding.years).toEqual([2025, 2026]);
    expect(azWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        az({ regularWages: new Decimal(1000), certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ allowances: 1 })).toBe('certificate.allowances');
    expect(fieldOf({ withholdingPercentage: '2.7' })).toBe('certificate.withholdingPercentage'); // pre-2023 percentage
    expect(fieldOf({ withholdingPercentage: 'two' })).toBe('certificate.withholdingPercentage');
    expect(fieldOf({})).toBe('certificate.withholdingPercentage');
    expect(fieldOf({ additionalWithholding: 10 })).toBe('certificate.withholdingPercentage');
    expect(fieldOf({ withholdingPercentage: '2.0', zeroWithholding: true })).toBe('certificate.withholdingPercentage');
    expect(fieldOf({ zeroWithholding: true, additionalWithholding: 5 })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ withholdingPercentage: '2.0', additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ zeroWithholding: 'yes' })).toBe('certificate.zeroWithholding');
    expect(() => az({ year: 2024, regularWages: new Decimal(1000) })).toThrow(InvalidEngineInputError);
  });
});

/**
 * Pennsylvania withholding (src/states/pa/index.ts): 3.07% of each period's compensation (61 Pa. Code § 113.3).
 * Neither REV-415 nor REV-580 prints a worked example (the rule is one multiplication), so every expected
 * figure is worked out by hand in its comment from the 3.07% rate, rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { WITHHOLDING_MODULES } from '../../src/states/modules';
import { paWithholding } from '../../src/states/pa';
import type { StateWithholdingInput } from '../../src/states/types';

function pa(input: Partial<StateWithholdingInput>) {
  const r = paWithholding.withhold({
    year: 2026,
    frequency: 'Biweekly',
    periodsPerYear: 26,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Pennsylvania (flat 3.07% of compensation)', () => {
  it('withholds 3.07% of the compensation with no certificate (the default)', () => {
    // $2,000 x .0307 = $61.40.
    expect(pa({ regularWages: new Decimal(2000) })).toEqual({ regular: '61.40', supplemental: '0.00' });
    // $1,234.56 x .0307 = $37.900992 -> $37.90.
    expect(pa({ regularWages: new Decimal('1234.56') }).regular).toBe('37.90');
  });

  it('does not depend on the pay frequency', () => {
    // $2,000 x .0307 = $61.40 whatever the period.
    expect(pa({ frequency: 'Weekly', periodsPerYear: 52, regularWages: new Decimal(2000) }).regular).toBe('61.40');
    expect(pa({ frequency: 'Monthly', periodsPerYear: 12, regularWages: new Decimal(2000) }).regular).toBe('61.40');
  });

  it('rounds half-up to cents', () => {
    // $150 x .0307 = $4.605 -> $4.61.
    expect(pa({ regularWages: new Decimal(150) }).regular).toBe('4.61');
  });

  it('adds supplemental compensation to the period and multiplies the sum (§ 113.3(a)(2))', () => {
    // ($2,000 + $5,000) x .0307 = $214.90; regular $61.40, supplemental $214.90 − $61.40 = $153.50.
    expect(pa({ regularWages: new Decimal(2000), supplementalWages: new Decimal(5000) })).toEqual({ regular: '61.40', supplemental: '153.50' });
    // ($150 + $150) x .0307 = $9.21 (one product); regular $4.61, supplemental $9.21 − $4.61 = $4.60.
    expect(pa({ regularWages: new Decimal(150), supplementalWages: new Decimal(150) })).toEqual({ regular: '4.61', supplemental: '4.60' });
    // A bonus paid alone: $1,000 x .0307 = $30.70.
    expect(pa({ supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '30.70' });
  });

  it('adds an additional amount agreed in writing (§ 113.3(b)) to the regular withholding', () => {
    // $61.40 + $10.00 = $71.40.
    expect(pa({ regularWages: new Decimal(2000), certificate: { additionalWithholding: '10' } }).regular).toBe('71.40');
  });

  it('withholds nothing on zero compensation', () => {
    expect(pa({ certificate: { additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('uses the same 3.07% in 2025', () => {
    // $2,000 x .0307 = $61.40.
    const r = paWithholding.withhold({ year: 2025, frequency: 'Weekly', periodsPerYear: 52, regularWages: new Decimal(2000), supplementalWages: new Decimal(0) });
    expect(r.regular.toFixed(2)).toBe('61.40');
  });

  it('declares its years and exclusions: § 125 excluded, 401(k) deferrals taxed', () => {
    expect(paWithholding.state).toBe('PA');
    // As the engine applies it (states/modules.ts installs the built-in year files as it loads: PA/2027.json).
    expect(WITHHOLDING_MODULES.PA).toBe(paWithholding);
    expect(paWithholding.years).toEqual([2025, 2026, 2027]);
    expect(paWithholding.excludes).toEqual({ section125: true, retirement401k: false });
  });

  it('rejects fields Pennsylvania has no use for, a negative amount and a year without figures', () => {
    expect(() => pa({ regularWages: new Decimal(2000), certificate: { allowances: 1 } })).toThrow(
      expect.objectContaining({ code: 'invalid_engine_input', field: 'certificate.allowances' }),
    );
    expect(() => pa({ regularWages: new Decimal(2000), certificate: { additionalWithholding: '-1' } })).toThrow(
      expect.objectContaining({ field: 'certificate.additionalWithholding' }),
    );
    expect(() => pa({ year: 2024, regularWages: new Decimal(2000) })).toThrow(InvalidEngineInputError);
  });
});

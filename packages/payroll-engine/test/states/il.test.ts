/**
 * Illinois withholding by the IL-700-T automated payroll method (src/states/il/index.ts). The first case is the
 * booklet's own worked example; every other expected figure is worked out by hand in its comment from the
 * cited figures (2026: 4.95%, $2,925, $1,000; 2025: 4.95%, $2,850, $1,000), rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { ilPeriodExemption, ilWithholding, readIlW4 } from '../../src/states/il';
import { IL_2026 } from '../../src/states/il/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function il(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = ilWithholding.withhold({
    year: 2026,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Illinois (Booklet IL-700-T automated payroll method)', () => {
  it('reproduces the 2026 booklet example: $800 weekly, 2 Line 1 and 2 Line 2 allowances, $32.13', () => {
    // IL-700-T (R-12/25), p. 4, "Automated payroll method example": 2 x $2,925 + 2 x $1,000 = $7,850;
    // $7,850 ÷ 52 = $150.96; $800 − $150.96 = $649.04; $649.04 x .0495 = $32.13.
    const w4 = { basicAllowances: 2, additionalAllowances: 2 };
    expect(ilPeriodExemption(IL_2026, readIlW4(w4), 52).toFixed(2)).toBe('150.96');
    expect(il({ ...WEEKLY, regularWages: new Decimal(800), certificate: w4 })).toEqual({ regular: '32.13', supplemental: '0.00' });
  });

  it('adds the IL-W-4 Line 3 amount after the rate', () => {
    // The example above ($32.13) plus $25.00 = $57.13 (not $25 x 4.95%).
    const certificate = { basicAllowances: 2, additionalAllowances: 2, additionalWithholding: '25' };
    expect(il({ ...WEEKLY, regularWages: new Decimal(800), certificate }).regular).toBe('57.13');
  });

  it('withholds on all compensation with no allowances when no IL-W-4 is on file', () => {
    // $800 x .0495 = $39.60.
    expect(il({ ...WEEKLY, regularWages: new Decimal(800) })).toEqual({ regular: '39.60', supplemental: '0.00' });
    // An IL-W-4 with blank lines claims nothing either.
    expect(il({ ...WEEKLY, regularWages: new Decimal(800), certificate: {} }).regular).toBe('39.60');
  });

  it('monthly, one basic allowance', () => {
    // $2,925 ÷ 12 = $243.75; ($4,000 − $243.75) x .0495 = $3,756.25 x .0495 = $185.934375 -> $185.93.
    expect(il({ ...MONTHLY, regularWages: new Decimal(4000), certificate: { basicAllowances: '1' } }).regular).toBe('185.93');
  });

  it('withholds supplemental wages with the regular wages of the period (one exemption): 4.95% when regular covers it', () => {
    // Biweekly, 1 allowance: $2,925 ÷ 26 = $112.50.
    // Regular: ($2,000 − $112.50) x .0495 = $1,887.50 x .0495 = $93.43125 -> $93.43.
    // Period: ($3,000 − $112.50) x .0495 = $2,887.50 x .0495 = $142.93125 -> $142.93.
    // Supplemental: $142.93 − $93.43 = $49.50 (= $1,000 x .0495).
    const r = il({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate: { basicAllowances: 1 } });
    expect(r).toEqual({ regular: '93.43', supplemental: '49.50' });
  });

  it('lets supplemental wages use the exemption the regular wages do not reach', () => {
    // Off-cycle bonus, no regular wages, biweekly, 1 allowance: ($1,000 − $112.50) x .0495 = $887.50 x .0495
    // = $43.93125 -> $43.93; regular $0.00.
    const r = il({ ...BIWEEKLY, supplementalWages: new Decimal(1000), certificate: { basicAllowances: 1 } });
    expect(r).toEqual({ regular: '0.00', supplemental: '43.93' });
  });

  it('withholds nothing on zero wages (not even the Line 3 amount) or when allowances exceed wages', () => {
    expect(il({ ...WEEKLY, certificate: { additionalWithholding: 25 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // 3 x $2,925 ÷ 52 = $168.75 > $150.00.
    expect(il({ ...WEEKLY, regularWages: new Decimal(150), certificate: { basicAllowances: 3 } }).regular).toBe('0.00');
  });

  it('withholds nothing for an IL-W-4 claiming exemption', () => {
    expect(il({ ...WEEKLY, regularWages: new Decimal(800), supplementalWages: new Decimal(100), certificate: { exempt: true } })).toEqual({
      regular: '0.00',
      supplemental: '0.00',
    });
  });

  it('uses the 2025 figures for 2025 ($2,850)', () => {
    // The 2026 example's facts with the 2025 allowance (not a published 2025 example): 2 x $2,850 + 2 x $1,000
    // = $7,700; ÷ 52 = $148.0769 -> $148.08; ($800 − $148.08) x .0495 = $651.92 x .0495 = $32.27004 -> $32.27.
    const r = ilWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: new Decimal(800), supplementalWages: new Decimal(0), certificate: { basicAllowances: 2, additionalAllowances: 2 } });
    expect(r.regular.toFixed(2)).toBe('32.27');
    // Monthly, 1 allowance: $2,850 ÷ 12 = $237.50; $3,762.50 x .0495 = $186.24375 -> $186.24.
    const m = ilWithholding.withhold({ year: 2025, ...MONTHLY, regularWages: new Decimal(4000), supplementalWages: new Decimal(0), certificate: { basicAllowances: 1 } });
    expect(m.regular.toFixed(2)).toBe('186.24');
  });

  it('declares its years and exclusions', () => {
    expect(ilWithholding.state).toBe('IL');
    expect(ilWithholding.years).toEqual([2025, 2026]);
    expect(ilWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const base = { ...WEEKLY, regularWages: new Decimal(800) };
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        il({ ...base, certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ allowances: 1 })).toBe('certificate.allowances');
    expect(fieldOf({ basicAllowances: 1.5 })).toBe('certificate.basicAllowances');
    expect(fieldOf({ additionalAllowances: -1 })).toBe('certificate.additionalAllowances');
    expect(fieldOf({ additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ exempt: 'yes' })).toBe('certificate.exempt');
    expect(() => ilWithholding.withhold({ year: 2024, ...base, supplementalWages: new Decimal(0) })).toThrow(InvalidEngineInputError);
  });
});

/**
 * Michigan withholding by the Form 446 percentage formula (src/states/mi/index.ts). Form 446 prints no worked
 * dollar example of the formula (its wage-bracket tables are a separate publication, Form 446-T, not
 * stored), so every expected figure is worked out by hand in its comment from the cited figures (2026:
 * 4.25%, $5,900; 2025: 4.25%, $5,800), rounding half-up to cents once, on the tax.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { miPeriodAllowance, miWithholding, readMiW4 } from '../../src/states/mi';
import { MI_2026 } from '../../src/states/mi/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function mi(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = miWithholding.withhold({
    year: 2026,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Michigan (Form 446 percentage formula)', () => {
  it('withholds 4.25% of all compensation with no MI-W4 on file (no exemptions)', () => {
    // $2,000 x .0425 = $85.00.
    expect(mi({ ...BIWEEKLY, regularWages: new Decimal(2000) })).toEqual({ regular: '85.00', supplemental: '0.00' });
    // An MI-W4 with line 6 blank claims nothing either.
    expect(mi({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: {} }).regular).toBe('85.00');
  });

  it('deducts the exemption allowance for the period before the rate (weekly, 1 exemption)', () => {
    // $5,900 ÷ 52 = $113.461538...; $900 − $113.461538 = $786.538462; x .0425 = $33.427885 -> $33.43.
    expect(miPeriodAllowance(MI_2026, readMiW4({ exemptions: 1 }), 52).toFixed(6)).toBe('113.461538');
    expect(mi({ ...WEEKLY, regularWages: new Decimal(900), certificate: { exemptions: 1 } }).regular).toBe('33.43');
  });

  it('monthly, 3 exemptions; semimonthly, 2 exemptions', () => {
    // 3 x $5,900 = $17,700 ÷ 12 = $1,475.00; ($5,000 − $1,475) x .0425 = $3,525 x .0425 = $149.8125 -> $149.81.
    expect(mi({ ...MONTHLY, regularWages: new Decimal(5000), certificate: { exemptions: '3' } }).regular).toBe('149.81');
    // 2 x $5,900 = $11,800 ÷ 24 = $491.666667; ($2,750 − $491.666667) x .0425 = $2,258.333333 x .0425
    // = $95.979167 -> $95.98.
    expect(mi({ ...SEMIMONTHLY, regularWages: new Decimal(2750), certificate: { exemptions: 2 } }).regular).toBe('95.98');
  });

  it('equals the annualized formula (annual wages − exemptions) x 4.25% ÷ periods, rounded once', () => {
    // Biweekly $1,800, 1 exemption: ($1,800 x 26 − $5,900) x .0425 ÷ 26 = $40,900 x .0425 ÷ 26
    // = $1,738.25 ÷ 26 = $66.855769 -> $66.86.
    expect(mi({ ...BIWEEKLY, regularWages: new Decimal(1800), certificate: { exemptions: 1 } }).regular).toBe('66.86');
  });

  it('adds the MI-W4 line 7 amount after the rate', () => {
    // $85.00 + $20.00 = $105.00 (not $20 x 4.25%).
    expect(mi({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { additionalWithholding: '20' } }).regular).toBe('105.00');
  });

  it('withholds 4.25% of bonuses with no adjustment for exemptions (Bonuses and Other Payments)', () => {
    // A bonus paid separately, 2 exemptions: $1,000 x .0425 = $42.50 (the exemptions are not used).
    expect(mi({ ...BIWEEKLY, supplementalWages: new Decimal(1000), certificate: { exemptions: 2 } })).toEqual({ regular: '0.00', supplemental: '42.50' });
    // With regular wages: $5,900 ÷ 26 = $226.923077; ($2,000 − $226.923077) x .0425 = $75.355769 -> $75.36;
    // supplemental $333.33 x .0425 = $14.166525 -> $14.17.
    expect(mi({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal('333.33'), certificate: { exemptions: 1 } })).toEqual({
      regular: '75.36',
      supplemental: '14.17',
    });
  });

  it('withholds nothing on zero wages (not even line 7) or when the allowance exceeds the wages', () => {
    expect(mi({ ...WEEKLY, certificate: { additionalWithholding: 25 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // 10 x $5,900 ÷ 52 = $1,134.62 > $100.
    expect(mi({ ...WEEKLY, regularWages: new Decimal(100), certificate: { exemptions: 10 } }).regular).toBe('0.00');
  });

  it('withholds nothing for an MI-W4 claiming exemption (line 8)', () => {
    expect(mi({ ...WEEKLY, regularWages: new Decimal(900), supplementalWages: new Decimal(100), certificate: { exempt: true } })).toEqual({
      regular: '0.00',
      supplemental: '0.00',
    });
  });

  it('uses the 2025 figures for 2025 ($5,800)', () => {
    // $5,800 ÷ 52 = $111.538462; ($900 − $111.538462) x .0425 = $788.461538 x .0425 = $33.509615 -> $33.51.
    const r = miWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: new Decimal(900), supplementalWages: new Decimal(0), certificate: { exemptions: 1 } });
    expect(r.regular.toFixed(2)).toBe('33.51');
    // Monthly, 3 exemptions: $17,400 ÷ 12 = $1,450; $3,550 x .0425 = $150.875 -> $150.88.
    const m = miWithholding.withhold({ year: 2025, ...MONTHLY, regularWages: new Decimal(5000), supplementalWages: new Decimal(0), certificate: { exemptions: 3 } });
    expect(m.regular.toFixed(2)).toBe('150.88');
  });

  it('declares its years and exclusions', () => {
    expect(miWithholding.state).toBe('MI');
    expect(miWithholding.years).toEqual([2025, 2026]);
    expect(miWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const base = { ...WEEKLY, regularWages: new Decimal(900) };
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        mi({ ...base, certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ allowances: 1 })).toBe('certificate.allowances');
    expect(fieldOf({ exemptions: 1.5 })).toBe('certificate.exemptions');
    expect(fieldOf({ exemptions: -1 })).toBe('certificate.exemptions');
    expect(fieldOf({ additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ additionalWithholding: true })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ exempt: 'yes' })).toBe('certificate.exempt');
    expect(() => miWithholding.withhold({ year: 2024, ...base, supplementalWages: new Decimal(0) })).toThrow(InvalidEngineInputError);
  });
});

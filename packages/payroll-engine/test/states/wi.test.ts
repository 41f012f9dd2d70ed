/**
 * Wisconsin withholding by the W-166 alternate method (src/states/wi/index.ts). The first three cases are
 * the publication's own Examples 1-3 (W-166 January 2026, pp. 25-26, as transcribed by the openbooks engine,
 * see src/states/wi/2026.ts); every other expected figure is worked out by hand in its comment from the
 * cited figures (deduction $6,702 / 12% from $17,780 to $73,630 single, $9,461 / 20% from $25,727 to $73,032
 * married; $400 an exemption; 3.54% / $451.70 + 4.65% over $12,760 / $1,045.04 + 5.30% over $25,520 /
 * $14,582.83 + 7.65% over $280,950), rounding half-up to the cent.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { wiDeduction, wiWithholding } from '../../src/states/wi';
import { WI_2026 } from '../../src/states/wi/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function wi(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = wiWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Wisconsin (W-166 alternate method)', () => {
  it('Example 1: weekly $350, single, 1 exemption: $7.59', () => {
    // (a) $18,200; (b) $6,702 − 12% x $420 = $6,651.60; (c) $11,548.40; (d)-(e) − $400 = $11,148.40;
    // (f) x 3.54% = $394.65; (g) ÷ 52 = $7.59.
    expect(wiDeduction(WI_2026, 'Single', new Decimal(18200)).toFixed(2)).toBe('6651.60');
    expect(wi({ ...WEEKLY, regularWages: new Decimal(350), certificate: { filingStatus: 'Single', exemptions: 1 } })).toEqual({ regular: '7.59', supplemental: '0.00' });
  });

  it('Example 2: weekly $500, single, 3 exemptions: $14.34', () => {
    // $26,000; $6,702 − $986.40 = $5,715.60; $20,284.40 − $1,200 = $19,084.40; $451.70 + 4.65% x $6,324.40
    // = $745.78; ÷ 52 = $14.34.
    expect(wi({ ...WEEKLY, regularWages: new Decimal(500), certificate: { filingStatus: 'Single', exemptions: 3 } }).regular).toBe('14.34');
  });

  it('Example 3: biweekly $1,000, married, 3 exemptions: $22.08', () => {
    // $26,000; $9,461 − 20% x $273 = $9,406.40; $16,593.60 − $1,200 = $15,393.60; $451.70 + $122.46 = $574.16;
    // ÷ 26 = $22.08.
    expect(wiDeduction(WI_2026, 'Married', new Decimal(26000)).toFixed(2)).toBe('9406.40');
    expect(wi({ ...BIWEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'Married', exemptions: '3' } }).regular).toBe('22.08');
  });

  it('the schedule add-ons are the tax of the rows below, and the deductions end where printed', () => {
    const rows = WI_2026.schedule;
    for (let i = 1; i < rows.length; i++) {
      const below = rows[i - 1];
      const tax = new Decimal(below.base).plus(new Decimal(rows[i].over).minus(below.over).times(below.rate));
      expect(tax.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe(new Decimal(rows[i].base).toFixed(2));
    }
    // $6,702 − 12% x ($73,630 − $17,780) = $0; married $9,461 − 20% x ($73,032 − $25,727) = $0.
    expect(wiDeduction(WI_2026, 'Single', new Decimal('73629.99')).toFixed(2)).toBe('0.00');
    expect(wiDeduction(WI_2026, 'Single', new Decimal('17779.99')).toFixed(2)).toBe('6702.00');
    expect(wiDeduction(WI_2026, 'Married', new Decimal(73032)).toFixed(2)).toBe('0.00');
    expect(wiDeduction(WI_2026, 'MarriedWithholdAtHigherSingleRate', new Decimal(26000)).toFixed(2)).toBe('5715.60');
  });

  it('married but withhold at the higher single rate uses the single deduction', () => {
    // Example 3's wages: $26,000 − $5,715.60 − $1,200 = $19,084.40 -> $745.78 (Example 2); ÷ 26 = $28.6838 -> $28.68.
    expect(wi({ ...BIWEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'MarriedWithholdAtHigherSingleRate', exemptions: 3 } }).regular).toBe('28.68');
  });

  it('line 2 is added after the formula; without a WT-4: zero exemptions, single', () => {
    // Example 1 + $10.00 = $17.59.
    expect(wi({ ...WEEKLY, regularWages: new Decimal(350), certificate: { exemptions: 1, additionalWithholding: '10' } }).regular).toBe('17.59');
    // $18,200 − $6,651.60 = $11,548.40 x 3.54% = $408.8134 -> $408.81; ÷ 52 = $7.8617 -> $7.86.
    expect(wi({ ...WEEKLY, regularWages: new Decimal(350) }).regular).toBe('7.86');
  });

  it('above the phase-outs and into the top rate', () => {
    // Monthly $30,000 married, 2: $360,000, no deduction; − $800 = $359,200; $14,582.83 + 7.65% x $78,250 =
    // $14,582.83 + $5,986.125 = $20,568.955 -> $20,568.96; ÷ 12 = $1,714.08.
    expect(wi({ ...MONTHLY, regularWages: new Decimal(30000), certificate: { filingStatus: 'Married', exemptions: 2 } }).regular).toBe('1714.08');
  });

  it('supplemental wages with the regular wages of the period (aggregate)', () => {
    // Example 1 with a $100 bonus: $450 x 52 = $23,400; $6,702 − 12% x $5,620 = $6,027.60; $17,372.40 − $400 =
    // $16,972.40; $451.70 + 4.65% x $4,212.40 = $451.70 + $195.8766 = $647.5766 -> $647.58; ÷ 52 = $12.4535 ->
    // $12.45. Supplemental $12.45 − $7.59 = $4.86.
    expect(wi({ ...WEEKLY, regularWages: new Decimal(350), supplementalWages: new Decimal(100), certificate: { exemptions: 1 } })).toEqual({ regular: '7.59', supplemental: '4.86' });
    // A bonus alone, biweekly $500, married, 0: $13,000 < $25,727: − $9,461 = $3,539 x 3.54% = $125.28; ÷ 26 = $4.8185 -> $4.82.
    expect(wi({ ...BIWEEKLY, supplementalWages: new Decimal(500), certificate: { filingStatus: 'Married' } })).toEqual({ regular: '0.00', supplemental: '4.82' });
  });

  it('withholds nothing for an exempt WT-4, below the deduction, or on a payment without wages', () => {
    expect(wi({ ...WEEKLY, regularWages: new Decimal(350), supplementalWages: new Decimal(100), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // $120 x 52 = $6,240 < $6,702.
    expect(wi({ ...WEEKLY, regularWages: new Decimal(120) }).regular).toBe('0.00');
    expect(wi({ ...WEEKLY, certificate: { additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('2025 uses the same alternate method (Example 1: $7.59)', () => {
    expect(wi({ year: 2025, ...WEEKLY, regularWages: new Decimal(350), certificate: { exemptions: 1 } }).regular).toBe('7.59');
    expect(wiWithholding.years).toEqual([2025, 2026]);
    expect(wiWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        wi({ ...WEEKLY, regularWages: new Decimal(350), certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ filingStatus: 'HeadOfHousehold' })).toBe('certificate.filingStatus');
    expect(fieldOf({ exemptions: 2.5 })).toBe('certificate.exemptions');
    expect(fieldOf({ allowances: 1 })).toBe('certificate.allowances');
    expect(fieldOf({ additionalWithholding: 'ten' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ exempt: 1 })).toBe('certificate.exempt');
    expect(() => wi({ year: 2027, ...WEEKLY, regularWages: new Decimal(350) })).toThrow(InvalidEngineInputError);
  });
});

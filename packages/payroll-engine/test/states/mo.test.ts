/**
 * Missouri withholding by the 2026 Missouri Withholding Tax Formula (src/states/mo/index.ts). The first case is
 * the formula's own example (as transcribed by the openbooks engine, see src/states/mo/2026.ts); every other
 * expected figure is worked out by hand in its comment from the cited figures (deductions $16,100 single,
 * married spouse works and married filing separately, $32,200 married spouse does not work, $24,150 head of
 * household; 0% to $1,348, then 2% / $27 + 2.5% over $2,696 / $61 + 3% over $4,044 / $101 + 3.5% over $5,392 /
 * $148 + 4% over $6,740 / $202 + 4.5% over $8,088 / $263 + 4.7% over $9,436), each period's amount rounded to
 * the nearest dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { moWithholding } from '../../src/states/mo';
import { MO_2026 } from '../../src/states/mo/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;

function mo(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = moWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Missouri (2026 withholding formula)', () => {
  it("the formula's example: $35,000 a year paid monthly, married spouse works: $59", () => {
    // $2,916.67 x 12 = $35,000.04; − $16,100 = $18,900.04; $263 + 4.7% x $9,464.04 = $707.81; ÷ 12 = $58.98 -> $59.
    expect(mo({ ...MONTHLY, regularWages: new Decimal('2916.67'), certificate: { filingStatus: 'MarriedSpouseWorks' } })).toEqual({ regular: '59.00', supplemental: '0.00' });
  });

  it('each add-on is the tax of the rows below it, rounded to the dollar', () => {
    const rows = MO_2026.schedule;
    for (let i = 1; i < rows.length; i++) {
      const below = rows[i - 1];
      const exact = new Decimal(below.base).plus(new Decimal(rows[i].over).minus(below.over).times(below.rate));
      expect(exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toString()).toBe(rows[i].base);
    }
    // The bands are $1,348 wide.
    rows.forEach((r, i) => expect(r.over).toBe(String(1348 * (i + 1))));
  });

  it('every filing status: its own deduction', () => {
    // Biweekly $2,000: $52,000 a year. Single, spouse works, separately: $35,900 -> $263 + 4.7% x $26,464 =
    // $1,506.81; ÷ 26 = $57.95 -> $58. Spouse does not work: $19,800 -> $263 + 4.7% x $10,364 = $750.11; ÷ 26 =
    // $28.85 -> $29. Head of household: $27,850 -> $263 + 4.7% x $18,414 = $1,128.46; ÷ 26 = $43.40 -> $43.
    const wages = new Decimal(2000);
    for (const filingStatus of ['Single', 'MarriedSpouseWorks', 'MarriedFilingSeparately']) {
      expect(mo({ ...BIWEEKLY, regularWages: wages, certificate: { filingStatus } }).regular).toBe('58.00');
    }
    expect(mo({ ...BIWEEKLY, regularWages: wages, certificate: { filingStatus: 'MarriedSpouseDoesNotWork' } }).regular).toBe('29.00');
    expect(mo({ ...BIWEEKLY, regularWages: wages, certificate: { filingStatus: 'HeadOfHousehold' } }).regular).toBe('43.00');
  });

  it('no MO W-4 on file: the single rate', () => {
    expect(mo({ ...BIWEEKLY, regularWages: new Decimal(2000) }).regular).toBe('58.00');
    expect(mo({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: {} }).regular).toBe('58.00');
  });

  it('low wages: nothing below the deduction or in the 0% band, and the lower bands', () => {
    // Monthly $1,400: $16,800 − $16,100 = $700, in the 0% band: $0.
    expect(mo({ ...MONTHLY, regularWages: new Decimal(1400) }).regular).toBe('0.00');
    // Monthly $1,800: $21,600 − $16,100 = $5,500 -> $101 + 3.5% x $108 = $104.78; ÷ 12 = $8.73 -> $9.
    expect(mo({ ...MONTHLY, regularWages: new Decimal(1800) }).regular).toBe('9.00');
  });

  it('supplemental wages are aggregated with the period, each total rounded to the dollar', () => {
    // Biweekly $2,000 single: $58 (above). With a $1,000 bonus: $78,000 − $16,100 = $61,900 -> $263 + 4.7% x
    // $52,464 = $2,728.81; ÷ 26 = $104.95 -> $105. Supplemental: $105 − $58 = $47.
    expect(mo({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000) })).toEqual({ regular: '58.00', supplemental: '47.00' });
    // A bonus alone: $26,000 − $16,100 = $9,900 -> $263 + 4.7% x $464 = $284.81; ÷ 26 = $10.95 -> $11.
    expect(mo({ ...BIWEEKLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '11.00' });
  });

  it('line 2 adds to the rounded amount; line 3 replaces the formula; exempt withholds nothing', () => {
    expect(mo({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { additionalWithholding: '12.50' } }).regular).toBe('70.50');
    expect(mo({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate: { reducedWithholding: 20, additionalWithholding: 5 } })).toEqual({ regular: '20.00', supplemental: '0.00' });
    expect(mo({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { reducedWithholding: 0 } }).regular).toBe('58.00');
    expect(mo({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { exempt: true, additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(mo({ ...BIWEEKLY, certificate: { reducedWithholding: 20 } }).regular).toBe('0.00');
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const bad = (certificate: Record<string, unknown>) => () => mo({ ...BIWEEKLY, regularWages: new Decimal(100), certificate });
    expect(bad({ filingStatus: 'Married' })).toThrow(InvalidEngineInputError);
    expect(bad({ filingStatus: 'Married' })).toThrow(/certificate\.filingStatus/);
    expect(bad({ allowances: 1 })).toThrow(/certificate\.allowances/);
    expect(bad({ additionalWithholding: -1 })).toThrow(/certificate\.additionalWithholding/);
    expect(bad({ exempt: 'yes' })).toThrow(/certificate\.exempt/);
    expect(() => moWithholding.withhold({ year: 2025, ...BIWEEKLY, regularWages: new Decimal(100), supplementalWages: new Decimal(0) })).toThrow(/no Missouri withholding figures for 2025/);
    expect(moWithholding.years).toEqual([2026]);
    expect(moWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });
});

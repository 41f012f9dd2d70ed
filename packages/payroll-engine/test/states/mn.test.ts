/**
 * Minnesota withholding by the Computer Formula (src/states/mn/index.ts). The booklet prints no worked
 * example of the formula; every expected figure is worked out by hand in its comment from the cited figures
 * (2026: allowance $5,300, the Step 5 charts of mn/2026.ts, supplemental 6.25%; 2025: $5,200 and the charts
 * of mn/2025.ts), rounding half-up to the cent.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { mnWithholding } from '../../src/states/mn';
import { MN_2025 } from '../../src/states/mn/2025';
import { MN_2026 } from '../../src/states/mn/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;

function mn(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = mnWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Minnesota (Computer Formula)', () => {
  it.each([['2025', MN_2025], ['2026', MN_2026]] as const)('%s: each add-on of the charts is the tax of the rows below it (a transcription slip would show)', (_year, figures) => {
    for (const rows of Object.values(figures.schedules)) {
      for (let i = 1; i < rows.length; i++) {
        const below = rows[i - 1];
        const tax = new Decimal(below.base).plus(new Decimal(rows[i].over).minus(below.over).times(below.rate));
        expect(tax.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe(new Decimal(rows[i].base).toFixed(2));
      }
    }
  });

  it('weekly $1,000, single, 1 allowance: $45.63', () => {
    // $1,000 x 52 = $52,000 − $5,300 = $46,700; $1,782.09 + 6.80% x ($46,700 − $38,010) = $1,782.09 + $590.92
    // = $2,373.01; ÷ 52 = $45.6348 -> $45.63.
    expect(mn({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'Single', allowances: 1 } })).toEqual({ regular: '45.63', supplemental: '0.00' });
  });

  it('biweekly $2,000, married, 2 allowances, plus the additional amount after the formula', () => {
    // $2,000 x 26 = $52,000 − $10,600 = $41,400; 5.35% x ($41,400 − $14,700) = $1,428.45; ÷ 26 = $54.9404 -> $54.94.
    const certificate = { filingStatus: 'Married', allowances: '2' };
    expect(mn({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate }).regular).toBe('54.94');
    // + $25.00 = $79.94.
    expect(mn({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { ...certificate, additionalWithholding: 25 } }).regular).toBe('79.94');
  });

  it('married but withhold at the higher single rate uses the single chart', () => {
    // $41,400 as above on the single chart: $1,782.09 + 6.80% x ($41,400 − $38,010) = $1,782.09 + $230.52
    // = $2,012.61; ÷ 26 = $77.4081 -> $77.41.
    const certificate = { filingStatus: 'MarriedWithholdAtHigherSingleRate', allowances: 2 };
    expect(mn({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate }).regular).toBe('77.41');
  });

  it('without a W-4MN: single, zero allowances', () => {
    // $52,000: $1,782.09 + 6.80% x $13,990 = $1,782.09 + $951.32 = $2,733.41; ÷ 52 = $52.5656 -> $52.57.
    expect(mn({ ...WEEKLY, regularWages: new Decimal(1000) }).regular).toBe('52.57');
    expect(mn({ ...WEEKLY, regularWages: new Decimal(1000), certificate: {} }).regular).toBe('52.57');
  });

  it('the top row, and quarterly payrolls by their own count', () => {
    // Monthly $20,000 single: $240,000; $14,315.27 + 9.85% x ($240,000 − $207,850) = $14,315.27 + $3,166.775
    // = $17,482.045; ÷ 12 = $1,456.8371 -> $1,456.84.
    expect(mn({ ...MONTHLY, regularWages: new Decimal(20000) }).regular).toBe('1456.84');
    // Quarterly $13,000, single, 1 allowance: $52,000 − $5,300 = $46,700 -> $2,373.01 ÷ 4 = $593.2525 -> $593.25.
    expect(mn({ ...QUARTERLY, regularWages: new Decimal(13000), certificate: { allowances: 1 } }).regular).toBe('593.25');
  });

  it('nothing at or below the chart floor, or when allowances exceed the wages', () => {
    // $90 x 52 = $4,680, not more than $4,700.
    expect(mn({ ...WEEKLY, regularWages: new Decimal(90) }).regular).toBe('0.00');
    expect(mn({ ...WEEKLY, regularWages: new Decimal(300), certificate: { allowances: 3 } }).regular).toBe('0.00');
  });

  it('supplemental wages at 6.25%, with regular wages or alone', () => {
    // With the biweekly married case: regular $54.94, supplemental $1,000 x 6.25% = $62.50.
    const certificate = { filingStatus: 'Married', allowances: 2 };
    expect(mn({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate })).toEqual({ regular: '54.94', supplemental: '62.50' });
    // A bonus paid alone: $1,234.57 x 6.25% = $77.160625 -> $77.16, whatever the allowances.
    expect(mn({ ...BIWEEKLY, supplementalWages: new Decimal('1234.57'), certificate: { allowances: 9 } })).toEqual({ regular: '0.00', supplemental: '77.16' });
  });

  it('withholds nothing for an exempt W-4MN, or on a payment without wages', () => {
    expect(mn({ ...WEEKLY, regularWages: new Decimal(1000), supplementalWages: new Decimal(500), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(mn({ ...WEEKLY, certificate: { additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('2025: allowance $5,200 and the 2025 charts', () => {
    // Weekly $1,000, single, 1: $52,000 − $5,200 = $46,800; $1,742.50 + 6.80% x ($46,800 − $37,120) = $1,742.50 + $658.24
    // = $2,400.74; ÷ 52 = $46.1681 -> $46.17.
    expect(mn({ year: 2025, ...WEEKLY, regularWages: new Decimal(1000), certificate: { allowances: 1 } }).regular).toBe('46.17');
    // Monthly $3,000, married, 0: $36,000; 5.35% x ($36,000 − $14,300) = $1,160.95; ÷ 12 = $96.7458 -> $96.75.
    expect(mn({ year: 2025, ...MONTHLY, regularWages: new Decimal(3000), certificate: { filingStatus: 'Married' } }).regular).toBe('96.75');
  });

  it('declares its years and exclusions', () => {
    expect(mnWithholding.state).toBe('MN');
    expect(mnWithholding.years).toEqual([2025, 2026]);
    expect(mnWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const fieldOf = (certificate: unknown) => {
      try {
        mn({ ...WEEKLY, regularWages: new Decimal(1000), certificate: certificate as Record<string, unknown> });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ filingStatus: 'HeadOfHousehold' })).toBe('certificate.filingStatus');
    expect(fieldOf({ allowances: 1.5 })).toBe('certificate.allowances');
    expect(fieldOf({ allowances: -1 })).toBe('certificate.allowances');
    expect(fieldOf({ additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ additionalWithholding: true })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ exempt: 'yes' })).toBe('certificate.exempt');
    expect(fieldOf({ basicAllowances: 1 })).toBe('certificate.basicAllowances');
    expect(fieldOf(['Single'])).toBe('certificate');
    expect(() => mn({ year: 2024, ...WEEKLY, regularWages: new Decimal(1000) })).toThrow(InvalidEngineInputError);
  });
});

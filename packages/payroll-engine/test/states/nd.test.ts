/**
 * North Dakota withholding by the Section 2 percentage method (src/states/nd/index.ts) for employees with a
 * 2020-or-later federal W-4. The booklet's one Section 2 worked example ($1,800 weekly, single) prints a
 * line the table does not give (see the first case); every expected figure is worked out by hand in its
 * comment from the 2026 Annual Percentage Method Tables (nd/2026.ts), the period amount rounded to the
 * nearest dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { ndWithholding } from '../../src/states/nd';
import { ND_2026 } from '../../src/states/nd/2026';
import { certificateFromFederalW4, withholdingModule } from '../../src/states/modules';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function nd(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = ndWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('North Dakota (Section 2 percentage method)', () => {
  it('the booklet example facts: $1,800 weekly, single: $13', () => {
    // $1,800 x 52 = $93,600; 1.95% x ($93,600 − $57,625) = $701.5125; ÷ 52 = $13.49 -> $13. (The booklet's
    // worksheet prints $734.00 on line 4, which the table does not give; openbooks transcription.)
    expect(nd({ ...WEEKLY, regularWages: new Decimal(1800), certificate: { filingStatus: 'Single' } })).toEqual({ regular: '13.00', supplemental: '0.00' });
  });

  it('each filing status has its own table', () => {
    // Biweekly $4,000: $104,000. Married jointly: 1.95% x $46,500 = $906.75 ÷ 26 = $34.875 -> $35.
    expect(nd({ ...BIWEEKLY, regularWages: new Decimal(4000), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('35.00');
    // Head of household: 1.95% x ($104,000 − $78,475) = $497.7375 ÷ 26 = $19.14 -> $19.
    expect(nd({ ...BIWEEKLY, regularWages: new Decimal(4000), certificate: { filingStatus: 'HeadOfHousehold' } }).regular).toBe('19.00');
    // Single: 1.95% x $46,375 = $904.3125 ÷ 26 = $34.78 -> $35.
    expect(nd({ ...BIWEEKLY, regularWages: new Decimal(4000), certificate: { filingStatus: 'Single' } }).regular).toBe('35.00');
  });

  it('the top rate, and the add-ons are 1.95% of the middle band', () => {
    for (const rows of Object.values(ND_2026.schedules)) {
      const band = new Decimal(rows[1].over).minus(rows[0].over).times(rows[0].rate);
      expect(band.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe(new Decimal(rows[1].base).toFixed(2));
    }
    // Monthly $25,000 married jointly: $300,000; $2,164.99 + 2.50% x ($300,000 − $168,525) = $2,164.99 + $3,286.875
    // = $5,451.865; ÷ 12 = $454.32 -> $454.
    expect(nd({ ...MONTHLY, regularWages: new Decimal(25000), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('454.00');
  });

  it('without a W-4: single; nothing up to the first amount', () => {
    // $1,800 weekly as the first case: $13.
    expect(nd({ ...WEEKLY, regularWages: new Decimal(1800) }).regular).toBe('13.00');
    // $1,100 weekly = $57,200 < $57,625.
    expect(nd({ ...WEEKLY, regularWages: new Decimal(1100) }).regular).toBe('0.00');
  });

  it('supplemental wages with the regular wages of the period, each rounded to the dollar', () => {
    // $1,800 + $1,000 weekly single: $145,600; 1.95% x $87,975 = $1,715.5125 ÷ 52 = $32.99 -> $33; − $13 = $20.
    expect(nd({ ...WEEKLY, regularWages: new Decimal(1800), supplementalWages: new Decimal(1000) })).toEqual({ regular: '13.00', supplemental: '20.00' });
    // A $5,000 bonus alone, monthly, single: $60,000; 1.95% x $2,375 = $46.3125 ÷ 12 = $3.86 -> $4.
    expect(nd({ ...MONTHLY, supplementalWages: new Decimal(5000) })).toEqual({ regular: '0.00', supplemental: '4.00' });
  });

  it('reads the federal W-4 filing status handed over by the engine, and only that', () => {
    expect(certificateFromFederalW4('ND', 'HeadOfHousehold')).toEqual({ filingStatus: 'HeadOfHousehold' });
    expect(certificateFromFederalW4('ND', 'MarriedFilingJointly')).toEqual({ filingStatus: 'MarriedFilingJointly' });
    expect(certificateFromFederalW4('ND', undefined)).toBeUndefined();
    expect(withholdingModule('ND', 2026)).toBe(ndWithholding);
    expect(withholdingModule('ND', 2025)).toBeUndefined();
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        nd({ ...WEEKLY, regularWages: new Decimal(1800), certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ filingStatus: 'Married' })).toBe('certificate.filingStatus');
    expect(fieldOf({ allowances: 2 })).toBe('certificate.allowances');
    expect(() => nd({ year: 2025, ...WEEKLY, regularWages: new Decimal(1800) })).toThrow(InvalidEngineInputError);
    expect(ndWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });
});

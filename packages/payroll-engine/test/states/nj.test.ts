/**
 * New Jersey withholding (src/states/nj/index.ts): the NJ-WT annual percentage-method tables (Rates A-E, $1,000 per
 * allowance) applied to annualized wages. NJ-WT prints no worked example, so every expected figure is worked
 * out by hand in its comment from the cited tables (nj/2026.ts), rounding the period tax half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { njWithholding, readNjW4, type NjRateTable } from '../../src/states/nj';
import { NJ_2026 } from '../../src/states/nj/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;

function nj(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = njWithholding.withhold({
    year: 2026,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('New Jersey (NJ-WT percentage method, Rates A-E)', () => {
  it('transcribes tables whose add-ons follow from the rates (every row of A-E)', () => {
    // Each add-on = previous add-on + previous rate x (this break − previous break), e.g. Rate A:
    // 20,000 x 1.5% = 300; 300 + 15,000 x 2.0% = 600; 600 + 5,000 x 3.9% = 795; 795 + 35,000 x 6.1% = 2,930;
    // 2,930 + 425,000 x 7.0% = 32,680; 32,680 + 500,000 x 9.9% = 82,180.
    for (const table of ['A', 'B', 'C', 'D', 'E'] as NjRateTable[]) {
      const rows = NJ_2026.rateTables[table];
      expect(rows[0]).toEqual({ over: '0', plus: '0', rate: '0.015' });
      for (let i = 1; i < rows.length; i++) {
        const expected = new Decimal(rows[i - 1].plus).plus(new Decimal(rows[i].over).minus(rows[i - 1].over).times(rows[i - 1].rate));
        expect(new Decimal(rows[i].plus).toFixed(2)).toBe(expected.toFixed(2));
      }
      expect(rows[rows.length - 1]).toMatchObject({ over: '1000000', rate: '0.118' });
    }
  });

  it('Single, weekly, 2 allowances: Rate A on annualized wages', () => {
    // $1,000 x 52 = $52,000; − 2 x $1,000 = $50,000; Rate A over $40,000: $795 + 6.1% x $10,000 = $1,405.00;
    // ÷ 52 = $27.019… -> $27.02.
    const certificate = { filingStatus: 'Single', allowances: 2 };
    expect(nj({ ...WEEKLY, regularWages: new Decimal(1000), certificate })).toEqual({ regular: '27.02', supplemental: '0.00' });
  });

  it('withholds at Rate A with zero allowances when no NJ-W4 is on file', () => {
    // $52,000: $795 + 6.1% x $12,000 = $1,527.00; ÷ 52 = $29.365… -> $29.37.
    expect(nj({ ...WEEKLY, regularWages: new Decimal(1000) })).toEqual({ regular: '29.37', supplemental: '0.00' });
    expect(readNjW4(undefined)).toMatchObject({ rateTable: 'A', allowances: 0, exempt: false });
  });

  it('Married/Civil Union Couple Joint and Head of Household use Rate B unless Line 3 names a table', () => {
    // Biweekly $3,000, 3 allowances: $78,000 − $3,000 = $75,000; Rate B over $70,000: $1,440 + 3.9% x $5,000
    // = $1,635.00; ÷ 26 = $62.884… -> $62.88.
    expect(nj({ ...BIWEEKLY, regularWages: new Decimal(3000), certificate: { filingStatus: 'MarriedCivilUnionJoint', allowances: '3' } }).regular).toBe('62.88');
    // Line 3 "C": Rate C over $60,000: $1,390 + 5.6% x $15,000 = $2,230.00; ÷ 26 = $85.769… -> $85.77.
    expect(nj({ ...BIWEEKLY, regularWages: new Decimal(3000), certificate: { filingStatus: 'MarriedCivilUnionJoint', rateTable: 'C', allowances: 3 } }).regular).toBe('85.77');
    // Head of household, weekly $1,000, no allowances: $52,000; Rate B over $50,000: $900 + 2.7% x $2,000 =
    // $954.00; ÷ 52 = $18.346… -> $18.35 (Rate A would give $29.37).
    expect(nj({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'HeadOfHousehold' } }).regular).toBe('18.35');
    // Married/Civil Union Partner Separate is Rate A: $29.37 as with no certificate.
    expect(nj({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'MarriedCivilUnionSeparate' } }).regular).toBe('29.37');
  });

  it('Rates D and E', () => {
    // Rate D, monthly $5,000: $60,000 (not over $60,000, so the $50,000 row): $1,180 + 4.3% x $10,000 =
    // $1,610.00; ÷ 12 = $134.166… -> $134.17.
    expect(nj({ ...MONTHLY, regularWages: new Decimal(5000), certificate: { filingStatus: 'QualifyingWidower', rateTable: 'D' } }).regular).toBe('134.17');
    // Rate E, semimonthly $4,500, 1 allowance: $108,000 − $1,000 = $107,000; over $100,000: $4,370 + 6.5% x
    // $7,000 = $4,825.00; ÷ 24 = $201.041… -> $201.04.
    expect(nj({ ...SEMIMONTHLY, regularWages: new Decimal(4500), certificate: { filingStatus: 'Single', rateTable: 'E', allowances: 1 } }).regular).toBe('201.04');
  });

  it('top bracket and a quarterly payroll', () => {
    // Weekly $25,000, Rate A: $1,300,000; over $1,000,000: $82,180 + 11.8% x $300,000 = $117,580.00; ÷ 52 =
    // $2,261.153… -> $2,261.15.
    expect(nj({ ...WEEKLY, regularWages: new Decimal(25000) }).regular).toBe('2261.15');
    // Quarterly $15,000: $60,000; Rate A over $40,000: $795 + 6.1% x $20,000 = $2,015.00; ÷ 4 = $503.75.
    expect(nj({ ...QUARTERLY, regularWages: new Decimal(15000) }).regular).toBe('503.75');
  });

  it('adds supplemental wages to the period and withholds on the total, allowances counted once', () => {
    // Biweekly, Single, 1 allowance. Regular $2,000: $52,000 − $1,000 = $51,000; $795 + 6.1% x $11,000 =
    // $1,466.00; ÷ 26 = $56.384… -> $56.38. Period $3,000: $78,000 − $1,000 = $77,000; $2,930 + 7.0% x
    // $2,000 = $3,070.00; ÷ 26 = $118.076… -> $118.08. Supplemental: $118.08 − $56.38 = $61.70.
    const certificate = { filingStatus: 'Single', allowances: 1 };
    expect(nj({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate })).toEqual({ regular: '56.38', supplemental: '61.70' });
    // A bonus paid alone, no NJ-W4: $1,000 x 26 = $26,000; $300 + 2.0% x $6,000 = $420.00; ÷ 26 = $16.153… -> $16.15.
    expect(nj({ ...BIWEEKLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '16.15' });
  });

  it('adds the Line 5 amount after the table, withholds nothing for EXEMPT, zero wages, or allowances above wages', () => {
    // $27.02 (first example) + $10.00 = $37.02.
    expect(nj({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'Single', allowances: 2, additionalWithholding: '10' } }).regular).toBe('37.02');
    expect(nj({ ...WEEKLY, regularWages: new Decimal(1000), supplementalWages: new Decimal(500), certificate: { filingStatus: 'Single', exempt: true } })).toEqual({
      regular: '0.00',
      supplemental: '0.00',
    });
    expect(nj({ ...WEEKLY, certificate: { filingStatus: 'Single', additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // $100 x 52 = $5,200 < 6 x $1,000.
    expect(nj({ ...WEEKLY, regularWages: new Decimal(100), certificate: { filingStatus: 'Single', allowances: 6 } }).regular).toBe('0.00');
  });

  it('uses the same tables in 2025', () => {
    // As the first example: $27.02.
    const r = njWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: new Decimal(1000), supplementalWages: new Decimal(0), certificate: { filingStatus: 'Single', allowances: 2 } });
    expect(r.regular.toFixed(2)).toBe('27.02');
  });

  it('declares its years and exclusions: 401(k) excluded (N.J.S.A. 54A:6-21), § 125 taxed (TB-39(R))', () => {
    expect(njWithholding.state).toBe('NJ');
    expect(njWithholding.years).toEqual([2025, 2026]);
    expect(njWithholding.excludes).toEqual({ section125: false, retirement401k: true, hsa: false });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const base = { ...WEEKLY, regularWages: new Decimal(1000) };
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        nj({ ...base, certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ filingStatus: 'Single', exemptions: 1 })).toBe('certificate.exemptions');
    expect(fieldOf({ allowances: 1 })).toBe('certificate.filingStatus');
    expect(fieldOf({ filingStatus: 'Married' })).toBe('certificate.filingStatus');
    expect(fieldOf({ filingStatus: 'Single', rateTable: 'F' })).toBe('certificate.rateTable');
    expect(fieldOf({ filingStatus: 'Single', allowances: 1.5 })).toBe('certificate.allowances');
    expect(fieldOf({ filingStatus: 'Single', allowances: -1 })).toBe('certificate.allowances');
    expect(fieldOf({ filingStatus: 'Single', additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ filingStatus: 'Single', exempt: 'EXEMPT' })).toBe('certificate.exempt');
    expect(() => njWithholding.withhold({ year: 2024, ...base, supplementalWages: new Decimal(0) })).toThrow(InvalidEngineInputError);
  });
});

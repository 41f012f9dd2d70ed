/**
 * Nebraska withholding by Circular EN (src/states/ne/index.ts). The first case is the 2026 Weekly Wage Bracket
 * Table's Single, 0 allowances, $500-$510 cell, which Circular EN builds from the bracket's midpoint (as the
 * openbooks engine transcribes it, see src/states/ne/2026.ts); every other expected figure is worked out by hand
 * in its comment from the cited figures ($2,440 an allowance; Table 7 Single: 0 to $3,430, 2.26%, $74.13 + 3.22%
 * over $6,710, $560.35 + 4.21% over $21,810, $972.93 + 4.35% over $31,610, $1,343.55 + 4.48% over $40,130,
 * $2,922.30 + 4.60% over $75,370; Married $8,190 / $13,010 ($108.93) / $32,400 ($733.29) / $50,400 ($1,491.09) /
 * $62,530 ($2,018.75) / $82,920 ($2,932.22); special procedure 1.5% for more than 24 employees).
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { neWithholding } from '../../src/states/ne';
import { NE_2026 } from '../../src/states/ne/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SMALL = { companyEmployeeCount: 10 };
const LARGE = { companyEmployeeCount: 25 };

function ne(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = neWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Nebraska (Circular EN 2026)', () => {
  it('the 2026 weekly wage bracket cell: Single, 0 allowances, $500-$510 (midpoint $505): $14.38', () => {
    // $505 x 52 = $26,260; $560.35 + 4.21% x $4,450 = $747.70; ÷ 52 = $14.379 -> $14.38.
    expect(ne({ ...WEEKLY, ...SMALL, regularWages: new Decimal(505), certificate: { filingStatus: 'Single', allowances: 0 } })).toEqual({ regular: '14.38', supplemental: '0.00' });
    // No W-4N: the same (single, no allowances).
    expect(ne({ ...WEEKLY, ...SMALL, regularWages: new Decimal(505) }).regular).toBe('14.38');
  });

  it('each add-on is the tax of the rows below it', () => {
    for (const status of ['Single', 'Married'] as const) {
      const rows = NE_2026.schedules[status];
      for (let i = 1; i < rows.length; i++) {
        const below = rows[i - 1];
        const tax = new Decimal(below.base).plus(new Decimal(rows[i].over).minus(below.over).times(below.rate));
        expect([status, i, tax.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)]).toEqual([status, i, new Decimal(rows[i].base).toFixed(2)]);
      }
    }
  });

  it('married with allowances, and the top row', () => {
    // Biweekly $2,000 married, 2 allowances: $52,000 − $4,880 = $47,120 (the $32,400 row); $733.29 + 4.21% x
    // $14,720 = $1,353.00; ÷ 26 = $52.038 -> $52.04.
    expect(ne({ ...BIWEEKLY, ...SMALL, regularWages: new Decimal(2000), certificate: { filingStatus: 'Married', allowances: 2 } }).regular).toBe('52.04');
    // Biweekly $4,000 single, 1 allowance: $104,000 − $2,440 = $101,560; $2,922.30 + 4.6% x $26,190 = $4,127.04;
    // ÷ 26 = $158.732 -> $158.73.
    expect(ne({ ...BIWEEKLY, ...SMALL, regularWages: new Decimal(4000), certificate: { allowances: 1 } }).regular).toBe('158.73');
  });

  it('special procedure: more than 24 employees withhold at least 1.5% unless the employee documented less', () => {
    // Weekly $1,000 married, 8 allowances: $52,000 − $19,520 = $32,480; $733.29 + 4.21% x $80 = $736.66;
    // ÷ 52 = $14.17. 1.5% x $1,000 = $15.00.
    const cert = { filingStatus: 'Married', allowances: 8 };
    expect(ne({ ...WEEKLY, ...SMALL, regularWages: new Decimal(1000), certificate: cert }).regular).toBe('14.17');
    expect(ne({ ...WEEKLY, companyEmployeeCount: 24, regularWages: new Decimal(1000), certificate: cert }).regular).toBe('14.17');
    expect(ne({ ...WEEKLY, ...LARGE, regularWages: new Decimal(1000), certificate: cert }).regular).toBe('15.00');
    expect(ne({ ...WEEKLY, ...LARGE, regularWages: new Decimal(1000), certificate: { ...cert, lesserWithholdingDocumented: true } }).regular).toBe('14.17');
    // Above the minimum the ordinary amount stands: the $505 cell $14.38 > 1.5% x $505 = $7.58.
    expect(ne({ ...WEEKLY, ...LARGE, regularWages: new Decimal(505) }).regular).toBe('14.38');
    // Exempt: nothing, except under the special procedure without documentation.
    expect(ne({ ...WEEKLY, ...SMALL, regularWages: new Decimal(1000), certificate: { exempt: true } }).regular).toBe('0.00');
    expect(ne({ ...WEEKLY, ...LARGE, regularWages: new Decimal(1000), certificate: { exempt: true } }).regular).toBe('15.00');
    expect(ne({ ...WEEKLY, ...LARGE, regularWages: new Decimal(1000), certificate: { exempt: true, lesserWithholdingDocumented: true } }).regular).toBe('0.00');
  });

  it('refuses to guess the company size when it is not given', () => {
    expect(() => ne({ ...WEEKLY, regularWages: new Decimal(505) })).toThrow(InvalidEngineInputError);
    expect(() => ne({ ...WEEKLY, regularWages: new Decimal(505) })).toThrow(/companyEmployeeCount/);
    expect(() => ne({ ...WEEKLY, companyEmployeeCount: -1, regularWages: new Decimal(505) })).toThrow(/companyEmployeeCount/);
    // Nothing to withhold: no question asked (the form check reads a certificate with no wages).
    expect(ne({ ...WEEKLY, certificate: { allowances: 3 } }).regular).toBe('0.00');
  });

  it('supplemental wages are aggregated with the period, the minimum applied to each', () => {
    // The $505 cell with a $495 bonus: $1,000 single = $52,000; $1,343.55 + 4.48% x $11,870 = $1,875.33; ÷ 52 =
    // $36.064 -> $36.06; supplemental $36.06 − $14.38 = $21.68.
    expect(ne({ ...WEEKLY, ...LARGE, regularWages: new Decimal(505), supplementalWages: new Decimal(495) })).toEqual({ regular: '14.38', supplemental: '21.68' });
    // Married 8 allowances, large company, $1,000 + $1,000: $104,000 − $19,520 = $84,480; $2,932.22 + 4.6% x
    // $1,560 = $3,003.98; ÷ 52 = $57.77 (over the 1.5% minimum $30); regular $15.00: supplemental $42.77.
    expect(ne({ ...WEEKLY, ...LARGE, regularWages: new Decimal(1000), supplementalWages: new Decimal(1000), certificate: { filingStatus: 'Married', allowances: 8 } })).toEqual({ regular: '15.00', supplemental: '42.77' });
  });

  it('the additional amount adds; a certificate it cannot read is refused naming the field; no 2025', () => {
    expect(ne({ ...WEEKLY, ...SMALL, regularWages: new Decimal(505), certificate: { additionalWithholding: 5 } }).regular).toBe('19.38');
    const bad = (certificate: Record<string, unknown>) => () => ne({ ...WEEKLY, ...SMALL, regularWages: new Decimal(100), certificate });
    expect(bad({ filingStatus: 'HeadOfHousehold' })).toThrow(/certificate\.filingStatus/);
    expect(bad({ lesserWithholdingDocumented: 'yes' })).toThrow(/certificate\.lesserWithholdingDocumented/);
    expect(bad({ exemptions: 1 })).toThrow(/certificate\.exemptions/);
    expect(() => neWithholding.withhold({ year: 2025, ...WEEKLY, ...SMALL, regularWages: new Decimal(100), supplementalWages: new Decimal(0) })).toThrow(/no Nebraska withholding figures for 2025/);
  });
});

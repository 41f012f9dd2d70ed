/**
 * Colorado withholding by the DR 1098 worksheet (src/states/co). DR 1098 prints no worked dollar example; the
 * first case is the monthly $65,000 salary of a second repository's 2026 test (see src/states/co/2026.ts),
 * every other expected figure is worked out by hand in its comment from the cited 2026 figures (4.40%; Step 2a
 * $11,000 married filing jointly, $5,500 otherwise), each money step rounded half-up to the cent.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { coWithholding } from '../../src/states/co';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

type CoInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function co(input: CoInput) {
  const r = coWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Colorado (DR 1098 worksheet)', () => {
  it('reproduces the monthly $65,000 salary case: $218.17 single, $198.00 married filing jointly', () => {
    // $5,416.67 x 12 = $65,000.04. Single: − $5,500 = $59,500.04 x 4.40% = $2,618.00176 -> $2,618.00 ÷ 12 = $218.1667 -> $218.17.
    // Joint: − $11,000 = $54,000.04 x 4.40% = $2,376.00176 -> $2,376.00 ÷ 12 = $198.00.
    expect(co({ ...MONTHLY, regularWages: new Decimal('5416.67') }).regular).toBe('218.17');
    expect(co({ ...MONTHLY, regularWages: new Decimal('5416.67'), federalFilingStatus: 'MarriedFilingJointly' }).regular).toBe('198.00');
  });

  it('takes Step 2a from the W-4 filing status without a DR 0004, single without a W-4', () => {
    // Weekly $1,000: $52,000 − $5,500 = $46,500 x 4.40% = $2,046.00 ÷ 52 = $39.3462 -> $39.35.
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000) }).regular).toBe('39.35');
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000), federalFilingStatus: 'Single' }).regular).toBe('39.35');
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000), federalFilingStatus: 'HeadOfHousehold' }).regular).toBe('39.35');
    // Married filing jointly: $52,000 − $11,000 = $41,000 x 4.40% = $1,804.00 ÷ 52 = $34.6923 -> $34.69.
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000), federalFilingStatus: 'MarriedFilingJointly' }).regular).toBe('34.69');
  });

  it('uses the DR 0004 line 2 amount, zero included, over the W-4; a blank line 2 falls back to the W-4', () => {
    // Line 2 $0: $52,000 x 4.40% = $2,288.00 ÷ 52 = $44.00.
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000), federalFilingStatus: 'MarriedFilingJointly', certificate: { annualAllowance: 0 } }).regular).toBe('44.00');
    // Line 2 $20,000: $32,000 x 4.40% = $1,408.00 ÷ 52 = $27.0769 -> $27.08.
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { annualAllowance: '20000' } }).regular).toBe('27.08');
    // Blank line 2 with line 3 $15: $34.69 (joint) + $15.00 = $49.69.
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000), federalFilingStatus: 'MarriedFilingJointly', certificate: { additionalWithholding: 15 } }).regular).toBe('49.69');
    // An allowance above the annual wages: nothing, but line 3 is still added.
    expect(co({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { annualAllowance: 100000, additionalWithholding: '5.25' } }).regular).toBe('5.25');
  });

  it('aggregates supplemental wages with the regular wages of the period', () => {
    // Biweekly $2,000 single: $52,000 − $5,500 = $46,500 x 4.40% = $2,046.00 ÷ 26 = $78.6923 -> $78.69.
    // With $1,000 more: $78,000 − $5,500 = $72,500 x 4.40% = $3,190.00 ÷ 26 = $122.6923 -> $122.69; supplemental $44.00.
    expect(co({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000) })).toEqual({ regular: '78.69', supplemental: '44.00' });
    // $1,000 alone: $26,000 − $5,500 = $20,500 x 4.40% = $902.00 ÷ 26 = $34.6923 -> $34.69.
    expect(co({ ...BIWEEKLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '34.69' });
    expect(co({ ...BIWEEKLY, certificate: { additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        co({ ...WEEKLY, regularWages: new Decimal(1000), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ annualAllowance: -1 })).toBe('certificate.annualAllowance');
    expect(field({ annualAllowance: 'lots' })).toBe('certificate.annualAllowance');
    expect(field({ additionalWithholding: false })).toBe('certificate.additionalWithholding');
    expect(field({ exempt: true })).toBe('certificate.exempt');
    expect(() => co({ ...WEEKLY, year: 2025, regularWages: new Decimal(1000) })).toThrow(InvalidEngineInputError);
    expect(coWithholding.years).toEqual([2026]);
  });

  it('on the item: the W-4 filing status reaches the worksheet, wages less 401(k)', () => {
    // Weekly $1,000 less a 5% 401(k) ($50) = $950: x 52 = $49,400 − $11,000 = $38,400 x 4.40% = $1,689.60 ÷ 52 = $32.49.
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 1000 }] },
      {
        payday: '2026-03-13',
        frequency: 'Weekly',
        states: { workStates: ['CO'], residenceState: 'CO' },
        suiRates: { CO: '1.7' },
        w4: { filingStatus: 'MarriedFilingJointly' },
        benefits: [{ id: 'b1', type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: '5' }],
      },
    );
    const sit = r.stateTaxes.find((t) => t.code === 'co_sit');
    expect(sit!.amount.toFixed(2)).toBe('32.49');
    expect(sit!.subjectWages.toFixed(2)).toBe('950.00');
    expect(r.warnings.filter((w) => w.code === 'local_taxes_not_computed' || w.message.includes('income tax'))).toEqual([]);
  });
});

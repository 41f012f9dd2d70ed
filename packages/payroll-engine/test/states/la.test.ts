/**
 * Louisiana withholding by the R-1306 (1/26) formulas (src/states/la). The first cases are the publication's two
 * examples (as transcribed by the sources of src/states/la/2026.ts); every other expected figure is worked out by
 * hand in its comment from the cited 2026 figures (0.0309; $12,875 / $25,750), rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { laPeriodDeduction, laWithholding } from '../../src/states/la';
import { LA_2026 } from '../../src/states/la/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

type LaInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function la(input: LaInput) {
  const r = laWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Louisiana (R-1306 formulas)', () => {
  it('reproduces Example 1: weekly $700, Block A 1: (700 − 247.60) x 0.0309 = $13.98', () => {
    expect(laPeriodDeduction(LA_2026, 'SingleOrMarriedFilingSeparately', 52).toFixed(2)).toBe('247.60');
    expect(la({ ...WEEKLY, regularWages: new Decimal(700), certificate: { standardDeduction: 'SingleOrMarriedFilingSeparately' } })).toEqual({ regular: '13.98', supplemental: '0.00' });
  });

  it('reproduces Example 2: biweekly $4,600, Block A 2: (4,600 − 990.38) x 0.0309 = $111.54', () => {
    expect(laPeriodDeduction(LA_2026, 'MarriedFilingJointlyOrHeadOfHousehold', 26).toFixed(2)).toBe('990.38');
    expect(la({ ...BIWEEKLY, regularWages: new Decimal(4600), certificate: { standardDeduction: 'MarriedFilingJointlyOrHeadOfHousehold' } }).regular).toBe('111.54');
  });

  it('withholds without a standard deduction without an L-4 (code 0), and nothing below the deduction', () => {
    // $700 x 0.0309 = $21.63.
    expect(la({ ...WEEKLY, regularWages: new Decimal(700) }).regular).toBe('21.63');
    expect(la({ ...WEEKLY, regularWages: new Decimal(700), certificate: { standardDeduction: 'NoDeduction' } }).regular).toBe('21.63');
    // Weekly $200, code 1: below $247.60.
    expect(la({ ...WEEKLY, regularWages: new Decimal(200), certificate: { standardDeduction: 'SingleOrMarriedFilingSeparately' } }).regular).toBe('0.00');
    // Monthly $5,000, code 2: $25,750 ÷ 12 = $2,145.83; $2,854.17 x 0.0309 = $88.193853 -> $88.19.
    expect(la({ ...MONTHLY, regularWages: new Decimal(5000), certificate: { standardDeduction: 'MarriedFilingJointlyOrHeadOfHousehold' } }).regular).toBe('88.19');
  });

  it('aggregates supplemental wages; a bonus paid alone is withheld on as the period wages', () => {
    // Weekly code 1: $700 -> $13.98; $1,000: $752.40 x 0.0309 = $23.24916 -> $23.25; supplemental $9.27.
    const certificate = { standardDeduction: 'SingleOrMarriedFilingSeparately' };
    expect(la({ ...WEEKLY, regularWages: new Decimal(700), supplementalWages: new Decimal(300), certificate })).toEqual({ regular: '13.98', supplemental: '9.27' });
    // $300 alone: $52.40 x 0.0309 = $1.61916 -> $1.62.
    expect(la({ ...WEEKLY, supplementalWages: new Decimal(300), certificate })).toEqual({ regular: '0.00', supplemental: '1.62' });
  });

  it('adds the L-4 increase; nothing with an L-4E or without wages', () => {
    expect(la({ ...WEEKLY, regularWages: new Decimal(700), certificate: { standardDeduction: 'SingleOrMarriedFilingSeparately', additionalWithholding: 5 } }).regular).toBe('18.98');
    expect(la({ ...WEEKLY, regularWages: new Decimal(700), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(la({ ...WEEKLY, certificate: { additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        la({ ...WEEKLY, regularWages: new Decimal(700), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ standardDeduction: '1' })).toBe('certificate.standardDeduction');
    expect(field({ additionalWithholding: -5 })).toBe('certificate.additionalWithholding');
    expect(field({ exempt: 'yes' })).toBe('certificate.exempt');
    expect(field({ dependents: 2 })).toBe('certificate.dependents');
    expect(() => la({ ...WEEKLY, year: 2025, regularWages: new Decimal(700) })).toThrow(InvalidEngineInputError);
    expect(laWithholding.years).toEqual([2026]);
  });

  it('on the item: Example 2 as the la_sit line', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 4600 }] },
      { payday: '2026-03-13', frequency: 'Biweekly', states: { workStates: ['LA'], residenceState: 'LA' }, suiRates: { LA: '1' }, stateCertificates: { LA: { standardDeduction: 'MarriedFilingJointlyOrHeadOfHousehold' } } },
    );
    expect(r.stateTaxes.find((t) => t.code === 'la_sit')!.amount.toFixed(2)).toBe('111.54');
    expect(r.warnings.filter((w) => w.code === 'local_taxes_not_computed' || w.message.includes('income tax'))).toEqual([]);
  });
});

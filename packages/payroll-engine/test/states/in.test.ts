/**
 * Indiana withholding, the state part of Departmental Notice #1's formula (src/states/in). The first case is the
 * notice's own worked example (p. 3, as transcribed by the sources of src/states/in/2026.ts); every other
 * expected figure is worked out by hand in its comment from the cited 2026 figures (2.95%; $1,000 / $1,500 /
 * $1,500 / $3,000 per exemption and year), each line's deduction constant and the tax rounded half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { inDeductionConstant, inWithholding } from '../../src/states/in';
import { IN_2026 } from '../../src/states/in/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

type InInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function ind(input: InInput) {
  const r = inWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

const EXAMPLE = { personalExemptions: 5, additionalDependentExemptions: 3, firstTimeDependentExemptions: 1, adoptedDependentExemptions: 2 };

describe('Indiana (Departmental Notice #1, state part)', () => {
  it('reproduces the notice example: weekly $800, 5 / 3 / 1 / 2 exemptions, constants $326.92, state tax $13.96', () => {
    // "$96.15 + 86.54 + 28.85 + 115.38 = $326.92 ... Taxable Income $473.08 ... $473.08 x .0295 = $13.96".
    expect(inDeductionConstant(IN_2026, EXAMPLE, 52).toFixed(2)).toBe('326.92');
    expect(ind({ ...WEEKLY, regularWages: new Decimal(800), certificate: EXAMPLE })).toEqual({ regular: '13.96', supplemental: '0.00' });
  });

  it("rounds each WH-4 line's constant on its own, as the example adds them", () => {
    // Lines 6 and 7 (3 + 1): $4,500 ÷ 52 = $86.54 and $1,500 ÷ 52 = $28.85, $115.39; four on line 6 alone: $6,000 ÷ 52 = $115.38.
    expect(inDeductionConstant(IN_2026, { ...EXAMPLE, personalExemptions: 0, adoptedDependentExemptions: 0 }, 52).toFixed(2)).toBe('115.39');
    expect(inDeductionConstant(IN_2026, { personalExemptions: 0, additionalDependentExemptions: 4, firstTimeDependentExemptions: 0, adoptedDependentExemptions: 0 }, 52).toFixed(2)).toBe('115.38');
  });

  it('withholds on the whole wages without a WH-4, and by the period constants with one', () => {
    // $800 x 2.95% = $23.60.
    expect(ind({ ...WEEKLY, regularWages: new Decimal(800) }).regular).toBe('23.60');
    // Biweekly $2,000, 2 personal + 1 additional dependent: $2,000 ÷ 26 = $76.92, $1,500 ÷ 26 = $57.69;
    // $2,000 − $134.61 = $1,865.39 x 2.95% = $55.029 -> $55.03.
    expect(ind({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { personalExemptions: 2, additionalDependentExemptions: '1' } }).regular).toBe('55.03');
    // Monthly $500, 1 adopted ($250.00) + 3 personal ($250.00): $0 taxable.
    expect(ind({ ...MONTHLY, regularWages: new Decimal(500), certificate: { personalExemptions: 3, adoptedDependentExemptions: 1 } }).regular).toBe('0.00');
  });

  it('uses the 2025 rate for 2025 paydays: 3.0%', () => {
    // The notice example's constants ($326.92) at 3.0%: $473.08 x .03 = $14.1924 -> $14.19; a $200 bonus: $6.00.
    expect(ind({ ...WEEKLY, year: 2025, regularWages: new Decimal(800), supplementalWages: new Decimal(200), certificate: EXAMPLE })).toEqual({ regular: '14.19', supplemental: '6.00' });
  });

  it('taxes a bonus without exemptions', () => {
    // Weekly $800 with 5 personal: $800 − $96.15 = $703.85 x 2.95% = $20.7636 -> $20.76; bonus $200 x 2.95% = $5.90.
    expect(ind({ ...WEEKLY, regularWages: new Decimal(800), supplementalWages: new Decimal(200), certificate: { personalExemptions: 5 } })).toEqual({ regular: '20.76', supplemental: '5.90' });
    // A bonus paid alone, exemptions or not: $1,234.56 x 2.95% = $36.41952 -> $36.42.
    expect(ind({ ...WEEKLY, supplementalWages: new Decimal('1234.56'), certificate: EXAMPLE })).toEqual({ regular: '0.00', supplemental: '36.42' });
  });

  it('adds line 9 after the rate; nothing with a WH-4MIL exemption or without wages', () => {
    expect(ind({ ...WEEKLY, regularWages: new Decimal(800), certificate: { ...EXAMPLE, additionalWithholding: 10 } }).regular).toBe('23.96');
    expect(ind({ ...WEEKLY, regularWages: new Decimal(800), certificate: { exempt: true, additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(ind({ ...WEEKLY, certificate: { additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        ind({ ...WEEKLY, regularWages: new Decimal(800), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ personalExemptions: 1.5 })).toBe('certificate.personalExemptions');
    expect(field({ adoptedDependentExemptions: -1 })).toBe('certificate.adoptedDependentExemptions');
    expect(field({ additionalWithholding: 'ten' })).toBe('certificate.additionalWithholding');
    expect(field({ exempt: 1 })).toBe('certificate.exempt');
    expect(field({ countyOfResidence: 'Marion' })).toBe('certificate.countyOfResidence');
    expect(() => ind({ ...WEEKLY, year: 2024, regularWages: new Decimal(800) })).toThrow(InvalidEngineInputError);
    expect(inWithholding.years).toEqual([2025, 2026]);
  });

  it('on the item: the in_sit line; without a county locality the county tax warns', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 800 }] },
      { payday: '2026-03-13', frequency: 'Weekly', states: { workStates: ['IN'], residenceState: 'IN' }, suiRates: { IN: '2.5' }, stateCertificates: { IN: EXAMPLE } },
    );
    expect(r.stateTaxes.find((t) => t.code === 'in_sit')!.amount.toFixed(2)).toBe('13.96');
    expect(r.warnings.filter((w) => w.code === 'local_taxes_not_computed' || w.message.includes('income tax')).map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });
});

/**
 * Mississippi withholding by the Computer Payroll Accounting formula (src/states/ms). The first cases are the
 * Weekly 2026 Table A cell and a second repository's cases (see src/states/ms/2026.ts); every other expected
 * figure is worked out by hand in its comment from the cited 2026 figures (standard deductions $2,300 / $4,600 /
 * $2,300 / $3,400; 0% on the first $10,000; 4.0%), the annual tax and its period share rounded to cents, then
 * to the whole dollar.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { msWithholding } from '../../src/states/ms';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;

type MsInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function ms(input: MsInput) {
  const r = msWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Mississippi (Computer Payroll Accounting formula)', () => {
  it('agrees with the Weekly 2026 Table A cell: $500 - $510, single, no exemption: $11', () => {
    // $500 x 52 = $26,000 − $2,300 = $23,700 − $10,000 = $13,700 x 4% = $548.00 ÷ 52 = $10.54 -> $11;
    // $509.99: $26,519.48 − $2,300 − $10,000 = $14,219.48 x 4% = $568.78 ÷ 52 = $10.94 -> $11.
    expect(ms({ ...WEEKLY, regularWages: new Decimal(500) }).regular).toBe('11.00');
    expect(ms({ ...WEEKLY, regularWages: new Decimal('509.99') }).regular).toBe('11.00');
  });

  it("reproduces the second repository's cases: $31, $26 with a $6,000 exemption, $135 biweekly, nothing at $12,326 a year", () => {
    // $52,000 − $2,300 − $10,000 = $39,700 x 4% = $1,588.00 ÷ 52 = $30.54 -> $31.
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000) }).regular).toBe('31.00');
    // − $6,000: $33,700 x 4% = $1,348.00 ÷ 52 = $25.92 -> $26.
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { exemption: 6000 } }).regular).toBe('26.00');
    // $3,846.15 x 26 = $99,999.90 − $2,300 − $10,000 = $87,699.90 x 4% = $3,508.00 ÷ 26 = $134.92 -> $135.
    expect(ms({ ...BIWEEKLY, regularWages: new Decimal('3846.15') }).regular).toBe('135.00');
    // $474.08 x 26 = $12,326.08: $26.08 over $10,000 x 4% = $1.04 ÷ 26 = $0.04 -> $0.
    expect(ms({ ...BIWEEKLY, regularWages: new Decimal('474.08') }).regular).toBe('0.00');
  });

  it("uses each 89-350 status's standard deduction", () => {
    // Weekly $1,000. Married, spouse not employed: $52,000 − $4,600 − $10,000 = $37,400 x 4% = $1,496.00 ÷ 52 = $28.77 -> $29.
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'MarriedSpouseNotEmployed' } }).regular).toBe('29.00');
    // Head of family: − $3,400: $38,600 x 4% = $1,544.00 ÷ 52 = $29.69 -> $30.
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'HeadOfFamily' } }).regular).toBe('30.00');
    // Married, both employed, and single: $2,300: $31.
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'MarriedSpouseEmployed' } }).regular).toBe('31.00');
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'Single' } }).regular).toBe('31.00');
    // Quarterly $15,000: $60,000 − $2,300 − $10,000 = $47,700 x 4% = $1,908.00 ÷ 4 = $477.00.
    expect(ms({ ...QUARTERLY, regularWages: new Decimal(15000) }).regular).toBe('477.00');
  });

  it('uses the 2025 rate for 2025 paydays: 4.4%', () => {
    // Weekly $1,000: $52,000 − $2,300 − $10,000 = $39,700 x 4.4% = $1,746.80 ÷ 52 = $33.59 -> $34.
    expect(ms({ ...WEEKLY, year: 2025, regularWages: new Decimal(1000) }).regular).toBe('34.00');
  });

  it('aggregates supplemental wages with the regular wages of the period', () => {
    // Biweekly $2,000: $52,000 − $12,300 = $39,700 x 4% = $1,588.00 ÷ 26 = $61.08 -> $61.
    // With $1,000: $78,000 − $12,300 = $65,700 x 4% = $2,628.00 ÷ 26 = $101.08 -> $101; supplemental $40.
    expect(ms({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000) })).toEqual({ regular: '61.00', supplemental: '40.00' });
    // $1,000 alone: $26,000 − $12,300 = $13,700 x 4% = $548.00 ÷ 26 = $21.08 -> $21.
    expect(ms({ ...BIWEEKLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '21.00' });
  });

  it('adds line 7 after the rounding; nothing for a line 8 exemption or without wages', () => {
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { additionalWithholding: '7.50' } }).regular).toBe('38.50');
    expect(ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(ms({ ...WEEKLY, certificate: { additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        ms({ ...WEEKLY, regularWages: new Decimal(1000), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ filingStatus: 'Married' })).toBe('certificate.filingStatus');
    expect(field({ exemption: -1 })).toBe('certificate.exemption');
    expect(field({ exempt: 'no' })).toBe('certificate.exempt');
    expect(field({ allowances: 1 })).toBe('certificate.allowances');
    expect(() => ms({ ...WEEKLY, year: 2024, regularWages: new Decimal(1000) })).toThrow(InvalidEngineInputError);
    expect(msWithholding.years).toEqual([2025, 2026]);
  });

  it('on the item: the ms_sit line on wages less Section 125', () => {
    // Weekly $1,000 less $50 Medical125 ($216.67 a month x 12 / 52 = $50.00): $950 x 52 = $49,400 − $12,300 = $37,100
    // x 4% = $1,484.00 ÷ 52 = $28.54 -> $29.
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 1000 }] },
      {
        payday: '2026-03-13',
        frequency: 'Weekly',
        states: { workStates: ['MS'], residenceState: 'MS' },
        suiRates: { MS: '1' },
        benefits: [{ id: 'b1', type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: '216.67' }],
      },
    );
    const sit = r.stateTaxes.find((t) => t.code === 'ms_sit')!;
    expect([sit.amount.toFixed(2), sit.subjectWages.toFixed(2)]).toEqual(['29.00', '950.00']);
    expect(r.warnings.filter((w) => w.code === 'local_taxes_not_computed' || w.message.includes('income tax'))).toEqual([]);
  });
});

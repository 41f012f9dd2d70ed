/**
 * Iowa withholding by the 2026 withholding formula (src/states/ia). The first case is the formula's three
 * biweekly examples (as transcribed by the sources of src/states/ia/2026.ts); the printed deduction rows are
 * openbooks'. Every other expected figure is worked out by hand in its comment from the cited 2026 figures
 * (3.80%; deductions $13,000 / $19,500 / $26,000 a year), rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { iaPeriodDeduction, iaWithholding } from '../../src/states/ia';
import { IA_2025 } from '../../src/states/ia/2025';
import { IA_2026 } from '../../src/states/ia/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;

type IaInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function ia(input: IaInput) {
  const r = iaWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Iowa (2026 withholding formula)', () => {
  it('reproduces the three biweekly examples: $59.26 Other, $38.72 married filing jointly, $45.15 head of household', () => {
    // $2,100 − $500 = $1,600 x 3.80% = $60.80 − $40 ÷ 26 ($1.54) = $59.26.
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'Other', totalAllowances: 40 } }).regular).toBe('59.26');
    // Column (C): $2,100 − $1,000 = $1,100 x 3.80% = $41.80 − $80 ÷ 26 ($3.08) = $38.72.
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'MarriedFilingJointly', totalAllowances: 80 } }).regular).toBe('38.72');
    // Column (B): $2,100 − $750 = $1,350 x 3.80% = $51.30 − $160 ÷ 26 ($6.15) = $45.15.
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'HeadOfHousehold', totalAllowances: '160' } }).regular).toBe('45.15');
  });

  it('derives every printed deduction from the annual ones', () => {
    // [periods, A, B, C] as printed (openbooks' transcription).
    const rows: Array<[number, string, string, string]> = [
      [260, '50.00', '75.00', '100.00'], [52, '250.00', '375.00', '500.00'], [26, '500.00', '750.00', '1000.00'],
      [24, '541.67', '812.50', '1083.33'], [12, '1083.33', '1625.00', '2166.67'], [1, '13000.00', '19500.00', '26000.00'],
    ];
    for (const [periods, a, b, c] of rows) {
      expect([periods, ...(['A', 'B', 'C'] as const).map((col) => iaPeriodDeduction(IA_2026, col, periods).toFixed(2))]).toEqual([periods, a, b, c]);
    }
  });

  it('uses column (A) for a joint filer whose spouse has earned income, and without an IA W-4 (no allowances)', () => {
    // $2,100 − $500 = $1,600 x 3.80% = $60.80.
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100) }).regular).toBe('60.80');
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'MarriedFilingJointly', spouseHasEarnedIncome: true } }).regular).toBe('60.80');
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: {} }).regular).toBe('60.80');
    // Weekly $240 (below the $250 deduction): nothing.
    expect(ia({ ...WEEKLY, regularWages: new Decimal(240) }).regular).toBe('0.00');
  });

  it('annualizes a period the formula prints no deduction for (quarterly)', () => {
    // $6,000 x 4 = $24,000 − $13,000 = $11,000 x 3.80% = $418.00 − $40 = $378.00 ÷ 4 = $94.50.
    expect(ia({ ...QUARTERLY, regularWages: new Decimal(6000), certificate: { filingStatus: 'Other', totalAllowances: 40 } }).regular).toBe('94.50');
  });

  it('withholds 3.80% on supplemental wages when federal uses the flat rate, the formula when federal aggregates', () => {
    // Flat (default): $500 x 3.80% = $19.00; regular $400 is below the $500 deduction.
    const certificate = { filingStatus: 'Other', totalAllowances: 40 };
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(400), supplementalWages: new Decimal(500), certificate })).toEqual({ regular: '0.00', supplemental: '19.00' });
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(400), supplementalWages: new Decimal(500), certificate, federalSupplementalMethod: 'Flat' }).supplemental).toBe('19.00');
    // Aggregate: $900 − $500 = $400 x 3.80% = $15.20 − $1.54 = $13.66; regular alone $0: supplemental $13.66.
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(400), supplementalWages: new Decimal(500), certificate, federalSupplementalMethod: 'Aggregate' })).toEqual({ regular: '0.00', supplemental: '13.66' });
  });

  it('adds line 8 after the formula; nothing for an exempt IA W-4 or without wages', () => {
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'Other', totalAllowances: 40, additionalWithholding: 5.5 } }).regular).toBe('64.76');
    expect(ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(ia({ ...BIWEEKLY, certificate: { additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        ia({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ filingStatus: 'Single' })).toBe('certificate.filingStatus');
    expect(field({ totalAllowances: -40 })).toBe('certificate.totalAllowances');
    expect(field({ spouseHasEarnedIncome: 'no' })).toBe('certificate.spouseHasEarnedIncome');
    expect(field({ allowances: 2 })).toBe('certificate.allowances');
    expect(() => ia({ ...BIWEEKLY, year: 2024, regularWages: new Decimal(2100) })).toThrow(InvalidEngineInputError);
    expect(iaWithholding.years).toEqual([2025, 2026]);
  });

  it("on the item: the bonus at 3.80% under the federal flat rate, aggregated under the federal aggregate method", () => {
    const run = (supplementalTaxMethod: 'Flat' | 'Aggregate') =>
      computeEmployeeItem(
        { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 400, bonus: 500 }], supplementalTaxMethod },
        { payday: '2026-03-13', frequency: 'Biweekly', states: { workStates: ['IA'], residenceState: 'IA' }, suiRates: { IA: '1' }, stateCertificates: { IA: { filingStatus: 'Other', totalAllowances: 40 } } },
      ).stateTaxes.find((t) => t.code === 'ia_sit')!;
    expect([run('Flat').amount.toFixed(2), run('Flat').supplementalAmount!.toFixed(2)]).toEqual(['19.00', '19.00']);
    expect([run('Aggregate').amount.toFixed(2), run('Aggregate').supplementalAmount!.toFixed(2)]).toEqual(['13.66', '13.66']);
  });
});

describe('Iowa (2025 withholding formula: 3.80%, deductions $12,000 / $18,050 / $24,050)', () => {
  const ia25 = (input: IaInput) => ia({ year: 2025, ...input });

  it('biweekly $2,100 in each column, worked by hand (no example of the 2025 formula was read)', () => {
    // (A) Other, W $40: D = $12,000 ÷ 26 = $461.54; $2,100 − $461.54 = $1,638.46 x 3.80% = $62.26148 -> $62.26;
    // less $40 ÷ 26 = $1.54: $60.72.
    expect(ia25({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'Other', totalAllowances: 40 } }).regular).toBe('60.72');
    // (C) married filing jointly, spouse without earned income, W $80: D = $24,050 ÷ 26 = $925.00; $1,175.00 x 3.80%
    // = $44.65; less $80 ÷ 26 = $3.08: $41.57.
    expect(ia25({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'MarriedFilingJointly', totalAllowances: 80 } }).regular).toBe('41.57');
    // (B) head of household, W $160: D = $18,050 ÷ 26 = $694.23; $1,405.77 x 3.80% = $53.41926 -> $53.42; less $160 ÷ 26
    // = $6.15: $47.27.
    expect(ia25({ ...BIWEEKLY, regularWages: new Decimal(2100), certificate: { filingStatus: 'HeadOfHousehold', totalAllowances: 160 } }).regular).toBe('47.27');
  });

  it('without a certificate: column (A), no allowances; weekly $1,000 -> $29.23', () => {
    // D = $12,000 ÷ 52 = $230.77; $769.23 x 3.80% = $29.23074 -> $29.23.
    expect(ia25({ ...WEEKLY, regularWages: new Decimal(1000) }).regular).toBe('29.23');
    expect(iaPeriodDeduction(IA_2025, 'A', 52).toFixed(2)).toBe('230.77');
    expect(iaPeriodDeduction(IA_2025, 'B', 24).toFixed(2)).toBe('752.08'); // $18,050 ÷ 24 = $752.083
    expect(iaPeriodDeduction(IA_2025, 'C', 12).toFixed(2)).toBe('2004.17'); // $24,050 ÷ 12 = $2,004.167
  });

  it('a quarterly period is annualized: $9,000, Other, no allowances -> $228.00', () => {
    // $36,000 − $12,000 = $24,000 x 3.80% = $912.00; ÷ 4 = $228.00.
    expect(ia25({ ...QUARTERLY, regularWages: new Decimal(9000) }).regular).toBe('228.00');
  });

  it('supplemental wages at 3.80% under the federal flat rate', () => {
    // $500 x 3.80% = $19.00.
    expect(ia25({ ...BIWEEKLY, regularWages: new Decimal(2100), supplementalWages: new Decimal(500) }).supplemental).toBe('19.00');
  });

  it('on the item, a 2025 payday: the Iowa line is computed (no state_taxes_not_computed warning)', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 2100 }] },
      { payday: '2025-03-14', frequency: 'Biweekly', states: { workStates: ['IA'], residenceState: 'IA' }, suiRates: { IA: '1' }, stateCertificates: { IA: { filingStatus: 'Other', totalAllowances: 40 } } },
    );
    expect(r.stateTaxes.find((t) => t.code === 'ia_sit')!.amount.toFixed(2)).toBe('60.72');
    expect(r.warnings.filter((w) => w.code === 'state_taxes_not_computed')).toEqual([]);
  });
});

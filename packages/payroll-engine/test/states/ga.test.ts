/**
 * Georgia withholding by the Employer's Tax Guide percentage method (src/states/ga/index.ts). The first three cases
 * are the guide's own worked examples (June 2026 revision, Examples #1 and #2; December 2025 revision's
 * example), as transcribed by the openbooks engine (see src/states/ga/2026.ts); the Table E rows checked are
 * that transcription's. Every other expected figure is worked out by hand in its comment from the cited
 * figures (paydays before May 11, 2026: 5.19%, $24,000 / $12,000 / $12,000, $4,000; from May 11, 2026: 4.99%,
 * $30,000 / $15,000 / $15,000, $5,000; 2025 paydays: 5.39% through June 30, 5.19% from July 1, $24,000 /
 * $12,000 / $12,000, $4,000), rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { gaPeriodAmounts, gaWithholding } from '../../src/states/ga';
import { GA_2026 } from '../../src/states/ga/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;

type GaInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'> & { payday?: string };

function ga(input: GaInput) {
  const r = gaWithholding.withhold({
    year: 2026,
    payday: '2026-06-15',
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

const [DECEMBER_2025, JUNE_2026] = GA_2026.editions;

describe("Georgia (Employer's Tax Guide percentage method)", () => {
  it('reproduces the June 2026 guide Example #1: semi-monthly $2,000, married filing joint one income, 1 dependent, $27.03', () => {
    // "$2,000.00 less $1,250.00 (Table E column (1)) less $208.33 x 1 = $541.67; $541.67 x 0.0499 = 27.03"
    // ($27.029333 -> $27.03).
    const certificate = { filingStatus: 'MarriedFilingJointOneWorking', dependentAllowances: 1 };
    expect(ga({ ...SEMIMONTHLY, regularWages: new Decimal(2000), certificate })).toEqual({ regular: '27.03', supplemental: '0.00' });
  });

  it('reproduces the June 2026 guide Example #2: head of household, biweekly $935, 2 dependents, $0', () => {
    // "$935.00 less $576.92 less $384.62 (2 x $192.31)": below zero, "$0 withheld".
    const certificate = { filingStatus: 'HeadOfHousehold', dependentAllowances: 2 };
    expect(ga({ ...BIWEEKLY, regularWages: new Decimal(935), certificate }).regular).toBe('0.00');
  });

  it('reproduces the December 2025 guide example for paydays before May 11, 2026: $15.79', () => {
    // $1,470.83 − $1,000.00 − $166.67 = $304.16 x 0.0519 = $15.786 -> $15.79.
    const certificate = { filingStatus: 'MarriedFilingJointOneWorking', dependentAllowances: 1 };
    expect(ga({ ...SEMIMONTHLY, payday: '2026-03-15', regularWages: new Decimal('1470.83'), certificate }).regular).toBe('15.79');
  });

  it('derives every printed Table E row of both editions from the annual amounts', () => {
    // [periods, (1) married filing joint, (2) single or head of household, (3) married filing separate, (4) allowance]
    const december: Array<[number, string, string, string, string]> = [
      [52, '461.54', '230.77', '230.77', '76.92'],
      [26, '923.08', '461.54', '461.54', '153.85'],
      [24, '1000.00', '500.00', '500.00', '166.67'],
      [12, '2000.00', '1000.00', '1000.00', '333.33'],
      [4, '6000.00', '3000.00', '3000.00', '1000.00'],
      [2, '12000.00', '6000.00', '6000.00', '2000.00'],
      [1, '24000.00', '12000.00', '12000.00', '4000.00'],
      [365, '65.75', '32.88', '32.88', '10.96'],
    ];
    const june: Array<[number, string, string, string, string]> = [
      [52, '576.92', '288.46', '288.46', '96.15'],
      [26, '1153.85', '576.92', '576.92', '192.31'],
      [24, '1250.00', '625.00', '625.00', '208.33'],
      [12, '2500.00', '1250.00', '1250.00', '416.67'],
      [4, '7500.00', '3750.00', '3750.00', '1250.00'],
      [2, '15000.00', '7500.00', '7500.00', '2500.00'],
      [1, '30000.00', '15000.00', '15000.00', '5000.00'],
      [365, '82.19', '41.10', '41.10', '13.70'],
    ];
    for (const [edition, rows] of [[DECEMBER_2025, december], [JUNE_2026, june]] as const) {
      for (const [periods, joint, single, separate, allowance] of rows) {
        expect(gaPeriodAmounts(edition, 'MarriedFilingJointOneWorking', periods).standardDeduction.toFixed(2)).toBe(joint);
        expect(gaPeriodAmounts(edition, 'Single', periods).standardDeduction.toFixed(2)).toBe(single);
        expect(gaPeriodAmounts(edition, 'HeadOfHousehold', periods).standardDeduction.toFixed(2)).toBe(single);
        expect(gaPeriodAmounts(edition, 'MarriedFilingSeparateOrBothWorking', periods).standardDeduction.toFixed(2)).toBe(separate);
        expect(gaPeriodAmounts(edition, 'Single', periods).allowance.toFixed(2)).toBe(allowance);
      }
    }
  });

  it('switches edition on the payday May 11, 2026; withholds as single with no allowances without a G-4', () => {
    // May 10: $1,000 − $230.77 = $769.23 x 0.0519 = $39.923037 -> $39.92.
    expect(ga({ ...WEEKLY, payday: '2026-05-10', regularWages: new Decimal(1000) }).regular).toBe('39.92');
    // May 11: $1,000 − $288.46 = $711.54 x 0.0499 = $35.505846 -> $35.51.
    expect(ga({ ...WEEKLY, payday: '2026-05-11', regularWages: new Decimal(1000) }).regular).toBe('35.51');
    expect(ga({ ...WEEKLY, payday: '2026-05-11', regularWages: new Decimal(1000), certificate: {} }).regular).toBe('35.51');
  });

  it('picks the Table E column the G-4 status names, and counts Lines 4 and 5 together', () => {
    // June, semi-monthly $3,000. Single (A), both working (B), head of household (D): $625.00;
    // $2,375.00 x 0.0499 = $118.5125 -> $118.51. One working (C): $1,250.00; $1,750 x 0.0499 = $87.325 -> $87.33.
    for (const filingStatus of ['Single', 'MarriedFilingSeparateOrBothWorking', 'HeadOfHousehold']) {
      expect(ga({ ...SEMIMONTHLY, regularWages: new Decimal(3000), certificate: { filingStatus } }).regular).toBe('118.51');
    }
    expect(ga({ ...SEMIMONTHLY, regularWages: new Decimal(3000), certificate: { filingStatus: 'MarriedFilingJointOneWorking' } }).regular).toBe('87.33');
    // 1 dependent + 2 adjustment allowances = 3 x $208.33 = $624.99: $3,000 − $625.00 − $624.99 = $1,750.01
    // x 0.0499 = $87.325499 -> $87.33.
    const certificate = { dependentAllowances: 1, additionalAllowances: '2' };
    expect(ga({ ...SEMIMONTHLY, regularWages: new Decimal(3000), certificate }).regular).toBe('87.33');
  });

  it('aggregates supplemental wages with the regular wages of the period', () => {
    // June, biweekly, single: $576.92. Regular: $1,423.08 x 0.0499 = $71.011692 -> $71.01.
    // Period: $2,423.08 x 0.0499 = $120.911692 -> $120.91. Supplemental: $49.90 (= $1,000 x 4.99%).
    expect(ga({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000) })).toEqual({ regular: '71.01', supplemental: '49.90' });
    // A bonus paid alone: $1,000 − $576.92 = $423.08 x 0.0499 = $21.111692 -> $21.11.
    expect(ga({ ...BIWEEKLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '21.11' });
  });

  it('adds the G-4 Line 6 amount after the rate; nothing on zero wages or for an exempt G-4', () => {
    // Example #1 ($27.03) plus $10.50 = $37.53.
    const certificate = { filingStatus: 'MarriedFilingJointOneWorking', dependentAllowances: 1, additionalWithholding: '10.50' };
    expect(ga({ ...SEMIMONTHLY, regularWages: new Decimal(2000), certificate }).regular).toBe('37.53');
    expect(ga({ ...SEMIMONTHLY, certificate })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(ga({ ...SEMIMONTHLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(500), certificate: { exempt: true } })).toEqual({
      regular: '0.00',
      supplemental: '0.00',
    });
  });

  it('needs the payday to choose the 2026 edition, except for a payment without wages', () => {
    const noPayday = () =>
      gaWithholding.withhold({ year: 2026, ...WEEKLY, regularWages: new Decimal(1000), supplementalWages: new Decimal(0) });
    expect(noPayday).toThrow(expect.objectContaining({ code: 'invalid_engine_input', field: 'payday' }));
    expect(() => ga({ ...WEEKLY, payday: '2025-12-31', regularWages: new Decimal(1000) })).toThrow(expect.objectContaining({ field: 'payday' }));
    // The employee-form check withholds on zero wages with the certificate only.
    const zero = gaWithholding.withhold({ year: 2026, ...BIWEEKLY, regularWages: new Decimal(0), supplementalWages: new Decimal(0), certificate: { dependentAllowances: 2 } });
    expect([zero.regular.toFixed(2), zero.supplemental.toFixed(2)]).toEqual(['0.00', '0.00']);
  });

  it('uses 5.39% for 2025 paydays through June 30 and 5.19% from July 1, 2025 ($12,000 / $24,000, $4,000)', () => {
    // Not published examples. Weekly $1,000, no G-4: $1,000 − $230.77 = $769.23.
    // June 30: x 0.0539 = $41.461497 -> $41.46. July 1: x 0.0519 = $39.923037 -> $39.92.
    expect(ga({ ...WEEKLY, year: 2025, payday: '2025-06-30', regularWages: new Decimal(1000) }).regular).toBe('41.46');
    expect(ga({ ...WEEKLY, year: 2025, payday: '2025-07-01', regularWages: new Decimal(1000) }).regular).toBe('39.92');
    // Semi-monthly $1,470.83, married filing joint one income, 1 dependent, March 2025: $304.16 (as the
    // December 2025 example) x 0.0539 = $16.394224 -> $16.39.
    const certificate = { filingStatus: 'MarriedFilingJointOneWorking', dependentAllowances: 1 };
    expect(ga({ ...SEMIMONTHLY, year: 2025, payday: '2025-03-14', regularWages: new Decimal('1470.83'), certificate }).regular).toBe('16.39');
  });

  it('declares its years and exclusions', () => {
    expect(gaWithholding.state).toBe('GA');
    expect(gaWithholding.years).toEqual([2025, 2026]);
    expect(gaWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const base = { ...WEEKLY, regularWages: new Decimal(800) };
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        ga({ ...base, certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ allowances: 1 })).toBe('certificate.allowances');
    expect(fieldOf({ filingStatus: 'A' })).toBe('certificate.filingStatus');
    expect(fieldOf({ dependentAllowances: 1.5 })).toBe('certificate.dependentAllowances');
    expect(fieldOf({ additionalAllowances: -1 })).toBe('certificate.additionalAllowances');
    expect(fieldOf({ additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ exempt: 'no' })).toBe('certificate.exempt');
    expect(() => ga({ ...base, year: 2024, payday: '2024-06-15' })).toThrow(expect.objectContaining({ field: 'year' }));
  });
});

/**
 * Kansas withholding by the KW-100 percentage method (src/states/ks/index.ts). The first case is KW-100's own
 * example (as transcribed in src/states/ks/2026.ts); the period tables are checked against the rows the
 * openbooks engine transcribed from the tables for wages paid on and after July 1, 2024; every other expected
 * figure is worked out by hand in its comment from the cited figures (allowances $9,160 first Single, $18,320
 * first two Joint, $2,320 each further; annual Single 0 to $3,605, 5.2% to $26,605, $1,196 + 5.58% above;
 * Joint $8,240 / $54,240 / $2,392), rounding half-up to the cent.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { ksAllowance, ksPeriodTable, ksWithholding, readK4 } from '../../src/states/ks';
import { KS_2025, KS_2026 } from '../../src/states/ks/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;

function ks(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>, year = 2026) {
  const r = ksWithholding.withhold({ year, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Kansas (KW-100 percentage method)', () => {
  it("KW-100's example: semimonthly $2,000, Joint, 3 allowances: $41.44", () => {
    // $763.33 + $96.67 = $860; $2,000 − $860 = $1,140; 5.2% x ($1,140 − $343) = $41.444 -> $41.44.
    expect(ksAllowance(KS_2026, readK4({ allowanceRate: 'Joint', allowances: 3 }), 24).toFixed(2)).toBe('860.00');
    expect(ks({ ...SEMIMONTHLY, regularWages: new Decimal(2000), certificate: { allowanceRate: 'Joint', allowances: 3 } })).toEqual({ regular: '41.44', supplemental: '0.00' });
    // 2025 has the same tables.
    expect(ks({ ...SEMIMONTHLY, regularWages: new Decimal(2000), certificate: { allowanceRate: 'Joint', allowances: 3 } }, 2025).regular).toBe('41.44');
    expect(KS_2025.schedules).toEqual(KS_2026.schedules);
  });

  it('the period tables and allowances are the printed ones; the rows are the statute plus the standard deduction', () => {
    // Printed (openbooks KS_TABLES): [Joint, Single, dependent allowance], Single rows, Married rows.
    const printed: Array<[number, string[], string[], string[]]> = [
      [52, ['352.31', '176.15', '44.62'], ['69', '512', '23.00'], ['158', '1043', '46.00']],
      [26, ['704.62', '352.31', '89.23'], ['139', '1023', '46.00'], ['317', '2086', '92.00']],
      [24, ['763.33', '381.67', '96.67'], ['150', '1109', '49.83'], ['343', '2260', '99.67']],
      [12, ['1526.67', '763.33', '193.33'], ['300', '2217', '99.67'], ['687', '4520', '199.33']],
      [4, ['4580.00', '2290.00', '580.00'], ['901', '6651', '299.00'], ['2060', '13560', '598.00']],
      [2, ['9160.00', '4580.00', '1160.00'], ['1803', '13303', '598.00'], ['4120', '27120', '1196.00']],
      [1, ['18320.00', '9160.00', '2320.00'], ['3605', '26605', '1196.00'], ['8240', '54240', '2392.00']],
      [260, ['70.46', '35.23', '8.92'], ['14', '102', '4.60'], ['32', '209', '9.20']],
    ];
    for (const [periods, allowances, single, joint] of printed) {
      const k4 = (allowanceRate: 'Single' | 'Joint', n: number) => readK4({ allowanceRate, allowances: n });
      expect([periods, ksAllowance(KS_2026, k4('Joint', 2), periods).toFixed(2), ksAllowance(KS_2026, k4('Single', 1), periods).toFixed(2), ksAllowance(KS_2026, k4('Single', 2), periods).minus(ksAllowance(KS_2026, k4('Single', 1), periods)).toFixed(2)]).toEqual([periods, ...allowances]);
      const s = ksPeriodTable(KS_2026, 'Single', periods);
      const j = ksPeriodTable(KS_2026, 'Joint', periods);
      expect([periods, s[0].over, s[1].over, s[1].base]).toEqual([periods, ...single]);
      expect([periods, j[0].over, j[1].over, j[1].base]).toEqual([periods, ...joint]);
    }
    // K.S.A. 79-32,110: 5.2% up to $23,000 ($46,000 joint): $1,196 ($2,392); plus the deduction $3,605 ($8,240).
    expect(new Decimal(23000).times('0.052').toFixed(2)).toBe('1196.00');
    expect(new Decimal(46000).times('0.052').toFixed(2)).toBe('2392.00');
    expect(new Decimal(3605).plus(23000).toString()).toBe(KS_2026.schedules.Single[1].over);
    expect(new Decimal(8240).plus(46000).toString()).toBe(KS_2026.schedules.Joint[1].over);
  });

  it('allowances by rate: Single first $9,160, Joint first two $18,320 (one alone $9,160), then $2,320 each', () => {
    // Biweekly: Single 2 (head of household) $352.31 + $89.23 = $441.54; Joint 1 $352.31; Joint 4 $704.62 + 2 x
    // $89.23 = $883.08.
    expect(ksAllowance(KS_2026, readK4({ allowanceRate: 'Single', allowances: 2 }), 26).toFixed(2)).toBe('441.54');
    expect(ksAllowance(KS_2026, readK4({ allowanceRate: 'Joint', allowances: 1 }), 26).toFixed(2)).toBe('352.31');
    expect(ksAllowance(KS_2026, readK4({ allowanceRate: 'Joint', allowances: 4 }), 26).toFixed(2)).toBe('883.08');
    expect(ksAllowance(KS_2026, readK4(undefined), 26).toFixed(2)).toBe('0.00');
  });

  it('both rates and both rows; no K-4 is Single with no allowances', () => {
    // Biweekly $2,500 Single 1: $2,147.69; $46.00 + 5.58% x $1,124.69 = $108.758 -> $108.76.
    expect(ks({ ...BIWEEKLY, regularWages: new Decimal(2500), certificate: { allowanceRate: 'Single', allowances: 1 } }).regular).toBe('108.76');
    // Biweekly $2,500 Joint 2: $1,795.38; 5.2% x ($1,795.38 − $317) = $76.876 -> $76.88.
    expect(ks({ ...BIWEEKLY, regularWages: new Decimal(2500), certificate: { allowanceRate: 'Joint', allowances: 2 } }).regular).toBe('76.88');
    // No K-4: $46.00 + 5.58% x ($2,500 − $1,023) = $128.417 -> $128.42.
    expect(ks({ ...BIWEEKLY, regularWages: new Decimal(2500) }).regular).toBe('128.42');
    // Weekly $200 Single 1: $23.85, below $69: nothing.
    expect(ks({ ...WEEKLY, regularWages: new Decimal(200), certificate: { allowances: 1 } }).regular).toBe('0.00');
  });

  it('supplemental wages are aggregated with the period', () => {
    // The example with a $1,000 bonus: $3,000 − $860 = $2,140; $2,140 < $2,260: 5.2% x $1,797 = $93.444 ->
    // $93.44; supplemental $93.44 − $41.44 = $52.00.
    expect(ks({ ...SEMIMONTHLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate: { allowanceRate: 'Joint', allowances: 3 } })).toEqual({ regular: '41.44', supplemental: '52.00' });
  });

  it('the additional amount adds; exempt withholds nothing', () => {
    expect(ks({ ...SEMIMONTHLY, regularWages: new Decimal(2000), certificate: { allowanceRate: 'Joint', allowances: 3, additionalWithholding: 10 } }).regular).toBe('51.44');
    expect(ks({ ...SEMIMONTHLY, regularWages: new Decimal(2000), certificate: { exempt: true, additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const bad = (certificate: Record<string, unknown>) => () => ks({ ...WEEKLY, regularWages: new Decimal(100), certificate });
    expect(bad({ allowanceRate: 'Married' })).toThrow(InvalidEngineInputError);
    expect(bad({ allowanceRate: 'Married' })).toThrow(/certificate\.allowanceRate/);
    expect(bad({ filingStatus: 'Single' })).toThrow(/certificate\.filingStatus/);
    expect(bad({ allowances: 'two' })).toThrow(/certificate\.allowances/);
    expect(() => ksWithholding.withhold({ year: 2024, ...WEEKLY, regularWages: new Decimal(100), supplementalWages: new Decimal(0) })).toThrow(/no Kansas withholding figures for 2024/);
    expect(ksWithholding.years).toEqual([2025, 2026]);
  });
});

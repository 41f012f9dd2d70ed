/**
 * New York State withholding, Publication NYS-50-T-NYS Method II (exact calculation method).
 *
 * The publication's own worked examples ("Method II, Exact Calculation Method, Examples", Single and Married,
 * pp. 16 and 18 of NYS-50-T-NYS (1/26)) are read through two public transcriptions (see src/states/ny/2026.ts);
 * every other expected figure is worked out by hand in the comment above it from the figures of
 * src/states/ny/2025.ts / ny/2026.ts, rounding the step-4 product half-up to the cent. None is copied from
 * the module's output.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import type { PayFrequency } from '../../src/types';
import {
  nyExactCalculation,
  nyWithholding,
  periodTable,
  type NyTable,
  type NyTablePeriod,
} from '../../src/states/ny';
import { NY_2025 } from '../../src/states/ny/2025';
import { NY_2026 } from '../../src/states/ny/2026';

const PERIODS: Record<PayFrequency, number> = { Weekly: 52, Biweekly: 26, Semimonthly: 24, Monthly: 12, Quarterly: 4, Annually: 1 };

function withhold(
  year: number,
  frequency: PayFrequency,
  regular: string,
  supplemental = '0',
  certificate?: Record<string, unknown>,
): { regular: string; supplemental: string } {
  const r = nyWithholding.withhold({
    year,
    frequency,
    periodsPerYear: PERIODS[frequency],
    regularWages: new Decimal(regular),
    supplementalWages: new Decimal(supplemental),
    certificate,
  });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

function exact(year: typeof NY_2026, table: NyTable, period: NyTablePeriod, allowances: number, wages: string) {
  const r = nyExactCalculation(year, table, period, allowances, new Decimal(wages));
  return { allowance: r.allowance.toFixed(2), net: r.netWages.toFixed(2), amount: r.amount.toFixed(2), method: r.method };
}

describe('NYS-50-T-NYS (1/26) Method II examples (p. 16 Single, p. 18 Married)', () => {
  it('Single Example 1: weekly $400, 3 exemptions -> $8.01', () => {
    // "$400 - $200.05 = $199.95"; line 2; $199.95 - $163 = $36.95; x .0440 = $1.63; + $6.38 = $8.01.
    expect(exact(NY_2026, 'Single', 'Weekly', 3, '400')).toEqual({ allowance: '200.05', net: '199.95', amount: '8.01', method: 'II' });
  });

  it('Single Example 2: semimonthly $5,000, 1 exemption -> $258.50 (the publication prints $258.51)', () => {
    // $5,000 - $350.00 = $4,650; line 7: $4,650 - $4,485 = $165.00; x .0753 = $12.4245, which the publication
    // prints as $12.43 (half-up gives $12.42); + $246.08. Its Married Example 2 truncates instead
    // ($4.157 -> $4.15), so no single rounding rule gives both printed cents; half-up matches the other six.
    expect(exact(NY_2026, 'Single', 'Semimonthly', 1, '5000')).toEqual({ allowance: '350.00', net: '4650.00', amount: '258.50', method: 'II' });
  });

  it('Single Example 3: monthly $50,000, 3 exemptions -> $3,576.63', () => {
    // $50,000 - $866.60 = $49,133.40; line 10: - $22,117 = $27,016.40; x .0735 = $1,985.71; + $1,590.92.
    expect(exact(NY_2026, 'Single', 'Monthly', 3, '50000')).toEqual({ allowance: '866.60', net: '49133.40', amount: '3576.63', method: 'II' });
  });

  it('Single Example 4: daily $750, 2 exemptions -> $44.10', () => {
    // $750 - $36.15 = $713.85; line 8 (at least $606): $107.85 x .0640 = $6.90; + $37.20.
    expect(exact(NY_2026, 'Single', 'Daily', 2, '750')).toEqual({ allowance: '36.15', net: '713.85', amount: '44.10', method: 'II' });
  });

  it('Married Example 1: weekly $400, 4 exemptions -> $6.69', () => {
    // $400 - $229.90 = $170.10; line 2: $7.10 x .0440 = $0.31; + $6.38.
    expect(exact(NY_2026, 'Married', 'Weekly', 4, '400')).toEqual({ allowance: '229.90', net: '170.10', amount: '6.69', method: 'II' });
  });

  it('Married Example 2: semimonthly $5,000, 3 exemptions -> $248.12 (the publication prints $248.11)', () => {
    // $5,000 - $456.20 = $4,543.80; line 7: - $4,485 = $58.80; x .0707 = $4.157, printed $4.15 (truncated);
    // half-up $4.16; + $243.96 = $248.12.
    expect(exact(NY_2026, 'Married', 'Semimonthly', 3, '5000')).toEqual({ allowance: '456.20', net: '4543.80', amount: '248.12', method: 'II' });
  });

  it('Married Example 3: monthly $50,000, 3 exemptions -> $3,622.09', () => {
    // $50,000 - $912.40 = $49,087.60; line 11: - $31,100 = $17,987.60; x .0735 = $1,322.09; + $2,300.00.
    expect(exact(NY_2026, 'Married', 'Monthly', 3, '50000')).toEqual({ allowance: '912.40', net: '49087.60', amount: '3622.09', method: 'II' });
  });

  it('Married Example 4: daily $750, 2 exemptions -> $44.58', () => {
    // $750 - $38.30 = $711.70; line 8 (at least $606): $105.70 x .0801 = $8.47; + $36.11.
    expect(exact(NY_2026, 'Married', 'Daily', 2, '750')).toEqual({ allowance: '38.30', net: '711.70', amount: '44.58', method: 'II' });
  });

  it('gives the same amounts through the module for the engine frequencies', () => {
    expect(withhold(2026, 'Weekly', '400', '0', { filingStatus: 'Single', allowances: 3 }).regular).toBe('8.01');
    expect(withhold(2026, 'Semimonthly', '5000', '0', { filingStatus: 'Single', allowances: 1 }).regular).toBe('258.50');
    expect(withhold(2026, 'Monthly', '50000', '0', { filingStatus: 'Single', allowances: 3 }).regular).toBe('3576.63');
    expect(withhold(2026, 'Weekly', '400', '0', { filingStatus: 'Married', allowances: 4 }).regular).toBe('6.69');
    expect(withhold(2026, 'Semimonthly', '5000', '0', { filingStatus: 'Married', allowances: 3 }).regular).toBe('248.12');
    expect(withhold(2026, 'Monthly', '50000', '0', { filingStatus: 'Married', allowances: 3 }).regular).toBe('3622.09');
  });
});

describe('per-period tables built from the annual rows', () => {
  // NYS-50-T-NYS (1/26) Tables II-A..II-D as printed (transcription (2) of src/states/ny/2026.ts):
  // [column 1 "at least", column 4 rate, column 5 amount].
  const PRINTED: Record<'Weekly' | 'Biweekly' | 'Semimonthly' | 'Monthly', Record<NyTable, [number, string, string][]>> = {
    Weekly: {
      Single: [[0, '0.039', '0.00'], [163, '0.044', '6.38'], [225, '0.0515', '9.08'], [267, '0.054', '11.27'], [1551, '0.059', '80.58'], [1862, '0.0703', '98.90'], [2070, '0.0753', '113.58'], [3032, '0.064', '186.02'], [4142, '0.1144', '257.10'], [5104, '0.0735', '367.13']],
      Married: [[0, '0.039', '0.00'], [163, '0.044', '6.38'], [225, '0.0515', '9.08'], [267, '0.054', '11.27'], [1551, '0.059', '80.58'], [1862, '0.0657', '98.90'], [2070, '0.0707', '112.60'], [3032, '0.0801', '180.54'], [4068, '0.064', '263.62'], [6215, '0.1349', '401.04'], [7177, '0.0735', '530.77'], [20722, '0.0765', '1526.33']],
    },
    Biweekly: {
      Single: [[0, '0.039', '0.00'], [327, '0.044', '12.77'], [450, '0.0515', '18.15'], [535, '0.054', '22.54'], [3102, '0.059', '161.15'], [3723, '0.0703', '197.81'], [4140, '0.0753', '227.15'], [6063, '0.064', '372.04'], [8285, '0.1144', '514.19'], [10208, '0.0735', '734.27']],
      Married: [[0, '0.039', '0.00'], [327, '0.044', '12.77'], [450, '0.0515', '18.15'], [535, '0.054', '22.54'], [3102, '0.059', '161.15'], [3723, '0.0657', '197.81'], [4140, '0.0707', '225.19'], [6063, '0.0801', '361.08'], [8137, '0.064', '527.23'], [12431, '0.1349', '802.08'], [14354, '0.0735', '1061.54'], [41444, '0.0765', '3052.65']],
    },
    Semimonthly: {
      Single: [[0, '0.039', '0.00'], [354, '0.044', '13.83'], [488, '0.0515', '19.67'], [579, '0.054', '24.42'], [3360, '0.059', '174.58'], [4033, '0.0703', '214.29'], [4485, '0.0753', '246.08'], [6569, '0.064', '403.04'], [8975, '0.1144', '557.04'], [11058, '0.0735', '795.46']],
      Married: [[0, '0.039', '0.00'], [354, '0.044', '13.83'], [488, '0.0515', '19.67'], [579, '0.054', '24.42'], [3360, '0.059', '174.58'], [4033, '0.0657', '214.29'], [4485, '0.0707', '243.96'], [6569, '0.0801', '391.17'], [8815, '0.064', '571.17'], [13467, '0.1349', '868.92'], [15550, '0.0735', '1150.00'], [44898, '0.0765', '3307.04']],
    },
    Monthly: {
      Single: [[0, '0.039', '0.00'], [708, '0.044', '27.67'], [975, '0.0515', '39.33'], [1158, '0.054', '48.83'], [6721, '0.059', '349.17'], [8067, '0.0703', '428.58'], [8971, '0.0753', '492.17'], [13138, '0.064', '806.08'], [17950, '0.1144', '1114.08'], [22117, '0.0735', '1590.92']],
      Married: [[0, '0.039', '0.00'], [708, '0.044', '27.67'], [975, '0.0515', '39.33'], [1158, '0.054', '48.83'], [6721, '0.059', '349.17'], [8067, '0.0657', '428.58'], [8971, '0.0707', '487.92'], [13138, '0.0801', '782.33'], [17629, '0.064', '1142.33'], [26933, '0.1349', '1737.83'], [31100, '0.0735', '2300.00'], [89796, '0.0765', '6614.08']],
    },
  };
  // The per-period line from which Method III applies (annual $1,077,550 / $2,155,350 over the periods).
  const METHOD_III_FROM = { Weekly: [20722, 41449], Biweekly: [41444, 82898], Semimonthly: [44898, 89806], Monthly: [89796, 179613] };

  it('reproduces all 88 printed 2026 rows and the Method III limits', () => {
    for (const period of ['Weekly', 'Biweekly', 'Semimonthly', 'Monthly'] as const) {
      (['Single', 'Married'] as const).forEach((table, i) => {
        const built = periodTable(NY_2026, table, period);
        expect(built.rows.map((r) => [r.atLeast.toNumber(), r.rate.toString(), r.base.toFixed(2)])).toEqual(
          PRINTED[period][table].map(([a, rate, base]) => [a, new Decimal(rate).toString(), base]),
        );
        expect(built.methodIIIFrom.toNumber()).toBe(METHOD_III_FROM[period][i]);
      });
    }
  });
});

describe('2026 module cases (worked by hand)', () => {
  it('applies the default without an IT-2104: Single, zero allowances', () => {
    // Weekly $1,000: - $142.30 = $857.70; line 4 (at least $267): $590.70 x .054 = $31.8978 -> $31.90; + $11.27.
    expect(withhold(2026, 'Weekly', '1000')).toEqual({ regular: '43.17', supplemental: '0.00' });
  });

  it('maps Head of household and "Married, but withhold at higher single rate" to the Single tables', () => {
    expect(withhold(2026, 'Weekly', '400', '0', { filingStatus: 'HeadOfHousehold', allowances: 3 }).regular).toBe('8.01');
    expect(withhold(2026, 'Weekly', '400', '0', { filingStatus: 'MarriedWithholdAtHigherSingleRate', allowances: 3 }).regular).toBe('8.01');
  });

  it('adds the IT-2104 line 3 New York State amount to the regular withholding', () => {
    // Single Example 1, $8.01, + $10.00.
    expect(withhold(2026, 'Weekly', '400', '0', { filingStatus: 'Single', allowances: 3, additionalWithholding: '10' }).regular).toBe('18.01');
  });

  it('computes biweekly from Table II-B', () => {
    // Married, 1: $3,000 - ($305.80 + $38.50) = $2,655.70; line 4 (at least $535): $2,120.70 x .054 =
    // $114.5178 -> $114.52; + $22.54.
    expect(withhold(2026, 'Biweekly', '3000', '0', { filingStatus: 'Married', allowances: 1 }).regular).toBe('137.06');
  });

  it('converts quarterly payrolls through the monthly table (factor 3)', () => {
    // Married, 2: $6,750 / 3 = $2,250; - ($662.50 + 2 x $83.30) = $1,420.90; line 4: $262.90 x .054 = $14.1966
    // -> $14.20; + $48.83 = $63.03; x 3.
    expect(withhold(2026, 'Quarterly', '6750', '0', { filingStatus: 'Married', allowances: 2 }).regular).toBe('189.09');
  });

  it('converts annual payrolls through the monthly table (factor 12)', () => {
    // Single, 0: $60,000 / 12 = $5,000; - $616.70 = $4,383.30; line 4: $3,225.30 x .054 = $174.1662 -> $174.17;
    // + $48.83 = $223.00; x 12.
    expect(withhold(2026, 'Annually', '60000', '0', { filingStatus: 'Single', allowances: 0 }).regular).toBe('2676.00');
  });

  it('stays on Method II just below the top line and switches to Method III at it', () => {
    // Weekly Single: $20,142.30 - $142.30 = $20,000 < $20,722; line 10: $14,896 x .0735 = $1,094.856 -> $1,094.86;
    // + $367.13.
    expect(exact(NY_2026, 'Single', 'Weekly', 0, '20142.30')).toMatchObject({ amount: '1461.99', method: 'II' });
    // Monthly Single: $120,000 - $616.70 = $119,383.30 >= $89,796; annualized $1,432,599.60 < $5,000,000 ->
    // 10.45%: $11,938.33 + $537.22485 = $12,475.55485 -> $12,475.55.
    expect(exact(NY_2026, 'Single', 'Monthly', 0, '120000')).toMatchObject({ amount: '12475.55', method: 'III' });
    // Annualized $6,000,000 of net wages: 11.10%. Monthly $500,616.70 - $616.70 = $500,000 x .1110.
    expect(exact(NY_2026, 'Single', 'Monthly', 0, '500616.70')).toMatchObject({ amount: '55500.00', method: 'III' });
  });

  it('withholds 11.70% on supplemental wages paid with taxed regular wages', () => {
    // $500 x .1170 = $58.50; the regular $1,000 as the default case above.
    expect(withhold(2026, 'Weekly', '1000', '500')).toEqual({ regular: '43.17', supplemental: '58.50' });
    // A bonus paid alone: $1,000 x .1170.
    expect(withhold(2026, 'Weekly', '0', '1000', { filingStatus: 'Married', allowances: 2 })).toEqual({ regular: '0.00', supplemental: '117.00' });
  });

  it('aggregates supplemental wages with regular wages from which nothing is withheld', () => {
    // Regular $100 < $142.30: $0. Aggregate $600 - $142.30 = $457.70; line 4: $190.70 x .054 = $10.2978
    // -> $10.30; + $11.27 = $21.57; less $0.
    expect(withhold(2026, 'Weekly', '100', '500')).toEqual({ regular: '0.00', supplemental: '21.57' });
  });

  it('withholds nothing on zero wages, below the allowance, or with an IT-2104-E', () => {
    expect(withhold(2026, 'Weekly', '0', '0', { filingStatus: 'Single', allowances: 0, additionalWithholding: '10' })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // $142.30 - $142.30 = $0 net wages.
    expect(withhold(2026, 'Weekly', '142.30')).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(withhold(2026, 'Weekly', '1000', '500', { filingStatus: 'Single', exempt: true })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });
});

describe('2025 (NYS-50-T-NYS (1/23)) cases (worked by hand; the 1/23 printed examples were not readable)', () => {
  it('Single Example 1 facts: weekly $400, 3 exemptions -> $8.20', () => {
    // $199.95 net; line 2 (at least $8,500 / 52 = $163; column 5 $340 / 52 = $6.54): $36.95 x .0450 = $1.66275
    // -> $1.66; + $6.54.
    expect(withhold(2025, 'Weekly', '400', '0', { filingStatus: 'Single', allowances: 3 }).regular).toBe('8.20');
  });

  it('Single Example 2 facts: semimonthly $5,000, 1 exemption -> $263.19', () => {
    // $4,650 net; line 7 (at least $107,650 / 24 = $4,485; column 5 $6,014 / 24 = $250.58): $165 x .0764 =
    // $12.606 -> $12.61; + $250.58.
    expect(withhold(2025, 'Semimonthly', '5000', '0', { filingStatus: 'Single', allowances: 1 }).regular).toBe('263.19');
  });

  it('Single and Married Example 3 facts: monthly $50,000, 3 exemptions', () => {
    // Single: $49,133.40; line 10 ($265,400 / 12 = $22,117; $19,092 / 12 = $1,591.00): $27,016.40 x .0735 =
    // $1,985.7054 -> $1,985.71; + $1,591.00.
    expect(withhold(2025, 'Monthly', '50000', '0', { filingStatus: 'Single', allowances: 3 }).regular).toBe('3576.71');
    // Married: $49,087.60; line 11 ($373,200 / 12 = $31,100; $27,599 / 12 = $2,299.92): $17,987.60 x .0735 =
    // $1,322.0886 -> $1,322.09; + $2,299.92.
    expect(withhold(2025, 'Monthly', '50000', '0', { filingStatus: 'Married', allowances: 3 }).regular).toBe('3622.01');
  });

  it('applies the default certificate and the 11.70% supplemental rate', () => {
    // Weekly $1,000 - $142.30 = $857.70; line 4 (at least $13,900 / 52 = $267; $600 / 52 = $11.54):
    // $590.70 x .0550 = $32.4885 -> $32.49; + $11.54. Supplemental $500 x .1170.
    expect(withhold(2025, 'Weekly', '1000', '500')).toEqual({ regular: '44.03', supplemental: '58.50' });
  });

  it('uses the 1/23 Method III limit: monthly single net $89,796 is Method III at 10.45%', () => {
    // $90,412.70 - $616.70 = $89,796 >= $1,077,550 / 12 = $89,796 (to the dollar): $89,796 x .1045 = $9,383.682.
    expect(withhold(2025, 'Monthly', '90412.70').regular).toBe('9383.68');
  });
});

describe('certificate and year checks', () => {
  it('declares its years and exclusions', () => {
    expect(nyWithholding.state).toBe('NY');
    expect(nyWithholding.years).toEqual([2025, 2026]);
    expect(nyWithholding.excludes).toEqual({ section125: true, retirement401k: true });
    expect([NY_2025.supplementalRate, NY_2026.supplementalRate]).toEqual(['0.1170', '0.1170']);
  });

  it.each([
    [{ allowances: 1 }, 'certificate.filingStatus'],
    [{ filingStatus: 'Widow' }, 'certificate.filingStatus'],
    [{ filingStatus: 'Single', allowances: 1.5 }, 'certificate.allowances'],
    [{ filingStatus: 'Single', allowances: -1 }, 'certificate.allowances'],
    [{ filingStatus: 'Single', allowances: 'two' }, 'certificate.allowances'],
    [{ filingStatus: 'Single', additionalWithholding: '-5' }, 'certificate.additionalWithholding'],
    [{ filingStatus: 'Single', exempt: 'yes' }, 'certificate.exempt'],
    // A misspelt or foreign field is refused, not silently ignored (it would withhold as if absent).
    [{ filingStatus: 'Single', allowance: 5 }, 'certificate.allowance'],
    [{ filingStatus: 'Single', additionalAmount: 5 }, 'certificate.additionalAmount'],
  ])('rejects %j naming %s', (certificate, field) => {
    expect(() => withhold(2026, 'Weekly', '400', '0', certificate)).toThrow(InvalidEngineInputError);
    try {
      withhold(2026, 'Weekly', '400', '0', certificate);
    } catch (e) {
      expect((e as InvalidEngineInputError).field).toBe(field);
    }
  });

  it('computes no year it has no tables for', () => {
    expect(() => withhold(2024, 'Weekly', '400')).toThrow(InvalidEngineInputError);
  });
});

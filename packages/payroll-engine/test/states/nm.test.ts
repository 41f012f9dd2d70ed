/**
 * New Mexico withholding by the FYI-104 percentage method tables (src/states/nm/index.ts). The first case is the
 * publication's own worked example; the printed per-period lines come from FYI-104 (REV. 11/2025) Tables 1-5 as
 * transcribed (nm/2026.ts); every other expected figure is worked out by hand in its comment.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { nmPeriodTable, nmWithholding } from '../../src/states/nm';
import { NM_2026, type NmColumn } from '../../src/states/nm/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;
const ANNUAL = { frequency: 'Annually', periodsPerYear: 1 } as const;
const d = (v: Decimal.Value) => new Decimal(v);

function nm(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = nmWithholding.withhold({ year: 2026, regularWages: d(0), supplementalWages: d(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}
const single = { filingStatus: 'Single' };
const married = { filingStatus: 'MarriedFilingJointly' };
const head = { filingStatus: 'HeadOfHousehold' };

/** FYI-104 (REV. 11/2025) Tables 1-5 as printed: each line's "over" amounts, then its bases. */
const PRINTED: Array<[NmColumn, number, string, string]> = [
  ['single', 52, '155,261,395,472,645,799,1126,1434,4193', '0.00,1.59,5.89,8.36,15.80,22.41,37.78,52.24,187.46'],
  ['single', 26, '310,521,790,944,1290,1598,2252,2867,8387', '0.00,3.17,11.79,16.71,31.60,44.83,75.56,104.48,374.92'],
  ['single', 24, '335,565,856,1023,1398,1731,2440,3106,9085', '0.00,3.44,12.77,18.10,34.23,48.56,81.85,113.19,406.17'],
  ['single', 12, '671,1129,1713,2046,2796,3463,4879,6213,18171', '0.00,6.88,25.54,36.21,68.46,97.13,163.71,226.38,812.33'],
  ['single', 4, '2013,3388,5138,6138,8388,10388,14638,18638,54513', '0.00,20.63,76.63,108.63,205.38,291.38,491.13,679.13,2437.00'],
  ['married', 52, '310,463,617,790,1098,1271,1963,2233,6367', '0.00,2.31,7.23,12.77,26.00,33.44,65.98,78.63,281.23'],
  ['married', 26, '619,927,1235,1581,2196,2542,3927,4465,12735', '0.00,4.62,14.46,25.54,52.00,66.88,131.96,157.27,562.46'],
  ['married', 24, '671,1004,1338,1713,2379,2754,4254,4838,13796', '0.00,5.00,15.67,27.67,56.33,72.46,142.96,170.38,609.33'],
  ['married', 12, '1342,2008,2675,3425,4758,5508,8508,9675,27592', '0.00,10.00,31.33,55.33,112.67,144.92,285.92,340.75,1218.67'],
  ['married', 4, '4025,6025,8025,10275,14275,16525,25525,29025,82775', '0.00,30.00,94.00,166.00,338.00,434.75,857.75,1022.25,3656.00'],
  ['headOfHousehold', 52, '232,386,540,713,1021,1194,1886,2155,6290', '0.00,2.31,7.23,12.77,26.00,33.44,65.98,78.63,281.23'],
  ['headOfHousehold', 26, '464,772,1080,1426,2041,2388,3772,4311,12580', '0.00,4.62,14.46,25.54,52.00,66.88,131.96,157.27,562.46'],
  ['headOfHousehold', 24, '503,836,1170,1545,2211,2586,4086,4670,13628', '0.00,5.00,15.67,27.67,56.33,72.46,142.96,170.38,609.33'],
  ['headOfHousehold', 12, '1006,1673,2340,3090,4423,5173,8173,9340,27256', '0.00,10.00,31.33,55.33,112.67,144.92,285.92,340.75,1218.67'],
  ['headOfHousehold', 4, '3019,5019,7019,9269,13269,15519,24519,28019,81769', '0.00,30.00,94.00,166.00,338.00,434.75,857.75,1022.25,3656.00'],
];

describe('New Mexico (FYI-104 percentage method, 2026)', () => {
  it('reproduces the worked example: married, $1,000.00 weekly, $20.00 additional: $41.80', () => {
    // Over $790 but not over $1,098: $12.77 + 4.3% x ($1,000 − $790 = $210) = $12.77 + $9.03 = $21.80; + $20.00.
    expect(nm({ ...WEEKLY, regularWages: d(1000), certificate: { ...married, additionalWithholding: '20.00' } })).toEqual({ regular: '41.80', supplemental: '0.00' });
  });

  it.each(PRINTED)('derives the printed %s table for %i periods from the annual one', (column, periods, overs, bases) => {
    const table = nmPeriodTable(NM_2026, column, periods);
    expect(table.map((l) => l.over).join(',')).toBe(overs);
    expect(table.map((l) => l.base).join(',')).toBe(bases);
  });

  it('single and head of household at $1,000 weekly', () => {
    // Single: over $799: $22.41 + 4.7% x $201 = 22.41 + 9.447 -> $31.86.
    expect(nm({ ...WEEKLY, regularWages: d(1000), certificate: single }).regular).toBe('31.86');
    // Head of household: over $713: $12.77 + 4.3% x $287 = 12.77 + 12.341 -> $25.11.
    expect(nm({ ...WEEKLY, regularWages: d(1000), certificate: head }).regular).toBe('25.11');
  });

  it('a line covers wages over its first amount and not over the next: the top belongs to the lower line', () => {
    expect(nm({ ...WEEKLY, regularWages: d(155), certificate: single }).regular).toBe('0.00');
    // $261: 1.5% x $106 = $1.59.
    expect(nm({ ...WEEKLY, regularWages: d(261), certificate: single }).regular).toBe('1.59');
    // Married $463: 1.5% x $153 = 2.295 -> $2.30 (the lower line); $464: $2.31 + 3.2% x $1 = 2.342 -> $2.34.
    expect(nm({ ...WEEKLY, regularWages: d(463), certificate: married }).regular).toBe('2.30');
    expect(nm({ ...WEEKLY, regularWages: d(464), certificate: married }).regular).toBe('2.34');
  });

  it('every engine frequency reads its own table', () => {
    // Biweekly single $1,000: over $944: $16.71 + 4.3% x $56 = 16.71 + 2.408 -> $19.12.
    expect(nm({ ...BIWEEKLY, regularWages: d(1000), certificate: single }).regular).toBe('19.12');
    // Biweekly married $2,000: over $1,581: $25.54 + 4.3% x $419 = 25.54 + 18.017 -> $43.56.
    expect(nm({ ...BIWEEKLY, regularWages: d(2000), certificate: married }).regular).toBe('43.56');
    // Semimonthly single $340: over $335 (not the misprinted $304 head line): 1.5% x $5 = 0.075 -> $0.08; $320: $0.
    expect(nm({ ...SEMIMONTHLY, regularWages: d(340), certificate: single }).regular).toBe('0.08');
    expect(nm({ ...SEMIMONTHLY, regularWages: d(320), certificate: single }).regular).toBe('0.00');
    // Monthly single $700: 1.5% x $29 = 0.435 -> $0.44 (withheld, though FYI-104 excuses under $1 a month).
    expect(nm({ ...MONTHLY, regularWages: d(700), certificate: single }).regular).toBe('0.44');
    // Quarterly head of household $10,000: over $9,269: $166.00 + 4.3% x $731 = 166 + 31.433 -> $197.43.
    expect(nm({ ...QUARTERLY, regularWages: d(10000), certificate: head }).regular).toBe('197.43');
    // Annual single $50,000: over $41,550: $1,165.50 + 4.7% x $8,450 = 1,165.50 + 397.15 = $1,562.65.
    expect(nm({ ...ANNUAL, regularWages: d(50000), certificate: single }).regular).toBe('1562.65');
    // Annual married $400,000: over $331,100: $14,624 + 5.9% x $68,900 = 14,624 + 4,065.10 = $18,689.10.
    expect(nm({ ...ANNUAL, regularWages: d(400000), certificate: married }).regular).toBe('18689.10');
  });

  it('supplemental wages: a flat 5.9% with the federal flat rate, the table with the federal aggregate method', () => {
    // Single weekly $800 + $200 bonus. Regular: over $799: $22.41 + 4.7% x $1 = 22.457 -> $22.46.
    // Flat: $200 x 5.9% = $11.80.
    expect(nm({ ...WEEKLY, regularWages: d(800), supplementalWages: d(200), certificate: single })).toEqual({ regular: '22.46', supplemental: '11.80' });
    expect(nm({ ...WEEKLY, regularWages: d(800), supplementalWages: d(200), certificate: single, federalSupplementalMethod: 'Flat' }).supplemental).toBe('11.80');
    // Aggregate: the table on $1,000 = $31.86; $31.86 − $22.46 = $9.40.
    expect(nm({ ...WEEKLY, regularWages: d(800), supplementalWages: d(200), certificate: single, federalSupplementalMethod: 'Aggregate' })).toEqual({
      regular: '22.46',
      supplemental: '9.40',
    });
  });

  it('without a New Mexico W-4 copy (and no federal W-4 passed to it): the single column', () => {
    expect(nm({ ...WEEKLY, regularWages: d(1000) }).regular).toBe('31.86');
  });

  it('withholds nothing when exempt or without wages', () => {
    expect(nm({ ...WEEKLY, regularWages: d(1000), supplementalWages: d(100), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(nm({ ...WEEKLY, certificate: { additionalWithholding: 20 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        nm({ ...WEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({ filingStatus: 'Married' })).toBe('certificate.filingStatus');
    expect(field({ additionalWithholding: 'ten' })).toBe('certificate.additionalWithholding');
    expect(field({ exempt: 1 })).toBe('certificate.exempt');
    expect(field({ allowances: 2 })).toBe('certificate.allowances');
    expect(field({ filingStatus: 'HeadOfHousehold', additionalWithholding: '12.50', exempt: false })).toBe('accepted');
  });

  it('has figures for 2026 only', () => {
    expect(nmWithholding.years).toEqual([2026]);
    expect(() => nmWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: d(1000), supplementalWages: d(0) })).toThrow(InvalidEngineInputError);
  });
});

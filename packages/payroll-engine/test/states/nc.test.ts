/**
 * North Carolina withholding by the NC-30 percentage method (src/states/nc/index.ts). The first two cases are NC-30
 * (2026)'s own worked examples (percentage method p. 18 and annualized method p. 19, as transcribed by the
 * openbooks engine, see src/states/nc/2026.ts); every other expected figure is worked out by hand in its
 * comment from the cited figures (2026: 4.09%, $12,750 / $19,125, $2,500; 2025: 4.35%, same amounts), the
 * per-period amounts rounded half-up to cents and the tax to whole dollars.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { ncAnnualizedMethod, ncPercentageMethod, ncPeriodAmounts, ncWithholding } from '../../src/states/nc';
import { NC_2026 } from '../../src/states/nc/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function nc(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = ncWithholding.withhold({
    year: 2026,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('North Carolina (NC-30 percentage method)', () => {
  it('reproduces the NC-30 (2026) percentage method example: weekly $450, single, 2 allowances, $4.00', () => {
    // NC-30 p. 18: $450.00 − $245.19 − 2 x $48.08 ($96.16) = $108.65; $108.65 x .0409 = $4.443785, rounded to
    // the nearest whole dollar: $4.00.
    expect(ncPercentageMethod(NC_2026, 'single', 2, 52, new Decimal(450)).toFixed(2)).toBe('4.00');
    const r = nc({ ...WEEKLY, regularWages: new Decimal(450), certificate: { filingStatus: 'Single', allowances: 2 } });
    expect(r).toEqual({ regular: '4.00', supplemental: '0.00' });
  });

  it('reproduces the NC-30 (2026) annualized method example: the same facts, $4.00', () => {
    // NC-30 p. 19: $450 x 52 = $23,400 − $12,750 − 2 x $2,500 = $5,650; x .0409 = $231.085 -> $231.09;
    // ÷ 52 = $4.444 -> $4.00.
    expect(ncAnnualizedMethod(NC_2026, 'single', 2, 52, new Decimal(450)).toFixed(2)).toBe('4.00');
  });

  it('derives every per-period amount NC-30 (2026) prints from the annual ones', () => {
    // Printed: weekly 245.19 / 367.79 / 48.08, biweekly 490.38 / 735.58 / 96.15, semimonthly 531.25 / 796.88 /
    // 104.17, monthly 1,062.50 / 1,593.75 / 208.33 (standard deduction single, head of household; allowance).
    const printed: Array<[number, string, string, string]> = [
      [52, '245.19', '367.79', '48.08'],
      [26, '490.38', '735.58', '96.15'],
      [24, '531.25', '796.88', '104.17'],
      [12, '1062.50', '1593.75', '208.33'],
    ];
    for (const [periods, single, hoh, allowance] of printed) {
      expect(ncPeriodAmounts(NC_2026, 'single', periods).standardDeduction.toFixed(2)).toBe(single);
      expect(ncPeriodAmounts(NC_2026, 'headOfHousehold', periods).standardDeduction.toFixed(2)).toBe(hoh);
      expect(ncPeriodAmounts(NC_2026, 'single', periods).allowance.toFixed(2)).toBe(allowance);
    }
  });

  it('withholds as Single with no allowances when no NC-4 is on file, rounding to the dollar', () => {
    // $1,000 − $245.19 = $754.81 x .0409 = $30.871729 -> $31.00.
    expect(nc({ ...WEEKLY, regularWages: new Decimal(1000) })).toEqual({ regular: '31.00', supplemental: '0.00' });
    expect(nc({ ...WEEKLY, regularWages: new Decimal(1000), certificate: {} }).regular).toBe('31.00');
  });

  it('uses the head of household table for head of household, the single table for married filing jointly', () => {
    // $1,000 − $367.79 = $632.21 x .0409 = $25.857389 -> $26.00.
    expect(nc({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'HeadOfHousehold' } }).regular).toBe('26.00');
    // "Single Person, Married Person, or Surviving Spouse": $31.00 as for single.
    expect(nc({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('31.00');
  });

  it('monthly, allowances as a digit string', () => {
    // $5,000 − $1,062.50 − 3 x $208.33 ($624.99) = $3,312.51 x .0409 = $135.481659 -> $135.00.
    expect(nc({ ...MONTHLY, regularWages: new Decimal(5000), certificate: { allowances: '3' } }).regular).toBe('135.00');
  });

  it('uses the annualized method for payrolls NC-30 prints no percentage table for', () => {
    // Quarterly $10,000: $40,000 − $12,750 = $27,250 x .0409 = $1,114.525 -> $1,114.53; ÷ 4 = $278.6325 -> $279.00.
    expect(nc({ frequency: 'Quarterly', periodsPerYear: 4, regularWages: new Decimal(10000) }).regular).toBe('279.00');
    // Annual $50,000: $37,250 x .0409 = $1,523.525 -> $1,523.53 -> $1,524.00.
    expect(nc({ frequency: 'Annually', periodsPerYear: 1, regularWages: new Decimal(50000) }).regular).toBe('1524.00');
  });

  it('aggregates supplemental wages with the regular wages of the period (section 12)', () => {
    // Biweekly, single, 1 allowance: $490.38 + $96.15 = $586.53.
    // Regular: $2,000 − $586.53 = $1,413.47 x .0409 = $57.810923 -> $58.00.
    // Period: $3,000 − $586.53 = $2,413.47 x .0409 = $98.710923 -> $99.00. Supplemental: $99 − $58 = $41.00.
    const r = nc({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate: { allowances: 1 } });
    expect(r).toEqual({ regular: '58.00', supplemental: '41.00' });
    // A bonus paid alone, biweekly, no NC-4: $1,000 − $490.38 = $509.62 x .0409 = $20.843458 -> $21.00.
    expect(nc({ ...BIWEEKLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '21.00' });
  });

  it('adds the NC-4 Line 2 amount after the rate, and nothing on zero wages', () => {
    // The p. 18 example ($4.00) plus $10 = $14.00.
    const certificate = { filingStatus: 'Single', allowances: 2, additionalWithholding: 10 };
    expect(nc({ ...WEEKLY, regularWages: new Decimal(450), certificate }).regular).toBe('14.00');
    expect(nc({ ...WEEKLY, certificate })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // Allowances beyond the wages: $200 − $245.19 < 0 -> $0.00.
    expect(nc({ ...WEEKLY, regularWages: new Decimal(200) }).regular).toBe('0.00');
  });

  it('withholds nothing for an employee claiming exemption', () => {
    expect(nc({ ...WEEKLY, regularWages: new Decimal(1000), supplementalWages: new Decimal(500), certificate: { exempt: true } })).toEqual({
      regular: '0.00',
      supplemental: '0.00',
    });
  });

  it('uses the 2025 figures for 2025 (4.35%)', () => {
    // The 2026 example's facts at 4.35% (not a published 2025 example): $108.65 x .0435 = $4.726275 -> $5.00.
    const w = ncWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: new Decimal(450), supplementalWages: new Decimal(0), certificate: { allowances: 2 } });
    expect(w.regular.toFixed(2)).toBe('5.00');
    // Monthly $4,000, no NC-4: $4,000 − $1,062.50 = $2,937.50 x .0435 = $127.78125 -> $128.00.
    const m = ncWithholding.withhold({ year: 2025, ...MONTHLY, regularWages: new Decimal(4000), supplementalWages: new Decimal(0) });
    expect(m.regular.toFixed(2)).toBe('128.00');
  });

  it('declares its years and exclusions', () => {
    expect(ncWithholding.state).toBe('NC');
    expect(ncWithholding.years).toEqual([2025, 2026]);
    expect(ncWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const base = { ...WEEKLY, regularWages: new Decimal(800) };
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        nc({ ...base, certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ exemptions: 1 })).toBe('certificate.exemptions');
    expect(fieldOf({ filingStatus: 'Married' })).toBe('certificate.filingStatus');
    expect(fieldOf({ allowances: 1.5 })).toBe('certificate.allowances');
    expect(fieldOf({ allowances: -1 })).toBe('certificate.allowances');
    expect(fieldOf({ additionalWithholding: '10.50' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ exempt: 'yes' })).toBe('certificate.exempt');
    expect(() => ncWithholding.withhold({ year: 2024, ...base, supplementalWages: new Decimal(0) })).toThrow(InvalidEngineInputError);
  });
});

/**
 * Montana withholding by the 2026 formula of the Employer and Information Agent Guide (src/states/mt/index.ts).
 * The first cases are the guide's own worked examples (as transcribed in src/states/mt/2026.ts), to the dollar;
 * the period schedules are checked against the annual figures they derive from; every other expected figure is
 * worked out by hand in its comment from the cited rows, W = A + B x (G − C) rounded to the nearest dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { mtWithholding } from '../../src/states/mt';
import { MT_2026 } from '../../src/states/mt/2026';
import { withholdingModule } from '../../src/states/modules';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function mt(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>, year = 2026) {
  const r = mtWithholding.withhold({ year, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}
const wages = (n: number) => new Decimal(n);

describe('Montana (2026 Employer and Information Agent Guide)', () => {
  it("the guide's examples, line 1a (single or married filing separately)", () => {
    // $0 + 4.7% x ($1,375 − $671) = $33.088 -> $33.
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), certificate: { filingStatus: 'Single' } }).regular).toBe('33.00');
    // $86 + 5.65% x ($2,950 − $2,446) = $114.476 -> $114.
    expect(mt({ ...BIWEEKLY, regularWages: wages(2950), certificate: { filingStatus: 'Single' } }).regular).toBe('114.00');
    // $0 + 4.7% x ($475 − $310) = $7.755 -> $8.
    expect(mt({ ...WEEKLY, regularWages: wages(475), certificate: { filingStatus: 'Single' } }).regular).toBe('8.00');
  });

  it("the guide's examples, line 1b (married filing jointly) and line 1c (head of household)", () => {
    // $0 + 4.7% x ($1,375 − $1,342) = $1.551 -> $2.
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('2.00');
    // $172 + 5.65% x ($5,950 − $4,892) = $231.777 -> $232.
    expect(mt({ ...BIWEEKLY, regularWages: wages(5950), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('232.00');
    // $0 + 4.7% x ($725 − $619) = $4.982 -> $5.
    expect(mt({ ...WEEKLY, regularWages: wages(725), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('5.00');
    // $0 + 4.7% x ($1,375 − $1,006) = $17.343 -> $17.
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), certificate: { filingStatus: 'HeadOfHousehold' } }).regular).toBe('17.00');
  });

  it('line 2 (married, both spouses working) and no MW-4 use the line 1a schedule', () => {
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), certificate: { filingStatus: 'MarriedFilingJointly', bothSpousesWork: true } }).regular).toBe('33.00');
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375) }).regular).toBe('33.00');
  });

  it('the schedules derive from the annual figures: C the standard deduction (and + the 4.7% band) ÷ periods to the dollar, A the band\'s tax ÷ periods', () => {
    const annual = { single: ['16100', '47500'], married: ['32200', '95000'], headOfHousehold: ['24150', '71250'] } as const;
    for (const n of [52, 26, 24, 12, 1]) {
      for (const status of ['single', 'married', 'headOfHousehold'] as const) {
        const [deduction, band] = annual[status];
        const rows = MT_2026.periods[n][status];
        expect(rows[0]).toEqual({ over: new Decimal(deduction).div(n).toDecimalPlaces(0).toString(), base: '0', rate: '0.047' });
        expect(rows[1].over).toBe(new Decimal(deduction).plus(band).div(n).toDecimalPlaces(0).toString());
        expect(rows[1].rate).toBe('0.0565');
        // A is the 4.7% band's tax over the period to within a dollar (the guide prints it whole).
        expect(new Decimal(rows[1].base).minus(new Decimal(band).times('0.047').div(n)).abs().lt(1)).toBe(true);
      }
    }
  });

  it('monthly and annual rows; nothing up to the first C', () => {
    // Monthly, married: $372 + 5.65% x ($12,000 − $10,600) = $451.10 -> $451.
    expect(mt({ ...MONTHLY, regularWages: wages(12000), certificate: { filingStatus: 'MarriedFilingJointly' } }).regular).toBe('451.00');
    // Annual, head of household: 4.7% x ($50,000 − $24,150) = $1,214.95 -> $1,215.
    expect(mt({ frequency: 'Annually', periodsPerYear: 1, regularWages: wages(50000), certificate: { filingStatus: 'HeadOfHousehold' } }).regular).toBe('1215.00');
    expect(mt({ ...MONTHLY, regularWages: wages(1342) }).regular).toBe('0.00');
  });

  it('supplemental wages are combined with the regular wages of the payment', () => {
    // Semimonthly single: $1,375 -> $33; $1,375 + $1,000 = $2,375: 4.7% x ($2,375 − $671) = $80.088 -> $80; $80 − $33 = $47.
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), supplementalWages: wages(1000) })).toEqual({ regular: '33.00', supplemental: '47.00' });
    // A bonus alone: $0 + 4.7% x ($1,000 − $671) = $15.463 -> $15.
    expect(mt({ ...SEMIMONTHLY, supplementalWages: wages(1000) })).toEqual({ regular: '0.00', supplemental: '15.00' });
  });

  it('line 3 is added after the rounding; line 4 replaces the calculation; line 5 withholds nothing', () => {
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), certificate: { additionalWithholding: '5.25' } }).regular).toBe('38.25');
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), supplementalWages: wages(500), certificate: { specifiedWithholding: 75 } })).toEqual({ regular: '75.00', supplemental: '0.00' });
    expect(mt({ ...SEMIMONTHLY, regularWages: wages(1375), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(mt({ ...SEMIMONTHLY, certificate: { additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a field the MW-4 does not have, a status it does not offer, a quarterly payroll and 2025', () => {
    expect(() => mt({ ...SEMIMONTHLY, regularWages: wages(1), certificate: { allowances: 2 } })).toThrow(InvalidEngineInputError);
    expect(() => mt({ ...SEMIMONTHLY, regularWages: wages(1), certificate: { filingStatus: 'Married' } })).toThrow(/certificate.filingStatus/);
    expect(() => mt({ frequency: 'Quarterly', periodsPerYear: 4, regularWages: wages(5000) })).toThrow(/periodsPerYear|4 pay periods/);
    expect(withholdingModule('MT', 2026)).toBe(mtWithholding);
    expect(withholdingModule('MT', 2025)).toBeUndefined();
  });
});

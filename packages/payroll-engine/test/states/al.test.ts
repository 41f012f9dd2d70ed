/**
 * Alabama withholding by the Department of Revenue's formula (src/states/al/index.ts). The standard deduction
 * schedules are checked against the rows transcribed in src/states/al/2026.ts; every other expected figure is
 * worked out by hand in its comment from the cited figures (GI = wages x periods; A the standard deduction, B the
 * federal tax withheld x periods, C $0 / $1,500 / $3,000, D $1,000 / $500 / $300 per dependent; 2% / 4% / 5% over
 * $500 / $3,000, married $1,000 / $6,000; ÷ periods to the cent; supplemental 5%). The federal income tax of each
 * case is an input, as the engine hands it over.
 */
import Decimal from 'decimal.js';
import { alStandardDeduction, alWithholding } from '../../src/states/al';
import { AL_2026 } from '../../src/states/al/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const fit = (regular: number, supplemental = 0) => ({ federalIncomeTax: { regular: new Decimal(regular), supplemental: new Decimal(supplemental) } });

function al(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>, year = 2026) {
  const r = alWithholding.withhold({ year, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Alabama (withholding formula)', () => {
  it('the standard deduction schedules are the printed rows', () => {
    const rows: Array<[string, number, string]> = [
      ['NoExemption', 25999, '3000'], ['Single', 26000, '2975'], ['Single', 35000, '2525'], ['Single', 35500, '2500'], ['Single', 90000, '2500'],
      ['Married', 25999, '8500'], ['Married', 26000, '8325'], ['Married', 26500, '8150'], ['Married', 35000, '5175'], ['Married', 35500, '5000'],
      ['HeadOfFamily', 26000, '5065'], ['HeadOfFamily', 31000, '3715'], ['HeadOfFamily', 35500, '2500'],
      ['MarriedFilingSeparately', 12999, '4250'], ['MarriedFilingSeparately', 13000, '4162'], ['MarriedFilingSeparately', 14250, '3722'],
      ['MarriedFilingSeparately', 17500, '2578'], ['MarriedFilingSeparately', 17750, '2500'],
    ];
    for (const [status, gi, amount] of rows) {
      expect([status, gi, alStandardDeduction(AL_2026, status as 'Single', new Decimal(gi)).toString()]).toEqual([status, gi, amount]);
    }
  });

  it('M with 2 dependents, weekly $850, federal tax $40: $29.35', () => {
    // GI $44,200; A $5,000 (floor); B $2,080; C $3,000; D 2 x $1,000; taxable $32,120; $220 + 5% x $26,120 =
    // $1,526; ÷ 52 = $29.346 -> $29.35.
    expect(al({ ...WEEKLY, regularWages: new Decimal(850), ...fit(40), certificate: { personalExemption: 'Married', dependents: 2 } })).toEqual({ regular: '29.35', supplemental: '0.00' });
  });

  it('no A-4: zero exemptions, the single standard deduction, stepping down from GI $26,000', () => {
    // Biweekly $1,000, federal $50: GI $26,000, A $2,975, B $1,300; taxable $21,725; $110 + 5% x $18,725 = $1,046.25;
    // ÷ 26 = $40.24.
    expect(al({ ...BIWEEKLY, regularWages: new Decimal(1000), ...fit(50) })).toEqual({ regular: '40.24', supplemental: '0.00' });
    // $999.96: GI $25,998.96, A $3,000; taxable $21,698.96; $110 + $934.948 = $1,044.948 ÷ 26 = $40.19.
    expect(al({ ...BIWEEKLY, regularWages: new Decimal('999.96'), ...fit(50) }).regular).toBe('40.19');
  });

  it('H, MS and S, each with its deduction, exemption and brackets', () => {
    // H monthly $3,000, federal $150, 1 dependent: GI $36,000, A $2,500, B $1,800, C $3,000, D $1,000; taxable
    // $27,700; $110 + 5% x $24,700 = $1,345 ÷ 12 = $112.08.
    expect(al({ ...MONTHLY, regularWages: new Decimal(3000), ...fit(150), certificate: { personalExemption: 'HeadOfFamily', dependents: 1 } }).regular).toBe('112.08');
    // MS semimonthly $600, federal $20: GI $14,400, A $3,722, B $480, C $1,500; taxable $8,698; $110 + 5% x $5,698 =
    // $394.90 ÷ 24 = $16.454 -> $16.45.
    expect(al({ ...SEMIMONTHLY, regularWages: new Decimal(600), ...fit(20), certificate: { personalExemption: 'MarriedFilingSeparately' } }).regular).toBe('16.45');
    // S weekly $1,500, federal $150, 1 dependent: GI $78,000, A $2,500, B $7,800, C $1,500, D $500; taxable $65,700;
    // $110 + 5% x $62,700 = $3,245 ÷ 52 = $62.404 -> $62.40.
    expect(al({ ...WEEKLY, regularWages: new Decimal(1500), ...fit(150), certificate: { personalExemption: 'Single', dependents: 1 } }).regular).toBe('62.40');
    // S weekly $3,000, federal $500, 3 dependents: GI $156,000, D 3 x $300; taxable $156,000 − $2,500 − $26,000 −
    // $1,500 − $900 = $125,100; $110 + 5% x $122,100 = $6,215 ÷ 52 = $119.519 -> $119.52.
    expect(al({ ...WEEKLY, regularWages: new Decimal(3000), ...fit(500), certificate: { personalExemption: 'Single', dependents: 3 } }).regular).toBe('119.52');
  });

  it('supplemental wages at 5%; the additional amount on the regular tax; 2025 the same formula', () => {
    expect(al({ ...BIWEEKLY, regularWages: new Decimal(1000), supplementalWages: new Decimal('1234.56'), ...fit(50, 271.60), certificate: { additionalWithholding: 5 } })).toEqual({
      regular: '45.24',
      supplemental: '61.73',
    });
    // A bonus paid alone needs no federal tax for the formula.
    expect(al({ ...WEEKLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '50.00' });
    expect(al({ ...BIWEEKLY, regularWages: new Decimal(1000), ...fit(50) }, 2025).regular).toBe('40.24');
  });

  it('refuses a payment without its federal tax, and what the A-4 does not hold', () => {
    expect(() => al({ ...WEEKLY, regularWages: new Decimal(500) })).toThrow(/federalIncomeTax/);
    const bad = (certificate: Record<string, unknown>) => () => al({ ...WEEKLY, regularWages: new Decimal(500), ...fit(20), certificate });
    expect(bad({ personalExemption: 'M' })).toThrow(/certificate.personalExemption/);
    expect(bad({ dependents: 1.5 })).toThrow(/certificate.dependents/);
    expect(bad({ exempt: true })).toThrow(/certificate.exempt/);
    expect(bad({ additionalWithholding: 'five' })).toThrow(/certificate.additionalWithholding/);
  });
});

/**
 * Oregon withholding by the computer formula of 150-206-436 (src/states/or/index.ts). Examples 1-4 are the
 * publication's own (as transcribed, or/2026.ts); every other expected figure is worked out by hand in its
 * comment from the 2026 figures ($263 credit, $2,910 / $5,820 standard deductions, $8,750 federal cap and the
 * phase-out steps, the bracket tables), rounding each rate product and each period's tax to the whole dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { orAnnualTax, orWithholding, readOrW4 } from '../../src/states/or';
import { OR_2026 } from '../../src/states/or/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const ANNUAL = { frequency: 'Annually', periodsPerYear: 1 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;

const fed = (regular: Decimal.Value, supplemental: Decimal.Value = 0) => ({ regular: new Decimal(regular), supplemental: new Decimal(supplemental) });

function or(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = orWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

const annual = (certificate: Record<string, unknown>, wages: number, federal: number) =>
  orAnnualTax(OR_2026, readOrW4(certificate)!, new Decimal(wages), new Decimal(federal));

describe('Oregon (150-206-436 computer formula, 2026)', () => {
  it('Example 1: annual $25,000, single, 0 allowances, $1,000 federal withheld: $1,789', () => {
    // $25,000 − $1,000 − $2,910 = $21,090 BASE; over $11,400: $9,690 x .0875 = $848.375 -> $848; $941 + $848 = $1,789.
    const a = annual({ filingStatus: 'Single', allowances: 0 }, 25000, 1000);
    expect([a.base.toFixed(2), a.fromRates.toFixed(2), a.tax.toFixed(2), a.table]).toEqual(['21090.00', '1789.00', '1789.00', 'single']);
    expect(or({ ...ANNUAL, regularWages: new Decimal(25000), certificate: { filingStatus: 'Single' }, federalIncomeTax: fed(1000) }).regular).toBe('1789.00');
  });

  it('Example 2: the annual $1,789 per period, $149 monthly, $75 semimonthly, $69 biweekly, $34 weekly', () => {
    // Period wages and federal tax that annualize to Example 1's BASE (to within cents under the $848 rounding):
    // monthly 2,083.33 x 12 = 24,999.96 and 83.33 x 12 = 999.96: BASE 21,090.00; 1,789 ÷ 12 = 149.08 -> 149.
    // semimonthly 1,041.67 x 24 = 25,000.08, 41.67 x 24 = 1,000.08: BASE 21,090.00; ÷ 24 = 74.54 -> 75.
    // biweekly 961.54 x 26 = 25,000.04, 38.46 x 26 = 999.96: BASE 21,090.08, 9,690.08 x .0875 = 847.88 -> 848; ÷ 26 = 68.81 -> 69.
    // weekly 480.77 x 52 = 25,000.04, 19.23 x 52 = 999.96: BASE 21,090.08 -> $1,789; ÷ 52 = 34.40 -> 34.
    const single = { filingStatus: 'Single' };
    expect(or({ ...MONTHLY, regularWages: new Decimal('2083.33'), certificate: single, federalIncomeTax: fed('83.33') }).regular).toBe('149.00');
    expect(or({ ...SEMIMONTHLY, regularWages: new Decimal('1041.67'), certificate: single, federalIncomeTax: fed('41.67') }).regular).toBe('75.00');
    expect(or({ ...BIWEEKLY, regularWages: new Decimal('961.54'), certificate: single, federalIncomeTax: fed('38.46') }).regular).toBe('69.00');
    expect(or({ ...WEEKLY, regularWages: new Decimal('480.77'), certificate: single, federalIncomeTax: fed('19.23') }).regular).toBe('34.00');
  });

  it('Example 3: single $132,000 with $21,098 federal withheld subtracts only the $130,000-$135,000 step, $5,250, and no allowances', () => {
    // Over $100,000 single: allowances 0. BASE = 132,000 − 5,250 − 2,910 = 123,840; high single table:
    // $678 + (123,840 − 11,400) x .0875 = 678 + 9,838.50 -> 9,839 = $10,517.
    const a = annual({ filingStatus: 'Single', allowances: 4 }, 132000, 21098);
    expect([a.federalCap.toFixed(0), String(a.allowances), a.base.toFixed(2), a.tax.toFixed(2)]).toEqual(['5250', '0', '123840.00', '10517.00']);
  });

  it('Example 4: married withholding at the higher single rate, $175,000: no federal subtraction and no allowances', () => {
    // Single phase-out: $145,000 or more -> $0; single cut-off $100,000 -> 0 allowances. BASE = 175,000 − 2,910 =
    // 172,090; $10,618 + (172,090 − 125,000) x .099 = 10,618 + 4,661.91 -> 4,662 = $15,280.
    const a = annual({ filingStatus: 'MarriedWithholdAtHigherSingleRate', allowances: 4 }, 175000, 30000);
    expect([a.federalCap.toFixed(0), String(a.allowances), a.base.toFixed(2), a.table, a.tax.toFixed(2)]).toEqual(['0', '0', '172090.00', 'single', '15280.00']);
  });

  it('married, 2 allowances, below $50,000: the married table and two credits', () => {
    // Biweekly $1,500, federal $60: annual 39,000 and 1,560; BASE = 39,000 − 1,560 − 5,820 = 31,620;
    // $1,620 + (31,620 − 22,800) x .0875 = 1,620 + 771.75 -> 772 = 2,392; − 2 x 263 = 1,866; ÷ 26 = 71.77 -> $72.
    expect(or({ ...BIWEEKLY, regularWages: new Decimal(1500), certificate: { filingStatus: 'Married', allowances: 2 }, federalIncomeTax: fed(60) }).regular).toBe('72.00');
  });

  it('married above $200,000: the [M] phase-out step and no allowances', () => {
    // Monthly $22,000, federal $4,000: annual 264,000 and 48,000; [M] $260,000-$270,000: $5,250; allowances 0.
    // BASE = 264,000 − 5,250 − 5,820 = 252,930; $21,237 + 2,930 x .099 = 21,237 + 290.07 -> 290 = 21,527; ÷ 12 = 1,793.92 -> $1,794.
    expect(or({ ...MONTHLY, regularWages: new Decimal(22000), certificate: { filingStatus: 'Married', allowances: 1 }, federalIncomeTax: fed(4000) }).regular).toBe('1794.00');
  });

  it('single with 3 allowances: the married table and standard deduction, three credits', () => {
    // Weekly $700, federal $50: annual 36,400 and 2,600; BASE = 36,400 − 2,600 − 5,820 = 27,980;
    // $1,620 + 5,180 x .0875 = 1,620 + 453.25 -> 453 = 2,073; − 3 x 263 = 1,284; ÷ 52 = 24.69 -> $25.
    expect(or({ ...WEEKLY, regularWages: new Decimal(700), certificate: { filingStatus: 'Single', allowances: '3' }, federalIncomeTax: fed(50) }).regular).toBe('25.00');
  });

  it('single from $50,000: the high table, federal subtraction capped at $8,750', () => {
    // Biweekly $3,000, federal $350: annual 78,000 and 9,100 -> 8,750; BASE = 78,000 − 8,750 − 2,910 = 66,340;
    // $678 + 54,940 x .0875 = 678 + 4,807.25 -> 4,807 = 5,485; − 263 = 5,222; ÷ 26 = 200.85 -> $201.
    expect(or({ ...BIWEEKLY, regularWages: new Decimal(3000), certificate: { filingStatus: 'Single', allowances: 1 }, federalIncomeTax: fed(350) }).regular).toBe('201.00');
  });

  it('adds the OR-W-4 line 3 amount after the formula', () => {
    // Example 1's $1,789 + $25.00.
    expect(or({ ...ANNUAL, regularWages: new Decimal(25000), certificate: { filingStatus: 'Single', additionalWithholding: '25' }, federalIncomeTax: fed(1000) }).regular).toBe(
      '1814.00',
    );
  });

  it('aggregates supplemental wages paid with regular wages', () => {
    // Single, 0 allowances, biweekly $2,000 + $1,000 bonus, federal $150 on regular and $220 on the bonus.
    // Regular: annual 52,000, federal 3,900; BASE = 52,000 − 3,900 − 2,910 = 45,190; $678 + 33,790 x .0875 =
    // 678 + 2,956.625 -> 2,957 = 3,635; ÷ 26 = 139.81 -> $140.
    // Together: annual 78,000, federal 9,620 -> 8,750; BASE 66,340 -> $5,485; ÷ 26 = 210.96 -> $211. Bonus: 211 − 140 = $71.
    const r = or({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate: { filingStatus: 'Single' }, federalIncomeTax: fed(150, 220) });
    expect(r).toEqual({ regular: '140.00', supplemental: '71.00' });
  });

  it('withholds a flat 8% on supplemental wages paid alone (OAR 150-316-0257(2))', () => {
    // $1,234.56 x .08 = 98.7648 -> $98.76.
    expect(or({ ...BIWEEKLY, supplementalWages: new Decimal('1234.56'), certificate: { filingStatus: 'Married', allowances: 2 } })).toEqual({ regular: '0.00', supplemental: '98.76' });
  });

  it('without an OR-W-4 withholds 8% of all wages (ORS 316.182(3))', () => {
    // $2,000 x .08 = $160.00; $500 x .08 = $40.00; no federal tax needed.
    expect(or({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(500) })).toEqual({ regular: '160.00', supplemental: '40.00' });
  });

  it('withholds nothing for an exempt OR-W-4, on zero wages, or when the credits exceed the tax', () => {
    expect(or({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(500), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(or({ ...BIWEEKLY, certificate: { filingStatus: 'Single', additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // Weekly $100, 10 allowances: BASE = 5,200 − 2,910 − 5,820 < 0 -> $263 − 2,630 < 0 -> $0.
    expect(or({ ...WEEKLY, regularWages: new Decimal(100), certificate: { allowances: 10 }, federalIncomeTax: fed(0) }).regular).toBe('0.00');
  });

  it('refuses to subtract nothing when the federal income tax withheld is not given', () => {
    expect(() => or({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { filingStatus: 'Single' } })).toThrow(InvalidEngineInputError);
    try {
      or({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { filingStatus: 'Single' } });
    } catch (err) {
      expect((err as InvalidEngineInputError).field).toBe('federalIncomeTax');
    }
  });

  it('refuses a certificate it cannot read, naming the field', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        or({ ...BIWEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({ filingStatus: 'HeadOfHousehold' })).toBe('certificate.filingStatus');
    expect(field({ allowances: -1 })).toBe('certificate.allowances');
    expect(field({ allowances: 1.5 })).toBe('certificate.allowances');
    expect(field({ additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(field({ exempt: 'yes' })).toBe('certificate.exempt');
    expect(field({ allowance: 1 })).toBe('certificate.allowance');
    expect(field({ filingStatus: 'MarriedWithholdAtHigherSingleRate', allowances: '2', additionalWithholding: 5, exempt: false })).toBe('accepted');
  });

  it('has figures for 2026 only; another year is refused, not guessed', () => {
    expect(orWithholding.years).toEqual([2026]);
    expect(() => orWithholding.withhold({ year: 2025, ...BIWEEKLY, regularWages: new Decimal(100), supplementalWages: new Decimal(0) })).toThrow(InvalidEngineInputError);
  });
});

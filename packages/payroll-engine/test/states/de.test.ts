/**
 * Delaware withholding by the Employer's Guide annualized method (src/states/de/index.ts). The three $25,000
 * examples are the guide's own (as transcribed, de/2026.ts), worked on an annual payroll and through its printed
 * period amounts; every other expected figure is worked out by hand in its comment.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { deAnnualTax, deWithholding, readDeW4 } from '../../src/states/de';
import { DE_2026 } from '../../src/states/de/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const ANNUAL = { frequency: 'Annually', periodsPerYear: 1 } as const;
const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const d = (v: Decimal.Value) => new Decimal(v);

function de(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>, year = 2026) {
  const r = deWithholding.withhold({ year, regularWages: d(0), supplementalWages: d(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}
const perPeriod = (annual: string) => [52, 26, 24, 12].map((p) => new Decimal(annual).dividedBy(p).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));

describe("Delaware (Employer's Guide, Section 17)", () => {
  it('single, 1 allowance, $25,000: $722 (weekly $13.88, biweekly $27.77, semimonthly $30.08, monthly $60.17)', () => {
    // $25,000 − $3,250 = $21,750; $741.00 + 5.20% x $1,750 ($91.00) = $832.00; − $110 = $722.
    expect(deAnnualTax(DE_2026, readDeW4({ filingStatus: 'Single', allowances: 1 }), d(25000)).toFixed(2)).toBe('722.00');
    expect(de({ ...ANNUAL, regularWages: d(25000), certificate: { filingStatus: 'Single', allowances: 1 } }).regular).toBe('722.00');
    expect(perPeriod('722')).toEqual(['13.88', '27.77', '30.08', '60.17']);
  });

  it('married filing jointly, 3 allowances, $25,000: $339 (weekly $6.52, biweekly $13.04, semimonthly $14.13, monthly $28.25)', () => {
    // $25,000 − $6,500 = $18,500; $261 + 4.80% x $8,500 = $669; − $330 = $339.
    expect(de({ ...ANNUAL, regularWages: d(25000), certificate: { filingStatus: 'MarriedFilingJointly', allowances: 3 } }).regular).toBe('339.00');
    expect(perPeriod('339')).toEqual(['6.52', '13.04', '14.13', '28.25']);
    // Monthly $25,000 ÷ 12 = $2,083.333…: the same $339 annual tax x 12 / 12, $28.25.
    expect(de({ ...MONTHLY, regularWages: d('2083.33'), certificate: { filingStatus: 'MarriedFilingJointly', allowances: 3 } }).regular).toBe('28.25');
  });

  it('married filing separately, 2 allowances, $25,000: $612 (weekly $11.77, biweekly $23.54, semimonthly $25.50, monthly $51.00)', () => {
    expect(de({ ...ANNUAL, regularWages: d(25000), certificate: { filingStatus: 'MarriedFilingSeparately', allowances: 2 } }).regular).toBe('612.00');
    expect(perPeriod('612')).toEqual(['11.77', '23.54', '25.50', '51.00']);
  });

  it('without a certificate: single, zero allowances', () => {
    // Weekly $1,000: $52,000 − $3,250 = $48,750; $1,001 + 5.55% x $23,750 = $2,319.125 -> $2,319.13; ÷ 52 = $44.60.
    expect(de({ ...WEEKLY, regularWages: d(1000) }).regular).toBe('44.60');
  });

  it('the top line, and credits larger than the tax', () => {
    // Biweekly $5,000 single: $130,000 − $3,250 = $126,750; $2,943.50 + 6.6% x $66,750 = $7,349.00; ÷ 26 = $282.65.
    expect(de({ ...BIWEEKLY, regularWages: d(5000), certificate: { filingStatus: 'Single' } }).regular).toBe('282.65');
    // Weekly $100, 2 allowances: $5,200 − $3,250 = $1,950 in the 0% line: $0.
    expect(de({ ...WEEKLY, regularWages: d(100), certificate: { allowances: 2 } }).regular).toBe('0.00');
  });

  it('aggregates supplemental wages; alone, they are the period\'s wages; the additional amount is added', () => {
    // Monthly $2,000 + $500, single, 1: regular $24,000 − $3,250 = $20,750: $741 + 5.2% x $750 = $780 − $110 = $670 ÷ 12
    // = $55.83; together $30,000 − $3,250 = $26,750: $1,001 + 5.55% x $1,750 = $1,098.125 -> $1,098.13 − $110 = $988.13 ÷ 12
    // = $82.34; supplemental $26.51.
    expect(de({ ...MONTHLY, regularWages: d(2000), supplementalWages: d(500), certificate: { allowances: 1 } })).toEqual({ regular: '55.83', supplemental: '26.51' });
    // $1,000 alone, weekly, single 0: $44.60 (as above).
    expect(de({ ...WEEKLY, supplementalWages: d(1000) })).toEqual({ regular: '0.00', supplemental: '44.60' });
    expect(de({ ...ANNUAL, regularWages: d(25000), certificate: { allowances: 1, additionalWithholding: '10' } }).regular).toBe('732.00');
  });

  it('2025 has the same figures; other years are refused', () => {
    expect(deWithholding.years).toEqual([2025, 2026]);
    expect(de({ ...ANNUAL, regularWages: d(25000), certificate: { allowances: 1 } }, 2025).regular).toBe('722.00');
    expect(() => de({ ...ANNUAL, regularWages: d(25000) }, 2024)).toThrow(InvalidEngineInputError);
  });

  it('refuses a certificate it cannot read, naming the field', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        de({ ...WEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({ filingStatus: 'HeadOfHousehold' })).toBe('certificate.filingStatus');
    expect(field({ allowances: 1.5 })).toBe('certificate.allowances');
    expect(field({ exempt: true })).toBe('certificate.exempt');
    expect(field({ filingStatus: 'MarriedFilingSeparately', allowances: '2', additionalWithholding: 3 })).toBe('accepted');
  });
});

/**
 * Massachusetts withholding (src/states/ma/index.ts): the Circular M percentage method on annualized wages
 * (5%, 9% above $1,083,150; exemptions $4,400 then $1,000 each; $2,000 step-1 cap; head of household $120,
 * blind $110; the $8,000 rule). Circular M prints no worked example, so every expected figure is worked out
 * by hand in its comment from the cited figures (ma/2026.ts), rounding the period tax half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { maExemptionAmount, maWithholding, type MaWithholdingInput } from '../../src/states/ma';
import { MA_2026 } from '../../src/states/ma/2026';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const ANNUALLY = { frequency: 'Annually', periodsPerYear: 1 } as const;

function ma(input: Partial<MaWithholdingInput> & Pick<MaWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = maWithholding.withhold({
    year: 2026,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  } as MaWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Massachusetts (Circular M percentage method)', () => {
  it('values exemptions at $4,400 for the first and $1,000 for each further one', () => {
    expect(maExemptionAmount(MA_2026, 0).toFixed(0)).toBe('0');
    expect(maExemptionAmount(MA_2026, 1).toFixed(0)).toBe('4400');
    // Self 1 + spouse 4 = 5: $4,400 + 4 x $1,000 = $8,400.
    expect(maExemptionAmount(MA_2026, 5).toFixed(0)).toBe('8400');
  });

  it('withholds 5% with no exemptions when no M-4 is on file', () => {
    // $1,000 x 52 = $52,000 x 5% = $2,600.00; ÷ 52 = $50.00.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(1000) })).toEqual({ regular: '50.00', supplemental: '0.00' });
  });

  it('subtracts the exemption factors', () => {
    // 1 exemption: $52,000 − $4,400 = $47,600 x 5% = $2,380.00; ÷ 52 = $45.769… -> $45.77.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { exemptions: 1 } }).regular).toBe('45.77');
    // Self, spouse ("4") and 2 dependents = 7: $4,400 + 6 x $1,000 = $10,400; biweekly $2,500 x 26 = $65,000;
    // $54,600 x 5% = $2,730.00; ÷ 26 = $105.00.
    expect(ma({ ...BIWEEKLY, regularWages: new Decimal(2500), certificate: { exemptions: '7' } }).regular).toBe('105.00');
  });

  it('subtracts the head-of-household and blindness tax values', () => {
    // Head of household, 2 exemptions, monthly $4,000: $48,000 − $5,400 = $42,600 x 5% = $2,130 − $120 =
    // $2,010.00; ÷ 12 = $167.50.
    expect(ma({ ...MONTHLY, regularWages: new Decimal(4000), certificate: { exemptions: 2, headOfHousehold: true } }).regular).toBe('167.50');
    // Blind employee and blind spouse, 5 exemptions, semimonthly $3,000: $72,000 − $8,400 = $63,600 x 5% =
    // $3,180 − 2 x $110 = $2,960.00; ÷ 24 = $123.333… -> $123.33.
    expect(ma({ ...SEMIMONTHLY, regularWages: new Decimal(3000), certificate: { exemptions: 5, blind: true, spouseBlind: true } }).regular).toBe('123.33');
  });

  it('subtracts Social Security, Medicare and retirement deductions up to $2,000 a year (step 1)', () => {
    const certificate = { exemptions: 1 };
    // $1,000 − $76.50 = $923.50 x 52 = $48,022 − $4,400 = $43,622 x 5% = $2,181.10; ÷ 52 = $41.944… -> $41.94.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(1000), retirementSystemDeductions: new Decimal('76.50'), certificate }).regular).toBe('41.94');
    // $1,950 already subtracted: only $50 left. $950 x 52 = $49,400 − $4,400 = $45,000 x 5% = $2,250.00; ÷ 52
    // = $43.269… -> $43.27.
    const r = ma({
      ...WEEKLY,
      regularWages: new Decimal(1000),
      retirementSystemDeductions: new Decimal('76.50'),
      retirementSystemDeductionsYearToDate: new Decimal(1950),
      certificate,
    });
    expect(r.regular).toBe('43.27');
    // The $2,000 reached: nothing subtracted, $45.77 as without step 1.
    const done = ma({
      ...WEEKLY,
      regularWages: new Decimal(1000),
      retirementSystemDeductions: new Decimal('76.50'),
      retirementSystemDeductionsYearToDate: new Decimal(2000),
      certificate,
    });
    expect(done.regular).toBe('45.77');
  });

  it('withholds 9% on annualized taxable wages above the $1,083,150 surtax threshold', () => {
    // Weekly $25,000, 1 exemption: $1,300,000 − $4,400 = $1,295,600. $1,083,150 x 5% = $54,157.50; ($1,295,600
    // − $1,083,150) = $212,450 x 9% = $19,120.50; total $73,278.00; ÷ 52 = $1,409.192… -> $1,409.19.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(25000), certificate: { exemptions: 1 } }).regular).toBe('1409.19');
  });

  it('withholds nothing for exemptions claimed on annual wages of $8,000 or less, nor for M-4 box D', () => {
    // Weekly $150 x 52 = $7,800 ≤ $8,000 with 1 exemption: nothing.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(150), certificate: { exemptions: 1 } }).regular).toBe('0.00');
    // Annual payroll of exactly $8,000, 1 exemption: nothing.
    expect(ma({ ...ANNUALLY, regularWages: new Decimal(8000), certificate: { exemptions: 1 } }).regular).toBe('0.00');
    // $8,001: ($8,001 − $4,400) x 5% = $180.05.
    expect(ma({ ...ANNUALLY, regularWages: new Decimal(8001), certificate: { exemptions: 1 } }).regular).toBe('180.05');
    // No exemptions claimed: the rule does not apply. $7,800 x 5% = $390.00; ÷ 52 = $7.50.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(150) }).regular).toBe('7.50');
    // Box D, full-time student: nothing, not even supplemental or the Line 5 amount.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(1000), supplementalWages: new Decimal(500), certificate: { fullTimeStudent: true, additionalWithholding: 5 } })).toEqual({
      regular: '0.00',
      supplemental: '0.00',
    });
  });

  it('withholds supplemental wages with the regular wages of the period', () => {
    // Biweekly, 1 exemption. Regular $2,000: $52,000 − $4,400 = $47,600 x 5% = $2,380; ÷ 26 = $91.538… ->
    // $91.54. Period $3,000: $78,000 − $4,400 = $73,600 x 5% = $3,680; ÷ 26 = $141.538… -> $141.54.
    // Supplemental: $141.54 − $91.54 = $50.00 (5% of $1,000).
    expect(ma({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000), certificate: { exemptions: 1 } })).toEqual({
      regular: '91.54',
      supplemental: '50.00',
    });
  });

  it('adds the Line 5 amount to the regular withholding', () => {
    // $45.77 + $15.00 = $60.77.
    expect(ma({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { exemptions: 1, additionalWithholding: '15' } }).regular).toBe('60.77');
    expect(ma({ ...WEEKLY, certificate: { exemptions: 1, additionalWithholding: '15' } }).regular).toBe('0.00');
  });

  it('uses the 2025 figures for 2025', () => {
    // Same figures as 2026: $45.77 (1 exemption, weekly $1,000) and $1,409.19 (surtax example).
    const base = { ...WEEKLY, supplementalWages: new Decimal(0), certificate: { exemptions: 1 } };
    expect(maWithholding.withhold({ year: 2025, ...base, regularWages: new Decimal(1000) }).regular.toFixed(2)).toBe('45.77');
    expect(maWithholding.withhold({ year: 2025, ...base, regularWages: new Decimal(25000) }).regular.toFixed(2)).toBe('1409.19');
  });

  it('declares its years and exclusions', () => {
    expect(maWithholding.state).toBe('MA');
    expect(maWithholding.years).toEqual([2025, 2026]);
    expect(maWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, a bad step-1 amount and a year without figures', () => {
    const base = { ...WEEKLY, regularWages: new Decimal(1000) };
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        ma({ ...base, certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ allowances: 1 })).toBe('certificate.allowances');
    expect(fieldOf({ exemptions: 1.5 })).toBe('certificate.exemptions');
    expect(fieldOf({ exemptions: -1 })).toBe('certificate.exemptions');
    expect(fieldOf({ additionalWithholding: '-5' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ headOfHousehold: 'yes' })).toBe('certificate.headOfHousehold');
    expect(fieldOf({ fullTimeStudent: 1 })).toBe('certificate.fullTimeStudent');
    expect(() => ma({ ...base, retirementSystemDeductions: new Decimal(-1) })).toThrow(expect.objectContaining({ field: 'retirementSystemDeductions' }));
    expect(() => maWithholding.withhold({ year: 2024, ...base, supplementalWages: new Decimal(0) })).toThrow(InvalidEngineInputError);
  });
});

/**
 * Virginia withholding by the Employer Withholding Instructions formula (src/states/va/index.ts). The first case is
 * the Rev. 05/25 booklet's example (John, as transcribed by the openbooks engine, see src/states/va/2026.ts);
 * the second the Department's own calculator example (http://www.tax.virginia.gov/withholding-calculator, under
 * the $3,000 standard deduction of its time), which fixes the rounding. Every other expected figure is worked
 * out by hand in its comment from the cited figures ($8,750 standard deduction, or $8,500 for 2025 paydays
 * before July 1; E1 $930; E2 $800; 2% / $60 + 3% / $120 + 5% / $720 + 5.75%), W and W/H rounded half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { vaFormula, vaWithholding } from '../../src/states/va';
import { VA_2026, VA_BRACKETS } from '../../src/states/va/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const ANNUALLY = { frequency: 'Annually', periodsPerYear: 1 } as const;

type VaInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'> & { payday?: string };

function va(input: VaInput) {
  const r = vaWithholding.withhold({
    year: 2026,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

const JOHN = { ...SEMIMONTHLY, regularWages: new Decimal(2649), certificate: { personalExemptions: 5 } };

describe('Virginia (Employer Withholding Instructions formula)', () => {
  it("follows the Rev. 05/25 example (John, semi-monthly $2,649, 5 exemptions) to the formula's cent: $109.48", () => {
    // p. 21: ($2,649) x 24 − [$8,750 + ($930) x 5] = $63,576 − $13,400 = $50,176 = T; over $17,000:
    // W = $720 + 5.75% of $33,176 = $720 + $1,907.62 = $2,627.62; ÷ 24 = $109.4842 -> $109.48.
    // The booklet prints "$720 + $1,908 = $2,628" and "$109.50": its 5.75% line is rounded to the dollar; the
    // formula (and the Department's own calculator example below) rounds to the cent.
    const r = vaFormula(VA_2026.editions[0], { personalExemptions: 5, ageBlindExemptions: 0 }, 24, new Decimal(2649));
    expect([r.taxable.toFixed(2), r.annualTax.toFixed(2), r.tax.toFixed(2)]).toEqual(['50176.00', '2627.62', '109.48']);
    expect(va(JOHN)).toEqual({ regular: '109.48', supplemental: '0.00' });
  });

  it("reproduces the Department's calculator example to the cent ($3,000 standard deduction of its time): $112.78", () => {
    // "2500*24 - [3,000 + (5*930) +(1*800)] = T ... 60,000 - 8450 = 51550"; "5.75% of $34,550 = $1,986.63;
    // $720 + $1,986.63 = $2706.63"; "$2,706.63 ÷ 24 = $112.78".
    const calculatorEdition = { standardDeduction: '3000', personalExemption: '930', ageBlindExemption: '800', brackets: VA_BRACKETS };
    const r = vaFormula(calculatorEdition, { personalExemptions: 5, ageBlindExemptions: 1 }, 24, new Decimal(2500));
    expect([r.taxable.toFixed(2), r.annualTax.toFixed(2), r.tax.toFixed(2)]).toEqual(['51550.00', '2706.63', '112.78']);
  });

  it('withholds as if no exemptions when no VA-4 is on file', () => {
    // $63,576 − $8,750 = $54,826; W = $720 + 5.75% x $37,826 = $720 + $2,174.995 = $2,894.995 -> $2,895.00;
    // ÷ 24 = $120.625 -> $120.63.
    expect(va({ ...SEMIMONTHLY, regularWages: new Decimal(2649) })).toEqual({ regular: '120.63', supplemental: '0.00' });
    expect(va({ ...SEMIMONTHLY, regularWages: new Decimal(2649), certificate: {} }).regular).toBe('120.63');
  });

  it('counts age 65 and blind exemptions at $800', () => {
    // T = $50,176 − $800 = $49,376; W = $720 + 5.75% x $32,376 = $720 + $1,861.62 = $2,581.62; ÷ 24 = $107.5675
    // -> $107.57.
    expect(va({ ...JOHN, certificate: { personalExemptions: '5', ageBlindExemptions: 1 } }).regular).toBe('107.57');
  });

  it('applies the lower brackets, a bound belonging to the bracket below it', () => {
    // Weekly $250: $13,000 − $8,750 = $4,250; W = $60 + 3% x $1,250 = $97.50; ÷ 52 = $1.875 -> $1.88.
    expect(va({ ...WEEKLY, regularWages: new Decimal(250) }).regular).toBe('1.88');
    // Monthly $1,000: $12,000 − $8,750 = $3,250; W = $60 + 3% x $250 = $67.50; ÷ 12 = $5.625 -> $5.63.
    expect(va({ ...MONTHLY, regularWages: new Decimal(1000) }).regular).toBe('5.63');
    // Annual $11,750: T = $3,000, "not over $3,000": 2% = $60.00. Annual $13,750: T = $5,000: $60 + 3% x $2,000 = $120.00.
    expect(va({ ...ANNUALLY, regularWages: new Decimal(11750) }).regular).toBe('60.00');
    expect(va({ ...ANNUALLY, regularWages: new Decimal(13750) }).regular).toBe('120.00');
    // Wages under the standard deduction: nothing.
    expect(va({ ...MONTHLY, regularWages: new Decimal(700) }).regular).toBe('0.00');
  });

  it('aggregates supplemental wages with the regular wages of the period', () => {
    // John plus $1,000: $3,649 x 24 = $87,576 − $13,400 = $74,176; W = $720 + 5.75% x $57,176 = $720 + $3,287.62
    // = $4,007.62; ÷ 24 = $166.984 -> $166.98. Supplemental: $166.98 − $109.48 = $57.50 (= 5.75% x $1,000).
    expect(va({ ...JOHN, supplementalWages: new Decimal(1000) })).toEqual({ regular: '109.48', supplemental: '57.50' });
    // A bonus paid alone, semi-monthly, no VA-4: $24,000 − $8,750 = $15,250; W = $120 + 5% x $10,250 = $632.50;
    // ÷ 24 = $26.354 -> $26.35.
    expect(va({ ...SEMIMONTHLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '26.35' });
  });

  it('adds the VA-4 Line 2 amount after the formula; nothing on zero wages or for an exempt VA-4', () => {
    // $109.48 + $10.00 = $119.48.
    expect(va({ ...JOHN, certificate: { personalExemptions: 5, additionalWithholding: 10 } }).regular).toBe('119.48');
    expect(va({ ...SEMIMONTHLY, certificate: { additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(va({ ...JOHN, supplementalWages: new Decimal(500), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('uses the $8,500 standard deduction for 2025 paydays before July 1 and $8,750 from July 1', () => {
    // June 30, 2025: T = $63,576 − ($8,500 + $4,650) = $50,426; W = $720 + 5.75% x $33,426 = $720 + $1,921.995
    // = $2,641.995 -> $2,642.00; ÷ 24 = $110.0833 -> $110.08.
    expect(va({ ...JOHN, year: 2025, payday: '2025-06-30' }).regular).toBe('110.08');
    // July 1, 2025: as 2026, $109.48.
    expect(va({ ...JOHN, year: 2025, payday: '2025-07-01' }).regular).toBe('109.48');
    // 2025 without a payday cannot choose; 2026 has one edition and needs none.
    expect(() => va({ ...JOHN, year: 2025 })).toThrow(expect.objectContaining({ code: 'invalid_engine_input', field: 'payday' }));
    expect(() => va({ ...JOHN, year: 2025, payday: '2026-01-15' })).toThrow(expect.objectContaining({ field: 'payday' }));
    expect(va({ ...JOHN, payday: '2026-03-15' }).regular).toBe('109.48');
  });

  it('declares its years and exclusions', () => {
    expect(vaWithholding.state).toBe('VA');
    expect(vaWithholding.years).toEqual([2025, 2026]);
    expect(vaWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, naming the field, and a year without figures', () => {
    const fieldOf = (certificate: Record<string, unknown>) => {
      try {
        va({ ...JOHN, certificate });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ allowances: 1 })).toBe('certificate.allowances');
    expect(fieldOf({ personalExemptions: 2.5 })).toBe('certificate.personalExemptions');
    expect(fieldOf({ ageBlindExemptions: -1 })).toBe('certificate.ageBlindExemptions');
    expect(fieldOf({ additionalWithholding: 'ten' })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ exempt: 1 })).toBe('certificate.exempt');
    expect(() => va({ ...JOHN, year: 2024 })).toThrow(expect.objectContaining({ field: 'year' }));
  });
});

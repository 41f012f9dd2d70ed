/**
 * Kentucky withholding, the state part, by the 2026 Kentucky Withholding Tax Formula (src/states/ky). The first
 * two cases are the formula's own worked examples (42A003 (TCF)(10-2025), as transcribed by the sources of
 * src/states/ky/2026.ts); every other expected figure is worked out by hand in its comment from the cited 2026
 * figures ($3,360 standard deduction, 3.5%), the annual tax and the period's share rounded half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { kyFormula, kyWithholding } from '../../src/states/ky';
import { KY_2026 } from '../../src/states/ky/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

type KyInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function ky(input: KyInput) {
  const r = kyWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Kentucky (2026 Withholding Tax Formula, state part)', () => {
  it('reproduces the monthly example: $3,270 -> $39,240 − $3,360 = $35,880 x 3.5% = $1,255.80 ÷ 12 = $104.65', () => {
    expect(kyFormula(KY_2026, 12, new Decimal(3270)).annualTax.toFixed(2)).toBe('1255.80');
    expect(ky({ ...MONTHLY, regularWages: new Decimal(3270) })).toEqual({ regular: '104.65', supplemental: '0.00' });
  });

  it("follows the formula on the biweekly example: $1,247.40 ÷ 26 = $47.98 (the publication prints it cut to $47)", () => {
    // $1,500 x 26 = $39,000; − $3,360 = $35,640; x 3.5% = $1,247.40; ÷ 26 = $47.9769 -> $47.98.
    expect(kyFormula(KY_2026, 26, new Decimal(1500)).annualTax.toFixed(2)).toBe('1247.40');
    expect(ky({ ...BIWEEKLY, regularWages: new Decimal(1500) }).regular).toBe('47.98');
  });

  it('uses the 2025 figures for 2025 paydays: 4.0% less $3,270', () => {
    // Monthly $3,270: $39,240 − $3,270 = $35,970 x 4% = $1,438.80 ÷ 12 = $119.90.
    expect(ky({ ...MONTHLY, year: 2025, regularWages: new Decimal(3270) }).regular).toBe('119.90');
  });

  it('withholds nothing at or below the standard deduction', () => {
    // Monthly $280: $3,360 a year, all of it the standard deduction: nothing.
    expect(ky({ ...MONTHLY, regularWages: new Decimal(280) }).regular).toBe('0.00');
    // Weekly $100: $5,200 − $3,360 = $1,840 x 3.5% = $64.40 ÷ 52 = $1.2385 -> $1.24.
    expect(ky({ ...WEEKLY, regularWages: new Decimal(100) }).regular).toBe('1.24');
  });

  it('aggregates supplemental wages with the regular wages of the period', () => {
    // Biweekly $1,500 ($47.98) plus $500: $52,000 − $3,360 = $48,640 x 3.5% = $1,702.40 ÷ 26 = $65.4769 -> $65.48;
    // supplemental $17.50.
    expect(ky({ ...BIWEEKLY, regularWages: new Decimal(1500), supplementalWages: new Decimal(500) })).toEqual({ regular: '47.98', supplemental: '17.50' });
    // $500 alone: $13,000 − $3,360 = $9,640 x 3.5% = $337.40 ÷ 26 = $12.9769 -> $12.98.
    expect(ky({ ...BIWEEKLY, supplementalWages: new Decimal(500) })).toEqual({ regular: '0.00', supplemental: '12.98' });
  });

  it('adds the K-4 additional amount after the formula; nothing for an exempt K-4 or without wages', () => {
    expect(ky({ ...MONTHLY, regularWages: new Decimal(3270), certificate: { additionalWithholding: '10' } }).regular).toBe('114.65');
    expect(ky({ ...MONTHLY, regularWages: new Decimal(3270), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(ky({ ...MONTHLY, certificate: { additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        ky({ ...MONTHLY, regularWages: new Decimal(3270), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ exempt: 'true' })).toBe('certificate.exempt');
    expect(field({ additionalWithholding: -1 })).toBe('certificate.additionalWithholding');
    expect(field({ allowances: 2 })).toBe('certificate.allowances');
    expect(() => ky({ ...MONTHLY, year: 2024, regularWages: new Decimal(3270) })).toThrow(InvalidEngineInputError);
    expect(kyWithholding.years).toEqual([2025, 2026]);
  });

  it('on the item: the ky_sit line, and the occupational taxes still a warning', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 3270 }] },
      { payday: '2026-03-31', frequency: 'Monthly', states: { workStates: ['KY'], residenceState: 'KY' }, suiRates: { KY: '2.7' } },
    );
    expect(r.stateTaxes.find((t) => t.code === 'ky_sit')!.amount.toFixed(2)).toBe('104.65');
    expect(r.warnings.filter((w) => w.code === 'local_taxes_not_computed' || w.message.includes('income tax')).map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });
});

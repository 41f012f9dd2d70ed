/**
 * Connecticut withholding by the TPG-211 Withholding Calculation Rules (src/states/ct/index.ts). TPG-211 prints
 * no worked example of the rules (Circular CT's examples use the wage-bracket tables, which approximate them),
 * so every expected figure is worked out by hand in its comment from the cited tables (ct/2026.ts): Table A
 * exemption, Table B initial tax, Table C add-back, Table D recapture, Table E credit, ÷ periods, to the cent.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { ctAnnualTax, ctCredit, ctExemption, ctInitialTax, ctStepAmount, ctWithholding } from '../../src/states/ct';
import { CT_2026 } from '../../src/states/ct/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function ct(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = ctWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}
const d = (v: Decimal.Value) => new Decimal(v);
const T = CT_2026.tables;

describe('Connecticut tables (TPG-211 Tables A-E as printed)', () => {
  it('Table A: the exemption drops $1,000 for each $1,000 or fraction above its start', () => {
    expect(ctExemption(T.A, d(24000), '1000').toFixed(0)).toBe('12000');
    expect(ctExemption(T.A, d('24000.01'), '1000').toFixed(0)).toBe('11000');
    expect(ctExemption(T.A, d(35000), '1000').toFixed(0)).toBe('1000');
    expect(ctExemption(T.A, d('35000.01'), '1000').toFixed(0)).toBe('0');
    expect(ctExemption(T.B, d(56000), '1000').toFixed(0)).toBe('1000');
    expect(ctExemption(T.C, d(71000), '1000').toFixed(0)).toBe('1000');
    expect(ctExemption(T.F, d(30000), '1000').toFixed(0)).toBe('15000');
    expect(ctExemption(T.D, d(10000), '1000').toFixed(0)).toBe('0');
  });

  it('Table B: the printed addends are the tax below each line', () => {
    expect(ctInitialTax(T.A, d(10000)).toFixed(2)).toBe('200.00');
    expect(ctInitialTax(T.A, d(50000)).toFixed(2)).toBe('2000.00');
    expect(ctInitialTax(T.A, d(100000)).toFixed(2)).toBe('4750.00');
    expect(ctInitialTax(T.A, d(500000)).toFixed(2)).toBe('31250.00');
    expect(ctInitialTax(T.B, d(16000)).toFixed(2)).toBe('320.00');
    expect(ctInitialTax(T.B, d(800000)).toFixed(2)).toBe('50000.00');
    expect(ctInitialTax(T.C, d(20000)).toFixed(2)).toBe('400.00');
    expect(ctInitialTax(T.C, d(1000000)).toFixed(2)).toBe('62500.00');
  });

  it('Tables C and D: a step for each step or fraction above the start, up to the maximum', () => {
    expect(ctStepAmount(T.A.addBack, d(50250)).toFixed(0)).toBe('0');
    expect(ctStepAmount(T.A.addBack, d('50250.01')).toFixed(0)).toBe('25');
    expect(ctStepAmount(T.A.addBack, d(72750)).toFixed(0)).toBe('225');
    expect(ctStepAmount(T.A.addBack, d('72750.01')).toFixed(0)).toBe('250');
    expect(ctStepAmount(T.B.addBack, d('114500.01')).toFixed(0)).toBe('400');
    expect(ctStepAmount(T.C.addBack, d('145500.01')).toFixed(0)).toBe('500');
    expect(ctStepAmount(T.F.addBack, d('56500.01')).toFixed(0)).toBe('25');
    const recapture = (code: keyof typeof T, wages: string) => T[code].recapture.reduce((a, t) => a.plus(ctStepAmount(t, d(wages))), d(0)).toFixed(0);
    expect(recapture('A', '105000')).toBe('0');
    expect(recapture('A', '150000')).toBe('225');
    expect(recapture('A', '150000.01')).toBe('250');
    expect(recapture('A', '200000.01')).toBe('340');
    expect(recapture('A', '345000')).toBe('2860');
    expect(recapture('A', '345000.01')).toBe('2950');
    expect(recapture('A', '540000.01')).toBe('3400');
    expect(recapture('B', '320000.01')).toBe('540');
    expect(recapture('B', '864000.01')).toBe('5320');
    expect(recapture('C', '400000.01')).toBe('680');
    expect(recapture('C', '1080000.01')).toBe('6800');
  });

  it('Table E: the credit for annual wages more than each line', () => {
    expect(ctCredit(T.A, d(12000)).toFixed(2)).toBe('0.00');
    expect(ctCredit(T.A, d('12000.01')).toFixed(2)).toBe('0.75');
    expect(ctCredit(T.A, d(52000)).toFixed(2)).toBe('0.02');
    expect(ctCredit(T.A, d('52500.01')).toFixed(2)).toBe('0.00');
    expect(ctCredit(T.F, d('15000.01')).toFixed(2)).toBe('0.75');
    expect(ctCredit(T.D, d(20000)).toFixed(2)).toBe('0.00');
  });
});

describe('Connecticut (TPG-211 Withholding Calculation Rules, 2026)', () => {
  it('Code A, weekly $1,000', () => {
    // 52,000 annual; exemption 12,000 − 28 x 1,000 -> 0; Table B 2,000 + 5.5% x 2,000 = 2,110; Table C
    // (50,250, 52,750] $25; Table D 0; Table E (51,500, 52,000] 0.02: 2,135 x 0.98 = 2,092.30; ÷ 52 = 40.236 -> $40.24.
    expect(ctAnnualTax(CT_2026, 'A', d(52000)).toFixed(2)).toBe('2092.30');
    expect(ct({ ...WEEKLY, regularWages: d(1000), certificate: { withholdingCode: 'CodeA' } })).toEqual({ regular: '40.24', supplemental: '0.00' });
  });

  it('Code F (single), biweekly $1,500', () => {
    // 39,000; exemption 15,000 − 9 x 1,000 = 6,000; taxable 33,000: 200 + 4.5% x 23,000 = 1,235; Table E (33,300,
    // 60,000] 0.10: 1,111.50; ÷ 26 = 42.75.
    expect(ct({ ...BIWEEKLY, regularWages: d(1500), certificate: { withholdingCode: 'CodeF' } }).regular).toBe('42.75');
  });

  it('Code B (head of household), monthly $5,000', () => {
    // 60,000; exemption 19,000 − 22 x 1,000 -> 0; 320 + 4.5% x 44,000 = 2,300; credit (46,000, 74,000] 0.10:
    // 2,070.00; ÷ 12 = 172.50.
    expect(ct({ ...MONTHLY, regularWages: d(5000), certificate: { withholdingCode: 'CodeB' } }).regular).toBe('172.50');
  });

  it('Code C (married filing jointly, spouse not employed), semimonthly $4,000', () => {
    // 96,000; exemption 0; 400 + 4.5% x 76,000 = 3,820; no add-back below 100,500; credit (52,000, 96,000] 0.10:
    // 3,438.00; ÷ 24 = 143.25.
    expect(ct({ ...SEMIMONTHLY, regularWages: d(4000), certificate: { withholdingCode: 'CodeC' } }).regular).toBe('143.25');
  });

  it('Code D, biweekly $10,000: no exemption or credit, the add-back and two recapture tiers', () => {
    // 260,000; Table B 14,000 + 6.9% x 10,000 = 14,690; C max 250; D low max 250, middle 12 x 90 = 1,080;
    // 16,270.00 ÷ 26 = 625.769 -> 625.77.
    expect(ct({ ...BIWEEKLY, regularWages: d(10000), certificate: { withholdingCode: 'CodeD' } }).regular).toBe('625.77');
  });

  it('Code A, monthly $50,000: every recapture tier at its maximum', () => {
    // 600,000; 31,250 + 6.99% x 100,000 = 38,240; + 250 + 250 + 2,700 + 450 = 41,890; ÷ 12 = 3,490.833 -> 3,490.83.
    expect(ct({ ...MONTHLY, regularWages: d(50000), certificate: { withholdingCode: 'CodeA' } }).regular).toBe('3490.83');
  });

  it('low wages: the exemption covers them, or the credit takes most of the tax', () => {
    // F weekly $250: 13,000 ≤ 15,000 exemption -> 0.
    expect(ct({ ...WEEKLY, regularWages: d(250), certificate: { withholdingCode: 'CodeF' } }).regular).toBe('0.00');
    // F weekly $400: 20,800; taxable 5,800 x 2% = 116.00; credit (20,300, 20,800] 0.55: 52.20; ÷ 52 = 1.0038 -> 1.00.
    expect(ct({ ...WEEKLY, regularWages: d(400), certificate: { withholdingCode: 'CodeF' } }).regular).toBe('1.00');
  });

  it('adds line 2 and subtracts line 3, never below zero', () => {
    expect(ct({ ...WEEKLY, regularWages: d(1000), certificate: { withholdingCode: 'CodeA', additionalWithholding: '10' } }).regular).toBe('50.24');
    expect(ct({ ...WEEKLY, regularWages: d(1000), certificate: { withholdingCode: 'CodeA', reducedWithholding: 15.5 } }).regular).toBe('24.74');
    expect(ct({ ...WEEKLY, regularWages: d(1000), certificate: { withholdingCode: 'CodeA', reducedWithholding: 100 } }).regular).toBe('0.00');
  });

  it('aggregates supplemental wages paid with regular wages', () => {
    // F biweekly $1,500 + $500: regular $42.75 (above). Together 52,000: exemption 0; 2,110; no add-back below
    // 56,500; credit 0.10: 1,899.00 ÷ 26 = 73.038 -> 73.04; supplemental 73.04 − 42.75 = 30.29.
    expect(ct({ ...BIWEEKLY, regularWages: d(1500), supplementalWages: d(500), certificate: { withholdingCode: 'CodeF' } })).toEqual({ regular: '42.75', supplemental: '30.29' });
  });

  it('taxes supplemental wages paid alone as the period\'s wages', () => {
    // F biweekly $1,000: 26,000; exemption 15,000; 200 + 4.5% x 1,000 = 245; credit (25,500, 26,000] 0.25: 183.75;
    // ÷ 26 = 7.067 -> 7.07.
    expect(ct({ ...BIWEEKLY, supplementalWages: d(1000), certificate: { withholdingCode: 'CodeF' } })).toEqual({ regular: '0.00', supplemental: '7.07' });
  });

  it('without a CT-W4 withholds 6.99% of all wages', () => {
    // 1,000 x .0699 = 69.90; 500 x .0699 = 34.95.
    expect(ct({ ...WEEKLY, regularWages: d(1000), supplementalWages: d(500) })).toEqual({ regular: '69.90', supplemental: '34.95' });
  });

  it('Code E withholds nothing, and zero wages nothing', () => {
    expect(ct({ ...WEEKLY, regularWages: d(1000), supplementalWages: d(500), certificate: { withholdingCode: 'CodeE' } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(ct({ ...WEEKLY, certificate: { withholdingCode: 'CodeA', additionalWithholding: 10 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        ct({ ...WEEKLY, certificate });
        return 'accepted';
      } catch (err) {
        return (err as InvalidEngineInputError).field;
      }
    };
    expect(field({})).toBe('certificate.withholdingCode');
    expect(field({ withholdingCode: 'A' })).toBe('certificate.withholdingCode');
    expect(field({ withholdingCode: 'CodeF', additionalWithholding: '-1' })).toBe('certificate.additionalWithholding');
    expect(field({ withholdingCode: 'CodeF', reducedWithholding: true })).toBe('certificate.reducedWithholding');
    expect(field({ withholdingCode: 'CodeF', allowances: 1 })).toBe('certificate.allowances');
    expect(field({ withholdingCode: 'CodeB', additionalWithholding: 5, reducedWithholding: '2.50' })).toBe('accepted');
  });

  it('2025 uses the same tables; another year is refused', () => {
    expect(ctWithholding.years).toEqual([2025, 2026]);
    const r = ctWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: d(1000), supplementalWages: d(0), certificate: { withholdingCode: 'CodeA' } });
    expect(r.regular.toFixed(2)).toBe('40.24');
    expect(() => ctWithholding.withhold({ year: 2024, ...WEEKLY, regularWages: d(1000), supplementalWages: d(0) })).toThrow(InvalidEngineInputError);
  });
});

/**
 * Arkansas withholding by the Withholding Tax Formula Method effective January 1, 2026 (src/states/ar/index.ts).
 * The first case is the formula's own example (Gary, as transcribed in src/states/ar/2026.ts), to the cent; every
 * other expected figure is worked out by hand in its comment from the cited brackets: annual wages − $2,470, the
 * $50 midrange below $100,001, rate x amount − adjustment to the dollar, − $29 an exemption, ÷ periods to the cent.
 */
import Decimal from 'decimal.js';
import { arWithholding } from '../../src/states/ar';
import { withholdingModule } from '../../src/states/modules';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function ar(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>, payday: string | null = '2026-03-13') {
  const r = arWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...(payday ? { payday } : {}), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}
const wages = (n: number) => new Decimal(n);

describe('Arkansas (Withholding Tax Formula Method, effective January 1, 2026)', () => {
  it("the formula's example: Gary, monthly $2,127, 2 exemptions: $36.50", () => {
    // $25,524 − $2,470 = $23,054 -> $23,050; 3.4% x $23,050 − $287.97 = $495.73 -> $496; − $58 = $438; ÷ 12 = $36.50.
    expect(ar({ ...MONTHLY, regularWages: wages(2127), certificate: { exemptions: 2 } })).toEqual({ regular: '36.50', supplemental: '0.00' });
  });

  it('the 3.9% bracket, the phase-down band and the exact dollar from $100,001', () => {
    // Biweekly $3,000, no AR4EC: $78,000 − $2,470 = $75,530 -> $75,550 x 3.9% − $419.96 = $2,526.49 -> $2,526; ÷ 26 = $97.15.
    expect(ar({ ...BIWEEKLY, regularWages: wages(3000) }).regular).toBe('97.15');
    // Weekly $1,900, 1 exemption: $98,800 − $2,470 = $96,330 -> $96,350; 16 full $100 over $94,701: $399.30 − $160 =
    // $239.30; 3.9% x $96,350 − $239.30 = $3,518.35 -> $3,518; − $29 = $3,489; ÷ 52 = $67.096 -> $67.10.
    expect(ar({ ...WEEKLY, regularWages: wages(1900), certificate: { exemptions: 1 } }).regular).toBe('67.10');
    // Monthly $10,000: $117,530 (exact) x 3.9% − $89.30 = $4,494.37 -> $4,494; ÷ 12 = $374.50.
    expect(ar({ ...MONTHLY, regularWages: wages(10000) }).regular).toBe('374.50');
    // Weekly $150: $7,800 − $2,470 = $5,330 -> $5,350, the 0% bracket.
    expect(ar({ ...WEEKLY, regularWages: wages(150) }).regular).toBe('0.00');
  });

  it('supplemental wages are combined with the regular wages; line 4 is added; exempt withholds nothing', () => {
    // Monthly $2,127 + $1,000: $37,524 − $2,470 = $35,054 -> $35,050 x 3.9% − $419.96 = $946.99 -> $947; − $58 = $889;
    // ÷ 12 = $74.08; less $36.50 on the regular wages = $37.58.
    expect(ar({ ...MONTHLY, regularWages: wages(2127), supplementalWages: wages(1000), certificate: { exemptions: 2, additionalWithholding: 5 } })).toEqual({ regular: '41.50', supplemental: '37.58' });
    expect(ar({ ...MONTHLY, regularWages: wages(2127), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('2026 through May 6 only; AR4EC fields only', () => {
    expect(withholdingModule('AR', 2026, '2026-05-06')).toBe(arWithholding);
    expect(withholdingModule('AR', 2026, '2026-05-07')).toBeUndefined();
    expect(withholdingModule('AR', 2026)).toBeUndefined();
    expect(withholdingModule('AR', 2025, '2025-03-14')).toBeUndefined();
    expect(() => ar({ ...MONTHLY, regularWages: wages(2127) }, '2026-08-07')).toThrow(/payday/);
    expect(() => ar({ ...MONTHLY, regularWages: wages(2127) }, null)).toThrow(/payday/);
    expect(() => ar({ ...MONTHLY, regularWages: wages(2127), certificate: { filingStatus: 'Single' } })).toThrow(/certificate.filingStatus/);
  });
});

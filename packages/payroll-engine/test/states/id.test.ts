/**
 * Idaho withholding by the Percentage Computation Method (src/states/id/index.ts). The first case is the Tax
 * Commission's own example (Computing Withholding, as transcribed in src/states/id/2026.ts); the July 2026
 * period thresholds are checked against the printed table; every other expected figure is worked out by hand in
 * its comment from the cited figures (2026 from July 31: 5.3% over $16,100 single / $32,200 married a year,
 * ICTCAT $0; 2025: 5.3% over $15,000 / $30,000, ICTCAT $3,868), thresholds ÷ periods to the whole dollar,
 * allowances ÷ periods to the cent, the tax rounded half-up to the whole dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { idPeriodAmounts, idWithholding } from '../../src/states/id';
import { ID_2026 } from '../../src/states/id/2026';
import { withholdingModule } from '../../src/states/modules';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function id(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>, year = 2026, payday: string | null = '2026-08-07') {
  const r = idWithholding.withhold({ year, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...(payday ? { payday } : {}), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Idaho (Percentage Computation Method)', () => {
  it("the Commission's example: biweekly $1,212, unmarried, 4 allowances x $0: $31", () => {
    // ($1,212 − 4 x $0 − $619) x 5.3% = $31.429 -> $31.
    expect(id({ ...BIWEEKLY, regularWages: new Decimal(1212), certificate: { filingStatus: 'Single', allowances: 4 } })).toEqual({ regular: '31.00', supplemental: '0.00' });
    // Line 2's additional amount comes after the rounding: $31 + $10.
    expect(id({ ...BIWEEKLY, regularWages: new Decimal(1212), certificate: { allowances: 4, additionalWithholding: 10 } }).regular).toBe('41.00');
  });

  it('the July 2026 period thresholds are the printed ones (annual ÷ periods, whole dollars)', () => {
    const printed: Array<[number, string, string]> = [
      [52, '310', '619'],
      [26, '619', '1238'],
      [24, '671', '1342'],
      [12, '1342', '2683'],
      [260, '62', '124'],
      [1, '16100', '32200'],
    ];
    for (const [periods, single, married] of printed) {
      expect([periods, idPeriodAmounts(ID_2026.editions[0], false, periods).threshold.toFixed(0), idPeriodAmounts(ID_2026.editions[0], true, periods).threshold.toFixed(0)]).toEqual([periods, single, married]);
      expect(idPeriodAmounts(ID_2026.editions[0], false, periods).allowance.toFixed(2)).toBe('0.00');
    }
  });

  it('box B uses the Married table; box C and no certificate the Single table', () => {
    // Weekly $1,500: Married ($1,500 − $619) x 5.3% = $46.693 -> $47; Single ($1,500 − $310) x 5.3% = $63.07 -> $63.
    expect(id({ ...WEEKLY, regularWages: new Decimal(1500), certificate: { filingStatus: 'Married' } }).regular).toBe('47.00');
    expect(id({ ...WEEKLY, regularWages: new Decimal(1500), certificate: { filingStatus: 'MarriedWithholdAtSingleRate' } }).regular).toBe('63.00');
    expect(id({ ...WEEKLY, regularWages: new Decimal(1500) }).regular).toBe('63.00');
    // Monthly $1,000 Married is under the $2,683 threshold: nothing.
    expect(id({ ...MONTHLY, regularWages: new Decimal(1000), certificate: { filingStatus: 'Married' } }).regular).toBe('0.00');
  });

  it('supplemental wages are combined with the regular wages of the period', () => {
    // Semimonthly $3,000 Single: ($3,000 − $671) x 5.3% = $123.437 -> $123; with a $1,000 bonus ($4,000 − $671) x
    // 5.3% = $176.437 -> $176: $53 on the bonus.
    expect(id({ ...SEMIMONTHLY, regularWages: new Decimal(3000), supplementalWages: new Decimal(1000) })).toEqual({ regular: '123.00', supplemental: '53.00' });
  });

  it('exempt withholds nothing, additional amount included', () => {
    expect(id({ ...WEEKLY, regularWages: new Decimal(1500), certificate: { exempt: true, additionalWithholding: 20 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('2025: the House Bill 40 tables, $3,868 child tax credit allowances', () => {
    // Biweekly $1,212 Single, 4 allowances: $3,868 ÷ 26 = $148.77; $15,000 ÷ 26 = $576.92 -> $577;
    // ($1,212 − $595.08 − $577) x 5.3% = $2.116 -> $2.
    expect(id({ ...BIWEEKLY, regularWages: new Decimal(1212), certificate: { allowances: 4 } }, 2025, '2025-03-14').regular).toBe('2.00');
    // Biweekly $2,500 Married, 2 allowances: $30,000 ÷ 26 = $1,153.85 -> $1,154; ($2,500 − $297.54 − $1,154) x 5.3%
    // = $55.568 -> $56.
    expect(id({ ...BIWEEKLY, regularWages: new Decimal(2500), certificate: { filingStatus: 'Married', allowances: 2 } }, 2025, '2025-03-14').regular).toBe('56.00');
    // Weekly $800 Single: $15,000 ÷ 52 = $288.46 -> $288; $512 x 5.3% = $27.136 -> $27. One edition all year: no payday needed.
    expect(id({ ...WEEKLY, regularWages: new Decimal(800) }, 2025, null).regular).toBe('27.00');
  });

  it('2026 paydays before July 31 are not built: the registry declines them and the module refuses them', () => {
    expect(withholdingModule('ID', 2026, '2026-07-30')).toBeUndefined();
    expect(withholdingModule('ID', 2026)).toBeUndefined();
    expect(withholdingModule('ID', 2026, '2026-07-31')).toBe(idWithholding);
    expect(withholdingModule('ID', 2025, '2025-01-02')).toBe(idWithholding);
    expect(withholdingModule('ID', 2027, '2027-08-01')).toBeUndefined();
    expect(() => id({ ...WEEKLY, regularWages: new Decimal(1500) }, 2026, '2026-07-30')).toThrow(InvalidEngineInputError);
    expect(() => id({ ...WEEKLY, regularWages: new Decimal(1500) }, 2026, null)).toThrow(/payday/);
    // A payment without wages (the form check) needs no edition.
    expect(id({ ...WEEKLY, certificate: { filingStatus: 'Married' } }, 2026, null)).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses what the ID W-4 does not hold', () => {
    const bad = (certificate: Record<string, unknown>) => () => id({ ...WEEKLY, regularWages: new Decimal(1000), certificate });
    expect(bad({ filingStatus: 'HeadOfHousehold' })).toThrow(/certificate.filingStatus/);
    expect(bad({ allowances: 1.5 })).toThrow(/certificate.allowances/);
    expect(bad({ additionalWithholding: 'ten' })).toThrow(/certificate.additionalWithholding/);
    expect(bad({ exempt: 'yes' })).toThrow(/certificate.exempt/);
    expect(bad({ dependents: 2 })).toThrow(/certificate.dependents/);
  });
});

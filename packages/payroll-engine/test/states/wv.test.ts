/**
 * West Virginia withholding by the IT-100.2A percentage method (src/states/wv/index.ts). IT-100.2A prints tables
 * and no worked example: the rows are checked against one another (each row's amount is the previous row's
 * amount plus its rate on the band, to within 3 cents: the printed amounts are rounded, e.g. monthly two earner
 * $39.53 against $13.18 + 2.81% x $937 = $39.51), and every expected figure is worked out by hand in its comment
 * from the printed rows (src/states/wv/2026.ts), rounded to the nearest whole dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { withholdingModule } from '../../src/states/modules';
import type { StateWithholdingInput } from '../../src/states/types';
import { wvWithholding } from '../../src/states/wv';
import { WV_2026 } from '../../src/states/wv/2026';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function wv(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>, payday: string | null = '2026-06-19') {
  const r = wvWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...(payday ? { payday } : {}), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}
const wages = (n: number) => new Decimal(n);

describe('West Virginia (IT-100.2A percentage method, March 2026)', () => {
  it('each printed row continues the one before it; the exemption is $2,000 a year over the periods', () => {
    for (const [n, tables] of Object.entries(WV_2026.periods)) {
      for (const t of [tables.twoEarner, tables.oneEarner]) {
        expect(new Decimal(t.exemption).minus(new Decimal(2000).div(n)).abs().lte('0.005')).toBe(true);
        for (let i = 1; i < t.rows.length; i++) {
          const prev = t.rows[i - 1];
          const continued = new Decimal(prev.base).plus(new Decimal(t.rows[i].over).minus(prev.over).times(prev.rate));
          expect([n, i, continued.minus(t.rows[i].base).abs().lt('0.03')]).toEqual([n, i, true]);
        }
      }
    }
  });

  it('no IT-104: zero exemptions on the two earner tables', () => {
    // Weekly $1,000: over $866: $28.14 + 4.58% x $134 = $34.277 -> $34.
    expect(wv({ ...WEEKLY, regularWages: wages(1000) })).toEqual({ regular: '34.00', supplemental: '0.00' });
  });

  it('exemptions, the one earner tables and line 6', () => {
    // Biweekly $2,000, 2 exemptions, one earner: $2,000 − 2 x $76.92 = $1,846.16; over $1,538: $42.54 + 4.22% x
    // $308.16 = $55.544 -> $56; + $10 line 6.
    expect(wv({ ...BIWEEKLY, regularWages: wages(2000), certificate: { exemptions: 2, oneEarner: true, additionalWithholding: 10 } }).regular).toBe('66.00');
    // Monthly $3,000, 1 exemption, two earner: $2,833.33; over $2,500: $69.15 + 4.22% x $333.33 = $83.217 -> $83.
    expect(wv({ ...MONTHLY, regularWages: wages(3000), certificate: { exemptions: 1 } }).regular).toBe('83.00');
    // Semimonthly $500, 3 exemptions: $500 − $249.99 = $250.01 x 2.11% = $5.275 -> $5.
    expect(wv({ ...SEMIMONTHLY, regularWages: wages(500), certificate: { exemptions: 3 } }).regular).toBe('5.00');
    // Annual $50,000, one earner, 2 exemptions: $46,000; over $40,000: $1,106.50 + 4.22% x $6,000 = $1,359.70 -> $1,360.
    expect(wv({ frequency: 'Annually', periodsPerYear: 1, regularWages: wages(50000), certificate: { exemptions: 2, oneEarner: true } }).regular).toBe('1360.00');
    // Exemptions above the wages: nothing.
    expect(wv({ ...WEEKLY, regularWages: wages(30), certificate: { exemptions: 1 } }).regular).toBe('0.00');
  });

  it('a bonus is added to the regular wages', () => {
    // Weekly $1,000 + $500: $28.14 + 4.58% x $634 = $57.177 -> $57; less $34 on the regular wages = $23.
    expect(wv({ ...WEEKLY, regularWages: wages(1000), supplementalWages: wages(500) })).toEqual({ regular: '34.00', supplemental: '23.00' });
  });

  it('exempt withholds nothing', () => {
    expect(wv({ ...WEEKLY, regularWages: wages(1000), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('2026 from June 12 only; no quarterly table; IT-104 fields only', () => {
    expect(withholdingModule('WV', 2026, '2026-06-12')).toBe(wvWithholding);
    expect(withholdingModule('WV', 2026, '2026-06-11')).toBeUndefined();
    expect(withholdingModule('WV', 2026)).toBeUndefined();
    expect(withholdingModule('WV', 2025, '2025-08-01')).toBeUndefined();
    expect(() => wv({ ...WEEKLY, regularWages: wages(1000) }, '2026-03-13')).toThrow(/payday/);
    expect(() => wv({ ...WEEKLY, regularWages: wages(1000) }, null)).toThrow(InvalidEngineInputError);
    expect(() => wv({ frequency: 'Quarterly', periodsPerYear: 4, regularWages: wages(1000) })).toThrow(/periodsPerYear|4 pay periods/);
    expect(() => wv({ ...WEEKLY, regularWages: wages(1000), certificate: { allowances: 1 } })).toThrow(/certificate.allowances/);
  });
});

/**
 * Oklahoma withholding by the OW-2 percentage method (src/states/ok/index.ts). The first case is Packet OW-2's
 * own sample computation (2026, as transcribed in src/states/ok/2026.ts); the period tables are checked against
 * the rows the openbooks engine transcribed from the 2026 packet; every other expected figure is worked out by
 * hand in its comment from the cited figures (annual Single: 0 to $10,100, 2.5% to $11,250, $28.75 + 3.5% to
 * $13,550, $109.25 + 4.5% above; Married: $20,200 / $22,500 ($57.50) / $27,100 ($218.50); $1,000 an allowance),
 * each period's amount rounded to the dollar.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { okPeriodTable, okWithholding } from '../../src/states/ok';
import { OK_2026 } from '../../src/states/ok/2026';
import { perPeriod } from '../../src/states/certificate-reader';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

function ok(input: Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = okWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input });
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

/** A period table as [over, base] pairs. */
const pairs = (status: 'Single' | 'Married', periods: number) => okPeriodTable(OK_2026, status, periods).map((r) => [r.over, r.base]);

describe('Oklahoma (Packet OW-2 2026, percentage method)', () => {
  it("OW-2's sample: semimonthly $1,825, married, 2 allowances: $36.67 -> $37", () => {
    // $1,825 − 2 x $41.67 = $1,741.66; Table 3 Married: $9.10 + 4.5% x ($1,741.66 − $1,129) = $36.67 -> $37.
    expect(ok({ ...SEMIMONTHLY, regularWages: new Decimal(1825), certificate: { filingStatus: 'Married', allowances: 2 } })).toEqual({ regular: '37.00', supplemental: '0.00' });
  });

  it('the period tables and allowances are the printed ones (annual ÷ periods: boundaries to the dollar, add-ons to the cent)', () => {
    // The rows of the 2026 packet as openbooks transcribes them: [zero-bracket end, 3.5% start, 4.5% start] and
    // the add-ons at 3.5% and 4.5%, Single then Married. The 2021 packet's weekly Single ($194 / $216 / $261),
    // biweekly Single ($388 / $433 / $521) and biweekly Married ($777 / $865) boundaries are the same.
    const printed: Array<[number, string[], string[], string[], string[], string]> = [
      [52, ['194', '216', '261'], ['0.55', '2.10'], ['388', '433', '521'], ['1.11', '4.20'], '19.23'],
      [26, ['388', '433', '521'], ['1.11', '4.20'], ['777', '865', '1042'], ['2.21', '8.40'], '38.46'],
      [24, ['421', '469', '565'], ['1.20', '4.55'], ['842', '938', '1129'], ['2.40', '9.10'], '41.67'],
      [12, ['842', '938', '1129'], ['2.40', '9.10'], ['1683', '1875', '2258'], ['4.79', '18.21'], '83.33'],
      [4, ['2525', '2813', '3388'], ['7.19', '27.31'], ['5050', '5625', '6775'], ['14.38', '54.63'], '250.00'],
      [2, ['5050', '5625', '6775'], ['14.38', '54.63'], ['10100', '11250', '13550'], ['28.75', '109.25'], '500.00'],
      [1, ['10100', '11250', '13550'], ['28.75', '109.25'], ['20200', '22500', '27100'], ['57.50', '218.50'], '1000.00'],
      [260, ['39', '43', '52'], ['0.11', '0.42'], ['78', '87', '104'], ['0.22', '0.84'], '3.85'],
    ];
    for (const [periods, sOver, sBase, mOver, mBase, allowance] of printed) {
      expect([periods, pairs('Single', periods)]).toEqual([periods, [[sOver[0], '0.00'], [sOver[1], sBase[0]], [sOver[2], sBase[1]]]]);
      expect([periods, pairs('Married', periods)]).toEqual([periods, [[mOver[0], '0.00'], [mOver[1], mBase[0]], [mOver[2], mBase[1]]]]);
      expect(perPeriod(OK_2026.allowance, periods).toFixed(2)).toBe(allowance);
    }
  });

  it('the add-ons are the tax of the rows below; Single is half of Married', () => {
    for (const status of ['Single', 'Married'] as const) {
      const rows = OK_2026.schedules[status];
      for (let i = 1; i < rows.length; i++) {
        const below = rows[i - 1];
        const tax = new Decimal(below.base).plus(new Decimal(rows[i].over).minus(below.over).times(below.rate));
        expect(tax.toFixed(2)).toBe(new Decimal(rows[i].base).toFixed(2));
      }
    }
    OK_2026.schedules.Single.forEach((r, i) => {
      const m = OK_2026.schedules.Married[i];
      expect(new Decimal(m.over).div(2).toString()).toBe(r.over);
      expect(new Decimal(m.base).div(2).toFixed(2)).toBe(new Decimal(r.base).toFixed(2));
    });
  });

  it('Single and married-but-higher-Single use the Single table; no OK-W-4 is Single with zero allowances', () => {
    // Biweekly $1,500, 1 allowance: $1,500 − $38.46 = $1,461.54; Single: $4.20 + 4.5% x $940.54 = $46.52 -> $47.
    // Married (Table 2: $777 / $865 ($2.21) / $1,042 ($8.40)): $8.40 + 4.5% x $419.54 = $27.28 -> $27.
    expect(ok({ ...BIWEEKLY, regularWages: new Decimal(1500), certificate: { filingStatus: 'Single', allowances: 1 } }).regular).toBe('47.00');
    expect(ok({ ...BIWEEKLY, regularWages: new Decimal(1500), certificate: { filingStatus: 'MarriedWithholdAtHigherSingleRate', allowances: 1 } }).regular).toBe('47.00');
    expect(ok({ ...BIWEEKLY, regularWages: new Decimal(1500), certificate: { filingStatus: 'Married', allowances: 1 } }).regular).toBe('27.00');
    // No OK-W-4: $4.20 + 4.5% x $979 = $48.26 -> $48.
    expect(ok({ ...BIWEEKLY, regularWages: new Decimal(1500) }).regular).toBe('48.00');
  });

  it('the zero bracket and the 2.5% row; rounding half-up to the dollar', () => {
    // Weekly $190 single: in the zero bracket ($194): $0. Weekly $210 single: 2.5% x $16 = $0.40 -> $0.
    expect(ok({ ...WEEKLY, regularWages: new Decimal(190) }).regular).toBe('0.00');
    expect(ok({ ...WEEKLY, regularWages: new Decimal(210) }).regular).toBe('0.00');
    // Monthly $1,000 single, in the 3.5% row ($938 to $1,129): $2.40 + 3.5% x $62 = $4.57 -> $5. Monthly $2,000
    // single: $9.10 + 4.5% x $871 = $48.295 -> $48.
    expect(ok({ ...MONTHLY, regularWages: new Decimal(1000) }).regular).toBe('5.00');
    expect(ok({ ...MONTHLY, regularWages: new Decimal(2000) }).regular).toBe('48.00');
  });

  it('supplemental wages are aggregated with the period, each total rounded to the dollar', () => {
    // The sample with a $500 bonus: $2,241.66 − $1,129 = $1,112.66 x 4.5% + $9.10 = $59.17 -> $59; $59 − $37 = $22.
    expect(ok({ ...SEMIMONTHLY, regularWages: new Decimal(1825), supplementalWages: new Decimal(500), certificate: { filingStatus: 'Married', allowances: 2 } })).toEqual({ regular: '37.00', supplemental: '22.00' });
  });

  it('the additional amount adds after rounding; exempt withholds nothing', () => {
    expect(ok({ ...SEMIMONTHLY, regularWages: new Decimal(1825), certificate: { filingStatus: 'Married', allowances: 2, additionalWithholding: 5 } }).regular).toBe('42.00');
    expect(ok({ ...SEMIMONTHLY, regularWages: new Decimal(1825), certificate: { exempt: true, additionalWithholding: 5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const bad = (certificate: Record<string, unknown>) => () => ok({ ...WEEKLY, regularWages: new Decimal(100), certificate });
    expect(bad({ filingStatus: 'HeadOfHousehold' })).toThrow(InvalidEngineInputError);
    expect(bad({ filingStatus: 'HeadOfHousehold' })).toThrow(/certificate\.filingStatus/);
    expect(bad({ allowances: -1 })).toThrow(/certificate\.allowances/);
    expect(bad({ exemptions: 1 })).toThrow(/certificate\.exemptions/);
    expect(() => okWithholding.withhold({ year: 2025, ...WEEKLY, regularWages: new Decimal(100), supplementalWages: new Decimal(0) })).toThrow(/no Oklahoma withholding figures for 2025/);
  });
});

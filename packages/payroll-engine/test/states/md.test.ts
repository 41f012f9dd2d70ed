/**
 * Maryland withholding, the state part of the Employer Withholding Guide's percentage method (src/states/md).
 * The guide prints no worked dollar example; its printed tables are the state schedule plus a flat local rate
 * on the same taxable income, so the first cases check the state part plus the table's local rate against
 * printed cells (the annual 3.20% table's plus amounts and the weekly 3.20% table's first line, as transcribed
 * by the sources of src/states/md/2026.ts). Every other expected figure is worked out by hand in its comment
 * from the cited 2026 figures (period amounts: weekly $65.38 / $61.54 / floor $96.00, biweekly $130.76 /
 * $123.08, semimonthly $141.66 / $133.33, monthly $283.33 / $266.67; schedules from 4.75%; lump sum 6.50%),
 * rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { mdPeriodTax, mdWithholding, readMw507 } from '../../src/states/md';
import { MD_2026 } from '../../src/states/md/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const ANNUALLY = { frequency: 'Annually', periodsPerYear: 1 } as const;

type MdInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function md(input: MdInput) {
  const r = mdWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Maryland (Employer Withholding Guide percentage method, state part)', () => {
  it("adds up with the table's 3.20% local rate to the annual 3.20% table's printed plus amounts", () => {
    // Annual payroll, 0 exemptions: taxable = wages − $3,400. State part at each bracket bound, plus 3.20% x
    // taxable, is the printed cell: single $100,000 -> $4,750 + $3,200 = $7,950.00; $125,000 -> $6,000 + $4,000
    // = $10,000.00; $150,000 -> $7,312.50 + $4,800 = $12,112.50; $250,000 -> $12,812.50 + $8,000 = $20,812.50;
    // $500,000 -> $27,187.50 + $16,000 = $43,187.50; $1,000,000 -> $58,437.50 + $32,000 = $90,437.50.
    const printed: Array<['Single' | 'Married', number, string]> = [
      ['Single', 100000, '7950.00'],
      ['Single', 125000, '10000.00'],
      ['Single', 150000, '12112.50'],
      ['Single', 250000, '20812.50'],
      ['Single', 500000, '43187.50'],
      ['Single', 1000000, '90437.50'],
      // Joint: $150,000 -> $7,125 + $4,800 = $11,925.00; $175,000 -> $8,375 + $5,600; $225,000 -> $11,000 +
      // $7,200; $300,000 -> $15,125 + $9,600; $600,000 -> $32,375 + $19,200; $1,200,000 -> $69,875 + $38,400.
      ['Married', 150000, '11925.00'],
      ['Married', 175000, '13975.00'],
      ['Married', 225000, '18200.00'],
      ['Married', 300000, '24725.00'],
      ['Married', 600000, '51575.00'],
      ['Married', 1200000, '108275.00'],
    ];
    for (const [filingStatus, taxable, cell] of printed) {
      const certificate = { filingStatus, exemptions: 0 };
      const state = mdPeriodTax(MD_2026, readMw507(certificate), 1, new Decimal(taxable + 3400));
      expect(state.taxable.toFixed(2)).toBe(new Decimal(taxable).toFixed(2));
      expect(state.tax.plus(state.taxable.times('0.032')).toFixed(2)).toBe(cell);
      expect(md({ ...ANNUALLY, regularWages: new Decimal(taxable + 3400), certificate }).regular).toBe(state.tax.toFixed(2));
    }
  });

  it("adds up with 3.20% to the weekly 3.20% table's first line: $1,923 at 7.95% = $152.88", () => {
    // Weekly $1,988.38, single, 0 exemptions: $1,988.38 − $65.38 = $1,923.00; state 4.75% = $91.3425 -> $91.34;
    // with 3.20% ($61.536): $152.8785 -> $152.88, the table's "$152.88 plus 8.20%".
    const state = mdPeriodTax(MD_2026, readMw507({ exemptions: 0 }), 52, new Decimal('1988.38'));
    expect(state.taxable.toFixed(2)).toBe('1923.00');
    expect(state.tax.toFixed(2)).toBe('91.34');
    expect(state.taxable.times('0.0795').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe('152.88');
  });

  it('withholds as if one exemption was claimed, single, without an MW507', () => {
    // Weekly $1,000: $1,000 − $65.38 − $61.54 = $873.08 x 4.75% = $41.4713 -> $41.47.
    expect(md({ ...WEEKLY, regularWages: new Decimal(1000) })).toEqual({ regular: '41.47', supplemental: '0.00' });
    // An MW507 with line 1 left empty claims no exemption: $934.62 x 4.75% = $44.39445 -> $44.39.
    expect(md({ ...WEEKLY, regularWages: new Decimal(1000), certificate: {} }).regular).toBe('44.39');
  });

  it('uses the joint schedule for the Married (head of household) box and the single one for the other two', () => {
    // Weekly $3,000, 0 exemptions: taxable $2,934.62, x 52 = $152,600.24 a year.
    // Single: $4,750 + $1,250 + $1,312.50 + 5.50% x $2,600.24 ($143.0132) = $7,455.5132 ÷ 52 = $143.3752 -> $143.38.
    // Joint: $7,125 + 5.00% x $2,600.24 ($130.012) = $7,255.012 ÷ 52 = $139.5195 -> $139.52.
    const at = (filingStatus: string) => md({ ...WEEKLY, regularWages: new Decimal(3000), certificate: { filingStatus, exemptions: 0 } }).regular;
    expect(at('Single')).toBe('143.38');
    expect(at('MarriedWithholdAtSingleRate')).toBe('143.38');
    expect(at('Married')).toBe('139.52');
  });

  it("uses each period's printed amounts", () => {
    // Biweekly $2,000, 1 exemption: $2,000 − $130.76 − $123.08 = $1,746.16 x 4.75% = $82.9426 -> $82.94.
    expect(md({ ...BIWEEKLY, regularWages: new Decimal(2000) }).regular).toBe('82.94');
    // Semimonthly $2,500, 2 exemptions: $2,500 − $141.66 − $266.66 = $2,091.68 x 4.75% = $99.3548 -> $99.35.
    expect(md({ ...SEMIMONTHLY, regularWages: new Decimal(2500), certificate: { filingStatus: 'Married', exemptions: 2 } }).regular).toBe('99.35');
    // Monthly $6,000, 3 exemptions: $6,000 − $283.33 − $800.01 = $4,916.66 x 4.75% = $233.54135 -> $233.54.
    expect(md({ ...MONTHLY, regularWages: new Decimal(6000), certificate: { exemptions: '3' } }).regular).toBe('233.54');
  });

  it('withholds nothing on wages below the period floor, and nothing below zero taxable', () => {
    // Weekly floor $96.00: $95.99 withholds nothing even with 0 exemptions; $96.00 - $65.38 = $30.62 x 4.75% = $1.45445 -> $1.45.
    expect(md({ ...WEEKLY, regularWages: new Decimal('95.99'), certificate: { exemptions: 0 } }).regular).toBe('0.00');
    expect(md({ ...WEEKLY, regularWages: new Decimal('96.00'), certificate: { exemptions: 0 } }).regular).toBe('1.45');
    // Weekly $120 with 1 exemption: $120 − $126.92 < 0.
    expect(md({ ...WEEKLY, regularWages: new Decimal(120) }).regular).toBe('0.00');
  });

  it('aggregates supplemental wages paid with regular wages; a bonus paid alone at the lump-sum rate 6.50%', () => {
    // Biweekly, no MW507: regular $1,746.16 x 4.75% = $82.94; with $1,000: $2,746.16 x 4.75% = $130.4426 -> $130.44;
    // supplemental $47.50.
    expect(md({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal(1000) })).toEqual({ regular: '82.94', supplemental: '47.50' });
    // $1,234.56 alone: x 6.50% = $80.2464 -> $80.25.
    expect(md({ ...BIWEEKLY, supplementalWages: new Decimal('1234.56') })).toEqual({ regular: '0.00', supplemental: '80.25' });
  });

  it('adds the line 2 amount after the rate; nothing for an exempt MW507 or a payment without wages', () => {
    // $41.47 (one exemption) + $12.50.
    expect(md({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { exemptions: 1, additionalWithholding: '12.50' } }).regular).toBe('53.97');
    expect(md({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { exempt: true, additionalWithholding: 12.5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(md({ ...WEEKLY, certificate: { additionalWithholding: 12.5 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        md({ ...WEEKLY, regularWages: new Decimal(1000), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ filingStatus: 'HeadOfHousehold' })).toBe('certificate.filingStatus');
    expect(field({ exemptions: 1.5 })).toBe('certificate.exemptions');
    expect(field({ exemptions: -1 })).toBe('certificate.exemptions');
    expect(field({ additionalWithholding: -5 })).toBe('certificate.additionalWithholding');
    expect(field({ additionalWithholding: true })).toBe('certificate.additionalWithholding');
    expect(field({ exempt: 'yes' })).toBe('certificate.exempt');
    expect(field({ county: 'Montgomery' })).toBe('certificate.county');
    expect(() => md({ ...WEEKLY, year: 2025, regularWages: new Decimal(1000) })).toThrow(InvalidEngineInputError);
    expect(mdWithholding.years).toEqual([2026]);
  });

  it('on the item: the md_sit line on wages less 401(k) and Section 125, and the county still a warning', () => {
    // Weekly $1,000 less a 5% 401(k) ($50) = $950: $950 − $65.38 − $61.54 = $823.08 x 4.75% = $39.0963 -> $39.10.
    const r = computeEmployeeItem(
      {
        employeeId: 'emp_1',
        payments: [{ nonHourlyRegular: 1000 }],
      },
      {
        payday: '2026-03-13',
        frequency: 'Weekly',
        states: { workStates: ['MD'], residenceState: 'MD' },
        suiRates: { MD: '2.6' },
        benefits: [{ id: 'b1', type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: '5' }],
      },
    );
    const sit = r.stateTaxes.find((t) => t.code === 'md_sit');
    expect(sit).toMatchObject({ jurisdiction: 'MD', name: 'StateIncomeTax', payer: 'Employee' });
    expect(sit!.amount.toFixed(2)).toBe('39.10');
    expect(sit!.subjectWages.toFixed(2)).toBe('950.00');
    const warnings = r.warnings.filter((w) => w.message.includes('income tax') || w.code === 'local_taxes_not_computed');
    expect(warnings.map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });
});

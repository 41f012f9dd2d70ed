/**
 * District of Columbia withholding by OTR's annualized formula (src/states/dc). OTR prints no worked example
 * for the current schedule; the first case checks the schedule against the cumulative amounts the District
 * prints, every other expected figure is worked out by hand in its comment from the cited 2026 figures ($4,300 an
 * allowance; 4% / 6% / 6.5% / 8.5% / 9.25% / 9.75% / 10.75%), the annual tax and its period share rounded
 * half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { dcFormula, dcWithholding } from '../../src/states/dc';
import { DC_2026 } from '../../src/states/dc/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;

type DcInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function dc(input: DcInput) {
  const r = dcWithholding.withhold({ year: 2026, regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('District of Columbia (annualized formula, Tax Notice 2022-08)', () => {
  it("reproduces the schedule's printed cumulative amounts ($400, $2,200, $3,500, $19,650, $42,775, $91,525)", () => {
    const at = (taxable: number) => dcFormula(DC_2026, 0, 1, new Decimal(taxable)).annualTax.toFixed(2);
    expect([10000, 40000, 60000, 250000, 500000, 1000000].map(at)).toEqual(['400.00', '2200.00', '3500.00', '19650.00', '42775.00', '91525.00']);
  });

  it('subtracts $4,300 for each D-4 allowance from annualized wages; none without a D-4', () => {
    // Biweekly $3,000, 1 allowance: $78,000 − $4,300 = $73,700: $3,500 + 8.5% x $13,700 = $4,664.50 ÷ 26 = $179.4038 -> $179.40.
    expect(dc({ ...BIWEEKLY, regularWages: new Decimal(3000), certificate: { allowances: 1 } })).toEqual({ regular: '179.40', supplemental: '0.00' });
    // No D-4: $78,000: $3,500 + 8.5% x $18,000 = $5,030.00 ÷ 26 = $193.4615 -> $193.46.
    expect(dc({ ...BIWEEKLY, regularWages: new Decimal(3000) }).regular).toBe('193.46');
    // Monthly $25,000, 2 allowances: $300,000 − $8,600 = $291,400: $19,650 + 9.25% x $41,400 = $23,479.50 ÷ 12 = $1,956.625 -> $1,956.63.
    expect(dc({ ...MONTHLY, regularWages: new Decimal(25000), certificate: { allowances: '2' } }).regular).toBe('1956.63');
    // Weekly $80, 1 allowance: $4,160 < $4,300: nothing.
    expect(dc({ ...WEEKLY, regularWages: new Decimal(80), certificate: { allowances: 1 } }).regular).toBe('0.00');
  });

  it('aggregates supplemental wages with the regular wages of the period', () => {
    // Biweekly, 1 allowance: $3,000 -> $179.40; $4,000: $104,000 − $4,300 = $99,700: $3,500 + 8.5% x $39,700 = $6,874.50
    // ÷ 26 = $264.4038 -> $264.40; supplemental $85.00.
    expect(dc({ ...BIWEEKLY, regularWages: new Decimal(3000), supplementalWages: new Decimal(1000), certificate: { allowances: 1 } })).toEqual({ regular: '179.40', supplemental: '85.00' });
    // $1,000 alone: $26,000 − $4,300 = $21,700: $400 + 6% x $11,700 = $1,102.00 ÷ 26 = $42.3846 -> $42.38.
    expect(dc({ ...BIWEEKLY, supplementalWages: new Decimal(1000), certificate: { allowances: 1 } })).toEqual({ regular: '0.00', supplemental: '42.38' });
  });

  it('adds line 3 after the formula; nothing for a line 4 EXEMPT or without wages', () => {
    expect(dc({ ...BIWEEKLY, regularWages: new Decimal(3000), certificate: { allowances: 1, additionalWithholding: 20 } }).regular).toBe('199.40');
    expect(dc({ ...BIWEEKLY, regularWages: new Decimal(3000), certificate: { exempt: true } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    expect(dc({ ...BIWEEKLY, certificate: { additionalWithholding: 20 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('refuses a certificate it cannot read, naming the field, and a year without figures', () => {
    const field = (certificate: Record<string, unknown>) => {
      try {
        dc({ ...BIWEEKLY, regularWages: new Decimal(3000), certificate });
      } catch (err) {
        expect(err).toBeInstanceOf(InvalidEngineInputError);
        return (err as InvalidEngineInputError).field;
      }
      return 'none';
    };
    expect(field({ allowances: 1.5 })).toBe('certificate.allowances');
    expect(field({ additionalWithholding: 'x' })).toBe('certificate.additionalWithholding');
    expect(field({ exempt: 'EXEMPT' })).toBe('certificate.exempt');
    expect(field({ filingStatus: 'Single' })).toBe('certificate.filingStatus');
    expect(() => dc({ ...BIWEEKLY, year: 2025, regularWages: new Decimal(3000) })).toThrow(InvalidEngineInputError);
    expect(dcWithholding.years).toEqual([2026]);
  });

  it('on the item: a District resident working in the District; a Maryland resident with a D-4A withholds for Maryland', () => {
    const item = (residenceState: string, elections?: Array<{ workState: string; residenceState: string }>) =>
      computeEmployeeItem(
        { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 3000 }] },
        { payday: '2026-03-13', frequency: 'Biweekly', states: { workStates: ['DC'], residenceState, elections, year: 2026 }, suiRates: { DC: '2.7' }, stateCertificates: { DC: { allowances: 1 } } },
      );
    const resident = item('DC');
    expect(resident.stateTaxes.find((t) => t.code === 'dc_sit')!.amount.toFixed(2)).toBe('179.40');
    expect(resident.warnings.filter((w) => w.code === 'local_taxes_not_computed' || w.message.includes('income tax'))).toEqual([]);
    // Maryland resident, D-4A on file: Maryland withholds its state part (no MW507: one exemption, single):
    // $3,000 − $130.76 − $123.08 = $2,746.16 x 4.75% = $130.4426 -> $130.44; no DC line.
    const commuter = item('MD', [{ workState: 'DC', residenceState: 'MD' }]);
    expect(commuter.stateTaxes.filter((t) => t.name === 'StateIncomeTax').map((t) => `${t.code} ${t.amount.toFixed(2)}`)).toEqual(['md_sit 130.44']);
  });
});

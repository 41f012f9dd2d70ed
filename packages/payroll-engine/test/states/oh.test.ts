/**
 * Ohio withholding by the Optional Computer Formula (src/states/oh/index.ts). The Department publishes no worked
 * dollar example of the formula, so every expected figure is worked out by hand in its comment from the
 * figures of oh/2026.ts ($650 per exemption; the October 1, 2025 and August 1, 2026 bands; 3.5%
 * supplemental), rounding half-up to cents once, and cross-checked against the printed per-period
 * percentage-method line of the same edition (as transcribed) where one applies.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { ohWithholding, type OhWithholdingInput } from '../../src/states/oh';

const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
/** A payroll period ending under the October 1, 2025 edition, and one under the August 1, 2026 edition. */
const OCT25 = '2026-03-13';
const AUG26 = '2026-08-14';

function oh(input: Partial<OhWithholdingInput> & Pick<OhWithholdingInput, 'frequency' | 'periodsPerYear'>) {
  const r = ohWithholding.withhold({
    year: 2026,
    periodEnd: OCT25,
    regularWages: new Decimal(0),
    supplementalWages: new Decimal(0),
    ...input,
  } as OhWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Ohio (Optional Computer Formula, annualized)', () => {
  it('withholds with zero exemptions when no IT 4 is on file (October 2025 edition)', () => {
    // $1,000 x 52 = $52,000; $462.39 + ($52,000 − $26,050) x 2.99% = $462.39 + $775.905 = $1,238.295;
    // ÷ 52 = $23.813365 -> $23.81. (Printed weekly line: $8.89 + ($1,000 − $500.96) x 2.99% = $23.811 -> $23.81.)
    expect(oh({ ...WEEKLY, regularWages: new Decimal(1000) })).toEqual({ regular: '23.81', supplemental: '0.00' });
    expect(oh({ ...WEEKLY, regularWages: new Decimal(1000), certificate: {} }).regular).toBe('23.81');
  });

  it('deducts $650 a year per IT 4 exemption (biweekly, 2 exemptions), by edition', () => {
    // October 2025: $2,000 x 26 − $1,300 = $50,700; $462.39 + $24,650 x 2.99% = $462.39 + $737.035
    // = $1,199.425; ÷ 26 = $46.131731 -> $46.13. (Printed biweekly: $2,000 − 2 x $25 = $1,950; $17.78 +
    // $948.08 x 2.99% = $46.127592 -> $46.13.)
    expect(oh({ ...BIWEEKLY, regularWages: new Decimal(2000), certificate: { exemptions: 2 } }).regular).toBe('46.13');
    // August 2026: $416.80 + $737.035 = $1,153.835; ÷ 26 = $44.378269 -> $44.38. (Printed: $16.03 + $28.347592
    // = $44.377592 -> $44.38.)
    expect(oh({ ...BIWEEKLY, periodEnd: AUG26, regularWages: new Decimal(2000), certificate: { exemptions: '2' } }).regular).toBe('44.38');
  });

  it('lowest and highest bands', () => {
    // Weekly $400, 1 exemption, October 2025: $20,800 − $650 = $20,150 x 1.775% = $357.6625; ÷ 52 = $6.878125 -> $6.88.
    expect(oh({ ...WEEKLY, regularWages: new Decimal(400), certificate: { exemptions: 1 } }).regular).toBe('6.88');
    // Same, August 2026: $20,150 x 1.6% = $322.40; ÷ 52 = $6.2 -> $6.20.
    expect(oh({ ...WEEKLY, periodEnd: AUG26, regularWages: new Decimal(400), certificate: { exemptions: 1 } }).regular).toBe('6.20');
    // Monthly $10,000, August 2026: $120,000; $2,627.91 + $20,000 x 3.4% = $3,307.91; ÷ 12 = $275.659167 -> $275.66.
    // (Printed monthly: $218.99 + $1,666.67 x 3.4% = $275.65678 -> $275.66.)
    expect(oh({ ...MONTHLY, periodEnd: AUG26, regularWages: new Decimal(10000) }).regular).toBe('275.66');
    // Same, October 2025: $2,673.50 + $20,000 x 3.64% = $3,401.50; ÷ 12 = $283.458333 -> $283.46.
    expect(oh({ ...MONTHLY, regularWages: new Decimal(10000) }).regular).toBe('283.46');
  });

  it('selects the edition by the payroll period end date', () => {
    // Weekly $1,000: October 2025 edition $23.81 (above); August 2026: $416.80 + $775.905 = $1,192.705 ÷ 52
    // = $22.936635 -> $22.94.
    expect(oh({ ...WEEKLY, periodEnd: '2026-07-31', regularWages: new Decimal(1000) }).regular).toBe('23.81');
    expect(oh({ ...WEEKLY, periodEnd: '2026-08-01', regularWages: new Decimal(1000) }).regular).toBe('22.94');
    // A period ending in December 2025 and paid in 2026 uses the October 2025 edition.
    expect(oh({ ...WEEKLY, periodEnd: '2025-12-31', regularWages: new Decimal(1000) }).regular).toBe('23.81');
  });

  it('adds the IT 4 line 5 amount after the formula', () => {
    // $23.81 + $10.00 = $33.81.
    expect(oh({ ...WEEKLY, regularWages: new Decimal(1000), certificate: { additionalWithholding: '10' } }).regular).toBe('33.81');
  });

  it('withholds 3.5% of supplemental compensation, with no exemptions (Ohio Adm. Code 5703-7-10(B)(2))', () => {
    // $1,000 bonus alone, 3 exemptions: $1,000 x 3.5% = $35.00.
    expect(oh({ ...BIWEEKLY, supplementalWages: new Decimal(1000), certificate: { exemptions: 3 } })).toEqual({ regular: '0.00', supplemental: '35.00' });
    // With regular wages: $46.13 (above) and $333.33 x 3.5% = $11.66655 -> $11.67.
    expect(oh({ ...BIWEEKLY, regularWages: new Decimal(2000), supplementalWages: new Decimal('333.33'), certificate: { exemptions: 2 } })).toEqual({
      regular: '46.13',
      supplemental: '11.67',
    });
  });

  it('withholds nothing on zero wages (not even line 5) or when exemptions exceed annual wages', () => {
    expect(oh({ ...WEEKLY, certificate: { additionalWithholding: 25 } })).toEqual({ regular: '0.00', supplemental: '0.00' });
    // $10 x 52 = $520 < $650.
    expect(oh({ ...WEEKLY, regularWages: new Decimal(10), certificate: { exemptions: 1 } }).regular).toBe('0.00');
  });

  it('declares its years and exclusions', () => {
    expect(ohWithholding.state).toBe('OH');
    expect(ohWithholding.years).toEqual([2026]);
    expect(ohWithholding.excludes).toEqual({ section125: true, retirement401k: true });
  });

  it('rejects a certificate it cannot read, a missing or uncovered period end, and a year without figures', () => {
    const fieldOf = (input: Partial<OhWithholdingInput>) => {
      try {
        oh({ ...WEEKLY, regularWages: new Decimal(1000), ...input });
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ certificate: { allowances: 1 } })).toBe('certificate.allowances');
    expect(fieldOf({ certificate: { schoolDistrict: '2514' } })).toBe('certificate.schoolDistrict');
    expect(fieldOf({ certificate: { exemptions: 1.5 } })).toBe('certificate.exemptions');
    expect(fieldOf({ certificate: { exemptions: -1 } })).toBe('certificate.exemptions');
    expect(fieldOf({ certificate: { additionalWithholding: '-5' } })).toBe('certificate.additionalWithholding');
    expect(fieldOf({ periodEnd: undefined })).toBe('periodEnd');
    expect(fieldOf({ periodEnd: '13/03/2026' })).toBe('periodEnd');
    expect(fieldOf({ periodEnd: '2025-09-30' })).toBe('periodEnd'); // the July 2024 edition is not built
    expect(fieldOf({ periodEnd: '2027-01-08' })).toBe('periodEnd');
    expect(fieldOf({ year: 2025, periodEnd: '2025-10-10' })).toBe('year');
  });
});

/**
 * A W-4 claiming exemption from withholding expires (src/w4.ts): it covers the paydays through February 15 of
 * the year after the form was given; after that, federal income tax is withheld as Single with no other entries.
 * Expected amounts are worked by hand from Publication 15-T 2026's STANDARD Single table (2026 file).
 *
 * $2,000 weekly, 2026, Single, no adjustments:
 *   2,000 x 52 = 104,000 - 8,600 = 95,400; S std 57,900 -> 5,800 + 22% x 37,500 = 14,050 / 52 = 270.1923 -> 270.19
 * Social Security 2,000 x 6.2% = 124.00; Medicare 2,000 x 1.45% = 29.00 (an exemption does not touch FICA).
 */
import {
  computeEmployeeItem,
  effectiveW4,
  InvalidEngineInputError,
  w4ExemptThrough,
  type EmployeeContext,
  type EmployeeItemInput,
  type EmployeeItemResult,
  type TaxName,
  type TaxPayer,
  type W4Input,
} from '../src';

const WEEK_2000: EmployeeItemInput = { employeeId: 'emp_x', payments: [{ nonHourlyRegular: 2000 }] };

function run(payday: string, w4: W4Input | null, extra: Partial<EmployeeContext> = {}, input = WEEK_2000): EmployeeItemResult {
  return computeEmployeeItem(input, { payday, frequency: 'Weekly', w4, ...extra });
}

function tax(r: EmployeeItemResult, name: TaxName, payer: TaxPayer = 'Employee'): string {
  return r.taxes.find((t) => t.name === name && t.payer === payer)!.amount.toFixed(2);
}

// The form's Steps 2 to 4 are filled in on purpose: an exempt claim ignores them, and so does its expiry.
const EXEMPT_2025: W4Input = {
  filingStatus: 'MarriedFilingJointly',
  multipleJobs: true,
  extraWithholding: 50,
  exempt: true,
  signedAt: '2025-03-01',
};

describe('w4ExemptThrough: February 15 of the year after the form was given', () => {
  test.each([
    ['2025-03-01', '2026-02-15'],
    ['2025-01-01', '2026-02-15'],
    ['2025-12-31T23:59:00Z', '2026-02-15'],
    ['2026-02-10', '2027-02-15'],
  ])('signed %s -> %s', (signedAt, through) => {
    expect(w4ExemptThrough(signedAt)).toBe(through);
  });
});

describe('an exempt W-4 signed 2025-03-01, $2,000 weekly', () => {
  test('paid 2025-12-19 (the year it was given): no federal income tax, FICA still withheld', () => {
    const r = run('2025-12-19', EXEMPT_2025);
    expect(tax(r, 'FederalIncomeTax')).toBe('0.00');
    expect(tax(r, 'SocialSecurity')).toBe('124.00');
    expect(tax(r, 'Medicare')).toBe('29.00');
    expect(r.federalIncomeTax.w4Exempt).toBe(true);
    expect(r.federalIncomeTax.w4OnFile).toBe(true);
    // Step 4(c) extra withholding is not applied to an exempt claim.
    expect(r.federalIncomeTax.extraWithholding.toFixed(2)).toBe('0.00');
    // net = 2,000 - 124 - 29 = 1,847.00
    expect(r.netPay.toFixed(2)).toBe('1847.00');
  });

  test('paid 2026-02-13 (before February 15 of the next year): still 0.00', () => {
    expect(tax(run('2026-02-13', EXEMPT_2025), 'FederalIncomeTax')).toBe('0.00');
  });

  test('paid 2026-02-15 (the last day, inclusive): still 0.00; 2026-02-16: withheld', () => {
    expect(tax(run('2026-02-15', EXEMPT_2025), 'FederalIncomeTax')).toBe('0.00');
    expect(tax(run('2026-02-16', EXEMPT_2025), 'FederalIncomeTax')).toBe('270.19');
  });

  test('paid 2026-02-20 (expired): Single with no adjustments, 270.19 — not MFJ, not the Step 2 box, not the $50', () => {
    const r = run('2026-02-20', EXEMPT_2025);
    expect(tax(r, 'FederalIncomeTax')).toBe('270.19');
    expect(r.federalIncomeTax.filingStatus).toBe('Single');
    expect(r.federalIncomeTax.step2Checkbox).toBe(false);
    expect(r.federalIncomeTax.w4Exempt).toBe(false);
    expect(r.federalIncomeTax.w4OnFile).toBe(false);
    expect(tax(r, 'SocialSecurity')).toBe('124.00');
  });

  test('a new exempt W-4 signed 2026-02-10 keeps 2026-02-20 at 0.00', () => {
    expect(tax(run('2026-02-20', { ...EXEMPT_2025, signedAt: '2026-02-10' }), 'FederalIncomeTax')).toBe('0.00');
  });
});

describe('what the exemption covers', () => {
  const inForce: W4Input = { filingStatus: 'Single', exempt: true, signedAt: '2026-01-05' };

  test('a non-exempt W-4 carries over the year end unchanged', () => {
    // MFJ, 2026: 104,000 - 12,900 = 91,100; MFJ std 44,100 -> 2,480 + 12% x 47,000 = 8,120 / 52 = 156.1538 -> 156.15
    const w4: W4Input = { filingStatus: 'MarriedFilingJointly', exempt: false, signedAt: '2024-03-01' };
    expect(tax(run('2026-02-20', w4), 'FederalIncomeTax')).toBe('156.15');
  });

  test('supplemental wages under $1,000,000: no flat 22% either', () => {
    // regular 2,000 + bonus 1,000: FIT 0.00; SS 3,000 x 6.2% = 186.00
    const r = run('2026-03-06', inForce, {}, { employeeId: 'e', payments: [{ nonHourlyRegular: 2000, bonus: 1000 }] });
    expect(tax(r, 'FederalIncomeTax')).toBe('0.00');
    expect(tax(r, 'SocialSecurity')).toBe('186.00');
  });

  test('forceSupplementalWithholdings: nothing withheld', () => {
    expect(tax(run('2026-03-06', inForce, { forceSupplementalWithholdings: true }), 'FederalIncomeTax')).toBe('0.00');
  });

  test('the mandatory 37% above $1,000,000 of supplemental wages applies whatever the W-4 says', () => {
    // YTD supplemental 1,000,000; bonus 1,000 -> 1,000 x 37% = 370.00 (regular wages: nothing withheld)
    const r = run('2026-03-06', inForce, { ytd: { supplementalWages: '1000000' } }, {
      employeeId: 'e',
      payments: [{ nonHourlyRegular: 2000, bonus: 1000 }],
    });
    expect(tax(r, 'FederalIncomeTax')).toBe('370.00');
    expect(r.federalIncomeTax.mandatoryRateWages.toFixed(2)).toBe('1000.00');
  });
});

describe('an exempt W-4 the engine cannot judge is refused', () => {
  test('no signedAt', () => {
    expect(() => run('2026-03-06', { filingStatus: 'Single', exempt: true })).toThrow(
      expect.objectContaining({ code: 'invalid_engine_input', field: 'w4.signedAt' }),
    );
  });

  test('a bad signedAt', () => {
    expect(() => run('2026-03-06', { filingStatus: 'Single', exempt: true, signedAt: 'March' })).toThrow(InvalidEngineInputError);
  });

  test('exempt that is not a boolean', () => {
    const w4 = { filingStatus: 'Single', exempt: 'yes', signedAt: '2026-01-05' } as unknown as W4Input;
    expect(() => run('2026-03-06', w4)).toThrow(expect.objectContaining({ field: 'w4.exempt' }));
  });

  test('effectiveW4 without a payday', () => {
    expect(() => effectiveW4({ filingStatus: 'Single', exempt: true, signedAt: '2026-01-05' })).toThrow(
      expect.objectContaining({ field: 'payday' }),
    );
  });
});

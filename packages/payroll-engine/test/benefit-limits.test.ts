/**
 * The IRS annual benefit limits (src/benefit-limits.ts) on an employee item, and the wage effect of each new
 * benefit type. Limits are the cited figures of src/tables/benefit-limits-<year>.ts; every other figure is
 * worked by hand in the comment above it.
 *
 * Base case: 40 h x $25 = $1,000.00 weekly, payday 2026-03-06, no W-4 (Single, 2026 STANDARD table):
 *   FIT on W weekly = (52 W - 8,600) -> row 19,900: 1,240 + 12% over 19,900, / 52 (engine.test.ts, 78.08 for 1,000).
 *   SS 6.2%, Medicare 1.45%, FUTA 0.6% of FICA wages.
 */
import Decimal from 'decimal.js';
import {
  ageAtYearEnd,
  annualLimit,
  BENEFIT_LIMITS_2025,
  BENEFIT_LIMITS_2026,
  benefitLimitFigures,
  computeEmployeeItem,
  WARNING_BENEFIT_LIMIT,
  type BenefitInput,
  type EmployeeContext,
  type EmployeeItemInput,
  type EmployeeItemResult,
  type TaxName,
  type TaxPayer,
} from '../src';

const PAYDAY_2026 = '2026-03-06';
const WEEK_1000: EmployeeItemInput = { employeeId: 'emp_1', payments: [{ payRate: 25, regularHours: 40 }] };

function run(context: Partial<EmployeeContext> = {}, input: EmployeeItemInput = WEEK_1000): EmployeeItemResult {
  return computeEmployeeItem(input, { payday: PAYDAY_2026, frequency: 'Weekly', ...context });
}
function tax(r: EmployeeItemResult, name: TaxName, payer: TaxPayer): string {
  return r.taxes.find((x) => x.name === name && x.payer === payer)!.amount.toFixed(2);
}
const m = (d: Decimal) => d.toFixed(2);
const amounts = (r: EmployeeItemResult) => r.benefits.map((b) => [b.benefitId, m(b.employeeAmount), m(b.companyAmount)]);
/** The benefit-limit warnings of the item (these items have no work state: `work_state_unknown` is left out). */
const limitWarnings = (r: EmployeeItemResult) => r.warnings.filter((w) => w.code === WARNING_BENEFIT_LIMIT);
const codes = (r: EmployeeItemResult) => limitWarnings(r).map((w) => w.code);
const b = (id: string, type: BenefitInput['type'], extra: Partial<BenefitInput> = {}): BenefitInput => ({ id, type, effectiveStart: '2026-01-01', ...extra });

describe('limit figures', () => {
  test('2025 and 2026 as cited; other years have none', () => {
    expect(benefitLimitFigures(2025)).toBe(BENEFIT_LIMITS_2025);
    expect(benefitLimitFigures(2026)).toBe(BENEFIT_LIMITS_2026);
    expect(benefitLimitFigures(2024)).toBeUndefined();
    const f = BENEFIT_LIMITS_2026;
    // 2026: 24,500; +8,000 at 50-59 and 64+; +11,250 at 60-63 (Notice 2025-67).
    expect(annualLimit('elective401k', f).toFixed(0)).toBe('24500');
    expect(annualLimit('elective401k', f, { age: 49 }).toFixed(0)).toBe('24500');
    expect(annualLimit('elective401k', f, { age: 50 }).toFixed(0)).toBe('32500');
    expect(annualLimit('elective401k', f, { age: 60 }).toFixed(0)).toBe('35750');
    expect(annualLimit('elective401k', f, { age: 63 }).toFixed(0)).toBe('35750');
    expect(annualLimit('elective401k', f, { age: 64 }).toFixed(0)).toBe('32500');
    // HSA 4,400 / 8,750 (Rev. Proc. 2025-19), +1,000 at 55.
    expect(annualLimit('hsa', f, { hsaCoverage: 'Single', age: 54 }).toFixed(0)).toBe('4400');
    expect(annualLimit('hsa', f, { hsaCoverage: 'Single', age: 55 }).toFixed(0)).toBe('5400');
    expect(annualLimit('hsa', f, { hsaCoverage: 'Family' }).toFixed(0)).toBe('8750');
    expect(annualLimit('hsa', f).toFixed(0)).toBe('8750');
    expect(annualLimit('healthFsa', f).toFixed(0)).toBe('3400');
    expect(annualLimit('dependentCare', f).toFixed(0)).toBe('7500');
    // 2025: 23,500 + 7,500 / + 11,250; HSA 4,300 / 8,550; health FSA 3,300; dependent care 5,000.
    const g = BENEFIT_LIMITS_2025;
    expect(annualLimit('elective401k', g, { age: 50 }).toFixed(0)).toBe('31000');
    expect(annualLimit('elective401k', g, { age: 61 }).toFixed(0)).toBe('34750');
    expect(annualLimit('hsa', g, { hsaCoverage: 'Single' }).toFixed(0)).toBe('4300');
    expect(annualLimit('hsa', g, { hsaCoverage: 'Family', age: 56 }).toFixed(0)).toBe('9550');
    expect(annualLimit('healthFsa', g).toFixed(0)).toBe('3300');
    expect(annualLimit('dependentCare', g).toFixed(0)).toBe('5000');
  });

  test('age at the end of the year is the year less the birth year', () => {
    expect(ageAtYearEnd('1976-12-31', 2026)).toBe(50);
    expect(ageAtYearEnd('1977-01-01', 2026)).toBe(49);
    expect(() => ageAtYearEnd('31/12/1976', 2026)).toThrow('dateOfBirth');
  });
});

describe('401(k) elective deferral limit', () => {
  test('a contribution is reduced to the room left, with a warning naming the limit', () => {
    // Pension401K 10% of 1,000 = 100.00; room 24,500 - 24,450 = 50.00 -> 50.00.
    // FIT wages 950: 49,400 - 8,600 = 40,800 -> 1,240 + 12% x 20,900 = 3,748 / 52 = 72.0769 -> 72.08.
    // net = 1,000 - 50 - 72.08 - 62.00 - 14.50 = 801.42
    const r = run({ benefits: [b('k', 'Pension401K', { employeeContributionPercent: 10 })], ytd: { benefitContributions: { elective401k: '24450' } } });
    expect(amounts(r)).toEqual([['k', '50.00', '0.00']]);
    expect(tax(r, 'FederalIncomeTax', 'Employee')).toBe('72.08');
    expect(m(r.netPay)).toBe('801.42');
    expect(limitWarnings(r)).toEqual([
      {
        code: WARNING_BENEFIT_LIMIT,
        message:
          'Benefit k (Pension401K) reached the 2026 401(k) elective deferral limit (IRC 402(g)) of 24500.00: the employee contribution from 100.00 to 50.00 (reduced, not refused).',
        employeeId: 'emp_1',
      },
    ]);
  });

  test('a reached limit takes everything; an open one takes nothing and warns nothing', () => {
    const full = run({ benefits: [b('k', 'Pension401K', { employeeContributionPercent: 10 })], ytd: { benefitContributions: { elective401k: '24500' } } });
    expect(amounts(full)).toEqual([['k', '0.00', '0.00']]);
    expect(codes(full)).toEqual([WARNING_BENEFIT_LIMIT]);
    // No earlier deferrals: 100.00 of 24,500 room, untouched.
    const open = run({ benefits: [b('k', 'Pension401K', { employeeContributionPercent: 10 })] });
    expect(amounts(open)).toEqual([['k', '100.00', '0.00']]);
    expect(limitWarnings(open)).toEqual([]);
  });

  test('catch-up by age at the end of the year (50+, 60-63), none without a date of birth', () => {
    const k = [b('k', 'Pension401K', { employeeContributionPercent: 10 })];
    // ytd 24,450: born 1976-12-31 attains 50 on 2026-12-31 -> 32,500, room 8,050: 100.00 stays.
    expect(amounts(run({ benefits: k, dateOfBirth: '1976-12-31', ytd: { benefitContributions: { elective401k: '24450' } } }))).toEqual([['k', '100.00', '0.00']]);
    // born 1977-01-01: 49 -> 24,500, room 50.00.
    expect(amounts(run({ benefits: k, dateOfBirth: '1977-01-01', ytd: { benefitContributions: { elective401k: '24450' } } }))).toEqual([['k', '50.00', '0.00']]);
    // born 1966-06-15: 60 -> 24,500 + 11,250 = 35,750; ytd 35,700: room 50.00.
    expect(amounts(run({ benefits: k, dateOfBirth: '1966-06-15', ytd: { benefitContributions: { elective401k: '35700' } } }))).toEqual([['k', '50.00', '0.00']]);
    // born 1962-01-01: 64 -> back to 24,500 + 8,000 = 32,500; ytd 32,450: room 50.00.
    expect(amounts(run({ benefits: k, dateOfBirth: '1962-01-01', ytd: { benefitContributions: { elective401k: '32450' } } }))).toEqual([['k', '50.00', '0.00']]);
    // 2025 (payday 2025-03-07): 50 -> 23,500 + 7,500 = 31,000; ytd 30,960: room 40.00.
    const r2025 = computeEmployeeItem(WEEK_1000, {
      payday: '2025-03-07',
      frequency: 'Weekly',
      dateOfBirth: '1975-08-01',
      benefits: [b('k', 'Pension401K', { effectiveStart: '2025-01-01', employeeContributionPercent: 10 })],
      ytd: { benefitContributions: { elective401k: '30960' } },
    });
    expect(amounts(r2025)).toEqual([['k', '40.00', '0.00']]);
  });

  test('Roth and pre-tax deferrals share the 402(g) limit; Roth reduces no wages', () => {
    // Pension401K 6% = 60.00, Roth401K 6% = 60.00; room 24,500 - 24,400 = 100: Pension 60.00, Roth 40.00.
    // FIT wages 1,000 - 60 = 940: 48,880 - 8,600 = 40,280 -> 1,240 + 12% x 20,380 = 3,685.60 / 52 = 70.8769 -> 70.88.
    // SS 62.00, Medicare 14.50 (no Section 125). net = 1,000 - 100 - 70.88 - 62.00 - 14.50 = 752.62
    const r = run({
      benefits: [b('pre', 'Pension401K', { employeeContributionPercent: 6 }), b('roth', 'Roth401K', { employeeContributionPercent: 6 })],
      ytd: { benefitContributions: { elective401k: '24400' } },
    });
    expect(amounts(r)).toEqual([
      ['pre', '60.00', '0.00'],
      ['roth', '40.00', '0.00'],
    ]);
    expect(limitWarnings(r).map((w) => w.message)).toEqual([
      'Benefit roth (Roth401K) reached the 2026 401(k) elective deferral limit (IRC 402(g)) of 24500.00: the employee contribution from 60.00 to 40.00 (reduced, not refused).',
    ]);
    expect(tax(r, 'FederalIncomeTax', 'Employee')).toBe('70.88');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('62.00');
    expect(tax(r, 'Medicare', 'Employee')).toBe('14.50');
    expect(m(r.netPay)).toBe('752.62');
  });

  test('Roth401K alone: after-tax, every tax as without it', () => {
    // FIT 78.08, SS 62.00, Medicare 14.50, FUTA 6.00; net = 1,000 - 100 - 78.08 - 62.00 - 14.50 = 745.42
    const r = run({ benefits: [b('roth', 'Roth401K', { employeeContributionPercent: 10 })] });
    expect(m(r.subjectWages.federalIncomeTax)).toBe('1000.00');
    expect(tax(r, 'FederalIncomeTax', 'Employee')).toBe('78.08');
    expect(tax(r, 'Futa', 'Company')).toBe('6.00');
    expect(m(r.netPay)).toBe('745.42');
  });

  test('the company match does not count toward 402(g)', () => {
    // Pension401K employee 5% = 50.00, company 5% = 50.00; room 50: employee 50.00, company untouched.
    const r = run({
      benefits: [b('k', 'Pension401K', { employeeContributionPercent: 5, companyContributionPercent: 5 })],
      ytd: { benefitContributions: { elective401k: '24450' } },
    });
    expect(amounts(r)).toEqual([['k', '50.00', '50.00']]);
    expect(limitWarnings(r)).toEqual([]);
  });
});

describe('HSA limit', () => {
  // Hsa125: employee 5% of 1,000 = 50.00; company 130/month x 12 / 52 = 30.00.
  const hsa = (tier?: 'Single' | 'Family') => [b('h', 'Hsa125', { employeeContributionPercent: 5, companyContributionAmount: 130, ...(tier ? { hsaContributionLimit: tier } : {}) })];

  test('employer and employee contributions share one limit: the employer amount first', () => {
    // Self-only 4,400; ytd 4,350: room 50: company 30.00, employee 20.00.
    // FICA wages 980: SS 60.76, Medicare 14.21, FUTA 5.88. FIT wages 980: 50,960 - 8,600 = 42,360 ->
    // 1,240 + 12% x 22,460 = 3,935.20 / 52 = 75.6769 -> 75.68. net = 1,000 - 20 - 75.68 - 60.76 - 14.21 = 829.35
    const r = run({ benefits: hsa('Single'), ytd: { benefitContributions: { hsa: '4350' } } });
    expect(amounts(r)).toEqual([['h', '20.00', '30.00']]);
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('60.76');
    expect(tax(r, 'Medicare', 'Employee')).toBe('14.21');
    expect(tax(r, 'Futa', 'Company')).toBe('5.88');
    expect(tax(r, 'FederalIncomeTax', 'Employee')).toBe('75.68');
    expect(m(r.netPay)).toBe('829.35');
    expect(limitWarnings(r).map((w) => w.message)).toEqual([
      'Benefit h (Hsa125) reached the 2026 HSA contribution limit (IRC 223(b)) of 4400.00: the employee contribution from 50.00 to 20.00 (reduced, not refused).',
    ]);
  });

  test('the employer amount alone beyond the room is reduced too', () => {
    // ytd 4,380: room 20: company 20.00 (of 30.00), employee 0.00.
    const r = run({ benefits: hsa('Single'), ytd: { benefitContributions: { hsa: '4380' } } });
    expect(amounts(r)).toEqual([['h', '0.00', '20.00']]);
    expect(limitWarnings(r)[0].message).toBe(
      'Benefit h (Hsa125) reached the 2026 HSA contribution limit (IRC 223(b)) of 4400.00: the employee contribution from 50.00 to 0.00 and the company contribution from 30.00 to 20.00 (reduced, not refused).',
    );
  });

  test('family tier (and no tier: family) and the 55+ catch-up', () => {
    // Family 8,750, ytd 4,350: room 4,400, nothing reduced.
    expect(amounts(run({ benefits: hsa('Family'), ytd: { benefitContributions: { hsa: '4350' } } }))).toEqual([['h', '50.00', '30.00']]);
    expect(amounts(run({ benefits: hsa(), ytd: { benefitContributions: { hsa: '8700' } } }))).toEqual([['h', '20.00', '30.00']]);
    // Born 1971-05-01: 55 in 2026 -> 4,400 + 1,000 = 5,400; ytd 5,350: room 50 -> company 30.00, employee 20.00.
    expect(amounts(run({ benefits: hsa('Single'), dateOfBirth: '1971-05-01', ytd: { benefitContributions: { hsa: '5350' } } }))).toEqual([['h', '20.00', '30.00']]);
    // Born 1972-01-01: 54 -> 4,400; ytd 4,400: nothing left.
    expect(amounts(run({ benefits: hsa('Single'), dateOfBirth: '1972-01-01', ytd: { benefitContributions: { hsa: '4400' } } }))).toEqual([['h', '0.00', '0.00']]);
  });
});

describe('FSA limits', () => {
  test('health FSA: employee salary reductions only count', () => {
    // 3,400 - 3,380 = 20: employee 50.00 -> 20.00; company 30.00 untouched.
    const r = run({
      benefits: [b('f', 'HealthFsa125', { employeeContributionPercent: 5, companyContributionAmount: 130 })],
      ytd: { benefitContributions: { healthFsa: '3380' } },
    });
    expect(amounts(r)).toEqual([['f', '20.00', '30.00']]);
    expect(limitWarnings(r)[0].message).toContain('2026 health FSA salary reduction limit (IRC 125(i)) of 3400.00');
  });

  test('dependent care: employee and employer amounts together, $7,500 in 2026, $5,000 in 2025', () => {
    const dc = (start: string) => [b('d', 'DependentCareFsa125', { effectiveStart: start, employeeContributionPercent: 5, companyContributionAmount: 130 })];
    // 7,500 - 7,480 = 20: company 20.00 (of 30.00), employee 0.00.
    expect(amounts(run({ benefits: dc('2026-01-01'), ytd: { benefitContributions: { dependentCare: '7480' } } }))).toEqual([['d', '0.00', '20.00']]);
    // 2025: 5,000 - 4,940 = 60: company 30.00, employee 30.00.
    const r = computeEmployeeItem(WEEK_1000, {
      payday: '2025-03-07',
      frequency: 'Weekly',
      benefits: dc('2025-01-01'),
      ytd: { benefitContributions: { dependentCare: '4940' } },
    });
    expect(amounts(r)).toEqual([['d', '30.00', '30.00']]);
    expect(limitWarnings(r)[0].message).toContain('2025 dependent care assistance limit (IRC 129(a)(2)) of 5000.00');
  });

  test('HSA, health FSA and dependent care FSA are pre-tax like Section 125', () => {
    // Each: employee 50.00. FICA wages 950: SS 58.90, Medicare 13.775 -> 13.78, FUTA 5.70; FIT 72.08 (as above).
    for (const type of ['Hsa125', 'HealthFsa125', 'DependentCareFsa125'] as const) {
      const r = run({ benefits: [b('x', type, { employeeContributionPercent: 5 })] });
      expect([type, m(r.subjectWages.federalIncomeTax), m(r.subjectWages.socialSecurity)]).toEqual([type, '950.00', '950.00']);
      expect(tax(r, 'SocialSecurity', 'Employee')).toBe('58.90');
      expect(tax(r, 'Medicare', 'Employee')).toBe('13.78');
      expect(tax(r, 'Futa', 'Company')).toBe('5.70');
      expect(tax(r, 'FederalIncomeTax', 'Employee')).toBe('72.08');
    }
  });

  test('benefits without a limit are never reduced', () => {
    const r = run({ benefits: [b('m', 'Medical125', { employeeContributionAmount: 100000 })], ytd: { benefitContributions: { elective401k: '99999', hsa: '99999' } } });
    // 100,000 x 12 / 52 = 23,076.923 -> 23,076.92
    expect(amounts(r)).toEqual([['m', '23076.92', '0.00']]);
    expect(codes(r)).not.toContain(WARNING_BENEFIT_LIMIT);
  });
});

describe('HSA in the states that tax it (CA, NJ)', () => {
  const at = (state: string) => ({ states: { workStates: [state], residenceState: state }, suiRates: { [state]: '1' } });
  // Hsa125 employee 50.00, company 30.00; Medical125 20/month x 12 / 52 = 4.6154 -> 4.62.
  const benefits = [
    b('h', 'Hsa125', { employeeContributionPercent: 5, companyContributionAmount: 130, hsaContributionLimit: 'Single' }),
    b('med', 'Medical125', { employeeContributionAmount: 20 }),
  ];
  const sit = (r: EmployeeItemResult, code: string) => r.stateTaxes.find((t) => t.code === code)!;

  test('CA: the employee HSA contribution is not excluded and the employer one is added', () => {
    // CA wages = 1,000 - 4.62 (Medical125 only) + 30.00 (employer HSA) = 1,025.38
    expect(m(sit(run({ ...at('CA'), benefits }), 'ca_sit').subjectWages)).toBe('1025.38');
  });

  test('NJ: Section 125 already taxed; the employer HSA contribution is added', () => {
    // NJ wages = 1,000 + 30.00 = 1,030.00
    expect(m(sit(run({ ...at('NJ'), benefits }), 'nj_sit').subjectWages)).toBe('1030.00');
  });

  test('PA follows the federal exclusion: HSA is a Section 125 reduction, the employer one is not wages', () => {
    // PA compensation = 1,000 - 50 - 4.62 = 945.38; x 3.07% = 29.023 -> 29.02
    const r = run({ ...at('PA'), benefits });
    expect(m(sit(r, 'pa_sit').subjectWages)).toBe('945.38');
    expect(m(sit(r, 'pa_sit').amount)).toBe('29.02');
  });
});

/**
 * Worked cases of the gross-to-net. Every expected figure is worked out by
 * hand in the comment above it from the published 2025 / 2026 figures
 * (Publication 15-T annual percentage-method tables, SS wage base, rates),
 * rounding half-up to cents as the engine documents; none is copied from the
 * engine's output.
 *
 * Shorthands in comments: "S std" = 2026 STANDARD table, Single; "S2" = Step 2
 * checkbox table; rows are "at least -> base + rate over at least".
 */
import Decimal from 'decimal.js';
import {
  computeContractorItem,
  computeEmployeeItem,
  computeTotals,
  NO_WAGE_INCOME_TAX,
  stateWarnings,
  splitNetPay,
  supportedTaxYears,
  taxTablesFor,
  toMoneyNumber,
  InvalidEngineInputError,
  PayrollEngineError,
  UnsupportedTaxYearError,
  TAX_DEPOSIT_NAME,
  type EmployeeContext,
  type EmployeeItemInput,
  type EmployeeItemResult,
  type PayFrequency,
  type TaxName,
  type TaxPayer,
  type TaxTableData,
} from '../src';

const PAYDAY_2026 = '2026-03-06';

function run(input: EmployeeItemInput, context: Partial<EmployeeContext> = {}): EmployeeItemResult {
  return computeEmployeeItem(input, { payday: PAYDAY_2026, frequency: 'Weekly', ...context });
}

function tax(r: EmployeeItemResult, name: TaxName, payer: TaxPayer): string {
  const t = r.taxes.find((x) => x.name === name && x.payer === payer);
  if (!t) throw new Error(`no ${name}/${payer}`);
  return t.amount.toFixed(2);
}

const fit = (r: EmployeeItemResult) => tax(r, 'FederalIncomeTax', 'Employee');
const m = (d: Decimal) => d.toFixed(2);

/** 40 h at $25 = $1,000.00 of regular pay, the base of many cases. */
const WEEK_1000: EmployeeItemInput = { employeeId: 'emp_1', payments: [{ payRate: 25, regularHours: 40 }] };
/** A flat $X of regular pay (nonHourlyRegular). */
const flat = (amount: number | string): EmployeeItemInput => ({
  employeeId: 'emp_1',
  payments: [{ nonHourlyRegular: amount }],
});

// A $1,000 weekly 2026 paycheck, Single, no W-4 (used by several cases):
//   FIT: 1,000 x 52 = 52,000 - 8,600 = 43,400; S std 19,900 -> 1,240 + 12%:
//        1,240 + 23,500 x 0.12 = 4,060 / 52 = 78.0769 -> 78.08
//   SS 1,000 x 6.2% = 62.00; Medicare 1,000 x 1.45% = 14.50; employee taxes 154.58
//   FUTA 1,000 x 0.6% = 6.00

describe('the worked check (docs/domain-rules.md)', () => {
  // 2026, weekly, Single, no W-4, 40 h at $25 + 5 h overtime,
  // Medical125 $216.67/month, Pension401K 5%.
  //   gross = 40 x 25 + 5 x 25 x 1.5 = 1,000 + 187.50 = 1,187.50
  //   Medical125 = 216.67 x 12 / 52 = 2,600.04 / 52 = 50.0008 -> 50.00
  //   Pension401K = 5% x 1,187.50 = 59.375 -> 59.38
  //   FICA/FUTA wages = 1,187.50 - 50.00 = 1,137.50
  //   SS = 1,137.50 x 6.2% = 70.525 -> 70.53 (employee and company)
  //   Medicare = 1,137.50 x 1.45% = 16.49375 -> 16.49
  //   FUTA = 1,137.50 x 0.6% = 6.825 -> 6.83
  //   FIT wages = 1,187.50 - 50.00 - 59.38 = 1,078.12; x 52 = 56,062.24;
  //     - 8,600 = 47,462.24; S std 19,900 -> 1,240 + 12% x 27,562.24 = 4,547.4688;
  //     / 52 = 87.4513 -> 87.45
  //   net = 1,187.50 - 70.53 - 16.49 - 87.45 - 50.00 - 59.38 = 903.65
  const r = run(
    { employeeId: 'emp_w', payments: [{ payRate: 25, regularHours: 40, overtimeHours: 5 }] },
    {
      benefits: [
        { id: 'ebn_med', type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67 },
        { id: 'ebn_401k', type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 },
      ],
    },
  );
  test('gross, taxes, benefits and net are exact', () => {
    expect(m(r.grossPay)).toBe('1187.50');
    expect(r.benefits.map((b) => [b.benefitId, m(b.employeeAmount)])).toEqual([
      ['ebn_med', '50.00'],
      ['ebn_401k', '59.38'],
    ]);
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('70.53');
    expect(tax(r, 'SocialSecurity', 'Company')).toBe('70.53');
    expect(tax(r, 'Medicare', 'Employee')).toBe('16.49');
    expect(tax(r, 'Medicare', 'Company')).toBe('16.49');
    expect(tax(r, 'Futa', 'Company')).toBe('6.83');
    expect(fit(r)).toBe('87.45');
    expect(m(r.netPay)).toBe('903.65');
    expect(m(r.subjectWages.federalIncomeTax)).toBe('1078.12');
    expect(m(r.subjectWages.socialSecurity)).toBe('1137.50');
    expect(r.federalIncomeTax.adjustedAnnualWage?.toString()).toBe('47462.24');
  });
});

describe('Social Security wage base', () => {
  test('crossed mid-payroll (2026 base 184,500)', () => {
    // Biweekly $10,000, YTD SS wages 180,000: room 184,500 - 180,000 = 4,500
    //   SS = 4,500 x 6.2% = 279.00 each side; Medicare = 10,000 x 1.45% = 145.00
    //   FIT: 10,000 x 26 = 260,000 - 8,600 = 251,400; S std 209,275 -> 41,024 + 32%:
    //     41,024 + 42,125 x 0.32 = 54,504 / 26 = 2,096.3077 -> 2,096.31
    //   net = 10,000 - 279.00 - 145.00 - 2,096.31 = 7,479.69
    const r = run(flat(10000), {
      frequency: 'Biweekly',
      ytd: { socialSecurityWages: 180000, medicareWages: 180000, futaWages: 7000 },
    });
    expect(m(r.taxableWages.SocialSecurity)).toBe('4500.00');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('279.00');
    expect(tax(r, 'SocialSecurity', 'Company')).toBe('279.00');
    expect(tax(r, 'Medicare', 'Employee')).toBe('145.00');
    expect(fit(r)).toBe('2096.31');
    expect(m(r.netPay)).toBe('7479.69');
  });

  test('already above the base: no Social Security', () => {
    // YTD 190,000 > 184,500: room 0 -> SS 0.00 both sides; Medicare still 145.00
    const r = run(flat(10000), { frequency: 'Biweekly', ytd: { socialSecurityWages: 190000 } });
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('0.00');
    expect(tax(r, 'SocialSecurity', 'Company')).toBe('0.00');
    expect(tax(r, 'Medicare', 'Employee')).toBe('145.00');
  });
});

describe('Additional Medicare', () => {
  test('crossing $200,000 year to date', () => {
    // YTD Medicare wages 195,000 + 10,000 = 205,000: 5,000 over -> 0.9% = 45.00 (employee only)
    const r = run(flat(10000), { frequency: 'Biweekly', ytd: { medicareWages: 195000 } });
    expect(m(r.taxableWages.AdditionalMedicare)).toBe('5000.00');
    expect(tax(r, 'AdditionalMedicare', 'Employee')).toBe('45.00');
    expect(r.taxes.some((t) => t.name === 'AdditionalMedicare' && t.payer === 'Company')).toBe(false);
    expect(tax(r, 'Medicare', 'Company')).toBe('145.00');
  });

  test('already above: the whole period', () => {
    // YTD 250,000: all 10,000 -> 90.00; below the threshold (YTD 0): 0.00
    expect(tax(run(flat(10000), { frequency: 'Biweekly', ytd: { medicareWages: 250000 } }), 'AdditionalMedicare', 'Employee')).toBe('90.00');
    expect(tax(run(flat(10000), { frequency: 'Biweekly' }), 'AdditionalMedicare', 'Employee')).toBe('0.00');
  });
});

describe('FUTA', () => {
  test('stops at $7,000 per employee per year', () => {
    // YTD FUTA wages 6,500: room 500 -> 500 x 0.6% = 3.00
    const r = run(WEEK_1000, { ytd: { futaWages: 6500 } });
    expect(m(r.taxableWages.Futa)).toBe('500.00');
    expect(tax(r, 'Futa', 'Company')).toBe('3.00');
    // YTD 7,000: nothing; YTD 0: 1,000 x 0.6% = 6.00
    expect(tax(run(WEEK_1000, { ytd: { futaWages: 7000 } }), 'Futa', 'Company')).toBe('0.00');
    expect(tax(run(WEEK_1000), 'Futa', 'Company')).toBe('6.00');
  });

  test('is employer-only', () => {
    expect(run(WEEK_1000).taxes.filter((t) => t.name === 'Futa').map((t) => t.payer)).toEqual(['Company']);
  });
});

describe('W-4 filing statuses (2026, weekly $2,000, Step 2 unchecked)', () => {
  test.each([
    // MFJ: 104,000 - 12,900 = 91,100; MFJ std 44,100 -> 2,480 + 12% x 47,000 = 8,120 / 52 = 156.1538 -> 156.15
    ['MarriedFilingJointly', '156.15'],
    // HoH: 104,000 - 8,600 = 95,400; HoH std 83,000 -> 7,740 + 22% x 12,400 = 10,468 / 52 = 201.3077 -> 201.31
    ['HeadOfHousehold', '201.31'],
    // Single: 95,400; S std 57,900 -> 5,800 + 22% x 37,500 = 14,050 / 52 = 270.1923 -> 270.19
    ['Single', '270.19'],
  ] as const)('%s withholds %s', (filingStatus, expected) => {
    expect(fit(run(flat(2000), { w4: { filingStatus } }))).toBe(expected);
  });

  test('no W-4 on file: Single, no adjustments', () => {
    // Same as Single above: 270.19
    const r = run(flat(2000), { w4: null });
    expect(fit(r)).toBe('270.19');
    expect(r.federalIncomeTax.w4OnFile).toBe(false);
    expect(r.federalIncomeTax.filingStatus).toBe('Single');
  });
});

describe('W-4 Step 2 box (Step 2 checkbox tables, no standard subtraction)', () => {
  test('Single', () => {
    // 2,000 x 52 = 104,000 (no 8,600); S2 Single 60,900 -> 8,983 + 24% x 43,100 = 19,327 / 52 = 371.6731 -> 371.67
    const r = run(flat(2000), { w4: { filingStatus: 'Single', multipleJobs: true } });
    expect(fit(r)).toBe('371.67');
    expect(r.federalIncomeTax.step2Checkbox).toBe(true);
  });

  test('Married filing jointly', () => {
    // 3,000 x 52 = 156,000; S2 MFJ 121,800 -> 17,966 + 24% x 34,200 = 26,174 / 52 = 503.3462 -> 503.35
    expect(fit(run(flat(3000), { w4: { filingStatus: 'MarriedFilingJointly', multipleJobs: true } }))).toBe('503.35');
  });

  test('Head of household', () => {
    // 1,500 x 52 = 78,000; S2 HoH 64,925 -> 8,077.50 + 24% x 13,075 = 11,215.50 / 52 = 215.6827 -> 215.68
    expect(fit(run(flat(1500), { w4: { filingStatus: 'HeadOfHousehold', multipleJobs: true } }))).toBe('215.68');
  });
});

describe('W-4 Steps 3 and 4', () => {
  test('Step 3 credits per period, rounded only at the end', () => {
    // Single $2,000 weekly, dependents 4,400: 14,050 / 52 - 4,400 / 52 = 9,650 / 52 = 185.5769 -> 185.58
    // (rounding each line first would give 270.19 - 84.62 = 185.57)
    expect(fit(run(flat(2000), { w4: { filingStatus: 'Single', dependentsAmount: 4400 } }))).toBe('185.58');
  });

  test('Step 3 larger than the tentative amount floors at 0, then Step 4(c) is added', () => {
    // $500 weekly: 26,000 - 8,600 = 17,400; S std 7,500 -> 10% x 9,900 = 990 / 52 = 19.04;
    // credits 4,000 / 52 = 76.92 > 19.04 -> 0; + extra 10.00 = 10.00
    expect(fit(run(flat(500), { w4: { filingStatus: 'Single', dependentsAmount: 4000 } }))).toBe('0.00');
    expect(fit(run(flat(500), { w4: { filingStatus: 'Single', dependentsAmount: 4000, extraWithholding: 10 } }))).toBe('10.00');
  });

  test('Step 4(a) other income is added to annual wages', () => {
    // $1,000 weekly, other income 5,200: 52,000 + 5,200 - 8,600 = 48,600;
    // S std 19,900 -> 1,240 + 12% x 28,700 = 4,684 / 52 = 90.0769 -> 90.08 (78.08 without)
    expect(fit(run(WEEK_1000, { w4: { filingStatus: 'Single', otherIncome: 5200 } }))).toBe('90.08');
    expect(fit(run(WEEK_1000, { w4: { filingStatus: 'Single' } }))).toBe('78.08');
  });

  test('Step 4(b) deductions are subtracted from annual wages', () => {
    // 52,000 - 10,400 - 8,600 = 33,000; 1,240 + 12% x 13,100 = 2,812 / 52 = 54.0769 -> 54.08
    expect(fit(run(WEEK_1000, { w4: { filingStatus: 'Single', deductions: 10400 } }))).toBe('54.08');
  });

  test('Step 4(b) larger than wages: adjusted annual wage floors at 0', () => {
    // 52,000 - 60,000 - 8,600 < 0 -> 0 -> no withholding
    const r = run(WEEK_1000, { w4: { filingStatus: 'Single', deductions: 60000 } });
    expect(fit(r)).toBe('0.00');
    expect(r.federalIncomeTax.adjustedAnnualWage?.toString()).toBe('0');
  });

  test('Step 4(c) extra withholding per period', () => {
    // 78.08 + 25.00 = 103.08
    expect(fit(run(WEEK_1000, { w4: { filingStatus: 'Single', extraWithholding: 25 } }))).toBe('103.08');
  });
});

describe('supplemental wages', () => {
  const withBonus = (bonus: number): EmployeeItemInput => ({
    employeeId: 'emp_1',
    payments: [{ payRate: 25, regularHours: 40, bonus }],
  });

  test('Flat: 22% on the bonus, percentage method on regular wages', () => {
    // regular 1,000 -> 78.08; bonus 1,000 x 22% = 220.00; FIT 298.08
    // SS 2,000 x 6.2% = 124.00; Medicare 29.00; net 2,000 - 298.08 - 124 - 29 = 1,548.92
    const r = run(withBonus(1000), {});
    expect(r.supplementalTaxMethod).toBe('Flat');
    expect(m(r.federalIncomeTax.supplementalAmount)).toBe('220.00');
    expect(fit(r)).toBe('298.08');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('124.00');
    expect(m(r.netPay)).toBe('1548.92');
  });

  test('Aggregate: the bonus is added to regular wages', () => {
    // 2,000 x 52 = 104,000 - 8,600 = 95,400 -> 270.19 (as Single $2,000)
    const r = run({ ...withBonus(1000), supplementalTaxMethod: 'Aggregate' });
    expect(fit(r)).toBe('270.19');
    expect(m(r.federalIncomeTax.flatRateWages)).toBe('0.00');
  });

  test('37% on supplemental wages above $1,000,000 year to date', () => {
    // YTD supplemental 995,000, bonus 10,000, no regular pay:
    //   5,000 x 22% = 1,100 + 5,000 x 37% = 1,850 -> 2,950.00 (no percentage-method wages)
    //   Additional Medicare: YTD 1,200,000 -> 10,000 x 0.9% = 90.00
    const r = run(
      { employeeId: 'e', payments: [{ bonus: 10000 }] },
      { ytd: { supplementalWages: 995000, socialSecurityWages: 184500, medicareWages: 1200000, futaWages: 7000 } },
    );
    expect(m(r.federalIncomeTax.flatRateWages)).toBe('5000.00');
    expect(m(r.federalIncomeTax.mandatoryRateWages)).toBe('5000.00');
    expect(fit(r)).toBe('2950.00');
    expect(tax(r, 'AdditionalMedicare', 'Employee')).toBe('90.00');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('0.00');
  });

  test('the mandatory 37% applies with Aggregate too', () => {
    // YTD supplemental 1,000,000: bonus 2,000 x 37% = 740.00; regular 1,000 -> 78.08; FIT 818.08
    const r = run({ ...withBonus(2000), supplementalTaxMethod: 'Aggregate' }, { ytd: { supplementalWages: 1000000 } });
    expect(fit(r)).toBe('818.08');
  });

  test('forceSupplementalWithholdings: all wages at 22%, W-4 ignored', () => {
    // (1,000 + 500) x 22% = 330.00; the Step 4(c) 20.00 is not added (no percentage method)
    const r = run(withBonus(500), {
      forceSupplementalWithholdings: true,
      w4: { filingStatus: 'Single', extraWithholding: 20 },
    });
    expect(fit(r)).toBe('330.00');
    expect(r.federalIncomeTax.adjustedAnnualWage).toBeNull();
  });

  test('earning codes: the type decides supplemental or regular treatment', () => {
    // code ec_bonus (Bonus): valueOverride 400 replaces value 500 -> supplemental 400 x 22% = 88.00
    // code ec_reg (Regular): 1,000 -> percentage method 78.08; FIT 166.08; gross 1,400.00
    const r = run(
      {
        employeeId: 'e',
        payments: [
          {
            earningCodeEarnings: [
              { earningCodeId: 'ec_bonus', value: 500, valueOverride: 400 },
              { earningCodeId: 'ec_reg', value: 1000 },
            ],
          },
        ],
      },
      { earningCodeTypes: { ec_bonus: 'Bonus', ec_reg: 'Regular' } },
    );
    expect(m(r.grossPay)).toBe('1400.00');
    expect(m(r.subjectWages.supplemental)).toBe('400.00');
    expect(fit(r)).toBe('166.08');
    expect(r.earnings.find((l) => l.earningCodeId === 'ec_bonus')?.overridden).toBe(true);
  });
});

describe('salary employee on each pay frequency (2026, $60,000 a year, Single, no W-4)', () => {
  // regular = 60,000 / periods, rounded to cents; FIT: regular x periods - 8,600 on S std
  // 19,900 -> 1,240 + 12%; / periods. SS 6.2%, Medicare 1.45%, FUTA 0.6% (first 7,000).
  test.each([
    // 60,000/52 = 1,153.846 -> 1,153.85; x52 = 60,000.20 - 8,600 = 51,400.20 -> 1,240 + 12% x 31,500.20
    // = 5,020.024 / 52 = 96.5389 -> 96.54; SS 71.5387 -> 71.54; Med 16.7308 -> 16.73; FUTA 6.9231 -> 6.92
    // net 1,153.85 - 96.54 - 71.54 - 16.73 = 969.04
    ['Weekly', '1153.85', '96.54', '71.54', '16.73', '6.92', '969.04'],
    // 60,000/26 = 2,307.692 -> 2,307.69; x26 = 59,999.94 - 8,600 = 51,399.94 -> 5,019.9928 / 26 = 193.0766 -> 193.08;
    // SS 143.0768 -> 143.08; Med 33.4615 -> 33.46; FUTA 13.8461 -> 13.85; net 1,938.07
    ['Biweekly', '2307.69', '193.08', '143.08', '33.46', '13.85', '1938.07'],
    // 2,500.00; 60,000 - 8,600 = 51,400 -> 5,020 / 24 = 209.1667 -> 209.17; SS 155.00; Med 36.25; FUTA 15.00; net 2,099.58
    ['Semimonthly', '2500.00', '209.17', '155.00', '36.25', '15.00', '2099.58'],
    // 5,000.00; 5,020 / 12 = 418.3333 -> 418.33; SS 310.00; Med 72.50; FUTA 30.00; net 4,199.17
    ['Monthly', '5000.00', '418.33', '310.00', '72.50', '30.00', '4199.17'],
    // 15,000.00; 5,020 / 4 = 1,255.00; SS 930.00; Med 217.50; FUTA 7,000 x 0.6% = 42.00; net 12,597.50
    ['Quarterly', '15000.00', '1255.00', '930.00', '217.50', '42.00', '12597.50'],
    // 60,000.00; 5,020.00; SS 3,720.00; Med 870.00; FUTA 42.00; net 50,390.00
    ['Annually', '60000.00', '5020.00', '3720.00', '870.00', '42.00', '50390.00'],
  ] as const)('%s', (frequency, gross, fitAmount, ss, med, futa, net) => {
    const r = run(
      { employeeId: 'e', payments: [{ isSalaryRate: true, payRate: 60000 }] },
      { frequency: frequency as PayFrequency },
    );
    expect(m(r.grossPay)).toBe(gross);
    expect(fit(r)).toBe(fitAmount);
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe(ss);
    expect(tax(r, 'Medicare', 'Employee')).toBe(med);
    expect(tax(r, 'Futa', 'Company')).toBe(futa);
    expect(m(r.netPay)).toBe(net);
  });

  test('salaried overtime uses the hourly equivalent annual / 2080', () => {
    // 52,000 / 52 = 1,000.00 regular; 52,000 / 2080 = 25.00 an hour; 2 h overtime x 25 x 1.5 = 75.00
    const r = run({ employeeId: 'e', payments: [{ isSalaryRate: true, payRate: 52000, overtimeHours: 2 }] });
    expect(r.earnings.map((l) => [l.kind, m(l.amount)])).toEqual([
      ['Regular', '1000.00'],
      ['Overtime', '75.00'],
    ]);
  });
});

describe('post-tax deductions', () => {
  // $1,000 weekly, Single, no W-4: employee taxes 78.08 + 62.00 + 14.50 = 154.58;
  // disposable earnings = gross 1,000.00 - 154.58 = 845.42; 50% = 422.71
  test('child support capped by the disposable-earnings limit', () => {
    const r = run(WEEK_1000, {
      childSupport: [{ id: 'cs_1', amount: 500, effectiveStart: '2026-01-01' }],
    });
    expect(m(r.disposableEarnings)).toBe('845.42');
    expect(r.deductions.map((d) => [d.deductionId, d.kind, m(d.amount)])).toEqual([['cs_1', 'ChildSupport', '422.71']]);
    // net = 1,000 - 154.58 - 422.71 = 422.71
    expect(m(r.netPay)).toBe('422.71');
  });

  test('a second order gets what the cap leaves; maxPercent is per order', () => {
    // order 1: 300.00 (cap 422.71); order 2: min(200, 422.71 - 300 = 122.71) = 122.71
    // with maxPercent 60 on order 2: cap 60% x 845.42 = 507.252 -> 507.25 - 300 = 207.25 >= 200 -> 200.00
    const orders = (maxPercent?: number) => [
      { id: 'cs_1', amount: 300, effectiveStart: '2026-01-01' },
      { id: 'cs_2', amount: 200, maxPercent, effectiveStart: '2026-01-01' },
    ];
    expect(run(WEEK_1000, { childSupport: orders() }).deductions.map((d) => m(d.amount))).toEqual(['300.00', '122.71']);
    expect(run(WEEK_1000, { childSupport: orders(60) }).deductions.map((d) => m(d.amount))).toEqual(['300.00', '200.00']);
  });

  test('miscellaneous deduction stops at its lifetime totalAmount', () => {
    // amount 100, totalAmount 1,000, withheld to date 950 -> 50.00; at 1,000 -> nothing
    const md = (withheldToDate: number) => [
      { id: 'md_1', amount: 100, totalAmount: 1000, withheldToDate, effectiveStart: '2026-01-01' },
    ];
    expect(run(WEEK_1000, { miscellaneousDeductions: md(950) }).deductions.map((d) => m(d.amount))).toEqual(['50.00']);
    expect(run(WEEK_1000, { miscellaneousDeductions: md(1000) }).deductions).toEqual([]);
  });

  test('miscellaneous deduction stops at its annualLimit', () => {
    // 10% of gross 1,000 = 100.00; annual limit 500, withheld this year 450 -> 50.00
    const r = run(WEEK_1000, {
      miscellaneousDeductions: [{ id: 'md_2', percent: 10, annualLimit: 500, effectiveStart: '2026-01-01' }],
      ytd: { miscellaneousDeductions: { md_2: 450 } },
    });
    expect(r.deductions.map((d) => [d.kind, m(d.amount)])).toEqual([['Miscellaneous', '50.00']]);
    // net = 1,000 - 154.58 - 50 = 795.42
    expect(m(r.netPay)).toBe('795.42');
  });

  test('child support is taken before miscellaneous deductions', () => {
    const r = run(WEEK_1000, {
      miscellaneousDeductions: [{ id: 'md_1', amount: 10, effectiveStart: '2026-01-01' }],
      childSupport: [{ id: 'cs_1', amount: 20, effectiveStart: '2026-01-01' }],
    });
    expect(r.deductions.map((d) => d.deductionId)).toEqual(['cs_1', 'md_1']);
    expect(m(r.deductionTotal)).toBe('30.00');
  });

  test('negative net is reported, not capped', () => {
    // misc 1,000.00 on a 1,000 paycheck: net = 1,000 - 154.58 - 1,000 = -154.58
    const r = run(WEEK_1000, { miscellaneousDeductions: [{ id: 'md_x', amount: 1000, effectiveStart: '2026-01-01' }] });
    expect(m(r.netPay)).toBe('-154.58');
    expect(r.negativeNet).toBe(true);
    expect(r.warnings.map((w) => w.code)).toEqual(['work_state_unknown', 'negative_net_pay']);
  });

  test('applyDeductions false, and orders outside their dates, take nothing', () => {
    const childSupport = [{ id: 'cs_1', amount: 20, effectiveStart: '2026-01-01' }];
    expect(run(WEEK_1000, { childSupport, applyDeductions: false }).deductions).toEqual([]);
    expect(run(WEEK_1000, { childSupport: [{ id: 'cs_2', amount: 20, effectiveStart: '2026-04-01' }] }).deductions).toEqual([]);
    expect(
      run(WEEK_1000, { childSupport: [{ id: 'cs_3', amount: 20, effectiveStart: '2025-01-01', effectiveEnd: '2026-03-05' }] }).deductions,
    ).toEqual([]);
    // effectiveEnd on the payday itself is inclusive
    expect(
      run(WEEK_1000, { childSupport: [{ id: 'cs_4', amount: 20, effectiveStart: '2025-01-01', effectiveEnd: PAYDAY_2026 }] }).deductions.length,
    ).toBe(1);
  });
});

describe('benefits', () => {
  test('only benefits in force on the payday apply; company contributions are beside', () => {
    // Dental125 20.00/month weekly: 20 x 12 / 52 = 4.6154 -> 4.62; company 433.33/month -> 5,199.96 / 52 = 99.9992 -> 100.00
    // Vision125 ended 2026-02-28 and Life125 starting 2026-04-01 are ignored.
    // FICA wages = 1,000 - 4.62 = 995.38: SS 61.71356 -> 61.71; Medicare 14.43301 -> 14.43
    const r = run(WEEK_1000, {
      benefits: [
        { id: 'b1', type: 'Dental125', effectiveStart: '2026-01-01', employeeContributionAmount: 20, companyContributionAmount: 433.33 },
        { id: 'b2', type: 'Vision125', effectiveStart: '2025-01-01', effectiveEnd: '2026-02-28', employeeContributionAmount: 10 },
        { id: 'b3', type: 'Life125', effectiveStart: '2026-04-01', employeeContributionAmount: 10 },
      ],
    });
    expect(r.benefits.map((b) => [b.benefitId, m(b.employeeAmount), m(b.companyAmount)])).toEqual([['b1', '4.62', '100.00']]);
    expect(m(r.companyBenefits)).toBe('100.00');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('61.71');
    expect(tax(r, 'Medicare', 'Employee')).toBe('14.43');
    // company contributions do not reduce net: 1,000 - 4.62 - taxes
    expect(run(WEEK_1000, { benefits: [], applyBenefits: false }).benefits).toEqual([]);
  });

  test('Pension401K reduces FIT wages only', () => {
    // Pension401K 10% of 1,000 = 100.00. FIT wages 900: 46,800 - 8,600 = 38,200 ->
    // 1,240 + 12% x 18,300 = 3,436 / 52 = 66.0769 -> 66.08; SS stays 62.00, Medicare 14.50, FUTA 6.00
    const r = run(WEEK_1000, {
      benefits: [{ id: 'k', type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 10 }],
    });
    expect(fit(r)).toBe('66.08');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('62.00');
    expect(tax(r, 'Medicare', 'Employee')).toBe('14.50');
    expect(tax(r, 'Futa', 'Company')).toBe('6.00');
    // net = 1,000 - 100 - 66.08 - 62 - 14.50 = 757.42
    expect(m(r.netPay)).toBe('757.42');
  });
});

describe('earnings', () => {
  test('overrides replace the computed line', () => {
    // regular 40 h x 25 = 1,000 replaced by 900.00; overtime 5 h x 37.50 = 187.50 replaced by 200.00;
    // double overtime 2 h x 25 x 2 = 100.00; paid holiday 8 h = 200 replaced by 150.00;
    // sick 4 h x 25 = 100.00; PTO 8 h x 25 = 200.00. Gross = 900 + 200 + 100 + 150 + 100 + 200 = 1,650.00
    const r = run({
      employeeId: 'e',
      payments: [
        {
          payRate: 25,
          regularHours: 40,
          regularOverride: 900,
          overtimeHours: 5,
          overtimeOverride: 200,
          doubleOvertimeHours: 2,
          paidHolidayHours: 8,
          paidHolidayOverride: 150,
          sickHours: 4,
          ptoHours: 8,
        },
      ],
    });
    expect(r.earnings.map((l) => [l.kind, m(l.amount), l.overridden])).toEqual([
      ['Regular', '900.00', true],
      ['Overtime', '200.00', true],
      ['DoubleOvertime', '100.00', false],
      ['PaidHoliday', '150.00', true],
      ['Sick', '100.00', false],
      ['Pto', '200.00', false],
    ]);
    expect(m(r.grossPay)).toBe('1650.00');
  });

  test('hourly lines round half-up to cents per line', () => {
    // 7.5 h x 13.33 = 99.975 -> 99.98; overtime 1 h x 13.33 x 1.5 = 19.995 -> 20.00; gross 119.98
    const r = run({ employeeId: 'e', payments: [{ payRate: '13.33', regularHours: '7.5', overtimeHours: 1 }] });
    expect(r.earnings.map((l) => m(l.amount))).toEqual(['99.98', '20.00']);
    expect(m(r.grossPay)).toBe('119.98');
  });

  test('non-cash earnings are taxed but not paid', () => {
    // 1,000 + cash tips 100 + group-term life 20 + other imputed 30 + shareholder benefits 50 = gross 1,200; non-cash 200
    // FIT: 62,400 - 8,600 = 53,800 -> 1,240 + 12% x 33,900 = 5,308 / 52 = 102.0769 -> 102.08
    // SS 1,200 x 6.2% = 74.40; Medicare 17.40; net = 1,200 - 200 - 102.08 - 74.40 - 17.40 = 806.12
    const r = run({
      employeeId: 'e',
      payments: [{ payRate: 25, regularHours: 40, cashTips: 100, groupTermLife: 20, otherImputed: 30, shareholderBenefits: 50 }],
    });
    expect(m(r.grossPay)).toBe('1200.00');
    expect(m(r.nonCashEarnings)).toBe('200.00');
    expect(fit(r)).toBe('102.08');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('74.40');
    expect(m(r.netPay)).toBe('806.12');
  });

  test('reimbursements are not taxable and are added to net', () => {
    // reimbursements 45.50 + 4.50 + an earning code of type Reimbursement 20.00 = 70.00
    // taxes as for 1,000 (154.58); net = 1,000 - 154.58 + 70 = 915.42
    const r = run(
      {
        employeeId: 'e',
        payments: [{ payRate: 25, regularHours: 40, earningCodeEarnings: [{ earningCodeId: 'ec_mile', value: 20 }] }],
        reimbursements: [{ amount: 45.5, description: 'parking' }, { amount: '4.50' }],
      },
      { earningCodeTypes: { ec_mile: 'Reimbursement' } },
    );
    expect(m(r.grossPay)).toBe('1000.00');
    expect(m(r.reimbursementTotal)).toBe('70.00');
    expect(m(r.employeeTaxes)).toBe('154.58');
    expect(m(r.netPay)).toBe('915.42');
  });

  test('an unknown earning code is an input error', () => {
    expect(() => run({ employeeId: 'e', payments: [{ earningCodeEarnings: [{ earningCodeId: 'ec_none', value: 1 }] }] })).toThrow(
      InvalidEngineInputError,
    );
  });
});

describe('net pay split', () => {
  test('three ways: amount, percentage, remainder', () => {
    // net 903.65 (worked check): #1 100.00; #2 25% x 903.65 = 225.9125 -> 225.91; #3 903.65 - 100 - 225.91 = 577.74
    const lines = splitNetPay(new Decimal('903.65'), [
      { bankAccountId: 'ba_3', priority: 3 },
      { bankAccountId: 'ba_1', priority: 1, amount: 100 },
      { bankAccountId: 'ba_2', priority: 2, percentage: 25 },
    ]);
    expect(lines.map((l) => [l.bankAccountId, m(l.amount)])).toEqual([
      ['ba_1', '100.00'],
      ['ba_2', '225.91'],
      ['ba_3', '577.74'],
    ]);
  });

  test('an amount larger than what remains is capped; Manual items are not split', () => {
    // net 903.65: #1 asks 1,000 -> 903.65; #2 25% -> 0 left; last 0
    const split = [
      { bankAccountId: 'a', priority: 1, amount: 1000 },
      { bankAccountId: 'b', priority: 2, percentage: 25 },
      { bankAccountId: 'c', priority: 3 },
    ];
    expect(splitNetPay(new Decimal('903.65'), split).map((l) => m(l.amount))).toEqual(['903.65', '0.00', '0.00']);
    const r = run({ ...WEEK_1000, paymentMethod: 'Manual' }, { netPaySplit: split });
    expect(r.splits).toEqual([]);
    // DirectDeposit item: net 845.42 -> 845.42 / 0 / 0
    expect(run(WEEK_1000, { netPaySplit: split }).splits.map((l) => m(l.amount))).toEqual(['845.42', '0.00', '0.00']);
  });
});

describe('contractors', () => {
  test('gross = hours x payRate, no withholding, net = gross + reimbursement', () => {
    // 12.5 h x 80 = 1,000.00; + 35.00 = 1,035.00
    const c = computeContractorItem({ contractorId: 'ctr_1', hours: 12.5, payRate: 80, reimbursement: 35 });
    expect([m(c.grossPay), m(c.reimbursement), m(c.netPay)]).toEqual(['1000.00', '35.00', '1035.00']);
    expect(c.paymentMethod).toBe('DirectDeposit');
  });

  test('a given amount replaces hours x payRate', () => {
    // flat fee 2,500.00, no reimbursement
    expect(m(computeContractorItem({ contractorId: 'ctr_2', hours: 1, payRate: 999, amount: 2500 }).netPay)).toBe('2500.00');
  });
});

describe('payroll totals', () => {
  test('liability and cash requirement with a Manual item', () => {
    // A (DirectDeposit): the worked check + company Medical125 433.33/month -> 100.00:
    //   gross 1,187.50; employee taxes 87.45 + 70.53 + 16.49 = 174.47; company taxes 70.53 + 16.49 + 6.83 = 93.85;
    //   employee benefits 50.00 + 59.38 = 109.38; company benefits 100.00; net 903.65
    // B (Manual): $1,000 weekly + reimbursement 25.00: employee taxes 154.58; company 62.00 + 14.50 + 6.00 = 82.50;
    //   net 1,000 - 154.58 + 25 = 870.42
    // C contractor (DirectDeposit): 1,000 + 35 = 1,035.00; D contractor (Manual): 500.00
    // employeeGross 2,187.50; employeeReimbursements 25.00; employeeTaxes 329.05; employeeBenefits 109.38;
    // employeeNet 1,774.07; contractorGross 1,500.00; contractorReimbursements 35.00; contractorNet 1,535.00;
    // companyTaxes 176.35; companyBenefits 100.00
    // liability = 2,187.50 + 25 + 1,500 + 35 + 176.35 + 100 = 4,023.85
    // cashRequirement = DD net (903.65 + 1,035.00) + 329.05 + 176.35 = 2,444.05
    const a = run(
      { employeeId: 'A', payments: [{ payRate: 25, regularHours: 40, overtimeHours: 5 }] },
      {
        benefits: [
          { id: 'm', type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: 216.67, companyContributionAmount: 433.33 },
          { id: 'k', type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: 5 },
        ],
      },
    );
    const b = run({ ...WEEK_1000, employeeId: 'B', paymentMethod: 'Manual', reimbursements: [{ amount: 25 }] });
    const c = computeContractorItem({ contractorId: 'C', hours: 12.5, payRate: 80, reimbursement: 35 });
    const d = computeContractorItem({ contractorId: 'D', paymentMethod: 'Manual', hours: 1, payRate: 500 });
    expect(m(a.netPay)).toBe('903.65');
    expect(m(b.netPay)).toBe('870.42');
    const t = computeTotals([a, b], [c, d]);
    expect(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, m(v)]))).toEqual({
      employeeGross: '2187.50',
      employeeReimbursements: '25.00',
      employeeTaxes: '329.05',
      employeeBenefits: '109.38',
      deductions: '0.00',
      employeeNet: '1774.07',
      contractorGross: '1500.00',
      contractorReimbursements: '35.00',
      contractorNet: '1535.00',
      companyTaxes: '176.35',
      companyBenefits: '100.00',
      liability: '4023.85',
      cashRequirement: '2444.05',
    });
  });

  test('totals accept stored plain numbers too', () => {
    const t = computeTotals([
      { paymentMethod: 'DirectDeposit', grossPay: 100, reimbursementTotal: 0, employeeTaxes: 10, companyTaxes: 8, employeeBenefits: 0, companyBenefits: 0, deductionTotal: 0, netPay: '90' },
    ]);
    expect([m(t.liability), m(t.cashRequirement)]).toEqual(['108.00', '108.00']);
  });
});

describe('tax years', () => {
  test('a 2025 payday uses the 2025 tables', () => {
    // $1,000 weekly, 2025: 52,000 - 8,600 = 43,400; 2025 S std 18,325 -> 1,192.50 + 12% x 25,075
    //   = 4,201.50 / 52 = 80.7981 -> 80.80
    // SS base 2025 176,100: YTD 176,000 -> room 100 -> 6.20
    const r = run(WEEK_1000, { payday: '2025-12-26', ytd: { socialSecurityWages: 176000 } });
    expect(r.taxYear).toBe(2025);
    expect(fit(r)).toBe('80.80');
    expect(tax(r, 'SocialSecurity', 'Employee')).toBe('6.20');
  });

  test('2025 Step 2 checkbox, head of household', () => {
    // $2,000 weekly: 104,000; 2025 S2 HoH 62,925 -> 7,956 + 24% x 41,075 = 17,814 / 52 = 342.5769 -> 342.58
    expect(fit(run(flat(2000), { payday: '2025-06-06', w4: { filingStatus: 'HeadOfHousehold', multipleJobs: true } }))).toBe('342.58');
  });

  test('a payday in a year without tables is 422 unsupported_tax_year', () => {
    let err: unknown;
    try {
      run(WEEK_1000, { payday: '2024-12-27' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(UnsupportedTaxYearError);
    expect(err).toBeInstanceOf(PayrollEngineError);
    expect((err as UnsupportedTaxYearError).code).toBe('unsupported_tax_year');
    expect((err as UnsupportedTaxYearError).status).toBe(422);
    expect((err as UnsupportedTaxYearError).year).toBe(2024);
    expect(() => taxTablesFor(2027)).toThrow(UnsupportedTaxYearError);
    expect(supportedTaxYears()).toEqual([2025, 2026]);
  });
});

describe('tax table data', () => {
  test('2026 STANDARD tables are the ones docs/domain-rules.md lists (and Publication 15-T prints)', () => {
    const std = taxTablesFor(2026).federalIncomeTax.standard;
    const rows = (s: keyof typeof std) => std[s].map((r) => `${r.atLeast}:${r.base}:${r.rate}`).join(' ');
    expect(rows('Single')).toBe(
      '0:0:0 7500:0:0.10 19900:1240:0.12 57900:5800:0.22 113200:17966:0.24 209275:41024:0.32 263725:58448:0.35 648100:192979.25:0.37',
    );
    expect(rows('MarriedFilingJointly')).toBe(
      '0:0:0 19300:0:0.10 44100:2480:0.12 120100:11600:0.22 230700:35932:0.24 422850:82048:0.32 531750:116896:0.35 788000:206583.50:0.37',
    );
    expect(rows('HeadOfHousehold')).toBe(
      '0:0:0 15550:0:0.10 33250:1770:0.12 83000:7740:0.22 121250:16155:0.24 217300:39207:0.32 271750:56631:0.35 656150:191171:0.37',
    );
    const t = taxTablesFor(2026);
    expect([t.socialSecurity.wageBase, taxTablesFor(2025).socialSecurity.wageBase]).toEqual(['184500', '176100']);
    expect(t.federalIncomeTax.standardAdjustment).toEqual({ MarriedFilingJointly: '12900', Single: '8600', HeadOfHousehold: '8600' });
    expect(t.unverified).toEqual([]);
  });

  test('every table is internally consistent: base(n+1) = base(n) + rate(n) x width(n)', () => {
    // The IRS prints Step 2 thresholds rounded to the dollar, so allow rate x $1 (+ half a cent).
    const check = (t: TaxTableData) => {
      for (const set of [t.federalIncomeTax.standard, t.federalIncomeTax.step2Checkbox]) {
        for (const rows of Object.values(set)) {
          for (let i = 1; i < rows.length - 1; i++) {
            const expected = new Decimal(rows[i].base).plus(new Decimal(rows[i + 1].atLeast).minus(rows[i].atLeast).mul(rows[i].rate));
            const diff = expected.minus(rows[i + 1].base).abs();
            expect(diff.lte(new Decimal(rows[i].rate).plus('0.005'))).toBe(true);
          }
        }
      }
    };
    check(taxTablesFor(2025));
    check(taxTablesFor(2026));
  });
});

describe('warnings and wire helpers', () => {
  test('an item without states warns that its work state is unknown', () => {
    const r = run(WEEK_1000);
    expect(r.warnings).toEqual([{ code: 'work_state_unknown', message: expect.any(String), employeeId: 'emp_1' }]);
    expect(r.negativeNet).toBe(false);
  });

  test('state warnings: none where there is no wage income tax; the state named where its tax is not computed; local taxes named', () => {
    const who = { employeeId: 'emp_1' };
    const codes = (workStates: Array<string | null>, residenceState: string | null) =>
      stateWarnings({ workStates, residenceState }, () => false, who).map((w) => `${w.code}:${/\b[A-Z]{2}\b/.exec(w.message)?.[0] ?? ''}`);
    for (const state of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WY']) expect(codes([state], state)).toEqual([]);
    // No income tax in WA; its employee-paid programs (PFML, WA Cares) are computed (src/states/apply.ts): no warning.
    expect(stateWarnings({ workStates: ['WA'], residenceState: 'WA', year: 2026 }, () => false, who)).toEqual([]);
    expect(codes(['TX', 'tx '], 'TX')).toEqual([]);
    expect(codes(['CA'], 'CA')).toEqual(['state_taxes_not_computed:CA']);
    expect(codes(['PA'], 'NJ')).toEqual(['state_taxes_not_computed:PA', 'state_taxes_not_computed:NJ']);
    expect(codes(['TX'], 'NY')).toEqual(['state_taxes_not_computed:NY']);
    expect(codes(['WA'], 'OR')).toEqual(['state_taxes_not_computed:OR']);
    expect(codes([null, 'TX'], null)).toEqual(['work_state_unknown:']);
    expect(codes([], 'TX')).toEqual(['work_state_unknown:']);
    // A state whose tables are built warns of nothing but its local taxes.
    expect(stateWarnings({ workStates: ['PA'], residenceState: 'PA' }, (s) => s === 'PA', who).map((w) => w.code)).toEqual([]); // local taxes warn from states/locals (test/states/locals.test.ts)
    expect([...NO_WAGE_INCOME_TAX].sort()).toEqual(['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY']);
  });

  test('reciprocity: a PA resident working in NJ with an election on file is withheld for PA, not NJ; without the election, or without an agreement, the work state stays', () => {
    const who = { employeeId: 'emp_1' };
    const messages = (states: Parameters<typeof stateWarnings>[0]) => stateWarnings(states, () => false, who).map((w) => `${w.code}: ${w.message}`);
    const paInNj = { workStates: ['NJ'], residenceState: 'PA', year: 2026 };
    expect(messages({ ...paInNj, elections: [{ workState: 'NJ', residenceState: 'PA' }] })).toEqual([
      // The agreement moves the income tax only (NJ's employee-paid programs are computed for work in NJ).
      'state_taxes_not_computed: PA income tax is withheld instead of NJ under their reciprocity agreement (the employee\'s election), and it is not computed.',
    ]);
    // PA's rule (61 Pa. Code § 113.2(1)(ii)): nothing while the work state withholds, so only NJ warns.
    expect(messages(paInNj)).toEqual(['state_taxes_not_computed: NJ state income tax is not computed for this item\'s work in NJ.']);
    // An election for a pair without an agreement (NY work, NJ residence) changes nothing; nor one for another pair.
    const njInNy = { workStates: ['NY'], residenceState: 'NJ', year: 2026, elections: [{ workState: 'NY', residenceState: 'NJ' }] };
    expect(messages(njInNy).map((m) => m.split(':')[0])).toEqual(['state_taxes_not_computed', 'state_taxes_not_computed']);
    expect(messages({ ...paInNj, elections: [{ workState: 'NJ', residenceState: 'NY' }] })[0]).toMatch(/^state_taxes_not_computed: NJ state income tax/);
    // A year without agreements on record: the work state withholds.
    expect(messages({ ...paInNj, year: 2027, elections: [{ workState: 'NJ', residenceState: 'PA' }] })[0]).toMatch(/^state_taxes_not_computed: NJ state income tax/);
    // Working in NJ and PA, living in PA: NJ is under the agreement, PA withholds for its own work.
    expect(messages({ workStates: ['NJ', 'PA'], residenceState: 'PA', year: 2026, elections: [{ workState: 'NJ', residenceState: 'PA' }] })).toEqual([
      'state_taxes_not_computed: PA state income tax is not computed for this item\'s work in PA.',
    ]);
  });

  test('tax names follow the contract; Futa deposits as FederalUnemployment', () => {
    expect(run(WEEK_1000).taxes.map((t) => `${t.name}/${t.payer}`)).toEqual([
      'FederalIncomeTax/Employee',
      'SocialSecurity/Employee',
      'SocialSecurity/Company',
      'Medicare/Employee',
      'Medicare/Company',
      'AdditionalMedicare/Employee',
      'Futa/Company',
    ]);
    expect(TAX_DEPOSIT_NAME.Futa).toBe('FederalUnemployment');
    expect(toMoneyNumber(new Decimal('903.65'))).toBe(903.65);
  });
});

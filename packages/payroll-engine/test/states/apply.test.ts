/**
 * State taxes applied to an employee item (src/states/apply.ts through computeEmployeeItem). Each state's own
 * method is tested against its publication's examples in its own test file; here the same examples (or
 * hand-worked figures, arithmetic in the comments) show that the item carries them: the state named, the
 * state's own taxable wages, reciprocity, programs and their wage bases year to date, net pay.
 */
import { computeEmployeeItem } from '../../src/employee';
import type { EmployeeContext, EmployeeItemInput, EmployeeItemResult } from '../../src/types';

const PAYDAY_2026 = '2026-03-13';

function run(input: EmployeeItemInput, context: Partial<EmployeeContext>): EmployeeItemResult {
  return computeEmployeeItem({ employeeId: 'emp_1', ...input }, { payday: PAYDAY_2026, frequency: 'Biweekly', ...context });
}

/** The item's state lines as `code jurisdiction payer amount`, zero amounts included. */
const lines = (r: EmployeeItemResult) => r.stateTaxes.map((t) => `${t.code} ${t.jurisdiction} ${t.payer} ${t.amount.toFixed(2)}`);
const line = (r: EmployeeItemResult, code: string) => r.stateTaxes.find((t) => t.code === code);
const at = (state: string, residence = state) => ({ states: { workStates: [state], residenceState: residence }, suiRates: { [state]: '1' } });
const BIWEEKLY_2000: EmployeeItemInput = { payments: [{ nonHourlyRegular: 2000 }] };

describe('state income tax on the item', () => {
  it('PA: 3.07% of compensation, 401(k) deferrals not excluded, Section 125 excluded', () => {
    // $2,000 - $50 (Medical125) = $1,950 PA compensation (the $100 401(k) stays in); x .0307 = $59.865 -> $59.87.
    const r = run(BIWEEKLY_2000, {
      ...at('PA'),
      benefits: [
        { id: 'b1', type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: '108.3333' },
        { id: 'b2', type: 'Pension401K', effectiveStart: '2026-01-01', employeeContributionPercent: '5' },
      ],
    });
    // 108.3333 x 12 / 26 = 49.99998 -> $50.00; 5% of $2,000 = $100.00.
    expect(r.benefits.map((b) => b.employeeAmount.toFixed(2))).toEqual(['50.00', '100.00']);
    expect(line(r, 'pa_sit')).toMatchObject({ jurisdiction: 'PA', name: 'StateIncomeTax', payer: 'Employee' });
    expect(line(r, 'pa_sit')!.amount.toFixed(2)).toBe('59.87');
    expect(line(r, 'pa_sit')!.subjectWages.toFixed(2)).toBe('1950.00');
    // PA UC employee 0.07% of $1,950 = $1.365 -> $1.37 (wages less Section 125).
    expect(line(r, 'pa_sui_ee')!.amount.toFixed(2)).toBe('1.37');
    expect(r.taxableWages.FederalIncomeTax.toFixed(2)).toBe('1850.00');
    expect(r.warnings.map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });

  it('IL: the IL-700-T booklet example on the item ($800 weekly, 2 + 2 allowances: $32.13)', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 800 }] },
      { payday: PAYDAY_2026, frequency: 'Weekly', ...at('IL'), stateCertificates: { IL: { basicAllowances: 2, additionalAllowances: 2 } } },
    );
    expect(line(r, 'il_sit')!.amount.toFixed(2)).toBe('32.13');
    expect(r.warnings).toEqual([]);
  });

  it('ND: no certificate of its own, the federal W-4 filing status picks the table', () => {
    // Biweekly $4,000: $104,000. Head of household: 1.95% x ($104,000 − $78,475) = $497.7375 ÷ 26 = $19.14 -> $19.
    const hoh = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 4000 }] },
      { payday: PAYDAY_2026, frequency: 'Biweekly', ...at('ND'), w4: { filingStatus: 'HeadOfHousehold' } },
    );
    expect(line(hoh, 'nd_sit')!.amount.toFixed(2)).toBe('19.00');
    // No W-4: single, 1.95% x ($104,000 − $57,625) = $904.3125 ÷ 26 = $34.78 -> $35.
    const none = computeEmployeeItem({ employeeId: 'emp_1', payments: [{ nonHourlyRegular: 4000 }] }, { payday: PAYDAY_2026, frequency: 'Biweekly', ...at('ND'), w4: null });
    expect(line(none, 'nd_sit')!.amount.toFixed(2)).toBe('35.00');
    expect(none.warnings.filter((w) => /ND state income tax/.test(w.message))).toEqual([]);
  });

  it('IL without an IL-W-4: all compensation, no allowances ($800 x 4.95% = $39.60)', () => {
    const r = computeEmployeeItem({ employeeId: 'emp_1', payments: [{ nonHourlyRegular: 800 }] }, { payday: PAYDAY_2026, frequency: 'Weekly', ...at('IL') });
    expect(line(r, 'il_sit')!.amount.toFixed(2)).toBe('39.60');
  });

  it('CT without a CT-W4: 6.99% of wages (TPG-211; Circular CT)', () => {
    // $2,000 x .0699 = $139.80.
    expect(line(run(BIWEEKLY_2000, at('CT')), 'ct_sit')!.amount.toFixed(2)).toBe('139.80');
  });

  it('NM without a New Mexico W-4 copy follows the federal W-4 (FYI-104): married filing jointly, column (b)', () => {
    // Biweekly $2,000: over $1,581: $25.54 + 4.3% x $419 = 25.54 + 18.017 -> $43.56.
    const r = run(BIWEEKLY_2000, { ...at('NM'), w4: { filingStatus: 'MarriedFilingJointly' } });
    expect(line(r, 'nm_sit')!.amount.toFixed(2)).toBe('43.56');
  });

  it.each([
    // HI: $52,000 − $4,350 = $47,650; $1,675 + 7.2% x $11,650 = $2,513.80; ÷ 26 = $96.68.
    ['HI', 'hi_sit', '96.68'],
    // ME: $52,000 − $12,450 = $39,550; $1,589 + 6.75% x $12,150 = $2,409.125 -> $2,409; ÷ 26 = $92.65 -> $93.
    ['ME', 'me_sit', '93.00'],
    // RI: 3.75% x $2,000 = $75.00 (below $3,156).
    ['RI', 'ri_sit', '75.00'],
    // DE: $52,000 − $3,250 = $48,750; $1,001 + 5.55% x $23,750 = $2,319.13; ÷ 26 = $89.20.
    ['DE', 'de_sit', '89.20'],
    // VT: over $151: 3.35% x $1,849 = 61.9415 -> $61.94.
    ['VT', 'vt_sit', '61.94'],
    // NM (no W-4 at all): over $1,598: $44.83 + 4.7% x $402 = 63.724 -> $63.72.
    ['NM', 'nm_sit', '63.72'],
  ])('%s without a certificate: its documented default on the item ($2,000 biweekly)', (state, code, amount) => {
    expect(line(run(BIWEEKLY_2000, at(state)), code)!.amount.toFixed(2)).toBe(amount);
  });

  it('NY: NYS-50-T-NYS Single Example 1 on the item ($400 weekly, 3 allowances: $8.01), with NY SDI and PFL', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 400 }] },
      { payday: PAYDAY_2026, frequency: 'Weekly', ...at('NY'), stateCertificates: { NY: { filingStatus: 'Single', allowances: 3 } } },
    );
    expect(line(r, 'ny_sit')!.amount.toFixed(2)).toBe('8.01');
    // SDI 0.5% of $400 = $2.00, limited to $0.60 a week; PFL 0.432% of $400 = $1.728 -> $1.73.
    expect(line(r, 'ny_sdi')!.amount.toFixed(2)).toBe('0.60');
    expect(line(r, 'ny_pfl')!.amount.toFixed(2)).toBe('1.73');
    expect(r.warnings.map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });

  it('CA: DE 44 Method B Example B on the item ($1,600 biweekly, married, 2 + 1 allowances: $2.38), with CA SDI', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 1600 }] },
      {
        payday: PAYDAY_2026,
        frequency: 'Biweekly',
        ...at('CA'),
        stateCertificates: { CA: { filingStatus: 'Married', regularAllowances: 2, estimatedDeductionAllowances: 1 } },
      },
    );
    expect(line(r, 'ca_sit')!.amount.toFixed(2)).toBe('2.38');
    // SDI 1.3% of $1,600 = $20.80.
    expect(line(r, 'ca_sdi')!.amount.toFixed(2)).toBe('20.80');
  });

  it('CA supplemental: a bonus at 10.23%, a commission at 6.6%', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 1000, bonus: 1000, commission: 500 }] },
      { payday: PAYDAY_2026, frequency: 'Biweekly', ...at('CA') },
    );
    // $1,000 x .1023 = $102.30; $500 x .066 = $33.00; the $1,000 regular pay adds its Method B tax.
    expect(line(r, 'ca_sit')!.supplementalAmount!.toFixed(2)).toBe('135.30');
  });

  it('TX: no state income tax and no warning about it', () => {
    const r = run(BIWEEKLY_2000, at('TX'));
    expect(r.stateTaxes.filter((t) => t.name === 'StateIncomeTax')).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it('a state without a built method for the year withholds nothing and warns, naming it', () => {
    // Oregon's figures are built for 2026 only (src/states/or/2026.ts).
    const r = computeEmployeeItem({ employeeId: 'emp_1', ...BIWEEKLY_2000 }, { payday: '2025-03-14', frequency: 'Biweekly', ...at('OR') });
    expect(r.stateTaxes.filter((t) => t.name === 'StateIncomeTax')).toEqual([]);
    expect(r.warnings.filter((w) => w.code === 'state_taxes_not_computed').map((w) => w.message)).toContain(
      "OR state income tax is not computed for this item's work in OR.",
    );
  });

  it("AL: the formula subtracts the item's own federal income tax (annualized); local occupational taxes warn", () => {
    // Biweekly $2,000, no A-4: GI $52,000, A $2,500, B $156.15 (the item's federal income tax) x 26 = $4,059.90;
    // taxable $45,440.10; $110 + 5% x $42,440.10 = $2,232.005 ÷ 26 = $85.846 -> $85.85 (src/states/al/index.ts).
    const r = run(BIWEEKLY_2000, at('AL'));
    expect(r.taxes.find((t) => t.name === 'FederalIncomeTax')!.amount.toFixed(2)).toBe('156.15');
    expect(line(r, 'al_sit')!.amount.toFixed(2)).toBe('85.85');
    expect(r.warnings.map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });

  it('ID 2026: a payday before July 31 warns (no confirmed tables), a payday from it withholds', () => {
    // Biweekly $2,000, no ID W-4 (Single): ($2,000 − $619) x 5.3% = $73.193 -> $73 (src/states/id/2026.ts).
    const before = computeEmployeeItem({ employeeId: 'emp_1', ...BIWEEKLY_2000 }, { payday: '2026-07-30', frequency: 'Biweekly', ...at('ID') });
    expect(before.stateTaxes.filter((t) => t.name === 'StateIncomeTax')).toEqual([]);
    expect(before.warnings.filter((w) => w.code === 'state_taxes_not_computed').map((w) => w.message)).toContain(
      "ID state income tax is not computed for this item's work in ID.",
    );
    const from = computeEmployeeItem({ employeeId: 'emp_1', ...BIWEEKLY_2000 }, { payday: '2026-07-31', frequency: 'Biweekly', ...at('ID') });
    expect(line(from, 'id_sit')!.amount.toFixed(2)).toBe('73.00');
    expect(from.warnings.filter((w) => w.code === 'state_taxes_not_computed')).toEqual([]);
  });

  it('MT, WV and AR 2026 on the item: MT all year, WV from June 12, AR through May 6; outside them the income tax warns', () => {
    const item = (state: string, payday: string) => computeEmployeeItem({ employeeId: 'emp_1', ...BIWEEKLY_2000 }, { payday, frequency: 'Biweekly', ...at(state) });
    const incomeTaxWarning = (r: EmployeeItemResult, state: string) =>
      r.warnings.filter((w) => w.code === 'state_taxes_not_computed' && w.message === `${state} state income tax is not computed for this item's work in ${state}.`).length;
    // MT, no MW-4 (line 1a): biweekly $2,000: 4.7% x ($2,000 − $619) = $64.907 -> $65 (src/states/mt/2026.ts).
    const mt = item('MT', '2026-03-13');
    expect(line(mt, 'mt_sit')!.amount.toFixed(2)).toBe('65.00');
    expect(incomeTaxWarning(mt, 'MT')).toBe(0);
    // WV, no IT-104 (two earner, no exemption): over $1,731: $56.27 + 4.58% x $269 = $68.590 -> $69 (src/states/wv/2026.ts).
    expect(line(item('WV', '2026-06-11'), 'wv_sit')).toBeUndefined();
    expect(incomeTaxWarning(item('WV', '2026-06-11'), 'WV')).toBe(1);
    expect(line(item('WV', '2026-06-12'), 'wv_sit')!.amount.toFixed(2)).toBe('69.00');
    expect(incomeTaxWarning(item('WV', '2026-06-12'), 'WV')).toBe(0);
    // AR, no AR4EC: $52,000 − $2,470 = $49,530 -> $49,550 x 3.9% − $419.96 = $1,512.49 -> $1,512 ÷ 26 = $58.15 (src/states/ar/2026.ts).
    expect(line(item('AR', '2026-05-06'), 'ar_sit')!.amount.toFixed(2)).toBe('58.15');
    expect(incomeTaxWarning(item('AR', '2026-05-06'), 'AR')).toBe(0);
    expect(line(item('AR', '2026-05-08'), 'ar_sit')).toBeUndefined();
    expect(incomeTaxWarning(item('AR', '2026-05-08'), 'AR')).toBe(1);
  });

  it('net pay and the item totals include the state taxes', () => {
    const r = run(BIWEEKLY_2000, at('PA'));
    const stateEmployee = r.stateTaxes.filter((t) => t.payer === 'Employee').reduce((a, t) => a.plus(t.amount), r.grossPay.mul(0));
    const federalEmployee = r.taxes.filter((t) => t.payer === 'Employee').reduce((a, t) => a.plus(t.amount), r.grossPay.mul(0));
    expect(r.employeeTaxes.toFixed(2)).toBe(federalEmployee.plus(stateEmployee).toFixed(2));
    expect(r.netPay.toFixed(2)).toBe(r.grossPay.minus(r.employeeTaxes).toFixed(2));
    // PA: $61.40 income tax + $1.40 UC (0.07% of $2,000).
    expect(stateEmployee.toFixed(2)).toBe('62.80');
  });
});

describe('reciprocity on the item', () => {
  const paInNj = { workStates: ['NJ'], residenceState: 'PA' };

  it('a PA resident working in NJ with an election withholds PA (3.07%), not NJ, and still pays NJ programs', () => {
    const r = run(BIWEEKLY_2000, { states: { ...paInNj, elections: [{ workState: 'NJ', residenceState: 'PA' }] }, suiRates: { NJ: '2.8' } });
    expect(line(r, 'pa_sit')!.amount.toFixed(2)).toBe('61.40');
    expect(line(r, 'nj_sit')).toBeUndefined();
    // NJ worker UI/WF/SWF 0.425% of $2,000 = $8.50; TDI 0.19% = $3.80; FLI 0.23% = $4.60.
    expect(lines(r).filter((l) => l.startsWith('nj_') && l.includes('Employee'))).toEqual([
      'nj_ui_ee NJ Employee 8.50',
      'nj_di_ee NJ Employee 3.80',
      'nj_fli NJ Employee 4.60',
    ]);
    expect(r.warnings.map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });

  it('without the election the work state withholds (NJ), and PA withholds nothing while NJ does (61 Pa. Code § 113.2(1)(ii)(B))', () => {
    const r = run(BIWEEKLY_2000, { states: paInNj, suiRates: { NJ: '2.8' } });
    expect(line(r, 'pa_sit')).toBeUndefined();
    expect(line(r, 'nj_sit')).toBeDefined();
    expect(r.warnings.map((w) => w.code)).toEqual(['local_taxes_not_computed']);
  });
});

describe('wage bases year to date', () => {
  it('NJ UI stops at its 2026 wage base ($44,800): only the room left is taxed', () => {
    // $44,000 earlier this year: $800 of room; 0.425% of $800 = $3.40.
    const r = run(BIWEEKLY_2000, { ...at('NJ'), ytd: { stateTaxes: { nj_ui_ee: { wages: '44000', amount: '187.00' } } } });
    expect(line(r, 'nj_ui_ee')!.amount.toFixed(2)).toBe('3.40');
    expect(line(r, 'nj_ui_ee')!.taxableWages.toFixed(2)).toBe('800.00');
    expect(line(r, 'nj_ui_ee')!.subjectWages.toFixed(2)).toBe('2000.00');
  });

  it('NY PFL never passes its annual maximum ($411.91)', () => {
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 400 }] },
      { payday: PAYDAY_2026, frequency: 'Weekly', ...at('NY'), ytd: { stateTaxes: { ny_pfl: { wages: '95000', amount: '411.00' } } } },
    );
    // $348.76 of wage base room x .00432 = $1.5066 -> $1.51, limited to $411.91 - $411.00 = $0.91.
    expect(line(r, 'ny_pfl')!.amount.toFixed(2)).toBe('0.91');
  });
});

describe('several work states on one item', () => {
  it('each payment is taxed by its own work state; Section 125 is shared in proportion to gross', () => {
    const r = run(
      { payments: [{ nonHourlyRegular: 1500 }, { nonHourlyRegular: 500 }] },
      {
        // A TX resident (no wage income tax), so PA taxes only the wages worked in PA.
        states: { workStates: ['PA', 'TX'], residenceState: 'TX' },
        suiRates: { PA: '1', TX: '1' },
        benefits: [{ id: 'b1', type: 'Medical125', effectiveStart: '2026-01-01', employeeContributionAmount: '173.3333' }],
      },
    );
    // 173.3333 x 12 / 26 = $80.00 of Section 125: PA's share 80 x 1500/2000 = $60.00, TX's $20.00.
    // PA: ($1,500 - $60) x .0307 = $44.208 -> $44.21.
    expect(line(r, 'pa_sit')!.subjectWages.toFixed(2)).toBe('1440.00');
    expect(line(r, 'pa_sit')!.amount.toFixed(2)).toBe('44.21');
    expect(line(r, 'tx_sui_er')!.subjectWages.toFixed(2)).toBe('480.00');
  });
});

describe('Massachusetts on the item: Social Security and Medicare reduce MA wages, up to $2,000 a year (Circular M step 1)', () => {
  const ma = (ytd: string | undefined) =>
    computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 1000 }] },
      { payday: PAYDAY_2026, frequency: 'Weekly', ...at('MA'), stateCertificates: { MA: { exemptions: 1 } }, ...(ytd ? { ytd: { ficaEmployeeTaxes: ytd } } : {}) },
    );

  it('subtracts this payment\'s Social Security and Medicare', () => {
    // FICA 62.00 + 14.50 = 76.50; (1,000 - 76.50) x 52 = 48,022 - 4,400 = 43,622 x 5% = 2,181.10 / 52 = 41.944 -> 41.94.
    expect(line(ma(undefined), 'ma_sit')!.amount.toFixed(2)).toBe('41.94');
  });

  it('only up to what is left of the $2,000 after earlier payments', () => {
    // 1,990 used: 10 left; (1,000 - 10) x 52 = 51,480 - 4,400 = 47,080 x 5% = 2,354 / 52 = 45.269 -> 45.27.
    expect(line(ma('1990'), 'ma_sit')!.amount.toFixed(2)).toBe('45.27');
    // All used: 52,000 - 4,400 = 47,600 x 5% = 2,380 / 52 = 45.769 -> 45.77.
    expect(line(ma('2000'), 'ma_sit')!.amount.toFixed(2)).toBe('45.77');
  });
});

describe('Oregon on the item: the payment\'s federal income tax withheld reduces OR wages (150-206-436)', () => {
  it('subtracts the federal income tax the engine withheld', () => {
    // Federal: biweekly $2,000, Single W-4: 52,000 − 8,600 = 43,400; 1,240 + 12% x (43,400 − 19,900) = 4,060 ÷ 26 = 156.15.
    // OR-W-4 Single, 1 allowance: 52,000 − 156.15 x 26 (4,059.90) − 2,910 = 45,030.10 BASE (high single table);
    // $678 + 33,630.10 x .0875 = 678 + 2,942.63 -> 2,943 = 3,621; − 263 = 3,358; ÷ 26 = 129.15 -> $129.
    const r = run(BIWEEKLY_2000, { ...at('OR'), w4: { filingStatus: 'Single' }, stateCertificates: { OR: { filingStatus: 'Single', allowances: 1 } } });
    expect(r.taxes.find((t) => t.name === 'FederalIncomeTax')!.amount.toFixed(2)).toBe('156.15');
    expect(line(r, 'or_sit')!.amount.toFixed(2)).toBe('129.00');
  });

  it('without an OR-W-4: 8% of wages', () => {
    // $2,000 x .08 = $160.00.
    expect(line(run(BIWEEKLY_2000, at('OR')), 'or_sit')!.amount.toFixed(2)).toBe('160.00');
  });
});

describe('New Jersey without an NJ-W4 follows the federal W-4\'s filing status (NJ-WT), else Rate A', () => {
  const nj = (w4: EmployeeContext['w4']) => line(run({ payments: [{ nonHourlyRegular: 3000 }] }, { ...at('NJ'), w4 }), 'nj_sit')!.amount.toFixed(2);

  it('married filing jointly on the W-4: Rate B with zero allowances', () => {
    // $3,000 x 26 = $78,000; Rate B over $70,000: $1,440 + 3.9% x $8,000 = $1,752.00; ÷ 26 = $67.384… -> $67.38.
    expect(nj({ filingStatus: 'MarriedFilingJointly' })).toBe('67.38');
  });

  it('no W-4 either: Rate A with zero allowances', () => {
    // $78,000; Rate A over $75,000: $2,930 + 7.0% x $3,000 = $3,140.00; ÷ 26 = $120.769… -> $120.77.
    expect(nj(null)).toBe('120.77');
    expect(nj({ filingStatus: 'Single' })).toBe('120.77');
  });
});

describe('the programs and SUI of the frame (issue 30): CO, CT, OR, RI, AK, DE, OH', () => {
  const notComputed = (r: EmployeeItemResult) => r.warnings.filter((w) => w.code === 'state_taxes_not_computed').map((w) => w.message);
  const withBenefits = {
    benefits: [
      { id: 'b1', type: 'Medical125' as const, effectiveStart: '2026-01-01', employeeContributionAmount: '108.3333' },
      { id: 'b2', type: 'Pension401K' as const, effectiveStart: '2026-01-01', employeeContributionPercent: '5' },
    ],
  };

  it('OR 2026: Paid Leave 0.6% and the transit tax 0.1% (less 401(k) too) withheld; SUI at the 2.4% new-employer rate', () => {
    // $2,000 biweekly; Medical125 $50.00, 401(k) $100.00. Paid Leave: ($2,000 - $50) x .006 = $11.70. Transit tax on
    // income tax wages: ($2,000 - $50 - $100) x .001 = $1.85. SUI: no company rate, new employer 2.4% x $1,950 = $46.80.
    const r = run(BIWEEKLY_2000, { states: { workStates: ['OR'], residenceState: 'OR' }, ...withBenefits });
    expect(lines(r).filter((l) => !l.startsWith('or_sit'))).toEqual(['or_pfml_ee OR Employee 11.70', 'or_stt OR Employee 1.85', 'or_sui_er OR Company 46.80']);
    expect(line(r, 'or_stt')!.subjectWages.toFixed(2)).toBe('1850.00');
    expect(r.warnings.map((w) => w.code)).toContain('sui_new_employer_rate');
    expect(notComputed(r).filter((m) => !m.includes('income tax'))).toEqual([]);
  });

  it('OR 2025: the Paid Leave gap warns, the transit tax is withheld', () => {
    const r = run(BIWEEKLY_2000, { payday: '2025-03-14', ...at('OR') });
    // $2,000 x .001 = $2.00; SUI at the company's 1%: $20.00.
    expect(lines(r).filter((l) => !l.startsWith('or_sit'))).toEqual(['or_stt OR Employee 2.00', 'or_sui_er OR Company 20.00']);
    expect(notComputed(r)).toContain("Paid Leave Oregon (employee share) is not computed for this item's work in OR: its 2025 figures are not built.");
  });

  it('CO: FAMLI employee share 0.44% in 2026, 0.45% in 2025', () => {
    // 2026: ($2,000 - $50 Medical125) x .0044 = $8.58. 2025 (the benefits start in 2026): $2,000 x .0045 = $9.00.
    expect(line(run(BIWEEKLY_2000, { ...at('CO'), ...withBenefits }), 'co_famli_ee')!.amount.toFixed(2)).toBe('8.58');
    expect(line(run(BIWEEKLY_2000, { payday: '2025-03-14', ...at('CO'), ...withBenefits }), 'co_famli_ee')!.amount.toFixed(2)).toBe('9.00');
  });

  it('CT: Paid Leave 0.5%, stopping at the Social Security base year to date', () => {
    // $184,000 paid: $500 left x .005 = $2.50.
    const r = run(BIWEEKLY_2000, { ...at('CT'), ytd: { stateTaxes: { ct_pfml_ee: { wages: '184000', amount: '920' } } } });
    expect(line(r, 'ct_pfml_ee')).toMatchObject({ jurisdiction: 'CT', name: 'StateProgram', payer: 'Employee' });
    expect(line(r, 'ct_pfml_ee')!.amount.toFixed(2)).toBe('2.50');
    expect(line(r, 'ct_pfml_ee')!.taxableWages.toFixed(2)).toBe('500.00');
  });

  it('RI: TDI 1.1% and SUI at the 1.21% new-employer rate', () => {
    // $2,000 x .011 = $22.00; $2,000 x .0121 = $24.20.
    const r = run(BIWEEKLY_2000, { states: { workStates: ['RI'], residenceState: 'RI' } });
    expect(lines(r).filter((l) => !l.startsWith('ri_sit'))).toEqual(['ri_tdi RI Employee 22.00', 'ri_sui_er RI Company 24.20']);
  });

  it('AK: employee UI 0.5% and SUI in 2025 and in 2026 (2026 base $54,200), with no warning', () => {
    // 2025: $2,000 x .005 = $10.00; SUI at the company's 1% = $20.00. 2026: the same amounts, below the base.
    expect(lines(run(BIWEEKLY_2000, { payday: '2025-03-14', ...at('AK') }))).toEqual(['ak_sui_ee AK Employee 10.00', 'ak_sui_er AK Company 20.00']);
    const r = run(BIWEEKLY_2000, at('AK'));
    expect(lines(r)).toEqual(['ak_sui_ee AK Employee 10.00', 'ak_sui_er AK Company 20.00']);
    expect(notComputed(r)).toEqual([]);
  });

  it('DE: Delaware Paid Leave is a known gap and warns, naming why', () => {
    const r = run(BIWEEKLY_2000, at('DE'));
    expect(notComputed(r).find((m) => m.startsWith('Delaware Paid Leave'))).toBe(
      "Delaware Paid Leave is not computed for this item's work in DE: the employee's share depends on the employer's Delaware headcount (25 or more: up to half of 0.8%; 10 to 24: up to half of 0.32%; fewer than 10: none), which the service does not record.",
    );
  });

  it("OH 2026: the Technology and Customer Service Fee, 0.15% of SUI wages up to $9,000, beside SUI", () => {
    // $2,000 x .0015 = $3.00; SUI at the company's 1% = $20.00.
    const r = run(BIWEEKLY_2000, { ...at('OH'), periodEnd: '2026-03-08' });
    expect(line(r, 'oh_tcsf_er')).toMatchObject({ jurisdiction: 'OH', name: 'StateEmployerProgram', payer: 'Company' });
    expect(line(r, 'oh_tcsf_er')!.amount.toFixed(2)).toBe('3.00');
    expect(line(r, 'oh_sui_er')!.amount.toFixed(2)).toBe('20.00');
  });
});

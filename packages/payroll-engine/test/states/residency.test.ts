/**
 * Living in one state and working in another without reciprocity (src/states/residency.ts, apply.ts;
 * docs/domain-rules.md, "Resident and nonresident"). Each state's own amount on a biweekly $2,000 with no
 * certificate on file is first computed alone (its module, tested against its publication in its own file),
 * then the residence state's part on the same wages follows its rule: the difference (NJ, NY, CT, MA, CA, IA, MN, NE,
 * KS, UT), nothing while the work state withholds (GA, NC, ND, PA, SC), nothing at all (IL, AZ), or its whole tax where the work
 * state does not withhold (no wage tax, or the employee is a nonresident below its threshold).
 */
import { computeEmployeeItem } from '../../src/employee';
import { nonresidentExempt, residentRule } from '../../src/states/residency';
import type { EmployeeItemResult } from '../../src/types';

const run = (workState: string, residenceState: string, nonresidentWorkDays?: Record<string, number>, year = 2026, wages = 2000): EmployeeItemResult =>
  computeEmployeeItem(
    { employeeId: 'emp_1', payments: [{ nonHourlyRegular: wages }] },
    {
      payday: `${year}-03-13`,
      frequency: 'Biweekly',
      states: { workStates: [workState], residenceState, year, ...(nonresidentWorkDays ? { nonresidentWorkDays } : {}) },
      suiRates: { [workState]: '1' },
      companyEmployeeCount: 10, // Nebraska's minimum-withholding rule depends on it (ne.test.ts)
    },
  );
const sit = (r: EmployeeItemResult) => r.stateTaxes.filter((t) => t.name === 'StateIncomeTax').map((t) => `${t.code} ${t.amount.toFixed(2)}`);
const stateWarnings = (r: EmployeeItemResult) => r.warnings.filter((w) => w.code === 'state_taxes_not_computed').map((w) => w.message);

describe('each state alone on a biweekly $2,000 without a certificate (the amounts the cases below combine)', () => {
  it.each([
    ['NY', 'ny_sit 86.28'],
    ['NJ', 'nj_sit 58.73'],
    ['MA', 'ma_sit 92.35'],
    ['CA', 'ca_sit 55.58'],
    ['AZ', 'az_sit 40.00'],
    ['GA', 'ga_sit 79.85'],
  ])('%s', (state, line) => {
    expect(sit(run(state, state))).toEqual([line]);
  });
});

describe('the residence state withholds the difference (its tax less the work state\'s on the same wages)', () => {
  it('a NJ resident working in NY: NY withholds $86.28, more than NJ\'s $58.73, so NJ withholds nothing', () => {
    const r = run('NY', 'NJ');
    expect(sit(r)).toEqual(['ny_sit 86.28', 'nj_sit 0.00']);
    expect(r.stateTaxes.find((t) => t.code === 'nj_sit')!.subjectWages.toFixed(2)).toBe('2000.00');
    expect(stateWarnings(r)).toEqual([]);
  });

  it('a NY resident working in NJ: NJ $58.73, NY $86.28 − $58.73 = $27.55 (20 NYCRR 171.5(b))', () => {
    expect(sit(run('NJ', 'NY'))).toEqual(['nj_sit 58.73', 'ny_sit 27.55']);
  });

  it('a CT resident working in NY: CT $139.80 alone − NY $86.28 = $53.52', () => {
    expect(sit(run('CT', 'CT'))).toEqual(['ct_sit 139.80']);
    expect(sit(run('NY', 'CT'))).toEqual(['ny_sit 86.28', 'ct_sit 53.52']);
  });

  it('a MA resident working in NY: MA $92.35 − NY $86.28 = $6.07 (Directive 91-4); a NY resident in MA: nothing more to NY', () => {
    expect(sit(run('NY', 'MA'))).toEqual(['ny_sit 86.28', 'ma_sit 6.07']);
    expect(sit(run('MA', 'NY'))).toEqual(['ma_sit 92.35', 'ny_sit 0.00']);
  });

  it('a CA resident working in AZ: CA $55.58 − AZ $40.00 = $15.58 (22 CCR 4320-1)', () => {
    expect(sit(run('AZ', 'CA'))).toEqual(['az_sit 40.00', 'ca_sit 15.58']);
  });

  it('a NJ resident working in a state without wage income tax (TX): NJ withholds its whole tax, $58.73', () => {
    const r = run('TX', 'NJ');
    expect(sit(r)).toEqual(['nj_sit 58.73']);
    expect(stateWarnings(r)).toEqual([]);
  });
});

describe('the residence state withholds nothing while the work state withholds', () => {
  it('GA resident working in NY: only NY ($86.28); in TX: GA\'s whole $79.85', () => {
    expect(sit(run('NY', 'GA'))).toEqual(['ny_sit 86.28']);
    expect(stateWarnings(run('NY', 'GA'))).toEqual([]);
    expect(sit(run('TX', 'GA'))).toEqual(['ga_sit 79.85']);
  });

  it('NC resident working in NY: only NY', () => {
    expect(sit(run('NY', 'NC'))).toEqual(['ny_sit 86.28']);
  });

  it('IL and AZ do not require withholding on their residents\' wages earned elsewhere, even in TX', () => {
    for (const [work, residence] of [['NY', 'IL'], ['TX', 'IL'], ['NY', 'AZ']]) {
      const r = run(work, residence);
      expect(sit(r)).toEqual(work === 'TX' ? [] : ['ny_sit 86.28']);
      expect(stateWarnings(r)).toEqual([]);
    }
  });
});

describe('IA and KS withhold the difference; PA nothing while the work state withholds (issue 30, second pass)', () => {
  it.each([
    ['IA', 'ia_sit 57.00'],
    ['KS', 'ks_sit 100.52'],
    ['PA', 'pa_sit 61.40'],
  ])('%s alone', (state, line) => {
    expect(sit(run(state, state))).toEqual([line]);
  });

  it('an IA resident working in NY: IA $57.00 less NY $86.28 is below zero: $0.00', () => {
    const r = run('NY', 'IA');
    expect(sit(r)).toEqual(['ny_sit 86.28', 'ia_sit 0.00']);
    expect(stateWarnings(r)).toEqual([]);
  });

  it('an IA resident working in AZ: IA $57.00 less AZ $40.00 = $17.00', () => {
    expect(sit(run('AZ', 'IA'))).toEqual(['az_sit 40.00', 'ia_sit 17.00']);
  });

  it('a KS resident working in NY: KS $100.52 less NY $86.28 = $14.24 (in AZ: less $40.00 = $60.52); in TX KS withholds its whole tax', () => {
    expect(sit(run('NY', 'KS'))).toEqual(['ny_sit 86.28', 'ks_sit 14.24']);
    expect(sit(run('AZ', 'KS'))).toEqual(['az_sit 40.00', 'ks_sit 60.52']);
    expect(sit(run('TX', 'KS'))).toEqual(['ks_sit 100.52']);
  });

  it('a PA resident working in NY: only NY; in TX (no wage tax): PA\'s whole $61.40 (3.07% of $2,000)', () => {
    const r = run('NY', 'PA');
    expect(sit(r)).toEqual(['ny_sit 86.28']);
    expect(stateWarnings(r)).toEqual([]);
    expect(sit(run('TX', 'PA'))).toEqual(['pa_sit 61.40']);
  });

  it('the rules hold for 2025 and 2026 only', () => {
    expect([residentRule('IA', 2026), residentRule('KS', 2025), residentRule('PA', 2026)]).toEqual(['excess', 'excess', 'none_if_work_state_withholds']);
    expect(residentRule('PA', 2024)).toBeUndefined();
  });
});

describe('ND: nothing while the work state withholds (ND Tax Commissioner, income tax withholding)', () => {
  // On $5,000 biweekly ($130,000 a year): ND's 0% band covers a $2,000 biweekly pay.
  const nd = (work: string) => sit(run(work, 'ND', undefined, 2026, 5000));
  it('a ND resident working in NY: only NY; in TX: ND\'s whole tax ($54.00)', () => {
    expect(nd('NY')).toEqual(['ny_sit 270.48']);
    expect(stateWarnings(run('NY', 'ND', undefined, 2026, 5000))).toEqual([]);
    expect(nd('TX')).toEqual(['nd_sit 54.00']);
    expect(nd('ND')).toEqual(['nd_sit 54.00']);
  });
});

describe('NE and MN withhold the difference; SC nothing while the work state withholds', () => {
  it.each([
    ['NE', 'ne_sit 72.13'],
    ['MN', 'mn_sit 105.13'],
    ['SC', 'sc_sit 94.77'],
  ])('%s alone', (state, line) => {
    expect(sit(run(state, state))).toEqual([line]);
  });

  it('NE (316 NAC 21-005.02): in NY $72.13 less $86.28 is below zero: $0.00; in AZ less $40.00 = $32.13', () => {
    expect(sit(run('NY', 'NE'))).toEqual(['ny_sit 86.28', 'ne_sit 0.00']);
    expect(sit(run('AZ', 'NE'))).toEqual(['az_sit 40.00', 'ne_sit 32.13']);
  });

  it('MN (Revenue, residents working outside Minnesota): in NY $105.13 less $86.28 = $18.85; in AZ less $40.00 = $65.13', () => {
    expect(sit(run('NY', 'MN'))).toEqual(['ny_sit 86.28', 'mn_sit 18.85']);
    expect(sit(run('AZ', 'MN'))).toEqual(['az_sit 40.00', 'mn_sit 65.13']);
  });

  it('UT (Utah Admin. Code R865-9I-14(B)): in NY UT $90.00 less $86.28 = $3.72; in AZ less $40.00 = $50.00', () => {
    expect(sit(run('UT', 'UT'))).toEqual(['ut_sit 90.00']);
    expect(sit(run('NY', 'UT'))).toEqual(['ny_sit 86.28', 'ut_sit 3.72']);
    expect(sit(run('AZ', 'UT'))).toEqual(['az_sit 40.00', 'ut_sit 50.00']);
  });

  it('SC (S.C. Code § 12-8-520(C)): in NY only NY; in TX SC\'s whole $94.77', () => {
    const r = run('NY', 'SC');
    expect(sit(r)).toEqual(['ny_sit 86.28']);
    expect(stateWarnings(r)).toEqual([]);
    expect(sit(run('TX', 'SC'))).toEqual(['sc_sit 94.77']);
  });
});

describe('a residence state whose rule is not confirmed keeps its warning', () => {
  it('a MI resident working in NY: NY withholds, MI warns', () => {
    const r = run('NY', 'MI');
    expect(sit(r)).toEqual(['ny_sit 86.28']);
    expect(stateWarnings(r)).toEqual([
      'The employee lives in MI, outside the work state; any MI resident income tax (or credit for taxes withheld elsewhere) is not computed.',
    ]);
  });

  it('a year outside the confirmed years keeps the warning (2024 has no NY figures either)', () => {
    expect(residentRule('NJ', 2024)).toBeUndefined();
    expect(residentRule('NJ', 2026)).toBe('excess');
  });
});

describe('nonresident work-day thresholds', () => {
  it('NY 14-day rule: a NJ resident with 14 days in NY owes NY nothing, and NJ withholds its whole $58.73', () => {
    const r = run('NY', 'NJ', { NY: 14 });
    expect(sit(r)).toEqual(['nj_sit 58.73']);
    expect(stateWarnings(r)).toEqual([]);
  });

  it('NY: 15 days is over the threshold: NY withholds and NJ credits it', () => {
    expect(sit(run('NY', 'NJ', { NY: 15 }))).toEqual(['ny_sit 86.28', 'nj_sit 0.00']);
  });

  it('IL 30 working days: a GA resident with 30 days in IL is withheld by GA ($79.85); with 31 by IL only', () => {
    expect(sit(run('IL', 'GA', { IL: 30 }))).toEqual(['ga_sit 79.85']);
    expect(sit(run('IL', 'GA', { IL: 31 }))).toEqual(['il_sit 99.00']);
  });

  it('AZ less than 60 days: 59 exempt, 60 not', () => {
    expect(sit(run('AZ', 'CA', { AZ: 59 }))).toEqual(['ca_sit 55.58']);
    expect(sit(run('AZ', 'CA', { AZ: 60 }))).toEqual(['az_sit 40.00', 'ca_sit 15.58']);
  });

  it('UT 20 days holds only for residents of a state without income tax (TX), not for a NJ resident', () => {
    expect(sit(run('UT', 'TX', { UT: 20 }))).toEqual([]);
    expect(sit(run('UT', 'NJ', { UT: 20 }))).toEqual(['ut_sit 90.00', 'nj_sit 0.00']);
  });

  it('HI 60 days: a NJ resident with 60 days in HI is withheld by NJ alone ($58.73); with 61 HI withholds ($96.68, more than NJ\'s $58.73) and NJ nothing', () => {
    expect(sit(run('HI', 'NJ', { HI: 60 }))).toEqual(['nj_sit 58.73']);
    expect(sit(run('HI', 'NJ', { HI: 61 }))).toEqual(['hi_sit 96.68', 'nj_sit 0.00']);
  });

  it('ND 20 days holds only for residents of a state without income tax (TX), not for a NJ resident ($5,000 biweekly)', () => {
    expect(sit(run('ND', 'TX', { ND: 20 }, 2026, 5000))).toEqual([]);
    expect(sit(run('ND', 'TX', { ND: 21 }, 2026, 5000))).toEqual(['nd_sit 54.00']);
    // NJ alone $260.77 less ND's $54.00 = $206.77.
    expect(sit(run('ND', 'NJ', { ND: 20 }, 2026, 5000))).toEqual(['nd_sit 54.00', 'nj_sit 206.77']);
    expect(sit(run('NJ', 'NJ', undefined, 2026, 5000))).toEqual(['nj_sit 260.77']);
  });

  it('WV 30 days (W. Va. Code § 11-21-31), for residents of a state without income tax only; MT 30 days for any nonresident', () => {
    expect(nonresidentExempt('WV', 'TX', 30, 2026, true)).toBe(true);
    expect(nonresidentExempt('WV', 'TX', 31, 2026, true)).toBe(false);
    expect(nonresidentExempt('WV', 'NJ', 30, 2026, false)).toBe(false);
    expect(nonresidentExempt('HI', 'NJ', 60, 2025, false)).toBe(true);
    // MT 30 days (Mont. Code Ann. § 15-30-2106), whatever the residence state.
    expect(nonresidentExempt('MT', 'NJ', 30, 2026, false)).toBe(true);
    expect(nonresidentExempt('MT', 'NJ', 31, 2026, false)).toBe(false);
    expect(nonresidentExempt('ND', 'FL', 20, 2025, true)).toBe(true);
  });

  it('days count only for a nonresident, in a state with a threshold, for a confirmed year', () => {
    expect(nonresidentExempt('NY', 'NY', 3, 2026, false)).toBe(false);
    expect(nonresidentExempt('NJ', 'NY', 3, 2026, false)).toBe(false);
    expect(nonresidentExempt('NY', 'NJ', 3, 2024, false)).toBe(false);
    expect(nonresidentExempt('NY', 'NJ', undefined, 2026, false)).toBe(false);
    expect(nonresidentExempt('NY', null, 3, 2026, false)).toBe(false);
    expect(nonresidentExempt('ny', 'nj', 0, 2026, false)).toBe(true);
  });
});

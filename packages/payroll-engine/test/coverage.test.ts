/**
 * Tax coverage (src/coverage.ts, issue 37): what taxCoverage(year) says, and that it says what the engine does —
 * for every state it marks computed for 2026 a sample item gets no state_taxes_not_computed warning, and for every
 * state it marks not computed it does; likewise for the locals and local_taxes_not_computed.
 */
import { computeEmployeeItem } from '../src/employee';
import { STATE_JURISDICTIONS, taxCoverage, type TaxCoverage, type TaxCoverageEntry } from '../src/coverage';
import { computeStateTaxes } from '../src/states/apply';
import { NO_WAGE_INCOME_TAX } from '../src/states';
import { WITHHOLDING_MODULES } from '../src/states/modules';
import { Decimal, ZERO } from '../src/money';
import type { EmployeeItemResult } from '../src/types';

const C2026 = taxCoverage(2026);
const C2027 = taxCoverage(2027);
const entry = (c: TaxCoverage, jurisdiction: string, part: TaxCoverageEntry['part'], program?: string) =>
  c.entries.find((e) => e.jurisdiction === jurisdiction && e.part === part && (program === undefined || e.program === program));

/** An item of $2,000 biweekly worked and lived in `state` (the company's SUI rate on file: 1%). */
function item(state: string, payday: string): EmployeeItemResult {
  return computeEmployeeItem(
    { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 2000 }] },
    { payday, frequency: 'Biweekly', states: { workStates: [state], residenceState: state }, suiRates: { [state]: '1' }, companyEmployeeCount: 10 },
  );
}
const warns = (r: EmployeeItemResult, code: string) => r.warnings.some((w) => w.code === code);

describe('taxCoverage: federal', () => {
  it('2026: withholding, Social Security wage base, FUTA and benefit limits computed, built in, with their sources', () => {
    const w = entry(C2026, 'US', 'Withholding')!;
    expect(w).toMatchObject({ level: 'Federal', computed: true, origin: { kind: 'BuiltIn' } });
    expect(w.sources.some((s) => s.startsWith('IRS Publication 15-T (2026)'))).toBe(true);
    expect(entry(C2026, 'US', 'SocialSecurityWageBase')!.sources).toEqual([
      'SSA 2026 contribution and benefit base $184,500 (2026 COLA fact sheet, Oct. 24, 2025), 2025 (read at https://news.bloombergtax.com/payroll/social-security-wage-base-rising-to-184-500-for-2026)',
    ]);
    expect(entry(C2026, 'US', 'Futa')).toMatchObject({ computed: true, origin: { kind: 'BuiltIn' } });
    expect(entry(C2026, 'US', 'BenefitLimits')!.sources[0]).toMatch(/^IRS Notice 2025-67/);
    expect(C2026.missing).not.toContain('US');
  });

  it('2027: not computed, with the reason, and refused at creation (unsupported_tax_year)', () => {
    expect(entry(C2027, 'US', 'Withholding')).toEqual({
      jurisdiction: 'US',
      level: 'Federal',
      part: 'Withholding',
      name: 'Federal income tax withholding (Publication 15-T)',
      computed: false,
      reason: 'no 2027 figures confirmed: Publication 15-T 2027 is neither built in nor installed (federal years: 2025, 2026)',
      sources: [],
      effect: 'Refused',
      effectCode: 'unsupported_tax_year',
    });
    for (const part of ['SocialSecurityWageBase', 'Futa', 'BenefitLimits'] as const) {
      expect(entry(C2027, 'US', part)).toMatchObject({ computed: false, effect: 'Refused', effectCode: 'unsupported_tax_year' });
    }
    expect(C2027.missing[0]).toBe('US');
    // What the coverage says is what the engine does.
    expect(() => item('TX', '2027-01-08')).toThrow(expect.objectContaining({ code: 'unsupported_tax_year' }));
  });
});

describe('taxCoverage: states', () => {
  it('lists the 50 states and DC, each with its withholding and SUI wage base', () => {
    expect(STATE_JURISDICTIONS).toHaveLength(51);
    for (const st of [...Object.keys(WITHHOLDING_MODULES), ...NO_WAGE_INCOME_TAX]) expect(STATE_JURISDICTIONS).toContain(st);
    for (const st of STATE_JURISDICTIONS) {
      expect(entry(C2026, st, 'Withholding')).toBeDefined();
      expect(entry(C2026, st, 'SuiWageBase')).toBeDefined();
    }
  });

  it('a state without a wage income tax is computed, with nothing to withhold', () => {
    expect(entry(C2027, 'TX', 'Withholding')).toEqual({
      jurisdiction: 'TX',
      level: 'State',
      part: 'Withholding',
      name: 'TX income tax withholding',
      computed: true,
      note: 'no wage income tax',
      sources: [],
    });
  });

  it('a computed state carries its figures’ sources; a year without figures is not computed, with the built years', () => {
    expect(entry(C2026, 'CA', 'Withholding')!.sources.length).toBeGreaterThan(0);
    expect(entry(C2027, 'CA', 'Withholding')).toMatchObject({
      computed: false,
      reason: 'no 2027 figures confirmed (built years: 2025, 2026)',
      effect: 'Warns',
      effectCode: 'state_taxes_not_computed',
    });
    // Every module but New York (whose data cites its publications in comments) carries machine-readable sources.
    const without = Object.values(WITHHOLDING_MODULES)
      .filter((m) => m.years.includes(2026) && !(m.sources?.(2026).length))
      .map((m) => m.state);
    expect(without).toEqual(['NY']);
  });

  it('a partial year: Idaho 2026 from July 31, Arkansas 2026 through May 6', () => {
    expect(entry(C2026, 'ID', 'Withholding')).toMatchObject({
      computed: false,
      reason: 'the module covers paydays from 2026-07-31; no figures confirmed for the paydays before',
      paydays: { from: '2026-07-31', through: '2026-12-31' },
      effect: 'Warns',
    });
    expect(entry(C2026, 'AR', 'Withholding')).toMatchObject({ computed: false, paydays: { from: '2026-01-01', through: '2026-05-06' } });
    expect(warns(item('ID', '2026-07-24'), 'state_taxes_not_computed')).toBe(true);
    expect(warns(item('ID', '2026-07-31'), 'state_taxes_not_computed')).toBe(false);
  });

  it('programs: WA PFML and WA Cares, NY PFL computed in 2026 with sources; 2027 not built; Delaware Paid Leave a gap', () => {
    expect(entry(C2026, 'WA', 'EmployeeProgram', 'wa_pfml_ee')).toMatchObject({ computed: true, name: 'Washington PFML (employee share)' });
    expect(entry(C2026, 'WA', 'EmployeeProgram', 'wa_pfml_ee')!.sources[0]).toMatch(/2026 premium 1.13%/);
    expect(entry(C2026, 'NY', 'EmployeeProgram', 'ny_pfl')!.computed).toBe(true);
    expect(entry(C2027, 'WA', 'EmployeeProgram', 'wa_cares')).toMatchObject({ computed: false, reason: 'its 2027 figures are not built', effect: 'Warns' });
    expect(C2026.entries.find((e) => e.jurisdiction === 'DE' && e.name === 'Delaware Paid Leave')).toMatchObject({ computed: false, effect: 'Warns' });
  });

  it('SUI: wage base and new-employer rate where built (CA 2026); the rate not built where none is general (TX)', () => {
    expect(entry(C2026, 'CA', 'SuiNewEmployerRate')!.computed).toBe(true);
    expect(entry(C2026, 'TX', 'SuiNewEmployerRate')).toMatchObject({ computed: false, effect: 'Warns' });
    expect(entry(C2027, 'CA', 'SuiWageBase')).toMatchObject({ computed: false, reason: 'no 2027 wage base confirmed' });
    // The new-employer rate alone does not make a state missing (it matters only without the company's rate).
    expect(C2026.missing).not.toContain('TX');
  });

  it('cross-check 2026: a state whose parts are all computed gives no state_taxes_not_computed; a state missing one does', () => {
    for (const st of STATE_JURISDICTIONS) {
      const parts = C2026.entries.filter((e) => e.jurisdiction === st && e.part !== 'SuiNewEmployerRate');
      const computed = parts.every((e) => e.computed);
      // A partial year: a payday outside the paydays it covers.
      const partial = parts.find((e) => e.paydays);
      const payday = partial ? (partial.paydays!.from === '2026-01-01' ? '2026-12-31' : '2026-01-02') : '2026-03-13';
      expect({ st, warns: warns(item(st, payday), 'state_taxes_not_computed') }).toEqual({ st, warns: !computed });
    }
  });
});

describe('taxCoverage: locals', () => {
  it('NY-NYC computed in 2026, not in 2027 (the engine’s reason); Philadelphia 2026 only through June 30', () => {
    expect(entry(C2026, 'NY-NYC', 'Withholding')).toMatchObject({ level: 'Local', computed: true });
    expect(entry(C2027, 'NY-NYC', 'Withholding')).toMatchObject({ computed: false, reason: 'no 2027 figures', effect: 'Warns', effectCode: 'local_taxes_not_computed' });
    expect(entry(C2026, 'PA-PHILADELPHIA', 'Withholding')).toMatchObject({
      computed: false,
      paydays: { from: '2026-01-01', through: '2026-06-30' },
      reason: 'computed for paydays 2026-01-01 through 2026-06-30 only: no rate for 2026-07-01',
    });
    expect(entry(C2026, 'MD-NONRESIDENT', 'Withholding')).toMatchObject({ computed: true });
    expect(entry(C2026, 'CO-AURORA', 'Withholding')).toMatchObject({ computed: true, note: 'no tax in 2026' });
  });

  it.each([[2026, C2026], [2027, C2027]])('cross-check %i: every local marked computed gives no local_taxes_not_computed for a resident; one not computed does', (year, c) => {
    const locals = c.entries.filter((e) => e.level === 'Local' && e.jurisdiction !== 'MD-NONRESIDENT');
    expect(locals.length).toBeGreaterThan(100);
    for (const e of locals) {
      const st = e.jurisdiction.slice(0, 2);
      const payday = e.paydays ? `${year}-12-31` : `${year}-03-13`;
      const r = computeStateTaxes(
        {
          year,
          payday,
          frequency: 'Biweekly',
          periodsPerYear: 26,
          earnings: [{ kind: 'Regular', paymentIndex: 0, overridden: false, amount: new Decimal(2000), cash: true, supplemental: false }],
          section125: ZERO,
          pension401k: ZERO,
          forceSupplemental: false,
        },
        { states: { workStates: [st], workLocalities: [[e.jurisdiction]], residenceState: st, residenceLocalities: [e.jurisdiction], year }, suiRates: { [st]: '1' } },
        {},
      );
      expect({ j: e.jurisdiction, warns: r.warnings.some((w) => w.code === 'local_taxes_not_computed') }).toEqual({ j: e.jurisdiction, warns: !e.computed });
    }
  });
});

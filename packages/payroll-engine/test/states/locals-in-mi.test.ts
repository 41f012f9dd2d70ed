/**
 * Indiana county taxes (src/states/locals/in-counties.ts) and Michigan city taxes (src/states/locals/mi-cities.ts)
 * on an item: a weekly payment, payday 2026-03-13 unless said otherwise. Expected figures worked by hand in each
 * comment from the cited rates, half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { BUILT_IN_LOCAL_TAX_CODES, BUILT_IN_LOCALITIES, type RegisteredLocalTax } from '../../src/states/locals';
import { IN_COUNTIES_2026, IN_COUNTIES_NOT_CONFIRMED_2026 } from '../../src/states/locals/in-counties';
import { MI_CITIES, MI_TAXING_CITIES, miExemptionPerPeriod } from '../../src/states/locals/mi-cities';
import type { ItemStates } from '../../src/states';

function item(states: ItemStates, opts: { wages?: number; bonus?: number; payday?: string; certificates?: Record<string, Record<string, unknown>>; localTaxes?: RegisteredLocalTax[]; payments?: Array<Record<string, number>> } = {}) {
  const r = computeEmployeeItem(
    { employeeId: 'emp_1', payments: (opts.payments ?? [{ nonHourlyRegular: opts.wages ?? 1000, ...(opts.bonus ? { bonus: opts.bonus } : {}) }]) as never },
    {
      payday: opts.payday ?? '2026-03-13',
      frequency: 'Weekly',
      states,
      suiRates: { IN: '2.5', MI: '2.7', IL: '2', OH: '2' },
      ...(opts.certificates ? { stateCertificates: opts.certificates } : {}),
      ...(opts.localTaxes ? { localTaxes: opts.localTaxes } : {}),
    },
  );
  const local = Object.fromEntries(r.stateTaxes.filter((t) => t.jurisdiction.includes('-')).map((t) => [`${t.jurisdiction}:${t.code}`, t.amount.toFixed(2)]));
  const sit = Object.fromEntries(r.stateTaxes.filter((t) => t.name === 'StateIncomeTax').map((t) => [t.code, t.amount.toFixed(2)]));
  return { local, sit, warnings: r.warnings.filter((w) => w.code === 'local_taxes_not_computed').map((w) => w.message), lines: r.stateTaxes };
}

describe('Indiana county taxes (Departmental Notice #1, 2026)', () => {
  it('builds the 82 counties two transcriptions confirm; the 10 they do not are left out', () => {
    expect(IN_COUNTIES_2026).toHaveLength(82);
    expect(IN_COUNTIES_NOT_CONFIRMED_2026).toHaveLength(10);
    expect(IN_COUNTIES_2026.length + IN_COUNTIES_NOT_CONFIRMED_2026.length).toBe(92);
    expect(new Set(IN_COUNTIES_2026.map((c) => c.dor)).size).toBe(82);
    const rate = (code: string) => IN_COUNTIES_2026.find((c) => c.code === code)?.rate;
    expect([rate('MARION'), rate('LAKE'), rate('CARROLL'), rate('HOWARD'), rate('ST_JOSEPH'), rate('MONROE'), rate('BROWN')]).toEqual(['0.0202', '0.015', '0.024733', '0.0235', '0.0175', '0.0214', undefined]);
    expect(BUILT_IN_LOCALITIES).toEqual(expect.arrayContaining(['IN-MARION', 'IN-ST_JOSEPH', 'IN-LAPORTE']));
    expect(BUILT_IN_LOCALITIES).not.toContain('IN-BROWN');
    expect(BUILT_IN_LOCAL_TAX_CODES).toEqual(expect.arrayContaining(['in_county', 'mi_city']));
  });

  it("the notice's example: weekly $800, constants $326.92, taxable $473.08; county at .01 = $4.73 (Harrison, 1%)", () => {
    const wh4 = { personalExemptions: 5, additionalDependentExemptions: 3, firstTimeDependentExemptions: 1, adoptedDependentExemptions: 2 };
    const r = item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-HARRISON'] }, { wages: 800, certificates: { IN: wh4 } });
    expect(r.sit).toEqual({ in_sit: '13.96' });
    expect(r.local).toEqual({ 'IN-HARRISON:in_county': '4.73' });
    expect(r.warnings).toEqual([]);
  });

  it('a Marion County resident: $1,000 x 2.02% = $20.20; two exemptions: (1,000 - 38.46) x 2.02% = 19.4231 -> $19.42', () => {
    expect(item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-MARION'] }).local).toEqual({ 'IN-MARION:in_county': '20.20' });
    const r = item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-MARION'] }, { certificates: { IN: { personalExemptions: 2 } } });
    // 2 x $1,000 / 52 = 38.4615 -> 38.46; state: 961.54 x 2.95% = 28.3654 -> 28.37.
    expect(r.sit).toEqual({ in_sit: '28.37' });
    expect(r.local).toEqual({ 'IN-MARION:in_county': '19.42' });
    const line = r.lines.find((l) => l.code === 'in_county')!;
    expect([line.jurisdiction, line.name, line.payer, line.taxableWages.toFixed(2)]).toEqual(['IN-MARION', 'LocalIncomeTax', 'Employee', '1000.00']);
  });

  it('a bonus without exemptions: regular 19.42 + $500 x 2.02% = 10.10 -> $29.52, supplemental $10.10', () => {
    const r = item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-MARION'] }, { bonus: 500, certificates: { IN: { personalExemptions: 2 } } });
    expect(r.local).toEqual({ 'IN-MARION:in_county': '29.52' });
    expect(r.lines.find((l) => l.code === 'in_county')!.supplementalAmount!.toFixed(2)).toBe('10.10');
  });

  it('a resident working in another county pays the county of residence only (Carroll 2.4733%: $24.73)', () => {
    const r = item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-CARROLL'], workLocalities: [['IN-MARION']] });
    // 1,000 x 0.024733 = 24.733 -> 24.73
    expect(r.local).toEqual({ 'IN-CARROLL:in_county': '24.73' });
    expect(r.warnings).toEqual([]);
  });

  it('a nonresident of Indiana pays the Indiana work county: Illinois resident in Lake County, $1,000 x 1.5% = $15.00', () => {
    const r = item({ workStates: ['IN'], residenceState: 'IL', workLocalities: [['IN-LAKE']] });
    expect(r.local).toEqual({ 'IN-LAKE:in_county': '15.00' });
    expect(r.warnings).toEqual([]);
  });

  it('warns: a resident with only a work county; a nonresident with two work counties; a WH-4MIL withholds nothing', () => {
    expect(item({ workStates: ['IN'], residenceState: 'IN', workLocalities: [['IN-MARION']] }).warnings).toEqual([
      'Local wage taxes are not computed for: IN (no county of residence given on the address).',
    ]);
    const two = item({ workStates: ['IN', 'IN'], residenceState: 'IL', workLocalities: [['IN-LAKE'], ['IN-PORTER']] }, { payments: [{ nonHourlyRegular: 500 }, { nonHourlyRegular: 500 }] });
    expect(two.local).toEqual({});
    expect(two.warnings).toEqual(['Local wage taxes are not computed for: IN-LAKE, IN-PORTER (more than one Indiana work county; the January 1 principal place of work is not known).']);
    const mil = item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-MARION'] }, { certificates: { IN: { exempt: true } } });
    expect(mil.local).toEqual({ 'IN-MARION:in_county': '0.00' });
  });

  it('2025: the same rates but for the six counties changed on January 1, 2026 (Carroll 2.2733%: $22.73)', () => {
    // Marion: state 1,000 x 3.0% = 30.00 (2025), county 1,000 x 2.02% = 20.20.
    const marion = item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-MARION'] }, { payday: '2025-03-14' });
    expect([marion.sit, marion.local, marion.warnings]).toEqual([{ in_sit: '30.00' }, { 'IN-MARION:in_county': '20.20' }, []]);
    // 1,000 x 0.022733 = 22.733 -> 22.73.
    expect(item({ workStates: ['IN'], residenceState: 'IN', residenceLocalities: ['IN-CARROLL'] }, { payday: '2025-03-14' }).local).toEqual({ 'IN-CARROLL:in_county': '22.73' });
  });

  it('reciprocity: an Indiana resident working in Ohio under an elected agreement pays the county on all wages', () => {
    // An Indiana resident working in Ohio under an elected agreement: Ohio withholds nothing, Indiana all; the county applies.
    const r = item({ workStates: ['OH'], residenceState: 'IN', residenceLocalities: ['IN-MARION'], elections: [{ workState: 'OH', residenceState: 'IN' }] });
    expect(r.local['IN-MARION:in_county']).toBe('20.20');
    // A Kentucky resident working in Clark County under an elected agreement: Indiana withholds nothing; the county warns.
    const ky = item({ workStates: ['IN'], residenceState: 'KY', workLocalities: [['IN-CLARK']], elections: [{ workState: 'IN', residenceState: 'KY' }] });
    expect([ky.local, ky.warnings]).toEqual([{}, ['Local wage taxes are not computed for: IN-CLARK (Indiana does not withhold on these wages), KY (no locality code given on the address or workplace).']]);
  });
});

describe('Michigan city taxes: Detroit (Form 5469, 2026; MCL 141.651)', () => {
  it('the printed exemption table: $600 / 52 = 11.54, / 26 = 23.08, / 24 = 25.00, / 12 = 50.00', () => {
    const detroit = MI_CITIES.find((c) => c.code === 'DETROIT')!;
    expect([52, 26, 24, 12].map((p) => miExemptionPerPeriod(detroit, p).toFixed(2))).toEqual(['11.54', '23.08', '25.00', '50.00']);
    expect(MI_TAXING_CITIES).toHaveLength(24);
    expect(BUILT_IN_LOCALITIES).toContain('MI-DETROIT');
    expect(BUILT_IN_LOCALITIES).not.toContain('MI-GRAND_RAPIDS');
  });

  it('a resident: $1,000 x 2.4% = $24.00; two exemptions on the city certificate: (1,000 - 23.08) x 2.4% = 23.4461 -> $23.45', () => {
    expect(item({ workStates: ['MI'], residenceState: 'MI', residenceLocalities: ['MI-DETROIT'] }).local).toEqual({ 'MI-DETROIT:mi_city': '24.00' });
    const r = item({ workStates: ['MI'], residenceState: 'MI', residenceLocalities: ['MI-DETROIT'] }, { certificates: { 'MI-DETROIT': { exemptions: 2 } } });
    expect(r.local).toEqual({ 'MI-DETROIT:mi_city': '23.45' });
    expect(r.warnings).toEqual([]);
  });

  it('a bonus without exemptions: 23.45 + $500 x 2.4% = 12.00 -> $35.45', () => {
    const r = item({ workStates: ['MI'], residenceState: 'MI', residenceLocalities: ['MI-DETROIT'] }, { bonus: 500, certificates: { 'MI-DETROIT': { exemptions: 2 } } });
    expect(r.local).toEqual({ 'MI-DETROIT:mi_city': '35.45' });
    expect(r.lines.find((l) => l.code === 'mi_city')!.supplementalAmount!.toFixed(2)).toBe('12.00');
  });

  it('a nonresident working in Detroit: $1,000 x 1.2% = $12.00', () => {
    expect(item({ workStates: ['MI'], residenceState: 'MI', workLocalities: [['MI-DETROIT']] }).local).toEqual({ 'MI-DETROIT:mi_city': '12.00' });
  });

  it("a resident working in another taxing city: that city's nonresident tax, Detroit's rate less it (sec. 51(a)(ii))", () => {
    const lansing: RegisteredLocalTax = { jurisdiction: 'MI-LANSING', code: 'mi_city_lansing', payer: 'Employee', residentRate: '1', nonresidentRate: '0.5', effectiveStart: '2026-01-01' };
    const r = item({ workStates: ['MI'], residenceState: 'MI', residenceLocalities: ['MI-DETROIT'], workLocalities: [['MI-LANSING']] }, { localTaxes: [lansing] });
    // Lansing 1,000 x 0.5% = 5.00; Detroit (2.4% - 0.5%) x 1,000 = 19.00.
    expect(r.local).toEqual({ 'MI-LANSING:mi_city_lansing': '5.00', 'MI-DETROIT:mi_city': '19.00' });
    expect(r.warnings).toEqual([]);
  });

  it('warns: another city without figures; Detroit 2025 as 2026; a bad certificate field', () => {
    expect(item({ workStates: ['MI'], residenceState: 'MI', residenceLocalities: ['MI-GRAND_RAPIDS'] }).warnings).toEqual(['Local wage taxes are not computed for: MI-GRAND_RAPIDS.']);
    expect(item({ workStates: ['MI'], residenceState: 'MI', residenceLocalities: ['MI-DETROIT'] }, { payday: '2025-03-14' }).local).toEqual({ 'MI-DETROIT:mi_city': '24.00' });
    expect(() => item({ workStates: ['MI'], residenceState: 'MI', residenceLocalities: ['MI-DETROIT'] }, { certificates: { 'MI-DETROIT': { allowances: 1 } } })).toThrow(/MI-DETROIT\.allowances/);
    expect(new Decimal(MI_CITIES[0].residentRate).div(MI_CITIES[0].nonresidentRate).toNumber()).toBe(2);
  });
});

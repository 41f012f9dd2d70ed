/**
 * Built-in local taxes of src/states/locals/mo-cities.ts, co-opt.ts and yonkers-nonresident.ts: the Kansas City and
 * St. Louis earnings taxes, Denver's occupational privilege tax (Aurora's repealed), and the Yonkers nonresident
 * earnings tax. Weekly payments, payday 2026-03-13 unless said otherwise; expected figures worked by hand in each
 * test name from the figures files, half-up to cents.
 */
import { computeEmployeeItem } from '../../src/employee';
import type { ItemStates } from '../../src/states';
import { yonkersNonresidentTax } from '../../src/states/locals/yonkers-nonresident';
import { Decimal } from '../../src/money';

function item(states: ItemStates, opts: { wages?: number; frequency?: 'Weekly' | 'Biweekly' | 'Monthly'; payday?: string; ytd?: Record<string, unknown>; payments?: Array<Record<string, unknown>> } = {}) {
  const r = computeEmployeeItem(
    { employeeId: 'emp_1', payments: (opts.payments ?? [{ nonHourlyRegular: opts.wages ?? 1000 }]) as never },
    { payday: opts.payday ?? '2026-03-13', frequency: opts.frequency ?? 'Weekly', states, suiRates: { NY: '2', MO: '2', CO: '2', KS: '2' }, ...(opts.ytd ? { ytd: opts.ytd } : {}) },
  );
  const locals = r.stateTaxes.filter((t) => t.jurisdiction.includes('-'));
  const local = Object.fromEntries(locals.map((t) => [`${t.jurisdiction}:${t.code}`, t.amount.toFixed(2)]));
  return { local, lines: locals, warnings: r.warnings.filter((w) => w.code === 'local_taxes_not_computed').map((w) => w.message) };
}

describe('Kansas City and St. Louis earnings taxes (1%)', () => {
  it('a Kansas City resident: 1% of all wages = 10.00, wherever earned', () => {
    const r = item({ workStates: ['MO'], residenceState: 'MO', residenceLocalities: ['MO-KANSAS_CITY'] });
    expect(r.local).toEqual({ 'MO-KANSAS_CITY:kc_earnings': '10.00' });
    expect(r.lines[0]).toMatchObject({ name: 'LocalIncomeTax', payer: 'Employee' });
    expect(r.warnings).toEqual([]);
  });

  it('a Kansas resident working in Kansas City: 1% of the wages for work there = 10.00', () => {
    const r = item({ workStates: ['MO'], residenceState: 'KS', workLocalities: [['MO-KANSAS_CITY']] });
    expect(r.local).toEqual({ 'MO-KANSAS_CITY:kc_earnings': '10.00' });
    expect(r.warnings).toEqual([]);
  });

  it('a nonresident of St. Louis with two payments, 600.00 in the city and 400.00 outside: 1% x 600 = 6.00', () => {
    const r = item(
      { workStates: ['MO', 'MO'], residenceState: 'MO', residenceLocalities: [], workLocalities: [['MO-ST_LOUIS'], []] },
      { payments: [{ nonHourlyRegular: 600 }, { nonHourlyRegular: 400 }] },
    );
    expect(r.local).toEqual({ 'MO-ST_LOUIS:stl_earnings': '6.00' });
    expect(r.lines[0].subjectWages.toFixed(2)).toBe('600.00');
  });

  it('a Kansas City resident working in St. Louis owes both: 10.00 and 10.00', () => {
    const r = item({ workStates: ['MO'], residenceState: 'MO', residenceLocalities: ['MO-KANSAS_CITY'], workLocalities: [['MO-ST_LOUIS']] });
    expect(r.local).toEqual({ 'MO-KANSAS_CITY:kc_earnings': '10.00', 'MO-ST_LOUIS:stl_earnings': '10.00' });
  });

  it('a Missouri employee without a locality code still warns (other Missouri localities are not covered)', () => {
    expect(item({ workStates: ['MO'], residenceState: 'MO' }).warnings).toEqual(['Local wage taxes are not computed for: MO (no locality code given on the address or workplace).']);
  });
});

describe('Denver occupational privilege tax ($5.75 employee, $4.00 employer, once a month from $500)', () => {
  const denver: ItemStates = { workStates: ['CO'], residenceState: 'CO', workLocalities: [['CO-DENVER']] };

  it('the first weekly payday of the month with 1,000.00 in Denver: 5.75 withheld and 4.00 charged to the company', () => {
    const r = item(denver);
    expect(r.local).toEqual({ 'CO-DENVER:denver_opt': '5.75', 'CO-DENVER:denver_opt_er': '4.00' });
    expect(r.lines.map((l) => [l.code, l.name, l.payer, l.subjectWages.toFixed(2)])).toEqual([
      ['denver_opt', 'LocalIncomeTax', 'Employee', '1000.00'],
      ['denver_opt_er', 'LocalEmployerTax', 'Company', '1000.00'],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('a later payday of the same month, both parts already charged: 0.00 and 0.00, the wages still carried', () => {
    const monthToDate = { 'CO-DENVER:denver_opt': { wages: '1000', amount: '5.75' }, 'CO-DENVER:denver_opt_er': { wages: '1000', amount: '4.00' } };
    const r = item(denver, { ytd: { localTaxesThisMonth: monthToDate } });
    expect(r.local).toEqual({ 'CO-DENVER:denver_opt': '0.00', 'CO-DENVER:denver_opt_er': '0.00' });
    expect(r.lines[0].subjectWages.toFixed(2)).toBe('1000.00');
  });

  it('weekly 300.00: below $500 on the first payday (0.00); the second brings the month to 600.00 (5.75 and 4.00)', () => {
    expect(item(denver, { wages: 300 }).local).toEqual({ 'CO-DENVER:denver_opt': '0.00', 'CO-DENVER:denver_opt_er': '0.00' });
    const monthToDate = { 'CO-DENVER:denver_opt': { wages: '300', amount: '0' }, 'CO-DENVER:denver_opt_er': { wages: '300', amount: '0' } };
    expect(item(denver, { wages: 300, ytd: { localTaxesThisMonth: monthToDate } }).local).toEqual({ 'CO-DENVER:denver_opt': '5.75', 'CO-DENVER:denver_opt_er': '4.00' });
  });

  it('exactly 500.00 in the month is taxable ("at least $500"); 499.99 is not', () => {
    expect(item(denver, { wages: 500, frequency: 'Monthly' }).local['CO-DENVER:denver_opt']).toBe('5.75');
    expect(item(denver, { wages: 499.99, frequency: 'Monthly' }).local['CO-DENVER:denver_opt']).toBe('0.00');
  });

  it('only the wages for work in Denver count: 400.00 there and 600.00 elsewhere is below $500', () => {
    const r = item({ workStates: ['CO', 'CO'], residenceState: 'CO', workLocalities: [['CO-DENVER'], []] }, { payments: [{ nonHourlyRegular: 400 }, { nonHourlyRegular: 600 }], frequency: 'Monthly' });
    expect(r.local).toEqual({ 'CO-DENVER:denver_opt': '0.00', 'CO-DENVER:denver_opt_er': '0.00' });
    expect(r.lines[0].subjectWages.toFixed(2)).toBe('400.00');
  });

  it('living in Denver and working elsewhere owes nothing, without a warning', () => {
    const r = item({ workStates: ['CO'], residenceState: 'CO', residenceLocalities: ['CO-DENVER'] });
    expect(r.local).toEqual({});
    expect(r.warnings).toEqual([]);
  });

  it('Aurora: repealed from January 1, 2025, no line and no warning', () => {
    const r = item({ workStates: ['CO'], residenceState: 'CO', residenceLocalities: ['CO-AURORA'], workLocalities: [['CO-AURORA']] });
    expect(r.local).toEqual({});
    expect(r.warnings).toEqual([]);
  });
});

describe('Yonkers nonresident earnings tax (0.50% less the annual exclusion, NYS-50-T-Y Method VIII)', () => {
  const yonkers: ItemStates = { workStates: ['NY'], residenceState: 'NJ', workLocalities: [['NY-YONKERS']] };

  it('weekly 300.00: annual 15,600 (exclusion 2,000): 13,600 x 0.5% / 52 = 1.3077 -> 1.31 (Method VII: (300 - 38) x 0.5% = 1.31)', () => {
    expect(item(yonkers, { wages: 300 }).local).toEqual({ 'NY-YONKERS:yonkers_nonres': '1.31' });
  });

  it('weekly 150.00: annual 7,800 (exclusion 3,000): 4,800 x 0.5% / 52 = 0.4615 -> 0.46', () => {
    expect(item(yonkers, { wages: 150 }).local).toEqual({ 'NY-YONKERS:yonkers_nonres': '0.46' });
  });

  it('weekly 70.00: annual 3,640, under $4,000: nothing withheld', () => {
    expect(item(yonkers, { wages: 70 }).local).toEqual({ 'NY-YONKERS:yonkers_nonres': '0.00' });
  });

  it('monthly 2,000.00: annual 24,000 (exclusion 1,000): 23,000 x 0.5% / 12 = 9.5833 -> 9.58', () => {
    expect(item(yonkers, { wages: 2000, frequency: 'Monthly' }).local).toEqual({ 'NY-YONKERS:yonkers_nonres': '9.58' });
  });

  it('band edges: annual 10,000.00 keeps 3,000; 30,000.00 keeps 1,000; 30,000.01 has none', () => {
    const t = (w: string) => yonkersNonresidentTax(new Decimal(w), new Decimal(0), 1).amount.toFixed(2);
    expect([t('3999.99'), t('4000'), t('10000'), t('10000.01'), t('30000'), t('30000.01')]).toEqual(['0.00', '5.00', '35.00', '40.00', '145.00', '150.00']);
  });

  it('supplemental wages bear 0.50% with no exclusion: a 1,000.00 bonus alone = 5.00', () => {
    const r = yonkersNonresidentTax(new Decimal(0), new Decimal(1000), 52);
    expect([r.amount.toFixed(2), r.supplementalAmount.toFixed(2)]).toEqual(['5.00', '5.00']);
  });

  it('a Yonkers resident working in Yonkers bears the resident surcharge only', () => {
    const r = item({ workStates: ['NY'], residenceState: 'NY', residenceLocalities: ['NY-YONKERS'], workLocalities: [['NY-YONKERS']] });
    expect(Object.keys(r.local)).toEqual(['NY-YONKERS:yonkers_res']);
  });
});

/**
 * Local taxes (src/states/locals): built-in NYC, Yonkers, Maryland county and Philadelphia taxes and registered
 * ones, each on a weekly $1,000.00 payment with payday 2026-03-13 unless said otherwise. Expected figures worked by
 * hand in each comment from src/states/locals/figures.ts and the state modules' figures, half-up to cents.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { periodTable } from '../../src/states/ny';
import { NYC_2026 } from '../../src/states/locals/figures';
import type { ItemStates } from '../../src/states';
import { BUILT_IN_LOCAL_TAX_CODES, BUILT_IN_LOCALITIES, isNoLocality, localTaxName, NO_LOCAL_TAX_STATES, type RegisteredLocalTax } from '../../src/states/locals';

function item(states: ItemStates, extra: Record<string, unknown> = {}, wages = 1000) {
  const r = computeEmployeeItem(
    { employeeId: 'emp_1', payments: [{ nonHourlyRegular: wages }] },
    { payday: '2026-03-13', frequency: 'Weekly', states, suiRates: { NY: '2', MD: '2', PA: '2', OH: '2', VA: '2' }, ...extra },
  );
  const local = Object.fromEntries(r.stateTaxes.filter((t) => t.jurisdiction.includes('-')).map((t) => [`${t.jurisdiction}:${t.code}`, t.amount.toFixed(2)]));
  const sit = Object.fromEntries(r.stateTaxes.filter((t) => t.name === 'StateIncomeTax').map((t) => [t.code, t.amount]));
  return { local, sit, warnings: r.warnings.filter((w) => w.code === 'local_taxes_not_computed').map((w) => w.message), lines: r.stateTaxes };
}

describe('NYC resident tax (NYS-50-T-NYC 2026)', () => {
  it('keeps the printed rows; their bases are the annual ones divided, to the cent', () => {
    for (const [p, n] of [['Weekly', 52], ['Biweekly', 26], ['Semimonthly', 24], ['Monthly', 12]] as const) {
      expect(NYC_2026.printed![p]!.map((r) => new Decimal(r.base).toFixed(2))).toEqual(NYC_2026.annual.Single.map((r) => new Decimal(r.base).div(n).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)));
    }
    const rows = (p: 'Biweekly' | 'Semimonthly' | 'Monthly') => periodTable(NYC_2026, 'Single', p).rows.map((r) => [r.atLeast.toString(), r.base.toFixed(2)]);
    expect(rows('Biweekly')).toEqual([['0', '0.00'], ['308', '6.31'], ['334', '7.08'], ['577', '14.92'], ['962', '30.12'], ['2308', '86.00']]);
    expect(rows('Semimonthly')).toEqual([['0', '0.00'], ['333', '6.83'], ['362', '7.67'], ['625', '16.17'], ['1042', '32.63'], ['2500', '93.17']]);
    expect(rows('Monthly')).toEqual([['0', '0.00'], ['667', '13.67'], ['725', '15.33'], ['1250', '32.33'], ['2083', '65.25'], ['5000', '186.33']]);
  });

  it('withholds on a resident: $1,000 - 96.15 = 903.85; (903.85 - 481) x 4.15% = 17.55 + 15.06 = 32.61', () => {
    const r = item({ workStates: ['NY'], residenceState: 'NY', residenceLocalities: ['NY-NYC'] });
    expect(r.local).toEqual({ 'NY-NYC:nyc_res': '32.61' });
    expect(r.warnings).toEqual([]);
  });

  it('nothing for a nonresident working in the city, and no warning', () => {
    const r = item({ workStates: ['NY'], residenceState: 'NY', workLocalities: [['NY-NYC']] });
    expect(r.local).toEqual({});
    expect(r.warnings).toEqual([]);
  });
});

describe('<ST>-NONE: an address in no taxing locality of its state', () => {
  it('an Albany, NY resident without a code warns; with NY-NONE no line and no warning', () => {
    expect(item({ workStates: ['NY'], residenceState: 'NY' }).warnings).toEqual(['Local wage taxes are not computed for: NY (no locality code given on the address or workplace).']);
    const none = item({ workStates: ['NY'], residenceState: 'NY', residenceLocalities: ['NY-NONE'] });
    expect(none.local).toEqual({});
    expect(none.warnings).toEqual([]);
  });

  it('a workplace outside any Ohio municipality with a tax (OH-NONE) settles Ohio; Maryland, Indiana and Pennsylvania have no such code', () => {
    expect(item({ workStates: ['OH'], residenceState: 'OH', workLocalities: [['OH-NONE']] }).warnings).toEqual([]);
    expect(NO_LOCAL_TAX_STATES).toEqual(['AL', 'DE', 'KY', 'MI', 'MO', 'NY', 'OH']);
    expect(BUILT_IN_LOCALITIES).toEqual(expect.arrayContaining(['NY-NONE', 'OH-NONE', 'MO-NONE']));
    expect(BUILT_IN_LOCALITIES.filter((c) => ['MD-NONE', 'IN-NONE', 'PA-NONE'].includes(c))).toEqual([]);
    expect(isNoLocality('MD-NONE')).toBe(false);
  });
});

describe('Yonkers', () => {
  it('resident: 16.75% of the New York State tax withheld', () => {
    const r = item({ workStates: ['NY'], residenceState: 'NY', residenceLocalities: ['NY-YONKERS'] });
    const nys = r.sit.ny_sit as Decimal;
    expect(r.local['NY-YONKERS:yonkers_res']).toBe(nys.times('0.1675').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(r.warnings).toEqual([]);
  });

  it('nonresident earnings tax (test/states/locals-mo-co-yonkers.test.ts): 0.50% of 52,000 annual / 52 = 5.00, no warning', () => {
    const r = item({ workStates: ['NY'], residenceState: 'NJ', workLocalities: [['NY-YONKERS']] });
    expect(r.local).toEqual({ 'NY-YONKERS:yonkers_nonres': '5.00' });
    expect(r.warnings).toEqual([]);
  });
});

describe('Maryland counties (2026)', () => {
  it('Montgomery resident, no MW507: taxable 1,000 - 65.38 - 61.54 = 873.08; x 3.20% = 27.94', () => {
    const r = item({ workStates: ['MD'], residenceState: 'MD', residenceLocalities: ['MD-MONTGOMERY'] });
    expect(r.local).toEqual({ 'MD-MONTGOMERY:md_county': '27.94' });
    expect(r.warnings).toEqual([]);
  });

  it('Anne Arundel resident: annual 873.08 x 52 = 45,400.16, all at 2.70% = 1,225.80; / 52 = 23.57', () => {
    const r = item({ workStates: ['MD'], residenceState: 'MD', residenceLocalities: ['MD-ANNE_ARUNDEL'] });
    expect(r.local).toEqual({ 'MD-ANNE_ARUNDEL:md_county': '23.57' });
  });

  it('Frederick resident: annual 45,400.16 falls in the 2.75% band (single, to $50,000): 873.08 x 2.75% = 24.01', () => {
    const r = item({ workStates: ['MD'], residenceState: 'MD', residenceLocalities: ['MD-FREDERICK'] });
    expect(r.local).toEqual({ 'MD-FREDERICK:md_county': '24.01' });
  });

  it('a Virginia resident without an election working in MD: special nonresident 2.25% x 873.08 = 19.64', () => {
    const r = item({ workStates: ['MD'], residenceState: 'VA' });
    expect(r.local).toEqual({ 'MD-NONRESIDENT:md_nonres': '19.64' });
    expect(r.warnings).toEqual([]);
  });

  it('a Maryland resident without a county code warns', () => {
    const r = item({ workStates: ['MD'], residenceState: 'MD' });
    expect(r.local).toEqual({});
    expect(r.warnings).toEqual(['Local wage taxes are not computed for: MD (no locality code given on the address or workplace).']);
  });
});

describe('Philadelphia wage tax', () => {
  it('resident 3.74% = 37.40; nonresident working in the city 3.43% = 34.30', () => {
    expect(item({ workStates: ['PA'], residenceState: 'PA', residenceLocalities: ['PA-PHILADELPHIA'] }).local).toEqual({ 'PA-PHILADELPHIA:phl_wage': '37.40' });
    expect(item({ workStates: ['PA'], residenceState: 'NJ', workLocalities: [['PA-PHILADELPHIA']] }).local).toEqual({ 'PA-PHILADELPHIA:phl_wage': '34.30' });
  });

  it('no published rate from July 1, 2026: warns', () => {
    const r = computeEmployeeItem(
      { employeeId: 'e', payments: [{ nonHourlyRegular: 1000 }] },
      { payday: '2026-07-10', frequency: 'Weekly', states: { workStates: ['PA'], residenceState: 'PA', residenceLocalities: ['PA-PHILADELPHIA'] }, suiRates: { PA: '2' } },
    );
    expect(r.warnings.filter((w) => w.code === 'local_taxes_not_computed').map((w) => w.message)).toEqual([
      'Local wage taxes are not computed for: PA-PHILADELPHIA (no rate for 2026-07-10).',
    ]);
  });
});

describe('registered local taxes', () => {
  const eit: RegisteredLocalTax = { jurisdiction: 'PA-865001', code: 'pa_eit', payer: 'Employee', residentRate: '1.7', nonresidentRate: '1', effectiveStart: '2026-01-01', rule: 'HighestOf' };
  const lst: RegisteredLocalTax = { jurisdiction: 'PA-865001', code: 'pa_lst', payer: 'Employee', perPayAmount: '5', annualMaximum: '52', effectiveStart: '2026-01-01' };

  it('resident EIT 1.7% = 17.00; LST $5.00 a pay capped by the annual $52: $50 withheld so far leaves 2.00', () => {
    const r = item(
      { workStates: ['PA'], residenceState: 'PA', residenceLocalities: ['PA-865001'], workLocalities: [['PA-865001']] },
      { localTaxes: [eit, lst], ytd: { stateTaxes: { 'PA-865001:pa_lst': { amount: '50' } } } },
    );
    expect(r.local).toEqual({ 'PA-865001:pa_eit': '17.00', 'PA-865001:pa_lst': '2.00' });
    expect(r.warnings).toEqual([]);
  });

  it('versioned by effective date: the latest start on or before the payday applies', () => {
    const later = { ...eit, residentRate: '2', effectiveStart: '2026-03-01' };
    const future = { ...eit, residentRate: '9', effectiveStart: '2026-04-01' };
    const r = item({ workStates: ['PA'], residenceState: 'PA', residenceLocalities: ['PA-865001'] }, { localTaxes: [eit, later, future] });
    expect(r.local).toEqual({ 'PA-865001:pa_eit': '20.00' });
  });

  it('HighestOf: a resident of PA-865001 (1.7% = 17.00) working in Philadelphia (3.43% = 34.30) owes only the higher', () => {
    const r = item({ workStates: ['PA'], residenceState: 'PA', residenceLocalities: ['PA-865001'], workLocalities: [['PA-PHILADELPHIA']] }, { localTaxes: [eit] });
    expect(r.local).toEqual({ 'PA-865001:pa_eit': '0.00', 'PA-PHILADELPHIA:phl_wage': '34.30' });
  });

  it('Credit: the resident tax less the work locality tax; wage base and annual cap', () => {
    const res: RegisteredLocalTax = { jurisdiction: 'OH-BEXLEY', code: 'oh_city', payer: 'Employee', residentRate: '2.5', rule: 'Credit', effectiveStart: '2026-01-01' };
    const work: RegisteredLocalTax = { jurisdiction: 'OH-COLUMBUS', code: 'oh_city', payer: 'Employee', nonresidentRate: '2', effectiveStart: '2026-01-01', wageBase: '100000', annualCap: '1000' };
    // Columbus: 2% x 1,000 = 20.00 (cap room 1,000 - 990 = 10.00 -> 10.00); Bexley: 25.00 - 10.00 = 15.00.
    const r = item(
      { workStates: ['OH'], residenceState: 'OH', residenceLocalities: ['OH-BEXLEY'], workLocalities: [['OH-COLUMBUS']] },
      { localTaxes: [res, work], ytd: { stateTaxes: { 'OH-COLUMBUS:oh_city': { amount: '990', wages: '49500' } } } },
    );
    expect(r.local).toEqual({ 'OH-BEXLEY:oh_city': '15.00', 'OH-COLUMBUS:oh_city': '10.00' });
    expect(r.warnings).toEqual([]);
  });

  it('an unregistered locality and a local-tax state without a code warn, naming them', () => {
    const r = item({ workStates: ['OH', 'PA'], residenceState: 'OH', residenceLocalities: ['OH-BEXLEY'] });
    expect(r.warnings).toEqual(['Local wage taxes are not computed for: OH-BEXLEY, PA (no locality code given on the address or workplace).']);
  });
});

describe('the built-in local taxes in words (paystubs, reports)', () => {
  it('names each kind from its figures; a registered tax or an unknown locality has no built-in name', () => {
    expect(
      [
        ['NY-NYC', 'nyc_res'],
        ['NY-YONKERS', 'yonkers_res'],
        ['NY-YONKERS', 'yonkers_nonres'],
        ['MD-MONTGOMERY', 'md_county'],
        ['MD-BALTIMORE_CITY', 'md_county'],
        ['MD-NONRESIDENT', 'md_nonres'],
        ['PA-PHILADELPHIA', 'phl_wage'],
        ['IN-MARION', 'in_county'],
        ['MI-DETROIT', 'mi_city'],
        ['MO-KANSAS_CITY', 'kc_earnings'],
        ['MO-ST_LOUIS', 'stl_earnings'],
        ['CO-DENVER', 'denver_opt'],
        ['CO-DENVER', 'denver_opt_er'],
      ].map(([j, code]) => localTaxName(j, code)),
    ).toEqual([
      'New York City resident tax',
      'Yonkers resident income tax surcharge',
      'Yonkers nonresident earnings tax',
      'Montgomery County local income tax',
      'Baltimore City local income tax',
      'Maryland nonresident local income tax',
      'Philadelphia wage tax',
      'Marion County income tax',
      'City of Detroit income tax',
      'Kansas City earnings tax',
      'St. Louis earnings tax',
      'Denver occupational privilege tax',
      'Denver occupational privilege tax (employer)',
    ]);
    expect(localTaxName('PA-865001', 'pa_eit')).toBeUndefined();
    expect(localTaxName('MD-NOWHERE', 'md_county')).toBeUndefined();
    expect(localTaxName('MO-ST_LOUIS', 'kc_earnings')).toBeUndefined();
  });

  it('every built-in locality with a local tax line has a name for its code', () => {
    // Each built-in code at one of its localities (the locality families above), so a new built-in code without a
    // name fails here.
    const sample: Record<string, string> = { nyc_res: 'NY-NYC', yonkers_res: 'NY-YONKERS', yonkers_nonres: 'NY-YONKERS', md_county: 'MD-MONTGOMERY', md_nonres: 'MD-NONRESIDENT', phl_wage: 'PA-PHILADELPHIA', in_county: 'IN-MARION', mi_city: 'MI-DETROIT', kc_earnings: 'MO-KANSAS_CITY', stl_earnings: 'MO-ST_LOUIS', denver_opt: 'CO-DENVER', denver_opt_er: 'CO-DENVER' };
    for (const code of BUILT_IN_LOCAL_TAX_CODES) expect([code, localTaxName(sample[code] ?? '', code)]).toEqual([code, expect.any(String)]);
    for (const locality of BUILT_IN_LOCALITIES.filter((l) => /^(MD|IN|MI)-/.test(l) && !isNoLocality(l) && l !== 'MD-NONRESIDENT')) {
      const code = locality.startsWith('MD-') ? 'md_county' : locality.startsWith('IN-') ? 'in_county' : 'mi_city';
      expect([locality, localTaxName(locality, code)]).toEqual([locality, expect.any(String)]);
    }
  });
});

// Tax deposits paid by ACH credit (domain/tax-payments.ts; docs/ach.md, "Tax payments"): the TXP segment of
// the Tax Payment Banking Convention, the tax periods it names, and the agency accounts a deployment gives
// in ACH_TAX_AGENCY_ACCOUNTS (refused at start when malformed: config-ach.test.ts).
import { agencyKeyOf, monthEnd, parseTaxAgencyAccounts, quarterEnd, taxpayerIdOf, txpSegment, yearEnd } from '../../src/domain/tax-payments';
import { STATE_AGENCIES } from '../../src/domain/state-deposits';

describe('txpSegment', () => {
  it('writes TXP*id*code*YYMMDD*type*cents...\\ with one to three amount pairs, amounts in cents without a point', () => {
    // EFTPS Form 941 with its subcategories: 1 social security, 2 Medicare, 3 withholding.
    expect(
      txpSegment({ taxpayerId: '943187265', taxTypeCode: '94105', periodEnd: '2026-03-31', amounts: [{ type: '1', cents: 18600n }, { type: '2', cents: 4350n }, { type: '3', cents: 21000n }] }),
    ).toBe('TXP*943187265*94105*260331*1*18600*2*4350*3*21000\\');
    expect(txpSegment({ taxpayerId: '943187265', taxTypeCode: '09405', periodEnd: '2026-12-31', amounts: [{ type: 'T', cents: 4200n }] })).toBe('TXP*943187265*09405*261231*T*4200\\');
    expect(txpSegment({ taxpayerId: '12345678', taxTypeCode: '01100', periodEnd: '2026-06-30', amounts: [{ type: 'T', cents: 0n }] })).toBe('TXP*12345678*01100*260630*T*0\\');
  });

  it('refuses what it cannot write', () => {
    const ok = { taxpayerId: '943187265', taxTypeCode: '94105', periodEnd: '2026-03-31', amounts: [{ type: 'T', cents: 1n }] };
    expect(() => txpSegment({ ...ok, taxpayerId: '94-3187265' })).toThrow('taxpayer id');
    expect(() => txpSegment({ ...ok, taxpayerId: '1234567890123456' })).toThrow('taxpayer id');
    expect(() => txpSegment({ ...ok, taxTypeCode: '941055' })).toThrow('tax type code');
    expect(() => txpSegment({ ...ok, amounts: [] })).toThrow('one to three');
    expect(() => txpSegment({ ...ok, amounts: Array(4).fill({ type: 'T', cents: 1n }) })).toThrow('one to three');
    expect(() => txpSegment({ ...ok, amounts: [{ type: 'T', cents: 10_000_000_000n }] })).toThrow('0 to 9999999999');
    expect(() => txpSegment({ ...ok, amounts: [{ type: 'T*', cents: 1n }] })).toThrow('amount type');
    // The longest segment fits the 80 positions of the addenda record.
    const longest = txpSegment({ taxpayerId: 'A'.repeat(15), taxTypeCode: 'B'.repeat(5), periodEnd: '2026-03-31', amounts: Array(3).fill({ type: 'CC', cents: 9_999_999_999n }) });
    expect(longest).toHaveLength(75); // 3 + 1 + 15 + 1 + 5 + 1 + 6 + 3 x (1 + 2 + 1 + 10) + 1
  });

  it('taxpayer ids: letters and digits, upper case, at most 15', () => {
    expect(taxpayerIdOf('94-3187265')).toBe('943187265');
    expect(taxpayerIdOf('123-4567-8')).toBe('12345678');
    expect(taxpayerIdOf(' ab 12 ')).toBe('AB12');
    expect(taxpayerIdOf('')).toBeUndefined();
    expect(taxpayerIdOf(null)).toBeUndefined();
    expect(taxpayerIdOf('1'.repeat(16))).toBeUndefined();
  });
});

describe('tax periods', () => {
  it('quarter, month and year ends', () => {
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-08-15', '2026-12-31'].map(quarterEnd)).toEqual(['2026-03-31', '2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31']);
    expect(['2028-02-10', '2026-02-10', '2026-11-30'].map(monthEnd)).toEqual(['2028-02-29', '2026-02-28', '2026-11-30']);
    expect(yearEnd('2026-03-06')).toBe('2026-12-31');
  });

  it('the agency of a stored deposit', () => {
    expect(agencyKeyOf('US', null)).toBe('IRS');
    expect(agencyKeyOf('US', 'Internal Revenue Service')).toBe('IRS');
    expect(agencyKeyOf('CA', STATE_AGENCIES.CA_EDD)).toBe('CA_EDD');
    expect(agencyKeyOf('NY', STATE_AGENCIES.NY_DOL)).toBe('NY_DOL');
    expect(agencyKeyOf('GA', null)).toBeUndefined();
  });
});

describe('ACH_TAX_AGENCY_ACCOUNTS', () => {
  const parse = (raw: string | undefined) => {
    const problems: string[] = [];
    return { value: parseTaxAgencyAccounts(raw, problems), problems };
  };

  it('unset or blank: off', () => {
    expect(parse(undefined)).toEqual({ value: undefined, problems: [] });
    expect(parse('  ')).toEqual({ value: undefined, problems: [] });
  });

  it('the IRS with the built-in codes, a state agency with its own; defaults for type, name and period', () => {
    const { value, problems } = parse(
      JSON.stringify({
        IRS: { routingNumber: '021000021', accountNumber: '23401001' },
        CA_EDD: { routingNumber: '121000358', accountNumber: '55501', accountType: 'Savings', name: 'EDD', taxTypeCodes: { StateIncomeTax: '01300', StateUnemployment: '01100' }, period: 'Month' },
      }),
    );
    expect(problems).toEqual([]);
    expect(value).toEqual({
      IRS: { routingNumber: '021000021', accountNumber: '23401001', accountType: 'Checking', name: 'IRS', taxTypeCodes: { Form941: '94105', Form940: '09405' }, period: 'Quarter' },
      CA_EDD: { routingNumber: '121000358', accountNumber: '55501', accountType: 'Savings', name: 'EDD', taxTypeCodes: { StateIncomeTax: '01300', StateUnemployment: '01100' }, period: 'Month' },
    });
    expect(parse(JSON.stringify({ NY_DTF: { routingNumber: '021000021', accountNumber: '1', taxTypeCodes: { StateIncomeTax: '011' } } })).value?.NY_DTF?.name).toBe('NY DTF');
    expect(parse(JSON.stringify({ IRS: { routingNumber: '021000021', accountNumber: '1', taxTypeCodes: { Form944: '94405' } } })).value?.IRS?.taxTypeCodes).toEqual({ Form941: '94105', Form940: '09405', Form944: '94405' });
  });

  it('names every problem', () => {
    expect(parse('{').problems).toEqual(['ACH_TAX_AGENCY_ACCOUNTS: must be a JSON object']);
    expect(parse('[]').problems).toEqual(['ACH_TAX_AGENCY_ACCOUNTS: must be a JSON object with at least one agency']);
    expect(parse('{}').problems).toEqual(['ACH_TAX_AGENCY_ACCOUNTS: must be a JSON object with at least one agency']);
    expect(
      parse(
        JSON.stringify({
          FBI: {},
          IRS: { routingNumber: '021000022', accountNumber: '12-34', accountType: 'Loan', name: 'Internal Revenue Service EFTPS', taxTypeCodes: { Form941: '941055', Form1040: '1' }, period: 'Month' },
          CA_EDD: { routingNumber: '121000358', accountNumber: '1' },
          NY_DTF: 'x',
        }),
      ).problems,
    ).toEqual([
      `ACH_TAX_AGENCY_ACCOUNTS: unknown agency "FBI" (IRS or one of ${Object.keys(STATE_AGENCIES).join(', ')})`,
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.period is not a setting',
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.routingNumber must be a 9-digit ABA routing number with a valid check digit',
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.accountNumber must be 1 to 17 letters or digits',
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.accountType must be Checking or Savings',
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.name must be 1 to 22 printable ASCII characters',
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.taxTypeCodes.Form941 must be 1 to 5 letters or digits',
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.taxTypeCodes.Form1040 is not one of Form941, Form944, Form940',
      'ACH_TAX_AGENCY_ACCOUNTS: CA_EDD.taxTypeCodes must give the tax type code of at least one of StateIncomeTax, StateProgram, StateUnemployment, StateEmployerProgram',
      'ACH_TAX_AGENCY_ACCOUNTS: NY_DTF must be an object',
    ]);
  });
});

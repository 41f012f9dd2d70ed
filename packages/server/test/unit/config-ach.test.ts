// The ACH settings (config.ts loadAchConfig; README settings table; docs/ach.md): with ACH_ENABLED=true a
// missing or malformed one stops the start, in production and elsewhere; without it none is read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { PRODUCTION_FILING_ENV } from '../../../test-support/src/production-env';

const ACH = { ACH_ENABLED: 'true', ACH_ODFI_ROUTING_NUMBER: '121000358', ACH_ODFI_NAME: 'First Bank', ACH_COMPANY_ID: '1987654321', ACH_COMPANY_NAME: 'Acme Payroll' };

describe('ACH settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-config-ach-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    NODE_ENV: 'production',
    DATABASE_URL: `file:${join(dir, 'payroll')}`,
    OPERATOR_API_KEY: 'o'.repeat(32),
    ENCRYPTION_KEY: 'e'.repeat(32),
    PUBLIC_BASE_URL: 'https://payroll.example',
    ...PRODUCTION_FILING_ENV, // production outside sandbox mode requires them (docs/filings.md)
    ...extra,
  });
  const problemsOf = (e: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(e, () => undefined);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
    throw new Error('loadConfig accepted the settings');
  };

  it('off by default: no ach settings read', () => {
    expect(loadConfig(env({ ACH_ODFI_ROUTING_NUMBER: 'junk' })).ach).toBeUndefined();
    expect(loadConfig(env({ ACH_ENABLED: 'false' })).ach).toBeUndefined();
  });

  it('enabled with every setting: defaults for the modifiers and the offset', () => {
    expect(loadConfig(env(ACH)).ach).toEqual({ odfiRoutingNumber: '121000358', odfiName: 'First Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', settlementOffsetDays: 2, prenotes: 'wait' });
    expect(loadConfig(env({ ...ACH, ACH_FILE_ID_MODIFIERS: 'XYZ', ACH_SETTLEMENT_OFFSET_DAYS: '1', ACH_PRENOTES: 'off' })).ach).toMatchObject({ fileIdModifiers: 'XYZ', settlementOffsetDays: 1, prenotes: 'off' });
  });

  it('production refuses to start when a required one is missing', () => {
    expect(problemsOf(env({ ACH_ENABLED: 'true' }))).toEqual([
      'ACH_ODFI_ROUTING_NUMBER is not set (ACH_ENABLED=true requires a 9-digit ABA routing number with a valid check digit)',
      'ACH_ODFI_NAME is not set (ACH_ENABLED=true requires 1 to 23 printable ASCII characters)',
      'ACH_COMPANY_ID is not set (ACH_ENABLED=true requires exactly 10 printable ASCII characters)',
      'ACH_COMPANY_NAME is not set (ACH_ENABLED=true requires 1 to 23 printable ASCII characters)',
    ]);
  });

  it('refuses malformed ones, in development too', () => {
    expect(
      problemsOf({
        DATABASE_URL: `file:${join(dir, 'payroll')}`,
        ...ACH,
        ACH_ODFI_ROUTING_NUMBER: '121000359',
        ACH_ODFI_NAME: 'A bank name longer than 23',
        ACH_COMPANY_ID: '123456789',
        ACH_COMPANY_NAME: 'Crème',
        ACH_FILE_ID_MODIFIERS: 'AAB',
        ACH_SETTLEMENT_OFFSET_DAYS: '6',
        ACH_PRENOTES: 'skip',
      }),
    ).toEqual([
      'ACH_ODFI_ROUTING_NUMBER must be a 9-digit ABA routing number with a valid check digit, got "121000359"',
      'ACH_ODFI_NAME must be 1 to 23 printable ASCII characters, got "A bank name longer than 23"',
      'ACH_COMPANY_ID must be exactly 10 printable ASCII characters, got "123456789"',
      'ACH_COMPANY_NAME must be 1 to 23 printable ASCII characters, got "Crème"',
      'ACH_FILE_ID_MODIFIERS must be distinct characters A-Z or 0-9, got "AAB"',
      'ACH_SETTLEMENT_OFFSET_DAYS must be a whole number from 1 to 5, got "6"',
      'ACH_PRENOTES must be wait or off, got "skip"',
    ]);
    expect(problemsOf(env({ ACH_ENABLED: 'yes' }))).toEqual(['ACH_ENABLED must be true or false, got "yes"']);
  });

  it('tax deposits by ACH credit: ACH_TAX_AGENCY_ACCOUNTS read with the others, a malformed one stops the start', () => {
    expect(loadConfig(env(ACH)).ach?.taxAgencies).toBeUndefined();
    const irs = { IRS: { routingNumber: '021000021', accountNumber: '23401001' } };
    expect(loadConfig(env({ ...ACH, ACH_TAX_AGENCY_ACCOUNTS: JSON.stringify(irs) })).ach?.taxAgencies).toEqual({
      IRS: { routingNumber: '021000021', accountNumber: '23401001', accountType: 'Checking', name: 'IRS', taxTypeCodes: { Form941: '94105', Form940: '09405' }, period: 'Quarter' },
    });
    // Not read without ACH_ENABLED=true.
    expect(loadConfig(env({ ACH_TAX_AGENCY_ACCOUNTS: '{' })).ach).toBeUndefined();
    expect(problemsOf(env({ ...ACH, ACH_TAX_AGENCY_ACCOUNTS: JSON.stringify({ IRS: { routingNumber: '021000022', accountNumber: '1' } }) }))).toEqual([
      'ACH_TAX_AGENCY_ACCOUNTS: IRS.routingNumber must be a 9-digit ABA routing number with a valid check digit',
    ]);
  });
});

// The real server process with NODE_ENV=production (README, "Production"): each missing or insecure
// setting stops the start with a non-zero exit and ONE line on stderr naming it, and no secret is ever
// generated. Then `npm run secrets:reencrypt` as an operator runs it, on a database the service wrote.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneDatabase } from '@payroll/test-support';
import { FieldCipher } from '../../src/lib/secrets';
import { runTsx, startService } from './service-process';
import { PRODUCTION_FILING_ENV } from '../../../test-support/src/production-env';

const GOOD = {
  NODE_ENV: 'production',
  OPERATOR_API_KEY: 'op_production_key_0123456789abcdef',
  ENCRYPTION_KEY: 'production-encryption-key-0123456789',
  PUBLIC_BASE_URL: 'https://payroll.example',
  ...PRODUCTION_FILING_ENV, // production outside sandbox mode requires them (docs/filings.md)
};

describe('starting in production', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-production-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const start = (env: Record<string, string | undefined>) => {
    const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_OPTIONS: '', DATABASE_URL: `file:${join(dir, 'payroll')}`, PORT: '0' };
    return runTsx(['packages/server/src/server.ts'], { ...base, ...env });
  };
  const without = (name: keyof typeof GOOD) => {
    const env: Record<string, string | undefined> = { ...GOOD };
    delete env[name];
    return env;
  };

  it.each([
    ['OPERATOR_API_KEY missing', without('OPERATOR_API_KEY'), 'OPERATOR_API_KEY is not set (production requires it, at least 32 characters)'],
    ['OPERATOR_API_KEY short', { ...GOOD, OPERATOR_API_KEY: 'op_short' }, 'OPERATOR_API_KEY is too short: 8 characters, production requires at least 32'],
    ['ENCRYPTION_KEY missing', without('ENCRYPTION_KEY'), 'ENCRYPTION_KEY is not set (production requires it, at least 32 characters)'],
    ['ENCRYPTION_KEY short', { ...GOOD, ENCRYPTION_KEY: 'weak' }, 'ENCRYPTION_KEY is too short: 4 characters, production requires at least 32'],
    ['PUBLIC_BASE_URL missing', without('PUBLIC_BASE_URL'), 'PUBLIC_BASE_URL is not set (production requires the https origin the links are built on)'],
    ['PUBLIC_BASE_URL over http', { ...GOOD, PUBLIC_BASE_URL: 'http://payroll.example' }, 'PUBLIC_BASE_URL must be an absolute https origin such as https://payroll.example (no path), got "http://payroll.example"'],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS=true', { ...GOOD, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, 'WEBHOOK_ALLOW_PRIVATE_TARGETS=true is refused in production (webhooks could reach the internal network)'],
    ['EMBED_FRAME_ANCESTORS not https', { ...GOOD, EMBED_FRAME_ANCESTORS: 'http://partner.example' }, 'EMBED_FRAME_ANCESTORS entries must be https origins, got "http://partner.example"'],
  ])('%s: exits non-zero with one line naming it', async (_name, env, problem) => {
    const run = await start(env);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').filter(Boolean)).toEqual([`failed to start: invalid configuration: ${problem}`]);
    expect(run.stdout).not.toContain('listening');
    expect(readdirSync(dir)).toEqual([]);
  }, 60000);

  it('npm run stub (stub-server.ts) refuses production outside sandbox mode with one line, as STUB_RESPONSES=examples is (issue 36)', async () => {
    const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_OPTIONS: '', PORT: '0' };
    const run = await runTsx(['packages/server/src/stub-server.ts'], { ...base, NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').filter(Boolean)).toEqual([
      'failed to start: invalid configuration: npm run stub is refused in production outside sandbox mode (it answers any key with example data: clients would be told their files were cut and their payrolls paid)',
    ]);
    expect(run.stdout).not.toContain('listening');
  }, 60000);

  it('names every problem on the one line when nothing is set', async () => {
    const run = await start({ NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    for (const name of ['OPERATOR_API_KEY', 'ENCRYPTION_KEY', 'PUBLIC_BASE_URL']) expect(lines[0]).toContain(`${name} is not set`);
    expect(readdirSync(dir)).toEqual([]);
  }, 60000);
});

describe('npm run secrets:reencrypt', () => {
  let dir: string;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-reencrypt-'));
    // The default database of the tests (docs/testing.md, "Which database runs what"): a new PostgreSQL
    // database copied from the migrated template when TEST_DATABASE_URL is set, else a new embedded one.
    const postgres = process.env.TEST_DATABASE_URL;
    database = postgres ? await cloneDatabase(postgres) : undefined;
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('re-seals what the service wrote under the old key, prints counts per table, and is idempotent', async () => {
    const oldKey = 'first-encryption-key-0123456789abcdef';
    const newKey = 'second-encryption-key-0123456789abcdef';
    const env = { ...process.env, NODE_OPTIONS: '', DATABASE_URL: database?.url ?? `file:${join(dir, 'payroll')}`, OPERATOR_API_KEY: GOOD.OPERATOR_API_KEY, ENCRYPTION_KEY: oldKey };
    const service = await startService(env);
    try {
      const cli = await runTsx(['scripts/operator.ts', 'create-partner', 'Rotation Partners'], { ...env, OPERATOR_URL: service.baseUrl });
      expect(cli.code).toBe(0);
      const { apiKey } = JSON.parse(cli.out.slice(cli.out.indexOf('{'), cli.out.lastIndexOf('}') + 1)) as { apiKey: string };
      const post = (path: string, body: unknown) =>
        fetch(`${service.baseUrl}${path}`, { method: 'POST', headers: { 'X-API-key': apiKey, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const address = { street1: '500 Market Street', city: 'San Francisco', zipcode: '94105', state: 'CA', country: 'US' };
      const company = (await (await post('/companies', { legalName: 'Rotation LLC', email: 'ops@rotation.example', legalType: 'LimitedLiabilityCompany', address })).json()) as { id: string };
      for (const [first, ssn] of [['Ana', '123456789'], ['Bo', '234567891']]) {
        expect((await post(`/companies/${company.id}/employees`, { firstName: first, lastName: 'Lee', startDate: '2026-01-05', ssn })).status).toBe(201);
      }
    } finally {
      expect(await service.stop()).toBe(0);
    }

    const rotated = { ...env, ENCRYPTION_KEY: newKey, ENCRYPTION_KEYS_PREVIOUS: oldKey };
    const first = await runTsx(['scripts/reencrypt-secrets.ts', '--batch-size', '1'], rotated);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.split('\n').filter(Boolean)).toEqual([
      `re-sealing with the current key (key id ${new FieldCipher(newKey).keyId}), 1 previous key(s), batches of 1`,
      'Employee.ssnEncrypted: 2 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'Contractor.ssnEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'BankAccount.accountNumberEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'PaymentChange.accounts[].accountNumberEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'WebhookEndpoint.secretEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'CompanyOnboardStep.data.accountNumberEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'AchFile.contentEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'AchEntry.accountNumberEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'FilingFile.contentEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'IdempotencyRecord.responseBody: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining',
      'done: every secret is sealed by the current key; ENCRYPTION_KEYS_PREVIOUS can be emptied',
    ]);
    const again = await runTsx(['scripts/reencrypt-secrets.ts'], { ...env, ENCRYPTION_KEY: newKey });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Employee.ssnEncrypted: 0 re-encrypted, 0 changed meanwhile, 0 failed, 0 remaining');

    // Without the key that sealed them, the command refuses to call it done, naming rows, not values.
    const lostEnv = { ...env, ENCRYPTION_KEY: 'third-encryption-key-0123456789abcdef' };
    const lost = await runTsx(['scripts/reencrypt-secrets.ts'], lostEnv);
    expect(lost.code).toBe(1);
    expect(lost.stdout).toContain('Employee.ssnEncrypted: 0 re-encrypted, 0 changed meanwhile, 2 failed, 2 remaining');
    expect(lost.stderr).toContain(`: value sealed by unknown key id ${new FieldCipher(newKey).keyId}; add the key that sealed it to ENCRYPTION_KEYS_PREVIOUS`);
    expect(lost.stderr).toContain('2 value(s) are not sealed by the current key yet');
    expect(lost.out).not.toContain('123456789');
  }, 180000);
});

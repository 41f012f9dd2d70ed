// Issue 37: the real server process refuses to start on a TAX_DATA_DIR year file whose worked example fails:
// exit 1, ONE line on stderr naming the file and the example, before the database is opened (nothing written).
// (The checks themselves are unit-tested in test/unit/tax-data.test.ts; the installation path in
// test/service/tax-data-install.test.ts.)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runTsx } from './service-process';

const FIXTURE = resolve(__dirname, '../fixtures/tax-data-2027/federal-2027.json');

describe('starting with TAX_DATA_DIR', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-tax-data-start-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a year file whose worked example fails stops the start: exit 1, one line naming the file and the example', async () => {
    const taxData = join(dir, 'tax-data');
    const database = join(dir, 'db');
    mkdirSync(taxData);
    mkdirSync(database);
    const f = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    f.examples[2].expected.FederalIncomeTax = '270.20';
    writeFileSync(join(taxData, 'federal-2027.json'), JSON.stringify(f, null, 2));
    const run = await runTsx(['packages/server/src/server.ts'], {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_OPTIONS: '',
      PORT: '0',
      DATABASE_URL: `file:${join(database, 'payroll')}`,
      OPERATOR_API_KEY: 'op_tax_data_key_0123456789',
      ENCRYPTION_KEY: 'tax-data-encryption-key-0123456789',
      TAX_DATA_DIR: taxData,
    });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').filter(Boolean)).toEqual([
      `failed to start: TAX_DATA_DIR: ${join(taxData, 'federal-2027.json')}: example "Single, weekly $2,000" failed: FederalIncomeTax expected 270.20, got 270.19`,
    ]);
    expect(run.stdout).not.toContain('listening');
    expect(readdirSync(database)).toEqual([]);
  }, 60000);
});

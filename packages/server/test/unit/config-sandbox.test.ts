// SANDBOX_MODE (config.ts; README, "Sandbox"): off unless set to exactly `true`, any other value stops
// the start, and production allows it only when it is set explicitly (a partner sandbox deployment).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { PRODUCTION_FILING_ENV } from '../../../test-support/src/production-env';

describe('SANDBOX_MODE', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-config-sandbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const production = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: `file:${join(dir, 'payroll')}`,
    OPERATOR_API_KEY: 'op_' + 'o'.repeat(29),
    ENCRYPTION_KEY: 'e'.repeat(32),
    PUBLIC_BASE_URL: 'https://payroll.example',
    ...PRODUCTION_FILING_ENV, // production outside sandbox mode requires them (docs/filings.md)
  });

  it('is off by default, in development and in production', () => {
    expect(loadConfig({ DATABASE_URL: `file:${join(dir, 'payroll')}` }, () => undefined).sandboxMode).toBe(false);
    expect(loadConfig(production(), () => undefined).sandboxMode).toBe(false);
    expect(loadConfig({ ...production(), SANDBOX_MODE: 'false' }, () => undefined).sandboxMode).toBe(false);
  });

  it('is on with SANDBOX_MODE=true, production included (explicit)', () => {
    expect(loadConfig({ DATABASE_URL: `file:${join(dir, 'payroll')}`, SANDBOX_MODE: 'true' }, () => undefined).sandboxMode).toBe(true);
    expect(loadConfig({ ...production(), SANDBOX_MODE: 'true' }, () => undefined).sandboxMode).toBe(true);
  });

  it.each(['1', 'TRUE', 'yes', 'on', ' true'])('SANDBOX_MODE=%j stops the start, naming it', (value) => {
    let problems: string[] = [];
    try {
      loadConfig({ ...production(), SANDBOX_MODE: value }, () => undefined);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      problems = (err as ConfigError).problems;
    }
    expect(problems).toEqual([`SANDBOX_MODE must be true or false, got ${JSON.stringify(value)}`]);
  });
});

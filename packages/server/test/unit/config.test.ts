// What production requires of the settings, and what development keeps doing (config.ts; README, "Production").
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, FILING_TEST_DEFAULTS, loadConfig, stubServerProblem } from '../../src/config';
import { PRODUCTION_FILING_ENV } from '../../../test-support/src/production-env';

const FILING_NAMES = Object.keys(PRODUCTION_FILING_ENV);

const STRONG_OPERATOR = 'op_' + 'o'.repeat(29); // 32 characters
const STRONG_ENCRYPTION = 'e'.repeat(32);

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payroll-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const production = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: `file:${join(dir, 'payroll')}`,
    OPERATOR_API_KEY: STRONG_OPERATOR,
    ENCRYPTION_KEY: STRONG_ENCRYPTION,
    PUBLIC_BASE_URL: 'https://payroll.example',
    ...PRODUCTION_FILING_ENV, // production outside sandbox mode requires them (docs/filings.md)
  });
  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(env, () => undefined);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).not.toContain('\n');
      return (err as ConfigError).problems;
    }
    throw new Error('loadConfig accepted the settings');
  };

  it('production with everything it requires starts, and generates nothing', () => {
    const warnings: string[] = [];
    const config = loadConfig({ ...production(), ENCRYPTION_KEYS_PREVIOUS: ' old-key-1 ,old-key-2,', EMBED_FRAME_ANCESTORS: 'https://app.partner.example, https://Other.Example:8443/' }, (m) => warnings.push(m));
    expect(config).toMatchObject({
      production: true,
      operatorApiKey: STRONG_OPERATOR,
      encryptionKey: STRONG_ENCRYPTION,
      encryptionKeysPrevious: ['old-key-1', 'old-key-2'],
      publicBaseUrl: 'https://payroll.example',
      allowPrivateWebhookTargets: false,
      embedFrameAncestors: ['https://app.partner.example', 'https://other.example:8443'],
    });
    expect(warnings).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('production refuses each missing or weak secret, naming it, and never generates one', () => {
    const { OPERATOR_API_KEY: _o, ...noOperator } = production();
    expect(problemsOf(noOperator)).toEqual(['OPERATOR_API_KEY is not set (production requires it, at least 32 characters)']);
    const { ENCRYPTION_KEY: _e, ...noEncryption } = production();
    expect(problemsOf(noEncryption)).toEqual(['ENCRYPTION_KEY is not set (production requires it, at least 32 characters)']);
    expect(problemsOf({ ...production(), OPERATOR_API_KEY: 'o'.repeat(31) })).toEqual(['OPERATOR_API_KEY is too short: 31 characters, production requires at least 32']);
    expect(problemsOf({ ...production(), ENCRYPTION_KEY: 'short' })).toEqual(['ENCRYPTION_KEY is too short: 5 characters, production requires at least 32']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('FILING_* (issue 39): production outside sandbox mode refuses each missing one, naming it; a production sandbox and development take the test defaults; a malformed one stops every start', () => {
    const { FILING_SSA_BSO_USER_ID: _b, ...noBso } = production();
    expect(problemsOf(noBso)).toEqual(['FILING_SSA_BSO_USER_ID is not set (production outside sandbox mode requires 8 letters or digits (the SSA BSO user id): docs/filings.md, "Settings")']);
    const { FILING_IRIS_TCC: _t, ...noTcc } = production();
    expect(problemsOf(noTcc)).toEqual(['FILING_IRIS_TCC is not set (production outside sandbox mode requires 5 letters or digits (the IRIS Transmitter Control Code): docs/filings.md, "Settings")']);
    expect(loadConfig(production()).filing).toMatchObject({ submitterEin: '981234567', ssaBsoUserId: 'ABCD1234', irisTcc: 'D1234', contactEmail: 'filings@payroll.example', testDefaults: false });
    const bare = Object.fromEntries(Object.entries(production()).filter(([k]) => !k.startsWith('FILING_')));
    expect(loadConfig({ ...bare, SANDBOX_MODE: 'true' }).filing).toEqual({ ...FILING_TEST_DEFAULTS, testDefaults: true });
    expect(loadConfig({ DATABASE_URL: `file:${join(dir, 'payroll')}` }, () => undefined).filing.testDefaults).toBe(true);
    expect(problemsOf({ ...production(), FILING_SSA_BSO_USER_ID: 'SEVEN77', FILING_SUBMITTER_EIN: '000000000' })).toEqual([
      'FILING_SUBMITTER_EIN must be 9 digits (an EIN, with or without its hyphen), got "000000000"',
      'FILING_SSA_BSO_USER_ID must be 8 letters or digits (the SSA BSO user id), got "SEVEN77"',
    ]);
    expect(problemsOf({ DATABASE_URL: `file:${join(dir, 'payroll')}`, FILING_IRIS_TCC: 'toolong' })).toEqual(['FILING_IRIS_TCC must be 5 letters or digits (the IRIS Transmitter Control Code), got "toolong"']);
  });

  it('production requires PUBLIC_BASE_URL as an https origin', () => {
    const { PUBLIC_BASE_URL: _p, ...noBase } = production();
    expect(problemsOf(noBase)).toEqual(['PUBLIC_BASE_URL is not set (production requires the https origin the links are built on)']);
    for (const bad of ['http://payroll.example', 'payroll.example', 'https://payroll.example/v1', 'https://user:pw@payroll.example', 'https://payroll.example?x=1', 'ftp://payroll.example']) {
      expect(problemsOf({ ...production(), PUBLIC_BASE_URL: bad })).toEqual([`PUBLIC_BASE_URL must be an absolute https origin such as https://payroll.example (no path), got ${JSON.stringify(bad)}`]);
    }
    expect(loadConfig({ ...production(), PUBLIC_BASE_URL: 'https://Payroll.Example:443/' }).publicBaseUrl).toBe('https://payroll.example');
  });

  it('production refuses WEBHOOK_ALLOW_PRIVATE_TARGETS=true', () => {
    expect(problemsOf({ ...production(), WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual([
      'WEBHOOK_ALLOW_PRIVATE_TARGETS=true is refused in production (webhooks could reach the internal network)',
    ]);
  });

  it('names every problem at once, on one line', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: `file:${join(dir, 'payroll')}`, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', EMBED_FRAME_ANCESTORS: 'http://localhost:5173' });
    } catch (err) {
      message = (err as Error).message;
    }
    // Then the FILING_* settings, each named (the test below has their words).
    for (const name of FILING_NAMES) expect(message).toContain(`; ${name} is not set (production outside sandbox mode requires`);
    expect(message.slice(0, message.indexOf('; FILING_'))).toBe(
      'invalid configuration: OPERATOR_API_KEY is not set (production requires it, at least 32 characters); ' +
        'ENCRYPTION_KEY is not set (production requires it, at least 32 characters); ' +
        'PUBLIC_BASE_URL is not set (production requires the https origin the links are built on); ' +
        'WEBHOOK_ALLOW_PRIVATE_TARGETS=true is refused in production (webhooks could reach the internal network); ' +
        'EMBED_FRAME_ANCESTORS entries must be https origins, got "http://localhost:5173"',
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('EMBED_FRAME_ANCESTORS takes https origins (http://localhost outside production), space or comma separated; anything else stops the start', () => {
    const dev = { DATABASE_URL: `file:${join(dir, 'payroll')}`, OPERATOR_API_KEY: 'op', ENCRYPTION_KEY: 'enc' };
    expect(loadConfig({ ...dev, EMBED_FRAME_ANCESTORS: 'https://a.example http://localhost:5173,https://b.example' }).embedFrameAncestors).toEqual([
      'https://a.example',
      'http://localhost:5173',
      'https://b.example',
    ]);
    expect(loadConfig(dev).embedFrameAncestors).toEqual([]);
    for (const bad of ['*', "'self'", 'http://partner.example', 'https://*.partner.example', 'https://a.example/path', 'https://a.example;script-src', 'https://a.example; frame-ancestors *']) {
      const problems = problemsOf({ ...dev, EMBED_FRAME_ANCESTORS: bad });
      expect(problems.length).toBeGreaterThanOrEqual(1);
      expect(problems.every((p) => p.startsWith('EMBED_FRAME_ANCESTORS entries must be https origins (or http://localhost), got '))).toBe(true);
    }
  });

  it('development keeps the generated secrets in data/.dev-* and defaults PUBLIC_BASE_URL to http://localhost:$PORT', () => {
    const warnings: string[] = [];
    const env = { DATABASE_URL: `file:${join(dir, 'payroll')}`, PORT: '4010' };
    const first = loadConfig(env, (m) => warnings.push(m));
    expect(first.production).toBe(false);
    expect(first.publicBaseUrl).toBe('http://localhost:4010');
    expect(first.operatorApiKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(existsSync(join(dir, '.dev-OPERATOR_API_KEY')) && existsSync(join(dir, '.dev-ENCRYPTION_KEY'))).toBe(true);
    const second = loadConfig(env, () => undefined);
    expect([second.operatorApiKey, second.encryptionKey]).toEqual([first.operatorApiKey, first.encryptionKey]);
    expect(warnings).toHaveLength(2);
    // Outside production a plain-http base (a local proxy) is accepted; a path still is not.
    expect(loadConfig({ ...env, PUBLIC_BASE_URL: 'http://127.0.0.1:8080/' }, () => undefined).publicBaseUrl).toBe('http://127.0.0.1:8080');
    expect(problemsOf({ ...env, PUBLIC_BASE_URL: 'http://127.0.0.1:8080/payroll' })).toEqual([
      'PUBLIC_BASE_URL must be an absolute http(s) origin such as https://payroll.example (no path), got "http://127.0.0.1:8080/payroll"',
    ]);
  });
});

describe('config.ts alone', () => {
  it('loads no database layer: a start that the settings refuse reads only them (server.ts loads the rest after)', () => {
    jest.isolateModules(() => {
      for (const name of ['@prisma/client', 'pg', '@electric-sql/pglite']) {
        jest.doMock(name, () => {
          throw new Error(`config.ts loaded ${name}`);
        });
      }
      expect(() => require('../../src/config')).not.toThrow();
    });
  });
});

describe('stubServerProblem (npm run stub)', () => {
  it('refuses production outside sandbox mode, as STUB_RESPONSES=examples is; allows development and a production sandbox', () => {
    const refused = 'npm run stub is refused in production outside sandbox mode (it answers any key with example data: clients would be told their files were cut and their payrolls paid)';
    expect(stubServerProblem({ NODE_ENV: 'production' })).toBe(refused);
    expect(stubServerProblem({ NODE_ENV: 'production', SANDBOX_MODE: 'false' })).toBe(refused);
    expect(stubServerProblem({ NODE_ENV: 'production', SANDBOX_MODE: 'yes' })).toBe('SANDBOX_MODE must be true or false, got "yes"');
    expect(stubServerProblem({ NODE_ENV: 'production', SANDBOX_MODE: 'true' })).toBeUndefined();
    expect(stubServerProblem({})).toBeUndefined();
    expect(stubServerProblem({ NODE_ENV: 'development' })).toBeUndefined();
  });
});

// Not ./http/address-limit, which loads the database layer: a start that the settings refuse reads only them.
import { DEFAULT_ADDRESS_LIMITS } from './http/address-limits';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { frameAncestorOrigin, parseOrigin } from './lib/origins';
import { validRoutingNumber } from './domain/routing-number';
import { parseTaxAgencyAccounts, type TaxAgencyAccounts } from './domain/tax-payments';

export { parseOrigin } from './lib/origins';

export interface Config {
  port: number;
  databaseUrl: string;
  /**
   * DATABASE_POOL_SIZE: connections of the PostgreSQL pool of each process (pg Pool `max`, default 10);
   * each transaction holds one for its life (README, "Transactions"). Unused by the embedded database.
   */
  databasePoolSize?: number;
  operatorApiKey: string;
  /** ENCRYPTION_KEY: encrypts (and decrypts) the secrets kept at rest. */
  encryptionKey: string;
  /** ENCRYPTION_KEYS_PREVIOUS: keys rotated out, still decrypting until `npm run secrets:reencrypt` has run. */
  encryptionKeysPrevious?: string[];
  validateResponses: boolean;
  /** Requests per key per fixed window (RATE_LIMIT, RATE_LIMIT_WINDOW_SECONDS), counted in the database. */
  rateLimit: { limit: number; windowSeconds: number };
  /** How often the running server looks for due webhook deliveries (WEBHOOK_POLL_MS, default 1000). */
  webhookPollMs?: number;
  logLevel: string;
  /**
   * PUBLIC_BASE_URL: the public origin of the service (`https://payroll.example`), the only base of the
   * links it hands out (never the request's Host). Required in production; `http://localhost:$PORT` otherwise.
   */
  publicBaseUrl: string;
  /** NODE_ENV=production: insecure settings stop the start (see README, "Production"). */
  production: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS=true: webhook URLs may name loopback and private addresses (and plain
   * http). For tests and local development only; off by default and refused in production.
   */
  allowPrivateWebhookTargets: boolean;
  /**
   * EMBED_FRAME_ANCESTORS: the deployment-wide origins allowed to frame the hosted /embed pages (CSP
   * frame-ancestors), to which each page adds its partner's own (branding frameAncestors); empty and
   * none of the partner's means none may. Each is an https origin (http://localhost also outside production).
   */
  embedFrameAncestors: string[];
  /**
   * Per client address limits for failed authentications and /embed requests (AUTH_FAILURE_LIMIT,
   * EMBED_RATE_LIMIT, ADDRESS_LIMIT_WINDOW_SECONDS); defaults in http/address-limit.ts.
   */
  addressLimits?: { authFailures: number; embed: number; windowSeconds: number };
  /** TRUST_PROXY: Express's `trust proxy` value, when a proxy in front sets X-Forwarded-For; unset trusts none. */
  trustProxy?: string;
  /**
   * SANDBOX_MODE=true: the sandbox operations (`x-sandbox-only` in the contract: simulated money movement,
   * funding and payment failures, the per-partner clock) are served; off (unset or `false`), each answers
   * 404 not_found. Only `true` or `false`; allowed in production (a partner sandbox deployment is one),
   * where it must be set explicitly, and announced at start (server.ts). README, "Sandbox".
   */
  sandboxMode?: boolean;
  /**
   * STUB_RESPONSES=examples: each operation whose handler is a `notImplemented` placeholder answers its
   * contract example (status, headers, body; `X-Stub-Response: example`) instead of 501. Only `examples` or
   * unset; refused in production outside sandbox mode. README, "Stub responses".
   */
  stubResponses?: 'examples';
  /**
   * TAX_DATA_DIR: a folder of federal (`federal-<year>.json`) and state (`state-<ST>-<year>.json`) year files
   * installed at start, for tax years published after this release (lib/tax-data.ts;
   * packages/payroll-engine/README.md, "Installing a year file", "State year files"). Each is checked and its
   * worked examples run; one that fails stops the start. Absolute path.
   */
  taxDataDir?: string;
  /** ACH_* settings: the NACHA files the service writes for the ODFI (docs/ach.md); absent while ACH_ENABLED is not true. */
  ach?: AchConfig;
  /** FILING_* settings: the transmitter of the files for tax agencies (docs/filings.md). */
  filing: FilingConfig;
}

/** The submitter of the agencies' files (README settings table, docs/filings.md, "Settings"). */
export interface FilingConfig {
  /** FILING_SUBMITTER_EIN: the submitter's EIN, 9 digits (EFW2 RA 3-11). */
  submitterEin: string;
  /** FILING_SSA_BSO_USER_ID: the SSA Business Services Online user id, 8 characters (EFW2 RA 12-19). */
  ssaBsoUserId: string;
  /** FILING_IRIS_TCC: the IRS IRIS Transmitter Control Code, 5 characters (read now, used by the IRIS files when they come). */
  irisTcc: string;
  /** FILING_SUBMITTER_NAME and its address: who receives SSA's error notices. */
  submitterName: string;
  submitterStreet: string;
  submitterCity: string;
  submitterState: string;
  submitterZip: string;
  /** FILING_CONTACT_NAME, FILING_CONTACT_PHONE, FILING_CONTACT_EMAIL. */
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** True when a value is a test default (outside production, or in a production sandbox). */
  testDefaults: boolean;
}

/** Test values outside production (and in a sandbox deployment), never in a production that files for real. */
export const FILING_TEST_DEFAULTS: Omit<FilingConfig, 'testDefaults'> = {
  submitterEin: '000000001',
  ssaBsoUserId: 'TESTUSER',
  irisTcc: 'DTEST',
  submitterName: 'PAYROLL SANDBOX SUBMITTER',
  submitterStreet: '1 TEST STREET',
  submitterCity: 'TESTVILLE',
  submitterState: 'CO',
  submitterZip: '80202',
  contactName: 'SANDBOX CONTACT',
  contactPhone: '3035550100',
  contactEmail: 'filings@sandbox.example',
};

const FILING_SETTINGS: Array<{ name: string; key: keyof typeof FILING_TEST_DEFAULTS; ok: (v: string) => boolean; what: string }> = [
  { name: 'FILING_SUBMITTER_EIN', key: 'submitterEin', ok: (v) => /^\d{9}$/.test(v.replace('-', '')) && v.replace('-', '') !== '000000000', what: '9 digits (an EIN, with or without its hyphen)' },
  { name: 'FILING_SSA_BSO_USER_ID', key: 'ssaBsoUserId', ok: (v) => /^[A-Za-z0-9]{8}$/.test(v), what: '8 letters or digits (the SSA BSO user id)' },
  { name: 'FILING_IRIS_TCC', key: 'irisTcc', ok: (v) => /^[A-Za-z0-9]{5}$/.test(v), what: '5 letters or digits (the IRIS Transmitter Control Code)' },
  { name: 'FILING_SUBMITTER_NAME', key: 'submitterName', ok: (v) => /^[\x20-\x7e]{1,57}$/.test(v), what: '1 to 57 printable ASCII characters' },
  { name: 'FILING_SUBMITTER_STREET', key: 'submitterStreet', ok: (v) => /^[\x20-\x7e]{1,22}$/.test(v), what: '1 to 22 printable ASCII characters' },
  { name: 'FILING_SUBMITTER_CITY', key: 'submitterCity', ok: (v) => /^[\x20-\x7e]{1,22}$/.test(v), what: '1 to 22 printable ASCII characters' },
  { name: 'FILING_SUBMITTER_STATE', key: 'submitterState', ok: (v) => /^[A-Z]{2}$/.test(v), what: 'a two-letter state code' },
  { name: 'FILING_SUBMITTER_ZIP', key: 'submitterZip', ok: (v) => /^\d{5}(-?\d{4})?$/.test(v), what: 'a ZIP code (5 or 9 digits)' },
  { name: 'FILING_CONTACT_NAME', key: 'contactName', ok: (v) => /^[\x20-\x7e]{1,27}$/.test(v), what: '1 to 27 printable ASCII characters' },
  { name: 'FILING_CONTACT_PHONE', key: 'contactPhone', ok: (v) => /^[\d ()+.-]{10,20}$/.test(v) && v.replace(/\D/g, '').length <= 15, what: 'a phone number of 10 to 15 digits' },
  { name: 'FILING_CONTACT_EMAIL', key: 'contactEmail', ok: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 40, what: 'an e-mail address of at most 40 characters' },
];

/**
 * The FILING_* settings: each one set is checked everywhere; a missing one stops a production start outside sandbox
 * mode (an agency's file cannot be guessed), and takes its test default otherwise (FILING_TEST_DEFAULTS).
 */
export function loadFilingConfig(env: NodeJS.ProcessEnv, production: boolean, sandboxMode: boolean, problems: string[]): FilingConfig {
  const out = { ...FILING_TEST_DEFAULTS, testDefaults: false };
  for (const s of FILING_SETTINGS) {
    const value = env[s.name] ?? '';
    if (!value) {
      if (production && !sandboxMode) problems.push(`${s.name} is not set (production outside sandbox mode requires ${s.what}: docs/filings.md, "Settings")`);
      out.testDefaults = true;
    } else if (!s.ok(value)) problems.push(`${s.name} must be ${s.what}, got ${JSON.stringify(value)}`);
    else out[s.key] = value;
  }
  return out;
}

/** What a NACHA file needs of the deployment (README settings table, docs/ach.md). */
export interface AchConfig {
  /** ACH_ODFI_ROUTING_NUMBER: the ODFI's 9-digit ABA routing number (checksum valid). */
  odfiRoutingNumber: string;
  /** ACH_ODFI_NAME: the ODFI's name, 1 to 23 characters. */
  odfiName: string;
  /** ACH_COMPANY_ID: the originator's company identification the ODFI assigned, exactly 10 characters. */
  companyId: string;
  /** ACH_COMPANY_NAME: the originator's name, 1 to 23 characters. */
  companyName: string;
  /** ACH_FILE_ID_MODIFIERS: the file ID modifiers used in turn for the files of one creation date (A-Z, 0-9, no repeats). */
  fileIdModifiers: string;
  /** ACH_SETTLEMENT_OFFSET_DAYS: bank days before payday that the company's funding debit settles, 1 to 5. */
  settlementOffsetDays: number;
  /**
   * ACH_PRENOTES: `wait` (default) prenotes every new worker account and holds live credits to it through
   * NACHA's waiting period; `off` sends no prenotes and holds nothing (docs/ach.md, "Prenotes").
   */
  prenotes: 'wait' | 'off';
  /**
   * ACH_TAX_AGENCY_ACCOUNTS: the agencies whose tax deposits are paid by CCD+ credits with a TXP addenda, and
   * their accounts (domain/tax-payments.ts parseTaxAgencyAccounts; docs/ach.md, "Tax payments"). Absent: every
   * tax deposit stays a record, as before.
   */
  taxAgencies?: TaxAgencyAccounts;
}

export const DEFAULT_ACH_FILE_ID_MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const DEFAULT_ACH_SETTLEMENT_OFFSET_DAYS = 2;

/** The ACH settings when ACH_ENABLED=true, each problem pushed (in any environment: a bank file cannot be guessed). */
export function loadAchConfig(env: NodeJS.ProcessEnv, problems: string[]): AchConfig | undefined {
  const enabled = env.ACH_ENABLED ?? '';
  if (!['', 'true', 'false'].includes(enabled)) {
    problems.push(`ACH_ENABLED must be true or false, got ${JSON.stringify(enabled)}`);
    return undefined;
  }
  if (enabled !== 'true') return undefined;
  const required = (name: string, ok: (v: string) => boolean, what: string): string => {
    const value = env[name] ?? '';
    if (!value) problems.push(`${name} is not set (ACH_ENABLED=true requires ${what})`);
    else if (!ok(value)) problems.push(`${name} must be ${what}, got ${JSON.stringify(value)}`);
    return value;
  };
  const printable = (max: number, exact = false) => (v: string) => /^[\x20-\x7e]+$/.test(v) && v.trim() !== '' && (exact ? v.length === max : v.length <= max);
  const odfiRoutingNumber = required('ACH_ODFI_ROUTING_NUMBER', validRoutingNumber, 'a 9-digit ABA routing number with a valid check digit');
  const odfiName = required('ACH_ODFI_NAME', printable(23), '1 to 23 printable ASCII characters');
  const companyId = required('ACH_COMPANY_ID', printable(10, true), 'exactly 10 printable ASCII characters');
  const companyName = required('ACH_COMPANY_NAME', printable(23), '1 to 23 printable ASCII characters');
  const fileIdModifiers = env.ACH_FILE_ID_MODIFIERS || DEFAULT_ACH_FILE_ID_MODIFIERS;
  if (!/^[A-Z0-9]+$/.test(fileIdModifiers) || new Set(fileIdModifiers).size !== fileIdModifiers.length) {
    problems.push(`ACH_FILE_ID_MODIFIERS must be distinct characters A-Z or 0-9, got ${JSON.stringify(fileIdModifiers)}`);
  }
  const offsetRaw = env.ACH_SETTLEMENT_OFFSET_DAYS || String(DEFAULT_ACH_SETTLEMENT_OFFSET_DAYS);
  const settlementOffsetDays = Number(offsetRaw);
  if (!/^[1-5]$/.test(offsetRaw)) problems.push(`ACH_SETTLEMENT_OFFSET_DAYS must be a whole number from 1 to 5, got ${JSON.stringify(offsetRaw)}`);
  const prenotes = env.ACH_PRENOTES || 'wait';
  if (prenotes !== 'wait' && prenotes !== 'off') problems.push(`ACH_PRENOTES must be wait or off, got ${JSON.stringify(prenotes)}`);
  const taxAgencies = parseTaxAgencyAccounts(env.ACH_TAX_AGENCY_ACCOUNTS, problems);
  return { odfiRoutingNumber, odfiName, companyId, companyName, fileIdModifiers, settlementOffsetDays, prenotes: prenotes === 'off' ? 'off' : 'wait', ...(taxAgencies ? { taxAgencies } : {}) };
}

export const DEFAULT_DATABASE_URL = 'file:./data/payroll';
/** pg's own default pool size, stated. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** Where development keeps the generated value of `name` (beside the embedded database, else ./data). */
export function devSecretFile(databaseUrl: string, name: string): string {
  const folder = databaseUrl.startsWith('file:') ? dirname(resolve(databaseUrl.slice(5))) : resolve('data');
  return join(folder, `.dev-${name}`);
}

/**
 * A development secret kept beside the embedded database so that restarts keep working
 * (encrypted SSNs stay readable); loudly announced, never meant for production.
 */
function persistedDevSecret(databaseUrl: string, name: string, warn: (msg: string) => void): string {
  const file = devSecretFile(databaseUrl, name);
  const folder = dirname(file);
  if (existsSync(file)) {
    warn(`${name} is not set; using the development value stored in ${file}. Set it in production.`);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(folder, { recursive: true });
  const value = randomBytes(24).toString('base64url');
  writeFileSync(file, value + '\n', { mode: 0o600 });
  warn(`${name} is not set; generated a development value and stored it in ${file}. Set it in production.`);
  return value;
}

/** A whole number >= 1 from the environment, or the default when unset; anything else stops the start. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got ${JSON.stringify(raw)}`);
  return value;
}

/** Minimum length of OPERATOR_API_KEY and ENCRYPTION_KEY in production (README, "Production"). */
export const MIN_SECRET_LENGTH = 32;

/** The settings refuse to start the service; the message is one line naming every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Why `npm run stub` (stub-server.ts) must not start, or undefined: it answers any key with the contract's
 * examples (a file cut, a payroll paid), so it is refused in production outside sandbox mode, as
 * STUB_RESPONSES=examples is (issue 36). SANDBOX_MODE is read as loadConfig reads it.
 */
export function stubServerProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const sandboxRaw = env.SANDBOX_MODE ?? '';
  if (!['', 'true', 'false'].includes(sandboxRaw)) return `SANDBOX_MODE must be true or false, got ${JSON.stringify(sandboxRaw)}`;
  if (env.NODE_ENV === 'production' && sandboxRaw !== 'true') {
    return 'npm run stub is refused in production outside sandbox mode (it answers any key with example data: clients would be told their files were cut and their payrolls paid)';
  }
  return undefined;
}

/**
 * The service's settings from the environment (README, settings table). Throws ConfigError, listing
 * every problem at once, when a setting is malformed, or when NODE_ENV=production and something
 * production requires is missing or insecure. Production never generates a secret; development keeps
 * the generated values in data/.dev-*.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, warn: (msg: string) => void = console.warn): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const int = (name: string, fallback: number) => {
    try {
      return positiveInt(env, name, fallback);
    } catch (err) {
      problems.push((err as Error).message);
      return fallback;
    }
  };
  const port = Number(env.PORT ?? 3000);

  const secret = (name: 'OPERATOR_API_KEY' | 'ENCRYPTION_KEY'): string => {
    const value = env[name];
    if (!production) return value || persistedDevSecret(databaseUrl, name, warn);
    if (!value) problems.push(`${name} is not set (production requires it, at least ${MIN_SECRET_LENGTH} characters)`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is too short: ${value.length} characters, production requires at least ${MIN_SECRET_LENGTH}`);
    return value ?? '';
  };
  const operatorApiKey = secret('OPERATOR_API_KEY');
  const encryptionKey = secret('ENCRYPTION_KEY');
  const encryptionKeysPrevious = (env.ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean);

  let publicBaseUrl = `http://localhost:${port}`;
  if (env.PUBLIC_BASE_URL) {
    const origin = parseOrigin(env.PUBLIC_BASE_URL, (url) => !production || url.protocol === 'https:');
    if (origin) publicBaseUrl = origin;
    else problems.push(`PUBLIC_BASE_URL must be an absolute ${production ? 'https' : 'http(s)'} origin such as https://payroll.example (no path), got ${JSON.stringify(env.PUBLIC_BASE_URL)}`);
  } else if (production) {
    problems.push('PUBLIC_BASE_URL is not set (production requires the https origin the links are built on)');
  }

  const allowPrivateWebhookTargets = env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true';
  if (production && allowPrivateWebhookTargets) problems.push('WEBHOOK_ALLOW_PRIVATE_TARGETS=true is refused in production (webhooks could reach the internal network)');

  const sandboxRaw = env.SANDBOX_MODE ?? '';
  if (!['', 'true', 'false'].includes(sandboxRaw)) problems.push(`SANDBOX_MODE must be true or false, got ${JSON.stringify(sandboxRaw)}`);
  const sandboxMode = sandboxRaw === 'true';

  const stubRaw = env.STUB_RESPONSES ?? '';
  if (!['', 'examples'].includes(stubRaw)) problems.push(`STUB_RESPONSES must be examples or unset, got ${JSON.stringify(stubRaw)}`);
  else if (stubRaw && production && !sandboxMode) problems.push('STUB_RESPONSES=examples is refused in production outside sandbox mode (example answers would pass for real ones)');
  const stubResponses = stubRaw === 'examples' ? ('examples' as const) : undefined;

  const embedFrameAncestors: string[] = [];
  for (const entry of (env.EMBED_FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = frameAncestorOrigin(entry, production);
    if (origin) embedFrameAncestors.push(origin);
    else problems.push(`EMBED_FRAME_ANCESTORS entries must be https origins${production ? '' : ' (or http://localhost)'}, got ${JSON.stringify(entry)}`);
  }

  const ach = loadAchConfig(env, problems);
  const filing = loadFilingConfig(env, production, sandboxMode, problems);
  const taxDataDir = env.TAX_DATA_DIR ? resolve(env.TAX_DATA_DIR) : undefined;

  const config: Config = {
    port,
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE),
    operatorApiKey,
    encryptionKey,
    encryptionKeysPrevious,
    validateResponses: env.VALIDATE_RESPONSES === 'true',
    rateLimit: { limit: int('RATE_LIMIT', 600), windowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 60) },
    webhookPollMs: int('WEBHOOK_POLL_MS', 1000),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicBaseUrl,
    production,
    allowPrivateWebhookTargets,
    embedFrameAncestors,
    addressLimits: {
      authFailures: int('AUTH_FAILURE_LIMIT', DEFAULT_ADDRESS_LIMITS.authFailures),
      embed: int('EMBED_RATE_LIMIT', DEFAULT_ADDRESS_LIMITS.embed),
      windowSeconds: int('ADDRESS_LIMIT_WINDOW_SECONDS', DEFAULT_ADDRESS_LIMITS.windowSeconds),
    },
    trustProxy: env.TRUST_PROXY || undefined,
    sandboxMode,
    ...(stubResponses ? { stubResponses } : {}),
    ...(ach ? { ach } : {}),
    filing,
    ...(taxDataDir ? { taxDataDir } : {}),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface Config {
  port: number;
  databaseUrl: string;
  operatorApiKey: string;
  encryptionKey: string;
  validateResponses: boolean;
  /** Requests per key per fixed window (RATE_LIMIT, RATE_LIMIT_WINDOW_SECONDS), counted in the database. */
  rateLimit: { limit: number; windowSeconds: number };
  /** How often the running server looks for due webhook deliveries (WEBHOOK_POLL_MS, default 1000). */
  webhookPollMs?: number;
  logLevel: string;
  /** Public origin of the service (`https://payroll.example`) for the links it hands out; optional, else taken from each request. */
  publicBaseUrl?: string;
  /** NODE_ENV=production: insecure settings stop the start (see README, "Production"). */
  production: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS=true: webhook URLs may name loopback and private addresses (and plain
   * http). For tests and local development only; off by default and refused in production.
   */
  allowPrivateWebhookTargets: boolean;
  /** EMBED_FRAME_ANCESTORS: origins allowed to frame the hosted /embed pages; empty means none may. */
  embedFrameAncestors: string[];
}

export const DEFAULT_DATABASE_URL = 'file:./data/payroll';

/**
 * A development secret kept beside the embedded database so that restarts keep working
 * (encrypted SSNs stay readable); loudly announced, never meant for production.
 */
function persistedDevSecret(databaseUrl: string, name: string, warn: (msg: string) => void): string {
  const folder = databaseUrl.startsWith('file:') ? dirname(resolve(databaseUrl.slice(5))) : resolve('data');
  const file = join(folder, `.dev-${name}`);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, warn: (msg: string) => void = console.warn): Config {
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl,
    operatorApiKey: env.OPERATOR_API_KEY || persistedDevSecret(databaseUrl, 'OPERATOR_API_KEY', warn),
    encryptionKey: env.ENCRYPTION_KEY || persistedDevSecret(databaseUrl, 'ENCRYPTION_KEY', warn),
    validateResponses: env.VALIDATE_RESPONSES === 'true',
    rateLimit: { limit: positiveInt(env, 'RATE_LIMIT', 600), windowSeconds: positiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) },
    webhookPollMs: positiveInt(env, 'WEBHOOK_POLL_MS', 1000),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicBaseUrl: env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined,
    production: env.NODE_ENV === 'production',
    allowPrivateWebhookTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    embedFrameAncestors: (env.EMBED_FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean),
  };
}

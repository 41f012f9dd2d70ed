import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookDeliveryStatus } from '@prisma/client';
import { claimDueDeliveries, findClaimedDeliveries, recordAttempt, releaseClaim } from '../repositories/webhooks';
import type { ServiceContext } from './context';
import { presentEvent } from './events';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Attempts go on until one fails this long after the first attempt (then the delivery is Failed). */
export const RETRY_WINDOW_MS = 24 * HOUR;

export interface DeliveryOptions {
  /** Only a 2xx answer within this time counts (default 10 s). */
  timeoutMs?: number;
  /** How long a claim keeps other workers away (default 60 s; longer than any attempt). */
  leaseMs?: number;
  /** Deliveries claimed at once (each of a different endpoint; default 20). */
  batchSize?: number;
  /** Claim-and-send rounds per runOnce (default 25): the next delivery of an endpoint is due right after the previous one. */
  maxRounds?: number;
  /** Source of the jitter, 0 <= x < 1 (default Math.random). */
  random?: () => number;
}

export interface RunSummary {
  attempted: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * Delay before the attempt that follows failed attempt `attempt` (1-based): exponential, capped at an
 * hour, with jitter: uniform between half and all of min(1 h, 1 min x 2^(attempt-1)).
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(HOUR, MINUTE * 2 ** Math.min(attempt - 1, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` keyed with the endpoint's secret. */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

/** Why a request got no usable answer, in words that never carry the URL or anything it holds. */
function describeFailure(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; cause?: { code?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `timeout after ${timeoutMs / 1000} s`;
  const code = e?.cause?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `timeout after ${timeoutMs / 1000} s`;
    default:
      return code ? `request failed (${code})` : 'request failed';
  }
}

/**
 * The webhook delivery worker's work: claim due deliveries (one process per attempt, see
 * claimDueDeliveries), POST each event, record the attempt, and schedule the next one or finish.
 * Every time comes from the service clock. createApp never starts it: the server runs it on an
 * interval (webhooks/worker.ts) and tests call runOnce().
 */
export class WebhookDeliveryService {
  private readonly timeoutMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly maxRounds: number;
  private readonly random: () => number;

  constructor(
    private readonly ctx: ServiceContext,
    options: DeliveryOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batchSize = options.batchSize ?? 20;
    this.maxRounds = options.maxRounds ?? 25;
    this.random = options.random ?? Math.random;
  }

  /** The same worker with other options (tests use a short timeout or a fixed jitter). */
  withOptions(options: DeliveryOptions): WebhookDeliveryService {
    return new WebhookDeliveryService(this.ctx, {
      timeoutMs: this.timeoutMs,
      leaseMs: this.leaseMs,
      batchSize: this.batchSize,
      maxRounds: this.maxRounds,
      random: this.random,
      ...options,
    });
  }

  /** Sends what is due now; returns what happened. Safe to run in several processes at once. */
  async runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { attempted: 0, delivered: 0, retrying: 0, failed: 0 };
    for (let round = 0; round < this.maxRounds; round++) {
      const token = randomBytes(12).toString('hex');
      const now = this.ctx.now();
      const ids = await claimDueDeliveries(this.ctx.prisma, now, new Date(now.getTime() + this.leaseMs), token, this.batchSize);
      if (!ids.length) break;
      const claimed = await findClaimedDeliveries(this.ctx.prisma, ids, token);
      const outcomes = await Promise.all(claimed.map((d) => this.attempt(d, token)));
      for (const status of outcomes) {
        if (status === null) continue;
        summary.attempted++;
        if (status === 'Delivered') summary.delivered++;
        else if (status === 'Failed') summary.failed++;
        else summary.retrying++;
      }
    }
    return summary;
  }

  private async attempt(d: Awaited<ReturnType<typeof findClaimedDeliveries>>[number], token: string): Promise<WebhookDeliveryStatus | null> {
    const at = this.ctx.now();
    const body = JSON.stringify(presentEvent(d.event));
    let secret: string;
    try {
      secret = this.ctx.cipher.decrypt(d.endpoint.secretEncrypted);
    } catch {
      // Cannot sign (ENCRYPTION_KEY changed): give the claim back rather than send unsigned.
      await releaseClaim(this.ctx.prisma, d.id, token);
      return null;
    }
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(d.endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'payroll-webhooks/1.0',
          'Webhook-Id': d.event.id,
          'Webhook-Signature': signatureHeader(secret, Math.floor(at.getTime() / 1000), body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      statusCode = res.status;
      await res.body?.cancel().catch(() => undefined);
      if (statusCode >= 300 && statusCode < 400) error = 'redirect not followed';
    } catch (err) {
      error = describeFailure(err, this.timeoutMs);
    }
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const firstAttemptAt = d.firstAttemptAt ?? at;
    let status: WebhookDeliveryStatus = 'Delivered';
    let nextAttemptAt: Date | null = null;
    if (!ok) {
      const attempt = d.attemptCount + 1;
      if (at.getTime() - firstAttemptAt.getTime() >= RETRY_WINDOW_MS) status = 'Failed';
      else {
        status = 'Pending';
        nextAttemptAt = new Date(at.getTime() + retryDelayMs(attempt, this.random));
      }
    }
    const recorded = await this.ctx.prisma.$transaction((tx) =>
      recordAttempt(tx, d.id, token, { at, statusCode, durationMs, error, status, nextAttemptAt, firstAttemptAt }),
    );
    return recorded ? status : null;
  }
}

import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookDeliveryStatus } from '@prisma/client';
import { checkTarget, plainHttpAllowed, policyOf, systemLookup, type HostLookup, type ResolvedAddress, type TargetPolicy } from '../lib/net-guard';
import { claimNextDelivery, findClaimedDelivery, recordAttempt, type ClaimedDelivery } from '../repositories/webhooks';
import type { ServiceContext } from './context';
import { presentEvent } from './events';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Attempts go on until one fails this long after the first attempt (then the delivery is Failed). */
export const RETRY_WINDOW_MS = 24 * HOUR;

export interface DeliveryOptions {
  /** Only a 2xx answer within this time counts, resolving the host included (default 10 s). */
  timeoutMs?: number;
  /** How long a claim keeps other workers away (default 60 s; longer than any attempt). */
  leaseMs?: number;
  /** Attempts under way at once in this worker (default 20). */
  concurrency?: number;
  /** Attempts under way at once for one partner, across every worker (default 5). */
  perPartnerConcurrency?: number;
  /** Attempts per runOnce at most (default 500). */
  maxAttempts?: number;
  /** While attempts are under way, how often runOnce looks for newly due deliveries (default 1 s). */
  pollMs?: number;
  /** Source of the jitter, 0 <= x < 1 (default Math.random). */
  random?: () => number;
  /** How hosts are resolved (default: the service context's, else the system resolver). */
  lookup?: HostLookup;
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
  const e = err as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `timeout after ${timeoutMs / 1000} s`;
  const code = e?.code ?? e?.cause?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
      return `timeout after ${timeoutMs / 1000} s`;
    default:
      return code ? `request failed (${code})` : 'request failed';
  }
}

/** Thrown when the URL or an address it resolves to is not allowed now; `error` is the attempt's text. */
class TargetRefused extends Error {
  constructor(readonly error: string) {
    super(error);
  }
}

/**
 * POSTs `body` to `url`, connected to `pinned` (the address just checked): the request's own DNS
 * lookup is replaced by one that hands back only that address, so a name that changes its answer
 * between the check and the connection (DNS rebinding) cannot move the request. TLS still verifies
 * the certificate against the URL's host name (SNI is the host name). Redirects are not followed.
 * Resolves with the status code once the answer's head has arrived; the body is not read.
 */
function post(url: URL, pinned: ResolvedAddress, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const pinnedLookup = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
      else callback(null, pinned.address, pinned.family);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: false,
        lookup: pinnedLookup as unknown as LookupFunction,
        signal,
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        res.destroy();
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The webhook delivery worker's work: claim due deliveries (one process per attempt, see
 * claimNextDelivery), POST each event, record the attempt, and schedule the next one or finish.
 * Every time comes from the service clock. createApp never starts it: the server runs it on an
 * interval (jobs/webhook-delivery.ts) and tests call runOnce().
 *
 * Fairness between partners (a slow or dead endpoint must not delay anyone else): attempts run in a
 * pool of `concurrency` slots, each slot claiming the next delivery as soon as its attempt is
 * recorded, so fast attempts never wait for slow ones; one partner holds at most
 * `perPartnerConcurrency` attempts under way (counted across processes, by their leases), and the
 * claim prefers the partner with the fewest attempts under way.
 */
export class WebhookDeliveryService {
  private readonly options: Required<Omit<DeliveryOptions, 'lookup'>> & { lookup: HostLookup };
  private readonly policy: TargetPolicy;

  constructor(
    private readonly ctx: ServiceContext,
    options: DeliveryOptions = {},
  ) {
    this.options = {
      timeoutMs: options.timeoutMs ?? 10_000,
      leaseMs: options.leaseMs ?? 60_000,
      concurrency: options.concurrency ?? 20,
      perPartnerConcurrency: options.perPartnerConcurrency ?? 5,
      maxAttempts: options.maxAttempts ?? 500,
      pollMs: options.pollMs ?? 1000,
      random: options.random ?? Math.random,
      lookup: options.lookup ?? ctx.lookup ?? systemLookup,
    };
    this.policy = policyOf(ctx.config);
  }

  /** The same worker with other options (tests use a short timeout, a fixed jitter or a resolver of their own). */
  withOptions(options: DeliveryOptions): WebhookDeliveryService {
    return new WebhookDeliveryService(this.ctx, { ...this.options, ...options });
  }

  /**
   * Sends what is due; returns what happened. Safe to run in several processes at once. It returns
   * once nothing is under way and nothing more can be claimed (or `maxAttempts` were made, or
   * `signal` was aborted: then it claims nothing more and waits for the attempts under way). While
   * attempts are under way it also looks for newly due deliveries every `pollMs`.
   */
  async runOnce(signal?: AbortSignal): Promise<RunSummary> {
    const summary: RunSummary = { attempted: 0, delivered: 0, retrying: 0, failed: 0 };
    const running = new Set<Promise<void>>();
    let claimed = 0;
    // Attempts recorded so far. A claim that found nothing may have read the deliveries before an
    // attempt under way was recorded (the endpoint's next event was still behind it then); when an
    // attempt was recorded meanwhile, the run claims again instead of ending or waiting to poll.
    let finished = 0;
    let failure: unknown;
    const { concurrency, perPartnerConcurrency, maxAttempts, pollMs, leaseMs } = this.options;
    while (failure === undefined && !signal?.aborted && claimed < maxAttempts) {
      let next: ClaimedDelivery | null = null;
      let token = '';
      const finishedBefore = finished;
      if (running.size < concurrency) {
        token = randomBytes(12).toString('hex');
        const now = this.ctx.now();
        const id = await claimNextDelivery(this.ctx.prisma, now, new Date(now.getTime() + leaseMs), token, perPartnerConcurrency);
        next = id ? await findClaimedDelivery(this.ctx.prisma, id, token) : null;
      }
      if (next) {
        claimed++;
        const work: Promise<void> = this.attempt(next, token)
          .then((status) => {
            if (status === null) return;
            summary.attempted++;
            if (status === 'Delivered') summary.delivered++;
            else if (status === 'Failed') summary.failed++;
            else summary.retrying++;
          })
          .catch((err: unknown) => {
            failure ??= err;
          })
          .finally(() => {
            finished++;
            running.delete(work);
          });
        running.add(work);
        continue;
      }
      if (finished !== finishedBefore) continue;
      if (!running.size) break;
      // Wait for a slot to free up (its endpoint's next delivery may now be due), or poll for new work.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([...running, new Promise<void>((resolve) => (timer = setTimeout(resolve, running.size < concurrency ? pollMs : 2 ** 31 - 1)))]);
      clearTimeout(timer);
    }
    await Promise.all(running);
    if (failure !== undefined) throw failure;
    return summary;
  }

  /**
   * Checks the URL now (scheme, host spelling, every address it resolves to: lib/net-guard.ts) and
   * returns the address to connect to; throws TargetRefused when it is not allowed.
   */
  private async target(raw: string, timeoutMs: number): Promise<{ url: URL; pinned: ResolvedAddress }> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new TargetRefused('address not allowed');
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && plainHttpAllowed(this.policy))) throw new TargetRefused('plain http not allowed');
    const verdict = await checkTarget(raw, url, this.policy, this.options.lookup, timeoutMs);
    if (!verdict.ok) throw new TargetRefused(verdict.kind === 'unresolved' ? 'host not found' : 'address not allowed');
    return { url, pinned: verdict.addresses[0] };
  }

  private async attempt(d: ClaimedDelivery, token: string): Promise<WebhookDeliveryStatus | null> {
    const at = this.ctx.now();
    const body = JSON.stringify(presentEvent(d.event));
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    let secret: string | undefined;
    try {
      secret = this.ctx.cipher.decrypt(d.endpoint.secretEncrypted);
    } catch {
      // Cannot sign (ENCRYPTION_KEY changed without the old key kept): a failed attempt, retried on the
      // normal schedule; nothing is sent unsigned, and the endpoint's later events are not held forever.
      error = 'signing secret cannot be decrypted';
    }
    if (secret !== undefined) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
      try {
        const { url, pinned } = await this.target(d.endpoint.url, this.options.timeoutMs);
        if (controller.signal.aborted) throw Object.assign(new Error('timeout'), { name: 'TimeoutError' });
        statusCode = await post(
          url,
          pinned,
          {
            'Content-Type': 'application/json',
            'User-Agent': 'payroll-webhooks/1.0',
            'Webhook-Id': d.event.id,
            'Webhook-Signature': signatureHeader(secret, Math.floor(at.getTime() / 1000), body),
          },
          body,
          controller.signal,
        );
        if (statusCode >= 300 && statusCode < 400) error = 'redirect not followed';
      } catch (err) {
        error = err instanceof TargetRefused ? err.error : describeFailure(err, this.options.timeoutMs);
      } finally {
        clearTimeout(timer);
      }
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
        nextAttemptAt = new Date(at.getTime() + retryDelayMs(attempt, this.options.random));
      }
    }
    const recorded = await this.ctx.prisma.$transaction((tx) =>
      recordAttempt(tx, d.id, token, { at, statusCode, durationMs, error, status, nextAttemptAt, firstAttemptAt }),
    );
    return recorded ? status : null;
  }
}

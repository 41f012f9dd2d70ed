import type { Request, RequestHandler } from 'express';
import { ApiError } from './problem';
import type { Db } from '../repositories/db';
import { ipv6Groups } from '../lib/net-guard';
import { countRequest } from '../repositories/request-guards';
import type { AddressLimits } from './address-limits';

// The limits and their defaults live apart from the guard (address-limits.ts): config.ts reads them without
// loading the database layer this module needs.
export { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from './address-limits';

const MAX_REMEMBERED = 10_000;

/** The address a request came from: Express's `req.ip` (which honours TRUST_PROXY), else the socket's. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * The client an address counts as (docs/security.md, "Abuse limits"): an IPv4 address as itself; an
 * IPv6 address by its /64, written `<first four groups>::/64` (a single host, or customer, is given a
 * whole /64, so counting each address would give one client 2^64 budgets); an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, `::ffff:cb00:7107`) as the IPv4 address it maps. Anything else as it is.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

export class AddressGuard {
  /** Address bucket -> end of the window in which it went over its limit (ms). */
  private readonly over = new Map<string, number>();

  constructor(
    private readonly db: Db,
    readonly limits: AddressLimits,
    private readonly now: () => Date,
  ) {}

  private window(): { start: Date; end: number } {
    const ms = this.limits.windowSeconds * 1000;
    const t = this.now().getTime();
    const start = Math.floor(t / ms) * ms;
    return { start: new Date(start), end: start + ms };
  }

  private tooMany(what: string, until: number): ApiError {
    const retry = Math.max(1, Math.ceil((until - this.now().getTime()) / 1000));
    return new ApiError(429, 'rate_limited', `Too many ${what} from this address; retry in ${retry} seconds.`, undefined, { 'Retry-After': String(retry) });
  }

  private remember(bucket: string, until: number): void {
    if (this.over.size >= MAX_REMEMBERED) {
      const t = this.now().getTime();
      for (const [k, end] of this.over) if (end <= t) this.over.delete(k);
      if (this.over.size >= MAX_REMEMBERED) this.over.clear();
    }
    this.over.set(bucket, until);
  }

  /** The 429 to answer when this process already knows the address is over its limit for `kind`. */
  known(req: Request, kind: 'auth' | 'embed'): ApiError | undefined {
    const bucket = `addr:${kind}:${addressKey(clientAddress(req))}`;
    const until = this.over.get(bucket);
    if (until === undefined) return undefined;
    if (until <= this.now().getTime()) {
      this.over.delete(bucket);
      return undefined;
    }
    return this.tooMany(kind === 'auth' ? 'requests without a valid key' : 'page requests', until);
  }

  /** Counts one event of `kind` for the request's address; the 429 to answer when it is over the limit. */
  async count(req: Request, kind: 'auth' | 'embed'): Promise<ApiError | undefined> {
    const bucket = `addr:${kind}:${addressKey(clientAddress(req))}`;
    const { start, end } = this.window();
    const count = await countRequest(this.db, bucket, start);
    const limit = kind === 'auth' ? this.limits.authFailures : this.limits.embed;
    if (count <= limit) return undefined;
    this.remember(bucket, end);
    return this.tooMany(kind === 'auth' ? 'requests without a valid key' : 'page requests', end);
  }

  /** Middleware for /embed: every request counts; over the limit, a plain 429 page. */
  embedLimit(): RequestHandler {
    return async (req, res, next) => {
      try {
        const refused = this.known(req, 'embed') ?? (await this.count(req, 'embed'));
        if (!refused) return next();
        res
          .status(429)
          .set({ 'Retry-After': refused.headers!['Retry-After'], 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
          .send(`Too many requests from this address. Try again in ${refused.headers!['Retry-After']} seconds.\n`);
      } catch (err) {
        next(err);
      }
    };
  }
}

import type { RequestHandler } from 'express';
import { ApiError } from './problem';
import { stateOf } from './context';
import type { RateCounter } from './rate-counter';

/**
 * Per-key fixed-window limit, shared by every server process through the database; the counts are
 * kept in the process and written in batches, exact for one process and within a stated bound for
 * several (http/rate-counter.ts, docs/security.md "Abuse limits").
 */
export function rateLimit(counter: RateCounter): RequestHandler {
  const { limit, windowSeconds } = counter;
  const ms = windowSeconds * 1000;
  return async (req, res, next) => {
    try {
      const caller = stateOf(req).caller;
      if (!caller) return next();
      const t = counter.now().getTime();
      const windowStart = counter.windowOf(t);
      const count = await counter.count(caller.apiKeyId, windowStart);
      const reset = Math.max(1, Math.ceil((windowStart + ms - t) / 1000));
      res.setHeader('RateLimit-Policy', `${limit};w=${windowSeconds}`);
      res.setHeader('RateLimit', `limit=${limit}, remaining=${Math.max(0, limit - count)}, reset=${reset}`);
      if (count > limit) {
        throw new ApiError(429, 'rate_limited', `Rate limit of ${limit} requests per ${windowSeconds} seconds exceeded; retry in ${reset} seconds.`, undefined, {
          'Retry-After': String(reset),
        });
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

import type { RequestHandler } from 'express';
import { ApiError } from './problem';
import type { Db } from '../repositories/db';
import { countRequest } from '../repositories/request-guards';
import { stateOf } from './context';

/** Per-key fixed-window limit kept in the database, so every server process shares it. */
export function rateLimit(db: Db, limit: number, windowSeconds: number, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    try {
      const caller = stateOf(req).caller;
      if (!caller) return next();
      const ms = windowSeconds * 1000;
      const t = now().getTime();
      const windowStart = new Date(Math.floor(t / ms) * ms);
      const count = await countRequest(db, caller.apiKeyId, windowStart);
      const reset = Math.max(1, Math.ceil((windowStart.getTime() + ms - t) / 1000));
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

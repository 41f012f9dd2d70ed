import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ApiError } from '../lib/errors';
import type { Db } from '../repositories/db';
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  deleteExpiredIdempotencyKey,
  findIdempotencyRecord,
  releaseIdempotencyKey,
} from '../repositories/request-guards';
import { stateOf } from './context';

const TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotency-Key on POST and PATCH: the first request claims the key; a repeat with the same body
 * replays the stored response, with another body is 422, while the first is in flight is 409.
 * Server errors (5xx) release the key so that the request can be retried.
 */
export function idempotency(db: Db, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = req.header('Idempotency-Key');
      const state = stateOf(req);
      if (!key || !state.caller || (req.method !== 'POST' && req.method !== 'PATCH')) return next();
      const apiKeyId = state.caller.apiKeyId;
      const hash = createHash('sha256')
        .update(`${req.method} ${req.originalUrl.split('?')[0]}\n${JSON.stringify(req.body ?? null)}`)
        .digest('hex');
      await deleteExpiredIdempotencyKey(db, apiKeyId, key, now());
      if (!(await claimIdempotencyKey(db, apiKeyId, key, hash, new Date(now().getTime() + TTL_MS)))) {
        const record = await findIdempotencyRecord(db, apiKeyId, key);
        if (!record) throw new ApiError(409, 'idempotency_request_in_flight', 'A request with this Idempotency-Key is being processed; retry shortly.');
        if (record.requestHash !== hash) {
          throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key.');
        }
        if (record.status === 'InFlight') {
          throw new ApiError(409, 'idempotency_request_in_flight', 'A request with this Idempotency-Key is being processed; retry shortly.');
        }
        for (const [name, value] of Object.entries((record.responseHeaders ?? {}) as Record<string, string>)) res.setHeader(name, value);
        res.setHeader('Idempotent-Replayed', 'true');
        if (record.responseStatus === 204 || record.responseBody === null) res.status(record.responseStatus ?? 204).end();
        else res.status(record.responseStatus ?? 200).json(record.responseBody);
        return;
      }
      state.recordResponse = async (status, body, headers) => {
        state.recordResponse = undefined;
        if (status >= 500) await releaseIdempotencyKey(db, apiKeyId, key);
        else await completeIdempotencyRecord(db, apiKeyId, key, status, body, headers);
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

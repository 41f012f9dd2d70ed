import { createHash } from 'node:crypto';
import type { IdempotencyRecord } from '@prisma/client';
import type { RequestHandler, Response } from 'express';
import { ApiError } from '../lib/errors';
import type { FieldCipher } from '../lib/secrets';
import type { Db } from '../repositories/db';
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  deleteExpiredIdempotencyKey,
  findIdempotencyRecord,
  releaseIdempotencyKey,
  takeOverAbandonedKey,
} from '../repositories/request-guards';
import { stateOf } from './context';

const TTL_MS = 24 * 60 * 60 * 1000;
/** A first request in flight this long was cut off (its process stopped): the same request may take the key over. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;

const inFlight = () => new ApiError(409, 'idempotency_request_in_flight', 'A request with this Idempotency-Key is being processed; retry shortly.');

/**
 * The response as stored: the exact text sent (`j:` JSON text, `b:` base64 of binary), sealed with the
 * service's key because create responses carry secrets shown once (API keys, webhook signing secrets).
 */
function sealResponse(cipher: FieldCipher, status: number, body: unknown): string | null {
  if (body === undefined || body === null || status === 204) return null;
  return cipher.sealBlob(Buffer.isBuffer(body) ? `b:${body.toString('base64')}` : `j:${JSON.stringify(body)}`);
}

function replay(res: Response, record: IdempotencyRecord, cipher: FieldCipher): void {
  for (const [name, value] of Object.entries((record.responseHeaders ?? {}) as Record<string, string>)) res.setHeader(name, value);
  res.setHeader('Idempotent-Replayed', 'true');
  const status = record.responseStatus ?? 200;
  const stored = record.responseBody;
  if (stored === null || status === 204) {
    res.status(status).end();
  } else if (typeof stored === 'string' && stored.startsWith('b1.')) {
    const text = cipher.openBlob(stored);
    if (text.startsWith('b:')) {
      res.status(status).send(Buffer.from(text.slice(2), 'base64'));
    } else {
      if (!res.getHeader('Content-Type')) res.type('application/json');
      res.status(status).send(text.slice(2));
    }
  } else {
    // Stored before responses were sealed: the JSON value itself.
    res.status(status).json(stored);
  }
}

/**
 * Idempotency-Key on POST and PATCH (domain.md section 4), kept in the database so that it holds
 * across processes and restarts: the first request claims the key; a repeat with the same request
 * replays the stored response byte for byte, with another request is 422, while the first is in
 * flight is 409. Server errors (5xx) release the key so that the request can be retried.
 */
export function idempotency(db: Db, now: () => Date, cipher: FieldCipher): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = req.header('Idempotency-Key');
      const state = stateOf(req);
      if (!key || !state.caller || (req.method !== 'POST' && req.method !== 'PATCH')) return next();
      const apiKeyId = state.caller.apiKeyId;
      const hash = createHash('sha256')
        .update(`${req.method} ${req.originalUrl.split('?')[0]}\n${JSON.stringify(req.body ?? null)}`)
        .digest('hex');
      const at = now();
      const expiresAt = new Date(at.getTime() + TTL_MS);
      await deleteExpiredIdempotencyKey(db, apiKeyId, key, at);
      if (!(await claimIdempotencyKey(db, apiKeyId, key, hash, at, expiresAt))) {
        const record = await findIdempotencyRecord(db, apiKeyId, key);
        if (!record) throw inFlight(); // released by a failing first request a moment ago
        if (record.requestHash !== hash) {
          throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key.');
        }
        if (record.status === 'Completed') return replay(res, record, cipher);
        if (!(await takeOverAbandonedKey(db, apiKeyId, key, hash, at, new Date(at.getTime() - ABANDONED_AFTER_MS), expiresAt))) throw inFlight();
      }
      state.recordResponse = async (status, body, headers) => {
        state.recordResponse = undefined;
        if (status >= 500) await releaseIdempotencyKey(db, apiKeyId, key, at);
        else await completeIdempotencyRecord(db, apiKeyId, key, at, status, sealResponse(cipher, status, body), headers, now());
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

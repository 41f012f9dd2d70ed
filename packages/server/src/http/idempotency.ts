import { createHash } from 'node:crypto';
import type { IdempotencyRecord, PrismaClient } from '@prisma/client';
import type { RequestHandler, Response } from 'express';
import { ApiError } from './problem';
import { isSealedBlob, type FieldCipher } from '../lib/secrets';
import type { Db } from '../repositories/db';
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  deleteExpiredIdempotencyKey,
  findIdempotencyRecord,
  releaseIdempotencyKey,
  takeOverAbandonedKey,
} from '../repositories/request-guards';
import { RequestTransaction, withinRequestTransaction } from '../repositories/transaction-scope';
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
  } else if (isSealedBlob(stored)) {
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
 * Idempotency-Key on POST and PATCH (docs/domain-rules.md, "Idempotency"), kept in the database so that it holds
 * across processes and restarts: the first request claims the key (committed at once, so that a
 * concurrent repeat sees it: 409 while in flight); a repeat with the same request replays the stored
 * response byte for byte, with another request is 422.
 *
 * The claiming request then runs in ONE database transaction (repositories/transaction-scope.ts):
 * every write of its services, their events and webhook outbox rows, and the stored response commit
 * together, before the response is sent (sendReply awaits `recordResponse`). A process that stops
 * before that commit leaves nothing of the change, only the claim: the same request takes the key over
 * after ABANDONED_AFTER_MS and does the change once. A 5xx, and an answer that asks to retry later
 * (Retry-After: payroll_busy), roll everything back and free the key for a retry.
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
      const scope = new RequestTransaction(db as PrismaClient);
      /** Undoes the request's work and frees the key (when this request still owns it). */
      const abandon = async () => {
        await scope.rollback();
        await releaseIdempotencyKey(db, apiKeyId, key, at);
      };
      state.recordResponse = async (status, body, headers) => {
        state.recordResponse = undefined;
        if (status >= 500 || headers['Retry-After'] !== undefined) return abandon();
        const sealed = sealResponse(cipher, status, body);
        try {
          if (scope.aborted) {
            // A statement of the request failed and the service answered 4xx (2xx cannot be kept):
            // nothing of the request is kept, the answer is.
            await scope.rollback();
            if (status >= 400) {
              await completeIdempotencyRecord(db, apiKeyId, key, at, status, sealed, headers, now());
              return;
            }
            throw new Error('a statement of the request failed, yet it answered success; nothing was kept');
          }
          const { count } = await scope.query((tx) => completeIdempotencyRecord(tx, apiKeyId, key, at, status, sealed, headers, now()));
          if (count !== 1) {
            // Another request took the key over (this one stalled past ABANDONED_AFTER_MS): it does the change, not this one.
            await scope.rollback();
            throw inFlight();
          }
          await scope.commit();
        } catch (err) {
          await abandon();
          throw err;
        }
      };
      // Work of a request that ended without a recorded answer (sent some other way) is not kept.
      res.on('finish', () => {
        if (state.recordResponse) {
          state.recordResponse = undefined;
          void abandon().catch(() => undefined);
        }
      });
      withinRequestTransaction(scope, next);
    } catch (err) {
      next(err);
    }
  };
}

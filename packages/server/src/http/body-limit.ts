import type { Request, RequestHandler, Response } from 'express';
import { ApiError } from '../lib/errors';

/** JSON request bodies are limited to this (the contract's `payload_too_large`). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** After answering early, read off at most this much more of the request, for at most this long. */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 10_000;

/**
 * Answers a request before its body has arrived without resetting the connection under the client
 * (docs/security.md, "Bad bytes"): the answer carries `Connection: close`, and the rest of the body
 * is read off and dropped (bounded in bytes and time) so the socket closes cleanly after the client
 * has had the answer. Closing with unread data would make TCP reset the connection, and many clients
 * then lose the answer that was already sent.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  if (req.complete || res.headersSent) return;
  res.setHeader('Connection', 'close');
  let read = 0;
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_CAP_BYTES) req.socket.destroy();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * 413 as soon as the headers declare a body over the limit, instead of reading it all first (the
 * JSON parser would read off the whole body, however large, before answering).
 */
export const refuseDeclaredOversize: RequestHandler = (req, _res, next) => {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > JSON_BODY_LIMIT_BYTES) {
    return next(new ApiError(413, 'payload_too_large', 'Request bodies are limited to 1 MiB.'));
  }
  next();
};

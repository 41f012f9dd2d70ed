import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { operationTable, type OperationId } from '../generated/operations.gen';
import { ApiError } from './problem';
import { stateOf } from './context';

/** JSON request bodies are limited to this (the contract's `payload_too_large`)... */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * ...except a payroll's, which must carry 10,000 employee items (about 175 bytes each with a payment,
 * hours, a rate and a workplace: 1.75 MB) and so may be up to 8 MiB. The contract states both limits.
 */
export const PAYROLL_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const LARGE_BODIES: ReadonlySet<OperationId> = new Set<OperationId>(['createPayroll', 'updatePayroll']);

/** The body limit of the request's operation. */
export function bodyLimitOf(req: Request): number {
  const id = stateOf(req).operationId;
  return id && LARGE_BODIES.has(id) ? PAYROLL_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
}

const tooLarge = (limit: number) => new ApiError(413, 'payload_too_large', `Request bodies of this operation are limited to ${limit / (1024 * 1024)} MiB.`);

/** After answering early, read off at most this much more of the request, for at most this long. */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 10_000;

/**
 * Answers a request before its body has arrived without resetting the connection under the client
 * (docs/security.md, "Bad bytes"): the answer carries `Connection: close`, and the rest of the body
 * is read off and dropped (bounded in bytes and time) so the socket closes cleanly after the client
 * has had the answer. Closing with unread data would make TCP reset the connection, and many clients
 * then lose the answer that was already sent.
 *
 * Node's server ends a `Connection: close` socket once the answer is written and destroys it as soon as
 * the answer is flushed (`resOnFinish` in node:_http_server calls `socket.destroySoon()`), whether or
 * not the body has been read: the rest of the body then met a closed socket, the kernel reset the
 * connection, and a client still sending it got `write EPIPE` or lost the answer. So here the answer
 * still ends the server's side (the client reads the answer, then the end of it), and the socket is
 * destroyed only once the body has been read off: at the body's end, or when the client closes its side
 * (Node then destroys it), or at the cap or the time limit.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  if (req.complete || res.headersSent) return;
  res.setHeader('Connection', 'close');
  const socket = req.socket as Socket & { destroySoon(): void };
  const destroySoon = socket.destroySoon.bind(socket);
  let answered = false;
  let drained = false;
  socket.destroySoon = () => {
    answered = true;
    if (drained) destroySoon();
    else if (socket.writable) socket.end();
  };
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  let read = 0;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_CAP_BYTES) socket.destroy();
  });
  req.on('end', () => {
    drained = true;
    if (answered) destroySoon();
  });
  req.resume();
}

/**
 * 413 as soon as the headers declare a body over the limit, instead of reading it all first (the
 * JSON parser would read off the whole body, however large, before answering).
 */
export const refuseDeclaredOversize: RequestHandler = (req, _res, next) => {
  const declared = Number(req.headers['content-length']);
  const limit = bodyLimitOf(req);
  if (Number.isFinite(declared) && declared > limit) return next(tooLarge(limit));
  next();
};

/** The JSON parser with the operation's limit (one parser per limit, chosen per request). */
export function jsonBody(parse: (limit: number) => RequestHandler): RequestHandler {
  const small = parse(JSON_BODY_LIMIT_BYTES);
  const large = parse(PAYROLL_BODY_LIMIT_BYTES);
  return (req, res, next) => {
    // No body to read (no Content-Length, no Transfer-Encoding): body-parser would skip it too, at more cost.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next();
    return (bodyLimitOf(req) === PAYROLL_BODY_LIMIT_BYTES ? large : small)(req, res, (err?: unknown) => {
      const e = err as { type?: string } | undefined;
      next(e?.type === 'entity.too.large' ? tooLarge(bodyLimitOf(req)) : err);
    });
  };
}

const bodyNotAllowed = () => new ApiError(400, 'body_not_allowed', 'This operation takes no request body; send the request without one.');

/**
 * An operation that declares no requestBody takes none (openapi.yaml, "Conventions"): a request carrying one is
 * `400 body_not_allowed`, whatever its media type (`{}` too), before anything parses it, so it reaches neither the
 * idempotency layer nor the handler. A declared `Content-Length` over 0 is refused at once (the error handler reads
 * the body off: closeAfterAnswer); a chunked body is read until its first byte, and one that ends without any is no
 * body. No `Content-Length`, or `Content-Length: 0` (what fetch sends for a bare POST), with or without a
 * `Content-Type`, passes as before.
 */
export const refuseUndeclaredBody: RequestHandler = (req, _res, next) => {
  const id = stateOf(req).operationId;
  if (!id || operationTable[id].hasBody) return next();
  if (req.headers['transfer-encoding'] === undefined) {
    const declared = req.headers['content-length'];
    return declared === undefined || Number(declared) === 0 ? next() : next(bodyNotAllowed());
  }
  let done = false;
  const finish = (err?: unknown) => {
    if (done) return;
    done = true;
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', finish);
    if (err === undefined) return next();
    req.pause();
    next(err);
  };
  const onData = (chunk: Buffer) => {
    if (chunk.length > 0) finish(bodyNotAllowed());
  };
  const onEnd = () => finish();
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', finish);
};

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import type { operations } from '@payroll/api-types';
import type { OperationId } from '../generated/operations.gen';
import { ApiError } from './problem';
import type { Services } from '../services';
import { admits } from './auth';
import { refuseNonFinite } from './request-text';
import { stateOf, type Caller } from './context';

type Op<K extends OperationId> = K extends keyof operations ? operations[K] : never;
type Params<K extends OperationId> = Op<K> extends { parameters: infer P } ? P : never;

export type PathParams<K extends OperationId> = Params<K> extends { path: infer P } ? (P extends undefined ? {} : P) : {};
export type QueryParams<K extends OperationId> = Params<K> extends { query?: infer Q } ? NonNullable<Q> : {};
export type RequestBody<K extends OperationId> = Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type Responses<K extends OperationId> = Op<K> extends { responses: infer R } ? R : never;
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 204 | 503>;
/**
 * JSON bodies as their schema type, or a stream when the response may also be `text/csv` (reports:
 * http/report-reply.ts); any other declared media type (application/pdf) as raw bytes.
 */
type BodyOf<R> = R extends { content: { 'application/json': infer B } }
  ? B | (R extends { content: { 'text/csv': unknown } } ? Readable : never)
  : R extends { content: object }
    ? Buffer
    : undefined;

/** What a handler returns: one of the operation's documented success responses. */
export type Reply<K extends OperationId> = {
  [S in SuccessStatus<K>]: { status: S; body: BodyOf<Responses<K>[S]>; location?: string; headers?: Record<string, string> };
}[SuccessStatus<K>];

export interface HandlerInput<K extends OperationId> {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  caller: Caller;
  requestId: string;
  /** Content negotiation on the request's `Accept` (Express `req.accepts`): the best of `types`, or false when it allows none. */
  accepts: (types: string[]) => string | false;
}

/** One operation: translate HTTP into a service call and back. */
export type Handler<K extends OperationId> = (input: HandlerInput<K>, services: Services) => Promise<Reply<K>>;

/**
 * An operation's handler file exports one of these (`defineHandler`). `notImplemented` marks the
 * placeholder of an operation not built yet (handlers/not-implemented.ts), which answers 501.
 */
export type HandlerModule<K extends OperationId = OperationId> = { operationId: K; handle: Handler<K>; notImplemented?: true };

/**
 * A handler for each operation, typed per operation: what the generated registry
 * (generated/handlers.gen.ts) satisfies, so that a missing or misfiled handler fails to compile.
 */
export type HandlerRegistry = { [K in OperationId]: HandlerModule<K> };

export function defineHandler<K extends OperationId>(operationId: K, handle: Handler<K>): HandlerModule<K> {
  return { operationId, handle };
}

/** Sends a reply, after letting the idempotency layer record it. */
export async function sendReply(req: Request, res: Response, status: number, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const state = stateOf(req);
  // A content type already chosen (application/problem+json for errors) is part of what a replay must repeat.
  const contentType = res.getHeader('Content-Type');
  // Streams are answered to GETs only, which are never recorded.
  if (state.recordResponse && !(body instanceof Readable)) await state.recordResponse(status, body, typeof contentType === 'string' ? { ...headers, 'Content-Type': contentType } : headers);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body instanceof Readable) {
    // A streamed body (a CSV report): its Content-Type comes with the headers. An error after the first
    // bytes cannot become a problem any more: the response is cut off (the error handler logs it).
    res.status(status);
    try {
      await pipeline(body, res);
    } catch (err) {
      // The client closed the connection mid-stream (a cancelled download): nothing failed on our side,
      // and the request log line records the response. Anything else is a failure of the stream.
      if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && (req.destroyed || res.destroyed)) return;
      throw err;
    }
    return;
  }
  if (body === undefined || status === 204) res.status(status).end();
  else if (Buffer.isBuffer(body)) res.status(status).send(body); // binary (PDF): Content-Type comes with the headers
  else res.status(status).json(body);
}

/**
 * Wraps a handler module as Express middleware (what app.ts `dispatch` calls). It fails
 * closed on its own, whatever ran before it: the handler runs only when the request's one route match
 * named this very operation and, for a secured operation, an authenticated caller of an admitted kind
 * is present (docs/security.md, "One route match").
 */
export function toExpress<K extends OperationId>(module: HandlerModule<K>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const state = stateOf(req);
      if (state.operationId !== module.operationId) throw new ApiError(404, 'not_found', 'No such route.');
      if (!admits(module.operationId, state.caller)) {
        throw state.caller
          ? new ApiError(403, 'forbidden', `A ${state.caller.kind.toLowerCase()} key cannot call ${module.operationId}.`)
          : new ApiError(401, 'unauthenticated', 'Send exactly one of the X-API-key, G-API-key or C-API-key headers.');
      }
      // Numbers beyond any double (`?page=1e400`) arrive as Infinity after the contract's checks.
      const nonFinite = refuseNonFinite(req.query, req.body);
      if (nonFinite) throw nonFinite;
      const reply = await module.handle(
        {
          params: req.params as PathParams<K>,
          query: req.query as QueryParams<K>,
          body: req.body as RequestBody<K>,
          caller: state.caller!,
          requestId: state.requestId,
          accepts: (types) => req.accepts(types),
        },
        req.app.locals.services as Services,
      );
      const r = reply as { status: number; body: unknown; location?: string; headers?: Record<string, string> };
      await sendReply(req, res, r.status, r.body, { ...r.headers, ...(r.location ? { Location: r.location } : {}) });
    } catch (err) {
      next(err);
    }
  };
}

import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DomainError, type DomainErrorKind } from '../core/errors';
import { ApiError, type FieldProblem } from './problem';
import { closeAfterAnswer } from './body-limit';
import { sendReply } from './handler';
import { stateOf } from './context';

interface ValidatorError {
  status?: number;
  message?: string;
  errors?: Array<{ path?: string; message?: string; errorCode?: string }>;
  type?: string;
}

/** `/body/address/state` or `.body.address.state` -> `body.address.state`. */
function fieldName(path = ''): string {
  // Array items: `/body/splits/0/amount` -> `body.splits[0].amount`.
  return path.replace(/^[./]/, '').replace(/\//g, '.').replace(/\.\[(\d+)\]/g, '[$1]').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

function fieldProblems(err: ValidatorError): FieldProblem[] {
  return (err.errors ?? []).map((e) => ({
    field: fieldName(e.path),
    message: e.message ?? 'invalid',
    // Ajv keywords (`type`, `enum`, `format`, ...); the validator's own spelling of some (`x-eov-type`) is normalized.
    code: (e.errorCode ?? 'invalid').split('.')[0].replace(/^x-eov-/, ''),
  }));
}

/** The status of each kind of domain error (core/errors.ts). */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409, unprocessable: 422 };

/** Turns anything thrown into an ApiError the caller may see; never leaks internals. */
export function toApiError(err: unknown): { error: ApiError; internal: boolean } {
  if (err instanceof ApiError) return { error: err, internal: false };
  if (err instanceof DomainError) {
    const headers = err.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(err.retryAfterSeconds) };
    return { error: new ApiError(STATUS_OF_KIND[err.kind], err.code, err.detail, err.errors, headers), internal: false };
  }
  const e = (err ?? {}) as ValidatorError;
  if (e.type === 'entity.parse.failed') return { error: new ApiError(400, 'malformed_json', 'The request body is not valid JSON.'), internal: false };
  if (e.type === 'entity.too.large' || e.status === 413) {
    // The JSON parser's own refusal is mapped with the operation's limit in http/body-limit.ts; this is any other.
    return { error: new ApiError(413, 'payload_too_large', 'The request body is too large.'), internal: false };
  }
  switch (e.status) {
    case 400:
      return { error: new ApiError(400, 'validation_failed', 'The request does not match the contract.', fieldProblems(e)), internal: false };
    case 404:
      return { error: new ApiError(404, 'not_found', 'No such route.'), internal: false };
    case 405:
      return { error: new ApiError(405, 'method_not_allowed', 'This method is not allowed on this path.'), internal: false };
    case 415:
      return { error: new ApiError(415, 'unsupported_media_type', 'Send request bodies as application/json.'), internal: false };
    default:
      return { error: new ApiError(500, 'internal_error', 'An unexpected error occurred. Quote the request id when you contact support.'), internal: true };
  }
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return async (err, req, res, _next) => {
    const { error, internal } = toApiError(err);
    const state = stateOf(req);
    if (internal) logger.error({ err, requestId: state.requestId, operationId: state.operationId }, 'unhandled error');
    if (res.headersSent) return;
    const body = {
      type: `https://docs.payroll.example/errors/${error.code}`,
      title: error.title,
      status: error.status,
      detail: error.detail,
      instance: req.originalUrl.split('?')[0],
      code: error.code,
      ...(error.errors?.length ? { errors: error.errors } : {}),
      requestId: state.requestId,
    };
    try {
      // Refused before its body was read (401, 404, 413, ...): answer, then close cleanly.
      closeAfterAnswer(req, res);
      res.type('application/problem+json');
      await sendReply(req, res, error.status, body, error.headers ?? {});
    } catch (sendErr) {
      logger.error({ err: sendErr, requestId: state.requestId }, 'could not send problem');
      // Recording the answer failed (the idempotency record or its commit): answer a plain 500 problem,
      // unrecorded, so the client may retry with the same key.
      if (!res.headersSent) {
        res.status(500).type('application/problem+json').json({
          type: 'https://docs.payroll.example/errors/internal_error',
          title: 'Internal server error',
          status: 500,
          detail: 'An unexpected error occurred. Quote the request id when you contact support.',
          instance: body.instance,
          code: 'internal_error',
          requestId: state.requestId,
        });
      }
    }
  };
}

export const unknownRoute: RequestHandler = (_req, _res, next) => next(new ApiError(404, 'not_found', 'No such route.'));

import type { ErrorCode } from '@payroll/api-types';

export interface FieldProblem {
  field: string;
  message: string;
  code: string;
}

const TITLES: Partial<Record<ErrorCode, string>> = {
  validation_failed: 'Request validation failed',
  malformed_json: 'Malformed JSON body',
  multiple_api_keys: 'More than one API key',
  unsupported_api_version: 'Unsupported API version',
  unauthenticated: 'Authentication required',
  invalid_api_key: 'Invalid API key',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Too many requests',
  internal_error: 'Internal server error',
  not_implemented: 'Not implemented',
  idempotency_key_reused: 'Idempotency key reused with another request',
  idempotency_request_in_flight: 'Request with this idempotency key is in flight',
  invalid_reference: 'Invalid reference',
};

/** A failure the caller can act on; the error middleware renders it as a problem body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: FieldProblem[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  get title(): string {
    return TITLES[this.code] ?? this.code.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  }
}

export const badRequest = (detail: string, errors?: FieldProblem[]) => new ApiError(400, 'validation_failed', detail, errors);
export const notFound = (what: string, id: string) => new ApiError(404, 'not_found', `${what} ${id} was not found.`);
export const conflict = (code: ErrorCode, detail: string) => new ApiError(409, code, detail);
export const unprocessable = (code: ErrorCode, detail: string, errors?: FieldProblem[]) => new ApiError(422, code, detail, errors);
export const invalidReference = (field: string, detail: string) =>
  new ApiError(422, 'invalid_reference', detail, [{ field, message: detail, code: 'invalid_reference' }]);

/**
 * 403 forbidden for a caller that carries no scope id of its kind (a partner key without a partner id, ...):
 * such a caller sees nothing, never "every company" (services/scope.ts).
 */
export const noScope = (kind: string) => new ApiError(403, 'forbidden', `This ${kind.toLowerCase()} key has no company scope.`);

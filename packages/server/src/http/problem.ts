import type { ErrorCode } from '@payroll/api-types';
import type { FieldProblem } from '../core/errors';

export type { FieldProblem } from '../core/errors';

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

/**
 * A problem the HTTP layer answers: status, stable code, detail. Thrown by http/ itself (authentication,
 * limits, routing); services throw domain errors (core/errors.ts), which toApiError
 * (http/error-handler.ts) maps to one of these. The error middleware renders it as a problem body.
 */
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

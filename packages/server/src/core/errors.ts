// Domain errors: what services throw when a request cannot be done. They carry a stable `code` (the
// contract's ErrorCode enum), a detail, field problems and a kind; they know nothing of HTTP. http/
// turns them into problem details in one place (http/error-handler.ts toApiError: the status per kind),
// and the hosted onboarding pages into their own wording (http/embed-pages.ts).
import type { ErrorCode } from '@payroll/api-types';

export interface FieldProblem {
  field: string;
  message: string;
  code: string;
}

/**
 * What kind of refusal: `invalid` (the request itself is malformed, 400), `forbidden` (the caller may
 * not do this at all, 403), `not_found` (no such thing in the caller's scope, 404), `conflict` (the
 * current state forbids it, or someone else holds it, 409), `unprocessable` (well-formed, but breaks
 * a rule of the domain, 422).
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: FieldProblem[],
    /** Worth retrying after this many seconds (a busy resource). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

export const badRequest = (detail: string, errors?: FieldProblem[]) => new DomainError('invalid', 'validation_failed', detail, errors);
export const notFound = (what: string, id: string) => new DomainError('not_found', 'not_found', `${what} ${id} was not found.`);
export const conflict = (code: ErrorCode, detail: string) => new DomainError('conflict', code, detail);
export const unprocessable = (code: ErrorCode, detail: string, errors?: FieldProblem[]) => new DomainError('unprocessable', code, detail, errors);
/** 422 with one field problem whose code is the error's code. */
export const fieldUnprocessable = (code: ErrorCode, field: string, detail: string, message = detail) =>
  new DomainError('unprocessable', code, detail, [{ field, message, code }]);
export const invalidReference = (field: string, detail: string) => fieldUnprocessable('invalid_reference', field, detail);

/**
 * forbidden for a caller that carries no scope id of its kind (a partner key without a partner id, ...):
 * such a caller sees nothing, never "every company" (services/scope.ts).
 */
export const noScope = (kind: string) => new DomainError('forbidden', 'forbidden', `This ${kind.toLowerCase()} key has no company scope.`);

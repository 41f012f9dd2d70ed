// Services throw domain errors (core/errors.ts); http/ maps them to problems in one place (toApiError):
// the status per kind, the code and field problems as thrown (docs/architecture.md, "Errors").
import { badRequest, conflict, DomainError, invalidReference, noScope, notFound, unprocessable } from '../../src/core/errors';
import { toApiError } from '../../src/http/error-handler';
import { ApiError } from '../../src/http/problem';
import { payrollBusy } from '../../src/services/company-work';
import { EmbedLinkError } from '../../src/services/onboarding';

describe('domain errors as problems', () => {
  it.each([
    ['badRequest', badRequest('bad', [{ field: 'body.x', message: 'm', code: 'type' }]), 400, 'validation_failed'],
    ['noScope', noScope('Partner'), 403, 'forbidden'],
    ['notFound', notFound('Company', 'com_1'), 404, 'not_found'],
    ['conflict', conflict('payroll_not_draft', 'not draft'), 409, 'payroll_not_draft'],
    ['unprocessable', unprocessable('company_not_active', 'not active'), 422, 'company_not_active'],
    ['invalidReference', invalidReference('body.workplaces', 'unknown'), 422, 'invalid_reference'],
  ] as const)('%s -> %i %s, with its detail and field problems', (_name, err, status, code) => {
    expect(err).toBeInstanceOf(DomainError);
    const { error, internal } = toApiError(err);
    expect(internal).toBe(false);
    expect(error).toBeInstanceOf(ApiError);
    expect({ status: error.status, code: error.code, detail: error.detail, errors: error.errors, headers: error.headers }).toEqual({
      status,
      code,
      detail: err.detail,
      errors: err.errors,
      headers: undefined,
    });
  });

  it('notFound words its detail: "<what> <id> was not found."', () => {
    expect(toApiError(notFound('Company', 'com_1')).error.detail).toBe('Company com_1 was not found.');
  });

  it('payroll_busy: 409 with Retry-After 2', () => {
    const { error } = toApiError(payrollBusy('com_1'));
    expect([error.status, error.code, error.headers]).toEqual([409, 'payroll_busy', { 'Retry-After': '2' }]);
  });

  it('an ApiError of http/ is answered as it is', () => {
    const own = new ApiError(429, 'rate_limited', 'slow down', undefined, { 'Retry-After': '5' });
    expect(toApiError(own)).toEqual({ error: own, internal: false });
  });

  it('an embed link error is no API problem: 500, internal (the embed pages word it)', () => {
    const { error, internal } = toApiError(new EmbedLinkError('expired'));
    expect([error.status, error.code, internal]).toEqual([500, 'internal_error', true]);
  });
});

// app.ts `dispatch`: the handler of the one route match runs only once the validator checked the request
// against that very operation; anything else fails closed or goes on to the next validator.
import type { Request, RequestHandler, Response } from 'express';
import { dispatch } from '../../src/app';
import { stateOf } from '../../src/http/context';
import type { OperationId } from '../../src/generated/operations.gen';

function run(operationId: OperationId | undefined, openapi: unknown) {
  const calls: string[] = [];
  const handlers = new Map<OperationId, RequestHandler>([
    ['getCompany', () => void calls.push('getCompany')],
    ['getHealth', () => void calls.push('getHealth')],
  ]);
  const req = { openapi, params: { leftover: 'x' } } as unknown as Request;
  stateOf(req).operationId = operationId;
  let passed: unknown = 'not called';
  dispatch('/v1', handlers)(req, {} as Response, (err?: unknown) => void (passed = err));
  return { calls, passed, params: req.params };
}

describe('dispatch', () => {
  it('calls the matched operation\'s handler with the validator\'s path parameters', () => {
    const r = run('getCompany', { schema: { operationId: 'getCompany' }, pathParams: { companyId: 'com_1' } });
    expect(r).toEqual({ calls: ['getCompany'], passed: 'not called', params: { companyId: 'com_1' } });
  });

  it('fails closed (404, no handler) when the validator checked the request against another operation', () => {
    const r = run('getCompany', { schema: { operationId: 'updateCompany' }, pathParams: { companyId: 'com_1' } });
    expect(r.calls).toEqual([]);
    expect(r.passed).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('passes on, calling nothing, without a validation mark, without a route match, or for another base path', () => {
    for (const r of [run('getCompany', undefined), run(undefined, { schema: { operationId: 'getCompany' } }), run('getHealth', { schema: { operationId: 'getHealth' } })]) {
      expect(r.calls).toEqual([]);
      expect(r.passed).toBeUndefined();
    }
  });
});

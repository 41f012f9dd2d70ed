import type { RequestHandler } from 'express';
import type { OperationId } from '../generated/operations.gen';
import { ApiError } from '../lib/errors';

/**
 * Operations of the contract that later issues build. Each answers 501 `not_implemented`.
 * `npm run list:not-implemented` prints this list; it shrinks with every issue and ends empty.
 */
export const notImplementedOperations: OperationId[] = [
];

export function notImplementedHandler(operationId: OperationId): RequestHandler {
  return (_req, _res, next) => next(new ApiError(501, 'not_implemented', `${operationId} is not implemented yet.`));
}

/**
 * The stub server of `npm run stub` (README, "Stub responses"): every operation of the contract answers
 * its example response (http/stub-responses.ts), with no database and no handler. What runs before a
 * handler in the service runs here too, in the same order (app.ts createApp): the one route match,
 * API-Version, the text checks, the key check (stubAuthenticate: a key of an admitted kind must be
 * present, any value, as no database holds keys), the body limits and the contract's validation of
 * the request. No rate limits, no idempotency records. /docs and /openapi.yaml are served as usual.
 */
import type { Express, RequestHandler } from 'express';
import express from 'express';
import { contractExamples, contractValidators, CONTRACT_PATH, dispatch, expressApp, requestContext, requireJson, requireOperation } from './app';
import { operationIds, type OperationId } from './generated/operations.gen';
import { jsonBody, refuseDeclaredOversize, refuseUndeclaredBody } from './http/body-limit';
import { docsRoutes } from './http/docs';
import { errorHandler, unknownRoute } from './http/error-handler';
import { toExpress } from './http/handler';
import { checkBodyText, checkUrlText } from './http/request-text';
import { exampleHandler, stubAuthenticate } from './http/stub-responses';
import type { Logger } from './lib/logger';

export interface StubAppOptions {
  logger: Logger;
  /** VALIDATE_RESPONSES: the examples validated against the contract as they are sent. */
  validateResponses?: boolean;
  trustProxy?: string;
}

export function createStubApp(options: StubAppOptions): Express {
  const examples = contractExamples();
  const handlers = new Map<OperationId, RequestHandler>(operationIds.map((id) => [id, toExpress(exampleHandler(id, examples.get(id)!))]));
  const app = expressApp(options.trustProxy);
  app.use(requestContext(options.logger));
  app.use(docsRoutes(CONTRACT_PATH, options.logger));
  app.use(requireOperation);
  app.use(checkUrlText);
  app.use(stubAuthenticate);
  app.use(refuseUndeclaredBody);
  app.use(requireJson);
  app.use(refuseDeclaredOversize);
  app.use(jsonBody((limit) => express.json({ limit, type: ['application/json', 'application/*+json'] })));
  app.use(checkBodyText);
  for (const { basePath, validator } of contractValidators(options.validateResponses ?? false)) {
    app.use(validator);
    app.use(dispatch(basePath, handlers));
  }
  app.use(unknownRoute);
  app.use(errorHandler(options.logger));
  return app;
}

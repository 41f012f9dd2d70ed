import { randomBytes } from 'node:crypto';
import { parse as parseQueryString } from 'node:querystring';
import express, { type Express, type RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { PrismaClient } from '@prisma/client';
import type { Config } from './config';
import type { DatabaseDriver } from './db/database';
import { systemClock } from './core/clock';
import { API_BASE_PATH, API_VERSION, rootPaths } from './generated/contract.gen';
import { handlers as handlerRegistry } from './generated/handlers.gen';
import { operationIds, operationTable, type OperationId } from './generated/operations.gen';
import { AddressGuard, DEFAULT_ADDRESS_LIMITS } from './http/address-limit';
import { authenticate } from './http/auth';
import { KeyCache } from './http/key-cache';
import { jsonBody, refuseDeclaredOversize, refuseUndeclaredBody } from './http/body-limit';
import { docsRoutes } from './http/docs';
import { embedPages } from './http/embed-pages';
import { flowPages } from './http/embed/flows';
import { stateOf } from './http/context';
import { errorHandler, unknownRoute } from './http/error-handler';
import { toExpress, type HandlerRegistry } from './http/handler';
import { idempotency } from './http/idempotency';
import { rateLimit } from './http/rate-limit';
import { RateCounter } from './http/rate-counter';
import { chain } from './http/chain';
import { sandboxClock } from './http/sandbox-clock';
import { exampleResponses, withExampleStubs, type ExampleResponse } from './http/stub-responses';
import { checkBodyText, checkUrlText } from './http/request-text';
import { matchRoute } from './http/route-match';
import { ApiError } from './http/problem';
import { CONTRACT_PATH, readContract } from './lib/contract';
import { FieldCipher } from './lib/secrets';
import type { Logger } from './lib/logger';
import type { HostLookup } from './lib/net-guard';
import { sqlReader } from './repositories/sql';
import { createServices } from './services';

export { CONTRACT_PATH };
export { API_VERSION };
/** The major version (`1` of `1.0`), also accepted as `API-Version`. */
const API_MAJOR_VERSION = API_VERSION.split('.')[0];

export interface AppDeps {
  prisma: PrismaClient;
  databaseKind: 'postgres' | 'pglite';
  config: Config;
  logger: Logger;
  /** The clock the service reads (tests may move it). */
  now?: () => Date;
  /** How webhook hosts are resolved (lib/net-guard.ts); the system resolver when absent (tests inject one). */
  lookup?: HostLookup;
  /** The driver under `prisma`: on PostgreSQL the key cache listens for revocations of other processes (http/key-cache.ts). */
  driver?: DatabaseDriver;
}

/**
 * Every operation of the contract must have its own handler, and the registry nothing else; otherwise
 * refuse to start. The generated registry (generated/handlers.gen.ts) already fails to compile on
 * either; this is the same rule at start, for whatever registry is passed.
 */
export function resolveHandlers(registry: Partial<HandlerRegistry> = handlerRegistry): Map<OperationId, RequestHandler> {
  const table = new Map<OperationId, RequestHandler>();
  const missing: OperationId[] = [];
  const resolve = <K extends OperationId>(id: K): void => {
    const module = registry[id];
    if (!module) return void missing.push(id);
    if (module.operationId !== id) throw new Error(`${id} is mapped to the handler of ${module.operationId}`);
    table.set(id, toExpress(module));
  };
  for (const id of operationIds) resolve(id);
  if (missing.length) throw new Error(`operations without a handler: ${missing.join(', ')}`);
  const unknown = Object.keys(registry).filter((id) => !table.has(id as OperationId));
  if (unknown.length) throw new Error(`handlers for operations the contract does not have: ${unknown.join(', ')}`);
  return table;
}

/** Random request ids (`req_` and 20 hex digits) cut from a pool of random bytes refilled 4 KiB at a time. */
const ID_POOL_BYTES = 4096;
let idPool = randomBytes(ID_POOL_BYTES);
let idOffset = 0;
function newRequestId(): string {
  if (idOffset + 10 > ID_POOL_BYTES) {
    idPool = randomBytes(ID_POOL_BYTES);
    idOffset = 0;
  }
  const id = idPool.toString('hex', idOffset, idOffset + 10);
  idOffset += 10;
  return `req_${id}`;
}

export const requestContext =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const state = stateOf(req);
    const given = req.header('X-Request-Id');
    state.requestId = given && /^[A-Za-z0-9_-]{1,64}$/.test(given) ? given : newRequestId();
    const route = matchRoute(req.method, req.path);
    state.operationId = route.kind === 'operation' ? route.operationId : undefined;
    state.methodNotAllowed = route.kind === 'method_not_allowed';
    res.setHeader('API-Version', API_VERSION);
    res.setHeader('X-Request-Id', state.requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info(
        {
          requestId: state.requestId,
          method: req.method,
          path: req.path,
          operationId: state.operationId,
          status: res.statusCode,
          callerKind: state.caller?.kind,
          apiKeyId: state.caller?.apiKeyId,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      );
    });
    const version = req.header('API-Version');
    if (version !== undefined && version !== API_VERSION && version !== API_MAJOR_VERSION) {
      return next(new ApiError(400, 'unsupported_api_version', `API-Version ${version} is not served; this server speaks ${API_VERSION}.`));
    }
    next();
  };

/**
 * The gate after the one route match: a request that is not exactly an operation of the contract
 * ends here, 404 (405 when the path exists with other methods), before any other layer reads it.
 */
export const requireOperation: RequestHandler = (req, _res, next) => {
  const state = stateOf(req);
  if (state.operationId) return next();
  if (state.methodNotAllowed) return next(new ApiError(405, 'method_not_allowed', 'This method is not allowed on this path.'));
  next(new ApiError(404, 'not_found', 'No such route.'));
};

/** 415 for a body that is not JSON, before anything tries to parse it. */
export const requireJson: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
    return next(new ApiError(415, 'unsupported_media_type', 'Send request bodies as application/json.'));
  }
  next();
};

/** The public documents, which say nothing about anyone and may be cached: they set their own Cache-Control (http/docs.ts) or none. */
const PUBLIC_DOCUMENTS = new Set(['/health', '/docs', '/openapi.yaml', '/openapi.json']);

/**
 * `Cache-Control: no-store` on every answer but the public documents (docs/security.md, "Caching"): the
 * API's JSON, PDF and CSV answers, its problems (a 404 included) and the hosted /embed pages carry
 * personal or financial data, which no browser or proxy may keep.
 */
const noStore: RequestHandler = (req, res, next) => {
  if (!PUBLIC_DOCUMENTS.has(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
};

let examples: Map<OperationId, ExampleResponse> | undefined;
/** Every operation's example response (http/stub-responses.ts), read from openapi.yaml once per process. */
export function contractExamples(): Map<OperationId, ExampleResponse> {
  examples ??= exampleResponses(readContract(CONTRACT_PATH));
  return examples;
}

/** The contract split by base path: the API under /v1, and the operations served at the host root (health). */
export function contractsByBase(): Array<{ basePath: string; doc: Record<string, unknown> }> {
  const contract = readContract<{ paths: Record<string, { servers?: Array<{ url: string }> }>; components: Record<string, Record<string, unknown>> }>(CONTRACT_PATH);
  const bases = new Map<string, Record<string, unknown>>();
  for (const [path, item] of Object.entries(contract.paths)) {
    const basePath = item.servers?.length ? new URL(item.servers[0].url).pathname.replace(/\/$/, '') : '/v1';
    if (!bases.has(basePath)) bases.set(basePath, {});
    const { servers: _servers, ...rest } = item;
    bases.get(basePath)![path] = rest;
  }
  // Longer base paths first: the root instance manages every path and would claim /v1 requests. Each
  // validator gets the components its paths reach: the root's (health) needs few, and preparing all of
  // them cost each app a quarter of a second.
  return [...bases].sort((a, b) => b[0].length - a[0].length).map(([basePath, paths]) => ({
    basePath,
    doc: { ...contract, servers: [{ url: `http://localhost${basePath}` }], paths, webhooks: undefined, components: reachableComponents(contract.components, paths) },
  }));
}

/** The components `from` reaches through `#/components/<kind>/<name>` references, transitively (security schemes kept). */
function reachableComponents(components: Record<string, Record<string, unknown>>, from: unknown): Record<string, Record<string, unknown>> {
  const kept: Record<string, Record<string, unknown>> = { securitySchemes: components.securitySchemes ?? {} };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const ref = key === '$ref' && typeof value === 'string' ? /^#\/components\/([^/]+)\/([^/]+)$/.exec(value) : null;
      if (ref) {
        const [, kind, name] = ref;
        if (kept[kind]?.[name] !== undefined || components[kind]?.[name] === undefined) continue;
        (kept[kind] ??= {})[name] = components[kind][name];
        visit(components[kind][name]);
      } else visit(value);
    }
  };
  visit(from);
  return kept;
}

/**
 * The validator middleware per base path. Building its validators is the costly part of a request's
 * first pass, and they depend only on the contract, so every app of a process shares them.
 * The validator only validates: the handler of the operation is called by `dispatch` below, from the one
 * route match, rather than by a router of its own that would match the path a third time.
 */
type Validator = ReturnType<typeof OpenApiValidator.middleware>;
const validatorCache = new Map<boolean, Array<{ basePath: string; validator: Validator }>>();

export function contractValidators(validateResponses: boolean): Array<{ basePath: string; validator: Validator }> {
  const cached = validatorCache.get(validateResponses);
  if (cached) return cached;
  const built = contractsByBase().map(({ basePath, doc }) => ({
    basePath,
    validator: OpenApiValidator.middleware({
      apiSpec: doc as never,
      // The validator always coerces path, query and header values (they arrive as strings); its
      // coerceTypes option would also coerce JSON bodies (`legalName: 5` -> "5"), which the contract rejects.
      validateRequests: { allowUnknownQueryParameters: false, allErrors: true },
      validateResponses: validateResponses ? { removeAdditional: false } : false,
      validateSecurity: false,
      // The contract itself is checked once, not at each start: by `npm run lint:contract` and by
      // test/unit/contract-valid.test.ts with this validator's own OpenAPI schema (docs/testing.md, "Speed").
      validateApiSpec: false,
      // The document is the contract's, whose references are all internal (`#/components/...`): bundling it
      // (json-schema-ref-parser walking all of it) changed nothing and cost each start a tenth of a second;
      // test/unit/contract-valid.test.ts proves it changes nothing. Mode 'none' is patched in
      // (patches/express-openapi-validator+5.6.2.patch), as is a preparation that no longer compiles every
      // schema of the contract at each start (docs/testing.md, "Speed").
      $refParser: { mode: 'none' },
      // No operation takes multipart/form-data (a body that is not JSON is refused with 415 before the
      // validator), so no multer and no ajv of its own.
      fileUploader: false,
      validateFormats: true,
      ajvFormats: { mode: 'full' },
      ignoreUndocumented: false,
    }),
  }));
  validatorCache.set(validateResponses, built);
  return built;
}

/**
 * Calls the handler of the request's operation (the one route match) once the validator of its base
 * path has validated the request (`req.openapi` is its mark); requests of another base path go on to
 * their own validator.
 */
export function dispatch(basePath: string, handlers: Map<OperationId, RequestHandler>): RequestHandler {
  return (req, res, next) => {
    const operationId = stateOf(req).operationId;
    const validated = (req as { openapi?: { pathParams?: Record<string, string>; schema?: { operationId?: string } } }).openapi;
    if (!operationId || operationTable[operationId].basePath !== basePath || !validated) return next();
    // The validator must have checked the request against this very operation; otherwise fail closed.
    if (validated.schema?.operationId !== operationId) return next(new ApiError(404, 'not_found', 'No such route.'));
    // The path parameters as the validator decoded and checked them (Express resets req.params at each layer).
    req.params = validated.pathParams ?? {};
    handlers.get(operationId)!(req, res, next);
  };
}

/**
 * The operations the contract serves at the host root (a path-level `servers`: `GET /health`) are served under the
 * API's base path too (`/v1/health`), with the same answer: generators and Prism ignore path-level servers and call
 * `{base_url}/health` (openapi.yaml getHealth). The exact path (a query string kept) is read as the root path before
 * anything else sees the request, so the route match, the gates, the validator, the handler and the request log are
 * the root operation's; any other spelling is no operation, as at the root.
 */
const ROOT_ALIASES: ReadonlyMap<string, string> = new Map(rootPaths.map((path) => [API_BASE_PATH + path, path]));
const rootAliases: RequestHandler = (req, _res, next) => {
  const query = req.url.indexOf('?');
  const root = ROOT_ALIASES.get(query === -1 ? req.url : req.url.slice(0, query));
  if (root !== undefined) {
    // The validator finds the route from originalUrl: it is the root path's request from here on (its problems' `instance` too).
    req.url = root + (query === -1 ? '' : req.url.slice(query));
    req.originalUrl = req.url;
  }
  next();
};

/** TRUST_PROXY as Express reads it: `true`, a hop count, or addresses/subnets (comma separated). */
function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** An Express app with the routing and query parsing every app of the service uses (createApp, stub-app.ts). */
export function expressApp(trustProxy: string | undefined): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag / 304: the contract promises neither, and hashing every body costs each response.
  app.set('etag', false);
  // Express's own routing (the validator follows it) made as strict as the one route match.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  if (trustProxy) app.set('trust proxy', trustProxyValue(trustProxy));
  app.set('query parser', 'extended');
  // qs (the extended parser) turns a key repeated more than 20 times into an object; the contract's
  // exploded array parameters (`id=a&id=b`, up to 100 values) must stay arrays.
  const extendedQuery = app.get('query parser fn') as (str: string) => Record<string, unknown>;
  app.set('query parser', (str: string) => {
    const query = extendedQuery(str);
    for (const [name, value] of Object.entries(parseQueryString(str))) if (Array.isArray(value) && !name.includes('[')) query[name] = value;
    return query;
  });
  app.use(rootAliases);
  app.use(noStore);
  return app;
}

export function createApp(deps: AppDeps): Express {
  const now = deps.now ?? systemClock;
  // STUB_RESPONSES=examples: each notImplemented placeholder answers its contract example (http/stub-responses.ts).
  const handlers = resolveHandlers(deps.config.stubResponses === 'examples' ? withExampleStubs(handlerRegistry, contractExamples()) : handlerRegistry);
  const keys = new KeyCache(now, { driver: deps.driver, logger: deps.logger });
  const sql = deps.driver ? sqlReader(deps.driver) : undefined;
  const services = createServices({ prisma: deps.prisma, config: deps.config, databaseKind: deps.databaseKind, now, lookup: deps.lookup, keyRevoked: (id) => keys.forget(id), sql });
  const app = expressApp(deps.config.trustProxy);
  const guard = new AddressGuard(deps.prisma, deps.config.addressLimits ?? DEFAULT_ADDRESS_LIMITS, now);
  // Hosted onboarding pages (HTML forms, not the JSON contract); before the request log, which would record their token.
  // Limited per client address: the pages need no key.
  app.use('/embed/flows', guard.embedLimit(), flowPages(deps.logger, deps.config.embedFrameAncestors));
  app.use('/embed', guard.embedLimit(), embedPages(deps.logger, deps.config.embedFrameAncestors));
  app.use(requestContext(deps.logger));
  // The contract for people and tools (GET /docs, /openapi.yaml, /openapi.json): no key, not rate limited, not operations.
  // An API request (`/v1/...`) is never one of them: it skips the documents' router (a sub-router's walk per request).
  const docs = docsRoutes(CONTRACT_PATH, deps.logger);
  app.use((req, res, next) => (req.path.startsWith('/v1/') ? next() : docs(req, res, next)));
  // Everything below serves operations only, in this order (docs/security.md): the one route match,
  // text the database can store, the key, the key's rate limit, then the body.
  const rateCounter = RateCounter.onDatabase(deps.prisma, deps.config.rateLimit, now, deps.logger, sql);
  // One router layer for the gates, in this order (http/chain.ts: the same order and errors, without a layer each).
  app.use(
    chain([
      requireOperation,
      checkUrlText,
      authenticate(deps.prisma, deps.config.operatorApiKey, guard, keys),
      rateLimit(rateCounter),
      refuseUndeclaredBody,
      requireJson,
      refuseDeclaredOversize,
      jsonBody((limit) => express.json({ limit, type: ['application/json', 'application/*+json'] })),
      checkBodyText,
      idempotency(deps.prisma, now, new FieldCipher(deps.config.encryptionKey, deps.config.encryptionKeysPrevious)),
      // Sandbox mode only: the rest of the request runs on the partner's own clock (http/sandbox-clock.ts).
      sandboxClock(services, deps.config.sandboxMode ?? false),
    ]),
  );
  app.locals.services = services;
  app.locals.keyCache = keys;
  app.locals.rateCounter = rateCounter;
  // What the app holds besides the database (rate-limit counts not yet written, the key cache's LISTEN
  // connection); call before closing the database.
  app.locals.close = async (): Promise<void> => {
    await Promise.all([rateCounter.close(), keys.close()]);
  };
  for (const { basePath, validator } of contractValidators(deps.config.validateResponses)) {
    app.use(validator);
    app.use(dispatch(basePath, handlers));
  }
  app.use(unknownRoute);
  app.use(errorHandler(deps.logger));
  return app;
}

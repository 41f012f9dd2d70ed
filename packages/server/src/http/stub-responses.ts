import type { RequestHandler } from 'express';
import { apiKeyHeaders } from '../generated/contract.gen';
import { operationIds, operationTable, type OperationId } from '../generated/operations.gen';
import type { HandlerModule, HandlerRegistry, Reply } from './handler';
import { ApiError } from './problem';
import { admits } from './auth';
import { stateOf, type CallerKind } from './context';

/**
 * Stub responses (README, "Stub responses"): an operation answered with its contract's example instead
 * of its handler. With STUB_RESPONSES=examples the service answers so for each operation whose handler
 * is a `notImplemented` placeholder (handlers/not-implemented.ts), and `npm run stub` (stub-app.ts)
 * for every operation, without a database. Everything before the handler still runs: the route match,
 * the key checks, the contract's validation of the request.
 */

type Json = Record<string, unknown>;

/** The header that marks a stub response. */
export const STUB_HEADER = 'X-Stub-Response';

/** Headers the service sets itself on every response (http/ and app.ts); a stub leaves them to it. */
const SET_BY_SERVICE = new Set(['api-version', 'x-request-id']);

/** What the contract exemplifies for an operation's first success response. */
export interface ExampleResponse {
  status: number;
  /** Each declared header that has an example (its own, or its schema's `example` or `const`). */
  headers: Record<string, string>;
  /** The JSON body; a string for another media type (`contentType`); undefined for no content. */
  body: unknown;
  /** The media type of a body that is not JSON (`application/pdf`). */
  contentType?: string;
  /**
   * A `Location` the contract declares without an example: the path of the contract's GET of the created
   * resource (the operation answering the same schema, its last parameter the body's `id`), or else the
   * operation's own path followed by the body's `id`; filled from the request's path parameters.
   */
  location?: { path: string; idParam: string; id: string };
}

function resolve(doc: Json, node: unknown): Json | undefined {
  let current = node as Json | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops++) {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, key) => (acc as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json | undefined;
  }
  return current;
}

/** The example of a media type or header: `example`, the first of `examples`, else its schema's `example` or `const`. */
function exampleOf(doc: Json, node: Json): { found: boolean; value?: unknown } {
  if ('example' in node) return { found: true, value: node.example };
  const first = Object.values((node.examples as Json | undefined) ?? {})[0];
  if (first !== undefined) return { found: true, value: resolve(doc, first)?.value };
  const schema = resolve(doc, node.schema);
  if (schema && 'example' in schema) return { found: true, value: schema.example };
  if (schema && 'const' in schema) return { found: true, value: schema.const };
  return { found: false };
}

function operationOf(doc: Json, id: OperationId): Json {
  const meta = operationTable[id];
  return ((doc.paths as Json)[meta.path] as Json)[meta.method] as Json;
}

/** The `$ref` of the JSON schema of an operation's first success response, for matching the GET of a created resource. */
function successSchemaRef(doc: Json, op: Json, status: string): string | undefined {
  const content = resolve(doc, (op.responses as Json)[status])?.content as Json | undefined;
  return ((content?.['application/json'] as Json | undefined)?.schema as Json | undefined)?.$ref as string | undefined;
}

function locationOf(doc: Json, id: OperationId, status: string, body: unknown): ExampleResponse['location'] {
  const ref = successSchemaRef(doc, operationOf(doc, id), status);
  const bodyId = (body as { id?: unknown } | undefined)?.id;
  if (!ref || typeof bodyId !== 'string') return undefined;
  const own = new Set([...operationTable[id].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  for (const other of operationIds) {
    const meta = operationTable[other];
    if (meta.method !== 'get' || successSchemaRef(doc, operationOf(doc, other), '200') !== ref) continue;
    const params = [...meta.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const idParam = params.at(-1);
    // The created resource's GET: ends with its id parameter, every other parameter known from the request.
    if (idParam && meta.path.endsWith(`/{${idParam}}`) && params.slice(0, -1).every((p) => own.has(p))) {
      return { path: `${meta.basePath}${meta.path}`, idParam, id: bodyId };
    }
  }
  const meta = operationTable[id];
  return { path: `${meta.basePath}${meta.path}/{createdId}`, idParam: 'createdId', id: bodyId };
}

/**
 * The example response of every operation, from the contract document (openapi.yaml parsed). Throws,
 * naming each, when an operation's success response has a body without an example.
 */
export function exampleResponses(doc: Json): Map<OperationId, ExampleResponse> {
  const out = new Map<OperationId, ExampleResponse>();
  const missing: string[] = [];
  for (const id of operationIds) {
    const op = operationOf(doc, id);
    const status = String(operationTable[id].successStatus);
    const response = resolve(doc, (op.responses as Json)[status]) ?? {};
    const content = (response.content as Json | undefined) ?? {};
    const mediaType = 'application/json' in content ? 'application/json' : Object.keys(content)[0];
    let body: unknown;
    if (mediaType) {
      const example = exampleOf(doc, content[mediaType] as Json);
      if (!example.found) {
        missing.push(`${id} (${status} ${mediaType})`);
        continue;
      }
      body = example.value;
    }
    const headers: Record<string, string> = {};
    let declaresLocation = false;
    for (const [name, header] of Object.entries((response.headers as Json | undefined) ?? {})) {
      if (SET_BY_SERVICE.has(name.toLowerCase())) continue;
      const example = exampleOf(doc, resolve(doc, header) ?? {});
      if (example.found) headers[name] = String(example.value);
      else if (name.toLowerCase() === 'location') declaresLocation = true;
    }
    out.set(id, {
      status: Number(status),
      headers,
      body,
      ...(mediaType && mediaType !== 'application/json' ? { contentType: mediaType } : {}),
      ...(declaresLocation ? { location: locationOf(doc, id, status, body) } : {}),
    });
  }
  if (missing.length) throw new Error(`openapi.yaml has no example for the success response of: ${missing.join(', ')}`);
  return out;
}

/** The handler that answers an operation's example response, marked with `X-Stub-Response: example`. */
export function exampleHandler<K extends OperationId>(operationId: K, example: ExampleResponse): HandlerModule<K> {
  const body = example.contentType && typeof example.body === 'string' ? Buffer.from(example.body, 'latin1') : example.body;
  return {
    operationId,
    handle: async ({ params }) => {
      const headers: Record<string, string> = { ...example.headers, [STUB_HEADER]: 'example' };
      if (example.contentType) headers['Content-Type'] = example.contentType;
      const { location } = example;
      if (location) {
        const values: Record<string, string> = { ...(params as Record<string, string>), [location.idParam]: location.id };
        headers.Location = location.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]));
      }
      return { status: example.status, body, headers } as unknown as Reply<K>;
    },
  };
}

/** `registry` with each `notImplemented` placeholder replaced by its operation's example response. */
export function withExampleStubs(registry: Partial<HandlerRegistry>, examples: Map<OperationId, ExampleResponse>): Partial<HandlerRegistry> {
  const out: Record<string, HandlerModule> = {};
  for (const [id, module] of Object.entries(registry) as Array<[OperationId, HandlerModule]>) {
    out[id] = module?.notImplemented && examples.has(id) ? exampleHandler(id, examples.get(id)!) : module;
  }
  return out as Partial<HandlerRegistry>;
}

const KEY_HEADERS = (Object.keys(apiKeyHeaders) as CallerKind[]).map((kind) => ({ kind, header: apiKeyHeaders[kind].toLowerCase() }));

/**
 * The key check of `npm run stub`, which has no database to look keys up in: exactly one key header
 * (two: 400 multiple_api_keys), of a kind the operation admits (none: 401 unauthenticated; another kind:
 * 403 forbidden), with any non-empty value.
 */
export const stubAuthenticate: RequestHandler = (req, _res, next) => {
  const state = stateOf(req);
  const operationId = state.operationId;
  if (!operationId) return next(new ApiError(404, 'not_found', 'No such route.'));
  const present = KEY_HEADERS.filter((h) => req.headers[h.header] !== undefined);
  if (present.length > 1) return next(new ApiError(400, 'multiple_api_keys', `Send exactly one key header; got ${present.map((h) => h.header).join(', ')}.`));
  if (operationTable[operationId].security.length === 0) return next();
  const sent = present[0];
  if (!sent || !req.headers[sent.header]) return next(new ApiError(401, 'unauthenticated', 'Send exactly one of the X-API-key, G-API-key or C-API-key headers.'));
  state.caller = { kind: sent.kind, apiKeyId: 'stub' };
  if (!admits(operationId, state.caller)) return next(new ApiError(403, 'forbidden', `A ${sent.kind.toLowerCase()} key cannot call ${operationId}.`));
  next();
};

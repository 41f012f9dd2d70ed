/**
 * Typed client for the payroll API, built on openapi-fetch and the generated contract types.
 *
 *   const api = createPayrollClient({ baseUrl: 'http://localhost:3000/v1', apiKey: { kind: 'Partner', key } });
 *   // openapi-fetch style: nothing thrown, the problem body typed per operation in `error`
 *   const { data, error } = await api.GET('/companies/{companyId}', { params: { path: { companyId } } });
 *   // or: the data, or a thrown PayrollApiError carrying the problem body
 *   const company = await unwrap(api.GET('/companies/{companyId}', { params: { path: { companyId } } }));
 *
 * See README.md (its examples are executed by test/readme-example.test.ts).
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { API_BASE_PATH, API_VERSION, apiKeyHeaders, rootPaths as contractRootPaths, type ApiKeyKind, type ErrorCode, type paths, type Problem, type Schema } from '@payroll/contract';

export type { paths, components, operations, Problem, ErrorCode, Schema } from '@payroll/contract';

/** The kinds of API key: the contract's `securitySchemes` (`PartnerKey`, ...). */
export type { ApiKeyKind };

/** The header that carries each kind of key, from the contract's `securitySchemes`. */
export const apiKeyHeader: Record<ApiKeyKind, string> = apiKeyHeaders;

/** The contract version the client is generated from (`info.version`), sent as `API-Version` on every request. */
export { API_VERSION };

export interface PayrollClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /**
   * The service's `{base_url}`: scheme, host, optional port and path prefix, ending with the major
   * version, e.g. `http://localhost:3000/v1` or `https://api.example.com/payroll/v1`. Trailing
   * slashes are ignored. No query string or fragment.
   */
  baseUrl: string;
  apiKey?: { kind: ApiKeyKind; key: string };
}

export type PayrollClient = Client<paths>;

/** `baseUrl` without trailing slashes; a query string or fragment is refused (paths are appended to it). */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  if (trimmed.includes('?') || trimmed.includes('#')) {
    throw new TypeError(`baseUrl must not carry a query string or fragment: ${baseUrl}`);
  }
  return trimmed;
}

/**
 * Operations the contract serves at the host root, outside the versioned `{base_url}` (their
 * path-level `servers`): `GET /health`.
 */
export const rootPaths: readonly string[] = contractRootPaths;

/** Where the root operations are: `{base_url}` without its trailing major version (the contract's `/v1`). */
export function rootUrlOf(baseUrl: string): string {
  const base = normalizeBaseUrl(baseUrl);
  return base.endsWith(API_BASE_PATH) ? base.slice(0, -API_BASE_PATH.length) : base;
}

export function createPayrollClient(options: PayrollClientOptions): PayrollClient {
  const { apiKey, headers, baseUrl, ...rest } = options;
  const merged: Record<string, string> = { 'API-Version': API_VERSION };
  if (apiKey) merged[apiKeyHeader[apiKey.kind]] = apiKey.key;
  const base = normalizeBaseUrl(baseUrl);
  const client = createClient<paths>({
    ...rest,
    baseUrl: base,
    headers: { ...merged, ...(headers as Record<string, string> | undefined) },
  });
  const root = rootUrlOf(base);
  if (root !== base) {
    // openapi-fetch ignores path-level servers: send the root operations to the host root.
    client.use({
      onRequest({ request, schemaPath, options: used }) {
        if (!rootPaths.includes(schemaPath) || used.baseUrl !== base || !request.url.startsWith(base)) return undefined;
        return new Request(root + request.url.slice(base.length), request);
      },
    });
  }
  return client;
}

// ---------------------------------------------------------------------------------------------
// Errors

export type FieldError = Schema<'FieldError'>;

/** `code` of a PayrollApiError: a contract error code, or `unexpected_response` for an error body that is not a problem. */
export type PayrollErrorCode = ErrorCode | 'unexpected_response';

/** What openapi-fetch resolves every call with. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'string' && typeof b.title === 'string' && typeof b.status === 'number';
}

/**
 * An error response of the payroll API. `problem` is the problem-details body as the service sent
 * it (title, detail, code, field `errors`, requestId); when the body was something else (a proxy's
 * HTML page, an empty body), `problem` is undefined, `code` is `unexpected_response` and `body`
 * holds what was received.
 */
export class PayrollApiError extends Error {
  override readonly name = 'PayrollApiError';
  /** HTTP status of the response. */
  readonly status: number;
  readonly code: PayrollErrorCode;
  /** The problem body, when the error body was one. */
  readonly problem: Problem | undefined;
  /** The error body as parsed by openapi-fetch (JSON, else text; undefined when empty). Not enumerable. */
  declare readonly body: unknown;
  /** Request id: the problem's `requestId`, else the `X-Request-Id` header. */
  readonly requestId: string | undefined;
  /** Field-level problems (`validation_failed`, some 422s); empty when none. */
  readonly errors: FieldError[];
  /** Seconds to wait before retrying, from `Retry-After` (429 `rate_limited`). */
  readonly retryAfterSeconds: number | undefined;
  /** The response (its body already read). Not enumerable, so that logging the error stays short. */
  declare readonly response: Response | undefined;

  constructor(init: { status: number; body: unknown; response?: Response }) {
    const problem = isProblem(init.body) ? init.body : undefined;
    const status = init.status;
    const fields = (problem?.errors ?? []).map((e) => `${e.field}: ${e.message}`).join('; ');
    const summary = problem
      ? `${status} ${problem.code}: ${problem.detail ?? problem.title}${fields ? ` (${fields})` : ''}`
      : `${status} unexpected_response: ${describeBody(init.body, init.response)}`;
    super(summary);
    this.status = status;
    this.problem = problem;
    Object.defineProperty(this, 'body', { value: init.body, enumerable: false });
    Object.defineProperty(this, 'response', { value: init.response, enumerable: false });
    this.code = problem ? problem.code : 'unexpected_response';
    this.errors = problem?.errors ?? [];
    this.requestId = problem?.requestId ?? init.response?.headers.get('X-Request-Id') ?? undefined;
    const retryAfter = init.response?.headers.get('Retry-After');
    this.retryAfterSeconds = retryAfter != null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
  }

  /** The error of an openapi-fetch result whose response is not 2xx. */
  static fromResult(result: FetchResult): PayrollApiError {
    return new PayrollApiError({ status: result.response.status, body: result.error, response: result.response });
  }
}

function describeBody(body: unknown, response: Response | undefined): string {
  if (body === undefined || body === '') return response?.statusText || 'empty body';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}...` : oneLine;
}

/** The success data of an openapi-fetch result type (undefined for a 204). */
export type DataOf<R> = R extends { data: infer D } ? ([D] extends [never] ? undefined : D) : never;

/**
 * Awaits an openapi-fetch call and returns its data, or throws a PayrollApiError when the response
 * status is not 2xx (decided on the status, so an error with an empty body throws too). Network
 * failures reject with fetch's own error, unchanged.
 */
export async function unwrap<R extends FetchResult>(call: Promise<R> | R): Promise<DataOf<R>> {
  const result = await call;
  if (!result.response.ok) throw PayrollApiError.fromResult(result);
  return result.data as DataOf<R>;
}

// ---------------------------------------------------------------------------------------------
// Paging

/** A page of a list operation, as the contract's paged envelopes carry it. */
export interface PageLike<T> {
  results?: T[] | null;
  nextPage?: number | null;
}

/**
 * Every result of a list operation, page after page (following `nextPage`), as an async iterator.
 * `fetchPage(page)` makes the call for one page; an error response throws a PayrollApiError.
 *
 *   for await (const e of paginate((page) => api.GET('/companies/{companyId}/employees', { params: { path: { companyId }, query: { page } } })))
 */
export async function* paginate<R extends FetchResult>(
  fetchPage: (page: number) => Promise<R>,
): AsyncGenerator<DataOf<R> extends PageLike<infer T> ? T : never, void, undefined> {
  type Item = DataOf<R> extends PageLike<infer T> ? T : never;
  let page: number | null | undefined = 1;
  while (page != null) {
    const data = (await unwrap(fetchPage(page))) as PageLike<Item> | undefined;
    for (const item of data?.results ?? []) yield item;
    const next: number | null | undefined = data?.nextPage;
    if (next != null && next <= page) throw new Error(`paginate: nextPage ${next} does not move past page ${page}`);
    page = next;
  }
}

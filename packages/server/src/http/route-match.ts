import { operationTable, type OperationId } from '../generated/operations.gen';

/**
 * The one route match of a request (docs/security.md, "One route match"). Every layer after it
 * (authentication, rate limits, idempotency, validation, the handler) uses this result: nothing
 * else decides which operation a request addresses. The match is exact and case-sensitive: the raw
 * path must equal a contract path with each `{parameter}` replaced by one non-empty segment. Upper
 * case, a percent-encoded letter, a trailing slash or a doubled slash match nothing.
 */
interface CompiledRoute {
  operationId: OperationId;
  method: string;
  regex: RegExp;
  literalSegments: number;
}

function compile(): CompiledRoute[] {
  const routes = (Object.keys(operationTable) as OperationId[]).map((operationId) => {
    const meta = operationTable[operationId];
    const full = meta.basePath + meta.path;
    const pattern = full.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return {
      operationId,
      method: meta.method.toUpperCase(),
      regex: new RegExp(`^${pattern}$`),
      literalSegments: full.split('/').filter((s) => s && !s.startsWith('{')).length,
    };
  });
  // Literal segments win over parameters (`/clock_in` before `/{timecardId}`).
  return routes.sort((a, b) => b.literalSegments - a.literalSegments);
}

const routes = compile();

export type RouteMatch =
  | { kind: 'operation'; operationId: OperationId }
  /** The path is a contract path, but not with this method. */
  | { kind: 'method_not_allowed' }
  | { kind: 'none' };

/** The operation a request addresses, from its method and raw (undecoded) path. */
export function matchRoute(method: string, rawPath: string): RouteMatch {
  let pathMatched = false;
  for (const r of routes) {
    if (!r.regex.test(rawPath)) continue;
    if (r.method === method) return { kind: 'operation', operationId: r.operationId };
    pathMatched = true;
  }
  return pathMatched ? { kind: 'method_not_allowed' } : { kind: 'none' };
}

/** Shorthand: the operation id, or undefined for anything that is not exactly an operation. */
export function matchOperation(method: string, rawPath: string): OperationId | undefined {
  const m = matchRoute(method, rawPath);
  return m.kind === 'operation' ? m.operationId : undefined;
}

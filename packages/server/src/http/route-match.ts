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

/**
 * The routes by method and number of slashes (a `{parameter}` is one segment, so a path can only match
 * routes with as many slashes as it has), in the order above: the match looks at a handful of routes,
 * not all of them, with the same result.
 */
const slashes = (path: string): number => {
  let n = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++;
  return n;
};
const byShape = new Map<string, CompiledRoute[]>();
const byDepth = new Map<number, CompiledRoute[]>();
for (const r of routes) {
  const depth = slashes(operationTable[r.operationId].basePath + operationTable[r.operationId].path);
  const key = `${r.method} ${depth}`;
  byShape.set(key, [...(byShape.get(key) ?? []), r]);
  byDepth.set(depth, [...(byDepth.get(depth) ?? []), r]);
}

export type RouteMatch =
  | { kind: 'operation'; operationId: OperationId }
  /** The path is a contract path, but not with this method. */
  | { kind: 'method_not_allowed' }
  | { kind: 'none' };

/** The operation a request addresses, from its method and raw (undecoded) path. */
export function matchRoute(method: string, rawPath: string): RouteMatch {
  const depth = slashes(rawPath);
  for (const r of byShape.get(`${method} ${depth}`) ?? []) {
    if (r.regex.test(rawPath)) return { kind: 'operation', operationId: r.operationId };
  }
  for (const r of byDepth.get(depth) ?? []) {
    if (r.regex.test(rawPath)) return { kind: 'method_not_allowed' };
  }
  return { kind: 'none' };
}

/** Shorthand: the operation id, or undefined for anything that is not exactly an operation. */
export function matchOperation(method: string, rawPath: string): OperationId | undefined {
  const m = matchRoute(method, rawPath);
  return m.kind === 'operation' ? m.operationId : undefined;
}

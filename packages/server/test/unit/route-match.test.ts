// The one route match (http/route-match.ts): every operation of the contract is found from a concrete
// path, exactly; other methods on the same path are 405; anything else matches nothing. The match is
// indexed by method and depth, so it is checked here against the plain definition, a scan of every route.
import { operationTable, type OperationId } from '../../src/generated/operations.gen';
import { matchRoute } from '../../src/http/route-match';

const ids = Object.keys(operationTable) as OperationId[];
const fullPath = (id: OperationId) => operationTable[id].basePath + operationTable[id].path;
const concrete = (id: OperationId, value = 'abc_123') => fullPath(id).replace(/\{[^}]+\}/g, value);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The definition: among routes whose pattern matches, literal segments win; then 405 if only another method matches. */
function reference(method: string, path: string): ReturnType<typeof matchRoute> {
  const literal = (id: OperationId) => fullPath(id).split('/').filter((s) => s && !s.startsWith('{')).length;
  const matching = ids
    .filter((id) => new RegExp(`^${fullPath(id).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path))
    .sort((a, b) => literal(b) - literal(a));
  const same = matching.find((id) => operationTable[id].method.toUpperCase() === method);
  if (same) return { kind: 'operation', operationId: same };
  return matching.length ? { kind: 'method_not_allowed' } : { kind: 'none' };
}

describe('route match', () => {
  it('finds every operation from a concrete path of its own', () => {
    for (const id of ids) expect(matchRoute(operationTable[id].method.toUpperCase(), concrete(id))).toEqual({ kind: 'operation', operationId: id });
  });

  it('a literal segment wins over a parameter (clock_in is not a timecard id)', () => {
    const clockIn = ids.find((id) => fullPath(id).endsWith('/clock_in'));
    expect(clockIn).toBeDefined();
    expect(matchRoute(operationTable[clockIn!].method.toUpperCase(), concrete(clockIn!))).toEqual({ kind: 'operation', operationId: clockIn });
  });

  it('agrees with a scan of every route, for every method, on each path and on its misspellings', () => {
    const paths = ids.flatMap((id) => {
      const p = concrete(id);
      return [p, p.toUpperCase(), `${p}/`, p.replace('/v1/', '/v1//'), p.replace(/^\/v1/, '/V1'), p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`), `${p}/extra`, p.split('/').slice(0, -1).join('/')];
    });
    let compared = 0;
    for (const path of new Set(paths)) {
      for (const method of METHODS) {
        expect([method, path, matchRoute(method, path)]).toEqual([method, path, reference(method, path)]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(ids.length * METHODS.length * 4);
  });

  it('405 for a path of the contract with another method; nothing for a path outside it', () => {
    const getCompany = ids.find((id) => id === 'getCompany')!;
    expect(matchRoute('PUT', concrete(getCompany))).toEqual({ kind: 'method_not_allowed' });
    expect(matchRoute('GET', '/v1/nowhere')).toEqual({ kind: 'none' });
    expect(matchRoute('GET', '')).toEqual({ kind: 'none' });
  });
});

import { operationTable, type OperationId } from '../generated/operations.gen';

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
      regex: new RegExp(`^${pattern}/?$`),
      literalSegments: full.split('/').filter((s) => s && !s.startsWith('{')).length,
    };
  });
  // Literal segments win over parameters (`/clock_in` before `/{timecardId}`).
  return routes.sort((a, b) => b.literalSegments - a.literalSegments);
}

const routes = compile();

/** The operation a request addresses, matched against the contract's paths; undefined for unknown routes. */
export function matchOperation(method: string, path: string): OperationId | undefined {
  return routes.find((r) => r.method === method && r.regex.test(path))?.operationId;
}

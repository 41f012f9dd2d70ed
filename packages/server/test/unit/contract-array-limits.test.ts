// Issue 12, point 5: every array in a request body has a `maxItems` in the contract, and a payroll
// still accepts at least 10,000 employee items. Walks openapi.yaml from every requestBody through
// $refs, properties, items, allOf/oneOf/anyOf and additionalProperties.
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';

type Json = Record<string, unknown>;
const contract = readContract(CONTRACT_PATH) as Json;

function resolveRef(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref} is not supported by this test`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], contract);
}

interface RequestArray {
  where: string;
  maxItems: unknown;
}

/** Every array schema reachable from `node`, with the path it was reached by. Each $ref is followed once per path. */
function arraysIn(node: unknown, where: string, refs: ReadonlySet<string>, out: RequestArray[]): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (typeof schema.$ref === 'string') {
    if (refs.has(schema.$ref)) return;
    arraysIn(resolveRef(schema.$ref), `${where} -> ${schema.$ref.replace('#/components/schemas/', '')}`, new Set([...refs, schema.$ref]), out);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array') || schema.items !== undefined || schema.prefixItems !== undefined) out.push({ where, maxItems: schema.maxItems });
  if (schema.items && typeof schema.items === 'object') arraysIn(schema.items, `${where}[]`, refs, out);
  for (const [name, sub] of Object.entries((schema.properties as Json) ?? {})) arraysIn(sub, `${where}.${name}`, refs, out);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') arraysIn(schema.additionalProperties, `${where}{}`, refs, out);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) {
    ((schema[key] as unknown[]) ?? []).forEach((sub, i) => arraysIn(sub, `${where}(${key}[${i}])`, refs, out));
  }
}

function requestArrays(): RequestArray[] {
  const out: RequestArray[] = [];
  for (const [path, item] of Object.entries(contract.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      const operation = op as Json;
      if (!operation || typeof operation !== 'object' || !operation.requestBody) continue;
      let body = operation.requestBody as Json;
      if (typeof body.$ref === 'string') body = resolveRef(body.$ref) as Json;
      for (const [mediaType, media] of Object.entries((body.content as Json) ?? {})) {
        arraysIn((media as Json).schema, `${method.toUpperCase()} ${path} (${operation.operationId}) ${mediaType} body`, new Set(), out);
      }
    }
  }
  return out;
}

describe('array limits of request bodies (openapi.yaml)', () => {
  const arrays = requestArrays();

  it('finds the request-body arrays (the walker works)', () => {
    expect(arrays.some((a) => a.where.includes('createPayroll') && a.where.endsWith('.employeeItems'))).toBe(true);
    expect(arrays.some((a) => a.where.includes('.earningCodeEarnings'))).toBe(true);
  });

  it('every array reachable from a requestBody has a positive integer maxItems', () => {
    const missing = arrays.filter((a) => !(Number.isInteger(a.maxItems) && (a.maxItems as number) > 0)).map((a) => a.where);
    expect(missing).toEqual([]);
  });

  it('a payroll accepts at least 10,000 employee items, on create and on update', () => {
    const items = arrays.filter((a) => /\((createPayroll|updatePayroll)\) application\/json body -> Payroll(Create|Update)\.employeeItems$/.test(a.where));
    expect(items.length).toBe(2);
    for (const a of items) expect(a.maxItems as number).toBeGreaterThanOrEqual(10000);
  });
});

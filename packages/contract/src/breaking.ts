/**
 * Breaking-change detection between two OpenAPI documents (baseline -> candidate).
 * Breaking: a removed operation; a removed response field or a changed field type;
 * a request field, query or header parameter that becomes required (or is new and required);
 * an enum that loses values.
 */
type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Shape {
  types: Set<string>;
  enum?: Set<string>;
  required: Set<string>;
  properties: Map<string, Shape>;
  items?: Shape;
}

function resolve(doc: Json, node: unknown): Json {
  let current = node as Json;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref as string;
    if (seen.has(ref)) break;
    seen.add(ref);
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, key) => (acc as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json;
  }
  return current ?? {};
}

function shapeOf(doc: Json, node: unknown, depth = 0): Shape {
  const shape: Shape = { types: new Set(), required: new Set(), properties: new Map() };
  if (depth > 12) return shape;
  const schema = resolve(doc, node);
  const t = schema.type;
  (Array.isArray(t) ? t : t ? [t] : []).forEach((x) => shape.types.add(String(x)));
  if (Array.isArray(schema.enum)) shape.enum = new Set(schema.enum.map(String));
  if ('const' in schema) shape.enum = new Set([String(schema.const)]);
  (Array.isArray(schema.required) ? schema.required : []).forEach((r) => shape.required.add(String(r)));
  for (const [name, sub] of Object.entries((schema.properties as Json) ?? {})) {
    shape.properties.set(name, shapeOf(doc, sub, depth + 1));
  }
  if (schema.items) shape.items = shapeOf(doc, schema.items, depth + 1);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of (schema[key] as unknown[]) ?? []) {
      const sub = shapeOf(doc, part, depth + 1);
      sub.types.forEach((x) => shape.types.add(x));
      if (sub.enum) shape.enum = new Set([...(shape.enum ?? []), ...sub.enum]);
      if (key === 'allOf') sub.required.forEach((r) => shape.required.add(r));
      sub.properties.forEach((v, k) => shape.properties.set(k, v));
      if (sub.items) shape.items = sub.items;
    }
  }
  return shape;
}

/** Response side: everything the baseline promised must still be there, with the same types and no new enum values removed. */
function compareResponse(base: Shape, next: Shape, where: string, out: string[]): void {
  if (base.types.size && next.types.size) {
    for (const t of base.types) if (!next.types.has(t)) out.push(`${where}: type ${t} is no longer returned`);
  }
  for (const [name, sub] of base.properties) {
    const candidate = next.properties.get(name);
    if (!candidate) out.push(`${where}.${name}: response field removed`);
    else compareResponse(sub, candidate, `${where}.${name}`, out);
  }
  if (base.items && next.items) compareResponse(base.items, next.items, `${where}[]`, out);
}

/** Request side: no new required fields, no narrowed enums or types, no removed fields. */
function compareRequest(base: Shape, next: Shape, where: string, out: string[]): void {
  for (const t of base.types) if (next.types.size && !next.types.has(t)) out.push(`${where}: type ${t} is no longer accepted`);
  if (base.enum) {
    for (const v of base.enum) if (!next.enum?.has(v)) out.push(`${where}: enum value ${v} removed`);
  }
  for (const r of next.required) if (!base.required.has(r)) out.push(`${where}.${r}: request field became required`);
  for (const [name, sub] of base.properties) {
    const candidate = next.properties.get(name);
    if (!candidate) out.push(`${where}.${name}: request field removed`);
    else compareRequest(sub, candidate, `${where}.${name}`, out);
  }
  if (base.items && next.items) compareRequest(base.items, next.items, `${where}[]`, out);
}

function operations(doc: Json): Map<string, { op: Json; params: Json[] }> {
  const out = new Map<string, { op: Json; params: Json[] }>();
  for (const [path, item] of Object.entries((doc.paths as Json) ?? {})) {
    const pathItem = item as Json;
    for (const method of METHODS) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) => resolve(doc, p));
      out.set(`${method.toUpperCase()} ${path}`, { op, params });
    }
  }
  return out;
}

function jsonSchemaOf(doc: Json, container: unknown): unknown {
  const content = (resolve(doc, container).content as Json) ?? {};
  const media = (content['application/json'] ?? content['application/problem+json']) as Json | undefined;
  return media?.schema;
}

export function findBreakingChanges(baseline: Json, candidate: Json): string[] {
  const out: string[] = [];
  const before = operations(baseline);
  const after = operations(candidate);
  for (const [key, { op, params }] of before) {
    const next = after.get(key);
    if (!next) {
      out.push(`${key}: operation removed`);
      continue;
    }
    const nextParams = new Map(next.params.map((p) => [`${p.in}:${p.name}`, p]));
    for (const p of params) {
      const q = nextParams.get(`${p.in}:${p.name}`);
      if (!q) {
        if (p.in === 'path') out.push(`${key}: path parameter ${p.name} removed`);
        continue;
      }
      if (q.required && !p.required) out.push(`${key}: parameter ${p.name} became required`);
      compareRequest(shapeOf(baseline, p.schema), shapeOf(candidate, q.schema), `${key} ${p.in}.${p.name}`, out);
    }
    const oldNames = new Set(params.map((p) => `${p.in}:${p.name}`));
    for (const q of next.params) {
      if (q.required && !oldNames.has(`${q.in}:${q.name}`)) out.push(`${key}: new required parameter ${q.name}`);
    }
    const oldBody = op.requestBody ? jsonSchemaOf(baseline, op.requestBody) : undefined;
    const newBody = next.op.requestBody ? jsonSchemaOf(candidate, next.op.requestBody) : undefined;
    if (oldBody && newBody) compareRequest(shapeOf(baseline, oldBody), shapeOf(candidate, newBody), `${key} body`, out);
    if (!oldBody && newBody && resolve(candidate, next.op.requestBody).required) out.push(`${key}: request body became required`);
    const oldResponses = (op.responses as Json) ?? {};
    const newResponses = (next.op.responses as Json) ?? {};
    for (const [status, response] of Object.entries(oldResponses)) {
      if (!/^2\d\d$/.test(status)) continue;
      if (!newResponses[status]) {
        out.push(`${key}: success response ${status} removed`);
        continue;
      }
      const oldSchema = jsonSchemaOf(baseline, response);
      const newSchema = jsonSchemaOf(candidate, newResponses[status]);
      if (oldSchema && newSchema) compareResponse(shapeOf(baseline, oldSchema), shapeOf(candidate, newSchema), `${key} ${status}`, out);
      else if (oldSchema && !newSchema) out.push(`${key} ${status}: response body removed`);
    }
  }
  return out;
}

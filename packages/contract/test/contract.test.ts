import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, any>;
const root = join(__dirname, '..', '..', '..');
const doc: Json = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
// The operations the partners' interface specifies in full, kept in the repository (one table row each).
const interfaceEndpoints = readFileSync(join(__dirname, 'interface-endpoints.md'), 'utf8');
const METHODS = ['get', 'post', 'patch', 'put', 'delete'];

const operations: Array<{ method: string; path: string; op: Json }> = [];
for (const [path, item] of Object.entries<Json>(doc.paths)) {
  for (const method of METHODS) if (item[method]) operations.push({ method, path, op: item[method] });
}

function resolve(node: Json | undefined): Json | undefined {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((acc: Json, key: string) => acc?.[key.replace(/~1/g, '/')], doc);
  }
  return current;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: 'https://contract.local/openapi.json' });
const validatorFor = (schema: Json) =>
  schema.$ref ? ajv.getSchema(`https://contract.local/openapi.json${schema.$ref}`)! : ajv.compile({ ...schema, $id: undefined });

/** The examples of a media type, with component example references resolved. */
function examplesOf(media: Json): unknown[] {
  if ('example' in media) return [media.example];
  return Object.values<Json>(media.examples ?? {}).map((e) => resolve(e)!.value);
}

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1 at version 1.0', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0');
    expect(doc.servers[0].url).toMatch(/\/v1$/);
  });

  it('covers all 125 operations of the interface document, plus workplaces, operator, events and health', () => {
    const declared = new Set(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`));
    // Every endpoint table row of the interface document is in the contract.
    const rows = [...interfaceEndpoints.matchAll(/^\| (GET|POST|PATCH|DELETE) \| (\/[^ |]+) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(rows.length).toBe(34);
    for (const r of rows) expect(declared).toContain(r);
    // 143 in 1.0, then: voids (2), external payrolls (3), timecard corrections (1), reports (5), the sandbox (5) and
    // funding failures (2) of issues 16 and 17; the hosted worker flows (3) and the partner's brand (2) of issue 18;
    // the reversal of a paid payroll (1) of issue 16; link revocation and held payment changes (4) of issue 25;
    // the ACH files (5), the funding account's micro-deposit verification (2), positive-pay files (5), and the
    // acknowledgement of a file and its returns (4) of issue 28; a company's registered local taxes (4) of issue 30;
    // a payroll's money ledger (1) of issue 36; the tax coverage of a year and of a company's employees (2) of issue 37;
    // the filing files for tax agencies (6) of issue 39; a state account's quarterly wages (1) of issue 40.
    expect(operations.length).toBe(143 + 2 + 3 + 1 + 5 + 5 + 2 + 3 + 2 + 1 + 4 + 5 + 2 + 5 + 4 + 4 + 1 + 2 + 6 + 1);
    for (const extra of ['POST /companies/{companyId}/workplaces', 'POST /operator/partners', 'DELETE /operator/api_keys/{apiKeyId}', 'GET /health', 'GET /events']) {
      expect(declared).toContain(extra);
    }
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s is complete', (_name, { op }) => {
    expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(op.summary).toBeTruthy();
    expect(op.description.length).toBeGreaterThan(20);
    expect(Array.isArray(op.security)).toBe(true);
    const statuses = Object.keys(op.responses);
    expect(statuses.some((s) => /^2\d\d$/.test(s))).toBe(true);
    expect(statuses.some((s) => /^4\d\d$/.test(s))).toBe(true);
    expect(op.responses.default).toBeDefined();
    // The one exception: health answers 503 with its own body, so monitors read the same shape.
    const problemStatuses = statuses.filter((x) => /^[45]\d\d$|default/.test(x) && !(op.operationId === 'getHealth' && x === '503'));
    for (const s of problemStatuses) {
      const media = resolve(op.responses[s])!.content?.['application/problem+json'];
      expect(media?.schema?.$ref).toBe('#/components/schemas/Problem');
    }
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s examples validate against their schemas', (_name, { op }) => {
    const checks: Array<{ where: string; media: Json }> = [];
    const body = resolve(op.requestBody)?.content?.['application/json'];
    if (body) checks.push({ where: 'request', media: body });
    for (const [status, response] of Object.entries<Json>(op.responses)) {
      const json = resolve(response)!.content?.['application/json'];
      if (json) checks.push({ where: status, media: json });
    }
    for (const { where, media } of checks) {
      const examples = examplesOf(media);
      expect({ where, count: examples.length }).toEqual({ where, count: expect.any(Number) });
      expect(examples.length).toBeGreaterThan(0);
      const validate = validatorFor(media.schema);
      for (const example of examples) {
        const ok = validate(example);
        expect({ where, errors: ok ? null : validate.errors }).toEqual({ where, errors: null });
      }
    }
  });

  it('rejects an example that breaks its schema (the example check can fail)', () => {
    const validate = validatorFor({ $ref: '#/components/schemas/CompanyCreate' });
    expect(validate({ legalName: 'X', email: 'not-an-email', legalType: 'Kingdom', address: {} })).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath).sort()).toEqual(['/email', '/legalType']);
  });

  it('names every error code once, and every problem example uses a listed code', () => {
    const codes: string[] = doc.components.schemas.ErrorCode.enum;
    expect(new Set(codes).size).toBe(codes.length);
    for (const response of Object.values<Json>(doc.components.responses)) {
      const example = response.content?.['application/problem+json']?.example;
      if (example) expect(codes).toContain(example.code);
    }
  });

  it('keeps the complete enumerations of the domain decisions', () => {
    const s = doc.components.schemas;
    expect(s.PayrollStatus.enum).toEqual(['Draft', 'Pending', 'Processing', 'Paid', 'PartiallyPaid', 'Failed']);
    expect(s.PayFrequency.enum).toEqual(['Weekly', 'Biweekly', 'Semimonthly', 'Monthly', 'Quarterly', 'Annually']);
    expect(s.TimecardStatus.enum).toEqual(['InProgress', 'OnBreak', 'Completed']);
    // The 1.0 types, then Roth401K, Hsa125, HealthFsa125 and DependentCareFsa125 (issue 17, IRS limits).
    expect(s.BenefitType.enum).toHaveLength(14);
    expect(s.Industry.enum).toHaveLength(10);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['CompanyKey', 'CorporationKey', 'OperatorKey', 'PartnerKey']);
  });

  it('never returns a full SSN or account number', () => {
    for (const [name, schema] of Object.entries<Json>(doc.components.schemas)) {
      if (/Create|Update|Setup|Input|Submission|Onboard[A-Z]/.test(name) && !/Onboard$/.test(name)) continue;
      const secrets = Object.entries<Json>(schema.properties ?? {}).filter(([p, v]) => (p === 'ssn' || p === 'accountNumber') && v.type === 'string');
      expect({ name, secrets }).toEqual({ name, secrets: [] });
    }
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { findBreakingChanges } from '../src/breaking';
import { main } from '../src/cli';

type Json = Record<string, any>;
const root = join(__dirname, '..', '..', '..');
const load = (file: string): Json => parse(readFileSync(join(root, file), 'utf8'));
const clone = (doc: Json): Json => structuredClone(doc);

describe('breaking-change check', () => {
  const released = load('contract/openapi-1.0.yaml');
  const current = load('openapi.yaml');

  it('finds nothing between the released contract and itself', () => {
    expect(findBreakingChanges(released, clone(released))).toEqual([]);
  });

  it('accepts the current contract against the released 1.0 baseline', () => {
    expect(findBreakingChanges(released, current)).toEqual([]);
  });

  it('fails on a removed operation', () => {
    const next = clone(released);
    delete next.paths['/companies/{companyId}'].get;
    expect(findBreakingChanges(released, next)).toEqual(['GET /companies/{companyId}: operation removed']);
  });

  it('fails on a removed response field', () => {
    const next = clone(released);
    delete next.components.schemas.Company.properties.tradeName;
    const problems = findBreakingChanges(released, next);
    expect(problems).toContain('GET /companies/{companyId} 200.tradeName: response field removed');
    expect(problems).toContain('GET /companies 200.results[].tradeName: response field removed');
  });

  it('fails on a new required request field', () => {
    const next = clone(released);
    next.components.schemas.CompanyCreate.required.push('phone');
    expect(findBreakingChanges(released, next)).toContain('POST /companies body.phone: request field became required');
  });

  it('fails on a narrowed enum', () => {
    const next = clone(released);
    next.components.schemas.LegalType.enum = next.components.schemas.LegalType.enum.filter((v: string) => v !== 'Partnership');
    expect(findBreakingChanges(released, next)).toContain('POST /companies body.legalType: enum value Partnership removed');
  });

  it('allows an added optional field and an added operation', () => {
    const next = clone(released);
    next.components.schemas.CompanyCreate.properties.nickname = { type: 'string', maxLength: 64 };
    next.components.schemas.Company.properties.nickname = { type: 'string' };
    next.paths['/companies/{companyId}/archive'] = { post: { operationId: 'archiveCompany', responses: { '200': { description: 'ok' } } } };
    expect(findBreakingChanges(released, next)).toEqual([]);
  });
});

describe('payroll-contract (src/cli.ts)', () => {
  const runCli = (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = main(args, (l) => out.push(l), (l) => err.push(l));
    return { code, out, err };
  };
  const baseline = join(root, 'contract/openapi-1.0.yaml');

  it('check-breaking: exit 0 and one line when nothing breaks, exit 1 listing each break', () => {
    expect(runCli('check-breaking', baseline, join(root, 'openapi.yaml'))).toEqual({ code: 0, out: [`No breaking changes against ${baseline}.`], err: [] });
    const dir = mkdtempSync(join(tmpdir(), 'contract-cli-'));
    try {
      const next = clone(load('contract/openapi-1.0.yaml'));
      delete next.paths['/companies/{companyId}'].get;
      writeFileSync(join(dir, 'next.json'), JSON.stringify(next));
      expect(runCli('check-breaking', baseline, join(dir, 'next.json'))).toEqual({
        code: 1,
        out: [],
        err: [`Breaking changes against ${baseline} (1):`, '  - GET /companies/{companyId}: operation removed', 'Breaking changes need a new major version (/v2); 1.x may only add.'],
      });
      writeFileSync(join(dir, 'not-openapi.yaml'), 'hello: world\n');
      expect(runCli('check-breaking', baseline, join(dir, 'not-openapi.yaml'))).toEqual({ code: 2, out: [], err: [`payroll-contract: ${join(dir, 'not-openapi.yaml')} is not an OpenAPI document (no paths)`] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('anything else prints the usage and exits 2', () => {
    for (const args of [[], ['check-breaking', baseline], ['path', 'xml'], ['help']]) {
      const result = runCli(...args);
      expect([result.code, result.err[0]]).toEqual([2, expect.stringMatching(/^usage:\n {2}payroll-contract check-breaking <old> <new>/)]);
    }
  });
});

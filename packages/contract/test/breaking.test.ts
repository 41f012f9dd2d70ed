import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { findBreakingChanges } from '../src/breaking';

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

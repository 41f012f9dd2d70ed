// Shared setup of the HTTP tests: partners, corporations, companies and their keys, made through
// the operator endpoints and the public API (never by writing rows), plus small request helpers.
import type { Express } from 'express';
import request from 'supertest';
import { OPERATOR_KEY, type TestServer } from '@payroll/test-support';

export type KeyKind = 'Partner' | 'Corporation' | 'Company' | 'Operator';

/** One API key and the header it travels in. */
export interface Key {
  kind: KeyKind;
  header: string;
  value: string;
}

export const HEADER: Record<KeyKind, string> = {
  Partner: 'X-API-key',
  Corporation: 'G-API-key',
  Company: 'C-API-key',
  Operator: 'O-API-key',
};

export const key = (kind: KeyKind, value: string): Key => ({ kind, header: HEADER[kind], value });
export const operatorKey: Key = key('Operator', OPERATOR_KEY);

/** Requests sent with one key (or none). */
export function client(app: Express, k?: Key) {
  const sign = (t: request.Test) => (k ? t.set(k.header, k.value) : t);
  return {
    get: (url: string) => sign(request(app).get(url)),
    post: (url: string, body?: unknown) => sign(request(app).post(url)).send(body as object),
    patch: (url: string, body?: unknown) => sign(request(app).patch(url)).send(body as object),
    put: (url: string, body?: unknown) => sign(request(app).put(url)).send(body as object),
    delete: (url: string) => sign(request(app).delete(url)),
  };
}

export const ADDRESS: Record<string, string> = { street1: '500 Market Street', street2: 'Suite 300', city: 'San Francisco', zipcode: '94105', state: 'CA', country: 'US' };
export const TX_ADDRESS = { street1: '1 Congress Ave', city: 'Austin', zipcode: '78701', state: 'TX', country: 'US' };

export function companyBody(overrides: Record<string, unknown> = {}) {
  return { legalName: 'Blue Fern Landscaping LLC', email: 'payroll@bluefern.example', legalType: 'LimitedLiabilityCompany', address: ADDRESS, ...overrides };
}

/** Fails with the response body in the message, so a wrong status explains itself. */
export function expectStatus(res: request.Response, status: number): request.Response {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

export async function createPartner(server: TestServer, name = 'Evergreen Payroll Partners') {
  const res = expectStatus(await client(server.app, operatorKey).post('/v1/operator/partners', { name }), 201);
  return { id: res.body.id as string, name, key: key('Partner', res.body.apiKey) };
}

export async function createCorporation(server: TestServer, partnerId: string, name = 'Harborview Hospitality Group') {
  const res = expectStatus(await client(server.app, operatorKey).post('/v1/operator/corporations', { partnerId, name }), 201);
  return { id: res.body.id as string, name, key: key('Corporation', res.body.apiKey) };
}

export async function issueKey(server: TestServer, kind: 'Partner' | 'Corporation' | 'Company', ownerId: string) {
  const res = expectStatus(await client(server.app, operatorKey).post('/v1/operator/api_keys', { kind, ownerId }), 201);
  return { id: res.body.id as string, key: key(kind, res.body.apiKey) };
}

export async function revokeKey(server: TestServer, id: string) {
  expectStatus(await client(server.app, operatorKey).delete(`/v1/operator/api_keys/${id}`), 204);
}

export async function createCompany(server: TestServer, k: Key, overrides: Record<string, unknown> = {}) {
  const res = expectStatus(await client(server.app, k).post('/v1/companies', companyBody(overrides)), 201);
  return res.body as { id: string; legalName: string } & Record<string, unknown>;
}

/** A company with a key of its own. */
export async function createCompanyWithKey(server: TestServer, k: Key, overrides: Record<string, unknown> = {}) {
  const company = await createCompany(server, k, overrides);
  const issued = await issueKey(server, 'Company', company.id);
  return { ...company, key: issued.key, keyId: issued.id };
}

/**
 * The usual tenancy: a partner with a corporation, a company inside the corporation (with a company key),
 * and a foreign partner with a company of its own.
 */
export async function createTenancy(server: TestServer) {
  const partner = await createPartner(server, 'Partner One');
  const corporation = await createCorporation(server, partner.id, 'Corporation One');
  const company = await createCompanyWithKey(server, partner.key, { legalName: 'Company One LLC', corporationId: corporation.id });
  const foreign = await createPartner(server, 'Foreign Partner');
  const foreignCompany = await createCompanyWithKey(server, foreign.key, { legalName: 'Foreign Company LLC' });
  return { partner, corporation, company, foreign, foreignCompany };
}

/** The problem body of an error response: status, code and content type checked in one place. */
export function expectProblem(res: request.Response, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body.status).toBe(status);
  return res.body as { errors?: Array<{ field: string; message: string; code: string }> } & Record<string, unknown>;
}

/** A 400 validation_failed whose errors name exactly the given field (with the JSON Schema keyword, when given). */
export function expectFieldError(res: request.Response, field: string, keyword?: string) {
  const body = expectProblem(res, 400, 'validation_failed');
  expect(body.errors?.map((e) => e.field)).toContain(field);
  if (keyword) expect(body.errors?.find((e) => e.field === field)?.code).toBe(keyword);
}

export const ids = (res: request.Response): string[] => (res.body.results as Array<{ id: string }>).map((r) => r.id);

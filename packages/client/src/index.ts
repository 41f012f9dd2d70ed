/**
 * Typed client for the payroll API, built on openapi-fetch and the generated contract types.
 *
 *   const api = createPayrollClient({ baseUrl: 'http://localhost:3000/v1', apiKey: { kind: 'Partner', key } });
 *   const { data, error } = await api.GET('/companies/{companyId}', { params: { path: { companyId } } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from '@payroll/api-types';

export type { paths, components, operations, Problem, ErrorCode, Schema } from '@payroll/api-types';

export type ApiKeyKind = 'Partner' | 'Corporation' | 'Company' | 'Operator';

/** The header that carries each kind of key. */
export const apiKeyHeader: Record<ApiKeyKind, string> = {
  Partner: 'X-API-key',
  Corporation: 'G-API-key',
  Company: 'C-API-key',
  Operator: 'O-API-key',
};

export interface PayrollClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Base URL including the major version, e.g. `http://localhost:3000/v1`. */
  baseUrl: string;
  apiKey?: { kind: ApiKeyKind; key: string };
}

export type PayrollClient = Client<paths>;

export function createPayrollClient(options: PayrollClientOptions): PayrollClient {
  const { apiKey, headers, ...rest } = options;
  const merged: Record<string, string> = { 'API-Version': '1.0' };
  if (apiKey) merged[apiKeyHeader[apiKey.kind]] = apiKey.key;
  return createClient<paths>({ ...rest, headers: { ...merged, ...(headers as Record<string, string> | undefined) } });
}

// Shared setup of the service tier (docs/testing.md, "Tiers"): inputs as the contract takes them, and
// the refusal a service call ends with (a DomainError of core/errors.ts, before http/ maps it to a status).
import type { Schema } from '@payroll/api-types';
import { DomainError, type DomainErrorKind } from '../../src/core/errors';

export const ADDRESS = { street1: '500 Market Street', street2: 'Suite 300', city: 'San Francisco', zipcode: '94105', state: 'CA', country: 'US' };
export const TX_ADDRESS = { street1: '1 Congress Ave', city: 'Austin', zipcode: '78701', state: 'TX', country: 'US' };

export function companyInput(overrides: Partial<Schema<'CompanyCreate'>> = {}): Schema<'CompanyCreate'> {
  return { legalName: 'Blue Fern Landscaping LLC', email: 'payroll@bluefern.example', legalType: 'LimitedLiabilityCompany', address: ADDRESS, ...overrides };
}

/**
 * The DomainError `work` is refused with: kind and code checked in one place (and the detail when given).
 * Fails naming what happened instead when it resolves or throws anything else.
 */
export async function refusal(work: Promise<unknown>, kind: DomainErrorKind, code: string, detail?: string): Promise<DomainError> {
  let outcome: unknown;
  try {
    outcome = { resolved: await work };
  } catch (error) {
    outcome = error;
  }
  if (!(outcome instanceof DomainError)) throw new Error(`expected DomainError ${kind} ${code}, got ${outcome instanceof Error ? outcome.stack : JSON.stringify(outcome)}`);
  expect({ kind: outcome.kind, code: outcome.code }).toEqual({ kind, code });
  if (detail !== undefined) expect(outcome.detail).toBe(detail);
  return outcome;
}

import type { Caller } from '../http/context';
import { noScope, notFound } from '../lib/errors';
import { findCompanyInScope, type CompanyScope } from '../repositories/companies';
import type { Db } from '../repositories/db';

type ScopeKind = 'Partner' | 'Corporation' | 'Company';
const SCOPE_FIELD = { Partner: 'partnerId', Corporation: 'corporationId', Company: 'companyId' } as const;

/**
 * The one place a caller's scope ids are read. Returns the id that `field` names, or throws 403
 * `forbidden` when the caller does not carry it (a key whose owner id is missing, or a kind such as
 * Operator that has no company scope). Prisma reads `{ partnerId: undefined }` as "no condition", so
 * an id that is missing must never reach a `where`: it fails closed here instead (openapi.yaml,
 * "Authentication and scope").
 */
export function scopeIdOf(caller: Caller, field: 'partnerId' | 'corporationId' | 'companyId'): string {
  const value = caller[field];
  if (typeof value !== 'string' || value === '') throw noScope(caller.kind);
  return value;
}

/** The scope id of the caller's own kind (the partner id of a partner key, ...); 403 for any other kind. */
function ownScopeId(caller: Caller): { kind: ScopeKind; id: string } {
  if (caller.kind !== 'Partner' && caller.kind !== 'Corporation' && caller.kind !== 'Company') throw noScope(caller.kind);
  return { kind: caller.kind, id: scopeIdOf(caller, SCOPE_FIELD[caller.kind]) };
}

/** The companies a caller may see (domain.md section 3): exactly one non-empty id, or 403 `forbidden`. */
export function companyScope(caller: Caller): CompanyScope {
  const { kind, id } = ownScopeId(caller);
  switch (kind) {
    case 'Partner':
      return { partnerId: id };
    case 'Corporation':
      return { corporationId: id };
    case 'Company':
      return { companyId: id };
  }
}

/** The partner id of a partner key (webhook endpoints are a partner's own); 403 `forbidden` for anything else. */
export function partnerIdOf(caller: Caller): string {
  if (caller.kind !== 'Partner') throw noScope(caller.kind);
  return scopeIdOf(caller, 'partnerId');
}

/** The company addressed by the path, or 404 when it does not exist or is outside the caller's scope. */
export async function requireCompany(db: Db, caller: Caller, companyId: string) {
  const company = await findCompanyInScope(db, companyScope(caller), companyId);
  if (!company) throw notFound('Company', companyId);
  return company;
}

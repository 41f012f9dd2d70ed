import type { Caller } from '../http/context';
import { notFound } from '../lib/errors';
import { findCompanyInScope, type CompanyScope } from '../repositories/companies';
import type { Db } from '../repositories/db';

/** The companies a caller may see (domain.md section 3). */
export function companyScope(caller: Caller): CompanyScope {
  switch (caller.kind) {
    case 'Partner':
      return { partnerId: caller.partnerId };
    case 'Corporation':
      return { corporationId: caller.corporationId };
    case 'Company':
      return { companyId: caller.companyId };
    default:
      return { companyId: '\u0000none' };
  }
}

/** The company addressed by the path, or 404 when it does not exist or is outside the caller's scope. */
export async function requireCompany(db: Db, caller: Caller, companyId: string) {
  const company = await findCompanyInScope(db, companyScope(caller), companyId);
  if (!company) throw notFound('Company', companyId);
  return company;
}

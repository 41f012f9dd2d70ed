import type { Caller } from '../core/caller';
import { noScope, notFound } from '../core/errors';
import { findCompanyInScopeBatched, findCompanyInScopeSql, type CompanyRow, type CompanyScope } from '../repositories/companies';
import type { Db } from '../repositories/db';
import { hotReader, type SqlReader } from '../repositories/sql';
import { prismaSql } from '../repositories/sql-tx';
import { TX_LIMITS, type TransactionLimits } from '../repositories/transaction-scope';
import type { ServiceContext } from './context';

type ScopeKind = 'Partner' | 'Corporation' | 'Company';

declare const admitted: unique symbol;
/**
 * A company the current caller's scope was checked for: made only by requireCompany (and so by
 * companyRead, companyTx and companyWorkTx), or by admitBySystem for the service's own background work.
 * Work that writes or advances a company's state before any other read (the payroll clock's moves,
 * tax documents that fall due) takes one, so it cannot run before the scope check: the compiler refuses
 * a bare id or row (docs/security.md, "Nothing before the scope check").
 */
export type AdmittedCompany = CompanyRow & { readonly [admitted]: true };

/** The service's own work on a company (the payroll clock's timer, maintenance), with no caller to check. */
export const admitBySystem = (company: CompanyRow): AdmittedCompany => company as AdmittedCompany;
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

/** The companies a caller may see (docs/domain-rules.md, "Tenancy and scope"): exactly one non-empty id, or 403 `forbidden`. */
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
export async function requireCompany(db: Db, caller: Caller, companyId: string): Promise<AdmittedCompany> {
  // One statement of SQL on the same connection (the transaction's, when `db` is one), not Prisma's findFirst:
  // every company-scoped unit of work starts here, and Prisma compiled that query anew each time (about a
  // tenth of its query compiler's work in the HTTP suites). The same row, the same scope condition.
  const company = await findCompanyInScopeSql(prismaSql(db), companyScope(caller), companyId);
  if (!company) throw notFound('Company', companyId);
  return company as AdmittedCompany;
}

/**
 * The one way to do a unit of work on a company of the caller: one transaction of `ctx.prisma` (inside
 * an idempotent request, a savepoint of the request's transaction: repositories/transaction-scope.ts)
 * that first checks the company is in the caller's scope (404 otherwise, before anything else is read),
 * then runs `work` with it. Bounded by `limits` (default TX_LIMITS.standard). Heavy payroll work holding
 * the company's work lock uses companyWorkTx (services/company-work.ts).
 */
export function companyTx<T>(
  ctx: ServiceContext,
  caller: Caller,
  companyId: string,
  work: (tx: Db, company: AdmittedCompany) => Promise<T>,
  limits?: TransactionLimits,
): Promise<T> {
  return ctx.prisma.$transaction(async (tx) => work(tx, await requireCompany(tx, caller, companyId)), limits);
}

/**
 * companyTx for the busiest single-row writes (issue 29), whose every statement is written on the driver
 * (repositories/sql-tx.ts): the same unit of work, one transaction that first checks the company is in
 * the caller's scope (404 otherwise, before anything else is read or written), then runs `work` with
 * it. Outside a request transaction it runs on the driver without Prisma; inside one (an idempotent
 * request) the same statements run on the request's transaction, under a savepoint, through Prisma
 * (`prismaSql`), so the stored response still commits with the change.
 */
export function companySqlTx<T>(
  ctx: ServiceContext,
  caller: Caller,
  companyId: string,
  work: (sql: SqlReader, company: AdmittedCompany) => Promise<T>,
  limits: TransactionLimits = TX_LIMITS.standard,
): Promise<T> {
  const scope = companyScope(caller);
  const run = async (sql: SqlReader) => {
    const company = await findCompanyInScopeSql(sql, scope, companyId);
    if (!company) throw notFound('Company', companyId);
    return work(sql, company as AdmittedCompany);
  };
  const driver = hotReader(ctx.sql);
  if (driver?.transaction) return driver.transaction(run, limits);
  return ctx.prisma.$transaction(async (tx) => run(prismaSql(tx)), limits);
}

/**
 * A read of a company of the caller, outside a transaction: the scope check (404), then `read` on
 * `ctx.prisma`. The scope check is the busiest read of the API, so outside a request transaction it
 * goes to the driver without Prisma (repositories/sql.ts).
 */
export async function companyRead<T>(ctx: ServiceContext, caller: Caller, companyId: string, read: (db: Db, company: AdmittedCompany) => Promise<T>): Promise<T> {
  const sql = hotReader(ctx.sql);
  if (!sql) return read(ctx.prisma, await requireCompany(ctx.prisma, caller, companyId));
  const company = await findCompanyInScopeBatched(sql, companyScope(caller), companyId);
  if (!company) throw notFound('Company', companyId);
  return read(ctx.prisma, company as AdmittedCompany);
}

import type { Company, Prisma } from '@prisma/client';
import { noScope } from '../core/errors';
import type { Db } from './db';
import { and, eqFilter, searchFilter, stableOrder } from './query';
import { TurnBatch } from './read-batch';
import { mapRow, readRows, rowJson, textArray, type Columns, type SqlReader } from './sql';

export type CompanyRow = Company;

/** Exactly one id: the companies of a partner, of a corporation, or one company (services/scope.ts builds it). */
export type CompanyScope = { partnerId: string } | { corporationId: string } | { companyId: string };

export interface CompanyFilters {
  id?: string;
  corporationId?: string;
  partnerId?: string;
  status?: string;
  search?: string;
  includeId?: boolean;
  includeCorporationId?: boolean;
  includePartnerId?: boolean;
  includeStatus?: boolean;
  includeSearch?: boolean;
}

/**
 * The scope as a condition. Fails closed: a scope whose id is missing or empty throws 403 `forbidden`
 * rather than becoming `{}` (or `{ partnerId: undefined }`, which Prisma also reads as "every company").
 */
function scopeWhere(scope: CompanyScope): Prisma.CompanyWhereInput {
  const present = (v: unknown): v is string => typeof v === 'string' && v !== '';
  if ('partnerId' in scope && present(scope.partnerId)) return { partnerId: scope.partnerId };
  if ('corporationId' in scope && present(scope.corporationId)) return { corporationId: scope.corporationId };
  if ('companyId' in scope && present(scope.companyId)) return { id: scope.companyId };
  throw noScope('caller');
}

/** Every column of Company and how it reads (repositories/sql.ts); the compiler checks it against the model. */
const COMPANY_COLUMNS: Columns<Company> = {
  id: 'text', partnerId: 'text', corporationId: 'text', legalName: 'text', tradeName: 'text', email: 'text', phone: 'text',
  website: 'text', taxId: 'text', timekeepingCode: 'text', timeZone: 'text', workweekStartDay: 'text', deactivationReason: 'text', acceptedTerms: 'bool',
  termsAcceptedAt: 'timestamptz', legalType: 'enum', industry: 'enum', status: 'enum', street1: 'text', street2: 'text',
  city: 'text', zipcode: 'text', state: 'text', country: 'text', payrollActivated: 'bool', onboardingStartedAt: 'timestamptz',
  onboardingCompletedAt: 'timestamptz', completedItems: 'json', terminated: 'bool', inGoodStanding: 'bool', startDate: 'date',
  payFrequency: 'enum', processingPeriod: 'enum', w2DeliveryMethod: 'enum', contractor1099DeliveryMethod: 'enum',
  implementationStatus: 'text', implementationStartedAt: 'timestamptz', implementationCancelledAt: 'timestamptz',
  implementationCompletedAt: 'timestamptz', merchantActivated: 'bool', merchantOnboardingStatus: 'enum',
  merchantOnboardingStartedAt: 'timestamptz', merchantOnboardingCompletedAt: 'timestamptz', deliveryPolicyUrl: 'text',
  returnPolicyUrl: 'text', termsOfServiceUrl: 'text', createdAt: 'timestamptz', updatedAt: 'timestamptz',
};

/** The scope as a SQL condition on "Company" (the same fail-closed rule as scopeWhere) and its one parameter. */
function scopeSql(scope: CompanyScope): { column: string; value: string } {
  const where = scopeWhere(scope) as Record<string, string>;
  const [column] = Object.keys(where);
  return { column, value: where[column] };
}

/** findCompanyInScope on the driver, without Prisma (repositories/sql.ts): the same row, or undefined. */
export async function findCompanyInScopeSql(sql: SqlReader, scope: CompanyScope, id: string): Promise<CompanyRow | undefined> {
  return findOneSql(sql, scopeSql(scope), id);
}

/** One company by its scope condition (column and value) and id, in a statement of its own. */
async function findOneSql(sql: SqlReader, { column, value }: { column: string; value: string }, id: string): Promise<CompanyRow | undefined> {
  const [row] = await readRows(sql, 'Company', COMPANY_COLUMNS, `WHERE t."${column}" = $1 AND t."id" = $2 LIMIT 1`, [value, id]);
  return row;
}

/**
 * findCompanyInScopeSql for a read outside any transaction: the reads of one turn of the event loop go to
 * PostgreSQL as one statement (repositories/read-batch.ts), the scope still a condition of the statement.
 * Never for a transaction's reader (its reads must run on its connection, in its order).
 */
export async function findCompanyInScopeBatched(sql: SqlReader, scope: CompanyScope, id: string): Promise<CompanyRow | undefined> {
  const key = { ...scopeSql(scope), id };
  let batch = companyBatches.get(sql);
  if (!batch) companyBatches.set(sql, (batch = new TurnBatch((keys) => findCompaniesInScopeSql(sql, keys))));
  return batch.load(key);
}

const companyBatches = new WeakMap<SqlReader, TurnBatch<{ column: string; value: string; id: string }, CompanyRow>>();

/** The company of each key (its scope column and value, and its id), or undefined: one statement per scope column. */
async function findCompaniesInScopeSql(sql: SqlReader, keys: Array<{ column: string; value: string; id: string }>): Promise<Array<CompanyRow | undefined>> {
  if (keys.length === 1) return [await findOneSql(sql, keys[0], keys[0].id)];
  const found: Array<CompanyRow | undefined> = new Array(keys.length);
  const columns = [...new Set(keys.map((k) => k.column))];
  await Promise.all(
    columns.map(async (column) => {
      const at = keys.flatMap((k, i) => (k.column === column ? [i] : []));
      const rows = await sql.rows(
        `SELECT k.i::int AS "i", ${rowJson(COMPANY_COLUMNS)} AS "row" FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(scope, id, i) JOIN "Company" t ON t."${column}" = k.scope AND t."id" = k.id`,
        [textArray(at.map((i) => keys[i].value)), textArray(at.map((i) => keys[i].id))],
      );
      for (const r of rows) found[at[Number(r.i) - 1]] = mapRow(COMPANY_COLUMNS, JSON.parse(String(r.row)) as Record<string, unknown>);
    }),
  );
  return found;
}

export function findCompanyInScope(db: Db, scope: CompanyScope, id: string) {
  // AND, not a spread: a company key's scope is itself an `id` condition, which `id` must not overwrite.
  return db.company.findFirst({ where: { AND: [scopeWhere(scope), { id }] } });
}

export function insertCompany(db: Db, data: Prisma.CompanyUncheckedCreateInput) {
  return db.company.create({ data });
}

export async function timekeepingCodeTaken(db: Db, timekeepingCode: string): Promise<boolean> {
  return (await db.company.count({ where: { timekeepingCode } })) > 0;
}

export function updateCompanyRow(db: Db, id: string, data: Prisma.CompanyUncheckedUpdateInput) {
  return db.company.update({ where: { id }, data });
}

export async function listCompanyRows(db: Db, scope: CompanyScope, f: CompanyFilters, skip: number, take: number) {
  const where = and(
    scopeWhere(scope) as Record<string, unknown>,
    eqFilter('id', f.id, f.includeId),
    eqFilter('corporationId', f.corporationId, f.includeCorporationId, true),
    eqFilter('partnerId', f.partnerId, f.includePartnerId),
    eqFilter('status', f.status, f.includeStatus),
    searchFilter(f.search, f.includeSearch, ['legalName', 'tradeName', 'email'], ['tradeName']),
  ) as Prisma.CompanyWhereInput;
  const [total, rows] = await Promise.all([
    db.company.count({ where }),
    db.company.findMany({ where, orderBy: stableOrder, skip, take }),
  ]);
  return { total, rows };
}

export function findCorporation(db: Db, id: string) {
  return db.corporation.findUnique({ where: { id }, include: { companies: { select: { id: true }, orderBy: stableOrder } } });
}

export function insertPartner(db: Db, data: { id: string; name: string }) {
  return db.partner.create({ data });
}

export function findPartner(db: Db, id: string) {
  return db.partner.findUnique({ where: { id } });
}

export function insertCorporation(db: Db, data: { id: string; partnerId: string; name: string }) {
  return db.corporation.create({ data });
}

export function findCompanyById(db: Db, id: string) {
  return db.company.findUnique({ where: { id } });
}

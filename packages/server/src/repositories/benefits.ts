import { Prisma, type BenefitPeriod, type BenefitType, type HsaContributionLimit } from '@prisma/client';
import type { Db } from './db';
import { and, stableOrder } from './query';

type Where = Record<string, unknown>;

/** The eight contribution comparisons of the benefit lists: `<column>Above` keeps values > x, `<column>Below` values < x. */
export const CONTRIBUTION_COLUMNS = [
  'employeeContributionAmount',
  'employeeContributionPercent',
  'companyContributionAmount',
  'companyContributionPercent',
] as const;
type ContributionColumn = (typeof CONTRIBUTION_COLUMNS)[number];

export type ContributionBounds = Partial<Record<`${ContributionColumn}${'Above' | 'Below'}`, number>>;

/** Filters of listCompanyBenefits and listEmployeeBenefits (the employee-only ones are ignored for company benefits). */
export interface BenefitFilters extends ContributionBounds {
  id: string[];
  description?: string;
  period?: BenefitPeriod;
  type?: BenefitType;
  /** In force on this day (midnight UTC). */
  effective?: Date;
  employeeId?: string;
  hsaContributionLimit?: HsaContributionLimit;
}

/** Decimal comparisons in SQL; NULL never compares, so a null contribution never matches. */
function contributionBounds(f: ContributionBounds): Where[] {
  const parts: Where[] = [];
  for (const column of CONTRIBUTION_COLUMNS) {
    const above = f[`${column}Above`];
    const below = f[`${column}Below`];
    if (above !== undefined) parts.push({ [column]: { gt: new Prisma.Decimal(above) } });
    if (below !== undefined) parts.push({ [column]: { lt: new Prisma.Decimal(below) } });
  }
  return parts;
}

/** `effectiveStart <= day` and (`effectiveEnd` is null or `>= day`). */
export function effectiveOn(day: Date | undefined): Where | undefined {
  if (!day) return undefined;
  return { effectiveStart: { lte: day }, OR: [{ effectiveEnd: null }, { effectiveEnd: { gte: day } }] };
}

function benefitWhere(companyId: string, f: BenefitFilters, employeeLevel: boolean): Where {
  return and(
    { companyId },
    { id: { in: f.id } },
    f.description !== undefined ? { description: { contains: f.description, mode: 'insensitive' } } : undefined,
    f.period !== undefined ? { period: f.period } : undefined,
    f.type !== undefined ? { type: f.type } : undefined,
    effectiveOn(f.effective),
    employeeLevel && f.employeeId !== undefined ? { employeeId: f.employeeId } : undefined,
    employeeLevel && f.hsaContributionLimit !== undefined ? { hsaContributionLimit: f.hsaContributionLimit } : undefined,
    ...contributionBounds(f),
  );
}

// ---- company benefits

const companyBenefitInclude = { _count: { select: { employeeBenefits: true } } } satisfies Prisma.CompanyBenefitInclude;
export type CompanyBenefitRow = Prisma.CompanyBenefitGetPayload<{ include: typeof companyBenefitInclude }>;

export function insertCompanyBenefit(db: Db, data: Prisma.CompanyBenefitUncheckedCreateInput): Promise<CompanyBenefitRow> {
  return db.companyBenefit.create({ data, include: companyBenefitInclude });
}

export function findCompanyBenefit(db: Db, companyId: string, id: string): Promise<CompanyBenefitRow | null> {
  return db.companyBenefit.findFirst({ where: { companyId, id }, include: companyBenefitInclude });
}

/**
 * The company benefit, with its row locked for the rest of the transaction: an employee benefit being
 * linked to it and its deletion (which counts the linked ones) then never interleave.
 */
export async function lockCompanyBenefit(db: Db, companyId: string, id: string): Promise<CompanyBenefitRow | null> {
  await db.$queryRaw`SELECT "id" FROM "CompanyBenefit" WHERE "id" = ${id} AND "companyId" = ${companyId} FOR UPDATE`;
  return findCompanyBenefit(db, companyId, id);
}

export function updateCompanyBenefitRow(db: Db, id: string, data: Prisma.CompanyBenefitUncheckedUpdateInput): Promise<CompanyBenefitRow> {
  return db.companyBenefit.update({ where: { id }, data, include: companyBenefitInclude });
}

export async function deleteCompanyBenefitRow(db: Db, id: string): Promise<void> {
  await db.companyBenefit.delete({ where: { id } });
}

export async function listCompanyBenefitRows(db: Db, companyId: string, f: BenefitFilters, skip: number, take: number) {
  const where = benefitWhere(companyId, f, false) as Prisma.CompanyBenefitWhereInput;
  const [total, rows] = await Promise.all([
    db.companyBenefit.count({ where }),
    db.companyBenefit.findMany({ where, orderBy: stableOrder, skip, take, include: companyBenefitInclude }),
  ]);
  return { total, rows };
}

// ---- employee benefits

export type EmployeeBenefitRow = Prisma.EmployeeBenefitGetPayload<object>;

export function insertEmployeeBenefit(db: Db, data: Prisma.EmployeeBenefitUncheckedCreateInput): Promise<EmployeeBenefitRow> {
  return db.employeeBenefit.create({ data });
}

export function findEmployeeBenefit(db: Db, companyId: string, id: string): Promise<EmployeeBenefitRow | null> {
  return db.employeeBenefit.findFirst({ where: { companyId, id } });
}

export function updateEmployeeBenefitRow(db: Db, id: string, data: Prisma.EmployeeBenefitUncheckedUpdateInput): Promise<EmployeeBenefitRow> {
  return db.employeeBenefit.update({ where: { id }, data });
}

export async function deleteEmployeeBenefitRow(db: Db, id: string): Promise<void> {
  await db.employeeBenefit.delete({ where: { id } });
}

export async function listEmployeeBenefitRows(db: Db, companyId: string, f: BenefitFilters, skip: number, take: number) {
  const where = benefitWhere(companyId, f, true) as Prisma.EmployeeBenefitWhereInput;
  const [total, rows] = await Promise.all([db.employeeBenefit.count({ where }), db.employeeBenefit.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

// ---- employees referenced by benefits and deductions

/** Just enough of an employee to check a reference to it. */
export function findEmployeeRef(db: Db, companyId: string, id: string) {
  return db.employee.findFirst({ where: { companyId, id }, select: { id: true, active: true } });
}

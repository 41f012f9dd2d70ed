// Local taxes registered by a company, the locality codes it may name, and the month's local tax lines (docs/domain-rules.md, "Local taxes").
import { Prisma } from '@prisma/client';
import type { Db } from './db';
import type { YtdWindow } from './payrolls';
import { stableOrder } from './query';

export function insertLocalTax(db: Db, data: Prisma.CompanyLocalTaxUncheckedCreateInput) {
  return db.companyLocalTax.create({ data });
}

export function findLocalTax(db: Db, companyId: string, id: string) {
  return db.companyLocalTax.findFirst({ where: { companyId, id } });
}

export function deactivateLocalTaxRow(db: Db, id: string) {
  return db.companyLocalTax.update({ where: { id }, data: { active: false } });
}

/** An active registration of the same jurisdiction, code and start (a duplicate version). */
export function findActiveLocalTaxVersion(db: Db, companyId: string, jurisdiction: string, code: string, effectiveStart: Date) {
  return db.companyLocalTax.findFirst({ where: { companyId, jurisdiction, code, effectiveStart, active: true }, select: { id: true } });
}

export async function listLocalTaxRows(db: Db, companyId: string, skip: number, take: number) {
  const where: Prisma.CompanyLocalTaxWhereInput = { companyId };
  const [total, rows] = await Promise.all([db.companyLocalTax.count({ where }), db.companyLocalTax.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

/** The jurisdictions of the company's active registrations (the locality codes its addresses may name). */
export async function registeredJurisdictionsOf(db: Db, companyId: string): Promise<Set<string>> {
  const rows = await db.companyLocalTax.findMany({ where: { companyId, active: true }, select: { jurisdiction: true }, distinct: ['jurisdiction'] });
  return new Set(rows.map((r) => r.jurisdiction));
}

/** The company's active registrations that start on or before `payday` (the engine picks the version in force). */
export function localTaxesOn(db: Db, companyId: string, payday: Date) {
  return db.companyLocalTax.findMany({
    where: { companyId, active: true, effectiveStart: { lte: payday }, OR: [{ effectiveEnd: null }, { effectiveEnd: { gte: payday } }] },
    orderBy: [{ jurisdiction: 'asc' }, { code: 'asc' }, { effectiveStart: 'asc' }],
  });
}

/**
 * Per employee and local tax (`<jurisdiction>:<code>`): the subject wages and amounts of the local tax lines of the
 * same approved payrolls whose payday falls in the payday's calendar month, from `monthStart` (the monthly
 * occupational privilege taxes, engine states/locals/co-opt.ts).
 */
export function monthLocalTaxesOf(
  db: Db,
  w: YtdWindow & { monthStart: Date },
  employeeIds: string[],
): Promise<Array<{ employeeId: string; code: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>> {
  if (!employeeIds.length) return Promise.resolve([]);
  return db.$queryRaw<Array<{ employeeId: string; code: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>>`
    SELECT i."employeeId", (t->>'jurisdiction') || ':' || (t->>'code') AS "code",
      SUM((t->>'subjectWages')::numeric) AS "wages", SUM((t->>'amount')::numeric) AS "amount"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    CROSS JOIN LATERAL jsonb_array_elements(i."stateTaxes") AS t
    WHERE i."companyId" = ${w.companyId}
      AND i."employeeId" IN (${Prisma.join(employeeIds)})
      AND i."isVoid" = false
      AND p."status" <> 'Draft'::"PayrollStatus" AND p."id" <> ${w.payrollId}
      AND p."payday" >= ${w.monthStart} AND p."payday" <= ${w.payday}
      AND position('-' in t->>'jurisdiction') > 0
    GROUP BY 1, 2`;
}

// Payrolls an employee was paid before the service, in the year of a mid-year switch (services/external-payrolls.ts).
// They join the year-to-date sums of payrolls (services/payrolls/compute.ts) and the tax documents' aggregates.
import { Prisma } from '@prisma/client';
import type { Db } from './db';

export type ExternalPayrollRow = Prisma.ExternalPayrollGetPayload<object>;

export function insertExternalPayroll(db: Db, data: Prisma.ExternalPayrollUncheckedCreateInput) {
  return db.externalPayroll.create({ data });
}

export function listExternalPayrolls(db: Db, companyId: string, employeeId: string, from: Date, to: Date) {
  return db.externalPayroll.findMany({ where: { companyId, employeeId, payday: { gte: from, lt: to } }, orderBy: [{ payday: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] });
}

export function findExternalPayroll(db: Db, companyId: string, employeeId: string, id: string) {
  return db.externalPayroll.findFirst({ where: { companyId, employeeId, id } });
}

export async function deleteExternalPayroll(db: Db, id: string): Promise<void> {
  await db.externalPayroll.delete({ where: { id } });
}

/** Whether a payroll of the company paid in [from, to) has been approved here (the year's external payrolls are then locked). */
export async function yearHasApprovedPayroll(db: Db, companyId: string, from: Date, to: Date): Promise<boolean> {
  return (await db.payroll.count({ where: { companyId, status: { not: 'Draft' }, payday: { gte: from, lt: to } } })) > 0;
}

/** Per employee: the external payrolls paid in [from, payday] (a payroll's year to date). */
export function externalYtdOf(db: Db, companyId: string, employeeIds: string[], from: Date, payday: Date) {
  if (!employeeIds.length) return Promise.resolve([]);
  return db.externalPayroll.groupBy({
    by: ['employeeId'],
    where: { companyId, employeeId: { in: employeeIds }, payday: { gte: from, lte: payday } },
    _sum: { socialSecurityWages: true, medicareWages: true, futaWages: true, socialSecurityEmployee: true, medicareEmployee: true },
  });
}

/** Per employee and state tax code: the external payrolls' subject wages and amounts in [from, payday]. */
export function externalStateYtdOf(db: Db, companyId: string, employeeIds: string[], from: Date, payday: Date) {
  if (!employeeIds.length) return Promise.resolve([] as Array<{ employeeId: string; code: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>);
  return db.$queryRaw<Array<{ employeeId: string; code: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>>`
    SELECT x."employeeId", t->>'code' AS "code", SUM((t->>'subjectWages')::numeric) AS "wages", SUM((t->>'amount')::numeric) AS "amount"
    FROM "ExternalPayroll" x CROSS JOIN LATERAL jsonb_array_elements(x."stateTaxes") AS t
    WHERE x."companyId" = ${companyId} AND x."employeeId" = ANY(${employeeIds}::text[]) AND x."payday" >= ${from} AND x."payday" <= ${payday}
    GROUP BY 1, 2`;
}

/** Per employee: the sums the tax forms read, of external payrolls paid in [from, to). */
export function externalTaxTotals(db: Db, companyId: string, from: Date, to: Date) {
  return db.externalPayroll.groupBy({
    by: ['employeeId'],
    where: { companyId, payday: { gte: from, lt: to } },
    _sum: {
      grossPay: true,
      federalIncomeTaxWages: true,
      socialSecurityWages: true,
      medicareWages: true,
      additionalMedicareWages: true,
      futaWages: true,
      federalIncomeTax: true,
      socialSecurityEmployee: true,
      socialSecurityCompany: true,
      medicareEmployee: true,
      medicareCompany: true,
      additionalMedicareEmployee: true,
      futaCompany: true,
    },
    orderBy: { employeeId: 'asc' },
  });
}

/** Per employee and state: external state income tax wages and amounts in [from, to) (W-2 boxes 16-17). */
export function externalStateIncomeTaxTotals(db: Db, companyId: string, from: Date, to: Date) {
  return db.$queryRaw<Array<{ employeeId: string; state: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>>`
    SELECT x."employeeId", t->>'jurisdiction' AS "state", SUM((t->>'subjectWages')::numeric) AS "wages", SUM((t->>'amount')::numeric) AS "amount"
    FROM "ExternalPayroll" x CROSS JOIN LATERAL jsonb_array_elements(x."stateTaxes") AS t
    WHERE x."companyId" = ${companyId} AND x."payday" >= ${from} AND x."payday" < ${to} AND t->>'name' = 'StateIncomeTax'
    GROUP BY 1, 2
    ORDER BY 1, 2`;
}

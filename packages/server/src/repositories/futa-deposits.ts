// The FUTA deposits carried forward to the Form 940 (services/payrolls/tax-deposits.ts futaDueDate).
import type { Prisma } from '@prisma/client';
import type { Db } from './db';

/**
 * The company's FUTA deposits (code `us_futa`, or tax FederalUnemployment before codes were stored) of payrolls
 * with payday in [from, to) still due on `carriedDue` (YYYY-MM-DD: the year's Form 940 date: liability carried forward), not Failed.
 */
export function carriedFutaDeposits(db: Db, companyId: string, from: Date, to: Date, carriedDue: string): Promise<Array<{ id: string; amount: Prisma.Decimal; creditApplied: Prisma.Decimal }>> {
  return db.$queryRaw`
    SELECT d."id", d."amount", d."creditApplied"
    FROM "TaxDeposit" d
    JOIN "Payroll" p ON p."id" = d."payrollId"
    WHERE d."companyId" = ${companyId} AND p."companyId" = ${companyId} AND p."payday" >= ${from} AND p."payday" < ${to}
      AND d."jurisdiction" = 'US' AND COALESCE(d."code", CASE WHEN d."tax" = 'FederalUnemployment' THEN 'us_futa' END) = 'us_futa'
      AND d."dueDate" = ${carriedDue}::date AND d."status" <> 'Failed'::"TaxDepositStatus"
    ORDER BY d."createdAt", d."id"`;
}

/** Moves the deposits' due date (FUTA carried forward, now due with a quarter's deposit). */
export async function moveTaxDepositsDue(db: Db, companyId: string, ids: string[], dueDate: Date): Promise<void> {
  if (ids.length) await db.taxDeposit.updateMany({ where: { companyId, id: { in: ids } }, data: { dueDate } });
}

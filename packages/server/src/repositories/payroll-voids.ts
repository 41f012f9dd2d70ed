// Voids of paid payroll items (services/payrolls/voids.ts) and the tax credits they leave, which later tax
// deposits take up (services/payrolls/tax-deposits.ts; openapi.yaml voidPayroll).
import { Prisma } from '@prisma/client';
import type { Db } from './db';

/** The payroll's items as a void reads them. */
export function voidableItemsOf(db: Db, payrollId: string) {
  return Promise.all([
    db.payrollEmployeeItem.findMany({ where: { payrollId }, select: { id: true, isVoid: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    db.payrollContractorItem.findMany({ where: { payrollId }, select: { id: true, isVoid: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  ]);
}

/** Marks items void (employee and contractor ids alike); returns how many were marked. */
export async function markItemsVoid(db: Db, payrollId: string, itemIds: string[], reason: string, at: Date): Promise<number> {
  if (!itemIds.length) return 0;
  const data = { isVoid: true, voidReason: reason, voidedAt: at };
  const employees = await db.payrollEmployeeItem.updateMany({ where: { payrollId, id: { in: itemIds }, isVoid: false }, data });
  const contractors = await db.payrollContractorItem.updateMany({ where: { payrollId, id: { in: itemIds }, isVoid: false }, data });
  return employees.count + contractors.count;
}

export function markPayrollVoid(db: Db, payrollId: string, reason: string, at: Date) {
  return db.payroll.update({ where: { id: payrollId }, data: { isVoid: true, voidReason: reason, voidedAt: at } });
}

export interface TaxCreditRow {
  jurisdiction: string;
  code: string;
  /** Voided taxes of the code, less the credit already taken off Pending or Paid deposits. */
  amount: Prisma.Decimal;
}

/**
 * The company's outstanding tax credits by jurisdiction and code: the taxes (employee and company shares) of
 * its void employee items, less the `creditApplied` of its Pending and Paid deposits (a Failed deposit's,
 * or a reopened payroll's deleted deposit's, credit is free again). Only codes with something left.
 */
export function outstandingTaxCredits(db: Db, companyId: string): Promise<TaxCreditRow[]> {
  return db.$queryRaw<TaxCreditRow[]>`
    WITH voided AS (
      SELECT 'US' AS "jurisdiction", v."code", SUM(v."amount") AS "amount"
      FROM "PayrollEmployeeItem" i
      CROSS JOIN LATERAL (VALUES
        ('us_fit', i."federalIncomeTax"),
        ('us_fica_ss', i."socialSecurityEmployee" + i."socialSecurityCompany"),
        ('us_fica_medicare', i."medicareEmployee" + i."medicareCompany"),
        ('us_fica_additional_medicare', i."additionalMedicareEmployee"),
        ('us_futa', i."futaCompany")
      ) AS v("code", "amount")
      WHERE i."companyId" = ${companyId} AND i."isVoid" = true
      GROUP BY 1, 2
      UNION ALL
      SELECT t->>'jurisdiction', t->>'code', SUM((t->>'amount')::numeric)
      FROM "PayrollEmployeeItem" i CROSS JOIN LATERAL jsonb_array_elements(i."stateTaxes") AS t
      WHERE i."companyId" = ${companyId} AND i."isVoid" = true
      GROUP BY 1, 2
    ),
    applied AS (
      SELECT d."jurisdiction", d."code", SUM(d."creditApplied") AS "amount"
      FROM "TaxDeposit" d
      WHERE d."companyId" = ${companyId} AND d."status" IN ('Pending'::"TaxDepositStatus", 'Paid'::"TaxDepositStatus") AND d."creditApplied" > 0
      GROUP BY 1, 2
    )
    SELECT v."jurisdiction", v."code", v."amount" - COALESCE(a."amount", 0) AS "amount"
    FROM voided v LEFT JOIN applied a ON a."jurisdiction" = v."jurisdiction" AND a."code" = v."code"
    WHERE v."amount" - COALESCE(a."amount", 0) > 0
    ORDER BY 1, 2`;
}

// ---------- reversals (services/payrolls/reversals.ts; openapi.yaml reversePayroll) ----------

/** The items a reversal undoes: every item of the payroll not void yet, in the payroll's order. */
export function reversibleItemsOf(db: Db, payrollId: string) {
  return Promise.all([
    db.payrollEmployeeItem.findMany({ where: { payrollId, isVoid: false }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    db.payrollContractorItem.findMany({ where: { payrollId, isVoid: false }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  ]);
}

/** Links a reversed payroll to its reversal. */
export function markPayrollReversed(db: Db, payrollId: string, reversalId: string) {
  return db.payroll.update({ where: { id: payrollId }, data: { reversedById: reversalId } });
}

/** The reversed items of a reversal payroll, as stored on its `reversal` (null for any other payroll). */
export async function reversedItemsOf(db: Db, companyId: string, payrollId: string): Promise<{ reversalOfId: string; itemIds: string[] } | null> {
  const row = await db.payroll.findFirst({ where: { companyId, id: payrollId }, select: { reversalOfId: true, reversal: true } });
  if (!row?.reversalOfId) return null;
  const itemIds = ((row.reversal as { itemIds?: string[] } | null)?.itemIds ?? []).filter((id) => typeof id === 'string');
  return { reversalOfId: row.reversalOfId, itemIds };
}

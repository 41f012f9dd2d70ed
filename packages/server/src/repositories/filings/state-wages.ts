// What the state quarterly wage reports are made from (services/filings/state-wages.ts, docs/filings.md "State
// quarterly wages"): the sums of the state's tax lines of the quarter's items, and the employees they belong to.
import type { Prisma } from '@prisma/client';
import type { Db } from '../db';

export interface StateLineSums {
  employeeId: string;
  name: string;
  code: string;
  description: string | null;
  subjectWages: Prisma.Decimal;
  taxableWages: Prisma.Decimal;
  amount: Prisma.Decimal;
}

/**
 * Per employee and tax line (name, code) of `state`: the sums of the lines' subject wages, taxable wages and
 * amounts of the non-void items of approved payrolls with payday in [from, to) (a voided or reversed payroll's
 * items are void, as Form 941 reads them). Local taxes carry their own jurisdiction (`NY-NYC`), not the state's.
 */
export function stateTaxLineSums(db: Db, companyId: string, state: string, from: Date, to: Date): Promise<StateLineSums[]> {
  return db.$queryRaw<StateLineSums[]>`
    SELECT i."employeeId", t->>'name' AS "name", t->>'code' AS "code", MIN(t->>'description') AS "description",
      SUM(COALESCE((t->>'subjectWages')::numeric, 0)) AS "subjectWages",
      SUM(COALESCE((t->>'taxableWages')::numeric, 0)) AS "taxableWages",
      SUM((t->>'amount')::numeric) AS "amount"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    CROSS JOIN LATERAL jsonb_array_elements(i."stateTaxes") AS t
    WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" >= ${from} AND p."payday" < ${to}
      AND t->>'jurisdiction' = ${state}
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3`;
}

/** What the state wage reports show of the employees: names, the SSN's last four digits (never the whole SSN), hire and termination dates. */
export function stateWageEmployees(db: Db, companyId: string, ids: string[]) {
  return db.employee.findMany({
    where: { companyId, id: { in: ids } },
    select: { id: true, firstName: true, middleName: true, lastName: true, ssnLastFour: true, startDate: true, terminationDate: true },
  });
}

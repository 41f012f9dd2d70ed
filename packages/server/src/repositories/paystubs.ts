import { Prisma } from '@prisma/client';
import type { Db } from './db';

// Paystubs: the items of approved payrolls (status other than Draft), read for one worker, and the
// year-to-date sums of their lines (ONE aggregate query per page of paystubs). There is no paystub
// table: the payroll items are the paystubs (see services/payroll-records.ts for the stored shapes).
//
// Year to date of the paystub of payroll P: the worker's items on the company's approved payrolls
// paid in P's calendar year with (payday, approvedAt, id) <= (P.payday, P.approvedAt, P.id).

const approved = { status: { not: 'Draft' as const } };
/** Paystub order of the contract: payroll approval time, then payroll id. */
const byApproval = [{ payroll: { approvedAt: 'asc' as const } }, { payrollId: 'asc' as const }];
const withPayroll = { payroll: true } as const;

export type EmployeePaystubRow = Prisma.PayrollEmployeeItemGetPayload<{ include: typeof withPayroll }>;
export type ContractorPaystubRow = Prisma.PayrollContractorItemGetPayload<{ include: typeof withPayroll }>;

// ---------- workers (what a paystub shows of them) ----------

export function findPaystubEmployee(db: Db, companyId: string, id: string) {
  return db.employee.findFirst({
    where: { companyId, id },
    select: { id: true, code: true, firstName: true, middleName: true, lastName: true, ssnLastFour: true, street1: true, street2: true, city: true, state: true, zipcode: true },
  });
}

export function findPaystubContractor(db: Db, companyId: string, id: string) {
  return db.contractor.findFirst({
    where: { companyId, id },
    select: { id: true, type: true, firstName: true, middleName: true, lastName: true, businessName: true, ein: true, ssnLastFour: true, street1: true, street2: true, city: true, state: true, zipcode: true },
  });
}

// ---------- items of approved payrolls ----------

export async function listEmployeePaystubRows(db: Db, companyId: string, employeeId: string, skip: number, take: number) {
  const where: Prisma.PayrollEmployeeItemWhereInput = { companyId, employeeId, payroll: approved };
  const [total, rows] = await Promise.all([
    db.payrollEmployeeItem.count({ where }),
    db.payrollEmployeeItem.findMany({ where, orderBy: byApproval, skip, take, include: withPayroll }),
  ]);
  return { total, rows };
}

export function findEmployeePaystubRow(db: Db, companyId: string, employeeId: string, payrollId: string): Promise<EmployeePaystubRow | null> {
  return db.payrollEmployeeItem.findFirst({ where: { companyId, employeeId, payrollId, payroll: approved }, include: withPayroll });
}

export async function listContractorPaystubRows(db: Db, companyId: string, contractorId: string, skip: number, take: number) {
  const where: Prisma.PayrollContractorItemWhereInput = { companyId, contractorId, payroll: approved };
  const [total, rows] = await Promise.all([
    db.payrollContractorItem.count({ where }),
    db.payrollContractorItem.findMany({ where, orderBy: byApproval, skip, take, include: withPayroll }),
  ]);
  return { total, rows };
}

export function findContractorPaystubRow(db: Db, companyId: string, contractorId: string, payrollId: string): Promise<ContractorPaystubRow | null> {
  return db.payrollContractorItem.findFirst({ where: { companyId, contractorId, payrollId, payroll: approved }, include: withPayroll });
}

// ---------- year to date ----------

/**
 * One line's year-to-date sum for the paystub of payroll `target`. `section` is earnings, taxes,
 * benefits, deductions, reimbursements or totals; `key` identifies the line across payrolls;
 * `type` and `description` are those of its latest occurrence; `ord` orders lines by first
 * occurrence in the year.
 */
export interface YtdLineRow {
  target: string;
  section: string;
  key: string;
  type: string;
  description: string;
  amount: Prisma.Decimal | string | number;
  ord: number;
}

/** The paystubs' payrolls, and every approved item of the worker that counts toward their year to date. */
function ytdSource(companyId: string, payrollIds: string[], itemTable: Prisma.Sql, workerColumn: Prisma.Sql, workerId: string) {
  return Prisma.sql`
    t AS (
      SELECT p."id", p."payday", COALESCE(p."approvedAt", p."createdAt") AS "at"
      FROM "Payroll" p
      WHERE p."companyId" = ${companyId} AND p."id" IN (${Prisma.join(payrollIds)})
    ),
    s AS (
      SELECT t."id" AS "target",
             (row_number() OVER (PARTITION BY t."id" ORDER BY p."payday", COALESCE(p."approvedAt", p."createdAt"), p."id"))::int AS "seq",
             i.*
      FROM t
      JOIN "Payroll" p
        ON p."companyId" = ${companyId}
       AND p."status" <> 'Draft'::"PayrollStatus"
       AND p."payday" >= make_date(EXTRACT(YEAR FROM t."payday")::int, 1, 1)
       AND (p."payday", COALESCE(p."approvedAt", p."createdAt"), p."id") <= (t."payday", t."at", t."id")
      JOIN ${itemTable} i ON i."payrollId" = p."id" AND i.${workerColumn} = ${workerId} AND i."isVoid" = false
    )`;
}

/** Year-to-date sums of every line of the employee's paystubs for the given payrolls (ONE query). */
export async function employeeYtdLines(db: Db, companyId: string, employeeId: string, payrollIds: string[]): Promise<YtdLineRow[]> {
  if (!payrollIds.length) return [];
  return db.$queryRaw<YtdLineRow[]>`
    WITH ${ytdSource(companyId, payrollIds, Prisma.sql`"PayrollEmployeeItem"`, Prisma.sql`"employeeId"`, employeeId)},
    lines AS (
      SELECT s."target", 'earnings' AS "section", (e->>'type') || ':' || COALESCE(e->>'earningCodeId', '') AS "key",
             e->>'type' AS "type", e->>'description' AS "description", (e->>'amount')::numeric AS "amount", s."seq", x.n::int AS "n"
      FROM s CROSS JOIN LATERAL jsonb_array_elements(s."earnings") WITH ORDINALITY AS x(e, n)
      UNION ALL
      SELECT s."target", 'benefits', e->>'benefitId', e->>'type', e->>'description', (e->>'employeeAmount')::numeric, s."seq", x.n::int
      FROM s CROSS JOIN LATERAL jsonb_array_elements(s."benefits") WITH ORDINALITY AS x(e, n)
      UNION ALL
      SELECT s."target", 'deductions', e->>'deductionId', e->>'kind', e->>'description', (e->>'amount')::numeric, s."seq", x.n::int
      FROM s CROSS JOIN LATERAL jsonb_array_elements(s."deductions") WITH ORDINALITY AS x(e, n)
      UNION ALL
      SELECT s."target", 'reimbursements', COALESCE('code:' || (e->>'earningCodeId'), 'text:' || (e->>'description')), 'Reimbursement', e->>'description',
             (e->>'amount')::numeric, s."seq", x.n::int
      FROM s CROSS JOIN LATERAL jsonb_array_elements(s."reimbursementLines") WITH ORDINALITY AS x(e, n)
      UNION ALL
      SELECT s."target", 'taxes', CASE WHEN e->>'jurisdiction' LIKE '%-%' THEN (e->>'jurisdiction') || ':' || (e->>'code') ELSE e->>'code' END,
             e->>'name', e->>'description', (e->>'amount')::numeric, s."seq", 4 + x.n::int
      FROM s CROSS JOIN LATERAL jsonb_array_elements(s."stateTaxes") WITH ORDINALITY AS x(e, n)
      WHERE e->>'payer' = 'Employee'
      UNION ALL
      SELECT s."target", v."section", v."key", v."key", v."key", v."amount", s."seq", v."n"
      FROM s CROSS JOIN LATERAL (VALUES
        ('taxes', 'FederalIncomeTax', s."federalIncomeTax", 1),
        ('taxes', 'SocialSecurity', s."socialSecurityEmployee", 2),
        ('taxes', 'Medicare', s."medicareEmployee", 3),
        ('taxes', 'AdditionalMedicare', s."additionalMedicareEmployee", 4),
        ('totals', 'gross', s."grossPay", 1),
        ('totals', 'employeeTaxes', s."employeeTaxes", 2),
        ('totals', 'benefits', s."employeeBenefits", 3),
        ('totals', 'deductions', s."deductionTotal", 4),
        ('totals', 'reimbursements', s."reimbursementTotal", 5),
        ('totals', 'net', s."netPay", 6)
      ) AS v("section", "key", "amount", "n")
    )
    SELECT "target", "section", "key",
           (array_agg("type" ORDER BY "seq" DESC, "n" DESC))[1] AS "type",
           (array_agg("description" ORDER BY "seq" DESC, "n" DESC))[1] AS "description",
           SUM("amount") AS "amount",
           MIN("seq" * 100000 + "n")::int AS "ord"
    FROM lines
    GROUP BY "target", "section", "key"`;
}

export interface ContractorYtdRow {
  target: string;
  gross: Prisma.Decimal | string | number;
  reimbursement: Prisma.Decimal | string | number;
  net: Prisma.Decimal | string | number;
}

/** Year-to-date sums of the contractor's paystubs for the given payrolls (ONE query). */
export async function contractorYtd(db: Db, companyId: string, contractorId: string, payrollIds: string[]): Promise<ContractorYtdRow[]> {
  if (!payrollIds.length) return [];
  return db.$queryRaw<ContractorYtdRow[]>`
    WITH ${ytdSource(companyId, payrollIds, Prisma.sql`"PayrollContractorItem"`, Prisma.sql`"contractorId"`, contractorId)}
    SELECT s."target", SUM(s."grossPay") AS "gross", SUM(s."reimbursement") AS "reimbursement", SUM(s."netPay") AS "net"
    FROM s
    GROUP BY s."target"`;
}

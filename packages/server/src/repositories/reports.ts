// The reads of the reports (services/reports.ts): each a SQL statement the database sorts, read a page
// or a batch at a time, so a report of any size is never held in memory whole.
import { Prisma } from '@prisma/client';
import type { Db } from './db';

const approved = Prisma.sql`p."status" <> 'Draft'::"PayrollStatus"`;
const employeeName = Prisma.sql`concat_ws(' ', e."firstName", NULLIF(e."middleName", ''), e."lastName")`;
// As documents/text.ts contractorName: a business's name, otherwise the person's.
const contractorName = Prisma.sql`CASE WHEN c."type" = 'Business'::"ContractorType" AND c."businessName" IS NOT NULL THEN c."businessName"
  ELSE COALESCE(NULLIF(concat_ws(' ', c."firstName", NULLIF(c."middleName", ''), c."lastName"), ''), c."businessName", c."id") END`;

// ---------- payroll journal ----------

/** Which approved payrolls a journal covers: one payroll, or a payday range (YYYY-MM-DD, both included). */
export type JournalScope = { payrollId: string } | { paydayFrom: string; paydayTo: string };

export interface JournalLineRow {
  payday: Date;
  payrollId: string;
  workerType: 'Employee' | 'Contractor';
  workerId: string;
  workerName: string;
  workplaceId: string | null;
  lineKind: 'Earning' | 'Reimbursement' | 'Tax' | 'Benefit' | 'Deduction';
  type: string;
  jurisdiction: string | null;
  code: string | null;
  description: string;
  side: 'Employee' | 'Company';
  amount: Prisma.Decimal;
}

function journalPayrolls(companyId: string, scope: JournalScope): Prisma.Sql {
  const which = 'payrollId' in scope ? Prisma.sql`p."id" = ${scope.payrollId}` : Prisma.sql`p."payday" >= ${scope.paydayFrom}::date AND p."payday" <= ${scope.paydayTo}::date`;
  return Prisma.sql`p."companyId" = ${companyId} AND ${approved} AND ${which}`;
}

/**
 * The lines of the non-void items matching `employeeItems` / `contractorItems` (conditions on `i` and
 * `p`), with their sort keys: payday, payroll, employees before contractors, position, line group
 * (earnings, reimbursements, taxes, benefits, deductions), the employee's share before the company's,
 * then the line's own order. Federal tax lines come from the item's columns, state ones from its
 * stateTaxes (services/payroll-records.ts); zero amounts are left out except earnings.
 */
function journalLines(employeeItems: Prisma.Sql, contractorItems: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT p."payday", p."id" AS "payrollId", 0 AS "wk", i."position", 'Employee'::text AS "workerType", i."employeeId" AS "workerId",
      ${employeeName} AS "workerName",
      COALESCE(l."workplaceId", (SELECT x->>'workplaceId' FROM jsonb_array_elements(i."earnings") AS x WHERE x->>'workplaceId' IS NOT NULL LIMIT 1)) AS "workplaceId",
      l."grp", l."sideOrder", l."seq", l."lineKind", l."type", l."jurisdiction", l."code", l."description", l."side", l."amount"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    JOIN "Employee" e ON e."id" = i."employeeId"
    CROSS JOIN LATERAL (
      SELECT 1 AS "grp", 0 AS "sideOrder", t.n::int AS "seq", 'Earning'::text AS "lineKind", t.x->>'type' AS "type", NULL::text AS "jurisdiction", NULL::text AS "code",
        t.x->>'description' AS "description", 'Employee'::text AS "side", (t.x->>'amount')::numeric AS "amount", t.x->>'workplaceId' AS "workplaceId"
      FROM jsonb_array_elements(i."earnings") WITH ORDINALITY AS t(x, n)
      UNION ALL
      SELECT 2, 0, t.n::int, 'Reimbursement', 'Reimbursement', NULL, NULL, COALESCE(t.x->>'description', 'Reimbursement'), 'Employee', (t.x->>'amount')::numeric, NULL
      FROM jsonb_array_elements(i."reimbursementLines") WITH ORDINALITY AS t(x, n)
      WHERE (t.x->>'amount')::numeric <> 0
      UNION ALL
      SELECT 3, CASE WHEN v."payer" = 'Company' THEN 1 ELSE 0 END, v."n", 'Tax', v."name", 'US', v."code", v."description", v."payer", v."amount", NULL
      FROM (VALUES
        (1, 'FederalIncomeTax', 'us_fit', 'Federal income tax', 'Employee', i."federalIncomeTax"),
        (2, 'SocialSecurity', 'us_fica_ss', 'Social Security', 'Employee', i."socialSecurityEmployee"),
        (3, 'Medicare', 'us_fica_medicare', 'Medicare', 'Employee', i."medicareEmployee"),
        (4, 'AdditionalMedicare', 'us_fica_additional_medicare', 'Additional Medicare', 'Employee', i."additionalMedicareEmployee"),
        (5, 'SocialSecurity', 'us_fica_ss', 'Social Security (employer)', 'Company', i."socialSecurityCompany"),
        (6, 'Medicare', 'us_fica_medicare', 'Medicare (employer)', 'Company', i."medicareCompany"),
        (7, 'Futa', 'us_futa', 'FUTA (employer)', 'Company', i."futaCompany")
      ) AS v("n", "name", "code", "description", "payer", "amount")
      WHERE v."amount" <> 0
      UNION ALL
      SELECT 3, CASE WHEN t.x->>'payer' = 'Company' THEN 1 ELSE 0 END, 100 + t.n::int, 'Tax', t.x->>'name', t.x->>'jurisdiction', t.x->>'code',
        COALESCE(t.x->>'description', concat_ws(' ', t.x->>'jurisdiction', t.x->>'code')), t.x->>'payer', (t.x->>'amount')::numeric, NULL
      FROM jsonb_array_elements(i."stateTaxes") WITH ORDINALITY AS t(x, n)
      WHERE (t.x->>'amount')::numeric <> 0
      UNION ALL
      SELECT 4, s."o", t.n::int, 'Benefit', t.x->>'type', NULL, NULL, COALESCE(t.x->>'description', t.x->>'type'), s."side", (t.x->>s."col")::numeric, NULL
      FROM jsonb_array_elements(i."benefits") WITH ORDINALITY AS t(x, n)
      CROSS JOIN (VALUES (0, 'Employee', 'employeeAmount'), (1, 'Company', 'companyAmount')) AS s("o", "side", "col")
      WHERE (t.x->>s."col")::numeric <> 0
      UNION ALL
      SELECT 5, 0, t.n::int, 'Deduction', t.x->>'kind', NULL, NULL, COALESCE(t.x->>'description', t.x->>'kind'), 'Employee', (t.x->>'amount')::numeric, NULL
      FROM jsonb_array_elements(i."deductions") WITH ORDINALITY AS t(x, n)
      WHERE (t.x->>'amount')::numeric <> 0
    ) AS l
    WHERE i."isVoid" = false AND ${employeeItems}
    UNION ALL
    SELECT p."payday", p."id", 1, i."position", 'Contractor', i."contractorId", ${contractorName}, i."workplaceId",
      l."grp", 0, 1, l."lineKind", l."type", NULL, NULL, l."description", 'Employee', l."amount"
    FROM "PayrollContractorItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    JOIN "Contractor" c ON c."id" = i."contractorId"
    CROSS JOIN LATERAL (VALUES
      (1, 'Earning', 'ContractorPayment', 'Contractor payment', i."grossPay"),
      (2, 'Reimbursement', 'Reimbursement', 'Reimbursement', i."reimbursement")
    ) AS l("grp", "lineKind", "type", "description", "amount")
    WHERE i."isVoid" = false AND (l."grp" = 1 OR l."amount" <> 0) AND ${contractorItems}`;
}

const JOURNAL_COLUMNS = Prisma.sql`j."payday", j."payrollId", j."workerType", j."workerId", j."workerName", j."workplaceId", j."lineKind", j."type", j."jurisdiction", j."code", j."description", j."side", j."amount"`;
const JOURNAL_ORDER = Prisma.sql`j."payday", j."payrollId", j."wk", j."position", j."grp", j."sideOrder", j."seq"`;

/** One page of the journal's lines and how many there are. */
export async function journalPage(db: Db, companyId: string, scope: JournalScope, skip: number, take: number): Promise<{ total: number; rows: JournalLineRow[] }> {
  const cond = journalPayrolls(companyId, scope);
  const lines = journalLines(cond, cond);
  const [count] = await db.$queryRaw<Array<{ n: number }>>`SELECT count(*)::int AS "n" FROM (${lines}) AS j`;
  const rows = await db.$queryRaw<JournalLineRow[]>`SELECT ${JOURNAL_COLUMNS} FROM (${lines}) AS j ORDER BY ${JOURNAL_ORDER} LIMIT ${take} OFFSET ${skip}`;
  return { total: count.n, rows };
}

/** The journal's payrolls in report order, with the highest item positions (the batches of journalBatches). */
function journalPayrollRanges(db: Db, companyId: string, scope: JournalScope) {
  return db.$queryRaw<Array<{ id: string; employees: number | null; contractors: number | null }>>`
    SELECT p."id",
      (SELECT max(i."position") FROM "PayrollEmployeeItem" i WHERE i."payrollId" = p."id") AS "employees",
      (SELECT max(i."position") FROM "PayrollContractorItem" i WHERE i."payrollId" = p."id") AS "contractors"
    FROM "Payroll" p
    WHERE ${journalPayrolls(companyId, scope)}
    ORDER BY p."payday", p."id"`;
}

/**
 * Every line of the journal in report order, `itemsPerBatch` items at a time (one statement per batch
 * of item positions of one payroll, employees then contractors).
 */
export async function* journalBatches(db: Db, companyId: string, scope: JournalScope, itemsPerBatch: number): AsyncGenerator<JournalLineRow[]> {
  const never = Prisma.sql`false`;
  for (const payroll of await journalPayrollRanges(db, companyId, scope)) {
    for (const [kind, last] of [['employees', payroll.employees], ['contractors', payroll.contractors]] as const) {
      if (last === null) continue;
      for (let from = 0; from <= last; from += itemsPerBatch) {
        const window = Prisma.sql`p."id" = ${payroll.id} AND p."companyId" = ${companyId} AND i."position" >= ${from} AND i."position" < ${from + itemsPerBatch}`;
        const lines = kind === 'employees' ? journalLines(window, never) : journalLines(never, window);
        yield await db.$queryRaw<JournalLineRow[]>`SELECT ${JOURNAL_COLUMNS} FROM (${lines}) AS j ORDER BY ${JOURNAL_ORDER}`;
      }
    }
  }
}

// ---------- tax liabilities ----------

export interface TaxLiabilityRow {
  period: string;
  jurisdiction: string;
  code: string;
  liability: Prisma.Decimal;
  deposited: Prisma.Decimal;
  creditApplied: Prisma.Decimal;
  taxDepositIds: string[];
}

/**
 * Per month of payday, jurisdiction and code: the tax lines of the non-void items of approved payrolls
 * with payday in [from, to] (both YYYY-MM-DD, included), and the tax deposits of those payrolls (a deposit
 * written before codes were stored has its federal code from `federalCodes`, tax name -> code).
 */
function taxLiabilities(companyId: string, from: string, to: string, federalCodes: Record<string, string>): Prisma.Sql {
  const names = Object.keys(federalCodes);
  const codeOf = names.length
    ? Prisma.sql`COALESCE(d."code", CASE d."tax" ${Prisma.join(names.map((n) => Prisma.sql`WHEN ${n} THEN ${federalCodes[n]}`), ' ')} END)`
    : Prisma.sql`d."code"`;
  return Prisma.sql`
    WITH payrolls AS (
      SELECT p."id", to_char(p."payday", 'YYYY-MM') AS "period"
      FROM "Payroll" p
      WHERE p."companyId" = ${companyId} AND ${approved} AND p."payday" >= ${from}::date AND p."payday" <= ${to}::date
    ),
    lines AS (
      SELECT pr."period", 'US' AS "jurisdiction", v."code", SUM(v."amount") AS "amount"
      FROM payrolls pr
      JOIN "PayrollEmployeeItem" i ON i."payrollId" = pr."id" AND i."isVoid" = false
      CROSS JOIN LATERAL (VALUES
        ('us_fit', i."federalIncomeTax"),
        ('us_fica_ss', i."socialSecurityEmployee" + i."socialSecurityCompany"),
        ('us_fica_medicare', i."medicareEmployee" + i."medicareCompany"),
        ('us_fica_additional_medicare', i."additionalMedicareEmployee"),
        ('us_futa', i."futaCompany")
      ) AS v("code", "amount")
      GROUP BY 1, 2, 3
      UNION ALL
      SELECT pr."period", t->>'jurisdiction', t->>'code', SUM((t->>'amount')::numeric)
      FROM payrolls pr
      JOIN "PayrollEmployeeItem" i ON i."payrollId" = pr."id" AND i."isVoid" = false
      CROSS JOIN LATERAL jsonb_array_elements(i."stateTaxes") AS t
      GROUP BY 1, 2, 3
    ),
    deposits AS (
      SELECT pr."period", d."jurisdiction", ${codeOf} AS "code",
        SUM(CASE WHEN d."status" = 'Paid'::"TaxDepositStatus" THEN d."amount" ELSE 0 END) AS "deposited",
        SUM(CASE WHEN d."status" = 'Paid'::"TaxDepositStatus" THEN d."creditApplied" ELSE 0 END) AS "creditApplied",
        array_agg(d."id" ORDER BY d."createdAt", d."id") AS "taxDepositIds"
      FROM payrolls pr
      JOIN "TaxDeposit" d ON d."payrollId" = pr."id" AND d."companyId" = ${companyId}
      GROUP BY 1, 2, 3
    )
    SELECT COALESCE(l."period", d."period") AS "period", COALESCE(l."jurisdiction", d."jurisdiction") AS "jurisdiction", COALESCE(l."code", d."code") AS "code",
      COALESCE(l."amount", 0) AS "liability", COALESCE(d."deposited", 0) AS "deposited", COALESCE(d."creditApplied", 0) AS "creditApplied",
      COALESCE(d."taxDepositIds", ARRAY[]::text[]) AS "taxDepositIds"
    FROM lines l
    FULL JOIN deposits d ON d."period" = l."period" AND d."jurisdiction" = l."jurisdiction" AND d."code" = l."code"
    WHERE COALESCE(l."amount", 0) <> 0 OR d."code" IS NOT NULL`;
}

const LIABILITY_ORDER = Prisma.sql`r."period", CASE WHEN r."jurisdiction" = 'US' THEN 0 ELSE 1 END, r."jurisdiction", r."code"`;

export async function taxLiabilityPage(db: Db, companyId: string, from: string, to: string, federalCodes: Record<string, string>, skip: number, take: number) {
  const rows = taxLiabilities(companyId, from, to, federalCodes);
  const [count] = await db.$queryRaw<Array<{ n: number }>>`SELECT count(*)::int AS "n" FROM (${rows}) AS r`;
  const page = await db.$queryRaw<TaxLiabilityRow[]>`SELECT r.* FROM (${rows}) AS r ORDER BY ${LIABILITY_ORDER} LIMIT ${take} OFFSET ${skip}`;
  return { total: count.n, rows: page };
}

export async function* taxLiabilityBatches(db: Db, companyId: string, from: string, to: string, federalCodes: Record<string, string>, size: number): AsyncGenerator<TaxLiabilityRow[]> {
  const rows = taxLiabilities(companyId, from, to, federalCodes);
  for (let skip = 0; ; skip += size) {
    const batch = await db.$queryRaw<TaxLiabilityRow[]>`SELECT r.* FROM (${rows}) AS r ORDER BY ${LIABILITY_ORDER} LIMIT ${size} OFFSET ${skip}`;
    yield batch;
    if (batch.length < size) return;
  }
}

// ---------- cash requirement ----------

/**
 * Per payment method: the items, net pay and taxes of the payroll's employee and contractor items (void ones
 * included), or of only the items named (a reversal's reversed items, services/payrolls/reversals.ts).
 */
export function cashRequirementSums(db: Db, companyId: string, payrollId: string, onlyItems?: string[]) {
  const only = onlyItems ? Prisma.sql`AND i."id" = ANY(${onlyItems}::text[])` : Prisma.empty;
  return db.$queryRaw<Array<{ workers: 'Employee' | 'Contractor'; paymentMethod: 'DirectDeposit' | 'Manual'; items: number; netPay: Prisma.Decimal; employeeTaxes: Prisma.Decimal; companyTaxes: Prisma.Decimal }>>`
    SELECT 'Employee' AS "workers", i."paymentMethod"::text AS "paymentMethod", count(*)::int AS "items",
      SUM(i."netPay") AS "netPay", SUM(i."employeeTaxes") AS "employeeTaxes", SUM(i."companyTaxes") AS "companyTaxes"
    FROM "PayrollEmployeeItem" i
    WHERE i."companyId" = ${companyId} AND i."payrollId" = ${payrollId} ${only}
    GROUP BY 2
    UNION ALL
    SELECT 'Contractor', i."paymentMethod"::text, count(*)::int, SUM(i."netPay"), 0, 0
    FROM "PayrollContractorItem" i
    WHERE i."companyId" = ${companyId} AND i."payrollId" = ${payrollId} ${only}
    GROUP BY 2`;
}

export function findPayrollTotals(db: Db, companyId: string, payrollId: string) {
  return db.payroll.findFirst({ where: { companyId, id: payrollId }, select: { id: true, totals: true } });
}

// ---------- tax summary ----------

/** The names of the employees (first, middle, last). */
export function employeeNames(db: Db, companyId: string, ids: string[]) {
  return db.employee.findMany({ where: { companyId, id: { in: ids } }, select: { id: true, firstName: true, middleName: true, lastName: true } });
}

// ---------- contractor payments ----------

export interface ContractorPaymentRow {
  rowType: 'Payment' | 'ContractorTotal';
  contractorId: string;
  contractorName: string;
  payrollId: string | null;
  payday: Date | null;
  paymentMethod: 'DirectDeposit' | 'Manual' | null;
  compensation: Prisma.Decimal;
  reimbursement: Prisma.Decimal;
  netPay: Prisma.Decimal;
}

/** The payments (non-void contractor items of approved payrolls with payday in [from, to]), each contractor's total after them. */
function contractorPayments(companyId: string, from: string, to: string): Prisma.Sql {
  return Prisma.sql`
    WITH payments AS (
      SELECT i."contractorId", p."id" AS "payrollId", p."payday", i."paymentMethod"::text AS "paymentMethod", i."grossPay", i."reimbursement", i."netPay"
      FROM "PayrollContractorItem" i
      JOIN "Payroll" p ON p."id" = i."payrollId"
      WHERE i."companyId" = ${companyId} AND p."companyId" = ${companyId} AND i."isVoid" = false AND ${approved}
        AND p."payday" >= ${from}::date AND p."payday" <= ${to}::date
    ),
    rows AS (
      SELECT 0 AS "o", 'Payment' AS "rowType", x."contractorId", x."payrollId", x."payday", x."paymentMethod", x."grossPay" AS "compensation", x."reimbursement", x."netPay"
      FROM payments x
      UNION ALL
      SELECT 1, 'ContractorTotal', x."contractorId", NULL, NULL, NULL, SUM(x."grossPay"), SUM(x."reimbursement"), SUM(x."netPay")
      FROM payments x
      GROUP BY x."contractorId"
    )
    SELECT r."o", r."rowType", r."contractorId", ${contractorName} AS "contractorName", r."payrollId", r."payday", r."paymentMethod", r."compensation", r."reimbursement", r."netPay"
    FROM rows r JOIN "Contractor" c ON c."id" = r."contractorId"`;
}

const PAYMENT_ORDER = Prisma.sql`r."contractorId", r."o", r."payday", r."payrollId"`;

export async function contractorPaymentPage(db: Db, companyId: string, from: string, to: string, skip: number, take: number) {
  const rows = contractorPayments(companyId, from, to);
  const [count] = await db.$queryRaw<Array<{ n: number }>>`SELECT count(*)::int AS "n" FROM (${rows}) AS r`;
  const page = await db.$queryRaw<ContractorPaymentRow[]>`SELECT r.* FROM (${rows}) AS r ORDER BY ${PAYMENT_ORDER} LIMIT ${take} OFFSET ${skip}`;
  return { total: count.n, rows: page };
}

export async function* contractorPaymentBatches(db: Db, companyId: string, from: string, to: string, size: number): AsyncGenerator<ContractorPaymentRow[]> {
  const rows = contractorPayments(companyId, from, to);
  for (let skip = 0; ; skip += size) {
    const batch = await db.$queryRaw<ContractorPaymentRow[]>`SELECT r.* FROM (${rows}) AS r ORDER BY ${PAYMENT_ORDER} LIMIT ${size} OFFSET ${skip}`;
    yield batch;
    if (batch.length < size) return;
  }
}

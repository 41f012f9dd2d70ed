import { Prisma, type DocumentKind } from '@prisma/client';
import type { Db } from './db';
import { and, stableOrder } from './query';

// Tax documents (Document rows of kind CompanyTax, EmployeeTax, ContractorTax) and the aggregates of
// approved payrolls (status other than Draft) they are made from.

export type TaxKind = Extract<DocumentKind, 'CompanyTax' | 'EmployeeTax' | 'ContractorTax'>;

/** Calendar quarters (year, quarter) in which the company has an approved payroll paid before the day `before` (YYYY-MM-DD). */
export function quartersWithApprovedPayrolls(db: Db, companyId: string, before: string): Promise<Array<{ year: number; quarter: number }>> {
  return db.$queryRaw<Array<{ year: number; quarter: number }>>`
    SELECT DISTINCT EXTRACT(YEAR FROM p."payday")::int AS "year", EXTRACT(QUARTER FROM p."payday")::int AS "quarter"
    FROM "Payroll" p
    WHERE p."companyId" = ${companyId} AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" < ${before}::date
    ORDER BY 1, 2`;
}

/** Source keys of the company's tax filings already produced (941:2026:Q1, 940:2026, ...). */
export async function companyTaxSourceKeys(db: Db, companyId: string): Promise<Set<string>> {
  const rows = await db.document.findMany({ where: { companyId, kind: 'CompanyTax' }, select: { sourceKey: true } });
  return new Set(rows.map((r) => r.sourceKey).filter((k): k is string => k !== null));
}

const approvedBetween = (from: Date, to: Date) => ({ status: { not: 'Draft' as const }, payday: { gte: from, lt: to } });

type JurisdictionTotals = { employeeId: string; jurisdiction: string; wages: Prisma.Decimal; amount: Prisma.Decimal };

/** Per employee and jurisdiction: the sums of one kind of tax line (`name`) of the items of approved payrolls with payday in [from, to). */
function taxLineTotals(db: Db, companyId: string, from: Date, to: Date, name: 'StateIncomeTax' | 'LocalIncomeTax'): Promise<JurisdictionTotals[]> {
  return db.$queryRaw<JurisdictionTotals[]>`
    SELECT i."employeeId", t->>'jurisdiction' AS "jurisdiction", SUM((t->>'subjectWages')::numeric) AS "wages", SUM((t->>'amount')::numeric) AS "amount"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    CROSS JOIN LATERAL jsonb_array_elements(i."stateTaxes") AS t
    WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" >= ${from} AND p."payday" < ${to}
      AND t->>'name' = ${name}
    GROUP BY 1, 2
    ORDER BY 1, 2`;
}

/**
 * Per employee and state: the state income tax lines (`<st>_sit`) of the items of approved payrolls with
 * payday in [from, to): state wages and tax withheld (W-2 boxes 16 and 17).
 */
export async function employeeStateIncomeTaxTotals(db: Db, companyId: string, from: Date, to: Date): Promise<Array<{ employeeId: string; state: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>> {
  return (await taxLineTotals(db, companyId, from, to, 'StateIncomeTax')).map(({ jurisdiction, ...r }) => ({ ...r, state: jurisdiction }));
}

/** Local income tax wages and amounts per employee and locality (`NY-NYC`, `PA-865001`): W-2 boxes 18-20. */
export async function employeeLocalIncomeTaxTotals(db: Db, companyId: string, from: Date, to: Date): Promise<Array<{ employeeId: string; locality: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>> {
  return (await taxLineTotals(db, companyId, from, to, 'LocalIncomeTax')).map(({ jurisdiction, ...r }) => ({ ...r, locality: jurisdiction }));
}

/** Per employee: the sums of the items of approved payrolls with payday in [from, to). */
export function employeeTaxTotals(db: Db, companyId: string, from: Date, to: Date) {
  return db.payrollEmployeeItem.groupBy({
    by: ['employeeId'],
    where: { companyId, isVoid: false, payroll: approvedBetween(from, to) },
    _sum: {
      grossPay: true,
      federalIncomeTax: true,
      socialSecurityEmployee: true,
      socialSecurityCompany: true,
      medicareEmployee: true,
      medicareCompany: true,
      additionalMedicareEmployee: true,
      futaCompany: true,
      subjectFutaWages: true,
      taxableFederalIncomeTaxWages: true,
      taxableSocialSecurityWages: true,
      taxableMedicareWages: true,
      taxableAdditionalMedicareWages: true,
      taxableFutaWages: true,
    },
    orderBy: { employeeId: 'asc' },
  });
}

/** What forms read from the earnings lines, per employee (employeeEarningTotals). */
export interface EmployeeEarningTotals {
  employeeId: string;
  /** Cash tips reported (CashTips) and charged tips paid in the paycheck (PaycheckTips). */
  tips: Prisma.Decimal;
  /** Of those, the part within the item's taxable Social Security wages (per item: the lesser of the two). */
  socialSecurityTips: Prisma.Decimal;
  /** Group-term life insurance over $50,000 (GroupTermLife: its taxable cost). */
  groupTermLife: Prisma.Decimal;
}

/**
 * Per employee: the tips and group-term life earnings of the non-void items of approved payrolls with payday in
 * [from, to) (W-2 boxes 7 and 12 C/TP, 941 line 5b), by the lines' type (an earning code's line by the code's type). An item's tips count as Social Security tips up to its
 * taxable Social Security wages (wages past the wage base are tips first to go).
 */
export function employeeEarningTotals(db: Db, companyId: string, from: Date, to: Date): Promise<EmployeeEarningTotals[]> {
  return db.$queryRaw<EmployeeEarningTotals[]>`
    SELECT i."employeeId", SUM(e."tips") AS "tips", SUM(LEAST(e."tips", i."taxableSocialSecurityWages")) AS "socialSecurityTips", SUM(e."groupTermLife") AS "groupTermLife"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(CASE WHEN k."type" IN ('CashTips', 'PaycheckTips') THEN k."amount" END), 0) AS "tips",
        COALESCE(SUM(CASE WHEN k."type" = 'GroupTermLife' THEN k."amount" END), 0) AS "groupTermLife"
      FROM jsonb_array_elements(i."earnings") AS l
      -- A line's type, or for an earning code line the code's type (services/payroll-records.ts storedEarning).
      CROSS JOIN LATERAL (SELECT COALESCE(l->>'earningCodeType', l->>'type') AS "type", (l->>'amount')::numeric AS "amount") k
    ) e
    WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" >= ${from} AND p."payday" < ${to}
      AND (e."tips" <> 0 OR e."groupTermLife" <> 0)
    GROUP BY 1
    ORDER BY 1`;
}

/**
 * Per employee and code: the amounts of the employee's state program lines of the given codes (e.g. `ny_pfl`,
 * `ny_sdi`) on the non-void items of approved payrolls and on the external payrolls with payday in [from, to):
 * W-2 box 14.
 */
export function employeeProgramTotals(db: Db, companyId: string, from: Date, to: Date, codes: string[]): Promise<Array<{ employeeId: string; code: string; amount: Prisma.Decimal }>> {
  if (!codes.length) return Promise.resolve([]);
  return db.$queryRaw`
    SELECT x."employeeId", x."code", SUM(x."amount") AS "amount" FROM (
      SELECT i."employeeId", t->>'code' AS "code", (t->>'amount')::numeric AS "amount"
      FROM "PayrollEmployeeItem" i
      JOIN "Payroll" p ON p."id" = i."payrollId"
      CROSS JOIN LATERAL jsonb_array_elements(i."stateTaxes") AS t
      WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" >= ${from} AND p."payday" < ${to}
        AND t->>'code' = ANY(${codes}::text[])
      UNION ALL
      SELECT x."employeeId", t->>'code', (t->>'amount')::numeric
      FROM "ExternalPayroll" x
      CROSS JOIN LATERAL jsonb_array_elements(x."stateTaxes") AS t
      WHERE x."companyId" = ${companyId} AND x."payday" >= ${from} AND x."payday" < ${to} AND t->>'code' = ANY(${codes}::text[])
    ) x
    GROUP BY 1, 2
    HAVING SUM(x."amount") <> 0
    ORDER BY 1, 2`;
}

/**
 * Form 941 line 1: the employees with a non-void item on an approved payroll whose pay period includes `day`
 * (YYYY-MM-DD; the 12th of the quarter's last month). With `state`, the same rule for a state's wage reports
 * (the 12th of each month): only items with a tax line of that state (services/filings/state-wages.ts).
 */
export async function employeesPaidForPeriodIncluding(db: Db, companyId: string, day: string, state?: string): Promise<number> {
  const inState = state
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM jsonb_array_elements(i."stateTaxes") AS t WHERE t->>'jurisdiction' = ${state})`
    : Prisma.empty;
  const [row] = await db.$queryRaw<Array<{ n: number }>>`
    SELECT count(DISTINCT i."employeeId")::int AS "n"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus"
      AND p."periodStart" <= ${day}::date AND p."periodEnd" >= ${day}::date ${inState}`;
  return row.n;
}

/**
 * Per payday in [from, to): the Form 941 taxes (federal income tax withheld, Social Security and Medicare,
 * employee and company shares, Additional Medicare) of the non-void items of approved payrolls and of the
 * external payrolls: the liabilities of Form 941 line 16 and Schedule B (they add up to line 12).
 */
export function form941LiabilitiesByPayday(db: Db, companyId: string, from: Date, to: Date): Promise<Array<{ payday: Date; amount: Prisma.Decimal }>> {
  return db.$queryRaw`
    SELECT x."payday", SUM(x."amount") AS "amount" FROM (
      SELECT p."payday", i."federalIncomeTax" + i."socialSecurityEmployee" + i."socialSecurityCompany" + i."medicareEmployee" + i."medicareCompany" + i."additionalMedicareEmployee" AS "amount"
      FROM "PayrollEmployeeItem" i
      JOIN "Payroll" p ON p."id" = i."payrollId"
      WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" >= ${from} AND p."payday" < ${to}
      UNION ALL
      SELECT x."payday", x."federalIncomeTax" + x."socialSecurityEmployee" + x."socialSecurityCompany" + x."medicareEmployee" + x."medicareCompany" + x."additionalMedicareEmployee"
      FROM "ExternalPayroll" x
      WHERE x."companyId" = ${companyId} AND x."payday" >= ${from} AND x."payday" < ${to}
    ) x
    GROUP BY 1
    ORDER BY 1`;
}

/**
 * The amounts of the company's Paid federal tax deposits of the given codes (a deposit stored before codes were
 * has its code from `codeOfTax`, tax name -> code) of payrolls with payday in [from, to): Form 941 line 13
 * (us_fit, us_fica_*), Form 940 line 13 (us_futa).
 */
export async function paidFederalDeposits(db: Db, companyId: string, from: Date, to: Date, codes: string[], codeOfTax: Record<string, string>): Promise<Prisma.Decimal | null> {
  const taxes = Object.entries(codeOfTax).filter(([, c]) => codes.includes(c)).map(([t]) => t);
  const [row] = await db.$queryRaw<Array<{ amount: Prisma.Decimal | null }>>`
    SELECT SUM(d."amount") AS "amount"
    FROM "TaxDeposit" d
    JOIN "Payroll" p ON p."id" = d."payrollId"
    WHERE d."companyId" = ${companyId} AND p."companyId" = ${companyId} AND p."payday" >= ${from} AND p."payday" < ${to}
      AND d."jurisdiction" = 'US' AND d."status" = 'Paid'::"TaxDepositStatus"
      AND (d."code" = ANY(${codes}::text[]) OR (d."code" IS NULL AND d."tax" = ANY(${taxes}::text[])))`;
  return row.amount;
}

/**
 * Per state of the employer's state unemployment (SUI) lines: the taxable FUTA wages of the non-void items of
 * approved payrolls and of the external payrolls with payday in [from, to), an item's spread over its SUI
 * states by their subject wages (one state: all of it); `state` null for the FUTA wages of items without a SUI
 * line. Form 940 lines 1a/1b and Schedule A.
 */
export function futaWagesBySuiState(db: Db, companyId: string, from: Date, to: Date): Promise<Array<{ state: string | null; futaWages: Prisma.Decimal }>> {
  return db.$queryRaw`
    WITH rows AS (
      SELECT i."id", i."taxableFutaWages" AS "futaWages", i."stateTaxes" AS "lines"
      FROM "PayrollEmployeeItem" i
      JOIN "Payroll" p ON p."id" = i."payrollId"
      WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" >= ${from} AND p."payday" < ${to}
      UNION ALL
      SELECT x."id", x."futaWages", x."stateTaxes"
      FROM "ExternalPayroll" x
      WHERE x."companyId" = ${companyId} AND x."payday" >= ${from} AND x."payday" < ${to}
    ),
    sui AS (
      SELECT r."id", t->>'jurisdiction' AS "state", GREATEST((t->>'subjectWages')::numeric, 0) AS "subject"
      FROM rows r
      CROSS JOIN LATERAL jsonb_array_elements(r."lines") AS t
      WHERE t->>'name' = 'StateUnemployment'
    ),
    shares AS (
      SELECT s."id", s."state", CASE WHEN SUM(s."subject") OVER w > 0 THEN s."subject" / SUM(s."subject") OVER w ELSE 1.0 / COUNT(*) OVER w END AS "share"
      FROM sui s
      WINDOW w AS (PARTITION BY s."id")
    )
    SELECT sh."state", ROUND(SUM(r."futaWages" * COALESCE(sh."share", 1)), 2) AS "futaWages"
    FROM rows r
    LEFT JOIN shares sh ON sh."id" = r."id"
    GROUP BY 1
    HAVING SUM(r."futaWages" * COALESCE(sh."share", 1)) <> 0
    ORDER BY 1 NULLS LAST`;
}

/** Per calendar quarter (1-4) of payday in [from, to): the taxable FUTA wages of items and external payrolls (Form 940 line 16). */
export function futaWagesByQuarter(db: Db, companyId: string, from: Date, to: Date): Promise<Array<{ quarter: number; futaWages: Prisma.Decimal }>> {
  return db.$queryRaw`
    SELECT EXTRACT(QUARTER FROM x."payday")::int AS "quarter", SUM(x."futaWages") AS "futaWages" FROM (
      SELECT p."payday", i."taxableFutaWages" AS "futaWages"
      FROM "PayrollEmployeeItem" i
      JOIN "Payroll" p ON p."id" = i."payrollId"
      WHERE i."companyId" = ${companyId} AND i."isVoid" = false AND p."status" <> 'Draft'::"PayrollStatus" AND p."payday" >= ${from} AND p."payday" < ${to}
      UNION ALL
      SELECT x."payday", x."futaWages" FROM "ExternalPayroll" x WHERE x."companyId" = ${companyId} AND x."payday" >= ${from} AND x."payday" < ${to}
    ) x
    GROUP BY 1
    ORDER BY 1`;
}

/** Per contractor: gross pay on approved payrolls with payday in [from, to). */
export function contractorTaxTotals(db: Db, companyId: string, from: Date, to: Date) {
  return db.payrollContractorItem.groupBy({
    by: ['contractorId'],
    where: { companyId, isVoid: false, payroll: approvedBetween(from, to) },
    _sum: { grossPay: true, reimbursement: true },
    orderBy: { contractorId: 'asc' },
  });
}

const address = { street1: true, street2: true, city: true, state: true, zipcode: true } as const;

/** What the W-2s show of the employees. */
export function taxFormEmployees(db: Db, companyId: string, ids: string[]) {
  return db.employee.findMany({ where: { companyId, id: { in: ids } }, select: { id: true, firstName: true, middleName: true, lastName: true, ssnLastFour: true, tippedOccupationCodes: true, ...address } });
}

/** What the 1099s show of the contractors. */
export function taxFormContractors(db: Db, companyId: string, ids: string[]) {
  return db.contractor.findMany({
    where: { companyId, id: { in: ids } },
    select: { id: true, type: true, firstName: true, middleName: true, lastName: true, businessName: true, ein: true, ssnLastFour: true, ...address },
  });
}

/** Rows per insert statement (PDF bytes included). */
const CHUNK = 200;

/** Inserts the documents; one already produced for the same source is left alone (ON CONFLICT DO NOTHING). */
export async function insertTaxDocuments(db: Db, rows: Prisma.DocumentCreateManyInput[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) inserted += (await db.document.createMany({ data: rows.slice(i, i + CHUNK), skipDuplicates: true })).count;
  return inserted;
}

export interface TaxDocumentFilters {
  year?: number;
  quarter?: number;
  employeeId?: string;
  contractorId?: string;
}

const listColumns = { id: true, companyId: true, category: true, label: true, year: true, quarter: true, employeeId: true, contractorId: true, createdAt: true } as const;

export async function listTaxDocumentRows(db: Db, companyId: string, kind: TaxKind, f: TaxDocumentFilters, skip: number, take: number) {
  const where = and(
    { companyId, kind },
    f.year !== undefined ? { year: f.year } : undefined,
    f.quarter !== undefined ? { quarter: f.quarter } : undefined,
    f.employeeId !== undefined ? { employeeId: f.employeeId } : undefined,
    f.contractorId !== undefined ? { contractorId: f.contractorId } : undefined,
  ) as Prisma.DocumentWhereInput;
  const [total, rows] = await Promise.all([
    db.document.count({ where }),
    db.document.findMany({ where, orderBy: stableOrder, skip, take, select: listColumns }),
  ]);
  return { total, rows };
}

export function findTaxDocument(db: Db, companyId: string, kind: TaxKind, id: string) {
  return db.document.findFirst({ where: { companyId, kind, id }, select: listColumns });
}

export function findTaxDocumentContent(db: Db, companyId: string, kind: TaxKind, id: string) {
  return db.document.findFirst({ where: { companyId, kind, id } });
}

import type { DocumentKind, Prisma } from '@prisma/client';
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
  return db.employee.findMany({ where: { companyId, id: { in: ids } }, select: { id: true, firstName: true, middleName: true, lastName: true, ssnLastFour: true, ...address } });
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

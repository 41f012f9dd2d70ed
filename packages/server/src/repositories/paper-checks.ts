// Paper checks the service issued and the positive-pay files reporting them to the company's bank
// (services/payrolls/paper-checks.ts, services/money/positive-pay.ts; docs/ach.md "Paper checks and positive pay").
import type { PaperCheck, Prisma, PositivePayFile } from '@prisma/client';
import type { Db } from './db';
import { isUniqueViolation, stableOrder } from './query';
import { transactionConnection } from './transaction-scope';

export type PaperCheckRow = PaperCheck;
export type PositivePayFileRow = PositivePayFile;

/**
 * The names of a payroll's payees, the company's only. The ids as one array parameter (issue 38: through
 * Prisma's query builder, 10,000 ids in an IN list cost about 0.4 s of an approval); one read after the other,
 * as on a transaction's one connection they would be anyway.
 */
export async function payeeNames(
  db: Db,
  companyId: string,
  employeeIds: string[],
  contractorIds: string[],
): Promise<[Array<{ id: string; code: string; firstName: string; middleName: string | null; lastName: string }>, Array<{ id: string; firstName: string | null; lastName: string | null; businessName: string | null }>]> {
  const employees = employeeIds.length
    ? await db.$queryRaw<Array<{ id: string; code: string; firstName: string; middleName: string | null; lastName: string }>>`
        SELECT "id", "code", "firstName", "middleName", "lastName" FROM "Employee" WHERE "companyId" = ${companyId} AND "id" = ANY(${employeeIds}::text[])`
    : [];
  const contractors = contractorIds.length
    ? await db.$queryRaw<Array<{ id: string; firstName: string | null; lastName: string | null; businessName: string | null }>>`
        SELECT "id", "firstName", "lastName", "businessName" FROM "Contractor" WHERE "companyId" = ${companyId} AND "id" = ANY(${contractorIds}::text[])`
    : [];
  return [employees, contractors];
}

/** The payroll's checks in force (not replaced), by check number. */
export function findPayrollChecks(db: Db, payrollId: string): Promise<PaperCheckRow[]> {
  return db.paperCheck.findMany({ where: { payrollId, replacedAt: null }, orderBy: { checkNumber: 'asc' } });
}

/** The company's highest check number issued, or null before its first. */
export async function highestCheckNumber(db: Db, companyId: string): Promise<number | null> {
  const { _max } = await db.paperCheck.aggregate({ where: { companyId }, _max: { checkNumber: true } });
  return _max.checkNumber;
}

/**
 * The most Manual items any approved payroll of the company (other than `exceptPayrollId`) has: the checks of
 * payrolls approved before check numbers were kept were printed 1001, 1002, ... per payroll.
 */
export async function mostLegacyChecks(db: Db, companyId: string, exceptPayrollId: string): Promise<number> {
  const rows = await db.$queryRaw<Array<{ n: number | bigint | null }>>`
    SELECT MAX(c."n")::int AS "n" FROM (
      SELECT p."id", (SELECT COUNT(*) FROM "PayrollEmployeeItem" i WHERE i."payrollId" = p."id" AND i."paymentMethod" = 'Manual')
           + (SELECT COUNT(*) FROM "PayrollContractorItem" i WHERE i."payrollId" = p."id" AND i."paymentMethod" = 'Manual') AS "n"
      FROM "Payroll" p
      WHERE p."companyId" = ${companyId} AND p."id" <> ${exceptPayrollId} AND p."status" <> 'Draft'
    ) c`;
  return Number(rows[0]?.n ?? 0);
}

/** Marks the payroll's checks in force replaced (its approval after a reopen issues new ones). */
export async function replacePayrollChecks(db: Db, payrollId: string, at: Date): Promise<void> {
  await db.paperCheck.updateMany({ where: { payrollId, replacedAt: null }, data: { replacedAt: at } });
}

/** A check to insert: every column but replacedAt (a new check is in force). */
export interface PaperCheckInsert {
  id: string;
  companyId: string;
  payrollId: string;
  payeeId: string;
  checkNumber: number;
  /** Decimal text with two places. */
  amount: string;
  payee: string;
  issueDate: Date;
  createdAt: Date;
}

/**
 * Inserts checks in ONE statement: the rows travel as a single JSON parameter that jsonb_populate_recordset
 * turns into rows of the table's own type (issue 38: Prisma's createMany of a 10,000-check approval bound
 * 90,000 values in chunks and took 3 to 5 s of it; this, 0.3 to 0.5 s on a loaded machine). On the heavy
 * transaction's own connection where it can be had (transaction-scope.ts transactionConnection), else through
 * Prisma (PGlite, a request transaction); the same SQL either way.
 */
export async function insertPaperChecks(db: Db, rows: PaperCheckInsert[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      companyId: r.companyId,
      payrollId: r.payrollId,
      payeeId: r.payeeId,
      checkNumber: r.checkNumber,
      amount: r.amount,
      payee: r.payee,
      issueDate: r.issueDate.toISOString().slice(0, 10),
      replacedAt: null,
      createdAt: r.createdAt.toISOString(),
    })),
  );
  const connection = await transactionConnection(db);
  if (connection) await connection.query('INSERT INTO "PaperCheck" SELECT * FROM jsonb_populate_recordset(NULL::"PaperCheck", $1::jsonb)', [json]);
  else await db.$executeRaw`INSERT INTO "PaperCheck" SELECT * FROM jsonb_populate_recordset(NULL::"PaperCheck", ${json}::jsonb)`;
}

/** A check of the company with what positive pay needs to know of it. */
export interface CheckStateRow {
  id: string;
  checkNumber: number;
  amount: string;
  payee: string;
  issueDate: Date;
  /** Replaced, or its payroll deleted, back in Draft (reopened) or void, or its item void. */
  isVoid: boolean;
  reportedIssued: boolean;
  reportedVoid: boolean;
}

/**
 * The company's checks dated `issueDate` (YYYY-MM-DD) not yet reported issued, and its void checks not yet reported void,
 * each with its state, by check number.
 */
export function findChecksToReport(db: Db, companyId: string, issueDate: string): Promise<CheckStateRow[]> {
  return db.$queryRaw<CheckStateRow[]>`
    SELECT * FROM (
      SELECT c."id", c."checkNumber", c."amount"::text AS "amount", c."payee", c."issueDate",
        (c."replacedAt" IS NOT NULL OR p."id" IS NULL OR p."isVoid" OR p."status" = 'Draft'
          OR EXISTS (SELECT 1 FROM "PayrollEmployeeItem" i WHERE i."payrollId" = c."payrollId" AND i."employeeId" = c."payeeId" AND i."isVoid")
          OR EXISTS (SELECT 1 FROM "PayrollContractorItem" i WHERE i."payrollId" = c."payrollId" AND i."contractorId" = c."payeeId" AND i."isVoid")) AS "isVoid",
        EXISTS (SELECT 1 FROM "PositivePayLine" l WHERE l."paperCheckId" = c."id" AND NOT l."void") AS "reportedIssued",
        EXISTS (SELECT 1 FROM "PositivePayLine" l WHERE l."paperCheckId" = c."id" AND l."void") AS "reportedVoid"
      FROM "PaperCheck" c LEFT JOIN "Payroll" p ON p."id" = c."payrollId"
      WHERE c."companyId" = ${companyId}
    ) s
    WHERE (s."issueDate" = ${issueDate}::date AND NOT s."reportedIssued") OR (s."isVoid" AND NOT s."reportedVoid")
    ORDER BY s."checkNumber"`;
}

/**
 * Inserts a file and its lines. Null when a unique index refuses it (another file reported one of these
 * checks the same way at the same moment); the transaction is then aborted (PostgreSQL): the caller must throw.
 */
export async function insertPositivePayFile(db: Db, file: Prisma.PositivePayFileUncheckedCreateInput, lines: Array<{ paperCheckId: string; void: boolean }>): Promise<PositivePayFileRow | null> {
  try {
    const row = await db.positivePayFile.create({ data: file });
    await db.positivePayLine.createMany({ data: lines.map((l, i) => ({ positivePayFileId: row.id, paperCheckId: l.paperCheckId, void: l.void, position: i + 1 })) });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function listPositivePayFileRows(db: Db, companyId: string, skip: number, take: number) {
  const where = { companyId };
  const [total, rows] = await Promise.all([db.positivePayFile.count({ where }), db.positivePayFile.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

export function findPositivePayFile(db: Db, companyId: string, id: string): Promise<PositivePayFileRow | null> {
  return db.positivePayFile.findFirst({ where: { id, companyId } });
}

/** A file's lines with their checks, in file order. */
export function findPositivePayLines(db: Db, positivePayFileId: string) {
  return db.positivePayLine.findMany({ where: { positivePayFileId }, orderBy: { position: 'asc' }, include: { check: true } });
}

/** Created -> Sent; false when the file was not Created. */
export async function markPositivePayFileSentRow(db: Db, companyId: string, id: string, at: Date): Promise<boolean> {
  const { count } = await db.positivePayFile.updateMany({ where: { id, companyId, status: 'Created' }, data: { status: 'Sent', sentAt: at } });
  return count === 1;
}

import { Prisma, type BankAccountStatus, type ChildSupport, type Employee, type EmployeeBenefit, type EmployeeW4, type PayrollStatus } from '@prisma/client';
import type { Db } from './db';
import { liveBankAccount, RETIRED_ACCOUNT_NUMBER } from './bank-accounts';
import { deletedPredecessorsOf, withCarriedWithheld } from './deductions';
import { and, eqFilter, stableOrder } from './query';

const byPosition = [{ position: 'asc' as const }, { id: 'asc' as const }];
const payrollInclude = {
  employeeItems: { orderBy: byPosition },
  contractorItems: { orderBy: byPosition },
} satisfies Prisma.PayrollInclude;

export type PayrollRow = Prisma.PayrollGetPayload<{ include: typeof payrollInclude }>;
export type PayrollHeaderRow = Prisma.PayrollGetPayload<object>;
export type EmployeeItemRow = PayrollRow['employeeItems'][number];
export type ContractorItemRow = PayrollRow['contractorItems'][number];

// ---------- payrolls ----------

export function findPayroll(db: Db, companyId: string, id: string): Promise<PayrollRow | null> {
  return db.payroll.findFirst({ where: { companyId, id }, include: payrollInclude });
}

export function findPayrollHeader(db: Db, companyId: string, id: string): Promise<PayrollHeaderRow | null> {
  return db.payroll.findFirst({ where: { companyId, id } });
}

/** Any company's payroll (operator sandbox). */
export function findPayrollAnywhere(db: Db, id: string) {
  return db.payroll.findUnique({ where: { id }, include: { company: { select: { id: true, partnerId: true } } } });
}

/** The payroll with its row locked for the rest of the transaction (update, delete, reopen serialize on it). */
export async function lockPayroll(db: Db, companyId: string, id: string): Promise<PayrollHeaderRow | null> {
  await db.$queryRaw`SELECT "id" FROM "Payroll" WHERE "id" = ${id} AND "companyId" = ${companyId} FOR UPDATE`;
  return findPayrollHeader(db, companyId, id);
}

export interface PayrollFilters {
  id?: string;
  includeId?: boolean;
  status?: PayrollStatus;
  includeStatus?: boolean;
  paydayFrom?: Date;
  paydayTo?: Date;
}

export async function listPayrollRows(db: Db, companyId: string, f: PayrollFilters, skip: number, take: number) {
  const payday = f.paydayFrom || f.paydayTo ? { payday: { ...(f.paydayFrom ? { gte: f.paydayFrom } : {}), ...(f.paydayTo ? { lte: f.paydayTo } : {}) } } : undefined;
  const where = and({ companyId }, eqFilter('id', f.id, f.includeId), eqFilter('status', f.status, f.includeStatus), payday) as Prisma.PayrollWhereInput;
  const [total, rows] = await Promise.all([
    db.payroll.count({ where }),
    db.payroll.findMany({ where, orderBy: stableOrder, skip, take, include: payrollInclude }),
  ]);
  return { total, rows };
}

export function insertPayrollRow(db: Db, data: Prisma.PayrollUncheckedCreateInput) {
  return db.payroll.create({ data });
}

export function updatePayrollRow(db: Db, id: string, data: Prisma.PayrollUncheckedUpdateInput) {
  return db.payroll.update({ where: { id }, data });
}

export async function deletePayrollRow(db: Db, id: string): Promise<void> {
  await db.payroll.delete({ where: { id } }); // items cascade
}

/**
 * Draft -> Pending in one conditional statement: of two racing approvals only one finds the row in
 * Draft (the other waits for the first one's row lock, then sees Pending). Returns whether it won.
 */
export async function claimDraftForApproval(db: Db, id: string, approvedAt: Date): Promise<boolean> {
  const { count } = await db.payroll.updateMany({ where: { id, status: 'Draft' }, data: { status: 'Pending', approvedAt, statusChangedAt: approvedAt } });
  return count === 1;
}

/** Moves a payroll from one status to another if it is still in `from`; returns whether it moved. */
export async function moveStatus(db: Db, id: string, from: PayrollStatus[], to: PayrollStatus, at: Date): Promise<boolean> {
  const { count } = await db.payroll.updateMany({ where: { id, status: { in: from } }, data: { status: to, statusChangedAt: at } });
  return count === 1;
}

/**
 * Approved payrolls whose money movement is due on `today`: Pending past the deadline, or Pending /
 * Processing on or after payday (unless `payOnPayday` is false: ACH files pay them). All companies when
 * companyId is undefined. `skipPartnersBehind`: leave out the companies of partners whose sandbox clock is
 * behind the service clock (the service clock's timer in sandbox mode).
 */
export function findDuePayrolls(db: Db, today: Date, companyId?: string, payOnPayday = true, skipPartnersBehind = false) {
  const due: Prisma.PayrollWhereInput[] = [{ status: 'Pending', deadline: { lt: today } }];
  if (payOnPayday) due.push({ status: { in: ['Pending', 'Processing'] }, payday: { lte: today } });
  return db.payroll.findMany({
    where: {
      ...(companyId ? { companyId } : {}),
      // A sandbox partner whose clock is behind the service clock: its payrolls move on its own clock only.
      ...(skipPartnersBehind ? { company: { partner: { sandboxClockOffsetMs: { gte: 0 } } } } : {}),
      OR: due,
    },
    include: { company: { select: { id: true, partnerId: true } } },
    orderBy: [{ payday: 'asc' }, { id: 'asc' }],
  });
}

// ---------- items ----------

export { insertItems, itemWriter, replaceChangedItems, type ContractorItemInsert, type EmployeeItemInsert } from './payroll-item-writes';

const employeeRequestColumns = {
  id: true,
  timecardIds: true,
  employeeId: true,
  position: true,
  paymentMethod: true,
  flsaOvertimeExemption: true,
  supplementalTaxMethod: true,
  payments: true,
  reimbursements: true,
  netPaySplitId: true,
  createdAt: true,
} satisfies Prisma.PayrollEmployeeItemSelect;
const contractorRequestColumns = {
  id: true,
  contractorId: true,
  position: true,
  workplaceId: true,
  paymentMethod: true,
  hours: true,
  payRate: true,
  reimbursement: true,
  netPaySplitId: true,
  createdAt: true,
} satisfies Prisma.PayrollContractorItemSelect;
export type EmployeeItemRequestRow = Prisma.PayrollEmployeeItemGetPayload<{ select: typeof employeeRequestColumns }>;
export type ContractorItemRequestRow = Prisma.PayrollContractorItemGetPayload<{ select: typeof contractorRequestColumns }>;

/** What the items of a payroll were made from (the request with defaults), without the computed columns. */
export async function findItemRequestsOf(db: Db, payrollId: string) {
  const employeeItems = await db.payrollEmployeeItem.findMany({ where: { payrollId }, orderBy: byPosition, select: employeeRequestColumns });
  const contractorItems = await db.payrollContractorItem.findMany({ where: { payrollId }, orderBy: byPosition, select: contractorRequestColumns });
  return [employeeItems, contractorItems] as const;
}

/**
 * Runs independent reads: at once on the client (the pool has several connections), one after the
 * other inside a transaction (one connection, which must not get a query while busy).
 */
export async function readAll<T extends unknown[]>(db: Db, ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if ('$transaction' in db) return (await Promise.all(reads.map((read) => read()))) as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as T;
}

// ---------- what the gross-to-net reads (one query per table for all workers of a payroll) ----------
// The reads by a payroll's employee ids bind the ids as ONE array parameter (`= ANY($1::text[])`): a Prisma
// `in` list binds and compiles each id (10,000 ids: 0.1 to 0.3 s per query, growing faster than the list).

export function findPaymentScheduleRef(db: Db, companyId: string, id: string) {
  return db.paymentSchedule.findFirst({ where: { companyId, id }, select: { id: true, payFrequency: true } });
}

export function companyWorkplaceIds(db: Db, companyId: string, ids: string[]) {
  return db.workplace.findMany({ where: { companyId, id: { in: ids } }, select: { id: true } });
}

export function companyEarningCodes(db: Db, companyId: string) {
  return db.earningCode.findMany({ where: { companyId }, select: { id: true, name: true, type: true }, orderBy: stableOrder });
}

/**
 * The columns of the payroll's employees that a create or update checks (services/payrolls/normalize.ts:
 * active, workplaces, the wage and the defaults of an item; the termination date) and that the
 * gross-to-net reads: the default split and what the blocking onboarding steps read (services/employees.ts,
 * employeeBlocking). Lighter than the full employee read (findEmployeesByIds), which costs about three
 * times as much at 10,000 employees.
 */
export type PayrollEmployeeRow = Pick<
  Employee,
  | 'id'
  | 'active'
  | 'terminationDate'
  | 'wageRate'
  | 'wagePeriod'
  | 'flsaOvertimeExemptionStatus'
  | 'supplementalTaxMethod'
  | 'defaultNetPaySplitId'
  | 'defaultPaymentMethod'
  | 'primaryWorkplaceId'
  | 'state'
  | 'dateOfBirth'
> & { residenceLocalities: string[] | null; bankAccounts: Array<{ status: BankAccountStatus }>; workplaces: Array<{ workplaceId: string }> };

/**
 * One statement with the ids as one array parameter: through Prisma's query builder, 10,000 ids were bound
 * three times (the employees and two relations), each list compiled by its query compiler (about 0.3 s each).
 * The live bank accounts are those of bank-accounts.ts `liveBankAccount`.
 */
export async function payrollEmployeesOf(db: Db, companyId: string, employeeIds: string[]): Promise<PayrollEmployeeRow[]> {
  if (!employeeIds.length) return [];
  return db.$queryRaw<PayrollEmployeeRow[]>`
    SELECT e."id", e."active", e."terminationDate", e."wageRate", e."wagePeriod"::text AS "wagePeriod",
      e."flsaOvertimeExemptionStatus"::text AS "flsaOvertimeExemptionStatus", e."supplementalTaxMethod"::text AS "supplementalTaxMethod",
      e."defaultNetPaySplitId", e."defaultPaymentMethod"::text AS "defaultPaymentMethod", e."primaryWorkplaceId", e."state",
      e."residenceLocalities", e."dateOfBirth",
      COALESCE((SELECT json_agg(json_build_object('status', b."status"::text)) FROM "BankAccount" b
        WHERE b."employeeId" = e."id" AND b."accountNumberEncrypted" <> ${RETIRED_ACCOUNT_NUMBER}), '[]'::json) AS "bankAccounts",
      COALESCE((SELECT json_agg(json_build_object('workplaceId', w."workplaceId")) FROM "EmployeeWorkplace" w WHERE w."employeeId" = e."id"), '[]'::json) AS "workplaces"
    FROM "Employee" e
    WHERE e."companyId" = ${companyId} AND e."id" = ANY(${employeeIds}::text[])`;
}

/** The reciprocity elections of the employees in force on `payday` (elected, effective by then). */
export function reciprocityElectionsOf(db: Db, employeeIds: string[], payday: Date) {
  return db.$queryRaw<Array<{ employeeId: string; workState: string; residenceState: string }>>`
    SELECT "employeeId", "workState", "residenceState" FROM "ReciprocityElection"
    WHERE "employeeId" = ANY(${employeeIds}::text[]) AND "elected" AND ("effectiveStart" IS NULL OR "effectiveStart" <= ${payday})`;
}

/** The employees' nonresident work days in `year`, by state (docs/domain-rules.md, "Resident and nonresident"). */
export function nonresidentWorkDaysOf(db: Db, employeeIds: string[], year: number) {
  return db.$queryRaw<Array<{ employeeId: string; state: string; days: number }>>`
    SELECT "employeeId", "state", "days" FROM "NonresidentWorkDays" WHERE "employeeId" = ANY(${employeeIds}::text[]) AND "year" = ${year}`;
}

/** The employees' state withholding certificates (the values each state's engine module reads, and the day each was signed). */
export function stateCertificatesOf(db: Db, employeeIds: string[]) {
  return db.$queryRaw<Array<{ employeeId: string; state: string; values: Prisma.JsonValue; signedAt: Date }>>`
    SELECT "employeeId", "state", "values", "signedAt" FROM "EmployeeStateCertificate" WHERE "employeeId" = ANY(${employeeIds}::text[])`;
}

/**
 * The number of the company's employees on `payday`: active, started on or before it (or no start date) and not
 * terminated before it. Nebraska's special withholding procedure depends on it (docs/domain-rules.md, "State
 * and local taxes").
 */
export function companyEmployeeCountOn(db: Db, companyId: string, payday: Date): Promise<number> {
  return db.employee.count({
    where: {
      companyId,
      active: true,
      OR: [{ startDate: null }, { startDate: { lte: payday } }],
      AND: [{ OR: [{ terminationDate: null }, { terminationDate: { gte: payday } }] }],
    },
  });
}

/** The company's SUI rate of each state in force on `payday`: the latest effective on or before it. */
export async function suiRatesOf(db: Db, companyId: string, payday: Date): Promise<Record<string, string>> {
  const rows = await db.companySuiRate.findMany({
    where: { companyId, effectiveStart: { lte: payday } },
    orderBy: [{ state: 'asc' }, { effectiveStart: 'desc' }],
    select: { state: true, rate: true },
  });
  const out: Record<string, string> = {};
  for (const r of rows) if (!(r.state in out)) out[r.state] = r.rate.toString();
  return out;
}

/** The state and locality codes of each of the company's workplaces (a payment's work state and localities), by workplace id. */
export async function workplaceStatesOf(db: Db, companyId: string): Promise<Map<string, { state: string | null; localities: string[] }>> {
  const rows = await db.workplace.findMany({ where: { companyId }, select: { id: true, state: true, localities: true } });
  return new Map(rows.map((w) => [w.id, { state: w.state, localities: w.localities ?? [] }]));
}

export function w4sOf(db: Db, employeeIds: string[]) {
  return db.$queryRaw<Array<Pick<EmployeeW4, 'employeeId' | 'filingStatus' | 'multipleJobs' | 'dependentsAmount' | 'otherIncome' | 'deductions' | 'extraWithholding' | 'exempt' | 'signedAt'>>>`
    SELECT "employeeId", "filingStatus"::text AS "filingStatus", "multipleJobs", "dependentsAmount", "otherIncome", "deductions", "extraWithholding", "exempt", "signedAt"
    FROM "EmployeeW4" WHERE "employeeId" = ANY(${employeeIds}::text[])`;
}

export function benefitsOf(db: Db, companyId: string, employeeIds: string[]) {
  return db.$queryRaw<
    Array<Pick<EmployeeBenefit, 'id' | 'employeeId' | 'description' | 'effectiveStart' | 'effectiveEnd' | 'type' | 'hsaContributionLimit' | 'employeeContributionAmount' | 'employeeContributionPercent' | 'companyContributionAmount' | 'companyContributionPercent'>>
  >`
    SELECT "id", "employeeId", "description", "effectiveStart", "effectiveEnd", "type"::text AS "type", "hsaContributionLimit"::text AS "hsaContributionLimit",
      "employeeContributionAmount", "employeeContributionPercent", "companyContributionAmount", "companyContributionPercent"
    FROM "EmployeeBenefit" WHERE "companyId" = ${companyId} AND "employeeId" = ANY(${employeeIds}::text[])
    ORDER BY "createdAt", "id"`;
}

export function childSupportsOf(db: Db, companyId: string, employeeIds: string[]) {
  return db.$queryRaw<Array<Pick<ChildSupport, 'id' | 'employeeId' | 'description' | 'caseNumber' | 'amount' | 'maxPercent' | 'effectiveStart' | 'effectiveEnd'>>>`
    SELECT "id", "employeeId", "description", "caseNumber", "amount", "maxPercent", "effectiveStart", "effectiveEnd"
    FROM "ChildSupport" WHERE "companyId" = ${companyId} AND "employeeId" = ANY(${employeeIds}::text[])
    ORDER BY "createdAt", "id"`;
}

/** Live miscellaneous deductions, withheldToDate including deleted predecessors' (repositories/deductions.ts). */
export async function miscDeductionsOf(db: Db, companyId: string, employeeIds: string[]) {
  return withCarriedWithheld(db, await db.miscellaneousDeduction.findMany({ where: { companyId, employeeId: { in: employeeIds }, deletedAt: null }, orderBy: stableOrder }));
}

export function splitItemsOf(db: Db, splitIds: string[]) {
  return db.netPaySplitItem.findMany({ where: { netPaySplitId: { in: splitIds } }, orderBy: [{ netPaySplitId: 'asc' }, { priority: 'asc' }] });
}

/** Live, Active bank accounts of the workers (for split lines and the no-split fallback), oldest first. */
export function activeBankAccountsOf(db: Db, companyId: string, employeeIds: string[], contractorIds: string[]) {
  return db.bankAccount.findMany({
    where: {
      companyId,
      status: 'Active',
      ...liveBankAccount,
      OR: [{ employeeId: { in: employeeIds } }, { contractorId: { in: contractorIds } }],
    },
    select: { id: true, employeeId: true, contractorId: true, accountNumberLastFour: true, type: true },
    orderBy: stableOrder,
  });
}

/** Bank accounts by id, live or not (a split may name an account later deleted; only display fields). */
export function bankAccountsByIds(db: Db, ids: string[]) {
  return db.bankAccount.findMany({ where: { id: { in: ids } }, select: { id: true, accountNumberLastFour: true, type: true } });
}

/** What the approved payrolls before this one give each employee, calendar year of the payday (ONE query). */
export interface YtdWindow {
  companyId: string;
  /** Excluded: the payroll being computed. */
  payrollId: string;
  yearStart: Date;
  /** Included: approved payrolls paid on or before this day. */
  payday: Date;
}

export async function ytdWagesOf(db: Db, w: YtdWindow, employeeIds: string[]) {
  if (!employeeIds.length) return [];
  return db.payrollEmployeeItem.groupBy({
    by: ['employeeId'],
    where: {
      companyId: w.companyId,
      employeeId: { in: employeeIds },
      isVoid: false,
      payroll: { status: { not: 'Draft' }, id: { not: w.payrollId }, payday: { gte: w.yearStart, lte: w.payday } },
    },
    _sum: { subjectSocialSecurityWages: true, subjectMedicareWages: true, subjectFutaWages: true, subjectSupplementalWages: true, socialSecurityEmployee: true, medicareEmployee: true },
  });
}

/**
 * Per employee and state tax code (local taxes: `<jurisdiction>:<code>`, states/locals): the subject wages and amounts of the state tax lines of the same
 * approved payrolls (the wage bases and annual maxima of state programs and SUI).
 */
export function ytdStateTaxesOf(db: Db, w: YtdWindow, employeeIds: string[]): Promise<Array<{ employeeId: string; code: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>> {
  if (!employeeIds.length) return Promise.resolve([]);
  return db.$queryRaw<Array<{ employeeId: string; code: string; wages: Prisma.Decimal; amount: Prisma.Decimal }>>`
    SELECT i."employeeId", CASE WHEN position('-' in t->>'jurisdiction') > 0 THEN (t->>'jurisdiction') || ':' || (t->>'code') ELSE t->>'code' END AS "code",
      SUM((t->>'subjectWages')::numeric) AS "wages", SUM((t->>'amount')::numeric) AS "amount"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    CROSS JOIN LATERAL jsonb_array_elements(i."stateTaxes") AS t
    WHERE i."companyId" = ${w.companyId}
      AND i."employeeId" = ANY(${employeeIds}::text[])
      AND i."isVoid" = false
      AND p."status" <> 'Draft'::"PayrollStatus" AND p."id" <> ${w.payrollId}
      AND p."payday" >= ${w.yearStart} AND p."payday" <= ${w.payday}
    GROUP BY 1, 2`;
}

/**
 * Per miscellaneous deduction id: amount withheld by the same approved payrolls (for `annualLimit`),
 * including what its deleted predecessors withheld (repositories/deductions.ts).
 */
export async function ytdMiscDeductionsOf(db: Db, w: YtdWindow, deductionIds: string[]): Promise<Array<{ id: string; amount: Prisma.Decimal }>> {
  if (!deductionIds.length) return [];
  const liveRows = await db.miscellaneousDeduction.findMany({
    where: { id: { in: deductionIds } },
    select: { id: true, companyId: true, employeeId: true, description: true, createdAt: true },
  });
  const predecessors = await deletedPredecessorsOf(db, liveRows);
  const own = await ytdMiscWithheld(db, w, [...deductionIds, ...[...predecessors.values()].flat().map((d) => d.id)]);
  const byId = new Map(own.map((r) => [r.id, new Prisma.Decimal(r.amount)]));
  return deductionIds.flatMap((id) => {
    const ids = [id, ...(predecessors.get(id) ?? []).map((d) => d.id)];
    const present = ids.filter((x) => byId.has(x));
    return present.length ? [{ id, amount: present.reduce((sum, x) => sum.plus(byId.get(x)!), new Prisma.Decimal(0)) }] : [];
  });
}

function ytdMiscWithheld(db: Db, w: YtdWindow, deductionIds: string[]): Promise<Array<{ id: string; amount: Prisma.Decimal }>> {
  return db.$queryRaw<Array<{ id: string; amount: Prisma.Decimal }>>`
    SELECT d->>'deductionId' AS "id", SUM((d->>'amount')::numeric) AS "amount"
    FROM "PayrollEmployeeItem" i
    JOIN "Payroll" p ON p."id" = i."payrollId"
    CROSS JOIN LATERAL jsonb_array_elements(i."deductions") AS d
    WHERE i."companyId" = ${w.companyId}
      AND i."isVoid" = false
      AND p."status" <> 'Draft'::"PayrollStatus" AND p."id" <> ${w.payrollId}
      AND p."payday" >= ${w.yearStart} AND p."payday" <= ${w.payday}
      AND d->>'kind' = 'Miscellaneous'
      AND d->>'deductionId' = ANY(${deductionIds}::text[])
    GROUP BY 1`;
}

/**
 * withheldToDate of the miscellaneous deductions on the payroll's items (or only on `itemIds`), +1 at approval,
 * -1 at reopen and at a void (one statement).
 */
export async function adjustMiscWithheld(db: Db, payrollId: string, sign: 1 | -1, itemIds?: string[]): Promise<void> {
  if (itemIds && !itemIds.length) return;
  const only = itemIds ? Prisma.sql`AND i."id" = ANY(${itemIds}::text[])` : Prisma.empty;
  await db.$executeRaw`
    UPDATE "MiscellaneousDeduction" AS m
    SET "withheldToDate" = m."withheldToDate" + ${sign} * x."amount", "updatedAt" = now()
    FROM (
      SELECT d->>'deductionId' AS "id", SUM((d->>'amount')::numeric) AS "amount"
      FROM "PayrollEmployeeItem" i CROSS JOIN LATERAL jsonb_array_elements(i."deductions") AS d
      WHERE i."payrollId" = ${payrollId} AND d->>'kind' = 'Miscellaneous' ${only}
      GROUP BY 1
    ) AS x
    WHERE m."id" = x."id"`;
}

// ---------- tax deposits ----------

export async function insertTaxDeposits(db: Db, rows: Prisma.TaxDepositCreateManyInput[]): Promise<void> {
  if (rows.length) await db.taxDeposit.createMany({ data: rows });
}

export async function deletePendingTaxDeposits(db: Db, companyId: string, payrollId: string): Promise<void> {
  await db.taxDeposit.deleteMany({ where: { companyId, payrollId, status: 'Pending' } });
}

export async function settleTaxDeposits(db: Db, companyId: string, payrollId: string, status: 'Paid' | 'Failed'): Promise<void> {
  await db.taxDeposit.updateMany({ where: { companyId, payrollId, status: 'Pending' }, data: { status } });
}

export interface BenefitContributionRow {
  employeeId: string;
  type: string;
  employeeAmount: Prisma.Decimal;
  companyAmount: Prisma.Decimal;
}

/**
 * Per employee and benefit type: the `benefits` lines of the non-void items of approved payrolls with payday in
 * [from, to), plus those of the employees' external payrolls of the period. Used for the year to date of the
 * benefit limits (only the payroll's employees, without the payroll being computed) and for W-2 boxes 10 and 12
 * (services/tax-documents.ts, the whole year).
 */
export function benefitContributionSums(
  db: Db,
  q: { companyId: string; from: Date; to: Date; employeeIds?: string[]; exceptPayrollId?: string },
): Promise<BenefitContributionRow[]> {
  if (q.employeeIds && !q.employeeIds.length) return Promise.resolve([]);
  const items = q.employeeIds ? Prisma.sql`AND i."employeeId" = ANY(${q.employeeIds}::text[])` : Prisma.empty;
  const external = q.employeeIds ? Prisma.sql`AND x."employeeId" = ANY(${q.employeeIds}::text[])` : Prisma.empty;
  const except = q.exceptPayrollId ? Prisma.sql`AND p."id" <> ${q.exceptPayrollId}` : Prisma.empty;
  return db.$queryRaw<BenefitContributionRow[]>`
    SELECT y."employeeId", y."type", SUM(y."employeeAmount") AS "employeeAmount", SUM(y."companyAmount") AS "companyAmount"
    FROM (
      SELECT i."employeeId", b->>'type' AS "type", (b->>'employeeAmount')::numeric AS "employeeAmount", (b->>'companyAmount')::numeric AS "companyAmount"
      FROM "PayrollEmployeeItem" i
      JOIN "Payroll" p ON p."id" = i."payrollId"
      CROSS JOIN LATERAL jsonb_array_elements(i."benefits") AS b
      WHERE i."companyId" = ${q.companyId} ${items}
        AND i."isVoid" = false
        AND p."status" <> 'Draft'::"PayrollStatus" ${except}
        AND p."payday" >= ${q.from} AND p."payday" < ${q.to}
      UNION ALL
      SELECT x."employeeId", b->>'type', (b->>'employeeAmount')::numeric, (b->>'companyAmount')::numeric
      FROM "ExternalPayroll" x
      CROSS JOIN LATERAL jsonb_array_elements(x."benefits") AS b
      WHERE x."companyId" = ${q.companyId} ${external}
        AND x."payday" >= ${q.from} AND x."payday" < ${q.to}
    ) AS y
    GROUP BY 1, 2
    ORDER BY 1, 2`;
}

/**
 * The year to date toward the IRS annual benefit limits (docs/domain-rules.md, "Benefit limits"): the window's
 * year up to and including its payday, without the payroll being computed (the same payrolls as ytdStateTaxesOf).
 */
export function ytdBenefitContributionsOf(db: Db, w: YtdWindow, employeeIds: string[]): Promise<BenefitContributionRow[]> {
  const to = new Date(w.payday.getTime() + 86_400_000);
  return benefitContributionSums(db, { companyId: w.companyId, from: w.yearStart, to, employeeIds, exceptPayrollId: w.payrollId });
}

// Funding failures, item payment failures and the partners' sandbox clocks (services/sandbox.ts,
// services/payrolls/funding.ts; docs/domain-rules.md, "Sandbox and funding failures").
import type { FundingFailure, Prisma } from '@prisma/client';
import type { Db } from './db';
import { and, eqFilter, stableOrder } from './query';

export type FundingFailureRow = FundingFailure;

// ---------- funding failures ----------

export function insertFundingFailure(db: Db, data: Prisma.FundingFailureUncheckedCreateInput): Promise<FundingFailureRow> {
  return db.fundingFailure.create({ data });
}

export function findFundingFailure(db: Db, companyId: string, id: string): Promise<FundingFailureRow | null> {
  return db.fundingFailure.findFirst({ where: { id, companyId } });
}

/** A page of the company's funding failures (creation time, then id), optionally of one status. */
export async function listFundingFailureRows(db: Db, companyId: string, status: string | undefined, skip: number, take: number) {
  const where = and({ companyId }, eqFilter('status', status, true)) as Prisma.FundingFailureWhereInput;
  const total = await db.fundingFailure.count({ where });
  const rows = await db.fundingFailure.findMany({ where, orderBy: stableOrder, skip, take });
  return { total, rows };
}

/** The oldest Unresolved funding failure of the company, or null. */
export function findUnresolvedFundingFailure(db: Db, companyId: string): Promise<FundingFailureRow | null> {
  return db.fundingFailure.findFirst({ where: { companyId, status: 'Unresolved' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** Unresolved -> Resolved; false when it was not Unresolved (resolved first by another request). */
export async function markFundingFailureResolved(db: Db, id: string, at: Date): Promise<boolean> {
  const { count } = await db.fundingFailure.updateMany({ where: { id, status: 'Unresolved' }, data: { status: 'Resolved', resolvedAt: at } });
  return count === 1;
}

export function reloadFundingFailure(db: Db, id: string): Promise<FundingFailureRow> {
  return db.fundingFailure.findUniqueOrThrow({ where: { id } });
}

export async function setCompanyGoodStanding(db: Db, companyId: string, inGoodStanding: boolean): Promise<void> {
  await db.company.update({ where: { id: companyId }, data: { inGoodStanding } });
}

/** A retried funding debit: the payroll's Failed tax deposits are owed again. */
export async function reopenFailedTaxDeposits(db: Db, companyId: string, payrollId: string): Promise<void> {
  await db.taxDeposit.updateMany({ where: { companyId, payrollId, status: 'Failed' }, data: { status: 'Pending' } });
}

// ---------- item payment failures ----------

export interface PayrollItemRef {
  kind: 'employee' | 'contractor';
  id: string;
  paymentMethod: string;
  isVoid: boolean;
  paymentFailedAt: Date | null;
}

/** An employee or contractor item of the payroll, by id; null when the payroll has none with that id. */
export async function findPayrollItem(db: Db, payrollId: string, itemId: string): Promise<PayrollItemRef | null> {
  const select = { id: true, paymentMethod: true, isVoid: true, paymentFailedAt: true } as const;
  const employee = await db.payrollEmployeeItem.findFirst({ where: { id: itemId, payrollId }, select });
  if (employee) return { kind: 'employee', ...employee };
  const contractor = await db.payrollContractorItem.findFirst({ where: { id: itemId, payrollId }, select });
  return contractor ? { kind: 'contractor', ...contractor } : null;
}

/** Marks the item's payment failed; false when it had already failed. */
export async function markItemPaymentFailed(db: Db, item: PayrollItemRef, at: Date, reason: string): Promise<boolean> {
  const where = { id: item.id, paymentFailedAt: null };
  const data = { paymentFailedAt: at, paymentFailureReason: reason };
  const { count } = item.kind === 'employee' ? await db.payrollEmployeeItem.updateMany({ where, data }) : await db.payrollContractorItem.updateMany({ where, data });
  return count === 1;
}

/** Whether an item of the payroll has a failed payment (it is then PartiallyPaid rather than Paid). */
export async function payrollHasFailedPayment(db: Db, payrollId: string): Promise<boolean> {
  const where = { payrollId, paymentFailedAt: { not: null } };
  if (await db.payrollEmployeeItem.count({ where })) return true;
  return (await db.payrollContractorItem.count({ where })) > 0;
}

// ---------- the partners' sandbox clocks ----------

/** The partner's sandbox clock offset in milliseconds (negative: behind the service clock). */
export async function partnerClockOffsetMs(db: Db, partnerId: string): Promise<number> {
  const row = await db.partner.findUnique({ where: { id: partnerId }, select: { sandboxClockOffsetMs: true } });
  return Number(row?.sandboxClockOffsetMs ?? 0);
}

export async function setPartnerClockOffsetMs(db: Db, partnerId: string, offsetMs: number): Promise<void> {
  await db.partner.update({ where: { id: partnerId }, data: { sandboxClockOffsetMs: BigInt(offsetMs) } });
}

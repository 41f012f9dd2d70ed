import type { Prisma, TaxDepositStatus } from '@prisma/client';
import type { Db } from './db';
import { and, eqFilter, stableOrder } from './query';

// ---------- earning codes ----------

export function insertEarningCode(db: Db, data: Prisma.EarningCodeUncheckedCreateInput) {
  return db.earningCode.create({ data });
}
export function findEarningCode(db: Db, companyId: string, id: string) {
  return db.earningCode.findFirst({ where: { companyId, id } });
}
export function updateEarningCodeRow(db: Db, id: string, data: Prisma.EarningCodeUncheckedUpdateInput) {
  return db.earningCode.update({ where: { id }, data });
}
export async function listEarningCodeRows(db: Db, companyId: string, skip: number, take: number) {
  const where: Prisma.EarningCodeWhereInput = { companyId };
  const [total, rows] = await Promise.all([db.earningCode.count({ where }), db.earningCode.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

// ---------- payment schedules ----------

export function insertPaymentSchedule(db: Db, data: Prisma.PaymentScheduleUncheckedCreateInput) {
  return db.paymentSchedule.create({ data });
}
export function findPaymentSchedule(db: Db, companyId: string, id: string) {
  return db.paymentSchedule.findFirst({ where: { companyId, id } });
}
export function updatePaymentScheduleRow(db: Db, id: string, data: Prisma.PaymentScheduleUncheckedUpdateInput) {
  return db.paymentSchedule.update({ where: { id }, data });
}
export async function listPaymentScheduleRows(db: Db, companyId: string, skip: number, take: number) {
  const where: Prisma.PaymentScheduleWhereInput = { companyId };
  const [total, rows] = await Promise.all([
    db.paymentSchedule.count({ where }),
    db.paymentSchedule.findMany({ where, orderBy: stableOrder, skip, take }),
  ]);
  return { total, rows };
}

// ---------- tax deposits ----------

export interface TaxDepositFilters {
  payrollId?: string;
  status?: TaxDepositStatus;
}

export async function listTaxDepositRows(db: Db, companyId: string, f: TaxDepositFilters, skip: number, take: number) {
  const where = and({ companyId }, eqFilter('payrollId', f.payrollId, true), eqFilter('status', f.status, true)) as Prisma.TaxDepositWhereInput;
  const [total, rows] = await Promise.all([db.taxDeposit.count({ where }), db.taxDeposit.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

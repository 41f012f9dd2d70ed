// Payment changes made in hosted flows and held until the partner decides (services/payment-changes.ts,
// docs/hosted-flows.md, "Held payment changes").
import type { Prisma } from '@prisma/client';
import type { OwnerRef } from './bank-accounts';
import type { Db } from './db';
import { stableOrder } from './query';

export type PaymentChangeRow = NonNullable<Awaited<ReturnType<typeof findPaymentChange>>>;

const ownerColumn = (owner: OwnerRef) => (owner.kind === 'employee' ? { employeeId: owner.id } : { contractorId: owner.id });

export function insertPaymentChange(db: Db, data: Prisma.PaymentChangeUncheckedCreateInput) {
  return db.paymentChange.create({ data });
}

export function findPaymentChange(db: Db, companyId: string, id: string) {
  return db.paymentChange.findFirst({ where: { id, companyId } });
}

export async function listPaymentChangeRows(db: Db, companyId: string, status: string | undefined, skip: number, take: number) {
  const where: Prisma.PaymentChangeWhereInput = { companyId, ...(status ? { status } : {}) };
  const [total, rows] = await Promise.all([db.paymentChange.count({ where }), db.paymentChange.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

/** The worker's changes still held (at most one, but read as many). */
export function findHeldChangesOfOwner(db: Db, companyId: string, owner: OwnerRef) {
  return db.paymentChange.findMany({ where: { companyId, ...ownerColumn(owner), status: 'Held' }, orderBy: stableOrder });
}

/** The changes a link's flow made that are still held. */
export function findHeldChangesOfLink(db: Db, workerFlowLinkId: string) {
  return db.paymentChange.findMany({ where: { workerFlowLinkId, status: 'Held' }, orderBy: stableOrder });
}

/** The latest change a link's flow made (any status), for the flow's own summary. */
export function findLatestChangeOfLink(db: Db, workerFlowLinkId: string) {
  return db.paymentChange.findFirst({ where: { workerFlowLinkId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/** Held changes whose hold ended at `now`, oldest first. */
export function findDueChanges(db: Db, now: Date, take: number) {
  return db.paymentChange.findMany({ where: { status: 'Held', holdUntil: { lte: now } }, orderBy: [{ holdUntil: 'asc' }, { id: 'asc' }], take, select: { id: true, companyId: true } });
}

/** Moves a change out of Held once: false when it was decided already (by another request). */
export async function decidePaymentChange(db: Db, id: string, data: { status: string; decidedAt: Date; rejectedBecause?: string }): Promise<boolean> {
  const { count } = await db.paymentChange.updateMany({ where: { id, status: 'Held' }, data });
  return count === 1;
}

export function setPaymentChangeSplit(db: Db, id: string, netPaySplitId: string | null) {
  return db.paymentChange.update({ where: { id }, data: { netPaySplitId } });
}

export function reloadPaymentChange(db: Db, id: string) {
  return db.paymentChange.findUniqueOrThrow({ where: { id } });
}

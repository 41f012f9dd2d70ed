import type { Prisma } from '@prisma/client';
import { noScope } from '../core/errors';
import { newId } from '../core/ids';
import type { Db } from './db';
import { stableOrder } from './query';

export interface NewEvent {
  type: string;
  partnerId: string;
  companyId?: string;
  resourceType: string;
  resourceId: string;
  data: unknown;
}

/**
 * Appends an event and, in the same statement sequence (call it inside the transaction of the change
 * it records), one pending delivery per active webhook endpoint of the partner whose event types
 * match (an empty list matches all): the transactional outbox the delivery worker reads.
 */
export async function recordEvent(db: Db, event: NewEvent) {
  const row = await db.event.create({
    data: {
      id: newId('evt'),
      type: event.type,
      partnerId: event.partnerId,
      companyId: event.companyId,
      resourceType: event.resourceType,
      resourceId: event.resourceId,
      data: JSON.parse(JSON.stringify(event.data)) as Prisma.InputJsonValue,
    },
  });
  const endpoints = await db.webhookEndpoint.findMany({
    where: { partnerId: event.partnerId, active: true, OR: [{ eventTypes: { isEmpty: true } }, { eventTypes: { has: event.type } }] },
    select: { id: true },
    orderBy: stableOrder,
  });
  if (endpoints.length) {
    await db.webhookDelivery.createMany({ data: endpoints.map((e) => ({ id: newId('whd'), endpointId: e.id, eventId: row.id })) });
  }
  return row;
}

/** Which events a caller may see: a partner's, or those of a set of companies. */
export type EventScope = { partnerId: string } | { companyIds: string[] };

export interface EventFilters {
  type?: string;
  companyId?: string;
  resourceType?: string;
  resourceId?: string;
  createdAfter?: Date;
}

/** Fails closed: an empty partner id throws 403 `forbidden` (Prisma reads `{ partnerId: undefined }` as "every event"). */
function scopeWhere(scope: EventScope): Prisma.EventWhereInput {
  if ('partnerId' in scope) {
    if (typeof scope.partnerId !== 'string' || scope.partnerId === '') throw noScope('partner');
    return { partnerId: scope.partnerId };
  }
  return { companyId: { in: scope.companyIds.filter((id) => typeof id === 'string' && id !== '') } };
}

export function findEventInScope(db: Db, scope: EventScope, id: string) {
  return db.event.findFirst({ where: { AND: [scopeWhere(scope), { id }] } });
}

export async function listEventRows(db: Db, scope: EventScope, f: EventFilters, skip: number, take: number) {
  const where: Prisma.EventWhereInput = {
    AND: [
      scopeWhere(scope),
      f.type !== undefined ? { type: f.type } : {},
      f.companyId !== undefined ? { companyId: f.companyId } : {},
      f.resourceType !== undefined ? { resourceType: f.resourceType } : {},
      f.resourceId !== undefined ? { resourceId: f.resourceId } : {},
      f.createdAfter !== undefined ? { createdAt: { gt: f.createdAfter } } : {},
    ],
  };
  const [total, rows] = await Promise.all([db.event.count({ where }), db.event.findMany({ where, orderBy: { seq: 'asc' }, skip, take })]);
  return { total, rows };
}

/** Ids of a corporation's companies (the event scope of a corporation key). */
export async function companyIdsOfCorporation(db: Db, corporationId: string): Promise<string[]> {
  if (typeof corporationId !== 'string' || corporationId === '') throw noScope('corporation');
  const rows = await db.company.findMany({ where: { corporationId }, select: { id: true } });
  return rows.map((r) => r.id);
}

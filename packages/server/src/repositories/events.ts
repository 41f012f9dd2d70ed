import type { Event, Prisma } from '@prisma/client';
import { noScope } from '../core/errors';
import { newId } from '../core/ids';
import type { Db } from './db';
import { stableOrder } from './query';
import { mapRow, textArray, type Columns, type SqlReader } from './sql';

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

/** Every column of Event and how it reads (repositories/sql.ts); `seq` is a bigint, read as text and kept as one. */
const EVENT_COLUMNS: Columns<Event> = {
  id: 'text', type: 'text', partnerId: 'text', companyId: 'text', resourceType: 'text', resourceId: 'text', data: 'json', createdAt: 'timestamptz', seq: 'text',
};

/**
 * recordEvent on the driver (a write in a transaction of repositories/sql-tx.ts): the event and, when the
 * partner has matching active endpoints, one pending delivery each, in the endpoints' stable order as
 * recordEvent writes them. One statement appends the event and reads the endpoints; a second, only when
 * there are some, writes the deliveries.
 */
export async function recordEventSql(sql: SqlReader, event: NewEvent): Promise<Event> {
  const [result] = await sql.rows(
    'WITH e AS (INSERT INTO "Event" AS t ("id", "type", "partnerId", "companyId", "resourceType", "resourceId", "data") ' +
      'VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING to_jsonb(t) || jsonb_build_object(\'seq\', t."seq"::text) AS "row") ' +
      'SELECT (SELECT "row" FROM e)::text AS "row", (SELECT json_agg(w."id" ORDER BY w."createdAt", w."id") FROM "WebhookEndpoint" w ' +
      'WHERE w."partnerId" = $3 AND w."active" AND (cardinality(w."eventTypes") = 0 OR $2 = ANY (w."eventTypes")))::text AS "endpoints"',
    [newId('evt'), event.type, event.partnerId, event.companyId ?? null, event.resourceType, event.resourceId, JSON.stringify(event.data)],
  );
  const row = mapRow(EVENT_COLUMNS, JSON.parse(String(result.row)) as Record<string, unknown>);
  const endpoints = result.endpoints === null || result.endpoints === undefined ? [] : (JSON.parse(String(result.endpoints)) as string[]);
  if (endpoints.length) {
    await sql.rows(
      'INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventId") SELECT d."id", d."endpointId", $3 FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS d ("id", "endpointId", "n") ORDER BY d."n"',
      [textArray(endpoints.map(() => newId('whd'))), textArray(endpoints), row.id],
    );
  }
  return { ...row, seq: BigInt(row.seq as unknown as string) };
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

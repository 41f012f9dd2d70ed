import type { Event as EventRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { notFound } from '../core/errors';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import type { Db } from '../repositories/db';
import { companyIdsOfCorporation, findEventInScope, listEventRows, recordEvent, recordEventSql, type EventScope } from '../repositories/events';
import type { SqlReader } from '../repositories/sql';
import type { ServiceContext } from './context';
import { companyScope } from './scope';

/**
 * Records that a resource of a company changed, with the resource as the API answered it (same
 * transaction). The same call queues the event for the partner's matching webhook endpoints.
 */
export function emitCompanyEvent(tx: Db, company: { id: string; partnerId: string }, type: string, resourceType: string, resource: { id: string }) {
  return recordEvent(tx, { type, partnerId: company.partnerId, companyId: company.id, resourceType, resourceId: resource.id, data: resource });
}

/** emitCompanyEvent in a transaction on the driver (services/scope.ts companySqlTx). */
export function emitCompanyEventSql(sql: SqlReader, company: { id: string; partnerId: string }, type: string, resourceType: string, resource: { id: string }) {
  return recordEventSql(sql, { type, partnerId: company.partnerId, companyId: company.id, resourceType, resourceId: resource.id, data: resource });
}

/** An event as the API and the webhook deliveries show it (createdAt to the millisecond, usable as `createdAfter`). */
export function presentEvent(e: EventRow): Schema<'Event'> {
  return {
    id: e.id,
    type: e.type,
    createdAt: e.createdAt.toISOString(),
    partnerId: e.partnerId,
    ...(e.companyId ? { companyId: e.companyId } : {}),
    resourceType: e.resourceType,
    resourceId: e.resourceId,
    data: e.data as Record<string, unknown>,
  };
}

export interface EventQuery extends PageQuery {
  type?: string;
  companyId?: string;
  resourceType?: string;
  resourceId?: string;
  createdAfter?: string;
}

/** The event feed: what each key may read (docs/domain-rules.md, "Events and webhooks"). */
export class EventService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Partner: all its events; corporation: those of its companies; company: its own. */
  private async scope(caller: Caller): Promise<EventScope> {
    // companyScope fails closed (403) for a caller without the id of its kind.
    const scope = companyScope(caller);
    if ('partnerId' in scope) return { partnerId: scope.partnerId };
    if ('corporationId' in scope) return { companyIds: await companyIdsOfCorporation(this.ctx.prisma, scope.corporationId) };
    return { companyIds: [scope.companyId] };
  }

  async listEvents(caller: Caller, query: EventQuery) {
    const window = pageWindow(query);
    const { total, rows } = await listEventRows(
      this.ctx.prisma,
      await this.scope(caller),
      {
        type: query.type,
        companyId: query.companyId,
        resourceType: query.resourceType,
        resourceId: query.resourceId,
        createdAfter: query.createdAfter !== undefined ? new Date(query.createdAfter) : undefined,
      },
      window.skip,
      window.take,
    );
    return envelope(window, total, rows.map(presentEvent));
  }

  async getEvent(caller: Caller, id: string) {
    const row = await findEventInScope(this.ctx.prisma, await this.scope(caller), id);
    if (!row) throw notFound('Event', id);
    return presentEvent(row);
  }
}

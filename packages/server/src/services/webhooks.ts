import { randomBytes } from 'node:crypto';
import type { WebhookDeliveryStatus, WebhookEndpoint as EndpointRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../http/context';
import { badRequest, notFound, type FieldProblem } from '../lib/errors';
import { newId } from '../lib/ids';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import {
  deleteWebhookEndpointRow,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listDeliveryRows,
  listWebhookEndpointRows,
  updateWebhookEndpointRow,
  type DeliveryDetailRow,
} from '../repositories/webhooks';
import type { ServiceContext } from './context';
import { isoDateTime } from './format';

const EVENT_TYPE = /^[a-z_]+\.[a-z_]+$/;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export const presentWebhookEndpoint = (e: EndpointRow): Schema<'WebhookEndpoint'> => ({
  id: e.id,
  url: e.url,
  eventTypes: e.eventTypes,
  active: e.active,
  createdAt: isoDateTime(e.createdAt)!,
});

export const presentWebhookDelivery = (d: DeliveryDetailRow): Schema<'WebhookDelivery'> => ({
  id: d.id,
  webhookEndpointId: d.endpointId,
  eventId: d.eventId,
  eventType: d.event.type,
  status: d.status,
  attemptCount: d.attemptCount,
  // A pending delivery never attempted is due since it was written.
  nextAttemptAt: d.status === 'Pending' ? (d.nextAttemptAt ?? d.createdAt).toISOString() : null,
  deliveredAt: d.deliveredAt ? d.deliveredAt.toISOString() : null,
  createdAt: d.createdAt.toISOString(),
  attempts: d.attempts.map((a) => ({ number: a.number, at: a.at.toISOString(), statusCode: a.statusCode, durationMs: a.durationMs, error: a.error })),
});

/** The problems of a webhook URL: absolute https (http only on loopback), no credentials, no fragment. */
function urlProblems(url: string): FieldProblem[] {
  const problem = (message: string): FieldProblem[] => [{ field: 'body.url', message, code: 'format' }];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return problem('must be an absolute URL');
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname))) {
    return problem('must be an https URL (plain http only for localhost, 127.0.0.0/8 and [::1])');
  }
  if (parsed.username || parsed.password) return problem('must not carry a user name or password');
  if (parsed.hash || url.includes('#')) return problem('must not carry a fragment');
  return [];
}

function eventTypeProblems(types: string[]): FieldProblem[] {
  return types.flatMap((t, i) =>
    EVENT_TYPE.test(t) ? [] : [{ field: `body.eventTypes[${i}]`, message: 'must look like <resource>.<change>, for example payroll.approved', code: 'pattern' }],
  );
}

function validate(input: { url?: string; eventTypes?: string[] }) {
  const errors = [...(input.url !== undefined ? urlProblems(input.url) : []), ...(input.eventTypes ? eventTypeProblems(input.eventTypes) : [])];
  if (errors.length) throw badRequest('The request does not match the contract.', errors);
}

/** A new signing secret: `whsec_` and 32 random base64url characters (192 bits). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** Webhook endpoints of a partner and their delivery log. Partner keys only (the contract's security). */
export class WebhookService {
  constructor(private readonly ctx: ServiceContext) {}

  private partnerId(caller: Caller): string {
    // The authentication layer admits only partner keys to these operations.
    return caller.partnerId ?? '\u0000none';
  }

  private async requireEndpoint(caller: Caller, id: string) {
    const row = await findWebhookEndpoint(this.ctx.prisma, this.partnerId(caller), id);
    if (!row) throw notFound('Webhook endpoint', id);
    return row;
  }

  async createEndpoint(caller: Caller, input: Schema<'WebhookEndpointCreate'>): Promise<Schema<'WebhookEndpointCreated'>> {
    validate(input);
    const secret = newWebhookSecret();
    const row = await insertWebhookEndpoint(this.ctx.prisma, {
      id: newId('whe'),
      partnerId: this.partnerId(caller),
      url: input.url,
      eventTypes: [...new Set(input.eventTypes ?? [])],
      active: true,
      secretEncrypted: this.ctx.cipher.encrypt(secret),
      createdAt: this.ctx.now(),
    });
    return { ...presentWebhookEndpoint(row), secret };
  }

  async listEndpoints(caller: Caller, query: PageQuery) {
    const window = pageWindow(query);
    const { total, rows } = await listWebhookEndpointRows(this.ctx.prisma, this.partnerId(caller), window.skip, window.take);
    return envelope(window, total, rows.map(presentWebhookEndpoint));
  }

  async getEndpoint(caller: Caller, id: string) {
    return presentWebhookEndpoint(await this.requireEndpoint(caller, id));
  }

  async updateEndpoint(caller: Caller, id: string, input: Schema<'WebhookEndpointUpdate'>) {
    await this.requireEndpoint(caller, id);
    validate(input);
    const row = await updateWebhookEndpointRow(this.ctx.prisma, id, {
      url: input.url,
      eventTypes: input.eventTypes ? [...new Set(input.eventTypes)] : undefined,
      active: input.active,
    });
    return presentWebhookEndpoint(row);
  }

  async deleteEndpoint(caller: Caller, id: string) {
    if (!(await deleteWebhookEndpointRow(this.ctx.prisma, this.partnerId(caller), id))) throw notFound('Webhook endpoint', id);
  }

  async listDeliveries(caller: Caller, endpointId: string, query: PageQuery & { status?: WebhookDeliveryStatus; eventId?: string }) {
    await this.requireEndpoint(caller, endpointId);
    const window = pageWindow(query);
    const { total, rows } = await listDeliveryRows(this.ctx.prisma, endpointId, { status: query.status, eventId: query.eventId }, window.skip, window.take);
    return envelope(window, total, rows.map(presentWebhookDelivery));
  }
}

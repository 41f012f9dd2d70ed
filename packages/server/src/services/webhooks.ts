import { randomBytes } from 'node:crypto';
import type { WebhookDeliveryStatus, WebhookEndpoint as EndpointRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { badRequest, conflict, notFound, unprocessable, type FieldProblem } from '../core/errors';
import { newId } from '../core/ids';
import { checkTarget, plainHttpAllowed, policyOf, systemLookup, type TargetPolicy } from '../lib/net-guard';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import {
  deleteWebhookEndpointRow,
  findWebhookEndpoint,
  insertWebhookEndpointWithinCap,
  listDeliveryRows,
  listWebhookEndpointRows,
  updateWebhookEndpointRow,
  type DeliveryDetailRow,
} from '../repositories/webhooks';
import type { ServiceContext } from './context';
import { isoDateTime } from './format';
import { partnerIdOf } from './scope';

const EVENT_TYPE = /^[a-z_]+\.[a-z_]+$/;

/** Most webhook endpoints one partner may have (openapi.yaml, createWebhookEndpoint). */
export const MAX_WEBHOOK_ENDPOINTS_PER_PARTNER = 20;

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

/**
 * The format problems of a webhook URL (400): absolute http(s), plain http only where the policy
 * allows it (WEBHOOK_ALLOW_PRIVATE_TARGETS, never in production), no credentials, no fragment.
 */
function urlProblems(url: string, policy: TargetPolicy): FieldProblem[] {
  const problem = (message: string): FieldProblem[] => [{ field: 'body.url', message, code: 'format' }];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return problem('must be an absolute URL');
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && plainHttpAllowed(policy))) {
    return problem(policy.production ? 'must be an https URL' : 'must be an https URL (plain http only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true)');
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

function validate(input: { url?: string; eventTypes?: string[] }, policy: TargetPolicy) {
  const errors = [...(input.url !== undefined ? urlProblems(input.url, policy) : []), ...(input.eventTypes ? eventTypeProblems(input.eventTypes) : [])];
  if (errors.length) throw badRequest('The request does not match the contract.', errors);
}

/** A new signing secret: `whsec_` and 32 random base64url characters (192 bits). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** Webhook endpoints of a partner and their delivery log. Partner keys only (the contract's security). */
export class WebhookService {
  private readonly policy: TargetPolicy;

  constructor(private readonly ctx: ServiceContext) {
    this.policy = policyOf(ctx.config);
  }

  /**
   * Refuses (422 webhook_url_not_allowed) a URL whose host is a numeric spelling of an IPv4 address,
   * does not resolve, or resolves to any address webhooks may not reach (lib/net-guard.ts; the
   * rules are in openapi.yaml, WebhookEndpointCreate.url). Deliveries check again at each attempt.
   */
  private async requireAllowedTarget(url: string) {
    const verdict = await checkTarget(url, new URL(url), this.policy, this.ctx.lookup ?? systemLookup);
    if (!verdict.ok) {
      const message = `is not allowed: ${verdict.reason}`;
      throw unprocessable('webhook_url_not_allowed', `The webhook URL ${message}.`, [{ field: 'body.url', message, code: 'webhook_url_not_allowed' }]);
    }
  }

  private partnerId(caller: Caller): string {
    // The authentication layer admits only partner keys to these operations; anything else fails closed (403).
    return partnerIdOf(caller);
  }

  private async requireEndpoint(caller: Caller, id: string) {
    const row = await findWebhookEndpoint(this.ctx.prisma, this.partnerId(caller), id);
    if (!row) throw notFound('Webhook endpoint', id);
    return row;
  }

  async createEndpoint(caller: Caller, input: Schema<'WebhookEndpointCreate'>): Promise<Schema<'WebhookEndpointCreated'>> {
    validate(input, this.policy);
    await this.requireAllowedTarget(input.url);
    const secret = newWebhookSecret();
    const row = await insertWebhookEndpointWithinCap(
      this.ctx.prisma,
      {
        id: newId('whe'),
        partnerId: this.partnerId(caller),
        url: input.url,
        eventTypes: [...new Set(input.eventTypes ?? [])],
        active: true,
        secretEncrypted: this.ctx.cipher.encrypt(secret),
        createdAt: this.ctx.now(),
      },
      MAX_WEBHOOK_ENDPOINTS_PER_PARTNER,
    );
    if (!row) {
      throw conflict(
        'webhook_endpoint_limit_reached',
        `A partner may have at most ${MAX_WEBHOOK_ENDPOINTS_PER_PARTNER} webhook endpoints; delete one before registering another.`,
      );
    }
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
    // The URL's host is resolved before the first query: an idempotent request's transaction opens
    // with its first query (repositories/transaction-scope.ts), and a DNS wait should not hold it.
    validate(input, this.policy);
    if (input.url !== undefined) await this.requireAllowedTarget(input.url);
    await this.requireEndpoint(caller, id);
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

import type { Logger } from '../lib/logger';
import type { WebhookDeliveryService } from '../services/webhook-delivery';
import { periodic, type Job } from './periodic';

/**
 * Every `pollMs` (WEBHOOK_POLL_MS) sends the webhook deliveries that are due. Several processes may
 * run it at once: each attempt is claimed by one (services/webhook-delivery.ts). While slow attempts
 * are under way, the run keeps claiming newly due deliveries every pollMs; on stop it claims no more,
 * and the attempts under way finish and are recorded.
 */
export function webhookDeliveryJob(deps: { delivery: WebhookDeliveryService; logger: Logger; pollMs: number }): Job {
  const delivery = deps.delivery.withOptions({ pollMs: deps.pollMs });
  return periodic({
    everyMs: deps.pollMs,
    logger: deps.logger,
    failure: 'webhook delivery run failed',
    run: async (signal) => {
      const summary = await delivery.runOnce(signal);
      if (summary.attempted) deps.logger.info(summary, 'webhook deliveries');
    },
  });
}

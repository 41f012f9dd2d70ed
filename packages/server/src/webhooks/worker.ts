import type { Logger } from '../lib/logger';
import type { MaintenanceService } from '../services/maintenance';
import type { WebhookDeliveryService } from '../services/webhook-delivery';

export interface BackgroundWork {
  /** Stops polling and waits for the run under way (an attempt in flight finishes and is recorded). */
  stop(): Promise<void>;
}

/**
 * What the running server does besides answering requests: every `pollMs` the webhook delivery worker
 * sends what is due (several processes may run it at once: each attempt is claimed by one), and every
 * `maintenanceMs` expired idempotency keys and rate-limit windows are purged. createApp never starts
 * this; server.ts does.
 */
export function startBackgroundWork(deps: {
  delivery: WebhookDeliveryService;
  maintenance: MaintenanceService;
  logger: Logger;
  pollMs: number;
  maintenanceMs?: number;
}): BackgroundWork {
  const maintenanceMs = deps.maintenanceMs ?? 60_000;
  let stopped = false;
  // Stops claiming at once on stop(); attempts under way finish and are recorded.
  const stopping = new AbortController();
  // While slow attempts are under way, the run keeps claiming newly due deliveries every pollMs.
  const delivery = deps.delivery.withOptions({ pollMs: deps.pollMs });
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let lastMaintenance = 0;

  const tick = async () => {
    try {
      const summary = await delivery.runOnce(stopping.signal);
      if (summary.attempted) deps.logger.info(summary, 'webhook deliveries');
    } catch (err) {
      deps.logger.error({ err }, 'webhook delivery run failed');
    }
    if (Date.now() - lastMaintenance >= maintenanceMs) {
      lastMaintenance = Date.now();
      try {
        const purged = await deps.maintenance.purgeExpired();
        if (purged.idempotencyKeys || purged.rateLimitWindows) deps.logger.info(purged, 'purged expired request state');
      } catch (err) {
        deps.logger.error({ err }, 'purge of expired request state failed');
      }
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, deps.pollMs);
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}

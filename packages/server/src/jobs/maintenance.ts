import type { Logger } from '../lib/logger';
import type { MaintenanceService } from '../services/maintenance';
import type { PaymentChangeService } from '../services/payment-changes';
import { periodic, type Job } from './periodic';

/**
 * Every `everyMs` (first after `firstAfterMs`) purges expired idempotency keys, ended rate-limit windows and
 * long-ended hosted-page links, then applies the payment changes held from hosted flows whose hold has
 * ended (services/payment-changes.ts, releaseDue).
 */
export function maintenanceJob(deps: { maintenance: MaintenanceService; paymentChanges: PaymentChangeService; logger: Logger; everyMs: number; firstAfterMs?: number }): Job {
  return periodic({
    everyMs: deps.everyMs,
    firstAfterMs: deps.firstAfterMs,
    logger: deps.logger,
    failure: 'maintenance failed (purge of expired request state, or release of held payment changes)',
    run: async () => {
      const purged = await deps.maintenance.purgeExpired();
      if (Object.values(purged).some((n) => n > 0)) deps.logger.info(purged, 'purged expired request state');
      const released = await deps.paymentChanges.releaseDue();
      if (released > 0) deps.logger.info({ released }, 'released held payment changes');
    },
  });
}

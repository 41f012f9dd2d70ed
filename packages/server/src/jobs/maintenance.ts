import type { Logger } from '../lib/logger';
import type { MaintenanceService } from '../services/maintenance';
import { periodic, type Job } from './periodic';

/** Every `everyMs` (first after `firstAfterMs`) purges expired idempotency keys and ended rate-limit windows. */
export function maintenanceJob(deps: { maintenance: MaintenanceService; logger: Logger; everyMs: number; firstAfterMs?: number }): Job {
  return periodic({
    everyMs: deps.everyMs,
    firstAfterMs: deps.firstAfterMs,
    logger: deps.logger,
    failure: 'purge of expired request state failed',
    run: async () => {
      const purged = await deps.maintenance.purgeExpired();
      if (purged.idempotencyKeys || purged.rateLimitWindows) deps.logger.info(purged, 'purged expired request state');
    },
  });
}

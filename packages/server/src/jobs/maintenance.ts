import type { Logger } from '../lib/logger';
import type { MaintenanceService } from '../services/maintenance';
import { periodic, type Job } from './periodic';

/** Every `everyMs` (first after `firstAfterMs`) purges expired idempotency keys, ended rate-limit windows and long-ended hosted-page links. */
export function maintenanceJob(deps: { maintenance: MaintenanceService; logger: Logger; everyMs: number; firstAfterMs?: number }): Job {
  return periodic({
    everyMs: deps.everyMs,
    firstAfterMs: deps.firstAfterMs,
    logger: deps.logger,
    failure: 'purge of expired request state failed',
    run: async () => {
      const purged = await deps.maintenance.purgeExpired();
      if (Object.values(purged).some((n) => n > 0)) deps.logger.info(purged, 'purged expired request state');
    },
  });
}

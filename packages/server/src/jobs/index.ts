// All periodic work of a running server: webhook delivery, maintenance and the payroll clock.
// createApp never starts any of it; server.ts does, with startJobs.
import type { Logger } from '../lib/logger';
import type { Services } from '../services';
import { maintenanceJob } from './maintenance';
import { payrollClockJob } from './payroll-clock';
import type { Job } from './periodic';
import { webhookDeliveryJob } from './webhook-delivery';

export type { Job } from './periodic';

export interface JobSettings {
  /** How often due webhook deliveries are looked for (WEBHOOK_POLL_MS). */
  webhookPollMs: number;
  /** How often expired request state is purged; the first purge comes after webhookPollMs. Default 60 s. */
  maintenanceMs?: number;
  /** How often due payroll money movements are made. Default 60 s. */
  payrollClockMs?: number;
}

/** Starts every periodic job; stop() stops them all and waits for the runs under way. */
export function startJobs(services: Pick<Services, 'webhookDelivery' | 'maintenance' | 'paymentChanges' | 'payrolls'>, logger: Logger, settings: JobSettings): Job {
  const jobs: Job[] = [
    webhookDeliveryJob({ delivery: services.webhookDelivery, logger, pollMs: settings.webhookPollMs }),
    maintenanceJob({ maintenance: services.maintenance, paymentChanges: services.paymentChanges, logger, everyMs: settings.maintenanceMs ?? 60_000, firstAfterMs: settings.webhookPollMs }),
    payrollClockJob({ payrolls: services.payrolls, logger, everyMs: settings.payrollClockMs ?? 60_000 }),
  ];
  return {
    async stop() {
      await Promise.all(jobs.map((j) => j.stop()));
    },
  };
}

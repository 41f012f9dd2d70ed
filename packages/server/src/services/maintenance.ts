import { purgeExpiredRequestState } from '../repositories/request-guards';
import { purgeEndedLinks } from '../repositories/worker-flows';
import type { ServiceContext } from './context';

/**
 * How long a hosted-page link is kept after it ended (used, expired, its session over): meanwhile it
 * answers 410 "already used" or "expired"; after it, 404 like any unknown link.
 */
export const ENDED_LINK_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Housekeeping the running server does in the background: forgets expired idempotency keys, ended
 * rate-limit windows, and hosted-page links that ended more than ENDED_LINK_RETENTION_MS ago.
 */
export class MaintenanceService {
  constructor(private readonly ctx: ServiceContext) {}

  async purgeExpired() {
    const now = this.ctx.now();
    const request = await purgeExpiredRequestState(this.ctx.prisma, now, new Date(now.getTime() - this.ctx.config.rateLimit.windowSeconds * 1000));
    const links = await purgeEndedLinks(this.ctx.prisma, new Date(now.getTime() - ENDED_LINK_RETENTION_MS));
    return { ...request, ...links };
  }
}

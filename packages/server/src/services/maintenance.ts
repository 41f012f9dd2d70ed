import { purgeExpiredRequestState } from '../repositories/request-guards';
import type { ServiceContext } from './context';

/** Housekeeping the running server does in the background: forgets expired idempotency keys and ended rate-limit windows. */
export class MaintenanceService {
  constructor(private readonly ctx: ServiceContext) {}

  purgeExpired() {
    const now = this.ctx.now();
    return purgeExpiredRequestState(this.ctx.prisma, now, new Date(now.getTime() - this.ctx.config.rateLimit.windowSeconds * 1000));
  }
}

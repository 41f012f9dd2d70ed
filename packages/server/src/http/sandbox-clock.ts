// The partner's sandbox clock (services/sandbox.ts, setSandboxClock): in sandbox mode, the rest of a
// request of a partner whose clock is ahead (its partner, corporation and company keys alike) runs
// with the service clock moved by that offset (core/clock.ts runWithClockOffset), so its deadlines,
// money movement and timestamps follow the partner's clock and no other partner's. Outside sandbox
// mode it does nothing and costs nothing.
import type { RequestHandler } from 'express';
import { runWithClockOffset } from '../core/clock';
import type { Services } from '../services';
import { stateOf } from './context';

export function sandboxClock(services: Services, sandboxMode: boolean): RequestHandler {
  if (!sandboxMode) return (_req, _res, next) => next();
  return (req, _res, next) => {
    const partnerId = stateOf(req).caller?.partnerId;
    if (!partnerId) return next();
    services.sandbox.clockOffsetMs(partnerId).then(
      (offset) => (offset ? runWithClockOffset(offset, () => next()) : next()),
      (err: unknown) => next(err),
    );
  };
}

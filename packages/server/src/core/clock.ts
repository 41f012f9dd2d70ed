import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The service clock: every time the service decides with comes from it (ServiceContext.now), never
 * from `new Date()` in a service, so tests can run the service at any moment.
 */
export type Clock = () => Date;

/** The wall clock, the default of createApp. */
export const systemClock: Clock = () => new Date();

/**
 * The sandbox's per-partner clock (services/sandbox.ts): a number of days the clock of one request is
 * ahead of the service clock. Set only around the handler of a request of a partner with an offset, in
 * sandbox mode (http/sandbox-clock.ts); everything else (the periodic jobs, other partners' requests)
 * reads the service clock itself.
 */
const clockOffset = new AsyncLocalStorage<number>();

/** Runs fn (and everything it starts) with the clock `offsetMs` ahead. */
export function runWithClockOffset<T>(offsetMs: number, fn: () => T): T {
  return clockOffset.run(offsetMs, fn);
}

/** The offset of the work under way, in milliseconds (0 outside runWithClockOffset). */
export function currentClockOffsetMs(): number {
  return clockOffset.getStore() ?? 0;
}

/** `base` moved by the offset of the work under way (none outside runWithClockOffset). */
export function offsetClock(base: Clock): Clock {
  return () => {
    const offset = clockOffset.getStore();
    return offset ? new Date(base().getTime() + offset) : base();
  };
}

/**
 * The service clock: every time the service decides with comes from it (ServiceContext.now), never
 * from `new Date()` in a service, so tests can run the service at any moment.
 */
export type Clock = () => Date;

/** The wall clock, the default of createApp. */
export const systemClock: Clock = () => new Date();

import type { Logger } from '../lib/logger';

/** A periodic job under way; stop() ends it. */
export interface Job {
  /** Stops scheduling and waits for the run under way (it finishes, and what it did is recorded). */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` (first after `firstAfterMs`, default everyMs), one run at a time: the next
 * is scheduled when the previous has ended, so a slow run never overlaps itself. A failing run is
 * logged with `failure` and the job goes on. `unref`: the job alone does not keep the process alive.
 */
export function periodic(opts: {
  everyMs: number;
  firstAfterMs?: number;
  run: (signal: AbortSignal) => Promise<void>;
  logger: Logger;
  failure: string;
  unref?: boolean;
}): Job {
  let stopped = false;
  // Aborted on stop(): a run may stop taking new work at once; what is under way finishes.
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const once = async () => {
    try {
      await opts.run(stopping.signal);
    } catch (err) {
      opts.logger.error({ err }, opts.failure);
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = once().finally(() => schedule(opts.everyMs));
    }, ms);
    if (opts.unref) timer.unref();
  };
  schedule(opts.firstAfterMs ?? opts.everyMs);

  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}

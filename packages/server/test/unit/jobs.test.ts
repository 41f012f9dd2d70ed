// All periodic work lives in jobs/ (docs/architecture.md, "Periodic work"): one run at a time, a failing run
// is logged and the job goes on, stop() waits for the run under way; startJobs starts webhook delivery,
// maintenance and the payroll clock. Timers are jest's fake timers: no waiting on the wall clock.
import { startJobs } from '../../src/jobs';
import { periodic } from '../../src/jobs/periodic';
import type { Logger } from '../../src/lib/logger';
import type { Services } from '../../src/services';

function recordingLogger() {
  const lines: Array<[string, string]> = [];
  const logger = {
    info: (_obj: unknown, msg: string) => lines.push(['info', msg]),
    error: (_obj: unknown, msg: string) => lines.push(['error', msg]),
  } as unknown as Logger;
  return { logger, lines };
}

/** A run the test ends by hand. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('periodic', () => {
  it('runs first after firstAfterMs, then every everyMs after the previous run ended, never two at once', async () => {
    const { logger } = recordingLogger();
    const runs: Array<ReturnType<typeof deferred>> = [];
    const job = periodic({ everyMs: 100, firstAfterMs: 10, logger, failure: 'failed', run: () => (runs.push(deferred()), runs[runs.length - 1].promise) });
    await jest.advanceTimersByTimeAsync(9);
    expect(runs).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    // The first run is still under way: no second one, however long it takes.
    await jest.advanceTimersByTimeAsync(500);
    expect(runs).toHaveLength(1);
    runs[0].resolve();
    await jest.advanceTimersByTimeAsync(99);
    expect(runs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    runs[1].resolve();
    await job.stop();
  });

  it('logs a failing run with its failure message and goes on', async () => {
    const { logger, lines } = recordingLogger();
    let calls = 0;
    const job = periodic({
      everyMs: 50,
      logger,
      failure: 'purge failed',
      run: async () => {
        calls++;
        throw new Error('boom');
      },
    });
    await jest.advanceTimersByTimeAsync(150);
    expect(calls).toBe(3);
    expect(lines).toEqual([['error', 'purge failed'], ['error', 'purge failed'], ['error', 'purge failed']]);
    await job.stop();
  });

  it('stop() aborts the signal, waits for the run under way, and schedules no more', async () => {
    const { logger } = recordingLogger();
    const run = deferred();
    let signal: AbortSignal | undefined;
    let calls = 0;
    const job = periodic({
      everyMs: 10,
      logger,
      failure: 'failed',
      run: (s) => {
        calls++;
        signal = s;
        return run.promise;
      },
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(calls).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect([signal?.aborted, stopped]).toEqual([true, false]);
    run.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
  });
});

describe('startJobs', () => {
  it('runs webhook delivery every webhookPollMs, maintenance and the payroll clock every minute; stop() ends all three', async () => {
    const { logger, lines } = recordingLogger();
    const calls = { delivery: 0, purge: 0, release: 0, advance: 0 };
    const services = {
      webhookDelivery: {
        withOptions: () => ({
          runOnce: async () => {
            calls.delivery++;
            return { attempted: 1, delivered: 1, failed: 0 };
          },
        }),
      },
      maintenance: {
        purgeExpired: async () => {
          calls.purge++;
          return { idempotencyKeys: 2, rateLimitWindows: 0 };
        },
      },
      paymentChanges: {
        releaseDue: async () => {
          calls.release++;
          return 1;
        },
      },
      payrolls: {
        advanceAllPayrolls: async () => {
          calls.advance++;
        },
      },
    } as unknown as Pick<Services, 'webhookDelivery' | 'maintenance' | 'paymentChanges' | 'payrolls'>;
    const jobs = startJobs(services, logger, { webhookPollMs: 1000 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual({ delivery: 1, purge: 1, release: 1, advance: 0 });
    await jest.advanceTimersByTimeAsync(59_000);
    expect(calls).toEqual({ delivery: 60, purge: 1, release: 1, advance: 1 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual({ delivery: 61, purge: 2, release: 2, advance: 1 });
    expect(lines.filter(([, msg]) => msg === 'purged expired request state')).toHaveLength(2);
    expect(lines.filter(([, msg]) => msg === 'released held payment changes')).toHaveLength(2);
    await jobs.stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(calls).toEqual({ delivery: 61, purge: 2, release: 2, advance: 1 });
  });
});

import type { Logger } from '../lib/logger';
import type { PayrollService } from '../services/payrolls';
import { periodic, type Job } from './periodic';

/**
 * The payroll clock: every `everyMs` makes the simulated money movements of approved payrolls that are
 * due (reads of payrolls make them too, so this only keeps idle companies moving). It does not keep the
 * process alive on its own.
 */
export function payrollClockJob(deps: { payrolls: Pick<PayrollService, 'advanceAllPayrolls'>; logger: Logger; everyMs: number }): Job {
  return periodic({
    everyMs: deps.everyMs,
    logger: deps.logger,
    failure: 'payroll money movement failed',
    unref: true,
    run: async () => {
      await deps.payrolls.advanceAllPayrolls();
    },
  });
}

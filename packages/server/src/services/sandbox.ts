// The partners' sandbox (contract tag Sandbox, `x-sandbox-only`; docs/domain-rules.md, "Sandbox and
// funding failures"): force a payroll's money movement, fail the funding debit of an approved payroll,
// bounce one item's direct deposit, and move the partner's own clock. Served in sandbox mode only
// (SANDBOX_MODE=true): otherwise every operation is 404 not_found before anything is read.
import type { Schema } from '@payroll/api-types';
import { supportedTaxYears } from '@payroll/payroll-engine';
import type { Caller } from '../core/caller';
import { badRequest, conflict, DomainError, fieldUnprocessable, notFound } from '../core/errors';
import { toIsoDate } from '../domain/calendar';
import { findPayroll, findPayrollHeader } from '../repositories/payrolls';
import { Decimal } from '../repositories/decimal';
import { findPayrollItem, partnerClockOffsetMs, setPartnerClockOffsetMs } from '../repositories/funding';
import type { ServiceContext } from './context';
import { presentPayroll } from './payroll-present';
import { presentFundingFailure } from './payrolls/funding';
import { advanceCompanyPayrolls, moveStatusWithEffects } from './payrolls/money-movement';
import { failItemPayment, recordFundingFailure } from './payrolls/payment-failures';
import type { SandboxAction } from './payrolls/sandbox';
import { refuseReversal } from './payrolls/voids';
import { companyRead, companyTx, partnerIdOf } from './scope';

type PayrollStatus = Schema<'PayrollStatus'>;

const DAY_MS = 86_400_000;
/** The furthest ahead of the service clock a partner's clock may go (the contract's `offsetDays` maximum). */
const MAX_AHEAD_DAYS = 3660;
export const DEFAULT_FUNDING_FAILURE_REASON = 'Insufficient funds (R01)';
export const DEFAULT_PAYMENT_FAILURE_REASON = 'Account closed (R02)';

const MOVES: Record<SandboxAction, { from: PayrollStatus[]; to: PayrollStatus }> = {
  process: { from: ['Pending'], to: 'Processing' },
  pay: { from: ['Pending', 'Processing'], to: 'Paid' },
  fail: { from: ['Pending', 'Processing'], to: 'Failed' },
  partially_pay: { from: ['Pending', 'Processing'], to: 'PartiallyPaid' },
};

export class SandboxService {
  constructor(private readonly ctx: ServiceContext) {}

  /** 404 as for an operation that does not exist, unless the service runs in sandbox mode. */
  private requireSandbox(): void {
    if (!this.ctx.config.sandboxMode) {
      throw new DomainError('not_found', 'not_found', 'No such operation: sandbox operations are served only in sandbox mode.');
    }
  }

  /** The payroll moves the clock owes first (on the partner's clock), as every read of a company's payrolls does. */
  private advance(caller: Caller, companyId: string) {
    return companyRead(this.ctx, caller, companyId, (_db, company) => advanceCompanyPayrolls(this.ctx, company));
  }

  private async payroll(companyId: string, payrollId: string) {
    const full = (await findPayroll(this.ctx.prisma, companyId, payrollId))!;
    return presentPayroll(full, full.employeeItems, full.contractorItems);
  }

  /** sandboxMovePayroll: the operator sandbox's moves, on a payroll of a company in the caller's scope. */
  async movePayroll(caller: Caller, companyId: string, payrollId: string, action: SandboxAction) {
    this.requireSandbox();
    await this.advance(caller, companyId);
    const { from, to } = MOVES[action];
    await companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const p = await findPayrollHeader(tx, companyId, payrollId);
      if (!p) throw notFound('Payroll', payrollId);
      if (to === 'Failed' || to === 'PartiallyPaid') refuseReversal(p, 'failed');
      const moved = from.includes(p.status) ? await moveStatusWithEffects(tx, company, payrollId, [p.status], to, this.ctx.now()) : null;
      if (!moved) throw conflict('payroll_transition_invalid', `Payroll ${payrollId} is ${p.status}; the sandbox action ${action} needs a payroll in ${from.join(' or ')}.`);
    });
    return this.payroll(companyId, payrollId);
  }

  /** sandboxFailPayrollFunding: the payroll Failed (deposits Failed), a funding failure recorded, approvals blocked. */
  async failFunding(caller: Caller, companyId: string, payrollId: string, input: Schema<'SandboxFailureRequest'>) {
    this.requireSandbox();
    await this.advance(caller, companyId);
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const p = await findPayrollHeader(tx, companyId, payrollId);
      if (!p) throw notFound('Payroll', payrollId);
      refuseReversal(p, 'failed');
      const now = this.ctx.now();
      if (!(await moveStatusWithEffects(tx, company, payrollId, ['Pending', 'Processing'], 'Failed', now))) {
        throw conflict('payroll_transition_invalid', `Payroll ${payrollId} is ${p.status}; only a Pending or Processing payroll's funding can fail.`);
      }
      const cash = (p.totals as { cashRequirement?: string } | null)?.cashRequirement ?? '0';
      return presentFundingFailure(await recordFundingFailure(tx, company, payrollId, new Decimal(cash), input.reason ?? DEFAULT_FUNDING_FAILURE_REASON, now));
    });
  }

  /** sandboxFailPayrollItemPayment: one item's direct deposit bounced; the payroll ends PartiallyPaid. */
  async failItemPayment(caller: Caller, companyId: string, payrollId: string, itemId: string, input: Schema<'SandboxFailureRequest'>) {
    this.requireSandbox();
    await this.advance(caller, companyId);
    await companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const p = await findPayrollHeader(tx, companyId, payrollId);
      if (!p) throw notFound('Payroll', payrollId);
      const item = await findPayrollItem(tx, payrollId, itemId);
      if (!item) throw notFound('PayrollItem', itemId);
      if (!['Pending', 'Processing', 'Paid'].includes(p.status)) {
        throw conflict('payroll_transition_invalid', `Payroll ${payrollId} is ${p.status}; a payment can fail only on a Pending, Processing or Paid payroll.`);
      }
      if (item.paymentMethod !== 'DirectDeposit') throw conflict('payroll_transition_invalid', `Item ${itemId} is paid by ${item.paymentMethod}, not by direct deposit.`);
      if (item.isVoid) throw conflict('payroll_transition_invalid', `Item ${itemId} is void.`);
      if (!(await failItemPayment(tx, company, p, item, input.reason ?? DEFAULT_PAYMENT_FAILURE_REASON, this.ctx.now()))) {
        throw conflict('payroll_transition_invalid', `The payment of item ${itemId} has already failed.`);
      }
    });
    return this.payroll(companyId, payrollId);
  }

  /** The service clock itself (ctx.now() runs on the caller's offset: http/sandbox-clock.ts). */
  private serviceNow(): number {
    return this.ctx.serviceNow().getTime();
  }

  private clock(offsetMs: number): Schema<'SandboxClock'> {
    const now = new Date(this.serviceNow() + offsetMs);
    return { offsetDays: Math.trunc(offsetMs / DAY_MS) || 0, now: now.toISOString(), today: toIsoDate(now) };
  }

  async getClock(caller: Caller): Promise<Schema<'SandboxClock'>> {
    this.requireSandbox();
    return this.clock(await partnerClockOffsetMs(this.ctx.prisma, partnerIdOf(caller)));
  }

  /**
   * Moves the partner's clock by whole days or to an instant: back as far as January 1 (UTC) of the engine's
   * first supported tax year, so a partner can run a whole year (issue 39), forward at most 3660 days.
   */
  async setClock(caller: Caller, input: Schema<'SandboxClockUpdate'>): Promise<Schema<'SandboxClock'>> {
    this.requireSandbox();
    const partnerId = partnerIdOf(caller);
    if ((input.offsetDays === undefined) === (input.now === undefined)) {
      throw badRequest('Give either offsetDays or now.', [{ field: 'offsetDays', message: 'give either offsetDays or now', code: 'validation_failed' }]);
    }
    const serviceNow = this.serviceNow();
    const field = input.now !== undefined ? 'now' : 'offsetDays';
    const target = input.now !== undefined ? Date.parse(input.now) : serviceNow + input.offsetDays! * DAY_MS;
    const firstYear = Math.min(...supportedTaxYears());
    const earliest = Date.UTC(firstYear, 0, 1);
    const latest = serviceNow + MAX_AHEAD_DAYS * DAY_MS;
    if (!(target >= earliest)) {
      throw fieldUnprocessable('sandbox_clock_out_of_range', field, `The sandbox clock cannot go back before ${new Date(earliest).toISOString()}, January 1 of ${firstYear}, the first supported tax year.`);
    }
    if (target > latest) {
      throw fieldUnprocessable('sandbox_clock_out_of_range', field, `The sandbox clock cannot go more than ${MAX_AHEAD_DAYS} days ahead of the service clock (${new Date(latest).toISOString()}).`);
    }
    const offsetMs = target - serviceNow;
    await setPartnerClockOffsetMs(this.ctx.prisma, partnerId, offsetMs);
    return this.clock(offsetMs);
  }

  /** The partner's clock offset in milliseconds (0 outside sandbox mode): what http/sandbox-clock.ts runs a request on. */
  async clockOffsetMs(partnerId: string): Promise<number> {
    if (!this.ctx.config.sandboxMode) return 0;
    return partnerClockOffsetMs(this.ctx.prisma, partnerId);
  }
}

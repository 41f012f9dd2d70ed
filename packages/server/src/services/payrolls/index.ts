// Payrolls (contract tag Payrolls): the lifecycle Draft -> Pending -> Processing -> Paid (or Failed /
// PartiallyPaid), the gross-to-net through @payroll/payroll-engine, and the simulated money movement.
// One concern per file:
//   lifecycle.ts       reads, create / update / delete, preview / approve / reopen
//   plan.ts            the plan and facts of a payroll, shared checks
//   normalize.ts       items of a create or update checked and defaulted
//   compute.ts         the gross-to-net of a whole payroll (year to date included)
//   tax-deposits.ts    the deposits an approval owes
//   money-movement.ts  the clock's status moves (advanceCompanyPayrolls, advanceAllPayrolls)
//   sandbox.ts         the operator's forced moves
//   paper-checks.ts    the paper checks of Manual items
//   voids.ts           voids of paid payrolls and items (their credits: tax-deposits.ts)
//   reversals.ts       reversals of paid payrolls: the void and a payroll of the opposite movements
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import type { ServiceContext } from '../context';
import { approvePayroll, createPayroll, deletePayroll, getPayroll, listPayrolls, previewPayroll, reopenPayroll, updatePayroll, type PayrollListQuery } from './lifecycle';
import { advanceAllPayrolls } from './money-movement';
import { paperChecks } from './paper-checks';
import { sandboxPayroll, type SandboxAction } from './sandbox';
import { reversePayroll } from './reversals';
import { voidPayroll, voidPayrollItem } from './voids';
import { withItemAchPayments } from '../money/ach-payments';
import { toIsoDate } from '../../domain/calendar';

export type { PayrollListQuery } from './lifecycle';
export type { SandboxAction } from './sandbox';

export class PayrollService {
  constructor(private readonly ctx: ServiceContext) {}

  list(caller: Caller, companyId: string, query: PayrollListQuery) {
    return listPayrolls(this.ctx, caller, companyId, query);
  }

  /** The payroll, its direct-deposit items with their ACH payment once a file carries it (money/ach-payments.ts). */
  async get(caller: Caller, companyId: string, id: string) {
    // getPayroll checks the caller's scope first (404); only then are the entries read.
    return withItemAchPayments(this.ctx.prisma, await getPayroll(this.ctx, caller, companyId, id), toIsoDate(this.ctx.now()));
  }

  create(caller: Caller, companyId: string, input: Schema<'PayrollCreate'>) {
    return createPayroll(this.ctx, caller, companyId, input);
  }

  update(caller: Caller, companyId: string, id: string, input: Schema<'PayrollUpdate'>) {
    return updatePayroll(this.ctx, caller, companyId, id, input);
  }

  delete(caller: Caller, companyId: string, id: string) {
    return deletePayroll(this.ctx, caller, companyId, id);
  }

  preview(caller: Caller, companyId: string, id: string) {
    return previewPayroll(this.ctx, caller, companyId, id);
  }

  approve(caller: Caller, companyId: string, id: string, input: Schema<'PayrollApproveRequest'> = {}) {
    return approvePayroll(this.ctx, caller, companyId, id, input);
  }

  reopen(caller: Caller, companyId: string, id: string) {
    return reopenPayroll(this.ctx, caller, companyId, id);
  }

  /** Voids every item of a Paid (or PartiallyPaid) payroll (voids.ts). */
  void(caller: Caller, companyId: string, id: string, input: Schema<'PayrollVoidRequest'>) {
    return voidPayroll(this.ctx, caller, companyId, id, input);
  }

  /** Voids one item of a Paid (or PartiallyPaid) payroll (voids.ts). */
  voidItem(caller: Caller, companyId: string, id: string, itemId: string, input: Schema<'PayrollVoidRequest'>) {
    return voidPayrollItem(this.ctx, caller, companyId, id, itemId, input);
  }

  /** Voids a Paid (or PartiallyPaid) payroll and creates its reversal payroll (reversals.ts). */
  reverse(caller: Caller, companyId: string, id: string, input: Schema<'PayrollReverseRequest'>) {
    return reversePayroll(this.ctx, caller, companyId, id, input);
  }

  paperChecks(caller: Caller, companyId: string, id: string) {
    return paperChecks(this.ctx, caller, companyId, id);
  }

  /** The payroll clock's timer: moves every company's approved payrolls whose time has come; returns the number of moves (money-movement.ts). */
  advanceAllPayrolls() {
    return advanceAllPayrolls(this.ctx);
  }

  /** Operator sandbox: force a money-movement step or inject a failure. */
  sandbox(id: string, action: SandboxAction) {
    return sandboxPayroll(this.ctx, id, action);
  }
}

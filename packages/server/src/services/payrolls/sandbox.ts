// The operator's payroll sandbox (operatorPayrollSandbox): forces a money-movement step or injects a
// failure, through the same status moves as the clock (money-movement.ts). Served in sandbox mode only
// (SANDBOX_MODE=true), like every sandbox operation (services/sandbox.ts): otherwise 404 not_found before
// anything is read, so the operator key cannot force a real payroll Paid or Failed (docs/security.md,
// "Sandbox operations").
import type { Schema } from '@payroll/api-types';
import { conflict, DomainError, notFound } from '../../core/errors';
import { findPayroll, findPayrollAnywhere } from '../../repositories/payrolls';
import type { ServiceContext } from '../context';
import { presentPayroll } from '../payroll-present';
import { moveStatusWithEffects } from './money-movement';
import { refuseReversal } from './voids';

type PayrollStatus = Schema<'PayrollStatus'>;

export type SandboxAction = 'process' | 'pay' | 'fail' | 'partially_pay';

/** Operator sandbox: force a money-movement step or inject a failure. */
export async function sandboxPayroll(ctx: ServiceContext, id: string, action: SandboxAction) {
  if (!ctx.config.sandboxMode) throw new DomainError('not_found', 'not_found', 'No such operation: sandbox operations are served only in sandbox mode.');
  const target: Record<SandboxAction, { from: PayrollStatus[]; to: PayrollStatus }> = {
    process: { from: ['Pending'], to: 'Processing' },
    pay: { from: ['Pending', 'Processing'], to: 'Paid' },
    fail: { from: ['Pending', 'Processing'], to: 'Failed' },
    partially_pay: { from: ['Pending', 'Processing'], to: 'PartiallyPaid' },
  };
  const { from, to } = target[action];
  await ctx.prisma.$transaction(async (tx) => {
    const p = await findPayrollAnywhere(tx, id);
    if (!p) throw notFound('Payroll', id);
    if (to === 'Failed' || to === 'PartiallyPaid') refuseReversal(p, 'failed');
    const moved = from.includes(p.status) ? await moveStatusWithEffects(tx, p.company, id, [p.status], to, ctx.now()) : null;
    if (!moved) {
      throw conflict('payroll_transition_invalid', `Payroll ${id} is ${p.status}; the sandbox action ${action} needs a payroll in ${from.join(' or ')}.`);
    }
  });
  const row = (await findPayrollAnywhere(ctx.prisma, id))!;
  const full = (await findPayroll(ctx.prisma, row.companyId, id))!;
  return presentPayroll(full, full.employeeItems, full.contractorItems);
}

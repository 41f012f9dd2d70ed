// Voids of paid payrolls and of their items (openapi.yaml voidPayroll, voidPayrollItem). A void marks the
// items (and, when all are void, the payroll) with its reason and time; every year-to-date and tax-document
// aggregate leaves void items out (repositories/payrolls.ts, paystubs.ts, tax-documents.ts), the voided
// miscellaneous deductions leave withheldToDate, and the voided taxes become credits that later tax deposits
// take up (repositories/payroll-voids.ts outstandingTaxCredits, tax-deposits.ts).
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { markItemsVoid, markPayrollVoid, voidableItemsOf } from '../../repositories/payroll-voids';
import { adjustMiscWithheld, findPayroll, lockPayroll, type PayrollHeaderRow } from '../../repositories/payrolls';
import { companyWorkTx } from '../company-work';
import { companyRead } from '../scope';
import type { ServiceContext } from '../context';
import { emitCompanyEvent } from '../events';
import { presentPayroll, presentPayrollHeader } from '../payroll-present';
import { advanceCompanyPayrolls } from './money-movement';

type VoidRequest = Schema<'PayrollVoidRequest'>;

/** A reversal payroll is never reopened, voided, reversed or failed (openapi.yaml reversePayroll). */
export function refuseReversal(p: { id: string; reversalOfId: string | null }, what: string): void {
  if (p.reversalOfId) {
    throw conflict('payroll_is_reversal', `Payroll ${p.id} is the reversal of payroll ${p.reversalOfId}; a reversal cannot be ${what}.`);
  }
}

/** Only a payroll whose money has moved is voided; a Pending one is reopened instead. */
export function checkPaid(p: PayrollHeaderRow): void {
  if (p.status !== 'Paid' && p.status !== 'PartiallyPaid') {
    const hint = p.status === 'Pending' ? ' (reopen a Pending payroll instead)' : '';
    throw conflict('payroll_not_paid', `Payroll ${p.id} is ${p.status}; only a Paid or PartiallyPaid payroll can be voided${hint}.`);
  }
}

async function voidItems(ctx: ServiceContext, caller: Caller, companyId: string, payrollId: string, reason: string, only?: string) {
  // The clock may have paid the payroll since it was last read: its moves, once the caller's scope admits the company.
  await companyRead(ctx, caller, companyId, (_db, company) => advanceCompanyPayrolls(ctx, company));
  return companyWorkTx(ctx, caller, companyId, async (tx, company) => {
    const current = await lockPayroll(tx, companyId, payrollId);
    if (!current) throw notFound('Payroll', payrollId);
    refuseReversal(current, 'voided');
    const [employees, contractors] = await voidableItemsOf(tx, payrollId);
    const items = [...employees, ...contractors];
    if (only !== undefined) {
      const item = items.find((i) => i.id === only);
      if (!item) throw notFound('PayrollItem', only);
      checkPaid(current);
      if (item.isVoid) throw conflict('payroll_item_already_void', `Item ${only} of payroll ${payrollId} is already void.`);
    } else {
      checkPaid(current);
      if (current.isVoid) throw conflict('payroll_already_void', `Payroll ${payrollId} is already void.`);
    }
    const now = ctx.now();
    const targets = items.filter((i) => !i.isVoid && (only === undefined || i.id === only)).map((i) => i.id);
    await markItemsVoid(tx, payrollId, targets, reason, now);
    await adjustMiscWithheld(tx, payrollId, -1, targets.filter((id) => employees.some((e) => e.id === id)));
    const allVoid = items.every((i) => i.isVoid || targets.includes(i.id));
    const header = allVoid ? await markPayrollVoid(tx, payrollId, reason, now) : current;
    if (only !== undefined) {
      const data: { id: string; itemId: string } = { ...presentPayrollHeader(header), itemId: only };
      await emitCompanyEvent(tx, company, 'payroll.item_voided', 'Payroll', data);
    }
    if (allVoid) await emitCompanyEvent(tx, company, 'payroll.voided', 'Payroll', presentPayrollHeader(header));
    const full = (await findPayroll(tx, companyId, payrollId))!;
    return presentPayroll(full, full.employeeItems, full.contractorItems);
  });
}

export function voidPayroll(ctx: ServiceContext, caller: Caller, companyId: string, payrollId: string, input: VoidRequest) {
  return voidItems(ctx, caller, companyId, payrollId, input.reason);
}

export function voidPayrollItem(ctx: ServiceContext, caller: Caller, companyId: string, payrollId: string, itemId: string, input: VoidRequest) {
  return voidItems(ctx, caller, companyId, payrollId, input.reason, itemId);
}

// The two failures of money movement (docs/domain-rules.md, "Sandbox and funding failures"), as the
// sandbox simulates them (services/sandbox.ts) and as the bank's returns make them (services/money/ach-returns.ts):
// an item's direct deposit that did not reach the worker, and a company's funding debit refused.
import type { Schema } from '@payroll/api-types';
import type { Prisma } from '@prisma/client';
import type { Db } from '../../repositories/db';
import { insertFundingFailure, markItemPaymentFailed, setCompanyGoodStanding, type FundingFailureRow, type PayrollItemRef } from '../../repositories/funding';
import type { PayrollHeaderRow } from '../../repositories/payrolls';
import { newId } from '../../core/ids';
import { emitCompanyEvent } from '../events';
import { presentPayrollHeader } from '../payroll-present';
import { presentFundingFailure } from './funding';
import { moveStatusWithEffects } from './money-movement';

type Company = { id: string; partnerId: string };

/**
 * The item's direct deposit failed: `paymentFailure` on the item, a `Paid` payroll `PartiallyPaid` at once
 * (a Pending or Processing one is paid PartiallyPaid later: moveStatusWithEffects), event
 * `payroll.item_payment_failed`. False, and nothing done, when the item's payment had already failed.
 */
export async function failItemPayment(tx: Db, company: Company, payroll: PayrollHeaderRow, item: PayrollItemRef, reason: string, at: Date): Promise<boolean> {
  if (!(await markItemPaymentFailed(tx, item, at, reason))) return false;
  const header = payroll.status === 'Paid' ? ((await moveStatusWithEffects(tx, company, payroll.id, ['Paid'], 'PartiallyPaid', at)) ?? payroll) : payroll;
  const data: { id: string; itemId: string } = { ...presentPayrollHeader(header), itemId: item.id };
  await emitCompanyEvent(tx, company, 'payroll.item_payment_failed', 'Payroll', data);
  return true;
}

/**
 * The company's funding debit failed: an Unresolved funding failure of `amount`, the company out of good
 * standing (approvals refused until it is resolved: funding.ts assertFundingClear), event
 * `funding_failure.created`. The payroll's own status is the caller's.
 */
export async function recordFundingFailure(tx: Db, company: Company, payrollId: string, amount: Prisma.Decimal, reason: string, at: Date): Promise<FundingFailureRow> {
  const row = await insertFundingFailure(tx, { id: newId('ffl'), companyId: company.id, payrollId, amount, reason, status: 'Unresolved' satisfies Schema<'FundingFailureStatus'>, failedAt: at });
  await setCompanyGoodStanding(tx, company.id, false);
  await emitCompanyEvent(tx, company, 'funding_failure.created', 'FundingFailure', presentFundingFailure(row));
  return row;
}

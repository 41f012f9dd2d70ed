// Reversals of paid payrolls (openapi.yaml reversePayroll; docs/domain-rules.md, "Voids and reversals").
// A reversal voids the payroll as voidPayroll does (voids.ts: year to date, tax credits, documents,
// paystubs) and records the opposite money movements as a payroll of its own: approved at once, with no
// items, its `reversal` listing each direct deposit pulled back (per account) and each paper check
// stopped, and totals that are the reversed items' totals negated. The clock then moves it like any
// approved payroll (money-movement.ts).
import { computeTotals } from '@payroll/payroll-engine';
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { conflict, notFound, unprocessable } from '../../core/errors';
import { newId } from '../../core/ids';
import { fromIsoDate, isBusinessDay, nextBusinessDay, toIsoDate, type IsoDate } from '../../domain/calendar';
import { Decimal } from '../../repositories/decimal';
import { markItemsVoid, markPayrollReversed, markPayrollVoid, reversibleItemsOf } from '../../repositories/payroll-voids';
import { adjustMiscWithheld, insertPayrollRow, lockPayroll, type ContractorItemRow, type EmployeeItemRow } from '../../repositories/payrolls';
import { companyWorkTx } from '../company-work';
import { companyRead } from '../scope';
import type { ServiceContext } from '../context';
import { emitCompanyEvent } from '../events';
import { itemTaxes, presentPayroll, presentPayrollHeader } from '../payroll-present';
import { storedTotals, taxesByJurisdiction, type StoredSplit, type StoredTotals } from '../payroll-records';
import { advanceCompanyPayrolls } from './money-movement';
import { problem } from './plan';
import { checkPaid, refuseReversal } from './voids';
import { achFileOfPayroll } from '../../repositories/money/ach-files';
import { findReturnedCredits, findWrittenCredits, hasUnresolvedFundingFailure } from '../../repositories/money/ach-returns';
import { assertReversalWindow, type StoredReversal } from '../money/ach-reversals';

type ReverseRequest = Schema<'PayrollReverseRequest'>;

/** The reversal's payday: the one asked for, which must be a bank business day after today, or the next one. */
function reversalPayday(today: IsoDate, asked: string | undefined): IsoDate {
  if (asked === undefined) return nextBusinessDay(today);
  if (asked <= today) throw problem('invalid_payday', `payday ${asked} is not after today (${today}); the movements settle on a later bank business day.`, 'body.payday');
  if (!isBusinessDay(asked)) throw problem('invalid_payday', `payday ${asked} is not a bank business day (a weekend or a Federal Reserve holiday).`, 'body.payday');
  return asked;
}

const positive = (amount: Prisma.Decimal | string) => new Decimal(amount.toString()).gt(0);

type WrittenCredit = Awaited<ReturnType<typeof findWrittenCredits>>[number];

/**
 * The movements undoing one item's payment: its direct deposit per account, or its paper check; none when
 * the payment bounced, or, when ACH returns name the accounts that bounced (`returned`), none for those.
 * A payroll an ACH file carries (`written` given): exactly the item's credits that files wrote and the bank
 * did not return, each naming its entry; a credit still held was never paid and is not pulled back (issue
 * 36, F5). Otherwise (no ACH files: the movements are the simulated ones) per account of the item's split.
 */
function movementsOf(
  item: EmployeeItemRow | ContractorItemRow,
  worker: { employeeId: string } | { contractorId: string },
  returned: ReadonlySet<string> | undefined,
  written: WrittenCredit[] | undefined,
): StoredReversal['movements'] {
  if ((item.paymentFailedAt && !returned) || !positive(item.netPay)) return [];
  const base = { itemId: item.id, ...worker };
  if (item.paymentMethod !== 'DirectDeposit') return [{ ...base, kind: 'StoppedCheck', amount: item.netPay.toFixed(2) }];
  if (written) {
    return written
      .filter((e) => positive(e.amount))
      .map((e) => ({
        ...base,
        kind: 'DirectDepositReversal' as const,
        amount: e.amount.toFixed(2),
        ...(e.bankAccountId ? { bankAccountId: e.bankAccountId } : {}),
        accountNumberLastFour: e.accountNumberLastFour,
        achEntryId: e.id,
      }));
  }
  const splits = (item.splits as unknown as StoredSplit[] | null) ?? [];
  if (!splits.length) return [{ ...base, kind: 'DirectDepositReversal', amount: item.netPay.toFixed(2) }];
  return splits
    .filter((s) => positive(s.amount) && !returned?.has(s.bankAccountId))
    .map((s) => ({ ...base, kind: 'DirectDepositReversal' as const, amount: new Decimal(s.amount).toFixed(2), bankAccountId: s.bankAccountId, accountNumberLastFour: s.accountNumberLastFour }));
}

/** The reversed items' totals, negated (Check's definitions, engine computeTotals), with the taxes by jurisdiction. */
function negatedTotals(employees: EmployeeItemRow[], contractors: ContractorItemRow[]): StoredTotals {
  const neg = (d: Prisma.Decimal) => d.neg().toFixed(2);
  const totals = computeTotals(
    employees.map((e) => ({
      paymentMethod: e.paymentMethod,
      grossPay: neg(e.grossPay),
      reimbursementTotal: neg(e.reimbursementTotal),
      employeeTaxes: neg(e.employeeTaxes),
      companyTaxes: neg(e.companyTaxes),
      employeeBenefits: neg(e.employeeBenefits),
      companyBenefits: neg(e.companyBenefits),
      deductionTotal: neg(e.deductionTotal),
      netPay: neg(e.netPay),
    })),
    contractors.map((c) => ({ paymentMethod: c.paymentMethod, grossPay: neg(c.grossPay), reimbursement: neg(c.reimbursement), netPay: neg(c.netPay) })),
  );
  // Each reversed item's tax lines (itemTaxes leaves out zero amounts), negated.
  const lines = employees.flatMap((e) => itemTaxes(e).map((t) => ({ ...t, amount: -t.amount })));
  return { ...storedTotals(totals), taxesByJurisdiction: taxesByJurisdiction(lines) };
}

export async function reversePayroll(ctx: ServiceContext, caller: Caller, companyId: string, payrollId: string, input: ReverseRequest) {
  // The clock may have paid the payroll since it was last read: its moves, once the caller's scope admits the company.
  await companyRead(ctx, caller, companyId, (_db, company) => advanceCompanyPayrolls(ctx, company));
  return companyWorkTx(ctx, caller, companyId, async (tx, company) => {
    // The row lock decides a race of two reversals (or a reversal and a void): the second finds it void.
    const current = await lockPayroll(tx, companyId, payrollId);
    if (!current) throw notFound('Payroll', payrollId);
    refuseReversal(current, 'reversed');
    checkPaid(current);
    if (current.isVoid) {
      const by = current.reversedById ? ` (reversed by payroll ${current.reversedById})` : '';
      throw conflict('payroll_already_void', `Payroll ${payrollId} is already void${by}.`);
    }
    // A payroll whose funding debit was returned, the money not collected: reversing it would debit the
    // workers and credit the company that never paid (issue 36, F2). Once the partner records that it
    // collected the money (resolveFundingFailure), the reversal is legitimate.
    if (await hasUnresolvedFundingFailure(tx, payrollId)) {
      throw unprocessable(
        'reversal_funding_unresolved',
        `Payroll ${payrollId}'s funding debit was returned and the funding failure is unresolved: the company never paid it, so nothing is pulled back from the workers for it. Collect the money and record it (resolveFundingFailure) first, or correct the payroll with voidPayroll.`,
      );
    }
    const now = ctx.now();
    const today = toIsoDate(now);
    const payday = reversalPayday(today, input.payday);
    const [employees, contractors] = await reversibleItemsOf(tx, payrollId);
    const itemIds = [...employees.map((e) => e.id), ...contractors.map((c) => c.id)];
    // The accounts whose ACH credits were returned, per item: nothing to pull back from them.
    const returned = new Map<string, Set<string>>();
    // Paid by ACH files: the credits the files wrote and the bank did not return, per item.
    const written = (await achFileOfPayroll(tx, payrollId)) === null ? undefined : new Map<string, WrittenCredit[]>();
    if (written) {
      for (const e of await findWrittenCredits(tx, payrollId)) {
        const itemId = (e.employeeItemId ?? e.contractorItemId)!;
        written.set(itemId, [...(written.get(itemId) ?? []), e]);
      }
    }
    for (const r of await findReturnedCredits(tx, payrollId)) {
      const itemId = (r.employeeItemId ?? r.contractorItemId)!;
      if (!returned.has(itemId)) returned.set(itemId, new Set());
      if (r.bankAccountId) returned.get(itemId)!.add(r.bankAccountId);
    }
    const reversal: StoredReversal = {
      reason: input.reason,
      itemIds,
      movements: [
        ...employees.flatMap((e) => movementsOf(e, { employeeId: e.employeeId }, returned.get(e.id), written && (written.get(e.id) ?? []))),
        ...contractors.flatMap((c) => movementsOf(c, { contractorId: c.contractorId }, returned.get(c.id), written && (written.get(c.id) ?? []))),
      ],
    };
    // NACHA's window for reversing entries (ach-reversals.ts): checked before anything is written.
    assertReversalWindow(current, today, reversal.movements.some((m) => m.kind === 'DirectDepositReversal'));
    const id = newId('pay');
    const row = await insertPayrollRow(tx, {
      id,
      companyId,
      periodStart: current.periodStart,
      periodEnd: current.periodEnd,
      payday: fromIsoDate(payday),
      deadline: fromIsoDate(today),
      status: 'Pending',
      type: 'OffCycle',
      offCycleReason: 'Correction',
      frequency: current.frequency,
      processingPeriod: current.processingPeriod,
      fundingMethod: current.fundingMethod,
      forceSupplementalWithholdings: current.forceSupplementalWithholdings,
      applyBenefits: current.applyBenefits,
      applyDeductions: current.applyDeductions,
      approvedAt: now,
      statusChangedAt: now,
      totals: negatedTotals(employees, contractors) as Prisma.InputJsonValue,
      warnings: [],
      reversalOfId: payrollId,
      reversal: reversal as unknown as Prisma.InputJsonValue,
    });
    // The void, as voidPayroll makes it (voids.ts): items, miscellaneous deductions' withheldToDate, the payroll.
    await markItemsVoid(tx, payrollId, itemIds, input.reason, now);
    await adjustMiscWithheld(tx, payrollId, -1, employees.map((e) => e.id));
    await markPayrollVoid(tx, payrollId, input.reason, now);
    const reversed = await markPayrollReversed(tx, payrollId, id);
    await emitCompanyEvent(tx, company, 'payroll.voided', 'Payroll', presentPayrollHeader(reversed));
    await emitCompanyEvent(tx, company, 'payroll.reversed', 'Payroll', presentPayrollHeader(row));
    return presentPayroll(row, [], []);
  });
}

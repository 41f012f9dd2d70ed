// Paper checks of an approved payroll's Manual items (getPayrollPaperChecks): the view models of
// documents/paper-checks.ts, one check per payee. Their numbers are issued at approval and kept
// (PaperCheck), unique in the company, so that the company's bank can honour exactly the checks printed
// (positive pay: services/money/positive-pay.ts; docs/ach.md "Paper checks and positive pay").
import type { Schema } from '@payroll/api-types';
import { addressParts, fullName, paperChecksPdf, type PaperCheck } from '../../documents';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Db } from '../../repositories/db';
import { findPayrollChecks, highestCheckNumber, insertPaperChecks, mostLegacyChecks, payeeNames, replacePayrollChecks } from '../../repositories/paper-checks';
import { findPayroll, type PayrollRow } from '../../repositories/payrolls';
import { newId } from '../../core/ids';
import { Decimal } from '../../repositories/decimal';
import type { ServiceContext } from '../context';
import { companyRead } from '../scope';
import { advanceCompanyPayrolls } from './money-movement';
import { iso } from './plan';

/** A payroll's Manual items: employees first, then contractors, in item order (the order the checks are printed in). */
function manualPayees<E extends { paymentMethod: string }, C extends { paymentMethod: string }>(row: { employeeItems: readonly E[]; contractorItems: readonly C[] }) {
  return {
    employeeItems: row.employeeItems.filter((i) => i.paymentMethod === 'Manual'),
    contractorItems: row.contractorItems.filter((i) => i.paymentMethod === 'Manual'),
  };
}

/**
 * The check numbers of a payroll's paper checks, by payee id: those issued at its approval (issuePaperChecks).
 * A payroll approved before numbers were kept has none stored: its Manual items were numbered from 1001 per
 * payroll, employees first, then contractors, in item order, and keep those numbers. The paystub of a Manual
 * payment prints its number from here too (services/paystubs.ts).
 */
export async function paperCheckNumbers(db: Db, row: Pick<PayrollRow, 'id' | 'employeeItems' | 'contractorItems'>): Promise<Map<string, string>> {
  const issued = await findPayrollChecks(db, row.id);
  if (issued.length) return new Map(issued.map((c) => [c.payeeId, String(c.checkNumber)]));
  const { employeeItems, contractorItems } = manualPayees(row);
  const payees = [...employeeItems.map((i) => i.employeeId), ...contractorItems.map((i) => i.contractorId)];
  return new Map(payees.map((id, n) => [id, String(1001 + n)]));
}

/** What issuePaperChecks reads of an item: the approval's own computed items (no second read of the payroll). */
type CheckItem = { paymentMethod: string; netPay: { toString(): string } };

/**
 * Issues the checks of a payroll being approved: one per Manual item, numbered after the company's highest
 * check number (the company's first: after the numbers its payrolls approved before numbers were kept
 * printed, 1001 and up per payroll), employees first, then contractors, in item order; dated the payday, of
 * the item's net pay, to the payee's name. Checks a previous approval of the payroll issued (it was reopened
 * since) are replaced: void, never reused. `items` are the items the approval has just written, in item
 * order (reading them back would read the whole payroll).
 */
export async function issuePaperChecks(
  db: Db,
  companyId: string,
  payroll: { id: string; payday: Date },
  items: { employeeItems: ReadonlyArray<CheckItem & { employeeId: string }>; contractorItems: ReadonlyArray<CheckItem & { contractorId: string }> },
  now: Date,
): Promise<void> {
  const payrollId = payroll.id;
  await replacePayrollChecks(db, payrollId, now);
  const { employeeItems, contractorItems } = manualPayees(items);
  if (!employeeItems.length && !contractorItems.length) return;
  const names = await payeeNamesOf(db, companyId, employeeItems.map((i) => i.employeeId), contractorItems.map((i) => i.contractorId));
  const highest = (await highestCheckNumber(db, companyId)) ?? 1000 + (await mostLegacyChecks(db, companyId, payrollId));
  const payees = [...employeeItems.map((i) => ({ payeeId: i.employeeId, amount: i.netPay })), ...contractorItems.map((i) => ({ payeeId: i.contractorId, amount: i.netPay }))];
  await insertPaperChecks(
    db,
    payees.map((p, n) => ({
      id: newId('chk'),
      companyId,
      payrollId,
      payeeId: p.payeeId,
      checkNumber: highest + 1 + n,
      amount: new Decimal(p.amount.toString()).toFixed(2),
      payee: names.get(p.payeeId) ?? p.payeeId,
      issueDate: payroll.payday,
      createdAt: now,
    })),
  );
}

/** The names the checks are made out to: an employee's full name, a contractor's business name or full name. */
async function payeeNamesOf(db: Db, companyId: string, employeeIds: string[], contractorIds: string[]): Promise<Map<string, string>> {
  const [employees, contractors] = await payeeNames(db, companyId, employeeIds, contractorIds);
  return new Map([
    ...employees.map((e) => [e.id, fullName(e.firstName, e.middleName, e.lastName)] as const),
    ...contractors.map((c) => [c.id, c.businessName ?? (fullName(c.firstName, c.lastName) || c.id)] as const),
  ]);
}

export async function paperChecks(ctx: ServiceContext, caller: Caller, companyId: string, id: string): Promise<Schema<'PaperChecks'>> {
  return companyRead(ctx, caller, companyId, async (db, company) => {
    await advanceCompanyPayrolls(ctx, company);
    const row = await findPayroll(db, companyId, id);
    if (!row) throw notFound('Payroll', id);
    const none = { base64Content: '', paperChecksAvailable: false };
    if (row.status === 'Draft') return none;
    const employeeItems = row.employeeItems.filter((i) => i.paymentMethod === 'Manual');
    const contractorItems = row.contractorItems.filter((i) => i.paymentMethod === 'Manual');
    if (!employeeItems.length && !contractorItems.length) return none;
    const [employees, contractors] = await payeeNames(
      db,
      companyId,
      employeeItems.map((i) => i.employeeId),
      contractorItems.map((i) => i.contractorId),
    );
    const employeeName = new Map(employees.map((e) => [e.id, fullName(e.firstName, e.middleName, e.lastName)]));
    const employeeCode = new Map(employees.map((e) => [e.id, e.code]));
    const contractorName = new Map(contractors.map((c) => [c.id, c.businessName ?? (fullName(c.firstName, c.lastName) || c.id)]));
    const payday = iso(row.payday);
    const memo = `Pay period ${iso(row.periodStart)} to ${iso(row.periodEnd)}, payroll ${row.id}`;
    const companyName = company.tradeName ?? company.legalName;
    const numbers = await paperCheckNumbers(db, row);
    const shared = { payday, company: companyName, memo, periodStart: iso(row.periodStart), periodEnd: iso(row.periodEnd), companyAddress: addressParts(company) };
    const checks: PaperCheck[] = [
      ...employeeItems.map((i) => ({
        payeeId: i.employeeId,
        payeeCode: employeeCode.get(i.employeeId),
        payee: employeeName.get(i.employeeId) ?? i.employeeId,
        amount: i.netPay.toFixed(2),
        summary: {
          gross: i.grossPay.toFixed(2),
          taxes: i.employeeTaxes.toFixed(2),
          deductions: i.employeeBenefits.plus(i.deductionTotal).toFixed(2),
          reimbursements: i.reimbursementTotal.toFixed(2),
        },
      })),
      ...contractorItems.map((i) => ({
        payeeId: i.contractorId,
        payee: contractorName.get(i.contractorId) ?? i.contractorId,
        amount: i.netPay.toFixed(2),
        summary: { gross: i.grossPay.toFixed(2), taxes: '0.00', deductions: '0.00', reimbursements: i.reimbursement.toFixed(2) },
      })),
    ].map((c) => ({ ...c, ...shared, checkNumber: numbers.get(c.payeeId)! }));
    const pdf = paperChecksPdf(`Paper checks, payroll ${row.id}`, checks);
    return { base64Content: pdf.toString('base64'), paperChecksAvailable: true };
  });
}

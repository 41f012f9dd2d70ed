// Reads of a payroll's money ledger (services/money/ledger.ts, getPayrollLedger; docs/ach.md, "The ledger").
import type { Db } from '../db';

/** The payroll of the company, or null when the company has no such payroll. */
export function findLedgerPayroll(db: Db, companyId: string, payrollId: string) {
  return db.payroll.findFirst({ where: { id: payrollId, companyId }, select: { id: true, companyId: true } });
}

/** The ids of the payroll's reversal payrolls (reversePayroll). */
export async function findReversalPayrollIds(db: Db, payrollId: string): Promise<string[]> {
  return (await db.payroll.findMany({ where: { reversalOfId: payrollId }, select: { id: true } })).map((p) => p.id);
}

/** The entries of the payrolls, by file creation and trace number, with the returns recorded against them. */
export function findLedgerEntries(db: Db, payrollIds: string[]) {
  return db.achEntry.findMany({
    where: { payrollId: { in: payrollIds } },
    include: { achFile: { select: { createdAt: true } }, returns: { select: { kind: true, code: true } } },
    orderBy: [{ achFile: { createdAt: 'asc' } }, { achFileId: 'asc' }, { traceNumber: 'asc' }],
  });
}

/** The employees and contractors of the items, by item id. */
export async function findLedgerWorkers(db: Db, payrollIds: string[]): Promise<Map<string, string>> {
  const [employees, contractors] = await Promise.all([
    db.payrollEmployeeItem.findMany({ where: { payrollId: { in: payrollIds } }, select: { id: true, employeeId: true } }),
    db.payrollContractorItem.findMany({ where: { payrollId: { in: payrollIds } }, select: { id: true, contractorId: true } }),
  ]);
  return new Map([...employees.map((e) => [e.id, e.employeeId] as const), ...contractors.map((c) => [c.id, c.contractorId] as const)]);
}

export function findLedgerHeldCredits(db: Db, payrollId: string) {
  return db.achHeldCredit.findMany({ where: { payrollId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

export function findLedgerTaxDeposits(db: Db, payrollId: string) {
  return db.taxDeposit.findMany({ where: { payrollId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

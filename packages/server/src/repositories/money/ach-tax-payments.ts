// Tax deposits paid by ACH credit (services/money/ach-tax-payments.ts, docs/ach.md "Tax payments").
import type { Db } from '../db';

/** The payrolls' tax deposits no ACH entry pays yet: Pending, with an amount, in creation order. */
export function findUnpaidTaxDeposits(db: Db, payrollIds: string[]) {
  return db.taxDeposit.findMany({
    where: { payrollId: { in: payrollIds }, status: 'Pending', achEntryId: null, amount: { gt: 0 } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, companyId: true, payrollId: true, tax: true, jurisdiction: true, code: true, agency: true, amount: true },
  });
}
export type UnpaidTaxDeposit = Awaited<ReturnType<typeof findUnpaidTaxDeposits>>[number];

/** What a TXP segment needs of each company: its EIN and its taxSetup step (federal filer type, state account numbers). */
export async function findTaxpayerFacts(db: Db, companyIds: string[]) {
  const [companies, steps] = await Promise.all([
    db.company.findMany({ where: { id: { in: companyIds } }, select: { id: true, taxId: true } }),
    db.companyOnboardStep.findMany({ where: { companyId: { in: companyIds }, step: 'taxSetup' }, select: { companyId: true, data: true } }),
  ]);
  return { companies, steps };
}

/** Records the entry that pays each deposit (its id and trace number). */
export async function markTaxDepositsPaidByAch(db: Db, entries: Array<{ achEntryId: string; traceNumber: string; taxDepositIds: string[] }>): Promise<void> {
  for (const e of entries) {
    await db.taxDeposit.updateMany({ where: { id: { in: e.taxDepositIds }, achEntryId: null }, data: { achEntryId: e.achEntryId, achTraceNumber: e.traceNumber } });
  }
}

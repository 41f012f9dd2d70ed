// Paper checks of an approved payroll's Manual items (getPayrollPaperChecks): the view models of
// documents/paper-checks.ts, one check per payee.
import type { Schema } from '@payroll/api-types';
import { fullName, paperChecksPdf, type PaperCheck } from '../../documents';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import { findPayroll, payeeNames } from '../../repositories/payrolls';
import type { ServiceContext } from '../context';
import { companyRead } from '../scope';
import { advancePayrolls } from './money-movement';
import { iso } from './plan';

export async function paperChecks(ctx: ServiceContext, caller: Caller, companyId: string, id: string): Promise<Schema<'PaperChecks'>> {
  return companyRead(ctx, caller, companyId, async (db, company) => {
    await advancePayrolls(ctx, companyId);
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
    const contractorName = new Map(contractors.map((c) => [c.id, c.businessName ?? (fullName(c.firstName, c.lastName) || c.id)]));
    const payday = iso(row.payday);
    const memo = `Pay period ${iso(row.periodStart)} to ${iso(row.periodEnd)}, payroll ${row.id}`;
    const companyName = company.tradeName ?? company.legalName;
    const checks: PaperCheck[] = [
      ...employeeItems.map((i) => ({ payee: employeeName.get(i.employeeId) ?? i.employeeId, amount: i.netPay.toFixed(2) })),
      ...contractorItems.map((i) => ({ payee: contractorName.get(i.contractorId) ?? i.contractorId, amount: i.netPay.toFixed(2) })),
    ].map((c, n) => ({ ...c, checkNumber: String(1001 + n), payday, company: companyName, memo }));
    const pdf = paperChecksPdf(`Paper checks, payroll ${row.id}`, checks);
    return { base64Content: pdf.toString('base64'), paperChecksAvailable: true };
  });
}

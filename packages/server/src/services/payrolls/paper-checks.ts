// Paper checks of an approved payroll's Manual items (getPayrollPaperChecks): the view models of
// documents/paper-checks.ts, one check per payee.
import type { Schema } from '@payroll/api-types';
import { addressParts, fullName, paperChecksPdf, type PaperCheck } from '../../documents';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import { findPayroll, payeeNames, type PayrollRow } from '../../repositories/payrolls';
import type { ServiceContext } from '../context';
import { companyRead } from '../scope';
import { advanceCompanyPayrolls } from './money-movement';
import { iso } from './plan';

/**
 * The check numbers of a payroll's paper checks, by payee id: its Manual items numbered from 1001,
 * employees first, then contractors, in item order (the order the checks are printed in). The paystub of
 * a Manual payment prints its number from here too (services/paystubs.ts).
 */
export function paperCheckNumbers(row: Pick<PayrollRow, 'employeeItems' | 'contractorItems'>): Map<string, string> {
  const payees = [
    ...row.employeeItems.filter((i) => i.paymentMethod === 'Manual').map((i) => i.employeeId),
    ...row.contractorItems.filter((i) => i.paymentMethod === 'Manual').map((i) => i.contractorId),
  ];
  return new Map(payees.map((id, n) => [id, String(1001 + n)]));
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
    const numbers = paperCheckNumbers(row);
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

// The tax deposits an approved payroll owes, due per the company's federal deposit schedule
// (domain/deadlines.ts taxDepositDueDate).
import type { Company, Prisma } from '@prisma/client';
import { TAX_DEPOSIT_NAME, type TaxName } from '@payroll/payroll-engine';
import Decimal from 'decimal.js';
import { fromIsoDate } from '../../domain/calendar';
import { taxDepositDueDate } from '../../domain/deadlines';
import { newId } from '../../core/ids';
import type { Db } from '../../repositories/db';
import { findOnboardStep } from '../../repositories/onboarding';
import type { EmployeeItemInsert, PayrollHeaderRow } from '../../repositories/payrolls';
import { iso } from './plan';


/** One deposit per federal tax with an amount (employee and company shares together), due per the company's deposit schedule. */
export async function taxDepositRows(db: Db, company: Company, header: PayrollHeaderRow, items: EmployeeItemInsert[]): Promise<Prisma.TaxDepositCreateManyInput[]> {
  const step = await findOnboardStep(db, company.id, 'taxSetup');
  const schedule = (step?.data as { federalDepositSchedule?: string } | undefined)?.federalDepositSchedule ?? 'Monthly';
  const dueDate = fromIsoDate(taxDepositDueDate(iso(header.payday), schedule));
  const columns: Record<TaxName, Array<keyof Prisma.PayrollEmployeeItemCreateManyInput>> = {
    FederalIncomeTax: ['federalIncomeTax'],
    SocialSecurity: ['socialSecurityEmployee', 'socialSecurityCompany'],
    Medicare: ['medicareEmployee', 'medicareCompany'],
    AdditionalMedicare: ['additionalMedicareEmployee'],
    Futa: ['futaCompany'],
  };
  const out: Prisma.TaxDepositCreateManyInput[] = [];
  for (const [tax, cols] of Object.entries(columns) as Array<[TaxName, Array<keyof Prisma.PayrollEmployeeItemCreateManyInput>]>) {
    let amount = new Decimal(0);
    for (const item of items) for (const col of cols) amount = amount.plus(item[col] as string);
    if (amount.gt(0)) {
      out.push({ id: newId('td'), companyId: company.id, payrollId: header.id, tax: TAX_DEPOSIT_NAME[tax], amount: amount.toFixed(2), dueDate, status: 'Pending' });
    }
  }
  return out;
}

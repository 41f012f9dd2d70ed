// The tax deposits an approved payroll owes: one per federal tax, due per the company's federal deposit
// schedule (domain/deadlines.ts taxDepositDueDate), and one per state tax code, paid to the state's agency
// when due per the state's schedule (domain/state-deposits.ts). Where a state's schedule is not built the
// deposit is due on the payday, which is never late (docs/domain-rules.md, "State and local taxes"). The
// state due dates are deliberately the earliest the state could assign (never late); NY DBL and PFL
// contributions are insurance premiums kept by the employer for its carrier, not tax deposits.
import type { Company, Prisma } from '@prisma/client';
import { TAX_DEPOSIT_NAME, type TaxName } from '@payroll/payroll-engine';
import Decimal from 'decimal.js';
import { fromIsoDate } from '../../domain/calendar';
import { taxDepositDueDate } from '../../domain/deadlines';
import { NOT_A_STATE_DEPOSIT, stateDeposit, type StateDepositKind } from '../../domain/state-deposits';
import { newId } from '../../core/ids';
import type { Db } from '../../repositories/db';
import { findOnboardStep } from '../../repositories/onboarding';
import { outstandingTaxCredits } from '../../repositories/payroll-voids';
import type { EmployeeItemInsert, PayrollHeaderRow } from '../../repositories/payrolls';
import { FEDERAL_DEPOSIT_CODE, IRS } from '../pay-setup';
import type { StoredStateTax } from '../payroll-records';
import { iso } from './plan';

/** The deposit kind of each state tax name (domain/state-deposits.ts). */
const STATE_KIND: Record<StoredStateTax['name'], StateDepositKind> = {
  StateIncomeTax: 'withholding',
  StateProgram: 'employeeProgram',
  StateUnemployment: 'unemployment',
  StateEmployerProgram: 'unemployment',
  // Local taxes: paid to the agency a registered tax names, due on the payday (never late; docs/domain-rules.md "Local taxes").
  LocalIncomeTax: 'withholding',
  LocalEmployerTax: 'withholding',
};

/** One deposit per tax with an amount (employee and company shares together). */
export async function taxDepositRows(db: Db, company: Company, header: PayrollHeaderRow, items: EmployeeItemInsert[]): Promise<Prisma.TaxDepositCreateManyInput[]> {
  const step = await findOnboardStep(db, company.id, 'taxSetup');
  const schedule = (step?.data as { federalDepositSchedule?: string } | undefined)?.federalDepositSchedule ?? 'Monthly';
  const payday = iso(header.payday);
  const dueDate = fromIsoDate(taxDepositDueDate(payday, schedule));
  const columns: Record<TaxName, Array<keyof Prisma.PayrollEmployeeItemCreateManyInput>> = {
    FederalIncomeTax: ['federalIncomeTax'],
    SocialSecurity: ['socialSecurityEmployee', 'socialSecurityCompany'],
    Medicare: ['medicareEmployee', 'medicareCompany'],
    AdditionalMedicare: ['additionalMedicareEmployee'],
    Futa: ['futaCompany'],
  };
  const base = { companyId: company.id, payrollId: header.id, status: 'Pending' as const };
  // Credits of voided taxes (voids.ts) come off this payroll's deposits of the same code, never below zero.
  const credits = new Map((await outstandingTaxCredits(db, company.id)).map((c) => [`${c.jurisdiction}:${c.code}`, new Decimal(c.amount.toString())]));
  const withCredit = (jurisdiction: string, code: string, liability: Decimal) => {
    const credit = Decimal.min(credits.get(`${jurisdiction}:${code}`) ?? new Decimal(0), liability);
    return { amount: liability.minus(credit).toFixed(2), creditApplied: credit.toFixed(2) };
  };
  const out: Prisma.TaxDepositCreateManyInput[] = [];
  for (const [tax, cols] of Object.entries(columns) as Array<[TaxName, Array<keyof Prisma.PayrollEmployeeItemCreateManyInput>]>) {
    let amount = new Decimal(0);
    for (const item of items) for (const col of cols) amount = amount.plus(item[col] as string);
    if (amount.gt(0)) {
      const name = TAX_DEPOSIT_NAME[tax];
      const code = FEDERAL_DEPOSIT_CODE[name]!;
      out.push({ ...base, id: newId('td'), tax: name, jurisdiction: 'US', code, agency: IRS, ...withCredit('US', code, amount), dueDate });
    }
  }
  // State taxes: by state and code, in that order.
  const byCode = new Map<string, { line: StoredStateTax; amount: Decimal }>();
  for (const item of items) {
    for (const line of (item.stateTaxes ?? []) as unknown as StoredStateTax[]) {
      const key = `${line.jurisdiction}:${line.code}`;
      const seen = byCode.get(key);
      byCode.set(key, { line, amount: (seen?.amount ?? new Decimal(0)).plus(line.amount) });
    }
  }
  for (const [, { line, amount }] of [...byCode.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    // NY DBL and PFL contributions go toward the employer's insurance premium, not to a tax agency.
    if (!amount.gt(0) || Object.prototype.hasOwnProperty.call(NOT_A_STATE_DEPOSIT, line.code)) continue;
    const local = line.jurisdiction.includes('-');
    const rule = local ? undefined : stateDeposit(line.jurisdiction, STATE_KIND[line.name], line.code, payday, schedule);
    out.push({
      ...base,
      id: newId('td'),
      tax: line.name,
      jurisdiction: line.jurisdiction,
      code: line.code,
      agency: rule?.agency ?? (local ? ((line as { agency?: string }).agency ?? null) : null),
      ...withCredit(line.jurisdiction, line.code, amount),
      dueDate: fromIsoDate(rule?.dueDate ?? payday),
    });
  }
  return out;
}

// The tax deposits an approved payroll owes: one per federal tax, due per the company's federal deposit
// schedule (domain/deadlines.ts taxDepositDueDate; FUTA by its own rule, futaDueDate below), and one per state tax code, paid to the state's agency
// when due per the state's schedule (domain/state-deposits.ts). Where a state's schedule is not built the
// deposit is due on the payday, which is never late (docs/domain-rules.md, "State and local taxes"). The
// state due dates are deliberately the earliest the state could assign (never late); NY DBL and PFL
// contributions are insurance premiums kept by the employer for its carrier, not tax deposits.
import type { Schema } from '@payroll/api-types';
import type { Company, Prisma } from '@prisma/client';
import { FUTA_DEPOSIT_THRESHOLD, TAX_DEPOSIT_NAME, type TaxName } from '@payroll/payroll-engine';
import Decimal from 'decimal.js';
import { dateParts, fromIsoDate, isoDate, type IsoDate } from '../../domain/calendar';
import { form940DueDate, futaQuarterDueDate, taxDepositDueDate } from '../../domain/deadlines';
import { NOT_A_STATE_DEPOSIT, stateDeposit, type StateDepositKind } from '../../domain/state-deposits';
import { newId } from '../../core/ids';
import type { Db } from '../../repositories/db';
import { findOnboardStep } from '../../repositories/onboarding';
import { outstandingTaxCredits } from '../../repositories/payroll-voids';
import { carriedFutaDeposits, moveTaxDepositsDue } from '../../repositories/futa-deposits';
import type { EmployeeItemInsert, PayrollHeaderRow } from '../../repositories/payrolls';
import { FEDERAL_DEPOSIT_CODE, IRS } from '../pay-setup';
import type { StoredStateTax } from '../payroll-records';
import { iso } from './plan';

/**
 * A deposit's `tax`, typed from the contract's generated TaxDepositTax enum: the stored column is a plain string,
 * so every value written is checked here (`satisfies`), and the compiler refuses a tax name the schema does not
 * list (issue 42: local deposits were answered with values outside the enum, which the response validator refused).
 */
type DepositTax = Schema<'TaxDepositTax'>;

/** The deposit kind of each state and local tax name (domain/state-deposits.ts). */
const STATE_KIND: Record<StoredStateTax['name'], StateDepositKind> = {
  StateIncomeTax: 'withholding',
  StateProgram: 'employeeProgram',
  StateUnemployment: 'unemployment',
  StateEmployerProgram: 'unemployment',
  // Local taxes: paid to the agency a registered tax names, due on the payday (never late; docs/domain-rules.md "Local taxes").
  LocalIncomeTax: 'withholding',
  LocalEmployerTax: 'withholding',
};

/**
 * The due date of a payroll's FUTA deposit (`liability`), per the FUTA deposit rule (payroll-engine
 * FUTA_DEPOSIT_THRESHOLD; IRS Form 940 instructions): the undeposited liability of the year up to the payday's
 * quarter (the FUTA deposits still due with the Form 940, of paydays in this or earlier quarters of the year)
 * plus this one is carried forward, due with the Form 940 (January 31 of the next year), while it is $500 or
 * less; once it is more than $500 in Q1-Q3 the whole of it is due the last day of the month after the quarter,
 * and the deposits carried so far move to that date. Q4's liability is due January 31 either way.
 */
async function futaDueDate(db: Db, companyId: string, payday: IsoDate, liability: Decimal): Promise<IsoDate> {
  const { year, month } = dateParts(payday);
  const carriedDue = form940DueDate(year);
  if (month > 9) return carriedDue;
  const quarterStart = Math.floor((month - 1) / 3) * 3 + 1;
  const carried = await carriedFutaDeposits(db, companyId, fromIsoDate(isoDate(year, 1, 1)), fromIsoDate(isoDate(year, quarterStart + 3, 1)), carriedDue);
  const undeposited = carried.reduce((sum, d) => sum.plus(d.amount.toString()).plus(d.creditApplied.toString()), liability);
  if (undeposited.lte(FUTA_DEPOSIT_THRESHOLD)) return carriedDue;
  const due = futaQuarterDueDate(payday);
  await moveTaxDepositsDue(db, companyId, carried.map((d) => d.id), fromIsoDate(due));
  return due;
}

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
      const name = TAX_DEPOSIT_NAME[tax] satisfies DepositTax;
      const code = FEDERAL_DEPOSIT_CODE[name]!;
      const due = tax === 'Futa' ? fromIsoDate(await futaDueDate(db, company.id, payday, amount)) : dueDate;
      out.push({ ...base, id: newId('td'), tax: name, jurisdiction: 'US', code, agency: IRS, ...withCredit('US', code, amount), dueDate: due });
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
      tax: line.name satisfies DepositTax,
      jurisdiction: line.jurisdiction,
      code: line.code,
      agency: rule?.agency ?? (local ? ((line as { agency?: string }).agency ?? null) : null),
      ...withCredit(line.jurisdiction, line.code, amount),
      dueDate: fromIsoDate(rule?.dueDate ?? payday),
    });
  }
  return out;
}

// Payrolls an employee was paid before the service, in the year of a mid-year switch (openapi.yaml,
// createEmployeeExternalPayroll). They count toward the year's wage bases, Additional Medicare and benefit
// limits (services/payrolls/compute.ts reads them into the year to date) and toward the year's tax documents
// (services/tax-documents.ts), never as paystubs. Once a payroll of the year is approved here they are locked.
import type { Schema } from '@payroll/api-types';
import { EMPLOYEE_PROGRAMS, supportedTaxYears } from '@payroll/payroll-engine';
import type { Caller } from '../core/caller';
import { DomainError, badRequest, conflict, notFound, type FieldProblem } from '../core/errors';
import { newId } from '../core/ids';
import { dateParts, fromIsoDate, isoDate as isoDateOf, toIsoDate } from '../domain/calendar';
import type { Db } from '../repositories/db';
import {
  deleteExternalPayroll,
  findExternalPayroll,
  insertExternalPayroll,
  listExternalPayrolls,
  yearHasApprovedPayroll,
  type ExternalPayrollRow,
} from '../repositories/external-payrolls';
import { findEmployee } from '../repositories/workers';
import { Decimal } from '../repositories/decimal';
import type { ServiceContext } from './context';
import { presentEmployee } from './employees';
import { emitCompanyEvent } from './events';
import { isoDateTime } from './format';
import type { StoredStateTax } from './payroll-records';
import { companyRead, companyTx } from './scope';

type Create = Schema<'ExternalPayrollCreate'>;

/** The federal codes and who pays each, and the columns they fill. */
const FEDERAL: Record<string, Partial<Record<'Employee' | 'Company', keyof ExternalPayrollRow>>> = {
  us_fit: { Employee: 'federalIncomeTax' },
  us_fica_ss: { Employee: 'socialSecurityEmployee', Company: 'socialSecurityCompany' },
  us_fica_medicare: { Employee: 'medicareEmployee', Company: 'medicareCompany' },
  us_fica_additional_medicare: { Employee: 'additionalMedicareEmployee' },
  us_futa: { Company: 'futaCompany' },
};

const FEDERAL_COLUMNS = ['federalIncomeTax', 'socialSecurityEmployee', 'socialSecurityCompany', 'medicareEmployee', 'medicareCompany', 'additionalMedicareEmployee', 'futaCompany'] as const;

const yearBounds = (year: number) => ({ from: fromIsoDate(isoDateOf(year, 1, 1)), to: fromIsoDate(isoDateOf(year + 1, 1, 1)) });
const cents = (n: number | undefined) => new Decimal(n ?? 0).toFixed(2);

/** A state line's name, as on payroll items: `<st>_sit` income tax, `<st>_sui_er` SUI, a known employee program, else by payer. */
function stateName(code: string, payer: 'Employee' | 'Company'): StoredStateTax['name'] {
  if (code.endsWith('_sit')) return 'StateIncomeTax';
  if (code.endsWith('_sui_er')) return 'StateUnemployment';
  if (Object.prototype.hasOwnProperty.call(EMPLOYEE_PROGRAMS, code) || payer === 'Employee') return 'StateProgram';
  return 'StateEmployerProgram';
}

function present(row: ExternalPayrollRow): Schema<'ExternalPayroll'> {
  const taxes: Schema<'ExternalPayrollTax'>[] = [];
  for (const [code, payers] of Object.entries(FEDERAL)) {
    for (const [payer, column] of Object.entries(payers) as Array<['Employee' | 'Company', keyof ExternalPayrollRow]>) {
      const amount = (row[column] as Decimal).toNumber();
      if (amount !== 0) taxes.push({ jurisdiction: 'US', code, payer, amount });
    }
  }
  for (const t of row.stateTaxes as unknown as StoredStateTax[]) {
    taxes.push({ jurisdiction: t.jurisdiction, code: t.code, payer: t.payer, amount: Number(t.amount), taxableWages: Number(t.subjectWages) });
  }
  const benefits = row.benefits as unknown as Array<{ type: Schema<'BenefitType'>; employeeAmount: string; companyAmount: string }>;
  return {
    id: row.id,
    companyId: row.companyId,
    employeeId: row.employeeId,
    payday: toIsoDate(row.payday),
    grossPay: row.grossPay.toNumber(),
    federalIncomeTaxWages: row.federalIncomeTaxWages.toNumber(),
    socialSecurityWages: row.socialSecurityWages.toNumber(),
    medicareWages: row.medicareWages.toNumber(),
    additionalMedicareWages: row.additionalMedicareWages.toNumber(),
    futaWages: row.futaWages.toNumber(),
    taxes,
    benefits: benefits.map((b) => ({ type: b.type, employeeAmount: Number(b.employeeAmount), companyAmount: Number(b.companyAmount) })),
    createdAt: isoDateTime(row.createdAt)!,
  };
}

export class ExternalPayrollService {
  constructor(private readonly ctx: ServiceContext) {}

  private async employeeOf(db: Db, companyId: string, employeeId: string) {
    const employee = await findEmployee(db, companyId, employeeId);
    if (!employee) throw notFound('Employee', employeeId);
    return employee;
  }

  private async checkUnlocked(db: Db, companyId: string, year: number): Promise<void> {
    const { from, to } = yearBounds(year);
    if (await yearHasApprovedPayroll(db, companyId, from, to)) {
      throw conflict('external_payrolls_locked', `A payroll of ${year} has been approved here; the year's external payrolls can no longer change.`);
    }
  }

  list(caller: Caller, companyId: string, employeeId: string, year?: number): Promise<Schema<'EmployeeExternalPayrolls'>> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      await this.employeeOf(db, companyId, employeeId);
      const y = year ?? dateParts(toIsoDate(this.ctx.now())).year;
      const { from, to } = yearBounds(y);
      const rows = await listExternalPayrolls(db, companyId, employeeId, from, to);
      return { year: y, locked: await yearHasApprovedPayroll(db, companyId, from, to), results: rows.map(present) };
    });
  }

  create(caller: Caller, companyId: string, employeeId: string, input: Create): Promise<Schema<'ExternalPayroll'>> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await this.employeeOf(tx, companyId, employeeId);
      const today = toIsoDate(this.ctx.now());
      if (input.payday > today) {
        throw new DomainError('unprocessable', 'invalid_date_range', `payday ${input.payday} is after today (${today}); external payrolls are payrolls already paid.`, [
          { field: 'body.payday', message: 'after today', code: 'invalid_date_range' },
        ]);
      }
      const year = dateParts(input.payday).year;
      if (!supportedTaxYears().includes(year)) {
        throw new DomainError('unprocessable', 'unsupported_tax_year', `There are no tax tables for ${year}.`, [{ field: 'body.payday', message: `no tables for ${year}`, code: 'unsupported_tax_year' }]);
      }
      await this.checkUnlocked(tx, companyId, year);
      const problems: FieldProblem[] = [];
      // Amounts are cents: at most two decimals.
      const centsOnly = (field: string, v: number | undefined) => {
        if (v !== undefined && new Decimal(v).decimalPlaces() > 2) problems.push({ field, message: 'at most two decimals (cents)', code: 'multipleOf' });
      };
      for (const k of ['grossPay', 'federalIncomeTaxWages', 'socialSecurityWages', 'medicareWages', 'additionalMedicareWages', 'futaWages'] as const) centsOnly(`body.${k}`, input[k]);
      (input.taxes ?? []).forEach((t, i) => {
        centsOnly(`body.taxes[${i}].amount`, t.amount);
        centsOnly(`body.taxes[${i}].taxableWages`, t.taxableWages);
      });
      (input.benefits ?? []).forEach((b, i) => {
        centsOnly(`body.benefits[${i}].employeeAmount`, b.employeeAmount);
        centsOnly(`body.benefits[${i}].companyAmount`, b.companyAmount);
      });
      const federal: Record<string, string> = Object.fromEntries(FEDERAL_COLUMNS.map((c) => [c, '0.00']));
      const state: StoredStateTax[] = [];
      const seen = new Set<string>();
      (input.taxes ?? []).forEach((t, i) => {
        const at = `body.taxes[${i}]`;
        if (seen.has(`${t.code}:${t.payer}`)) problems.push({ field: `${at}.code`, message: `${t.code} paid by the ${t.payer} appears twice`, code: 'duplicate' });
        seen.add(`${t.code}:${t.payer}`);
        const prefix = t.code.slice(0, 2).toUpperCase();
        if ((t.jurisdiction === 'US' ? 'US' : t.jurisdiction) !== prefix) {
          problems.push({ field: `${at}.code`, message: `${t.code} is not a ${t.jurisdiction} tax code`, code: 'invalid' });
          return;
        }
        if (t.jurisdiction === 'US') {
          const column = FEDERAL[t.code]?.[t.payer];
          if (!column) problems.push({ field: `${at}.code`, message: `${t.code} paid by the ${t.payer} is not a federal tax (us_fit, us_fica_ss, us_fica_medicare, us_fica_additional_medicare, us_futa)`, code: 'invalid' });
          else federal[column] = cents(t.amount);
          if (t.taxableWages !== undefined) problems.push({ field: `${at}.taxableWages`, message: 'federal wages are given at the top level', code: 'invalid' });
          return;
        }
        // The codes payroll items use (openapi.yaml createEmployeeExternalPayroll): income tax and SUI of any
        // state, and the employee programs the engine computes, each with its payer. A typo would count toward nothing.
        const st = t.jurisdiction.toLowerCase();
        const codes: Array<[string, 'Employee' | 'Company']> = [
          [`${st}_sit`, 'Employee'],
          [`${st}_sui_er`, 'Company'],
          ...Object.keys(EMPLOYEE_PROGRAMS).filter((c) => c.startsWith(`${st}_`)).map((c): [string, 'Employee'] => [c, 'Employee']),
        ];
        const known = codes.find(([c]) => c === t.code);
        if (!known) {
          const list = codes.map(([c, p]) => `${c} (${p})`).join(', ');
          problems.push({ field: `${at}.code`, message: `${t.code} is not a ${t.jurisdiction} tax code of payroll items: ${list}`, code: 'invalid' });
          return;
        }
        if (known[1] !== t.payer) {
          problems.push({ field: `${at}.payer`, message: `${t.code} is paid by the ${known[1]}`, code: 'invalid' });
          return;
        }
        const wages = cents(t.taxableWages);
        state.push({ jurisdiction: t.jurisdiction, code: t.code, name: stateName(t.code, t.payer), payer: t.payer, description: t.code, amount: cents(t.amount), subjectWages: wages, taxableWages: wages });
      });
      if (problems.length) throw badRequest('The request does not match the contract.', problems);
      const row = await insertExternalPayroll(tx, {
        id: newId('xpr'),
        companyId,
        employeeId,
        payday: fromIsoDate(input.payday),
        grossPay: cents(input.grossPay),
        federalIncomeTaxWages: cents(input.federalIncomeTaxWages),
        socialSecurityWages: cents(input.socialSecurityWages),
        medicareWages: cents(input.medicareWages),
        additionalMedicareWages: cents(input.additionalMedicareWages),
        futaWages: cents(input.futaWages),
        ...(federal as Record<(typeof FEDERAL_COLUMNS)[number], string>),
        stateTaxes: JSON.parse(JSON.stringify(state)),
        benefits: (input.benefits ?? []).map((b) => ({ type: b.type, employeeAmount: cents(b.employeeAmount), companyAmount: cents(b.companyAmount) })),
        createdAt: this.ctx.now(),
      });
      await emitCompanyEvent(tx, company, 'employee.updated', 'Employee', presentEmployee((await findEmployee(tx, companyId, employeeId))!));
      return present(row);
    });
  }

  delete(caller: Caller, companyId: string, employeeId: string, id: string): Promise<void> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      await this.employeeOf(tx, companyId, employeeId);
      const row = await findExternalPayroll(tx, companyId, employeeId, id);
      if (!row) throw notFound('External payroll', id);
      await this.checkUnlocked(tx, companyId, row.payday.getUTCFullYear());
      await deleteExternalPayroll(tx, id);
      await emitCompanyEvent(tx, company, 'employee.updated', 'Employee', presentEmployee((await findEmployee(tx, companyId, employeeId))!));
    });
  }
}

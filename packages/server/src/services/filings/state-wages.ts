// What every state quarterly wage report is made from (openapi.yaml getStateQuarterlyWages; docs/filings.md,
// "State quarterly wages"): for one state and calendar quarter, each employee's unemployment insurance subject and
// taxable wages, state income tax wages and withholding and state programs, from the state's tax lines stored on
// the payroll items (services/payroll-records.ts StoredStateTax), the items read as Form 941 reads them (approved
// payrolls with payday in the quarter, void items left out); the employees paid for the pay period including the
// 12th of each month by Form 941 line 1's rule (repositories/tax-documents.ts employeesPaidForPeriodIncluding);
// totals of every money column. The file writers (ICESA, DE 9C, NYS-45, TWC) are to read these figures.
import type { Schema } from '@payroll/api-types';
import { STATE_JURISDICTIONS } from '@payroll/payroll-engine';
import type { Caller } from '../../core/caller';
import { badRequest } from '../../core/errors';
import { Decimal } from '../../repositories/decimal';
import type { Db } from '../../repositories/db';
import { stateTaxLineSums, stateWageEmployees, type StateLineSums } from '../../repositories/filings/state-wages';
import { findOnboardStep } from '../../repositories/onboarding';
import { employeesPaidForPeriodIncluding } from '../../repositories/tax-documents';
import type { ServiceContext } from '../context';
import { isoDate } from '../format';
import { companyRead } from '../scope';

type StateQuarterlyWages = Schema<'StateQuarterlyWages'>;
type Program = Schema<'StateQuarterlyWagesProgram'>;
export interface StateQuarterQuery {
  state: string;
  year: number;
  quarter: number;
}

const ZERO = new Decimal(0);
const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));
const num = (d: Decimal) => d.toDecimalPlaces(2).toNumber();
const dec = (d: { toString(): string }) => new Decimal(d.toString());

/** The figures a state's wage report is made from, summed per employee. */
interface EmployeeSums {
  uiSubject: Decimal;
  uiTaxable: Decimal;
  sitWages: Decimal;
  sitWithheld: Decimal;
  programs: Map<string, { name: string; subject: Decimal; taxable: Decimal; amount: Decimal }>;
}

function sumsOf(lines: StateLineSums[]): EmployeeSums {
  const out: EmployeeSums = { uiSubject: ZERO, uiTaxable: ZERO, sitWages: ZERO, sitWithheld: ZERO, programs: new Map() };
  for (const l of lines) {
    if (l.name === 'StateUnemployment') {
      out.uiSubject = out.uiSubject.plus(dec(l.subjectWages));
      out.uiTaxable = out.uiTaxable.plus(dec(l.taxableWages));
    } else if (l.name === 'StateIncomeTax') {
      out.sitWages = out.sitWages.plus(dec(l.subjectWages));
      out.sitWithheld = out.sitWithheld.plus(dec(l.amount));
    } else if (l.name === 'StateProgram') {
      const p = out.programs.get(l.code) ?? { name: l.description ?? l.code, subject: ZERO, taxable: ZERO, amount: ZERO };
      out.programs.set(l.code, { name: p.name, subject: p.subject.plus(dec(l.subjectWages)), taxable: p.taxable.plus(dec(l.taxableWages)), amount: p.amount.plus(dec(l.amount)) });
    }
  }
  return out;
}

const programsOut = (m: EmployeeSums['programs']): Program[] =>
  [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([code, p]) => ({ code, name: p.name, subjectWages: num(p.subject), taxableWages: num(p.taxable), amount: num(p.amount) }));

/** The company's account numbers with the state (onboard/tax_setup `stateTaxIds`), null where none is on file. */
async function stateAccounts(db: Db, companyId: string, state: string): Promise<{ withholding: string | null; unemployment: string | null }> {
  const step = await findOnboardStep(db, companyId, 'taxSetup');
  const ids = (step?.data as { stateTaxIds?: Array<{ state: string; withholdingAccountNumber?: string; unemploymentAccountNumber?: string }> } | undefined)?.stateTaxIds ?? [];
  const entry = ids.find((s) => s.state === state);
  return { withholding: entry?.withholdingAccountNumber ?? null, unemployment: entry?.unemploymentAccountNumber ?? null };
}

/** A state, year and quarter the report can be read for; anything else is 400 validation_failed naming the query parameter. */
function checkQuery(q: StateQuarterQuery): void {
  const errors = [];
  if (!STATE_JURISDICTIONS.includes(q.state)) errors.push({ field: 'query.state', message: 'must be the code of one of the 50 states or DC', code: 'enum' });
  if (!Number.isInteger(q.year) || q.year < 2000 || q.year > 2100) errors.push({ field: 'query.year', message: 'must be a year from 2000 to 2100', code: 'range' });
  if (!Number.isInteger(q.quarter) || q.quarter < 1 || q.quarter > 4) errors.push({ field: 'query.quarter', message: 'must be 1, 2, 3 or 4', code: 'range' });
  if (errors.length) throw badRequest('The request does not match the contract.', errors);
}

export class StateWageService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The state's quarterly wage figures of a company (the scope first: another partner's company is 404). */
  quarter(caller: Caller, companyId: string, query: StateQuarterQuery): Promise<StateQuarterlyWages> {
    return companyRead(this.ctx, caller, companyId, async (db, company) => {
      checkQuery(query);
      return stateQuarterlyWages(db, company.id, query);
    });
  }
}

/** The figures of one state and quarter, read from the database (no scope check: callers check it). */
export async function stateQuarterlyWages(db: Db, companyId: string, { state, year, quarter }: StateQuarterQuery): Promise<StateQuarterlyWages> {
  const firstMonth = (quarter - 1) * 3 + 1;
  const from = utc(year, firstMonth);
  const to = utc(year, firstMonth + 3);
  const quarterEnd = utc(year, firstMonth + 3, 0);
  const lines = await stateTaxLineSums(db, companyId, state, from, to);
  const byEmployee = new Map<string, StateLineSums[]>();
  for (const l of lines) byEmployee.set(l.employeeId, [...(byEmployee.get(l.employeeId) ?? []), l]);
  const people = byEmployee.size ? await stateWageEmployees(db, companyId, [...byEmployee.keys()]) : [];
  const employees = people
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id))
    .map((e) => ({ e, sums: sumsOf(byEmployee.get(e.id)!) }));

  const totals: EmployeeSums = { uiSubject: ZERO, uiTaxable: ZERO, sitWages: ZERO, sitWithheld: ZERO, programs: new Map() };
  for (const { sums } of employees) {
    totals.uiSubject = totals.uiSubject.plus(sums.uiSubject);
    totals.uiTaxable = totals.uiTaxable.plus(sums.uiTaxable);
    totals.sitWages = totals.sitWages.plus(sums.sitWages);
    totals.sitWithheld = totals.sitWithheld.plus(sums.sitWithheld);
    for (const [code, p] of sums.programs) {
      const t = totals.programs.get(code) ?? { name: p.name, subject: ZERO, taxable: ZERO, amount: ZERO };
      totals.programs.set(code, { name: t.name, subject: t.subject.plus(p.subject), taxable: t.taxable.plus(p.taxable), amount: t.amount.plus(p.amount) });
    }
  }

  const monthlyEmployeeCounts = [];
  for (const month of [firstMonth, firstMonth + 1, firstMonth + 2]) {
    const twelfth = `${year}-${String(month).padStart(2, '0')}-12`;
    monthlyEmployeeCounts.push({ month, twelfth, employees: await employeesPaidForPeriodIncluding(db, companyId, twelfth, state) });
  }
  const accounts = await stateAccounts(db, companyId, state);
  return {
    companyId,
    state,
    year,
    quarter,
    withholdingAccountNumber: accounts.withholding,
    unemploymentAccountNumber: accounts.unemployment,
    employees: employees.map(({ e, sums }) => ({
      employeeId: e.id,
      firstName: e.firstName,
      middleName: e.middleName ?? null,
      lastName: e.lastName,
      ssnLastFour: e.ssnLastFour ?? null,
      hireDate: isoDate(e.startDate) ?? null,
      separationDate: e.terminationDate && e.terminationDate <= quarterEnd ? isoDate(e.terminationDate)! : null,
      unemploymentSubjectWages: num(sums.uiSubject),
      unemploymentTaxableWages: num(sums.uiTaxable),
      incomeTaxWages: num(sums.sitWages),
      incomeTaxWithheld: num(sums.sitWithheld),
      programs: programsOut(sums.programs),
    })),
    monthlyEmployeeCounts,
    totals: {
      employeeCount: employees.length,
      unemploymentSubjectWages: num(totals.uiSubject),
      unemploymentTaxableWages: num(totals.uiTaxable),
      incomeTaxWages: num(totals.sitWages),
      incomeTaxWithheld: num(totals.sitWithheld),
      programs: programsOut(totals.programs),
    },
  };
}

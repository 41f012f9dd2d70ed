import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { DomainError } from '../core/errors';
import { newId } from '../core/ids';
import type { FieldCipher } from '../lib/secrets';
import type { PageQuery } from '../lib/paging';
import {
  findEmployee,
  listEmployeeRows,
  updateEmployeeRow,
  type EmployeeRow,
  type WorkerFilters,
} from '../repositories/workers';
import type { ServiceContext } from './context';
import { addressIn, addressOut, defined, isoDate, money } from './format';
import { checkedLocalities, checkedLocalitiesWith } from './local-taxes';
import { companySqlTx, companyTx } from './scope';
import { checkDates, checkWorkerReferences, checkWorkerReferencesWith } from './worker-rules';
import { emitCompanyEventSql } from './events';
import { findDepartmentSql } from '../repositories/org';
import { drawEmployeeCodeSql, findWorkplacesSql, insertEmployeeReadingAttributesSql, registeredJurisdictionsSql } from '../repositories/workers-sql';
import { emitWorkerEvent, getWorker, listWorkers, requireWorker, sharedWorkerColumns, type WorkerKind } from './workers';

type Employee = Schema<'Employee'>;
type Step = Schema<'EmployeeOnboardStep'>;

/** What the two blocking steps (paymentMethod, workplaces) read: a payroll checks only these (employeeBlocking). */
export type EmployeeBlockingFacts = Pick<EmployeeRow, 'defaultPaymentMethod' | 'primaryWorkplaceId'> & {
  bankAccounts: ReadonlyArray<{ status: string }>;
  workplaces: ReadonlyArray<unknown>;
};

/** Direct deposit needs an Active bank account; a paper check (Manual) needs nothing. */
function paymentMethodMissing(row: EmployeeBlockingFacts): Array<'bankAccount'> {
  return row.defaultPaymentMethod === 'DirectDeposit' && !row.bankAccounts.some((a) => a.status === 'Active') ? ['bankAccount'] : [];
}

function workplacesMissing(row: EmployeeBlockingFacts): Array<'workplaces' | 'primaryWorkplaceId'> {
  const workplaces: Array<'workplaces' | 'primaryWorkplaceId'> = [];
  if (!row.workplaces.length) workplaces.push('workplaces');
  if (!row.primaryWorkplaceId) workplaces.push('primaryWorkplaceId');
  return workplaces;
}

/** Whether employeeOnboard(row).status is Blocking, from the blocking steps' columns alone (a payroll's check). */
export function employeeBlocking(row: EmployeeBlockingFacts): boolean {
  return paymentMethodMissing(row).length > 0 || workplacesMissing(row).length > 0;
}

/** docs/domain-rules.md, "Employee onboarding": derived on every read from what is on file. */
export function employeeOnboard(row: EmployeeRow): Schema<'EmployeeOnboard'> {
  const ssn: Array<'ssn' | 'ssnValidation'> = !row.ssnEncrypted ? ['ssn'] : row.ssnValidationStatus === 'Invalid' ? ['ssnValidation'] : [];
  const paymentMethod = paymentMethodMissing(row);
  // A federal W-4 on file (withholdings_setup or the W-4 form).
  const withholdings: Array<'federalW4'> = row.w4 ? [] : ['federalW4'];
  const workplaces = workplacesMissing(row);
  const employeeDetails: Array<'dateOfBirth' | 'residence'> = [];
  if (!row.dateOfBirth) employeeDetails.push('dateOfBirth');
  if (!row.street1 || !row.city || !row.state || !row.zipcode) employeeDetails.push('residence');
  // Informational, not a step: required company-defined attributes without a value.
  const filled = new Set(row.attributeValues.map((v) => v.name));
  const companyDefinedAttributes = row.company.attributeDefinitions.map((d) => d.name).filter((name) => !filled.has(name));
  const missing: Record<Step, unknown[]> = { ssn, paymentMethod, withholdings, workplaces, employeeDetails };
  const order: Step[] = ['ssn', 'paymentMethod', 'withholdings', 'workplaces', 'employeeDetails'];
  const blocking: Step[] = ['workplaces', 'paymentMethod'];
  const remainingSteps = order.filter((s) => missing[s].length > 0);
  const blockingSteps = remainingSteps.filter((s) => blocking.includes(s));
  return {
    status: blockingSteps.length ? 'Blocking' : remainingSteps.length ? 'NeedsAttention' : 'Completed',
    blockingSteps,
    remainingSteps,
    ssn,
    paymentMethod,
    workplaces,
    employeeDetails,
    withholdings,
    companyDefinedAttributes,
  };
}

export function presentEmployee(row: EmployeeRow): Employee {
  const wage =
    row.wageRate !== null && row.wagePeriod
      ? defined({
          rate: money(row.wageRate)!,
          period: row.wagePeriod,
          flsaOvertimeExemptionStatus: row.flsaOvertimeExemptionStatus,
          supplementalTaxMethod: row.supplementalTaxMethod,
          fullTimeHours: money(row.fullTimeHours),
        })
      : undefined;
  const residence = { ...addressOut(row), ...(row.residenceLocalities?.length ? { localities: row.residenceLocalities } : {}) };
  return {
    ...defined({
      middleName: row.middleName,
      email: row.email,
      ssnLastFour: row.ssnLastFour,
      dateOfBirth: isoDate(row.dateOfBirth),
      terminationDate: isoDate(row.terminationDate),
      defaultNetPaySplit: row.defaultNetPaySplitId,
      primaryWorkplaceId: row.primaryWorkplaceId,
      department: row.department ? { id: row.department.id, name: row.department.name } : undefined,
      residence: Object.keys(residence).length ? residence : undefined,
      wage,
      tippedOccupationCodes: row.tippedOccupationCodes?.length ? row.tippedOccupationCodes : undefined,
    }),
    id: row.id,
    companyId: row.companyId,
    code: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    ssnValidationStatus: row.ssnValidationStatus,
    active: row.active,
    formW2ElectronicConsent: row.formW2ElectronicConsent,
    startDate: isoDate(row.startDate)!,
    defaultPaymentMethod: row.defaultPaymentMethod,
    bankAccounts: row.bankAccounts.map((a) => a.id),
    workplaces: row.workplaces.map((l) => ({ id: l.workplace.id, name: l.workplace.name })),
    onboard: employeeOnboard(row),
  };
}

function wageColumns(wage: Schema<'EmployeeWage'> | undefined) {
  if (!wage) return {};
  return {
    wageRate: wage.rate,
    wagePeriod: wage.period,
    flsaOvertimeExemptionStatus: wage.flsaOvertimeExemptionStatus ?? null,
    supplementalTaxMethod: wage.supplementalTaxMethod ?? null,
    fullTimeHours: wage.fullTimeHours ?? null,
  };
}

/** Request fields -> columns, shared by create and update (absent fields stay undefined: unchanged). */
function employeeColumns(input: Schema<'EmployeeCreate'> | Schema<'EmployeeUpdate'>, cipher: FieldCipher) {
  return {
    ...sharedWorkerColumns(input, cipher),
    formW2ElectronicConsent: input.formW2ElectronicConsent,
    tippedOccupationCodes: input.tippedOccupationCodes,
    ...addressIn(input.residence),
    ...wageColumns(input.wage),
  };
}

const EMPLOYEES: WorkerKind<EmployeeRow, Employee> = {
  resourceType: 'Employee',
  eventPrefix: 'employee',
  find: findEmployee,
  list: listEmployeeRows,
  present: presentEmployee,
};

export class EmployeeService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * On the driver (services/scope.ts companySqlTx): the busiest write of onboarding a workforce (issue 29).
   * The answer is the row as written with the relations a new employee has: the workplaces and the
   * department it was given (as the checks read them), no bank account, W-4 or attribute value yet, and
   * the company's required attributes. The code is drawn last (repositories/workers-sql.ts
   * drawEmployeeCodeSql), under the lock of the company's code counter row, and set in the answer and the event.
   */
  create(caller: Caller, companyId: string, input: Schema<'EmployeeCreate'>): Promise<Employee> {
    return companySqlTx(this.ctx, caller, companyId, async (sql, company) => {
      if (company.status !== 'Active') {
        throw new DomainError('unprocessable', 'company_not_active', `Company ${companyId} is ${company.status}; employees can be added to Active companies only.`);
      }
      // Contract: omitted workplaces become [primaryWorkplaceId]; a single workplace is the primary one.
      const workplaces = [...new Set(input.workplaces ?? (input.primaryWorkplaceId ? [input.primaryWorkplaceId] : []))];
      const primaryWorkplaceId = input.primaryWorkplaceId ?? (workplaces.length === 1 ? workplaces[0] : undefined);
      const refs = await checkWorkerReferencesWith(
        { workplaces: (ids) => findWorkplacesSql(sql, companyId, ids), department: (id) => findDepartmentSql(sql, companyId, id) },
        input,
        { workplaces, primaryWorkplaceId },
      );
      checkDates(input.startDate, input.terminationDate);
      const residenceLocalities = await checkedLocalitiesWith(() => registeredJurisdictionsSql(sql, companyId), input.residence, 'body.residence');
      const columns = employeeColumns(input, this.ctx.cipher);
      const id = newId('emp');
      // The company's required attributes come with the insert's answer (one round trip less).
      const { employee: row, requiredAttributes: attributeDefinitions } = await insertEmployeeReadingAttributesSql(
        sql,
        {
          ...columns,
          id,
          // Provisional (unique: the id); the code is drawn last, under the lock of the company's code counter row.
          code: id,
          companyId,
          residenceLocalities,
          firstName: input.firstName,
          lastName: input.lastName,
          active: input.active ?? true,
          formW2ElectronicConsent: input.formW2ElectronicConsent ?? false,
          defaultPaymentMethod: input.defaultPaymentMethod ?? 'Manual',
          primaryWorkplaceId,
          departmentId: input.departmentId,
        },
        workplaces,
      );
      // checkWorkerReferencesWith read every workplace of `workplaces` (those sent, or the primary one).
      const found = new Map(refs.workplaces.map((w) => [w.id, w]));
      const employee = presentEmployee({
        ...row,
        workplaces: workplaces.map((workplaceId) => ({ employeeId: id, workplaceId, createdAt: row.createdAt, updatedAt: row.createdAt, workplace: found.get(workplaceId)! })),
        department: refs.department,
        bankAccounts: [],
        w4: null,
        attributeValues: [],
        company: { attributeDefinitions },
      });
      const event = await emitCompanyEventSql(sql, company, 'employee.created', EMPLOYEES.resourceType, employee);
      // Spread: `code` keeps its place among the keys, as presentEmployee orders them.
      return { ...employee, code: await drawEmployeeCodeSql(sql, companyId, id, event.id) };
    });
  }

  get(caller: Caller, companyId: string, id: string): Promise<Employee> {
    return getWorker(this.ctx, EMPLOYEES, caller, companyId, id);
  }

  list(caller: Caller, companyId: string, query: WorkerFilters & PageQuery) {
    return listWorkers(this.ctx, EMPLOYEES, caller, companyId, query);
  }

  update(caller: Caller, companyId: string, id: string, input: Schema<'EmployeeUpdate'>): Promise<Employee> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const current = await requireWorker(tx, EMPLOYEES, companyId, id);
      await checkWorkerReferences(tx, companyId, input, {
        workplaces: input.workplaces ?? current.workplaces.map((w) => w.workplaceId),
        primaryWorkplaceId: input.primaryWorkplaceId ?? current.primaryWorkplaceId,
      });
      checkDates(input.startDate ?? isoDate(current.startDate), input.terminationDate === undefined ? isoDate(current.terminationDate) : input.terminationDate);
      const residenceLocalities = await checkedLocalities(tx, companyId, input.residence, 'body.residence');
      const row = await updateEmployeeRow(
        tx,
        companyId,
        id,
        { ...employeeColumns(input, this.ctx.cipher), ...(residenceLocalities ? { residenceLocalities } : {}) },
        input.workplaces ? [...new Set(input.workplaces)] : undefined,
      );
      const employee = presentEmployee(row);
      await emitWorkerEvent(tx, company, EMPLOYEES, 'updated', employee);
      return employee;
    });
  }
}

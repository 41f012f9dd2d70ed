// The items of a create or update, checked against the company's people, workplaces and earning
// codes, with the contract's defaults applied.
import type { Schema } from '@payroll/api-types';
import { badRequest, invalidReference, type FieldProblem } from '../../core/errors';
import { newId } from '../../core/ids';
import type { Db } from '../../repositories/db';
import { companyEarningCodes, companyWorkplaceIds, payrollEmployeesOf, readAll, type ContractorItemRequestRow, type EmployeeItemRequestRow, type PayrollEmployeeRow } from '../../repositories/payrolls';
import { findContractorsByIds, type ContractorRow } from '../../repositories/workers';
import type { ContractorItemRequest, EmployeeItemRequest } from '../payroll-records';
import { problem, type PaymentInput } from './plan';

const HOUR_FIELDS = ['regularHours', 'overtimeHours', 'doubleOvertimeHours', 'paidHolidayHours', 'sickHours', 'ptoHours'] as const;
const OVERRIDE_OF: Record<(typeof HOUR_FIELDS)[number], keyof PaymentInput> = {
  regularHours: 'regularOverride',
  overtimeHours: 'overtimeOverride',
  doubleOvertimeHours: 'doubleOvertimeOverride',
  paidHolidayHours: 'paidHolidayOverride',
  sickHours: 'sickOverride',
  ptoHours: 'ptoOverride',
};

/**
 * Validates the items of a create or update against the company's people, workplaces and earning
 * codes, and applies the defaults of the contract. One query per table for all items.
 */
export async function normalizeItems(
  db: Db,
  companyId: string,
  employeeInputs: Schema<'PayrollEmployeeItemInput'>[],
  contractorInputs: Schema<'PayrollContractorItemInput'>[],
  existingEmployees: Map<string, EmployeeItemRequestRow>,
  existingContractors: Map<string, ContractorItemRequestRow>,
) {
  const duplicates: FieldProblem[] = [];
  const seenE = new Set<string>();
  employeeInputs.forEach((e, i) => {
    if (seenE.has(e.employeeId)) duplicates.push({ field: `body.employeeItems[${i}].employeeId`, message: 'employee appears more than once', code: 'duplicate' });
    seenE.add(e.employeeId);
  });
  const seenC = new Set<string>();
  contractorInputs.forEach((c, i) => {
    if (seenC.has(c.contractorId)) duplicates.push({ field: `body.contractorItems[${i}].contractorId`, message: 'contractor appears more than once', code: 'duplicate' });
    seenC.add(c.contractorId);
  });
  if (duplicates.length) throw badRequest('A worker appears more than once on the payroll.', duplicates);

  const workplaceIdsSent = new Set<string>();
  for (const e of employeeInputs) for (const p of e.payments ?? []) if (p.workplaceId) workplaceIdsSent.add(p.workplaceId);
  for (const c of contractorInputs) if (c.workplaceId) workplaceIdsSent.add(c.workplaceId);
  const needCodes = employeeInputs.some((e) => (e.payments ?? []).some((p) => (p.earningCodeEarnings ?? []).length > 0));
  const [employees, contractors, workplaces, codes] = await readAll(
    db,
    () => (employeeInputs.length ? payrollEmployeesOf(db, companyId, [...seenE]) : Promise.resolve([] as PayrollEmployeeRow[])),
    () => (contractorInputs.length ? findContractorsByIds(db, companyId, [...seenC]) : Promise.resolve([] as ContractorRow[])),
    () => (workplaceIdsSent.size ? companyWorkplaceIds(db, companyId, [...workplaceIdsSent]) : Promise.resolve([] as Array<{ id: string }>)),
    () => (needCodes ? companyEarningCodes(db, companyId) : Promise.resolve([] as Array<{ id: string }>)),
  );
  const employeeById = new Map(employees.map((e) => [e.id, e]));
  const contractorById = new Map(contractors.map((c) => [c.id, c]));
  const companyWorkplaces = new Set(workplaces.map((w) => w.id));
  const companyCodes = new Set(codes.map((c) => c.id));

  const employeeItems = employeeInputs.map((input, i): EmployeeItemRequest => {
    const at = `body.employeeItems[${i}]`;
    const e = employeeById.get(input.employeeId);
    if (!e) throw invalidReference(`${at}.employeeId`, `Employee ${input.employeeId} is not an employee of this company.`);
    if (!e.active) throw problem('employee_inactive', `Employee ${input.employeeId} is not active.`, `${at}.employeeId`);
    const assigned = new Set(e.workplaces.map((w) => w.workplaceId));
    const payments = (input.payments ?? []).map((p, j): PaymentInput => {
      const pf = `${at}.payments[${j}]`;
      if (p.workplaceId !== undefined) {
        if (!companyWorkplaces.has(p.workplaceId)) throw invalidReference(`${pf}.workplaceId`, `Workplace ${p.workplaceId} is not a workplace of this company.`);
        if (!assigned.has(p.workplaceId)) {
          throw problem('workplace_not_assigned', `Workplace ${p.workplaceId} is not one of employee ${e.id}'s workplaces.`, `${pf}.workplaceId`);
        }
      }
      (p.earningCodeEarnings ?? []).forEach((ec, k) => {
        if (!companyCodes.has(ec.earningCodeId)) {
          throw invalidReference(`${pf}.earningCodeEarnings[${k}].earningCodeId`, `Earning code ${ec.earningCodeId} is not an earning code of this company.`);
        }
      });
      const out: PaymentInput = { ...p };
      const workplaceId = p.workplaceId ?? e.primaryWorkplaceId ?? undefined;
      if (workplaceId !== undefined) out.workplaceId = workplaceId;
      // The defaulted rate comes with its period (the validator has already defaulted isSalaryRate to false).
      if (p.payRate === undefined && e.wageRate !== null) {
        out.payRate = Number(e.wageRate.toString());
        out.isSalaryRate = e.wagePeriod === 'Annually';
      }
      out.isSalaryRate ??= false;
      if (out.payRate === undefined) {
        const needsRate = HOUR_FIELDS.some((h) => (p[h] ?? 0) > 0 && p[OVERRIDE_OF[h]] === undefined) || p.isSalaryRate === true;
        if (needsRate) throw badRequest('payRate is required: the employee has no wage rate.', [{ field: `${pf}.payRate`, message: 'required: the employee has no wage rate', code: 'required' }]);
      }
      return out;
    });
    const existing = existingEmployees.get(e.id);
    return {
      id: existing?.id ?? newId('pei'),
      employeeId: e.id,
      position: i,
      paymentMethod: input.paymentMethod ?? e.defaultPaymentMethod,
      flsaOvertimeExemption: input.flsaOvertimeExemption ?? e.flsaOvertimeExemptionStatus ?? 'NonExempt',
      supplementalTaxMethod: input.supplementalTaxMethod ?? e.supplementalTaxMethod ?? 'Flat',
      payments,
      reimbursements: input.reimbursements ?? [],
      netPaySplitId: null,
      ...(existing ? { createdAt: existing.createdAt } : {}),
    };
  });

  const contractorItems = contractorInputs.map((input, i): ContractorItemRequest => {
    const at = `body.contractorItems[${i}]`;
    const c = contractorById.get(input.contractorId);
    if (!c) throw invalidReference(`${at}.contractorId`, `Contractor ${input.contractorId} is not a contractor of this company.`);
    if (!c.active) throw problem('employee_inactive', `Contractor ${input.contractorId} is not active.`, `${at}.contractorId`);
    if (input.workplaceId !== undefined) {
      if (!companyWorkplaces.has(input.workplaceId)) throw invalidReference(`${at}.workplaceId`, `Workplace ${input.workplaceId} is not a workplace of this company.`);
      if (!c.workplaces.some((w) => w.workplaceId === input.workplaceId)) {
        throw problem('workplace_not_assigned', `Workplace ${input.workplaceId} is not one of contractor ${c.id}'s workplaces.`, `${at}.workplaceId`);
      }
    }
    const existing = existingContractors.get(c.id);
    return {
      id: existing?.id ?? newId('pci'),
      contractorId: c.id,
      position: i,
      workplaceId: input.workplaceId ?? c.primaryWorkplaceId ?? null,
      paymentMethod: input.paymentMethod ?? c.defaultPaymentMethod,
      hours: input.hours ?? 0,
      payRate: input.payRate ?? (c.wageRate !== null ? c.wageRate.toString() : 0),
      reimbursement: input.reimbursement ?? 0,
      netPaySplitId: null,
      ...(existing ? { createdAt: existing.createdAt } : {}),
    };
  });
  return { employees, contractors, employeeItems, contractorItems };
}


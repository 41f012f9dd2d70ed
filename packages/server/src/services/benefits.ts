import type { Prisma } from '@prisma/client';
import type { operations, Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { DomainError, badRequest, conflict, invalidReference, notFound, unprocessable, type FieldProblem } from '../core/errors';
import { newId } from '../core/ids';
import { envelope, pageWindow } from '../lib/paging';
import {
  CONTRIBUTION_COLUMNS,
  deleteCompanyBenefitRow,
  deleteEmployeeBenefitRow,
  findCompanyBenefit,
  findEmployeeBenefit,
  findEmployeeRef,
  insertCompanyBenefit,
  insertEmployeeBenefit,
  listCompanyBenefitRows,
  listEmployeeBenefitRows,
  lockCompanyBenefit,
  updateCompanyBenefitRow,
  updateEmployeeBenefitRow,
  type BenefitFilters,
  type CompanyBenefitRow,
  type ContributionBounds,
  type EmployeeBenefitRow,
} from '../repositories/benefits';
import type { Db } from '../repositories/db';
import type { ServiceContext } from './context';
import { emitCompanyEvent } from './events';
import { isoDate, parseDate } from './format';
import { companyRead, companyTx } from './scope';

type CompanyBenefit = Schema<'CompanyBenefit'>;
type EmployeeBenefit = Schema<'EmployeeBenefit'>;
type Query<K extends keyof operations> = operations[K] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

// ---- rules shared by benefits and post-tax deductions

/** Decimal inside, number (or null) on the wire, for the fields the contract shapes as `number | null`. */
export const decimalOrNull = (d: Prisma.Decimal | null): number | null => (d === null ? null : d.toNumber());

/** The employee a benefit or deduction is for: an employee of the company (active or not), else 422 invalid_reference. */
export async function requireEmployee(tx: Db, companyId: string, employeeId: string) {
  const employee = await findEmployeeRef(tx, companyId, employeeId);
  if (!employee) throw invalidReference('body.employeeId', `Employee ${employeeId} is not an employee of this company.`);
  return employee;
}

/** `effectiveEnd` before `effectiveStart` (both as YYYY-MM-DD, after merging with the stored values): 422 invalid_date_range. */
export function checkEffectiveRange(start: string, end: string | null | undefined) {
  if (end && end < start) {
    throw new DomainError('unprocessable', 'invalid_date_range', `effectiveEnd ${end} is before effectiveStart ${start}.`, [
      { field: 'body.effectiveEnd', message: 'must not be before effectiveStart', code: 'invalid_date_range' },
    ]);
  }
}

/** Amount columns are DECIMAL(14,2): a larger value would overflow the column, so it is refused up front. */
const AMOUNT_LIMIT = 1e12;
export function checkAmountLimits(input: Record<string, unknown>, fields: readonly string[]) {
  const errors: FieldProblem[] = fields
    .filter((f) => typeof input[f] === 'number' && (input[f] as number) >= AMOUNT_LIMIT)
    .map((f) => ({ field: `body.${f}`, message: `must be < ${AMOUNT_LIMIT}`, code: 'maximum' }));
  if (errors.length) throw badRequest('The request does not match the contract.', errors);
}

/** A plain-string field of the contract that must hold one of an enumeration's values (400 validation_failed otherwise). */
export function enumValue<T extends string>(value: string | undefined, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest('The request does not match the contract.', [
      { field, message: `must be equal to one of the allowed values: ${allowed.join(', ')}`, code: 'enum' },
    ]);
  }
  return value as T;
}

/** Both of an amount/percent pair non-null in one body: 422 contribution_conflict naming both fields. */
export function conflictProblems(input: Record<string, unknown>, pairs: ReadonlyArray<readonly [string, string]>): FieldProblem[] {
  return pairs
    .filter(([a, p]) => input[a] !== undefined && input[a] !== null && input[p] !== undefined && input[p] !== null)
    .flatMap(([a, p]) => [
      { field: `body.${a}`, message: `not together with ${p}`, code: 'contribution_conflict' },
      { field: `body.${p}`, message: `not together with ${a}`, code: 'contribution_conflict' },
    ]);
}

const today = (ctx: ServiceContext) => isoDate(ctx.now())!;

// ---- benefits

const PAIRS = [
  ['employeeContributionAmount', 'employeeContributionPercent'],
  ['companyContributionAmount', 'companyContributionPercent'],
] as const;
const AMOUNT_FIELDS = ['employeeContributionAmount', 'companyContributionAmount'] as const;
const PERIODS = ['Monthly'] as const;
const HSA_LIMITS = ['Single', 'Family'] as const;

type Contributions = Partial<Record<(typeof CONTRIBUTION_COLUMNS)[number], number | null>>;

function checkContributions(input: Contributions) {
  checkAmountLimits(input, AMOUNT_FIELDS);
  const problems = conflictProblems(input, PAIRS);
  if (problems.length) throw unprocessable('contribution_conflict', 'A party contributes either an amount or a percent, not both.', problems);
}

/** Create: the four columns as sent (absent = null). */
const contributionsIn = (input: Contributions) => ({
  employeeContributionAmount: input.employeeContributionAmount ?? null,
  employeeContributionPercent: input.employeeContributionPercent ?? null,
  companyContributionAmount: input.companyContributionAmount ?? null,
  companyContributionPercent: input.companyContributionPercent ?? null,
});

/** Update: setting one of a party's pair clears the stored other one; a pair not sent stays as stored. */
function contributionChanges(input: Contributions) {
  const out: Contributions = {};
  for (const [amount, percent] of PAIRS) {
    if (input[amount] !== undefined) Object.assign(out, { [amount]: input[amount], [percent]: null });
    else if (input[percent] !== undefined) Object.assign(out, { [amount]: null, [percent]: input[percent] });
  }
  return out;
}

const contributionsOut = (r: CompanyBenefitRow | EmployeeBenefitRow) => ({
  employeeContributionAmount: decimalOrNull(r.employeeContributionAmount),
  employeeContributionPercent: decimalOrNull(r.employeeContributionPercent),
  companyContributionAmount: decimalOrNull(r.companyContributionAmount),
  companyContributionPercent: decimalOrNull(r.companyContributionPercent),
});

export const presentCompanyBenefit = (r: CompanyBenefitRow): CompanyBenefit => ({
  id: r.id,
  companyId: r.companyId,
  source: r.source,
  description: r.description,
  effectiveStart: isoDate(r.effectiveStart)!,
  effectiveEnd: isoDate(r.effectiveEnd) ?? null,
  type: r.type,
  period: r.period,
  ...contributionsOut(r),
  associatedEmployeeBenefits: r._count.employeeBenefits,
});

export const presentEmployeeBenefit = (r: EmployeeBenefitRow): EmployeeBenefit => ({
  id: r.id,
  employeeId: r.employeeId,
  companyBenefitId: r.companyBenefitId,
  source: r.source,
  description: r.description,
  effectiveStart: isoDate(r.effectiveStart)!,
  effectiveEnd: isoDate(r.effectiveEnd) ?? null,
  type: r.type,
  ...(r.hsaContributionLimit ? { hsaContributionLimit: r.hsaContributionLimit } : {}),
  period: r.period,
  ...contributionsOut(r),
  isExternal: r.isExternal,
});

/** The list query as repository filters: `id` always an array, dates as days, bounds as numbers. */
function benefitFilters(q: Query<'listCompanyBenefits'> | Query<'listEmployeeBenefits'>): BenefitFilters {
  const bounds: ContributionBounds = {};
  for (const column of CONTRIBUTION_COLUMNS) {
    for (const side of ['Above', 'Below'] as const) {
      const value = q[`${column}${side}`];
      if (value !== undefined) bounds[`${column}${side}`] = value;
    }
  }
  const e = q as Partial<Query<'listEmployeeBenefits'>>;
  return {
    ...bounds,
    id: ([] as string[]).concat(q.id),
    description: q.description,
    period: q.period,
    type: q.type,
    effective: parseDate(q.effective) ?? undefined,
    employeeId: e.employeeId,
    hsaContributionLimit: e.hsaContributionLimit,
  };
}

/** Company benefit plans and the benefits employees are enrolled in (contract tag Benefits). */
export class BenefitService {
  constructor(private readonly ctx: ServiceContext) {}

  // ---- company benefits

  createCompanyBenefit(caller: Caller, companyId: string, input: Schema<'CompanyBenefitCreate'>): Promise<CompanyBenefit> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      checkContributions(input);
      checkEffectiveRange(input.effectiveStart, input.effectiveEnd);
      const row = await insertCompanyBenefit(tx, {
        id: newId('cbn'),
        companyId,
        description: input.description ?? null,
        effectiveStart: parseDate(input.effectiveStart)!,
        effectiveEnd: parseDate(input.effectiveEnd) ?? null,
        type: input.type,
        period: input.period ?? 'Monthly',
        ...contributionsIn(input),
      });
      const benefit = presentCompanyBenefit(row);
      await emitCompanyEvent(tx, company, 'benefit.created', 'CompanyBenefit', benefit);
      return benefit;
    });
  }

  getCompanyBenefit(caller: Caller, companyId: string, id: string): Promise<CompanyBenefit> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findCompanyBenefit(db, companyId, id);
      if (!row) throw notFound('Company benefit', id);
      return presentCompanyBenefit(row);
    });
  }

  listCompanyBenefits(caller: Caller, companyId: string, query: Query<'listCompanyBenefits'>) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listCompanyBenefitRows(db, companyId, benefitFilters(query), window.skip, window.take);
      return envelope(window, total, rows.map(presentCompanyBenefit));
    });
  }

  updateCompanyBenefit(caller: Caller, companyId: string, id: string, input: Schema<'CompanyBenefitUpdate'>): Promise<CompanyBenefit> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const current = await findCompanyBenefit(tx, companyId, id);
      if (!current) throw notFound('Company benefit', id);
      const period = enumValue(input.period, PERIODS, 'body.period');
      checkContributions(input);
      checkEffectiveRange(input.effectiveStart ?? isoDate(current.effectiveStart)!, input.effectiveEnd ?? isoDate(current.effectiveEnd));
      const row = await updateCompanyBenefitRow(tx, id, {
        description: input.description,
        effectiveStart: parseDate(input.effectiveStart) ?? undefined,
        effectiveEnd: parseDate(input.effectiveEnd),
        period,
        ...contributionChanges(input),
      });
      const benefit = presentCompanyBenefit(row);
      await emitCompanyEvent(tx, company, 'benefit.updated', 'CompanyBenefit', benefit);
      return benefit;
    });
  }

  deleteCompanyBenefit(caller: Caller, companyId: string, id: string): Promise<void> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      // Locked: an employee benefit linked concurrently is either counted here or refused at its creation.
      const current = await lockCompanyBenefit(tx, companyId, id);
      if (!current) throw notFound('Company benefit', id);
      const linked = current._count.employeeBenefits;
      if (linked > 0) {
        throw conflict('resource_in_use', `Company benefit ${id} still has ${linked} employee benefit(s); delete those first.`);
      }
      await deleteCompanyBenefitRow(tx, id);
      await emitCompanyEvent(tx, company, 'benefit.deleted', 'CompanyBenefit', { id });
    });
  }

  // ---- employee benefits

  createEmployeeBenefit(caller: Caller, companyId: string, input: Schema<'EmployeeBenefitCreate'>): Promise<EmployeeBenefit> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const period = enumValue(input.period, PERIODS, 'body.period');
      if (!input.companyBenefitId && !input.type) {
        throw badRequest('The request does not match the contract.', [
          { field: 'body.type', message: 'is required when companyBenefitId is not given', code: 'required' },
        ]);
      }
      checkAmountLimits(input, AMOUNT_FIELDS);
      await requireEmployee(tx, companyId, input.employeeId);
      let plan: CompanyBenefitRow | null = null;
      if (input.companyBenefitId) {
        plan = await lockCompanyBenefit(tx, companyId, input.companyBenefitId);
        if (!plan) throw invalidReference('body.companyBenefitId', `Company benefit ${input.companyBenefitId} is not a company benefit of this company.`);
        if (input.type && input.type !== plan.type) {
          throw invalidReference('body.type', `type ${input.type} differs from the company benefit's type ${plan.type}.`);
        }
        if (period && period !== plan.period) {
          throw invalidReference('body.period', `period ${period} differs from the company benefit's period ${plan.period}.`);
        }
      }
      checkContributions(input);
      const effectiveStart = input.effectiveStart ?? (plan ? isoDate(plan.effectiveStart)! : today(this.ctx));
      checkEffectiveRange(effectiveStart, input.effectiveEnd);
      const row = await insertEmployeeBenefit(tx, {
        id: newId('ebn'),
        companyId,
        employeeId: input.employeeId,
        companyBenefitId: plan?.id ?? null,
        description: input.description ?? null,
        effectiveStart: parseDate(effectiveStart)!,
        effectiveEnd: parseDate(input.effectiveEnd) ?? null,
        type: plan?.type ?? input.type!,
        period: plan?.period ?? period ?? 'Monthly',
        hsaContributionLimit: input.hsaContributionLimit ?? null,
        ...contributionsIn(input),
      });
      const benefit = presentEmployeeBenefit(row);
      await emitCompanyEvent(tx, company, 'benefit.created', 'EmployeeBenefit', benefit);
      return benefit;
    });
  }

  getEmployeeBenefit(caller: Caller, companyId: string, id: string): Promise<EmployeeBenefit> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findEmployeeBenefit(db, companyId, id);
      if (!row) throw notFound('Employee benefit', id);
      return presentEmployeeBenefit(row);
    });
  }

  listEmployeeBenefits(caller: Caller, companyId: string, query: Query<'listEmployeeBenefits'>) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listEmployeeBenefitRows(db, companyId, benefitFilters(query), window.skip, window.take);
      return envelope(window, total, rows.map(presentEmployeeBenefit));
    });
  }

  updateEmployeeBenefit(caller: Caller, companyId: string, id: string, input: Schema<'EmployeeBenefitUpdate'>): Promise<EmployeeBenefit> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const current = await findEmployeeBenefit(tx, companyId, id);
      if (!current) throw notFound('Employee benefit', id);
      const period = enumValue(input.period, PERIODS, 'body.period');
      const hsaContributionLimit = enumValue(input.hsaContributionLimit, HSA_LIMITS, 'body.hsaContributionLimit');
      checkContributions(input);
      checkEffectiveRange(input.effectiveStart ?? isoDate(current.effectiveStart)!, input.effectiveEnd ?? isoDate(current.effectiveEnd));
      const row = await updateEmployeeBenefitRow(tx, id, {
        description: input.description,
        effectiveStart: parseDate(input.effectiveStart) ?? undefined,
        effectiveEnd: parseDate(input.effectiveEnd),
        period,
        hsaContributionLimit,
        ...contributionChanges(input),
      });
      const benefit = presentEmployeeBenefit(row);
      await emitCompanyEvent(tx, company, 'benefit.updated', 'EmployeeBenefit', benefit);
      return benefit;
    });
  }

  deleteEmployeeBenefit(caller: Caller, companyId: string, id: string): Promise<void> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      if (!(await findEmployeeBenefit(tx, companyId, id))) throw notFound('Employee benefit', id);
      await deleteEmployeeBenefitRow(tx, id);
      await emitCompanyEvent(tx, company, 'benefit.deleted', 'EmployeeBenefit', { id });
    });
  }
}

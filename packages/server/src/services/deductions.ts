import type { operations, Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { notFound, unprocessable, type FieldProblem } from '../core/errors';
import { newId } from '../core/ids';
import { envelope, pageWindow } from '../lib/paging';
import {
  deleteChildSupportRow,
  deleteMiscellaneousDeductionRow,
  findChildSupport,
  findMiscellaneousDeduction,
  insertChildSupport,
  insertMiscellaneousDeduction,
  listChildSupportRows,
  listMiscellaneousDeductionRows,
  updateChildSupportRow,
  updateMiscellaneousDeductionRow,
  type ChildSupportRow,
  type MiscellaneousDeductionRow,
} from '../repositories/deductions';
import { checkAmountLimits, checkEffectiveRange, conflictProblems, requireEmployee } from './benefits';
import type { ServiceContext } from './context';
import { emitCompanyEvent } from './events';
import { defined, isoDate, money, parseDate } from './format';
import { companyRead, companyTx } from './scope';

type ChildSupport = Schema<'ChildSupport'>;
type MiscellaneousDeduction = Schema<'MiscellaneousDeduction'>;
type Query<K extends keyof operations> = operations[K] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Child support's default cap, in percent of disposable earnings (docs/domain-rules.md, "Gross-to-net"). */
export const DEFAULT_CHILD_SUPPORT_MAX_PERCENT = 50;

export const presentChildSupport = (r: ChildSupportRow): ChildSupport => ({
  ...defined({ description: r.description, effectiveEnd: isoDate(r.effectiveEnd) }),
  id: r.id,
  employeeId: r.employeeId,
  caseNumber: r.caseNumber,
  agency: r.agency,
  issueDate: isoDate(r.issueDate)!,
  amount: money(r.amount)!,
  maxPercent: money(r.maxPercent)!,
  effectiveStart: isoDate(r.effectiveStart)!,
});

export const presentMiscellaneousDeduction = (r: MiscellaneousDeductionRow): MiscellaneousDeduction => ({
  ...defined({
    amount: money(r.amount),
    percent: money(r.percent),
    totalAmount: money(r.totalAmount),
    annualLimit: money(r.annualLimit),
    effectiveEnd: isoDate(r.effectiveEnd),
  }),
  id: r.id,
  companyId: r.companyId,
  employeeId: r.employeeId,
  description: r.description ?? '',
  effectiveStart: isoDate(r.effectiveStart)!,
  withheldToDate: money(r.withheldToDate)!,
});

const MISC_AMOUNTS = ['amount', 'totalAmount', 'annualLimit'] as const;

/** Exactly one of amount and percent on create; at most one in an update body. */
function checkAmountOrPercent(input: { amount?: number; percent?: number }, exactlyOne: boolean) {
  let problems: FieldProblem[] = conflictProblems(input, [['amount', 'percent']]);
  if (exactlyOne && input.amount === undefined && input.percent === undefined) {
    problems = [
      { field: 'body.amount', message: 'one of amount and percent is required', code: 'contribution_conflict' },
      { field: 'body.percent', message: 'one of amount and percent is required', code: 'contribution_conflict' },
    ];
  }
  if (problems.length) throw unprocessable('contribution_conflict', 'A miscellaneous deduction withholds exactly one of amount and percent.', problems);
}

/** Post-tax deductions of employees: child support orders and miscellaneous deductions (contract tag PostTaxDeductions). */
export class DeductionService {
  constructor(private readonly ctx: ServiceContext) {}

  // ---- child support

  createChildSupport(caller: Caller, companyId: string, input: Schema<'ChildSupportCreate'>): Promise<ChildSupport> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      checkAmountLimits(input, ['amount']);
      await requireEmployee(tx, companyId, input.employeeId);
      checkEffectiveRange(input.effectiveStart, input.effectiveEnd);
      const row = await insertChildSupport(tx, {
        id: newId('cs'),
        companyId,
        employeeId: input.employeeId,
        description: input.description ?? null,
        caseNumber: input.caseNumber,
        agency: input.agency,
        issueDate: parseDate(input.issueDate)!,
        amount: input.amount,
        maxPercent: input.maxPercent ?? DEFAULT_CHILD_SUPPORT_MAX_PERCENT,
        effectiveStart: parseDate(input.effectiveStart)!,
        effectiveEnd: parseDate(input.effectiveEnd) ?? null,
      });
      const deduction = presentChildSupport(row);
      await emitCompanyEvent(tx, company, 'post_tax_deduction.created', 'ChildSupport', deduction);
      return deduction;
    });
  }

  getChildSupport(caller: Caller, companyId: string, id: string): Promise<ChildSupport> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findChildSupport(db, companyId, id);
      if (!row) throw notFound('Child support deduction', id);
      return presentChildSupport(row);
    });
  }

  listChildSupports(caller: Caller, companyId: string, query: Query<'listChildSupports'>) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listChildSupportRows(db, companyId, { employeeId: query.employeeId }, window.skip, window.take);
      return envelope(window, total, rows.map(presentChildSupport));
    });
  }

  updateChildSupport(caller: Caller, companyId: string, id: string, input: Schema<'ChildSupportUpdate'>): Promise<ChildSupport> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const current = await findChildSupport(tx, companyId, id);
      if (!current) throw notFound('Child support deduction', id);
      checkAmountLimits(input, ['amount']);
      checkEffectiveRange(
        input.effectiveStart ?? isoDate(current.effectiveStart)!,
        input.effectiveEnd === undefined ? isoDate(current.effectiveEnd) : input.effectiveEnd,
      );
      const row = await updateChildSupportRow(tx, id, {
        description: input.description,
        caseNumber: input.caseNumber,
        agency: input.agency,
        issueDate: parseDate(input.issueDate) ?? undefined,
        amount: input.amount,
        maxPercent: input.maxPercent,
        effectiveStart: parseDate(input.effectiveStart) ?? undefined,
        effectiveEnd: parseDate(input.effectiveEnd),
      });
      const deduction = presentChildSupport(row);
      await emitCompanyEvent(tx, company, 'post_tax_deduction.updated', 'ChildSupport', deduction);
      return deduction;
    });
  }

  deleteChildSupport(caller: Caller, companyId: string, id: string): Promise<void> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      if (!(await findChildSupport(tx, companyId, id))) throw notFound('Child support deduction', id);
      await deleteChildSupportRow(tx, id);
      await emitCompanyEvent(tx, company, 'post_tax_deduction.deleted', 'ChildSupport', { id });
    });
  }

  // ---- miscellaneous deductions

  createMiscellaneousDeduction(caller: Caller, companyId: string, input: Schema<'MiscellaneousDeductionCreate'>): Promise<MiscellaneousDeduction> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      checkAmountLimits(input, MISC_AMOUNTS);
      await requireEmployee(tx, companyId, input.employeeId);
      checkAmountOrPercent(input, true);
      checkEffectiveRange(input.effectiveStart, input.effectiveEnd);
      const row = await insertMiscellaneousDeduction(tx, {
        id: newId('md'),
        companyId,
        employeeId: input.employeeId,
        description: input.description,
        amount: input.amount ?? null,
        percent: input.percent ?? null,
        totalAmount: input.totalAmount ?? null,
        annualLimit: input.annualLimit ?? null,
        effectiveStart: parseDate(input.effectiveStart)!,
        effectiveEnd: parseDate(input.effectiveEnd) ?? null,
        // Maintained by payroll approval from here on; the row read back includes what deleted deductions of
        // the same employee and description withheld (repositories/deductions.ts, deleteMiscellaneousDeduction).
        withheldToDate: 0,
      });
      const deduction = presentMiscellaneousDeduction(row);
      await emitCompanyEvent(tx, company, 'post_tax_deduction.created', 'MiscellaneousDeduction', deduction);
      return deduction;
    });
  }

  getMiscellaneousDeduction(caller: Caller, companyId: string, id: string): Promise<MiscellaneousDeduction> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findMiscellaneousDeduction(db, companyId, id);
      if (!row) throw notFound('Miscellaneous deduction', id);
      return presentMiscellaneousDeduction(row);
    });
  }

  listMiscellaneousDeductions(caller: Caller, companyId: string, query: Query<'listMiscellaneousDeductions'>) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listMiscellaneousDeductionRows(db, companyId, { employeeId: query.employeeId }, window.skip, window.take);
      return envelope(window, total, rows.map(presentMiscellaneousDeduction));
    });
  }

  updateMiscellaneousDeduction(
    caller: Caller,
    companyId: string,
    id: string,
    input: Schema<'MiscellaneousDeductionUpdate'>,
  ): Promise<MiscellaneousDeduction> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const current = await findMiscellaneousDeduction(tx, companyId, id);
      if (!current) throw notFound('Miscellaneous deduction', id);
      checkAmountLimits(input, MISC_AMOUNTS);
      checkAmountOrPercent(input, false);
      checkEffectiveRange(
        input.effectiveStart ?? isoDate(current.effectiveStart)!,
        input.effectiveEnd === undefined ? isoDate(current.effectiveEnd) : input.effectiveEnd,
      );
      // Setting amount clears a stored percent and the other way round.
      const withholding = input.amount !== undefined ? { amount: input.amount, percent: null } : input.percent !== undefined ? { amount: null, percent: input.percent } : {};
      const row = await updateMiscellaneousDeductionRow(tx, id, {
        description: input.description,
        ...withholding,
        totalAmount: input.totalAmount,
        annualLimit: input.annualLimit,
        effectiveStart: parseDate(input.effectiveStart) ?? undefined,
        effectiveEnd: parseDate(input.effectiveEnd),
      });
      const deduction = presentMiscellaneousDeduction(row);
      await emitCompanyEvent(tx, company, 'post_tax_deduction.updated', 'MiscellaneousDeduction', deduction);
      return deduction;
    });
  }

  deleteMiscellaneousDeduction(caller: Caller, companyId: string, id: string): Promise<void> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      if (!(await findMiscellaneousDeduction(tx, companyId, id))) throw notFound('Miscellaneous deduction', id);
      await deleteMiscellaneousDeductionRow(tx, id);
      await emitCompanyEvent(tx, company, 'post_tax_deduction.deleted', 'MiscellaneousDeduction', { id });
    });
  }
}

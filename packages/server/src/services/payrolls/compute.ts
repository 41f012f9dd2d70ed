// The gross-to-net of a whole payroll through @payroll/payroll-engine.
//
// Year to date. A payroll is approved when its status is not Draft; its items are then paystubs.
// Approved payrolls of a company are ordered by (payday, approvedAt, id). The gross-to-net of
// payroll P reads, as year to date, the items of the company's approved payrolls other than P
// paid in P's calendar year on or before P's payday (ONE aggregate query for all employees).
import type { Prisma } from '@prisma/client';
import {
  benefitLimitGroup,
  companyAmountCounts,
  computeContractorItem,
  computeEmployeeItem,
  computeTotals,
  InvalidEngineInputError,
  UnsupportedTaxYearError,
  type ContractorItemResult,
  type EarningCodeType,
  type EmployeeItemResult,
  type BenefitContributionsYtd,
  type BenefitLimitGroup,
  type BenefitType,
  type NetPaySplitItemInput,
} from '@payroll/payroll-engine';
import { dateParts, fromIsoDate, isoDate as isoDateOf, toIsoDate, type IsoDate } from '../../domain/calendar';
import type { Db } from '../../repositories/db';
import { externalStateYtdOf, externalYtdOf } from '../../repositories/external-payrolls';
import {
  activeBankAccountsOf,
  bankAccountsByIds,
  benefitsOf,
  childSupportsOf,
  companyEarningCodes,
  miscDeductionsOf,
  payrollEmployeesOf,
  workplaceStatesOf,
  nonresidentWorkDaysOf,
  reciprocityElectionsOf,
  readAll,
  splitItemsOf,
  stateCertificatesOf,
  suiRatesOf,
  w4sOf,
  ytdBenefitContributionsOf,
  ytdStateTaxesOf,
  companyEmployeeCountOn,
  ytdMiscDeductionsOf,
  ytdWagesOf,
  type ContractorItemInsert,
  type EmployeeItemInsert,
  type PayrollHeaderRow,
} from '../../repositories/payrolls';
import { localTaxesOn, monthLocalTaxesOf } from '../../repositories/local-taxes';
import { findContractorsByIds, type ContractorRow } from '../../repositories/workers';
import { engineLocalTax } from '../local-taxes';
import { contractorOnboard } from '../contractors';
import { employeeBlocking, type EmployeeBlockingFacts } from '../employees';
import {
  contractorItemData,
  employeeItemData,
  storedTotals,
  type StoredTotals,
  type ContractorItemRequest,
  type EmployeeItemRequest,
  type Labels,
  type Warning,
} from '../payroll-records';
import { presentPayroll, type ContractorItemLike, type EmployeeItemLike } from '../payroll-present';
import { assertItemWithinAchLimit } from './payable';
import { problem, type PayrollFacts } from './plan';
import { withTimecardHours } from './timecard-hours';

const WARNING_DEADLINE = 'approval_deadline_passed';
const WARNING_BLOCKING = 'worker_onboarding_blocking';
/** Employee items per chunk given to a sink (about 3 MB of JSON). */
const SINK_CHUNK = 1_000;

/**
 * The chunk to hand to a sink now that `done` holds the items computed so far, out of `total`: the last `size` items
 * when they fill a chunk, the rest when the last item is done, else undefined. Every item leaves once, in order.
 */
export function chunkDue<T>(done: readonly T[], total: number, size = SINK_CHUNK): T[] | undefined {
  const n = done.length;
  if (n % size !== 0 && n !== total) return undefined;
  return done.slice(n - (n % size || size));
}

export interface Computed {
  employeeItems: EmployeeItemInsert[];
  contractorItems: ContractorItemInsert[];
  totals: StoredTotals;
  /** Payroll-level warnings (approval_deadline_passed). */
  warnings: Warning[];
  blocked: string[];
  negative: string[];
}

/** What compute reads of an employee: a full EmployeeRow (create) or payrollEmployeesOf's row will do. */
export type PayrollEmployee = EmployeeBlockingFacts & { id: string; defaultNetPaySplitId: string | null; state: string | null; residenceLocalities?: string[] | null; dateOfBirth?: Date | null };

/** 'estimate': a Draft's stored figures or a preview (refusals become warnings); 'final': approve. */
export type Mode = 'estimate' | 'final';

/** Engine errors: an unsupported year is the contract's 422; anything else is input the engine cannot use. */
function engineError(err: unknown): never {
  if (err instanceof UnsupportedTaxYearError) throw problem('unsupported_tax_year', err.message, 'body.payday');
  if (err instanceof InvalidEngineInputError) throw problem('invalid_reference', `The payroll cannot be computed: ${err.message}`);
  throw err;
}

const str = (d: { toString(): string } | null | undefined): string | null => (d === null || d === undefined ? null : d.toString());
const iso = (d: Date) => toIsoDate(d);
const isoOrNull = (d: Date | null) => (d ? toIsoDate(d) : null);

/**
 * The gross-to-net of a whole payroll with the data on file now: one query per table for all its
 * workers, then the engine per item, then the totals.
 */
export async function compute(
  db: Db,
  facts: PayrollFacts,
  requested: EmployeeItemRequest[],
  contractorReqs: ContractorItemRequest[],
  mode: Mode,
  /** The service clock's UTC date (the deadline warning). */
  today: IsoDate,
  workers?: { employees: PayrollEmployee[]; contractors: ContractorRow[] },
  /** Takes the employee items as they are computed, in order, in chunks of SINK_CHUNK (create: itemWriter). */
  sink?: (items: EmployeeItemInsert[]) => void,
): Promise<Computed> {
  // Items paid from timecards get their payments now (timecard-hours.ts), with their open-timecard warnings.
  const fromCards = await withTimecardHours(db, facts, requested);
  const employeeReqs = fromCards.reqs;
  const employeeIds = employeeReqs.map((r) => r.employeeId);
  const contractorIds = contractorReqs.map((r) => r.contractorId);
  const yearStart = fromIsoDate(isoDateOf(dateParts(facts.payday).year, 1, 1));
  const window = { companyId: facts.companyId, payrollId: facts.id, yearStart, payday: fromIsoDate(facts.payday) };
  const none = <T>() => Promise.resolve([] as T[]);
  const hasEmployees = employeeIds.length > 0;
  const [employees, contractors, w4s, benefits, childSupports, miscDeductions, codes, ytd, accounts, workplaceStates, elections, workDays, localTaxes] = await readAll(
    db,
    () => (workers ? Promise.resolve(workers.employees) : hasEmployees ? payrollEmployeesOf(db, facts.companyId, employeeIds) : none<PayrollEmployee>()),
    () => (workers ? Promise.resolve(workers.contractors) : contractorIds.length ? findContractorsByIds(db, facts.companyId, contractorIds) : none<ContractorRow>()),
    () => (hasEmployees ? w4sOf(db, employeeIds) : none<Awaited<ReturnType<typeof w4sOf>>[number]>()),
    () => (hasEmployees && facts.applyBenefits ? benefitsOf(db, facts.companyId, employeeIds) : none<Awaited<ReturnType<typeof benefitsOf>>[number]>()),
    () => (hasEmployees && facts.applyDeductions ? childSupportsOf(db, facts.companyId, employeeIds) : none<Awaited<ReturnType<typeof childSupportsOf>>[number]>()),
    () => (hasEmployees && facts.applyDeductions ? miscDeductionsOf(db, facts.companyId, employeeIds) : none<Awaited<ReturnType<typeof miscDeductionsOf>>[number]>()),
    () => companyEarningCodes(db, facts.companyId),
    () => ytdWagesOf(db, window, employeeIds),
    () => (employeeIds.length || contractorIds.length ? activeBankAccountsOf(db, facts.companyId, employeeIds, contractorIds) : none<Awaited<ReturnType<typeof activeBankAccountsOf>>[number]>()),
    () => (hasEmployees ? workplaceStatesOf(db, facts.companyId) : Promise.resolve(new Map<string, { state: string | null; localities: string[] }>())),
    () => (hasEmployees ? reciprocityElectionsOf(db, employeeIds, fromIsoDate(facts.payday)) : none<Awaited<ReturnType<typeof reciprocityElectionsOf>>[number]>()),
    // Days worked as a nonresident in states with a work-day threshold, in the payday's year.
    () => (hasEmployees ? nonresidentWorkDaysOf(db, employeeIds, dateParts(facts.payday).year) : none<Awaited<ReturnType<typeof nonresidentWorkDaysOf>>[number]>()),
    // The company's registered local taxes in force on the payday (docs/domain-rules.md, "Local taxes").
    () => (hasEmployees ? localTaxesOn(db, facts.companyId, fromIsoDate(facts.payday)) : none<Awaited<ReturnType<typeof localTaxesOn>>[number]>()),
  );
  const registeredLocalTaxes = localTaxes.map(engineLocalTax);
  const group = <T extends { employeeId: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) {
      const list = m.get(r.employeeId);
      if (list) list.push(r);
      else m.set(r.employeeId, [r]);
    }
    return m;
  };
  const electionsBy = group(elections);
  const workDaysBy = group(workDays);
  /**
   * Each payment's work state: its workplace's state, else the employee's primary workplace's
   * (docs/domain-rules.md, "State and local taxes"); the residence state is the employee's address.
   */
  const statesOf = (payments: ReadonlyArray<{ workplaceId?: string }> | undefined, e: PayrollEmployee | undefined) => {
    const fallback = e?.primaryWorkplaceId ? (workplaceStates.get(e.primaryWorkplaceId) ?? null) : null;
    const list = payments?.length ? payments : [{}];
    const workplaces = list.map((p) => (p.workplaceId ? (workplaceStates.get(p.workplaceId) ?? null) : fallback));
    return {
      workStates: workplaces.map((w) => w?.state ?? null),
      workLocalities: workplaces.map((w) => w?.localities ?? null),
      residenceState: e?.state ?? null,
      residenceLocalities: e?.residenceLocalities ?? [],
      elections: e ? (electionsBy.get(e.id) ?? []) : [],
      nonresidentWorkDays: Object.fromEntries((e ? (workDaysBy.get(e.id) ?? []) : []).map((d) => [d.state, d.days])),
    };
  };
  const limited = miscDeductions.filter((m) => m.annualLimit !== null).map((m) => m.id);
  const employeeById = new Map(employees.map((e) => [e.id, e]));
  const contractorById = new Map(contractors.map((c) => [c.id, c]));
  const splitIds = [
    ...employeeReqs.map((r) => employeeById.get(r.employeeId)?.defaultNetPaySplitId),
    ...contractorReqs.map((r) => contractorById.get(r.contractorId)?.defaultNetPaySplitId),
  ].filter((s): s is string => !!s);
  const [splitItems, miscYtd, certificates, suiRates, stateYtd, external, externalState, benefitYtd, companyEmployeeCount, monthLocal] = await readAll(
    db,
    () => (splitIds.length ? splitItemsOf(db, [...new Set(splitIds)]) : none<Awaited<ReturnType<typeof splitItemsOf>>[number]>()),
    () => ytdMiscDeductionsOf(db, window, limited),
    () => (hasEmployees ? stateCertificatesOf(db, employeeIds) : none<Awaited<ReturnType<typeof stateCertificatesOf>>[number]>()),
    () => (hasEmployees ? suiRatesOf(db, facts.companyId, fromIsoDate(facts.payday)) : Promise.resolve({} as Record<string, string>)),
    () => ytdStateTaxesOf(db, window, employeeIds),
    // Payrolls paid before the service this year (createEmployeeExternalPayroll) count as year to date too.
    () => externalYtdOf(db, facts.companyId, employeeIds, yearStart, window.payday),
    () => externalStateYtdOf(db, facts.companyId, employeeIds, yearStart, window.payday),
    // Contributions toward the IRS annual benefit limits (docs/domain-rules.md, "Benefit limits").
    () => (hasEmployees && facts.applyBenefits ? ytdBenefitContributionsOf(db, window, employeeIds) : none<Awaited<ReturnType<typeof ytdBenefitContributionsOf>>[number]>()),
    // Nebraska's special withholding procedure depends on the company's size on the payday.
    () => (hasEmployees ? companyEmployeeCountOn(db, facts.companyId, window.payday) : Promise.resolve(0)),
    // Local taxes of the payday's calendar month so far (monthly occupational privilege taxes, e.g. Denver's).
    () => {
      const { year, month } = dateParts(facts.payday);
      return monthLocalTaxesOf(db, { ...window, monthStart: fromIsoDate(isoDateOf(year, month, 1)) }, employeeIds);
    },
  );
  const activeAccountIds = new Set(accounts.map((x) => x.id));
  const splitAccountIds = [...new Set(splitItems.map((s) => s.bankAccountId))].filter((a) => !activeAccountIds.has(a));
  const otherAccounts = splitAccountIds.length ? await bankAccountsByIds(db, splitAccountIds) : [];

  const w4ById = new Map(w4s.map((w) => [w.employeeId, w]));
  const benefitsBy = group(benefits);
  const childSupportBy = group(childSupports);
  const miscBy = group(miscDeductions);
  const ytdBy = new Map(ytd.map((y) => [y.employeeId, y._sum]));
  const miscYtdById: Record<string, string> = Object.fromEntries(miscYtd.map((m) => [m.id, m.amount.toString()]));
  // State certificates by employee and state; state tax year to date by employee and code.
  const certificatesBy = new Map<string, Record<string, Record<string, unknown>>>();
  // The day each was signed: an exempt claim of a state whose claim lapses is judged on it (engine states/exempt-claims.ts).
  const signedAtBy = new Map<string, Record<string, string>>();
  for (const c of certificates) {
    const byState = certificatesBy.get(c.employeeId) ?? {};
    byState[c.state] = c.values as Record<string, unknown>;
    certificatesBy.set(c.employeeId, byState);
    signedAtBy.set(c.employeeId, { ...signedAtBy.get(c.employeeId), [c.state]: iso(c.signedAt) });
  }
  const stateYtdBy = new Map<string, Record<string, { wages: string; amount: string }>>();
  for (const y of [...stateYtd, ...externalState]) {
    const byCode = stateYtdBy.get(y.employeeId) ?? {};
    const seen = byCode[y.code];
    byCode[y.code] = seen
      ? { wages: y.wages.plus(seen.wages).toString(), amount: y.amount.plus(seen.amount).toString() }
      : { wages: y.wages.toString(), amount: y.amount.toString() };
    stateYtdBy.set(y.employeeId, byCode);
  }
  const monthLocalBy = new Map<string, Record<string, { wages: string; amount: string }>>();
  for (const y of monthLocal) {
    const byCode = monthLocalBy.get(y.employeeId) ?? {};
    byCode[y.code] = { wages: y.wages.toString(), amount: y.amount.toString() };
    monthLocalBy.set(y.employeeId, byCode);
  }
  const externalBy = new Map(external.map((x) => [x.employeeId, x._sum]));
  // The year's contributions per benefit limit group, by employee (the engine's groups and what counts in each).
  const benefitYtdBy = new Map<string, Partial<Record<BenefitLimitGroup, Prisma.Decimal>>>();
  for (const y of benefitYtd) {
    const group = benefitLimitGroup(y.type as BenefitType);
    if (!group) continue;
    const amount = companyAmountCounts(group) ? y.employeeAmount.plus(y.companyAmount) : y.employeeAmount;
    const byGroup = benefitYtdBy.get(y.employeeId) ?? {};
    byGroup[group] = byGroup[group]?.plus(amount) ?? amount;
    benefitYtdBy.set(y.employeeId, byGroup);
  }
  const benefitContributionsOf = (employeeId: string): BenefitContributionsYtd =>
    Object.fromEntries(Object.entries(benefitYtdBy.get(employeeId) ?? {}).map(([g, d]) => [g, d.toString()]));
  /** The year's sum of a figure: payrolls approved here plus external payrolls. */
  const plus = (a: { plus(b: { toString(): string }): { toString(): string } } | null | undefined, b: { toString(): string } | null | undefined): string | null =>
    a && b ? a.plus(b).toString() : a ? a.toString() : b ? b.toString() : null;
  const splitsBy = new Map<string, NetPaySplitItemInput[]>();
  for (const s of splitItems) {
    const item = { bankAccountId: s.bankAccountId, priority: s.priority, amount: str(s.amount), percentage: str(s.percentage) };
    const list = splitsBy.get(s.netPaySplitId);
    if (list) list.push(item);
    else splitsBy.set(s.netPaySplitId, [item]);
  }
  const firstAccountOf = new Map<string, string>();
  for (const a of accounts) {
    const owner = a.employeeId ?? a.contractorId;
    if (owner && !firstAccountOf.has(owner)) firstAccountOf.set(owner, a.id);
  }
  /** The worker's default split, or everything to its first Active account. */
  const splitOf = (ownerId: string, splitId: string | null | undefined): { splitId: string | null; items: NetPaySplitItemInput[] | undefined } => {
    const items = splitId ? splitsBy.get(splitId) : undefined;
    if (items?.length) return { splitId: splitId!, items };
    const account = firstAccountOf.get(ownerId);
    return { splitId: null, items: account ? [{ bankAccountId: account, priority: 1 }] : undefined };
  };
  const earningCodeTypes: Record<string, EarningCodeType> = Object.fromEntries(codes.map((c) => [c.id, c.type as EarningCodeType]));
  const labels: Labels = {
    earningCodes: new Map(codes.map((c) => [c.id, { name: c.name, type: c.type }])),
    benefits: new Map(benefits.map((b) => [b.id, b.description])),
    childSupports: new Map(childSupports.map((cs) => [cs.id, { description: cs.description, caseNumber: cs.caseNumber }])),
    miscDeductions: new Map(miscDeductions.map((m) => [m.id, m.description])),
    bankAccounts: new Map([...accounts, ...otherAccounts].map((a) => [a.id, { accountNumberLastFour: a.accountNumberLastFour, type: a.type }])),
  };

  const payroll = { id: facts.id, companyId: facts.companyId };
  const blocked: string[] = [];
  const negative: string[] = [];
  const employeeResults: EmployeeItemResult[] = [];
  const itemOf = (req: EmployeeItemRequest): EmployeeItemInsert => {
    const e = employeeById.get(req.employeeId);
    const extra: Warning[] = [...(fromCards.warnings.get(req.employeeId) ?? [])];
    if (e && employeeBlocking(e)) {
      blocked.push(req.employeeId);
      extra.push({ code: WARNING_BLOCKING, message: `Onboarding of employee ${req.employeeId} is Blocking; approval is refused (422 payroll_blocked).`, employeeId: req.employeeId });
    }
    const w4 = w4ById.get(req.employeeId);
    const y = ytdBy.get(req.employeeId);
    const x = externalBy.get(req.employeeId);
    const split = req.paymentMethod === 'DirectDeposit' ? splitOf(req.employeeId, e?.defaultNetPaySplitId) : { splitId: null, items: undefined };
    let result: EmployeeItemResult;
    try {
      result = computeEmployeeItem(
        { employeeId: req.employeeId, paymentMethod: req.paymentMethod, supplementalTaxMethod: req.supplementalTaxMethod, payments: req.payments, reimbursements: req.reimbursements },
        {
          payday: facts.payday,
          periodEnd: facts.periodEnd,
          frequency: facts.frequency,
          forceSupplementalWithholdings: facts.forceSupplementalWithholdings,
          applyBenefits: facts.applyBenefits,
          applyDeductions: facts.applyDeductions,
          w4: w4
            ? {
                filingStatus: w4.filingStatus,
                multipleJobs: w4.multipleJobs,
                dependentsAmount: w4.dependentsAmount.toString(),
                otherIncome: w4.otherIncome.toString(),
                deductions: w4.deductions.toString(),
                extraWithholding: w4.extraWithholding.toString(),
                // The engine judges an exempt claim on the payday: in force through February 15 after signedAt's year.
                exempt: w4.exempt,
                signedAt: w4.signedAt.toISOString().slice(0, 10),
              }
            : null,
          ytd: {
            socialSecurityWages: plus(y?.subjectSocialSecurityWages, x?.socialSecurityWages),
            medicareWages: plus(y?.subjectMedicareWages, x?.medicareWages),
            futaWages: plus(y?.subjectFutaWages, x?.futaWages),
            supplementalWages: str(y?.subjectSupplementalWages),
            ficaEmployeeTaxes: plus(
              y?.socialSecurityEmployee && y.medicareEmployee ? y.socialSecurityEmployee.plus(y.medicareEmployee) : null,
              x?.socialSecurityEmployee && x.medicareEmployee ? x.socialSecurityEmployee.plus(x.medicareEmployee) : null,
            ),
            miscellaneousDeductions: miscYtdById,
            stateTaxes: stateYtdBy.get(req.employeeId) ?? {},
            localTaxesThisMonth: monthLocalBy.get(req.employeeId) ?? {},
            benefitContributions: benefitContributionsOf(req.employeeId),
          },
          dateOfBirth: e?.dateOfBirth ? iso(e.dateOfBirth) : null,
          benefits: (benefitsBy.get(req.employeeId) ?? []).map((b) => ({
            id: b.id,
            type: b.type,
            effectiveStart: iso(b.effectiveStart),
            effectiveEnd: isoOrNull(b.effectiveEnd),
            employeeContributionAmount: str(b.employeeContributionAmount),
            employeeContributionPercent: str(b.employeeContributionPercent),
            companyContributionAmount: str(b.companyContributionAmount),
            companyContributionPercent: str(b.companyContributionPercent),
            hsaContributionLimit: b.hsaContributionLimit,
          })),
          childSupport: (childSupportBy.get(req.employeeId) ?? []).map((cs) => ({
            id: cs.id,
            amount: cs.amount.toString(),
            maxPercent: cs.maxPercent.toString(),
            effectiveStart: iso(cs.effectiveStart),
            effectiveEnd: isoOrNull(cs.effectiveEnd),
          })),
          miscellaneousDeductions: (miscBy.get(req.employeeId) ?? []).map((m) => ({
            id: m.id,
            amount: str(m.amount),
            percent: str(m.percent),
            totalAmount: str(m.totalAmount),
            annualLimit: str(m.annualLimit),
            withheldToDate: m.withheldToDate.toString(),
            effectiveStart: iso(m.effectiveStart),
            effectiveEnd: isoOrNull(m.effectiveEnd),
          })),
          netPaySplit: split.items,
          earningCodeTypes,
          states: statesOf(req.payments, e),
          stateCertificates: certificatesBy.get(req.employeeId) ?? {},
          stateCertificateSignedAt: signedAtBy.get(req.employeeId) ?? {},
          suiRates,
          companyEmployeeCount,
          localTaxes: registeredLocalTaxes,
        },
      );
    } catch (err) {
      engineError(err);
    }
    assertItemWithinAchLimit('employee', req.employeeId, result.grossPay, result.netPay);
    if (result.negativeNet) negative.push(req.employeeId);
    employeeResults.push(result);
    return employeeItemData(payroll, { ...req, netPaySplitId: split.splitId }, result, mode === 'estimate' ? extra : [], labels);
  };
  // With a sink, the items leave in chunks while the next ones are computed: the event loop is let go after each
  // chunk, so the database works on one chunk while this process computes the next.
  const employeeItems: EmployeeItemInsert[] = [];
  for (let k = 0; k < employeeReqs.length; k++) {
    employeeItems.push(itemOf(employeeReqs[k]));
    const chunk = sink ? chunkDue(employeeItems, employeeReqs.length) : undefined;
    if (chunk) {
      sink!(chunk);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  const contractorResults: ContractorItemResult[] = [];
  const contractorItems = contractorReqs.map((req) => {
    const c = contractorById.get(req.contractorId);
    const extra: Warning[] = [];
    if (c && contractorOnboard(c).status === 'Blocking') {
      blocked.push(req.contractorId);
      extra.push({ code: WARNING_BLOCKING, message: `Onboarding of contractor ${req.contractorId} is Blocking; approval is refused (422 payroll_blocked).`, contractorId: req.contractorId });
    }
    const split = req.paymentMethod === 'DirectDeposit' ? splitOf(req.contractorId, c?.defaultNetPaySplitId) : { splitId: null, items: undefined };
    let result: ContractorItemResult;
    try {
      result = computeContractorItem(
        { contractorId: req.contractorId, paymentMethod: req.paymentMethod, hours: req.hours, payRate: req.payRate, reimbursement: req.reimbursement },
        { netPaySplit: split.items },
      );
    } catch (err) {
      engineError(err);
    }
    assertItemWithinAchLimit('contractor', req.contractorId, result.grossPay, result.netPay);
    contractorResults.push(result);
    return contractorItemData(payroll, { ...req, netPaySplitId: split.splitId }, result, mode === 'estimate' ? extra : [], labels);
  });

  const warnings: Warning[] = [];
  if (mode === 'estimate' && today > facts.deadline) {
    warnings.push({ code: WARNING_DEADLINE, message: `The approval deadline (${facts.deadline}) has passed; approval is refused (422 approval_deadline_passed).` });
  }
  return { employeeItems, contractorItems, totals: storedTotals(computeTotals(employeeResults, contractorResults), employeeResults), warnings, blocked, negative };
}

/** The payroll as presented, with the computed figures in place of the stored ones. */
export function presentComputed(header: Omit<PayrollHeaderRow, 'totals' | 'warnings'> & { totals: unknown; warnings: unknown }, computed: Computed) {
  return presentPayroll(
    { ...header, totals: computed.totals, warnings: computed.warnings as unknown as Prisma.JsonValue },
    computed.employeeItems as unknown as EmployeeItemLike[],
    computed.contractorItems as unknown as ContractorItemLike[],
  );
}

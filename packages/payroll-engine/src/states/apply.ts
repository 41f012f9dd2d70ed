/**
 * The state taxes of one employee item (docs/domain-rules.md, "State and local taxes"): state income tax
 * withheld for the state of the workplace of each payment (or the residence state under an elected
 * reciprocity agreement), the employee-paid state programs of the work state, and the employer's state
 * unemployment insurance (SUI) of the work state.
 *
 * Wages by state. Each earnings line belongs to its payment, and the payment to its work state
 * (`ItemStates.workStates[paymentIndex]`). The item's pre-tax reductions (Section 125 and 401(k)
 * elective deferrals) are shared among the work states in proportion to their gross, in cents, the
 * last state taking the remainder; within a state they come off regular wages first, then supplemental
 * wages, as for federal income tax. Wages of a payment without a work state bear no state tax (the item
 * warns `work_state_unknown`).
 *
 * Residence elsewhere (states/residency.ts). A work state where the employee is a nonresident below its
 * work-day threshold withholds nothing. The residence state's tax on wages worked in another state follows its
 * rule: its tax on all the wages it withholds for, less its tax on its own wages, less the work states'
 * withholding where it credits it (`excess`), or nothing, or its whole tax where the work state does not withhold.
 *
 * Income tax. The work states withholding for the same state are added together and withheld in one
 * call of that state's module (states/modules.ts), so a period's allowances count once. The wages are
 * the state's own: each module says whether it excludes Section 125 and 401(k) reductions. Payroll
 * option `forceSupplementalWithholdings` treats all wages as supplemental, as for federal. A module is
 * given the payment's Social Security and Medicare (MA subtracts them) and federal income tax (OR subtracts
 * it), each state its share by its share of the item's gross.
 *
 * HSA (Hsa125). A module whose `excludes.hsa` is false (CA, NJ: the state does not follow IRC § 223) taxes
 * HSA contributions made through payroll: the employee's HSA contribution is not excluded even where the
 * state excludes other Section 125 reductions, and the employer's HSA contribution is added to the
 * state's regular wages. Both are shared among the work states like the other reductions. Absent or true,
 * HSA contributions are Section 125 reductions like the others. Employee programs and SUI keep the
 * Section 125 treatment (their wages are not income tax wages).
 *
 * Employee programs (states/programs.ts) of each work state in the year of their figures. Their wages
 * are the state's gross less Section 125 reductions (401(k) deferrals included; a program marked
 * `excludes401k`, the OR transit tax, also less 401(k) deferrals), year to date by code. A program due in
 * the work state that year but without figures, or a known gap (PROGRAM_GAPS), warns
 * `state_taxes_not_computed` naming it.
 *
 * SUI (states/sui.ts). The employer's rate for the work state (percent, from the company's tax setup,
 * in force on the payday) on its wages (as for programs) up to the state's wage base, year to date by
 * code. Without a company rate, the state's new-employer rate is used and the item warns
 * `sui_new_employer_rate`; without a confirmed wage base or rate for the year the item warns
 * `state_taxes_not_computed` for the state's SUI.
 */
import { InvalidEngineInputError } from '../errors';
import { cents, dec, Decimal, HUNDRED, max0, min, sum, ZERO, type Num } from '../money';
import type { EarningLine, PayFrequency, PayrollWarning, TaxPayer } from '../types';
import { certificateOnPayday } from './exempt-claims';
import { certificateFromFederalW4, withholdingModule } from './modules';
import { EMPLOYEE_PROGRAMS, employeeProgramAmount, employeeProgramWageBase, programGaps, type EmployeeProgramCode } from './programs';
import { withholdingState } from './reciprocity';
import { employerStatePrograms, suiEmployerAmount, suiFigures } from './sui';
import { NO_WAGE_INCOME_TAX, residentPlan, WARNING_STATE_NOT_COMPUTED, type ItemStates } from './index';
import { computeLocalTaxes, type LocalTaxGap, type LocalTaxesInput, type RegisteredLocalTax } from './locals';

export const WARNING_SUI_NEW_EMPLOYER_RATE = 'sui_new_employer_rate';

/** Contract PayrollItemTax.name of a state tax. */
export type StateTaxName = 'StateIncomeTax' | 'StateProgram' | 'StateUnemployment' | 'StateEmployerProgram' | 'LocalIncomeTax' | 'LocalEmployerTax';

/** One state tax line of an item (contract PayrollItemTax with its jurisdiction and code). */
export interface StateTaxLine {
  /** Two-letter code of the state levying the tax, or a locality code (`NY-NYC`, `PA-865001`) for a local tax. */
  jurisdiction: string;
  /** Stable code within the state: `<st>_sit` income tax, a program's code, `<st>_sui_er` SUI. */
  code: string;
  name: StateTaxName;
  payer: TaxPayer;
  amount: Decimal;
  /** Wages subject to the tax this payment before any wage base (the year-to-date input of later payments). */
  subjectWages: Decimal;
  /** Wages the rate was applied to, after the wage base. */
  taxableWages: Decimal;
  /** Income tax: the part withheld on supplemental wages. */
  supplementalAmount?: Decimal;
  /** Local taxes: the agency a registered tax names. */
  agency?: string;
  /** Local taxes: the name a registered tax was given (paystubs print it; built-in taxes have localTaxName). */
  label?: string;
}

/** What the state taxes read of the employee besides the item. */
export interface StateTaxContext {
  states?: ItemStates;
  /** The employee's state withholding certificates, by state (fields as each module documents them). */
  certificates?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /**
   * The date each certificate was signed (YYYY-MM-DD), by state: an exempt claim of a state whose claim lapses
   * (states/exempt-claims.ts, MN) is judged on it; such a claim without its date is refused.
   */
  certificateSignedAt?: Readonly<Record<string, string>>;
  /** The company's SUI rate per state in force on the payday, in percent (contract unemploymentRate). */
  suiRates?: Readonly<Record<string, Num>>;
  /** The filing status of the federal W-4 on file (absent: none on file), for states that follow it without their own certificate. */
  federalFilingStatus?: string;
  /** The number of the company's employees on the payday (NE's special withholding procedure). */
  companyEmployeeCount?: number;
  /** Local taxes registered by the partner or company (states/locals/registered.ts). */
  localTaxes?: readonly RegisteredLocalTax[];
  /** This year's earlier payments, by tax code (local taxes: by `<jurisdiction>:<code>`): subject wages (for wage bases) and amounts (annual maxima). */
  ytd?: Readonly<Record<string, { wages?: Num | null; amount?: Num | null }>>;
  /** Local taxes of this calendar month's earlier payments, by `<jurisdiction>:<code>` (monthly OPTs, states/locals/co-opt.ts). */
  monthToDate?: Readonly<Record<string, { wages?: Num | null; amount?: Num | null }>>;
}

export interface StateTaxesInput {
  year: number;
  /** The payday (YYYY-MM-DD): some states change figures within a year by pay date (GA, VA 2025). */
  payday?: string;
  /** Last day of the payroll period (YYYY-MM-DD) when known; else the payday stands in (OH's table editions). */
  periodEnd?: string;
  frequency: PayFrequency;
  periodsPerYear: number;
  earnings: readonly EarningLine[];
  section125: Decimal;
  pension401k: Decimal;
  /** Part of `section125` that is employee HSA (Hsa125) contributions; absent: none. */
  hsaEmployee?: Decimal;
  /** Employer HSA (Hsa125) contributions of the item (not in `section125`); absent: none. */
  hsaCompany?: Decimal;
  /** Payroll option: all wages are supplemental. */
  forceSupplemental: boolean;
  /** How federal income tax is withheld on the supplemental wages (absent: 'Flat'; IA and NM follow it). */
  federalSupplementalMethod?: 'Flat' | 'Aggregate';
  /** Social Security and Medicare withheld from this payment, and from the year's earlier payments (MA). */
  ficaEmployee?: Decimal;
  ficaEmployeeYearToDate?: Decimal;
  /** Federal income tax withheld from this payment, on regular and on supplemental wages (OR subtracts it). */
  federalIncomeTax?: { regular: Decimal; supplemental: Decimal };
}

interface StateWages {
  state: string;
  regular: Decimal;
  supplemental: Decimal;
  /** Part of `supplemental` that is bonus pay (a state may tax bonuses at their own rate). */
  bonus: Decimal;
  section125: Decimal;
  pension401k: Decimal;
  hsaEmployee: Decimal;
  hsaCompany: Decimal;
}

const norm = (s: string | null | undefined): string | null => {
  const v = s?.trim().toUpperCase();
  return v ? v : null;
};

/** Shares `total` among `weights` in proportion, in cents; the last share takes the remainder. */
function shares(total: Decimal, weights: Decimal[]): Decimal[] {
  const whole = sum(weights);
  if (total.isZero() || whole.lte(0)) return weights.map(() => ZERO);
  let left = total;
  return weights.map((w, i) => {
    if (i === weights.length - 1) return left;
    const share = cents(total.times(w).div(whole));
    left = left.minus(share);
    return share;
  });
}

function wagesByWorkState(input: StateTaxesInput, states: ItemStates): StateWages[] {
  const byState = new Map<string, StateWages>();
  for (const line of input.earnings) {
    const state = norm(states.workStates[line.paymentIndex]);
    if (state === null) continue;
    const w = byState.get(state) ?? { state, regular: ZERO, supplemental: ZERO, bonus: ZERO, section125: ZERO, pension401k: ZERO, hsaEmployee: ZERO, hsaCompany: ZERO };
    if (line.supplemental || input.forceSupplemental) {
      w.supplemental = w.supplemental.plus(line.amount);
      if (line.kind === 'Bonus') w.bonus = w.bonus.plus(line.amount);
    } else {
      w.regular = w.regular.plus(line.amount);
    }
    byState.set(state, w);
  }
  const list = [...byState.values()];
  // Reductions are shared over all the item's gross, including wages of payments without a state.
  const gross = list.map((w) => w.regular.plus(w.supplemental));
  const unknown = max0(sum(input.earnings.map((l) => l.amount)).minus(sum(gross)));
  const s125 = shares(input.section125, [...gross, unknown]);
  const k401 = shares(input.pension401k, [...gross, unknown]);
  const hsaEe = shares(input.hsaEmployee ?? ZERO, [...gross, unknown]);
  const hsaEr = shares(input.hsaCompany ?? ZERO, [...gross, unknown]);
  list.forEach((w, i) => {
    w.section125 = s125[i];
    w.pension401k = k401[i];
    w.hsaEmployee = min(hsaEe[i], s125[i]);
    w.hsaCompany = hsaEr[i];
  });
  return list;
}

/** Regular and supplemental wages less `reductions`, taken off regular wages first. */
function reduce(w: { regular: Decimal; supplemental: Decimal; bonus: Decimal }, reductions: Decimal) {
  const regular = max0(w.regular.minus(reductions));
  const supplemental = max0(w.supplemental.minus(max0(reductions.minus(w.regular))));
  return { regular, supplemental, bonus: min(w.bonus, supplemental) };
}

function ytdOf(ctx: StateTaxContext, code: string, what: 'wages' | 'amount'): Decimal {
  const entry = ctx.ytd && Object.prototype.hasOwnProperty.call(ctx.ytd, code) ? ctx.ytd[code] : undefined;
  return dec(entry?.[what], `ytd.${code}.${what}`);
}

/** A state's income tax on some of the item's wages. */
interface Withheld {
  amount: Decimal;
  supplemental: Decimal;
  /** The state's taxable wages (after its own exclusions). */
  wages: Decimal;
  /** Those wages split as the module read them: regular, supplemental, and the bonus part of the supplemental (local taxes computed on the state's taxable income read them, states/locals). */
  regularWages: Decimal;
  supplementalWages: Decimal;
  bonusWages: Decimal;
}

/**
 * `state`'s income tax on the wages of `parts` (work states' wages withheld together, so a period's allowances
 * count once), with its module; undefined when no module is built for the year.
 */
function withholdFor(state: string, parts: StateWages[], input: StateTaxesInput, ctx: StateTaxContext, itemGross: Decimal): Withheld | undefined {
  const module = withholdingModule(state, input.year, input.payday);
  if (!module) return undefined;
  let regular = ZERO;
  let supplemental = ZERO;
  let bonus = ZERO;
  const taxesHsa = module.excludes.hsa === false;
  for (const w of parts) {
    const section125 = module.excludes.section125 ? (taxesHsa ? w.section125.minus(w.hsaEmployee) : w.section125) : ZERO;
    const reductions = section125.plus(module.excludes.retirement401k ? w.pension401k : ZERO);
    const r = reduce(taxesHsa ? { ...w, regular: w.regular.plus(w.hsaCompany) } : w, reductions);
    regular = regular.plus(r.regular);
    supplemental = supplemental.plus(r.supplemental);
    bonus = bonus.plus(r.bonus);
  }
  const onFile = ctx.certificates && Object.prototype.hasOwnProperty.call(ctx.certificates, state) ? ctx.certificates[state] : undefined;
  const signedAt = ctx.certificateSignedAt && Object.prototype.hasOwnProperty.call(ctx.certificateSignedAt, state) ? ctx.certificateSignedAt[state] : undefined;
  // A certificate carries over from year to year, except an exempt claim after the date its form says it lapses.
  const certificate = certificateOnPayday(state, onFile, signedAt, input.payday) ?? certificateFromFederalW4(state, ctx.federalFilingStatus);
  // The state's share of the payment's federal income tax and FICA, by its share of the gross.
  const partsGross = sum(parts.map((w) => w.regular.plus(w.supplemental)));
  const shareOf = (amount: Decimal) => (itemGross.gt(0) ? cents(amount.times(partsGross).div(itemGross)) : ZERO);
  let result;
  try {
    result = module.withhold({
      year: input.year,
      frequency: input.frequency,
      periodsPerYear: input.periodsPerYear,
      regularWages: regular,
      supplementalWages: supplemental,
      supplementalBonusWages: bonus,
      ...(input.periodEnd ? { periodEnd: input.periodEnd } : {}),
      ...(input.payday ? { payday: input.payday } : {}),
      ...(input.ficaEmployee && itemGross.gt(0) ? { ficaEmployee: shareOf(input.ficaEmployee) } : {}),
      ...(input.ficaEmployeeYearToDate ? { ficaEmployeeYearToDate: input.ficaEmployeeYearToDate } : {}),
      ...(ctx.federalFilingStatus ? { federalFilingStatus: ctx.federalFilingStatus } : {}),
      ...(input.federalIncomeTax
        ? { federalIncomeTax: { regular: shareOf(input.federalIncomeTax.regular), supplemental: shareOf(input.federalIncomeTax.supplemental) } }
        : {}),
      ...(input.federalSupplementalMethod ? { federalSupplementalMethod: input.federalSupplementalMethod } : {}),
      ...(ctx.companyEmployeeCount !== undefined ? { companyEmployeeCount: ctx.companyEmployeeCount } : {}),
      certificate,
    });
  } catch (err) {
    if (err instanceof InvalidEngineInputError) throw new InvalidEngineInputError(`${state} withholding`, err.message);
    throw err;
  }
  return { amount: result.regular.plus(result.supplemental), supplemental: result.supplemental, wages: regular.plus(supplemental), regularWages: regular, supplementalWages: supplemental, bonusWages: bonus };
}

/**
 * The item's state tax lines and the warnings they add (with the local taxes not computed, by locality:
 * `localGaps`, which the local warning names). Throws InvalidEngineInputError for a certificate
 * a module cannot read or a rate out of range (field named).
 */
export function computeStateTaxes(
  input: StateTaxesInput,
  ctx: StateTaxContext,
  who: { employeeId?: string },
): { lines: StateTaxLine[]; warnings: PayrollWarning[]; localGaps: LocalTaxGap[] } {
  const states = ctx.states;
  if (!states) return { lines: [], warnings: [], localGaps: [] };
  const lines: StateTaxLine[] = [];
  const warnings: PayrollWarning[] = [];
  const residence = norm(states.residenceState);
  const elected = (work: string) =>
    residence !== null && (states.elections ?? []).some((e) => norm(e.workState) === work && norm(e.residenceState) === residence);
  const byWork = wagesByWorkState(input, states);

  // Income tax: work states grouped by the state that withholds for them; a work state where the employee is a
  // nonresident below its threshold withholds nothing (states/residency.ts).
  const plan = residentPlan(states, input.year, (s) => withholdingModule(s, input.year, input.payday) !== undefined);
  const byWithholding = new Map<string, StateWages[]>();
  for (const w of byWork) {
    const state = withholdingState(w.state, residence, elected(w.state), input.year).state;
    if (state === w.state && plan.exempt.has(state)) continue;
    byWithholding.set(state, [...(byWithholding.get(state) ?? []), w]);
  }
  const itemGross = sum(input.earnings.map((l) => l.amount));
  const withheld = new Map<string, Withheld>();
  for (const [state, parts] of byWithholding) {
    if (NO_WAGE_INCOME_TAX.has(state)) continue;
    const result = withholdFor(state, parts, input, ctx, itemGross);
    if (result) withheld.set(state, result); // else stateWarnings names it
  }

  // The residence state on wages worked elsewhere (docs/domain-rules.md, "Resident and nonresident"): its tax on
  // all its wages, less its tax on the wages it withholds anyway, is the part due on the wages worked elsewhere;
  // less the work states' withholding on them where its rule credits it.
  const extra = plan.elsewhere.filter((e) => e.treatment === 'credit' || e.treatment === 'full');
  if (residence !== null && extra.length) {
    const home = byWithholding.get(residence) ?? [];
    const elsewhereParts = byWork.filter((w) => extra.some((e) => e.state === w.state));
    const all = withholdFor(residence, [...home, ...elsewhereParts], input, ctx, itemGross);
    if (all) {
      const own = withheld.get(residence);
      const credit = sum(extra.filter((e) => e.treatment === 'credit').map((e) => withheld.get(e.state)?.amount ?? ZERO));
      const ownAmount = own?.amount ?? ZERO;
      const due = max0(all.amount.minus(ownAmount).minus(credit));
      // The part due is taken from the supplemental wages' share first (as far as it grew), then the regular.
      const supplemental = min(due, max0(all.supplemental.minus(own?.supplemental ?? ZERO)));
      withheld.set(residence, {
        amount: ownAmount.plus(due),
        supplemental: (own?.supplemental ?? ZERO).plus(supplemental),
        wages: all.wages,
        regularWages: all.regularWages,
        supplementalWages: all.supplementalWages,
        bonusWages: all.bonusWages,
      });
    }
  }
  // What each state withheld, for the local taxes computed from it (NYS tax for Yonkers, MD's taxable income for its counties).
  const stateIncome: Array<LocalTaxesInput['stateIncome'][number]> = [];
  for (const [state, r] of withheld) {
    stateIncome.push({ state, regular: r.regularWages, supplemental: r.supplementalWages, bonus: r.bonusWages, amount: r.amount, supplementalAmount: r.supplemental });
    lines.push({
      jurisdiction: state,
      code: `${state.toLowerCase()}_sit`,
      name: 'StateIncomeTax',
      payer: 'Employee',
      amount: r.amount,
      subjectWages: r.wages,
      taxableWages: r.wages,
      supplementalAmount: r.supplemental,
    });
  }

  for (const w of byWork) {
    const programWages = max0(w.regular.plus(w.supplemental).minus(w.section125));
    // Employee-paid programs of the work state; a program due this year without figures warns.
    for (const gap of programGaps(w.state, input.year)) {
      warnings.push({ code: WARNING_STATE_NOT_COMPUTED, message: `${gap.name} is not computed for this item's work in ${w.state}: ${gap.reason}.`, ...who });
    }
    for (const program of Object.values(EMPLOYEE_PROGRAMS)) {
      if (program.state !== w.state || !program.years.includes(input.year)) continue;
      const code: EmployeeProgramCode = program.code;
      const wages = program.excludes401k ? max0(w.regular.plus(w.supplemental).minus(w.section125).minus(w.pension401k)) : programWages;
      const ytdWages = ytdOf(ctx, code, 'wages');
      const base = employeeProgramWageBase(code, input.year);
      const amount = employeeProgramAmount(code, {
        year: input.year,
        frequency: input.frequency,
        periodsPerYear: input.periodsPerYear,
        wages,
        ytdWages,
        ytdContributions: ytdOf(ctx, code, 'amount'),
      });
      const taxable = base === undefined ? wages : min(wages, max0(base.minus(ytdWages)));
      lines.push({ jurisdiction: w.state, code, name: 'StateProgram', payer: 'Employee', amount, subjectWages: wages, taxableWages: taxable });
    }
    const wages = programWages;
    // Employer SUI of the work state.
    const code = `${w.state.toLowerCase()}_sui_er`;
    const figures = suiFigures(w.state, input.year);
    const given = ctx.suiRates && Object.prototype.hasOwnProperty.call(ctx.suiRates, w.state) ? ctx.suiRates[w.state] : undefined;
    let rate: Decimal | undefined;
    if (given !== undefined && given !== null && given !== '') {
      rate = dec(given, `suiRates.${w.state}`).div(HUNDRED);
    } else if (figures?.newEmployerRate !== undefined) {
      rate = new Decimal(figures.newEmployerRate);
      warnings.push({
        code: WARNING_SUI_NEW_EMPLOYER_RATE,
        message: `No ${w.state} unemployment insurance rate is on file for the company (onboard/tax_setup, unemploymentRate); ${w.state}'s new-employer rate of ${rate.times(100).toString()}% is used.`,
        ...who,
      });
    }
    if (!figures || rate === undefined) {
      warnings.push({
        code: WARNING_STATE_NOT_COMPUTED,
        message: figures
          ? `${w.state} employer unemployment insurance (SUI) is not computed: the company has no ${w.state} rate on file and ${w.state}'s new-employer rate for ${input.year} is not built.`
          : `${w.state} employer unemployment insurance (SUI) is not computed: ${w.state}'s ${input.year} wage base is not built.`,
        ...who,
      });
    } else {
      const r = suiEmployerAmount({ wages, ytdWages: ytdOf(ctx, code, 'wages'), wageBase: new Decimal(figures.wageBase), rate });
      lines.push({ jurisdiction: w.state, code, name: 'StateUnemployment', payer: 'Company', amount: r.amount, subjectWages: wages, taxableWages: r.taxable });
    }
    // Other employer state programs charged like SUI (a rate on a wage base).
    for (const p of employerStatePrograms(w.state, input.year)) {
      const r = suiEmployerAmount({ wages, ytdWages: ytdOf(ctx, p.code, 'wages'), wageBase: new Decimal(p.wageBase), rate: new Decimal(p.rate) });
      lines.push({ jurisdiction: w.state, code: p.code, name: 'StateEmployerProgram', payer: 'Company', amount: r.amount, subjectWages: wages, taxableWages: r.taxable });
    }
  }
  // Local taxes (states/locals): the localities of the residence and of each payment's workplace.
  const local = computeLocalTaxes(
    {
      year: input.year,
      payday: input.payday ?? `${input.year}-12-31`,
      frequency: input.frequency,
      periodsPerYear: input.periodsPerYear,
      earnings: input.earnings,
      section125: input.section125,
      pension401k: input.pension401k,
      forceSupplemental: input.forceSupplemental,
      states,
      ...(ctx.certificates ? { certificates: ctx.certificates } : {}),
      ...(ctx.certificateSignedAt ? { certificateSignedAt: ctx.certificateSignedAt } : {}),
      ...(ctx.localTaxes ? { registered: ctx.localTaxes } : {}),
      ...(ctx.ytd ? { ytd: ctx.ytd } : {}),
      ...(ctx.monthToDate ? { monthToDate: ctx.monthToDate } : {}),
      stateIncome,
      residence,
    },
    who,
  );
  lines.push(...local.lines);
  warnings.push(...local.warnings);
  return { lines, warnings, localGaps: local.gaps };
}

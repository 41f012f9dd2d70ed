// Which states an employee item's wages concern, and what the engine can say about their taxes
// (docs/domain-rules.md, "State and local taxes"). State income tax is withheld for the state of the
// workplace of each payment; the residence state matters when it differs. A state without a wage income
// tax produces nothing; a state whose tables are not built yet produces a warning naming it; a state with
// local wage taxes not covered by a built-in or registered tax warns from states/locals.
import type { PayrollWarning } from '../types';
import { withholdingState } from './reciprocity';
import { nonresidentExempt, residentRule } from './residency';

/** States (and DC is not among them) without a tax on wage income: no state income tax and no warning. */
export const NO_WAGE_INCOME_TAX: ReadonlySet<string> = new Set(['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']);

/**
 * States where cities, counties or school districts levy their own wage taxes that an employer withholds
 * (e.g. New York City and Yonkers, Pennsylvania's earned income taxes, Ohio and Michigan city taxes,
 * Kentucky occupational taxes, Maryland county taxes, Indiana county taxes, Kansas City and St. Louis, the City
 * of Wilmington's earned income tax in Delaware, Alabama's occupational taxes: Birmingham, Bessemer, Gadsden,
 * Macon County and others, e.g. USDA NFC bulletin TAXES 18-44, Macon County 1.0% of wages).
 */
export const LOCAL_WAGE_TAX: ReadonlySet<string> = new Set(['NY', 'PA', 'OH', 'MI', 'KY', 'MD', 'IN', 'MO', 'DE', 'AL']);

export const WARNING_STATE_NOT_COMPUTED = 'state_taxes_not_computed';
export const WARNING_LOCAL_NOT_COMPUTED = 'local_taxes_not_computed';
export const WARNING_WORK_STATE_UNKNOWN = 'work_state_unknown';

/**
 * The warning codes that mean a tax of the item was not computed (so less may be withheld or charged than
 * is owed): a state's income tax, program or SUI without a method or figures for the year, a local wage
 * tax, or a payment whose work state is unknown. Approval refuses a payroll carrying any of them unless the
 * caller acknowledges each code (docs/domain-rules.md, "No silent under-withholding"). Every other warning
 * the engine gives (`sui_new_employer_rate`, `negative_net_pay`, `benefit_limit_reached`) reports a tax or
 * amount that was computed.
 */
export const TAX_NOT_COMPUTED_WARNINGS: readonly string[] = Object.freeze([
  WARNING_STATE_NOT_COMPUTED,
  WARNING_LOCAL_NOT_COMPUTED,
  WARNING_WORK_STATE_UNKNOWN,
]);

/** The states of one employee item: each payment's work state, and the employee's residence state. */
export interface ItemStates {
  /** Work state of each payment, in payment order; null where the payment has no workplace with a state. */
  workStates: ReadonlyArray<string | null>;
  /** The employee's residence state, or null when no address is on file. */
  residenceState: string | null;
  /**
   * The (work state, residence state) pairs for which the employee has elected, in force on the payday,
   * to have only the residence state's tax withheld (contract EmployeeReciprocityElection). An election
   * counts only where the two states have an agreement that year (reciprocity.ts).
   */
  elections?: ReadonlyArray<{ workState: string; residenceState: string }>;
  /** The payday's year: the year of the agreements. */
  year?: number;
  /**
   * Days the employee works in each state in the payday's year, by state, where the employee's statement or
   * the employer's records give them (contract EmployeeNonresidentWorkDays). A nonresident at or below a
   * state's threshold is not withheld upon by it (states/residency.ts, NONRESIDENT_THRESHOLDS).
   */
  nonresidentWorkDays?: Readonly<Record<string, number>>;
  /** Locality codes of the residence (`NY-NYC`, `MD-MONTGOMERY`, `PA-865001`; states/locals). */
  residenceLocalities?: readonly string[];
  /** Locality codes of each payment's workplace, in payment order (null or empty: none given). */
  workLocalities?: ReadonlyArray<readonly string[] | null>;
}

/** How the residence state treats the wages of one other work state (states/residency.ts). */
export interface ElsewhereWages {
  state: string;
  /** The work state's tax is withheld from these wages (it has a wage income tax and the employee is not below its threshold). */
  workWithholds: boolean;
  /** 'credit': the residence state's tax less the work state's; 'full': its whole tax; 'none': nothing; 'not_computed': warns. */
  treatment: 'credit' | 'full' | 'none' | 'not_computed';
}

/** The residence state's part in an item worked (partly) elsewhere, and the work states below their nonresident threshold. */
export interface ResidentPlan {
  residence: string | null;
  /** Work states whose tax is not withheld: the employee is a nonresident below their threshold. */
  exempt: ReadonlySet<string>;
  /** Work states other than the residence state, not under an elected reciprocity agreement. */
  elsewhere: ElsewhereWages[];
}

/**
 * The residence state's rule applied to the item's work states (docs/domain-rules.md, "Resident and
 * nonresident"). `built(state)` says whether the engine computes that state's income tax in `year`.
 */
export function residentPlan(states: ItemStates, year: number, built: (state: string) => boolean): ResidentPlan {
  const residence = normalise(states.residenceState);
  const work = [...new Set(states.workStates.map(normalise).filter((s): s is string => s !== null))];
  const days = (state: string): number | undefined => {
    const all = states.nonresidentWorkDays ?? {};
    const key = Object.keys(all).find((k) => normalise(k) === state);
    return key === undefined ? undefined : all[key];
  };
  const residenceNoTax = residence !== null && NO_WAGE_INCOME_TAX.has(residence);
  const exempt = new Set(work.filter((w) => nonresidentExempt(w, residence, days(w), year, residenceNoTax)));
  const elected = (w: string) =>
    residence !== null &&
    (states.elections ?? []).some((e) => normalise(e.workState) === w && normalise(e.residenceState) === residence) &&
    withholdingState(w, residence, true, year).reason === 'reciprocity';
  const elsewhere: ElsewhereWages[] = [];
  if (residence === null) return { residence, exempt, elsewhere };
  const rule = residentRule(residence, year);
  for (const w of work) {
    if (w === residence || elected(w)) continue;
    const workWithholds = !NO_WAGE_INCOME_TAX.has(w) && !exempt.has(w);
    let treatment: ElsewhereWages['treatment'];
    if (residenceNoTax || rule === 'not_required') treatment = 'none';
    else if (rule === 'none_if_work_state_withholds') treatment = workWithholds ? 'none' : built(residence) ? 'full' : 'not_computed';
    else if (rule === 'excess') treatment = !built(residence) ? 'not_computed' : !workWithholds ? 'full' : built(w) ? 'credit' : 'not_computed';
    else treatment = 'not_computed';
    elsewhere.push({ state: w, workWithholds, treatment });
  }
  return { residence, exempt, elsewhere };
}

const normalise = (state: string | null | undefined): string | null => {
  const s = state?.trim().toUpperCase();
  return s ? s : null;
};

/**
 * The state and local warnings of one item. `built(state)` says whether the engine computes that state's
 * income tax for the payday's year (states/modules.ts); a state with a wage income tax that is not built
 * warns (unless the employee is a nonresident below its threshold), and so does a residence state whose tax on
 * wages worked elsewhere is not computed: its rule is not confirmed, or a tax the rule needs is not built
 * (residentPlan).
 */
export function stateWarnings(states: ItemStates, built: (state: string) => boolean, who: { employeeId?: string }): PayrollWarning[] {
  const warnings: PayrollWarning[] = [];
  const residence = normalise(states.residenceState);
  const elected = (work: string) =>
    residence !== null &&
    states.year !== undefined &&
    (states.elections ?? []).some((e) => normalise(e.workState) === work && normalise(e.residenceState) === residence) &&
    withholdingState(work, residence, true, states.year).reason === 'reciprocity';
  const work = [...new Set(states.workStates.map(normalise).filter((s): s is string => s !== null))];
  if (states.workStates.length === 0 || states.workStates.some((s) => normalise(s) === null)) {
    warnings.push({
      code: WARNING_WORK_STATE_UNKNOWN,
      message: 'A payment has no workplace with a state, so its state taxes are not known; give each payment a workplace (or the employee one).',
      ...who,
    });
  }
  // The state that withholds for each work state: the work state, or the residence state under an elected agreement.
  const underAgreement = work.filter(elected);
  const plan = states.year !== undefined ? residentPlan(states, states.year, built) : undefined;
  for (const state of work) {
    if (built(state) || underAgreement.includes(state) || NO_WAGE_INCOME_TAX.has(state) || plan?.exempt.has(state)) continue;
    warnings.push({
      code: WARNING_STATE_NOT_COMPUTED,
      // The work state's employee programs are computed, or warn on their own (states/apply.ts, programGaps).
      message: `${state} state income tax is not computed for this item's work in ${state}.`,
      ...who,
    });
  }
  if (residence && !NO_WAGE_INCOME_TAX.has(residence)) {
    if (!work.includes(residence) && underAgreement.length && !built(residence)) {
      warnings.push({
        code: WARNING_STATE_NOT_COMPUTED,
        message: `${residence} income tax is withheld instead of ${underAgreement.join(', ')} under their reciprocity agreement (the employee's election), and it is not computed.`,
        ...who,
      });
    }
    // Wages worked elsewhere: the residence state's rule (states/residency.ts) decides; a rule not confirmed,
    // or a tax it needs that is not built, warns.
    const notComputed = plan
      ? plan.elsewhere.some((e) => e.treatment === 'not_computed')
      : !work.includes(residence) && !underAgreement.length;
    if (notComputed) {
      warnings.push({
        code: WARNING_STATE_NOT_COMPUTED,
        message: `The employee lives in ${residence}, outside the work state; any ${residence} resident income tax (or credit for taxes withheld elsewhere) is not computed.`,
        ...who,
      });
    }
  }
  // Local wage taxes warn from states/locals (computeLocalTaxes), naming the localities not covered.
  return warnings;
}

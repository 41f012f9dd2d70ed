/**
 * Living in one state and working in another without reciprocity (docs/domain-rules.md, "State and local
 * taxes", "Resident and nonresident"; issue 30).
 *
 * Two rules, each confirmed per state from the state's own text (regulation, statute, guide or its web page)
 * and a second transcription, for RESIDENCY_YEARS. A state not listed keeps the warning: its rule was not
 * confirmed, and the engine never guesses it.
 *
 * 1. The residence state's withholding on wages worked in another state (RESIDENT_RULES):
 *    - `excess`: the employer withholds the residence state's tax on those wages less the work state's
 *      withholding on the same wages, never below zero (the resident credit applied at the source);
 *    - `none_if_work_state_withholds`: nothing while the work state's tax is withheld from those wages; the
 *      residence state's full tax where the work state has no wage income tax, or does not withhold (below its
 *      nonresident threshold, rule 2);
 *    - `not_required`: the residence state does not require withholding on wages for services performed
 *      outside it (the employee may ask for voluntary withholding; the engine does not do it).
 * 2. Nonresident work-day thresholds (NONRESIDENT_THRESHOLDS): a nonresident who works in the state no more
 *    than `maxExemptDays` days in the calendar year owes it nothing on those wages and the employer does not
 *    withhold its tax. The days are the employee's statement, or the employer's records, of the days worked in
 *    the state in the payday's year (ItemStates.nonresidentWorkDays). Conditions the state prints besides the
 *    days (the kinds of employee excluded, the employer's own presence in the state) are the employer's to
 *    judge when it gives the days; a condition on the residence state is evaluated here.
 *
 * City and county taxes follow their own rules, not these (the local-tax frame).
 */

export type StateCode = string;

/** Years for which every rule below was confirmed in force. */
export const RESIDENCY_YEARS: readonly number[] = [2025, 2026];

export type ResidentRuleKind = 'excess' | 'none_if_work_state_withholds' | 'not_required';

export interface ResidentRule {
  kind: ResidentRuleKind;
  sources: readonly string[];
}

export const RESIDENT_RULES: Readonly<Record<StateCode, ResidentRule>> = Object.freeze({
  AZ: {
    kind: 'not_required',
    sources: [
      'A.R.S. § 43-408 A ("If a resident of this state is employed outside the state, the person may request the employer to withhold taxes ... on wages earned for the services performed outside the state"; voluntary), lawserver.com copy; azdor.gov "Withholding Exceptions" (withholding is on wages for services performed within the state)',
      'CCH "Arizona Income Tax Withholding Requirements" (aokcpas.com, bizfilings.com): withheld "from wages paid for services performed in Arizona"; blr.com "Withholding in Arizona": employers "may withhold Arizona taxes from the wages of residents earned outside of Arizona as a service to those employees"',
    ],
  },
  CA: {
    kind: 'excess',
    sources: [
      '22 CCR § 4320-1 (EDD): an employer required to withhold another state\'s income tax from a California resident withholds the California tax "less the amount required to be deducted and withheld from those wages" for the other state (examples: CA $3.40 less ME $2.50 = $0.90; CA $3.40 less NY $6.80 = none), casetext.com copy',
      'Cal. Unemp. Ins. Code § 13020(a)(1) (wages paid to a resident employee for services performed "either within or without this state"), codes.findlaw.com copy; CCH "California Income Tax Withholding Requirements" (dchcpas.com)',
    ],
  },
  CT: {
    kind: 'excess',
    sources: [
      'CT DRS "Resident Working in Another State" (portal.ct.gov): Connecticut income tax "must be withheld by the employer, but only to the extent that Connecticut income tax withholding exceeds the amount required to be withheld for the state in which the services are performed"; Circular CT',
      'CCH "Connecticut Income Tax Withholding Requirements" (aokcpas.com, 2025): withheld from wages of resident employees for services performed "either within or without the state"',
    ],
  },
  GA: {
    kind: 'none_if_work_state_withholds',
    sources: [
      'CCH "Georgia Income Tax Withholding Requirements" (bizfilings.com): "if a resident employee performs services in another state, withholding isn\'t required if the employer must withhold and pay over income tax to that state"',
      'blr.com "Withholding in Georgia": withholding applies to "wages of residents wherever they work except if they work in a state that has state income tax withholding" (O.C.G.A. § 48-7-101)',
    ],
  },
  IL: {
    kind: 'not_required',
    sources: [
      'IL DOR Publication 130, "Withholding Illinois Income Tax for My Employees" (tax.illinois.gov): Illinois tax is withheld from compensation paid in Illinois, i.e. where the service is localized in Illinois; 35 ILCS 5/701(a) (compensation paid in this State under § 304(a)(2)(B))',
      'CCH "Illinois Income Tax Withholding Requirements" (aokcpas.com, bizfilings.com): withheld "from all compensation paid in Illinois to resident and nonresident employees", paid in Illinois when the services are performed in Illinois (or incidentally outside it)',
    ],
  },
  IA: {
    kind: 'excess',
    sources: [
      'CCH "Iowa Income Tax Withholding Requirements" (aokcpas.com): "when resident employees are subject to another state\'s withholding tax, Iowa tax is to be withheld from their wage payments only to the extent it exceeds the other state\'s withholding tax on the same wages"',
      'blr.com "Withholding in Iowa" (Iowa Code § 422.16): wages of residents regardless of where earned, "Iowa residents working in other states should have Iowa tax withheld only to the extent it exceeds the other state\'s taxes"',
    ],
  },
  KS: {
    kind: 'excess',
    sources: [
      'blr.com "Withholding in Kansas": withholding applies to "Wages of residents, regardless of where earned. An employer paying a Kansas resident for work in another state must reduce Kansas withholding by the amount that is withheld for the other state"; ksrevenue.gov "Withholding": an employer must withhold Kansas tax if the employee is a resident of Kansas "performing services inside or outside of Kansas"',
      'Zenefits help center, "Withholding for Employees Working in Missouri and Living in Kansas": MO withholding greater than or equal to the calculated KS withholding, no KS withholding; less, the difference is withheld for KS',
    ],
  },
  MA: {
    kind: 'excess',
    sources: [
      'Mass. DOR Directive 91-4, "Multiple State Withholding Requirements" (mass.gov): "calculate the Massachusetts withholding amount ... subtract the withholding required to be paid to the other state in the pay period, and withhold and pay the difference to Massachusetts"; none if the other state\'s equals or exceeds it',
      'Mass. DOR Letter Ruling 84-107 quoting 830 CMR 14.03 (the same rule: the Massachusetts amount "less the amount required to be deducted and withheld" for the other state), mass.gov',
    ],
  },
  MN: {
    kind: 'excess',
    sources: [
      'Minnesota Department of Revenue, "Residents Working Outside Minnesota" (revenue.state.mn.us): "You must withhold Minnesota income tax for your employee if they remain a Minnesota resident ... 1. ... the tax that you would withhold if your employee performed the work in Minnesota. 2. Calculate the tax you are withholding for the state they work in. If step 1 is more than step 2, subtract step 2 from step 1 ... If step 1 is less than or equal to step 2, do not withhold Minnesota income tax"',
      'Minnesota Department of Revenue, earlier page of the same title (last updated 11/4/2016) and withholding FAQ: the same worksheet ("If line 1 is more than line 2, subtract line 2 from line 1 ... If line 1 is less than line 2, do not withhold Minnesota income tax"); reciprocity with MI and ND apart',
    ],
  },
  NC: {
    kind: 'none_if_work_state_withholds',
    sources: [
      '17 NCAC 06C .0107: "withholding of North Carolina tax is not required from wages paid to a resident for services performed in another state if that state requires withholding", ncrules.elaws.us copy; NC-30 "Income Tax Withholding Tables and Instructions for Employers" (formsbank.com copy)',
      'CCH "North Carolina Income Tax Withholding Requirements" (bizfilings.com): "a resident employee\'s wages are not subject to withholding if the wages have been subjected to another state\'s income tax withholding"',
    ],
  },
  ND: {
    kind: 'none_if_work_state_withholds',
    sources: [
      'ND Office of State Tax Commissioner, "Income Tax Withholding" (nd.gov/tax): "A North Dakota-based employer must withhold North Dakota income tax from wages paid to a North Dakota resident employee who works in another state, except where the employer is required to withhold the other state\'s income tax from the wages earned in that state"',
      'blr.com "Withholding in North Dakota": the employer "must withhold North Dakota income tax from wages paid to a resident employee who performs services in another state. However, this does not apply if the employer is required by the other state to withhold that state\'s income tax from the wages"',
    ],
  },
  NE: {
    kind: 'excess',
    sources: [
      '316 Neb. Admin. Code ch. 21 § 005.02: the employer "must deduct and withhold the amount of Nebraska income tax withholding determined under these regulations minus the amount required to be deducted and withheld from those wages under the laws ... of another state" (examples: NE $20 less KS $12.50 = $7.50; NE $20, IA $25: none), casetext copy',
      'CCH "Nebraska Income Tax Withholding Requirements" (aokcpas.com): "if a resident is subject to withholding in another jurisdiction by the same employer, the amount of Nebraska income tax withheld is reduced by the amount of tax required to be withheld by the other jurisdiction"',
    ],
  },
  NJ: {
    kind: 'excess',
    sources: [
      'CCH "New Jersey Income Tax Withholding Requirements" (aokcpas.com): residents\' wages for services performed outside the state "are subject to New Jersey withholding only to the extent the New Jersey tax exceeds the other state\'s withholding tax on the same wages"',
      'blr.com "Withholding in New Jersey" (N.J.S.A. 54A:7-1): no New Jersey withholding from a resident where the employer withholds another state\'s tax and it "is equal to or greater than the New Jersey withholding"',
    ],
  },
  NY: {
    kind: 'excess',
    sources: [
      '20 NYCRR § 171.5(b): an employer required to withhold another state\'s income tax from a New York resident withholds the New York amount "less the amount required to be deducted and withheld from those wages" for the other state (Example 1: NY $2.60 less MA $1.53 = $1.07), nyrules.elaws.us copy',
      'CCH "New York Income Tax Withholding Requirements" (dchcpas.com): "New York tax is to be withheld ... only to the extent it exceeds the other state\'s withholding tax on the same wages"; tax.ny.gov "Withholding tax requirements" (residents "even when earned outside of the state")',
    ],
  },
  PA: {
    kind: 'none_if_work_state_withholds',
    sources: [
      '61 Pa. Code § 113.2(1)(ii) (casetext copy): for a Commonwealth resident rendering services in another state, "(A) If the other state does not have an income tax, he shall withhold ... (B) If the other state does have an income tax and the employer is withholding the tax, the employer is not required to withhold Commonwealth tax. (C) If the employer is not withholding income tax for the state in which the services are rendered, he shall withhold Commonwealth tax"',
      'CCH "Pennsylvania Income Tax Withholding Requirements" (aokcpas.com): "when resident employees perform all their services in another state, their wages are not subject to Pennsylvania withholding if the other state imposes a withholding tax on their wages"',
    ],
  },
  SC: {
    kind: 'none_if_work_state_withholds',
    sources: [
      'SC Department of Revenue, Withholding Tax "Filing Requirements" (sctax.org): "If the employee is a South Carolina resident and is working in a state that does have state income taxes, the income is taxed by the other state. If the other state does not have state income tax, you should withhold South Carolina tax" (S.C. Code § 12-8-520(C)); SC Business One Stop, "Withholding Tax": "If a South Carolina resident is earning wages in a state that does not have a state income tax, the withholding should be for South Carolina"',
      'CCH "South Carolina Income Tax Withholding Requirements" (dchcpas.com): "a resident employee\'s wages are not subject to withholding if the wages are earned in another state that requires withholding"',
    ],
  },
  UT: {
    kind: 'excess',
    sources: [
      'Utah Admin. Code R865-9I-14(B): "If the services performed by a resident employee are performed in another state ... that requires withholding on wages earned, the withholding tax for Utah shall be the Utah tax required to be withheld less the tax required to be withheld under the laws, rules, and regulations of that other state", law.cornell.edu and utrules.elaws.us copies',
      'CCH "Utah Income Tax Withholding Requirements" (dchcpas.com): "when resident employees\' wages are also subject to another state\'s withholding tax, the Utah tax is withheld only to the extent it exceeds the other state\'s withholding tax on the wages"',
    ],
  },
});

export interface NonresidentThreshold {
  /** A nonresident working in the state this many days or fewer in the year is not withheld upon. */
  maxExemptDays: number;
  /** The exemption holds only for residents of a state without a wage income tax (UT, its other branch not evaluated). */
  residenceWithoutWageTaxOnly?: boolean;
  /** What the state requires besides the days, for the employer to judge (not evaluated). */
  conditions: string;
  sources: readonly string[];
}

export const NONRESIDENT_THRESHOLDS: Readonly<Record<StateCode, NonresidentThreshold>> = Object.freeze({
  AZ: {
    maxExemptDays: 59,
    conditions:
      'Physically present in Arizona for less than 60 days in the calendar year to perform services benefiting the employer (days in transit, personal activities, and training or meetings not connected to the Arizona operations do not count); the employer (or a related entity over 50% commonly owned) has property, payroll and sales in Arizona.',
    sources: [
      'A.R.S. § 43-403 A 5 ("Physically present in this state for less than sixty days in a calendar year"), self-law.org and instalawyer.io copies',
      'azdor.gov "Withholding Exceptions" (the same two conditions; Form A-4 employer instructions)',
    ],
  },
  HI: {
    maxExemptDays: 60,
    conditions:
      'A qualifying nonresident employee: performs services in Hawaii an aggregate of not more than 60 days in the calendar year (and the employer does not reasonably expect more), is paid from an office outside Hawaii, has a regular place of employment outside Hawaii, and files Form HW-6 with the employer; not an employee of a contractor (HRS § 237-6(1)) working on a Hawaii construction project.',
    sources: [
      'Haw. Code R. § 18-235-61-04(b)(1) ("performing services in the State for an aggregate of not more than sixty days during the calendar year"), regulations.justia.com and casetext copies',
      'Hawaii Department of Taxation Announcement No. 99-4 (the five criteria of the nonresident withholding exemption); Form HW-6 instructions (Rev. 2023): withholding not required for a nonresident in Hawaii for less than 60 days in the aggregate, except construction contractors',
    ],
  },
  IL: {
    maxExemptDays: 30,
    conditions:
      'Working days in Illinois (a day counts where more of that day\'s work is done in Illinois than elsewhere) not incidental to work outside Illinois; from the 31st day all Illinois days are taxed. The days come from a time and attendance system or the employee\'s written statement of the days reasonably expected (35 ILCS 5/701(a-5)).',
    sources: [
      '35 ILCS 5/304(a)(2)(B) and 5/701(a-5) as amended by P.A. 101-0585 (SB 1515, 2019), for tax years ending on or after December 31, 2020; 35 ILCS 5/701 text at ilga.gov',
      'seldenfox.com "Illinois to start taxing nonresidents if they work in Illinois" ("more than 30 working days during the tax year"); mondaq.com and rmsaccounting.com summaries; law360.com on the 2020 regulation',
    ],
  },
  MT: {
    maxExemptDays: 30,
    conditions:
      'Present in Montana to perform employment duties not more than 30 days in the tax year (any part of a day counts, except transit; days for the employer and its subsidiaries, divisions, agents and contractors are added), and employment duties performed in more than one state during the year; not a professional athlete or entertainer, a person of prominence paid per event, a construction laborer, a production employee, or a key employee (more than $500,000 from the employer the year before). From the 31st day all Montana days are taxed. No condition on the residence state.',
    sources: [
      'Mont. Code Ann. § 15-30-2106(1) (from January 1, 2024: "present in this state to perform employment duties for not more than 30 days during the tax year") and § 15-30-2513(1) (no withholding on compensation so excluded), archive.legmt.gov and codes.findlaw.com copies',
      'EY Tax News 2023-0919 ("Montana law gives nonresident income tax and withholding relief for short-term business travelers", H.B. 447); ADP, "Montana Establishes 30-Day Threshold for Income Tax Withholding for Nonresidents"',
    ],
  },
  ND: {
    maxExemptDays: 20,
    residenceWithoutWageTaxOnly: true,
    conditions:
      'Present in North Dakota to perform employment duties not more than 20 days in the tax year (any part of a day counts, except transit), no other North Dakota-source income, and not a professional athlete or entertainer, a person of prominence paid per event, a person performing construction services on real property, or a key employee (IRC § 416(i)). The residence state must provide a substantially similar exclusion or have no individual income tax: only the second branch is evaluated here.',
    sources: [
      'N.D.C.C. § 57-38-59.3(1) ("present in this state to perform employment duties for not more than twenty days during the tax year"), lexace.ai copy',
      'N.D.C.C. § 57-38-59.3, law.counselstack.com copy (same text: twenty days; residence state with a substantially similar exclusion or no individual income tax)',
    ],
  },
  NY: {
    maxExemptDays: 14,
    conditions:
      'The employee is assigned to a primary work location outside New York State, the employer reasonably expects 14 days or fewer of work in the state in the calendar year and the employee does not exceed them (any part of a day counts as a day). Not for athletes, entertainers, deferred compensation, speeches, or compensation depending entirely on the volume of business.',
    sources: [
      'NYS Department of Taxation and Finance TSB-M-12(5)I, "Withholding on Wages Paid to Certain Nonresidents Who Work 14 Days or Fewer in New York State" (July 5, 2012), as reported by lexology.com and eisneramper.com',
      'CCH Payroll news, July 19, 2012 (hr.cch.com): "Employers are not required to withhold taxes on wages for nonresident employees who are expected to work in the state for 14 days or less"',
    ],
  },
  UT: {
    maxExemptDays: 20,
    residenceWithoutWageTaxOnly: true,
    conditions:
      'Present in Utah to perform employment duties 20 or fewer days in the tax year (any part of a day counts), no other Utah-source income, and not a professional athlete or entertainer, a person of prominence paid per event, a construction laborer, or a key employee (IRC § 416(i)). The residence state must provide a substantially similar exclusion or have no individual income tax: only the second branch is evaluated here, so residents of states with an income tax are withheld upon.',
    sources: [
      'Utah Code § 59-10-117.5 (S.B. 39, 2022, for tax years beginning on or after January 1, 2023), library.partnertax.ai copy; le.utah.gov S.B. 39 text',
      'American Payroll Association, "Utah Establishes 20-Day Threshold for Nonresident Income Tax Withholding" (April 28, 2022); ADP "Utah amends mobile workforce taxation rules" (December 1, 2022)',
    ],
  },
  WV: {
    maxExemptDays: 30,
    residenceWithoutWageTaxOnly: true,
    conditions:
      'Employment duties in West Virginia on 30 or fewer days in the calendar year (a day counts where more duties are performed in West Virginia than in any other state; transit does not count), duties performed in more than one state during the year, and not a professional athlete, professional entertainer or public figure; from the 31st day every West Virginia day is taxed. The residence state must provide a substantially similar exclusion or have no individual income tax: only the second branch is evaluated here.',
    sources: [
      'W. Va. Code § 11-21-31(b) (H.B. 2026, 2021, from January 1, 2022: "employment duties performed by the individual in this state on thirty or fewer days in the calendar year"), courtgpt.ai copy',
      'EY Tax News 2021-0799 ("West Virginia law eases income tax burden for employees working temporarily in the state"); Wolters Kluwer, "West Virginia adopts withholding exclusion for certain mobile employees" (April 19, 2021); W. Va. Tax Division TSD 437 (rev. 7/24) as reported by Deloitte',
    ],
  },
});

const normalise = (state: string | null | undefined): StateCode | null => {
  const s = state?.trim().toUpperCase();
  return s ? s : null;
};

/** The residence state's rule for wages worked in another state, or undefined where not confirmed for `year`. */
export function residentRule(residenceState: string, year: number): ResidentRuleKind | undefined {
  const state = normalise(residenceState);
  if (!state || !RESIDENCY_YEARS.includes(year) || !Object.prototype.hasOwnProperty.call(RESIDENT_RULES, state)) return undefined;
  return RESIDENT_RULES[state].kind;
}

/**
 * Whether a nonresident's wages for work in `workState` are below its threshold in `year`: the employee lives
 * elsewhere, the days worked there this year are given and no more than the state's exempt days, and the
 * residence condition (if any) holds. `residenceHasNoWageTax` says whether the residence state has no wage income tax.
 */
export function nonresidentExempt(
  workState: string,
  residenceState: string | null,
  days: number | undefined,
  year: number,
  residenceHasNoWageTax: boolean,
): boolean {
  const work = normalise(workState);
  const residence = normalise(residenceState);
  if (!work || !residence || work === residence || days === undefined || !RESIDENCY_YEARS.includes(year)) return false;
  if (!Object.prototype.hasOwnProperty.call(NONRESIDENT_THRESHOLDS, work)) return false;
  const threshold = NONRESIDENT_THRESHOLDS[work];
  if (threshold.residenceWithoutWageTaxOnly && !residenceHasNoWageTax) return false;
  return Number.isSafeInteger(days) && days >= 0 && days <= threshold.maxExemptDays;
}

/**
 * State income tax reciprocity: which state's income tax an employer withholds when the employee lives in a
 * state other than the workplace's (docs/domain-rules.md, "State and local taxes"; issue 15).
 *
 * State income tax is withheld for the state of the workplace of each payment. The residence state applies
 * instead only where (1) the work state has an agreement exempting residents of that state, and (2) the
 * employee's certificate of non-residence (the work state's form named below) is on file. Without either, the
 * work state withholds. Each row is read as "this WORK state exempts residents of these states"; the work
 * state's own form or publication is cited first, then the partner state's. Agreements cover compensation
 * (wages, salaries, commissions) only, never local taxes unless said so, and none of this is guessed: a pair
 * not confirmed is not listed, and a year outside RECIPROCITY_YEARS has no agreement here (the work state
 * withholds).
 *
 * Confirmed for 2025 and 2026 with the stored-copy search tool (the state sites themselves were read where
 * stored; otherwise transcriptions of the forms), each pair from the work state's form and the partner
 * state's own publication:
 *
 * - PA–NJ: New Jersey Governor Christie gave notice on September 2, 2016 ending the 1977 State of New Jersey
 *   and Commonwealth of Pennsylvania Reciprocal Personal Income Tax Agreement from January 1, 2017, and
 *   rescinded that withdrawal on November 22, 2016, before it took effect (mazarsusa.com "Just Kidding – New
 *   Jersey Reverses Course and Reinstates Reciprocal Tax Agreement with Pennsylvania"; kmco.com alert; the
 *   agreement "requires 120 days' notice of intent to terminate"). No later notice was found, and both
 *   states' current certificates still carry it (NJ-165 (9-19); REV-419 (EX) 09-20), so it holds for 2025
 *   and 2026. It relieves the state tax only: Philadelphia's wage tax and PA local earned income taxes stay.
 *
 * Left out on purpose: Arizona's Form WEC (residents of CA, IN, OR, VA) rests on the reverse-credit statute
 * A.R.S. § 43-1096 (azdor.gov "Withholding Exceptions"), not an agreement, and no partner exempts Arizona
 * residents; Illinois–Indiana ended (IMRF manual 4.50 J: Indiana residents "are not entitled" to IL-W-5-NR;
 * 45 IAC 3.1-1-115 still lists Illinois but dates from 1979); Minnesota–Wisconsin ended for tax year 2010
 * (MN House research brief, Sept. 21, 2009).
 */

export type StateCode = string;

/** Years for which every agreement below was confirmed in force. */
export const RECIPROCITY_YEARS: readonly number[] = [2025, 2026];

/** Residents of every state other than the work state (the District of Columbia's rule). */
export const ALL_NONRESIDENTS = 'all_nonresidents' as const;

export interface ReciprocityAgreement {
  /** The work state that stops withholding its own tax. */
  work: StateCode;
  /** The residence states whose residents it exempts (or every nonresident, for DC). */
  residents: readonly StateCode[] | typeof ALL_NONRESIDENTS;
  /** The employee's certificate of non-residence the employer keeps on file. */
  certificate: string;
  /** Conditions and limits of the exemption as the work state prints them (not evaluated here). */
  conditions: string;
  sources: readonly string[];
}

export const RECIPROCITY: readonly ReciprocityAgreement[] = [
  {
    work: 'DC',
    residents: ALL_NONRESIDENTS,
    certificate: 'D-4A, Certificate of Nonresidence in the District of Columbia',
    conditions:
      'Not a reciprocity agreement: the District does not tax nonresidents\' wages at all. Any nonresident qualifies whose permanent residence is outside DC all year and who does not reside in DC 183 days or more. One-way: only MD and VA exempt DC residents in return.',
    sources: [
      'DC OTR Form D-4A instructions ("If you are not a resident of DC you must file a Form D-4A with your employer to establish that you are not subject to DC income tax withholding"), transcription at ses.stf.com (2023 copy) and formsbank.com',
      'taxact.com "States - Reciprocal Agreements"; knowledge.hhaexchange.com "Reciprocal Tax Agreements" ("All nonresidents who work in the district can claim exemption")',
    ],
  },
  {
    work: 'IL',
    residents: ['IA', 'KY', 'MI', 'WI'],
    certificate: 'IL-W-5-NR, Employee\'s Statement of Nonresidence in Illinois',
    conditions: 'Compensation only. Indiana and Missouri residents do not qualify.',
    sources: [
      'IL DOR Form IL-W-5-NR (R-12/10) ("a resident of Iowa, Kentucky, Michigan, or Wisconsin ... under the reciprocal withholding agreements"), fill.io and taxformfinder.org copies',
      'IMRF Authorized Agent Manual 4.50 J; University of Illinois OBFS "Statement of Nonresidence in Illinois"',
      'Partners: Iowa DOR "Iowa-Illinois Reciprocal Agreement" (revenue.iowa.gov); KY 42A809; MI-W4 instructions line 8b; WI W-220 / Publication 121',
    ],
  },
  {
    work: 'IN',
    residents: ['KY', 'MI', 'OH', 'PA', 'WI'],
    certificate: 'WH-47, Certificate of Residence (the brief\'s "WH-4" is the withholding certificate, not this)',
    conditions: 'State adjusted gross income tax only: Indiana county income tax is still owed (Information Bulletin 33).',
    sources: [
      'IN DOR Form WH-47 (etax.com "Indiana\'s Reciprocal Tax Agreements"); 45 IAC 3.1-1-76 (lists IL too, stale); Income Tax Information Bulletin 28 as summarised by taxslayer.com ("Kentucky, Michigan, Ohio, Pennsylvania or Wisconsin")',
      'Partners: KY 42A809; MI-W4 instructions; OH IT 4NR; PA REV-419; WI W-220',
    ],
  },
  {
    work: 'IA',
    residents: ['IL'],
    certificate: '44-016, Employee\'s Statement of Nonresidence in Iowa',
    conditions: 'Iowa\'s only agreement. Wages and salaries only (not gambling winnings or unemployment compensation).',
    sources: [
      'Iowa DOR "Iowa-Illinois Reciprocal Agreement", IA 1040 expanded instructions (revenue.iowa.gov, instruction year 2023; iowa.gov 2005 edition alike)',
      'Partner: IL-W-5-NR',
    ],
  },
  {
    work: 'KY',
    residents: ['IL', 'IN', 'MI', 'OH', 'VA', 'WV', 'WI'],
    certificate: '42A809, Certificate of Nonresidence',
    conditions:
      'Not a Kentucky resident during the year. Virginia residents only if they commute daily to the Kentucky workplace. Ohio residents not if a shareholder-employee owning 20% or more of an S corporation.',
    sources: [
      'KY DOR Form 42A809 (3-07) and its instructions, transcription at ses.stf.com; freetaxusa.com FAQ 5447 (183-day residence excluded)',
      'Partners: IL-W-5-NR; IN WH-47; MI-W4; OH IT 4NR; VA-4 / tax.virginia.gov "Reciprocity" (KY residents who commute daily); WV IT-104; WI W-220',
    ],
  },
  {
    work: 'MD',
    residents: ['DC', 'PA', 'VA', 'WV'],
    certificate: 'MW507, Employee\'s Maryland Withholding Exemption Certificate (line 4: DC, VA, WV; line 5: PA)',
    conditions:
      'No place of abode in Maryland 183 days or more (DC, PA, VA; West Virginians regardless of time). Pennsylvania residents are exempt from Maryland STATE withholding only: Maryland local (nonresident) tax is still withheld unless they live in York or Adams county (line 6) or a PA locality not taxing Maryland residents (line 7).',
    sources: [
      'Comptroller of Maryland Form MW507 lines 4-7 and instructions, fill.io and ses.stf.com (2023) copies; 1099-etc.com "How to fill MW-507"',
      'Partners: D-4A; PA REV-419; tax.virginia.gov "Reciprocity"; WV IT-104',
    ],
  },
  {
    work: 'MI',
    residents: ['IL', 'IN', 'KY', 'MN', 'OH', 'WI'],
    certificate: 'MI-W4, line 8b ("Wages are exempt from withholding"), for a resident of a reciprocal state',
    conditions: 'Compensation only; Michigan city income taxes are not covered.',
    sources: [
      'MI Treasury Form MI-W4 instructions, line 8b ("a resident of one of the following reciprocal states while working in Michigan: Illinois, Indiana, Kentucky, Minnesota, Ohio, or Wisconsin"), ses.stf.com 2023 copy; Michigan Income Tax Withholding Guide',
      'Partners: IL-W-5-NR; IN WH-47; KY 42A809; MN "Reciprocity" (revenue.state.mn.us); OH IT 4NR; WI W-220',
    ],
  },
  {
    work: 'MN',
    residents: ['MI', 'ND'],
    certificate: 'MWR, Reciprocity Exemption/Affidavit of Residency (a new one each year)',
    conditions: 'Personal service income only; the employee returns to the home state at least once a month.',
    sources: [
      'MN DOR "Reciprocity" (revenue.state.mn.us/reciprocity) and "Withholding for Residents of Reciprocity States"; Fact Sheet 20',
      'Partners: MI-W4; ND NDW-R / taxslayer.com "North Dakota Reciprocal Agreement"',
    ],
  },
  {
    work: 'MT',
    residents: ['ND'],
    certificate: 'MW-4, Montana Employee\'s Withholding Allowance and Exemption Certificate (formerly MT-R / NR-2), each year',
    conditions: 'Personal services income only.',
    sources: [
      'Mont. Admin. R. 42.17.134 (amended eff. 12/28/2019: "must annually provide Form MW-4"); MT DOR "North Dakota Reciprocity Agreement" (revenue.mt.gov)',
      'Partner: ND NDW-R',
    ],
  },
  {
    work: 'NJ',
    residents: ['PA'],
    certificate: 'NJ-165, Employee\'s Certificate of Nonresidence in New Jersey',
    conditions: 'Compensation only. Terminated by NJ in Sept. 2016 and reinstated Nov. 22, 2016 before taking effect; in force for 2025 and 2026.',
    sources: [
      'NJ Division of Taxation Form NJ-165 (9-19) ("pursuant to a reciprocal agreement existing between that State and the State of New Jersey"); NJ Income Tax "PA/NJ Reciprocal Income Tax Agreement" (state.nj.us njit25, archived)',
      'Partner: PA REV-419 (EX) 09-20; mazarsusa.com and kmco.com (Nov. 2016 reinstatement)',
    ],
  },
  {
    work: 'ND',
    residents: ['MN', 'MT'],
    certificate: 'NDW-R, Reciprocity exemption from withholding for qualifying Minnesota and Montana residents (each year)',
    conditions: 'Minnesota residents only if they return to their Minnesota home at least once a month.',
    sources: [
      'ND Office of State Tax Commissioner Form NDW-R (SFN 28729, 12-2023), taxformfinder.org copy; nd.gov FAQ 380',
      'Partners: MN "Reciprocity"; MT DOR "North Dakota Reciprocity Agreement"',
    ],
  },
  {
    work: 'OH',
    residents: ['IN', 'KY', 'MI', 'PA', 'WV'],
    certificate: 'IT 4NR, Employee\'s Statement of Residency in a Reciprocity State',
    conditions: 'State income tax only (not municipal or school district tax); not compensation of 20%-or-more investors in a pass-through entity.',
    sources: [
      'OH Department of Taxation FAQ ("a reciprocal agreement with the five states that border Ohio ... Indiana, Kentucky, Michigan, Pennsylvania and West Virginia"); Form IT 4NR',
      'Partners: IN WH-47; KY 42A809; MI-W4; PA REV-419; WV IT-104',
    ],
  },
  {
    work: 'PA',
    residents: ['IN', 'MD', 'NJ', 'OH', 'VA', 'WV'],
    certificate: 'REV-419, Employee\'s Nonwithholding Application Certificate (box b)',
    conditions: 'Personal income tax only: PA local earned income taxes and Philadelphia wage tax are not covered.',
    sources: [
      'PA DOR Form REV-419 (EX) 09-20, Section II box b ("a resident of the reciprocal state checked below: Indiana, Maryland, New Jersey, Ohio, Virginia, West Virginia"), ses.stf.com copy',
      'Partners: IN WH-47; MD MW507 line 5; NJ-165; OH IT 4NR; 23 VAC 10-140-230 B; WV IT-104',
    ],
  },
  {
    work: 'VA',
    residents: ['DC', 'KY', 'MD', 'PA', 'WV'],
    certificate: 'VA-4, Employee\'s Virginia Income Tax Withholding Exemption Certificate',
    conditions:
      'Wages and salaries only. DC and Kentucky residents only if they commute daily; Maryland, Pennsylvania and West Virginia residents only if in Virginia 183 days or less with no abode there.',
    sources: [
      'Virginia Tax "Reciprocity" (tax.virginia.gov/reciprocity); 23 VAC 10-140-230 (commuters from KY, MD, WV, DC; B: the Pennsylvania agreement under Va. Code § 58.1-342 B). Va. Code § 58.1-322 itself was not read.',
      'Partners: D-4A; KY 42A809; MD MW507 line 4; PA REV-419; WV IT-104',
    ],
  },
  {
    work: 'WV',
    residents: ['KY', 'MD', 'OH', 'PA', 'VA'],
    certificate: 'WV/IT-104R (now part of WV/IT-104), Certificate of Nonresidence',
    conditions: 'Wages and salaries only.',
    sources: [
      'WV State Tax Department Form WV IT-104 (Rev. 03/2023) ("To be completed by employees who reside in Kentucky, Maryland, Ohio, Pennsylvania or Virginia ... exempt from West Virginia Personal Income Tax Withholding"), WVU copy on scribd.com; etax.com "West Virginia\'s Reciprocal Tax Agreements" (WV/IT-104R)',
      'Partners: KY 42A809; MD MW507 line 4; OH IT 4NR; PA REV-419; tax.virginia.gov "Reciprocity"',
    ],
  },
  {
    work: 'WI',
    residents: ['IL', 'IN', 'KY', 'MI'],
    certificate: 'W-220, Nonresident Employee\'s Withholding Reciprocity Declaration',
    conditions: 'Compensation for personal services as an employee only, never self-employment.',
    sources: [
      'WI DOR Form W-220 (R. 7-22) ("MAY ONLY BE USED BY A NONRESIDENT WORKING IN WISCONSIN WHO IS A LEGAL RESIDENT OF ILLINOIS, INDIANA, KENTUCKY, OR MICHIGAN"; sec. 71.64(8)(a), Wis. Stats.); Publication 121 (2/24)',
      'Partners: IL-W-5-NR; IN WH-47; KY 42A809; MI-W4',
    ],
  },
];

const normalise = (state: string | null | undefined): StateCode | null => {
  const s = state?.trim().toUpperCase();
  return s ? s : null;
};

/** The agreement of a work state, if it has one. */
function agreementOf(workState: StateCode): ReciprocityAgreement | undefined {
  return RECIPROCITY.find((a) => a.work === workState);
}

/**
 * Whether the work state exempts residents of the residence state from its withholding in `year`
 * (a one-way question: DC exempts New Yorkers, New York does not exempt DC residents).
 */
export function hasReciprocity(workState: string, residenceState: string | null, year: number): boolean {
  const work = normalise(workState);
  const residence = normalise(residenceState);
  if (!work || !residence || work === residence || !RECIPROCITY_YEARS.includes(year)) return false;
  const agreement = agreementOf(work);
  if (!agreement) return false;
  return agreement.residents === ALL_NONRESIDENTS || agreement.residents.includes(residence);
}

/**
 * The state whose income tax is withheld from one payment: the residence state when the employee's
 * certificate of non-residence (the reciprocity election) is on file AND the work state exempts that
 * residence state in `year`; otherwise the work state.
 */
export function withholdingState(
  workState: string,
  residenceState: string | null,
  electionOnFile: boolean,
  year: number,
): { state: string; reason: 'work_state' | 'reciprocity' } {
  const work = normalise(workState) ?? '';
  const residence = normalise(residenceState);
  if (electionOnFile && residence && hasReciprocity(work, residence, year)) {
    return { state: residence, reason: 'reciprocity' };
  }
  return { state: work, reason: 'work_state' };
}

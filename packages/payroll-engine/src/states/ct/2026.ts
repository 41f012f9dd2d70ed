/**
 * Connecticut income tax withholding figures for wages paid in 2026: the five tables of the Withholding
 * Calculation Rules, by CT-W4 withholding code.
 *
 * Publication: Connecticut Department of Revenue Services, TPG-211, 2026 Withholding Calculation Rules (Rev.
 * 12/25), https://portal.ct.gov/-/media/drs/forms/2025/wth/tpg-211_1225.pdf — Tables A (personal exemptions), B
 * (initial tax calculation), C (2% tax rate phase-out add-back), D (tax recapture) and E (personal tax credits);
 * "The 2026 withholding calculation rules and 2026 withholding tables are unchanged from 2025." Informational
 * Publication 2026(1), Circular CT, Connecticut Employer's Tax Guide: an employee without a completed CT-W4 is
 * withheld at 6.99% with no exemption.
 *
 * The publications were not among the stored pages; the figures were read in, and cross-checked between, two
 * independent transcriptions:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/ct.ts
 *       and conformance-ct.test.ts ("TPG-211, 2026 Withholding Calculation Rules (Rev. 12/25)"): every table
 *       below by withholding code, the 6.99% no-certificate rate, the codes of Form CT-W4 (Rev. 12/25);
 *   (2) PolicyEngine's Connecticut income tax parameters (github.com/PolicyEngine/policyengine-us,
 *       policyengine_us/parameters/gov/states/ct/tax/income/, citing Conn. Gen. Stat. §§ 12-700, 12-702 and the
 *       2022-2025 Form CT-1040 instructions): the statutory tables the withholding tables annualize, by filing
 *       status — rates (2% and 4.5% from 2024, then 5.5%, 6%, 6.5%, 6.9%, 6.99% at the same thresholds),
 *       personal exemption (max_amount, reduction start, $1,000 per $1,000), 2% phase-out add-back (start,
 *       increment, amount, max), the three recapture tiers (low from 2024, middle, high: start, increment,
 *       amount, max) and the personal credit table (agi/*.yaml), unchanged through its 2026 snapshot.
 * Every figure of (1) equals (2) for the matching status: code A = married filing separately (and married
 * filing jointly with a working spouse, combined income up to $100,500), B = head of household, C = married
 * filing jointly with a spouse not employed, F = single; code D (significant other income, or combined income
 * over $100,500) uses code A's Tables B-D with no exemption and no credit (TPG-211: "For Withholding Code D,
 * the Personal Exemption is $0"; (1)). The no-certificate rate: Regs., Conn. State Agencies § 12-705(a)-4(a)(2),
 * "If the employee fails to furnish such form, the employee shall be subject to the highest effective rate of
 * withholding" (https://regulations.justia.com/states/connecticut/title-12/subtitle-740-a/part-ix/section-12-705-a-4),
 * the top rate 6.99% of (2).
 */

/** A step phase-in: `amount` for each `step` (or fraction) of annual wages above `from`, at most `max`. */
export interface CtSteps {
  from: string;
  step: string;
  amount: string;
  max: string;
}

/** Table B line: taxable income over `over` -> `base` + `rate` x (taxable income − `over`). */
export interface CtBracket {
  over: string;
  base: string;
  rate: string;
}

/** The tables of one withholding code. */
export interface CtCodeTables {
  /** Table A: the exemption, reduced by $1,000 for each $1,000 (or fraction) of annual wages above `reducedFrom`. */
  exemption: { amount: string; reducedFrom: string };
  /** Table B. */
  brackets: readonly CtBracket[];
  /** Table C. */
  addBack: CtSteps;
  /** Table D: low, middle and high tiers, added together. */
  recapture: readonly CtSteps[];
  /** Table E: the credit (a decimal fraction of the tax) for annual wages more than `moreThan`, ascending; none below the first. */
  credits: readonly { moreThan: string; credit: string }[];
}

export type CtCode = 'A' | 'B' | 'C' | 'D' | 'F';

export interface CtYearFigures {
  year: number;
  publication: string;
  tables: Readonly<Record<CtCode, CtCodeTables>>;
  /** Circular CT: no completed CT-W4. */
  noCertificateRate: string;
  /** Table A's reduction: this much for each this much (or fraction) above the start. */
  exemptionReductionStep: string;
  sources: readonly string[];
}

const steps = (from: string, step: string, amount: string, max: string): CtSteps => ({ from, step, amount, max });
const credits = (rows: Array<[string, string]>) => rows.map(([moreThan, credit]) => ({ moreThan, credit }));

/** Table B for codes A, D and F (single and separate thresholds). */
const BRACKETS_SINGLE: readonly CtBracket[] = [
  { over: '0', base: '0', rate: '0.02' },
  { over: '10000', base: '200', rate: '0.045' },
  { over: '50000', base: '2000', rate: '0.055' },
  { over: '100000', base: '4750', rate: '0.06' },
  { over: '200000', base: '10750', rate: '0.065' },
  { over: '250000', base: '14000', rate: '0.069' },
  { over: '500000', base: '31250', rate: '0.0699' },
];

const ADD_BACK_A = steps('50250', '2500', '25', '250');
const RECAPTURE_SINGLE: readonly CtSteps[] = [steps('105000', '5000', '25', '250'), steps('200000', '5000', '90', '2700'), steps('500000', '5000', '50', '450')];

export const CT_TABLES: Readonly<Record<CtCode, CtCodeTables>> = {
  A: {
    exemption: { amount: '12000', reducedFrom: '24000' },
    brackets: BRACKETS_SINGLE,
    addBack: ADD_BACK_A,
    recapture: RECAPTURE_SINGLE,
    credits: credits([
      ['12000', '0.75'], ['15000', '0.70'], ['15500', '0.65'], ['16000', '0.60'], ['16500', '0.55'], ['17000', '0.50'],
      ['17500', '0.45'], ['18000', '0.40'], ['18500', '0.35'], ['20000', '0.30'], ['20500', '0.25'], ['21000', '0.20'],
      ['21500', '0.15'], ['25000', '0.14'], ['25500', '0.13'], ['26000', '0.12'], ['26500', '0.11'], ['27000', '0.10'],
      ['48000', '0.09'], ['48500', '0.08'], ['49000', '0.07'], ['49500', '0.06'], ['50000', '0.05'], ['50500', '0.04'],
      ['51000', '0.03'], ['51500', '0.02'], ['52000', '0.01'], ['52500', '0'],
    ]),
  },
  B: {
    exemption: { amount: '19000', reducedFrom: '38000' },
    brackets: [
      { over: '0', base: '0', rate: '0.02' },
      { over: '16000', base: '320', rate: '0.045' },
      { over: '80000', base: '3200', rate: '0.055' },
      { over: '160000', base: '7600', rate: '0.06' },
      { over: '320000', base: '17200', rate: '0.065' },
      { over: '400000', base: '22400', rate: '0.069' },
      { over: '800000', base: '50000', rate: '0.0699' },
    ],
    addBack: steps('78500', '4000', '40', '400'),
    recapture: [steps('168000', '8000', '40', '400'), steps('320000', '8000', '140', '4200'), steps('800000', '8000', '80', '720')],
    credits: credits([
      ['19000', '0.75'], ['24000', '0.70'], ['24500', '0.65'], ['25000', '0.60'], ['25500', '0.55'], ['26000', '0.50'],
      ['26500', '0.45'], ['27000', '0.40'], ['27500', '0.35'], ['34000', '0.30'], ['34500', '0.25'], ['35000', '0.20'],
      ['35500', '0.15'], ['44000', '0.14'], ['44500', '0.13'], ['45000', '0.12'], ['45500', '0.11'], ['46000', '0.10'],
      ['74000', '0.09'], ['74500', '0.08'], ['75000', '0.07'], ['75500', '0.06'], ['76000', '0.05'], ['76500', '0.04'],
      ['77000', '0.03'], ['77500', '0.02'], ['78000', '0.01'], ['78500', '0'],
    ]),
  },
  C: {
    exemption: { amount: '24000', reducedFrom: '48000' },
    brackets: [
      { over: '0', base: '0', rate: '0.02' },
      { over: '20000', base: '400', rate: '0.045' },
      { over: '100000', base: '4000', rate: '0.055' },
      { over: '200000', base: '9500', rate: '0.06' },
      { over: '400000', base: '21500', rate: '0.065' },
      { over: '500000', base: '28000', rate: '0.069' },
      { over: '1000000', base: '62500', rate: '0.0699' },
    ],
    addBack: steps('100500', '5000', '50', '500'),
    recapture: [steps('210000', '10000', '50', '500'), steps('400000', '10000', '180', '5400'), steps('1000000', '10000', '100', '900')],
    credits: credits([
      ['24000', '0.75'], ['30000', '0.70'], ['30500', '0.65'], ['31000', '0.60'], ['31500', '0.55'], ['32000', '0.50'],
      ['32500', '0.45'], ['33000', '0.40'], ['33500', '0.35'], ['40000', '0.30'], ['40500', '0.25'], ['41000', '0.20'],
      ['41500', '0.15'], ['50000', '0.14'], ['50500', '0.13'], ['51000', '0.12'], ['51500', '0.11'], ['52000', '0.10'],
      ['96000', '0.09'], ['96500', '0.08'], ['97000', '0.07'], ['97500', '0.06'], ['98000', '0.05'], ['98500', '0.04'],
      ['99000', '0.03'], ['99500', '0.02'], ['100000', '0.01'], ['100500', '0'],
    ]),
  },
  D: {
    exemption: { amount: '0', reducedFrom: '0' },
    brackets: BRACKETS_SINGLE,
    addBack: ADD_BACK_A,
    recapture: RECAPTURE_SINGLE,
    credits: [],
  },
  F: {
    exemption: { amount: '15000', reducedFrom: '30000' },
    brackets: BRACKETS_SINGLE,
    addBack: steps('56500', '5000', '25', '250'),
    recapture: RECAPTURE_SINGLE,
    credits: credits([
      ['15000', '0.75'], ['18800', '0.70'], ['19300', '0.65'], ['19800', '0.60'], ['20300', '0.55'], ['20800', '0.50'],
      ['21300', '0.45'], ['21800', '0.40'], ['22300', '0.35'], ['25000', '0.30'], ['25500', '0.25'], ['26000', '0.20'],
      ['26500', '0.15'], ['31300', '0.14'], ['31800', '0.13'], ['32300', '0.12'], ['32800', '0.11'], ['33300', '0.10'],
      ['60000', '0.09'], ['60500', '0.08'], ['61000', '0.07'], ['61500', '0.06'], ['62000', '0.05'], ['62500', '0.04'],
      ['63000', '0.03'], ['63500', '0.02'], ['64000', '0.01'], ['64500', '0'],
    ]),
  },
};

export const CT_2026: CtYearFigures = {
  year: 2026,
  publication: 'TPG-211, 2026 Withholding Calculation Rules (Rev. 12/25); IP 2026(1), Circular CT',
  tables: CT_TABLES,
  noCertificateRate: '0.0699',
  exemptionReductionStep: '1000',
  sources: [
    'Connecticut DRS, TPG-211 2026 Withholding Calculation Rules (Rev. 12/25), Tables A-E; IP 2026(1) Circular CT',
    'transcriptions: openbooks engine/src/payroll/us/states/ct.ts; PolicyEngine policyengine_us/parameters/gov/states/ct/tax/income',
    'Regs., Conn. State Agencies § 12-705(a)-4(a)(2): no CT-W4, the highest effective rate',
  ],
};

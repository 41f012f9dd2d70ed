/**
 * Maryland income tax withholding, the STATE part of the percentage method of the Comptroller's Employer
 * Withholding Guide (docs/domain-rules.md, "State and local taxes"; figures in md/2026.ts, which cites the
 * edition read).
 *
 * Maryland's printed tables combine the state rate with the employee's county (local) rate on the same taxable
 * income: "local tax is based on taxable income and not on Maryland state tax". The county part (and the
 * special 2.25% nonresident rate that replaces it for nonresidents) is a local tax: it is not computed here,
 * and the item keeps the `local_taxes_not_computed` warning for Maryland (states/index.ts LOCAL_WAGE_TAX).
 * This module computes the state part, which the county part is later added to on the same taxable income.
 *
 * Method (percentage method, per payroll period, with the period amounts the guide prints):
 *   1. wages of the period below the period's "DO NOT WITHHOLD ON GROSS WAGES LESS THAN" amount ($5,000 a
 *      year: $96.00 weekly, $192.00 biweekly, ...): nothing is withheld;
 *   2. taxable income = wages − the period's standard deduction − exemptions x the period's amount of one
 *      exemption, never below zero;
 *   3. the state schedule of the MW507 filing status applied to the period's taxable income, its brackets being
 *      the annual ones ÷ the periods per year (equivalently the annual schedule on taxable income x periods,
 *      ÷ periods): 4.75% (Maryland withholds at no rate below 4.75%) up to $100,000 a year (joint $150,000),
 *      then 5.00%, 5.25%, 5.50%, 5.75%, 6.25%, 6.50%;
 *   4. rounded half-up to the cent; plus the MW507 line 2 additional amount.
 * The guide's period tables round their bracket bounds to whole dollars and their plus amounts to cents, so
 * above the first bracket (taxable income over $100,000 a year single, $150,000 joint) a period's amount can
 * differ from a table lookup by a few cents; the annual table and every amount in the first bracket are exact
 * (test/states/md.test.ts).
 *
 * Supplemental wages. The guide counts bonuses, commissions and vacation pay as taxable wages of the period
 * ("Taxable wages include ... bonuses, commissions, vacation allowances"), and for a "Lump Sum Distribution"
 * or annual bonus prints one rate: the highest state rate (6.50%) plus the local rate. This module:
 * - supplemental wages paid with regular wages: added to them and the percentage method run once;
 *   `supplemental` is the tax on (regular + supplemental) less the tax on the regular wages alone;
 * - supplemental wages paid without regular wages (a bonus paid on its own): the lump-sum rate, 6.50% of
 *   them, rounded to the cent (the state part of the table's "Lump Sum Distribution" line).
 *
 * Certificate: Form MW507, Employee's Maryland Withholding Exemption Certificate. Fields:
 * - `filingStatus`: the status boxes: 'Single' (schedule (b), also married filing separately and dependents),
 *   'Married' ("Married (surviving spouse or unmarried Head of Household) Rate": schedule (a), the JOINT rate
 *   "used by Married taxpayers who plan to file joint returns, employees who qualify for Head of Household
 *   status"), 'MarriedWithholdAtSingleRate' ("Married, but withhold at Single rate": schedule (b)). Absent
 *   means 'Single'.
 * - `exemptions`: line 1, the total number of exemptions, a whole number ≥ 0 (the worksheet's income-dependent
 *   exemption amounts are already turned into $3,200 units: "Divide the amount on line e by $3,200. Drop any
 *   fraction"); absent means 0.
 * - `additionalWithholding`: line 2, additional withholding per pay period under agreement with the employer,
 *   a decimal ≥ 0; added to `regular` when the payment has wages.
 * - `exempt`: boolean, line 3 (no Maryland tax liability last year and none expected) or line 8 (military
 *   spouse, with Form MW507M); true withholds nothing. Lines 4 to 7 (residents of DC, Virginia, West
 *   Virginia, Pennsylvania) are the reciprocity elections of the employee (states/reciprocity.ts), not fields.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no MW507 on file: "If an employee fails to furnish a certificate, the employer is required to
 * withhold the tax as if the employee had claimed one withholding exemption" (the guide, as transcribed by
 * the sources of md/2026.ts; Deltek's manual: "If the employee did not submit Form MW-507, enter 1 for the
 * number of exemptions"); the guide names no filing status for that case, and this module uses the single
 * schedule, the form's first box.
 *
 * Pre-tax exclusions (`excludes`): both excluded. Maryland withholds on wages as for federal income tax
 * withholding: "Exceptions are similar to the exclusions for federal withholding purposes so that, in most
 * instances, wages subject to federal withholding will also be subject to Maryland withholding"
 * (https://www.blr.com/Compensation/Compensation/Withholding-in-Maryland); 401(k) elective deferrals and
 * § 125 salary reductions are not federal income-tax wages. (Public employees' 414(h) pickup contributions,
 * which Maryland adds back, are not modelled.)
 */
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, Decimal, max0, ZERO } from '../../money';
import { checkPeriods, checkWages, readCertificate } from '../certificate-reader';
import { taxOnSchedule } from '../schedule';
import { MD_2026, type MdPeriodAmounts, type MdPrintedPeriods, type MdYearFigures } from './2026';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';

const FIGURES = byYear(MD_2026);

export const MD_FILING_STATUSES = ['Single', 'Married', 'MarriedWithholdAtSingleRate'] as const;
export type MdFilingStatus = (typeof MD_FILING_STATUSES)[number];

const MW507_FIELDS = {
  filingStatus: MD_FILING_STATUSES,
  exemptions: 'count',
  additionalWithholding: 'amount',
  exempt: 'boolean',
} as const;

/** Form MW507 as this module reads it. */
export interface MdCertificate {
  filingStatus: MdFilingStatus;
  exemptions: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

/** No MW507 on file: one exemption (the guide), single schedule. */
export const NO_MW507: Readonly<MdCertificate> = Object.freeze({ filingStatus: 'Single', exemptions: 1, additionalWithholding: ZERO, exempt: false });

/** The year's figures, or InvalidEngineInputError for a year without confirmed figures. */
export function mdFigures(year: number): MdYearFigures {
  return figuresOf(FIGURES, 'Maryland', year);
}

/** Reads a Form MW507 (see the module comment); undefined means none on file. */
export function readMw507(certificate: Readonly<Record<string, unknown>> | undefined): MdCertificate {
  const read = readCertificate(certificate, 'MW507', MW507_FIELDS);
  if (!read) return NO_MW507;
  return { ...read, filingStatus: read.filingStatus ?? 'Single' };
}

/** The guide's printed amounts for the period, or InvalidEngineInputError for a period it prints none for. */
export function mdPeriodAmounts(figures: MdYearFigures, periodsPerYear: number): MdPeriodAmounts {
  const amounts = (figures.periods as Record<number, MdPeriodAmounts | undefined>)[periodsPerYear];
  if (!amounts) {
    throw new InvalidEngineInputError('periodsPerYear', `the Maryland guide prints no amounts for ${periodsPerYear} pay periods a year (52, 26, 24, 12, 4, 1)`);
  }
  return amounts;
}

/** The state part of the percentage method on one period's wages (steps 1-4 without the additional amount). */
export function mdPeriodTax(figures: MdYearFigures, mw507: MdCertificate, periodsPerYear: number, wages: Decimal): { taxable: Decimal; tax: Decimal } {
  const amounts = mdPeriodAmounts(figures, periodsPerYear as MdPrintedPeriods);
  if (wages.lt(amounts.minimumWages)) return { taxable: ZERO, tax: ZERO };
  const taxable = max0(wages.minus(amounts.standardDeduction).minus(new Decimal(amounts.exemption).times(mw507.exemptions)));
  const schedule = mw507.filingStatus === 'Married' ? figures.schedules.joint : figures.schedules.single;
  return { taxable, tax: cents(taxOnSchedule(taxable.times(periodsPerYear), schedule).dividedBy(periodsPerYear)) };
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = mdFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const mw507 = readMw507(input.certificate);
  mdPeriodAmounts(figures, periods);
  if (mw507.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };

  const extra = cents(mw507.additionalWithholding);
  if (regularWages.isZero()) {
    return { regular: extra, supplemental: cents(supplementalWages.times(figures.lumpSumRate)) };
  }
  const onRegular = mdPeriodTax(figures, mw507, periods, regularWages).tax;
  const onPeriod = mdPeriodTax(figures, mw507, periods, regularWages.plus(supplementalWages)).tax;
  return { regular: onRegular.plus(extra), supplemental: onPeriod.minus(onRegular) };
}

export const mdWithholding: StateWithholding = {
  state: 'MD',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  excludes: { section125: true, retirement401k: true },
  withhold,
};

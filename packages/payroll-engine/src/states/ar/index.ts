/**
 * Arkansas income tax withholding by the Department of Finance and Administration's Withholding Tax Formula Method
 * (docs/domain-rules.md, "State and local taxes"; figures in ar/2026.ts, which cites the formula and its
 * transcriptions).
 *
 * Method (the formula's steps):
 *   1. annual wages = the period's wages x the pay periods; net taxable income = annual wages − the standard
 *      deduction ($2,470), not below zero;
 *   2. below $100,001, the net taxable income is taken at the $50 midrange of its $100 range ($23,054 -> $23,050);
 *      from $100,001, the exact dollar;
 *   3. gross tax = the bracket's rate x that amount − the bracket's adjustment (from $94,701 to $97,800 the
 *      adjustment falls $10 for each full $100), rounded to the whole dollar;
 *   4. net tax = gross tax − $29 x the AR4EC exemptions, not below zero;
 *   5. the period's withholding = net tax ÷ the pay periods, to the cent (half up).
 * The formula's example: Gary, monthly $2,127, 2 exemptions: $36.50.
 * 2026 is built for paydays through May 6, 2026 (`lastPayday`): the formula for later paydays, after the rate cut
 * of the 2026 First Extraordinary Session, was not confirmed, so such a payday keeps `state_taxes_not_computed`
 * (states/modules.ts withholdingModule) and this module refuses it, or a 2026 payment with wages but no payday
 * (InvalidEngineInputError naming `payday`).
 *
 * Supplemental wages paid with regular wages are combined with them: `supplemental` is the method on (regular +
 * supplemental) wages less the method on the regular wages alone. The employer instructions' optional flat rate
 * for a supplemental payment made separately is not used.
 *
 * Certificate: Form AR4EC, Employee's Withholding Exemption Certificate. Fields:
 * - `exemptions`: the total exemptions claimed (yourself, your spouse, head of household, dependents), a whole
 *   number ≥ 0; absent means 0. Each is a $29 personal tax credit a year.
 * - `additionalWithholding`: line 4, an additional amount to deduct each pay period, dollars ≥ 0.
 * - `exempt`: a certificate exempting the employee from Arkansas withholding is on file (AR4ECSP, or the Texarkana
 *   AR-TX-4EC): nothing is withheld.
 * Any other field, or a value of the wrong kind, is rejected (InvalidEngineInputError naming the field).
 * Default with no AR4EC on file: zero exemptions (openbooks: "A missing AR4EC is withheld at zero exemptions";
 * the second calculator: "Withholding exemptions default to zero until entered").
 *
 * Pre-tax exclusions (`excludes`): both excluded, as for federal income tax withholding.
 *
 * Not modelled: the AR4EC line 5 low-income tax rates election (its withholding formula was not confirmed). 2025
 * is not built.
 */
import { CertificateReader, checkPeriods, checkWages } from '../certificate-reader';
import { byYear, figuresOf, sourcesOf, yearsOf } from '../figures';
import { InvalidEngineInputError } from '../../errors';
import { cents, Decimal, max0, ZERO } from '../../money';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { AR_2026 } from './2026';

/** One bracket: from the net taxable income over `over`, `rate` x the income − `adjustment`. */
export interface ArBracket {
  over: string;
  rate: string;
  adjustment: string;
}

export interface ArYearFigures {
  year: number;
  /** The last payday computed. */
  lastPayday: string;
  standardDeduction: string;
  creditPerExemption: string;
  /** Net taxable income below this is taken at the $50 midrange of its $100 range. */
  midrangeBelow: string;
  /** Up to `phaseDown.from` − 1, ascending. */
  brackets: readonly ArBracket[];
  /** From `from` through `through`: the top rate less `adjustment` − `stepPer100` x each full $100 over `from`. */
  phaseDown: { from: string; through: string; adjustment: string; stepPer100: string };
  /** Above `phaseDown.through`: the top rate less this. */
  aboveAdjustment: string;
  sources: readonly string[];
}

/** Form AR4EC as this module reads it. */
export interface ArCertificate {
  exemptions: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FIGURES = byYear(AR_2026);
const FIELDS = ['exemptions', 'additionalWithholding', 'exempt'] as const;

/** No AR4EC on file: zero exemptions. */
export const NO_AR4EC: Readonly<ArCertificate> = Object.freeze({ exemptions: 0, additionalWithholding: ZERO, exempt: false });

export function arFigures(year: number): ArYearFigures {
  return figuresOf(FIGURES, 'Arkansas', year);
}

const LAST_PAYDAY = (): Readonly<Record<number, string>> =>
  Object.freeze(Object.fromEntries([...FIGURES.values()].filter((f) => f.lastPayday < `${f.year}-12-31`).map((f) => [f.year, f.lastPayday])));

/** Reads a Form AR4EC (see the module comment); undefined means none on file. */
export function readAr4ec(certificate: Readonly<Record<string, unknown>> | undefined): ArCertificate {
  const r = CertificateReader.of('AR4EC', certificate, FIELDS);
  if (!r) return NO_AR4EC;
  return { exemptions: r.count('exemptions'), additionalWithholding: r.amount('additionalWithholding'), exempt: r.flag('exempt') };
}

function checkPayday(figures: ArYearFigures, payday: unknown): void {
  if (typeof payday !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(payday) || !payday.startsWith(`${figures.year}-`)) {
    throw new InvalidEngineInputError('payday', `Arkansas ${figures.year} withholding is built for paydays through ${figures.lastPayday}: the payday (YYYY-MM-DD in ${figures.year}) is needed, got ${String(payday)}`);
  }
  if (payday > figures.lastPayday) {
    throw new InvalidEngineInputError('payday', `Arkansas ${figures.year} withholding is built for paydays through ${figures.lastPayday} (no confirmed formula after it), got ${payday}`);
  }
}

/** Steps 2-3: the annual gross tax on a net taxable income, in whole dollars. */
export function arGrossTax(figures: ArYearFigures, netTaxable: Decimal): Decimal {
  if (!netTaxable.gt(0)) return ZERO;
  const amount = netTaxable.lt(figures.midrangeBelow) ? netTaxable.dividedToIntegerBy(100).times(100).plus(50) : netTaxable.floor();
  const top = figures.brackets[figures.brackets.length - 1].rate;
  let rate: Decimal.Value;
  let adjustment: Decimal;
  if (amount.gt(figures.phaseDown.through)) {
    rate = top;
    adjustment = new Decimal(figures.aboveAdjustment);
  } else if (amount.gte(figures.phaseDown.from)) {
    rate = top;
    const steps = amount.minus(figures.phaseDown.from).dividedToIntegerBy(100);
    adjustment = new Decimal(figures.phaseDown.adjustment).minus(steps.times(figures.phaseDown.stepPer100));
  } else {
    let bracket = figures.brackets[0];
    for (const b of figures.brackets) if (amount.gt(b.over)) bracket = b;
    rate = bracket.rate;
    adjustment = new Decimal(bracket.adjustment);
  }
  return max0(amount.times(rate).minus(adjustment)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

/** Steps 1-5 on one period's wages, to the cent. */
export function arPeriodTax(figures: ArYearFigures, exemptions: number, periodsPerYear: number, wages: Decimal): Decimal {
  const net = max0(wages.times(periodsPerYear).minus(figures.standardDeduction));
  const annual = max0(arGrossTax(figures, net).minus(new Decimal(figures.creditPerExemption).times(exemptions)));
  return cents(annual.dividedBy(periodsPerYear));
}

function withhold(input: StateWithholdingInput): StateWithholdingResult {
  const figures = arFigures(input.year);
  const periods = checkPeriods(input.periodsPerYear);
  const regularWages = checkWages(input.regularWages, 'regularWages');
  const supplementalWages = checkWages(input.supplementalWages, 'supplementalWages');
  const ar4ec = readAr4ec(input.certificate);
  if (ar4ec.exempt || regularWages.plus(supplementalWages).isZero()) return { regular: ZERO, supplemental: ZERO };
  checkPayday(figures, input.payday);
  const onRegular = arPeriodTax(figures, ar4ec.exemptions, periods, regularWages);
  const onPeriod = arPeriodTax(figures, ar4ec.exemptions, periods, regularWages.plus(supplementalWages));
  return { regular: onRegular.plus(cents(ar4ec.additionalWithholding)), supplemental: onPeriod.minus(onRegular) };
}

export const arWithholding: StateWithholding = {
  state: 'AR',
  get years() {
    return yearsOf(FIGURES);
  },
  figures: FIGURES,
  sources: sourcesOf(FIGURES),
  get lastPayday() {
    return LAST_PAYDAY();
  },
  excludes: { section125: true, retirement401k: true },
  withhold,
};

// New York State income tax withholding (docs/domain-rules.md, "State and local taxes"): Publication NYS-50-T-NYS,
// Method II "exact calculation method", with Method III ("top income tax rates") where the tables end. New
// York City and Yonkers taxes are local taxes and are not computed here. Figures: ./ny/2025.ts, ./2026.ts.
import { InvalidEngineInputError } from '../../errors';
import { cents, dec, Decimal, ZERO } from '../../money';
import type { PayFrequency } from '../../types';
import type { StateWithholding, StateWithholdingInput, StateWithholdingResult } from '../types';
import { NY_2025 } from './2025';
import { NY_2026 } from './2026';

/** The payroll periods NYS-50-T-NYS prints Method II tables for (Tables II-A..II-E). */
export type NyTablePeriod = 'Weekly' | 'Biweekly' | 'Semimonthly' | 'Monthly' | 'Daily';
/** The two sets of tables: "Single" (also Head of household, and Married withholding at the higher single rate) and "Married". */
export type NyTable = 'Single' | 'Married';

/** One annual row: net wages at least `atLeast` -> `base` + `rate` x (net wages - `atLeast`). Decimal strings. */
export interface NyAnnualRow {
  atLeast: string;
  base: string;
  rate: string;
}

/** One year's figures (see the source comment at the top of each data file). */
export interface NyYearTables {
  year: number;
  publication: string;
  supplementalRate: string;
  /** Table B: deduction allowance per payroll period. */
  deductionAllowance: Record<NyTablePeriod, Record<NyTable, string>>;
  /** Table C: the allowance for one exemption per payroll period. */
  exemptionAllowance: Record<NyTablePeriod, string>;
  /** Annual amounts of the exact-calculation tables. */
  annual: Record<NyTable, NyAnnualRow[]>;
  methodIII: { from: Record<NyTable, string>; rates: { atLeast: string; rate: string }[] };
  /**
   * Per-period rows as printed, where a publication's printed "at least" amounts are not the annual ones
   * divided and rounded (NYS-50-T-NYC prints biweekly 334 for 8,700 / 26 = 334.62): `atLeast` and `base` of
   * each annual row, in order, for both tables. Absent: derived (`periodTable`).
   */
  printed?: Partial<Record<NyTablePeriod, ReadonlyArray<{ atLeast: string; base: string }>>>;
}

/** Payroll periods a year of each table period (daily: 260, the publication's figure for daily tables). */
export const NY_PERIODS: Readonly<Record<NyTablePeriod, number>> = Object.freeze({
  Weekly: 52,
  Biweekly: 26,
  Semimonthly: 24,
  Monthly: 12,
  Daily: 260,
});

const TABLES: Readonly<Record<number, NyYearTables>> = Object.freeze({ 2025: NY_2025, 2026: NY_2026 });

/** One line of a per-period table (columns 1/3, 4 and 5 of Tables II-A..II-E). */
export interface NyPeriodRow {
  atLeast: Decimal;
  rate: Decimal;
  base: Decimal;
}

/**
 * The publication's per-period table, built from the annual one as the publication builds it: column 1
 * ("at least", also the column 3 amount subtracted) = annual amount / periods, rounded to the dollar;
 * column 5 = annual base / periods, rounded to the cent; column 4 (rate) unchanged. `methodIIIFrom` is the
 * per-period net wage (Method III annual limit / periods, to the dollar) from which Method III applies.
 * This rule reproduces all 88 printed weekly, biweekly, semimonthly and monthly rows of NYS-50-T-NYS (1/26)
 * (test/states/ny.test.ts).
 */
export function periodTable(
  tables: NyYearTables,
  table: NyTable,
  period: NyTablePeriod,
): { rows: NyPeriodRow[]; methodIIIFrom: Decimal } {
  const n = NY_PERIODS[period];
  const printed = tables.printed?.[period];
  const rows = tables.annual[table].map((row, i) => printed ? { atLeast: new Decimal(printed[i].atLeast), rate: new Decimal(row.rate), base: new Decimal(printed[i].base) } : ({
    atLeast: new Decimal(row.atLeast).div(n).toDecimalPlaces(0, Decimal.ROUND_HALF_UP),
    rate: new Decimal(row.rate),
    base: cents(new Decimal(row.base).div(n)),
  }));
  const methodIIIFrom = new Decimal(tables.methodIII.from[table]).div(n).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return { rows, methodIIIFrom };
}

export interface NyExactResult {
  /** Step 1: Table B deduction allowance + Table C exemption allowance x allowances (Table A). */
  allowance: Decimal;
  /** Step 1: wages less the allowance, not below zero. */
  netWages: Decimal;
  /** Which method produced `amount`: II (the exact calculation tables) or III (top income tax rates). */
  method: 'II' | 'III';
  /** The tax to withhold for the period, in cents. */
  amount: Decimal;
}

/**
 * NYS-50-T-NYS Method II for one payroll period, as its instructions and examples work it:
 *   1. net wages = wages - (deduction allowance + allowances x exemption allowance);
 *   2. find the line where net wages are at least column 1 and less than column 2;
 *   3. subtract column 3 from net wages;  4. multiply by column 4, rounded to the cent;
 *   5. add column 5: the amount to withhold.
 * When net wages reach the table's last line (the annual Method III limit / periods), Method III applies:
 * net wages x the top rate for the annualized net wages (net x periods), rounded to the cent.
 * Rounding: half-up to the cent at step 4 (and for Method III); the examples print step 4 rounded to the cent.
 */
export function nyExactCalculation(
  tables: NyYearTables,
  table: NyTable,
  period: NyTablePeriod,
  allowances: number,
  wages: Decimal,
): NyExactResult {
  const allowance = new Decimal(tables.deductionAllowance[period][table]).plus(
    new Decimal(tables.exemptionAllowance[period]).mul(allowances),
  );
  const net = wages.minus(allowance);
  if (!net.isPositive() || net.isZero()) return { allowance, netWages: ZERO, method: 'II', amount: ZERO };
  const { rows, methodIIIFrom } = periodTable(tables, table, period);
  if (net.gte(methodIIIFrom)) {
    const annualized = net.mul(NY_PERIODS[period]);
    let rate = new Decimal(tables.methodIII.rates[0].rate);
    for (const r of tables.methodIII.rates) if (annualized.gte(r.atLeast)) rate = new Decimal(r.rate);
    return { allowance, netWages: net, method: 'III', amount: cents(net.mul(rate)) };
  }
  let row = rows[0];
  for (const r of rows) if (net.gte(r.atLeast)) row = r;
  const amount = cents(net.minus(row.atLeast).mul(row.rate)).plus(row.base);
  return { allowance, netWages: net, method: 'II', amount };
}

/** IT-2104 as read by this module (see `nyWithholding`). */
export interface NyCertificate {
  table: NyTable;
  allowances: number;
  additionalWithholding: Decimal;
  exempt: boolean;
}

const FILING_STATUS_TABLE: Readonly<Record<string, NyTable>> = Object.freeze({
  Single: 'Single',
  HeadOfHousehold: 'Single',
  Married: 'Married',
  MarriedWithholdAtHigherSingleRate: 'Single',
});

/** The IT-2104 fields the module reads; any other field is refused (a misspelt one would be ignored otherwise). */
const IT2104_FIELDS = ['filingStatus', 'allowances', 'additionalWithholding', 'exempt'] as const;

function amountField(value: unknown, field: string): Decimal {
  if (value !== undefined && value !== null && typeof value !== 'number' && typeof value !== 'string' && !Decimal.isDecimal(value)) {
    throw new InvalidEngineInputError(field, `not a number: ${String(value)}`);
  }
  return dec(value as Decimal.Value | undefined, field);
}

/** Reads the IT-2104 on file, or the documented default (Single, zero allowances) when there is none. */
export function nyCertificate(certificate: Readonly<Record<string, unknown>> | undefined): NyCertificate {
  if (!certificate) return { table: 'Single', allowances: 0, additionalWithholding: ZERO, exempt: false };
  for (const key of Object.keys(certificate)) {
    if (!(IT2104_FIELDS as readonly string[]).includes(key)) {
      throw new InvalidEngineInputError(`certificate.${key}`, `not an IT-2104 field (${IT2104_FIELDS.join(', ')})`);
    }
  }
  const status = certificate.filingStatus;
  const table = typeof status === 'string' ? FILING_STATUS_TABLE[status] : undefined;
  if (!table) {
    throw new InvalidEngineInputError(
      'certificate.filingStatus',
      `expected Single, HeadOfHousehold, Married or MarriedWithholdAtHigherSingleRate, got ${String(status)}`,
    );
  }
  const allowances = amountField(certificate.allowances, 'certificate.allowances');
  if (!allowances.isInteger()) {
    throw new InvalidEngineInputError('certificate.allowances', `not a whole number: ${allowances.toString()}`);
  }
  const exempt = certificate.exempt;
  if (exempt !== undefined && exempt !== null && typeof exempt !== 'boolean') {
    throw new InvalidEngineInputError('certificate.exempt', `not a boolean: ${String(exempt)}`);
  }
  return {
    table,
    allowances: allowances.toNumber(),
    additionalWithholding: amountField(certificate.additionalWithholding, 'certificate.additionalWithholding'),
    exempt: exempt === true,
  };
}

/**
 * The table period used for each engine frequency and the conversion factor: NYS-50-T-NYS, "Conversion of
 * tables", A. General rule (convert the payroll to a more common period, apply that period's table, convert
 * the amount back by the same factor) and B. "Using the Monthly table for Quarterly payrolls" (factor 3).
 * Annual payrolls use the monthly table with factor 12 under the general rule (Method II prints no annual table).
 */
export const PERIOD_OF: Readonly<Record<PayFrequency, { period: NyTablePeriod; factor: number }>> = Object.freeze({
  Weekly: { period: 'Weekly', factor: 1 },
  Biweekly: { period: 'Biweekly', factor: 1 },
  Semimonthly: { period: 'Semimonthly', factor: 1 },
  Monthly: { period: 'Monthly', factor: 1 },
  Quarterly: { period: 'Monthly', factor: 3 },
  Annually: { period: 'Monthly', factor: 12 },
});

/** Method II/III tax for one payment of `frequency`, converted through the common period (cents). */
function tableTax(tables: NyYearTables, cert: NyCertificate, frequency: PayFrequency, wages: Decimal): Decimal {
  const conv = PERIOD_OF[frequency];
  if (!conv) throw new InvalidEngineInputError('frequency', `unknown frequency ${String(frequency)}`);
  if (!wages.isPositive() || wages.isZero()) return ZERO;
  const equivalent = wages.div(conv.factor);
  return nyExactCalculation(tables, cert.table, conv.period, cert.allowances, equivalent).amount.mul(conv.factor);
}

/**
 * New York State withholding, NYS-50-T-NYS Method II (exact calculation method) for 2025 (1/23 edition) and
 * 2026 (1/26 edition).
 *
 * Certificate: Form IT-2104, Employee's Withholding Allowance Certificate (fields in camelCase):
 * - `filingStatus` (required when a certificate is given): `Single` or `HeadOfHousehold` (the form's one box
 *   "Single or Head of household"), `Married`, or `MarriedWithholdAtHigherSingleRate` ("Married, but withhold
 *   at higher single rate"). Single, Head of household and the higher-single-rate box use the Single tables,
 *   Married the Married tables.
 * - `allowances`: IT-2104 line 1, the number of New York State allowances, a whole number >= 0 (default 0);
 *   each is one Table C exemption allowance ($1,000 a year).
 * - `additionalWithholding`: IT-2104 line 3, "New York State amount", dollars >= 0 withheld in addition
 *   each pay period (default 0); added to the tax on regular wages when there are regular wages.
 * - `exempt`: true when the employee has filed Form IT-2104-E, certificate of exemption (default false);
 *   nothing is withheld.
 * No certificate on file: Single with zero allowances (Publication NYS-50, Employer's Guide, on employees
 * who give no Form IT-2104 alongside a 2020-or-later federal Form W-4: withhold as single with zero
 * allowances; read through a public payroll engine's transcription of NYS-50 (12/25), not the booklet).
 *
 * Supplemental wages (NYS-50-T-NYS p. 3, "Supplemental wage payment withholding rates"): paid separately or
 * with their amount specified, and with tax withheld from the regular wages, withhold at the New York State
 * supplemental rate, 11.70% in 2025 and 2026 (method a). When regular wages are paid in the same payment
 * and no tax is withheld from them, the publication requires the aggregate method: tax on regular plus
 * supplemental wages as one payment, less the tax on the regular wages. A payment of supplemental wages
 * alone is taken to follow regular wages that had tax withheld (this module sees one payment only).
 *
 * Excludes: New York withholds on "compensation that is considered wages for federal income tax withholding
 * purposes" (https://www.tax.ny.gov/bus/wt/income_subject.htm; Publication NYS-50, "withholding tax
 * requirements for certain items of income"): 401(k) elective deferrals and Section 125 cafeteria plan
 * contributions, not federal withholding wages, are excluded. (Public employees' 414(h) contributions and
 * New York City flexible benefits program IRC 125 amounts, which New York adds back, are not modelled.)
 *
 * Rounding: cents, half-up, at step 4 of the exact calculation (the product of the rate), as the
 * publication's worked examples print it; the supplemental amount is rounded half-up to the cent. The
 * publication does not round to whole dollars.
 */
export const nyWithholding: StateWithholding = {
  state: 'NY',
  years: [2025, 2026],
  excludes: { section125: true, retirement401k: true },
  withhold(input: StateWithholdingInput): StateWithholdingResult {
    const tables = TABLES[input.year];
    if (!tables) throw new InvalidEngineInputError('year', `no New York State tables for ${input.year}`);
    const cert = nyCertificate(input.certificate);
    if (cert.exempt) return { regular: ZERO, supplemental: ZERO };
    const regularWages = input.regularWages;
    const supplementalWages = input.supplementalWages;
    const regularTable = tableTax(tables, cert, input.frequency, regularWages);
    const regular = regularWages.isPositive() && !regularWages.isZero() ? regularTable.plus(cert.additionalWithholding) : ZERO;
    let supplemental = ZERO;
    if (supplementalWages.isPositive() && !supplementalWages.isZero()) {
      const regularPaidUntaxed = regularWages.isPositive() && !regularWages.isZero() && regularTable.isZero();
      supplemental = regularPaidUntaxed
        ? tableTax(tables, cert, input.frequency, regularWages.plus(supplementalWages)).minus(regularTable)
        : cents(supplementalWages.mul(tables.supplementalRate));
    }
    return { regular, supplemental };
  },
};

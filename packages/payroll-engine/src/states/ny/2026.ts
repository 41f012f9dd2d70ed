/**
 * New York State income tax withholding figures for payrolls made in 2026 (New York City and Yonkers are
 * local taxes, out of scope).
 *
 * Publication: New York State Department of Taxation and Finance, Publication NYS-50-T-NYS (1/26), "New York
 * State Withholding Tax Tables and Methods", effective January 1, 2026,
 * https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nys.pdf — p. 3 (supplemental wage payment
 * withholding rate), p. 14 (Tables B and C: deduction and exemption allowances for Method II), pp. 16-19
 * (Method II, exact calculation method: instructions, examples, Tables II-A weekly, II-B biweekly,
 * II-C semimonthly, II-D monthly, II-E daily, Single and Married), the top-income-tax-rates method (Method III)
 * and the conversion of tables to other payroll periods.
 *
 * The publication itself was not among the stored pages; the figures were taken from, and cross-checked
 * between, these transcriptions:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=New+York —
 *       "New York Payroll Withholding, Effective January 1, 2026": the annual Single and Married schedules
 *       (at least / add-on / rate), the Top Income Tax Rates, standard allowance $7,400 / $7,950, exemption
 *       allowance $1,000, supplemental 11.70%. Its Single row at $11,700 prints "5.50%", a typo for 5.15%
 *       (its own Married row at $11,700 reads 5.15%, as does (2), and 5.15% is the 2026 statutory rate
 *       that replaced 5.25%: Tax Law § 601(a)/(b)/(c) as amended by L. 2025, ch. 59, Part A).
 *   (2) A public payroll engine's transcription of NYS-50-T-NYS (1/26), Tables B and C and the weekly,
 *       biweekly, semimonthly, monthly exact-calculation tables for Single and Married (88 rows), with the
 *       publication's Method II examples (weekly $400, semimonthly $5,000, monthly $50,000, daily $750,
 *       Single and Married). Every one of its per-period rows equals the annual row of (1) divided by the
 *       periods per year, the "at least" amount rounded to the whole dollar and the column 5 amount to the
 *       cent; this module derives the per-period tables from the annual rows by that rule
 *       (`periodTable` in ./index.ts) and test/states/ny.test.ts checks the derivation against all 88 rows.
 *   The "Wages up to" limit of (1) ($1,077,550 Single / $2,155,350 Married) is where Method III takes over;
 *   (2) prints the same per-period limits (weekly $20,722 / $41,449, ...).
 *
 * Tables B and C (p. 14): (2) prints the per-period amounts below; the annual amounts $7,400 / $7,950 /
 * $1,000 agree with (1). The daily amounts: Single $28.45 and exemption $3.85 are the printed daily figures
 * of NYS-50-T-NYS (1/16) Table A (same annual $7,400 and $1,000, via
 * https://www.formsbank.com/template/334268/new-york-state-withholding-tax-tables-and-methods.html?page=14);
 * Married $30.60 is inferred (annual $7,950 / 260 = $30.58, printed to the nickel or dime as every other
 * married amount of the table) and is the value with which the publication's Married daily example
 * reproduces ($750 - $30.60 - 2 x $3.85 = $711.70). Daily payrolls are not an engine frequency; the daily
 * table is used only to reproduce the publication's daily examples.
 */
import type { NyYearTables } from './index';

export const NY_2026: NyYearTables = {
  year: 2026,
  publication: 'NYS-50-T-NYS (1/26), New York State Withholding Tax Tables and Methods, effective January 1, 2026',
  /** p. 3: supplemental wage payment withholding rate, 11.70% (.1170); (1) and (2) agree. */
  supplementalRate: '0.1170',
  /** Table B, deduction allowance, by payroll period (annual: $7,400 Single, $7,950 Married). */
  deductionAllowance: {
    Weekly: { Single: '142.30', Married: '152.90' },
    Biweekly: { Single: '284.60', Married: '305.80' },
    Semimonthly: { Single: '308.35', Married: '331.25' },
    Monthly: { Single: '616.70', Married: '662.50' },
    Daily: { Single: '28.45', Married: '30.60' },
  },
  /** Table C, exemption allowance for one exemption ($1,000 a year), by payroll period. */
  exemptionAllowance: { Weekly: '19.25', Biweekly: '38.50', Semimonthly: '41.65', Monthly: '83.30', Daily: '3.85' },
  /**
   * Annual exact-calculation schedules (annual amounts of Tables II-A..II-E): net wages at least `atLeast`
   * -> `base` + `rate` x (net wages - `atLeast`). The rates above the statutory ones (7.03%, 7.53%, 11.44%,
   * Married 6.57%..13.49%, 7.65%) are the publication's own, which fold the supplemental tax ("recapture")
   * of Tax Law § 601(d-1) into the table.
   */
  annual: {
    Single: [
      { atLeast: '0', base: '0', rate: '0.0390' },
      { atLeast: '8500', base: '332', rate: '0.0440' },
      { atLeast: '11700', base: '472', rate: '0.0515' },
      { atLeast: '13900', base: '586', rate: '0.0540' },
      { atLeast: '80650', base: '4190', rate: '0.0590' },
      { atLeast: '96800', base: '5143', rate: '0.0703' },
      { atLeast: '107650', base: '5906', rate: '0.0753' },
      { atLeast: '157650', base: '9673', rate: '0.0640' },
      { atLeast: '215400', base: '13369', rate: '0.1144' },
      { atLeast: '265400', base: '19091', rate: '0.0735' },
    ],
    Married: [
      { atLeast: '0', base: '0', rate: '0.0390' },
      { atLeast: '8500', base: '332', rate: '0.0440' },
      { atLeast: '11700', base: '472', rate: '0.0515' },
      { atLeast: '13900', base: '586', rate: '0.0540' },
      { atLeast: '80650', base: '4190', rate: '0.0590' },
      { atLeast: '96800', base: '5143', rate: '0.0657' },
      { atLeast: '107650', base: '5855', rate: '0.0707' },
      { atLeast: '157650', base: '9388', rate: '0.0801' },
      { atLeast: '211550', base: '13708', rate: '0.0640' },
      { atLeast: '323200', base: '20854', rate: '0.1349' },
      { atLeast: '373200', base: '27600', rate: '0.0735' },
      { atLeast: '1077550', base: '79369', rate: '0.0765' },
    ],
  },
  /** Method III (top income tax rates): annual net wages from which it replaces Method II, and its rates. */
  methodIII: {
    from: { Single: '1077550', Married: '2155350' },
    rates: [
      { atLeast: '0', rate: '0.1045' },
      { atLeast: '5000000', rate: '0.1110' },
      { atLeast: '25000000', rate: '0.1170' },
    ],
  },
};

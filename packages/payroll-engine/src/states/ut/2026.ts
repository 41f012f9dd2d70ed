/**
 * Utah income tax withholding figures for wages paid in 2026: two editions of Publication 14, chosen by the
 * first day of the pay period.
 *
 * Publications: Utah State Tax Commission, Publication 14, "Withholding Tax Guide", Schedules 1-8 (the computer
 * formula for weekly, biweekly, semimonthly, monthly, quarterly, semiannual, annual and daily payrolls):
 *   1. Utah taxable wages; 2. x the rate; 3. base allowance; 4. line 1 minus the threshold (not less than 0);
 *   5. x .013 (1.3%); 6. line 3 minus line 5 (not less than 0); 7. withholding tax, line 2 minus line 6 (not
 *   less than 0); "Withheld amount must be rounded to the nearest dollar".
 * - Rev. 4/25, "effective for pay periods beginning on or after June 1, 2025" (https://files.tax.utah.gov/tax/forms/2025/pub-14.pdf):
 *   4.50%; annual base allowance $450 Single / $900 Married, threshold $9,107 / $18,213. It stays in force for
 *   2026 pay periods beginning before June 1, 2026.
 * - Rev. 4/26, "The income tax withholding tables in this revision are effective for pay periods beginning on
 *   or after June 1, 2026" (https://files.tax.utah.gov/tax/forms/pubs/pub-14.pdf): 4.45% ("Multiply line 1 by
 *   .0445 (4.45%)"); annual base allowance $485 / $970, threshold $9,348 / $18,696; six worked examples (p. 11):
 *   weekly $400 Single $12; biweekly $2,600 Single $116; semimonthly $1,200 Married $18; monthly $7,800 Married
 *   $347; quarterly $9,000 Single $367; daily $175 Married $5.
 * Rates: Utah Code § 59-10-104(2), 4.5% for 2025 (H.B. 106, 2025) and 4.45% for 2026 (amended by Chapter 250,
 * 2026 General Session).
 *
 * The publications were not among the stored pages; the figures were read through, and agree between:
 *   Rev. 4/25: (1) https://suburbancomputer.com/tips_state_tax.php?state=Utah "Utah Payroll Withholding, Effective
 *   June 1, 2025" (the annual schedule: .0450, $450.00 / $900.00, $9,107.00 / $18,213.00, 1.3%, rounded to the
 *   nearest dollar) and (2) the openbooks engine, github.com/braedonsaunders/openbooks
 *   engine/src/payroll/us/states/ut.ts (every period's schedule, and the Rev. 4/25 biweekly example: $2,600
 *   Single: 117, 17, 2,250, 29, 0, 117);
 *   Rev. 4/26: (1) openbooks (every period's schedule and the six examples, each line printed) and (2) a
 *   second repository's 2026 rates, quoting Schedule 7 (annual) verbatim ("Multiply line 1 by .0445 (4.45%)",
 *   "Base allowance 485", "Line 1 minus $9,348", Married 970 / $18,696) and the law, and (3) a third
 *   repository's tests of three of the examples ($12, $116, $18).
 * Each period's base allowance and threshold are the annual ones ÷ the periods, rounded half-up to the whole
 * dollar (daily: ÷ 260); every row openbooks transcribes for both editions follows that rule, which
 * test/states/ut.test.ts checks, and ut/index.ts derives them so.
 */
export interface UtEdition {
  /** First day (YYYY-MM-DD) of the pay periods the edition applies to; it applies until the next edition's. */
  from: string;
  publication: string;
  /** Line 2 rate. */
  rate: string;
  /** Line 5 rate. */
  phaseOutRate: string;
  /** Annual base allowance (line 3) and threshold (line 4), by Publication 14 column. */
  annual: { single: { baseAllowance: string; threshold: string }; married: { baseAllowance: string; threshold: string } };
}

export interface UtYearFigures {
  year: number;
  /** By first period day; the first applies from January 1. */
  editions: readonly UtEdition[];
  sources: readonly string[];
}

export const UT_2026: UtYearFigures = {
  year: 2026,
  editions: [
    {
      from: '2026-01-01',
      publication: 'Utah Publication 14 (Rev. 4/25), effective for pay periods beginning on or after June 1, 2025',
      rate: '0.045',
      phaseOutRate: '0.013',
      annual: { single: { baseAllowance: '450', threshold: '9107' }, married: { baseAllowance: '900', threshold: '18213' } },
    },
    {
      from: '2026-06-01',
      publication: 'Utah Publication 14 (Rev. 4/26), effective for pay periods beginning on or after June 1, 2026',
      rate: '0.0445',
      phaseOutRate: '0.013',
      annual: { single: { baseAllowance: '485', threshold: '9348' }, married: { baseAllowance: '970', threshold: '18696' } },
    },
  ],
  sources: [
    'Utah Publication 14 (Rev. 4/25): 4.50%, $450 / $900, $9,107 / $18,213; suburbancomputer.com "Utah Payroll Withholding, Effective June 1, 2025" and the openbooks transcription (engine/src/payroll/us/states/ut.ts)',
    'Utah Publication 14 (Rev. 4/26): 4.45%, $485 / $970, $9,348 / $18,696, examples p. 11; the openbooks transcription and two further repositories',
    'Utah Code § 59-10-104(2): 4.5% (2025), 4.45% (2026)',
  ],
};

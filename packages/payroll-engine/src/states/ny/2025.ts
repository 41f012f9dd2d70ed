/**
 * New York State income tax withholding figures for payrolls made in 2025 (New York City and Yonkers are
 * local taxes, out of scope).
 *
 * Publication: Publication NYS-50-T-NYS (1/23), "New York State Withholding Tax Tables and Methods",
 * effective January 1, 2023, which stayed in force for 2024 and 2025: "There were no changes to the New York
 * State, New York City, and Yonkers withholding tax tables and methods from 2024 to 2025 ... Calculate 2025
 * New York State withholding tax amounts using Publication NYS-50-T-NYS (1/23)" (Department of Taxation and
 * Finance, "Withholding tax rate changes", https://tax.ny.gov/bus/wt/rate.htm, as stored for 2025). Same
 * layout as the 1/26 edition (see ./2026.ts): p. 3 supplemental rate, p. 14 Tables B and C, pp. 16-19
 * Method II exact calculation method, Method III top income tax rates, conversion of tables.
 *
 * The publication was not among the stored pages. Figures taken from:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?state=New+York — "New York Payroll Withholding,
 *       Effective January 1, 2023": the annual Single and Married schedules below, Top Income Tax Rates
 *       (10.45% / 11.10% / 11.70% from $1,077,550 Single, $2,155,350 Married), standard allowance $7,400 /
 *       $7,950, exemption allowance $1,000, supplemental 11.70%.
 *   Cross-checks: the supplemental rate "will remain 11.7%" under NYS-50-T-NYS rev. 1-23 (APA,
 *   https://blogs.payroll.org/pay-news-now/new-york-state-yonkers-withholding-tables-revised-for-2023;
 *   also https://www.consultaxusa.com/post/new-york-tax-rate-changes, ".1170"); the first five rates are the
 *   2023-2025 statutory rates 4%, 4.5%, 5.25%, 5.5%, 6% and the first five bases are the statutory tax at
 *   each edge rounded to the dollar (340; 484; 599.50 -> 600; 4,270.75 -> 4,271; 5,239.75 -> 5,240), Tax Law § 601 as
 *   amended by L. 2022, ch. 59 (single brackets $8,500 / $11,700 / $13,900 / $80,650 / $215,400); the
 *   bracket edges are the same as the 1/26 edition's, whose figures two transcriptions agree on.
 *   The remaining rows (the recapture rates 7.14%, 7.64%, 6.50%, 11.01%, Married 6.67% .. 12.84%, 7.65%, and
 *   their bases) rest on (1) alone.
 *
 * Per-period tables (Tables II-A..II-E) were not available in any stored copy of the 1/23 edition. This
 * module derives them from the annual rows by the rule that reproduces every one of the 88 printed per-period
 * rows of the 1/26 edition ("at least" = annual / periods rounded to the dollar, column 5 = annual base /
 * periods rounded to the cent; see ./2026.ts and `periodTable` in ./index.ts). Tables B and C: the annual
 * amounts are unchanged from 2026 ($7,400 / $7,950 / $1,000), so the per-period amounts are the same figures
 * the 1/26 edition prints (the 1/16 edition printed the same Single amounts for the same $7,400).
 * The 1/23 edition's own worked examples could not be read; test/states/ny.test.ts recomputes them by hand.
 */
import type { NyYearTables } from './index';

export const NY_2025: NyYearTables = {
  year: 2025,
  publication: 'NYS-50-T-NYS (1/23), New York State Withholding Tax Tables and Methods, effective January 1, 2023 (used for 2025)',
  supplementalRate: '0.1170',
  deductionAllowance: {
    Weekly: { Single: '142.30', Married: '152.90' },
    Biweekly: { Single: '284.60', Married: '305.80' },
    Semimonthly: { Single: '308.35', Married: '331.25' },
    Monthly: { Single: '616.70', Married: '662.50' },
    Daily: { Single: '28.45', Married: '30.60' },
  },
  exemptionAllowance: { Weekly: '19.25', Biweekly: '38.50', Semimonthly: '41.65', Monthly: '83.30', Daily: '3.85' },
  annual: {
    Single: [
      { atLeast: '0', base: '0', rate: '0.0400' },
      { atLeast: '8500', base: '340', rate: '0.0450' },
      { atLeast: '11700', base: '484', rate: '0.0525' },
      { atLeast: '13900', base: '600', rate: '0.0550' },
      { atLeast: '80650', base: '4271', rate: '0.0600' },
      { atLeast: '96800', base: '5240', rate: '0.0714' },
      { atLeast: '107650', base: '6014', rate: '0.0764' },
      { atLeast: '157650', base: '9832', rate: '0.0650' },
      { atLeast: '215400', base: '13586', rate: '0.1101' },
      { atLeast: '265400', base: '19092', rate: '0.0735' },
    ],
    Married: [
      { atLeast: '0', base: '0', rate: '0.0400' },
      { atLeast: '8500', base: '340', rate: '0.0450' },
      { atLeast: '11700', base: '484', rate: '0.0525' },
      { atLeast: '13900', base: '600', rate: '0.0550' },
      { atLeast: '80650', base: '4271', rate: '0.0600' },
      { atLeast: '96800', base: '5240', rate: '0.0667' },
      { atLeast: '107650', base: '5963', rate: '0.0717' },
      { atLeast: '157650', base: '9546', rate: '0.0811' },
      { atLeast: '211550', base: '13919', rate: '0.0650' },
      { atLeast: '323200', base: '21177', rate: '0.1284' },
      { atLeast: '373200', base: '27599', rate: '0.0735' },
      { atLeast: '1077550', base: '79368', rate: '0.0765' },
    ],
  },
  methodIII: {
    from: { Single: '1077550', Married: '2155350' },
    rates: [
      { atLeast: '0', rate: '0.1045' },
      { atLeast: '5000000', rate: '0.1110' },
      { atLeast: '25000000', rate: '0.1170' },
    ],
  },
};

/**
 * Oklahoma income tax withholding figures for wages paid in 2026.
 *
 * Publication: Oklahoma Tax Commission, Packet OW-2 (Revised 11-2025), "2026 Oklahoma Income Tax Withholding
 * Tables", effective January 1, 2026
 * (https://oklahoma.gov/content/dam/ok/en/tax/documents/resources/publications/businesses/withholding-tables/WHTables-2026.pdf):
 * the percentage method, Tables 1-8 (weekly, biweekly, semimonthly, monthly, quarterly, semiannual, annual,
 * daily; Single and Married) and the per-period amount of one $1,000 allowance; the rule that the result is
 * rounded to the nearest whole dollar; its sample computation (semimonthly $1,825, married, 2 allowances:
 * $1,825 − 2 x $41.67 = $1,741.66; $9.10 + 4.5% x ($1,741.66 − $1,129) = $36.67 -> $37.00). The 2026 rates
 * are 68 O.S. § 2355 as amended by HB 2764 (2025): 0% up to $3,750 of taxable income (single), 2.5% to
 * $4,900, 3.5% to $7,200, 4.5% above; the tables' zero bracket adds the standard deduction ($6,350 single,
 * $12,700 married; married brackets double).
 *
 * The packet was not among the stored pages; the figures were read in, and agree between:
 *   (1) https://www.suburbancomputer.com/tips_state_tax.php?state=Oklahoma — "Oklahoma Payroll Withholding,
 *       Effective January 1, 2026": Married $20,200 (2.50%), $22,500 ($57.50 + 3.50%), $27,100 ($218.50 +
 *       4.50%); "Allowance deduction: $1,000.00"; "Withheld amount must be rounded to the nearest dollar";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/ok.ts
 *       (OK_RATES_2026: every period's Single and Married rows and allowance as printed; annual Single $10,100,
 *       $11,250 ($28.75), $13,550 ($109.25); Married as (1)) and conformance-ok.test.ts (the sample, $37);
 *   (3) a public repository's research notes on the state withholding publications (2026-07-09, from the
 *       downloaded packet): "Packet OW-2 2026 (Rev 11-2025) ... per-period tables 1-8, single/married ... zero
 *       bracket embeds std deduction; 2026 rates 2.5/3.5/4.5 ... $1,000/yr per OK-W-4 allowance, per-period
 *       division printed ... p.7 (semimonthly married $1,825, 2 allowances -> 36.67 -> $37.00) ... MANDATORY
 *       nearest whole dollar".
 * The Single row boundaries: (2) for 2026; the same $10,100 / $11,250 / $13,550 boundaries (the zero bracket
 * and the old 2.75% / 3.75% / 4.75% rows) are in suburbancomputer's 2024 Single table, and they are the 2026
 * statutory brackets $3,750 / $4,900 / $7,200 plus the $6,350 standard deduction (a tax-calculator repository's
 * 2026 Oklahoma record: "bands: [3750, 0], [4900, 0.025], [7200, 0.035], [null, 0.045] ... standardDeduction:
 * 6350, exemption: 1000", citing 68 O.S. § 2355 and WHTables-2026); each Single row is half the Married one.
 * The add-ons are the tax of the rows below (test/states/ok.test.ts checks it).
 *
 * Per-period tables: every printed row of (2) is the annual row ÷ the periods, its boundary rounded to the
 * whole dollar and its add-on to the cent (semimonthly Married $842 / $938 ($2.40) / $1,129 ($9.10); weekly
 * Single $194 / $216 ($0.55) / $261 ($2.10)), and every printed allowance is $1,000 ÷ the periods to the cent
 * ($19.23, $38.46, $41.67, $83.33, $250, $500, $1,000, $3.85). This module derives them by that rule
 * (`periodSchedule` in ../certificate-reader.ts) and the test checks the derivation against (2)'s rows and
 * the boundaries of the 2021 packet's weekly and biweekly tables ($194 / $216 / $261; $388 / $433 / $521;
 * $777 / $865), which did not change.
 *
 * 2025 is not built (its 0.25%-4.75% tables were not read for 2025 in two transcriptions).
 */
import type { OkYearFigures } from './index';

export const OK_2026: OkYearFigures = {
  year: 2026,
  allowance: '1000',
  schedules: {
    Single: [
      { over: '10100', base: '0', rate: '0.025' },
      { over: '11250', base: '28.75', rate: '0.035' },
      { over: '13550', base: '109.25', rate: '0.045' },
    ],
    Married: [
      { over: '20200', base: '0', rate: '0.025' },
      { over: '22500', base: '57.50', rate: '0.035' },
      { over: '27100', base: '218.50', rate: '0.045' },
    ],
  },
  sources: [
    'Oklahoma Tax Commission, Packet OW-2 (Revised 11-2025), 2026 Oklahoma Income Tax Withholding Tables, percentage method Tables 1-8 and sample computation; 68 O.S. § 2355 (HB 2764)',
    'Transcriptions: suburbancomputer.com "Oklahoma Payroll Withholding, Effective January 1, 2026"; openbooks engine/src/payroll/us/states/ok.ts (OK_RATES_2026); a repository of state withholding publication notes (2026-07-09); a tax-calculator repository 2026 OK record (brackets, deduction)',
  ],
};

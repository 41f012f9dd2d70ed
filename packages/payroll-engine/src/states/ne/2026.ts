/**
 * Nebraska income tax withholding figures for wages paid in 2026.
 *
 * Publication: Nebraska Department of Revenue, Circular EN, "Nebraska Income Tax Withholding on Wages ... Paid
 * on or after January 1, 2026"
 * (https://revenue.nebraska.gov/sites/default/files/doc/business/Cir_En_2025/2026cir_en_whole.pdf): the
 * $2,440 annual withholding allowance, Table 7 (annual percentage method, Single including head of household,
 * Married including surviving spouse), the rule that an employee who furnishes no Form W-4N is withheld on as
 * single with no allowances, and the special withholding procedure (an employer with more than 24 employees
 * withholds at least 1.5% of wages unless the employee documents that less is due). Its 2026 Weekly Wage
 * Bracket Table prints $14.38 for Single, 0 allowances, wages $500 to $510, built from the bracket's midpoint
 * ($505 x 52 = $26,260; $560.35 + 4.21% x $4,450 = $747.70; ÷ 52 = $14.38).
 *
 * The circular was not among the stored pages; the figures were read in, and agree between:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=Nebraska — "Nebraska
 *       Payroll Withholding, Effective January 1, 2026": Single $3,430 (2.26%), $6,710 ($74.13 + 3.22%),
 *       $21,810 ($560.35 + 4.21%), $31,610 ($972.93 + 4.35%), $40,130 ($1,343.55 + 4.48%), $75,370 ($2,922.30
 *       + 4.60%); Married $8,190, $13,010 ($108.93), $32,400 ($733.29), $50,400 ($1,491.09), $62,530
 *       ($2,018.75), $82,920 ($2,932.22), same rates; "Withholding Allowance: $2,440.00";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/ne.ts
 *       (NE_RATES_2026: the same rows and allowance; the special procedure, 1.5%, more than 24 employees,
 *       lesser withholding only with the employee's documentation) and conformance-ne.test.ts (the $14.38
 *       wage-bracket cell).
 * The special procedure also in: blr.com, "Withholding in Nebraska" ("For employers of 25 or more employees,
 * special withholding procedures must be followed if the calculated result is less than 1.5 percent of the
 * employee's taxable wages ... Documentation which an employer may accept to justify the lower withholding
 * ... verification of number of children/dependents, marital status, and level of itemized deductions");
 * revenue.ne.gov Circular EN 2008 notice ("The 'special withholding rate' has changed to 1.5%", LB 1004). The
 * no-W-4N default also in: taxnews.ey.com 2019-2070 and blr.com ("withhold as if the employee were single and
 * claimed no withholding allowances").
 * Each add-on is the tax of the rows below it (test/states/ne.test.ts checks it).
 */
import type { NeYearFigures } from './index';

export const NE_2026: NeYearFigures = {
  year: 2026,
  allowance: '2440',
  schedules: {
    Single: [
      { over: '3430', base: '0', rate: '0.0226' },
      { over: '6710', base: '74.13', rate: '0.0322' },
      { over: '21810', base: '560.35', rate: '0.0421' },
      { over: '31610', base: '972.93', rate: '0.0435' },
      { over: '40130', base: '1343.55', rate: '0.0448' },
      { over: '75370', base: '2922.30', rate: '0.046' },
    ],
    Married: [
      { over: '8190', base: '0', rate: '0.0226' },
      { over: '13010', base: '108.93', rate: '0.0322' },
      { over: '32400', base: '733.29', rate: '0.0421' },
      { over: '50400', base: '1491.09', rate: '0.0435' },
      { over: '62530', base: '2018.75', rate: '0.0448' },
      { over: '82920', base: '2932.22', rate: '0.046' },
    ],
  },
  special: { moreEmployeesThan: 24, minimumRate: '0.015' },
  sources: [
    'Nebraska DOR, Circular EN for wages paid on or after January 1, 2026: Table 7, $2,440 allowance, special withholding procedure (1.5%, more than 24 employees), 2026 Weekly Wage Bracket Table',
    'Transcriptions: suburbancomputer.com "Nebraska Payroll Withholding, Effective January 1, 2026"; openbooks engine/src/payroll/us/states/ne.ts (NE_RATES_2026); blr.com "Withholding in Nebraska" and revenue.ne.gov Circular EN 2008 notice (special procedure); taxnews.ey.com 2019-2070 (no W-4N)',
  ],
};

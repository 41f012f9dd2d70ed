/**
 * Kansas income tax withholding figures for wages paid in 2025 and 2026: the tables for wages paid on and
 * after July 1, 2024, still in force.
 *
 * Publication: Kansas Department of Revenue, KW-100 Withholding Tax Guide (Rev. 7-24) and "Tables for
 * Percentage Method of Kansas Withholding" for wages paid on and after July 1, 2024
 * (https://ksrevenue.gov/pdf/kw100.pdf, https://ksrevenue.gov/pdf/whrates.pdf): the withholding allowance of a
 * K-4 ($9,160 a year for the first allowance at the Single rate, $18,320 for the first two at the Joint rate,
 * $2,320 for each further allowance), the Single and Married percentage tables (0% up to $3,605 / $8,240,
 * 5.2% to $26,605 / $54,240, then $1,196 / $2,392 plus 5.58%) divided for each payroll period, and its example
 * (Esmeralda Espinoza, semimonthly $2,000, Joint, 3 allowances: $763.33 + $96.67 = $860; $1,140 − $343 = $797 x
 * 5.2% = $41.44). The tables put Kansas law for "tax year 2024, and all tax years thereafter" into withholding:
 * K.S.A. 79-32,110(a) (5.2% up to $23,000 / $46,000 joint, $1,196 / $2,392 plus 5.58% above), the standard
 * deduction $3,605 single / $8,240 married (79-32,119) and the exemptions $9,160 / $18,320 / $2,320 (79-32,121),
 * as enacted by 2024 Special Session SB 1.
 *
 * The publications were not among the stored pages; the figures were read in, and agree between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/ks.ts
 *       (KS_TABLES: every period's allowance columns and Single / Married rows as printed; annual $3,605 /
 *       $26,605 ($1,196), $8,240 / $54,240 ($2,392), 5.2% / 5.58%) and conformance-ks.test.ts (the example);
 *   (2) the USDA National Finance Center bulletin NFC-24-1722617728 (August 30, 2024), Kansas State Income
 *       Tax Withholding: the $2,320 allowance for additional dependents, "a new annual personal allowance ...
 *       applies to the first and second number of exemptions based on the employee's filing status", and "If
 *       an employee does not complete a form K-4 ... withhold ... at the Single rate with no allowances";
 *   (3) K.S.A. 79-32,110 (print.casetext.com, current through the 2024 Special Session: "(B) For tax year 2024,
 *       and all tax years thereafter ... Not over $23,000 5.2% ... Over $23,000 $1,196 plus 5.58%"; joint
 *       $46,000 / $2,392), Thomson Reuters and morrowco.cpa on SB 1 (deductions $3,605 / $8,240, exemptions
 *       $18,320 / $9,160 / $2,320, "for tax year 2024 and all tax years thereafter"), and a tax-calculator
 *       repository's 2026 record ("KS | standard $3,605 / $8,240 ...; exemption $9,160 / $18,320 | 2026 (not
 *       indexed) | K.S.A. 79-32,119, -121"); lavigate.com's 2026 Kansas calculator (5.2% to $23,000, 5.58%
 *       above, KDOR Notice 24-08, "current and subsequent tax years").
 * The table rows are the statute's brackets plus the standard deduction ($3,605 + $23,000 = $26,605; $8,240 +
 * $46,000 = $54,240), which test/states/ks.test.ts checks with the printed period rows of (1).
 */
import type { KsYearFigures } from './index';

const TABLES_FROM_JULY_2024 = {
  allowance: { single: '9160', joint: '18320', dependent: '2320' },
  schedules: {
    Single: [
      { over: '3605', base: '0', rate: '0.052' },
      { over: '26605', base: '1196', rate: '0.0558' },
    ],
    Joint: [
      { over: '8240', base: '0', rate: '0.052' },
      { over: '54240', base: '2392', rate: '0.0558' },
    ],
  },
  sources: [
    'Kansas DOR, KW-100 Withholding Tax Guide (Rev. 7-24) and Tables for Percentage Method of Kansas Withholding, wages paid on and after July 1, 2024; K.S.A. 79-32,110, 79-32,119, 79-32,121 (2024 Special Session SB 1)',
    'Transcriptions: openbooks engine/src/payroll/us/states/ks.ts (KS_TABLES); USDA NFC bulletin NFC-24-1722617728; K.S.A. 79-32,110 (casetext); Thomson Reuters and morrowco.cpa on SB 1; a tax-calculator repository 2026 KS record; lavigate.com 2026',
  ],
} as const;

export const KS_2025: KsYearFigures = { year: 2025, ...TABLES_FROM_JULY_2024 };
export const KS_2026: KsYearFigures = { year: 2026, ...TABLES_FROM_JULY_2024 };

/**
 * Mississippi income tax withholding figures for wages paid in 2026.
 *
 * Publications: Mississippi Department of Revenue, Pub. 89-700-25-1 (Rev. 07/25), "Withholding Income Tax Tables
 * and Employer Instructions", revised 1.13.2026,
 * https://www.dor.ms.gov/sites/default/files/tax-forms/business/89700251revised1.13.2026.pdf — standard
 * deductions $2,300 single, $3,400 head of family, $4,600 married (spouse not employed), $2,300 each for married
 * with both spouses employed; "0% of the first $10,000 of taxable income and 4.0% of the remainder"; no Form
 * 89-350 on file: withhold as single with no exemption; and the Computer Payroll Accounting flowchart (Revised
 * 8/13/25), https://www.dor.ms.gov/sites/default/files/business/Computer%20Payroll%20Flowchart%20-%20updated%208-13-25.pdf:
 * annual wages = period wages x pay periods; less the Form 89-350 line 6 exemption and the standard deduction;
 * the tax on the annual taxable income; ÷ pay periods; rounded to the nearest whole dollar.
 *
 * The publications were not among the stored pages; the figures were read through, and agree between:
 *   (1) the openbooks engine, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/ms.ts (Pub.
 *       89-700-25-1 revised 1.13.2026 and the 8/13/25 flowchart: the four standard deductions, $10,000 at 0%,
 *       4.0%, the no-certificate rule, whole-dollar rounding, and the Weekly 2026 Table A $500-$510 single
 *       no-exemption cell, $11);
 *   (2) a second repository's tests "Mississippi 2026 computer flowchart gives $31 for a $1,000 weekly single
 *       paycheck with no certificate" ($26 with a $6,000 exemption), a $100,000 biweekly salary ($135), and
 *       $12,326 a year withholding nothing, which these figures reproduce (test/states/ms.test.ts).
 * Rate: Miss. Code Ann. § 27-7-5(1) as amended by H.B. 1 (2025): 4.0% on taxable income over $10,000 for 2026
 * (4.4% for 2025).
 */
export type MsFilingStatus = 'Single' | 'MarriedSpouseNotEmployed' | 'MarriedSpouseEmployed' | 'HeadOfFamily';

export interface MsYearFigures {
  year: number;
  rate: string;
  /** Annual taxable income taxed at 0%. */
  zeroBand: string;
  /** Annual standard deduction by Form 89-350 status. */
  standardDeduction: Readonly<Record<MsFilingStatus, string>>;
  sources: readonly string[];
}

export const MS_2026: MsYearFigures = {
  year: 2026,
  rate: '0.04',
  zeroBand: '10000',
  standardDeduction: { Single: '2300', MarriedSpouseNotEmployed: '4600', MarriedSpouseEmployed: '2300', HeadOfFamily: '3400' },
  sources: [
    'Mississippi DOR Pub. 89-700-25-1 (Rev. 07/25, revised 1.13.2026) and Computer Payroll Accounting flowchart (Revised 8/13/25); read through the openbooks transcription (engine/src/payroll/us/states/ms.ts) and a second repository',
    'Miss. Code Ann. § 27-7-5(1) (H.B. 1, 2025): 4.0% over $10,000 for 2026',
  ],
};

/**
 * District of Columbia income tax withholding figures for wages paid in 2026.
 *
 * Publications (the Office of Tax and Revenue has printed no withholding tables since FR-230 (Rev. 11/17), 2018):
 * - OTR Tax Notice 2022-08, "District of Columbia Withholding for Tax Year 2022" (October 17, 2022),
 *   https://otr.cfo.dc.gov/node/1625521 (read in the stored copy): "The Tax Cuts and Jobs Act (TCJA) suspended
 *   personal exemptions ... This impacted the District's ability to produce withholding tables. Taxpayers are
 *   encouraged to use the new 2022 tax rate schedule ... and the federal allowance amount for tax year 2022";
 *   lump-sum retirement distributions at the highest rate, 10.75%. EY Tax News 2022-1526 (taxnews.ey.com)
 *   reports OTR's confirmation that employers must withhold by the 2022 law changes although FR-230 was not
 *   updated.
 * - The method: OTR release "Tax Year 2012 Employee Withholding" (December 7, 2011, otr.cfo.dc.gov, stored copy):
 *   "For those who use the formula to calculate withholding amounts ... The new formula requires subtracting the
 *   result of $1,675 times the number of exemptions from the annual amount of wages. There is no longer a
 *   subtraction amount for a standard deduction"; FR-230 (Rev. 11/17) keeps that method ("The standard deduction
 *   will not be used in the withholding calculation"), with each allowance at the then personal exemption.
 * - The rate schedule for tax years beginning after December 31, 2021 (D.C. Code § 47-1806.03(a)(10), Act
 *   24-0176): 4% to $10,000; $400 + 6% over $10,000; $2,200 + 6.5% over $40,000; $3,500 + 8.5% over $60,000;
 *   $19,650 + 9.25% over $250,000; $42,775 + 9.75% over $500,000; $91,525 + 10.75% over $1,000,000 — OTR's "DC
 *   Individual and Fiduciary Income Tax Rates" as transcribed by (1) the openbooks engine,
 *   github.com/braedonsaunders/openbooks engine/src/payroll/us/states/dc.ts, and (2) a second repository's 2026
 *   state notes (the same seven rows, "SAME FOR ALL FILING STATUSES").
 * - The federal allowance amount for 2026: $4,300, IRS Publication 15-T (2026) Worksheet 1A line 1k ("Multiply
 *   line 1j by $4,300"), as transcribed by openbooks and by a second repository's Publication 15-T constants.
 * Form D-4, DC Withholding Allowance Certificate (2018 edition, ses.stf.com and fill.io copies): line 2 total
 * withholding allowances, line 3 additional amount withheld from each paycheck, line 4 EXEMPT.
 */
import type { ScheduleRow } from '../schedule';

export interface DcYearFigures {
  year: number;
  /** Annual value of one D-4 allowance: the federal allowance amount of the year (Tax Notice 2022-08). */
  allowance: string;
  /** The District's rate schedule on annual taxable wages (one schedule for every filing status). */
  schedule: readonly ScheduleRow[];
  sources: readonly string[];
}

export const DC_2026: DcYearFigures = {
  year: 2026,
  allowance: '4300',
  schedule: [
    { over: '0', rate: '0.04' },
    { over: '10000', rate: '0.06' },
    { over: '40000', rate: '0.065' },
    { over: '60000', rate: '0.085' },
    { over: '250000', rate: '0.0925' },
    { over: '500000', rate: '0.0975' },
    { over: '1000000', rate: '0.1075' },
  ],
  sources: [
    'OTR Tax Notice 2022-08 (October 17, 2022): the current rate schedule and the federal allowance amount; OTR release of December 7, 2011: the annualized formula without a standard deduction',
    'D.C. Code § 47-1806.03(a)(10): rates for tax years after 2021, read through the openbooks transcription (engine/src/payroll/us/states/dc.ts) and a second repository',
    'IRS Publication 15-T (2026), Worksheet 1A line 1k: $4,300, read through openbooks and a second repository',
  ],
};

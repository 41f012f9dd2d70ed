/**
 * Idaho income tax withholding figures for wages paid in 2025 and 2026.
 *
 * 2026 (paydays from July 31, 2026): Idaho State Tax Commission, Table for Percentage Computation Method of
 * Withholding, EPB00744 (Rev. 07-23-2026), https://tax.idaho.gov/wp-content/uploads/pubs/EPB00744/EPB00744_07-23-2026.pdf,
 * issued with the Commission's release "Withholding tables updated for 2026" (Friday July 31, 2026,
 * https://tax.idaho.gov/pressrelease/withholding-tables-updated-for-2026/): "The Idaho Child Tax Credit has
 * sunsetted per Idaho Code section 63-3029L. You don't need to adjust withholding back to the beginning of the
 * year, but you should use the revised tables going forward." Single persons (including head of household):
 * nothing up to $16,100 a year, 5.3% of the amount over it; married persons: $32,200; the child tax credit
 * allowance (ICTCAT) is zero. The period tables print the annual thresholds ÷ the periods, rounded to the whole
 * dollar (weekly $310 / $619, biweekly $619 / $1,238, semimonthly $671 / $1,342, monthly $1,342 / $2,683, daily
 * $62 / $124). Computing Withholding (tax.idaho.gov/taxes/income-tax/withholding/computing/): biweekly $1,212,
 * unmarried, 4 allowances, "allowances × $0", $31, rounded to the whole dollar.
 * The publications were not among the stored pages; the figures were read in, and agree between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/id.ts
 *       (ID_THRESHOLDS_2026_07_23, every period; rate 5.3%; allowance 0; the $1,212 example; first payday
 *       2026-07-31, "the Commission's July 31, 2026 announcement ... directing use going forward");
 *   (2) a second open-source paycheck engine's Idaho 2026 calculator (weekly, biweekly, semimonthly, monthly
 *       thresholds as above, 5.3%, effective from 2026-07-31 citing the same release; "pay dates before July 31
 *       are unavailable until the earlier schedule is verified");
 *   (3) a third paycheck engine's Idaho configuration (annual $16,100 / $32,200, monthly $1,342 / $2,683,
 *       semimonthly $671 / $1,342, biweekly $619 / $1,238, weekly $310 / $619, daily $62 / $124; "married's
 *       threshold is exactly 2x single's in every period published");
 *   (4) a tax-calculator repository's Idaho source notes quoting EPB00744 and the July 31 release verbatim (annual
 *       rows; "Single Persons Including Head of Household ... 5.3% of the amount over $16,100").
 * Paydays of 2026 before July 31 are not computed (the module's `firstPayday`): until the release employers used
 * the tables then on issue, and no transcription of which edition that was for 2026 (the 2025 tables below, with
 * their child tax credit allowances, or another) was found; (2) leaves them out for the same reason.
 *
 * 2025: the tables revised for House Bill 40 (the 5.3% rate from January 1, 2025): single (including head of
 * household) nothing up to $15,000 a year, married $30,000; 5.3% above; child tax credit allowance (ICTCAT)
 * $3,868 a year each. Two transcriptions agree:
 *   (1) suburbancomputer.com, "Idaho Payroll Withholding" (https://suburbancomputer.com/tips_state_tax.php?state=Idaho):
 *       "Single Persons (Including Head of Household) $15,000.00 ... 5.30%; Married Persons $30,000.00 ... 5.30%;
 *       Children 16 & Under (ICTCAT): $3,868.00; Supplemental income: 5.30%; Withheld amount must be rounded to the
 *       nearest dollar";
 *   (2) Dayforce, Tax and Garnishment Tables Notice 2025-09: "Idaho announced changes to the state income tax
 *       withholding retroactive back to January 1, 2025. The Per Exemption Amount has increased from $3,600 to
 *       $3,868. The withholding table rate has decreased from 5.695% to 5.30%. The tiers have changed to $15,000
 *       for Single / Head of Household and $30,000 for Married";
 *   and Paylocity (May 13, 2025) on HB 40: 5.3% "for payroll periods starting January 1, 2025".
 * The 2025 period amounts are derived as the 2026 table prints its own: thresholds the annual ÷ periods to the
 * whole dollar, allowances the annual ÷ periods to the cent (as the Commission's ICTCAT table printed $2,960 a
 * year as $56.92 weekly, $113.85 biweekly).
 */
import type { IdYearFigures } from './index';

export const ID_2025: IdYearFigures = {
  year: 2025,
  editions: [
    {
      from: '2025-01-01',
      rate: '0.053',
      threshold: { single: '15000', married: '30000' },
      allowance: '3868',
      sources: [
        'Idaho State Tax Commission, Table for Percentage Computation Method of Withholding and ICTCAT, revised for House Bill 40 (5.3% from January 1, 2025)',
        'Transcriptions: suburbancomputer.com Idaho Payroll Withholding (2025); Dayforce Tax and Garnishment Tables Notice 2025-09; Paylocity, May 13, 2025',
      ],
    },
  ],
};

export const ID_2026: IdYearFigures = {
  year: 2026,
  editions: [
    {
      from: '2026-07-31',
      rate: '0.053',
      threshold: { single: '16100', married: '32200' },
      allowance: '0',
      sources: [
        'Idaho State Tax Commission, Table for Percentage Computation Method of Withholding, EPB00744 (Rev. 07-23-2026); release "Withholding tables updated for 2026" (July 31, 2026); Computing Withholding',
        'Transcriptions: openbooks engine/src/payroll/us/states/id.ts (ID_THRESHOLDS_2026_07_23); two further paycheck-engine repositories (Idaho 2026 calculators); a tax-calculator repository\'s Idaho source notes (EPB00744 and the release, verbatim)',
      ],
    },
  ],
};

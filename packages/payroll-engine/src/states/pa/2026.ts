/**
 * Pennsylvania personal income tax withholding figures for compensation paid in 2026.
 *
 * Pennsylvania has no withholding tables: the employer multiplies each payroll period's compensation by
 * the personal income tax rate (61 Pa. Code § 113.3(a)(1)(i)). The one figure is that rate.
 *
 * - Rate 3.07%: Tax Reform Code of 1971, § 302, 72 P.S. § 7302(a) and (b) ("a tax upon each dollar of
 *   income ... at the rate of three and seven hundredths per cent"), in force since 2004 (Act 46 of 2003)
 *   and re-enacted unchanged by Act 64 of 2023 for tax years beginning on or after January 1, 2024; read
 *   at https://govt.westlaw.com/pac/Document/N2F231EC09EA411EEA489FDD1669D9B35 (Purdon's, effective
 *   February 12, 2024) and https://print.casetext.com/statute/pennsylvania-statutes/statutes-unconsolidated/title-72-ps-taxation-and-fiscal-affairs/chapter-5-tax-reform-code-of-1971/article-iii-personal-income-tax/part-ii-imposition-of-tax/section-7302-imposition-of-tax
 *   (current through Act 2024-92). No later act changing the rate was found.
 * - The Department of Revenue's employer publications state the same rate with no expiry: REV-415,
 *   Employer Withholding Information Guide (the current edition listed at pa.gov is REV-415 (SU) 01-23),
 *   and REV-580 (SU) 02-23, Frequently Asked Questions, Employer Withholding: "Employers are required to
 *   withhold PA personal income tax at a flat rate of 3.07 percent of compensation ... This rate remains
 *   in effect unless you receive notice of a change from the Department of Revenue." pa.gov itself was not
 *   among the stored pages; REV-580 was read in a transcription (ses.stf.com), REV-415 (SU) 11-19 at
 *   pdfslide.us.
 * - 2026 confirmations (published for 2026): https://www.halfpricesoft.com/2026/taxrate-pennsylvania-2026
 *   (December 17, 2025: "Pennsylvania uses a flat tax rate of 3.07% on all taxable income ... A state tax
 *   certificate is not required") and https://www.visaverge.com/taxes/pa-2026-personal-tax-flat-3-07-and-local-rates-across-pa
 *   (December 19, 2025: "Pennsylvania maintains a flat 3.07% state income tax rate for 2026"); an
 *   independent open-source payroll engine transcribing pa.gov ("2004 – Present | 3.07%") agrees.
 */
export interface PaYearFigures {
  year: number;
  /** The personal income tax rate applied to each period's compensation. */
  rate: string;
  sources: readonly string[];
}

export const PA_2026: PaYearFigures = {
  year: 2026,
  rate: '0.0307',
  sources: [
    '72 P.S. § 7302 (Tax Reform Code of 1971 § 302, as amended by Act 64 of 2023): 3.07%',
    '61 Pa. Code § 113.3 (computing withholding): compensation x rate; supplemental added to the period',
    'PA DOR REV-415 Employer Withholding Information Guide; REV-580 (SU) 02-23: flat 3.07%, "remains in effect unless you receive notice of a change"',
    '2026: https://www.halfpricesoft.com/2026/taxrate-pennsylvania-2026 (Dec. 17, 2025), https://www.visaverge.com/taxes/pa-2026-personal-tax-flat-3-07-and-local-rates-across-pa',
  ],
};

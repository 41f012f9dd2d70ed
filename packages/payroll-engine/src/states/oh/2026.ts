/**
 * Ohio income tax withholding figures for compensation paid in 2026: the Department of Taxation's
 * "Employer Withholding Taxes: Optional Computer Formula" (annualized), in the two editions in force during
 * 2026, and the figures that do not change between them.
 *
 * Ohio revises its withholding tables in the middle of a year (R.C. 5747.06; Ohio Adm. Code 5703-7-10(B)(1)(b):
 * the tables are published "within forty-five days of a change in the tax rates"). Two editions cover 2026:
 * - Effective October 1, 2025 (House Bill 96's 2025 rate cut; Optional Computer Formula Rev. 09/25), used
 *   until the next edition: annual taxable income (wages x periods − $650 x exemptions)
 *     $0 - $26,050: 1.775%; $26,050 - $100,000: $462.39 + 2.990% of the excess over $26,050;
 *     over $100,000: $2,673.50 + 3.640% of the excess over $100,000.
 * - Effective August 1, 2026 (House Bill 96's 2026 flat 2.75% rate; Optional Computer Formula Rev. 07/26):
 *     $0 - $26,050: 1.600%; $26,050 - $100,000: $416.80 + 2.990% of the excess over $26,050;
 *     over $100,000: $2,627.91 + 3.400% of the excess over $100,000.
 * The Department's PDFs (tax.ohio.gov, dam.assets.ohio.gov) were not among the stored pages. The bands were
 * read in ONE open-source payroll engine's transcription of both editions (its Ohio module, "Sources (fetched
 * from tax.ohio.gov / dam.assets.ohio.gov)", with the five printed per-period percentage-method tables of
 * each edition). Corroboration found:
 * - EY Tax News 2025-1929 (September 24, 2025): tables "for use with wages paid on and after October 1,
 *   2025 ... reflect the highest withholding tax rate of 3.64%, down from 3.8%" — the 3.640% top band;
 * - a second, independent open-source calculator quoting the Department's "Withholding Tables (Effective
 *   August 1, 2026)": "If the wages exceed $1,923, use the last row of the table plus 3.400% of the excess
 *   over $1,923" — the 3.400% top band ($100,000 ÷ 52 = $1,923.08);
 * - PayrollOrg (Pay News Now) and the Ohio Society of CPAs (September 12, 2025) on the October 1, 2025
 *   revision; each band's base is the band below it computed out ($26,050 x 1.775% = $462.39; $462.39 +
 *   $73,950 x 2.99% = $2,673.50; $26,050 x 1.6% = $416.80; $416.80 + $73,950 x 2.99% = $2,627.91), and the
 *   transcribed weekly tables are these bands ÷ 52.
 * The 1.775%, 1.600% and 2.990% rates rest on the one transcription; see the report accompanying this
 * module. The edition in force before October 1, 2025 (effective July 1, 2024, top rate 3.8%) is not
 * transcribed, so 2025 is not built.
 *
 * Fixed figures:
 * - Exemption $650 a year per exemption claimed on Form IT 4: every edition of the formula since 2013
 *   (USDA NFC Ohio bulletins 2014, "Exemption Allowance = $650.00 x Number of Exemptions"; the July 2014,
 *   August 2015 and January 2020 tables as transcribed at suburbancomputer.com, "Deduction per exemption:
 *   $650.00"); the same $650 in both 2026 editions of the transcription; printed per-period as $12.50
 *   weekly, $25.00 biweekly.
 * - Supplemental rate 3.5%: Ohio Adm. Code 5703-7-10(B)(2) (effective February 3, 2024): employers withhold
 *   "from its employees' supplemental compensation ... at a flat rate of at least three and one-half per
 *   cent"; Ohio Department of Taxation FAQ ("The rate is at least 3.5%"); EY 2025-1929 and PayrollOrg
 *   (October 2025: "The Ohio supplemental wage tax rate remains 3.5% since it is set by law").
 */

/** One band of the annual formula: for annual taxable income up to `upTo` (inclusive), base + rate x (income − over). */
export interface OhFormulaBand {
  /** Null on the top band. */
  upTo: string | null;
  over: string;
  base: string;
  rate: string;
}

/** One edition of the Optional Computer Formula. */
export interface OhEdition {
  /** First payroll period end date (YYYY-MM-DD) the edition applies to. */
  effectiveFrom: string;
  label: string;
  bands: readonly OhFormulaBand[];
}

export interface OhYearFigures {
  year: number;
  /** The editions in force during the year, in date order; the last applies until the year's end. */
  editions: readonly OhEdition[];
  /** Last payroll period end date (YYYY-MM-DD) the editions are known to cover. */
  coveredThrough: string;
  /** Annual allowance per Form IT 4 exemption. */
  exemption: string;
  /** Flat rate on supplemental compensation (Ohio Adm. Code 5703-7-10(B)(2), "at least"). */
  supplementalRate: string;
  sources: readonly string[];
}

export const OH_2026: OhYearFigures = {
  year: 2026,
  editions: [
    {
      effectiveFrom: '2025-10-01',
      label: 'Ohio Employer Withholding Taxes: Optional Computer Formula, effective October 1, 2025 (Rev. 09/25)',
      bands: [
        { upTo: '26050', over: '0', base: '0', rate: '0.01775' },
        { upTo: '100000', over: '26050', base: '462.39', rate: '0.02990' },
        { upTo: null, over: '100000', base: '2673.50', rate: '0.03640' },
      ],
    },
    {
      effectiveFrom: '2026-08-01',
      label: 'Ohio Employer Withholding Taxes: Optional Computer Formula, effective August 1, 2026 (Rev. 07/26)',
      bands: [
        { upTo: '26050', over: '0', base: '0', rate: '0.01600' },
        { upTo: '100000', over: '26050', base: '416.80', rate: '0.02990' },
        { upTo: null, over: '100000', base: '2627.91', rate: '0.03400' },
      ],
    },
  ],
  coveredThrough: '2026-12-31',
  exemption: '650',
  supplementalRate: '0.035',
  sources: [
    'Ohio Department of Taxation, Employer Withholding Taxes: Optional Computer Formula, effective October 1, 2025 and effective August 1, 2026 (as transcribed by an open-source payroll engine)',
    'EY Tax News 2025-1929 (Sept. 24, 2025): October 1, 2025 tables, top withholding rate 3.64%',
    'Ohio Adm. Code 5703-7-10(B)(2): supplemental compensation at a flat rate of at least 3.5%',
    'USDA NFC Ohio withholding bulletins; suburbancomputer.com Ohio tables 2014-2020: $650 per exemption',
  ],
};

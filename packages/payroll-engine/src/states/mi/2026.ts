/**
 * Michigan income tax withholding figures for compensation paid in 2026.
 *
 * Source: Michigan Department of Treasury, Form 446, "2026 Michigan Income Tax Withholding Guide" (446
 * (Rev. 02-26); an earlier 2026 printing is 446 (Rev. 10-25)),
 * https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2026/446_Withholding-Guide_2026.pdf
 * — masthead: "Withholding Rate: 4.25%  Personal Exemption Amount: $5,900"; page 2: "The withholding rate
 * is 4.25 percent of compensation after deducting the personal and dependency exemption allowance";
 * "Bonuses and Other Payments": "The withholding amount equals the payment amount multiplied by 4.25
 * percent (0.0425). Do not make any adjustment for exemptions."
 *
 * The guide itself was not among the stored pages (michigan.gov refuses automated requests); it was read
 * through transcriptions: two open-source projects quoting the Rev. 02-26 masthead verbatim, a third
 * quoting the Rev. 10-25 masthead and the page-2 sentence from the Internet Archive copy of the PDF
 * (January 15, 2026), and a fourth quoting the "Bonuses and Other Payments" paragraph of Rev. 02-26.
 * Cross-checked:
 * - Rate: MCL 206.51 (one rate on all taxable income, 4.25%) and MCL 206.351 (withholding at that rate);
 *   Treasury taxpayer notice "4.25% Income Tax Rate for Individuals and Fiduciaries in 2026 Tax Year"
 *   (michigan.gov/treasury/reference/taxpayer-notices/2026/04/15/...), as listed by a further repository.
 * - Exemption: the Michigan personal exemption is indexed yearly (MCL 206.30(2)); $5,800 in 2025
 *   (mi/2025.ts), $5,900 for 2026 in every 2026 source found.
 */
export interface MiYearFigures {
  year: number;
  /** The flat withholding rate applied to compensation after the exemption allowance. */
  rate: string;
  /** Annual amount of each personal or dependency exemption claimed on Form MI-W4 line 6. */
  personalExemption: string;
  /** Flat rate on bonuses and other payments made separately from regular payroll (no exemptions). */
  supplementalRate: string;
  sources: readonly string[];
}

export const MI_2026: MiYearFigures = {
  year: 2026,
  rate: '0.0425',
  personalExemption: '5900',
  supplementalRate: '0.0425',
  sources: [
    'Michigan Treasury Form 446 (Rev. 02-26), 2026 Michigan Income Tax Withholding Guide: withholding rate 4.25%, personal exemption $5,900',
    'Form 446 (2026), "Bonuses and Other Payments": payment amount x 4.25%, no adjustment for exemptions',
    'MCL 206.51 (4.25%), 206.351 (withholding), 206.30(2) (indexed exemption)',
  ],
};

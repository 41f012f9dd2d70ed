/**
 * Michigan income tax withholding figures for compensation paid in 2025.
 *
 * Source: Michigan Department of Treasury, Form 446, "2025 Michigan Income Tax Withholding Guide" (446
 * (Rev. 01-25)), https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2025/446_Withholding-Guide_2025.pdf,
 * and Treasury's "Withholding Tax Information by Calendar Year" page,
 * https://www.michigan.gov/taxes/business-taxes/withholding/calendar-year-tax-information ("2025 —
 * Withholding Rate: 4.25% — Personal Exemption: $5,800"; 2024: 4.25%, $5,600; 2023: 4.05%, $5,400).
 * - Rate 4.25%: that page; MCL 206.51. (2023's 4.05% was a one-year reduction; 2024 and 2025 are 4.25%.)
 * - Personal exemption $5,800: that page; https://www.realtaxtools.com/Payroll-1099/payroll/michigan-2025-withholding-tables-released/
 *   ("The 2025 MI withholding rate is 4.25% and the personal exemption is $5,800").
 * - Supplemental rate: Form 446's "Bonuses and Other Payments" paragraph ("payment amount multiplied by
 *   [the withholding rate] ... Do not make any adjustment for exemptions") was read in the 2026 edition and,
 *   with 4.05%, in a transcription of the 2023 edition; the 2025 edition's own paragraph was not read. The
 *   rule is the same sentence in both surrounding years and the 2025 withholding rate is 4.25%, so the
 *   2025 supplemental rate is 4.25%.
 * The 2025 guide PDF itself was not among the stored pages.
 */
import type { MiYearFigures } from './2026';

export const MI_2025: MiYearFigures = {
  year: 2025,
  rate: '0.0425',
  personalExemption: '5800',
  supplementalRate: '0.0425',
  sources: [
    'Michigan Treasury, Withholding Tax Information by Calendar Year: 2025 withholding rate 4.25%, personal exemption $5,800',
    'Michigan Treasury Form 446 (Rev. 01-25), 2025 Michigan Income Tax Withholding Guide',
    'MCL 206.51 (4.25%), 206.351 (withholding)',
  ],
};

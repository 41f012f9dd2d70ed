/**
 * Kentucky income tax withholding figures (the STATE part) for wages paid in 2025.
 *
 * Publication: Kentucky Department of Revenue, 42A003 (TCF), "2025 Kentucky Withholding Tax Formula" (the same
 * formula as 2026, ky/2026.ts): standard deduction $3,270, rate 4.0%. The 2025 edition itself was not among the
 * stored pages; the figures agree between:
 *   (1) the Department's 2025 standard deduction announcement as quoted at
 *       https://breeyorelie.pages.dev/mkfzhwm-k-4-kentucky-withholding-form-2025-images-tnwwgvc ("After adjusting
 *       for inflation, the standard deduction for 2025 is $3,270, an increase of $110"; the withholding methods
 *       "use a tax rate of 4%") — the standard deduction of KRS 141.081, which the withholding formula uses;
 *   (2) two public tax engines' 2025 Kentucky parameters (github stat-guy/ezFile reference/states/ky.md: 4.0%,
 *       $3,270; piechiang/usa-tax-calculator-2025 docs/KENTUCKY_STATE_IMPLEMENTATION.md: 4.0%, $3,270).
 * Rate: KRS 141.020(2)(a): 4.0% for 2024 and 2025 (HB 1 (2022) triggers).
 */
import type { KyYearFigures } from './2026';

export const KY_2025: KyYearFigures = {
  year: 2025,
  rate: '0.04',
  standardDeduction: '3270',
  sources: [
    'Kentucky DOR 2025 Kentucky Withholding Tax Formula (42A003): $3,270 standard deduction, 4.0%; read through the Department announcement as quoted by a public page and two public tax engines',
    'KRS 141.020(2)(a) (4.0% for 2025), KRS 141.081 (standard deduction)',
  ],
};

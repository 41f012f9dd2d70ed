/**
 * Minnesota income tax withholding figures for wages paid in 2025.
 *
 * Publication: Minnesota Department of Revenue, 2025 Minnesota Withholding Tax Instructions and Tables,
 * "Computer Formula" (p. 34) and supplemental payments (p. 7). The booklet was not among the stored pages;
 * it was read through:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?state=Minnesota — "Minnesota Payroll Withholding,
 *       Effective January 1, 2025": the Single and Married rows below, "Allowance deduction: $5,200.00",
 *       "Supplemental income: 6.25%";
 *   (2) Bloomberg Tax, "Minnesota Releases 2025 Withholding Methods" (news.bloombergtax.com, January 2025):
 *       "The withholding rate for 2025 is 6.25%, the same as the supplemental wage rate ... The value of a
 *       state allowance in the withholding methods increased to $5,200 from $5,050", and the withholding
 *       exemption threshold (the standard deduction) $14,950;
 *   (3) https://halfpricesoft.com/2025/taxrate-minnesota-2025.asp (the same computer formula, Step 3
 *       "Multiply the number of the employee's withholding allowances by $5,200").
 * The thresholds agree with Minnesota's 2025 income tax brackets (single 5.35% to $32,570, 6.80% to
 * $106,990, 7.85% to $198,630; married joint $47,620, $189,180, $330,410, as transcribed at
 * countrytaxcalc.com) moved up by the deduction the chart builds in ($14,950 − 2 x $5,200 = $4,550 single:
 * $32,570 + $4,550 = $37,120; married $29,900 − 3 x $5,200 = $14,300: $47,620 + $14,300 = $61,920), and
 * each add-on is the tax of the rows below it (test/states/mn.test.ts).
 */
import type { MnYearFigures } from './index';

export const MN_2025: MnYearFigures = {
  year: 2025,
  allowance: '5200',
  supplementalRate: '0.0625',
  schedules: {
    Single: [
      { over: '4550', base: '0', rate: '0.0535' },
      { over: '37120', base: '1742.50', rate: '0.068' },
      { over: '111540', base: '6803.06', rate: '0.0785' },
      { over: '203180', base: '13996.80', rate: '0.0985' },
    ],
    Married: [
      { over: '14300', base: '0', rate: '0.0535' },
      { over: '61920', base: '2547.67', rate: '0.068' },
      { over: '203480', base: '12173.75', rate: '0.0785' },
      { over: '344710', base: '23260.31', rate: '0.0985' },
    ],
  },
  sources: [
    'MN DOR, 2025 Minnesota Withholding Tax Instructions and Tables, Computer Formula (p. 34), supplemental payments (p. 7)',
    'Transcriptions: suburbancomputer.com "Minnesota Payroll Withholding, Effective January 1, 2025"; Bloomberg Tax, "Minnesota Releases 2025 Withholding Methods"; halfpricesoft.com 2025 Minnesota formula',
  ],
};

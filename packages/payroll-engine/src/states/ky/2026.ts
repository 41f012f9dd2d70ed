/**
 * Kentucky income tax withholding figures (the STATE part) for wages paid in 2026.
 *
 * Publication: Kentucky Department of Revenue, 42A003 (TCF)(10-2025), "2026 Kentucky Withholding Tax Formula",
 * https://revenue.ky.gov/Forms/2026%20Withholding%20Formula.pdf — "2026 Kentucky Standard Deduction: $3,360";
 * "2026 Kentucky Tax Rate: 3.5% of taxable income"; the formula (annual wages − the standard deduction = annual
 * Kentucky wages; x 3.5% = gross annual Kentucky tax; ÷ annual pay periods = withholding for the period) and two
 * worked examples: monthly $3,270: $3,270 x 12 = $39,240; $39,240 − $3,360 = $35,880; $35,880 x 3.5% =
 * $1,255.80; $1,255.80 ÷ 12 = 104.65; biweekly $1,500: $39,000; $35,640; $1,247.40 (the step printed as
 * "$35,730 x 3.5%", a typo, as $35,640 x 3.5% = $1,247.40); $1,247.40 ÷ 26 printed "$47", which is $47.98 to the
 * cent (the formula is followed, see ky/index.ts).
 *
 * The formula PDF was not among the stored pages; the figures were read through, and agree between:
 *   (1) the openbooks engine, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/ky.ts and
 *       conformance-ky.test.ts (42A003 (TCF)(10-2025): $3,360, 3.5%, both examples quoted step by step);
 *   (2) a second repository's payroll rates ("2026 Kentucky Withholding Tax Formula 42A003 (TCF)", 3.50%,
 *       $3,360) and its test "Kentucky 2026 official monthly computer-formula example gives $104.65".
 * Rate: KRS 141.020(2)(a) as reduced under its revenue triggers (4.0% for 2025, 3.5% for 2026, HB 1 (2025)).
 */
export interface KyYearFigures {
  year: number;
  rate: string;
  standardDeduction: string;
  sources: readonly string[];
}

export const KY_2026: KyYearFigures = {
  year: 2026,
  rate: '0.035',
  standardDeduction: '3360',
  sources: [
    'Kentucky DOR 42A003 (TCF)(10-2025), 2026 Kentucky Withholding Tax Formula: $3,360 standard deduction, 3.5%, monthly and biweekly examples; read through the openbooks transcription (engine/src/payroll/us/states/ky.ts) and a second repository',
    'KRS 141.020(2)(a); HB 1 (2025): 3.5% for 2026',
  ],
};

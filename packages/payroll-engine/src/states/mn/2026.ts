/**
 * Minnesota income tax withholding figures for wages paid in 2026.
 *
 * Publication: Minnesota Department of Revenue, 2026 Minnesota Withholding Tax Instructions and Tables
 * (https://www.revenue.state.mn.us/sites/default/files/2025-12/wh-inst-26.pdf), "Computer Formula" (p. 34:
 * "This formula supersedes any formulas before Jan. 1, 2026"): Step 3 allowance $5,300 each; the Step 5
 * charts for single and married employees; supplemental payments (p. 7) at 6.25%.
 *
 * The booklet itself was not among the stored pages; the figures were read in two independent
 * transcriptions of it, which agree on every figure below:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=Minnesota —
 *       "Minnesota Payroll Withholding, Effective January 1, 2026": Single and Married annual earnings /
 *       add-on / rate rows, "Allowance deduction: $5,300.00", "Supplemental income: 6.25%";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks,
 *       engine/src/payroll/us/states/mn.ts (MN_RATES_2026, "Computer Formula p. 34", fetched from
 *       revenue.state.mn.us) and its conformance test conformance-mn.test.ts.
 * Each add-on is the tax of the rows below it (e.g. 5.35% x ($38,010 − $4,700) = $1,782.085 → $1,782.09;
 * $1,782.09 + 6.80% x ($114,130 − $38,010) = $6,958.25), which test/states/mn.test.ts checks, so a slip in
 * a threshold or rate would show. The first thresholds are the 2026 standard deduction less the allowances
 * the chart builds in ($15,300 − 2 x $5,300 = $4,700 single; married $14,700).
 */
import type { MnYearFigures } from './index';

export const MN_2026: MnYearFigures = {
  year: 2026,
  allowance: '5300',
  supplementalRate: '0.0625',
  schedules: {
    Single: [
      { over: '4700', base: '0', rate: '0.0535' },
      { over: '38010', base: '1782.09', rate: '0.068' },
      { over: '114130', base: '6958.25', rate: '0.0785' },
      { over: '207850', base: '14315.27', rate: '0.0985' },
    ],
    Married: [
      { over: '14700', base: '0', rate: '0.0535' },
      { over: '63400', base: '2605.45', rate: '0.068' },
      { over: '208180', base: '12450.49', rate: '0.0785' },
      { over: '352630', base: '23789.82', rate: '0.0985' },
    ],
  },
  sources: [
    'MN DOR, 2026 Minnesota Withholding Tax Instructions and Tables, Computer Formula (p. 34), supplemental payments (p. 7)',
    'Transcriptions: suburbancomputer.com "Minnesota Payroll Withholding, Effective January 1, 2026"; openbooks engine/src/payroll/us/states/mn.ts (MN_RATES_2026)',
  ],
};

/**
 * Wisconsin income tax withholding figures for wages paid in 2026 (and 2025: wi/2025.ts).
 *
 * Publication: Wisconsin Department of Revenue, Publication W-166, Withholding Tax Guide, "Effective for
 * Withholding Periods Beginning on or After January 1, 2022" (January 2026 edition,
 * https://www.revenue.wi.gov/DOR%20Publications/pb166.pdf), "Alternate Method of Withholding Wisconsin Income
 * Tax" (pp. 25-26): the deduction formulas for single and married employees, the $400 exemption, the
 * schedule of tax rates, and Examples 1-3 (weekly $350 single 1 exemption $7.59; weekly $500 single 3
 * exemptions $14.34; biweekly $1,000 married 3 exemptions $22.08). The figures have been the same since
 * withholding periods beginning January 1, 2022.
 *
 * The publication itself was not among the stored pages; the figures were read in, and agree between:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?state=Wisconsin — "Wisconsin Payroll Withholding,
 *       Effective January 1, 2022" (its current Wisconsin page): the schedule (3.54% from $0; $451.70 +
 *       4.65% over $12,760; $1,045.04 + 5.30% over $25,520; $14,582.83 + 7.65% over $280,950), the
 *       deduction amounts (single: $6,702 under $17,780, $6,702 − 12% x (gross − $17,780) to $73,630, $0
 *       above; married: $9,461 under $25,727, $9,461 − 20% x (gross − $25,727) to $73,032, $0 above) and
 *       "Exemption allowance: $400.00";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks,
 *       engine/src/payroll/us/states/wi.ts (WI_RATES_2026, "Publication W-166, Withholding Tax Guide —
 *       January 2026", fetched from revenue.wi.gov) and conformance-wi.test.ts, which transcribes the three
 *       worked examples step by step;
 *   (3) for the deduction formulas, https://tktenterprises1.com/Wisconsin.html (a payroll vendor's note on
 *       the W-166 alternate method, with the examples' deductions $6,651.60 and $9,406.40).
 * Each add-on of the schedule is the tax of the rows below it (test/states/wi.test.ts checks it).
 */
import type { WiYearFigures } from './index';

export const WI_2026: WiYearFigures = {
  year: 2026,
  exemption: '400',
  deduction: {
    Single: { full: '6702', phaseStart: '17780', phaseEnd: '73630', phaseRate: '0.12' },
    Married: { full: '9461', phaseStart: '25727', phaseEnd: '73032', phaseRate: '0.20' },
  },
  schedule: [
    { over: '0', base: '0', rate: '0.0354' },
    { over: '12760', base: '451.70', rate: '0.0465' },
    { over: '25520', base: '1045.04', rate: '0.053' },
    { over: '280950', base: '14582.83', rate: '0.0765' },
  ],
  sources: [
    'WI DOR Publication W-166, Withholding Tax Guide (January 2026), Alternate Method of Withholding Wisconsin Income Tax, pp. 25-26, Examples 1-3',
    'Transcriptions: suburbancomputer.com "Wisconsin Payroll Withholding, Effective January 1, 2022"; openbooks engine/src/payroll/us/states/wi.ts (WI_RATES_2026); tktenterprises1.com/Wisconsin.html (deductions)',
  ],
};

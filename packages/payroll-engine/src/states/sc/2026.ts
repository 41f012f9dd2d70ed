/**
 * South Carolina income tax withholding figures for wages paid in 2026.
 *
 * Publication: South Carolina Department of Revenue, WH-1603F (Rev. 11/4/25), "Formula for Computing South
 * Carolina 2026 Withholding Tax" (https://dor.sc.gov/sites/dor/files/forms/WH1603F_2026.pdf): deduct from
 * annual gross wages $5,000 for each allowance and, with one or more allowances, a standard deduction of 10%
 * of gross wages up to $7,500 (both $0 with zero allowances); on the balance, 0% up to $3,640, 3% from $3,640
 * to $18,230 and 6% above ("addition method": 3% x the excess over $3,640; $437.70 + 6% x the excess over
 * $18,230; the "subtraction method" prints the same as 3% minus $109.20 and 6% minus $656.10); its example
 * ($750 a week, 3 allowances: $39,000 − $15,000 − $3,900 = $20,100; $437.70 + 6% x $1,870 = $549.90; ÷ 52 =
 * $10.58).
 *
 * The publication was not among the stored pages; the figures were read in, and agree between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/sc.ts
 *       (SC_RATES_2026: allowance $5,000, 10% / $7,500, $3,640, $18,230, 3%, 6%, $109.20, $656.10, $437.70;
 *       the $750 / 3-allowance example, $549.90 / $10.58);
 *   (2) a public repository's research notes on the state withholding publications (gathered 2026-07-09 from
 *       the downloaded PDFs): "WH-1603F, Formula for Computing South Carolina 2026 Withholding Tax (Rev.
 *       11/4/25) ... 3 brackets (0% to 3,640; 3% to 18,230; 6% above), printed in subtraction AND addition
 *       forms ... $5,000/yr per allowance; standard deduction = 10% of gross capped $7,500/yr — BOTH zero when
 *       zero allowances claimed ... p.1 ($750/wk 3 allowances -> $10.58/wk) ... cents throughout";
 *   (3) a public payroll calculator's 2026 South Carolina module (source WH-1603F 2026): "allowances > 0 ?
 *       Math.min(annualGross * .1, 7500) : 0", "allowances * 5000", "taxable < 3640 ? 0 : taxable < 18230 ?
 *       (taxable - 3640) * .03 : (taxable - 18230) * .06 + 437.70".
 * $437.70 = 3% x ($18,230 − $3,640); $109.20 = 3% x $3,640; $656.10 = 6% x $18,230 − $437.70
 * (test/states/sc.test.ts checks both methods agree).
 *
 * 2025 is not built: its WH-1603F figures were not read in the stored transcriptions.
 */
import type { ScYearFigures } from './index';

export const SC_2026: ScYearFigures = {
  year: 2026,
  allowance: '5000',
  standardDeductionRate: '0.10',
  standardDeductionMax: '7500',
  schedule: [
    { over: '3640', base: '0', rate: '0.03' },
    { over: '18230', base: '437.70', rate: '0.06' },
  ],
  sources: [
    'SC DOR WH-1603F (Rev. 11/4/25), Formula for Computing South Carolina 2026 Withholding Tax, and its example',
    'Transcriptions: openbooks engine/src/payroll/us/states/sc.ts (SC_RATES_2026); a repository of state withholding publication notes (2026-07-09); a payroll calculator 2026 SC module',
  ],
};

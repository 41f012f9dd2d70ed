/**
 * Alabama income tax withholding figures for wages paid in 2025 and 2026: the formula of the Department of
 * Revenue's "Withholding Tax Tables and Instructions for Employers and Withholding Agents" (Revised August 2024,
 * https://www.revenue.alabama.gov/wp-content/uploads/2024/10/whbooklet_1024.pdf), unchanged since the standard
 * deduction and dependent exemption of 2022 (Act 2021-423 as read into PolicyEngine-US from Code of Alabama
 * 40-18-15(b): maxima $3,000 / $8,500 / $5,200 / $4,250 from 2022; no later change of the amounts, the floors,
 * the steps or the reductions through its parameters of August 2026).
 *
 * Figures (annual): the standard deduction by A-4 status on the annualized gross income (GI): 0 and S $3,000
 * for GI under $26,000, less $25 for each $500 of GI from $26,000 (the table's rows $26,000, $26,500, ...), not
 * below $2,500; M $8,500 less $175 per $500, not below $5,000; H $5,200 less $135 per $500, not below $2,500;
 * MS $4,250 for GI under $13,000, less $88 for each $250 from $13,000, not below $2,500. Personal exemption: 0
 * $0; S and MS $1,500; M and H $3,000. Each dependent (other than the spouse): $1,000 for GI up to $50,000, $500
 * up to $100,000, $300 above. Tax: 2% of the first $500, 4% of the next $2,500, 5% above $3,000 (M: $1,000,
 * $5,000, $6,000). Supplemental wages: 5%.
 * The booklet was not among the stored pages; the figures were read in, and agree between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/al.ts
 *       (the August 2024 booklet: phase-outs "25999, 3000, 35500, 2500, 500, 25" (S and 0), "12999, 4250, 17750,
 *       2500, 250, 88" (MS), "25999, 8500, 35500, 5000, 500, 175" (M), "25999, 5200, 35500, 2500, 500, 135" (H);
 *       exemptions $1,500 / $3,000; dependents $1,000 / $500 / $300 at $50,000 / $100,000; the brackets; the 5%
 *       supplemental rate; "2026 pay dates use that formula");
 *   (2) suburbancomputer.com, "Alabama Payroll Withholding, Effective January 1, 2023" (the standard deduction
 *       tables row by row: M $8,500, $26,000 $8,325, ..., $35,500 $5,000; MS $4,250, $13,000 $4,162, ...,
 *       $17,750 $2,500; H $5,200, $26,000 $5,065, ...; the personal exemptions and the dependent amounts as above;
 *       "B. Employees FIT withheld"), and its 2012 page for the brackets ("Married (except if zero exemptions)
 *       ... $1,000.00 $20.00 4.00%; $6,000.00 $220.00 5.00%; All Others ... $500.00 $10.00 4.00%; $3,000.00
 *       $110.00 5.00%") and "Supplemental rate: 5.00%";
 *   (3) PolicyEngine-US parameters gov/states/al/tax/income/deductions/standard (maxima and minima as above from
 *       2022; reductions $25 / $175 / $135 / $88 per $500 ($250 MS)), which place the 2025 phase-out at AGI over
 *       $26,000 ($13,000 MS), as the booklet's table rows do.
 */
import type { AlYearFigures } from './index';

const FORMULA_SINCE_2022 = {
  standardDeduction: {
    single: { max: '3000', from: '26000', step: '500', reduction: '25', min: '2500' },
    married: { max: '8500', from: '26000', step: '500', reduction: '175', min: '5000' },
    headOfFamily: { max: '5200', from: '26000', step: '500', reduction: '135', min: '2500' },
    marriedSeparately: { max: '4250', from: '13000', step: '250', reduction: '88', min: '2500' },
  },
  personalExemption: { single: '1500', married: '3000' },
  dependent: [
    { upTo: '50000', amount: '1000' },
    { upTo: '100000', amount: '500' },
    { upTo: null, amount: '300' },
  ],
  brackets: {
    married: [
      { over: '0', base: '0', rate: '0.02' },
      { over: '1000', base: '20', rate: '0.04' },
      { over: '6000', base: '220', rate: '0.05' },
    ],
    other: [
      { over: '0', base: '0', rate: '0.02' },
      { over: '500', base: '10', rate: '0.04' },
      { over: '3000', base: '110', rate: '0.05' },
    ],
  },
  supplementalRate: '0.05',
  sources: [
    'Alabama Department of Revenue, Withholding Tax Tables and Instructions for Employers and Withholding Agents (Revised August 2024), Formula for Computing Alabama Withholding Tax; Code of Alabama 40-18-15, 40-18-19',
    'Transcriptions: openbooks engine/src/payroll/us/states/al.ts; suburbancomputer.com Alabama Payroll Withholding (effective January 1, 2023; brackets and supplemental rate, January 1, 2012); PolicyEngine-US gov/states/al/tax/income/deductions/standard',
  ],
} as const;

export const AL_2025: AlYearFigures = { year: 2025, ...FORMULA_SINCE_2022 };
export const AL_2026: AlYearFigures = { year: 2026, ...FORMULA_SINCE_2022 };

/**
 * Maine income tax withholding figures for wages paid in 2026.
 *
 * Publication: Maine Revenue Services, Withholding Tables for Individual Income Tax, 2026 (Revised December 2025),
 * https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/26_wh_tab_instr.pdf — the percentage
 * method, Steps 1-6: $5,300 for each allowance; the withholding standard deduction $12,450 single / $27,750
 * married, reduced for annual wages over $102,250 / $204,550 by the fraction of the $75,000 / $150,000 phase-out
 * range left; the 2026 rate schedules; Examples 1-3 ($300 weekly, single, 2 allowances: $0; $1,000 weekly,
 * single, 2 allowances: $28,950 taxable, $1,694 annual, $33; $4,500 weekly, married, 2 allowances: standard
 * deduction $27,750 x $120,550 / $150,000 = $22,302, $201,098 taxable, $13,338 annual, $257); supplemental wages
 * paid separately: 5%. Revised August 2026 for the 2% surcharge of 36 M.R.S. § 5111(7) (L.D. 2212 (2026), Part
 * DDDD): 2% of annualized wages over $1,000,000 single / $1,500,000 married.
 *
 * The booklet was not among the stored pages; the figures were read in, and cross-checked between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/me.ts
 *       and conformance-me.test.ts (the December 2025 booklet's steps, figures and Examples 1-3; the August 2026
 *       revision's surcharge);
 *   (2) https://news.bloombergtax.com/payroll/maine-releases-2026-withholding-methods: the 2026 allowance "$5,300
 *       annually, from $5,150", the maximum standard deduction "$12,450 for a single employee or $27,750 for a
 *       married employee", the phase-out from "$102,250 annually or ... $204,550 annually", reaching zero at
 *       $177,250 for a single employee;
 *   (3) PolicyEngine's Maine parameters (github.com/PolicyEngine/policyengine-us,
 *       policyengine_us/parameters/gov/states/me/tax/income): the 2026 rate schedules (5.8%, 6.75% from $27,400 /
 *       $54,850, 7.15% from $64,850 / $129,750), the phase-out widths $75,000 / $150,000, and the surcharge, 2%
 *       over $1,000,000 single and $1,500,000 married filing jointly for 2026 (36 M.R.S. § 5111(7); L.D. 2212).
 * The schedules' add-on amounts are the tax below each line rounded to the dollar ($27,400 x 5.8% = $1,589.20,
 * printed $1,589; $1,589.20 + $37,450 x 6.75% = $4,117.08, printed $4,117; married $3,181 and $8,237).
 */
export interface MeLine {
  /** Taxable income at least this ... */
  atLeast: string;
  /** ... pays this ... */
  base: string;
  /** ... plus this rate of the excess over `atLeast`. */
  rate: string;
}

export type MeSchedule = 'single' | 'married';

export interface MeYearFigures {
  year: number;
  publication: string;
  /** Annual amount of one W-4ME allowance. */
  allowance: string;
  /** Withholding standard deduction and its phase-out: full below `phaseOutFrom`, zero from `phaseOutFrom + phaseOutRange`. */
  standardDeduction: Record<MeSchedule, { amount: string; phaseOutFrom: string; phaseOutRange: string }>;
  schedules: Record<MeSchedule, readonly MeLine[]>;
  /** 36 M.R.S. § 5111(7) surcharge as the August 2026 tables withhold it: this rate of annual wages over the threshold. */
  surcharge: { rate: string; over: Record<MeSchedule, string> };
  /** Supplemental wages paid separately from regular wages. */
  supplementalRate: string;
  sources: readonly string[];
}

export const ME_2026: MeYearFigures = {
  year: 2026,
  publication: 'Maine Revenue Services, Withholding Tables for Individual Income Tax 2026 (Revised December 2025; August 2026 revision for the surcharge)',
  allowance: '5300',
  standardDeduction: {
    single: { amount: '12450', phaseOutFrom: '102250', phaseOutRange: '75000' },
    married: { amount: '27750', phaseOutFrom: '204550', phaseOutRange: '150000' },
  },
  schedules: {
    single: [
      { atLeast: '0', base: '0', rate: '0.058' },
      { atLeast: '27400', base: '1589', rate: '0.0675' },
      { atLeast: '64850', base: '4117', rate: '0.0715' },
    ],
    married: [
      { atLeast: '0', base: '0', rate: '0.058' },
      { atLeast: '54850', base: '3181', rate: '0.0675' },
      { atLeast: '129750', base: '8237', rate: '0.0715' },
    ],
  },
  surcharge: { rate: '0.02', over: { single: '1000000', married: '1500000' } },
  supplementalRate: '0.05',
  sources: [
    'Maine Revenue Services, 2026 Withholding Tables for Individual Income Tax (Revised December 2025), percentage method and Examples 1-3; August 2026 revision (surcharge)',
    'transcription: openbooks engine/src/payroll/us/states/me.ts; Bloomberg Tax, "Maine Releases 2026 Withholding Methods"',
    'PolicyEngine policyengine_us/parameters/gov/states/me/tax/income (2026 schedules, phase-out widths, 36 M.R.S. § 5111(7) surcharge)',
  ],
};

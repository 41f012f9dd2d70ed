/**
 * Rhode Island income tax withholding figures for wages paid in 2026.
 *
 * Publication: Rhode Island Division of Taxation, 2026 Rhode Island Employer's Income Tax Withholding Tables,
 * https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/2026%20Withholding%20Tax%20Booklet_d.pdf — the
 * percentage method: wages less the exemption amount for each RI W-4 allowance ($1,000 a year: $19.23 weekly), none
 * when the wages exceed the phase-out amount ($290,800 a year: $5,592.31 weekly), then the period's table (3.75%,
 * 4.75%, 5.99%); its example: $2,195.00 weekly, 1 exemption: $2,195.00 − $19.23 = $2,175.77; $59.18 + 4.75% x
 * $597.77 ($28.39) = $87.57; supplemental wages paid separately: 5.99%.
 *
 * The booklet was not among the stored pages; the figures were read in, and cross-checked between:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?state=Rhode+Island, "Rhode Island Payroll Withholding,
 *       Effective January 1, 2026": the annual table below (3.75%; $3,076.88 + 4.75% over $82,050; $8,035.88 +
 *       5.99% over $186,450), "Exemption allowance: $1,000.00 on annual wages up to $290,800.00", "Supplemental
 *       income: 5.99%";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/ri.ts and
 *       conformance-ri.test.ts: the booklet's weekly, biweekly, semimonthly, monthly, quarterly, semiannual,
 *       annual and daily tables, exemption and phase-out amounts, the $87.57 example, 5.99%.
 * Each period table of (2) is the annual table of (1) taken to the period: the bracket limits ÷ periods rounded to
 * the whole dollar ($82,050 ÷ 52 = $1,577.88 -> $1,578), the add-on amounts the tax on those limits to the cent
 * ($1,578 x 3.75% = $59.175 -> $59.18), the exemption and phase-out amounts ÷ periods to the cent; ri/index.ts
 * derives them so and test/states/ri.test.ts checks every printed figure of the six engine periods.
 */
export interface RiYearFigures {
  year: number;
  publication: string;
  /** Annual bracket limits (the upper bounds, ascending) and the rate of each bracket (one more rate than limits). */
  limits: readonly string[];
  rates: readonly string[];
  /** Annual exemption amount of one allowance, and the annual wages above which no exemption is allowed. */
  exemption: string;
  exemptionPhaseOutAbove: string;
  /** Supplemental wages paid separately. */
  supplementalRate: string;
  sources: readonly string[];
}

export const RI_2026: RiYearFigures = {
  year: 2026,
  publication: "2026 Rhode Island Employer's Income Tax Withholding Tables, percentage method",
  limits: ['82050', '186450'],
  rates: ['0.0375', '0.0475', '0.0599'],
  exemption: '1000',
  exemptionPhaseOutAbove: '290800',
  supplementalRate: '0.0599',
  sources: [
    "RI Division of Taxation, 2026 Employer's Income Tax Withholding Tables (percentage method, example, supplemental rate)",
    'transcriptions: suburbancomputer.com "Rhode Island Payroll Withholding, Effective January 1, 2026"; openbooks engine/src/payroll/us/states/ri.ts',
  ],
};

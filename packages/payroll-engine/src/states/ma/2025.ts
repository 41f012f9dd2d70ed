/**
 * Massachusetts personal income tax withholding figures for wages paid in 2025.
 *
 * Publication: Massachusetts Department of Revenue, Circular M, percentage method, effective January 1,
 * 2025 (draft released December 2, 2024). Read through Bloomberg Tax, "Massachusetts Releases 2025 Draft
 * Withholding Methods" (https://news.bloombergtax.com/payroll/massachusetts-releases-2025-draft-withholding-methods):
 * "The Dec. 2 draft increased the inflation-adjusted threshold for the surtax to $1,083,150, from $1,053,750.
 * If an employee's taxable income is up to $1,083,150, a 5% withholding rate applies. However, if it is more
 * than $1,083,150, a 9% withholding rate applies to the portion greater than $1,083,150, plus 5% on the
 * remainder. The draft retained the values of the allowable deductions for heads of households and blind
 * employees. The value of a state allowance at $4,400 ..." (the rest is behind the paywall).
 * The retained head-of-household and blind factors are $2,400 and $2,200 a year, tax values $120 and $110 at
 * 5% (see ma/2026.ts, source (4)); the exemption factors ($4,400, then $1,000 each), the $2,000 step-1 cap
 * and the $8,000 rule are those of every Circular M since 2009 (ma/2026.ts, sources (1) and (3); TimeTrex
 * MA.class.php carries them unchanged from 2009 to its 2020 rates). The 2025 surtax threshold is also the
 * one DOR publishes for tax year 2025 (https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000
 * lists $1,000,000 for 2023 and $1,053,750 for 2024; Boston Globe, June 4, 2025: "tax-filers now have to make
 * over $1.08 million").
 */
import type { MaYearFigures } from './index';

export const MA_2025: MaYearFigures = {
  year: 2025,
  rate: '0.05',
  surtaxThreshold: '1083150',
  surtaxRate: '0.09',
  firstExemption: '4400',
  furtherExemption: '1000',
  retirementDeductionMaximum: '2000',
  headOfHouseholdCredit: '120',
  blindCredit: '110',
  lowIncomeLimit: '8000',
  sources: [
    'MA DOR Circular M, percentage method, effective January 1, 2025 (draft December 2, 2024), via Bloomberg Tax: surtax threshold $1,083,150, 5% / 9%, head-of-household and blind values retained, allowance $4,400',
    'Exemption factors, $2,000 step-1 cap, $8,000 rule, $2,400 / $2,200 factors: see ma/2026.ts',
  ],
};

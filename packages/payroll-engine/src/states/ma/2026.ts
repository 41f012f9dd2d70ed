/**
 * Massachusetts personal income tax withholding figures for wages paid in 2026.
 *
 * Publication: Massachusetts Department of Revenue, Circular M, "Income Tax Withholding Tables", percentage
 * method, effective January 1, 2026 (DOR released the draft 2026 tables on December 15, 2025). mass.gov's
 * Circular M was not among the stored pages; the figures were read through these sources, each cited at
 * its figure below:
 *   (1) https://www.halfpricesoft.com/2026/taxrate-massachusetts-2026 (December 18, 2025), Massachusetts
 *       2026 withholding instructions: "Subtract the amount deducted for U.S. Social Security (FICA),
 *       Medicare, Massachusetts, United States or Railroad Retirement systems. The total amount subtracted
 *       may not exceed $2,000 annually"; "Subtract the total of the exemption factors (dollar value of
 *       exemptions)"; "Do not withhold tax on employees who claim one or more exemptions if their annual
 *       wages are less than $8,000"; "New for 2026: Explicit tax credit steps for Head of Household ($120/yr)
 *       and Blindness ($110/yr) are deducted from the calculated tax"; Form M-4 lines ("claim '4' for
 *       spouse").
 *   (2) https://www.visaverge.com/taxes/massachusetts-2026-income-tax-5-up-to-1083150-then-9-overall: "The
 *       Massachusetts Department of Revenue released draft 2026 withholding tables on December 15, 2025
 *       confirming this structure": 5% on taxable income up to $1,083,150, 9% combined on the excess.
 *       https://www.dbalexander.com/news/ma-income-tax-rate-2026 likewise: "a surtax of 4% on income above
 *       $1,083,150 ... The Massachusetts Department of Revenue (DOR) has released draft withholding tables for
 *       2026, confirming the continued 5% base rate".
 *   (3) Exemption factors: the first exemption $4,400 and each further one $1,000 (Deltek's Massachusetts
 *       withholding documentation, https://api.deltek.com/Product/DeltekPS/1.1/pay_Massachusetts_Tax.html:
 *       "$3,400 + ($1,000.00 x number of exemptions). If the number of exemptions is zero, no allowance is
 *       made"; TimeTrex MA.class.php, 2020 rates: rate 5.00%, allowance base $4,400 and $1,000 per further
 *       allowance, "federal_tax_maximum" $2,000, "minimum_income" $8,000). The $4,400 is the personal
 *       exemption of a single filer and $1,000 the dependent exemption of M.G.L. c. 62, § 3(B)(b) (as public
 *       tax engines list them for 2024 and 2025; the statute itself was not read); Bloomberg
 *       Tax on the 2025 Circular M: "The value of a state allowance at $4,400".
 *   (4) Head of household and blindness: Circular M's head-of-household factor $2,400 and blind factor $2,200
 *       a year, or their tax values (the 2012 Circular M percentage method, as reproduced at
 *       https://accountingportal.com/massachusetts-circular-withholding-tables: "annually: $2,400" / "$126.00"
 *       at 5.25%, blind "annu-ally: $2,200"); at 5% the tax values are $120 and $110, the 2026 figures of (1).
 *       Deltek (at 5.05%): head of household credit $121.20, blind $111.10 each — the same factors.
 */
import type { MaYearFigures } from './index';

export const MA_2026: MaYearFigures = {
  year: 2026,
  /**
   * 5%: (2); the rate has been 5.0% since January 1, 2020 (Sovos regulatory update on Massachusetts:
   * "effective as of January 1, 2020, the state income tax rate will drop from 5.05% to 5.0%, affecting
   * withholding rates", https://sovos.com/regulatory-updates/trr/massachusetts-new-tax-rate-releases-other-documentation).
   */
  rate: '0.05',
  /** Annualized taxable wages above this bear 9% (5% + the 4% surtax of M.G.L. c. 62, § 4(d)): (2). */
  surtaxThreshold: '1083150',
  surtaxRate: '0.09',
  /** Exemption factors: the first exemption, then each further one: (3). */
  firstExemption: '4400',
  furtherExemption: '1000',
  /** Step 1 cap on Social Security, Medicare and retirement-system amounts subtracted in a year: (1). */
  retirementDeductionMaximum: '2000',
  /** Annual tax credits: (1), (4). */
  headOfHouseholdCredit: '120',
  blindCredit: '110',
  /** No withholding for employees claiming 1 or more exemptions whose annual wages do not exceed this: (1). */
  lowIncomeLimit: '8000',
  sources: [
    'MA DOR Circular M, Income Tax Withholding Tables, percentage method, effective January 1, 2026 (draft released December 15, 2025)',
    'halfpricesoft.com 2026 Massachusetts (Dec. 18, 2025): $2,000 step-1 cap, exemption factors, $8,000 rule, head of household $120/yr, blindness $110/yr',
    'visaverge.com and dbalexander.com on the 2026 draft Circular M: 5% up to $1,083,150, 9% above',
    'Exemption factors $4,400 + $1,000 each further: Deltek Massachusetts tax documentation; TimeTrex MA.class.php (2020)',
  ],
};

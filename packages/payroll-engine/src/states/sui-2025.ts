/**
 * Employer state unemployment insurance (SUI) figures for wages paid in 2025 (src/states/sui.ts computes
 * with them). Shape and conventions as sui-2026.ts; each figure was read in a 2025 source, or in a source
 * stating the figure for a span that includes 2025.
 *
 * - CA: $7,000, new employer 3.4%. EDD, "California Employer News and Updates" (https://edd.ca.gov/en/payroll_taxes/employer-news):
 *   "For 2025, the UI taxable wage limit and the Employment Training Tax (ETT) taxable wage limit is $7,000 per
 *   employee"; EDD, "What are state payroll taxes": new employers 3.4% (.034) for two to three years.
 * - NY: $12,800, new employer 4.1% (including the 0.075% Re-employment Service Fund). Littler (on the NY DOL
 *   announcement): "Previously, employers paid ... on the first $12,800.00"; https://www.eccapayroll.com/state/new-york
 *   (2025 page, minimum wage $16.50): wage base $12,800, "New employer rate 4.1% (includes RSF)".
 * - PA: $10,000, new employer 3.822%. PA L&I, "UC Tax" (newly liable non-construction "2023 and thereafter
 *   3.8220%"); Bloomberg Tax, Oct. 9, 2024 (quoted on a search-results page): "Pennsylvania's unemployment
 *   insurance tax rates will remain unchanged for 2025"; base $10,000 as sui-2026.ts.
 * - IL: $13,916. https://firstnonprofit.com/suta-2026-cost-changes ("increased from $13,916 in 2025"). No
 *   new-employer rate confirmed.
 * - TX: $9,000 ("The unemployment-taxable wage base is $9,000 for 2025, unchanged since 1997", TWC 2025 rates
 *   as reported by Bloomberg Tax). No new-employer rate: the greater of 2.7% or the NAICS industry average.
 * - OH: $9,000. Ohio's base reverted to $9,000 on January 1, 2020 by statute (ODJFS, as reported at
 *   https://lrus.wolterskluwer.com/news/payroll-and-entitlements/ohio-sets-its-2020-contribution-rates-taxable-wage-base/99396/),
 *   and is still $9,000 in ODJFS's November 2025 letter. No new-employer rate confirmed for 2025.
 * - NC: $32,600, new employer 1%. DES, "Tax Rate Information" (https://des.nc.gov/employers/tax-rate-information):
 *   "2025 | 1.000% (.01000) | $32,600"; N.C.G.S. §§ 96-9.3 (base), 96-9.2(b) (beginning rate).
 * - GA: $9,500, new employer 2.64% (O.C.G.A. § 34-8-151 as amended by SB 160, through 2026; EY Tax News
 *   2023-1258: "The 2023 SUI taxable wage base continues at $9,500"); $9,500 since 2013 (HB 347, 2012) and
 *   "remains at $9,500 in 2026" (firstnonprofit.com), so 2025 too; https://www.paychex.com/state-resources/georgia
 *   (new employer 2.64%, base $9,500; 2024 page). The 0.06% new-employer administrative assessment
 *   (O.C.G.A. § 34-8-181) is not included.
 * - MI: $9,000 (qualified employers; delinquent $9,500), new employer 2.7%. UIA Michigan Employer Advisor,
 *   November 2025: "Taxable Wage Base won't change for 2026" (so 2025 was the $9,000 of 2026); UIA Taxable Wage
 *   Base page and FAQ as sui-2026.ts.
 * - NJ: $43,300. NJDOL press release, December 17, 2024 (as programs-2025.ts). No calendar-year new-employer
 *   rate (fiscal-year rates: 3.1% including the 0.1175% WF/SWF from July 1, 2024 to June 30, 2025, per
 *   Bloomberg Tax, but another rate applies from July 1, 2025).
 * - VA: $8,000 (https://www.eccapayroll.com/state/virginia/). No new-employer rate (2.5% plus add-ons not
 *   confirmed).
 * - MA: $15,000, new employer 2.13%. mass.gov, "Learn about employer contributions to DUA": "As of 2025,
 *   contribution rates are: New employers (registered less than 3 years): 2.13%; New construction industry
 *   employers: 5.45%"; base $15,000 (Constangy, on the DUA Outlook Report: "taxes ... based on the first $15,000
 *   in wages per employee"; firstnonprofit.com 2026 "remains at $15,000").
 * - AZ: $8,000, new employer 2% (DES 2026 chart: the new-employer rate "remains 2%"; $8,000 since 2023, DES
 *   UI Tax notice on SB 1828).
 * - FL: $7,000, new employer 2.7% (Florida DOR Reemployment Tax Rate Information; the base has been $7,000
 *   since 2015).
 * - HI: $62,000, new employer 2.40%. Hawaii DLIR, https://labor.hawaii.gov/ui/news/tax-rate-schedule-and-weekly-benefit-amount
 *   (2025: Schedule C, "Taxable Wage Base (per employee) $62,000", "Tax Rate for New Employers 2.40%"). The
 *   0.01% Employment and Training assessment is not included.
 * - CO: $27,200 (SB 20-207; EY Tax News 2026-0124: "$27,200 in 2025").
 * - DE: $12,500 (H.B. 433 (2024): "$12,500 for calendar year 2025"; EY Tax News 2026-0124).
 *
 * - Wage bases only, three agreeing tables of the 2025 bases: US DOL data as published by StatsAmerica
 *   (https://www.statsamerica.org/sip/rank_list.aspx?rank_label=uit_wb, "Wage Base for Unemployment Insurance
 *   Tax in 2025", generated 6/23/2025), the Payroll.org table republished at https://payroll-solution.com/?p=6921
 *   ("Taxable SUTA Wage Bases for 2025 by State") and https://payrolltaxpeople.com/resources ("2025 State Wage
 *   Base Update"): AK $51,700, AL $8,000, AR $7,000, CT $26,100, DC $9,000, ID $55,300, IN $9,500, IA
 *   $39,500, KS $14,000, KY $11,700, LA $7,700, ME $12,000, MD $8,500, MN $43,000, MS $14,000, MO $9,500,
 *   MT $45,100, NE $9,000, NV $41,800, NH $14,000, NM $33,200, ND $45,100, OK $28,200, OR $54,300, SC $14,000,
 *   SD $15,000, UT $48,900, VT $14,800, WA $72,800, WV $9,500, WI $14,000, WY $32,400. Further: AK also on
 *   the Alaska DOLWD 2025 rate page ("The 2025 Taxable Wage Base is $51,700.00"); ID and OR on their agencies'
 *   pages (sui-2026.ts: "rise from $55,300"; "The taxable wage base for 2025 is $54,300"); RI $29,800 (DOL
 *   table; RI DLT press release of December 18, 2025: "the 2025 taxable wage base of $29,800"; Payroll.org's
 *   $31,800 disagrees and is not used); TN $7,000 (DOL table; apspayroll.com 2025 column "$7,000").
 * - New-employer rates: ID 1.0% (the Governor's release: the rate "remains at 1.0 percent" for 2026). Not
 *   built: OR's 2.4% (read only on the agency page), RI's 1.21% (read only in one report), and every other
 *   state above (no 2025 source read).
 *
 * Not built for 2025 (the item warns `state_taxes_not_computed`): every state not listed.
 */
import type { SuiStateFigures, SuiYearFigures } from './sui-2026';

/** The three agreeing 2025 tables (see the module comment). */
const TABLES_2025 = [
  'US DOL data, StatsAmerica "Wage Base for Unemployment Insurance Tax in 2025"',
  'Payroll.org table "Taxable SUTA Wage Bases for 2025 by State" (payroll-solution.com)',
  'payrolltaxpeople.com "2025 State Wage Base Update"',
];

/** Wage bases read in the three 2025 tables, no new-employer rate. */
function bases2025(bases: Record<string, string>): Record<string, SuiStateFigures> {
  return Object.fromEntries(Object.entries(bases).map(([state, wageBase]) => [state, { wageBase, sources: TABLES_2025 }]));
}

export const SUI_2025: SuiYearFigures = {
  year: 2025,
  states: {
    CA: {
      wageBase: '7000',
      newEmployerRate: '0.034',
      sources: [
        'EDD California Employer News and Updates: 2025 UI taxable wage limit $7,000',
        'EDD, What are state payroll taxes: new employers 3.4% (.034)',
      ],
    },
    NY: {
      wageBase: '12800',
      newEmployerRate: '0.041',
      sources: ['NY DOL 2025: wage base $12,800 (Littler); new employers 4.1% including 0.075% RSF (eccapayroll.com, 2025)'],
    },
    PA: {
      wageBase: '10000',
      newEmployerRate: '0.03822',
      sources: ['PA L&I, UC Tax: newly liable non-construction 3.8220% (2023 and thereafter)', 'PA UC taxable wage base $10,000'],
    },
    IL: { wageBase: '13916', sources: ['IL 2025 taxable wage base $13,916: firstnonprofit.com/suta-2026-cost-changes'] },
    TX: { wageBase: '9000', sources: ['TWC 2025 UI tax rates, per Bloomberg Tax: wage base $9,000, unchanged since 1997'] },
    OH: { wageBase: '9000', sources: ['Ohio wage base $9,000 from January 1, 2020 (ODJFS via Wolters Kluwer); unchanged in ODJFS letter of Nov. 7, 2025'] },
    NC: {
      wageBase: '32600',
      newEmployerRate: '0.01',
      sources: ['NC DES, Tax Rate Information: 2025 standard beginning rate 1.000%, taxable wage base $32,600 (N.C.G.S. §§ 96-9.2(b), 96-9.3)'],
    },
    GA: {
      wageBase: '9500',
      newEmployerRate: '0.0264',
      sources: ['O.C.G.A. § 34-8-151 (SB 160, 2023): new employer 2.64% through 2026', 'GA taxable wage base $9,500 since 2013 (HB 347), remaining $9,500 in 2026 (firstnonprofit.com)'],
    },
    MI: {
      wageBase: '9000',
      newEmployerRate: '0.027',
      sources: ['UIA Employer Advisor, Nov. 2025: taxable wage base unchanged for 2026 ($9,000 qualified employers)', 'UIA: new employer rate 2.7%'],
    },
    NJ: { wageBase: '43300', sources: ['NJDOL press release 2024-12-17: UI taxable wage base $43,300'] },
    VA: { wageBase: '8000', sources: ['VA SUI wage base $8,000 (eccapayroll.com/state/virginia)'] },
    MA: {
      wageBase: '15000',
      newEmployerRate: '0.0213',
      sources: ['mass.gov, Learn about employer contributions to DUA: as of 2025 new employers 2.13% (construction 5.45%)', 'MA taxable wage base $15,000'],
    },
    AZ: { wageBase: '8000', newEmployerRate: '0.02', sources: ['AZ DES: new employer rate 2% ("remains 2% for 2026"); wage base $8,000 since 2023 (SB 1828)'] },
    FL: { wageBase: '7000', newEmployerRate: '0.027', sources: ['Florida DOR Reemployment Tax Rate Information: initial rate 2.7%, wage base $7,000'] },
    HI: {
      wageBase: '62000',
      newEmployerRate: '0.024',
      sources: ['Hawaii DLIR, Tax Rate Schedule and Weekly Benefit Amount: 2025 wage base $62,000, new employers 2.40%'],
    },
    CO: { wageBase: '27200', sources: ['SB 20-207: $27,200 in 2025 (EY Tax News 2026-0124)'] },
    DE: { wageBase: '12500', sources: ['H.B. 433 (2024): $12,500 for calendar year 2025 (EY Tax News 2026-0124)'] },
    ...bases2025({
      AK: '51700', AL: '8000', AR: '7000', CT: '26100', DC: '9000', IN: '9500', IA: '39500', KS: '14000', KY: '11700',
      LA: '7700', ME: '12000', MD: '8500', MN: '43000', MS: '14000', MO: '9500', MT: '45100', NE: '9000', NV: '41800',
      NH: '14000', NM: '33200', ND: '45100', OK: '28200', OR: '54300', SC: '14000', SD: '15000', UT: '48900', VT: '14800',
      WA: '72800', WV: '9500', WI: '14000', WY: '32400',
    }),
    ID: {
      wageBase: '55300',
      newEmployerRate: '0.01',
      sources: [...TABLES_2025, "Idaho Governor's press release 2025-12-17: the base rises from $55,300; new employer rate remains 1.0%"],
    },
    RI: { wageBase: '29800', sources: ['US DOL 2025 wage bases (StatsAmerica): $29,800', 'RI DLT press release 2025-12-18: 2025 taxable wage base $29,800'] },
    TN: { wageBase: '7000', sources: ['US DOL 2025 wage bases (StatsAmerica): $7,000', 'apspayroll.com SUTA wage bases, 2025 column: $7,000'] },
  },
  employerPrograms: {},
};

/**
 * Employer state unemployment insurance (SUI) figures for wages paid in 2026 (src/states/sui.ts computes
 * with them): per state, the taxable wage base (dollars per employee per calendar year) and, where it could
 * be confirmed as the general default, the rate of a new (not yet experience-rated), non-construction
 * employer as a decimal fraction.
 *
 * The agencies' own pages were mostly not among the stored pages for 2026; where one was, it is cited first.
 * Otherwise the agency notice is named as reported by Bloomberg Tax (which quotes the agency page it read),
 * and a second source is listed. Every figure below was read in at least one 2026 source; nothing is carried
 * forward from 2025 without a 2026 statement that it did not change.
 *
 * - CA: $7,000, new employer 3.4%. EDD, "Contribution Rates, Withholding Schedules, and Meals and Lodging
 *   Values" (12/18/25) as reported by Bloomberg Tax (https://news.bloombergtax.com/daily-tax-report-state/california-edd-announces-2026-ui-ett-sdi-rates-schedules:
 *   "Schedule F+ with rates ranging from 1.5 percent to 6.2 percent on the first $7,000 of wages per
 *   employee"); EDD, "What are state payroll taxes" (as quoted from that page: "New employers pay 3.4 percent (.034) for a period of two
 *   to three years"; https://edd.ca.gov/en/payroll_taxes/what_are_state_payroll_taxes/); 2026 confirmation
 *   https://californiapayrollguide.com/blog/california-sui-rates-2026 (3.4%, $7,000). ETT (0.1%) is not
 *   included: it applies only to employers the DE 2088 notice says are subject to it.
 * - NY: $17,600, new employer 4.1% (including the 0.075% Re-employment Service Fund). NY DOL (NYS-45 page
 *   and 2026 rate page) as reported by Bloomberg Tax, https://news.bloombergtax.com/payroll/new-york-unemployment-wage-base-rising-to-17-600-for-2026
 *   and https://news.bloombergtax.com/payroll/n-y-releases-2026-unemployment-insurance-tax-rates ("The tax
 *   rate for new employers in 2026 is 4.1%, including the 0.075% reemployment service fund rate. New York's
 *   unemployment-taxable wage base for 2026 is $17,600"); the FY 2026 budget made the base 18% of the state
 *   average annual wage (https://www.littler.com/news-analysis/asap/new-york-state-drastically-increases-maximum-weekly-unemployment-insurance).
 *   Earlier reports of $13,000 (the superseded statutory schedule) are wrong for 2026.
 * - PA: $10,000, new employer 3.822% (non-construction, surcharge included). PA L&I, "UC Tax"
 *   (https://pa.gov/en/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax.html: newly
 *   liable non-construction "2023 and thereafter | 3.8220%"); $10,000: https://www.co.westmoreland.pa.us/628/Unemployment-Compensation-Tax
 *   and https://pennsylvaniapayrollguide.com/blog/pennsylvania-sui-rates-2026.html (2026: $10,000, 3.822%).
 * - IL: $14,250. No new-employer rate: IDES's 2026 rate was not found in the stored pages.
 *   https://firstnonprofit.com/suta-2026-cost-changes ("increased from $13,916 in 2025 to $14,250 in 2026").
 * - TX: $9,000. No new-employer rate: TWC assigns "the greater of 2.7% or the average rate for their North
 *   American Industry Classification System industry" (no general default). TWC 2026 rates as reported by
 *   Bloomberg Tax, https://news.bloombergtax.com/payroll/texas-publishes-2026-unemployment-insurance-tax-rates
 *   ("The unemployment-taxable wage base is $9,000 and does not change from year to year").
 * - OH: $9,000. ODJFS Director's letter of Nov. 7, 2025 on the HB 96 technology fee ("applies to the first
 *   $9,000 of wages paid to each employee"), https://www.zinnerco.com/zinner-blog/odjfs-adds-new-technology-and-customer-service-fee.
 *   No new-employer rate: ODJFS's published 2.7% (non-construction) was read only for 2012-2020.
 * - GA: $9,500, new employer 2.64%. O.C.G.A. § 34-8-151 as amended by SB 160 (2023): 2.64% through
 *   December 31, 2026 (https://taxnews.ey.com/news/2023-1258-georgia-law-temporarily-lowers-new-employer-sui-rate-and-reinstates-administrative-assessment);
 *   $9,500: https://firstnonprofit.com/suta-2026-cost-changes ("remains at $9,500 in 2026"). Not included:
 *   the 0.06% administrative assessment new employers also pay in 2024-2026 (O.C.G.A. § 34-8-181), reported
 *   separately on the quarterly return.
 * - MI: $9,000 (qualified, non-delinquent contributing employers; delinquent employers $9,500), new employer
 *   2.7%. UIA, https://www.michigan.gov/leo/bureaus-agencies/uia/employers/about-taxes-and-ui ("In 2026,
 *   qualifying Michigan businesses will pay less ... Trust Fund balance was above $2.5 billion on June 30,
 *   2025") and .../taxes-credits/taxable-wage-base ("$9,000 for qualified employers ... a new employer with a
 *   tax rate of 2.7%"); UIA FAQ "The tax rate for all new employers except certain construction companies
 *   ... is 2.7%".
 * - NJ: $44,800. NJDOL press release, December 29, 2025, https://www.nj.gov/labor/lwdhome/press/2025/20251229_newbenefitrates2026.shtml
 *   (the same UI base as programs-2026.ts). No new-employer rate: NJ assigns rates by fiscal year (July 1 -
 *   June 30; https://www.nj.gov/labor/ea/employer-services/rate-info/), so no single 2026 calendar-year rate
 *   exists; the notice rate also includes the 0.1175% Workforce Development / Supplemental Workforce fund
 *   contribution, which is therefore not a separate employer program here.
 * - VA: $8,000. https://virginiapayrollguide.com/blog/virginia-sui-rates-2026.html ("Wage Base (2026)
 *   $8,000"); no new-employer rate: Va. Code § 60.2-526(B) sets 2.5%, but VEC adds fund-building
 *   and pool charges whose 2026 amounts were not confirmed.
 * - MA: $15,000. https://firstnonprofit.com/suta-2026-cost-changes ("The taxable wage base remains at $15,000
 *   in 2026"; Schedule E). No new-employer rate: DUA's 2026 Schedule E new-employer rate was not confirmed
 *   (the Bloomberg Tax report of the DUA table breaks off before it).
 * - AZ: $8,000, new employer 2%. DES 2026 rate chart as reported by Bloomberg Tax,
 *   https://news.bgov.com/payroll/arizona-decreases-unemployment-insurance-tax-rates-for-2026 ("The tax rate
 *   for new employers remains 2% for 2026 ... wage base is $8,000").
 * - FL: $7,000, new employer 2.7%. Florida DOR, https://www.floridarevenue.com/taxes/taxesfees/Pages/rt_rate.aspx
 *   ("the initial tax rate is 0.0270 (2.7%)"; "minimum and maximum tax rates for wages paid in 2026 ... based
 *   on annual wages up to $7,000 per employee").
 * - CO: $30,600. SB 20-207 schedule ("until it reaches $30,600 in 2026"), as reported by EY,
 *   https://taxnews.ey.com/news/2026-0124-2026-state-unemployment-insurance-taxable-wage-bases. No new-employer
 *   rate (CO's includes a support rate and a 2026 solvency surcharge not confirmed here).
 * - DE: $14,500. H.B. 433 (2024) phase-in, "$12,500 for calendar year 2025; $14,500 for calendar [2026]" (same
 *   EY alert); https://firstnonprofit.com/suta-2026-cost-changes agrees.
 *
 * - ID: $58,300, new employer 1.0%. Governor's press release, December 17, 2025 ("the taxable wage base ...
 *   will rise from $55,300 to $58,300 in 2026. The state's new employer rate remains at 1.0 percent"), as
 *   published at https://www.einpresswire.com/article/876304678/idaho-businesses-see-another-11-million-in-tax-savings
 *   and reported by https://www.dailyfly.com/?p=99087; https://firstnonprofit.com (Idaho: "increased from
 *   $55,300 in 2025 to $58,300 in 2026").
 * - OR: $56,700, new employer 2.4%. Oregon Employment Department, "2026 Tax and Contribution Rates"
 *   (https://www.oregon.gov/employ/businesses/pages/current-tax-rate.aspx: "Taxable base tax rate: 2.4% (new
 *   employer rate) ... The UI taxable wage base for 2026 is $56,700 per employee"); Experian, "2026
 *   Unemployment Tax Outlook" (December 2, 2025: "taxable wage base increases 4.4% from $54,300 (2025) to
 *   $56,700 (2026). New-employer rates stay steady"). The special payroll tax offset is part of the rate.
 * - RI: $30,800 ($32,300 for employers at the highest rate, not modelled: the company's rate from its notice
 *   applies to the first $30,800), new employer 1.21% including the 0.21% Job Development Assessment. RI DLT
 *   press release, December 18, 2025 (as republished at https://oceanstateobserver.com/article/876547389-2026-tax-rates-for-unemployment-insurance-and-temporary-disability-insurance)
 *   and https://pbn.com/r-i-employers-face-higher-unemployment-insurance-costs-in-2026/ (same figures).
 * - AL $8,000, DC $9,000, IN $9,500, ME $12,000, MD $8,500, MS $14,000, NE $9,000 ($24,000 for employers in
 *   the highest rate category, not modelled): bases fixed by statute, each with a 2026 statement that it did
 *   not change. Statutes as transcribed by PolicyEngine (parameters/gov/states/<st>/tax/payroll/unemployment/
 *   taxable_wage_base.yaml, citing Ala. Code § 25-4-16, D.C. Code § 51-103, Ind. Code 22-4, 26 M.R.S. § 1043,
 *   Md. Code LE § 8-607, Miss. Code § 71-5-11, Neb. Rev. Stat. § 48-648 and DOL's CY 2024 Tax Measures);
 *   2026: https://firstnonprofit.com/suta-2026-cost-changes ("The 2026 taxable wage base remains $8,000";
 *   "remains at $9,500 in 2026"; "remains at $12,000 in 2026"; "remains at $8,500 in 2026"; "remains at
 *   $14,000 in 2026"; Nebraska "range remains between $9,000 and $24,000") and, for DC, its 2025 page ("The
 *   taxable wage base remains at $9,000 in 2025 and 2026"). No new-employer rate: none was read in a 2026
 *   source for these states.
 *
 * Added in issue 30's second pass, each read in two independent 2026 transcriptions that agree (the agency's
 * own page is named where a transcription quotes it verbatim):
 * - AK: $54,200. Alaska DOLWD, "2026 Unemployment Insurance Tax Rates" (https://labor.alaska.gov/estax/2026-experience-rates.html:
 *   "The 2026 Taxable Wage Base is $54,200.00"; "The 2026 Employee Rate is 0.50%"), as quoted verbatim in a
 *   public open-source paycheck calculator's 2026 state data file (stored public source, read 2026-11-26);
 *   https://firstnonprofit.com/?p=31794 (SUTA 2026: "The taxable wage base increased from $51,700 to $54,200").
 *   No new-employer rate: Alaska assigns new employers their industry's rate (AS 23.20.170, 23.20.280).
 * - CT: $27,000. CT DOL, "Information on Unemployment Tax Rate for Calendar Year 2026"
 *   (https://portal.ct.gov/dol/divisions/unemployment-insurance-tax/information-on-unemployment-tax-rate-for-calendar-year-2026:
 *   "The taxable wage base (TWB) increases from $26,100 to $27,000"); firstnonprofit.com SUTA 2026 ("increased
 *   from $26,100 in 2025 to $27,000 in 2026"). No new-employer rate: the same page gives "The state's new
 *   employer rate decreases from 2.2% to 1.9%" next to a 1.0% fund solvency tax added to charged rates
 *   (minimum and maximum contribution rates 1.1% and 9.9%), and it is not confirmed whether the 1.9% already
 *   includes that 1.0%.
 * - HI: $64,500. Hawaii DLIR 2026 tax rate schedule (Schedule C) as transcribed by a Hawaii law firm's 2026
 *   employer update (https://www.esandalaw.com/?p=1916: "Taxable Wage Base (per employee) $64,500"), and a public open-source
 *   employer-compliance data file (HI: "2026 taxable wage base is $64,500/employee"). firstnonprofit.com's
 *   "estimated to increase to $64,900" was an estimate before DLIR published. No new-employer rate: the 2.40%
 *   was read for 2026 in the law firm's transcription only.
 * - IA: $20,400. Iowa Workforce Development per EY Tax News 2025-2555 ("the taxable wage base for calendar year
 *   2026 will decrease to $20,400, down from $39,500", SF 607); IWD release as reported by
 *   https://corridorbusiness.com/iowa-unemployment-benefits-to-increase-july-6/ ("brings the taxable wage base
 *   for Calendar Year 2026 to $20,400"). No new-employer rate confirmed for 2026.
 * - NH: $14,000. RSA 282-A:84 as transcribed by PolicyEngine (parameters/gov/states/nh/tax/payroll/unemployment/
 *   taxable_wage_base.yaml: 14,000 since 2012); NHES "Employer Claims & Taxes" (Internet Archive capture of
 *   2026-01-05, quoted verbatim in the same public paycheck-calculator file as AK: "a new employer tax rate of
 *   2.7% which is paid on the first $14,000 in annual wages"). No new-employer rate: NHES's 2.7% is "Minus any
 *   Fund Balance Reduction in place for the applicable quarter", which changes by quarter.
 * - SD: $15,000. South Dakota Session Law 2009 ch. 130 as transcribed by PolicyEngine (taxable_wage_base.yaml:
 *   15,000); a public open-source South Dakota paycheck page citing the Department of Labor and Regulation
 *   ("the 2026 taxable wage base is $15,000 per employee, unchanged since 2015"). No new-employer rate: the
 *   first-year 1.20% comes with a 0.55% investment fee and changes in the second and third years.
 * - WY: $33,800. Wyoming DWS, "Unemployment Taxable Wage Base" (https://dws.wyo.gov/dws-division/unemployment-insurance/wyui/unemployment-taxable-wage-base/:
 *   "2026 $33,800"), as quoted verbatim in the same public paycheck-calculator file as AK; Experian, "2026
 *   Unemployment Tax Outlook" ($33,800). No new-employer rate: Wyoming assigns new employers their industry's
 *   average (W.S. 27-3-505).
 *
 * Employer programs charged like SUI (`employerPrograms`):
 * - OH Technology and Customer Service Fee (`oh_tcsf_er`), 0.15% of the first $9,000 of each employee's wages,
 *   2026 and 2027, every contributory employer (H.B. 96): ODJFS Director's letter of November 7, 2025 ("applies
 *   to the first $9,000 of wages paid to each employee", https://www.zinnerco.com/zinner-blog/odjfs-adds-new-technology-and-customer-service-fee)
 *   and EY Tax News 2026-0492 ("this surcharge is 0.15% of SUI covered wages per employee — the maximum rate
 *   allowed under the law ... excluded from state contributions when completing the federal Form 940").
 *
 * Added in issue 30's third pass (the nineteen states the second pass left out). Two public projects, each with a
 * 2026 table of every state's base, agree on every figure below (WA and TN: see there); they are named so:
 * - "the 50-state SUTA tool set": a public calculator site's 2026 definitions of fifty state unemployment-tax
 *   calculators (stored public source, read 2026-11-26), one per state, each with its 2026 wage base.
 * - "the Nextep-chart table": a public open-source payroll project's state withholding table (its generated
 *   coverage document, "verified 2026-09-03"), whose SUTA column cites "2026 SUI wage bases (Nextep chart of state
 *   releases as of 2026-01-02)". Its CA, NY, OR and WA bases are marked "2026-approximate" (taken from its own
 *   engines, not the chart) and are not used here.
 * Each state has at least one further source or the statute that fixes the base, named below. Where a statute
 * fixes the base (issue 30's rule), the statute is cited and the 2026 statements agree with it.
 * - AR: $7,000. Ark. Code § 11-10-215 as amended by Act 196 of 2023 (HB 1430): $7,000 while the trust fund exceeds
 *   $600 million on June 30 (EY Tax News 2026-0124; PolicyEngine taxable_wage_base.yaml); 2026: both tables
 *   ($7,000), and a public employer-of-record site's 2026 Arkansas brief ("SUTA wage base $7,000", Arkansas DWS).
 *   firstnonprofit.com's "estimated to remain $7,000" agrees.
 * - KS: $15,100. HB 2570 (2024) sets the base from 2026 at 25% of the statewide average annual wage (Kansas
 *   Legislative Research supplemental note; EY 2024-1587 estimated $15,171 before KDOL published). 2026: both
 *   tables ($15,100); firstnonprofit.com's later SUTA 2026 page (?p=31794: "increased from $14,000 in 2025 to
 *   $15,100 in 2026", superseding its earlier "remains $14,000"); the same employer-of-record site's Kansas brief
 *   ("$15,100 | EY Tax News Jan 2026; Nextep; HB 2570", noting the $14,000 sources as outdated).
 * - KY: $12,000. Both tables; the employer-of-record site's 2026 Kentucky brief ("UI wage base $12,000 (2026, up
 *   from $11,700)", Kentucky Office of UI). KRS 341.030's schedule (2010: "$300 each year ..., not to exceed
 *   $12,000") ends at $12,000.
 * - LA: $7,000. R.S. 23:1474 sets "wages" at $8,500, $7,700 or $7,000 by the trust fund's projected balance
 *   (louisianasba.org), $7,700 from $750 million to under $1.15 billion (thomas-and-company.com), so $7,000
 *   above; the Louisiana Illuminator (via newsgrasp.xyz) reports the $1.2 billion projection for August 2026 that triggers the reduction from January 1
 *   (employer tax "from approximately $98 to $89 per employee", 9%, i.e. $7,700 -> $7,000); EY Tax News 2026-0278
 *   lists Louisiana among the four states whose 2026 base is lower than 2025's. Both tables: $7,000.
 * - MN: $44,000. Both tables; the employer-of-record site's 2026 Minnesota brief ("Taxable wage base: $44,000",
 *   uimn.org). Bloomberg Tax reports DEED's 2026 release (figure behind its paywall).
 * - MO: $9,000. Both tables; the employer-of-record site's 2026 Missouri brief ("$9,000 per employee (DOWN from
 *   $9,500 in 2025)", citing Bloomberg Tax). The base "can be increased by $1,000, or decreased by $500 for any
 *   year" (Missouri DOLIR press releases) and EY Tax News 2026-0278 lists Missouri as lower in 2026: $9,500 - $500.
 * - MT $47,300, NC $34,200, NV $43,700, VT $15,400, WV $9,500: both tables agree; no third source was read.
 * - ND: $46,600. Both tables; Job Service North Dakota's 2026 rate schedules as quoted by a third public project
 *   (the second pass's single transcription).
 * - NM: $34,800. Both tables; NMDWS's page as quoted by that third project. Bloomberg Tax reports the DWS release
 *   (figure behind its paywall).
 * - OK: $25,000. Both tables; a PolicyEngine pull request (draft). SB 911 (2025, effective November 1, 2025)
 *   "reduces the taxable wage base" (OESC press release, May 2025); EY Tax News 2026-0278 lists Oklahoma as lower in
 *   2026.
 * - SC: $14,000. S.C. Code Title 41 Chapter 27 (PolicyEngine taxable_wage_base.yaml: 14,000); both tables.
 * - TN: $7,000. T.C.A. § 50-7-213 (PolicyEngine taxable_wage_base.yaml: 7,000; $7,000 while the trust fund is
 *   over $1 billion, EY Tax News 2021-1559; TDLWD "UI Tax Rates" lists $7,000 for 2018-2024); 2026: the 50-state
 *   SUTA tool set ($7,000). The Nextep-chart table also has $7,000 but notes "2026 base expected, not confirmed".
 * - UT: $50,700. Both tables; another public project's test ("Utah's 2026 taxable wage base of $50,700
 *   (jobs.utah.gov)").
 * - WA: $78,200. Experian, "2026 Unemployment Tax Outlook" (December 2, 2025: "rises from $72,800 (2025) to $78,200
 *   (2026)"); the 50-state SUTA tool set ($78,200). (washingtonpayrollguide.com's 2026 overview repeats the 2025
 *   $72,800, as its sibling sites utahpayrollguide.com and northdakotapayrollguide.com repeat earlier years' bases;
 *   the Nextep-chart table's WA is its own approximate 2025 figure.)
 * - WI: $14,000. Wis. Stat. § 108.02(26) (PolicyEngine taxable_wage_base.yaml: 14,000); both tables.
 *
 * Every state and DC now has a 2026 wage base. New-employer rates not built where a base is: see each state above
 * (VA: the 2.5% of Va. Code § 60.2-526(B) plus the 2026 pool and fund-building charges, not found); none is built
 * for the third pass's states (the two tables give approximate or industry-average rates only).
 */

/** One state's SUI figures for one year. */
export interface SuiStateFigures {
  /** Taxable wage base, dollars per employee per calendar year. */
  wageBase: string;
  /** New (not experience-rated), non-construction employer rate as a decimal fraction; absent: not confirmed. */
  newEmployerRate?: string;
  sources: readonly string[];
}

/** An employer-paid state contribution charged like SUI (a rate on a wage base, same wages). */
export interface EmployerStateProgramFigures {
  /** Stable lower-case code, `<st>_<name>_er`. */
  code: string;
  name: string;
  wageBase: string;
  rate: string;
  sources: readonly string[];
}

export interface SuiYearFigures {
  year: number;
  states: Readonly<Record<string, SuiStateFigures>>;
  /** Other employer contributions by state charged like SUI (a flat rate every contributory employer pays; see sui.ts). */
  employerPrograms: Readonly<Record<string, readonly EmployerStateProgramFigures[]>>;
}

export const SUI_2026: SuiYearFigures = {
  year: 2026,
  states: {
    CA: {
      wageBase: '7000',
      newEmployerRate: '0.034',
      sources: [
        'EDD Contribution Rates, Withholding Schedules, and Meals and Lodging Values (12/18/25), per Bloomberg Tax: UI 1.5%-6.2% on the first $7,000',
        'EDD, What are state payroll taxes: new employers 3.4% (.034) for two to three years',
      ],
    },
    NY: {
      wageBase: '17600',
      newEmployerRate: '0.041',
      sources: [
        'NY DOL (NYS-45 page; 2026 UI rates), per Bloomberg Tax: wage base $17,600; new employers 4.1% including the 0.075% Re-employment Service Fund',
      ],
    },
    PA: {
      wageBase: '10000',
      newEmployerRate: '0.03822',
      sources: [
        'PA L&I, UC Tax: newly liable non-construction rate "2023 and thereafter" 3.8220%',
        'PA UC taxable wage base $10,000 (Westmoreland County UC tax page; pennsylvaniapayrollguide.com 2026)',
      ],
    },
    IL: { wageBase: '14250', sources: ['IL 2026 taxable wage base $14,250 (up from $13,916): firstnonprofit.com/suta-2026-cost-changes'] },
    TX: { wageBase: '9000', sources: ['TWC 2026 UI tax rates, per Bloomberg Tax: wage base $9,000; new employers the greater of 2.7% or their NAICS industry average'] },
    OH: { wageBase: '9000', sources: ['ODJFS Director letter, Nov. 7, 2025 (HB 96 fee): first $9,000 of wages paid to each employee'] },
    GA: {
      wageBase: '9500',
      newEmployerRate: '0.0264',
      sources: [
        'O.C.G.A. § 34-8-151 as amended by SB 160 (2023): new employer 2.64% through December 31, 2026 (EY Tax News 2023-1258)',
        'GA 2026 taxable wage base remains $9,500: firstnonprofit.com/suta-2026-cost-changes',
      ],
    },
    MI: {
      wageBase: '9000',
      newEmployerRate: '0.027',
      sources: [
        'UIA, About Taxes and UI for Employers: reduced base in 2026 (Trust Fund above $2.5 billion on June 30, 2025)',
        'UIA, Taxable Wage Base: $9,000 for qualified employers (delinquent employers $9,500); new employer rate 2.7%',
      ],
    },
    NJ: { wageBase: '44800', sources: ['NJDOL press release 2025-12-29: UI taxable wage base $44,800'] },
    VA: { wageBase: '8000', sources: ['VA 2026 SUI wage base $8,000: virginiapayrollguide.com/blog/virginia-sui-rates-2026.html'] },
    MA: { wageBase: '15000', sources: ['MA 2026 taxable wage base remains $15,000 (Schedule E): firstnonprofit.com/suta-2026-cost-changes'] },
    AZ: {
      wageBase: '8000',
      newEmployerRate: '0.02',
      sources: ['AZ DES 2026 UI tax rate chart, per Bloomberg Tax: new employers 2%, wage base $8,000'],
    },
    FL: {
      wageBase: '7000',
      newEmployerRate: '0.027',
      sources: ['Florida DOR, Reemployment Tax Rate Information: initial rate 0.0270; 2026 rates on wages up to $7,000 per employee'],
    },
    CO: { wageBase: '30600', sources: ['SB 20-207: $30,600 in 2026 (EY Tax News 2026-0124)'] },
    DE: { wageBase: '14500', sources: ['H.B. 433 (2024): $14,500 for calendar year 2026 (EY Tax News 2026-0124; firstnonprofit.com)'] },
    ID: {
      wageBase: '58300',
      newEmployerRate: '0.01',
      sources: [
        "Idaho Governor's press release 2025-12-17 (einpresswire; dailyfly.com): wage base $55,300 -> $58,300; new employer rate remains 1.0%",
        'firstnonprofit.com SUTA 2026: Idaho $58,300',
      ],
    },
    OR: {
      wageBase: '56700',
      newEmployerRate: '0.024',
      sources: ['Oregon Employment Department, 2026 Tax and Contribution Rates: base $56,700, new employer 2.4% (Schedule 3)', 'Experian 2026 Unemployment Tax Outlook: $54,300 -> $56,700, new-employer rates steady'],
    },
    RI: {
      wageBase: '30800',
      newEmployerRate: '0.0121',
      sources: ['RI DLT press release 2025-12-18: base $30,800 ($32,300 at the highest rate); new employer 1.21% including the 0.21% JDA', 'pbn.com 2025-12-18: same figures'],
    },
    AL: { wageBase: '8000', sources: ['Ala. Code § 25-4-16 (PolicyEngine): $8,000', 'firstnonprofit.com SUTA 2026: remains $8,000'] },
    DC: { wageBase: '9000', sources: ['D.C. Code § 51-103 (PolicyEngine): $9,000', 'firstnonprofit.com SUTA 2025: remains $9,000 in 2025 and 2026'] },
    IN: { wageBase: '9500', sources: ['Ind. Code 22-4 (PolicyEngine): $9,500', 'firstnonprofit.com SUTA 2026: remains $9,500'] },
    ME: { wageBase: '12000', sources: ['26 M.R.S. § 1043 (PolicyEngine): $12,000', 'firstnonprofit.com SUTA 2026: remains $12,000'] },
    MD: { wageBase: '8500', sources: ['Md. Code LE § 8-607 (PolicyEngine): $8,500', 'firstnonprofit.com SUTA 2026: remains $8,500'] },
    MS: { wageBase: '14000', sources: ['Miss. Code § 71-5-11 (PolicyEngine): $14,000', 'firstnonprofit.com SUTA 2026: remains $14,000'] },
    NE: { wageBase: '9000', sources: ['Neb. Rev. Stat. § 48-648 (PolicyEngine): $9,000 ($24,000 for the highest rate category, not modelled)', 'firstnonprofit.com SUTA 2026: range remains $9,000 to $24,000'] },
    AK: {
      wageBase: '54200',
      sources: [
        'Alaska DOLWD, 2026 Unemployment Insurance Tax Rates (labor.alaska.gov/estax/2026-experience-rates.html): "The 2026 Taxable Wage Base is $54,200.00", as quoted in a public open-source paycheck calculator',
        'firstnonprofit.com SUTA 2026: increased from $51,700 to $54,200',
      ],
    },
    CT: {
      wageBase: '27000',
      sources: [
        'CT DOL, Information on Unemployment Tax Rate for Calendar Year 2026: taxable wage base increases from $26,100 to $27,000',
        'firstnonprofit.com SUTA 2026: increased from $26,100 in 2025 to $27,000 in 2026',
      ],
    },
    HI: {
      wageBase: '64500',
      sources: [
        'Hawaii DLIR 2026 tax rate schedule (Schedule C) as transcribed by esandalaw.com: taxable wage base $64,500',
        'Public open-source employer-compliance data file: HI 2026 taxable wage base $64,500/employee',
      ],
    },
    IA: {
      wageBase: '20400',
      sources: [
        'EY Tax News 2025-2555 (Iowa Workforce Development, SF 607): 2026 taxable wage base $20,400, down from $39,500',
        'IWD release as reported by corridorbusiness.com: taxable wage base for Calendar Year 2026 $20,400',
      ],
    },
    NH: {
      wageBase: '14000',
      sources: [
        'RSA 282-A:84 (PolicyEngine): $14,000',
        'NHES Employer Claims & Taxes (capture of 2026-01-05, quoted in a public open-source paycheck calculator): "the first $14,000 in annual wages paid to each employee"',
      ],
    },
    SD: {
      wageBase: '15000',
      sources: [
        'SD Session Law 2009 ch. 130 (PolicyEngine): $15,000',
        'Public open-source South Dakota paycheck page (Department of Labor and Regulation): 2026 taxable wage base $15,000, unchanged since 2015',
      ],
    },
    WY: {
      wageBase: '33800',
      sources: [
        'Wyoming DWS, Unemployment Taxable Wage Base: "2026 $33,800", as quoted in a public open-source paycheck calculator',
        'Experian 2026 Unemployment Tax Outlook: Wyoming $33,800',
      ],
    },
    AR: {
      wageBase: '7000',
      sources: [
        'Ark. Code § 11-10-215 as amended by Act 196 of 2023: $7,000 while the trust fund exceeds $600 million (EY Tax News 2026-0124; PolicyEngine)',
        '2026: the 50-state SUTA tool set and the Nextep-chart table ($7,000); employer-of-record 2026 Arkansas brief (Arkansas DWS: $7,000)',
      ],
    },
    KS: {
      wageBase: '15100',
      sources: [
        'firstnonprofit.com SUTA 2026 (?p=31794): increased from $14,000 in 2025 to $15,100 in 2026 (HB 2570: 25% of the statewide average annual wage)',
        'The 50-state SUTA tool set and the Nextep-chart table: $15,100; employer-of-record 2026 Kansas brief: $15,100 (EY Tax News 2026-0124)',
      ],
    },
    KY: {
      wageBase: '12000',
      sources: [
        'The 50-state SUTA tool set and the Nextep-chart table (Nextep chart of state releases as of 2026-01-02): $12,000',
        'Employer-of-record 2026 Kentucky brief: UI wage base $12,000 (2026, up from $11,700), Kentucky Office of UI; KRS 341.030 cap $12,000',
      ],
    },
    LA: {
      wageBase: '7000',
      sources: [
        'R.S. 23:1474: $7,000 from a projected trust fund balance of $1.15 billion; Louisiana Illuminator: $1.2 billion projected, employer tax down from Jan. 1; EY 2026-0278: lower in 2026',
        'The 50-state SUTA tool set and the Nextep-chart table: $7,000',
      ],
    },
    MN: {
      wageBase: '44000',
      sources: [
        'The 50-state SUTA tool set and the Nextep-chart table: $44,000',
        'Employer-of-record 2026 Minnesota brief: taxable wage base $44,000 (uimn.org)',
      ],
    },
    MO: {
      wageBase: '9000',
      sources: [
        'The 50-state SUTA tool set and the Nextep-chart table: $9,000',
        'Employer-of-record 2026 Missouri brief: $9,000, down from $9,500 (Bloomberg Tax); EY 2026-0278: lower in 2026 (DOLIR: decreases are $500)',
      ],
    },
    MT: { wageBase: '47300', sources: ['The 50-state SUTA tool set: Montana $47,300', 'The Nextep-chart table (Nextep chart of state releases as of 2026-01-02): MT 47,300'] },
    NC: { wageBase: '34200', sources: ['The 50-state SUTA tool set: North Carolina $34,200', 'The Nextep-chart table (Nextep chart of state releases as of 2026-01-02): NC 34,200'] },
    ND: {
      wageBase: '46600',
      sources: [
        'The 50-state SUTA tool set ("North Dakota\'s published $46,600 wage base") and the Nextep-chart table (46,600)',
        'Job Service North Dakota 2026 rate schedules, as quoted by a public project: taxable wage base $46,600',
      ],
    },
    NM: {
      wageBase: '34800',
      sources: ['The 50-state SUTA tool set and the Nextep-chart table: $34,800', 'NMDWS 2026 UI tax page, as quoted by a public project: $34,800'],
    },
    NV: { wageBase: '43700', sources: ['The 50-state SUTA tool set: Nevada $43,700', 'The Nextep-chart table (Nextep chart of state releases as of 2026-01-02): NV 43,700'] },
    OK: {
      wageBase: '25000',
      sources: [
        'The 50-state SUTA tool set and the Nextep-chart table: $25,000 (SB 911 reduces the base; EY 2026-0278: lower in 2026)',
        'PolicyEngine pull request (draft): Oklahoma 2026 taxable wage base 25,000',
      ],
    },
    SC: {
      wageBase: '14000',
      sources: ['S.C. Code Title 41 Chapter 27 (PolicyEngine): $14,000', '2026: the 50-state SUTA tool set and the Nextep-chart table ($14,000)'],
    },
    TN: {
      wageBase: '7000',
      sources: [
        'T.C.A. § 50-7-213 (PolicyEngine): $7,000 (TDLWD UI Tax Rates: $7,000 since 2018)',
        '2026: the 50-state SUTA tool set ($7,000); the Nextep-chart table $7,000 ("expected, not confirmed")',
      ],
    },
    UT: {
      wageBase: '50700',
      sources: [
        'The 50-state SUTA tool set and the Nextep-chart table: $50,700',
        'A public project\'s test: "Utah\'s 2026 taxable wage base of $50,700 (jobs.utah.gov)"',
      ],
    },
    VT: { wageBase: '15400', sources: ['The 50-state SUTA tool set: Vermont $15,400', 'The Nextep-chart table (Nextep chart of state releases as of 2026-01-02): VT 15,400'] },
    WA: {
      wageBase: '78200',
      sources: ['Experian 2026 Unemployment Tax Outlook (2025-12-02): $72,800 (2025) -> $78,200 (2026)', 'The 50-state SUTA tool set: Washington $78,200'],
    },
    WI: {
      wageBase: '14000',
      sources: ['Wis. Stat. § 108.02(26) (PolicyEngine): $14,000', '2026: the 50-state SUTA tool set and the Nextep-chart table ($14,000)'],
    },
    WV: { wageBase: '9500', sources: ['The 50-state SUTA tool set: West Virginia $9,500', 'The Nextep-chart table (Nextep chart of state releases as of 2026-01-02): WV 9,500'] },
  },
  employerPrograms: {
    OH: [
      {
        code: 'oh_tcsf_er',
        name: 'Ohio Technology and Customer Service Fee',
        wageBase: '9000',
        rate: '0.0015',
        sources: ['ODJFS Director letter 2025-11-07 (H.B. 96): 0.15% on the first $9,000 of each employee, 2026-2027', 'EY Tax News 2026-0492: 0.15% of SUI covered wages, excluded from Form 940 state contributions'],
      },
    ],
  },
};

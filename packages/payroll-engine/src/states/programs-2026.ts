/**
 * Employee-paid state program figures for wages paid in 2026 (src/states/programs.ts computes with them).
 *
 * The agencies' own sites were mostly not among the stored pages; where one was (paidleave.wa.gov,
 * wacaresfund.wa.gov, nj.gov press release, pa.gov), it is cited first. Otherwise the agency notice is named
 * and the transcriptions read are listed; every figure was cross-checked against at least one second
 * source, including an open-source tax-benefit model's parameter files (PolicyEngine US,
 * parameters/gov/states/<st>/tax/payroll/*.yaml, each citing the same agency notice), and, where the
 * agency prints an annual maximum, re-derived as rate x base rounded half-up to the cent.
 *
 * - CA SDI 1.3%, no taxable wage limit: EDD, "Contribution Rates, Withholding Schedules, and Meals and
 *   Lodging Values" for 2026 and California Payroll Taxes DE 201 (2026) ("SDI withholding rate 1.3
 *   percent"), as reported by Bloomberg Tax (Oct. 28 and Dec. 18, 2025), https://news.bloombergtax.com/payroll/california-edd-issues-updated-information-on-contribution-rates-meals-lodging-values,
 *   https://mercans.com/resources/statutory-alerts/us-california-sdi-contribution-rate-set-for-2026-1-3
 *   ("Wage cap remains removed") and https://www.ppibenefits.com/Resource-Library/Compliance-Corner/State-Updates/california-increases-sdi-contribution-rate-for-2026
 *   ("will increase from 1.2% to 1.3%"); PolicyEngine ca/tax/payroll/disability/employee_rate.yaml 0.013
 *   (citing DE 201 2026). No wage base since January 1, 2024 (SB 951, Stats. 2022, ch. 878).
 * - NY PFL 0.432%, annual maximum $411.91: NY DFS rate decision for 2026 and the WCB 2026 PFL payroll
 *   deduction notice (pfl-pay-deduction-notice-2026.pdf); "0.432% ... until they reach the maximum of
 *   $411.91", NYSAWW $1,833.63: https://hrtelligence.com/new-york-paid-family-leave-updates-for-2026,
 *   https://www.workforcebulletin.com/new-york-employers-prepare-for-paid-family-leave-adjustments-for-2026,
 *   https://gtm.com/business/?p=17743 ("$411.91 (0.432% of the SAWW)"); PolicyEngine
 *   ny/tax/payroll/paid_family_leave (0.00432, 411.91). Re-derived: 52 x $1,833.63 = $95,348.76 annualised
 *   SAWW, x 0.432% = $411.9066 -> $411.91.
 * - NY SDI (DBL) 0.5%, at most $0.60 a week: Workers' Compensation Law § 209(3)(a) ("one-half of one per
 *   centum of the employee's wages ... but not in excess of sixty cents per week"), and the per-period
 *   maxima of 12 NYCRR § 362.2(a): weekly $.60, every two weeks $1.20, twice a month $1.30, monthly $2.60;
 *   "other intervals ... not more than the equivalent of 60 cents per week": quarterly 13 x $.60 = $7.80,
 *   annually 52 x $.60 = $31.20 (https://regulations.justia.com/states/new-york/title-12/chapter-v/subchapter-h/article-1/part-362/section-362-2/).
 *   Statutory, unchanged since 1950; the same in 2025.
 * - NJ (NJ DOL): taxable wage bases: UI (workers) $44,800, TDI/FLI (workers) $171,100 — NJDOL press
 *   release, December 29, 2025, https://www.nj.gov/labor/lwdhome/press/2025/20251229_newbenefitrates2026.shtml.
 *   Worker rates: UI 0.3825% + WF/SWF 0.0425% = 0.425% (N.J.S.A. 43:21-7(d): 0.3625% UC fund + 0.0200%
 *   UC administration fund from 2024; 34:15D-22: workforce 0.025% + supplemental 0.0175%), TDI 0.19%,
 *   FLI 0.23%: NJ DOL employer rate information (nj.gov/labor/ea/employer-services/rate-info/) as reported
 *   at https://www.risk-strategies.com/blog/new-jersey-disability-family-leave-insurance-rate-updates-for-2026
 *   (TDI 0.19%, maximum $325.09; FLI 0.23%, maximum $393.53) and https://tktenterprises1.com/NewJersey.html
 *   (2026: UI 0.003825 on $44,800); PolicyEngine nj/tax/payroll (TDI 0.0019, FLI 0.0023, UI 0.003825,
 *   WF 0.000425, bases 171,100 / 44,800). Re-derived: 0.19% x 171,100 = $325.09; 0.23% x 171,100 = $393.53.
 * - PA UC employee withholding 0.07% of total gross wages, no wage base: PA L&I, "Employee Withholding"
 *   (https://www.pa.gov/en/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax/employee-withholding.html:
 *   "2023 and thereafter | 0.07% | (.0007)"; "not limited to the taxable wage base"); 2026 confirmation:
 *   https://www.eccapayroll.com/state/pennsylvania/ (updated 09/29/2025, "Fixed at 0.07% of wages").
 * - MA PFML employee share 0.46% (medical 0.28% = 40% of 0.70%, family 0.18% = 100% of 0.18%) up to the
 *   Social Security wage base $184,500: MA DFML 2026 contribution rates (mass.gov, "Paid Family and Medical
 *   Leave employer contribution rates and calculator"), as reported at https://www.nfp.com/insights/2026-massachusetts-pfml-rates-and-benefits-released
 *   ("The employee's contribution share is 0.46% ... capped by the Social Security taxable maximum"),
 *   https://www.risk-strategies.com/blog/massachusetts-pfml-updates-for-2026 (table 2023-2026) and
 *   https://thelarkincompany.com/law-changes/massachusetts ("$184,500 in 2026"); PolicyEngine
 *   ma/tax/payroll/paid_leave/medical_rate.yaml 0.007 (2026).
 * - WA PFML employee share 1.13% x 71.43% = 0.807159% up to the Social Security wage base $184,500:
 *   ESD, https://paidleave.wa.gov/updates ("The premium rate will increase to 1.13% ... employees will pay
 *   71.43% ... The Social Security cap for the 2026 calendar year will increase to $184,500"); cross-checked
 *   with https://www.mybenefitadvisor.com/articles/compliance/2026/q1/washington-increases-2026-paid-family-and-medical-leave-premium
 *   (example: $75,000 -> employee $605.37) and PolicyEngine wa/tax/payroll/paid_leave (0.0113; employer
 *   share 0.2857).
 * - WA Cares 0.58% of gross wages, no cap: ESD, https://wacaresfund.wa.gov/employers ("The premium is 0.58%
 *   of an employee's gross wages ... not capped at the taxable maximum for social security"); fixed by
 *   RCW 50B.04.080; 2026: https://winenfood.com/calculating-the-wa-cares-fund-rate ("As of 2026 ... 0.58%").
 * - CO FAMLI, employee share 0.44% (half of the 0.88% premium) up to the Social Security wage base
 *   $184,500: SB 25-144 lowered the premium from 0.9% to 0.88% of wages from January 1, 2026. CDLE FAMLI
 *   Division employer newsletter, June 24, 2025 (https://content.govdelivery.com/accounts/CODLE/bulletins/3e67e68:
 *   "A new law lowers premiums for employers and workers to 0.88% of wages ... The changes take effect in
 *   January"); Ogletree (as republished at https://lawblog123.com/colorado-adjusts-rules-for-paid-family-and-medical-leave-jd-supra_2028863.html:
 *   "reducing the FAMLI premium from 0.9 percent of an employee's wages to 0.88 percent for 2026"); PolicyEngine
 *   co/tax/payroll/famli/employee_rate.yaml 0.0044 from 2026-01-01. The employee's share is at most half
 *   (C.R.S. § 8-13.3-507; famli.colorado.gov/employers: "may split the cost 50/50"), whatever the employer's
 *   size (employers with fewer than ten employees remit only the employee share); the employer may pay it.
 *   Premiums are "capped at the Social Security Wage Base" (CDLE, as quoted at https://www.cwpma.org/cpages/article-5035-famli;
 *   Mercer: "0.9% of an employee's covered wages up to the Social Security wage base").
 * - CT Paid Leave 0.5% of wages up to the Social Security wage base, employee-paid: C.G.S. § 31-49e; CT Paid
 *   Leave Authority, "Contributions" (http://www.CTPaidLeave.org/how-ct-paid-leave-works/contributions:
 *   "Employers deduct 0.5% from an employee's pay ... Employees contribute until they reach the Social
 *   Security contribution limit"); PolicyEngine ct/tax/payroll/paid_leave/employee_rate.yaml 0.005 from 2021
 *   (snapshot of August 2026, no later change). No 2026 board decision was found in the stored pages; the
 *   rate is the statutory one, unchanged since 2021.
 * - OR Paid Leave Oregon, employee share 0.6% (60% of the 1% contribution) up to $184,500: Oregon Employment
 *   Department, https://www.oregon.gov/employ/businesses/pages/current-tax-rate.aspx ("The 2026 Paid Leave
 *   contribution rate is 1% of subject wages up to $184,500 (2026 Social Security taxable maximum wage) per
 *   employee"); employee share 60%: ORS 657B.150 as transcribed by PolicyEngine or/tax/payroll/paid_leave/employee_rate.yaml
 *   (0.006 from 2023; employer 0.004 for 25 or more employees) and https://blog.time4payroll.com/2022/11/paid-leave-oregon/
 *   ("withholding up to 60% of contributions from employee wages"). The same share applies to employers with
 *   fewer than 25 employees (they only skip the employer's 40%). The employer may withhold less.
 * - OR statewide transit tax 0.1% of wages, no cap, withheld from employees: ORS 320.550; HB 3991 (2025)
 *   would raise it to 0.2% from January 1, 2026, but the Department of Revenue paused the increase pending a
 *   referendum petition: "employers should continue to withhold at the .001 rate" (Oregon DOR bulletin,
 *   https://content.govdelivery.com/accounts/ORDOR/bulletins/3ffaaf1) and EY Tax News 2025-2540 (December 17,
 *   2025: "employers should continue to withhold the tax at the current rate of one-tenth of 1% (0.001)").
 *   Wages are income tax wages (ORS 316.162; Oregon DOR as quoted by The Oregonian, July 7, 2018), so
 *   401(k) deferrals are excluded as well as Section 125 reductions. Computed for work in Oregon; an Oregon
 *   resident's wages for work elsewhere are withheld only as a courtesy (not required), and are not here.
 * - RI TDI 1.1% of wages up to $100,000, maximum $1,100.00: RI DLT press release "2026 Tax Rates for
 *   Unemployment Insurance and Temporary Disability Insurance", December 18, 2025 (as republished at
 *   https://oceanstateobserver.com/article/876547389-2026-tax-rates-for-unemployment-insurance-and-temporary-disability-insurance:
 *   "The 2026 TDI Taxable Wage Base ... will be $100,000 ... The TDI contribution rate will be set at 1.1
 *   percent ... The maximum TDI contribution in 2026 will be $1,100.00"); https://pbn.com/r-i-employers-face-higher-unemployment-insurance-costs-in-2026/
 *   (same figures); PolicyEngine ri/tax/payroll/temporary_disability_insurance (0.011, 100,000). Re-derived:
 *   1.1% x 100,000 = $1,100.00.
 * - AK employee unemployment insurance 0.50% of wages up to the 2026 UI taxable wage base $54,200 (maximum
 *   0.50% x 54,200 = $271.00): Alaska DOLWD, "2026 Unemployment Insurance Tax Rates"
 *   (https://labor.alaska.gov/estax/2026-experience-rates.html: "The 2026 Taxable Wage Base is $54,200.00" /
 *   "The 2026 Employee Rate is 0.50%"), as quoted verbatim in a public open-source paycheck calculator's 2026
 *   data file; https://firstnonprofit.com/?p=31794 (SUTA 2026: "The taxable wage base increased from $51,700
 *   to $54,200. The employee contribution rate remains 0.50%"). Same base as sui-2026.ts.
 * Not built (the item warns `state_taxes_not_computed`; programs.ts PROGRAM_GAPS): Delaware Paid Leave (the employee's share depends on
 *   the employer's Delaware headcount), Paid Leave Oregon 2025 (no 2025 source besides PolicyEngine).
 *   Maryland FAMLI is not in force in 2025 or 2026: HB 102 (2025) put benefits off until after January 1,
 *   2028 (Maryland Time to Care Coalition statement, April 8, 2025, https://smnewsnet.com/archives/545955/;
 *   https://gameturn.net/maryland-delays-family-and-medical-leave-insurance-program-implem: contributions and
 *   benefits in "2027-2028"), so there is nothing to withhold.
 */
import type { PayFrequency } from '../types';

/** The employee programs this engine computes (src/states/programs.ts documents each). */
export type EmployeeProgramCode =
  | 'ca_sdi'
  | 'ny_sdi'
  | 'ny_pfl'
  | 'nj_ui_ee'
  | 'nj_di_ee'
  | 'nj_fli'
  | 'pa_sui_ee'
  | 'ma_pfml_ee'
  | 'wa_pfml_ee'
  | 'wa_cares'
  | 'ak_sui_ee'
  | 'co_famli_ee'
  | 'ct_pfml_ee'
  | 'or_pfml_ee'
  | 'or_stt'
  | 'ri_tdi';

/** One program's figures for one year. */
export interface EmployeeProgramFigures {
  /** The employee's rate on subject wages. */
  rate: string;
  /** Annual wage base: subject wages above it in the calendar year bear nothing. Absent: no base. */
  wageBase?: string;
  /** Annual maximum contribution as the agency prints it (enforced when year-to-date contributions are given). */
  annualMax?: string;
  /** Maximum contribution per payment, by pay frequency. */
  perPeriodMax?: Readonly<Record<PayFrequency, string>>;
  sources: readonly string[];
}

/** Figures several years share. */
const CT_SOURCES = [
  'C.G.S. § 31-49e; CT Paid Leave Authority, Contributions: 0.5% of pay up to the Social Security contribution limit',
  'PolicyEngine ct/tax/payroll/paid_leave/employee_rate.yaml: 0.005 from 2021',
];
const OR_STT_SOURCES = [
  'ORS 320.550: statewide transit tax 0.1% of wages (ORS 316.162), withheld from employees',
  'Oregon DOR bulletin (Dec. 2025) and EY Tax News 2025-2540: HB 3991 increase to 0.2% paused, continue to withhold 0.001',
];

export interface ProgramYearFigures {
  year: number;
  programs: Readonly<Partial<Record<EmployeeProgramCode, EmployeeProgramFigures>>>;
}

/** NY DBL per-period maxima (12 NYCRR § 362.2(a); quarterly and annual as the 60-cents-a-week equivalent). */
export const NY_SDI_PER_PERIOD_MAX: Readonly<Record<PayFrequency, string>> = Object.freeze({
  Weekly: '0.60',
  Biweekly: '1.20',
  Semimonthly: '1.30',
  Monthly: '2.60',
  Quarterly: '7.80',
  Annually: '31.20',
});

const NY_SDI_SOURCES = [
  'N.Y. Workers\' Compensation Law § 209(3)(a): 0.5% of wages, not over 60 cents per week',
  '12 NYCRR § 362.2(a): per-period maxima $.60 weekly, $1.20 biweekly, $1.30 semimonthly, $2.60 monthly; other intervals the 60-cents-a-week equivalent',
];
const PA_SOURCES = [
  'PA L&I, UC Employee Withholding: 0.07% (.0007) "2023 and thereafter", on total gross wages, no wage base',
];
const WA_CARES_SOURCES = [
  'WA ESD, https://wacaresfund.wa.gov/employers: 0.58% of gross wages, not capped (RCW 50B.04.080)',
];

export const PROGRAMS_2026: ProgramYearFigures = {
  year: 2026,
  programs: {
    ca_sdi: {
      rate: '0.013',
      sources: ['EDD 2026 Contribution Rates / DE 201 (2026): SDI 1.3%, no taxable wage limit (SB 951, from 2024)'],
    },
    ny_sdi: { rate: '0.005', perPeriodMax: NY_SDI_PER_PERIOD_MAX, sources: NY_SDI_SOURCES },
    ny_pfl: {
      rate: '0.00432',
      // 52 x NYSAWW $1,833.63: the wages at which 0.432% reaches the $411.91 annual maximum.
      wageBase: '95348.76',
      annualMax: '411.91',
      sources: ['NY DFS 2026 PFL rate decision; WCB 2026 PFL payroll deduction notice: 0.432%, annual maximum $411.91, NYSAWW $1,833.63'],
    },
    nj_ui_ee: {
      rate: '0.00425',
      wageBase: '44800',
      sources: ['NJDOL press release 2025-12-29: UI taxable wage base $44,800', 'NJ DOL rate information: workers UI 0.3825% + WF/SWF 0.0425%'],
    },
    nj_di_ee: {
      rate: '0.0019',
      wageBase: '171100',
      annualMax: '325.09',
      sources: ['NJDOL press release 2025-12-29: TDI/FLI workers wage base $171,100', 'NJ DOL rate information: workers TDI 0.19%, maximum $325.09'],
    },
    nj_fli: {
      rate: '0.0023',
      wageBase: '171100',
      annualMax: '393.53',
      sources: ['NJDOL press release 2025-12-29: TDI/FLI workers wage base $171,100', 'NJ DOL rate information: workers FLI 0.23%, maximum $393.53'],
    },
    pa_sui_ee: { rate: '0.0007', sources: PA_SOURCES },
    ma_pfml_ee: {
      rate: '0.0046',
      wageBase: '184500',
      sources: ['MA DFML 2026 contribution rates: employee share 0.28% medical + 0.18% family, up to the SSA wage base $184,500'],
    },
    wa_pfml_ee: {
      // 0.0113 (total premium) x 0.7143 (employee share), exact.
      rate: '0.00807159',
      wageBase: '184500',
      sources: ['WA ESD, https://paidleave.wa.gov/updates: 2026 premium 1.13%, employees 71.43%, Social Security cap $184,500'],
    },
    wa_cares: { rate: '0.0058', sources: WA_CARES_SOURCES },
    co_famli_ee: {
      // Half of the 0.88% premium.
      rate: '0.0044',
      wageBase: '184500',
      sources: [
        'SB 25-144: FAMLI premium 0.88% of wages from January 1, 2026 (CDLE FAMLI newsletter, June 24, 2025; Ogletree)',
        'C.R.S. § 8-13.3-507: the employee pays at most half; premiums capped at the Social Security wage base ($184,500 in 2026)',
      ],
    },
    ct_pfml_ee: { rate: '0.005', wageBase: '184500', sources: [...CT_SOURCES, 'Social Security wage base 2026: $184,500'] },
    or_pfml_ee: {
      // 60% of the 1% contribution.
      rate: '0.006',
      wageBase: '184500',
      sources: [
        'Oregon Employment Department, 2026 Tax and Contribution Rates: Paid Leave 1% of subject wages up to $184,500',
        'ORS 657B.150: employees pay 60% of the contribution (PolicyEngine or/tax/payroll/paid_leave 0.006)',
      ],
    },
    or_stt: { rate: '0.001', sources: OR_STT_SOURCES },
    ak_sui_ee: {
      rate: '0.005',
      wageBase: '54200',
      sources: [
        'Alaska DOLWD, 2026 Unemployment Insurance Tax Rates: taxable wage base $54,200.00, employee rate 0.50% (as quoted in a public open-source paycheck calculator)',
        'firstnonprofit.com SUTA 2026: base $51,700 -> $54,200; employee contribution rate remains 0.50%',
      ],
    },
    ri_tdi: {
      rate: '0.011',
      wageBase: '100000',
      annualMax: '1100.00',
      sources: ['RI DLT press release 2025-12-18: 2026 TDI 1.1% on a $100,000 taxable wage base, maximum $1,100.00 (pbn.com; PolicyEngine)'],
    },
  },
};

export const SHARED_SOURCES = { NY_SDI_SOURCES, PA_SOURCES, WA_CARES_SOURCES, CT_SOURCES, OR_STT_SOURCES } as const;

/**
 * Employee-paid state program figures for wages paid in 2025 (shape and method: programs-2026.ts).
 *
 * - CA SDI 1.2%, no taxable wage limit: EDD 2025 rates (DE 201 (2025): "The 2025 SDI withholding rate is
 *   1.2 percent (.012)"), as reported at https://www.ppibenefits.com/Resource-Library/Compliance-Corner/State-Updates/california-increases-sdi-contribution-rate-for-2026
 *   ("will increase from 1.2% to 1.3%") and in several transcriptions of the EDD page ("For 2025, the SDI
 *   withholding rate for employees is 1.2 percent, compared with 1.1 percent in 2024").
 * - NY PFL 0.388%, annual maximum $354.53, NYSAWW $1,757.19: NY DFS 2025 rate decision and WCB
 *   pfl-pay-deduction-notice-2025.pdf, as reported at https://www.mondaq.com/unitedstates/employee-benefits-compensation/1534264/2025-new-york-paid-family-leave-contribution-rate-maximum-weekly-benefits
 *   (Jackson Lewis), NYSIF ("0.388% ... capped at an annual maximum of $354.53") and
 *   https://rampartbenefitplanning.com/?p=824 ("The annualized NYAWW is $91,373.88"); PolicyEngine
 *   ny/tax/payroll/paid_family_leave (0.00388, 354.53). Re-derived: 0.388% x $91,373.88 = $354.5307 -> $354.53.
 * - NY SDI: statutory, as in 2026.
 * - NJ: UI workers base $43,300, TDI/FLI workers base $165,400 (NJDOL press release, December 17, 2024,
 *   https://www.einpresswire.com/article/769756027/nj-department-of-labor-and-workforce-development-announces-new-benefit-rates-for-2025);
 *   workers TDI 0.23% (maximum $380.42), FLI 0.33% (maximum $545.82): https://thelarkincompany.com/law-changes/new-jersey
 *   and https://risk-strategies.com/blog/new-jersey-disability-and-family-leave-insurance-rate-increases-for-2025;
 *   UI 0.3825% + WF/SWF 0.0425%: https://tktenterprises1.com/NewJersey.html (2025 table: 0.003825, 0.000425,
 *   0.0023, 0.0033 on 43,300 / 165,400); PolicyEngine nj/tax/payroll (TDI 2025 0.0023; UI base 43,300).
 * - PA UC employee 0.07%: PA L&I ("2023 and thereafter").
 * - MA PFML employee share 0.46% up to $176,100: MA DFML 2025 rates, as reported at
 *   https://www.risk-strategies.com/blog/massachusetts-pfml-updates-for-2026 (2025 column: 0.28% + 0.18%) and
 *   https://www.onedigital.com/blog/ma-pfml-update-intermittent-and-reduced-schedule-leave-requirements/
 *   ("no change from the current model established for CY2025"); SSA 2025 wage base $176,100 (tax-data/federal/2025.json).
 * - WA PFML employee share 0.92% x 71.52% = 0.657984% up to $176,100: ESD, https://paidleave.wa.gov/updates/
 *   (2025 notice: "The premium rate will increase to 0.92% ... employees will pay 71.52% ... $176,100");
 *   https://www.cbiz.com/insights/articles/article-details/washington-paid-family-leave-premium-rate-increases-in-2025;
 *   PolicyEngine wa/tax/payroll/paid_leave (0.0092, employer 0.2848).
 * - WA Cares 0.58%: ESD, as in 2026.
 * - AK employee unemployment insurance 0.50% of wages up to the UI taxable wage base $51,700: Alaska DOLWD,
 *   https://labor.alaska.gov/estax/2025-experience-rates.html ("The 2025 Taxable Wage Base is $51,700.00 /
 *   The 2025 Employee Rate is 0.50%"); https://firstnonprofit.com/suta-2025-cost-changes-some-2026-updates-too
 *   ("The taxable wage base increased to $49,700 in 2024 and $51,700 in 2025") and its 2026 page ("The
 *   employee contribution rate remains 0.50%").
 * - CO FAMLI employee share 0.45% (half of 0.9%) up to $176,100: C.R.S. § 8-13.3-507(3) (0.9% through 2024,
 *   then set by the director); CDLE FAMLI newsletter, June 24, 2025 ("currently set to 0.9% of wages");
 *   PolicyEngine co/tax/payroll/famli/employee_rate.yaml 0.0045 from 2023 to 2025.
 * - CT Paid Leave 0.5% up to $176,100: CT Paid Leave Authority board vote of September 12, 2024 ("voted to
 *   keep the contribution rate for 2025 at one-half of one percent", https://ctpaidleave.medium.com/ct-paid-leave-board-of-directors-votes-to-maintain-contribution-rate-at-0-5-for-2025-af60cb89c7dd);
 *   PolicyEngine 0.005.
 * - OR statewide transit tax 0.1%: as in 2026 (the DOR's December 2025 bulletin calls 0.001 "the current rate").
 * - RI TDI 1.3% up to $89,200, maximum $1,159.60: RI DLT press release of December 18, 2025 ("the 2025 taxable
 *   wage base of $89,200 ... down from 1.3 percent in 2025 ... the 2025 maximum contribution of $1,159.60");
 *   https://pbn.com/r-i-employers-face-higher-unemployment-insurance-costs-in-2026/ (same). Re-derived: 1.3% x
 *   89,200 = $1,159.60.
 * Not built for 2025: Paid Leave Oregon (the 2025 rate was read only in PolicyEngine), Delaware Paid Leave
 * (see programs-2026.ts).
 */
import { NY_SDI_PER_PERIOD_MAX, SHARED_SOURCES, type ProgramYearFigures } from './programs-2026';

export const PROGRAMS_2025: ProgramYearFigures = {
  year: 2025,
  programs: {
    ca_sdi: {
      rate: '0.012',
      sources: ['EDD 2025 Contribution Rates / DE 201 (2025): SDI 1.2%, no taxable wage limit (SB 951, from 2024)'],
    },
    ny_sdi: { rate: '0.005', perPeriodMax: NY_SDI_PER_PERIOD_MAX, sources: SHARED_SOURCES.NY_SDI_SOURCES },
    ny_pfl: {
      rate: '0.00388',
      // 52 x NYSAWW $1,757.19.
      wageBase: '91373.88',
      annualMax: '354.53',
      sources: ['NY DFS 2025 PFL rate decision; WCB 2025 PFL payroll deduction notice: 0.388%, annual maximum $354.53, NYSAWW $1,757.19'],
    },
    nj_ui_ee: {
      rate: '0.00425',
      wageBase: '43300',
      sources: ['NJDOL press release 2024-12-17: UI taxable wage base $43,300', 'NJ DOL rate information: workers UI 0.3825% + WF/SWF 0.0425%'],
    },
    nj_di_ee: {
      rate: '0.0023',
      wageBase: '165400',
      annualMax: '380.42',
      sources: ['NJDOL press release 2024-12-17: TDI/FLI workers wage base $165,400', 'NJ DOL rate information: workers TDI 0.23%, maximum $380.42'],
    },
    nj_fli: {
      rate: '0.0033',
      wageBase: '165400',
      annualMax: '545.82',
      sources: ['NJDOL press release 2024-12-17: TDI/FLI workers wage base $165,400', 'NJ DOL rate information: workers FLI 0.33%, maximum $545.82'],
    },
    pa_sui_ee: { rate: '0.0007', sources: SHARED_SOURCES.PA_SOURCES },
    ma_pfml_ee: {
      rate: '0.0046',
      wageBase: '176100',
      sources: ['MA DFML 2025 contribution rates: employee share 0.28% medical + 0.18% family, up to the SSA wage base $176,100'],
    },
    wa_pfml_ee: {
      // 0.0092 (total premium) x 0.7152 (employee share), exact.
      rate: '0.00657984',
      wageBase: '176100',
      sources: ['WA ESD 2025 Paid Leave premium notice: 0.92%, employees 71.52%, Social Security cap $176,100'],
    },
    wa_cares: { rate: '0.0058', sources: SHARED_SOURCES.WA_CARES_SOURCES },
    ak_sui_ee: {
      rate: '0.005',
      wageBase: '51700',
      sources: ['Alaska DOLWD, 2025 Unemployment Insurance Tax Rates: taxable wage base $51,700, employee rate 0.50%', 'firstnonprofit.com SUTA 2025 ($51,700) and 2026 (employee rate remains 0.50%)'],
    },
    co_famli_ee: {
      rate: '0.0045',
      wageBase: '176100',
      sources: ['C.R.S. § 8-13.3-507: FAMLI premium 0.9% of wages, at most half from the employee (CDLE FAMLI newsletter June 2025: "currently set to 0.9%")', 'Social Security wage base 2025: $176,100'],
    },
    ct_pfml_ee: { rate: '0.005', wageBase: '176100', sources: [...SHARED_SOURCES.CT_SOURCES, 'CT Paid Leave Authority board vote 2024-09-12: 0.5% for 2025'] },
    or_stt: { rate: '0.001', sources: SHARED_SOURCES.OR_STT_SOURCES },
    ri_tdi: {
      rate: '0.013',
      wageBase: '89200',
      annualMax: '1159.60',
      sources: ['RI DLT press release 2025-12-18: 2025 TDI 1.3% on $89,200, maximum $1,159.60 (pbn.com)'],
    },
  },
};

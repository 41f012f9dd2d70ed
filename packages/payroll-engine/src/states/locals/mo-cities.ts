/**
 * Missouri city earnings taxes: Kansas City (`MO-KANSAS_CITY`, `kc_earnings`) and St. Louis (`MO-ST_LOUIS`,
 * `stl_earnings`) (docs/domain-rules.md, "Local taxes"). Each is 1% of a resident's wages, wherever earned, and of
 * the wages a nonresident earns for work in the city. The locality codes use `_` inside the locality, as every
 * locality code does (`<ST>-<LOCALITY>`, contract pattern `^[A-Z]{2}-[A-Z0-9_]{2,40}$`).
 *
 * Figures: 1%, unchanged since the taxes began. Missouri law (2010 Proposition A) has each city's voters renew the
 * tax every five years; Kansas City's voters renewed it on April 6, 2021 (77%, fox4kc.com and kansascity.com of
 * April 6, 2021), the next vote falling in April 2026 (not found among the stored pages: `years` stops at 2026).
 * Neither city's publication is stored; the sources that agree:
 * - Kansas City earnings tax, 1%: City of Kansas City, Missouri, Code of Ordinances ch. 68 (Revenue Division,
 *   https://www.kcmo.gov/city-hall/departments/finance/earnings-tax). (1) PolicyEngine/policyengine-us
 *   parameters/gov/local/mo/kansas_city/tax/income/rate.yaml (0.01, citing that page); (2) payrollbeacon.com
 *   "Kansas City, MO" ("Employers with employees working in Kansas City must withhold 1% earnings tax";
 *   residents and nonresidents; "Last reauthorized by Kansas City voters in 2021"); (3) legalclarity.org "Who Has
 *   to Pay the Kansas City Earnings Tax?" (ch. 68, 1.0%, residents on all earnings, nonresidents on KC work).
 * - St. Louis earnings tax, 1%: City of St. Louis Collector of Revenue, "Individual Earnings Tax Information"
 *   (https://www.stlouis-mo.gov/government/departments/collector/earnings-tax/individual-earnings-tax-info.cfm:
 *   "The one percent earnings tax is collected from residents ... regardless of the location of their employer
 *   [and] employees of businesses located or performing work/services within the City"). (1) PolicyEngine
 *   parameters/gov/local/mo/st_louis/tax/income/rate.yaml (0.01); (2) payrollbeacon.com "St. Louis City, MO"
 *   (1%, residents and nonresidents for work performed in the city).
 * Wages: the Missouri wages of the state module (states/mo), as for every locality (see index.ts). For Kansas City
 * this is the statute's rule: Missouri's 1997 act exempts from its earnings tax "any contributions to any deferred
 * compensation plans, ... salary reduction plans, cafeteria plans ... if such contribution is not subject to
 * Missouri state income tax at the time such contribution is made" (Kansas Department of Administration
 * informational circular 98-P-004, September 5, 1997, quoting it; it overrode Hopkins v. City of Kansas City, 894
 * S.W.2d 156 (Mo. 1995), which had let the city tax them). St. Louis is given the same wages (not confirmed
 * separately).
 */
export interface MoEarningsTax {
  jurisdiction: string;
  code: string;
  name: string;
  /** Years the rate is confirmed for. */
  years: readonly number[];
  /** Fraction of the wages (residents: all wages; nonresidents: wages for work in the city). */
  rate: string;
}

export const MO_EARNINGS_TAXES: readonly MoEarningsTax[] = [
  { jurisdiction: 'MO-KANSAS_CITY', code: 'kc_earnings', name: 'Kansas City earnings tax', years: [2025, 2026], rate: '0.01' },
  { jurisdiction: 'MO-ST_LOUIS', code: 'stl_earnings', name: 'St. Louis earnings tax', years: [2025, 2026], rate: '0.01' },
];

export const MO_EARNINGS_TAX_BY_CODE: ReadonlyMap<string, MoEarningsTax> = new Map(MO_EARNINGS_TAXES.map((t) => [t.jurisdiction, t]));

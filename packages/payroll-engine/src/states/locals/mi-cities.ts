/**
 * Michigan city income taxes (docs/domain-rules.md, "Local taxes"): locality `MI-<CITY>`, code `mi_city`.
 *
 * The law. The City Income Tax Act, 1964 PA 284 (MCL 141.501 et seq.), admits a closed list of cities that levy
 * the Uniform City Income Tax Ordinance (chapter 2, MCL 141.601 et seq.): MI_TAXING_CITIES. Generally 1% on
 * residents and 0.5% on nonresidents (MCL 141.611; the nonresident rate cannot exceed half the resident rate);
 * Detroit up to 2.4% / 1.2% (MCL 141.503); each personal and dependency exemption at least $600 a year
 * (MCL 141.631). Withholding, MCL 141.651 (ordinance sec. 51, as printed at instalawyer.io): "An employer doing
 * business or maintaining an establishment within the city shall withhold from each payment ... the tax on their
 * compensation subject to the tax, after giving effect to exemptions, as follows: (a) Residents. (i) At a rate equal
 * to the rate ... levied against resident individuals ... of all compensation paid to the employee who is a
 * resident of the city, if the employee is not subject to withholding in any other city levying the tax. (ii) At a
 * rate equal to the difference in the percentage rate of tax on resident individuals ... less the percentage rate of
 * tax levied by any other city in which the employee works, on all compensation earned by the resident in another
 * city. (b) Nonresidents. At a rate equal to the rate ... on nonresidents ... of the compensation paid to the
 * employee for work done or services performed in the city". An employer without an establishment in the city may
 * register to withhold for its residents voluntarily (MCL 141.506). Here:
 * - a residence locality `MI-<CITY>` asks for the resident tax (the caller leaves it off where the employer neither
 *   has an establishment in the city nor registered voluntarily): the resident rate on all wages less the
 *   exemptions, less, on wages earned in another Michigan taxing city whose tax is computed (built in or
 *   registered), that city's nonresident tax on them (sec. 51(a)(ii): the rate difference);
 * - a workplace locality `MI-<CITY>` of a nonresident: the nonresident rate on the wages of the payments made there,
 *   less the exemptions. (Sec. 51(b)'s "no withholding ... if the estimated percentage of work is less than 25%" is
 *   the caller's: a payment's workplace says where its work was done.)
 * Wages: Michigan's compensation (states/mi: Section 125 and 401(k) excluded). Exemptions: the count on the city
 * withholding certificate, `certificates['MI-<CITY>'].exemptions` (a whole number); none on file: no exemptions
 * (the city certificate is not an employee form of the service yet, so payrolls withhold without exemptions).
 * Supplemental wages: Form 5469 "For bonuses or other taxable earnings paid in addition to regular payroll, do not
 * adjust for exemptions. Withhold the correct tax percentage from the entire bonus": the rate on them, rounded on
 * its own; the exemptions reduce the regular wages only.
 *
 * Built: Detroit, 2026 (and 2025, below). Source: Michigan Department of Treasury, Form 5469, 2026 City of Detroit Income Tax
 * Withholding Guide (Treasury administers Detroit's tax): 2.4% residents, 1.2% nonresidents, "Each exemption is
 * valued at $600.00 per year", printed per period weekly $11.54, biweekly $23.08, semimonthly $25.00, monthly
 * $50.00 (each $600 divided by the periods, half-up to the cent; quarterly and annual are computed the same way);
 * the two-city rule "Compute the City of Detroit withholding rate by subtracting the other city's nonresident tax
 * rate from 2.4%". The guide was not among the stored pages; transcriptions that agree:
 *   (1) openbooks, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/mi.ts (MI_RATES_2026.detroit:
 *       0.024, 0.012, 600, the printed per-period table, the bonus sentence and the two-city sentence, "Form 5469
 *       (Rev. 05-25), 2026 City of Detroit Income Tax Withholding Guide");
 *   (2) Michigan Treasury, "What cities impose an income tax? For 2023 the following Michigan cities levy an income
 *       tax" (michigan.gov/taxes/questions/iit/...): Detroit 2.4% / 1.2%; USDA National Finance Center bulletin
 *       TAXES 14-03 (January 27, 2014: Detroit "will decrease from 2.50 percent to 2.40 percent for residents and
 *       from 1.25 percent to 1.20 percent for nonresidents. The annual exemption allowance will remain $600"); the
 *       City of Grand Rapids' table "Michigan Cities Imposing an Income Tax" (Detroit exemption amount 600); a public
 *       TypeScript repository's MICHIGAN_LOCAL_TAXES (December 2024: Detroit 0.024 / 0.012).
 * Not built (warning `local_taxes_not_computed` naming the city, or registered by the company): the other 23
 * cities. Their rates agree between Treasury's 2023 list and the December 2024 configuration (1% / 0.5%; Grand
 * Rapids and Saginaw 1.5% / 0.75%; Highland Park 2% / 1%). Their exemption amounts were found only for earlier
 * years: Grand Rapids' table for tax year 2016 ($600 most; Battle Creek, Saginaw, Springfield, Walker $750; Ionia
 * $700; Hudson and Portland $1,000; Port Huron $1,200; Grayling $3,000), NFC's 2014 bulletin (the same for the seven
 * cities it lists), APA's 2018 note on the new taxes (Benton Harbor $750, East Lansing $600). No source gives them
 * for 2026, and the tax is "after giving effect to exemptions".
 * Detroit 2025: only the 2026 guide was read; 2025 has 2026's figures, which every source from 2014 on gives (NFC's
 * 2014 bulletin, Treasury's 2023 list, the December 2024 configuration, the 2026 guide; 2.4% and 1.2% are also the
 * maximum MCL 141.503 allows Detroit).
 */
import { InvalidEngineInputError } from '../../errors';
import { cents, Decimal, max0, min, ZERO } from '../../money';

/** The cities that levy the Uniform City Income Tax Ordinance (City Income Tax Act; locality `MI-<CITY>`). */
export const MI_TAXING_CITIES: readonly string[] = Object.freeze([
  'ALBION', 'BATTLE_CREEK', 'BENTON_HARBOR', 'BIG_RAPIDS', 'DETROIT', 'EAST_LANSING', 'FLINT', 'GRAND_RAPIDS',
  'GRAYLING', 'HAMTRAMCK', 'HIGHLAND_PARK', 'HUDSON', 'IONIA', 'JACKSON', 'LANSING', 'LAPEER', 'MUSKEGON',
  'MUSKEGON_HEIGHTS', 'PONTIAC', 'PORT_HURON', 'PORTLAND', 'SAGINAW', 'SPRINGFIELD', 'WALKER',
]);

/** One built-in city: rates (fractions) and the annual value of one exemption, by year. */
export interface MiCityFigures {
  code: string;
  name: string;
  year: number;
  residentRate: string;
  nonresidentRate: string;
  exemption: string;
  publication: string;
}

export const MI_CITIES: readonly MiCityFigures[] = [
  {
    code: 'DETROIT',
    name: 'City of Detroit',
    year: 2026,
    residentRate: '0.024',
    nonresidentRate: '0.012',
    exemption: '600',
    publication: 'Michigan Department of Treasury Form 5469, 2026 City of Detroit Income Tax Withholding Guide',
  },
  {
    code: 'DETROIT',
    name: 'City of Detroit',
    year: 2025,
    residentRate: '0.024',
    nonresidentRate: '0.012',
    exemption: '600',
    publication: 'the same rates and exemption from 2014 (NFC TAXES 14-03) through 2023 (Treasury), December 2024 and the 2026 guide',
  },
];

/** The built-in city of a locality code and year, or undefined. */
export function miCity(locality: string, year: number): MiCityFigures | undefined {
  return MI_CITIES.find((c) => `MI-${c.code}` === locality && c.year === year);
}

/** Whether a locality code is a built-in city in some year. */
export const isMiCity = (locality: string): boolean => MI_CITIES.some((c) => `MI-${c.code}` === locality);

/** The locality codes of the built-in cities. */
export const MI_CITY_LOCALITIES: readonly string[] = [...new Set(MI_CITIES.map((c) => `MI-${c.code}`))];

/** The period value of one exemption: the annual value divided by the periods, half-up to the cent (Form 5469's table). */
export const miExemptionPerPeriod = (city: MiCityFigures, periodsPerYear: number): Decimal => cents(new Decimal(city.exemption).div(periodsPerYear));

/** Reads the city certificate's exemptions (a whole number ≥ 0; absent: 0). */
export function miCityExemptions(certificate: Readonly<Record<string, unknown>> | undefined, field: string): number {
  if (certificate === undefined || certificate === null) return 0;
  for (const key of Object.keys(certificate)) {
    if (key !== 'exemptions') throw new InvalidEngineInputError(`${field}.${key}`, 'not a field of the city withholding certificate (exemptions)');
  }
  const n = certificate.exemptions;
  if (n === undefined || n === null) return 0;
  const v = typeof n === 'string' && /^\d+$/.test(n) ? Number(n) : n;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new InvalidEngineInputError(`${field}.exemptions`, `not a whole number: ${String(n)}`);
  return v;
}

/** The city tax on regular and supplemental wages at `rate`, the exemptions taken from the regular wages only. */
export function miCityTax(
  city: MiCityFigures,
  rate: string,
  input: { periodsPerYear: number; regular: Decimal; supplemental: Decimal; exemptions: number },
): { amount: Decimal; supplemental: Decimal } {
  const allowance = miExemptionPerPeriod(city, input.periodsPerYear).times(input.exemptions);
  const regular = cents(max0(input.regular.minus(allowance)).times(rate));
  const supplemental = cents(input.supplemental.times(rate));
  return { amount: regular.plus(supplemental), supplemental };
}

/**
 * Sec. 51(a)(ii): a resident's tax less, for wages earned in another Michigan taxing city whose (nonresident) tax is
 * computed, that city's tax on them; never below zero. `parts` are the item's local tax parts.
 */
export function miResidentCredit(parts: ReadonlyArray<{ role: string; line: { jurisdiction: string; code: string; amount: Decimal; payer: string; supplementalAmount?: Decimal } }>): void {
  for (const res of parts.filter((p) => p.role === 'resident' && p.line.code === 'mi_city')) {
    const other = parts.filter(
      (p) => p.role === 'work' && p.line.payer === 'Employee' && p.line.jurisdiction !== res.line.jurisdiction && MI_TAXING_CITIES.includes(p.line.jurisdiction.slice(3)) && p.line.jurisdiction.startsWith('MI-'),
    );
    const credit = other.reduce((s, p) => s.plus(p.line.amount), ZERO);
    if (credit.isZero()) continue;
    res.line.amount = max0(res.line.amount.minus(credit));
    if (res.line.supplementalAmount) res.line.supplementalAmount = min(res.line.supplementalAmount, res.line.amount);
  }
}

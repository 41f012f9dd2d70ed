/**
 * Indiana county income taxes (docs/domain-rules.md, "Local taxes"): locality `IN-<COUNTY>`, code `in_county`.
 *
 * Publication: Indiana Department of Revenue, Departmental Notice #1, "How to Compute Withholding for State and
 * County Income Tax", effective Jan. 1, 2026 (R46 / 01-26), https://www.in.gov/dor/files/dn01.pdf, p. 5 "Indiana
 * County Tax Rates: Effective Jan. 1, 2026" (one rate per county; an asterisk marks the six counties changed since
 * the October 1, 2025 issue: Carroll, Grant, Greene, Howard, Shelby, Union). The notice itself was not among the
 * stored pages; each rate below is the agreement of two transcriptions, named per county in `second`:
 *   (A) every county: the openbooks engine, github.com/braedonsaunders/openbooks
 *       engine/src/payroll/us/states/in.ts, IN_COUNTIES_2026 ("Transcribed line-for-line from
 *       https://www.in.gov/dor/files/dn01.pdf", with the notice's asterisks);
 *   (D) Indiana Economic Digest, "Six Indiana counties hiking local income tax rates on Jan. 1, 2026" (citing the
 *       Department of Revenue): Carroll 2.4733%, Grant 2.75%, Greene 2.35%, Howard 2.35%, Shelby 1.7%, Union 2.75%,
 *       and unchanged Lake 1.5%, Porter 0.5%, LaPorte 1.45%, Newton 1%, Jasper 2.864%;
 *   (T) Bloomberg Tax, "6 Indiana County Tax Rates to Change on Jan. 1, 2025" (the Department's notice of Dec. 11,
 *       2024): Floyd 1.89%, Gibson 1.3%, Jay 2.5%, Monroe 2.14%, Rush 2.15%, Switzerland 1.45%, which the 2026 notice
 *       does not mark as changed;
 *   (B) a county the 2026 notice does not mark as changed: a public TypeScript repository's local-tax
 *       configuration, INDIANA_LOCAL_TAXES ("All 92 counties ... Rates effective 2024/2025 (source: SmartAsset/IN
 *       DOR)", four decimals), where it prints exactly (A)'s rate. The rate in force before January 1, 2026 and
 *       not changed by the 2026 notice is the 2026 rate.
 * 2025 (paydays of 2025; the engine keeps Indiana's 2025 state figures): the same rates, except the six counties
 * changed on January 1, 2026, whose 2025 rate is the one (D) reports them "up from" (Carroll 2.2733%, Grant 2.55%,
 * Greene 2.15%, Howard 1.95%, Shelby 1.6%, Union 2%), which (B) prints too (Carroll to four decimals, 0.0227; its
 * exact 0.022733 also in PolicyEngine's county_rates.yaml, github.com/PolicyEngine/policyengine-us, since 2021).
 * Every other built county's rate is the same in (B) or (T) before 2026 and in (A) for 2026 (a change within 2025,
 * e.g. on October 1, would show as a disagreement, and the county is left out); (D)'s unchanged five are the rates
 * that "currently stand" in December 2025.
 * Left out, because (A) and (B) disagree and no other transcription confirms (A) (an employee there keeps the
 * `local_taxes_not_computed` warning, or the company registers the county's tax): see IN_COUNTIES_NOT_CONFIRMED_2026.
 *
 * Which county (Departmental Notice #1; Form WH-4 "County Status"): "If an individual resides in an Indiana county
 * on Jan. 1, the rate corresponds to that county of residence. If the individual resides out-of-state on Jan. 1
 * but has his or her principal place of work or business in an Indiana county as of Jan. 1, he or she is subject to
 * county tax at the rate corresponding to that Indiana county" (quoted by (A) and by a stored Q&A page on Marion
 * County). Here: an Indiana resident pays the county of the residence's `IN-<COUNTY>` locality (the January 1
 * county is the caller's to give: a move within the year changes the code only from the next January), and a work
 * county is not taxed; a nonresident of Indiana pays the county of the workplaces' `IN-<COUNTY>` locality on the
 * wages Indiana withholds on; a nonresident with payments in two Indiana counties in one item warns (the January 1
 * principal place of work is not known). An Indiana resident with no county on the residence warns.
 *
 * Method (Departmental Notice #1, pp. 2-3: "county at .01 = $4.73" on the example's taxable $473.08): the county
 * rate on the same taxable wages as the state part (states/in): the regular wages Indiana withholds on less the
 * WH-4 deduction constant, never below zero, rounded half-up to the cent; supplemental wages ("one-time or
 * non-periodic payments, such as a bonus check ... without exemptions") at the county rate, rounded on their own.
 * A WH-4MIL (`exempt`) withholds no county tax either. WH-4 line 10 (additional county withholding) is not a field
 * of the form yet.
 */
import { cents, Decimal, max0, ZERO } from '../../money';
import { inDeductionConstant, inFigures, readWh4 } from '../in';

/** One county of the 2026 notice: locality `IN-<code>`, the notice's two-digit county number and its rate. */
export interface InCountyFigures {
  code: string;
  dor: string;
  name: string;
  rate: string;
  /** The 2025 rate where it differs (the six counties the 2026 notice marks as changed); otherwise 2025 is `rate`. */
  rate2025?: string;
  /** The second transcription that agrees with (A): `D` Indiana Economic Digest, `T` Bloomberg Tax, `B` the 2024/2025 configuration. */
  second: 'D' | 'T' | 'B';
}

export const IN_COUNTY_YEARS: readonly number[] = [2025, 2026];

export const IN_COUNTIES_2026: readonly InCountyFigures[] = [
  { code: 'ADAMS', dor: '01', name: 'Adams County', rate: '0.016', second: 'B' },
  { code: 'ALLEN', dor: '02', name: 'Allen County', rate: '0.0159', second: 'B' },
  { code: 'BARTHOLOMEW', dor: '03', name: 'Bartholomew County', rate: '0.0175', second: 'B' },
  { code: 'BENTON', dor: '04', name: 'Benton County', rate: '0.0179', second: 'B' },
  { code: 'BLACKFORD', dor: '05', name: 'Blackford County', rate: '0.025', second: 'B' },
  { code: 'BOONE', dor: '06', name: 'Boone County', rate: '0.017', second: 'B' },
  { code: 'CARROLL', dor: '08', name: 'Carroll County', rate: '0.024733', second: 'D', rate2025: '0.022733' },
  { code: 'CASS', dor: '09', name: 'Cass County', rate: '0.0295', second: 'B' },
  { code: 'CLARK', dor: '10', name: 'Clark County', rate: '0.02', second: 'B' },
  { code: 'CLAY', dor: '11', name: 'Clay County', rate: '0.0235', second: 'B' },
  { code: 'CLINTON', dor: '12', name: 'Clinton County', rate: '0.0265', second: 'B' },
  { code: 'CRAWFORD', dor: '13', name: 'Crawford County', rate: '0.0165', second: 'B' },
  { code: 'DAVIESS', dor: '14', name: 'Daviess County', rate: '0.015', second: 'B' },
  { code: 'DEARBORN', dor: '15', name: 'Dearborn County', rate: '0.014', second: 'B' },
  { code: 'DECATUR', dor: '16', name: 'Decatur County', rate: '0.0245', second: 'B' },
  { code: 'DEKALB', dor: '17', name: 'DeKalb County', rate: '0.0213', second: 'B' },
  { code: 'DELAWARE', dor: '18', name: 'Delaware County', rate: '0.015', second: 'B' },
  { code: 'DUBOIS', dor: '19', name: 'Dubois County', rate: '0.012', second: 'B' },
  { code: 'ELKHART', dor: '20', name: 'Elkhart County', rate: '0.02', second: 'B' },
  { code: 'FAYETTE', dor: '21', name: 'Fayette County', rate: '0.0282', second: 'B' },
  { code: 'FLOYD', dor: '22', name: 'Floyd County', rate: '0.0189', second: 'T' },
  { code: 'FOUNTAIN', dor: '23', name: 'Fountain County', rate: '0.021', second: 'B' },
  { code: 'FRANKLIN', dor: '24', name: 'Franklin County', rate: '0.017', second: 'B' },
  { code: 'FULTON', dor: '25', name: 'Fulton County', rate: '0.0288', second: 'B' },
  { code: 'GIBSON', dor: '26', name: 'Gibson County', rate: '0.013', second: 'T' },
  { code: 'GRANT', dor: '27', name: 'Grant County', rate: '0.0275', second: 'D', rate2025: '0.0255' },
  { code: 'GREENE', dor: '28', name: 'Greene County', rate: '0.0235', second: 'D', rate2025: '0.0215' },
  { code: 'HAMILTON', dor: '29', name: 'Hamilton County', rate: '0.011', second: 'B' },
  { code: 'HANCOCK', dor: '30', name: 'Hancock County', rate: '0.0194', second: 'B' },
  { code: 'HARRISON', dor: '31', name: 'Harrison County', rate: '0.01', second: 'B' },
  { code: 'HENDRICKS', dor: '32', name: 'Hendricks County', rate: '0.017', second: 'B' },
  { code: 'HENRY', dor: '33', name: 'Henry County', rate: '0.0202', second: 'B' },
  { code: 'HOWARD', dor: '34', name: 'Howard County', rate: '0.0235', second: 'D', rate2025: '0.0195' },
  { code: 'HUNTINGTON', dor: '35', name: 'Huntington County', rate: '0.0195', second: 'B' },
  { code: 'JACKSON', dor: '36', name: 'Jackson County', rate: '0.021', second: 'B' },
  { code: 'JASPER', dor: '37', name: 'Jasper County', rate: '0.02864', second: 'D' },
  { code: 'JAY', dor: '38', name: 'Jay County', rate: '0.025', second: 'T' },
  { code: 'JEFFERSON', dor: '39', name: 'Jefferson County', rate: '0.0103', second: 'B' },
  { code: 'JENNINGS', dor: '40', name: 'Jennings County', rate: '0.025', second: 'B' },
  { code: 'JOHNSON', dor: '41', name: 'Johnson County', rate: '0.014', second: 'B' },
  { code: 'KNOX', dor: '42', name: 'Knox County', rate: '0.017', second: 'B' },
  { code: 'KOSCIUSKO', dor: '43', name: 'Kosciusko County', rate: '0.01', second: 'B' },
  { code: 'LAGRANGE', dor: '44', name: 'LaGrange County', rate: '0.0165', second: 'B' },
  { code: 'LAKE', dor: '45', name: 'Lake County', rate: '0.015', second: 'D' },
  { code: 'LAPORTE', dor: '46', name: 'LaPorte County', rate: '0.0145', second: 'D' },
  { code: 'LAWRENCE', dor: '47', name: 'Lawrence County', rate: '0.0175', second: 'B' },
  { code: 'MADISON', dor: '48', name: 'Madison County', rate: '0.0225', second: 'B' },
  { code: 'MARION', dor: '49', name: 'Marion County', rate: '0.0202', second: 'B' },
  { code: 'MARSHALL', dor: '50', name: 'Marshall County', rate: '0.0125', second: 'B' },
  { code: 'MONROE', dor: '53', name: 'Monroe County', rate: '0.0214', second: 'T' },
  { code: 'NEWTON', dor: '56', name: 'Newton County', rate: '0.01', second: 'D' },
  { code: 'NOBLE', dor: '57', name: 'Noble County', rate: '0.0175', second: 'B' },
  { code: 'PERRY', dor: '62', name: 'Perry County', rate: '0.014', second: 'B' },
  { code: 'PIKE', dor: '63', name: 'Pike County', rate: '0.012', second: 'B' },
  { code: 'PORTER', dor: '64', name: 'Porter County', rate: '0.005', second: 'D' },
  { code: 'POSEY', dor: '65', name: 'Posey County', rate: '0.0145', second: 'B' },
  { code: 'PULASKI', dor: '66', name: 'Pulaski County', rate: '0.0285', second: 'B' },
  { code: 'PUTNAM', dor: '67', name: 'Putnam County', rate: '0.023', second: 'B' },
  { code: 'RANDOLPH', dor: '68', name: 'Randolph County', rate: '0.03', second: 'B' },
  { code: 'RIPLEY', dor: '69', name: 'Ripley County', rate: '0.0238', second: 'B' },
  { code: 'RUSH', dor: '70', name: 'Rush County', rate: '0.0215', second: 'T' },
  { code: 'ST_JOSEPH', dor: '71', name: 'St. Joseph County', rate: '0.0175', second: 'B' },
  { code: 'SCOTT', dor: '72', name: 'Scott County', rate: '0.0216', second: 'B' },
  { code: 'SHELBY', dor: '73', name: 'Shelby County', rate: '0.017', second: 'D', rate2025: '0.016' },
  { code: 'SPENCER', dor: '74', name: 'Spencer County', rate: '0.008', second: 'B' },
  { code: 'STARKE', dor: '75', name: 'Starke County', rate: '0.0171', second: 'B' },
  { code: 'STEUBEN', dor: '76', name: 'Steuben County', rate: '0.0199', second: 'B' },
  { code: 'SULLIVAN', dor: '77', name: 'Sullivan County', rate: '0.017', second: 'B' },
  { code: 'SWITZERLAND', dor: '78', name: 'Switzerland County', rate: '0.0145', second: 'T' },
  { code: 'TIPPECANOE', dor: '79', name: 'Tippecanoe County', rate: '0.0128', second: 'B' },
  { code: 'TIPTON', dor: '80', name: 'Tipton County', rate: '0.026', second: 'B' },
  { code: 'UNION', dor: '81', name: 'Union County', rate: '0.0275', second: 'D', rate2025: '0.02' },
  { code: 'VANDERBURGH', dor: '82', name: 'Vanderburgh County', rate: '0.0125', second: 'B' },
  { code: 'VERMILLION', dor: '83', name: 'Vermillion County', rate: '0.015', second: 'B' },
  { code: 'VIGO', dor: '84', name: 'Vigo County', rate: '0.02', second: 'B' },
  { code: 'WABASH', dor: '85', name: 'Wabash County', rate: '0.029', second: 'B' },
  { code: 'WARREN', dor: '86', name: 'Warren County', rate: '0.0212', second: 'B' },
  { code: 'WARRICK', dor: '87', name: 'Warrick County', rate: '0.01', second: 'B' },
  { code: 'WASHINGTON', dor: '88', name: 'Washington County', rate: '0.02', second: 'B' },
  { code: 'WAYNE', dor: '89', name: 'Wayne County', rate: '0.0125', second: 'B' },
  { code: 'WELLS', dor: '90', name: 'Wells County', rate: '0.021', second: 'B' },
  { code: 'WHITE', dor: '91', name: 'White County', rate: '0.0232', second: 'B' },
];

/**
 * Counties of the 2026 notice not built: (A)'s 2026 rate, and (B)'s differing figure ((B) predates the January 2025
 * changes, which (T) confirms for six counties; for these ten no other source was found, or only an older one:
 * Martin 2.5% and Owen 1.6% from January 1, 2021, Montgomery 2.65% from January 1, 2023, news reports of the
 * Department's notices).
 */
export const IN_COUNTIES_NOT_CONFIRMED_2026: readonly { name: string; a: string; b: string }[] = [
  { name: 'Brown', a: '0.025234', b: '0.0252' },
  { name: 'Martin', a: '0.025', b: '0.0180' },
  { name: 'Miami', a: '0.0254', b: '0.0234' },
  { name: 'Montgomery', a: '0.0265', b: '0.0234' },
  { name: 'Morgan', a: '0.0272', b: '0.0268' },
  { name: 'Ohio', a: '0.02', b: '0.0120' },
  { name: 'Orange', a: '0.0175', b: '0.0250' },
  { name: 'Owen', a: '0.025', b: '0.0200' },
  { name: 'Parke', a: '0.0265', b: '0.0268' },
  { name: 'Whitley', a: '0.016829', b: '0.0168' },
];

const BY_LOCALITY = new Map(IN_COUNTIES_2026.map((c) => [`IN-${c.code}`, c]));

/** The built-in county of a locality code, or undefined. */
export const inCounty = (locality: string): InCountyFigures | undefined => BY_LOCALITY.get(locality);

/** The county's rate in a year of IN_COUNTY_YEARS. */
export const inCountyRate = (county: InCountyFigures, year: number): string => (year === 2025 ? (county.rate2025 ?? county.rate) : county.rate);

/** The locality codes of the built-in counties. */
export const IN_COUNTY_LOCALITIES: readonly string[] = IN_COUNTIES_2026.map((c) => `IN-${c.code}`);

/**
 * The county tax on the wages Indiana withholds on (its module's regular and supplemental wages), with the WH-4 on
 * file. Returns the amount and its supplemental part.
 */
export function inCountyTax(
  county: InCountyFigures,
  input: { year: number; periodsPerYear: number; regular: Decimal; supplemental: Decimal; certificate?: Readonly<Record<string, unknown>> },
): { amount: Decimal; supplemental: Decimal } {
  const wh4 = readWh4(input.certificate);
  if (wh4?.exempt || input.regular.plus(input.supplemental).isZero()) return { amount: ZERO, supplemental: ZERO };
  const constant = wh4 ? inDeductionConstant(inFigures(input.year), wh4, input.periodsPerYear) : ZERO;
  const rate = inCountyRate(county, input.year);
  const regular = cents(max0(input.regular.minus(constant)).times(rate));
  const supplemental = cents(input.supplemental.times(rate));
  return { amount: regular.plus(supplemental), supplemental };
}

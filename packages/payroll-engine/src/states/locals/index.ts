/**
 * Local (city, county, school district) wage taxes of one employee item (docs/domain-rules.md, "Local taxes").
 *
 * Which localities: only the explicit locality codes of the employee's residence (`ItemStates.residenceLocalities`)
 * and of each payment's workplace (`ItemStates.workLocalities`), never a guess from a ZIP code. Each local tax
 * line carries its locality as `jurisdiction` (`NY-NYC`, `MD-MONTGOMERY`, `PA-PHILADELPHIA`, `MO-KANSAS_CITY`,
 * `CO-DENVER`, `IN-MARION`, `MI-DETROIT`, `PA-865001`) and a `code` (`nyc_res`, `yonkers_res`, `yonkers_nonres`,
 * `md_county`, `md_nonres`, `phl_wage`, `kc_earnings`, `stl_earnings`, `denver_opt`, `denver_opt_er`, `in_county`,
 * `mi_city`, or the registered tax's code).
 *
 * Wages. A locality taxes the wages of its state as that state's income tax module defines them (its
 * Section 125 and 401(k) exclusions; a state without a module: Section 125 excluded). A resident tax takes the
 * item's wages; a nonresident (work) tax takes the wages of the payments whose workplace is in the locality, the
 * item's reductions shared in proportion to gross, in cents.
 *
 * Built-ins (figures in ./figures.ts):
 * - `NY-NYC` resident tax (2026): NYS-50-T-NYC Method II on the NY wages with the IT-2104 filing status, zero
 *   NYC allowances (IT-2104 line 2 is not yet a field of the form) and IT-2104-E exemption; supplemental wages at
 *   4.25% under the NY rule (aggregated when the regular wages bear no tax). Nonresidents owe none.
 * - `NY-YONKERS` resident surcharge: 16.75% of the NY State income tax withheld (regular and supplemental parts
 *   each rounded to the cent). Nonresident earnings tax (`yonkers_nonres`, ./yonkers-nonresident.ts): 0.50% of
 *   the Yonkers wages less the annual exclusion (NYS-50-T-Y Method VIII, annualized; none under $4,000 a year);
 *   supplemental wages 0.50%.
 * - `MD-<COUNTY>` resident county tax (2026): the county rate on the same taxable income as the MD state part
 *   (states/md), per period; Anne Arundel's marginal and Frederick's banded rates on the annual taxable income,
 *   divided by the periods; supplemental as the state part (with regular wages: the difference; alone: the
 *   top county rate). A nonresident working in MD pays the special nonresident rate (2.25%) on the same taxable
 *   income instead (`MD-NONRESIDENT`, `md_nonres`). Only wages MD withholds on bear it.
 * - `PA-PHILADELPHIA` wage tax: 3.74% of a resident's wages, 3.43% of a nonresident's wages earned in the city,
 *   for paydays July 1, 2025 to June 30, 2026 (paydays from July 1, 2026: not computed, warning; the FY2027 rates
 *   were not confirmed by two sources).
 * - `MO-KANSAS_CITY` (`kc_earnings`) and `MO-ST_LOUIS` (`stl_earnings`) earnings taxes (./mo-cities.ts): 1% of a
 *   resident's Missouri wages and of a nonresident's Missouri wages for work in the city.
 * - `CO-DENVER` occupational privilege tax (./co-opt.ts): $5.75 employee (`denver_opt`) and $4.00 employer
 *   (`denver_opt_er`, a `LocalEmployerTax` line) once a calendar month, on the first payday whose month-to-date
 *   gross wages for work in Denver (`monthToDate` plus the payment) reach $500. `CO-AURORA`: repealed from 2025,
 *   accepted with no tax and no warning. Residence in either city alone owes nothing.
 * - `IN-<COUNTY>` Indiana county tax (2025, 2026, ./in-counties.ts: the 82 counties whose rate two transcriptions of
 *   Departmental Notice #1 confirm): the county rate on the Indiana module's taxable wages (less the WH-4 deduction
 *   constant; supplemental without it). An Indiana resident pays the residence county only; a nonresident of
 *   Indiana the one Indiana work county, on the wages Indiana withholds on.
 * - `MI-DETROIT` city income tax (2025, 2026, ./mi-cities.ts, Form 5469 and MCL 141.651): 2.4% of a resident's wages, 1.2%
 *   of a nonresident's wages earned in the city, each less $600 a year per exemption on the city certificate
 *   (supplemental without); a resident's tax less another Michigan taxing city's computed nonresident tax on the
 *   wages earned there. The other 23 Michigan taxing cities are not built (exemption amounts not confirmed).
 *
 * Registered taxes (./registered.ts) are applied the same way; a registered tax for a jurisdiction replaces
 * the built-in one of that jurisdiction. Rules between a resident and a work locality: `LocalTaxRule`.
 *
 * Warnings: `local_taxes_not_computed` names each locality given that no built-in or registered tax covers,
 * and each state with local wage taxes (states/index.ts LOCAL_WAGE_TAX) where the employee has no locality code.
 * `<ST>-NONE` (NO_LOCAL_TAX_STATES) is the code of an address in no taxing locality: no line and no warning.
 */
import { cents, dec, Decimal, HUNDRED, max0, min, sum, ZERO } from '../../money';
import type { EarningLine, PayFrequency, PayrollWarning } from '../../types';
import { mdFigures, mdPeriodTax, readMw507 } from '../md';
import { withholdingModule } from '../modules';
import { nyCertificate, nyExactCalculation, PERIOD_OF, type NyCertificate } from '../ny';
import { LOCAL_WAGE_TAX, WARNING_LOCAL_NOT_COMPUTED, type ItemStates } from '../index';
import { MD_COUNTIES_2026, MD_NONRESIDENT_RATE_2026, NYC_2026, PHILADELPHIA_WAGE_TAX, YONKERS_RESIDENT_SURCHARGE, type MdCountyFigures } from './figures';
import { registeredInForce, type RegisteredLocalTax } from './registered';
import { CO_OPT, CO_OPT_BY_CODE, CO_OPT_REPEALED, coloradoOptAmounts, type MonthToDate } from './co-opt';
import { MO_EARNINGS_TAX_BY_CODE, MO_EARNINGS_TAXES } from './mo-cities';
import { YONKERS_NONRESIDENT, yonkersNonresidentTax } from './yonkers-nonresident';
import { IN_COUNTY_LOCALITIES, IN_COUNTY_YEARS, inCounty, inCountyTax } from './in-counties';
import { isMiCity, MI_CITY_LOCALITIES, miCity, miCityExemptions, miCityTax, miResidentCredit } from './mi-cities';

export { localTaxName } from './names';
export { LOCAL_TAX_RULES, LOCALITY_CODE, registeredInForce, type LocalTaxRule, type RegisteredLocalTax } from './registered';

const MD_COUNTY_BY_CODE = new Map(MD_COUNTIES_2026.map((c) => [`MD-${c.code}`, c]));

/**
 * The states with local wage taxes (LOCAL_WAGE_TAX) where some places levy none: there `<ST>-NONE` on an address says
 * that the address is in no taxing locality of the state (e.g. an Albany, NY residence), so the state's local taxes
 * are settled (no line, no warning) instead of unknown. Maryland, Indiana and Pennsylvania are not among them: every
 * Maryland county and Indiana county levies its tax, and Pennsylvania's localities are named by PSD code (a
 * locality without a tax is registered with its rate).
 */
export const NO_LOCAL_TAX_STATES: readonly string[] = Object.freeze(['AL', 'DE', 'KY', 'MI', 'MO', 'NY', 'OH']);

/** `<ST>-NONE`: the address is in no taxing locality of its state (NO_LOCAL_TAX_STATES). */
export const isNoLocality = (code: string): boolean => code.endsWith('-NONE') && NO_LOCAL_TAX_STATES.includes(code.slice(0, 2));

/** The locality codes with built-in figures (the service accepts these on addresses and workplaces). */
export const BUILT_IN_LOCALITIES: readonly string[] = Object.freeze([
  ...NO_LOCAL_TAX_STATES.map((st) => `${st}-NONE`),
  'NY-NYC',
  'NY-YONKERS',
  'PA-PHILADELPHIA',
  ...MD_COUNTIES_2026.map((c) => `MD-${c.code}`),
  ...MO_EARNINGS_TAXES.map((t) => t.jurisdiction),
  ...CO_OPT.map((t) => t.jurisdiction),
  ...CO_OPT_REPEALED.keys(),
  ...IN_COUNTY_LOCALITIES,
  ...MI_CITY_LOCALITIES,
]);

/** The codes of the built-in local taxes' lines. */
export const BUILT_IN_LOCAL_TAX_CODES: readonly string[] = Object.freeze([
  'nyc_res',
  'yonkers_res',
  'yonkers_nonres',
  'md_county',
  'md_nonres',
  'phl_wage',
  ...MO_EARNINGS_TAXES.map((t) => t.code),
  ...CO_OPT.flatMap((t) => [t.employee.code, t.employer.code]),
  'in_county',
  'mi_city',
]);

/** One local tax line (the same shape as a state tax line). */
export interface LocalTaxLine {
  jurisdiction: string;
  code: string;
  name: 'LocalIncomeTax' | 'LocalEmployerTax';
  payer: 'Employee' | 'Company';
  amount: Decimal;
  subjectWages: Decimal;
  taxableWages: Decimal;
  supplementalAmount?: Decimal;
  agency?: string;
  /** The name a registered tax was given. */
  label?: string;
}

export interface LocalTaxesInput {
  year: number;
  payday: string;
  frequency: PayFrequency;
  periodsPerYear: number;
  earnings: readonly EarningLine[];
  section125: Decimal;
  pension401k: Decimal;
  forceSupplemental: boolean;
  states: ItemStates;
  certificates?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  registered?: readonly RegisteredLocalTax[];
  ytd?: Readonly<Record<string, { wages?: unknown; amount?: unknown }>>;
  /** This calendar month's earlier payments (paydays in the payday's month), by `<jurisdiction>:<code>`: the monthly OPTs. */
  monthToDate?: MonthToDate;
  /** The state income tax lines of the item (Yonkers reads NY's), with the wages each state withheld on. */
  stateIncome: ReadonlyArray<{ state: string; regular: Decimal; supplemental: Decimal; bonus: Decimal; amount: Decimal; supplementalAmount: Decimal }>;
  /** Residence state (normalised) and the work states MD withholds for. */
  residence: string | null;
}

interface Wages {
  regular: Decimal;
  supplemental: Decimal;
}
const total = (w: Wages) => w.regular.plus(w.supplemental);
const norm = (s: string) => s.trim().toUpperCase();

function wagesOf(input: LocalTaxesInput, state: string, payments: (i: number) => boolean): Wages {
  let regular = ZERO;
  let supplemental = ZERO;
  for (const l of input.earnings) {
    if (!payments(l.paymentIndex)) continue;
    if (l.supplemental || input.forceSupplemental) supplemental = supplemental.plus(l.amount);
    else regular = regular.plus(l.amount);
  }
  const gross = sum(input.earnings.map((l) => l.amount));
  const module = withholdingModule(state, input.year);
  const excludes = module?.excludes ?? { section125: true, retirement401k: false };
  const reductionsAll = (excludes.section125 ? input.section125 : ZERO).plus(excludes.retirement401k ? input.pension401k : ZERO);
  const part = regular.plus(supplemental);
  const reductions = gross.gt(0) ? (part.eq(gross) ? reductionsAll : cents(reductionsAll.times(part).div(gross))) : ZERO;
  const r = max0(regular.minus(reductions));
  const s = max0(supplemental.minus(max0(reductions.minus(regular))));
  return { regular: r, supplemental: s };
}

function nycTax(cert: NyCertificate, frequency: PayFrequency, wages: Decimal): Decimal {
  const conv = PERIOD_OF[frequency];
  if (!wages.gt(0)) return ZERO;
  return nyExactCalculation(NYC_2026, cert.table, conv.period, 0, wages.div(conv.factor)).amount.mul(conv.factor);
}

/** The county tax on one period's MD taxable income. */
function mdCountyOnTaxable(county: MdCountyFigures, joint: boolean, taxable: Decimal, periods: number): Decimal {
  if (!taxable.gt(0)) return ZERO;
  if (county.rate) return cents(taxable.times(county.rate));
  const g = county.graduated!;
  const bands = joint ? g.joint : g.single;
  const annual = taxable.times(periods);
  let tax = ZERO;
  if (g.kind === 'flatByBand') {
    const band = bands.find((b) => b.upTo === null || annual.lte(b.upTo))!;
    tax = annual.times(band.rate);
  } else {
    let from = ZERO;
    for (const b of bands) {
      const to = b.upTo === null ? annual : Decimal.min(annual, b.upTo);
      if (to.gt(from)) tax = tax.plus(to.minus(from).times(b.rate));
      if (b.upTo === null || annual.lte(b.upTo)) break;
      from = new Decimal(b.upTo);
    }
  }
  return cents(tax.div(periods));
}

const topRate = (c: MdCountyFigures) => c.rate ?? c.graduated!.single[c.graduated!.single.length - 1].rate;

function ytdOf(input: LocalTaxesInput, key: string, what: 'wages' | 'amount'): Decimal {
  const entry = input.ytd && Object.prototype.hasOwnProperty.call(input.ytd, key) ? input.ytd[key] : undefined;
  return dec(entry?.[what] as never, `ytd.${key}.${what}`);
}

interface Part {
  line: LocalTaxLine;
  role: 'resident' | 'work' | 'flat';
  rule?: RegisteredLocalTax['rule'];
}

/**
 * A locality (or state, for a missing locality code) whose local tax the item does not compute, and why: the
 * `local_taxes_not_computed` warning names each; the tax coverage (src/coverage.ts) reads them.
 */
export interface LocalTaxGap {
  locality: string;
  reason?: string;
}

/** The item's local tax lines and warnings (and the gaps the warning names). */
export function computeLocalTaxes(
  input: LocalTaxesInput,
  who: { employeeId?: string },
): { lines: LocalTaxLine[]; warnings: PayrollWarning[]; gaps: LocalTaxGap[] } {
  const states = input.states;
  const residence = input.residence;
  const resLocs = [...new Set((states.residenceLocalities ?? []).map(norm))];
  const workLocsOf = (i: number) => (states.workLocalities?.[i] ?? []).map(norm);
  const workLocs = [...new Set(input.earnings.flatMap((l) => workLocsOf(l.paymentIndex)))];
  const worksIn = (loc: string) => (i: number) => workLocsOf(i).includes(loc);
  const registered = registeredInForce(input.registered, input.payday);
  const registeredFor = (loc: string) => registered.filter((t) => t.jurisdiction === loc);
  const parts: Part[] = [];
  // What is not computed, by locality (the warning names each; LocalTaxGap).
  const gaps: LocalTaxGap[] = [];
  const gap = (locality: string, reason?: string) => gaps.push(reason === undefined ? { locality } : { locality, reason });
  const inWorkCounties = residence === 'IN' ? [] : workLocs.filter((l) => l.startsWith('IN-') && !resLocs.includes(l) && !registeredFor(l).length);
  const line = (jurisdiction: string, code: string, amount: Decimal, wages: Decimal, extra: Partial<LocalTaxLine> = {}): LocalTaxLine => ({
    jurisdiction,
    code,
    name: 'LocalIncomeTax',
    payer: 'Employee',
    amount,
    subjectWages: wages,
    taxableWages: wages,
    ...extra,
  });
  const income = (state: string) => input.stateIncome.find((s) => s.state === state);

  for (const loc of [...new Set([...resLocs, ...workLocs])]) {
    if (isNoLocality(loc)) continue; // in no taxing locality of its state: nothing owed, nothing unknown
    const resident = resLocs.includes(loc);
    const working = workLocs.includes(loc);
    const reg = registeredFor(loc);
    if (reg.length) {
      for (const t of reg) applyRegistered(input, t, resident, working && !resident, worksIn(loc), parts);
      continue;
    }
    if (loc === 'NY-NYC') {
      if (!resident) continue; // NYC taxes residents only
      if (input.year !== 2026) { gap(loc, `no ${input.year} figures`); continue; }
      const cert = nyCertificate(input.certificates?.NY);
      const w = wagesOf(input, 'NY', () => true);
      if (cert.exempt) { parts.push({ role: 'resident', line: line(loc, 'nyc_res', ZERO, total(w), { supplementalAmount: ZERO }) }); continue; }
      const onRegular = nycTax(cert, input.frequency, w.regular);
      let supplemental = ZERO;
      if (w.supplemental.gt(0)) {
        supplemental = w.regular.gt(0) && onRegular.isZero()
          ? nycTax(cert, input.frequency, total(w)).minus(onRegular)
          : cents(w.supplemental.times(NYC_2026.supplementalRate));
      }
      parts.push({ role: 'resident', line: line(loc, 'nyc_res', onRegular.plus(supplemental), total(w), { supplementalAmount: supplemental }) });
      continue;
    }
    if (loc === 'NY-YONKERS') {
      const ny = income('NY');
      if (!resident) {
        if (!YONKERS_NONRESIDENT.years.includes(input.year)) { gap(loc, `no ${input.year} nonresident figures`); continue; }
        const w = wagesOf(input, 'NY', worksIn(loc));
        const t = yonkersNonresidentTax(w.regular, w.supplemental, input.periodsPerYear);
        parts.push({ role: 'work', line: line(loc, 'yonkers_nonres', t.amount, total(w), { supplementalAmount: t.supplementalAmount }) });
        continue;
      }
      if (!ny || !(YONKERS_RESIDENT_SURCHARGE.years as readonly number[]).includes(input.year)) { gap(loc, 'no New York State tax withheld to surcharge'); continue; }
      const reg = cents(ny.amount.minus(ny.supplementalAmount).times(YONKERS_RESIDENT_SURCHARGE.rate));
      const sup = cents(ny.supplementalAmount.times(YONKERS_RESIDENT_SURCHARGE.rate));
      parts.push({ role: 'resident', line: line(loc, 'yonkers_res', reg.plus(sup), ny.regular.plus(ny.supplemental), { supplementalAmount: sup }) });
      continue;
    }
    if (loc === 'PA-PHILADELPHIA') {
      const f = PHILADELPHIA_WAGE_TAX.find((r) => r.from <= input.payday && input.payday <= r.to);
      if (!f) { gap(loc, `no rate for ${input.payday}`); continue; }
      const w = wagesOf(input, 'PA', resident ? () => true : worksIn(loc));
      const rate = resident ? f.resident : f.nonresident;
      parts.push({ role: resident ? 'resident' : 'work', line: line(loc, 'phl_wage', cents(total(w).times(rate)), total(w), { supplementalAmount: cents(w.supplemental.times(rate)) }) });
      continue;
    }
    const mo = MO_EARNINGS_TAX_BY_CODE.get(loc);
    if (mo) {
      if (!mo.years.includes(input.year)) { gap(loc, `no ${input.year} figures`); continue; }
      const w = wagesOf(input, 'MO', resident ? () => true : worksIn(loc));
      parts.push({ role: resident ? 'resident' : 'work', line: line(loc, mo.code, cents(total(w).times(mo.rate)), total(w), { supplementalAmount: cents(w.supplemental.times(mo.rate)) }) });
      continue;
    }
    const repealedFrom = CO_OPT_REPEALED.get(loc);
    if (repealedFrom !== undefined && input.year >= repealedFrom) continue; // no tax any more (co-opt.ts)
    const opt = CO_OPT_BY_CODE.get(loc);
    if (opt) {
      if (!working) continue; // a tax on work in the city: living there alone owes none
      if (!opt.years.includes(input.year)) { gap(loc, `no ${input.year} figures`); continue; }
      const cityWages = sum(input.earnings.filter((l) => worksIn(loc)(l.paymentIndex)).map((l) => l.amount));
      const a = coloradoOptAmounts(opt, cityWages, input.monthToDate);
      parts.push({ role: 'flat', line: line(loc, opt.employee.code, a.employee, cityWages) });
      parts.push({ role: 'flat', line: line(loc, opt.employer.code, a.employer, cityWages, { name: 'LocalEmployerTax', payer: 'Company' }) });
      continue;
    }
    const inc = inCounty(loc);
    if (inc) {
      // Indiana: the January 1 county of residence; a nonresident of Indiana, the (one) Indiana work county (./in-counties.ts).
      if (!resident && residence === 'IN') continue;
      if (!resident && inWorkCounties.length > 1) { if (loc === inWorkCounties[0]) gap(inWorkCounties.join(', '), 'more than one Indiana work county; the January 1 principal place of work is not known'); continue; }
      const state = income('IN');
      if (!IN_COUNTY_YEARS.includes(input.year) || !state) { gap(loc, !IN_COUNTY_YEARS.includes(input.year) ? `no ${input.year} figures` : 'Indiana does not withhold on these wages'); continue; }
      const t = inCountyTax(inc, { year: input.year, periodsPerYear: input.periodsPerYear, regular: state.regular, supplemental: state.supplemental, ...(input.certificates?.IN ? { certificate: input.certificates.IN } : {}) });
      parts.push({ role: resident ? 'resident' : 'work', line: line(loc, 'in_county', t.amount, state.regular.plus(state.supplemental), { supplementalAmount: t.supplemental }) });
      continue;
    }
    if (isMiCity(loc)) {
      // Michigan: Uniform City Income Tax Ordinance sec. 51 (./mi-cities.ts); the resident credit follows the loop.
      const city = miCity(loc, input.year);
      if (!city) { gap(loc, `no ${input.year} figures`); continue; }
      const w = wagesOf(input, 'MI', resident ? () => true : worksIn(loc));
      const exemptions = miCityExemptions(input.certificates?.[loc], `certificates.${loc}`);
      const t = miCityTax(city, resident ? city.residentRate : city.nonresidentRate, { periodsPerYear: input.periodsPerYear, regular: w.regular, supplemental: w.supplemental, exemptions });
      parts.push({ role: resident ? 'resident' : 'work', line: line(loc, 'mi_city', t.amount, total(w), { supplementalAmount: t.supplemental }) });
      continue;
    }
    const county = MD_COUNTY_BY_CODE.get(loc);
    if (county) {
      if (!resident) continue; // MD counties tax their residents; a nonresident's MD wages bear md_nonres
      const md = income('MD');
      if (input.year !== 2026 || !md || residence !== 'MD') { gap(loc, input.year !== 2026 ? `no ${input.year} figures` : 'Maryland does not withhold on these wages'); continue; }
      parts.push({ role: 'resident', line: mdLine(input, md, county, loc, 'md_county', line) });
      continue;
    }
    gap(loc);
  }
  // Maryland's special nonresident rate: a nonresident whose wages MD withholds on.
  const md = income('MD');
  if (md && residence !== null && residence !== 'MD' && !registeredFor('MD-NONRESIDENT').length) {
    if (input.year === 2026) {
      parts.push({ role: 'work', line: mdLine(input, md, { code: 'NONRESIDENT', name: 'Nonresident', rate: MD_NONRESIDENT_RATE_2026 }, 'MD-NONRESIDENT', 'md_nonres', line) });
    } else gap('MD-NONRESIDENT', `no ${input.year} figures`);
  }
  miResidentCredit(parts);
  applyRules(parts);

  const warnings: PayrollWarning[] = [];
  const given = new Set([...resLocs, ...workLocs].map((l) => l.slice(0, 2)));
  const statesOf = [...new Set([...(states.workStates.filter((s): s is string => !!s).map(norm)), ...(residence ? [residence] : [])])];
  for (const st of statesOf) {
    if (!LOCAL_WAGE_TAX.has(st) || given.has(st)) continue;
    if (st === 'MD' && residence !== 'MD') continue; // the nonresident rate above covers MD work
    gap(st, 'no locality code given on the address or workplace');
  }
  // An Indiana resident owes the county of residence: a work county alone does not say it.
  if (residence === 'IN' && !resLocs.some((l) => l.startsWith('IN-')) && workLocs.some((l) => l.startsWith('IN-'))) {
    gap('IN', 'no county of residence given on the address');
  }
  if (gaps.length) {
    const named = gaps.map((g) => (g.reason === undefined ? g.locality : `${g.locality} (${g.reason})`));
    warnings.push({ code: WARNING_LOCAL_NOT_COMPUTED, message: `Local wage taxes are not computed for: ${named.join(', ')}.`, ...who });
  }
  return { lines: parts.map((p) => p.line), warnings, gaps };
}

function mdLine(
  input: LocalTaxesInput,
  md: LocalTaxesInput['stateIncome'][number],
  county: MdCountyFigures,
  loc: string,
  code: string,
  line: (j: string, c: string, a: Decimal, w: Decimal, e?: Partial<LocalTaxLine>) => LocalTaxLine,
): LocalTaxLine {
  const figures = mdFigures(input.year);
  const mw507 = readMw507(input.certificates?.MD);
  const wages = md.regular.plus(md.supplemental);
  if (mw507.exempt || wages.isZero()) return line(loc, code, ZERO, wages, { supplementalAmount: ZERO });
  const joint = mw507.filingStatus === 'Married';
  const p = input.periodsPerYear;
  if (md.regular.isZero()) {
    const sup = cents(md.supplemental.times(topRate(county)));
    return line(loc, code, sup, wages, { supplementalAmount: sup });
  }
  const onRegular = mdCountyOnTaxable(county, joint, mdPeriodTax(figures, mw507, p, md.regular).taxable, p);
  const onAll = mdCountyOnTaxable(county, joint, mdPeriodTax(figures, mw507, p, wages).taxable, p);
  return line(loc, code, onAll, wages, { supplementalAmount: onAll.minus(onRegular) });
}

function applyRegistered(
  input: LocalTaxesInput,
  t: RegisteredLocalTax,
  resident: boolean,
  nonresidentWork: boolean,
  works: (i: number) => boolean,
  parts: Part[],
): void {
  const state = t.jurisdiction.slice(0, 2);
  const key = `${t.jurisdiction}:${t.code}`;
  const extra = { name: t.payer === 'Company' ? ('LocalEmployerTax' as const) : ('LocalIncomeTax' as const), payer: t.payer, ...(t.agency ? { agency: t.agency } : {}), ...(t.name ? { label: t.name } : {}) };
  const rate = resident ? t.residentRate : nonresidentWork ? t.nonresidentRate : null;
  if (rate !== null && rate !== undefined && rate !== '') {
    const w = wagesOf(input, state, resident ? () => true : works);
    const subject = total(w);
    let taxable = subject;
    if (t.wageBase !== null && t.wageBase !== undefined && t.wageBase !== '') taxable = min(subject, max0(dec(t.wageBase, 'wageBase').minus(ytdOf(input, key, 'wages'))));
    let amount = cents(taxable.times(dec(rate, 'rate')).div(HUNDRED));
    if (t.annualCap !== null && t.annualCap !== undefined && t.annualCap !== '') amount = min(amount, max0(dec(t.annualCap, 'annualCap').minus(ytdOf(input, key, 'amount'))));
    parts.push({ role: resident ? 'resident' : 'work', rule: t.rule, line: { jurisdiction: t.jurisdiction, code: t.code, amount, subjectWages: subject, taxableWages: taxable, ...extra } });
  }
  const worksHere = input.earnings.some((l) => works(l.paymentIndex));
  if (worksHere && t.perPayAmount !== null && t.perPayAmount !== undefined && t.perPayAmount !== '') {
    let amount = cents(dec(t.perPayAmount, 'perPayAmount'));
    if (t.annualMaximum !== null && t.annualMaximum !== undefined && t.annualMaximum !== '') amount = min(amount, max0(dec(t.annualMaximum, 'annualMaximum').minus(ytdOf(input, key, 'amount'))));
    const w = wagesOf(input, state, works);
    const existing = parts.find((p) => p.line.jurisdiction === t.jurisdiction && p.line.code === t.code);
    if (existing) existing.line.amount = existing.line.amount.plus(amount);
    else parts.push({ role: 'flat', line: { jurisdiction: t.jurisdiction, code: t.code, amount, subjectWages: total(w), taxableWages: total(w), ...extra } });
  }
}

/** The rule of each resident locality's tax against the work localities' rate taxes of the same payer. */
function applyRules(parts: Part[]): void {
  for (const res of parts.filter((p) => p.role === 'resident' && p.rule && p.rule !== 'Both')) {
    const work = parts.filter((p) => p.role === 'work' && p.line.payer === res.line.payer && p.line.jurisdiction !== res.line.jurisdiction);
    const workAmount = sum(work.map((p) => p.line.amount));
    if (res.rule === 'Credit') {
      res.line.amount = max0(res.line.amount.minus(workAmount));
    } else if (res.rule === 'HighestOf') {
      if (workAmount.gte(res.line.amount)) res.line.amount = ZERO;
      else for (const p of work) p.line.amount = ZERO;
    }
  }
}

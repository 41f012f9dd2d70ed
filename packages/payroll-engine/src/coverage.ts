/**
 * Tax coverage (issue 37): for a tax year, what the engine computes and what it does not, jurisdiction by
 * jurisdiction and part by part, read from the data the engine itself uses (never a list kept by hand):
 *
 * - federal (`US`): withholding, the Social Security wage base and FUTA from the year's federal tables
 *   (`taxTablesFor`; where they came from: `federalTaxYearOrigin`), the IRS benefit limits
 *   (`benefitLimitFigures`). Without the year's tables every payroll of the year is refused
 *   (`unsupported_tax_year`);
 * - each state and DC (`STATE_JURISDICTIONS`): income tax withholding (states/modules.ts, with the module's
 *   `firstPayday` / `lastPayday` partial years; a state without a wage income tax is computed, with nothing
 *   to withhold), the SUI wage base and new-employer rate (states/sui.ts), the employee programs
 *   (states/programs.ts, with the known gaps) and the employer programs charged like SUI;
 * - each built-in local (states/locals): found by running the engine's own state and local computation on a
 *   sample item of a resident and of a nonresident worker of the locality, on the first and last day of each
 *   month (and, where the answer changes between two such days, on the day it changes): a locality the
 *   engine warns about is not computed, with the engine's own reason.
 *
 * Each entry is `computed: true` with the citations its figures carry, or `computed: false` with the reason and
 * what a payroll meets (`effect`). A part computed for some paydays of the year only is `computed: false` with
 * those paydays (`paydays`).
 */
import { benefitLimitFigures } from './benefit-limits';
import { Decimal, ZERO } from './money';
import { computeStateTaxes } from './states/apply';
import { NO_WAGE_INCOME_TAX, WARNING_LOCAL_NOT_COMPUTED, WARNING_STATE_NOT_COMPUTED } from './states';
import { BUILT_IN_LOCALITIES, isNoLocality } from './states/locals';
import { WITHHOLDING_MODULES } from './states/modules';
import { EMPLOYEE_PROGRAMS, employeeProgramFigures, PROGRAM_GAPS } from './states/programs';
import { employerStatePrograms, suiFigures } from './states/sui';
import { federalTaxYearOrigin, supportedTaxYears, taxTablesFor, type TaxTableData, type TaxYearOrigin } from './tables';

/** The 50 states and the District of Columbia, by USPS code. */
export const STATE_JURISDICTIONS: readonly string[] = Object.freeze([
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV',
  'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
]);

export type TaxCoverageLevel = 'Federal' | 'State' | 'Local';
export type TaxCoveragePart =
  | 'Withholding'
  | 'SocialSecurityWageBase'
  | 'Futa'
  | 'BenefitLimits'
  | 'SuiWageBase'
  | 'SuiNewEmployerRate'
  | 'EmployeeProgram'
  | 'EmployerProgram';
/**
 * What a payroll of the year meets where a part is not computed: `Refused` (created or previewed: 422
 * `unsupported_tax_year`), `Warns` (the item warns `effectCode`; approval needs the acknowledgement), or
 * `NotEnforced` (the IRS benefit limits of a year without figures: contributions are not capped).
 */
export type TaxCoverageEffect = 'Refused' | 'Warns' | 'NotEnforced';

export interface TaxCoverageEntry {
  /** `US`, a state's two-letter code, or a locality code (`NY-NYC`, `MD-MONTGOMERY`). */
  jurisdiction: string;
  level: TaxCoverageLevel;
  part: TaxCoveragePart;
  /** The program's code (`ca_sdi`, `oh_tcsf_er`), for an employee or employer program. */
  program?: string;
  name: string;
  /** True when the engine computes the part for every payday of the year. */
  computed: boolean;
  /** Why the part is not computed (for all or some paydays of the year). */
  reason?: string;
  /** Computed with nothing to compute (`no wage income tax`, `no tax in <year>`). */
  note?: string;
  /** Not computed for every payday: the paydays (inclusive) that are. */
  paydays?: { from: string; through: string };
  /** The citations the figures carry (empty where they carry none: the locals' figures cite theirs in comments). */
  sources: string[];
  /**
   * Federal: where the year's figures came from (built into the engine, or installed from a year file). State
   * withholding: present for a year installed from a state year file (its path and SHA-256).
   */
  origin?: TaxYearOrigin;
  effect?: TaxCoverageEffect;
  /** The problem or warning code of `effect`: `unsupported_tax_year`, `state_taxes_not_computed`, `local_taxes_not_computed`. */
  effectCode?: string;
}

export interface TaxCoverage {
  year: number;
  entries: TaxCoverageEntry[];
  /**
   * The jurisdictions with a part not computed for every payday of the year, in the order of `entries`; the SUI
   * new-employer rate is left out (it matters only to a company without its own rate on file).
   */
  missing: string[];
}

const REFUSED = { effect: 'Refused', effectCode: 'unsupported_tax_year' } as const;
const STATE_WARNS = { effect: 'Warns', effectCode: WARNING_STATE_NOT_COMPUTED } as const;
const LOCAL_WARNS = { effect: 'Warns', effectCode: WARNING_LOCAL_NOT_COMPUTED } as const;

/** The year's citations that match `pattern`, else all of them. */
function sourcesMatching(tables: TaxTableData, pattern: RegExp): string[] {
  const found = tables.sources.filter((s) => pattern.test(s));
  return found.length ? found : [...tables.sources];
}

function federalEntries(year: number): TaxCoverageEntry[] {
  let tables: TaxTableData | undefined;
  try {
    tables = taxTablesFor(year);
  } catch {
    tables = undefined;
  }
  const origin = federalTaxYearOrigin(year);
  const built = supportedTaxYears().join(', ');
  const base = (part: TaxCoveragePart, name: string) => ({ jurisdiction: 'US', level: 'Federal' as const, part, name });
  const entries: TaxCoverageEntry[] = [];
  if (tables && origin) {
    const unverified = tables.unverified.length ? { note: `unverified: ${tables.unverified.join('; ')}` } : {};
    entries.push(
      { ...base('Withholding', 'Federal income tax withholding (Publication 15-T)'), computed: true, sources: sourcesMatching(tables, /15-T|Supplemental/i), origin, ...unverified },
      { ...base('SocialSecurityWageBase', 'Social Security wage base'), computed: true, sources: sourcesMatching(tables, /SSA|Social Security/i), origin },
      { ...base('Futa', 'Federal unemployment (FUTA)'), computed: true, sources: sourcesMatching(tables, /FUTA|3301/i), origin },
    );
  } else {
    entries.push(
      { ...base('Withholding', 'Federal income tax withholding (Publication 15-T)'), computed: false, reason: `no ${year} figures confirmed: Publication 15-T ${year} is neither built in nor installed (federal years: ${built})`, sources: [], ...REFUSED },
      { ...base('SocialSecurityWageBase', 'Social Security wage base'), computed: false, reason: `no ${year} figure confirmed: the Social Security Administration's ${year} wage base is in no built-in or installed year file`, sources: [], ...REFUSED },
      { ...base('Futa', 'Federal unemployment (FUTA)'), computed: false, reason: `no ${year} federal year file is built in or installed (FUTA's rate and wage base are part of it)`, sources: [], ...REFUSED },
    );
  }
  const limits = benefitLimitFigures(year);
  entries.push(
    limits
      ? { ...base('BenefitLimits', 'IRS benefit limits (401(k), catch-ups, HSA, health FSA, dependent care)'), computed: true, sources: [...limits.sources] }
      : {
          ...base('BenefitLimits', 'IRS benefit limits (401(k), catch-ups, HSA, health FSA, dependent care)'),
          computed: false,
          reason: `no ${year} figures confirmed: the IRS ${year} limits are not built`,
          sources: [],
          ...(tables ? { effect: 'NotEnforced' as const } : REFUSED),
        },
  );
  return entries;
}

function withholdingEntry(state: string, year: number): TaxCoverageEntry {
  const base = { jurisdiction: state, level: 'State' as const, part: 'Withholding' as const, name: `${state} income tax withholding` };
  if (NO_WAGE_INCOME_TAX.has(state)) return { ...base, computed: true, note: 'no wage income tax', sources: [] };
  const module = Object.prototype.hasOwnProperty.call(WITHHOLDING_MODULES, state) ? WITHHOLDING_MODULES[state] : undefined;
  if (!module) return { ...base, computed: false, reason: `not built: the engine has no ${state} withholding method`, sources: [], ...STATE_WARNS };
  if (!module.years.includes(year)) {
    return { ...base, computed: false, reason: `no ${year} figures confirmed (built years: ${module.years.join(', ')})`, sources: [], ...STATE_WARNS };
  }
  const sources = [...(module.sources?.(year) ?? [])];
  // A year installed from a state year file says so, with the file and its hash (built-in years say nothing).
  const installed = module.figures?.installedYear(year);
  if (installed) Object.assign(base, { origin: installed.origin });
  const first = module.firstPayday?.[year];
  const last = module.lastPayday?.[year];
  if (first === undefined && last === undefined) return { ...base, computed: true, sources };
  const from = first ?? `${year}-01-01`;
  const through = last ?? `${year}-12-31`;
  const reason =
    first !== undefined && last !== undefined
      ? `the module covers paydays from ${first} through ${last}`
      : first !== undefined
        ? `the module covers paydays from ${first}; no figures confirmed for the paydays before`
        : `the module covers paydays through ${last}; no figures confirmed for the paydays after`;
  return { ...base, computed: false, reason, paydays: { from, through }, sources, ...STATE_WARNS };
}

function suiEntries(state: string, year: number): TaxCoverageEntry[] {
  const f = suiFigures(state, year);
  const base = { jurisdiction: state, level: 'State' as const };
  if (!f) {
    return [{ ...base, part: 'SuiWageBase', name: `${state} unemployment insurance (SUI) wage base`, computed: false, reason: `no ${year} wage base confirmed`, sources: [], ...STATE_WARNS }];
  }
  const origin = f.origin ? { origin: f.origin } : {};
  return [
    { ...base, part: 'SuiWageBase', name: `${state} unemployment insurance (SUI) wage base`, computed: true, sources: [...f.sources], ...origin },
    f.newEmployerRate !== undefined
      ? { ...base, part: 'SuiNewEmployerRate', name: `${state} SUI new-employer rate`, computed: true, sources: [...f.sources], ...origin }
      : {
          ...base,
          part: 'SuiNewEmployerRate',
          name: `${state} SUI new-employer rate`,
          computed: false,
          reason: `no general ${year} new-employer rate built: SUI is computed only with the company's own ${state} rate on file`,
          sources: [],
          ...STATE_WARNS,
        },
  ];
}

function programEntries(state: string, year: number): TaxCoverageEntry[] {
  const entries: TaxCoverageEntry[] = [];
  const base = { jurisdiction: state, level: 'State' as const };
  for (const p of Object.values(EMPLOYEE_PROGRAMS)) {
    if (p.state !== state || year < p.since) continue;
    const f = employeeProgramFigures(p.code, year);
    entries.push(
      f
        ? { ...base, part: 'EmployeeProgram', program: p.code, name: p.name, computed: true, sources: [...f.sources] }
        : { ...base, part: 'EmployeeProgram', program: p.code, name: p.name, computed: false, reason: `its ${year} figures are not built`, sources: [], ...STATE_WARNS },
    );
  }
  for (const g of PROGRAM_GAPS) {
    if (g.state !== state || year < g.since) continue;
    entries.push({ ...base, part: 'EmployeeProgram', name: g.name, computed: false, reason: g.reason, sources: [], ...STATE_WARNS });
  }
  for (const p of employerStatePrograms(state, year)) {
    entries.push({ ...base, part: 'EmployerProgram', program: p.code, name: p.name, computed: true, sources: [...p.sources] });
  }
  return entries;
}

// ---- Locals: the engine's own computation on sample items ----

const PROBE_WAGES = new Decimal('2000');
/** A state without a wage income tax where the nonresident sample lives (its own taxes add nothing). */
const ELSEWHERE = [...NO_WAGE_INCOME_TAX].sort()[0];

interface ProbeResult {
  /** Localities with a gap, with the engine's reason. */
  gaps: Map<string, string>;
  /** Localities with a tax line. */
  lines: Set<string>;
}

function probe(locality: string, year: number, payday: string, resident: boolean): ProbeResult {
  const state = locality.slice(0, 2);
  const gaps = new Map<string, string>();
  const lines = new Set<string>();
  try {
    const r = computeStateTaxes(
      {
        year,
        payday,
        periodEnd: payday,
        frequency: 'Biweekly',
        periodsPerYear: 26,
        earnings: [{ kind: 'Regular', paymentIndex: 0, overridden: false, amount: PROBE_WAGES, cash: true, supplemental: false }],
        section125: ZERO,
        pension401k: ZERO,
        forceSupplemental: false,
      },
      {
        states: {
          workStates: [state],
          workLocalities: [[locality]],
          residenceState: resident ? state : ELSEWHERE,
          residenceLocalities: resident ? [locality] : [],
          year,
        },
        suiRates: { [state]: '1' },
        companyEmployeeCount: 1,
      },
      {},
    );
    for (const g of r.localGaps) gaps.set(g.locality, g.reason ?? 'not built');
    for (const l of r.lines) if (l.jurisdiction.includes('-')) lines.add(l.jurisdiction);
  } catch (err) {
    gaps.set(locality, `the engine cannot compute a sample item: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { gaps, lines };
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const dayMs = 86_400_000;

/** The first and last day of each month of `year`, as day numbers since the epoch. */
function probeDays(year: number): number[] {
  const days: number[] = [];
  for (let m = 0; m < 12; m++) days.push(Date.UTC(year, m, 1) / dayMs, Date.UTC(year, m + 1, 0) / dayMs);
  return days;
}

interface LocalityYear {
  /** Per probe day: the gap reason for the locality (undefined: computed). */
  reasonOn: (day: number) => string | undefined;
  taxed: boolean;
}

const LOCALITY = /^[A-Z]{2}-[A-Z0-9_]+$/;

function localEntries(year: number): TaxCoverageEntry[] {
  const memo = new Map<string, ProbeResult>();
  const run = (locality: string, day: number, resident: boolean) => {
    const key = `${locality}|${day}|${resident}`;
    let r = memo.get(key);
    if (!r) memo.set(key, (r = probe(locality, year, isoOf(new Date(day * dayMs)), resident)));
    return r;
  };
  const localities = BUILT_IN_LOCALITIES.filter((l) => !isNoLocality(l));
  const builtIn = new Set(localities);
  const days = probeDays(year);
  const seen = new Map<string, LocalityYear>();
  const extra = new Set<string>();
  const reasonOf = (target: string, probeOf: string) => (day: number) => {
    for (const resident of [true, false]) {
      const r = run(probeOf, day, resident);
      const reason = r.gaps.get(target);
      if (reason !== undefined) return reason;
    }
    return undefined;
  };
  for (const l of localities) {
    let taxed = false;
    for (const day of days) {
      for (const resident of [true, false]) {
        const r = run(l, day, resident);
        if (r.lines.has(l)) taxed = true;
        for (const j of r.lines) if (!builtIn.has(j) && LOCALITY.test(j)) extra.add(j);
        for (const j of r.gaps.keys()) if (!builtIn.has(j) && LOCALITY.test(j)) extra.add(j);
      }
    }
    seen.set(l, { reasonOn: reasonOf(l, l), taxed });
  }
  // Local taxes the samples met that are not locality codes of their own (MD-NONRESIDENT): probed through the
  // state's localities that led to them.
  for (const j of extra) {
    const via = localities.find((l) => l.startsWith(j.slice(0, 3)) && days.some((d) => run(l, d, false).gaps.has(j) || run(l, d, false).lines.has(j)));
    if (via) seen.set(j, { reasonOn: reasonOf(j, via), taxed: days.some((d) => run(via, d, false).lines.has(j)) });
  }
  const entries: TaxCoverageEntry[] = [];
  for (const [jurisdiction, ly] of seen) {
    const base = { jurisdiction, level: 'Local' as const, part: 'Withholding' as const, name: `${jurisdiction} local wage tax`, sources: [] as string[] };
    const reasons = days.map((d) => ly.reasonOn(d));
    const covered = reasons.map((r) => r === undefined);
    if (covered.every(Boolean)) {
      entries.push({ ...base, computed: true, ...(ly.taxed ? {} : { note: `no tax in ${year}` }) });
      continue;
    }
    const reason = reasons.find((r) => r !== undefined)!;
    if (!covered.some(Boolean)) {
      entries.push({ ...base, computed: false, reason, ...LOCAL_WARNS });
      continue;
    }
    // Partly: the paydays from the first covered probe day to the last, each edge found to the day.
    const firstIdx = covered.indexOf(true);
    const lastIdx = covered.lastIndexOf(true);
    const edge = (outside: number, inside: number): number => {
      let [o, i] = [outside, inside];
      while (Math.abs(i - o) > 1) {
        const mid = Math.floor((o + i) / 2);
        if (ly.reasonOn(mid) === undefined) i = mid;
        else o = mid;
      }
      return i;
    };
    const from = firstIdx === 0 ? days[0] : edge(days[firstIdx - 1], days[firstIdx]);
    const through = lastIdx === days.length - 1 ? days[days.length - 1] : edge(days[lastIdx + 1], days[lastIdx]);
    const paydays = { from: isoOf(new Date(from * dayMs)), through: isoOf(new Date(through * dayMs)) };
    entries.push({ ...base, computed: false, reason: `computed for paydays ${paydays.from} through ${paydays.through} only: ${reason}`, paydays, ...LOCAL_WARNS });
  }
  return entries;
}

/** The tax coverage of `year` (see the module comment). */
export function taxCoverage(year: number): TaxCoverage {
  if (!Number.isSafeInteger(year)) throw new RangeError(`not a year: ${String(year)}`);
  const entries: TaxCoverageEntry[] = [...federalEntries(year)];
  for (const state of STATE_JURISDICTIONS) entries.push(withholdingEntry(state, year), ...suiEntries(state, year), ...programEntries(state, year));
  entries.push(...localEntries(year));
  return { year, entries, missing: [...new Set(entries.filter((e) => !e.computed && e.part !== 'SuiNewEmployerRate').map((e) => e.jurisdiction))] };
}

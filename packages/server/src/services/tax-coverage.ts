// Tax coverage (issue 37; docs/taxes.md, "Coverage"): what the payroll engine computes in a tax year
// (getTaxCoverage), which of a company's employees' jurisdictions will warn or be refused in it
// (getCompanyTaxCoverage), and next year's missing jurisdictions for /health from November 1.
import type { Schema } from '@payroll/api-types';
import {
  federalTaxYearOrigin,
  installedStateTaxYears,
  isNoLocality,
  LOCAL_WAGE_TAX,
  NO_WAGE_INCOME_TAX,
  supportedTaxYears,
  taxCoverage,
  WARNING_LOCAL_NOT_COMPUTED,
  type TaxCoverage,
  type TaxCoverageEntry,
} from '@payroll/payroll-engine';
import type { Caller } from '../core/caller';
import { fromIsoDate, isoDate, toIsoDate } from '../domain/calendar';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import { localTaxesOn } from '../repositories/local-taxes';
import { suiRatesOf, workplaceStatesOf } from '../repositories/payrolls';
import { employeeTaxPlacesPage, type EmployeeTaxPlaces } from '../repositories/tax-coverage';
import type { ServiceContext } from './context';
import { companyRead } from './scope';

/**
 * The engine's coverage of each year, computed once per process and year (it runs the engine on sample items:
 * a few hundred milliseconds) and kept while the federal figures and the installed state years of the year stay the
 * same (a year file installed at start changes them). At most one entry per year the contract admits (2000..2100).
 */
const CACHE = new Map<number, { key: string; coverage: TaxCoverage }>();

export function coverageOf(year: number): TaxCoverage {
  const key = `${supportedTaxYears().join(',')}|${JSON.stringify(federalTaxYearOrigin(year) ?? null)}|${JSON.stringify(installedStateTaxYears().filter((y) => y.year === year))}`;
  const cached = CACHE.get(year);
  if (cached && cached.key === key) return cached.coverage;
  const coverage = taxCoverage(year);
  CACHE.set(year, { key, coverage });
  return coverage;
}

/** From November 1 through December 31 of the clock's year (UTC): next year and its missing jurisdictions. */
export function nextTaxYearOn(now: Date): { year: number; missing: string[] } | undefined {
  if (now.getUTCMonth() < 10) return undefined;
  const year = now.getUTCFullYear() + 1;
  return { year, missing: [...coverageOf(year).missing] };
}

type Entry = Schema<'TaxCoverageEntry'>;
type Role = 'Federal' | 'Work' | 'Residence';

const present = (e: TaxCoverageEntry): Entry => e as Entry;

/** The jurisdictions of one employee and what of each is not computed in the year. */
function employeeCoverage(
  e: EmployeeTaxPlaces,
  coverage: TaxCoverage,
  workplaces: Map<string, { state: string | null; localities: string[] }>,
  suiRates: Record<string, string>,
  registered: Set<string>,
): Schema<'EmployeeTaxCoverage'> {
  const roles = new Map<string, { level: Entry['level']; roles: Set<Role> }>();
  const add = (jurisdiction: string, level: Entry['level'], role: Role) => {
    const seen = roles.get(jurisdiction) ?? { level, roles: new Set<Role>() };
    seen.roles.add(role);
    roles.set(jurisdiction, seen);
  };
  add('US', 'Federal', 'Federal');
  const places = [...new Set([...(e.primaryWorkplaceId ? [e.primaryWorkplaceId] : []), ...e.workplaceIds])].map((id) => workplaces.get(id)).filter((w) => w !== undefined);
  const localityStates = new Set<string>();
  for (const w of places) {
    if (w.state) add(w.state.toUpperCase(), 'State', 'Work');
    for (const l of w.localities) {
      localityStates.add(l.slice(0, 2));
      if (!isNoLocality(l)) add(l, 'Local', 'Work');
    }
  }
  const residence = e.state?.toUpperCase() ?? null;
  if (residence) add(residence, 'State', 'Residence');
  for (const l of e.residenceLocalities) {
    localityStates.add(l.slice(0, 2));
    if (!isNoLocality(l)) add(l, 'Local', 'Residence');
  }
  const byJurisdiction = new Map<string, TaxCoverageEntry[]>();
  for (const entry of coverage.entries) byJurisdiction.set(entry.jurisdiction, [...(byJurisdiction.get(entry.jurisdiction) ?? []), entry]);

  const jurisdictions: Schema<'EmployeeTaxCoverage'>['jurisdictions'] = [];
  for (const [jurisdiction, { level, roles: r }] of roles) {
    let note: string | undefined;
    let missing: TaxCoverageEntry[];
    const known = byJurisdiction.get(jurisdiction);
    if (level === 'Local' && registered.has(jurisdiction)) {
      missing = [];
      note = 'registered by the company';
    } else if (level === 'Local' && !known) {
      missing = [
        {
          jurisdiction,
          level: 'Local',
          part: 'Withholding',
          name: `${jurisdiction} local wage tax`,
          computed: false,
          reason: 'no built-in figures, and no tax registered by the company for the locality',
          sources: [],
          effect: 'Warns',
          effectCode: WARNING_LOCAL_NOT_COMPUTED,
        },
      ];
    } else {
      missing = (known ?? []).filter(
        (x) =>
          !x.computed &&
          // A residence state alone: its income tax only (programs and SUI follow the work state).
          (r.has('Work') || r.has('Federal') || x.part === 'Withholding') &&
          // The new-employer rate matters only without the company's own rate.
          !(x.part === 'SuiNewEmployerRate' && Object.prototype.hasOwnProperty.call(suiRates, jurisdiction)),
      );
    }
    // A state with local wage taxes where the employee has no locality code: the engine warns (states/locals).
    if (level === 'State' && LOCAL_WAGE_TAX.has(jurisdiction) && !localityStates.has(jurisdiction) && !NO_WAGE_INCOME_TAX.has(jurisdiction)) {
      const nonresidentMd = jurisdiction === 'MD' && residence !== 'MD';
      if (!nonresidentMd) {
        missing = [
          ...missing,
          {
            jurisdiction,
            level: 'Local',
            part: 'Withholding',
            name: `${jurisdiction} local wage taxes`,
            computed: false,
            reason: 'no locality code given on the address or workplace',
            sources: [],
            effect: 'Warns',
            effectCode: WARNING_LOCAL_NOT_COMPUTED,
          },
        ];
      }
    }
    jurisdictions.push({
      jurisdiction,
      level,
      roles: [...r],
      computed: missing.length === 0,
      ...(note ? { note } : {}),
      notComputed: missing.map(present),
    });
  }
  const all = jurisdictions.flatMap((j) => j.notComputed);
  return {
    employeeId: e.id,
    refused: all.some((x) => x.effect === 'Refused'),
    warns: all.some((x) => x.effect === 'Warns'),
    jurisdictions,
  };
}

export class TaxCoverageService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The engine's coverage of `year` (the contract bounds it to 2000..2100). */
  coverage(year: number): Schema<'TaxCoverage'> {
    const c = coverageOf(year);
    return { year: c.year, missing: c.missing, entries: c.entries.map(present) };
  }

  /** The company's employees, a page of them, with what of their jurisdictions is not computed in `year`. */
  company(caller: Caller, companyId: string, query: PageQuery & { year: number }): Promise<Schema<'CompanyTaxCoveragePage'>> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const jan1 = fromIsoDate(isoDate(query.year, 1, 1));
      const today = fromIsoDate(toIsoDate(this.ctx.now()));
      const [page, workplaces, suiRates, registered] = await Promise.all([
        employeeTaxPlacesPage(db, companyId, window.skip, window.take),
        workplaceStatesOf(db, companyId),
        suiRatesOf(db, companyId, today > jan1 ? today : jan1),
        localTaxesOn(db, companyId, jan1),
      ]);
      const coverage = coverageOf(query.year);
      const registeredJurisdictions = new Set(registered.map((t) => t.jurisdiction));
      const results = page.rows.map((e) => employeeCoverage(e, coverage, workplaces, suiRates, registeredJurisdictions));
      return envelope(window, page.total, results);
    });
  }
}

// The state income tax withholding modules the engine applies (docs/domain-rules.md, "State and local taxes"),
// by two-letter state code. A state listed here is computed for the years its module's `years` name; any
// other state or year with a wage income tax keeps the `state_taxes_not_computed` warning.
import { alWithholding } from './al';
import { arWithholding } from './ar';
import { azWithholding } from './az';
import { caWithholding } from './ca';
import { coWithholding } from './co';
import { ctWithholding } from './ct';
import { dcWithholding } from './dc';
import { deWithholding } from './de';
import { gaWithholding } from './ga';
import { hiWithholding } from './hi';
import { iaWithholding } from './ia';
import { idWithholding } from './id';
import { ilWithholding } from './il';
import { inWithholding } from './in';
import { ksWithholding } from './ks';
import { kyWithholding } from './ky';
import { laWithholding } from './la';
import { maWithholding } from './ma';
import { mdWithholding } from './md';
import { meWithholding } from './me';
import { miWithholding } from './mi';
import { mnWithholding } from './mn';
import { moWithholding } from './mo';
import { msWithholding } from './ms';
import { mtWithholding } from './mt';
import { ncWithholding } from './nc';
import { ND_FILING_STATUSES, ndWithholding } from './nd';
import { neWithholding } from './ne';
import { njWithholding } from './nj';
import { nmWithholding } from './nm';
import { nyWithholding } from './ny';
import { ohWithholding } from './oh';
import { okWithholding } from './ok';
import { orWithholding } from './or';
import { paWithholding } from './pa';
import { riWithholding } from './ri';
import { scWithholding } from './sc';
import { utWithholding } from './ut';
import { vaWithholding } from './va';
import { vtWithholding } from './vt';
import { wiWithholding } from './wi';
import { wvWithholding } from './wv';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StateWithholding } from './types';
import { frozen, stateFileSources, stateYearFileProblems, type StateWithholdingYearFile, type StateYearFile } from './year-file';

export const WITHHOLDING_MODULES: Readonly<Record<string, StateWithholding>> = Object.freeze({
  AL: alWithholding,
  AR: arWithholding,
  AZ: azWithholding,
  CA: caWithholding,
  CO: coWithholding,
  CT: ctWithholding,
  DC: dcWithholding,
  DE: deWithholding,
  GA: gaWithholding,
  HI: hiWithholding,
  IA: iaWithholding,
  ID: idWithholding,
  IL: ilWithholding,
  IN: inWithholding,
  KS: ksWithholding,
  KY: kyWithholding,
  LA: laWithholding,
  MA: maWithholding,
  MD: mdWithholding,
  ME: meWithholding,
  MI: miWithholding,
  MN: mnWithholding,
  MO: moWithholding,
  MS: msWithholding,
  MT: mtWithholding,
  NC: ncWithholding,
  ND: ndWithholding,
  NE: neWithholding,
  NJ: njWithholding,
  NM: nmWithholding,
  NY: nyWithholding,
  OH: ohWithholding,
  OK: okWithholding,
  OR: orWithholding,
  PA: paWithholding,
  RI: riWithholding,
  SC: scWithholding,
  UT: utWithholding,
  VA: vaWithholding,
  VT: vtWithholding,
  WI: wiWithholding,
  WV: wvWithholding,
});

/** The built-in state year files: `tax-data/states/<ST>/<year>.json` of the package (beside src/ and dist/). */
export const BUILT_IN_STATES_DIR = join(__dirname, '..', '..', 'tax-data', 'states');

/**
 * Adds every built-in state year file to its module's figures, once, when the engine is loaded (README, "State
 * year files"); a broken one is a broken package and stops the load. Their examples run in `npm run tax-data --
 * check` and the engine's tests.
 */
function loadBuiltInStateYears(): void {
  if (!existsSync(BUILT_IN_STATES_DIR)) return;
  for (const state of readdirSync(BUILT_IN_STATES_DIR).sort()) {
    const module = Object.prototype.hasOwnProperty.call(WITHHOLDING_MODULES, state) ? WITHHOLDING_MODULES[state] : undefined;
    for (const name of readdirSync(join(BUILT_IN_STATES_DIR, state)).filter((n) => n.endsWith('.json')).sort()) {
      const json: unknown = JSON.parse(readFileSync(join(BUILT_IN_STATES_DIR, state, name), 'utf8'));
      const problems = stateYearFileProblems(json, module, name);
      if (!problems.length && (json as StateYearFile).jurisdiction !== state) problems.push(`jurisdiction: must be the folder's ${state}`);
      if (!problems.length && (json as StateYearFile).sui) problems.push('sui: a built-in SUI year goes in states/sui-<year>.ts');
      if (problems.length || !module?.figures) throw new Error(`built-in state year file tax-data/states/${state}/${name} is invalid: ${problems.join('; ')}`);
      module.figures.addBuiltIn(frozen((json as StateWithholdingYearFile).figures), stateFileSources(json as StateYearFile));
    }
  }
}
loadBuiltInStateYears();

/**
 * A state's certificate implied by the federal W-4 when the employee has given none for the state, where the
 * state's instructions say so: NJ-WT has an employer holding only a 2020-or-later federal W-4 withhold by
 * its marital status with zero allowances, head of household on Rate "B" (states/nj/index.ts). North Dakota and
 * New Mexico have no certificate of their own and withhold by the federal W-4's filing status (states/nd/index.ts;
 * FYI-104, states/nm/index.ts).
 */
const FROM_FEDERAL_W4: Readonly<Record<string, (filingStatus: string) => Record<string, unknown> | undefined>> = Object.freeze({
  NJ: (filingStatus: string) => {
    const nj: Record<string, string> = { Single: 'Single', MarriedFilingJointly: 'MarriedCivilUnionJoint', HeadOfHousehold: 'HeadOfHousehold' };
    return nj[filingStatus] ? { filingStatus: nj[filingStatus] } : undefined;
  },
  ND: (filingStatus: string) => ((ND_FILING_STATUSES as readonly string[]).includes(filingStatus) ? { filingStatus } : undefined),
  NM: (filingStatus: string) =>
    ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'].includes(filingStatus) ? { filingStatus } : undefined,
});

/** The certificate a state reads from the federal W-4 on file (filing status), when it has such a rule. */
export function certificateFromFederalW4(state: string, federalFilingStatus: string | undefined): Record<string, unknown> | undefined {
  if (!federalFilingStatus || !Object.prototype.hasOwnProperty.call(FROM_FEDERAL_W4, state)) return undefined;
  return FROM_FEDERAL_W4[state](federalFilingStatus);
}

/**
 * The module computing `state`'s income tax withholding in `year` (on `payday`, YYYY-MM-DD), or undefined when
 * none is built. A module whose year starts later than January 1 (`firstPayday`) is built only for a payday on
 * or after that day, one whose year ends earlier than December 31 (`lastPayday`) only for a payday on or before
 * that day; without a payday neither is.
 */
export function withholdingModule(state: string, year: number, payday?: string): StateWithholding | undefined {
  const module = Object.prototype.hasOwnProperty.call(WITHHOLDING_MODULES, state) ? WITHHOLDING_MODULES[state] : undefined;
  if (!module || !module.years.includes(year)) return undefined;
  const first = module.firstPayday && Object.prototype.hasOwnProperty.call(module.firstPayday, year) ? module.firstPayday[year] : undefined;
  if (first !== undefined && (payday === undefined || payday < first)) return undefined;
  const last = module.lastPayday && Object.prototype.hasOwnProperty.call(module.lastPayday, year) ? module.lastPayday[year] : undefined;
  if (last !== undefined && (payday === undefined || payday > last)) return undefined;
  return module;
}

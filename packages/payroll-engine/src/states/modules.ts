// The state income tax withholding modules the engine applies (docs/domain-rules.md, "State and local taxes"),
// by two-letter state code. A state listed here is computed for the years its module's `years` name; any
// other state or year with a wage income tax keeps the `state_taxes_not_computed` warning.
import { azWithholding } from './az';
import { caWithholding } from './ca';
import { gaWithholding } from './ga';
import { ilWithholding } from './il';
import { ksWithholding } from './ks';
import { maWithholding } from './ma';
import { miWithholding } from './mi';
import { mnWithholding } from './mn';
import { moWithholding } from './mo';
import { ncWithholding } from './nc';
import { ND_FILING_STATUSES, ndWithholding } from './nd';
import { neWithholding } from './ne';
import { njWithholding } from './nj';
import { nyWithholding } from './ny';
import { ohWithholding } from './oh';
import { okWithholding } from './ok';
import { paWithholding } from './pa';
import { scWithholding } from './sc';
import { vaWithholding } from './va';
import { wiWithholding } from './wi';
import type { StateWithholding } from './types';

export const WITHHOLDING_MODULES: Readonly<Record<string, StateWithholding>> = Object.freeze({
  AZ: azWithholding,
  CA: caWithholding,
  GA: gaWithholding,
  IL: ilWithholding,
  KS: ksWithholding,
  MA: maWithholding,
  MI: miWithholding,
  MN: mnWithholding,
  MO: moWithholding,
  NC: ncWithholding,
  ND: ndWithholding,
  NE: neWithholding,
  NJ: njWithholding,
  NY: nyWithholding,
  OH: ohWithholding,
  OK: okWithholding,
  PA: paWithholding,
  SC: scWithholding,
  VA: vaWithholding,
  WI: wiWithholding,
});

/**
 * A state's certificate implied by the federal W-4 when the employee has given none for the state, where the
 * state's instructions say so: NJ-WT has an employer holding only a 2020-or-later federal W-4 withhold by
 * its marital status with zero allowances, head of household on Rate "B" (states/nj/index.ts). North Dakota has
 * no certificate of its own and withholds by the federal W-4's filing status (states/nd/index.ts).
 */
const FROM_FEDERAL_W4: Readonly<Record<string, (filingStatus: string) => Record<string, unknown> | undefined>> = Object.freeze({
  NJ: (filingStatus: string) => {
    const nj: Record<string, string> = { Single: 'Single', MarriedFilingJointly: 'MarriedCivilUnionJoint', HeadOfHousehold: 'HeadOfHousehold' };
    return nj[filingStatus] ? { filingStatus: nj[filingStatus] } : undefined;
  },
  ND: (filingStatus: string) => ((ND_FILING_STATUSES as readonly string[]).includes(filingStatus) ? { filingStatus } : undefined),
});

/** The certificate a state reads from the federal W-4 on file (filing status), when it has such a rule. */
export function certificateFromFederalW4(state: string, federalFilingStatus: string | undefined): Record<string, unknown> | undefined {
  if (!federalFilingStatus || !Object.prototype.hasOwnProperty.call(FROM_FEDERAL_W4, state)) return undefined;
  return FROM_FEDERAL_W4[state](federalFilingStatus);
}

/** The module computing `state`'s income tax withholding in `year`, or undefined when none is built. */
export function withholdingModule(state: string, year: number): StateWithholding | undefined {
  const module = Object.prototype.hasOwnProperty.call(WITHHOLDING_MODULES, state) ? WITHHOLDING_MODULES[state] : undefined;
  return module && module.years.includes(year) ? module : undefined;
}

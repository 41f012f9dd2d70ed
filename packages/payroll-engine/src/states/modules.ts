// The state income tax withholding modules the engine applies (docs/domain-rules.md, "State and local taxes"),
// by two-letter state code. A state listed here is computed for the years its module's `years` name; any
// other state or year with a wage income tax keeps the `state_taxes_not_computed` warning.
import { azWithholding } from './az';
import { caWithholding } from './ca';
import { gaWithholding } from './ga';
import { ilWithholding } from './il';
import { maWithholding } from './ma';
import { miWithholding } from './mi';
import { ncWithholding } from './nc';
import { njWithholding } from './nj';
import { nyWithholding } from './ny';
import { ohWithholding } from './oh';
import { paWithholding } from './pa';
import { vaWithholding } from './va';
import type { StateWithholding } from './types';

export const WITHHOLDING_MODULES: Readonly<Record<string, StateWithholding>> = Object.freeze({
  AZ: azWithholding,
  CA: caWithholding,
  GA: gaWithholding,
  IL: ilWithholding,
  MA: maWithholding,
  MI: miWithholding,
  NC: ncWithholding,
  NJ: njWithholding,
  NY: nyWithholding,
  OH: ohWithholding,
  PA: paWithholding,
  VA: vaWithholding,
});

/** The module computing `state`'s income tax withholding in `year`, or undefined when none is built. */
export function withholdingModule(state: string, year: number): StateWithholding | undefined {
  const module = Object.prototype.hasOwnProperty.call(WITHHOLDING_MODULES, state) ? WITHHOLDING_MODULES[state] : undefined;
  return module && module.years.includes(year) ? module : undefined;
}

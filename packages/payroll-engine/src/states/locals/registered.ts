/**
 * Local taxes registered by a partner or company (docs/domain-rules.md, "Local taxes"): where no built-in
 * figures exist (PA earned income and local services taxes by PSD code, Ohio municipal and school district
 * taxes, Kentucky occupational taxes, ...), the service hands the engine the registered taxes in force on the
 * payday, and the engine applies each exactly like a built-in one.
 */
import { InvalidEngineInputError } from '../../errors';
import type { Num } from '../../money';
import type { TaxPayer } from '../../types';

/**
 * How a resident locality's tax meets the tax of a different locality where the employee works (set on the
 * resident locality's tax):
 * - `Both`: each is withheld in full;
 * - `Credit`: the resident tax is reduced by the work locality's tax on the same wages (never below zero);
 * - `HighestOf`: only the higher of the two is withheld (PA Act 32's rule for earned income taxes); on a tie,
 *   the work locality's.
 */
export const LOCAL_TAX_RULES = ['Both', 'Credit', 'HighestOf'] as const;
export type LocalTaxRule = (typeof LOCAL_TAX_RULES)[number];

/** A registered local tax as the engine reads it (contract LocalTax). Rates are percents. */
export interface RegisteredLocalTax {
  id?: string;
  /** Locality code, `<ST>-<LOCALITY>` (e.g. `PA-865001`, `OH-COLUMBUS`). */
  jurisdiction: string;
  /** Stable tax code (e.g. `pa_eit`, `pa_lst`, `oh_city`). */
  code: string;
  name?: string;
  agency?: string | null;
  payer: TaxPayer;
  /** Percent of the wages of a resident of the locality (all wages, wherever earned). */
  residentRate?: Num | null;
  /** Percent of the wages earned in the locality by a nonresident. */
  nonresidentRate?: Num | null;
  /** Wages a year above which the rates no longer apply. */
  wageBase?: Num | null;
  /** Most the rate parts may take in a year. */
  annualCap?: Num | null;
  /** Flat amount each payment with work in the locality (PA LST), up to `annualMaximum` a year. */
  perPayAmount?: Num | null;
  annualMaximum?: Num | null;
  rule?: LocalTaxRule | null;
  effectiveStart: string;
  effectiveEnd?: string | null;
}

export const LOCALITY_CODE = /^[A-Z]{2}-[A-Z0-9_]{2,40}$/;

/** The registered taxes in force on the payday: per jurisdiction and code, the one with the latest start. */
export function registeredInForce(taxes: readonly RegisteredLocalTax[] | undefined, payday: string): RegisteredLocalTax[] {
  const by = new Map<string, RegisteredLocalTax>();
  (taxes ?? []).forEach((t, i) => {
    if (!LOCALITY_CODE.test(t.jurisdiction)) throw new InvalidEngineInputError(`localTaxes[${i}].jurisdiction`, `not a locality code: ${t.jurisdiction}`);
    if (t.effectiveStart > payday || (t.effectiveEnd && t.effectiveEnd < payday)) return;
    const key = `${t.jurisdiction}:${t.code}`;
    const seen = by.get(key);
    if (!seen || seen.effectiveStart < t.effectiveStart) by.set(key, t);
  });
  return [...by.values()];
}

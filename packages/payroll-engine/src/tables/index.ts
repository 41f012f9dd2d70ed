import { TABLES_2025 } from './2025';
import { TABLES_2026 } from './2026';
import type { TaxTableData } from './types';
import { UnsupportedTaxYearError } from '../errors';

export type { BracketRow, FilingStatus, TaxTableData } from './types';
export { TABLES_2025, TABLES_2026 };

const BY_YEAR: ReadonlyMap<number, TaxTableData> = new Map([
  [2025, TABLES_2025],
  [2026, TABLES_2026],
]);

/**
 * Where a year's federal figures came from: built into this package, or installed by the deployment from a
 * year file (the file's path and the SHA-256 of its bytes). Issue 37: the coverage operation reports it.
 */
export type TaxYearOrigin = { kind: 'BuiltIn' } | { kind: 'Installed'; file: string; sha256: string };

/** The origin of a year's federal figures, or undefined when the engine has none for the year. */
export function federalTaxYearOrigin(year: number): TaxYearOrigin | undefined {
  return BY_YEAR.has(year) ? { kind: 'BuiltIn' } : undefined;
}

/** Years for which the engine has federal tax tables, ascending. */
export function supportedTaxYears(): number[] {
  return [...BY_YEAR.keys()].sort((a, b) => a - b);
}

/**
 * The federal tax data of a calendar year (the payday's year).
 * @throws UnsupportedTaxYearError (code `unsupported_tax_year`, HTTP 422) for a year without tables.
 */
export function taxTablesFor(year: number): TaxTableData {
  const tables = BY_YEAR.get(year);
  if (!tables) throw new UnsupportedTaxYearError(year, supportedTaxYears());
  return tables;
}

// What every state module shares about its year-keyed figures (states/types.ts): one lookup by year, and the
// years it knows. A year without confirmed figures is InvalidEngineInputError naming `year`, never a guess.
import { InvalidEngineInputError } from '../errors';

/** The figures of each year, keyed by year. */
export function byYear<T extends { year: number }>(...years: T[]): ReadonlyMap<number, T> {
  return new Map(years.map((f) => [f.year, f]));
}

/** The year's figures, or InvalidEngineInputError naming `year` and the built years. */
export function figuresOf<T>(figures: ReadonlyMap<number, T>, stateName: string, year: number): T {
  const found = figures.get(year);
  if (!found) {
    throw new InvalidEngineInputError('year', `no ${stateName} withholding figures for ${year}; built years: ${[...figures.keys()].join(', ')}`);
  }
  return found;
}

/** The built years, ascending (StateWithholding.years). */
export const yearsOf = (figures: ReadonlyMap<number, unknown>): number[] => [...figures.keys()].sort((a, b) => a - b);

/**
 * A certificate's count (allowances, exemptions): a whole number ≥ 0, as a number or a digit string; absent
 * or empty means 0. Anything else is InvalidEngineInputError naming the field.
 */
export function certificateCount(value: unknown, field: string): number {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new InvalidEngineInputError(field, `not a whole number ≥ 0: ${String(value)}`);
  }
  return n;
}

/**
 * The citations a year's figures carry: every `sources` list of strings found in them, at any depth (a year's
 * own, each table edition's, ...), in order and without repeats (StateWithholding.sources, read by the tax
 * coverage: src/coverage.ts). An empty list for a year without figures.
 */
export function sourcesOf(figures: ReadonlyMap<number, unknown>): (year: number) => readonly string[] {
  return (year: number) => {
    const found: string[] = [];
    const walk = (value: unknown, depth: number): void => {
      if (value === null || typeof value !== 'object' || depth > 8) return;
      if (Array.isArray(value)) {
        for (const v of value) walk(v, depth + 1);
        return;
      }
      for (const [key, v] of Object.entries(value)) {
        if (key === 'sources' && Array.isArray(v)) {
          for (const s of v) if (typeof s === 'string' && !found.includes(s)) found.push(s);
        } else walk(v, depth + 1);
      }
    };
    walk(figures.get(year), 0);
    return found;
  };
}

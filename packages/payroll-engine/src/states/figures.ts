// What every state module shares about its year-keyed figures (states/types.ts): one lookup by year, and the
// years it knows. A year without confirmed figures is InvalidEngineInputError naming `year`, never a guess.
import { InvalidEngineInputError } from '../errors';
import type { TaxYearOrigin } from '../tables';

/** Where an installed year came from: the year file's path, the SHA-256 of its bytes and the citations it names. */
export interface InstalledFigureYear {
  origin: Extract<TaxYearOrigin, { kind: 'Installed' }>;
  sources: readonly string[];
}

/**
 * A module's figures by year (README, "State year files"): the years built into the module (its `<year>.ts`
 * files, and the built-in `tax-data/states` files), plus the years a deployment installs from a state year
 * file at run time (src/state-year-files.ts). It reads like a Map; only the year-file code adds to it, after
 * checking the file's shape against the latest built-in year and running its examples.
 */
export class FigureYears<T extends { year: number }> extends Map<number, T> {
  private readonly builtIn = new Set<number>();
  private readonly installed = new Map<number, InstalledFigureYear>();
  /** The citations of the built-in years read from a year file (tax-data/states). */
  private readonly builtInFileSources = new Map<number, readonly string[]>();

  constructor(years: readonly T[]) {
    super();
    for (const f of years) {
      super.set(f.year, f);
      this.builtIn.add(f.year);
    }
  }

  /** Whether the year ships with the engine (a built-in year is never replaced by an installed file). */
  isBuiltIn(year: number): boolean {
    return this.builtIn.has(year);
  }

  /** The latest built-in year's figures: the shape ("the jurisdiction's schema") a year file must have. */
  latestBuiltIn(): T {
    return super.get(Math.max(...this.builtIn)) as T;
  }

  /** Where the year's figures came from, or undefined for a year without figures. */
  origin(year: number): TaxYearOrigin | undefined {
    if (this.builtIn.has(year)) return { kind: 'BuiltIn' };
    return this.installed.get(year)?.origin;
  }

  /** The installed year's file: its origin and citations; undefined for a built-in or unknown year. */
  installedYear(year: number): InstalledFigureYear | undefined {
    return this.installed.get(year);
  }

  /** The years installed at run time, ascending. */
  installedYears(): number[] {
    return [...this.installed.keys()].sort((a, b) => a - b);
  }

  /**
   * Runs `fn` with `figures` as the year's figures (a year file under check: its examples run with them), then
   * removes them again whatever `fn` does. The year must not have figures already.
   */
  withCandidate<R>(figures: T, fn: () => R): R {
    if (super.has(figures.year)) throw new Error(`year ${figures.year} already has figures`);
    super.set(figures.year, figures);
    try {
      return fn();
    } finally {
      super.delete(figures.year);
    }
  }

  /** Adds an installed year (src/state-year-files.ts, after the checks). */
  install(figures: T, installed: InstalledFigureYear): void {
    if (super.has(figures.year)) throw new Error(`year ${figures.year} already has figures`);
    super.set(figures.year, figures);
    this.installed.set(figures.year, installed);
  }

  /** Adds a built-in year read from the package's `tax-data/states` folder (states/modules.ts, at load). */
  addBuiltIn(figures: T, sources: readonly string[]): void {
    if (super.has(figures.year)) throw new Error(`year ${figures.year} is built in twice`);
    super.set(figures.year, figures);
    this.builtIn.add(figures.year);
    this.builtInFileSources.set(figures.year, sources);
  }

  /** The citations a year file of the year names (installed or built in), beside those inside its figures. */
  fileSources(year: number): readonly string[] {
    return this.installed.get(year)?.sources ?? this.builtInFileSources.get(year) ?? [];
  }

  /** A module's figures change only through install / addBuiltIn. */
  override set(): this {
    throw new Error('FigureYears: a year is added by installing a year file');
  }

  override delete(): boolean {
    throw new Error('FigureYears: a year is not removed');
  }

  override clear(): void {
    throw new Error('FigureYears: a year is not removed');
  }
}

/** The figures of each year, keyed by year: a FigureYears, to which a state year file can add a year. */
export function byYear<T extends { year: number }>(...years: T[]): FigureYears<T> {
  return new FigureYears(years);
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
    if (figures instanceof FigureYears) {
      for (const s of figures.fileSources(year)) if (!found.includes(s)) found.push(s);
    }
    return found;
  };
}

import type { Schema } from '@payroll/api-types';

/** The one paging implementation of every list operation (docs/domain-rules.md, "Paging"). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  skip: number;
  take: number;
}

/** The contract's paged envelope: its PageMeta fields plus the page of results. */
export type PageEnvelope<T> = Schema<'PageMeta'> & { results: T[] };

export function pageWindow(q: PageQuery): PageWindow {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 10;
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

export function envelope<T>(window: PageWindow, total: number, results: T[]): PageEnvelope<T> {
  const totalPages = Math.ceil(total / window.pageSize);
  return {
    hasResources: total > 0,
    totalResources: total,
    totalPages,
    pageSize: window.pageSize,
    currentPage: window.page,
    previousPage: window.page > 1 ? Math.min(window.page - 1, Math.max(totalPages, 1)) : null,
    nextPage: window.page < totalPages ? window.page + 1 : null,
    results,
  };
}

/**
 * A filter with its include flag: undefined when the filter is absent, the condition when the flag
 * is true (default), its negation when false. `not` builds the negation in the query language at hand.
 */
export function includeFilter<W>(value: unknown, include: boolean | undefined, condition: W, not: (w: W) => W): W | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return include === false ? not(condition) : condition;
}

import { includeFilter } from '../lib/paging';

type Where = Record<string, unknown>;

/** A unique index refused the write (Prisma's P2002; PGlite's errors are mapped to it, db/pglite-errors.ts). */
export const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === 'P2002';

/** Prisma `where` pieces shared by every list repository: creation time, then id. */
export const stableOrder = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/**
 * `column = value` with its include flag. The negation keeps rows where the column is NULL
 * (SQL's NOT would drop them), so `includeX=false` means "everything but X".
 */
export function eqFilter(column: string, value: unknown, include: boolean | undefined, nullable = false): Where | undefined {
  const negation = nullable ? { OR: [{ NOT: { [column]: value } }, { [column]: null }] } : { NOT: { [column]: value } };
  return includeFilter<Where>(value, include, { [column]: value }, () => negation);
}

/** A relation or compound condition with its include flag (`NOT` is exact for these). */
export function conditionFilter(value: unknown, include: boolean | undefined, condition: Where): Where | undefined {
  return includeFilter<Where>(value, include, condition, (w) => ({ NOT: w }));
}

/**
 * Case-insensitive substring over text columns (NULL columns do not match). The negation keeps rows
 * whose nullable columns are NULL; `nullable` names those columns (Prisma refuses `column: null` on a
 * required column).
 */
export function searchFilter(search: string | undefined, include: boolean | undefined, columns: string[], nullable: string[] = []): Where | undefined {
  const contains = (c: string) => ({ [c]: { contains: search, mode: 'insensitive' } });
  return includeFilter<Where>(search, include, { OR: columns.map(contains) }, () => ({
    AND: columns.map((c) => (nullable.includes(c) ? { OR: [{ [c]: null }, { NOT: contains(c) }] } : { NOT: contains(c) })),
  }));
}

export function and(...parts: Array<Where | undefined>): Where {
  const present = parts.filter((p): p is Where => p !== undefined);
  return present.length ? { AND: present } : {};
}

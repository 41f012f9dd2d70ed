// A snapshot of everything the database holds of one partner's tenancy, to compare before and after
// requests that must change nothing of it (cross-tenant.test.ts). Generic over the schema: every table
// of the public schema is read, so a table added later is covered without editing this file.
//   - a table with a `companyId` or `partnerId` column: the victim's rows only (so the attacker's own
//     bookkeeping, such as its sandbox clock or its key's last use, does not count);
//   - Partner, Corporation, Company, ApiKey: the victim's own rows, by id or owner;
//   - any other table (the child rows: items' taxes, net pay split items, breaks, W-4s, deliveries): all rows;
//   - per-request bookkeeping that a refused request legitimately writes is left out by name
//     (REQUEST_STATE: rate-limit windows and per-address counters, idempotency records of the caller).
import type { PrismaClient } from '@prisma/client';

const REQUEST_STATE = new Set(['RateLimitWindow', 'IdempotencyRecord', '_app_migrations', '_prisma_migrations']);

export interface Victim {
  partnerId: string;
  corporationId?: string;
  companyId: string;
}

type Row = Record<string, unknown>;

const json = (row: Row) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

export async function tenancySnapshot(prisma: PrismaClient, victim: Victim): Promise<Record<string, string[]>> {
  const columns = await prisma.$queryRawUnsafe<Array<{ table_name: string; column_name: string }>>(
    `SELECT table_name::text AS table_name, column_name::text AS column_name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const c of columns) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
  const owners = [victim.partnerId, victim.corporationId, victim.companyId].filter((x): x is string => !!x);
  const snapshot: Record<string, string[]> = {};
  for (const [table, cols] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    if (REQUEST_STATE.has(table)) continue;
    let where = '';
    let params: unknown[] = [];
    if (table === 'Partner') [where, params] = ['"id" = $1', [victim.partnerId]];
    else if (table === 'Corporation') [where, params] = ['"id" = $1', [victim.corporationId ?? '']];
    else if (table === 'ApiKey') [where, params] = ['"ownerId" = ANY($1::text[])', [owners]];
    else if (cols.includes('companyId')) [where, params] = ['"companyId" = $1', [victim.companyId]];
    else if (cols.includes('partnerId')) [where, params] = ['"partnerId" = $1', [victim.partnerId]];
    const rows = await prisma.$queryRawUnsafe<Row[]>(`SELECT * FROM "${table}"${where ? ` WHERE ${where}` : ''}`, ...params);
    snapshot[table] = rows.map(json).sort();
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, with the rows only in one or the other. */
export function snapshotChanges(before: Record<string, string[]>, after: Record<string, string[]>): Record<string, { removed: string[]; added: string[] }> {
  const changes: Record<string, { removed: string[]; added: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = new Set(before[table] ?? []);
    const b = new Set(after[table] ?? []);
    const removed = [...a].filter((r) => !b.has(r));
    const added = [...b].filter((r) => !a.has(r));
    if (removed.length || added.length) changes[table] = { removed, added };
  }
  return changes;
}

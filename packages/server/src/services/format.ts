// Wire formatting of the services' answers: dates, money, addresses, absent values. The text of
// documents (names, addresses, dollars) is documents/text.ts.
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';

type Decimal = Prisma.Decimal;

type Address = Schema<'Address'>;

/** Copies the defined values of an object, leaving out null and undefined (absent on the wire). */
export function defined<T extends Record<string, unknown>>(obj: T): { [K in keyof T]: Exclude<T[K], null> } {
  const out: Record<string, unknown> = {};
  // for...in over an object literal: its own keys in the same order as Object.entries, without an array per key
  // (every response goes through here; the GET profile showed it).
  for (const k in obj) {
    const v = obj[k];
    if (v !== null && v !== undefined) out[k] = v;
  }
  return out as { [K in keyof T]: Exclude<T[K], null> };
}

const two = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/**
 * The UTC day (`YYYY-MM-DD`) of an instant (ms), or null outside years 0000-9999 (and for NaN), where
 * toISOString's own form (a signed six-digit year, or its RangeError) is kept. Arithmetic instead of
 * toISOString: every answer formats its instants, and on this machine toISOString took ~580 ns, this
 * ~200 (issue 29's GET profile; the unit test compares both on random instants).
 */
function utcDay(t: number): string | null {
  if (!(t >= -62_167_219_200_000 && t <= 253_402_300_799_999)) return null;
  // The civil date of a day count from 1970-01-01 (Howard Hinnant's civil_from_days), in 400-year eras.
  const z = Math.floor(t / 86_400_000) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${two(month)}-${two(day)}`;
}

export const isoDate = (d: Date | null | undefined): string | undefined => {
  if (!d) return undefined;
  return utcDay(d.getTime()) ?? d.toISOString().slice(0, 10);
};
/** An instant as ISO 8601 without milliseconds (`2026-03-02T15:00:00Z`). */
export const isoDateTime = (d: Date | null | undefined): string | undefined => {
  if (!d) return undefined;
  const t = d.getTime();
  const day = utcDay(t);
  if (day === null) {
    const s = d.toISOString();
    // `.sssZ` at the end (always three digits) becomes `Z`.
    return s.length > 5 && s.charCodeAt(s.length - 5) === 46 /* . */ && s.endsWith('Z') ? `${s.slice(0, -5)}Z` : s;
  }
  const ms = t - Math.floor(t / 86_400_000) * 86_400_000;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  return `${day}T${two(h)}:${two(m)}:${two(sec)}Z`;
};
/** The UTC calendar day of an instant, as the Date a `@db.Date` column stores. */
export const dayOf = (at: Date): Date => new Date(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`);
export const parseDate = (s: string | null | undefined): Date | null | undefined =>
  s === undefined ? undefined : s === null ? null : new Date(`${s}T00:00:00.000Z`);
/** Decimal inside, number on the wire. */
export const money = (d: Decimal | null | undefined): number | undefined => (d === null || d === undefined ? undefined : d.toNumber());

export interface AddressColumns {
  street1: string | null;
  street2: string | null;
  city: string | null;
  zipcode: string | null;
  state: string | null;
  country: string | null;
}

export function addressOut(row: AddressColumns): Address {
  return defined({ street1: row.street1, street2: row.street2, city: row.city, zipcode: row.zipcode, state: row.state, country: row.country });
}

/** A whole address replaces the stored one (absent parts become NULL); undefined leaves it alone. */
export function addressIn(address: Address | undefined): Partial<AddressColumns> {
  if (!address) return {};
  return {
    street1: address.street1 ?? null,
    street2: address.street2 ?? null,
    city: address.city ?? null,
    zipcode: address.zipcode ?? null,
    state: address.state ?? null,
    country: address.country ?? null,
  };
}

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

export const isoDate = (d: Date | null | undefined): string | undefined => (d ? d.toISOString().slice(0, 10) : undefined);
/** An instant as ISO 8601 without milliseconds (`2026-03-02T15:00:00Z`). */
export const isoDateTime = (d: Date | null | undefined): string | undefined => {
  if (!d) return undefined;
  const s = d.toISOString();
  // `.sssZ` at the end (always three digits) becomes `Z`.
  return s.length > 5 && s.charCodeAt(s.length - 5) === 46 /* . */ && s.endsWith('Z') ? `${s.slice(0, -5)}Z` : s;
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

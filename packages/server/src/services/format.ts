import type { Prisma } from '@prisma/client';
import DecimalJs from 'decimal.js';

type Decimal = Prisma.Decimal;
import type { Schema } from '@payroll/api-types';

type Address = Schema<'Address'>;

/** Copies the defined values of an object, leaving out null and undefined (absent on the wire). */
export function defined<T extends Record<string, unknown>>(obj: T): { [K in keyof T]: Exclude<T[K], null> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== null && v !== undefined) out[k] = v;
  return out as { [K in keyof T]: Exclude<T[K], null> };
}

export const isoDate = (d: Date | null | undefined): string | undefined => (d ? d.toISOString().slice(0, 10) : undefined);
export const isoDateTime = (d: Date | null | undefined): string | undefined => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined);
export const parseDate = (s: string | null | undefined): Date | null | undefined =>
  s === undefined ? undefined : s === null ? null : new Date(`${s}T00:00:00.000Z`);
/** Decimal inside, number on the wire. */
/** `$1,234.56` for documents (half-up to cents; `-$0.01` below zero); decimal strings are read as decimals. */
export function usd(amount: Decimal | string): string {
  const fixed = (typeof amount === 'string' ? new DecimalJs(amount) : amount).toFixed(2);
  const negative = fixed.startsWith('-') && fixed !== '-0.00';
  const [whole, cents] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A person's name from its parts, leaving out the missing ones. */
export const fullName = (...parts: Array<string | null | undefined>): string => parts.filter(Boolean).join(' ');

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

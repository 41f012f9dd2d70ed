// The text helpers of every document: names, addresses, tax ids, dates and dollars, in one place.
// Services use them too when they build a document's view model (a label, a payee).
import type { Prisma } from '@prisma/client';
import DecimalJs from 'decimal.js';

/** `$1,234.56` for documents (half-up to cents; `-$0.01` below zero); decimal strings are read as decimals. */
export function usd(amount: Prisma.Decimal | string): string {
  const fixed = (typeof amount === 'string' ? new DecimalJs(amount) : amount).toFixed(2);
  const negative = fixed.startsWith('-') && fixed !== '-0.00';
  const [whole, cents] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A calendar day as printed: `2026-03-13` (the UTC date of the instant). */
export const dayText = (d: Date): string => d.toISOString().slice(0, 10);

/** An instant as printed: `2026-03-13T15:04:05Z`. */
export const instantText = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A person's name from its parts, leaving out the missing ones. */
export const fullName = (...parts: Array<string | null | undefined>): string => parts.filter(Boolean).join(' ');

/** What a contractor's name is made from. */
export interface ContractorNameParts {
  id: string;
  type: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  businessName: string | null;
}

/** A contractor as documents name it: a Business by its business name, anyone else by the person's name (else the business name, else the id). */
export function contractorName(c: ContractorNameParts): string {
  if (c.type === 'Business' && c.businessName) return c.businessName;
  return fullName(c.firstName, c.middleName, c.lastName) || c.businessName || c.id;
}

export interface AddressParts {
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/** The address parts of a row that has them (and other columns). */
export const addressParts = (a: AddressParts): AddressParts => ({ street1: a.street1, street2: a.street2, city: a.city, state: a.state, zipcode: a.zipcode });

/** `1 Main St, Suite 2, Springfield IL 62701`, leaving out the missing parts ('' when none). */
export function addressLine(a: AddressParts): string {
  return [a.street1, a.street2, [a.city, a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** `SSN: XXX-XX-6789`: an SSN is printed as its last four digits only. */
export const ssnLabel = (lastFour: string | null | undefined): string => (lastFour ? `SSN: XXX-XX-${lastFour}` : 'SSN: not on file');

/** `***-**-6789`: a full SSN typed into a form, as printed. */
export const maskSsn = (ssn: string): string => `***-**-${ssn.replace(/-/g, '').slice(-4)}`;

/** What a contractor's tax id labels are made from. */
export interface ContractorTaxIdParts {
  type: string | null;
  ein: string | null;
  ssnLastFour: string | null;
}

/** A contractor's tax id on a paystub: `EIN ending in 6789` for a Business, else the SSN label. */
export function paystubContractorTaxId(c: ContractorTaxIdParts): string {
  if (c.type === 'Business') return c.ein ? `EIN ending in ${c.ein.replace(/\D/g, '').slice(-4)}` : 'EIN: not on file';
  return ssnLabel(c.ssnLastFour);
}

/** A 1099 recipient's TIN, truncated to its last four digits: `TIN (EIN): XX-XXX6789`, `TIN (SSN): XXX-XX-6789`. */
export function recipientTin(c: ContractorTaxIdParts): string {
  if (c.type === 'Business') {
    const digits = c.ein?.replace(/\D/g, '') ?? '';
    return digits.length >= 4 ? `TIN (EIN): XX-XXX${digits.slice(-4)}` : 'TIN (EIN): not on file';
  }
  return c.ssnLastFour ? `TIN (SSN): XXX-XX-${c.ssnLastFour}` : 'TIN (SSN): not on file';
}

/** A document's file name: `<label>.pdf`, the label reduced to characters safe in a header (at most 150). */
export function pdfFilename(label: string): string {
  const safe = label.replace(/[^A-Za-z0-9 ._()-]/g, '_').slice(0, 150) || 'document';
  return `${safe}.pdf`;
}

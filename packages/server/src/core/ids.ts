import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A new opaque id with a type prefix, e.g. `com_8f3k2m9q4t7w0a1b`. 16 random base-36 characters. */
export function newId(prefix: string): string {
  const bytes = randomBytes(16);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 36];
  return `${prefix}_${out}`;
}

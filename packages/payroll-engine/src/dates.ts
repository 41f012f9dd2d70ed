import { InvalidEngineInputError } from './errors';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The YYYY-MM-DD part of a date or date-time string. */
export function isoDate(value: string, field: string): string {
  const m = DATE.exec(value ?? '');
  if (!m) throw new InvalidEngineInputError(field, `not a YYYY-MM-DD date: ${String(value)}`);
  return m[0];
}

export function yearOf(date: string, field: string): number {
  return Number(isoDate(date, field).slice(0, 4));
}

/** effectiveStart <= payday <= effectiveEnd (inclusive; no end = open-ended). */
export function inForce(
  payday: string,
  effectiveStart: string,
  effectiveEnd: string | null | undefined,
  field: string,
): boolean {
  const day = isoDate(payday, 'payday');
  if (isoDate(effectiveStart, `${field}.effectiveStart`) > day) return false;
  if (effectiveEnd !== undefined && effectiveEnd !== null && effectiveEnd !== '') {
    if (isoDate(effectiveEnd, `${field}.effectiveEnd`) < day) return false;
  }
  return true;
}

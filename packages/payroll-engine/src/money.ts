import Decimal from 'decimal.js';
import { InvalidEngineInputError } from './errors';

/** What the engine accepts as an amount, rate, hours or percent: a JSON number, a decimal string or a Decimal. */
export type Num = Decimal.Value;

export const ZERO = new Decimal(0);
export const HUNDRED = new Decimal(100);

/** Converts an optional input to a Decimal (absent, null -> 0); rejects NaN, infinities and negatives. */
export function dec(value: Num | null | undefined, field = 'value'): Decimal {
  if (value === undefined || value === null || value === '') return ZERO;
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    throw new InvalidEngineInputError(field, `not a number: ${String(value)}`);
  }
  if (!d.isFinite()) throw new InvalidEngineInputError(field, `not a finite number: ${String(value)}`);
  if (d.isNegative() && !d.isZero()) throw new InvalidEngineInputError(field, `negative: ${d.toString()}`);
  return d;
}

/** Whether an optional input is present (not undefined/null). */
export function given(value: Num | null | undefined): value is Num {
  return value !== undefined && value !== null && value !== '';
}

/** Rounds money half-up (away from zero at .5) to cents. */
export function cents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function sum(values: Decimal[]): Decimal {
  return values.reduce((a, b) => a.plus(b), ZERO);
}

export function max0(value: Decimal): Decimal {
  return value.isNegative() ? ZERO : value;
}

export function min(a: Decimal, b: Decimal): Decimal {
  return Decimal.min(a, b);
}

export { Decimal };

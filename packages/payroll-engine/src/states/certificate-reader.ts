// Reading a state withholding certificate's fields (states/types.ts, `certificate`) the same way in every state
// module (issue 38: one reader): a closed set of field names, a choice among options, a whole-number count, an
// amount in dollars and a yes/no box; absent (undefined, null or '') means the field's empty value. Two ways to
// use it, with the same rules: `CertificateReader.of(...)` and its methods field by field, or `readCertificate`
// with a table of the fields' kinds. Every refusal is InvalidEngineInputError naming the field as
// `certificate.<name>`, which the server maps back to the form's field
// (packages/server/src/services/forms/state-certificates.ts). Also here: the checks of the payment's wages and
// pay periods every module makes, and the annual rate schedules and their per-period tables.
import { InvalidEngineInputError } from '../errors';
import { dec, Decimal, ZERO } from '../money';
import { certificateCount } from './figures';

/** A certificate's fields as given, after checking that it is an object of known fields only. */
export class CertificateReader {
  private constructor(
    private readonly form: string,
    private readonly values: Readonly<Record<string, unknown>>,
  ) {}

  /**
   * The reader of a certificate on file, or undefined when none is on file (the module then applies the
   * state's default). Refuses a value that is not an object, and any field not in `fields`.
   */
  static of(form: string, certificate: unknown, fields: readonly string[]): CertificateReader | undefined {
    if (certificate === undefined || certificate === null) return undefined;
    if (typeof certificate !== 'object' || Array.isArray(certificate)) {
      throw new InvalidEngineInputError('certificate', `not an object of ${form} fields`);
    }
    const values = certificate as Record<string, unknown>;
    for (const key of Object.keys(values)) {
      if (!fields.includes(key)) throw new InvalidEngineInputError(`certificate.${key}`, `not a ${form} field (${fields.join(', ')})`);
    }
    return new CertificateReader(form, values);
  }

  /** Whether the field is left blank: absent, null or ''. */
  absent(name: string): boolean {
    const v = this.values[name];
    return v === undefined || v === null || v === '';
  }

  /** One of `options`; absent gives `fallback` (undefined `fallback`: the field is required). */
  choice<T extends string>(name: string, options: readonly T[], fallback?: T): T {
    const v = this.values[name];
    if (this.absent(name)) {
      if (fallback !== undefined) return fallback;
      throw new InvalidEngineInputError(`certificate.${name}`, `required on the ${this.form}: one of ${options.join(', ')}`);
    }
    if (!(options as readonly unknown[]).includes(v)) {
      throw new InvalidEngineInputError(`certificate.${name}`, `not one of ${options.join(', ')}: ${String(v)}`);
    }
    return v as T;
  }

  /** A whole number ≥ 0 (number or digit string); absent means 0. */
  count(name: string): number {
    return certificateCount(this.values[name], `certificate.${name}`);
  }

  /** An amount ≥ 0 in dollars (number, decimal string or Decimal); absent means 0. */
  amount(name: string): Decimal {
    const v = this.values[name];
    if (!this.absent(name) && typeof v !== 'number' && typeof v !== 'string' && !Decimal.isDecimal(v)) {
      throw new InvalidEngineInputError(`certificate.${name}`, `not an amount: ${String(v)}`);
    }
    return dec(v as Decimal.Value | null | undefined, `certificate.${name}`);
  }

  /** true or false; absent means false. */
  flag(name: string): boolean {
    const v = this.values[name];
    if (v !== undefined && v !== null && typeof v !== 'boolean') {
      throw new InvalidEngineInputError(`certificate.${name}`, `not true or false: ${String(v)}`);
    }
    return v === true;
  }
}

/** How one certificate field is read by `readCertificate`. */
export type CertificateFieldKind =
  /** A whole number ≥ 0 (number or digit string); absent: 0. */
  | 'count'
  /** A decimal ≥ 0 (number, decimal string or Decimal), dollars; absent: 0. */
  | 'amount'
  /** As 'amount', but absent (left blank) stays undefined: the module's rule for a blank line applies. */
  | 'optionalAmount'
  /** true or false; absent (including ''): false. */
  | 'boolean'
  /** One of the given strings; absent: undefined (the module's default). */
  | readonly string[];

type ValueOf<K> = K extends 'count' ? number : K extends 'amount' ? Decimal : K extends 'optionalAmount' ? Decimal | undefined : K extends 'boolean' ? boolean : K extends readonly (infer O)[] ? O | undefined : never;

export type CertificateValues<S extends Readonly<Record<string, CertificateFieldKind>>> = { [F in keyof S]: ValueOf<S[F]> };

/**
 * The certificate's fields read by `fields` (each by its kind, through CertificateReader), or undefined when no
 * certificate is on file (the module then applies its state's default). `form` names the certificate in
 * messages (e.g. 'MW507').
 */
export function readCertificate<S extends Readonly<Record<string, CertificateFieldKind>>>(
  certificate: Readonly<Record<string, unknown>> | undefined | null,
  form: string,
  fields: S,
): CertificateValues<S> | undefined {
  const r = CertificateReader.of(form, certificate, Object.keys(fields));
  if (!r) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(fields)) {
    if (kind === 'count') out[name] = r.count(name);
    else if (kind === 'amount') out[name] = r.absent(name) ? ZERO : r.amount(name);
    else if (kind === 'optionalAmount') out[name] = r.absent(name) ? undefined : r.amount(name);
    else if (kind === 'boolean') out[name] = r.absent(name) ? false : r.flag(name);
    else out[name] = r.absent(name) ? undefined : r.choice(name, kind);
  }
  return out as CertificateValues<S>;
}

/** Refuses wages that are not a finite amount ≥ 0 (the input's own fields). */
export function checkWages(value: Decimal, field: string): Decimal {
  if (!Decimal.isDecimal(value) || !value.isFinite() || value.isNegative()) {
    throw new InvalidEngineInputError(field, `not a non-negative amount: ${String(value)}`);
  }
  return value;
}

/** Refuses a number of pay periods a year that is not a whole number ≥ 1. */
export function checkPeriods(periodsPerYear: number): number {
  if (!Number.isSafeInteger(periodsPerYear) || periodsPerYear < 1) {
    throw new InvalidEngineInputError('periodsPerYear', `not a positive whole number: ${String(periodsPerYear)}`);
  }
  return periodsPerYear;
}

/** One row of an annual rate schedule: on the amount over `over`, `base` plus `rate` x (amount − `over`). */
export interface ScheduleRow {
  over: string;
  base: string;
  rate: string;
}

/**
 * The tax of an annual schedule on `amount`: the last row whose `over` is below the amount (a row applies
 * to amounts more than its `over`), its `base` plus its `rate` on the excess. Not rounded. Zero at or below
 * the first row's `over`.
 */
export function scheduleTax(rows: readonly ScheduleRow[], amount: Decimal): Decimal {
  let row: ScheduleRow | undefined;
  for (const r of rows) if (amount.gt(r.over)) row = r;
  if (!row) return new Decimal(0);
  return new Decimal(row.base).plus(amount.minus(row.over).times(row.rate));
}

/**
 * An annual schedule as a state prints it for one payroll period (OK Packet OW-2 Tables 1-8, KS KW-100
 * percentage tables): each row's `over` is the annual amount ÷ the periods rounded to the whole dollar, its
 * `base` the annual base ÷ the periods rounded to the cent (half-up); the rates are the annual ones.
 */
export function periodSchedule(rows: readonly ScheduleRow[], periodsPerYear: number): ScheduleRow[] {
  return rows.map((r) => ({
    over: new Decimal(r.over).dividedBy(periodsPerYear).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toString(),
    base: new Decimal(r.base).dividedBy(periodsPerYear).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    rate: r.rate,
  }));
}

/** An annual amount for one payroll period, rounded to the cent (half-up), as the states print allowances. */
export function perPeriod(annual: string, periodsPerYear: number): Decimal {
  return new Decimal(annual).dividedBy(periodsPerYear).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

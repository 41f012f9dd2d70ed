// Reading a state withholding certificate's fields (states/types.ts StateWithholdingInput.certificate) the
// same way in every module that uses it: an object of known fields only, each of its kind, absent meaning
// the field's empty value. Anything else is InvalidEngineInputError naming the field, which the employee
// form reports on that field (packages/server/src/services/forms/state-certificates.ts).
import { InvalidEngineInputError } from '../errors';
import { dec, Decimal, ZERO } from '../money';
import { certificateCount } from './figures';

/** How one certificate field is read. */
export type CertificateFieldKind =
  /** A whole number ≥ 0 (number or digit string); absent: 0. */
  | 'count'
  /** A decimal ≥ 0 (number, decimal string or Decimal), dollars; absent: 0. */
  | 'amount'
  /** As 'amount', but absent (left blank) stays undefined: the module's rule for a blank line applies. */
  | 'optionalAmount'
  /** true or false; absent: false. */
  | 'boolean'
  /** One of the given strings; absent: undefined (the module's default). */
  | readonly string[];

type ValueOf<K> = K extends 'count' ? number : K extends 'amount' ? Decimal : K extends 'optionalAmount' ? Decimal | undefined : K extends 'boolean' ? boolean : K extends readonly (infer O)[] ? O | undefined : never;

export type CertificateValues<S extends Readonly<Record<string, CertificateFieldKind>>> = { [F in keyof S]: ValueOf<S[F]> };

/**
 * The certificate's fields read by `fields`, or undefined when no certificate is on file (the module then
 * applies its state's default). `form` names the certificate in messages (e.g. 'MW507').
 */
export function readCertificate<S extends Readonly<Record<string, CertificateFieldKind>>>(
  certificate: Readonly<Record<string, unknown>> | undefined | null,
  form: string,
  fields: S,
): CertificateValues<S> | undefined {
  if (certificate === undefined || certificate === null) return undefined;
  if (typeof certificate !== 'object' || Array.isArray(certificate)) {
    throw new InvalidEngineInputError('certificate', `not an object of ${form} fields`);
  }
  const names = Object.keys(fields);
  for (const key of Object.keys(certificate)) {
    if (!names.includes(key)) throw new InvalidEngineInputError(`certificate.${key}`, `not a ${form} field (${names.join(', ')})`);
  }
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const kind = fields[name];
    const value = certificate[name];
    const field = `certificate.${name}`;
    const absent = value === undefined || value === null || value === '';
    if (kind === 'count') {
      out[name] = certificateCount(value, field);
    } else if (kind === 'amount' || kind === 'optionalAmount') {
      if (!absent && typeof value !== 'number' && typeof value !== 'string' && !Decimal.isDecimal(value)) {
        throw new InvalidEngineInputError(field, `not an amount: ${String(value)}`);
      }
      out[name] = absent ? (kind === 'amount' ? ZERO : undefined) : dec(value as Decimal.Value, field);
    } else if (kind === 'boolean') {
      if (!absent && typeof value !== 'boolean') throw new InvalidEngineInputError(field, `not true or false: ${String(value)}`);
      out[name] = value === true;
    } else {
      if (!absent && !(kind as readonly unknown[]).includes(value)) {
        throw new InvalidEngineInputError(field, `not one of ${kind.join(', ')}: ${String(value)}`);
      }
      out[name] = absent ? undefined : value;
    }
  }
  return out as CertificateValues<S>;
}

// The payment's wages and pay periods are checked as every module checks them (certificate-reader.ts).
export { checkWages as wagesOf, checkPeriods as periodsOf } from './certificate-reader';

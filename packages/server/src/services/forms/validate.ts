// Checks submitted form values against a form's fields (422 form_invalid, one problem per field).
import { Decimal } from '../../repositories/decimal';
import { DomainError, type FieldProblem } from '../../core/errors';
import type { FieldDefinition, FormDefinition, FormValue, FormValues } from './definitions';

export interface ValidateOptions {
  /** Prefix of the field names in problems: `body.values.` for a form submission, `body.` for a flat body. */
  prefix: string;
  /** A preview accepts a partial form: required fields may be missing. */
  partial?: boolean;
}

const problem = (field: string, message: string, code: string): FieldProblem => ({ field, message, code });

/** `YYYY-MM-DD` naming a real day (not 2026-02-30). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const at = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === s;
}

/** One value against its field: the normalized value (undefined when left empty) or the problem. Never echoes the value. */
function checkValue(def: FieldDefinition, raw: FormValue, field: string): { value?: FormValue; problem?: FieldProblem } {
  switch (def.type) {
    case 'Text':
    case 'Select':
    case 'Date': {
      if (typeof raw !== 'string') return { problem: problem(field, `${def.name} must be a string.`, 'type') };
      const value = raw.trim();
      if (value === '') return {}; // left empty
      if (def.type === 'Select' && !def.options!.includes(value)) {
        return { problem: problem(field, `${def.name} must be one of ${def.options!.join(', ')}.`, 'enum') };
      }
      if (def.type === 'Date' && !isCalendarDate(value)) return { problem: problem(field, `${def.name} must be a date (YYYY-MM-DD).`, 'format') };
      if (def.pattern && !def.pattern.regex.test(value)) return { problem: problem(field, `${def.name} must be ${def.pattern.describe}.`, 'pattern') };
      return { value };
    }
    case 'Boolean':
      if (typeof raw !== 'boolean') return { problem: problem(field, `${def.name} must be true or false.`, 'type') };
      return { value: raw };
    case 'Number': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return { problem: problem(field, `${def.name} must be a number.`, 'type') };
      if (def.minimum !== undefined && raw < def.minimum) return { problem: problem(field, `${def.name} must be at least ${def.minimum}.`, 'minimum') };
      if (def.maximum !== undefined && raw > def.maximum) return { problem: problem(field, `${def.name} must be at most ${def.maximum}.`, 'maximum') };
      if (def.decimals !== undefined && new Decimal(String(raw)).decimalPlaces() > def.decimals) {
        return { problem: problem(field, `${def.name} must have at most ${def.decimals} decimals.`, 'multipleOf') };
      }
      return { value: raw };
    }
  }
}

/**
 * The values of a submission checked against the form: unknown names, wrong types, values outside the
 * options or pattern, and (unless partial) missing required fields. Returns the normalized values and
 * every problem found, in the order of the form's fields (unknown names last).
 */
export function checkFormValues(form: FormDefinition, values: Record<string, FormValue>, opts: ValidateOptions) {
  const problems: FieldProblem[] = [];
  const out: FormValues = {};
  for (const def of form.fields) {
    const field = `${opts.prefix}${def.name}`;
    const raw = values[def.name];
    const checked = raw === undefined || raw === null ? {} : checkValue(def, raw, field);
    if (checked.problem) problems.push(checked.problem);
    else if (checked.value !== undefined) out[def.name] = checked.value;
    else if (def.required && !opts.partial) problems.push(problem(field, `${def.name} is required.`, 'required'));
  }
  for (const name of Object.keys(values)) {
    if (!form.fields.some((f) => f.name === name)) problems.push(problem(`${opts.prefix}${name}`, `${name} is not a field of this form.`, 'unknown_field'));
  }
  return { values: out, problems };
}

/** `signedAt` may not be in the future (by the service clock). */
export function checkSignedAt(signedAt: Date, now: Date, field = 'body.signedAt'): FieldProblem[] {
  return signedAt.getTime() > now.getTime() ? [problem(field, 'signedAt is in the future.', 'future')] : [];
}

export function formInvalid(form: { name: string }, problems: FieldProblem[]): DomainError {
  return new DomainError('unprocessable', 'form_invalid', `The ${form.name.split(',')[0]} is not valid: ${problems.map((p) => p.field).join(', ')}.`, problems);
}

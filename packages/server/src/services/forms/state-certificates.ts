// State withholding certificates as employee forms (DE 4, IT-2104, IL-W-4, A-4, M-4, MI-W4, NJ-W4, IT 4, ...),
// listed, read and submitted through the employee form operations (services/worker-forms.ts). Each
// submission is checked against the form's fields and then read by the state's own payroll-engine module,
// so the form and the engine never disagree; payrolls hand the stored values to the same module
// (docs/domain-rules.md, "State and local taxes").
import Decimal from 'decimal.js';
import type { Schema } from '@payroll/api-types';
import { InvalidEngineInputError, WITHHOLDING_MODULES } from '@payroll/payroll-engine';
import type { FieldProblem } from '../../core/errors';
import type { Db } from '../../repositories/db';
import { findStateCertificate, listStateCertificates, upsertStateCertificate } from '../../repositories/state-certificates';
import type { EmployeeRow } from '../../repositories/workers';
import { presentForm, STATE_CERTIFICATE_FORMS, type FormDefinition, type FormValue, type FormValues } from './definitions';
import { dayOf } from '../format';
import { checkFormValues, checkSignedAt, formInvalid } from './validate';


/** Whether the form is a state certificate (its `jurisdiction` is the state). */
export function isStateCertificate(form: FormDefinition): boolean {
  return STATE_CERTIFICATE_FORMS.includes(form);
}

/**
 * The module's own reading of the values: withhold on a zero-wage payment of its latest year with them as
 * the certificate. A value it refuses is a form_invalid problem naming the field.
 */
export function engineProblems(form: FormDefinition, values: FormValues, prefix: string): FieldProblem[] {
  // The engine module that withholds for the form's state reads its certificate.
  const module = WITHHOLDING_MODULES[form.jurisdiction];
  const year = Math.max(...module.years);
  try {
    module.withhold({
      year,
      periodEnd: `${year}-12-31`,
      payday: `${year}-12-31`,
      frequency: 'Biweekly',
      periodsPerYear: 26,
      regularWages: new Decimal(0),
      supplementalWages: new Decimal(0),
      certificate: values,
    });
    return [];
  } catch (err) {
    if (!(err instanceof InvalidEngineInputError)) throw err;
    const name = err.field.replace(/^certificate\.?/, '');
    return [{ field: name ? `${prefix}${name}` : prefix.replace(/\.$/, ''), message: `${form.jurisdiction} withholding cannot read it: ${err.message}`, code: 'invalid' }];
  }
}

/** The states the employee works in (its workplaces' states). */
function workStates(employee: EmployeeRow): Set<string> {
  return new Set(employee.workplaces.map((w) => w.workplace.state?.trim().toUpperCase()).filter((s): s is string => !!s));
}

/**
 * The state certificates listed for the employee: those of the states of its workplaces, and any on file,
 * in STATE_CERTIFICATE_FORMS order, each with the values on file.
 */
export async function presentStateForms(db: Db, employee: EmployeeRow): Promise<Array<Schema<'Form'>>> {
  const onFile = new Map((await listStateCertificates(db, employee.id)).map((c) => [c.state, c.values as FormValues]));
  const states = workStates(employee);
  return STATE_CERTIFICATE_FORMS.filter((f) => states.has(f.jurisdiction) || onFile.has(f.jurisdiction)).map((f) => presentForm(f, onFile.get(f.jurisdiction)));
}

/** One state certificate of the employee with the values on file (none before the first submission). */
export async function presentStateForm(db: Db, employeeId: string, form: FormDefinition): Promise<Schema<'Form'>> {
  const row = await findStateCertificate(db, employeeId, form.jurisdiction);
  return presentForm(form, row ? (row.values as FormValues) : undefined);
}


/**
 * Checks and stores a state certificate, replacing the previous one as a whole (422 form_invalid with
 * `body.values.<name>` problems). The caller emits employee.updated.
 */
export async function writeStateCertificate(
  tx: Db,
  employeeId: string,
  form: FormDefinition,
  input: { values: Record<string, FormValue>; signature: string; signedAt?: string },
  now: Date,
): Promise<Schema<'Form'>> {
  const prefix = 'body.values.';
  const signedAt = input.signedAt ? new Date(input.signedAt) : now;
  const { values, problems } = checkFormValues(form, input.values, { prefix });
  if (!problems.length) problems.push(...engineProblems(form, values, prefix));
  problems.push(...checkSignedAt(signedAt, now));
  if (problems.length) throw formInvalid(form, problems);
  const row = await upsertStateCertificate(tx, employeeId, form.jurisdiction, { values, signature: input.signature, signedAt: dayOf(signedAt) });
  return presentForm(form, row.values as FormValues);
}

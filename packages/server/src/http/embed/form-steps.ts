// The form steps of the worker flows (docs/hosted-flows.md): the federal W-4, a state withholding
// certificate and the contractor's W-9, rendered from the form's own definition (its fields, types and
// options), signed, and submitted as submitEmployeeForm / submitContractorForm submit them.
import { DomainError } from '../../core/errors';
import { toApiError } from '../error-handler';
import { contractProblems } from './contract-body';
import { checkboxField, selectField, textField } from './fields';
import { apiErrors, type Ctx, type Errors, type Form, type FormSchema, stepPage, trim } from './flow-page';
import { enumLabel, stateName, US_STATES } from './labels';
import { escapeHtml } from './layout';

const FILING_HINT: Record<string, string> = {
  dependentsAmount: 'Step 3: the total of your credits for dependents, in dollars per year.',
  otherIncome: 'Step 4(a): other income not from jobs, in dollars per year.',
  deductions: 'Step 4(b): deductions beyond the standard deduction, in dollars per year.',
  extraWithholding: 'Step 4(c): extra tax to withhold from each paycheck, in dollars.',
};

/**
 * The inputs of a form's fields (W-4, a state certificate, the W-9), empty: the values on file are never
 * written into the page (docs/hosted-flows.md, "Nothing on file is shown"); after a refusal, what was typed.
 */
function formFields(form: FormSchema, values: Form | undefined, errors: Errors): string {
  return form.fields
    .map((f) => {
      const name = `f_${f.name}`;
      const value = values ? values[name] : undefined;
      const error = errors[name];
      if (f.type === 'Select') {
        return selectField({ name, label: f.label, value, error, required: f.required, optional: !f.required, options: (f.options ?? []).map((o) => [o, enumLabel(o)]), placeholder: 'Choose one' });
      }
      if (f.type === 'Boolean') return checkboxField({ name, label: f.label, checked: values?.[name] === 'true', error });
      if (f.name === 'state') {
        return selectField({ name, label: f.label, value, error, required: f.required, options: US_STATES.map(([code, n]) => [code, n]), placeholder: 'Choose a state', autocomplete: 'address-level1' });
      }
      const secret = f.name === 'ssn';
      return textField({
        name,
        label: f.label,
        value: secret ? '' : value, // a secret is never sent back, not even the one just typed
        error,
        required: f.required,
        optional: !f.required,
        hint: f.type === 'Number' ? (FILING_HINT[f.name] ?? numberHint(f)) : secret ? 'Nine digits, written NNN-NN-NNNN or without dashes. It is stored encrypted and never shown again.' : undefined,
        inputmode: f.type === 'Number' ? 'decimal' : secret ? 'numeric' : undefined,
        autocomplete: secret ? 'off' : undefined,
        maxlength: 255,
      });
    })
    .join('');
}

/**
 * A number field's hint, from its unit (part of its definition, services/forms/types.ts): dollars with or without
 * cents, or a whole count. A label is never read to guess it (it hinted the DE 4's allowance count as dollars).
 */
function numberHint(f: FormSchema['fields'][number]): string {
  if (f.unit === 'Count') return 'A whole number, for example 1.';
  if (f.unit === 'Dollars') return f.decimals === 0 ? 'In whole dollars, for example 25.' : 'In dollars, for example 25.00.';
  throw new Error(`form field ${f.name} is a number without a unit`);
}

const SIGN_TEXT = 'Under penalties of perjury, I declare that the information I entered is, to the best of my knowledge and belief, true, correct, and complete.';

function signatureFields(values: Form | undefined, errors: Errors): string {
  return (
    textField({ name: 'signature', label: 'Sign with your full legal name', value: values?.signature, error: errors.signature, required: true, autocomplete: 'name', maxlength: 255 }) +
    checkboxField({ name: 'declare', label: SIGN_TEXT, checked: values?.declare === 'true', error: errors.declare, required: true })
  );
}

/** The form's values from the page's inputs, typed as its fields say; problems in words per input. */
function parseFormValues(form: FormSchema, input: Form, errors: Errors): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const f of form.fields) {
    const name = `f_${f.name}`;
    const raw = trim(input[name]);
    if (f.type === 'Boolean') {
      values[f.name] = input[name] === 'true';
      continue;
    }
    if (raw === '') {
      if (f.required) errors[name] = f.type === 'Select' ? `Choose an answer for "${f.label}".` : `Enter "${f.label}".`;
      continue;
    }
    if (f.type === 'Number') {
      const plain = raw.replace(/[$,\s]/g, '');
      if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) {
        errors[name] = 'Enter a number without letters, for example 1200 or 25.50.';
        continue;
      }
      values[f.name] = Number(plain);
    } else if (f.type === 'Select') {
      if (!(f.options ?? []).includes(raw)) errors[name] = `Choose one of the answers for "${f.label}".`;
      else values[f.name] = raw;
    } else {
      values[f.name] = f.name === 'state' ? raw.toUpperCase() : raw;
    }
  }
  return values;
}

function signatureOf(input: Form, errors: Errors): string {
  const signature = trim(input.signature);
  if (!signature) errors.signature = 'Type your full legal name to sign.';
  else if (signature.length > 255) errors.signature = 'Your name can be at most 255 characters.';
  if (input.declare !== 'true') errors.declare = 'Check the box to declare that the information is correct.';
  return signature;
}

/** The page's input of a field an API problem names (`body.values.x` -> `f_x`, `body.signature`). */
const formInput = (field: string) => {
  const m = /^body\.values\.(\w+)$/.exec(field);
  if (m) return `f_${m[1]}`;
  return field === 'body.signature' ? 'signature' : undefined;
};

/** The form a step fills in: the W-9, a state certificate (`state:<form id>`) or the federal W-4. */
export async function formOfStep(c: Ctx, step: string): Promise<FormSchema> {
  if (step === 'w9') {
    const forms = await c.services.workerForms.listContractorForms(c.view.caller, c.view.company.id, c.view.contractorId!, { page: 1, pageSize: 100 });
    return forms.results[0];
  }
  const forms = await c.services.workerForms.listEmployeeForms(c.view.caller, c.view.company.id, c.view.employeeId!, { page: 1, pageSize: 100 });
  const id = step.startsWith('state:') ? step.slice(6) : undefined;
  return forms.results.find((f) => (id ? f.id === id : f.jurisdiction === 'Federal'))!;
}

const FORM_INTROS: Record<string, string> = {
  w4: '<p>Your answers decide how much federal income tax is withheld from each paycheck. If you leave this step, tax is withheld as for a single person with no adjustments.</p>',
  w9: '<p>Your client needs your taxpayer identification number to report your payments on Form 1099-NEC. Give an SSN if you work as an individual, or an EIN for a business.</p>',
};

/** Whether a signed form is on file (it may be kept as it is). */
const onFile = (form: FormSchema) => form.fields.some((f) => f.value !== undefined);

export async function formStepPage(c: Ctx, step: string, status = 200, values?: Form, errors: Errors = {}, generic: string[] = []) {
  const form = await formOfStep(c, step);
  const kept = onFile(form) ? '<div class="notice">A signed form is on file; its answers are not shown. Keep it as it is, or fill in and sign the form again to replace it.</div>' : '';
  const intro = kept + (FORM_INTROS[step] ?? `<p>${escapeHtml(form.name)}: your answers decide how much ${escapeHtml(stateName(form.jurisdiction))} income tax is withheld.</p>`);
  await stepPage(c, step, formFields(form, values, errors) + signatureFields(values, errors), { status, errors, generic, intro, keepLabel: onFile(form) ? 'Keep the form on file' : undefined });
}

export async function saveForm(c: Ctx, step: string, input: Form): Promise<boolean> {
  const form = await formOfStep(c, step);
  if (input.action === 'keep' && onFile(form)) return true;
  const errors: Errors = {};
  const values = parseFormValues(form, input, errors);
  const signature = signatureOf(input, errors);
  const body = { values, signature };
  if (!Object.keys(errors).length && contractProblems('FormSubmission', body).length) errors.signature = 'Some answers are too long; shorten them to at most 255 characters.';
  if (Object.keys(errors).length) {
    await formStepPage(c, step, 400, input, errors);
    return false;
  }
  try {
    if (step === 'w9') await c.services.workerForms.submitContractorForm(c.view.caller, c.view.company.id, c.view.contractorId!, form.id, body);
    else await c.services.workerForms.submitEmployeeForm(c.view.caller, c.view.company.id, c.view.employeeId!, form.id, body);
    return true;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const problems = apiErrors(err, formInput);
    await formStepPage(c, step, toApiError(err).error.status, input, problems.errors, problems.generic);
    return false;
  }
}


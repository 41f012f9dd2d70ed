// Every state certificate form against its state's payroll-engine module (docs/domain-rules.md, "State and local
// taxes"): whatever the form accepts, the engine reads (every option, the largest numbers), and what the engine
// refuses is a form_invalid problem naming the field. The hosted onboarding flow's state step renders these
// same fields (http/embed), so a form that passes here also works there. The forms checked are those whose
// fields are independent of each other (AZ's A-4, whose box 1 and box 2 depend on each other, is not listed).
import { WITHHOLDING_MODULES } from '@payroll/payroll-engine';
import { STATE_CERTIFICATE_FORMS, type FormDefinition, type FormValues } from '../../src/services/forms/definitions';
import { engineProblems } from '../../src/services/forms/state-certificates';

/** A value for every field the form requires (the first option of a Select). */
const required = (form: FormDefinition): FormValues =>
  Object.fromEntries(form.fields.filter((f) => f.required).map((f) => [f.name, f.type === 'Select' ? f.options![0] : f.type === 'Boolean' ? false : 0]));

const CHECKED = ['CT', 'DE', 'HI', 'ME', 'NM', 'OR', 'RI', 'VT'];

describe.each(STATE_CERTIFICATE_FORMS.filter((f) => CHECKED.includes(f.jurisdiction)).map((f) => [f.jurisdiction, f] as const))('the %s certificate and its engine module', (state, form) => {
  it('has an id of its own and a module withholding for its state', () => {
    expect(form.id).toMatch(/^frm_[a-z0-9]{12}$/);
    expect(STATE_CERTIFICATE_FORMS.filter((f) => f.id === form.id || f.jurisdiction === state)).toEqual([form]);
    expect(WITHHOLDING_MODULES[state]?.state).toBe(state);
  });

  it('every option and the largest numbers the form accepts are read by the engine', () => {
    expect(engineProblems(form, required(form), 'body.values.')).toEqual([]);
    for (const field of form.fields) {
      const values = (v: FormValues[string]) => ({ ...required(form), [field.name]: v });
      if (field.type === 'Select') for (const option of field.options!) expect([option, engineProblems(form, values(option), 'body.values.')]).toEqual([option, []]);
      if (field.type === 'Number') expect([field.name, engineProblems(form, values(field.maximum!), 'body.values.')]).toEqual([field.name, []]);
      if (field.type === 'Boolean') expect(engineProblems(form, values(true), 'body.values.')).toEqual([]);
    }
  });

  it('a field the form does not have is refused by the engine, naming it', () => {
    expect(engineProblems(form, { ...required(form), notAField: 1 }, 'body.values.').map((p) => p.field)).toEqual(['body.values.notAField']);
  });
});

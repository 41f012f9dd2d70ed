// The state certificate forms agree with the engine modules that read them (docs/domain-rules.md, "State and
// local taxes"): every form has a module, unique ids of the documented shape, and every value the form's
// fields accept (each option, the largest count and amount) is read by the module without a problem, while
// a value the module refuses comes back as a form_invalid problem on that field. Checked for every form, and
// case by case below for the forms whose states say more.
import { WITHHOLDING_MODULES } from '@payroll/payroll-engine';
import { STATE_CERTIFICATE_FORMS, type FormDefinition } from '../../src/services/forms/definitions';
import { engineProblems } from '../../src/services/forms/state-certificates';

const P = 'body.values.';
const form = (state: string): FormDefinition => {
  const found = STATE_CERTIFICATE_FORMS.find((f) => f.jurisdiction === state);
  if (!found) throw new Error(`no ${state} form`);
  return found;
};
const fieldsOf = (problems: Array<{ field: string }>) => problems.map((p) => p.field);

describe('state certificate forms and their engine modules', () => {
  it('one form per state with a module, ids frm_ + 12 lowercase letters or digits, unique', () => {
    const ids = STATE_CERTIFICATE_FORMS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of STATE_CERTIFICATE_FORMS) {
      expect(f.id).toMatch(/^frm_[a-z0-9]{12}$/);
      expect(Object.prototype.hasOwnProperty.call(WITHHOLDING_MODULES, f.jurisdiction)).toBe(true);
    }
    const states = STATE_CERTIFICATE_FORMS.map((f) => f.jurisdiction);
    expect(new Set(states).size).toBe(states.length);
  });

  it.each(STATE_CERTIFICATE_FORMS.map((f) => [f.jurisdiction, f] as const))('%s: every option, the largest count and amount are read by the module', (_state, f) => {
    // On top of a form with each choice at its first option: each other option, each count and amount at its
    // largest (boxes can exclude one another, as A-4 boxes 1 and 2: each state's case checks them).
    const base = Object.fromEntries(f.fields.filter((x) => x.type === 'Select').map((x) => [x.name, (x.options ?? [])[0]]));
    expect(engineProblems(f, base, P)).toEqual([]);
    for (const field of f.fields) {
      const values = field.type === 'Select' ? (field.options ?? []) : field.type === 'Number' ? [field.maximum ?? 0] : [];
      for (const value of values) expect([field.name, engineProblems(f, { ...base, [field.name]: value }, P)]).toEqual([field.name, []]);
    }
  });

  it('MN W-4MN: a filing status the form does not offer, a fractional allowance, a field of another form', () => {
    expect(fieldsOf(engineProblems(form('MN'), { filingStatus: 'HeadOfHousehold' }, P))).toEqual(['body.values.filingStatus']);
    expect(fieldsOf(engineProblems(form('MN'), { allowances: 1.5 }, P))).toEqual(['body.values.allowances']);
    expect(fieldsOf(engineProblems(form('MN'), { basicAllowances: 1 }, P))).toEqual(['body.values.basicAllowances']);
    expect(engineProblems(form('MN'), { filingStatus: 'Married', allowances: 3, additionalWithholding: 12.5, exempt: false }, P)).toEqual([]);
  });

  it('A-4 (AL): a status code as the form prints it, no exempt box, whole dependents', () => {
    expect(fieldsOf(engineProblems(form('AL'), { personalExemption: 'M' }, P))).toEqual(['body.values.personalExemption']);
    expect(fieldsOf(engineProblems(form('AL'), { exempt: true }, P))).toEqual(['body.values.exempt']);
    expect(fieldsOf(engineProblems(form('AL'), { dependents: 1.5 }, P))).toEqual(['body.values.dependents']);
    expect(engineProblems(form('AL'), { personalExemption: 'HeadOfFamily', dependents: 2, additionalWithholding: 5 }, P)).toEqual([]);
  });

  it('ID W-4: head of household is box A, not a status of its own; allowances are whole', () => {
    expect(fieldsOf(engineProblems(form('ID'), { filingStatus: 'HeadOfHousehold' }, P))).toEqual(['body.values.filingStatus']);
    expect(fieldsOf(engineProblems(form('ID'), { allowances: 2.5 }, P))).toEqual(['body.values.allowances']);
    expect(engineProblems(form('ID'), { filingStatus: 'MarriedWithholdAtSingleRate', allowances: 2, additionalWithholding: 10, exempt: false }, P)).toEqual([]);
  });

  it('MO W-4: no allowances; a filing status the form does not offer; line 3 with line 2', () => {
    expect(fieldsOf(engineProblems(form('MO'), { allowances: 1 }, P))).toEqual(['body.values.allowances']);
    expect(fieldsOf(engineProblems(form('MO'), { filingStatus: 'Married' }, P))).toEqual(['body.values.filingStatus']);
    expect(engineProblems(form('MO'), { filingStatus: 'HeadOfHousehold', additionalWithholding: 10, reducedWithholding: 25.5, exempt: false }, P)).toEqual([]);
  });

  it('SC W-4: allowances only, no filing status; a fractional allowance', () => {
    expect(fieldsOf(engineProblems(form('SC'), { filingStatus: 'Single' }, P))).toEqual(['body.values.filingStatus']);
    expect(fieldsOf(engineProblems(form('SC'), { allowances: 2.5 }, P))).toEqual(['body.values.allowances']);
    expect(engineProblems(form('SC'), { allowances: 3, additionalWithholding: 4.42, exempt: false }, P)).toEqual([]);
  });

  it('OK-W-4: head of household is not an Oklahoma status; allowances are whole', () => {
    expect(fieldsOf(engineProblems(form('OK'), { filingStatus: 'HeadOfHousehold' }, P))).toEqual(['body.values.filingStatus']);
    expect(fieldsOf(engineProblems(form('OK'), { allowances: 0.5 }, P))).toEqual(['body.values.allowances']);
    expect(engineProblems(form('OK'), { filingStatus: 'Married', allowances: 2, additionalWithholding: 5, exempt: false }, P)).toEqual([]);
  });

  it('K-4: an allowance rate, not a filing status', () => {
    expect(fieldsOf(engineProblems(form('KS'), { allowanceRate: 'Married' }, P))).toEqual(['body.values.allowanceRate']);
    expect(fieldsOf(engineProblems(form('KS'), { filingStatus: 'Single' }, P))).toEqual(['body.values.filingStatus']);
    expect(engineProblems(form('KS'), { allowanceRate: 'Joint', allowances: 3, additionalWithholding: 10, exempt: false }, P)).toEqual([]);
  });

  it('W-4N: two marital statuses; the special-procedure documentation box', () => {
    expect(fieldsOf(engineProblems(form('NE'), { filingStatus: 'HeadOfHousehold' }, P))).toEqual(['body.values.filingStatus']);
    expect(fieldsOf(engineProblems(form('NE'), { lesserWithholdingDocumented: 'yes' }, P))).toEqual(['body.values.lesserWithholdingDocumented']);
    expect(engineProblems(form('NE'), { filingStatus: 'Married', allowances: 2, exempt: true, lesserWithholdingDocumented: true }, P)).toEqual([]);
  });

  it('MW-4: three filing statuses and the both-spouses box, no allowances', () => {
    expect(fieldsOf(engineProblems(form('MT'), { filingStatus: 'Married' }, P))).toEqual(['body.values.filingStatus']);
    expect(fieldsOf(engineProblems(form('MT'), { filingStatus: 'Single', allowances: 1 }, P))).toEqual(['body.values.allowances']);
    expect(engineProblems(form('MT'), { filingStatus: 'MarriedFilingJointly', bothSpousesWork: true, additionalWithholding: 10, specifiedWithholding: 50, exempt: false }, P)).toEqual([]);
  });

  it('WV/IT-104: exemptions and the lower-rate box, no filing status', () => {
    expect(fieldsOf(engineProblems(form('WV'), { filingStatus: 'Single' }, P))).toEqual(['body.values.filingStatus']);
    expect(engineProblems(form('WV'), { exemptions: 3, oneEarner: true, additionalWithholding: 5, exempt: false }, P)).toEqual([]);
  });

  it('AR4EC: exemptions only, no filing status', () => {
    expect(fieldsOf(engineProblems(form('AR'), { filingStatus: 'Single' }, P))).toEqual(['body.values.filingStatus']);
    expect(engineProblems(form('AR'), { exemptions: 2, additionalWithholding: 5, exempt: false }, P)).toEqual([]);
  });

  it('WI WT-4: exemptions, not allowances; a filing status the form does not offer', () => {
    expect(fieldsOf(engineProblems(form('WI'), { allowances: 1 }, P))).toEqual(['body.values.allowances']);
    expect(fieldsOf(engineProblems(form('WI'), { filingStatus: 'HeadOfHousehold' }, P))).toEqual(['body.values.filingStatus']);
    expect(engineProblems(form('WI'), { filingStatus: 'Married', exemptions: 3, additionalWithholding: 10, exempt: true }, P)).toEqual([]);
  });

  it.each(STATE_CERTIFICATE_FORMS.map((f) => [f.jurisdiction, f] as const))('%s: a field the form does not have is refused by the module, naming it', (_state, f) => {
    const base = Object.fromEntries(f.fields.filter((x) => x.type === 'Select').map((x) => [x.name, (x.options ?? [])[0]]));
    expect(fieldsOf(engineProblems(f, { ...base, notAField: 1 }, P))).toEqual(['body.values.notAField']);
  });
});

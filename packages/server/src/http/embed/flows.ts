// The hosted worker flows behind the URLs of embedEmployeeOnboarding, embedContractorOnboarding and
// embedEmployeePaystubs (docs/hosted-flows.md): GET /embed/flows/:token shows the start page and changes
// nothing; POST with `action=start` uses up the link and opens the flow's session, whose secret travels
// only in the pages' forms (a hidden field: no cookie, never in a URL). Every later POST carries it.
//
// Each step builds the body of the API operation it stands for, checks it against the contract's own
// schema (contract-body.ts), and hands it to the same service method the operation's handler calls, as
// the link's company: validation, records and events are the API's.
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import type { Schema } from '@payroll/api-types';
import { DomainError } from '../../core/errors';
import type { Logger } from '../../lib/logger';
import type { Services } from '../../services';
import { FlowLinkError, type FlowLinkProblem, type FlowView } from '../../services/worker-flows';
import { contentDisposition } from '../content-disposition';
import { toApiError } from '../error-handler';
import { findUnstorable } from '../request-text';
import { contractProblems } from './contract-body';
import { checkboxField, hidden, radioField, selectField, textField } from './fields';
import { dayInWords, enumLabel, instantInWords, money, stateName, timeInWords, US_STATES } from './labels';
import { errorSummary, escapeHtml, progress, sendPage } from './layout';

type Form = Record<string, string | undefined>;
type FormSchema = Schema<'Form'>;
type Errors = Record<string, string>;

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const SESSION = /^[A-Za-z0-9_-]{16,128}$/;

/** The page of each reason a link cannot be used. */
const LINK_PAGES: Record<FlowLinkProblem, { status: number; title: string; message: string }> = {
  unknown: { status: 404, title: 'Page not found', message: 'This link is not valid. Check that you copied all of it, or ask for a new one.' },
  used: { status: 410, title: 'Link already used', message: 'This link was already used. Ask your employer for a new one.' },
  expired: { status: 410, title: 'Link expired', message: 'This link has expired. Ask your employer for a new one.' },
  company_not_active: { status: 422, title: 'Not available', message: 'This company cannot use this page right now.' },
  session_expired: { status: 410, title: 'Session ended', message: 'This session has ended after 60 minutes. What you saved is kept; ask for a new link to go on.' },
  finished: { status: 410, title: 'Already finished', message: 'This flow was finished. Ask for a new link to make changes.' },
};

const STEP_TITLES: Record<string, string> = {
  ssn: 'Social Security number',
  details: 'Personal details',
  w4: 'Federal withholding (Form W-4)',
  w9: 'Taxpayer information (Form W-9)',
  payment: 'How you get paid',
  consent: 'Form W-2 delivery',
  review: 'Review and finish',
};

const FLOW_TITLES: Record<string, string> = {
  EmployeeOnboarding: 'Set up your pay',
  ContractorOnboarding: 'Set up your payments',
  EmployeePaystubs: 'Your paystubs',
};

/** Everything a page of a started flow needs. */
interface Ctx {
  req: Request;
  res: Response;
  services: Services;
  view: FlowView;
  session: string;
  token: string;
  ancestors: readonly string[];
}

function formOf(req: Request): Form {
  const out: Form = {};
  for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

const trim = (v: string | undefined) => (v ?? '').trim();

// --- page rendering

function linkPage(res: Response, problem: FlowLinkProblem, ancestors: readonly string[]): void {
  const page = LINK_PAGES[problem];
  sendPage(res, { status: page.status, title: page.title, body: `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>` }, ancestors);
}

function stepTitle(view: FlowView, step: string, stateForms: Map<string, FormSchema>): string {
  if (step.startsWith('state:')) {
    const form = stateForms.get(step.slice(6));
    return form ? `${stateName(form.jurisdiction)} withholding` : 'State withholding';
  }
  return STEP_TITLES[step] ?? step;
}

/** The steps with their titles, for the progress indicator. */
async function stepList(c: Ctx): Promise<Array<{ name: string; label: string }>> {
  const states = await stateFormsOf(c);
  return c.view.steps.map((name) => ({ name, label: stepTitle(c.view, name, states) }));
}

async function stateFormsOf(c: Ctx): Promise<Map<string, FormSchema>> {
  if (!c.view.employeeId || !c.view.steps.some((s) => s.startsWith('state:'))) return new Map();
  const forms = await c.services.workerForms.listEmployeeForms(c.view.caller, c.view.company.id, c.view.employeeId, { page: 1, pageSize: 100 });
  return new Map(forms.results.filter((f) => f.jurisdiction !== 'Federal').map((f) => [f.id, f]));
}

/** A step's form page: the progress, the title, the fields and the buttons. */
async function stepPage(c: Ctx, step: string, fieldsHtml: string, opts: { status?: number; errors?: Errors; generic?: string[]; intro?: string; submitLabel?: string } = {}) {
  const steps = await stepList(c);
  const index = c.view.steps.indexOf(step);
  const title = steps[index]?.label ?? step;
  const back = index > 0 ? `<button type="submit" class="secondary" name="goto" value="${escapeHtml(c.view.steps[index - 1])}" formnovalidate>Back</button>` : '';
  const body =
    progress(steps, step, c.view.finishedSteps) +
    `<h1>${escapeHtml(title)}</h1>` +
    errorSummary(opts.errors ?? {}, opts.generic ?? []) +
    (opts.intro ?? '') +
    `<form method="post" novalidate>${hidden('session', c.session)}${hidden('step', step)}${fieldsHtml}` +
    `<div class="actions"><button type="submit" class="primary" name="action" value="save">${escapeHtml(opts.submitLabel ?? 'Save and continue')}</button>${back}</div></form>` +
    sessionNote(c.view);
  sendPage(c.res, { status: opts.status ?? 200, title, company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}

const sessionNote = (view: FlowView) =>
  view.sessionExpiresAt ? `<p class="muted">Your progress is saved at every step. This session ends at ${escapeHtml(timeInWords(view.sessionExpiresAt, view.company.timeZone))}.</p>` : '';

// --- the employee and contractor steps

const FILING_HINT: Record<string, string> = {
  dependentsAmount: 'Step 3: the total of your credits for dependents, in dollars per year.',
  otherIncome: 'Step 4(a): other income not from jobs, in dollars per year.',
  deductions: 'Step 4(b): deductions beyond the standard deduction, in dollars per year.',
  extraWithholding: 'Step 4(c): extra tax to withhold from each paycheck, in dollars.',
};

/** The inputs of a form's fields (W-4, a state certificate, the W-9) with the values on file. */
function formFields(form: FormSchema, values: Form | undefined, errors: Errors): string {
  return form.fields
    .map((f) => {
      const name = `f_${f.name}`;
      const onFile = f.value === undefined ? undefined : String(f.value);
      const value = values ? values[name] : onFile;
      const error = errors[name];
      if (f.type === 'Select') {
        return selectField({ name, label: f.label, value, error, required: f.required, optional: !f.required, options: (f.options ?? []).map((o) => [o, enumLabel(o)]), placeholder: 'Choose one' });
      }
      if (f.type === 'Boolean') return checkboxField({ name, label: f.label, checked: values ? values[name] === 'true' : f.value === true, error });
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
        hint: f.type === 'Number' ? (FILING_HINT[f.name] ?? (f.label.toLowerCase().includes('amount') || f.label.toLowerCase().includes('withh') ? 'In dollars, for example 25.00.' : 'A whole number, for example 1.')) : secret ? 'Nine digits, written NNN-NN-NNNN or without dashes. It is stored encrypted and never shown again.' : undefined,
        inputmode: f.type === 'Number' ? 'decimal' : secret ? 'numeric' : undefined,
        autocomplete: secret ? 'off' : undefined,
        maxlength: 255,
      });
    })
    .join('');
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

/** API problems of a form submission, on the page's inputs (`body.values.x` -> `f_x`). */
function apiErrors(err: DomainError, map: (field: string) => string | undefined): { errors: Errors; generic: string[] } {
  const { error } = toApiError(err);
  const errors: Errors = {};
  const generic: string[] = [];
  for (const e of error.errors ?? []) {
    const input = map(e.field);
    if (input) errors[input] = e.message;
    else generic.push(e.message);
  }
  if (!error.errors?.length) generic.push(error.detail ?? error.title);
  return { errors, generic };
}

const formInput = (field: string) => {
  const m = /^body\.values\.(\w+)$/.exec(field);
  if (m) return `f_${m[1]}`;
  return field === 'body.signature' ? 'signature' : undefined;
};

async function employee(c: Ctx) {
  return c.services.employees.get(c.view.caller, c.view.company.id, c.view.employeeId!);
}

// ssn

async function ssnPage(c: Ctx, status = 200, errors: Errors = {}) {
  const e = await employee(c);
  const onFile = e.ssnLastFour && e.ssnValidationStatus === 'Validated';
  const intro = onFile ? `<div class="notice">We have your number on file, ending in ${escapeHtml(e.ssnLastFour)}. Leave the field empty to keep it.</div>` : `<p>Your employer needs it to report your wages to the IRS and the Social Security Administration.</p>`;
  const field = textField({ name: 'ssn', label: 'Social Security number', error: errors.ssn, required: !onFile, hint: 'Nine digits, written NNN-NN-NNNN or without dashes. It is stored encrypted and never shown again.', inputmode: 'numeric', autocomplete: 'off', maxlength: 11 });
  await stepPage(c, 'ssn', field, { status, errors, intro });
}

async function saveSsn(c: Ctx, input: Form): Promise<boolean> {
  const ssn = trim(input.ssn).replace(/\s/g, '');
  const e = await employee(c);
  if (!ssn && e.ssnLastFour && e.ssnValidationStatus === 'Validated') return true;
  const body = { ssn };
  if (!ssn || contractProblems('EmployeeSsnSetup', body).length) {
    await ssnPage(c, 400, { ssn: 'Enter your Social Security number as nine digits, NNN-NN-NNNN.' });
    return false;
  }
  const saved = await c.services.workerForms.onboardEmployeeSsn(c.view.caller, c.view.company.id, c.view.employeeId!, body);
  if (saved.ssnValidationStatus !== 'Validated') {
    await ssnPage(c, 422, { ssn: 'This is not a valid Social Security number. Check the digits on your card and try again.' });
    return false;
  }
  return true;
}

// personal details

async function detailsPage(c: Ctx, status = 200, values?: Form, errors: Errors = {}) {
  const e = await employee(c);
  const v = values ?? { dateOfBirth: e.dateOfBirth, street1: e.residence?.street1, street2: e.residence?.street2, city: e.residence?.city, state: e.residence?.state, zipcode: e.residence?.zipcode };
  const fields =
    textField({ name: 'dateOfBirth', label: 'Date of birth', type: 'date', value: v.dateOfBirth, error: errors.dateOfBirth, required: true, autocomplete: 'bday', hint: 'For example 1990-07-19.' }) +
    `<h2>Home address</h2><p class="muted">Your state of residence decides which state taxes apply.</p>` +
    textField({ name: 'street1', label: 'Street address', value: v.street1, error: errors.street1, required: true, autocomplete: 'address-line1', maxlength: 255 }) +
    textField({ name: 'street2', label: 'Apartment, suite or unit', value: v.street2, error: errors.street2, optional: true, autocomplete: 'address-line2', maxlength: 255 }) +
    textField({ name: 'city', label: 'City', value: v.city, error: errors.city, required: true, autocomplete: 'address-level2', maxlength: 255 }) +
    selectField({ name: 'state', label: 'State', value: v.state, error: errors.state, required: true, options: US_STATES, placeholder: 'Choose a state', autocomplete: 'address-level1' }) +
    textField({ name: 'zipcode', label: 'ZIP code', value: v.zipcode, error: errors.zipcode, required: true, autocomplete: 'postal-code', inputmode: 'numeric', maxlength: 10, hint: 'Five digits, or ZIP+4 such as 94110-1234.' });
  await stepPage(c, 'details', fields, { status, errors });
}

const DETAIL_MESSAGES: Record<string, string> = {
  dateOfBirth: 'Enter your date of birth as a date, for example 1990-07-19.',
  street1: 'Enter your street address.',
  street2: 'The second address line can be at most 255 characters.',
  city: 'Enter your city.',
  state: 'Choose your state.',
  zipcode: 'Enter a ZIP code of five digits, or ZIP+4 such as 94110-1234.',
};

async function saveDetails(c: Ctx, input: Form): Promise<boolean> {
  const residence = { street1: trim(input.street1), ...(trim(input.street2) ? { street2: trim(input.street2) } : {}), city: trim(input.city), state: trim(input.state), zipcode: trim(input.zipcode), country: 'US' };
  const body = { dateOfBirth: trim(input.dateOfBirth), residence };
  const errors: Errors = {};
  for (const field of ['dateOfBirth', 'street1', 'city', 'state', 'zipcode'] as const) {
    const value = field === 'dateOfBirth' ? body.dateOfBirth : residence[field];
    if (!value) errors[field] = DETAIL_MESSAGES[field];
  }
  for (const problem of contractProblems('EmployeeUpdate', body)) {
    const field = problem.split('.').pop()!;
    if (errors[field] || !DETAIL_MESSAGES[field]) continue;
    errors[field] = ['street1', 'street2', 'city'].includes(field) ? 'Use at most 255 characters.' : DETAIL_MESSAGES[field];
  }
  if (Object.keys(errors).length) {
    await detailsPage(c, 400, input, errors);
    return false;
  }
  await c.services.employees.update(c.view.caller, c.view.company.id, c.view.employeeId!, body);
  return true;
}

// W-4, state certificates, W-9: forms rendered from their definitions

async function formOfStep(c: Ctx, step: string): Promise<FormSchema> {
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

async function formStepPage(c: Ctx, step: string, status = 200, values?: Form, errors: Errors = {}, generic: string[] = []) {
  const form = await formOfStep(c, step);
  const intro = FORM_INTROS[step] ?? `<p>${escapeHtml(form.name)}: your answers decide how much ${escapeHtml(stateName(form.jurisdiction))} income tax is withheld.</p>`;
  await stepPage(c, step, formFields(form, values, errors) + signatureFields(values, errors), { status, errors, generic, intro });
}

async function saveForm(c: Ctx, step: string, input: Form): Promise<boolean> {
  const form = await formOfStep(c, step);
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

// payment: a bank account (and a second one with part of the pay), or a paper check

async function paymentPage(c: Ctx, status = 200, values?: Form, errors: Errors = {}, generic: string[] = []) {
  const v = values ?? {};
  const fields =
    radioField({ name: 'method', label: 'How do you want to be paid?', value: v.method ?? 'DirectDeposit', error: errors.method, required: true, options: [['DirectDeposit', 'Direct deposit to my bank account'], ['Manual', 'Paper check']] }) +
    `<h2>Bank account</h2><p class="muted">Only needed for direct deposit. You find both numbers at the bottom of a check, or in your bank's app.</p>` +
    textField({ name: 'routingNumber', label: 'Routing number', value: v.routingNumber, error: errors.routingNumber, inputmode: 'numeric', autocomplete: 'off', maxlength: 9, hint: 'Nine digits.' }) +
    textField({ name: 'accountNumber', label: 'Account number', value: '', error: errors.accountNumber, inputmode: 'numeric', autocomplete: 'off', maxlength: 17, hint: '4 to 17 digits. It is stored encrypted; only its last four digits are shown again.' }) +
    textField({ name: 'accountNumberConfirm', label: 'Account number again', value: '', error: errors.accountNumberConfirm, inputmode: 'numeric', autocomplete: 'off', maxlength: 17 }) +
    radioField({ name: 'type', label: 'Account type', value: v.type ?? 'Checking', error: errors.type, options: [['Checking', enumLabel('Checking')], ['Savings', enumLabel('Savings')]] }) +
    `<h2>Split your pay <span class="muted">(optional)</span></h2><p class="muted">Send part of each paycheck to a second account; the rest goes to the account above.</p>` +
    textField({ name: 'secondRoutingNumber', label: 'Second account: routing number', value: v.secondRoutingNumber, error: errors.secondRoutingNumber, inputmode: 'numeric', autocomplete: 'off', maxlength: 9 }) +
    textField({ name: 'secondAccountNumber', label: 'Second account: account number', value: '', error: errors.secondAccountNumber, inputmode: 'numeric', autocomplete: 'off', maxlength: 17 }) +
    radioField({ name: 'secondType', label: 'Second account: type', value: v.secondType ?? 'Savings', error: errors.secondType, options: [['Checking', enumLabel('Checking')], ['Savings', enumLabel('Savings')]] }) +
    textField({ name: 'secondAmount', label: 'Second account: how much of each paycheck', value: v.secondAmount, error: errors.secondAmount, inputmode: 'decimal', maxlength: 12, hint: 'In dollars (for example 100.00), or a percentage (for example 10%).' });
  await stepPage(c, 'payment', fields, { status, errors, generic });
}

const ACCOUNT_INPUTS: Record<string, string> = { routingNumber: 'routingNumber', accountNumber: 'accountNumber', type: 'type' };

async function savePayment(c: Ctx, input: Form): Promise<boolean> {
  const owner = c.view.employeeId ? ({ kind: 'employee', id: c.view.employeeId } as const) : ({ kind: 'contractor', id: c.view.contractorId! } as const);
  const method = trim(input.method);
  const errors: Errors = {};
  if (method !== 'DirectDeposit' && method !== 'Manual') errors.method = 'Choose how you want to be paid.';
  const update = async (defaultPaymentMethod: 'DirectDeposit' | 'Manual') => {
    if (owner.kind === 'employee') await c.services.employees.update(c.view.caller, c.view.company.id, owner.id, { defaultPaymentMethod });
    else await c.services.contractors.update(c.view.caller, c.view.company.id, owner.id, { defaultPaymentMethod });
  };
  if (method === 'Manual') {
    await update('Manual');
    return true;
  }
  const primary = { routingNumber: trim(input.routingNumber), accountNumber: trim(input.accountNumber).replace(/[\s-]/g, ''), type: trim(input.type) };
  const checkAccount = (a: typeof primary, prefix: '' | 'second') => {
    const key = (k: string) => (prefix ? `second${k[0].toUpperCase()}${k.slice(1)}` : k);
    for (const problem of contractProblems('BankAccountCreate', a)) {
      const field = problem.split('.').pop()!;
      if (field === 'routingNumber') errors[key('routingNumber')] = 'Enter the nine-digit routing number.';
      else if (field === 'accountNumber') errors[key('accountNumber')] = 'Enter the account number: 4 to 17 digits.';
      else if (field === 'type') errors[key('type')] = 'Choose the account type.';
    }
  };
  checkAccount(primary, '');
  if (!errors.accountNumber && trim(input.accountNumberConfirm).replace(/[\s-]/g, '') !== primary.accountNumber) errors.accountNumberConfirm = 'The two account numbers are not the same. Enter it again.';
  const wantsSecond = !!(trim(input.secondRoutingNumber) || trim(input.secondAccountNumber) || trim(input.secondAmount));
  const second = { routingNumber: trim(input.secondRoutingNumber), accountNumber: trim(input.secondAccountNumber).replace(/[\s-]/g, ''), type: trim(input.secondType) || 'Savings' };
  let share: { amount: number } | { percentage: number } | undefined;
  if (wantsSecond) {
    checkAccount(second, 'second');
    const raw = trim(input.secondAmount).replace(/[$,\s]/g, '');
    const percent = /^(\d{1,3}(\.\d{1,4})?)%$/.exec(raw);
    if (percent && Number(percent[1]) > 0 && Number(percent[1]) < 100) share = { percentage: Number(percent[1]) };
    else if (/^\d{1,9}(\.\d{1,2})?$/.test(raw) && Number(raw) > 0) share = { amount: Number(raw) };
    else errors.secondAmount = 'Enter an amount in dollars (for example 100.00) or a percentage below 100 (for example 10%).';
  }
  if (Object.keys(errors).length) {
    await paymentPage(c, 400, input, errors);
    return false;
  }
  try {
    const bank = c.services.bankAccounts;
    const first = await bank.createAccount(c.view.caller, c.view.company.id, owner, primary as Schema<'BankAccountCreate'>);
    const splits: Schema<'NetPaySplitItem'>[] = [];
    if (wantsSecond && share) {
      const other = await bank.createAccount(c.view.caller, c.view.company.id, owner, second as Schema<'BankAccountCreate'>);
      splits.push({ bankAccountId: other.id, priority: 1, ...share }, { bankAccountId: first.id, priority: 2 });
    } else {
      splits.push({ bankAccountId: first.id, priority: 1 });
    }
    await bank.createSplit(c.view.caller, c.view.company.id, owner, { isDefault: true, splits });
    await update('DirectDeposit');
    return true;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const problems = apiErrors(err, (field) => ACCOUNT_INPUTS[field.replace(/^body\./, '')]);
    await paymentPage(c, toApiError(err).error.status, input, problems.errors, problems.generic);
    return false;
  }
}

// W-2 electronic consent

async function consentPage(c: Ctx, status = 200, errors: Errors = {}) {
  const e = await employee(c);
  const intro =
    '<p>Your Form W-2 shows your yearly wages and taxes; you need it for your tax return. You can get it electronically, from this service, as soon as it is ready, or on paper by mail.</p>';
  const field = radioField({
    name: 'consent',
    label: 'How do you want to receive your Form W-2?',
    value: e.formW2ElectronicConsent ? 'true' : 'false',
    error: errors.consent,
    required: true,
    options: [
      ['true', 'Electronically: I consent to receive my Form W-2 electronically instead of on paper.'],
      ['false', 'On paper, by mail.'],
    ],
    hint: 'You can change this later by asking your employer; consent applies until you withdraw it.',
  });
  await stepPage(c, 'consent', field, { status, errors, intro });
}

async function saveConsent(c: Ctx, input: Form): Promise<boolean> {
  if (input.consent !== 'true' && input.consent !== 'false') {
    await consentPage(c, 400, { consent: 'Choose how you want to receive your Form W-2.' });
    return false;
  }
  await c.services.employees.update(c.view.caller, c.view.company.id, c.view.employeeId!, { formW2ElectronicConsent: input.consent === 'true' });
  return true;
}

// review and what was saved

async function summary(c: Ctx): Promise<string> {
  const rows: Array<[string, string]> = [];
  const owner = c.view.employeeId ? ({ kind: 'employee', id: c.view.employeeId } as const) : ({ kind: 'contractor', id: c.view.contractorId! } as const);
  let method: string;
  if (c.view.employeeId) {
    const e = await employee(c);
    rows.push(['Name', [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ')]);
    rows.push(['Social Security number', e.ssnLastFour ? `Ending in ${e.ssnLastFour} (${e.ssnValidationStatus === 'Validated' ? 'valid' : 'not valid'})` : 'Not given']);
    rows.push(['Date of birth', e.dateOfBirth ? dayInWords(e.dateOfBirth) : 'Not given']);
    const r = e.residence;
    rows.push(['Home address', r?.street1 ? [r.street1, r.street2, `${r.city ?? ''}, ${r.state ? stateName(r.state) : ''} ${r.zipcode ?? ''}`.trim()].filter(Boolean).join(', ') : 'Not given']);
    const forms = await c.services.workerForms.listEmployeeForms(c.view.caller, c.view.company.id, e.id, { page: 1, pageSize: 100 });
    for (const f of forms.results) {
      const status = f.fields.find((x) => x.name === 'filingStatus')?.value;
      const filled = f.fields.some((x) => x.value !== undefined);
      const label = f.jurisdiction === 'Federal' ? 'Federal Form W-4' : `${stateName(f.jurisdiction)} certificate`;
      rows.push([label, filled ? (status ? `Signed; filing status ${enumLabel(String(status))}` : 'Signed') : 'Not signed']);
    }
    rows.push(['Form W-2', e.formW2ElectronicConsent ? 'Electronically' : 'On paper, by mail']);
    method = e.defaultPaymentMethod;
  } else {
    const k = await c.services.contractors.get(c.view.caller, c.view.company.id, c.view.contractorId!);
    rows.push(['Name', k.type === 'Business' ? (k.businessName ?? '') : [k.firstName, k.lastName].filter(Boolean).join(' ')]);
    const w9 = (await formOfStep(c, 'w9')).fields;
    const filled = w9.some((x) => x.value !== undefined);
    const cls = w9.find((x) => x.name === 'federalTaxClassification')?.value;
    rows.push(['Form W-9', filled ? `Signed; ${enumLabel(String(cls))}` : 'Not signed']);
    method = k.defaultPaymentMethod;
  }
  if (method === 'DirectDeposit') {
    const accounts = await c.services.bankAccounts.listAccounts(c.view.caller, c.view.company.id, owner, { page: 1, pageSize: 100 });
    const splits = await c.services.bankAccounts.listSplits(c.view.caller, c.view.company.id, owner, { page: 1, pageSize: 100 });
    const byId = new Map(accounts.results.map((a) => [a.id, a]));
    const split = splits.results.find((s) => s.isDefault);
    const parts = (split?.splits ?? [])
      .sort((a, b) => a.priority - b.priority)
      .map((s) => {
        const a = byId.get(s.bankAccountId);
        const name = a ? `${enumLabel(a.type)} account ending in ${a.accountNumberLastFour}` : 'an account';
        return s.amount !== undefined ? `${money(s.amount)} to ${name}` : s.percentage !== undefined ? `${s.percentage}% to ${name}` : `${split!.splits.length > 1 ? 'the rest' : 'all of it'} to ${name}`;
      });
    rows.push(['Payment', `Direct deposit: ${parts.join('; ') || 'to your most recent account'}`]);
  } else {
    rows.push(['Payment', enumLabel(method)]);
  }
  return `<dl class="summary">${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

async function reviewPage(c: Ctx, status = 200, generic: string[] = []) {
  const steps = await stepList(c);
  const edit = steps
    .filter((s) => s.name !== 'review')
    .map((s) => `<li><button type="submit" class="link" name="goto" value="${escapeHtml(s.name)}" formnovalidate>${escapeHtml(s.label)}</button></li>`)
    .join('');
  const intro = `<p>Check what you entered. Everything below is already saved; press Finish to end this session.</p>${await summary(c)}`;
  await stepPage(c, 'review', `<h2>Change an answer</h2><ul class="edit-list">${edit}</ul>`, { status, intro, generic, submitLabel: 'Finish' });
}

async function donePage(c: Ctx) {
  const who = c.view.workerName ? `, ${c.view.workerName}` : '';
  const body =
    `<div class="notice" role="status"><strong>All set${escapeHtml(who)}.</strong> Your information was saved and sent to ${escapeHtml(c.view.company.legalName)}.</div>` +
    `<h1>You're done</h1><h2>What was saved</h2>${await summary(c)}<p class="muted">You can close this page. This link no longer works; ask your employer for a new one to make changes.</p>`;
  sendPage(c.res, { status: 200, title: "You're done", company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}

// --- the paystub viewer

async function paystubListPage(c: Ctx, page: number) {
  const list = await c.services.paystubs.listEmployee(c.view.caller, c.view.company.id, c.view.employeeId!, { page, pageSize: 12 });
  const rows = list.results
    .map(
      (p) =>
        `<tr><td>${escapeHtml(dayInWords(p.payday))}${p.isVoid ? ' <strong>(void)</strong>' : ''}</td><td>${escapeHtml(`${dayInWords(p.periodStart)} to ${dayInWords(p.periodEnd)}`)}</td>` +
        `<td class="num">${escapeHtml(money(p.totals.gross.current))}</td><td class="num">${escapeHtml(money(p.totals.net.current))}</td>` +
        `<td><button type="submit" class="link" name="view" value="${escapeHtml(p.payrollId)}">View<span class="sr-only"> paystub of ${escapeHtml(dayInWords(p.payday))}</span></button> · ` +
        `<button type="submit" class="link" name="download" value="${escapeHtml(p.payrollId)}">PDF<span class="sr-only"> of ${escapeHtml(dayInWords(p.payday))}</span></button></td></tr>`,
    )
    .join('');
  const table = list.results.length
    ? `${tableWrap('Paystubs')}<table><caption>Paystubs, newest first</caption><thead><tr><th scope="col">Pay date</th><th scope="col">Pay period</th><th scope="col" class="num">Gross pay</th><th scope="col" class="num">Net pay</th><th scope="col">Statement</th></tr></thead><tbody>${rows}</tbody></table></div>`
    : '<p>You have no paystubs yet. They appear here after your first payday.</p>';
  const nav = [
    page > 1 ? `<button type="submit" class="secondary" name="page" value="${page - 1}">Newer paystubs</button>` : '',
    page < list.totalPages ? `<button type="submit" class="secondary" name="page" value="${page + 1}">Older paystubs</button>` : '',
  ].join('');
  const body = `<h1>Your paystubs</h1><p>Hello ${escapeHtml(c.view.workerName)}. These are your pay statements from ${escapeHtml(c.view.company.legalName)}.</p><form method="post">${hidden('session', c.session)}${table}${nav ? `<div class="actions">${nav}</div>` : ''}</form>${sessionNote(c.view)}`;
  sendPage(c.res, { status: 200, title: 'Your paystubs', company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}

/** A table's wrapper: it scrolls sideways on a narrow screen, so it can take the focus (keyboard scrolling) and is named by its caption. */
const tableWrap = (caption: string) => `<div class="table-wrap" role="region" tabindex="0" aria-label="${escapeHtml(caption)}">`;

function lineTable(caption: string, lines: Schema<'PaystubLine'>[], withHours: boolean): string {
  if (!lines.length) return '';
  const head = withHours ? '<th scope="col">Description</th><th scope="col" class="num">Rate</th><th scope="col" class="num">Hours</th>' : '<th scope="col">Description</th>';
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.description ?? l.type)}</td>${withHours ? `<td class="num">${l.rate !== undefined ? escapeHtml(money(l.rate)) : ''}</td><td class="num">${l.hours !== undefined ? escapeHtml(String(l.hours)) : ''}</td>` : ''}` +
        `<td class="num">${escapeHtml(money(l.amount))}</td><td class="num">${escapeHtml(money(l.ytdAmount))}</td></tr>`,
    )
    .join('');
  return `${tableWrap(caption)}<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}<th scope="col" class="num">Current</th><th scope="col" class="num">Year to date</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

async function paystubPage(c: Ctx, payrollId: string) {
  const p = await c.services.paystubs.getEmployee(c.view.caller, c.view.company.id, c.view.employeeId!, payrollId);
  const t = p.totals;
  const totals: Array<[string, Schema<'PaystubAmount'>]> = [
    ['Gross pay', t.gross],
    ['Taxes', t.employeeTaxes],
    ['Benefits', t.benefits],
    ['Deductions', t.deductions],
    ['Reimbursements', t.reimbursements],
    ['Net pay', t.net],
  ];
  const body =
    `<h1>Paystub of ${escapeHtml(dayInWords(p.payday))}</h1>` +
    (p.isVoid ? `<div class="notice warn" role="status"><strong>This payment was voided.</strong> ${escapeHtml(p.voidReason ?? '')}</div>` : '') +
    `<dl class="summary"><dt>Pay period</dt><dd>${escapeHtml(`${dayInWords(p.periodStart)} to ${dayInWords(p.periodEnd)}`)}</dd><dt>Paid by</dt><dd>${escapeHtml(enumLabel(p.paymentMethod))}</dd></dl>` +
    lineTable('Earnings', p.earnings, true) +
    lineTable('Taxes withheld', p.taxes, false) +
    lineTable('Benefits', p.benefits, false) +
    lineTable('Deductions', p.deductions, false) +
    lineTable('Reimbursements', p.reimbursements, false) +
    `${tableWrap('Totals')}<table><caption>Totals</caption><thead><tr><th scope="col">Total</th><th scope="col" class="num">Current</th><th scope="col" class="num">Year to date</th></tr></thead><tbody>` +
    totals.map(([k, a]) => `<tr${k === 'Net pay' ? ' class="total"' : ''}><td>${k}</td><td class="num">${escapeHtml(money(a.current))}</td><td class="num">${escapeHtml(money(a.ytd))}</td></tr>`).join('') +
    `</tbody></table></div>` +
    `<form method="post">${hidden('session', c.session)}<div class="actions"><button type="submit" class="primary" name="download" value="${escapeHtml(p.payrollId)}">Download PDF</button>` +
    `<button type="submit" class="secondary" name="page" value="1">All paystubs</button></div></form>`;
  sendPage(c.res, { status: 200, title: `Paystub of ${dayInWords(p.payday)}`, company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}

// --- navigation

async function showStep(c: Ctx, step: string) {
  if (step === 'ssn') return ssnPage(c);
  if (step === 'details') return detailsPage(c);
  if (step === 'w4' || step === 'w9' || step.startsWith('state:')) return formStepPage(c, step);
  if (step === 'payment') return paymentPage(c);
  if (step === 'consent') return consentPage(c);
  return reviewPage(c);
}

async function saveStep(c: Ctx, step: string, input: Form): Promise<boolean> {
  if (step === 'ssn') return saveSsn(c, input);
  if (step === 'details') return saveDetails(c, input);
  if (step === 'w4' || step === 'w9' || step.startsWith('state:')) return saveForm(c, step, input);
  if (step === 'payment') return savePayment(c, input);
  if (step === 'consent') return saveConsent(c, input);
  return false;
}

/** The first step not finished yet (review when all are). */
const nextStep = (view: FlowView, after?: string): string => {
  if (after !== undefined) {
    const i = view.steps.indexOf(after);
    if (i >= 0 && i + 1 < view.steps.length) return view.steps[i + 1];
  }
  return view.steps.find((s) => s !== 'review' && !view.finishedSteps.includes(s)) ?? 'review';
};

async function startPage(res: Response, view: FlowView, ancestors: readonly string[]) {
  const what =
    view.flow === 'EmployeeOnboarding'
      ? '<p>You will give your Social Security number, date of birth and home address, fill in your federal Form W-4 (and your state withholding certificate, where your state has one), choose how you get paid, and how you receive your Form W-2. It takes about ten minutes. Have your bank account and routing numbers ready.</p>'
      : view.flow === 'ContractorOnboarding'
        ? '<p>You will fill in Form W-9 (your taxpayer identification number) and choose how you get paid. It takes about five minutes. Have your bank account and routing numbers ready.</p>'
        : '<p>See your pay statements and download them as PDF.</p>';
  const body =
    `<h1>${escapeHtml(FLOW_TITLES[view.flow])}</h1>` +
    `<p>Hello${view.workerName ? ` ${escapeHtml(view.workerName)}` : ''}. ${escapeHtml(view.company.legalName)} invites you to ${view.flow === 'EmployeePaystubs' ? 'see your paystubs' : 'set up your pay'}.</p>` +
    what +
    `<p class="muted">This link works once: start before ${escapeHtml(instantInWords(view.expiresAt, view.company.timeZone))}. After you start, you have 60 minutes; every step is saved as you go.</p>` +
    `<form method="post"><div class="actions"><button type="submit" class="primary" name="action" value="start">Start</button></div></form>`;
  sendPage(res, { status: 200, title: FLOW_TITLES[view.flow], company: view.company.legalName, brand: view.brand, body }, ancestors);
}

/** The router of /embed/flows, given the app's logger and the origins allowed to frame the pages. */
export function flowPages(logger: Logger, frameAncestorOrigins: readonly string[] = []): Router {
  const router = express.Router();
  const servicesOf = (req: Request) => req.app.locals.services as Services;
  const ancestors = frameAncestorOrigins.filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(o));

  const failed = (res: Response, err: unknown) => {
    if (err instanceof FlowLinkError) return linkPage(res, err.problem, ancestors);
    if (err instanceof DomainError) {
      // A refusal the step could not place on a field (the worker or company changed meanwhile).
      const { error } = toApiError(err);
      return sendPage(res, { status: error.status, title: 'Something went wrong', body: `<h1>Something went wrong</h1><p>${escapeHtml(error.detail ?? error.title)}</p>` }, ancestors);
    }
    logger.error({ err }, 'flow page failed');
    sendPage(res, { status: 500, title: 'Something went wrong', body: '<h1>Something went wrong</h1><p>An unexpected error occurred. What you saved is kept; try again later.</p>' }, ancestors);
  };

  // Request log without the token (a bearer secret until the flow is started).
  router.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () =>
      logger.info({ method: req.method, path: '/embed/flows/:token', status: res.statusCode, durationMs: Number(process.hrtime.bigint() - started) / 1e6 }, 'request'),
    );
    next();
  });

  router.get('/:token', async (req, res) => {
    const token = String(req.params.token);
    if (!TOKEN.test(token)) return linkPage(res, 'unknown', ancestors);
    try {
      await startPage(res, await servicesOf(req).workerFlows.open(token), ancestors);
    } catch (err) {
      failed(res, err);
    }
  });

  router.post('/:token', express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 60 }), async (req, res) => {
    const token = String(req.params.token);
    if (!TOKEN.test(token)) return linkPage(res, 'unknown', ancestors);
    // Text the database cannot store (a NUL, a lone surrogate) is refused as the API refuses it (request-text.ts).
    if (findUnstorable(req.body)) {
      return sendPage(res, { status: 400, title: 'Characters that cannot be saved', body: '<h1>Characters that cannot be saved</h1><p>The form holds characters that cannot be saved. Go back, retype your answers and try again.</p>' }, ancestors);
    }
    const input = formOf(req);
    const services = servicesOf(req);
    try {
      let c: Ctx;
      if (input.action === 'start' && !input.session) {
        const { view, session } = await services.workerFlows.start(token);
        c = { req, res, services, view, session, token, ancestors };
        if (view.flow === 'EmployeePaystubs') return await paystubListPage(c, 1);
        return await showStep(c, nextStep(view));
      }
      if (!input.session || !SESSION.test(input.session)) return linkPage(res, 'used', ancestors);
      const view = await services.workerFlows.resume(token, input.session);
      c = { req, res, services, view, session: input.session, token, ancestors };

      if (view.flow === 'EmployeePaystubs') {
        if (input.download) {
          const file = await services.paystubs.downloadEmployee(view.caller, view.company.id, view.employeeId!, input.download);
          res.status(200).set({ 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(file.filename), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
          return void res.send(file.bytes);
        }
        if (input.view) return await paystubPage(c, input.view);
        const page = Number(input.page ?? '1');
        return await paystubListPage(c, Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1);
      }

      if (input.goto !== undefined) {
        if (!view.steps.includes(input.goto)) return await showStep(c, nextStep(view));
        return await showStep(c, input.goto);
      }
      const step = input.step ?? '';
      if (!view.steps.includes(step)) return await showStep(c, nextStep(view));
      if (step === 'review') {
        await services.workerFlows.complete(view);
        return await donePage(c);
      }
      if (!(await saveStep(c, step, input))) return;
      await services.workerFlows.finishStep(view, step);
      return await showStep(c, nextStep(view, step));
    } catch (err) {
      // The paystub of another employee, or of no payroll: the viewer's own 404.
      failed(res, err);
    }
  });

  router.use((_req, res) => linkPage(res, 'unknown', ancestors));
  const bodyErrors: ErrorRequestHandler = (err: { status?: number; type?: string }, _req, res, _next) => {
    if (err?.type === 'entity.too.large') return sendPage(res, { status: 413, title: 'Too much text', body: '<h1>Too much text</h1><p>The form sent more than this page accepts. Go back and shorten your answers.</p>' }, ancestors);
    if (err?.status && err.status < 500) return sendPage(res, { status: 400, title: 'Bad request', body: '<h1>Bad request</h1><p>The form could not be read.</p>' }, ancestors);
    failed(res, err);
  };
  router.use(bodyErrors);
  return router;
}

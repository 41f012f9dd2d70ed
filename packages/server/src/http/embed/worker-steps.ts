// The other steps of employee and contractor onboarding (docs/hosted-flows.md): the SSN, personal details,
// how the worker is paid, W-2 delivery, and the review and done pages with what was saved. Each step
// checks the body of its API operation against the contract (contract-body.ts) and calls its service.
// The form steps (W-4, state certificates, W-9) are form-steps.ts.
import type { Schema } from '@payroll/api-types';
import { DomainError } from '../../core/errors';
import { toApiError } from '../error-handler';
import { contractProblems } from './contract-body';
import { radioField, selectField, textField } from './fields';
import { apiErrors, type Ctx, type Errors, type Form, stepList, stepPage, trim } from './flow-page';
import { formOfStep } from './form-steps';
import { dayInWords, enumLabel, money, stateName, US_STATES } from './labels';
import { escapeHtml, sendPage } from './layout';

async function employee(c: Ctx) {
  return c.services.employees.get(c.view.caller, c.view.company.id, c.view.employeeId!);
}

// ssn

export async function ssnPage(c: Ctx, status = 200, errors: Errors = {}) {
  const e = await employee(c);
  const onFile = e.ssnLastFour && e.ssnValidationStatus === 'Validated';
  const intro = onFile ? `<div class="notice">We have your number on file, ending in ${escapeHtml(e.ssnLastFour)}. Leave the field empty to keep it.</div>` : `<p>Your employer needs it to report your wages to the IRS and the Social Security Administration.</p>`;
  const field = textField({ name: 'ssn', label: 'Social Security number', error: errors.ssn, required: !onFile, hint: 'Nine digits, written NNN-NN-NNNN or without dashes. It is stored encrypted and never shown again.', inputmode: 'numeric', autocomplete: 'off', maxlength: 11 });
  await stepPage(c, 'ssn', field, { status, errors, intro });
}

export async function saveSsn(c: Ctx, input: Form): Promise<boolean> {
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

export async function detailsPage(c: Ctx, status = 200, values?: Form, errors: Errors = {}) {
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

export async function saveDetails(c: Ctx, input: Form): Promise<boolean> {
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

// payment: a bank account (and a second one with part of the pay), or a paper check

export async function paymentPage(c: Ctx, status = 200, values?: Form, errors: Errors = {}, generic: string[] = []) {
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

export async function savePayment(c: Ctx, input: Form): Promise<boolean> {
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

export async function consentPage(c: Ctx, status = 200, errors: Errors = {}) {
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

export async function saveConsent(c: Ctx, input: Form): Promise<boolean> {
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

export async function reviewPage(c: Ctx, status = 200, generic: string[] = []) {
  const steps = await stepList(c);
  const edit = steps
    .filter((s) => s.name !== 'review')
    .map((s) => `<li><button type="submit" class="link" name="goto" value="${escapeHtml(s.name)}" formnovalidate>${escapeHtml(s.label)}</button></li>`)
    .join('');
  const intro = `<p>Check what you entered. Everything below is already saved; press Finish to end this session.</p>${await summary(c)}`;
  await stepPage(c, 'review', `<h2>Change an answer</h2><ul class="edit-list">${edit}</ul>`, { status, intro, generic, submitLabel: 'Finish' });
}

export async function donePage(c: Ctx) {
  const who = c.view.workerName ? `, ${c.view.workerName}` : '';
  const body =
    `<div class="notice" role="status"><strong>All set${escapeHtml(who)}.</strong> Your information was saved and sent to ${escapeHtml(c.view.company.legalName)}.</div>` +
    `<h1>You're done</h1><h2>What was saved</h2>${await summary(c)}<p class="muted">You can close this page. This link no longer works; ask your employer for a new one to make changes.</p>`;
  sendPage(c.res, { status: 200, title: "You're done", company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}


// The other steps of employee and contractor onboarding (docs/hosted-flows.md): the SSN, personal details,
// how the worker is paid, W-2 delivery, and the review and done pages with what was saved. Each step
// checks the body of its API operation against the contract (contract-body.ts) and calls its service.
// The form steps (W-4, state certificates, W-9) are form-steps.ts.
import type { Schema } from '@payroll/api-types';
import { DomainError } from '../../core/errors';
import { validRoutingNumber } from '../../domain/routing-number';
import type { EnteredAccount } from '../../services/payment-changes';
import { toApiError } from '../error-handler';
import { contractProblems } from './contract-body';
import { radioField, selectField, textField } from './fields';
import { apiErrors, type Ctx, type Errors, type Form, stepList, stepPage, trim } from './flow-page';
import { formOfStep } from './form-steps';
import { enumLabel, money, stateName, US_STATES } from './labels';
import { escapeHtml, sendPage, sentenceEnd } from './layout';

/** A routing number whose check digit does not match, in the worker's words. */
const ROUTING_CHECKSUM = 'This routing number is not valid: its last digit does not match the other eight. Check the nine digits at the bottom left of a check, or ask your bank.';

async function employee(c: Ctx) {
  return c.services.employees.get(c.view.caller, c.view.company.id, c.view.employeeId!);
}

// ssn

export async function ssnPage(c: Ctx, status = 200, errors: Errors = {}) {
  const e = await employee(c);
  // What is on file is never shown, not even its last four digits (docs/hosted-flows.md, "Nothing on file is shown").
  const onFile = e.ssnLastFour && e.ssnValidationStatus === 'Validated';
  const intro = onFile ? `<div class="notice">A valid number is on file. Leave the field empty to keep it, or enter a new one.</div>` : `<p>Your employer needs it to report your wages to the IRS and the Social Security Administration.</p>`;
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

/** What of the personal details is on file (never shown: only that it is). */
const detailsOnFile = (e: Schema<'Employee'>) => ({ dateOfBirth: !!e.dateOfBirth, address: !!e.residence?.street1 });

export async function detailsPage(c: Ctx, status = 200, values?: Form, errors: Errors = {}) {
  const onFile = detailsOnFile(await employee(c));
  // The fields start empty: a value on file is not written into the page (only what was just typed, after a refusal).
  const v = values ?? {};
  const dobHint = onFile.dateOfBirth ? 'Your date of birth is on file. Leave this empty to keep it, or enter it to change it, for example 1990-07-19.' : 'For example 1990-07-19.';
  const fields =
    textField({ name: 'dateOfBirth', label: 'Date of birth', type: 'date', value: v.dateOfBirth, error: errors.dateOfBirth, required: !onFile.dateOfBirth, autocomplete: 'bday', hint: dobHint }) +
    `<h2>Home address</h2><p class="muted">Your state of residence decides which state taxes apply.${onFile.address ? ' Your home address is on file. Leave these fields empty to keep it, or enter your whole address to change it.' : ''}</p>` +
    textField({ name: 'street1', label: 'Street address', value: v.street1, error: errors.street1, required: !onFile.address, autocomplete: 'address-line1', maxlength: 255 }) +
    textField({ name: 'street2', label: 'Apartment, suite or unit', value: v.street2, error: errors.street2, optional: true, autocomplete: 'address-line2', maxlength: 255 }) +
    textField({ name: 'city', label: 'City', value: v.city, error: errors.city, required: !onFile.address, autocomplete: 'address-level2', maxlength: 255 }) +
    selectField({ name: 'state', label: 'State', value: v.state, error: errors.state, required: !onFile.address, options: US_STATES, placeholder: 'Choose a state', autocomplete: 'address-level1' }) +
    textField({ name: 'zipcode', label: 'ZIP code', value: v.zipcode, error: errors.zipcode, required: !onFile.address, autocomplete: 'postal-code', inputmode: 'numeric', maxlength: 10, hint: 'Five digits, or ZIP+4 such as 94110-1234.' });
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
  const onFile = detailsOnFile(await employee(c));
  const residence = { street1: trim(input.street1), ...(trim(input.street2) ? { street2: trim(input.street2) } : {}), city: trim(input.city), state: trim(input.state), zipcode: trim(input.zipcode), country: 'US' };
  // Empty fields keep what is on file; an address is given whole or not at all.
  const dateOfBirth = trim(input.dateOfBirth);
  const withAddress = !onFile.address || ['street1', 'street2', 'city', 'state', 'zipcode'].some((f) => trim(input[f]));
  const body = { ...(dateOfBirth || !onFile.dateOfBirth ? { dateOfBirth } : {}), ...(withAddress ? { residence } : {}) };
  const errors: Errors = {};
  if (!dateOfBirth && !onFile.dateOfBirth) errors.dateOfBirth = DETAIL_MESSAGES.dateOfBirth;
  for (const field of ['street1', 'city', 'state', 'zipcode'] as const) if (withAddress && !residence[field]) errors[field] = DETAIL_MESSAGES[field];
  for (const problem of contractProblems('EmployeeUpdate', body)) {
    const field = problem.split('.').pop()!;
    if (errors[field] || !DETAIL_MESSAGES[field]) continue;
    errors[field] = ['street1', 'street2', 'city'].includes(field) ? 'Use at most 255 characters.' : DETAIL_MESSAGES[field];
  }
  if (Object.keys(errors).length) {
    await detailsPage(c, 400, input, errors);
    return false;
  }
  if (Object.keys(body).length) await c.services.employees.update(c.view.caller, c.view.company.id, c.view.employeeId!, body);
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
  const intro = `<p>${escapeHtml(c.view.company.legalName)} confirms a new way of being paid before it is used; until then you are paid as you are now. What is on file is not shown here.</p>`;
  await stepPage(c, 'payment', fields, { status, errors, generic, intro });
}

export async function savePayment(c: Ctx, input: Form): Promise<boolean> {
  const owner = c.view.employeeId ? ({ kind: 'employee', id: c.view.employeeId } as const) : ({ kind: 'contractor', id: c.view.contractorId! } as const);
  const method = trim(input.method);
  const errors: Errors = {};
  if (method !== 'DirectDeposit' && method !== 'Manual') errors.method = 'Choose how you want to be paid.';
  // Held, not applied: the partner confirms it, or it applies when the hold ends (services/payment-changes.ts).
  const hold = async (how: 'DirectDeposit' | 'Manual', accounts: EnteredAccount[], inputOf: (field: string) => string | undefined = () => undefined) => {
    try {
      await c.services.paymentChanges.hold(c.view.caller, c.view.company.id, owner, c.view.linkId, how, accounts);
      return true;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      const problems = apiErrors(err, inputOf);
      await paymentPage(c, toApiError(err).error.status, input, problems.errors, problems.generic);
      return false;
    }
  };
  if (method === 'Manual') return hold('Manual', []);
  const primary = { routingNumber: trim(input.routingNumber), accountNumber: trim(input.accountNumber).replace(/[\s-]/g, ''), type: trim(input.type) };
  const checkAccount = (a: typeof primary, prefix: '' | 'second') => {
    const key = (k: string) => (prefix ? `second${k[0].toUpperCase()}${k.slice(1)}` : k);
    for (const problem of contractProblems('BankAccountCreate', a)) {
      const field = problem.split('.').pop()!;
      if (field === 'routingNumber') errors[key('routingNumber')] = 'Enter the nine-digit routing number.';
      else if (field === 'accountNumber') errors[key('accountNumber')] = 'Enter the account number: 4 to 17 digits.';
      else if (field === 'type') errors[key('type')] = 'Choose the account type.';
    }
    // The routing number's check digit, in the same round as the rest (the service checks it too, but its answer
    // would come only after the worker fixed everything else, and in an API's words).
    if (!errors[key('routingNumber')] && a.routingNumber && !validRoutingNumber(a.routingNumber)) errors[key('routingNumber')] = ROUTING_CHECKSUM;
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
  // The second account takes its share first (priority 1); the first account takes the rest.
  const accounts: EnteredAccount[] =
    wantsSecond && share
      ? [{ ...(second as Omit<EnteredAccount, 'priority'>), priority: 1, ...share }, { ...(primary as Omit<EnteredAccount, 'priority'>), priority: 2 }]
      : [{ ...(primary as Omit<EnteredAccount, 'priority'>), priority: 1 }];
  const inputOf = (field: string) => {
    const m = /^body\.accounts\[(\d)\]\.(\w+)$/.exec(field);
    if (!m) return undefined;
    const isSecond = wantsSecond && m[1] === '0';
    return isSecond ? `second${m[2][0].toUpperCase()}${m[2].slice(1)}` : m[2];
  };
  return hold('DirectDeposit', accounts, inputOf);
}

// W-2 electronic consent

export async function consentPage(c: Ctx, status = 200, errors: Errors = {}) {
  const intro =
    '<p>Your Form W-2 shows your yearly wages and taxes; you need it for your tax return. You can get it electronically, from this service, as soon as it is ready, or on paper by mail.</p>';
  const field = radioField({
    name: 'consent',
    label: 'How do you want to receive your Form W-2?',
    // Nothing chosen: the choice on file is not shown (docs/hosted-flows.md, "Nothing on file is shown").
    value: undefined,
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

// review and what was saved: what is on file shows only as "On file" (docs/hosted-flows.md, "Nothing on
// file is shown"); what this session chose (the W-2 delivery, the payment change it made) is written out.

/** A payment change in words: "Direct deposit: 10% to Savings account ending in 1234; the rest to ...". */
function describeChange(change: Schema<'PaymentChange'>): string {
  if (change.paymentMethod === 'Manual') return enumLabel('Manual');
  const parts = [...change.accounts]
    .sort((a, b) => a.priority - b.priority)
    .map((a) => {
      const name = `${enumLabel(a.type)} account ending in ${a.accountNumberLastFour}`;
      return a.amount !== undefined ? `${money(a.amount)} to ${name}` : a.percentage !== undefined ? `${a.percentage}% to ${name}` : `${change.accounts.length > 1 ? 'the rest' : 'all of it'} to ${name}`;
    });
  return `Direct deposit: ${parts.join('; ')}`;
}

async function paymentSummary(c: Ctx, methodOnFile: string): Promise<string> {
  const change = await c.services.paymentChanges.latestOfLink(c.view.caller, c.view.company.id, c.view.linkId);
  if (change?.status === 'Held') return `${describeChange(change)} (waiting for ${c.view.company.legalName} to confirm it)`;
  if (change?.status === 'Confirmed' || change?.status === 'Released') return describeChange(change);
  if (change?.status === 'Rejected') return `Not changed: ${c.view.company.legalName} did not accept the change. Ask them.`;
  // Chosen in this session without a change (a paper check for a worker already paid by paper check).
  return c.view.finishedSteps.includes('payment') ? enumLabel(methodOnFile) : 'On file';
}

async function summary(c: Ctx): Promise<string> {
  const rows: Array<[string, string]> = [];
  const onFile = (present: unknown) => (present ? 'On file' : 'Not given');
  let method: string;
  if (c.view.employeeId) {
    const e = await employee(c);
    rows.push(['Name', e.firstName]);
    rows.push(['Social Security number', e.ssnLastFour ? `On file (${e.ssnValidationStatus === 'Validated' ? 'valid' : 'not valid'})` : 'Not given']);
    rows.push(['Date of birth', onFile(e.dateOfBirth)]);
    rows.push(['Home address', onFile(e.residence?.street1)]);
    const forms = await c.services.workerForms.listEmployeeForms(c.view.caller, c.view.company.id, e.id, { page: 1, pageSize: 100 });
    for (const f of forms.results) {
      const filled = f.fields.some((x) => x.value !== undefined);
      const label = f.jurisdiction === 'Federal' ? 'Federal Form W-4' : `${stateName(f.jurisdiction)} certificate`;
      rows.push([label, filled ? 'Signed' : 'Not signed']);
    }
    const consent = c.view.finishedSteps.includes('consent') ? (e.formW2ElectronicConsent ? 'Electronically' : 'On paper, by mail') : 'On file';
    rows.push(['Form W-2', consent]);
    method = e.defaultPaymentMethod;
  } else {
    const k = await c.services.contractors.get(c.view.caller, c.view.company.id, c.view.contractorId!);
    rows.push(['Name', (k.type === 'Business' ? k.businessName : k.firstName) ?? '']);
    const w9 = (await formOfStep(c, 'w9')).fields;
    rows.push(['Form W-9', w9.some((x) => x.value !== undefined) ? 'Signed' : 'Not signed']);
    method = k.defaultPaymentMethod;
  }
  rows.push(['Payment', await paymentSummary(c, method)]);
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
    `<div class="notice" role="status"><strong>All set${escapeHtml(who)}.</strong> Your information was saved and sent to ${sentenceEnd(c.view.company.legalName)}</div>` +
    `<h1>You're done</h1><h2>What was saved</h2>${await summary(c)}<p class="muted">You can close this page. This link no longer works; ask your employer for a new one to make changes.</p>`;
  sendPage(c.res, { status: 200, title: "You're done", company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}


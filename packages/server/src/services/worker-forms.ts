// Worker paperwork and settings: the federal W-4 of employees (form and onboard/withholdings_setup), their
// state withholding certificates (forms/state-certificates.ts),
// the SSN step, company-defined attributes, reciprocity elections, and the W-9 of contractors
// (form, preview, submit and onboard/forms).
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { DomainError, badRequest, notFound, type FieldProblem } from '../core/errors';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import { workerFormPdf, type FilledForm } from '../documents/worker-form';
import type { Db } from '../repositories/db';
import { findContractor, findEmployee, updateContractorRow, updateEmployeeRow } from '../repositories/workers';
import {
  findW4,
  findW9,
  listAttributeDefinitions,
  listAttributeValues,
  listNonresidentWorkDays,
  listReciprocityElections,
  upsertNonresidentWorkDays,
  upsertReciprocityElections,
  upsertW4,
  upsertW9,
  writeAttributeValues,
} from '../repositories/worker-forms';
import type { ServiceContext } from './context';
import { ATTRIBUTE_TYPE, CONTRACTOR_TYPE } from './contract-enums';
import { presentContractor } from './contractors';
import { presentEmployee } from './employees';
import { emitCompanyEvent } from './events';
import {
  CONTRACTOR_FORMS,
  EMPLOYEE_FORMS,
  FEDERAL_W4,
  FEDERAL_W9,
  presentForm,
  type FormDefinition,
  type FormValue,
  type FormValues,
} from './forms/definitions';
import { isStateCertificate, presentStateForm, presentStateForms, writeStateCertificate } from './forms/state-certificates';
import { checkFormValues, checkSignedAt, formInvalid, isCalendarDate } from './forms/validate';
import { addressIn, dayOf, isoDate, money, parseDate } from './format';
import { companyRead, companyTx } from './scope';
import { ssnColumns } from './worker-rules';

type Form = Schema<'Form'>;
type W4Row = NonNullable<Awaited<ReturnType<typeof findW4>>>;


function findForm(forms: FormDefinition[], formId: string): FormDefinition {
  const form = forms.find((f) => f.id === formId);
  if (!form) throw notFound('Form', formId);
  return form;
}

/** The W-4 on file as form values (every field: the record holds the defaults of fields left empty). */
function w4Values(row: W4Row | null): FormValues | undefined {
  if (!row) return undefined;
  return {
    filingStatus: row.filingStatus,
    multipleJobs: row.multipleJobs,
    dependentsAmount: money(row.dependentsAmount)!,
    otherIncome: money(row.otherIncome)!,
    deductions: money(row.deductions)!,
    extraWithholding: money(row.extraWithholding)!,
    exempt: row.exempt,
  };
}

/** Checked W-4 values -> the EmployeeW4 columns; a submission replaces the previous one as a whole. */
function w4Columns(values: FormValues, signature: string, signedAt: Date) {
  const amount = (name: string) => (values[name] as number | undefined) ?? 0;
  return {
    filingStatus: values.filingStatus as W4Row['filingStatus'],
    multipleJobs: (values.multipleJobs as boolean | undefined) ?? false,
    dependentsAmount: amount('dependentsAmount'),
    otherIncome: amount('otherIncome'),
    deductions: amount('deductions'),
    extraWithholding: amount('extraWithholding'),
    exempt: (values.exempt as boolean | undefined) ?? false,
    signature,
    signedAt: dayOf(signedAt),
  };
}

/** The W-9 values a contractor's columns take (the SSN through ssnColumns: encrypted, last four, status). */
function w9ContractorColumns(values: FormValues, country: string | null | undefined, cipher: ServiceContext['cipher']) {
  const text = (name: string) => values[name] as string | undefined;
  return {
    type: CONTRACTOR_TYPE.of(values.federalTaxClassification as string),
    ...(text('ein') !== undefined ? { ein: text('ein') } : {}),
    ...(text('businessName') !== undefined ? { businessName: text('businessName') } : {}),
    ...addressIn({ street1: text('street1'), street2: text('street2'), city: text('city'), state: text('state'), zipcode: text('zipcode'), country: country ?? 'US' }),
    ...ssnColumns(text('ssn'), cipher),
  };
}

/** The values stored as the contractor's W-9: everything but the SSN (kept encrypted on the contractor). */
function storedW9Values(values: FormValues): Prisma.InputJsonValue {
  const { ssn: _ssn, ...rest } = values;
  return rest;
}

/**
 * The taxpayer number the classification needs: an Individual gives an SSN, a Business an EIN (unless
 * the number sent was already refused for its shape).
 */
function taxpayerProblems(values: FormValues, prefix: string, found: FieldProblem[]): FieldProblem[] {
  const unless = (problem: FieldProblem) => (found.some((p) => p.field === problem.field) ? [] : [problem]);
  if (values.federalTaxClassification === 'Individual' && values.ssn === undefined) {
    return unless({ field: `${prefix}ssn`, message: 'An Individual gives a social security number.', code: 'required' });
  }
  if (values.federalTaxClassification === 'Business' && values.ein === undefined) {
    return unless({ field: `${prefix}ein`, message: 'A Business gives an employer identification number.', code: 'required' });
  }
  return [];
}

/** The form with the values sent, as documents/worker-form.ts prints it. */
function filledForm(form: FormDefinition, values: FormValues, signature: string, signedAt: Date): FilledForm {
  return {
    name: form.name,
    jurisdiction: form.jurisdiction,
    revision: form.revision,
    fields: form.fields.map((f) => ({ label: f.label, value: values[f.name] === undefined ? undefined : String(values[f.name]), secret: f.secret === true })),
    signature,
    signedAt,
  };
}

export class WorkerFormsService {
  constructor(private readonly ctx: ServiceContext) {}

  // ---- employees -------------------------------------------------------------------------------

  /** The employee of the company (the caller's scope is checked first: companyTx, companyRead), or 404. */
  private async employeeOf(db: Db, companyId: string, employeeId: string) {
    const employee = await findEmployee(db, companyId, employeeId);
    if (!employee) throw notFound('Employee', employeeId);
    return employee;
  }

  async listEmployeeForms(caller: Caller, companyId: string, employeeId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const employee = await this.employeeOf(db, companyId, employeeId);
      const w4 = presentForm(FEDERAL_W4, w4Values(await findW4(db, employee.id)));
      const window = pageWindow(query);
      const forms = [w4, ...(await presentStateForms(db, employee))];
      return envelope(window, forms.length, forms.slice(window.skip, window.skip + window.take));
    });
  }

  async getEmployeeForm(caller: Caller, companyId: string, employeeId: string, formId: string): Promise<Form> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const employee = await this.employeeOf(db, companyId, employeeId);
      const form = findForm(EMPLOYEE_FORMS, formId);
      if (isStateCertificate(form)) return presentStateForm(db, employee.id, form);
      return presentForm(form, w4Values(await findW4(db, employee.id)));
    });
  }

  submitEmployeeForm(caller: Caller, companyId: string, employeeId: string, formId: string, input: Schema<'FormSubmission'>): Promise<Form> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const employee = await this.employeeOf(tx, companyId, employeeId);
      const form = findForm(EMPLOYEE_FORMS, formId);
      if (isStateCertificate(form)) {
        const presented = await writeStateCertificate(tx, employee.id, form, input, this.ctx.now());
        await emitCompanyEvent(tx, company, 'employee.updated', 'Employee', presentEmployee((await findEmployee(tx, companyId, employee.id))!));
        return presented;
      }
      const w4 = await this.writeW4(tx, company, employee.id, input.values, input.signature, input.signedAt, 'body.values.');
      return presentForm(form, w4Values(w4));
    });
  }

  /** The one writer of the W-4 record (form submission and withholdings_setup); emits employee.updated. */
  private async writeW4(
    tx: Db,
    company: { id: string; partnerId: string },
    employeeId: string,
    raw: Record<string, FormValue>,
    signature: string,
    signedAtText: string | undefined,
    prefix: string,
  ) {
    const now = this.ctx.now();
    const signedAt = signedAtText ? new Date(signedAtText) : now;
    const { values, problems } = checkFormValues(FEDERAL_W4, raw, { prefix });
    problems.push(...checkSignedAt(signedAt, now));
    if (problems.length) throw formInvalid(FEDERAL_W4, problems);
    const w4 = await upsertW4(tx, employeeId, w4Columns(values, signature, signedAt));
    const employee = presentEmployee((await findEmployee(tx, company.id, employeeId))!);
    await emitCompanyEvent(tx, company, 'employee.updated', 'Employee', employee);
    return w4;
  }

  onboardEmployeeWithholdings(caller: Caller, companyId: string, employeeId: string, input: Schema<'EmployeeWithholdingsSetup'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const employee = await this.employeeOf(tx, companyId, employeeId);
      const { signature, signedAt, ...values } = input;
      await this.writeW4(tx, company, employee.id, values as Record<string, FormValue>, signature, signedAt, 'body.');
      return presentEmployee((await findEmployee(tx, companyId, employee.id))!);
    });
  }

  onboardEmployeeSsn(caller: Caller, companyId: string, employeeId: string, input: Schema<'EmployeeSsnSetup'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const employee = await this.employeeOf(tx, companyId, employeeId);
      const row = await updateEmployeeRow(tx, companyId, employee.id, ssnColumns(input.ssn, this.ctx.cipher));
      const presented = presentEmployee(row);
      await emitCompanyEvent(tx, company, 'employee.updated', 'Employee', presented);
      return presented;
    });
  }

  // ---- company-defined attributes ----------------------------------------------------------------

  private async attributesOf(db: Db, companyId: string, employeeId: string): Promise<Schema<'EmployeeCompanyDefinedAttributes'>> {
    // One query after the other: db may be a transaction, which runs one statement at a time.
    const definitions = await listAttributeDefinitions(db, companyId);
    const values = await listAttributeValues(db, employeeId);
    const byName = new Map(values.map((v) => [v.name, v.value]));
    return {
      attributes: definitions.map((d) => {
        const attribute: Schema<'EmployeeCompanyDefinedAttribute'> = {
          name: d.name,
          label: d.label,
          type: ATTRIBUTE_TYPE.of(d.type),
          value: byName.get(d.name) ?? null,
        };
        if (d.type === 'Select') attribute.options = (d.options as string[] | null) ?? [];
        return attribute;
      }),
    };
  }

  async getEmployeeAttributes(caller: Caller, companyId: string, employeeId: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const employee = await this.employeeOf(db, companyId, employeeId);
      return this.attributesOf(db, companyId, employee.id);
    });
  }

  updateEmployeeAttributes(caller: Caller, companyId: string, employeeId: string, input: Schema<'EmployeeCompanyDefinedAttributesUpdate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const employee = await this.employeeOf(tx, companyId, employeeId);
      const definitions = new Map((await listAttributeDefinitions(tx, companyId)).map((d) => [d.name, d]));
      const invalid: FieldProblem[] = [];
      const unknown: FieldProblem[] = [];
      const seen = new Set<string>();
      input.attributes.forEach(({ name, value }, i) => {
        if (seen.has(name)) invalid.push({ field: `body.attributes[${i}].name`, message: `Attribute ${name} appears twice.`, code: 'duplicate' });
        seen.add(name);
        const definition = definitions.get(name);
        if (!definition) {
          unknown.push({ field: `body.attributes[${i}].name`, message: 'Not an attribute defined by the company.', code: 'invalid_reference' });
          return;
        }
        const problem = value === null ? undefined : attributeValueProblem(definition, value);
        if (problem) invalid.push({ field: `body.attributes[${i}].value`, message: problem, code: 'type' });
      });
      if (invalid.length) throw badRequest('Some attribute values do not fit their attributes.', invalid);
      if (unknown.length) throw new DomainError('unprocessable', 'invalid_reference', 'Some attributes are not defined by the company.', unknown);
      await writeAttributeValues(tx, employee.id, input.attributes);
      const presented = presentEmployee((await findEmployee(tx, companyId, employee.id))!);
      await emitCompanyEvent(tx, company, 'employee.updated', 'Employee', presented);
      return this.attributesOf(tx, companyId, employee.id);
    });
  }

  // ---- reciprocity elections ---------------------------------------------------------------------

  private async electionsOf(db: Db, employeeId: string): Promise<Schema<'EmployeeReciprocityElections'>> {
    const rows = await listReciprocityElections(db, employeeId);
    const days = await listNonresidentWorkDays(db, employeeId);
    return {
      elections: rows.map((r) => ({
        workState: r.workState,
        residenceState: r.residenceState,
        elected: r.elected,
        // Always written by the API; a row without it (none today) reads as effective from its creation.
        effectiveStart: isoDate(r.effectiveStart ?? r.createdAt)!,
      })),
      ...(days.length ? { nonresidentWorkDays: days.map((d) => ({ state: d.state, year: d.year, days: d.days })) } : {}),
    };
  }

  async getEmployeeReciprocity(caller: Caller, companyId: string, employeeId: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const employee = await this.employeeOf(db, companyId, employeeId);
      return this.electionsOf(db, employee.id);
    });
  }

  updateEmployeeReciprocity(caller: Caller, companyId: string, employeeId: string, input: Schema<'EmployeeReciprocityElectionsUpdate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const employee = await this.employeeOf(tx, companyId, employeeId);
      const problems: FieldProblem[] = [];
      const seen = new Set<string>();
      if (!input.elections && !input.nonresidentWorkDays) {
        problems.push({ field: 'body', message: 'Send elections, nonresidentWorkDays or both.', code: 'required' });
      }
      (input.nonresidentWorkDays ?? []).forEach((d, i) => {
        const key = `${d.state}/${d.year}`;
        if (seen.has(key)) problems.push({ field: `body.nonresidentWorkDays[${i}]`, message: `The state and year ${key} appear twice.`, code: 'duplicate' });
        seen.add(key);
      });
      (input.elections ?? []).forEach((e, i) => {
        if (e.workState === e.residenceState) {
          problems.push({ field: `body.elections[${i}].residenceState`, message: 'The residence state must differ from the work state.', code: 'same_state' });
        }
        const pair = `${e.workState}/${e.residenceState}`;
        if (seen.has(pair)) problems.push({ field: `body.elections[${i}]`, message: `The pair ${pair} appears twice.`, code: 'duplicate' });
        seen.add(pair);
      });
      if (problems.length) throw badRequest('Some elections are not valid.', problems);
      await upsertNonresidentWorkDays(tx, employee.id, input.nonresidentWorkDays ?? []);
      await upsertReciprocityElections(
        tx,
        employee.id,
        (input.elections ?? []).map((e) => ({ workState: e.workState, residenceState: e.residenceState, elected: e.elected, effectiveStart: parseDate(e.effectiveStart)! })),
      );
      const presented = presentEmployee((await findEmployee(tx, companyId, employee.id))!);
      await emitCompanyEvent(tx, company, 'employee.updated', 'Employee', presented);
      return this.electionsOf(tx, employee.id);
    });
  }

  // ---- contractors -------------------------------------------------------------------------------

  /** The contractor of the company (the caller's scope is checked first: companyTx, companyRead), or 404. */
  private async contractorOf(db: Db, companyId: string, contractorId: string) {
    const contractor = await findContractor(db, companyId, contractorId);
    if (!contractor) throw notFound('Contractor', contractorId);
    return contractor;
  }

  private async w9Values(db: Db, contractorId: string): Promise<FormValues | undefined> {
    const row = await findW9(db, contractorId);
    return row ? (row.values as FormValues) : undefined;
  }

  async listContractorForms(caller: Caller, companyId: string, contractorId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const contractor = await this.contractorOf(db, companyId, contractorId);
      const values = await this.w9Values(db, contractor.id);
      const window = pageWindow(query);
      const forms = CONTRACTOR_FORMS.map((f) => presentForm(f, values));
      return envelope(window, forms.length, forms.slice(window.skip, window.skip + window.take));
    });
  }

  async getContractorForm(caller: Caller, companyId: string, contractorId: string, formId: string): Promise<Form> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const contractor = await this.contractorOf(db, companyId, contractorId);
      const form = findForm(CONTRACTOR_FORMS, formId);
      return presentForm(form, await this.w9Values(db, contractor.id));
    });
  }

  /** Fills the form with the values sent (a partial form is fine); stores nothing. */
  async previewContractorForm(caller: Caller, companyId: string, contractorId: string, formId: string, input: Schema<'FormSubmission'>) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      await this.contractorOf(db, companyId, contractorId);
      const form = findForm(CONTRACTOR_FORMS, formId);
      const now = this.ctx.now();
      const signedAt = input.signedAt ? new Date(input.signedAt) : now;
      const { values, problems } = checkFormValues(form, input.values, { prefix: 'body.values.', partial: true });
      problems.push(...checkSignedAt(signedAt, now));
      if (problems.length) throw formInvalid(form, problems);
      const pdf = workerFormPdf(filledForm(form, values, input.signature, signedAt));
      return { base64Content: pdf.toString('base64') };
    });
  }

  submitContractorForm(caller: Caller, companyId: string, contractorId: string, formId: string, input: Schema<'FormSubmission'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const contractor = await this.contractorOf(tx, companyId, contractorId);
      const form = findForm(CONTRACTOR_FORMS, formId);
      const now = this.ctx.now();
      const signedAt = input.signedAt ? new Date(input.signedAt) : now;
      const { values, problems } = checkFormValues(form, input.values, { prefix: 'body.values.' });
      problems.push(...taxpayerProblems(values, 'body.values.', problems), ...checkSignedAt(signedAt, now));
      if (problems.length) throw formInvalid(form, problems);
      await upsertW9(tx, contractor.id, { values: storedW9Values(values), signature: input.signature, signedAt: dayOf(signedAt) });
      return this.writeContractor(tx, company, contractor.id, w9ContractorColumns(values, 'US', this.ctx.cipher));
    });
  }

  /**
   * The W-9 in one step: the type, SSN or EIN, business name and address, with the name on file; signed
   * with the signature sent and dated the day of the request.
   */
  onboardContractorForms(caller: Caller, companyId: string, contractorId: string, input: Schema<'ContractorOnboardForms'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const contractor = await this.contractorOf(tx, companyId, contractorId);
      const problems: FieldProblem[] = [];
      const missing = (field: string, message: string) => problems.push({ field, message, code: 'required' });
      const businessName = input.businessName ?? contractor.businessName ?? undefined;
      if (input.type === 'Individual') {
        if (!input.ssn) missing('body.ssn', 'An Individual gives a social security number.');
        if (!contractor.firstName) missing('contractor.firstName', 'The contractor has no first name on file (updateContractor sets it).');
        if (!contractor.lastName) missing('contractor.lastName', 'The contractor has no last name on file (updateContractor sets it).');
      } else {
        if (!input.ein) missing('body.ein', 'A Business gives an employer identification number.');
        if (!businessName) missing('body.businessName', 'A Business needs a business name (sent or on file).');
      }
      for (const part of ['street1', 'city', 'state', 'zipcode'] as const) {
        if (!input.address[part]?.trim()) missing(`body.address.${part}`, `The address needs ${part}.`);
      }
      if (problems.length) throw formInvalid(FEDERAL_W9, problems);

      const individualName = [contractor.firstName, contractor.middleName, contractor.lastName].filter(Boolean).join(' ');
      const values: FormValues = {};
      const set = (name: string, value: string | undefined | null) => {
        if (value) values[name] = value;
      };
      set('name', input.type === 'Individual' ? individualName : businessName);
      if (input.type === 'Individual') set('businessName', businessName);
      values.federalTaxClassification = input.type;
      set('street1', input.address.street1);
      set('street2', input.address.street2);
      set('city', input.address.city);
      set('state', input.address.state);
      set('zipcode', input.address.zipcode);
      set('ssn', input.ssn);
      set('ein', input.ein);
      await upsertW9(tx, contractor.id, { values: storedW9Values(values), signature: input.signature, signedAt: dayOf(this.ctx.now()) });
      return this.writeContractor(tx, company, contractor.id, {
        ...w9ContractorColumns(values, input.address.country, this.ctx.cipher),
        ...(input.businessName !== undefined ? { businessName: input.businessName } : {}),
      });
    });
  }

  /** Copies W-9 values to the contractor, re-reads it, and records contractor.updated. */
  private async writeContractor(tx: Db, company: { id: string; partnerId: string }, contractorId: string, data: Prisma.ContractorUncheckedUpdateInput) {
    const row = await updateContractorRow(tx, company.id, contractorId, data);
    const presented = presentContractor(row);
    await emitCompanyEvent(tx, company, 'contractor.updated', 'Contractor', presented);
    return presented;
  }
}

/** Whether a company-defined attribute value (always a string) fits the attribute's type and options. */
function attributeValueProblem(definition: { name: string; type: string; options: unknown }, value: string): string | undefined {
  switch (definition.type) {
    case 'Number':
      return /^-?[0-9]+(\.[0-9]+)?$/.test(value) ? undefined : `${definition.name} takes a decimal number as a string (12.5).`;
    case 'Date':
      return isCalendarDate(value) ? undefined : `${definition.name} takes a date (YYYY-MM-DD).`;
    case 'Boolean':
      return value === 'true' || value === 'false' ? undefined : `${definition.name} takes true or false.`;
    case 'Select': {
      const options = (definition.options as string[] | null) ?? [];
      return options.includes(value) ? undefined : `${definition.name} takes one of ${options.join(', ')}.`;
    }
    default:
      return undefined;
  }
}

// The forms workers fill in, as static data: the federal W-4 and the state withholding certificates
// (employees) and the W-9 (contractors).
// Names, labels, types and options are the contract's (openapi.yaml, Form examples); `pattern` is
// internal: it says what a Text value must look like to be copied to the worker.
import type { Schema } from '@payroll/api-types';
import { AL_FORM } from './state-forms/al';
import { AR_FORM } from './state-forms/ar';
import { AZ_FORM } from './state-forms/az';
import { CO_FORM } from './state-forms/co';
import { CT_FORM } from './state-forms/ct';
import { DC_FORM } from './state-forms/dc';
import { DE_FORM } from './state-forms/de';
import { GA_FORM } from './state-forms/ga';
import { HI_FORM } from './state-forms/hi';
import { IA_FORM } from './state-forms/ia';
import { ID_FORM } from './state-forms/id';
import { IN_FORM } from './state-forms/in';
import { KS_FORM } from './state-forms/ks';
import { KY_FORM } from './state-forms/ky';
import { LA_FORM } from './state-forms/la';
import { MA_FORM } from './state-forms/ma';
import { MD_FORM } from './state-forms/md';
import { ME_FORM } from './state-forms/me';
import { MI_FORM } from './state-forms/mi';
import { MN_FORM } from './state-forms/mn';
import { MO_FORM } from './state-forms/mo';
import { MS_FORM } from './state-forms/ms';
import { MT_FORM } from './state-forms/mt';
import { NC_FORM } from './state-forms/nc';
import { NE_FORM } from './state-forms/ne';
import { NJ_FORM } from './state-forms/nj';
import { NM_FORM } from './state-forms/nm';
import { OH_FORM } from './state-forms/oh';
import { OK_FORM } from './state-forms/ok';
import { OR_FORM } from './state-forms/or';
import { RI_FORM } from './state-forms/ri';
import { SC_FORM } from './state-forms/sc';
import { VA_FORM } from './state-forms/va';
import { VT_FORM } from './state-forms/vt';
import { WI_FORM } from './state-forms/wi';
import { WV_FORM } from './state-forms/wv';

export type { FieldType, FieldDefinition, FormDefinition } from './types';
import type { FieldDefinition, FormDefinition } from './types';
import { MAX_ALLOWANCES, MAX_AMOUNT } from './state-forms/fields';

/** Largest W-4 (and state certificate) amount accepted (the column holds up to 12 integer digits; no W-4 amount comes close). */
export const W4_MAX_AMOUNT = MAX_AMOUNT;

const amount = (name: string, label: string): FieldDefinition => ({
  name,
  label,
  type: 'Number',
  required: false,
  minimum: 0,
  maximum: W4_MAX_AMOUNT,
  decimals: 2,
  unit: 'Dollars',
});

export const W4_FILING_STATUSES = ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] as const;

/** Federal Form W-4 (2020 or later revision). */
export const FEDERAL_W4: FormDefinition = {
  id: 'frm_9w4f2e6r1t3y',
  name: "Form W-4, Employee's Withholding Certificate",
  jurisdiction: 'Federal',
  revision: '2026',
  fields: [
    { name: 'filingStatus', label: 'Step 1(c): Filing status', type: 'Select', required: true, options: [...W4_FILING_STATUSES] },
    { name: 'multipleJobs', label: 'Step 2(c): Multiple jobs or spouse works', type: 'Boolean', required: false },
    amount('dependentsAmount', 'Step 3: Claim dependent and other credits'),
    amount('otherIncome', 'Step 4(a): Other income (not from jobs)'),
    amount('deductions', 'Step 4(b): Deductions'),
    amount('extraWithholding', 'Step 4(c): Extra withholding per pay period'),
    // Valid for signedAt's calendar year, through February 15 of the next (the engine's src/w4.ts).
    { name: 'exempt', label: 'Exempt from withholding (written below Step 4(c))', type: 'Boolean', required: false },
  ],
};

export const SSN_PATTERN = /^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$/;
export const EIN_PATTERN = /^[0-9]{2}-?[0-9]{7}$/;

/** Federal Form W-9 (Rev. March 2024). */
export const FEDERAL_W9: FormDefinition = {
  id: 'frm_w9k2p7d4x1b6',
  name: 'Form W-9, Request for Taxpayer Identification Number and Certification',
  jurisdiction: 'Federal',
  revision: '2024',
  fields: [
    { name: 'name', label: 'Line 1: Name of entity/individual', type: 'Text', required: true },
    { name: 'businessName', label: 'Line 2: Business name/disregarded entity name, if different from above', type: 'Text', required: false },
    { name: 'federalTaxClassification', label: 'Line 3a: Federal tax classification', type: 'Select', required: true, options: ['Individual', 'Business'] },
    { name: 'street1', label: 'Line 5: Address (number, street, and apt. or suite no.)', type: 'Text', required: true },
    { name: 'street2', label: 'Line 5: Address, second line', type: 'Text', required: false },
    { name: 'city', label: 'Line 6: City', type: 'Text', required: true },
    {
      name: 'state',
      label: 'Line 6: State',
      type: 'Text',
      required: true,
      pattern: { regex: /^[A-Z]{2}$/, describe: 'a two-letter state code (CA)' },
    },
    {
      name: 'zipcode',
      label: 'Line 6: ZIP code',
      type: 'Text',
      required: true,
      pattern: { regex: /^[0-9]{5}(-[0-9]{4})?$/, describe: 'a ZIP code (94110 or 94110-1234)' },
    },
    {
      name: 'ssn',
      label: 'Part I: Social security number',
      type: 'Text',
      required: false,
      secret: true,
      pattern: { regex: SSN_PATTERN, describe: 'a social security number (NNN-NN-NNNN or 9 digits)' },
    },
    {
      name: 'ein',
      label: 'Part I: Employer identification number',
      type: 'Text',
      required: false,
      pattern: { regex: EIN_PATTERN, describe: 'an employer identification number (NN-NNNNNNN or 9 digits)' },
    },
  ],
};

/** Largest number of allowances a state certificate accepts (no certificate comes close). */
export const STATE_MAX_ALLOWANCES = MAX_ALLOWANCES;

const allowances = (name: string, label: string): FieldDefinition => ({
  name,
  label,
  type: 'Number',
  required: false,
  minimum: 0,
  maximum: STATE_MAX_ALLOWANCES,
  decimals: 0,
  unit: 'Count',
});

/**
 * State withholding certificates (docs/domain-rules.md, "State and local taxes"). Field names, options and
 * bounds are those the state's payroll-engine module reads (packages/payroll-engine/src/states/<st>.ts);
 * services/forms/state-certificates.ts also runs each submission through the module itself.
 */
export const CA_DE4: FormDefinition = {
  id: 'frm_ca4d8e2k6w1q',
  name: "Form DE 4, Employee's Withholding Allowance Certificate",
  jurisdiction: 'CA',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Single or Married (with two or more incomes), Married (one income), or Head of household',
      type: 'Select',
      required: true,
      options: ['Single', 'Married', 'HeadOfHousehold'],
    },
    allowances('regularAllowances', 'Line 1a: Number of regular withholding allowances (Worksheet A)'),
    allowances('estimatedDeductionAllowances', 'Line 1b: Number of allowances from the Estimated Deductions (Worksheet B)'),
    amount('additionalAmount', 'Line 2: Additional amount of state income tax to be withheld each pay period (Worksheet C)'),
    { name: 'exempt', label: 'Lines 3-4: Exemption from withholding claimed', type: 'Boolean', required: false },
  ],
};

export const NY_IT2104: FormDefinition = {
  id: 'frm_ny2104h7m3p5',
  name: "Form IT-2104, Employee's Withholding Allowance Certificate",
  jurisdiction: 'NY',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Single or Head of household, Married, or Married but withhold at higher single rate',
      type: 'Select',
      required: true,
      options: ['Single', 'HeadOfHousehold', 'Married', 'MarriedWithholdAtHigherSingleRate'],
    },
    allowances('allowances', 'Line 1: Total number of allowances you are claiming for New York State'),
    amount('additionalWithholding', 'Line 3: New York State amount (additional withholding each pay period)'),
    { name: 'exempt', label: 'Form IT-2104-E: Certificate of exemption from withholding filed', type: 'Boolean', required: false },
  ],
};

export const IL_W4: FormDefinition = {
  id: 'frm_ilw4r8t2v6n9',
  name: "Form IL-W-4, Employee's and other Payee's Illinois Withholding Allowance Certificate",
  jurisdiction: 'IL',
  revision: '2026',
  fields: [
    allowances('basicAllowances', 'Line 1: Number of basic allowances'),
    allowances('additionalAllowances', 'Line 2: Number of additional allowances'),
    amount('additionalWithholding', 'Line 3: Additional amount to withhold from each pay'),
    { name: 'exempt', label: 'Exempt from federal and Illinois income tax withholding', type: 'Boolean', required: false },
  ],
};

/** The state certificates, in the order forms are listed after the federal W-4 (then by state). */
export const STATE_CERTIFICATE_FORMS: FormDefinition[] = [
  CA_DE4,
  NY_IT2104,
  IL_W4,
  AL_FORM,
  AR_FORM,
  AZ_FORM,
  CO_FORM,
  CT_FORM,
  DC_FORM,
  DE_FORM,
  GA_FORM,
  HI_FORM,
  IA_FORM,
  ID_FORM,
  IN_FORM,
  KS_FORM,
  KY_FORM,
  LA_FORM,
  MA_FORM,
  MD_FORM,
  ME_FORM,
  MI_FORM,
  MN_FORM,
  MO_FORM,
  MS_FORM,
  MT_FORM,
  NC_FORM,
  NE_FORM,
  NJ_FORM,
  NM_FORM,
  OH_FORM,
  OK_FORM,
  OR_FORM,
  RI_FORM,
  SC_FORM,
  VA_FORM,
  VT_FORM,
  WI_FORM,
  WV_FORM,
];

export const EMPLOYEE_FORMS: FormDefinition[] = [FEDERAL_W4, ...STATE_CERTIFICATE_FORMS];
export const CONTRACTOR_FORMS: FormDefinition[] = [FEDERAL_W9];

export type FormValue = string | number | boolean;
export type FormValues = Record<string, FormValue>;

/** The form as the API answers it: its fields, each with the value last submitted (never a secret). */
export function presentForm(form: FormDefinition, values: FormValues | undefined): Schema<'Form'> {
  return {
    id: form.id,
    name: form.name,
    jurisdiction: form.jurisdiction,
    revision: form.revision,
    fields: form.fields.map((f) => {
      const field: Schema<'FormField'> = { name: f.name, label: f.label, type: f.type, required: f.required };
      if (f.options) field.options = [...f.options];
      if (f.unit) field.unit = f.unit;
      if (f.decimals !== undefined) field.decimals = f.decimals;
      const value = values?.[f.name];
      if (!f.secret && value !== undefined) field.value = value;
      return field;
    }),
  };
}

// Form NC-4, North Carolina Employee's Withholding Allowance Certificate, as an employee form. Field names,
// options and bounds are those packages/payroll-engine/src/states/nc/index.ts reads (its module comment documents
// each field and the NC-30 rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

const fields: FieldDefinition[] = [
  {
    name: 'filingStatus',
    label: 'Filing status: Single or Married Filing Separately, Married Filing Jointly or Surviving Spouse, or Head of Household',
    type: 'Select',
    required: true,
    options: ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'],
  },
  {
    name: 'allowances',
    label: 'Line 1: Total number of allowances you are claiming',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_ALLOWANCES,
    decimals: 0,
    unit: 'Count',
  },
  {
    name: 'additionalWithholding',
    label: 'Line 2: Additional amount, if any, you want withheld from each pay period (whole dollars)',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: Math.floor(MAX_AMOUNT),
    decimals: 0,
    unit: 'Dollars',
  },
  { name: 'exempt', label: 'Form NC-4 EZ: Exemption from North Carolina withholding claimed', type: 'Boolean', required: false },
];

export const NC_FORM: FormDefinition = {
  id: 'frm_zficz5dvqen4',
  name: "Form NC-4, Employee's Withholding Allowance Certificate",
  jurisdiction: 'NC',
  revision: '2026',
  fields,
};

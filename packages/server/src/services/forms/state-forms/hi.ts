// Form HW-4, Employee's Withholding Allowance and Status Certificate (Hawaii), as an employee form. Field names,
// options and bounds are those packages/payroll-engine/src/states/hi/index.ts reads (its module comment documents
// each field and the Booklet A rules behind it). Hawaii allows no exempt status, so the form has no such field.
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

export const HI_FORM: FormDefinition = {
  id: 'frm_ycszx53lwzc4',
  name: "Form HW-4, Employee's Withholding Allowance and Status Certificate",
  jurisdiction: 'HI',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Marital status: Single (also head of household) or Married',
      type: 'Select',
      required: true,
      options: ['Single', 'Married'],
    },
    { name: 'allowances', label: 'Total number of withholding allowances claimed', type: 'Number', required: false, minimum: 0, maximum: MAX_ALLOWANCES, decimals: 0, unit: 'Count' },
    {
      name: 'additionalWithholding',
      label: 'Additional dollar amount to withhold each pay period (agreed with the employer)',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
  ],
};

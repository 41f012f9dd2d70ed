// Form W-4ME, Employee's Withholding Allowance Certificate (Maine), as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/me/index.ts reads (its module comment documents each field
// and the Maine Revenue Services rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

export const ME_FORM: FormDefinition = {
  id: 'frm_5epn633mc22u',
  name: "Form W-4ME, Employee's Withholding Allowance Certificate",
  jurisdiction: 'ME',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Line 3: Single or Head of Household; Married; or Married, but withholding at higher single rate',
      type: 'Select',
      required: true,
      options: ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'],
    },
    { name: 'allowances', label: 'Line 4: Total number of allowances you are claiming', type: 'Number', required: false, minimum: 0, maximum: MAX_ALLOWANCES, decimals: 0, unit: 'Count' },
    {
      name: 'additionalWithholding',
      label: 'Line 5: Additional amount you want withheld from each paycheck',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Line 6: Exempt from Maine withholding (you qualify for one of the exemptions 6a-6e)', type: 'Boolean', required: false },
  ],
};

// Form RI W-4, Employee's Withholding Allowance Certificate (Rhode Island), as an employee form. Field names and
// bounds are those packages/payroll-engine/src/states/ri/index.ts reads (its module comment documents each field
// and the withholding tables' rules behind it). The worksheet caps the allowances at 10.
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

export const RI_FORM: FormDefinition = {
  id: 'frm_vemrphktbtpd',
  name: "Form RI W-4, Employee's Withholding Allowance Certificate",
  jurisdiction: 'RI',
  revision: '2026',
  fields: [
    { name: 'allowances', label: 'Line 1: Total number of allowances you are claiming (at most 10)', type: 'Number', required: false, minimum: 0, maximum: 10, decimals: 0, unit: 'Count' },
    {
      name: 'additionalWithholding',
      label: 'Line 2: Additional amount you want withheld each pay period',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Line 3: EXEMPT or EXEMPT-MS from Rhode Island withholding (a new form each year)', type: 'Boolean', required: false },
  ],
};

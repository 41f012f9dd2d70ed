// Form DE W-4, Employee's Withholding Allowance Certificate (Delaware), as an employee form (not California's
// Form DE 4). Field names, options and bounds are those packages/payroll-engine/src/states/de/index.ts reads (its
// module comment documents each field and the Employer's Guide rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

export const DE_FORM: FormDefinition = {
  id: 'frm_ka84ylodboic',
  name: "Form DE W-4, Delaware Employee's Withholding Allowance Certificate",
  jurisdiction: 'DE',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Line 3: Marital status: Single; Married filing jointly; Married filing separately',
      type: 'Select',
      required: true,
      options: ['Single', 'MarriedFilingJointly', 'MarriedFilingSeparately'],
    },
    { name: 'allowances', label: 'Line 4: Total number of allowances you are claiming (worksheet line G)', type: 'Number', required: false, minimum: 0, maximum: MAX_ALLOWANCES, decimals: 0, unit: 'Count' },
    {
      name: 'additionalWithholding',
      label: 'Additional amount you want withheld each pay period',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
  ],
};

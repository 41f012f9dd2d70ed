// Form OR-W-4, Oregon Employee's Withholding Statement and Exemption Certificate, as an employee form. Field
// names, options and bounds are those packages/payroll-engine/src/states/or/index.ts reads (its module comment
// documents each field and the 150-206-436 rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

export const OR_FORM: FormDefinition = {
  id: 'frm_liqivv7bne19',
  name: "Form OR-W-4, Oregon Employee's Withholding Statement and Exemption Certificate",
  jurisdiction: 'OR',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Line 1: Single (also married filing separately and head of household), Married, or Married but withhold at the higher single rate',
      type: 'Select',
      required: true,
      options: ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'],
    },
    { name: 'allowances', label: 'Line 2: Total number of allowances', type: 'Number', required: false, minimum: 0, maximum: MAX_ALLOWANCES, decimals: 0, unit: 'Count' },
    {
      name: 'additionalWithholding',
      label: 'Line 3: Additional amount to withhold from each paycheck',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Line 4: Exemption from withholding claimed', type: 'Boolean', required: false },
  ],
};

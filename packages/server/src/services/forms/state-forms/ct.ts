// Form CT-W4, Employee's Withholding Certificate (Connecticut), as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/ct/index.ts reads (its module comment documents each
// field and the TPG-211 rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

const amount = (name: string, label: string): FieldDefinition => ({ name, label, type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' });

export const CT_FORM: FormDefinition = {
  id: 'frm_gldg6qtv04s9',
  name: "Form CT-W4, Employee's Withholding Certificate",
  jurisdiction: 'CT',
  revision: '2026',
  fields: [
    {
      name: 'withholdingCode',
      label: 'Line 1: Withholding Code (A, B, C, D, E or F, from the filing status and expected income)',
      type: 'Select',
      required: true,
      options: ['CodeA', 'CodeB', 'CodeC', 'CodeD', 'CodeE', 'CodeF'],
    },
    amount('additionalWithholding', 'Line 2: Additional withholding amount per pay period'),
    amount('reducedWithholding', 'Line 3: Reduced withholding amount per pay period'),
  ],
};

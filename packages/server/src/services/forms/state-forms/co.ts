// Form DR 0004, Colorado Employee Withholding Certificate, as an employee form (optional in Colorado: without
// it, or with line 2 blank, withholding follows the federal W-4 filing status). Field names and bounds are those
// packages/payroll-engine/src/states/co/index.ts reads (its module comment documents each field and the DR 1098
// worksheet rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

const amount = (name: string, label: string): FieldDefinition => ({ name, label, type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' });

export const CO_FORM: FormDefinition = {
  id: 'frm_3qdhzgk6fy4s',
  name: 'Form DR 0004, Colorado Employee Withholding Certificate',
  jurisdiction: 'CO',
  revision: '2026',
  fields: [
    amount('annualAllowance', 'Line 2: Annual withholding allowance (leave blank to use the amount for your federal W-4 filing status)'),
    amount('additionalWithholding', 'Line 3: Additional Colorado withholding per pay period'),
  ],
};

// Form 89-350, Mississippi Employee's Withholding Exemption Certificate, as an employee form. Field names, options
// and bounds are those packages/payroll-engine/src/states/ms/index.ts reads (its module comment documents each
// field and the Computer Payroll Accounting formula behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

const amount = (name: string, label: string): FieldDefinition => ({ name, label, type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' });

export const MS_FORM: FormDefinition = {
  id: 'frm_7aerd6wcb1k6',
  name: "Form 89-350, Mississippi Employee's Withholding Exemption Certificate",
  jurisdiction: 'MS',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Single (line 1); Married, spouse not employed (line 2(a)); Married, spouse employed (line 2(b)); Head of family (line 3)',
      type: 'Select',
      required: true,
      options: ['Single', 'MarriedSpouseNotEmployed', 'MarriedSpouseEmployed', 'HeadOfFamily'],
    },
    amount('exemption', 'Line 6: Total amount of exemption claimed (dollars)'),
    amount('additionalWithholding', 'Line 7: Additional amount to withhold each pay period'),
    { name: 'exempt', label: 'Line 8: Exempt as the spouse of a military servicemember', type: 'Boolean', required: false },
  ],
};

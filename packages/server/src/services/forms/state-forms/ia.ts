// The 2026 IA W-4, Employee Withholding Allowance Certificate (Iowa), as an employee form. Field names, options
// and bounds are those packages/payroll-engine/src/states/ia/index.ts reads (its module comment documents each
// field and the 2026 withholding formula behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

const amount = (name: string, label: string): FieldDefinition => ({ name, label, type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' });

export const IA_FORM: FormDefinition = {
  id: 'frm_mt77pzqew8hc',
  name: 'Form IA W-4, Employee Withholding Allowance Certificate (Iowa)',
  jurisdiction: 'IA',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Other (including single), Head of household, or Married filing jointly or qualifying surviving spouse',
      type: 'Select',
      required: true,
      options: ['Other', 'HeadOfHousehold', 'MarriedFilingJointly'],
    },
    { name: 'spouseHasEarnedIncome', label: 'If married filing jointly: your spouse also has earned income', type: 'Boolean', required: false },
    amount('totalAllowances', 'Line 7: Total allowances (dollars, lines 1-6 added)'),
    amount('additionalWithholding', 'Line 8: Additional amount to withhold each pay period'),
    { name: 'exempt', label: 'Exempt from Iowa withholding (no Iowa tax liability, or military spouse)', type: 'Boolean', required: false },
  ],
};

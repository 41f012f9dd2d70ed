// Form A-4, Arizona's employee withholding election, as an employee form. Field names, options and bounds
// are those the payroll engine's Arizona module reads (packages/payroll-engine/src/states/az/index.ts): box 1 is a
// percentage (with an optional extra amount), box 2 the zero election; the module rejects both or neither.
// Bounds repeat definitions.ts (W4_MAX_AMOUNT) as a literal: definitions.ts imports this file, so importing
// values back from it would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

const MAX_AMOUNT = 999_999_999.99; // definitions.ts W4_MAX_AMOUNT

const fields: FieldDefinition[] = [
  {
    name: 'withholdingPercentage',
    label: 'Box 1: Withhold from gross taxable wages at the percentage checked',
    type: 'Select',
    required: false,
    options: ['0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5'],
  },
  {
    name: 'additionalWithholding',
    label: 'Box 1: Extra amount to be withheld from each paycheck',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_AMOUNT,
    decimals: 2,
    unit: 'Dollars',
  },
  {
    name: 'zeroWithholding',
    label: 'Box 2: I elect an Arizona withholding percentage of zero (no Arizona tax liability expected this year)',
    type: 'Boolean',
    required: false,
  },
];

export const AZ_FORM: FormDefinition = {
  id: 'frm_f4ghwpj7dq6r',
  name: "Form A-4, Employee's Arizona Withholding Election",
  jurisdiction: 'AZ',
  revision: '2026',
  fields,
};

// Form MI-W4, Michigan's employee withholding certificate, as an employee form. Field names and bounds are
// those the payroll engine's Michigan module reads (packages/payroll-engine/src/states/mi/index.ts).
// Bounds repeat definitions.ts (W4_MAX_AMOUNT, STATE_MAX_ALLOWANCES) as literals: definitions.ts imports
// this file, so importing values back from it would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

const MAX_AMOUNT = 999_999_999.99; // definitions.ts W4_MAX_AMOUNT
const MAX_COUNT = 999; // definitions.ts STATE_MAX_ALLOWANCES

const fields: FieldDefinition[] = [
  { name: 'exemptions', label: 'Line 6: Personal and dependency exemptions', type: 'Number', required: false, minimum: 0, maximum: MAX_COUNT, decimals: 0, unit: 'Count' },
  {
    name: 'additionalWithholding',
    label: 'Line 7: Additional amount you want deducted from each pay',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_AMOUNT,
    decimals: 2,
    unit: 'Dollars',
  },
  { name: 'exempt', label: 'Line 8: I claim exemption from Michigan withholding', type: 'Boolean', required: false },
];

export const MI_FORM: FormDefinition = {
  id: 'frm_4sxm12pw04o4',
  name: "Form MI-W4, Employee's Michigan Withholding Exemption Certificate",
  jurisdiction: 'MI',
  revision: '2026',
  fields,
};

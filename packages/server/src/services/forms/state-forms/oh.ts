// Form IT 4, Ohio's employee withholding exemption certificate, as an employee form. Field names and bounds
// are those the payroll engine's Ohio module reads (packages/payroll-engine/src/states/oh/index.ts); the school
// district of residence (school district income tax, not computed) is not among them.
// Bounds repeat definitions.ts (W4_MAX_AMOUNT, STATE_MAX_ALLOWANCES) as literals: definitions.ts imports
// this file, so importing values back from it would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

const MAX_AMOUNT = 999_999_999.99; // definitions.ts W4_MAX_AMOUNT
const MAX_COUNT = 999; // definitions.ts STATE_MAX_ALLOWANCES

const fields: FieldDefinition[] = [
  {
    name: 'exemptions',
    label: 'Line 4: Total exemptions claimed (yourself, spouse, dependents)',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_COUNT,
    decimals: 0,
    unit: 'Count',
  },
  {
    name: 'additionalWithholding',
    label: 'Line 5: Additional Ohio income tax withholding per pay period',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_AMOUNT,
    decimals: 2,
    unit: 'Dollars',
  },
];

export const OH_FORM: FormDefinition = {
  id: 'frm_m13u5kth8xxc',
  name: "Form IT 4, Employee's Withholding Exemption Certificate",
  jurisdiction: 'OH',
  revision: '2026',
  fields,
};

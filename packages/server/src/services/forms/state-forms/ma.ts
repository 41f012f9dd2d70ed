// Form M-4, Massachusetts Employee's Withholding Exemption Certificate, as an employee form. Field names and
// bounds are those packages/payroll-engine/src/states/ma/index.ts reads (its module comment documents each line
// and the Circular M rules behind it): Line 4 total exemptions, Line 5 additional withholding, boxes A-D.
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_EXEMPTIONS = 999;

const fields: FieldDefinition[] = [
  {
    name: 'exemptions',
    label: 'Line 4: Total number of exemptions claimed (Line 1 personal, Line 2 spouse "4" or "5", Line 3 dependents)',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_EXEMPTIONS,
    decimals: 0,
    unit: 'Count',
  },
  {
    name: 'additionalWithholding',
    label: 'Line 5: Additional withholding per pay period under agreement with employer',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_AMOUNT,
    decimals: 2,
    unit: 'Dollars',
  },
  { name: 'headOfHousehold', label: 'Box A: I will file as head of household on my tax return', type: 'Boolean', required: false },
  { name: 'blind', label: 'Box B: I am blind', type: 'Boolean', required: false },
  { name: 'spouseBlind', label: 'Box C: My spouse is blind and not subject to withholding', type: 'Boolean', required: false },
  {
    name: 'fullTimeStudent',
    label: 'Box D: Full-time student in seasonal, part-time or temporary employment whose estimated annual income will not exceed $8,000',
    type: 'Boolean',
    required: false,
  },
];

export const MA_FORM: FormDefinition = {
  id: 'frm_jt26t3hdezvi',
  name: "Form M-4, Massachusetts Employee's Withholding Exemption Certificate",
  jurisdiction: 'MA',
  revision: '2026',
  fields,
};

// Form VA-4, Employee's Virginia Income Tax Withholding Exemption Certificate, as an employee form. Field
// names and bounds are those packages/payroll-engine/src/states/va/index.ts reads (its module comment documents each
// field and the Employer Withholding Instructions rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_EXEMPTIONS = 999;

const exemptions = (name: string, label: string): FieldDefinition => ({
  name,
  label,
  type: 'Number',
  required: false,
  minimum: 0,
  maximum: MAX_EXEMPTIONS,
  decimals: 0,
  unit: 'Count',
});

export const VA_FORM: FormDefinition = {
  id: 'frm_kjue96j5wzr0',
  name: "Form VA-4, Employee's Virginia Income Tax Withholding Exemption Certificate",
  jurisdiction: 'VA',
  revision: '2026',
  fields: [
    exemptions('personalExemptions', 'Line 1(a): Personal and dependent exemptions (Personal Exemption Worksheet)'),
    exemptions('ageBlindExemptions', 'Line 1(b): Exemptions for age 65 and over and blindness'),
    {
      name: 'additionalWithholding',
      label: 'Line 2: Additional withholding each pay period',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Line 3 or 4: Not subject to Virginia withholding, or military spouse exemption', type: 'Boolean', required: false },
  ],
};

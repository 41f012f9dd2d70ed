// Form MW507, Employee's Maryland Withholding Exemption Certificate, as an employee form. Field names, options
// and bounds are those packages/payroll-engine/src/states/md/index.ts reads (its module comment documents each
// field and the Employer Withholding Guide rules behind it). Lines 4 to 7 (residents of DC, Virginia, West
// Virginia, Pennsylvania) are reciprocity elections (reciprocity_elections), not fields of this form; the
// county of residence selects the county (local) tax, which is not computed yet.
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_EXEMPTIONS = 999;

export const MD_FORM: FormDefinition = {
  id: 'frm_1pmvv96qdsh2',
  name: "Form MW507, Employee's Maryland Withholding Exemption Certificate",
  jurisdiction: 'MD',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Single; Married (surviving spouse or unmarried Head of Household) Rate; or Married, but withhold at Single rate',
      type: 'Select',
      required: true,
      options: ['Single', 'Married', 'MarriedWithholdAtSingleRate'],
    },
    { name: 'exemptions', label: 'Line 1: Total number of exemptions', type: 'Number', required: false, minimum: 0, maximum: MAX_EXEMPTIONS, decimals: 0, unit: 'Count' },
    {
      name: 'additionalWithholding',
      label: 'Line 2: Additional withholding per pay period under agreement with employer',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Line 3 or 8: Exempt from Maryland withholding (no tax liability, or military spouse)', type: 'Boolean', required: false },
  ],
};

// New Mexico has no withholding certificate of its own: the employee may give a copy of the federal Form W-4
// marked "For New Mexico State Withholding Only" (FYI-104), held here as an employee form; without it the
// federal W-4 on file is followed. Field names, options and bounds are those
// packages/payroll-engine/src/states/nm/index.ts reads (its module comment documents each field).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

export const NM_FORM: FormDefinition = {
  id: 'frm_2k5y4nc9yyuv',
  name: 'Form W-4 for New Mexico State Withholding Only',
  jurisdiction: 'NM',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Step 1(c): Filing status (Single or Married filing separately; Married filing jointly; Head of household)',
      type: 'Select',
      required: true,
      options: ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'],
    },
    {
      name: 'additionalWithholding',
      label: 'Step 4(c): Additional New Mexico withholding per pay period',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Exempt from New Mexico withholding (income exempt from New Mexico tax)', type: 'Boolean', required: false },
  ],
};

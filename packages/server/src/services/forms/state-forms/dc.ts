// Form D-4, DC Withholding Allowance Certificate, as an employee form. Field names and bounds are those
// packages/payroll-engine/src/states/dc/index.ts reads (its module comment documents each field and OTR's
// formula behind it). Line 1 (filing status) does not enter the District's formula and is not collected; a
// nonresident's D-4A is a reciprocity election (reciprocity_elections).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

export const DC_FORM: FormDefinition = {
  id: 'frm_xmgnaztw38za',
  name: 'Form D-4, DC Withholding Allowance Certificate',
  jurisdiction: 'DC',
  revision: '2026',
  fields: [
    { name: 'allowances', label: 'Line 2: Total number of withholding allowances', type: 'Number', required: false, minimum: 0, maximum: MAX_ALLOWANCES, decimals: 0, unit: 'Count' },
    { name: 'additionalWithholding', label: 'Line 3: Additional amount, if any, you want withheld from each paycheck', type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' },
    { name: 'exempt', label: 'Line 4: Exempt from DC withholding (no DC tax owed last year or expected this year)', type: 'Boolean', required: false },
  ],
};

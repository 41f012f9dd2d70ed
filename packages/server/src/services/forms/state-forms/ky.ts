// Form K-4 (42A804), Kentucky's Withholding Certificate, as an employee form (only needed for an exemption or
// additional withholding: Kentucky's formula has no allowances). Field names and bounds are those
// packages/payroll-engine/src/states/ky/index.ts reads (its module comment documents each field and the 42A003
// formula behind it). The K-4's reciprocal-state box is the employee's reciprocity election instead.
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

export const KY_FORM: FormDefinition = {
  id: 'frm_9egy2sth34qc',
  name: "Form K-4, Kentucky's Withholding Certificate",
  jurisdiction: 'KY',
  revision: '2026',
  fields: [
    {
      name: 'exempt',
      label: 'Exempt from Kentucky withholding: no Kentucky income tax liability expected, Fort Campbell nonresident, or nonresident military spouse',
      type: 'Boolean',
      required: false,
    },
    { name: 'additionalWithholding', label: 'Additional withholding per pay period under agreement with employer', type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' },
  ],
};

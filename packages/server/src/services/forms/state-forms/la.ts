// Form L-4 (R-1300), Louisiana Employee's Withholding Certificate, as an employee form (with the L-4E exemption
// as a field). Field names, options and bounds are those packages/payroll-engine/src/states/la/index.ts reads (its
// module comment documents each field and the R-1306 formulas behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bound as definitions.ts's W4_MAX_AMOUNT (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;

export const LA_FORM: FormDefinition = {
  id: 'frm_e7f582da45yc',
  name: "Form L-4, Louisiana Employee's Withholding Certificate",
  jurisdiction: 'LA',
  revision: '2026',
  fields: [
    {
      name: 'standardDeduction',
      label: 'Block A: 0, no standard deduction; 1, single or married filing separately; 2, married filing jointly, qualifying surviving spouse or head of household',
      type: 'Select',
      required: true,
      options: ['NoDeduction', 'SingleOrMarriedFilingSeparately', 'MarriedFilingJointlyOrHeadOfHousehold'],
    },
    { name: 'additionalWithholding', label: 'Increase in the tax withheld each pay period', type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' },
    { name: 'exempt', label: 'Form L-4E: Exempt from withholding Louisiana income tax', type: 'Boolean', required: false },
  ],
};

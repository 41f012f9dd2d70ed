// Form W-4VT, Employee's Withholding Allowance Certificate (Vermont), as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/vt/index.ts reads (its module comment documents each field
// and the GB-1210 rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

export const VT_FORM: FormDefinition = {
  id: 'frm_k5f5rd7lu80w',
  name: "Form W-4VT, Employee's Withholding Allowance Certificate",
  jurisdiction: 'VT',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Single; Married/Civil Union filing jointly; Married/Civil Union filing separately; Married, but withhold at higher single rate',
      type: 'Select',
      required: true,
      options: ['Single', 'MarriedFilingJointly', 'MarriedFilingSeparately', 'MarriedWithholdAtHigherSingleRate'],
    },
    { name: 'allowances', label: 'Line 5: Total number of Vermont allowances', type: 'Number', required: false, minimum: 0, maximum: MAX_ALLOWANCES, decimals: 0, unit: 'Count' },
    {
      name: 'additionalWithholding',
      label: 'Line 6: Additional amount you want withheld from each check',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Exempt: no Vermont income tax liability last year and none expected this year', type: 'Boolean', required: false },
  ],
};

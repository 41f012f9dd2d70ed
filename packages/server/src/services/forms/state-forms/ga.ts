// Form G-4, State of Georgia Employee's Withholding Allowance Certificate, as an employee form. Field names,
// options and bounds are those packages/payroll-engine/src/states/ga/index.ts reads (its module comment documents
// each field and the Employer's Tax Guide rules behind it).
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

const allowances = (name: string, label: string): FieldDefinition => ({
  name,
  label,
  type: 'Number',
  required: false,
  minimum: 0,
  maximum: MAX_ALLOWANCES,
  decimals: 0,
  unit: 'Count',
});

export const GA_FORM: FormDefinition = {
  id: 'frm_qjzyh10sv4e3',
  name: "Form G-4, State of Georgia Employee's Withholding Allowance Certificate",
  jurisdiction: 'GA',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label:
        'Line 3: Marital status: A Single; B Married filing separate, or married filing joint with both spouses working; C Married filing joint, one spouse working; D Head of household',
      type: 'Select',
      required: true,
      options: ['Single', 'MarriedFilingSeparateOrBothWorking', 'MarriedFilingJointOneWorking', 'HeadOfHousehold'],
    },
    allowances('dependentAllowances', 'Line 4: Dependent allowances'),
    allowances('additionalAllowances', 'Line 5: Additional allowances (Georgia adjustments worksheet)'),
    {
      name: 'additionalWithholding',
      label: 'Line 6: Additional withholding each pay period',
      type: 'Number',
      required: false,
      minimum: 0,
      maximum: MAX_AMOUNT,
      decimals: 2,
      unit: 'Dollars',
    },
    { name: 'exempt', label: 'Line 8: Exempt from Georgia withholding', type: 'Boolean', required: false },
  ],
};

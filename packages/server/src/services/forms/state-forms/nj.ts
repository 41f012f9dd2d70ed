// Form NJ-W4, State of New Jersey Employee's Withholding Allowance Certificate, as an employee form. Field
// names, options and bounds are those packages/payroll-engine/src/states/nj/index.ts reads (its module comment
// documents each line and the NJ-WT rules behind it): Line 2 filing status, Line 3 wage-chart rate table,
// Line 4 allowances, Line 5 additional amount, Line 6 EXEMPT.
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_ALLOWANCES = 999;

const fields: FieldDefinition[] = [
  {
    name: 'filingStatus',
    label:
      'Line 2: Filing status: Single, Married/Civil Union Couple Joint, Married/Civil Union Partner Separate, Head of Household, or Qualifying Widow(er)/Surviving Civil Union Partner',
    type: 'Select',
    required: true,
    options: ['Single', 'MarriedCivilUnionJoint', 'MarriedCivilUnionSeparate', 'HeadOfHousehold', 'QualifyingWidower'],
  },
  {
    name: 'rateTable',
    label: 'Line 3: Rate table letter from the wage chart, if you chose to use it (A, B, C, D or E)',
    type: 'Select',
    required: false,
    options: ['A', 'B', 'C', 'D', 'E'],
  },
  {
    name: 'allowances',
    label: 'Line 4: Total number of allowances you are claiming',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_ALLOWANCES,
    decimals: 0,
    unit: 'Count',
  },
  {
    name: 'additionalWithholding',
    label: 'Line 5: Additional amount you want deducted from each pay',
    type: 'Number',
    required: false,
    minimum: 0,
    maximum: MAX_AMOUNT,
    decimals: 2,
    unit: 'Dollars',
  },
  {
    name: 'exempt',
    label: 'Line 6: I claim exemption from withholding of New Jersey Gross Income Tax (EXEMPT)',
    type: 'Boolean',
    required: false,
  },
];

export const NJ_FORM: FormDefinition = {
  id: 'frm_ulsi90c35m66',
  name: "Form NJ-W4, Employee's Withholding Allowance Certificate",
  jurisdiction: 'NJ',
  revision: '2026',
  fields,
};

// Form W-4MN, Minnesota Employee Withholding Allowance/Exemption Certificate, as an employee form. Field
// names, options and bounds are those packages/payroll-engine/src/states/mn/index.ts reads (its module
// comment documents each field and the booklet's rules behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, countField, flagField } from './fields';

export const MN_FORM: FormDefinition = {
  id: 'frm_2z9iaj0ayf5h',
  name: 'Form W-4MN, Minnesota Employee Withholding Allowance/Exemption Certificate',
  jurisdiction: 'MN',
  revision: '2026',
  fields: [
    choiceField(
      'filingStatus',
      'Marital status: Single (also married but legally separated, or spouse is a nonresident alien); Married; Married, but withhold at higher Single rate',
      ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate'],
    ),
    countField('allowances', 'Section 1: Total number of Minnesota allowances'),
    amountField('additionalWithholding', 'Section 1: Additional Minnesota withholding each pay period'),
    flagField('exempt', 'Section 2: Exempt from Minnesota withholding'),
  ],
};

// Form W-4N, Employee's Nebraska Withholding Allowance Certificate, as an employee form. Field names, options
// and bounds are those packages/payroll-engine/src/states/ne/index.ts reads (its module comment documents each
// field and the Circular EN rules behind it, the special withholding procedure included).
import type { FormDefinition } from '../types';
import { amountField, choiceField, countField, flagField } from './fields';

export const NE_FORM: FormDefinition = {
  id: 'frm_nw4n5d8f2k7h',
  name: "Form W-4N, Employee's Nebraska Withholding Allowance Certificate",
  jurisdiction: 'NE',
  revision: '2026',
  fields: [
    choiceField('filingStatus', 'Marital status: Single (including head of household); Married (including surviving spouse)', ['Single', 'Married']),
    countField('allowances', 'Total number of Nebraska withholding allowances'),
    amountField('additionalWithholding', 'Additional Nebraska withholding each pay period'),
    flagField('exempt', 'Exempt from Nebraska withholding'),
    flagField('lesserWithholdingDocumented', 'The employer holds the documentation supporting withholding of less than 1.5% of wages (special procedure)'),
  ],
};

// Form ID W-4, Idaho Employee's Withholding Allowance Certificate, as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/id/index.ts reads (its module comment documents each field
// and the Tax Commission's rules behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, countField, flagField } from './fields';

export const ID_FORM: FormDefinition = {
  id: 'frm_idw4t6k2p9xz',
  name: "Form ID W-4, Idaho Employee's Withholding Allowance Certificate",
  jurisdiction: 'ID',
  revision: '2025',
  fields: [
    choiceField('filingStatus', 'Withholding status: A Single (or head of household); B Married; C Married, but withhold at Single rate', ['Single', 'Married', 'MarriedWithholdAtSingleRate']),
    countField('allowances', 'Line 1: Total number of Idaho allowances'),
    amountField('additionalWithholding', 'Line 2: Additional amount to withhold from each paycheck'),
    flagField('exempt', 'Line 1: Exempt from Idaho withholding'),
  ],
};

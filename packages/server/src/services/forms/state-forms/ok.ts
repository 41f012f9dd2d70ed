// Form OK-W-4, Oklahoma Employee's State Withholding Allowance Certificate, as an employee form. Field names,
// options and bounds are those packages/payroll-engine/src/states/ok/index.ts reads (its module comment
// documents each field and the Packet OW-2 rules behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, countField, flagField } from './fields';

export const OK_FORM: FormDefinition = {
  id: 'frm_okw4h3c8j6px',
  name: "Form OK-W-4, Oklahoma Employee's State Withholding Allowance Certificate",
  jurisdiction: 'OK',
  revision: '2026',
  fields: [
    choiceField('filingStatus', 'Marital status: Single; Married; Married, but withhold at higher Single rate', ['Single', 'Married', 'MarriedWithholdAtHigherSingleRate']),
    countField('allowances', 'Total number of Oklahoma allowances'),
    amountField('additionalWithholding', 'Additional amount to withhold each pay period'),
    flagField('exempt', 'Exempt from Oklahoma withholding'),
  ],
};

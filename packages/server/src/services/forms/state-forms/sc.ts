// Form SC W-4, South Carolina Employee's Withholding Allowance Certificate, as an employee form. Field names and
// bounds are those packages/payroll-engine/src/states/sc/index.ts reads (its module comment documents each field
// and the WH-1603F formula behind it).
import type { FormDefinition } from '../types';
import { amountField, countField, flagField } from './fields';

export const SC_FORM: FormDefinition = {
  id: 'frm_sc4w7n2r5t8b',
  name: "Form SC W-4, South Carolina Employee's Withholding Allowance Certificate",
  jurisdiction: 'SC',
  revision: '2026',
  fields: [
    countField('allowances', 'Line 5: Total number of allowances'),
    amountField('additionalWithholding', 'Line 6: Additional amount to withhold each pay period'),
    flagField('exempt', 'Line 7: Exempt from South Carolina withholding'),
  ],
};

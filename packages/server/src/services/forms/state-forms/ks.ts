// Form K-4, Kansas Employee's Withholding Allowance Certificate, as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/ks/index.ts reads (its module comment documents each field
// and the KW-100 rules behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, countField, flagField } from './fields';

export const KS_FORM: FormDefinition = {
  id: 'frm_ks4q9v3m6z2c',
  name: "Form K-4, Kansas Employee's Withholding Allowance Certificate",
  jurisdiction: 'KS',
  revision: '2024',
  fields: [
    choiceField('allowanceRate', 'Allowance rate: Single (single, head of household, or married with a working spouse); Joint (married, spouse without income)', ['Single', 'Joint']),
    countField('allowances', 'Total number of Kansas withholding allowances'),
    amountField('additionalWithholding', 'Additional Kansas withholding each pay period'),
    flagField('exempt', 'Exempt from Kansas withholding'),
  ],
};

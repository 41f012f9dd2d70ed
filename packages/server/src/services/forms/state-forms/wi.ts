// Form WT-4, Employee's Wisconsin Withholding Exemption Certificate/New Hire Reporting, as an employee form.
// Field names, options and bounds are those packages/payroll-engine/src/states/wi/index.ts reads (its module
// comment documents each field and the W-166 rules behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, countField, flagField } from './fields';

export const WI_FORM: FormDefinition = {
  id: 'frm_p5w74xqa2upv',
  name: "Form WT-4, Employee's Wisconsin Withholding Exemption Certificate",
  jurisdiction: 'WI',
  revision: '2026',
  fields: [
    choiceField('filingStatus', 'Single (also married but legally separated); Married; Married, but withhold at higher Single rate', [
      'Single',
      'Married',
      'MarriedWithholdAtHigherSingleRate',
    ]),
    countField('exemptions', 'Line 1(d): Total withholding exemptions'),
    amountField('additionalWithholding', 'Line 2: Additional amount per pay period'),
    flagField('exempt', 'Line 3: Complete exemption from withholding'),
  ],
};

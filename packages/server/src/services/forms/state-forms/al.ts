// Form A-4, Alabama Employee's Withholding Exemption Certificate, as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/al/index.ts reads (its module comment documents each field
// and the Department of Revenue's rules behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, countField } from './fields';

export const AL_FORM: FormDefinition = {
  id: 'frm_ala4w8n3q5rd',
  name: "Form A-4, Alabama Employee's Withholding Exemption Certificate",
  jurisdiction: 'AL',
  revision: '2024',
  fields: [
    choiceField('personalExemption', 'Personal exemption: 0 (none); S Single; MS Married filing separately; M Married; H Head of family', ['NoExemption', 'Single', 'MarriedFilingSeparately', 'Married', 'HeadOfFamily']),
    countField('dependents', 'Number of dependents (other than your spouse)'),
    amountField('additionalWithholding', 'Additional amount to withhold each pay period'),
  ],
};

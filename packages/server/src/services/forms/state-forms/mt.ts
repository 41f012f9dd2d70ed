// Form MW-4, Montana Employee's Withholding and Exemption Certificate, as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/mt/index.ts reads (its module comment documents each field and
// the Department of Revenue's rules behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, flagField } from './fields';

export const MT_FORM: FormDefinition = {
  id: 'frm_mtw4r7c2x9kd',
  name: "Form MW-4, Montana Employee's Withholding and Exemption Certificate",
  jurisdiction: 'MT',
  revision: '2026',
  fields: [
    choiceField('filingStatus', 'Line 1: 1a Single or married filing separately; 1b Married filing jointly or qualifying surviving spouse; 1c Head of household', ['Single', 'MarriedFilingJointly', 'HeadOfHousehold']),
    flagField('bothSpousesWork', 'Line 2: Married filing jointly, both spouses working (withhold at the line 1a rates)'),
    amountField('additionalWithholding', 'Line 3: Additional amount to withhold from each paycheck'),
    amountField('specifiedWithholding', 'Line 4: Amount to withhold from each paycheck instead of the calculated amount'),
    flagField('exempt', 'Line 5: Exempt from Montana withholding'),
  ],
};

// Form MO W-4, Missouri Employee's Withholding Certificate, as an employee form. Field names, options and
// bounds are those packages/payroll-engine/src/states/mo/index.ts reads (its module comment documents each
// field and the 2026 Missouri Withholding Tax Formula behind it).
import type { FormDefinition } from '../types';
import { amountField, choiceField, flagField } from './fields';

export const MO_FORM: FormDefinition = {
  id: 'frm_m0w4k7s2d9qe',
  name: "Form MO W-4, Missouri Employee's Withholding Certificate",
  jurisdiction: 'MO',
  revision: '2026',
  fields: [
    choiceField('filingStatus', 'Line 1: Filing status', ['Single', 'MarriedSpouseWorks', 'MarriedFilingSeparately', 'MarriedSpouseDoesNotWork', 'HeadOfHousehold']),
    amountField('additionalWithholding', 'Line 2: Additional amount to withhold each pay period'),
    amountField('reducedWithholding', 'Line 3: Reduced withholding amount per pay period (replaces the formula)'),
    flagField('exempt', 'Exempt from Missouri withholding'),
  ],
};

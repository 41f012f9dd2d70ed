// Form AR4EC, Arkansas Employee's Withholding Exemption Certificate, as an employee form. Field names and bounds are
// those packages/payroll-engine/src/states/ar/index.ts reads (its module comment documents each field and the
// Department of Finance and Administration's rules behind it).
import type { FormDefinition } from '../types';
import { amountField, countField, flagField } from './fields';

export const AR_FORM: FormDefinition = {
  id: 'frm_ar4ec7n2w5hx',
  name: "Form AR4EC, Arkansas Employee's Withholding Exemption Certificate",
  jurisdiction: 'AR',
  revision: '2026',
  fields: [
    countField('exemptions', 'Total exemptions claimed (yourself, spouse, head of household, dependents)'),
    amountField('additionalWithholding', 'Line 4: Additional amount to deduct from each paycheck'),
    flagField('exempt', 'Exempt from Arkansas withholding (AR4ECSP, or AR-TX-4EC for Texarkana)'),
  ],
};

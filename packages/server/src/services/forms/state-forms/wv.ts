// Form WV/IT-104, West Virginia Employee's Withholding Exemption Certificate, as an employee form. Field names and
// bounds are those packages/payroll-engine/src/states/wv/index.ts reads (its module comment documents each field and
// the Tax Division's rules behind it).
import type { FormDefinition } from '../types';
import { amountField, countField, flagField } from './fields';

export const WV_FORM: FormDefinition = {
  id: 'frm_wv104m3k8q2t',
  name: "Form WV/IT-104, West Virginia Employee's Withholding Exemption Certificate",
  jurisdiction: 'WV',
  revision: '2023',
  fields: [
    countField('exemptions', 'Line 4: Total number of exemptions claimed'),
    flagField('oneEarner', 'Line 5: Withhold at the lower rate (single with one job, or married with a spouse not working)'),
    amountField('additionalWithholding', 'Line 6: Additional amount to withhold each pay period'),
    flagField('exempt', 'Exempt from West Virginia withholding (IT-104NR, military spouse)'),
  ],
};

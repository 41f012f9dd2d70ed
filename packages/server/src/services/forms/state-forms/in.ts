// Form WH-4, Employee's Withholding Exemption and County Status Certificate (Indiana), as an employee form: the
// state exemption lines. Field names and bounds are those packages/payroll-engine/src/states/in/index.ts reads
// (its module comment documents each field and the Departmental Notice #1 rules behind it). The January 1
// counties and line 10 belong to the county tax, which is not computed yet.
// Only type imports from ../definitions: that module imports this one, so a value import would be circular.
import type { FieldDefinition, FormDefinition } from '../types';

/** The same bounds as definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES (not imported: see above). */
const MAX_AMOUNT = 999_999_999.99;
const MAX_EXEMPTIONS = 999;

const exemptions = (name: string, label: string): FieldDefinition => ({ name, label, type: 'Number', required: false, minimum: 0, maximum: MAX_EXEMPTIONS, decimals: 0, unit: 'Count' });

export const IN_FORM: FormDefinition = {
  id: 'frm_c9n7w8kaw5c6',
  name: "Form WH-4, Employee's Withholding Exemption and County Status Certificate (Indiana)",
  jurisdiction: 'IN',
  revision: '2026',
  fields: [
    exemptions('personalExemptions', 'Line 5: Total exemptions of lines 1-4 (yourself, spouse, dependents, age 65 or older and blind)'),
    exemptions('additionalDependentExemptions', 'Line 6: Additional exemptions for qualifying dependents'),
    exemptions('firstTimeDependentExemptions', 'Line 7: Additional exemptions for qualifying dependents claimed for the first time'),
    exemptions('adoptedDependentExemptions', 'Line 8: Additional exemptions for adopted qualifying dependents'),
    { name: 'additionalWithholding', label: 'Line 9: Additional state withholding each pay period', type: 'Number', required: false, minimum: 0, maximum: MAX_AMOUNT, decimals: 2, unit: 'Dollars' },
    { name: 'exempt', label: 'Form WH-4MIL: Exempt as the spouse of a military servicemember', type: 'Boolean', required: false },
  ],
};

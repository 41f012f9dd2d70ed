// The parties documents name: the company (employer, payer) and a person (employee, recipient). View
// models: the services build them from their rows.
import type { AddressParts } from './text';

export interface CompanyParty {
  legalName: string;
  tradeName: string | null;
  /** The EIN as on file. */
  taxId: string | null;
  address: AddressParts;
}

export interface PersonParty {
  name: string;
  /** `SSN: XXX-XX-6789`, `TIN (EIN): XX-XXX6789`, ... (documents/text.ts). */
  taxIdLabel: string;
  address: AddressParts;
}

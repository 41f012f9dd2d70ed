// View models of the parties documents name (documents/parties.ts), built from rows.
import { addressParts, type CompanyParty, type Signer } from '../documents';
import type { CompanyRow } from '../repositories/companies';

export const companyParty = (company: CompanyRow): CompanyParty => ({
  legalName: company.legalName,
  tradeName: company.tradeName,
  taxId: company.taxId,
  address: addressParts(company),
});

/** The signatory as the authorization documents print them (only these fields). */
export const signerParty = (s: Signer): Signer => ({ firstName: s.firstName, lastName: s.lastName, title: s.title, email: s.email });

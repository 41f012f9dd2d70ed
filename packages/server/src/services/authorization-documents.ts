// The authorization documents of company onboarding as the API lists them, and their labels. The
// PDFs are documents/authorization.ts.
import type { Schema } from '@payroll/api-types';
import type { Signer } from '../documents/authorization';
import { defined, isoDateTime } from './format';

type Category = Schema<'CompanyAuthorizationDocumentCategory'>;

export const LABELS: Record<'SignatoryAgreement' | 'FilingAuthorization8655' | 'AchDebitAuthorization', (signer?: Signer) => string> = {
  SignatoryAgreement: (s) => `Signatory agreement - ${s!.firstName} ${s!.lastName}`,
  FilingAuthorization8655: () => 'Form 8655 Reporting Agent Authorization',
  AchDebitAuthorization: () => 'ACH debit authorization',
};

export interface AuthorizationDocumentRow {
  id: string;
  companyId: string;
  category: string;
  label: string;
  year: number;
  quarter: number | null;
  createdAt: Date;
}

export const presentAuthorizationDocument = (d: AuthorizationDocumentRow): Schema<'CompanyAuthorizationDocument'> => ({
  ...defined({ id: d.id, companyId: d.companyId, label: d.label, year: d.year, quarter: d.quarter }),
  category: d.category as Category,
  createdAt: isoDateTime(d.createdAt)!,
});

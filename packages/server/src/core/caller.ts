export type CallerKind = 'Partner' | 'Corporation' | 'Company' | 'Operator';

/**
 * Who is calling: resolved by http/ from the one API key header of the request, handed to every
 * service call. Services read its scope ids through services/scope.ts only.
 */
export interface Caller {
  kind: CallerKind;
  apiKeyId: string;
  partnerId?: string;
  corporationId?: string;
  companyId?: string;
}

import type { Db } from '../repositories/db';
import { recordEvent } from '../repositories/events';

/** Records that a resource of a company changed, with the resource as the API answered it (same transaction). */
export function emitCompanyEvent(tx: Db, company: { id: string; partnerId: string }, type: string, resourceType: string, resource: { id: string }) {
  return recordEvent(tx, { type, partnerId: company.partnerId, companyId: company.id, resourceType, resourceId: resource.id, data: resource });
}

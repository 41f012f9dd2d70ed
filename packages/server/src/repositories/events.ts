import type { Prisma } from '@prisma/client';
import { newId } from '../lib/ids';
import type { Db } from './db';

export interface NewEvent {
  type: string;
  partnerId: string;
  companyId?: string;
  resourceType: string;
  resourceId: string;
  data: unknown;
}

/** Appends an event; call it inside the transaction of the change it records. */
export function recordEvent(db: Db, event: NewEvent) {
  return db.event.create({
    data: {
      id: newId('evt'),
      type: event.type,
      partnerId: event.partnerId,
      companyId: event.companyId,
      resourceType: event.resourceType,
      resourceId: event.resourceId,
      data: JSON.parse(JSON.stringify(event.data)) as Prisma.InputJsonValue,
    },
  });
}

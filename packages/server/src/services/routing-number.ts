import { validRoutingNumber } from '../domain/routing-number';
import { badRequest } from '../core/errors';

/** 400 validation_failed on `field` (default `body.routingNumber`; code `checksum`) unless the number is absent or valid (domain/routing-number.ts). */
export function checkRoutingNumber(routingNumber: string | undefined, field = 'body.routingNumber'): void {
  if (routingNumber !== undefined && !validRoutingNumber(routingNumber)) {
    throw badRequest('The request does not match the contract.', [
      { field, message: 'is not a valid ABA routing number (its check digit does not match)', code: 'checksum' },
    ]);
  }
}

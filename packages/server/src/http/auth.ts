import type { RequestHandler } from 'express';
import { operationTable, type SecuritySchemeName } from '../generated/operations.gen';
import { ApiError } from '../lib/errors';
import { constantTimeEqual, hashApiKey } from '../lib/secrets';
import { findKeyByHash } from '../repositories/api-keys';
import type { Db } from '../repositories/db';
import { stateOf, type CallerKind } from './context';

const HEADERS: Array<{ header: string; kind: CallerKind; scheme: SecuritySchemeName }> = [
  { header: 'x-api-key', kind: 'Partner', scheme: 'PartnerKey' },
  { header: 'g-api-key', kind: 'Corporation', scheme: 'CorporationKey' },
  { header: 'c-api-key', kind: 'Company', scheme: 'CompanyKey' },
  { header: 'o-api-key', kind: 'Operator', scheme: 'OperatorKey' },
];

/**
 * Resolves the caller from the single key header, before validation: 400 for two headers,
 * 401 for a missing, unknown or revoked key, 403 for a key kind the operation does not admit.
 */
export function authenticate(db: Db, operatorApiKey: string): RequestHandler {
  return async (req, _res, next) => {
    try {
      const state = stateOf(req);
      const present = HEADERS.filter((h) => typeof req.headers[h.header] === 'string');
      if (present.length > 1) {
        throw new ApiError(400, 'multiple_api_keys', `Send exactly one key header; got ${present.map((h) => h.header).join(', ')}.`);
      }
      if (!state.operationId) return next();
      const admitted = operationTable[state.operationId].security as readonly SecuritySchemeName[];
      if (admitted.length === 0) return next();
      const sent = present[0];
      if (!sent) throw new ApiError(401, 'unauthenticated', 'Send exactly one of the X-API-key, G-API-key or C-API-key headers.');
      const value = String(req.headers[sent.header]);
      if (sent.kind === 'Operator') {
        if (!constantTimeEqual(value, operatorApiKey)) throw new ApiError(401, 'invalid_api_key', 'The operator key is not valid.');
        state.caller = { kind: 'Operator', apiKeyId: 'operator' };
      } else {
        const resolved = await findKeyByHash(db, hashApiKey(value));
        if (!resolved || resolved.key.kind !== sent.kind || resolved.key.revokedAt) {
          throw new ApiError(401, 'invalid_api_key', `The ${sent.header} key is unknown or revoked.`);
        }
        state.caller = {
          kind: sent.kind,
          apiKeyId: resolved.key.id,
          partnerId: resolved.partnerId,
          corporationId: resolved.corporationId,
          companyId: resolved.companyId,
        };
      }
      if (!admitted.includes(sent.scheme)) {
        throw new ApiError(403, 'forbidden', `A ${sent.kind.toLowerCase()} key cannot call ${state.operationId}.`);
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

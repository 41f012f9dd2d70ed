import type { RequestHandler } from 'express';
import { apiKeyHeaders } from '../generated/contract.gen';
import { operationTable, type OperationId, type SecuritySchemeName } from '../generated/operations.gen';
import { ApiError } from './problem';
import { constantTimeEqual, hashApiKey } from '../lib/secrets';
import { findKeyByHash } from '../repositories/api-keys';
import type { Db } from '../repositories/db';
import type { AddressGuard } from './address-limit';
import type { KeyCache, KeyEntry } from './key-cache';
import { stateOf, type Caller, type CallerKind } from './context';

/** The contract's key kinds: the header each travels in (lower case, as Node gives headers) and its scheme. */
const HEADERS = (Object.keys(apiKeyHeaders) as CallerKind[]).map((kind) => ({
  header: apiKeyHeaders[kind].toLowerCase(),
  kind,
  scheme: `${kind}Key` as SecuritySchemeName,
}));

const SCHEME_OF = Object.fromEntries(HEADERS.map((h) => [h.kind, h.scheme])) as Record<CallerKind, SecuritySchemeName>;

/**
 * Whether `caller` may call `operationId`: true for an operation that needs no key; otherwise only an
 * authenticated caller whose key kind the operation admits. The authentication middleware and the
 * handler boundary (http/handler.ts) both ask this, so a handler never runs for anyone else.
 */
export function admits(operationId: OperationId, caller: Caller | undefined): boolean {
  const admitted = operationTable[operationId].security as readonly SecuritySchemeName[];
  if (admitted.length === 0) return true;
  return caller !== undefined && admitted.includes(SCHEME_OF[caller.kind]);
}

/** A key and its owner's tenancy from the database (1-2 round trips). */
async function loadKey(db: Db, hash: string): Promise<KeyEntry | undefined> {
  const found = await findKeyByHash(db, hash);
  if (!found) return undefined;
  const { id, kind, revokedAt } = found.key;
  return { id, kind, revokedAt, partnerId: found.partnerId, corporationId: found.corporationId, companyId: found.companyId };
}

/**
 * Resolves the caller from the single key header: 400 for two headers, 401 for a missing, unknown
 * or revoked key, 403 for a key kind the operation does not admit. Runs after the route match and
 * fails closed: a request that reached it without an operation is refused. Failed authentications
 * count against the client address (AddressGuard); over the limit they answer 429, and until the
 * window ends the address is answered from memory unless its key is one this process has served (no
 * key lookup, no count). Keys are resolved through `keys` (http/key-cache.ts; docs/security.md, "API
 * keys"); the checks after it are the same whether the key came from memory or the database.
 */
export function authenticate(db: Db, operatorApiKey: string, guard: AddressGuard, keys: KeyCache): RequestHandler {
  return async (req, _res, next) => {
    try {
      const state = stateOf(req);
      const operationId = state.operationId;
      if (!operationId) throw new ApiError(404, 'not_found', 'No such route.');
      const present = HEADERS.filter((h) => req.headers[h.header] !== undefined);
      if (present.length > 1) {
        throw new ApiError(400, 'multiple_api_keys', `Send exactly one key header; got ${present.map((h) => h.header).join(', ')}.`);
      }
      const admitted = operationTable[operationId].security as readonly SecuritySchemeName[];
      if (admitted.length === 0) return next();
      const sent = present[0];
      // A failure from an address this process knows is over its limit is answered from memory (429),
      // without counting it; otherwise it is counted (AddressGuard), and answered 429 once over.
      const refuse = async (error: ApiError): Promise<never> => {
        throw guard.known(req, 'auth') ?? (await guard.count(req, 'auth')) ?? error;
      };
      if (!sent) return await refuse(new ApiError(401, 'unauthenticated', 'Send exactly one of the X-API-key, G-API-key or C-API-key headers.'));
      const raw = req.headers[sent.header];
      const value = typeof raw === 'string' ? raw : '';
      if (sent.kind === 'Operator') {
        if (!value || !constantTimeEqual(value, operatorApiKey)) await refuse(new ApiError(401, 'invalid_api_key', 'The operator key is not valid.'));
        state.caller = { kind: 'Operator', apiKeyId: 'operator' };
      } else {
        const hash = value ? hashApiKey(value) : undefined;
        // Over its limit, an address gets its 429 from memory, whatever the key, unless the key is one
        // this process has served (KeyCache.knows): no key lookup, no count (docs/security.md, "Abuse limits").
        if (!hash || !keys.knows(hash)) {
          const over = guard.known(req, 'auth');
          if (over) throw over;
        }
        const resolved = hash ? await keys.resolve(hash, () => loadKey(db, hash)) : undefined;
        if (!resolved || resolved.kind !== sent.kind || resolved.revokedAt) {
          await refuse(new ApiError(401, 'invalid_api_key', `The ${sent.header} key is unknown or revoked.`));
        }
        state.caller = {
          kind: sent.kind,
          apiKeyId: resolved!.id,
          partnerId: resolved!.partnerId,
          corporationId: resolved!.corporationId,
          companyId: resolved!.companyId,
        };
      }
      if (!admits(operationId, state.caller)) {
        throw new ApiError(403, 'forbidden', `A ${sent.kind.toLowerCase()} key cannot call ${operationId}.`);
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

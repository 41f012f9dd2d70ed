import type { Request } from 'express';
import type { Caller } from '../core/caller';
import type { OperationId } from '../generated/operations.gen';

export type { Caller, CallerKind } from '../core/caller';

export interface RequestState {
  requestId: string;
  /** The operation of the request's one route match (http/route-match.ts); unset for anything else. */
  operationId?: OperationId;
  /** The path is a contract path, but not with this method (405). */
  methodNotAllowed?: boolean;
  caller?: Caller;
  /** Set by the idempotency layer: stores the response before it is sent. */
  recordResponse?: (status: number, body: unknown, headers: Record<string, string>) => Promise<void>;
}

export function stateOf(req: Request): RequestState {
  const r = req as Request & { payroll?: RequestState };
  if (!r.payroll) r.payroll = { requestId: '' };
  return r.payroll;
}

import type { Request } from 'express';
import type { OperationId } from '../generated/operations.gen';

export type CallerKind = 'Partner' | 'Corporation' | 'Company' | 'Operator';

/** Who is calling, resolved from the one API key header of the request. */
export interface Caller {
  kind: CallerKind;
  apiKeyId: string;
  partnerId?: string;
  corporationId?: string;
  companyId?: string;
}

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

import type { OperationId } from '../generated/operations.gen';
import type { HandlerModule, HandlerRegistry } from '../http/handler';
import { ApiError } from '../http/problem';

/**
 * The handler of an operation the contract has but the service does not build yet: its file at
 * handlers/<tag>/<operationId>.ts is `export default notImplemented('<operationId>')`, and it answers
 * 501 `not_implemented` (after the route match and key checks every handler gets). The generated
 * registry needs a handler for every operation, so this is how an operation can be added to the
 * contract before it is built. `npm run list:not-implemented` prints them; today none are.
 */
export function notImplemented<K extends OperationId>(operationId: K): HandlerModule<K> {
  return {
    operationId,
    notImplemented: true,
    handle: async () => {
      throw new ApiError(501, 'not_implemented', `${operationId} is not implemented yet.`);
    },
  };
}

/** The operations of a registry whose handler is a `notImplemented` placeholder. */
export function notImplementedOperations(registry: Partial<HandlerRegistry>): OperationId[] {
  return (Object.keys(registry) as OperationId[]).filter((id) => registry[id]?.notImplemented);
}

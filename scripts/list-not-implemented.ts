/** Prints the contract operations whose handler is a `notImplemented` placeholder (501 not_implemented); today none. */
import { handlers } from '../packages/server/src/generated/handlers.gen';
import { operationTable } from '../packages/server/src/generated/operations.gen';
import { notImplementedOperations } from '../packages/server/src/handlers/not-implemented';

const total = Object.keys(operationTable).length;
const pending = notImplementedOperations(handlers);
for (const id of pending) {
  const op = operationTable[id];
  console.log(`${op.method.toUpperCase().padEnd(6)} ${op.basePath}${op.path}  ${id}`);
}
console.log(`${pending.length} of ${total} operations not implemented yet (501 not_implemented).`);

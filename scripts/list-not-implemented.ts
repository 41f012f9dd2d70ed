/** Prints the contract operations that still answer 501 not_implemented (the list shrinks with every issue). */
import { operationTable } from '../packages/server/src/generated/operations.gen';
import { notImplementedOperations } from '../packages/server/src/handlers/not-implemented';

const total = Object.keys(operationTable).length;
for (const id of notImplementedOperations) {
  const op = operationTable[id];
  console.log(`${op.method.toUpperCase().padEnd(6)} ${op.basePath}${op.path}  ${id}`);
}
console.log(`${notImplementedOperations.length} of ${total} operations not implemented yet (501 not_implemented).`);

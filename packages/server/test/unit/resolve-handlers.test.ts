import { resolveHandlers } from '../../src/app';
import { operationIds } from '../../src/generated/operations.gen';
import { handlerModules, notImplementedOperations } from '../../src/handlers';

describe('operation resolver', () => {
  it('maps every operation of the contract to a handler or to not_implemented', () => {
    const table = resolveHandlers();
    expect([...table.keys()].sort()).toEqual([...operationIds].sort());
    expect(handlerModules.length + notImplementedOperations.length).toBe(operationIds.length);
  });

  it('every operation of the contract is implemented: the not-implemented list is empty', () => {
    expect(notImplementedOperations).toEqual([]);
    expect(handlerModules.map((m) => m.operationId).sort()).toEqual([...operationIds].sort());
  });

  it('refuses to start when an operation has no handler', () => {
    const withoutGetCompany = handlerModules.filter((m) => m.operationId !== 'getCompany');
    expect(() => resolveHandlers(withoutGetCompany)).toThrow('operations without a handler: getCompany');
  });

  it('refuses an operation that is both implemented and listed as not implemented', () => {
    expect(() => resolveHandlers(handlerModules, [...notImplementedOperations, 'getCompany'])).toThrow(
      'getCompany has a handler and is also listed as not implemented',
    );
  });
});
